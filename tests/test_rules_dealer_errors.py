"""Rule scenarios: the dealer's errors dealt and played (issue 27 item 4; GEN-14.1, GEN-14.2,
GEN-14.3, GEN-14.6, GEN-14.8; options T-10 and T-11), under each preset. Written from the rule
catalogue; every hand is also dealt again from its events (Hand.from_events)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import stack  # noqa: E402

from studlib import STUD, Exposed, Hand, IllegalAction, Refusal, Rules, WrongBringIn, parse_card  # noqa: E402
from studlib import events as ev  # noqa: E402

PRESETS = ("online", "cardroom", "tournament")
STACK = 100_000
# Seat 1's first down card is the 2c, the lowest card dealt: face up, it would bring in.
THIRD = {0: "Kh Qd 9c", 1: "2c 8d Jh", 2: "Ah 5s Ts", 3: "7d 4h 6c"}


def dealt(seats, rules, mistakes=(), stacks=None) -> Hand:
    deck = list(stack(seats).deck)
    return Hand(STUD, stacks or [STACK] * len(seats), rules=rules, deck=deck, mistakes=list(mistakes))


def kinds(hand: Hand) -> set[str]:
    return {a.kind.value for a in hand.legal_actions()}


def rebuilt(hand: Hand) -> Hand:
    """The hand dealt again from its events alone: the same everything."""
    again = Hand.from_events(hand.events)
    assert again.events == hand.events and list(again.stacks) == list(hand.stacks)
    return again


def find(hand: Hand, kind):
    return [e for e in hand.events if isinstance(e, kind)]


# --- GEN-14.3 / T-11: a down card dealt face up on third street -------------------------------

@pytest.mark.parametrize("preset", PRESETS)
def test_GEN_14_3_an_exposed_down_card_that_would_bring_in(preset: str) -> None:
    rules = Rules.preset(preset)
    mistakes = [Exposed(seat=1, street=3, card=0)]
    if preset == "online":               # T-11 online: the software deals, it never happens
        with pytest.raises(ValueError, match="T-11"):
            dealt(THIRD, rules, mistakes)
        return
    hand = dealt(THIRD, rules, mistakes)
    if preset == "tournament":           # T-11 tournament: any down card dealt face up is a misdeal
        (misdeal,) = find(hand, ev.MisdealCalled)
        assert misdeal.exposed == 1 and "T-11" in misdeal.rules
        assert hand.is_over and hand.payoffs == [0, 0, 0, 0]
        rebuilt(hand)
        return
    # Cardroom (RRP stud 5): the third card is dealt down, the exposed 2c is the up card ...
    assert hand.up_cards(1) == (parse_card("2c"),)
    assert set(hand.down_cards(1)) == {parse_card("8d"), parse_card("Jh")}
    (shown,) = find(hand, ev.StreetDealt)[0].exposed
    assert shown == (1, parse_card("2c"))
    # ... and the 2c would bring in, so the first player on its left acts first and may fold,
    # bring in or complete.
    (moved,) = find(hand, ev.ExposedCardBringsInNot)
    assert (moved.seat, moved.actor) == (1, 2) and not find(hand, ev.BringInDue)
    assert hand.to_act == 2 and kinds(hand) == {"fold", "bring_in", "complete"}
    hand.act("fold")                      # the same choice passes clockwise
    assert hand.to_act == 3 and kinds(hand) == {"fold", "bring_in", "complete"}
    hand.act("bring_in")
    assert hand.to_act == 0
    hand.act("call")
    assert hand.to_act == 1               # the exposed player acts in turn
    hand.auto_play()
    assert sum(hand.payoffs) == 0
    rebuilt(hand)
    text = [line.text for line in hand.log]
    assert any("Seat 3, first on that player's left, acts first" in t for t in text)


@pytest.mark.parametrize("preset", ("cardroom", "tournament"))
def test_GEN_14_3_both_down_cards_exposed(preset: str) -> None:
    """Cardroom: that hand is dead and its ante comes back, the others play on; tournament: misdeal."""
    hand = dealt(THIRD, Rules.preset(preset), [Exposed(1, 3, 0), Exposed(1, 3, 1)])
    if preset == "tournament":
        assert find(hand, ev.MisdealCalled) and hand.is_over and hand.payoffs == [0] * 4
        return
    (dead,) = find(hand, ev.DeadHandExposed)
    assert dead.seat == 1 and dead.returned == hand.structure.ante
    assert hand.folded(1) and hand.stacks[1] == STACK
    assert hand.bring_in_seat == 3        # the 6c is the lowest door left: seat 1 is out
    hand.auto_play()
    assert hand.payoffs[1] == 0 and sum(hand.payoffs) == 0
    rebuilt(hand)


# --- GEN-14.6 / T-10: a seventh-street card dealt face up -------------------------------------

SEVENTH = {0: "Kh Qd 9c 9d 2s 3h 9s", 1: "2c 8d Jh Qs 4c 5d 6d", 2: "Ah 5s Ts Tc 3c 7h 8c"}


@pytest.mark.parametrize("preset", PRESETS)
def test_GEN_14_6_a_seventh_card_dealt_face_up(preset: str) -> None:
    rules = Rules.preset(preset)
    mistakes = [Exposed(seat=0, street=7)]
    if preset == "online":
        with pytest.raises(ValueError, match="T-10"):
            dealt(SEVENTH, rules, mistakes)
        return
    hand = dealt(SEVENTH, rules, mistakes)
    hand.play_until(7)
    assert hand.street == 7
    # The card is kept, face up; the others get theirs face down.
    assert hand.up_cards(0)[-1] == parse_card("9s") and len(hand.down_cards(0)) == 2
    assert len(hand.down_cards(1)) == 3 and len(hand.down_cards(2)) == 3
    (up,) = find(hand, ev.SeventhExposed)
    assert (up.seat, up.others_up, up.may_declare) == (0, False, True)
    # The best board using all the up cards starts: seat 0's trip nines (9c 9d 9s) beat a pair of tens.
    assert hand.first_to_act[7] == 0
    before = hand.stacks[0]
    hand.declare_all_in(0)                # before the betting: plays for the pot so far
    assert hand.to_act == 1 and hand.all_in(0)
    hand.act("bet")
    hand.act("call")
    assert hand.is_over
    assert hand.stacks[0] >= before       # kept chips back, the main pot won with trips
    assert sum(hand.payoffs) == 0
    rebuilt(hand)
    with pytest.raises(IllegalAction, match="GEN-14.6"):
        dealt(SEVENTH, rules, []).declare_all_in(0)


@pytest.mark.parametrize("preset", ("cardroom", "tournament"))
def test_GEN_14_6_heads_up_first_players_card_up_deals_the_seconds_up_too(preset: str) -> None:
    seats = {0: SEVENTH[0], 1: SEVENTH[1]}
    hand = dealt(seats, Rules.preset(preset), [Exposed(seat=0, street=7)])
    hand.play_until(7)
    assert len(hand.up_cards(0)) == 5 and len(hand.up_cards(1)) == 5
    (up,) = find(hand, ev.SeventhExposed)
    assert up.others_up and not up.may_declare
    with pytest.raises(IllegalAction):
        hand.declare_all_in(0)
    hand.auto_play()
    rebuilt(hand)
    # The second player's card alone up: the second may declare all in.
    hand = dealt(seats, Rules.preset(preset), [Exposed(seat=1, street=7)])
    hand.play_until(7)
    assert len(hand.up_cards(0)) == 4 and len(hand.up_cards(1)) == 5
    hand.declare_all_in(1)
    assert hand.is_over and sum(hand.payoffs) == 0   # nobody left to bet: straight to the showdown
    rebuilt(hand)


# --- GEN-14.8: the wrong player brings in ------------------------------------------------------

@pytest.mark.parametrize("preset", PRESETS)
def test_GEN_14_8_the_wrong_player_named_to_bring_in(preset: str) -> None:
    rules = Rules.preset(preset)
    seats = {0: "Kh Qd 2c", 1: "8d Jh 9c", 2: "Ah 5s 3d"}   # seat 0's 2c is the true bring-in
    hand = dealt(seats, rules, [WrongBringIn(seat=2)])
    (named,) = find(hand, ev.BringInMisnamed)
    assert (named.named, named.seat) == (2, 0) and hand.to_act == 2
    hand.act("bring_in")
    assert hand.to_act == 0
    hand.correct_bring_in()               # the next player has not acted: corrected
    assert hand.to_act == 0 and hand.stacks[2] == STACK - hand.structure.ante
    assert kinds(hand) == {"bring_in", "complete"}
    hand.act("bring_in")
    hand.auto_play()
    assert sum(hand.payoffs) == 0
    rebuilt(hand)
    # The next player has acted: the bet stands and the true low card owes nothing.
    hand = dealt(seats, rules, [WrongBringIn(seat=2)])
    hand.act("bring_in")
    hand.act("call")
    with pytest.raises(IllegalAction, match="GEN-14.8"):
        hand.correct_bring_in()
    assert hand.to_act == 1
    hand.auto_play()
    rebuilt(hand)


# --- GEN-14.1 / GEN-14.2: a misdeal, and when the hand stands ---------------------------------

@pytest.mark.parametrize("preset", PRESETS)
def test_GEN_14_1_a_misdeal_before_the_hand_stands_GEN_14_2(preset: str) -> None:
    rules = Rules.preset(preset)
    hand = dealt(THIRD, rules)
    hand.act("bring_in")                  # seat 3's 6c is the lowest door card
    hand.act("call")                      # one player after the bring-in has acted
    hand.declare_misdeal()
    assert hand.is_over and hand.payoffs == [0, 0, 0, 0] and list(hand.stacks) == [STACK] * 4
    (called,) = find(hand, ev.MisdealCalled)
    assert called.exposed is None and called.rules == ("GEN-14.1", "GEN-14.2")
    rebuilt(hand)
    hand = dealt(THIRD, rules)
    hand.act("bring_in")
    hand.act("call")
    hand.act("call")                      # two players after the bring-in: the hand stands
    with pytest.raises(IllegalAction, match="GEN-14.2"):
        hand.declare_misdeal()
    assert not hand.is_over and hand.to_act == 2


def test_dealer_errors_read_in_french() -> None:
    """A few golden sentences: the renderers say the dealer's errors in French too."""
    import studlib
    hand = dealt(THIRD, Rules.cardroom(), [Exposed(seat=1, street=3, card=0)])
    with studlib.language("fr"):
        text = [line.text for line in hand.log]
    assert any(t.startswith("Le croupier a retourné une carte cachée du siège 2") for t in text)
    assert any("le siège 3, premier à sa gauche, parle en premier" in t for t in text)


