"""Widget logic without a browser: button.click() runs the handlers, setting .value fires observers.

Rule IDs checked are in the test names. The kernel test at the end runs a real ipykernel
through nbclient, on a notebook that only exists in memory.
"""

from __future__ import annotations

import html
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

from studlib import table_view as TV  # noqa: E402
from studlib import RAZZ, STUD, STUD8, Hand, Rules, parse_cards, rules_view  # noqa: E402
from studlib.cards import CARDS, Rank, Suit, shuffled_deck  # noqa: E402
from studlib.games import board_name, low_rank  # noqa: E402
from studlib.hands import low_hand  # noqa: E402
from studlib.practice import deal_deck, play_to_street  # noqa: E402
from studlib.widgets import (LowLadderDrill, MiniDeal, MultipleChoice, RulesPicker, SelfCheck,  # noqa: E402
                             SeatQuiz, palette_legend, show_cards, show_hand)
from studlib import card_markup, colours, feedback  # noqa: E402
from studlib.widgets import text as T  # noqa: E402
from studlib.sessions import SEED_003_LADDER  # noqa: E402
from studlib import events as ev, explain  # noqa: E402
from studlib.card_markup import (COLOUR_NAMES, DEALT_DOWN, FACE_DOWN, MARKER_ARROW, legend_html,  # noqa: E402
                                 legend_parts)
from studlib.mistakes import Diagnosis, Mistake, diagnose  # noqa: E402
from studlib.selfcheck import Said  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from events_helpers import line_for, the_event  # noqa: E402

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
MODEL_ID = re.compile(r"\b[0-9a-f]{32}\b")
STACKS = [40_000] * 5


# --- helpers ------------------------------------------------------------------------------------

class _Imgs(HTMLParser):
    """Collects every role="img" element: its aria-label and the text inside it."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[dict] = []
        self._depth = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if self._depth:
            self._depth += 1
        elif attrs.get("role") == "img":
            self.cards.append({"label": attrs.get("aria-label"), "text": "", "style": attrs.get("style", "")})
            self._depth = 1

    def handle_endtag(self, tag):
        if self._depth:
            self._depth -= 1

    def handle_data(self, data):
        if self._depth:
            self.cards[-1]["text"] += data


def img_cards(html: str) -> list[dict]:
    parser = _Imgs()
    parser.feed(html)
    return parser.cards


def dealt_cards(hand: Hand) -> list:
    cards = [c for s in range(hand.n_seats) for c in hand.down_cards(s) + hand.up_cards(s)]
    return cards + ([hand.community_card] if hand.community_card is not None else [])


def hand_at(game, seed: int, street: int, rules: Rules | None = None) -> Hand:
    hand = Hand(game, STACKS, rules=rules, seed=seed)
    play_to_street(hand, street)
    return hand


def find_seed(predicate, start: int = 1, stop: int = 3000) -> int:
    for seed in range(start, stop):
        if predicate(seed):
            return seed
    raise AssertionError("no deal number in range fits the scenario")


def diagnosed(quiz: SeatQuiz, seat: int) -> Diagnosis:
    """The engine's diagnosis of the wrong seat the learner pressed, checked to be what the quiz
    shows: studlib.feedback's sentence for it, among what follows the verdict."""
    found = diagnose(quiz.question, seat)
    v = quiz.view_model()
    assert found is not None and quiz.chosen == seat and v.verdict is False
    assert feedback.seat_mistake_words(found, quiz.hand, seat, quiz.correct) in v.said
    return found


def quiz_marks(quiz: SeatQuiz) -> dict[int, str]:
    """The seats the quiz's view model marks, and the marker each one carries."""
    return {row.seat: row.marker for row in quiz.view_model().situation.rows if row.marker}


def marked_seats(deal: MiniDeal) -> dict[int, str]:
    """The seats the mini-deal's view model marks, and the marker each one carries."""
    return {row.seat: row.marker for row in deal.view_model().rows if row.marker}


def expected_cards_shown(hand: Hand) -> int:
    return sum(len(hand.down_cards(s)) + len(hand.up_cards(s)) for s in range(hand.n_seats)
               if not hand.folded(s)) + (hand.community_card is not None)


# --- colours and cards --------------------------------------------------------------------------

def test_contrast_ratio_formula_matches_wcag_reference_values():
    assert card_markup.contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert card_markup.contrast_ratio("#ffffff", "#ffffff") == pytest.approx(1.0)
    # #767676 is the classic lightest grey that passes AA on white; #777777 just fails
    assert card_markup.contrast_ratio("#767676", "#ffffff") >= 4.5 > card_markup.contrast_ratio("#777777", "#ffffff")


@pytest.mark.parametrize("palette", sorted(colours.PALETTES))
def test_every_suit_colour_reaches_wcag_aa_on_the_card(palette):
    for suit, colour in colours.PALETTES[palette].items():
        ratio = card_markup.contrast_ratio(colours.COLOURS[colour], colours.CARD_FACE)
        assert ratio >= 4.5, f"{palette} {suit.noun}: {ratio:.2f}:1"


def test_every_text_colour_pair_reaches_wcag_aa():
    for name, fg, bg in colours.TEXT_PAIRS:
        assert card_markup.contrast_ratio(fg, bg) >= 4.5, name
    # non-text contrast (WCAG 1.4.11): card edges and the face-down pattern against the panel
    assert card_markup.contrast_ratio(colours.INK, colours.PANEL) >= 3
    assert card_markup.contrast_ratio(colours.CARD_BACK_STRIPE, colours.CARD_FACE) >= 3


def test_four_colour_palette_gives_each_suit_its_own_colour_two_colour_pairs_them():
    four = colours.PALETTES["four"]
    assert len(set(four.values())) == 4
    two = colours.PALETTES["two"]
    assert two[Suit.HEARTS] == two[Suit.DIAMONDS] != two[Suit.SPADES] == two[Suit.CLUBS]


