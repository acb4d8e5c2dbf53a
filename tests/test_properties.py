"""Property tests (hypothesis): whatever the game, table, stacks, deal and decisions,
chips are conserved, no card is dealt twice, every hand ends, and a refused action changes
nothing and says who may do what."""

from __future__ import annotations

import pickle
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studlib import RAZZ, STUD, STUD8, ActionKind, Hand, IllegalAction, Rules, Structure

# Hands per property. Each example plays a whole hand of up to eight players; 250 keeps the
# module near 13 s on a busy machine, so that make test stays within its 4 minutes.
EXAMPLES = 250
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

MAX_DECISIONS = 400  # 5 streets x 8 players x (bet + cap + calls) stays far below this

STRUCTURES = (
    Structure(),
    Structure(ante=5, bring_in=15, small_bet=50, big_bet=100),
    Structure(ante=0, bring_in=100, small_bet=200, big_bet=400),
    Structure(ante=1, bring_in=3, small_bet=10, big_bet=20),
    Structure(ante=50, bring_in=150, small_bet=200, big_bet=400),  # bring-in close to the small bet
)


@st.composite
def tables(draw):
    """A game, a preset (sometimes with one option changed), a structure, stacks and a deal."""
    game = draw(st.sampled_from((STUD, STUD8, RAZZ)))
    rules = Rules.preset(draw(st.sampled_from(("online", "cardroom", "tournament"))))
    structure = draw(st.sampled_from(STRUCTURES))
    small = structure.small_bet
    stack = st.one_of(st.integers(1, structure.ante + structure.bring_in + 1),  # all-in early
                      st.integers(1, 10 * small),                              # short
                      st.integers(20 * small, 60 * small))                     # deep
    stacks = draw(st.lists(stack, min_size=2, max_size=8))
    seed = draw(st.integers(0, 2**64 - 1))
    return game, rules, structure, stacks, seed


def play(hand: Hand, rng: random.Random, each_step=None) -> list:
    """Random legal decisions until the hand ends; `each_step(hand)` runs before each one."""
    taken = []
    for _ in range(MAX_DECISIONS):
        if each_step is not None:
            each_step(hand)
        if hand.to_act is None:
            break
        legal = hand.legal_actions()
        assert legal, f"Seat {hand.to_act + 1} is to act but has no legal action"
        # Folding rarely keeps most hands going to the later streets and the showdown.
        stay = [a for a in legal if a.kind is not ActionKind.FOLD]
        action = rng.choice(legal if not stay or rng.random() < 0.12 else stay)
        taken.append(action)
        assert hand.act(action.kind, action.amount) == action
    return taken


def all_dealt_cards(hand: Hand) -> list:
    """Every card dealt so far: each seat's down and up cards, and the community card."""
    cards = []
    for seat in range(len(hand.stacks)):
        cards += hand.down_cards(seat) + hand.up_cards(seat)
    if hand.community_card is not None:
        cards.append(hand.community_card)
    return cards


@SETTINGS
@given(tables(), st.randoms(use_true_random=False))
def test_chips_are_conserved_and_hands_end_GEN_10_4(table, rng) -> None:
    """GEN-2.1 GEN-10.4 GEN-12.1: stacks + pot always equal the starting chips, no stack goes
    below zero, every hand ends within a bounded number of decisions, and the payoffs are
    the stack changes and add up to zero."""
    game, rules, structure, stacks, seed = table
    total = sum(stacks)
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)

    def conserved(h: Hand) -> None:
        assert all(s >= 0 for s in h.stacks), h.stacks
        if not h.is_over:
            assert sum(h.stacks) + h.pot == total, (h.stacks, h.pot, total)

    play(hand, rng, conserved)
    assert hand.is_over, f"the hand did not end within {MAX_DECISIONS} decisions"
    assert hand.to_act is None and hand.legal_actions() == []
    assert sum(hand.stacks) == total
    payoffs = hand.payoffs
    assert sum(payoffs) == 0
    assert payoffs == [hand.stacks[s] - stacks[s] for s in range(len(stacks))]
    assert sum(a.amount for a in hand.awards) >= max(-p for p in payoffs)