# --- GEN-14.9: a card dealt too soon -----------------------------------------------------------

from studlib import BurnError, DealtTooSoon  # noqa: E402
from studlib.dealing import Shuffle  # noqa: E402

DEAL = 1   # three players, Seat 3 (seat 2) first on fourth and on sixth street


def shuffled(mistakes, rules=None, n=3, deal=DEAL) -> tuple[Hand, tuple]:
    """A hand dealt from deal number `deal`, and that deck's cards in order (to say where each went)."""
    source = Shuffle(deal)
    deck = tuple(source.deck)
    return Hand(STUD, [STACK] * n, rules=rules or Rules.cardroom(), cards=source, mistakes=list(mistakes)), deck


def test_cards_dealt_too_soon_are_taken_out_then_one_more_each_GEN_14_9():
    """Fifth street dealt to two players after the first decision of fourth street: the burn and
    both cards are taken out; after the round one more card for each of the two players still in;
    then the dealer burns and deals fifth street from there."""
    hand, deck = shuffled([DealtTooSoon(street=5, cards=2, after=1)])
    hand.play_until(4)
    assert hand.to_act == 2
    hand.act("check")                     # the first decision: the dealer deals fifth street too soon
    (soon,) = find(hand, ev.CardsDealtTooSoon)
    assert soon.burn == deck[13] and soon.dealt == ((0, deck[14]), (1, deck[15])) and not soon.kept
    assert hand.street == 4 and hand.to_act == 0 and all(len(hand.up_cards(s)) == 2 for s in range(3))
    hand.act("check")
    hand.act("bet")
    hand.act("fold")                      # seat 2 folds: two players remain
    hand.act("call")
    (out,) = find(hand, ev.CardsTakenOutAfterRound)
    assert (out.street, out.players, out.cards) == (5, 2, deck[16:18])
    assert hand.street == 5
    assert hand.up_cards(0)[2] == deck[19] and hand.up_cards(1)[2] == deck[20]   # burn deck[18]
    dealt = ev.dealt_cards(hand.events, 3)
    assert dealt.aside == deck[13:18] and dealt.burns[-1] == deck[18]
    assert dealt.stub == 52 - 21
    hand.auto_play()
    assert sum(hand.payoffs) == 0
    rebuilt(hand)
    text = [line.text for line in hand.log]
    assert any("are taken out of play and held aside" in t for t in text)