def test_cards_are_big_accessible_images_with_rank_and_suit_visible():
    view = show_cards("As 7c Td Kh ??", palette="four")
    cards = img_cards(view.html())
    # each card is labelled with its own name (the names are golden in tests/test_widget_sentences.py)
    assert [c["label"] for c in cards] == [c.name for c in parse_cards("As 7c Td Kh")] + [FACE_DOWN]
    assert [c["text"] for c in cards] == ["A♠", "7♣", "10♦", "K♥", ""]  # ten is "10", never "T"
    for c in cards:
        height = int(re.search(r"height:(\d+)px", c["style"]).group(1))
        font = int(re.search(r"font:700 (\d+)px", c["style"]).group(1))
        assert height >= 64 and font >= 24
    assert view.text() == "As 7c Td Kh ??"
    assert view._repr_mimebundle_() == {"text/plain": view.text(), "text/html": view.html()}


def test_palette_changes_the_suit_colour_not_the_text():
    two = img_cards(show_cards("Kd Kc", palette="two").html())
    four = img_cards(show_cards("Kd Kc", palette="four").html())
    assert [c["text"] for c in two] == [c["text"] for c in four]
    assert colours.COLOURS["red"] in two[0]["style"] and colours.COLOURS["blue"] in four[0]["style"]
    assert colours.COLOURS["green"] in four[1]["style"]


def test_palette_legend_names_every_suit_and_colour_in_words():
    # the words are data: each suit named with its colour's name (the sentence is golden in
    # tests/test_widget_sentences.py)
    for palette in ("two", "four"):
        legend = palette_legend(palette)
        _, items = legend_parts(palette)
        assert [(suit, colour) for suit, colour in items] == [(s, colours.PALETTES[palette][s]) for s in
                                                              (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)]
        for suit, colour in items:
            assert suit.noun in legend.text() and suit.noun in legend.html()
            assert COLOUR_NAMES[colour] in legend.text() and COLOUR_NAMES[colour] in legend.html()


def test_unknown_palette_is_refused_with_the_choices():
    with pytest.raises(ValueError, match="'two' or 'four'"):
        show_cards("As", palette="three")
    with pytest.raises(ValueError, match="'two' or 'four'"):
        MiniDeal(palette="rainbow")


def test_show_hand_hides_down_cards_unless_revealed_GEN_1_1():
    hand = Hand(STUD, [1000] * 3, seed=5)
    hidden, shown = show_hand(hand), show_hand(hand, reveal=True)
    labels = [c["label"] for c in img_cards(hidden.html())]
    assert labels.count(FACE_DOWN) == 6 and len(labels) == 9
    revealed = [c["label"] for c in img_cards(shown.html())]
    assert FACE_DOWN not in revealed
    downs = [DEALT_DOWN.format(name=c.name) for s in range(3) for c in hand.down_cards(s)]
    assert sorted(label for label in revealed if label in downs) == sorted(downs) and len(downs) == 6
    to_act = next(line for line in hidden.text().splitlines() if TV.MARK_TO_ACT in line)
    assert to_act.startswith(f"Seat {hand.to_act + 1}:") and "(STUD-3.1)" in hidden.text()
    assert TV.POT.format(amount=hand.structure.money(hand.pot)) in hidden.text() and hand.pot == 120


# --- MiniDeal -----------------------------------------------------------------------------------

def test_deal_next_button_advances_street_by_street_to_the_showdown_GEN_1_1():
    deal = MiniDeal(seed=4711)
    assert deal.hand.street == 3 and deal.view_model().title.endswith(explain.STREET_NAMES[3].lower())
    for street in (4, 5, 6, 7):
        deal.next_button.click()
        assert deal.hand.street == street
        assert all(len(deal.hand.up_cards(s)) == min(street, 6) - 2 for s in range(5))
        boards = {s: deal.hand.up_cards(s) for s in range(5)}
        best = max(boards, key=lambda s: (STUD.board_key(boards[s]), -s))  # ties: first seat (GEN-5.3)
        assert marked_seats(deal) == {best: TV.MARK_ACTS_FIRST} == {deal.hand.first_to_act[street]: TV.MARK_ACTS_FIRST}
    deal.next_button.click()
    assert deal.hand.is_over and deal.next_button.disabled
    assert deal.view_model().title.endswith(TV.SHOWDOWN)
    assert marked_seats(deal) == {deal.hand.showdown_order[0]: TV.MARK_SHOWS_FIRST}
    assert "(STUD-8.2, GEN-8.2)" in deal.text()
    # the why lines are the log from the shows-first event on, the award included
    start = next(i for i, e in enumerate(deal.hand.events) if isinstance(e, ev.ShowsFirst))
    assert deal.view_model().why == tuple(str(line) for line in deal.hand.log[start:])
    assert any(isinstance(e, ev.PotAwarded) for e in deal.hand.events[start:])
    before = deal.text()
    deal.deal_next()  # nothing left to deal
    assert deal.text() == before


def test_bring_in_marker_and_engine_explanation_STUD_3_1():
    deal = MiniDeal(seed=4711)
    seat = deal.hand.bring_in_seat
    assert marked_seats(deal) == {seat: TV.MARK_BRINGS_IN}
    row = deal.view_model().rows[seat]
    assert row.down == (None, None) and row.up == deal.hand.up_cards(seat)
    # the why line is the engine's bring-in event, written with its rule
    due = the_event(deal.hand, ev.BringInDue)
    assert due.seat == seat and deal.view_model().why == (str(line_for(deal.hand, due)),)
    assert "STUD-3.1" in line_for(deal.hand, due).rules
    # the marker is words in the HTML too, not only a highlight colour
    words = TV.MARK_BRINGS_IN.removeprefix(MARKER_ARROW).strip()
    assert f"{html.escape(words)}</strong>" in deal.html()


