"""Results codes of the final test and the teacher's class view (studlib.results, ClassResults)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studlib.drills import final_test_questions
from studlib import language
from studlib.results import ClassReport, DealerResults, Results, read_code
from studlib.rules import Rules, RulesPreset
from studlib.scenario import Scenario, ScenarioError
from studlib.widgets import ClassResults, FinalTest


def _learner_answers(test: int, n: int, learner: int, weak_kind: str) -> tuple[bool, ...]:
    """A made-up learner: misses every question of `weak_kind`, a few others at random."""
    rng = random.Random(learner)
    return tuple(q.kind != weak_kind and rng.random() > 0.15
                 for q in final_test_questions(test, n, Rules.online()))


def test_a_results_code_round_trips_and_is_short():
    r = Results(2026, "online", (True, False) * 6)
    code = r.code()
    assert Results.from_code(code) == r
    assert Results.from_code(code.lower().replace("-", " ")) == r   # read aloud, typed loosely
    assert len(code.replace("-", "")) <= 14


def test_the_final_test_ends_with_the_results_code_of_its_answers():
    test = FinalTest(seed=31, n=7)
    for q in test.questions:
        test.answer(q.answer if q.kind != "split" else next(o for o in q.options if o != q.answer))
        test.next()
    code = test.results_code()
    assert f"Your results code for the teacher: {code}" in test.text()
    r = Results.from_code(code)
    assert (r.test, r.n, r.score) == (31, 7, test.score)
    assert r.right == tuple(q.kind != "split" for q in test.questions)


def test_ten_codes_are_read_and_the_rules_ranked_by_misses():
    codes = [Results(2026, "online", _learner_answers(2026, 12, i, "shows_first")).code() for i in range(10)]
    widget = ClassResults("\n".join(codes))
    report = widget.report
    assert len(report.results) == 10 and widget.errors == []
    ranked = report.rules_missed()
    # Everyone missed every "who shows first" question: its rules top the list, 10 of 10.
    shows_first = {r for q in final_test_questions(2026, 12) if q.kind == "shows_first" for r in q.rules}
    top = [rule for rule, missed, asked in ranked if missed == asked]
    assert shows_first <= set(top) and ranked[0][0] in shows_first
    assert [m for _, m, _ in ranked] == sorted((m for _, m, _ in ranked), reverse=True)
    # The counts agree with the answers, worked out again here.
    expected = Counter()
    for q, *answers in zip(final_test_questions(2026, 12), *(Results.from_code(c).right for c in codes)):
        for rule in q.rules:
            expected[rule] += sum(not a for a in answers)
    assert {rule: m for rule, m, _ in ranked} == {r: expected[r] for r in expected}
    family = report.by_family()
    assert family["showdown"][0] == 0 and family["showdown"][1] == 10 * sum(
        q.kind == "shows_first" for q in final_test_questions(2026, 12))
    text = widget.text()
    assert "10 results read (final test #2026, 12 questions)." in text
    assert "Rules missed most" in text and f"{ranked[0][0]} " in text


def test_a_mistyped_code_is_refused_as_a_results_code_and_the_rest_still_read():
    good = Results(2026, "online", (True,) * 12).code()
    swapped = good[:-2] + good[-1] + good[-2] if good[-1] != good[-2] else good[:-1] + ("0" if good[-1] != "0" else "1")
    with pytest.raises(ScenarioError) as share_error:
        Scenario.from_code(swapped)
    with pytest.raises(ScenarioError) as results_error:
        Results.from_code(swapped)
    # The share codes' message, except who to copy it again from: here the teacher is pasting.
    share, results = str(share_error.value), str(results_error.value)
    assert share.endswith("Copy it again from the teacher.")
    assert results == share.replace("the teacher.", "the learner who made it.")
    other = Results(2026, "online", (False,) * 12).code()
    widget = ClassResults(f"{good}\n{swapped}\n{other}")
    assert len(widget.report.results) == 2
    assert widget.errors == [f"Line 2: {results}"]
    assert "does not check out" in widget.text()


@pytest.mark.parametrize("bad, says", [("7K2B-Q0XM-!!", "A results code uses the digits 0-9"),
                                       ("7K", "'7K' is not a results code: a results code has at least 6"),
                                       ("hello", "'hello' is not a results code")])
def test_a_bad_line_is_named_as_a_results_code_never_a_share_code(bad, says):
    good = Results(2026, "online", (True,) * 12).code()
    widget = ClassResults(f"{good}\n{bad}")
    assert len(widget.report.results) == 1
    assert len(widget.errors) == 1 and widget.errors[0].startswith("Line 2: " + says)
    assert "share code" not in widget.text()


def test_the_same_code_twice_or_in_lower_case_counts_once_and_is_named():
    a = Results(2026, "online", (True,) * 12).code()
    b = Results(2026, "online", (False,) * 12).code()
    widget = ClassResults(f"{a}\n{b}\n{a.lower()}\n\n{a.replace('-', ' ')}")
    assert len(widget.report.results) == 2
    assert widget.errors == ["Line 3: the same results code as line 1, counted once.",
                             "Line 5: the same results code as line 1, counted once."]
    text = widget.text()
    assert "2 results read (final test #2026, 12 questions)." in text
    assert widget.report.by_family() == ClassReport.read([a, b]).by_family()
    assert ClassReport.read([a, a.lower(), b]).results == ClassReport.read([a, b]).results


def test_a_deal_share_code_is_not_read_as_results():
    deal = Scenario("razz", 3, {0: "? ? Kh"}).code()
    with pytest.raises(ScenarioError, match="share code for a deal"):
        Results.from_code(deal)


def test_learners_with_their_own_test_numbers_are_read_together():
    """Each learner takes a test of their own by default: each code deals its own questions."""
    a = Results(2026, "online", _learner_answers(2026, 12, 1, "shows_first"))
    b = Results(7, "online", _learner_answers(7, 12, 2, "shows_first"))
    widget = ClassResults(f"{a.code()}\n{b.code()}")
    assert widget.errors == [] and widget.report.tests == (2026, 7)
    assert "2 results read, from 2 different final tests." in widget.text()
    expected = Counter()
    for r in (a, b):
        for q, ok in zip(final_test_questions(r.test, 12), r.right):
            for rule in q.rules:
                expected[rule] += not ok
    assert {rule: m for rule, m, _ in widget.report.rules_missed()} == dict(expected)
    asked = {f: a.by_family()[f][1] + b.by_family().get(f, (0, 0))[1] for f in a.by_family()}
    assert all(widget.report.by_family()[f][1] >= n for f, n in asked.items())


def test_bad_results_are_refused():
    with pytest.raises(ScenarioError, match="presets"):
        Results(1, "custom", (True,))
    with pytest.raises(ScenarioError, match="1 to 50 answers"):
        Results(1, "online", ())


def test_every_press_of_read_the_codes_answers():
    widget = ClassResults()
    assert widget.view.value == ""
    widget.read_button.click()
    assert "Nothing to read yet" in widget.view.value
    widget.box.value = Results(2026, "online", (True,) * 12).code()
    widget.read_button.click()
    assert "1 results read" in widget.view.value and widget.same_reads == 1
    widget.read_button.click()                     # every press answers, even with nothing new
    assert widget.same_reads == 2 and "1 results read" in widget.view.value
    shown = widget.view.value
    widget.read_button.click()                     # and each press shows something new
    assert widget.same_reads == 3 and widget.view.value != shown
    assert "Read 3 times: the same codes give the same results." in widget.view.value   # the golden sentence
    widget.box.value += "\n" + Results(7, "online", (False,) * 12).code()
    widget.read_button.click()                     # new codes: counted from one again
    assert widget.same_reads == 1 and "2 results read" in widget.view.value


def test_family_scores_agree_with_the_rules_missed():
    """A question counts in the family of every rule it tests, so a missed bring-in rule is
    never shown beside a perfect bring-in score."""
    from studlib.catalogue import family_of
    results = Results(2026, "online", tuple(i % 3 != 0 for i in range(12)))
    report = ClassReport.read([results.code()])
    families = report.by_family()
    for rule, missed, asked in report.rules_missed():
        family = family_of(rule)
        if family and missed:
            right, total = families[family]
            assert right < total, (rule, family, families[family])


# Codes given out before the presets were an enum (issue 27, item 5): each still reads as its preset.
_OLD_CODES = {"online": ("S4S5-ZTG2-M", "BD441Y7ZZVG0"), "cardroom": ("YBS5-ZTJ2-M", "FK451Y7ZZVG0"),
              "tournament": ("5VS5-ZTM2-M", "GG461Y7ZZVG0")}


@pytest.mark.parametrize("preset", list(RulesPreset))
def test_old_codes_read_as_the_same_preset(preset):
    results_code, share_code = _OLD_CODES[preset.value]
    results = Results.from_code(results_code)
    assert (results.test, results.rules, results.right) == (2026, preset, (True, False, True))
    assert results.code() == results_code
    scenario = Scenario.from_code(share_code)
    assert scenario.rules == Rules.preset(preset) and scenario.rules.name is preset
    assert scenario.code() == share_code


# --- Issue 32: reading a class costs one deal per different test, and a bounded number of them ---

def test_a_class_of_200_codes_of_one_test_deals_that_test_once(monkeypatch):
    """200 learners' codes took 41 s: a re-deal of the test per code. One deal serves them all."""
    from studlib import results as results_module
    dealt = []

    def counting(test, n, rules=None):
        dealt.append((test, n))
        return final_test_questions(test, n, rules)

    monkeypatch.setattr(results_module, "final_test_questions", counting)
    rng = random.Random(32)
    codes = [Results(2026, "online", tuple(rng.random() < 0.7 for _ in range(50))).code() for _ in range(200)]
    widget = ClassResults("\n".join(codes))
    assert len(widget.report.results) == len(set(codes)) > 150
    assert "final test #2026, 50 questions" in widget.text() and dealt == [(2026, 50)]