@SETTINGS
@given(tables(), st.randoms(use_true_random=False))
def test_pot_is_empty_after_the_awards(table, rng) -> None:
    """Once the last pot is pushed, hand.pot ("chips in the middle now") is 0, so stacks +
    pot equal the starting chips at the end of the hand too."""
    game, rules, structure, stacks, seed = table
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    play(hand, rng)
    assert hand.pot == 0 and sum(hand.stacks) == sum(stacks), \
        f"after the awards hand.pot is {hand.pot}, stacks add up to {sum(hand.stacks)} of {sum(stacks)}"


@SETTINGS
@given(tables(), st.randoms(use_true_random=False))
def test_no_card_is_dealt_twice_GEN_1_1(table, rng) -> None:
    """GEN-1.1 GEN-1.3 GEN-11.1: across all seats' down and up cards and the community card,
    no card appears twice; a seat holds at most 3 down and 4 up cards, 7 in all."""
    game, rules, structure, stacks, seed = table
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)

    def distinct(h: Hand) -> None:
        cards = all_dealt_cards(h)
        assert len(cards) == len(set(cards)), sorted(map(str, cards))
        for seat in range(len(h.stacks)):
            assert len(h.down_cards(seat)) <= 3 and len(h.up_cards(seat)) <= 4
            if not h.folded(seat):
                # the community card is the seventh card of those who got none of their own (T-8)
                assert len(h.cards(seat)) <= 7

    play(hand, rng, distinct)
    distinct(hand)


def snapshot(hand: Hand) -> bytes:
    """Everything the hand holds, as bytes, to prove a refused action changed nothing (the
    answers kept for the current decision aside: working them out changes nothing).

    Pickle rather than a deep copy: the hand's log keeps bound methods, which compare by
    identity and so never equal their deep copies.
    """
    state = {k: v for k, v in vars(hand).items() if not k.startswith("_now_")}
    return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)


def check_refused(hand: Hand, kind, amount, must_name: list[str]) -> str:
    """act(kind, amount) raises IllegalAction, leaves the hand exactly as it was, and the
    message contains every text in `must_name`."""
    before = snapshot(hand)
    try:
        hand.act(kind, amount)
    except IllegalAction as exc:
        message = str(exc)
    else:
        raise AssertionError(f"act({kind!r}, {amount!r}) was accepted; legal: "
                             f"{hand.legal_actions()}")
    assert snapshot(hand) == before, f"refused act({kind!r}, {amount!r}) changed the hand"
    for text in must_name:
        assert text in message, f"{text!r} not in the refusal {message!r}"
    return message


@SETTINGS
@given(tables(), st.randoms(use_true_random=False))
def test_refused_action_changes_nothing_and_explains(table, rng) -> None:
    """GEN-3.4 GEN-4.1 GEN-7.1: an action of a kind that is not legal now, a legal kind with
    the wrong amount, or any action once the hand is over raises IllegalAction (a
    ValueError), changes nothing, and names the seat and what it may do instead."""
    game, rules, structure, stacks, seed = table
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    assert issubclass(IllegalAction, ValueError)
    money = structure.money

    def refuse_something(h: Hand) -> None:
        if h.to_act is None or rng.random() > 0.35:
            return
        seat_text = f"Seat {h.to_act + 1}"
        legal = h.legal_actions()
        legal_kinds = {a.kind for a in legal}
        illegal_kinds = [k for k in ActionKind if k not in legal_kinds]
        if illegal_kinds:
            kind = rng.choice(illegal_kinds)
            message = check_refused(h, kind, None, [seat_text])
            # "what is allowed": each legal action as a dealer would say it
            assert all(a.describe(structure) in message for a in legal), (message, legal)
        action = rng.choice(legal)
        if action.kind in (ActionKind.FOLD, ActionKind.CHECK):
            return
        same_kind = {a.amount for a in legal if a.kind is action.kind}
        wrong = rng.choice([action.amount + 1, action.amount - 1, action.amount * 3 + 7, 0])
        if wrong in same_kind:
            return
        check_refused(h, action.kind, wrong, [seat_text, money(action.amount)])

    play(hand, rng, refuse_something)
    assert hand.is_over
    for kind in ActionKind:
        check_refused(hand, kind, None, ["over"])
    check_refused(hand, "call", 10, ["over"])