def test_giving_seat_2_the_deuce_of_clubs_makes_seat_2_bring_in_STUD_3_1():
    deal = MiniDeal(STUD, seed=4711)
    assert deal.hand.bring_in_seat != 1
    deal.set_door_card(1, "2c")
    assert deal.hand.up_cards(1)[0] == parse_cards("2c")[0]
    assert deal.hand.bring_in_seat == 1
    assert the_event(deal.hand, ev.BringInDue).seat == 1 and marked_seats(deal) == {1: TV.MARK_BRINGS_IN}
    assert deal.door_cards == {1: parse_cards("2c")[0]}
    assert deal.view_model().doors_note == T.DOORS_CHANGED.format(changes="Seat 2 2♣")


def test_door_card_dropdown_fires_the_rebuild_and_keeps_every_card_unique_STUD_3_1():
    deal = MiniDeal(STUD, seed=4711)
    old_door = deal.hand.up_cards(3)[0]
    deal.door_menus[3].value = "2c"
    assert deal.hand.bring_in_seat == 3
    # play to the end: 5 x 7 = 35 different cards, none twice
    deal.show_down_cards()
    while not deal.hand.is_over:
        deal.deal_next()
    cards = dealt_cards(deal.hand)
    assert len(cards) == 35 == len(set(cards))
    assert old_door in set(shuffled_deck(4711))  # the old door card went back into the deck


def test_taking_another_seats_door_card_swaps_the_two_doors_STUD_3_1():
    deal = MiniDeal(STUD, seed=4711)
    doors = [deal.hand.up_cards(s)[0] for s in range(5)]
    deal.set_door_card(0, str(doors[2]))
    assert deal.hand.up_cards(0)[0] == doors[2] and deal.hand.up_cards(2)[0] == doors[0]
    assert deal.door_menus[2].value == str(doors[0])  # the other seat's menu follows


def test_the_deal_depends_on_the_final_door_cards_not_on_the_clicks_order():
    a = MiniDeal(seed=99)
    a.set_door_card(0, "Kh")
    a.set_door_card(0, "3d")
    a.set_door_card(4, "Qs")
    b = MiniDeal(seed=99, door_cards={4: "Qs", 0: "3d"})
    for deal in (a, b):
        deal.show_down_cards()
        while not deal.hand.is_over:
            deal.deal_next()
    assert a.text() == b.text()
    assert deal_deck(99, 5, {}) == shuffled_deck(99)


def test_door_cards_cannot_repeat():
    with pytest.raises(ValueError, match="both Seat 1 and Seat 3"):
        MiniDeal(door_cards={0: "Ah", 2: "Ah"})


def test_changing_a_door_card_keeps_the_street_GEN_5_1():
    deal = MiniDeal(seed=4711)
    deal.deal_next()
    deal.deal_next()
    deal.set_door_card(2, "2c")
    assert deal.hand.street == 5 and deal.view_model().title.endswith(explain.STREET_NAMES[5].lower())
    assert deal.door_cards == {2: parse_cards("2c")[0]}


def test_game_switch_moves_the_bring_in_RAZZ_3_1():
    deal = MiniDeal(STUD, seed=4711)
    doors = {s: deal.hand.up_cards(s)[0] for s in range(5)}
    stud_seat = deal.hand.bring_in_seat
    deal.game_menu.value = "razz"
    assert deal.game is RAZZ
    # same cards, the razz answer: highest door card, ace low, higher suit on a tie
    razz_seat = max(doors, key=lambda s: (low_rank(doors[s].rank), doors[s].suit))
    assert deal.hand.bring_in_seat == razz_seat != stud_seat
    assert {s: deal.hand.up_cards(s)[0] for s in range(5)} == doors
    assert "RAZZ-3.1" in line_for(deal.hand, the_event(deal.hand, ev.BringInDue)).rules
    assert deal.view_model().title.startswith(T.MINIDEAL_TITLE.format(game=RAZZ.name, seed=4711, players=5,
                                                                      stage=""))


def test_game_switch_on_a_later_street_recomputes_first_to_act_RAZZ_5_1():
    deal = MiniDeal(STUD, seed=4711)
    deal.deal_next()
    deal.deal_next()
    stud_first = deal.hand.first_to_act[5]
    deal.set_game(RAZZ)
    assert deal.hand.street == 5
    boards = {s: deal.hand.up_cards(s) for s in range(5)}
    assert deal.hand.first_to_act[5] == max(boards, key=lambda s: RAZZ.board_key(boards[s]))
    assert deal.hand.first_to_act[5] != stud_first
    assert "(RAZZ-5.1, GEN-5.1)" in deal.text()


def test_deal_number_reproduces_the_same_deal():
    assert MiniDeal(seed=42).text() == MiniDeal(seed=42).text()
    assert MiniDeal(seed=42).text() != MiniDeal(seed=43).text()
    deal = MiniDeal(seed=7)
    deal.set_door_card(0, "As")
    deal.deal_next()
    deal.deal_box.value = "42"  # a learner types the number the teacher gave
    assert deal.text() == MiniDeal(seed=42).text() and deal.door_cards == {}
    deal.new_button.click()
    assert deal.seed == 43 and deal.deal_box.value == "43"
    assert deal.text() == MiniDeal(seed=43).text()


def test_minideal_cards_all_have_aria_labels():
    deal = MiniDeal(STUD8, players=8, seed=11)
    deal.show_down_cards()
    while True:
        cards = img_cards(deal.html())
        assert len(cards) == expected_cards_shown(deal.hand)
        assert all(c["label"] for c in cards)
        names = {card.name for card in CARDS}
        assert all(c["label"] in names or c["label"] in {DEALT_DOWN.format(name=n) for n in names} for c in cards)
        if deal.hand.is_over:
            break
        deal.deal_next()
    # eight players run the deck short: the community card is drawn and labelled too (GEN-11.1)
    assert deal.hand.community_card is not None and deal.view_model().community == deal.hand.community_card
    assert TV.COMMUNITY_CARD.format(card=deal.hand.community_card.pretty) in deal.text()