def test_codes_from_more_different_tests_than_the_limit_are_named_not_dealt(monkeypatch):
    from studlib import results as results_module
    from studlib.widgets import class_results
    monkeypatch.setattr(results_module, "MAX_TESTS", 3)
    monkeypatch.setattr(class_results, "MAX_TESTS", 3)
    codes = [Results(100 + i, "online", (True, False) * 3).code() for i in range(5)]
    codes.insert(1, Results(100, "online", (False,) * 6).code())   # the first test again: read
    widget = ClassResults("\n".join(codes))
    assert widget.report.tests == (100, 101, 102) and len(widget.report.results) == 4
    assert widget.errors == ["2 codes from line 5 on: not read, from more different final tests than the 3 read "
                             "at once (each test is dealt again). Read them in another group, or give the "
                             "class one test number."]
    with pytest.raises(ScenarioError, match="5 different final tests; a class report reads up to 3"):
        ClassReport.read(codes)


# --- Issue 30: the dealer school's results codes (format 2) and the class's dealer drills ---------

def _dealer_code(session=2026, kinds=(("pot", 3, 2, 1, 65),), mask=None, version=2):
    """A format-2 code written bit by bit, as a stranger could make one (counts unchecked)."""
    from studlib.dealer import DEALER_KINDS
    from studlib.scenario import CodeBits, encode_code
    bits = CodeBits()
    bits.put(6, 3)
    bits.put(version, 2)
    bits.number(session)
    present = {k for k, *_ in kinds}
    for kind in DEALER_KINDS:
        bits.put(kind in present if mask is None else mask, 1)
    for _kind, answered, right, late, tenths in kinds:
        bits.put(answered - 1, 6), bits.put(right, 6), bits.put(late, 6), bits.put(tenths, 16)
    return encode_code(bits)


