"""Rule scenarios: the dealer's errors dealt and played (issue 27 item 4; GEN-14.1, GEN-14.2,
GEN-14.3, GEN-14.6, GEN-14.8; options T-10 and T-11), under each preset. Written from the rule
catalogue; every hand is also dealt again from its events (Hand.from_events)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from scenarios import stack  # noqa: E402

from studlib import STUD, Exposed, Hand, IllegalAction, Rules, WrongBringIn, parse_card  # noqa: E402
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