def test_reveal_checkbox_and_palette_menu_fire_observers():
    deal = MiniDeal(seed=4711)
    assert "??" in deal.text()
    deal.reveal_box.value = True
    assert "??" not in deal.text()
    assert all(row.revealed for row in deal.view_model().rows)
    deal.palette_menu.value = "four"
    assert deal.palette == "four" and legend_html("four") in deal.html()


def test_minideal_bundle_has_widget_view_and_deterministic_text():
    deal = MiniDeal(seed=4711)
    bundle = deal._repr_mimebundle_()
    assert bundle[WIDGET_VIEW]["model_id"] == deal.widget.model_id
    assert bundle["text/plain"] == deal.text() and bundle["text/html"] == deal.html()
    assert not MODEL_ID.search(bundle["text/plain"]) and "0x" not in bundle["text/plain"]
    assert not MODEL_ID.search(bundle["text/html"])


def test_every_widget_displays_with_three_views_and_no_ids_in_text():
    objects = [MiniDeal(), SeatQuiz(), MultipleChoice("Q?", ["a", "b"], "a"), LowLadderDrill(),
               RulesPicker()]
    for obj in objects:
        bundle = obj._repr_mimebundle_(include=None, exclude=None)
        assert set(bundle) == {WIDGET_VIEW, "text/plain", "text/html"}, type(obj).__name__
        assert not MODEL_ID.search(bundle["text/plain"]) and "0x" not in bundle["text/plain"]
        assert bundle["text/plain"] == obj.text() == repr(obj)


# --- SeatQuiz -----------------------------------------------------------------------------------

def test_seat_quiz_bring_in_matches_an_independent_rule_on_many_deals_STUD_3_1_RAZZ_3_1():
    for game in (STUD, STUD8, RAZZ):
        quiz = SeatQuiz("bring_in", game=game, seed=1)
        for _ in range(40):
            doors = {s: quiz.hand.up_cards(s)[0] for s in range(5)}
            if game is RAZZ:
                expected = max(doors, key=lambda s: (low_rank(doors[s].rank), doors[s].suit))
            else:
                expected = min(doors, key=lambda s: (doors[s].rank, doors[s].suit))
            assert quiz.correct == expected
            quiz.next_button.click()   # "New deal"
        assert quiz.seed == 41


def test_seat_quiz_right_click_scores_and_explains():
    quiz = SeatQuiz("bring_in", game=STUD, seed=3)
    quiz.seat_buttons[quiz.correct].click()
    assert quiz.score == 1 and quiz.attempts == 1
    v = quiz.view_model()
    assert v.verdict is True and diagnose(quiz.question, quiz.correct) is None and "(STUD-3.1" in quiz.feedback()
    assert v.score == T.score_line(1, 1) and v.score in quiz.text()
    assert quiz_marks(quiz) == {quiz.correct: TV.MARK_BRINGS_IN}
    quiz.seat_buttons[(quiz.correct + 1) % 5].click()  # later clicks on the same deal do not count
    assert (quiz.score, quiz.attempts) == (1, 1)
    quiz.next_deal()
    wrong = (quiz.correct + 1) % 5
    assert quiz.answer(wrong) is False
    v = quiz.view_model()
    assert (quiz.score, quiz.attempts) == (1, 2) and v.score == T.score_line(1, 2)
    assert v.verdict is False and quiz.chosen == wrong and not v.list_options
    assert [chosen for chosen, _ in v.options] == [s == wrong for s in range(5)]
    assert v.said[0] == T.CHOSE.format(option=f"Seat {wrong + 1}")   # golden: tests/test_widget_sentences.py
    assert diagnosed(quiz, wrong).rules == ("STUD-3.1",)


def test_razz_lowest_door_card_gets_the_highest_card_feedback_RAZZ_3_1():
    def fits(seed):
        doors = [c for s in range(5) for c in Hand(RAZZ, STACKS, seed=seed).up_cards(s)]
        lowest = min(doors, key=lambda c: low_rank(c.rank))
        return lowest.rank != Rank.ACE and sum(c.rank == lowest.rank for c in doors) == 1
    quiz = SeatQuiz("bring_in", game=RAZZ, seed=find_seed(fits))
    doors = {s: quiz.hand.up_cards(s)[0] for s in range(5)}
    lowest = min(doors, key=lambda s: low_rank(doors[s].rank))
    assert quiz.answer(lowest) is False
    assert diagnosed(quiz, lowest) == Diagnosis(Mistake.RAZZ_LOWEST, ("RAZZ-3.1",))
    assert quiz.score == 0 and quiz.attempts == 1


def test_razz_ace_door_card_gets_the_aces_are_low_feedback_RAZZ_3_1():
    seed = find_seed(lambda s: any(Hand(RAZZ, STACKS, seed=s).up_cards(x)[0].rank == Rank.ACE
                                   for x in range(5)))
    quiz = SeatQuiz("bring_in", game=RAZZ, seed=seed)
    ace = next(s for s in range(5) if quiz.hand.up_cards(s)[0].rank == Rank.ACE)
    quiz.answer(ace)
    assert diagnosed(quiz, ace) == Diagnosis(Mistake.RAZZ_ACE, ("RAZZ-3.1",))


def test_stud_ace_door_card_gets_the_aces_are_high_feedback_HILO_3_1():
    seed = find_seed(lambda s: any(Hand(STUD8, STACKS, seed=s).up_cards(x)[0].rank == Rank.ACE
                                   for x in range(5)))
    quiz = SeatQuiz("bring_in", game=STUD8, seed=seed)
    ace = next(s for s in range(5) if quiz.hand.up_cards(s)[0].rank == Rank.ACE)
    quiz.answer(ace)
    assert diagnosed(quiz, ace) == Diagnosis(Mistake.STUD_ACE, ("HILO-3.1",))
    assert feedback.MISTAKES["hilo_note"] in quiz.feedback()   # Stud/8 adds the low hand's ace