def test_a_dealer_session_code_round_trips_and_an_old_code_still_reads():
    d = DealerResults.tally(2026, [("pot", True, False, 6.5), ("pot", False, True, 25.0), ("stub", True, False, 3.2),
                                   ("low_card", True, False, 2.0)])
    assert [(s.kind, s.answered, s.right, s.late, s.median) for s in d.scores] == [
        ("low_card", 1, 1, 0, 2.0), ("pot", 2, 1, 1, 15.8), ("stub", 1, 1, 0, 3.2)]
    assert read_code(d.code()) == d and read_code(d.code().lower().replace("-", " ")) == d
    assert len(d.code().replace("-", "")) <= 40
    assert read_code(_OLD_CODES["online"][0]) == Results(2026, "online", (True, False, True))
    with pytest.raises(ScenarioError, match="dealer drill session's results code, not a final test's"):
        Results.from_code(d.code())
    assert DealerResults.tally(1, []) is None


@pytest.mark.parametrize("code, says", [
    (_dealer_code(kinds=(("pot", 3, 4, 0, 65),)), "right and late each 0 to the number answered"),
    (_dealer_code(kinds=(("pot", 3, 1, 5, 65),)), "right and late each 0 to the number answered"),
    (_dealer_code(kinds=(("pot", 40, 1, 0, 65), ("stub", 40, 1, 0, 65))), "at most 50 answers in all"),
    (_dealer_code(kinds=(), mask=0), "at least one"),
    (_dealer_code(kinds=(("pot", 3, 1, 0, 60000),)), "A median time is 0 to 3600 seconds"),
    (_dealer_code(session=2**40), "deal number is a whole number from 0 to 4294967295"),
    (_dealer_code(version=3), "made by a newer studlib (format 3); this one reads formats 1, 2"),
    (_dealer_code()[:-6], "check out"),
    ("7" * 400, "at most 300 characters"),
])
def test_a_hostile_dealer_code_is_a_clear_error_and_changes_nothing(code, says):
    good = DealerResults.tally(7, [("pot", True, False, 4.0)]).code()
    with pytest.raises(ScenarioError, match=says.replace("(", r"\(").replace(")", r"\)")):
        read_code(code)
    widget = ClassResults(good)
    before = widget.report
    widget.box.value = f"{good}\n{code}"
    widget.read_button.click()
    assert widget.report == before and len(widget.errors) == 1 and widget.errors[0].startswith("Line 2: ")


