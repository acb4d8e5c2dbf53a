"""Fuzzing every entry point that reads input from anyone (issue 20, "Done when").

Whatever is typed, pasted or sent — cards, stacks, actions, a PHH file, a share code, a results
code, a progress file — the answer is a result or one of studlib's clear errors (a ValueError
with a message), never another exception, never a hang (each example has a deadline), and a
refused action leaves the hand exactly as it was. Bounded: derandomized, few examples, about
ten seconds for the module.
"""

from __future__ import annotations

import json
import math
import signal
from contextlib import contextmanager

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from studlib import RAZZ, STUD, STUD8, ActionKind, Hand, IllegalAction, Structure, phh
from studlib.cards import Card, parse_cards
from studlib.progress import Progress
from studlib.results import Results
from studlib.scenario import CodeBits, Scenario, encode_code

FUZZ = settings(max_examples=60, deadline=2000,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])


def is_clear_error(err: BaseException) -> bool:
    """ValueError itself or one of studlib's own ValueErrors (CardError, IllegalAction,
    ScenarioError), with a message: not UnicodeError, JSONDecodeError or another library's."""
    kind = type(err)
    return (kind is ValueError or (isinstance(err, ValueError) and kind.__module__.startswith("studlib"))) \
        and bool(str(err).strip())


class Hang(Exception):
    """An entry point still busy after HANG_S seconds."""


HANG_S = 5