def test_forgetting_suit_order_gets_the_suit_feedback_GEN_3_1():
    def fits(seed):
        hand = Hand(STUD, STACKS, seed=seed)
        worst = hand.up_cards(hand.bring_in_seat)[0]
        return any(hand.up_cards(s)[0].rank == worst.rank for s in range(5) if s != hand.bring_in_seat)
    quiz = SeatQuiz("bring_in", game=STUD, seed=find_seed(fits))
    rank = quiz.hand.up_cards(quiz.correct)[0].rank
    twin = next(s for s in range(5) if s != quiz.correct and quiz.hand.up_cards(s)[0].rank == rank)
    quiz.answer(twin)
    assert diagnosed(quiz, twin) == Diagnosis(Mistake.STUD_SUIT, ("STUD-3.1",))
    assert "(GEN-3.1, STUD-3.1)" in quiz.feedback()


def test_highest_single_card_instead_of_best_board_gets_the_board_feedback_STUD_5_1():
    def scenario(seed):
        hand = hand_at(STUD, seed, 4)
        boards = {s: hand.up_cards(s) for s in range(5)}
        answer = hand.first_to_act[4]
        top = max(c.rank for b in boards.values() for c in b)
        paired = boards[answer][0].rank == boards[answer][1].rank
        chooser = [s for s in boards if s != answer and any(c.rank == top for c in boards[s])]
        return paired and top not in (c.rank for c in boards[answer]) and chooser
    seed = find_seed(scenario)
    quiz = SeatQuiz("first_to_act", game=STUD, seed=seed, street=4)
    wrong = scenario(seed)[0]
    quiz.answer(wrong)
    assert diagnosed(quiz, wrong) == Diagnosis(Mistake.HIGH_SINGLE_CARD, ("STUD-5.1",))
    assert "(STUD-5.1, GEN-5.2)" in quiz.feedback()
    assert board_name(STUD, quiz.hand.up_cards(quiz.correct)) in quiz.feedback()   # the pair, named


def test_razz_paired_board_gets_the_pairs_count_against_you_feedback_RAZZ_5_1():
    def scenario(seed):
        hand = hand_at(RAZZ, seed, 4)
        paired = [s for s in range(5) if hand.up_cards(s)[0].rank == hand.up_cards(s)[1].rank]
        answer = hand.first_to_act[4]
        low_pairs = [s for s in paired if low_rank(hand.up_cards(s)[0].rank) <= 5]
        return low_pairs if answer not in paired else []
    seed = find_seed(scenario)
    quiz = SeatQuiz("first_to_act", game=RAZZ, seed=seed, street=4)
    quiz.answer(scenario(seed)[0])
    assert diagnosed(quiz, scenario(seed)[0]) == Diagnosis(Mistake.RAZZ_PAIR, ("RAZZ-5.1",))
    assert "(RAZZ-5.1)" in quiz.feedback()


def test_equal_boards_feedback_follows_the_table_option_GEN_5_3_T_3():
    def scenario(seed, rules):
        hand = hand_at(STUD, seed, 4, rules)
        answer = hand.first_to_act[4]
        key = STUD.board_key(hand.up_cards(answer))
        return [s for s in range(5) if s != answer and STUD.board_key(hand.up_cards(s)) == key]
    online = find_seed(lambda s: scenario(s, Rules.online()))
    quiz = SeatQuiz("first_to_act", game=STUD, seed=online, street=4)
    quiz.answer(scenario(online, Rules.online())[0])
    assert diagnosed(quiz, quiz.chosen).mistake is Mistake.TIE_POSITION and "(GEN-5.3)" in quiz.feedback()
    tournament = find_seed(lambda s: scenario(s, Rules.tournament()))
    quiz = SeatQuiz("first_to_act", game=STUD, seed=tournament, street=4, rules="tournament")
    quiz.answer(scenario(tournament, Rules.tournament())[0])
    assert diagnosed(quiz, quiz.chosen).mistake is Mistake.TIE_SUIT and "(T-3)" in quiz.feedback()


def test_razz_equal_boards_feedback_says_the_ace_counts_low_T_3():
    def tied(seed):
        hand = hand_at(RAZZ, seed, 4, Rules.tournament())
        answer = hand.first_to_act[4]
        key = RAZZ.board_key(hand.up_cards(answer))
        return [s for s in range(5) if s != answer and RAZZ.board_key(hand.up_cards(s)) == key]
    seed = find_seed(tied)
    quiz = SeatQuiz("first_to_act", game=RAZZ, seed=seed, street=4, rules="tournament")
    quiz.answer(tied(seed)[0])
    assert diagnosed(quiz, quiz.chosen).mistake is Mistake.TIE_SUIT_LOW and "(T-3)" in quiz.feedback()


def test_razz_shows_first_in_seat_order_online_and_lowest_board_with_T_4_RAZZ_8_2():
    online = SeatQuiz("shows_first", game=RAZZ, seed=5)
    assert online.correct == 0
    assert online.answer(2) is False
    assert diagnosed(online, 2) == Diagnosis(Mistake.RAZZ_SEAT_ORDER, ("RAZZ-8.2",))
    assert "(RAZZ-8.2" in online.feedback()
    cardroom = SeatQuiz("shows_first", game=RAZZ, seed=find_seed(
        lambda s: hand_at(RAZZ, s, 8, Rules.cardroom()).showdown_order[0] != 0), rules="cardroom")
    boards = {s: cardroom.hand.up_cards(s) for s in range(5)}
    assert cardroom.correct == max(boards, key=lambda s: RAZZ.board_key(boards[s]))
    assert cardroom.answer(0) is False
    assert diagnosed(cardroom, 0) == Diagnosis(Mistake.RAZZ_LOWEST_SHOWS, ("RAZZ-8.2",))
    assert "T-4" in cardroom.feedback()