@SETTINGS
@given(tables())
def test_auto_play_finishes_every_hand_GEN_11_1(table) -> None:
    """auto_play (bring in, then check if free, else call) always reaches the showdown or a
    win, with the chips conserved (GEN-1.2: betting rounds end when everyone has acted)."""
    game, rules, structure, stacks, seed = table
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    hand.auto_play()
    assert hand.is_over and sum(hand.payoffs) == 0
    assert sum(hand.stacks) == sum(stacks)
    # Nobody ever folds under auto_play, so everyone has seven cards (GEN-1.1), counting a
    # community card when eight players (or seven without reshuffled burns) run the deck
    # out (GEN-11.1), and no card twice.
    cards = all_dealt_cards(hand)
    assert len(cards) == len(set(cards))
    for seat in range(len(stacks)):
        assert not hand.folded(seat)
        extra = 1 if hand.community_card is not None else 0
        assert len(hand.down_cards(seat)) + len(hand.up_cards(seat)) + extra == 7


@settings(SETTINGS, max_examples=EXAMPLES // 2)  # two hands an example
@given(tables())
def test_auto_play_is_passive_action_taken_each_time_GEN_3_2(table) -> None:
    """auto_play makes its choices without building Actions, for speed; its hand must be the
    one a player gets by taking passive_action() at every turn: same log, same payoffs."""
    game, rules, structure, stacks, seed = table
    auto = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    auto.auto_play()
    by_hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    for _ in range(MAX_DECISIONS):
        if by_hand.to_act is None:
            break
        action = by_hand.passive_action()
        assert by_hand.act(action.kind, action.amount) == action
    assert [str(line) for line in by_hand.log] == [str(line) for line in auto.log]
    assert by_hand.payoffs == auto.payoffs


@SETTINGS
@given(tables())
def test_bring_in_seat_is_the_games_worst_door_card_STUD_3_1_HILO_3_1_RAZZ_3_1(table) -> None:
    """A hand finds the bring-in with a lookup table; it must name the seat that
    Game.bring_in_seat, the rule as written, picks from the same door cards (GEN-3.2)."""
    game, rules, structure, stacks, seed = table
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    doors = {seat: hand.up_cards(seat)[0] for seat in range(len(stacks))}
    assert hand.bring_in_seat == game.bring_in_seat(doors)


CHEAP = {ActionKind.BRING_IN, ActionKind.CHECK, ActionKind.CALL}


@settings(SETTINGS, max_examples=EXAMPLES // 2)  # two hands an example
@given(tables(), st.randoms(use_true_random=False))
def test_quick_paths_agree_with_legal_actions_GEN_3_4(table, rng) -> None:
    """act() carries out a bring-in, check or call without listing every legal action, and a
    decision's answers are kept until the next action, for speed. They must agree with the
    full list: passive_action() is the one bring-in, check or call in legal_actions(); act()
    refuses the other two (changing nothing); a caller changing its list changes nothing;
    and a hand asked in another order (or played on by play_until) lists the same actions."""
    game, rules, structure, stacks, seed = table
    asked = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    other = Hand(game, stacks, structure=structure, rules=rules, seed=seed)
    for _ in range(MAX_DECISIONS):
        if asked.to_act is None:
            break
        passive = asked.passive_action()   # first, so legal_actions() builds on the kept one
        legal = asked.legal_actions()
        assert [a for a in legal if a.kind in CHEAP] == [passive]
        if rng.random() < 0.1:
            # `other` has not been asked this turn: it must end up where `asked` does.
            street = asked.street + 1
            asked.play_until(street)
            other.play_until(street)
            continue
        assert other.legal_actions() == legal  # worked out afresh, the passive action inside
        assert other.passive_action() == passive
        seat_text = f"Seat {asked.to_act + 1}"
        for kind in CHEAP - {passive.kind}:
            check_refused(asked, kind, None, [seat_text])
        legal.clear()
        assert asked.legal_actions() == other.legal_actions()
        stay = [a for a in other.legal_actions() if a.kind is not ActionKind.FOLD]
        action = rng.choice(stay if stay and rng.random() < 0.9 else other.legal_actions())
        amount = action.amount if rng.random() < 0.5 else None
        if amount is None and [a.kind for a in stay].count(action.kind) > 1:
            amount = action.amount  # two sizes: act() must be told which (STUD-6.1)
        assert asked.act(action.kind.value, amount) == action
        assert other.act(action.kind, action.amount) == action
    assert asked.is_over and other.is_over
    assert [str(line) for line in asked.log] == [str(line) for line in other.log]
    assert asked.payoffs == other.payoffs