def test_too_many_lines_of_codes_are_named_not_read():
    from studlib.results import MAX_CODES, read_class
    codes = [DealerResults.tally(i, [("pot", True, False, 4.0)]).code() for i in range(MAX_CODES + 3)]
    reading = read_class("\n".join(codes))
    assert len(reading.report.dealer) == MAX_CODES
    assert [(p.line, p.problem, p.count) for p in reading.problems] == [(MAX_CODES + 1, "too_many_lines", 3)]


def test_the_class_results_show_each_trainees_dealer_drills_and_the_class_per_kind():
    """Three trainees hand in the codes of DealerDrill(seed=2026) sessions beside a final test's."""
    from studlib.progress import Progress
    from studlib.widgets import DealerDrill
    codes, sessions = [], []
    for trainee, pace in enumerate((4.0, 5.0, 30.0)):
        now = iter(range(0, 10_000))
        drill = DealerDrill(seed=2026, session=4, time_limit="exam", progress=Progress.in_memory(),
                            clock=lambda: pace * next(now))
        for j in range(4):
            q = drill.question
            drill.answer(q.answers if (trainee + j) % 3 else ["1"] * len(q.blanks))
            drill.next()
        sessions.append(drill.session.results())
        codes.append(drill.text().splitlines()[2].removeprefix("Your results code for the teacher: "))
    assert [read_code(c) for c in codes] == sessions
    final = Results(2026, "online", (True,) * 12).code()
    widget = ClassResults("\n".join([codes[0], final, codes[1], codes[2]]))
    report = widget.report
    assert len(report.results) == 1 and report.dealer == tuple(sessions) and widget.errors == []
    summary = report.dealer_by_kind()
    for kind, s in summary.items():
        scores = [x for d in sessions for x in d.scores if x.kind == kind]
        assert (s.trainees, s.answered, s.right, s.late) == (len(scores), sum(x.answered for x in scores),
                                                             sum(x.right for x in scores), sum(x.late for x in scores))
    assert sum(s.late for s in summary.values()) == 4          # the 30-second trainee is late on each
    view = widget.view_model()
    assert [row[0] for row in view.dealer_table[1:]] == ["Line 1 (deal #2026)", "Line 3 (deal #2026)",
                                                         "Line 4 (deal #2026)"]
    kind = next(iter(summary))
    first = next(x for x in sessions[0].scores if x.kind == kind)
    assert f"{first.right} / {first.answered}, {first.late} late, {first.median:.1f} s" in view.dealer_table[1]
    text, html = widget.text(), widget.html()
    assert "Dealer drills: 3 sessions read" in text and "1 results read (final test #2026" in text
    assert "\nWhole class\n" in text and f"trainees: {summary[kind].trainees}" in text
    assert "<table" in html and "<th scope=\"col\"" in html and "Whole class" in html
    with language("fr"):
        assert "Exercices de croupier" in widget.text() and "Toute la classe" in widget.text()