def test_stud_shows_first_is_the_best_board_STUD_8_2():
    seed = find_seed(lambda s: hand_at(STUD, s, 8).showdown_order[0] != 0)
    quiz = SeatQuiz("shows_first", game=STUD, seed=seed)
    boards = {s: quiz.hand.up_cards(s) for s in range(5)}
    assert quiz.correct == max(boards, key=lambda s: STUD.board_key(boards[s]))
    quiz.answer(0)
    assert diagnosed(quiz, 0) == Diagnosis(Mistake.HIGH_SEAT_ORDER, ("STUD-8.2",))
    assert "(STUD-8.2, GEN-8.2)" in quiz.feedback()


def test_seat_quiz_shows_every_card_with_an_aria_label():
    quiz = SeatQuiz("first_to_act", game=STUD, players=6, seed=2, street=6)
    cards = img_cards(quiz.html())
    assert len(cards) == expected_cards_shown(quiz.hand) and all(c["label"] for c in cards)
    assert quiz.hand.street == 6 and quiz.view_model().prompt == T.SEAT_QUIZ_QUESTIONS["first_to_act"].format(
        game=STUD.name, street=explain.STREET_NAMES[6])


def test_seat_quiz_refuses_unknown_kind_street_and_seat():
    with pytest.raises(ValueError, match="'bring_in', 'first_to_act' or 'shows_first'"):
        SeatQuiz("who_wins")
    with pytest.raises(ValueError, match="fourth to seventh street"):
        SeatQuiz("first_to_act", street=3)
    with pytest.raises(ValueError, match="5 is not one of the options: Seat 1; Seat 2; Seat 3; Seat 4; Seat 5"):
        SeatQuiz().answer(5)


# --- MultipleChoice -----------------------------------------------------------------------------

def _razz_question() -> MultipleChoice:
    return MultipleChoice(
        "Razz: seat 1 shows K♠, seat 2 shows 2♣, seat 3 shows A♥. Who brings in?",
        ["Seat 1", "Seat 2", "Seat 3"], "Seat 1",
        feedback={"Seat 2": "In razz the HIGHEST card brings in: aces are low (RAZZ-3.1).",
                  "Seat 3": "In razz the ace is the LOWEST card."},
        explanation="The king is the highest door card in razz.", rule="RAZZ-3.1")


def test_first_miss_gets_the_feedback_for_that_option_but_not_the_answer_RAZZ_3_1():
    mc = _razz_question()
    mc.buttons[1].click()
    a, q = mc.attempt, mc.q
    assert (a.misses, a.revealed, a.solved_on) == (1, False, None)
    # the feedback aimed at Seat 2, a try again, and neither the answer nor the explanation
    assert a.said() == Said(False, "Seat 2", q.feedback["Seat 2"], True, None, "", ())
    v = mc.view_model()
    assert v.verdict is False and v.said == (T.CHOSE.format(option="Seat 2"), q.feedback["Seat 2"], T.TRY_AGAIN)
    shown = mc.text() + mc.response.value
    assert q.explanation not in shown and q.feedback["Seat 3"] not in shown   # only the feedback aimed at this mistake
    assert T.MARK_ANSWER not in shown and html.escape(T.MARK_ANSWER) not in shown
    assert mc.result_line() == T.ONE_MISS
    assert mc.choose("Seat 1") is True and (a.misses, a.solved_on) == (1, 2)
    assert a.said() == Said(True, "Seat 1", "", False, None, q.explanation, ("RAZZ-3.1",))
    assert mc.view_model().verdict is True and q.explanation in mc.text()
    assert T.RULE.format(rule="RAZZ-3.1") in mc.text()
    assert mc.result_line() == T.SOLVED_ON[2]


def test_second_miss_shows_the_answer_and_later_clicks_do_not_change_the_result():
    mc = _razz_question()
    mc.choose("Seat 2")
    mc.choose("Seat 3")
    a, q = mc.attempt, mc.q
    assert (a.misses, a.revealed, a.solved_on) == (2, True, None)
    assert a.said() == Said(False, "Seat 3", q.feedback["Seat 3"], False, "Seat 1", q.explanation, ("RAZZ-3.1",))
    answer = f"Seat 1 {T.MARK_ANSWER}"
    assert mc.view_model().options == ((False, answer), (False, "Seat 2"), (True, "Seat 3"))
    assert mc.buttons[0].description == answer and f"  [ ] {answer}" in mc.text()
    assert mc.result_line() == T.SHOWN_AFTER[2] and mc.show_button.disabled
    mc.choose("Seat 1")
    assert (a.misses, a.revealed, a.solved_on) == (2, True, None)   # a click after the answer changes nothing
    assert mc.result_line() == T.SHOWN_AFTER[2]


def test_right_first_time_and_show_the_answer():
    mc = _razz_question()
    mc.buttons[0].click()
    assert (mc.attempt.misses, mc.attempt.solved_on) == (0, 1) and mc.view_model().verdict is True
    assert mc.result_line() == T.SOLVED_ON[1] and T.RIGHT in mc.response.value
    shown = _razz_question()
    assert shown.attempt.said() == Said(None, None, "", False, None, "", ())   # nothing before a press
    assert "←" not in shown.text()
    shown.show_button.click()
    assert (shown.attempt.revealed, shown.attempt.misses, shown.attempt.chosen) == (True, 0, None)
    said = shown.attempt.said()
    assert (said.verdict, said.answer, said.explanation) == (None, "Seat 1", shown.q.explanation)
    assert shown.text().splitlines()[-2].startswith(T.ANSWER_WAS.format(answer="Seat 1"))
    assert shown.result_line() == T.SHOWN_AFTER[0]


