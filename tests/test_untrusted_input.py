"""Files and codes from anyone (issue 20): nothing hangs, errors are studlib's clear ones, a
saved hand never goes through a symbolic link. Each test is a reproducer from the issue."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from studlib import RAZZ, STUD, Hand, Structure, phh
from studlib.cards import CardError, parse_cards
from studlib.hand import IllegalAction
from studlib.odds import equity
from studlib.results import Results
from studlib.rules import MAX_CURRENCY, MAX_DECIMALS
from studlib.scenario import MAX_CODE, Scenario, ScenarioError
from studlib.widgets import PracticeTable, Replay, ScenarioBuilder

PROBE = "<img src=x onerror=alert(document.domain)>"

# A short razz hand in PHH, with room for extra fields (TOML keys come before the first table).
HEAD = """variant = "FR"
antes = [0, 0]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
"""
ACTIONS = """actions = ["d dh p1 AsKh7d", "d dh p2 2c3c4c", "p1 pb", "p2 f"]
"""


def record_text(extra: str = "", actions: str = ACTIONS) -> str:
    return HEAD + extra + actions


def test_the_sample_hand_reads():
    assert phh.loads(record_text()).replay().is_over


# --- 2. hangs -----------------------------------------------------------------------------------

def test_structure_refuses_decimals_beyond_the_limit():
    Structure(decimals=MAX_DECIMALS)
    with pytest.raises(ValueError, match=rf"decimals .*0 to {MAX_DECIMALS}, not 1000000000"):
        Structure(decimals=10**9)


def test_phh_money_decimals_beyond_the_limit_is_refused_naming_the_field():
    with pytest.raises(ValueError, match=r"line 7, field '_money_decimals'.*0 to 6"):
        phh.loads(record_text("_money_decimals = 100000000\n"))


def _code_with(**structure) -> str:
    """A share code whose checksum holds but whose structure no Structure accepts (as a code
    made by hand, or by a studlib without the check, would be)."""
    st = Structure()
    for name, value in structure.items():
        object.__setattr__(st, name, value)  # past __post_init__: what a crafted code carries
    return Scenario(STUD, 3, structure=st).code()


def test_a_share_code_with_huge_decimals_is_refused_at_the_table_and_in_the_builder():
    code = _code_with(decimals=10**9)
    with pytest.raises(ScenarioError, match="decimals"):
        Scenario.from_code(code)
    table = PracticeTable(players=3)
    deal = table.seed
    table.open_code(code)
    assert "decimals" in table.message and table.seed == deal
    builder = ScenarioBuilder()
    with pytest.raises(ScenarioError):
        builder.load_code(code)
    assert "decimals" in builder.error and "decimals" in builder.text()
    replay = Replay(record_text())
    replay.open(code)
    assert "decimals" in replay.message and replay.steps == 2   # the hand it had stays


def test_phh_files_beyond_the_stated_size_or_action_count_are_refused():
    with pytest.raises(ValueError, match=f"up to {phh.MAX_TEXT}"):
        phh.loads(record_text(" " * phh.MAX_TEXT))
    many = "actions = [" + ", ".join(['"p1 cc"'] * (phh.MAX_ACTIONS + 1)) + "]\n"
    with pytest.raises(ValueError, match=f"actions; studlib reads hands of up to {phh.MAX_ACTIONS}"):
        phh.loads(record_text(actions=many))


def test_a_phh_file_far_beyond_the_limit_is_refused_unread(tmp_path):
    path = tmp_path / "huge.phh"
    with path.open("wb") as out:
        out.truncate(4 * phh.MAX_TEXT + 1)   # sparse: no disk used
    with pytest.raises(ValueError, match=f"up to {phh.MAX_TEXT}"):
        phh.load(path)


def test_phh_reading_is_linear_a_file_at_the_limits_reads_and_names_its_lines():
    """0.75 MB took 9 s before (a newline count from the top for every action): the file at
    the size and action limits now reads at once, and the line numbers stay right."""
    comment = "# " + "x" * 400 + "\n"
    actions = ("actions = [\n" + "".join('  "# note",\n' for _ in range(phh.MAX_ACTIONS - 4))
               + '  "d dh p1 AsKh7d",\n  "d dh p2 2c3c4c",\n  "p1 pb",\n  "p2 zz",\n]\n')
    padding = comment * ((phh.MAX_TEXT - len(record_text("", actions))) // len(comment))
    text = record_text(padding, actions)
    assert len(text) <= phh.MAX_TEXT
    line = text.count("\n", 0, text.index('"p2 zz"')) + 1
    with pytest.raises(ValueError, match=rf"line {line}, action {phh.MAX_ACTIONS} 'p2 zz'"):
        phh.loads(text)


# Issue 32: tomllib is quadratic in a dotted key's parts (20,000 parts, 40 KB: 7.7 s): what reaches
# it is bounded first, in each way TOML writes a key.
LONG_KEY = ".".join(["a"] * 20_000)


@pytest.mark.parametrize("extra", [
    f"_x.{LONG_KEY} = 1\n",                                    # a bare dotted key
    f"_x = {{{LONG_KEY} = 1}}\n",                              # inside an inline table
    "_x = {" + ".".join(['"a"'] * 20_000) + " = 1}\n",         # quoted parts
    "_x = {" + " . ".join(["a"] * 20_000) + " = 1}\n",         # spaced dots
])
def test_a_key_of_20000_dotted_parts_is_refused_before_tomllib_reads_it(extra):
    with pytest.raises(ValueError, match=rf"line 7: a TOML key of more than {phh.MAX_KEY_PARTS} dotted parts"):
        phh.loads(record_text(extra))


def test_a_table_header_of_20000_parts_is_refused_naming_its_line():
    with pytest.raises(ValueError, match=rf"line 8: a TOML key of more than {phh.MAX_KEY_PARTS} dotted parts"):
        phh.loads(record_text(actions=ACTIONS + f"[_x.{LONG_KEY}]\n"))


def test_keys_within_the_stated_limits_read_and_are_kept():
    parts = ".".join(["a"] * (phh.MAX_KEY_PARTS - 1))
    record = phh.loads(record_text(f"_x.{parts} = 1\n_y = {{{parts} = 2}}\n"))
    assert record.fields["_x"]["a"]["a"] == {"a": {"a": {"a": {"a": {"a": 1}}}}}
    assert phh.loads(phh.dumps(record)).fields == record.fields


def test_too_long_a_key_too_many_keys_or_items_are_refused_with_the_limit():
    with pytest.raises(ValueError, match=f"line 7: a TOML key of {phh.MAX_KEY_LENGTH + 1} characters"):
        phh.loads(record_text("_" + "k" * phh.MAX_KEY_LENGTH + " = 1\n"))
    many = "".join(f"_k{i} = 1\n" for i in range(phh.MAX_KEYS))   # with the 6 above: one too many
    with pytest.raises(ValueError, match=f"line {phh.MAX_KEYS + 1}: more than {phh.MAX_KEYS} keys"):
        phh.loads(record_text(many))
    values = "_v = [" + ",".join(["1"] * phh.MAX_ITEMS) + "]\n"
    with pytest.raises(ValueError, match=f"line 7: more than {phh.MAX_ITEMS} TOML items"):
        phh.loads(record_text(values))


def test_a_number_beyond_pythons_4300_digits_names_its_field():
    with pytest.raises(ValueError, match="line 6, field 'starting_stacks': a number of 5000 digits"):
        phh.loads(record_text().replace("starting_stacks = [100, 100]", "starting_stacks = [100, " + "9" * 5000 + "]"))


def test_equity_refuses_an_explicit_trial_count_beyond_the_default_cap():
    with pytest.raises(ValueError, match="trials is at most"):
        equity(RAZZ, ["As 2c 3d", "Kh Qh Jh"], method="monte_carlo", trials=10**12)


# --- 1. a currency symbol is a short plain string -------------------------------------------------

def test_a_currency_symbol_with_markup_is_refused_on_load_naming_the_field():
    with pytest.raises(ValueError, match=r"line 7, field 'currency_symbol'.*at most 4 characters"):
        phh.loads(record_text(f'currency_symbol = "{PROBE}"\n'))
    with pytest.raises(ValueError):
        Structure(currency="$" * (MAX_CURRENCY + 1))
    assert phh.loads(record_text('currency_symbol = "€"\n')).structure.money(5) == "€5"


def test_replay_opening_a_file_with_markup_says_why_and_shows_no_markup(tmp_path):
    path = tmp_path / "sent.phh"
    path.write_text(record_text(f'currency_symbol = "{PROBE}"\n'), encoding="utf-8")
    with pytest.raises(ValueError, match="currency_symbol"):
        Replay(path)
    replay = Replay(record_text())
    replay.open(str(path))
    assert "currency_symbol" in replay.message
    assert PROBE not in replay.view.value and PROBE not in replay.html()
    assert "&lt;img" in replay.view.value   # the learner reads the refused value as text


# --- 4. clear studlib errors instead of raw exceptions --------------------------------------------

def test_phh_variant_that_is_a_table_is_a_clear_error():
    text = record_text().replace('variant = "FR"', "variant = {}")
    with pytest.raises(ValueError, match="unknown variant"):
        phh.loads(text)
    replay = Replay(record_text())
    replay.open(text)
    assert "unknown variant" in replay.message


def test_toml_nested_100000_deep_is_a_clear_error():
    text = record_text("deep = " + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(ValueError, match=f"line 7: arrays or inline tables nested {phh.MAX_NESTING + 1} deep"):
        phh.loads(text)
    replay = Replay(record_text())
    replay.open(text)
    assert f"at most {phh.MAX_NESTING} deep" in replay.message


@pytest.mark.parametrize("structure, words", [({"bring_in": 0}, "bring-in"), ({"big_bet": 100}, "big bet")])
def test_share_code_with_an_impossible_structure_is_a_scenario_error_shown_by_the_builder(structure, words):
    code = _code_with(**structure)
    with pytest.raises(ScenarioError, match=words):
        Scenario.from_code(code)
    builder = ScenarioBuilder()
    builder.code_box.value = code
    builder.load_button.click()   # the button's handler keeps the error on screen
    assert words in builder.error and words in builder.view.value


@pytest.mark.parametrize("amount", ["x", 1.5, True, -200, [1]])
def test_act_with_an_amount_that_is_not_chips_is_illegal_and_changes_nothing(amount):
    hand = Hand(STUD, [1000] * 3, seed=1)
    hand.act("bring_in")
    before = (hand.to_act, hand.pot, list(hand.stacks), len(hand.history))
    with pytest.raises(IllegalAction, match="whole number of chips"):
        hand.act("complete", amount)
    assert (hand.to_act, hand.pot, list(hand.stacks), len(hand.history)) == before


def test_parse_cards_of_a_number_is_a_card_error():
    with pytest.raises(CardError, match="Cards are text such as 'As Kh 7d'"):
        parse_cards(0)


def test_hand_with_a_number_for_stacks_is_a_clear_error():
    with pytest.raises(ValueError, match=r"stacks are a list .*not 252"):
        Hand(STUD, 252)


def test_share_and_results_codes_longer_than_the_limit_are_refused_before_any_work():
    for read in (Scenario.from_code, Results.from_code):
        with pytest.raises(ScenarioError, match=f"at most {MAX_CODE} characters"):
            read("7" * 1_000_000)


def test_the_longest_share_code_fits_the_limit():
    """Eight seats with six chosen cards each, stacks, structure and seed at their largest."""
    from studlib.cards import CARDS

    top = 2**63 - 1
    st = Structure(ante=top - 2, bring_in=top - 2, small_bet=top - 1, big_bet=top, decimals=6)
    seats = {s: list(CARDS[6 * s:6 * s + 6]) for s in range(8)}
    scenario = Scenario(STUD, 8, seats, stacks=[top] * 8, structure=st, rules="cardroom", seed=2**32 - 1)
    code = scenario.code()
    assert len(code) <= MAX_CODE and Scenario.from_code(code) == scenario


# --- 5. "Save this hand" never writes through a symbolic link -------------------------------------

@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symbolic links")
def test_save_this_hand_does_not_follow_a_dangling_symlink(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "elsewhere" / "victim.txt"
    target.parent.mkdir()
    (tmp_path / "hands").mkdir()
    link = tmp_path / "hands" / "stud-deal-4711.phh"
    link.symlink_to(target)   # dangling: the target does not exist yet
    table = PracticeTable(players=3)
    saved = table.save_hand()
    assert saved == Path("hands/stud-deal-4711-2.phh")
    assert not target.exists() and link.is_symlink()
    assert phh.load(tmp_path / saved).deal_number == 4711


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="symbolic links")
def test_save_this_hand_skips_a_name_taken_between_choice_and_open(tmp_path, monkeypatch):
    """The name is checked, then another process (or a link) takes it: the open itself refuses."""
    from studlib import hand_files

    monkeypatch.chdir(tmp_path)
    (tmp_path / "hands").mkdir()
    target = tmp_path / "victim.txt"
    names = iter([Path("hands/a.phh"), Path("hands/b.phh")])

    def name_for() -> Path:
        path = next(names)
        if path.name == "a.phh":
            (tmp_path / path).symlink_to(target)   # taken after the check
        return path

    monkeypatch.setattr(hand_files, "free_name", lambda folder, stem: name_for())
    assert hand_files.save_hand(Path("hands"), "a", "x = 1\n") == Path("hands/b.phh")
    assert not target.exists() and (tmp_path / "hands" / "b.phh").read_text() == "x = 1\n"


# --- Issue 32: raw exceptions from the reading front become clear errors ----------------------------

def test_a_rules_name_that_is_not_text_is_a_clear_error_and_replay_open_never_raises():
    text = record_text("_rules = {name = {}}\n")
    with pytest.raises(ValueError, match=r"line 7, field '_rules': Rules.name must be a text"):
        phh.loads(text)
    replay = Replay(record_text())
    replay.open(text)
    assert "Rules.name must be a text" in replay.message and replay.steps == 2


def test_a_name_too_long_for_a_file_is_a_clear_error():
    with pytest.raises(ValueError, match="File name too long"):
        phh.load("A" * 300)
    with pytest.raises(ValueError, match="code"):
        Replay("A" * 300)           # not a file: read as a share code, and refused as one
    with pytest.raises(ValueError, match="there is no file"):
        Replay("A" * 300 + ".phh")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and devices as on Linux and macOS")
def test_phh_load_refuses_what_is_not_a_regular_file_before_reading(tmp_path):
    """/dev/zero grew memory without bound and a pipe blocked forever: both are refused unread."""
    fifo = tmp_path / "hand.phh"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero"), tmp_path):
        with pytest.raises(ValueError, match="is not a file .*PHH files only"):
            phh.load(path)
    replay = Replay(record_text())
    replay.open(str(fifo))
    assert "is not a file" in replay.message and replay.steps == 2


def test_a_phh_file_that_is_not_utf8_is_a_clear_error(tmp_path):
    path = tmp_path / "latin.phh"
    path.write_bytes(record_text('event = "caf\xe9"\n').encode("latin-1"))
    with pytest.raises(ValueError, match="not UTF-8 text"):
        phh.load(path)


def test_an_error_quotes_a_short_excerpt_of_a_900_kb_action_or_value():
    huge = "x" * 900_000
    with pytest.raises(ValueError, match="line 7, action 3 'p1 xxx") as bad_action:
        phh.loads(record_text(actions=f'actions = ["d dh p1 AsKh7d", "d dh p2 2c3c4c", "p1 {huge}"]\n')).replay()
    with pytest.raises(ValueError, match="actions must be a list of strings") as bad_list:
        phh.loads(record_text(actions=f'actions = [1, "{huge}"]\n'))
    with pytest.raises(ValueError, match="unknown variant 'yyy") as bad_variant:
        phh.loads(record_text().replace('"FR"', '"' + "y" * 900_000 + '"'))
    for error in (bad_action, bad_list, bad_variant):
        assert len(str(error.value)) < 300


def test_a_typed_number_of_5000_digits_is_out_of_range_in_studlibs_words():
    """Python refuses to read more than 4,300 digits with a message of its own; the box says what is allowed."""
    from studlib.widgets.number_box import read_whole_number
    with pytest.raises(ValueError, match="is a whole number from 0 to") as error:
        read_whole_number("9" * 5000, 0, 10**6, what="The deal number")
    assert len(str(error.value)) < 200
    assert read_whole_number("0" * 5000 + "42", 0, 10**6) == 42