def test_a_round_over_before_the_cards_has_nothing_dealt_too_soon_GEN_14_9():
    hand, _deck = shuffled([DealtTooSoon(street=5, cards=3, after=3)])
    hand.play_until(5)                    # three checks end fourth street: dealt on time
    assert not find(hand, ev.CardsDealtTooSoon) and not find(hand, ev.CardsTakenOutAfterRound)
    assert hand.street == 5


def test_a_seventh_card_dealt_too_soon_and_looked_at_is_kept_and_only_calls_on_sixth_GEN_14_9():
    hand, deck = shuffled([DealtTooSoon(street=7, cards=1, after=1, looked=True)])
    hand.play_until(6)
    assert hand.to_act == 2
    hand.act("bet")                       # then the dealer deals seat 0's seventh card; it looks
    (soon,) = find(hand, ev.CardsDealtTooSoon)
    start = 9 + 3 * 4                     # third street, then three streets of a burn and three cards
    assert soon.kept and soon.burn == deck[start] and soon.dealt == ((0, deck[start + 1]),)
    assert hand.down_cards(0)[-1] == deck[start + 1]
    assert hand.to_act == 0 and kinds(hand) == {"fold", "call"}
    assert hand.why_not("raise") is Refusal.KEPT_SEVENTH
    with pytest.raises(IllegalAction) as refused:
        hand.act("raise")
    assert refused.value.reason is Refusal.KEPT_SEVENTH
    hand.act("call")
    hand.act("raise")                     # seat 1 may raise ...
    hand.act("call")
    assert hand.to_act == 0 and kinds(hand) == {"fold", "call"}   # ... seat 0 still only calls
    hand.act("call")
    (out,) = find(hand, ev.CardsTakenOutAfterRound)
    assert out.players == 3 and out.cards == deck[start + 2:start + 5]
    assert hand.street == 7
    (seventh,) = [e for e in find(hand, ev.StreetDealt) if e.street == 7]
    assert seventh.burn == deck[start + 5] and seventh.down == ((1, deck[start + 6]), (2, deck[start + 7]))
    while hand.to_act != 0:
        hand.act("check")
    assert "bet" in kinds(hand)           # the restriction was for sixth street only
    assert all(len(hand.cards(s)) == 7 for s in range(3))
    hand.auto_play()
    rebuilt(hand)