def test_rule_named_once_when_the_explanation_already_cites_it():
    mc = MultipleChoice("Q?", ["a", "b"], "a", explanation="Because (STUD-5.1).", rule="STUD-5.1")
    mc.choose("a")
    assert mc.text().count("STUD-5.1") == 1


def test_multiple_choice_checks_its_arguments():
    with pytest.raises(ValueError, match="not one of the options"):
        MultipleChoice("Q?", ["a", "b"], "c")
    with pytest.raises(ValueError, match="at least two different options"):
        MultipleChoice("Q?", ["a"], "a")
    with pytest.raises(ValueError, match="feedback is given for 'z'"):
        MultipleChoice("Q?", ["a", "b"], "a", feedback={"z": "?"})
    with pytest.raises(ValueError, match="unknown rule IDs"):
        MultipleChoice("Q?", ["a", "b"], "a", rule="GEN-99.1")


def test_self_check_reads_its_question_from_the_lesson_file(tmp_path):
    (tmp_path / "questions").mkdir()
    aimed = "A-K is no pair."
    (tmp_path / "questions" / "06-x.toml").write_text(
        '[first]\nrules = ["STUD-5.1"]\nquestion = "Who acts first?"\nanswer = "Seat 2"\n'
        f'explanation = "A pair beats ace-king."\n\n[first.options]\n"Seat 1" = "{aimed}"\n'
        '"Seat 2" = ""\n', encoding="utf-8")
    check = SelfCheck("06-x", "first", folder=tmp_path)
    assert check.options == ["Seat 1", "Seat 2"] and check.q.rules == ("STUD-5.1",)
    check.choose("Seat 1")
    assert check.attempt.said().aimed == aimed and aimed in check.text()
    with pytest.raises(ValueError, match="No question 'second' in 06-x.toml: its questions are first"):
        SelfCheck("06-x", "second", folder=tmp_path)
    with pytest.raises(ValueError, match="No question file"):
        SelfCheck("07-y", "first", folder=tmp_path)


# --- LowLadderDrill -----------------------------------------------------------------------------

def test_default_ladder_is_seed_003s_ladder_worst_to_best_RAZZ_9_2():
    ranks = ["3-3-3-5-5", "K-K-4-3-2", "2-2-7-6-5", "A-A-10-9-8", "K-Q-J-10-9", "K-Q-J-10-7",
             "9-8-7-6-5", "9-7-6-5-3", "9-7-6-5-A", "6-5-4-3-2", "6-4-3-2-A", "5-4-3-2-A"]
    written = ["-".join("10" if c.rank == Rank.TEN else c.rank.letter for c in parse_cards(h))
               for h in SEED_003_LADDER]
    assert written == ranks
    values = [low_hand(h) for h in SEED_003_LADDER]
    assert all(a < b for a, b in zip(values, values[1:]))


def test_ladder_clicked_best_first_completes_with_full_score_RAZZ_9_2():
    drill = LowLadderDrill(seed=1)
    assert sorted(map(tuple, drill.remaining)) != [tuple(parse_cards(h)) for h in SEED_003_LADDER]
    while not drill.done:
        drill.button_for(drill.session.best_left()).click()
    assert drill.ladder == [parse_cards(h) for h in reversed(SEED_003_LADDER)]
    assert (drill.score, drill.attempts) == (12, 12) and feedback.LADDER_DONE in drill.text()
    assert all(b.layout.display == "none" for b in drill.hand_buttons)
    drill.again_button.click()
    assert drill.seed == 2 and len(drill.remaining) == 12 and drill.ladder == []
    assert not any(b.layout.display == "none" for b in drill.hand_buttons)


def test_ladder_wrong_clicks_name_the_misconception_RAZZ_9_1():
    drill = LowLadderDrill(hands=["Kh Qs Jd Tc 9h", "2h 2c 7d 6s 5c"])
    assert drill.pick("2h 2c 7d 6s 5c") is False
    assert ladder_mistake_shown(drill) is Mistake.LADDER_PAIR and (drill.score, drill.attempts) == (0, 1)
    drill = LowLadderDrill(hands=["9c 8d 7h 6s 5d", "Kd Qc Js Th 7c"])
    drill.pick("Kd Qc Js Th 7c")
    assert ladder_mistake_shown(drill) is Mistake.LADDER_STRAIGHT
    drill = LowLadderDrill(hands=["8s 5c 4d 3h Ah", "8d 6c 5h 4s 2s"])
    drill.pick("8d 6c 5h 4s 2s")
    assert ladder_mistake_shown(drill) is Mistake.LADDER_ACE
    with pytest.raises(ValueError, match="not one of the hands still to place"):
        drill.pick("As Ks Qs Js Ts")
    with pytest.raises(ValueError, match="two hands of five cards"):
        LowLadderDrill(hands=["As 2c 3d"])


def ladder_mistake_shown(drill: LowLadderDrill) -> Mistake:
    """The mistake the engine found in the ladder's last click, checked to be what the drill says."""
    last = drill.session.last
    assert last is not None and not last.right and drill.view_model().verdict is False
    assert drill.view_model().said == (feedback.ladder_mistake(last.hand, last.best),)
    assert drill.last in drill.text()
    return last.mistake


def test_ladder_shuffle_is_reproducible_by_seed():
    assert LowLadderDrill(seed=3).text() == LowLadderDrill(seed=3).text()
    assert LowLadderDrill(seed=3).remaining != LowLadderDrill(seed=4).remaining


# --- RulesPicker --------------------------------------------------------------------------------