@contextmanager
def no_hang(seconds: float = HANG_S):
    """Fail with Hang instead of waiting for ever (hypothesis's deadline only judges examples
    that finish). Where there is no SIGALRM (Windows), the deadline is all there is."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def stop(signum, frame):
        raise Hang(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def result_or_clear_error(call, *args, **kwargs):
    """call(...) or None when it raised a clear studlib error; anything else fails the test."""
    try:
        with no_hang():
            return call(*args, **kwargs)
    except ValueError as err:
        assert is_clear_error(err), f"{type(err).__name__}: {err}"
        return None


# Anything a caller might pass by mistake.
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(),
                 st.text(max_size=20), st.binary(max_size=8), st.lists(st.integers(-5, 5), max_size=4),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
CARD_WORDS = st.sampled_from(["As", "Kh", "7d", "2c", "10h", "Td", "Rco", "Dpi", "10ca", "A♠", "K♦", "??", "?",
                              "AsKh7d", "Xx", "1s", "As,Kh", "", " ", "as", "AS", "♠A", "10", "Kh;Qs"])
CARD_TEXT = st.lists(CARD_WORDS, max_size=9).map(" ".join)


@FUZZ
@given(st.one_of(CARD_TEXT, JUNK, st.lists(st.one_of(CARD_WORDS, JUNK), max_size=6)))
@example(0)
def test_parse_cards_reads_cards_or_says_what_is_wrong(value):
    cards = result_or_clear_error(parse_cards, value)
    if cards is not None:
        assert isinstance(cards, tuple) and all(isinstance(c, Card) for c in cards)
        assert len(set(cards)) == len(cards)


STACKS = st.one_of(st.lists(st.one_of(st.integers(-10, 10**6), JUNK), max_size=10), JUNK)


@FUZZ
@given(game=st.one_of(st.sampled_from([STUD, STUD8, RAZZ]), JUNK), stacks=STACKS,
       structure=st.one_of(st.none(), st.just(Structure()), JUNK),
       seed=st.one_of(st.none(), st.integers(0, 10**9), JUNK), deck=st.one_of(st.none(), CARD_TEXT, JUNK))
@example(game=STUD, stacks=252, structure=None, seed=None, deck=None)
def test_hand_deals_or_says_what_is_wrong(game, stacks, structure, seed, deck):
    hand = result_or_clear_error(Hand, game, stacks, structure=structure, seed=seed, deck=deck)
    if hand is not None:
        assert hand.to_act is not None and sum(hand.stacks) + hand.pot == sum(hand.starting_stacks)


def snapshot(hand: Hand) -> tuple:
    """Everything an action could change."""
    return (hand.to_act, hand.pot, tuple(hand.stacks), len(hand.history), len(hand.log), hand.street,
            hand.is_over, tuple(tuple(hand.up_cards(s)) for s in range(hand.n_seats)))


KINDS = st.one_of(st.sampled_from([k.value for k in ActionKind] + list(ActionKind)), JUNK)
AMOUNTS = st.one_of(st.none(), st.sampled_from([0, 1, 40, 50, 100, 200, 400, 600, 800, 1200, 10**6]),
                    st.integers(-10, 10**4), JUNK)


@FUZZ
@given(players=st.integers(2, 8), seed=st.integers(0, 10**6),
       decisions=st.lists(st.tuples(KINDS, AMOUNTS, st.booleans()), max_size=60))
@example(players=3, seed=1, decisions=[("complete", "x", False)])
@example(players=3, seed=1, decisions=[("complete", 1.5, False)])
def test_act_takes_a_legal_decision_or_refuses_it_and_changes_nothing(players, seed, decisions):
    hand = Hand(STUD, [3000] * players, seed=seed)
    total = sum(hand.starting_stacks)
    for kind, amount, passive in decisions:
        if hand.is_over:
            break
        if passive:   # half the time, a decision that is legal: the hand moves on
            kind, amount = hand.passive_action().kind, None
        before = snapshot(hand)
        try:
            with no_hang():
                hand.act(kind, amount)
        except IllegalAction as err:
            assert str(err).strip()
            assert snapshot(hand) == before, f"state changed after a refused {kind!r} {amount!r}"
        assert sum(hand.stacks) + hand.pot + sum(hand.payoffs if hand.is_over else ()) >= 0
        if not hand.is_over:
            assert sum(hand.stacks) + hand.pot == total


TOML_VALUES = st.one_of(st.sampled_from(['"F7S"', '"F7S/8"', '"FR"', "{}", "[]", "[1, 2]", "0", "-1", "1.5", "true",
                                         '"$"', '"€"', '"<b>"', "100000000", "[[[[1]]]]", '"x"', "1e400",
                                         "inf", "nan", "2000-01-01"]),
                        st.integers(-10, 10**4).map(str), st.text(max_size=8).map(json.dumps))
ACTION_PIECES = st.sampled_from(["d dh p1 AsKh7d", "d dh p2 2c3c4c", "d dh p3 ????Qs", "d dh p1 5d", "d db 9s",
                                 "p1 pb", "p2 pb", "p1 cc", "p2 cc", "p1 f", "p2 f", "p1 cbr 2", "p2 cbr 4",
                                 "p1 cbr 8", "p9 cc", "p1 sm AsKh7d", "p2 sm -", "# a comment", "p1 cc # x",
                                 "d dh p2 AsAs", "", "zz", "p0 f", "p1 cbr 99999999999999999999"])


SAMPLE_PHH = ('variant = "FR"\nantes = [0, 0]\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\n'
              'starting_stacks = [100, 100]\nactions = ["d dh p1 AsKh7d", "d dh p2 2c3c4c", "p1 pb", "p2 f"]\n')


@st.composite
def phh_texts(draw) -> str:
    fields = {"variant": '"FR"', "antes": "[0, 0]", "bring_in": "1", "small_bet": "2", "big_bet": "4",
              "starting_stacks": "[100, 100]"}
    for name in draw(st.lists(st.sampled_from(list(fields) + ["currency_symbol", "_money_decimals", "players",
                                                              "finishing_stacks", "_rules", "_deal_number"]),
                              max_size=3, unique=True)):
        fields[name] = draw(TOML_VALUES)
    for name in draw(st.lists(st.sampled_from(list(fields)), max_size=1)):
        del fields[name]
    actions = draw(st.lists(ACTION_PIECES, max_size=12))
    return "".join(f"{k} = {v}\n" for k, v in fields.items()) + f"actions = {json.dumps(actions)}\n"


@FUZZ
@given(st.one_of(phh_texts(), st.text(max_size=200)))
@example(SAMPLE_PHH.replace('variant = "FR"', "variant = {}"))
@example(SAMPLE_PHH + "deep = " + "[" * 100_000 + "]" * 100_000 + "\n")
@example(SAMPLE_PHH + "_money_decimals = 100000000\n")
@example(SAMPLE_PHH + 'currency_symbol = "<img src=x onerror=alert(1)>"\n')
def test_phh_reads_a_record_or_says_what_is_wrong_and_a_record_replays_or_says_why(text):
    record = result_or_clear_error(phh.loads, text)
    if record is not None:
        hand = result_or_clear_error(record.replay)
        if hand is not None:
            assert sum(hand.stacks) + (hand.pot if not hand.is_over else 0) <= sum(record.starting_stacks)


def checked_code(draw_bits: tuple[int, int]) -> str:
    """A code whose checksum holds around any payload: the reader must cope with what is inside."""
    value, length = draw_bits
    return encode_code(CodeBits(value & ((1 << length) - 1), length))


def code_with(**structure) -> str:
    """A code whose checksum holds around a structure no Structure accepts (a crafted code)."""
    st_ = Structure()
    for name, value in structure.items():
        object.__setattr__(st_, name, value)
    return Scenario(STUD, 3, structure=st_).code()


PAYLOADS = st.integers(0, 1400).flatmap(lambda n: st.tuples(st.integers(0, 2**n - 1), st.just(n)))
TYPED = st.text(alphabet="0123456789ABCDEFGHJKMNPQRSTVWXYZ-ilo ?é<", max_size=40)


@FUZZ
@given(st.one_of(PAYLOADS.map(checked_code), TYPED, JUNK))
@example(code_with(bring_in=0))
@example(code_with(big_bet=100))
@example(code_with(decimals=10**9))
@example("7" * 100_000)
def test_share_codes_deal_a_scenario_or_say_what_is_wrong(code):
    scenario = result_or_clear_error(Scenario.from_code, code)
    if scenario is not None:
        assert Scenario.from_code(scenario.code()) == scenario
        result_or_clear_error(scenario.hand)


# Results codes start with their tag (6) and version (1): most payloads get past them.
RESULTS_PAYLOADS = st.integers(5, 400).flatmap(
    lambda n: st.tuples(st.integers(0, 2**(n - 5) - 1).map(lambda rest: ((6 << 2 | 1) << (n - 5)) | rest),
                        st.just(n)))


@FUZZ
@given(st.one_of(RESULTS_PAYLOADS.map(checked_code), PAYLOADS.map(checked_code), TYPED, JUNK))
def test_results_codes_read_or_say_what_is_wrong(code):
    results = result_or_clear_error(Results.from_code, code)
    if results is not None:
        assert 0 <= results.score <= results.n and Results.from_code(results.code()) == results


# --- a learner's progress file ---------------------------------------------------------------

RECORD = {"attempts": 1, "misses": 0, "last_seen": "2026-12-02T20:11:45+00:00",
          "card": {"card_id": 1, "state": 1, "step": 1, "stability": 2.3, "difficulty": 2.1,
                   "due": "2026-12-02T20:21:45+00:00", "last_review": "2026-12-02T20:11:45+00:00"}}
# st.builds(dict): a new {} for each draw (one shared {} could be put inside itself).
FINITE = st.one_of(st.none(), st.booleans(), st.integers(-10, 10**6), st.floats(allow_nan=False, allow_infinity=False),
                   st.text(max_size=12), st.lists(st.integers(), max_size=2), st.builds(dict))


@st.composite
def progress_files(draw, values=FINITE) -> str:
    """A progress file of the real shape with some fields changed, or a broken one."""
    record = json.loads(json.dumps(RECORD))
    for key in draw(st.lists(st.sampled_from(["attempts", "misses", "last_seen", "card"]), max_size=2, unique=True)):
        record[key] = draw(values)
    if isinstance(record["card"], dict):
        for key in draw(st.lists(st.sampled_from(list(RECORD["card"])), max_size=2, unique=True)):
            record["card"][key] = draw(values)
    rules = {draw(st.sampled_from(["GEN-3.2", "RAZZ-8.2", "T-5", "XX-99.9", ""])): record}
    data = {"format": draw(st.sampled_from([1, 1, 1, 2, "1", None])), "rules": rules}
    text = json.dumps(data)
    return draw(st.sampled_from([text, text[: len(text) // 2], "[]", "null", "{}", ""]))


@FUZZ
@given(text=progress_files())
def test_a_progress_file_with_finite_values_loads_or_is_set_aside(text, tmp_path_factory):
    """What today's engine already guarantees: load never raises, an unreadable record gets the notice."""
    path = tmp_path_factory.mktemp("progress") / "progress.json"
    path.write_text(text, encoding="utf-8")
    progress = Progress(path)
    assert isinstance(progress.notice, str)
    assert progress.notice or path.exists()   # kept as it was, or set aside with a notice


ANY_NUMBER = st.one_of(st.sampled_from([math.inf, -math.inf, math.nan, 1e308, -1, "x"]), FINITE)


def progress_text(key: str, value) -> str:
    """The issue's files: the real record with one field changed."""
    record = json.loads(json.dumps(RECORD))
    (record if key in record else record["card"])[key] = value
    return json.dumps({"format": 1, "rules": {"GEN-3.2": record}})


@FUZZ
@given(text=progress_files(values=ANY_NUMBER))
@example(text=progress_text("step", "x"))
@example(text=progress_text("stability", -1))
@example(text=progress_text("stability", math.nan))
@example(text=progress_text("attempts", math.inf))
def test_any_progress_file_loads_and_the_next_answer_is_recorded(text, tmp_path_factory):
    path = tmp_path_factory.mktemp("progress") / "progress.json"
    path.write_text(text.replace("Infinity", "1e400"), encoding="utf-8")
    progress = Progress(path)
    progress.record(["GEN-3.2"], correct=True)
    assert Progress(path).rules["GEN-3.2"].attempts >= 1