@pytest.mark.parametrize("preset", ("cardroom", "tournament"))
def test_cards_held_aside_join_the_pack_when_the_stub_runs_short_GEN_14_9_GEN_11_1_T_8(preset):
    """Six players, seventh street dealt to all six too soon: 39 + 7 + 6 cards leave an empty stub.
    T-8 gathers the burns and the 13 cards held aside, and every player gets a seventh card."""
    hand, _deck = shuffled([DealtTooSoon(street=7, cards=6, after=1)], Rules.preset(preset), n=6)
    hand.play_until(8)
    (gathered,) = find(hand, ev.BurnsReshuffled)
    assert (gathered.stub, gathered.aside, gathered.pack) == (0, 13, 16)
    assert "GEN-14.9" in gathered.rules
    seen = [c for s in range(6) for c in hand.cards(s)]
    assert all(len(hand.cards(s)) == 7 for s in range(6)) and len(set(seen)) == 42
    assert not find(hand, ev.CommunityCard)
    rebuilt(hand)


def test_invalid_too_soon_and_burn_error_records_are_refused_GEN_14_9_GEN_14_10():
    bad = [
        ([DealtTooSoon(street=3)], "street=4 to 7"),
        ([DealtTooSoon(street=5, cards=0)], "cards=1 to 3"),
        ([DealtTooSoon(street=5, cards=4)], "cards=1 to 3"),
        ([DealtTooSoon(street=5, after=0)], "after=1 to 100"),
        ([DealtTooSoon(street=5, looked=True)], "street=7"),
        ([BurnError(street=3)], "street=4 to 7"),
        ([BurnError(street=5, burns=1)], "burns=0"),
        ([BurnError(street=5, looked=True)], "street=7"),
        ([DealtTooSoon(street=5), BurnError(street=6)], "one card dealt too soon or one burn error"),
        ([DealtTooSoon(street=7), Exposed(seat=0, street=7)], "one card dealt too soon or one burn error"),
        ([Exposed(seat=0, off_table="yes")], "off_table"),
    ]
    for mistakes, said in bad:
        with pytest.raises(ValueError, match=re.escape(said)):
            shuffled(mistakes)
    with pytest.raises(ValueError, match="up to 6 players"):
        shuffled([DealtTooSoon(street=5)], n=7)
    with pytest.raises(ValueError, match="T-8"):          # online: the software deals
        shuffled([DealtTooSoon(street=5)], Rules.online())
    with pytest.raises(ValueError, match="GEN-14.10"):
        shuffled([BurnError(street=5)], Rules.online())