def test_rules_picker_lists_T_2_to_T_9_and_follows_the_dropdown():
    picker = RulesPicker()
    assert picker.rules == Rules.online()
    rows = picker.view_model().rows
    assert [r.key for r in rows] == [f"T-{i}" for i in range(2, 10)] and not any(r.differs for r in rows)
    seen = []
    picker.on_change(seen.append)
    picker.menu.value = "tournament"
    assert picker.rules == Rules.tournament() and seen == [Rules.tournament()]
    assert [r.key for r in picker.view_model().rows if r.differs] == ["T-2", "T-3", "T-4", "T-5", "T-6", "T-8"]
    assert "T-6 Raise cap after the bet or completion: 4 raises (differs from online)" in picker.text()   # golden
    picker.value = "cardroom"
    assert picker.rules == Rules.cardroom()
    assert {r.key: r.value for r in picker.view_model().rows}["T-7"] == rules_view.HEADS_UP[True]
    with pytest.raises(ValueError, match="'online', 'cardroom' or 'tournament'"):
        RulesPicker("casino")


# --- strings live in text.py ------------------------------------------------------------------

def test_markers_are_words_not_colours():
    for marker in (TV.MARK_BRINGS_IN, TV.MARK_ACTS_FIRST, TV.MARK_SHOWS_FIRST):
        assert re.search(r"[a-z]{4,}", marker)


# --- a real kernel ------------------------------------------------------------------------------

def test_kernel_display_bundle_keeps_the_widget_view_and_the_same_text():
    """A fresh kernel (as after "Restart kernel and run all") shows the widget view first in
    JupyterLab's order (its renderer ranks above text/html), and the stored text/plain is the
    same text as in this process, so nbval compares real content."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")

    repo = Path(__file__).resolve().parent.parent
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell("from studlib.widgets import MiniDeal\nMiniDeal(seed=4711)"),
                nbformat.v4.new_code_cell("d = MiniDeal(seed=4711)\nd.next_button.click()\nd")]
    nbclient.NotebookClient(nb, kernel_name="python3", timeout=120, record_timing=False,
                            resources={"metadata": {"path": str(repo)}}).execute()
    first, second = (cell.outputs[0]["data"] for cell in nb.cells)
    assert {WIDGET_VIEW, "text/plain", "text/html"} <= set(first)
    assert first["text/plain"] == MiniDeal(seed=4711).text()
    expected = MiniDeal(seed=4711)
    expected.deal_next()
    assert second["text/plain"] == expected.text()
    assert not MODEL_ID.search(first["text/plain"])
    assert first[WIDGET_VIEW]["model_id"] != second[WIDGET_VIEW]["model_id"]


def test_ladder_explains_paired_lows_by_the_pair_first_RAZZ_9_1():
    """2-2-K-Q-J beats 6-5-4-3-3: with a pair each the paired rank decides before the
    high cards (a 'highest card down' reading would get this backwards)."""
    from studlib.mistakes import ladder_mistake
    twos, threes = parse_cards("2c 2d Kh Qs Jd"), parse_cards("6c 5d 4h 3s 3d")
    assert low_hand(twos) > low_hand(threes)
    assert ladder_mistake(threes, twos) is Mistake.LADDER_PAIRED
    assert ladder_mistake(parse_cards("8c 5d 4h 3s 2d"), parse_cards("7c 6d 4h 3s 2d")) is Mistake.LADDER_COMPARE


def test_ladder_says_fewer_pairs_are_better_in_the_right_direction_RAZZ_9_1():
    from studlib.mistakes import ladder_mistake
    two_pair, one_pair = parse_cards("Kc Kd 4h 4s 2d"), parse_cards("Kc Kd 4h 3s 2d")
    assert low_hand(one_pair) > low_hand(two_pair)
    assert ladder_mistake(two_pair, one_pair) is Mistake.LADDER_MORE_PAIRS


def test_minideal_pot_at_the_showdown_shows_what_was_won_GEN_10_2():
    """At the showdown the pot line says what each winner took, not 'Pot: $0'."""
    deal = MiniDeal(game=STUD8, players=3, seed=2)
    while not deal.hand.is_over:
        deal.next_button.click()
    won = {}
    for a in deal.hand.awards:
        won[a.seat] = won.get(a.seat, 0) + a.amount
    money = deal.hand.structure.money
    line = deal.view_model().pot
    assert sum(won.values()) > 0 and money(0) not in line
    assert line.startswith(T.POT_AWARDED.split("{winners}")[0].format(amount=money(sum(won.values()))))
    for seat, amount in won.items():
        assert T.POT_WINNER.format(seat=f"Seat {seat + 1}", amount=money(amount)) in line
    assert line in deal.text().splitlines() and line in html.unescape(deal.view.value)


def test_minideal_deal_again_replays_the_same_deal_from_third_street():
    deal = MiniDeal(game=STUD, players=4, seed=31, door_cards={0: "Kh"})
    first = deal.text()
    deal.next_button.click()
    deal.next_button.click()
    deal.again_button.click()
    assert deal.text() == first and deal.door_cards == {0: parse_cards("Kh")[0]}
    assert T.MINIDEAL_DEALT_AGAIN.format(seed=31) in html.unescape(deal.notice.value)
    deal.next_button.click()
    assert deal.notice.value == ""


def test_minideal_notes_write_cards_with_suit_symbols_and_door_menus_say_what_they_do():
    deal = MiniDeal(game=STUD, players=3, seed=5, door_cards={1: "2c"})
    assert deal.view_model().doors_note == T.DOORS_CHANGED.format(changes="Seat 2 2♣")   # the card as it shows
    assert deal.view_model().doors_note in deal.text().splitlines()
    assert html.escape(T.DOOR_MENUS_LABEL) in deal.doors_label.value


def test_long_self_check_options_wrap_instead_of_being_cut():
    """ipywidgets cuts a long button label with '...': the options wrap onto a second line."""
    from studlib.widgets.render import WRAP_CLASS
    mc = MultipleChoice("Q?", ["Half to the best high hand, half stays for the next deal", "b"], "b")
    assert all(WRAP_CLASS in b._dom_classes for b in mc.buttons)
    assert any(WRAP_CLASS in getattr(child, "value", "") for child in mc.widget.children)
