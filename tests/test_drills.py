"""Drill questions: the engine's answer, unique options, same seed same question, rule IDs."""

import re

import pytest

from studlib import RAZZ, STUD, STUD8, Hand, Rules, Structure
from studlib import events as ev
from studlib.actions import ActionKind
from studlib.cards import Suit, parse_card, parse_cards
from studlib.drills import (KINDS, SEAT_KINDS, Split, considered_actions, make_question, options_answer,
                            options_case, split_of)
from studlib.explain import OptionsCase
from studlib import Refusal
from studlib.mistakes import Mistake
from studlib.hands import eight_or_better, low_hand
from tests.events_helpers import line_for, the_event
from tests.scenarios import deal, play

SEEDS = range(40)
from studlib.explain import FREE_FOLD_NOTE  # noqa: E402

RULE_ID = re.compile(r"\b(GEN|STUD|HILO|RAZZ|T)-\d+(\.\d+)?\b")


B, C, F, K, R, CALL = (ActionKind.BET, ActionKind.CHECK, ActionKind.FOLD, ActionKind.COMPLETE, ActionKind.RAISE,
                      ActionKind.CALL)


def offered(hand) -> list[tuple]:
    """What the player to act may do, as data: (kind, chips to, all in) for each action weighed."""
    return [(a.kind, a.amount if a.kind not in (F, C) else None, a.all_in) for a in considered_actions(hand)]


def situation(hand) -> OptionsCase:
    """The situation that explains the options of the player to act."""
    return options_case(hand, considered_actions(hand))


def engine_answer(q):
    """What the engine says, worked out again from the question's hand or cards, as data."""
    hand = q.hand
    if q.kind == "bring_in":
        return hand.bring_in_seat
    if q.kind == "first_to_act":
        return hand.first_to_act[hand.street]
    if q.kind == "shows_first":
        return hand.showdown_order[0]
    if q.kind == "legal_actions":
        legal = hand.legal_actions()
        if any(a.kind is ActionKind.CHECK for a in legal):
            # A free fold is legal (GEN-13.1) but the question asks what a player weighs.
            assert legal[0].kind is ActionKind.FOLD and FREE_FOLD_NOTE in q.explanation
            legal = legal[1:]
        return tuple(legal)
    if q.kind == "read_low":
        value = eight_or_better(q.cards) if q.game is STUD8 else low_hand(q.cards)
        return None if value is None else low_hand(value.cards)
    if q.kind == "low_qualifies":
        return eight_or_better(q.cards) is not None
    return split_of(hand)


@pytest.mark.parametrize("kind", KINDS)
def test_answer_is_the_engines_and_options_are_unique(kind):
    for seed in SEEDS:
        q = make_question(kind, seed)
        assert q.answer == engine_answer(q), (kind, seed)
        assert len(q.options) >= 2 and len(set(q.options)) == len(q.options), q.options
        assert len(set(q.option_words)) == len(q.options)       # no two options read alike
        assert q.options.count(q.answer) == 1
        assert all(o in q.options for o, _ in q.mistakes)
        assert q.answer not in dict(q.mistakes)


@pytest.mark.parametrize("kind", KINDS)
def test_same_seed_same_question_and_seeds_differ(kind):
    a, b = make_question(kind, 11), make_question(kind, 11)
    assert (a.prompt, a.options, a.answer, a.explanation, a.cards) == \
           (b.prompt, b.options, b.answer, b.explanation, b.cards)
    if a.hand is not None:
        assert [str(x) for x in a.hand.log] == [str(x) for x in b.hand.log]
    different = {(q.answer, q.options, q.cards) for q in (make_question(kind, s) for s in range(8))}
    assert len(different) > 1


@pytest.mark.parametrize("kind", KINDS)
def test_explanations_carry_rule_ids(kind):
    for seed in range(15):
        q = make_question(kind, seed)
        assert q.rules and all(RULE_ID.fullmatch(r) for r in q.rules), q.rules
        assert all(r in q.explanation for r in q.rules)


def test_seat_questions_offer_the_seats_still_in():
    for kind in SEAT_KINDS:
        for seed in range(10):
            q = make_question(kind, seed)
            assert q.seat_options and q.answer_seat is not None
            assert not any(q.hand.folded(s) for s in q.seat_options)
            assert q.options[q.seat_options.index(q.answer_seat)] == q.answer