def test_a_hand_with_cards_dealt_too_soon_is_not_written_as_phh_GEN_14_9():
    from studlib import phh
    hand, _deck = shuffled([DealtTooSoon(street=5, cards=1, after=1)])
    hand.auto_play()
    with pytest.raises(ValueError, match="GEN-14.9"):
        phh.dumps(hand)
    hand, _deck = shuffled([BurnError(street=5, burns=2)])
    hand.auto_play()
    assert "actions" in phh.dumps(hand)      # the cards ended in their proper places: PHH writes them


# --- GEN-14.10: burn errors, a card off the table -----------------------------------------------

@pytest.mark.parametrize("burns", (0, 2))
@pytest.mark.parametrize("street", (5, 7))
def test_burn_errors_are_put_back_in_their_proper_places_GEN_14_10(street, burns):
    """Found before the betting, the cards go back where one burn would have put them: every
    player ends with the cards of the same deal without the error, and the stub is the same."""
    hand, _deck = shuffled([BurnError(street=street, burns=burns)])
    plain, _deck = shuffled([])
    hand.auto_play()
    plain.auto_play()
    assert [hand.cards(s) for s in range(3)] == [plain.cards(s) for s in range(3)]
    assert ev.dealt_cards(hand.events, 3).stub == ev.dealt_cards(plain.events, 3).stub
    (found,) = find(hand, ev.BurnErrorFound)
    assert (found.street, found.burns, found.kept) == (street, burns, False)
    rebuilt(hand)


@pytest.mark.parametrize("burns", (0, 2))
def test_seventh_cards_looked_at_after_a_burn_error_are_kept_GEN_14_10(burns):
    """On seventh street players who looked at their card keep it: no burn gives them the card
    that was to be burned and the ones after it; two burns give them the cards after both."""
    hand, deck = shuffled([BurnError(street=7, burns=burns, looked=True)])
    hand.auto_play()
    top = 9 + 3 * 4                          # the first card of the stub at seventh street
    first = top + burns                      # the first seventh-street card dealt
    assert [hand.down_cards(s)[-1] for s in range(3)] == list(deck[first:first + 3])
    dealt = ev.dealt_cards(hand.events, 3)
    assert dealt.burns[3:] == deck[top:top + burns]
    assert dealt.stub == 52 - top - burns - 3
    rebuilt(hand)


@pytest.mark.parametrize("street,card", ((3, 0), (7, 0)))
def test_a_card_dealt_off_the_table_plays_as_an_exposed_card_GEN_14_10(street, card):
    off, _deck = shuffled([Exposed(seat=1, street=street, card=card, off_table=True)])
    exposed, _deck = shuffled([Exposed(seat=1, street=street, card=card)])
    off.auto_play()
    exposed.auto_play()
    assert [off.cards(s) for s in range(3)] == [exposed.cards(s) for s in range(3)]
    assert [off.up_cards(s) for s in range(3)] == [exposed.up_cards(s) for s in range(3)]
    (fell,) = find(off, ev.DealtOffTable)
    assert fell.seat == 1 and fell.card in off.up_cards(1)
    assert off.payoffs == exposed.payoffs
    rebuilt(off)