def test_game_can_be_chosen_and_low_drills_refuse_stud_high():
    for game in (STUD, STUD8, RAZZ):
        assert make_question("bring_in", 3, game=game).game is game
    assert make_question("first_to_act", 3, game="razz").game is RAZZ
    with pytest.raises(ValueError, match="Razz"):
        make_question("read_low", 1, game=STUD)
    with pytest.raises(ValueError, match="Unknown drill kind"):
        make_question("who_wins", 1)
    with pytest.raises(ValueError, match="seed"):
        make_question("bring_in", -1)


def test_games_are_all_drawn_when_none_is_chosen():
    for kind in ("bring_in", "first_to_act", "legal_actions", "shows_first"):
        assert {make_question(kind, s).game for s in range(30)} == {STUD, STUD8, RAZZ}


def test_split_drills_include_quarters_scoops_and_odd_chips_HILO_10():
    """Over many seeds the split drill shows every HILO-10 situation at least once."""
    seen = set()
    for seed in range(80):
        hand = make_question("split", seed).hand
        halves = [a.half for a in hand.awards]
        if hand.awards[0].scooped_no_low:
            seen.add(Mistake.SCOOP_WITH_LOW)
        if halves.count("low") > 1:
            seen.add(Mistake.QUARTER)
        if any(a.odd_chips for a in hand.awards):
            seen.add(Mistake.ODD_CHIP_HIGH)
        pot = sum(a.amount for a in hand.awards)
        high = sum(a.amount for a in hand.awards if a.half == "high")
        if "low" in halves:
            assert high == pot - pot // 2  # HILO-10.3: the odd chip between halves goes high
    assert seen == {Mistake.SCOOP_WITH_LOW, Mistake.QUARTER, Mistake.ODD_CHIP_HIGH}   # the three situations


def test_legal_action_drills_cover_the_betting_situations():
    cases = {make_question("legal_actions", s).explanation.split(". ", 1)[1][:20] for s in range(80)}
    assert len(cases) >= 5, cases


def test_legal_action_distractors_are_really_illegal():
    """Every distractor is a different set of actions from what the engine allows."""
    for seed in range(40):
        q = make_question("legal_actions", seed)
        for option in q.options:
            if option != q.answer:
                assert option != engine_answer(q) and q.words_of(option) != options_answer(q.hand)[0]


# --- spot checks by hand against the catalogue (stacked decks) ---------------------------------

def test_bring_in_tie_broken_by_suit_STUD_3_1_GEN_3_1():
    """Two deuces showing: the deuce of clubs (lowest suit) brings in."""
    hand = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 2c", 2: "9c 9d Jc"})
    assert hand.bring_in_seat == 1
    due = the_event(hand, ev.BringInDue)
    assert due.seat == 1 and due.door == parse_card("2c") and "GEN-3.1" in due.rules
    assert "GEN-3.1" in line_for(hand, due).rules


def test_options_answer_on_third_street_GEN_3_2_to_3_4():
    hand = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 7c", 2: "9c 9d Jc"})
    answer, why = options_answer(hand)
    assert offered(hand) == [(ActionKind.BRING_IN, 50, False), (K, 200, False)]   # GEN-3.2, GEN-3.3
    assert situation(hand) is OptionsCase.BRING_IN and "GEN-3.3" in why.rules
    play(hand, "0 bring_in")
    answer, why = options_answer(hand)
    assert offered(hand) == [(F, None, False), (CALL, 50, False), (K, 200, False)]   # GEN-3.4: no check behind it
    assert situation(hand) is OptionsCase.FACE_BRING_IN and why.rules == ("GEN-3.4",)
    play(hand, "1 complete")
    assert offered(hand) == [(F, None, False), (CALL, 200, False), (R, 400, False)]   # raises in small bets


def test_options_answer_big_bet_from_fifth_street_GEN_7_1():
    hand = deal(RAZZ, {0: "Ah 2h 3d 4c 5c", 1: "Qs Qd Kc Kd Ks", 2: "9c 9d Jc Jd Js"})
    hand.play_until(5)
    answer, why = options_answer(hand)
    assert offered(hand) == [(C, None, False), (B, 400, False)] and "GEN-7.1" in why.rules


def test_options_answer_open_pair_STUD_6_1():
    hand = deal(STUD, {0: "Ah Kh 7d 7s", 1: "Qs Qd 3c 9h", 2: "9c 9d Jc 2h"})
    hand.play_until(4)
    answer, why = options_answer(hand)
    assert offered(hand) == [(C, None, False), (B, 200, False), (B, 400, False)] and "STUD-6.1" in why.rules
    assert situation(hand) is OptionsCase.OPEN_PAIR


def test_split_answer_quartered_pot_HILO_10_2():
    """Lesson 11's example: high half to Seat 1, each seven low gets a quarter ($1.80)."""
    hand = deal(STUD8, {0: "Kh Kd Ks 9c 8d 2s 9h", 1: "Ah 2d 4h 7c 5s Qd Jc", 2: "As 2h 4d 7s 5c Qc Js"})
    play(hand, "2 bring_in, 0 complete, 1 call, 2 call")
    hand.auto_play()
    assert split_of(hand) == Split((0,), (1, 2), ((0, 360), (1, 180), (2, 180)))


def test_split_answer_odd_chip_goes_high_HILO_10_3():
    dollars = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, decimals=0)
    from tests.scenarios import stack
    layout = stack({0: "Kh Kd Ks 9c 8d 2s 9h", 1: "Ah 3d 4h 2c 7s Qd Jc", 2: "Tc Th 5d 6s Qh Jh 8s"})
    hand = Hand(STUD8, [100] * 3, structure=dollars, deck=layout.deck)
    hand.auto_play()
    pot = sum(a.amount for a in hand.awards)
    assert pot % 2 == 1
    assert split_of(hand) == Split((0,), (1,), ((0, pot - pot // 2), (1, pot // 2)))   # the odd chip high


def test_read_low_question_matches_the_razz_ladder_RAZZ_9_2():
    """Whatever seven cards the drill deals, its answer is the best five per RAZZ-9.1."""
    for seed in range(20):
        q = make_question("read_low", seed, game=RAZZ)
        assert q.answer == low_hand(q.cards) and q.answer_words == low_hand(q.cards).long_name
    nine = low_hand(parse_cards("9c 7s 6d 5h 3s"))
    assert nine > low_hand(parse_cards("9c 8s 6d 5h 3s")) and nine.long_name.endswith("(9-7-6-5-3)")   # better


def test_suit_order_constant_GEN_3_1():
    assert list(Suit) == [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]


def test_rules_preset_changes_the_answer_T_4():
    """Razz with nobody betting 7th: seat order online (RAZZ-8.2), lowest board in cardroom (T-4)."""
    differ = False
    for seed in range(40):
        online = make_question("shows_first", seed, game=RAZZ)
        cardroom = make_question("shows_first", seed, game=RAZZ, rules=Rules.cardroom())
        if "RAZZ-8.2" in online.rules:
            assert online.answer_seat == min(online.seat_options)
        differ |= online.answer != cardroom.answer
    assert differ


# --- no raise offered: the cap only when it is really reached (GEN-4.1, GEN-12.1, GEN-12.2) ----

def test_options_answer_bring_in_passed_on_GEN_12_2():
    """The 2c is all in for the ante: the next seat must bring in, complete or fold."""
    hand = deal(STUD, {0: "Ah Kh 5d", 1: "Qs Qd 2c", 2: "9c 9d Jc"}, stacks=[10_000, 40, 10_000])
    answer, why = options_answer(hand)
    assert hand.to_act == 2
    assert offered(hand) == [(F, None, False), (ActionKind.BRING_IN, 50, False), (K, 200, False)]
    assert situation(hand) is OptionsCase.BRING_IN_PASSED and "GEN-12.2" in why.rules   # the fold is offered too


def test_options_answer_short_stack_call_is_not_a_cap_GEN_12_1():
    """Seat 3 has $1 left facing a $2 completion: an all-in call, not a capped betting round."""
    hand = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 7c", 2: "9c 9d Jc"}, stacks=[10_000, 10_000, 140])
    play(hand, "0 bring_in, 1 complete")
    answer, why = options_answer(hand)
    assert offered(hand) == [(F, None, False), (CALL, 100, True)]   # its last $1 after the ante
    assert situation(hand) is OptionsCase.NO_RAISE and hand.why_no_raise() is Refusal.ALL_IN_CALL   # not capped
    assert "GEN-4.1" not in why.rules and "GEN-12.1" in why.rules


def test_options_answer_nobody_left_to_answer_a_raise_GEN_12_4():
    """A raise nobody still in could call would come back when the round ends (GEN-12.4): there is none to make."""
    hand = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 7c", 2: "9c 9d Jc"}, stacks=[10_000, 240, 240])
    play(hand, "0 bring_in, 1 complete, 2 call")
    answer, why = options_answer(hand)
    assert offered(hand) == [(F, None, False), (CALL, 200, False)]   # $1.50 more to the $2
    assert situation(hand) is OptionsCase.NO_RAISE and hand.why_no_raise() is Refusal.NOBODY_TO_ANSWER
    assert why.rules == ("GEN-12.4",)


def test_options_answer_facing_a_short_all_in_bet_is_a_completion_GEN_12_3():
    """On 4th street seat 1 bets its last $0.50, less than half a bet: the answer is fold, call
    $0.50 or complete to $2, the reason cites GEN-12.3, and a wrong answer that raises above the
    all-in ($2.50) is among the distractors."""
    from studlib.drills import considered_actions, options_case
    from studlib.mistakes import action_mistakes
    hand = deal(STUD, {0: "2s 3s As Kh", 1: "Kc Ks 7d 6c", 2: "Qc Qd 2c 3h"}, stacks=[140, 10_000, 10_000])
    play(hand, "2 bring_in, 0 call, 1 call, 0 bet")
    answer, why = options_answer(hand)
    assert offered(hand) == [(F, None, False), (CALL, 50, False), (K, 200, False)]
    assert situation(hand) is OptionsCase.COMPLETE_SHORT and why.rules == ("GEN-12.3",)
    wrong = dict((mistake, acts) for acts, mistake in action_mistakes(hand, considered_actions(hand),
                                                                        options_case(hand, considered_actions(hand))))
    assert [(a.kind, a.amount) for a in wrong[Mistake.SHORT_ALL_IN_BET]][-1] == (ActionKind.RAISE, 250)


def test_options_answer_capped_names_the_table_cap_GEN_4_1_T_6():
    """Tournament rules allow four raises after the completion (T-6)."""
    for rules, raises in ((Rules.online(), 3), (Rules.tournament(), 4)):
        hand = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 7c", 2: "9c 9d Jc"}, rules=rules)
        play(hand, "0 bring_in, 1 complete")
        for k in range(raises):
            play(hand, f"{(2 + k) % 3} raise")
        answer, why = options_answer(hand)
        assert R not in {kind for kind, _, _ in offered(hand)} and hand.rules.raise_cap == raises
        assert situation(hand) is OptionsCase.NO_RAISE and hand.why_no_raise() is Refusal.CAPPED
        assert why.rules == ("GEN-4.1", "T-6")


def test_options_answer_open_pair_raise_sizes_follow_the_engine_STUD_6_1():
    """After a $4 bet on an open-pair fourth street only a big-bet raise is left."""
    hand = deal(STUD, {0: "Ah Kh 7d 7s", 1: "Qs Qd 3c 9h", 2: "9c 9d Jc 2h"})
    hand.play_until(4)
    opener = hand.to_act
    hand.act("bet", 400)
    answer, why = options_answer(hand)
    assert [(kind, chips) for kind, chips, _ in offered(hand) if kind is R] == [(R, 800)]   # by the big bet only
    assert situation(hand) is OptionsCase.FACING_OPEN_PAIR
    hand2 = deal(STUD, {0: "Ah Kh 7d 7s", 1: "Qs Qd 3c 9h", 2: "9c 9d Jc 2h"})
    hand2.play_until(4)
    assert hand2.to_act == opener
    hand2.act("bet", 200)
    answer, why = options_answer(hand2)
    assert [(kind, chips) for kind, chips, _ in offered(hand2) if kind is R] == [(R, 400), (R, 600)]
    assert situation(hand2) is OptionsCase.FACING_OPEN_PAIR and "STUD-6.1" in why.rules


def test_single_hand_low_questions_do_not_claim_a_scoop_HILO_10_1():
    """One player's cards without a low: no low for THIS hand; the scoop needs nobody to have one."""
    for seed in range(40):
        q = make_question("low_qualifies", seed)
        if q.answer is False:
            assert eight_or_better(q.cards) is None and q.answer is False
            assert dict(q.mistakes)[True] is Mistake.NO_LOW_HAND   # not "nobody has a low": the scoop needs that
            return
    raise AssertionError("no non-qualifying hand in 40 seeds")


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_says_which_rules_it_tests_KIND_RULES(kind):
    """Question.rules stays inside KIND_RULES[kind], and every rule listed there really comes up:
    a practice of weak rules relies on the table to know which kind asks about a rule."""
    from studlib.drills import KIND_RULES, games_for
    seen = set()
    for game in games_for(kind):
        for preset in ("online", "cardroom", "tournament"):
            for seed in range(60):
                q = make_question(kind, seed, game, Rules.preset(preset))
                assert q.rules and set(q.rules) <= set(KIND_RULES[kind]), (kind, seed, q.rules)
                seen.update(q.rules)
    assert seen == set(KIND_RULES[kind])
