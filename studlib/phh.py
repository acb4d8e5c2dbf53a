"""PHH hand histories (TOML): read a record, replay it through studlib.Hand, write any Hand.

    from studlib import phh
    record = phh.load("hand.phh")         # or phh.loads(text)
    record.variant                        # 'F7S', 'F7S/8' or 'FR'
    hand = record.replay()                # a Hand played to where the record ends
    record.finishing_stacks               # as recorded, or None
    text = phh.dumps(hand)                # any Hand, finished or not
    phh.dump(hand, "out.phh")

PHH (Poker Hand History) is the open format of PokerKit and of the public PHH dataset: TOML
data, players p1..pN in dealing order (seat 0 is p1), and an `actions` list: 'd dh p3 AsKh7d'
deals cards (third street: the two down cards, then the door card; later streets one card),
'd db 7c' the community card, 'p3 pb' posts the bring-in, 'p3 cbr 400' completes, bets or
raises to 400, 'p3 cc' checks or calls, 'p3 f' folds, 'p3 sm AsKh...' shows. '????' is a card
nobody saw. Burned cards are not recorded: any card the record never shows stands in for them,
which changes nothing anyone sees.

The file is read with tomllib: data only, nothing in it is run. Every field other than the
rules of the game is kept in `Record.fields` and written back by `dumps(record)`. studlib adds
three fields of its own, prefixed with '_' as PHH asks: `_rules` (the table's house rules),
`_deal_number` and `_money_decimals`. A record without `_rules` is replayed with the
tournament rules (`Rules.tournament()`: real hands such as the WSOP ones), unless the caller
passes `rules=`.
"""

from __future__ import annotations

import datetime
import json
import os
import re
import stat
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from pathlib import Path
from typing import Any

from . import events
from . import explain as E
from .cards import Card, CardError, parse_card
from .dealing import Recorded
from .games import RAZZ, STUD, STUD8, Game
from .hand import ActionKind, Hand, IllegalAction
from .i18n import _, ngettext
from .rules import Rules, Structure

# The messages are explain.PHH_* (read as E.PHH_... when an error is raised, so they follow the
# language in force); the street names too (E.STREET_NAMES).

__all__ = ["Record", "ReplayNote", "NoteKind", "load", "loads", "dump", "dumps", "VARIANTS"]

VARIANTS: dict[str, Game] = {"F7S": STUD, "F7S/8": STUD8, "FR": RAZZ}
_VARIANT_OF = {game.code: code for code, game in VARIANTS.items()}
REQUIRED = ("variant", "antes", "bring_in", "small_bet", "big_bet", "starting_stacks", "actions")
# The PHH standard's optional fields (PokerKit 0.7.7's HandHistory.optional_field_names), in
# the order they are written; fields starting with '_' are user-defined and follow them.
OPTIONAL = ("author", "event", "url", "venue", "address", "city", "region", "postal_code",
            "country", "time", "time_zone", "day", "month", "year", "hand", "level", "seats",
            "seat_count", "table", "players", "finishing_stacks", "winnings", "currency",
            "currency_symbol", "ante_trimming_status", "time_limit", "time_banks")
_UNKNOWN = "??"
# What one file may hold: a real stud hand is a few kilobytes and under 200 actions. The limits
# keep a crafted file from tying up the kernel; they are far above any hand that was played.
MAX_TEXT = 1_000_000    # characters
MAX_ACTIONS = 2_000

_PLAYER = r"p([1-9][0-9]*)"
_CARDS = r"((?:[2-9TJQKA?][cdhs?])+)"
# Each action's form, found by its second word ('d dh ...', 'p3 cbr ...').
_ACTION_FORMS = {
    "dh": ("deal", re.compile(rf"d dh {_PLAYER} {_CARDS}")),
    "db": ("board", re.compile(rf"d db {_CARDS}")),
    "pb": ("pb", re.compile(rf"{_PLAYER} pb")),
    "f": ("f", re.compile(rf"{_PLAYER} f")),
    "cc": ("cc", re.compile(rf"{_PLAYER} cc")),
    "cbr": ("cbr", re.compile(rf"{_PLAYER} cbr ([0-9]+)")),
    "sm": ("sm", re.compile(rf"{_PLAYER} sm(?: (-|{_CARDS[1:-1]}))?")),
}


@dataclass(frozen=True)
class Step:
    """One entry of `actions`, read: what it is, whose it is, its cards or amount, its line."""

    index: int                    # counting from 1, as the error messages say it
    text: str
    line: int
    verb: str                     # 'deal', 'board', 'pb', 'f', 'cc', 'cbr' or 'sm'
    seat: int | None = None       # p1 is seat 0
    cards: tuple[Card | None, ...] = ()   # None: a card nobody saw ('??')
    amount: int | None = None

    @property
    def where(self) -> str:
        return _where(self.line, self.index, self.text)


_EXCERPT = 60   # characters of a value or an action an error message shows (a file may hold 900 KB)


class _Excerpt:
    """A value as an error message shows it: its repr, cut to _EXCERPT characters."""

    def __init__(self, value: Any) -> None:
        self.value = value

    def __repr__(self) -> str:
        text = repr(self.value)
        return text if len(text) <= _EXCERPT else text[:_EXCERPT - 3] + "..."

    __str__ = __repr__


def _cut(text: str) -> str:
    """An action as an error message quotes it: its first _EXCERPT characters."""
    return text if len(text) <= _EXCERPT else text[:_EXCERPT - 1] + "…"


def _where(line: int, index: int, text: str) -> str:
    """'line 12, action 14 'p3 cc'', or without the line when it is not known (0)."""
    text = _cut(text)
    if line:
        return E.PHH_WHERE_ACTION.format(line=line, index=index, action=text)
    return E.PHH_WHERE_INDEX.format(index=index, action=text)


@dataclass(frozen=True)
class Record:
    """One hand history: the game, the structure, the stacks, the actions and every other field."""

    variant: str
    antes: tuple[int, ...]
    bring_in: int
    small_bet: int
    big_bet: int
    starting_stacks: tuple[int, ...]
    actions: tuple[str, ...]
    fields: Mapping[str, Any] = field(default_factory=dict)
    # (action, line) pairs from the file it was read from: error messages name the line. A
    # Record made or changed in code (dataclasses.replace) has actions of its own, and keeps only
    # the lines of the actions that are still the same, in the same place.
    lines: tuple[tuple[str, int], ...] = field(default=(), repr=False, compare=False)
    steps: tuple[Step, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Read every action for its form, its player and its cards (a ValueError names it)."""
        known = dict(enumerate(self.lines))
        lines = [known[i][1] if i in known and known[i][0] == a else 0 for i, a in enumerate(self.actions)]
        object.__setattr__(self, "steps", _read_steps(list(self.actions), len(self.starting_stacks), lines))
        _collect_deals(self)  # the deals' shape is the format's business: refused at once

    @property
    def game(self) -> Game:
        return VARIANTS[self.variant]

    @property
    def players(self) -> int:
        return len(self.starting_stacks)

    @property
    def finishing_stacks(self) -> list[int] | None:
        """The stacks after the hand as the record states them (None when it does not)."""
        value = self.fields.get("finishing_stacks")
        return list(value) if value is not None else None

    @property
    def deal_number(self) -> int | None:
        """The practice table's deal number, when studlib wrote the file."""
        return self.fields.get("_deal_number")

    @property
    def structure(self) -> Structure:
        symbol = self.fields.get("currency_symbol", "")
        decimals = self.fields.get("_money_decimals", 0)
        return Structure(ante=self.antes[0] if self.antes else 0, bring_in=self.bring_in,
                         small_bet=self.small_bet, big_bet=self.big_bet,
                         currency=symbol, decimals=decimals)

    @property
    def rules(self) -> Rules:
        """The house rules the file names in `_rules`, else the tournament rules."""
        value = self.fields.get("_rules")
        return _rules_from(value) if value is not None else Rules.tournament()

    @property
    def decisions(self) -> int:
        """How many decisions (bring-in, completions, bets, raises, calls, checks, folds) it records."""
        return sum(step.verb in _DECISIONS for step in self.steps)

    def replay(self, rules: Rules | None = None, decisions: int | None = None) -> Hand:
        """The hand played through studlib to where the record ends, or after its first
        `decisions` decisions (0: as dealt, before the bring-in).

        Every decision must come from the player studlib has to act, be legal under `rules`
        (default: `self.rules`) and every dealt card land where studlib deals it; else a
        ValueError names the action and what is wrong, in the engine's words.
        """
        return _replay(self, rules if rules is not None else self.rules, decisions)

    def replay_notes(self, rules: Rules | None = None) -> tuple[ReplayNote, ...]:
        """What the replay had to read into the record: the cards the record says '??' (left
        unknown), and raises written short of the fixed-limit size (see ReplayNote)."""
        notes: list[ReplayNote] = []
        hand = _replay(self, rules if rules is not None else self.rules, None, notes)
        notes += _unseen_notes(self, hand)
        return tuple(sorted(notes, key=lambda note: note.index))


class NoteKind(Enum):
    UNSEEN = "unseen"             # cards the record writes '??': the replay dealt these
    SHORT_RAISE = "short_raise"   # a raise written "to" what the last opponent can call


@dataclass(frozen=True)
class ReplayNote:
    """Something the replay read into a real record, as data (its sentence: text())."""

    kind: NoteKind
    index: int                      # the action's index, counting from 1
    seat: int
    unseen: int = 0                 # UNSEEN: how many of the deal's cards nobody saw
    recorded: int = 0               # SHORT_RAISE: the amount the record writes
    amount: int = 0                 # SHORT_RAISE: the fixed-limit raise the replay makes

    def text(self, structure: Structure) -> str:
        """The note in the language in force."""
        player = f"p{self.seat + 1}"
        if self.kind is NoteKind.UNSEEN:
            return ngettext("Action {index}: {player}'s card was not seen ('??'); the replay leaves it "
                            "unknown and takes the record's word for who acted first.",
                            "Action {index}: {player}'s {count} cards were not seen ('??'); the replay leaves "
                            "them unknown and takes the record's word for who acted first.",
                            self.unseen).format(index=self.index, player=player, count=self.unseen)
        return _("Action {index}: {player}'s raise is written to {recorded}, all the last opponent can call; "
                 "fixed limit makes it a raise to {amount}, and what nobody calls comes back (GEN-12.4).").format(
                     index=self.index, player=player, recorded=structure.money(self.recorded),
                     amount=structure.money(self.amount))


# --- what reaches the TOML reader ------------------------------------------------------------
# tomllib's reader is quadratic in the number of parts of a dotted key (a 20,000-part key, 40 KB,
# took 7.7 s; at MAX_TEXT, hours), so keys, their parts, their number and the nesting are checked
# first, by one linear pass over the text. A PHH file's keys are a few dozen flat names
# ('actions', '_rules', 'time_zone'); 'a.b = 1' and '[a.b]' have two parts.
MAX_KEY_LENGTH = 200    # characters of one key, dots and quotes included
MAX_KEY_PARTS = 8       # dotted parts of one key ('a.b.c' has 3)
MAX_KEYS = 1_000        # keys and table headers in one file
MAX_NESTING = 16        # arrays and inline tables inside one another
MAX_ITEMS = 20_000      # names, values, brackets and commas (MAX_ACTIONS strings and their commas fit)
MAX_DIGITS = 4300       # Python's own limit for reading a whole number (sys.get_int_max_str_digits)

_SPACE = re.compile(r"[ \t\r\n]+")
_TOKEN = re.compile(r"""[A-Za-z0-9_+-]+|"(?:[^"\\\n]|\\.)*"?|'[^'\n]*'?""")


def _multiline_end(text: str, i: int) -> int:
    """Just past the multi-line string (three quotes of either kind) opening at text[i], or the end."""
    quote = text[i] * 3
    end = text.find(quote, i + 3)
    while quote[0] == '"' and end > 0 and _escaped(text, end):
        end = text.find(quote, end + 1)
    return len(text) if end < 0 else end + 3


def _escaped(text: str, i: int) -> bool:
    """Whether text[i] comes after an odd number of backslashes."""
    k = i
    while k > 0 and text[k - 1] == "\\":
        k -= 1
    return (i - k) % 2 == 1


@dataclass
class _Key:
    """The run of names joined by dots being read: where it starts and ends, its line, its parts."""

    start: int = 0
    end: int = 0
    line: int = 0
    parts: int = 0
    header: bool = False


def _check_toml_shape(text: str) -> None:
    """Refuse, before tomllib reads it, a key of more than MAX_KEY_PARTS parts or MAX_KEY_LENGTH
    characters (in `a.b = 1`, `[a.b]` headers and inline `{a.b = 1}` alike), more than MAX_KEYS
    keys, arrays and inline tables nested more than MAX_NESTING deep, and a whole number of more
    than MAX_DIGITS digits; one pass over the text, naming the line.

    Context-free on purpose: every run of names and quoted names joined by dots counts as a
    key (a number such as 1.5 is two short parts), so no way of writing a key slips past."""
    i, n, line = 0, len(text), 1
    depth, header, first_on_line = 0, False, True
    key, after_dot, field, keys, items = _Key(), False, "?", 0, 0

    def refuse(k: _Key) -> ValueError:
        if k.parts > MAX_KEY_PARTS:
            return ValueError(_("line {line}: a TOML key of more than {limit} dotted parts; a PHH file's keys "
                                "have at most {limit} ('_rules.bring_in' has 2).").format(line=k.line,
                                                                                       limit=MAX_KEY_PARTS))
        return ValueError(_("line {line}: a TOML key of {length} characters; a PHH file's keys have at most "
                            "{limit}.").format(line=k.line, length=k.end - k.start, limit=MAX_KEY_LENGTH))

    def close(is_key: bool) -> None:
        """The run of names ends; `is_key`: it is followed by '=' (or it is a table header)."""
        nonlocal keys
        if key.parts and (is_key or key.header):
            keys += 1
            if keys > MAX_KEYS:
                raise ValueError(_("line {line}: more than {limit} keys; a PHH file has a few dozen.").format(
                    line=key.line, limit=MAX_KEYS))
        if key.parts > MAX_KEY_PARTS or ((is_key or key.header or key.parts > 1)
                                         and key.end - key.start > MAX_KEY_LENGTH):
            raise refuse(key)
        key.parts = 0

    while i < n:
        c = text[i]
        if c in " \t\r\n":
            j = _SPACE.match(text, i).end()
            if "\n" in text[i:j]:   # a key ends with its line
                close(False)
                line += text.count("\n", i, j)
                first_on_line, after_dot = True, False
            i = j
            continue
        items += 1
        if items > MAX_ITEMS:   # tomllib reads some 100,000 a second: a hand has a few thousand
            raise ValueError(_("line {line}: more than {limit} TOML items (names, values, brackets, commas); "
                               "a PHH hand has a few thousand.").format(line=line, limit=MAX_ITEMS))
        if text.startswith(('"""', "'''"), i):   # a multi-line string is a value, never a key
            close(False)
            j = _multiline_end(text, i)
            line += text.count("\n", i, j)
            i, first_on_line, after_dot = j, False, False
            continue
        m = _TOKEN.match(text, i)
        if m is not None:   # a bare name or number, or a one-line string
            j = m.end()
            if c not in "\"'" and j - i > MAX_DIGITS:
                digits = text[i:j].lstrip("+-").replace("_", "")
                if len(digits) > MAX_DIGITS and digits.isdigit():
                    raise ValueError(_("line {line}, field {field!r}: a number of {digits} digits; studlib reads "
                                       "whole numbers of up to {limit} digits.").format(
                        line=line, field=field, digits=len(digits), limit=MAX_DIGITS))
            if after_dot and key.parts:
                key.parts += 1
                if key.parts > MAX_KEY_PARTS:  # refused at once: the rest of the run is not read
                    raise refuse(key)
            else:
                close(False)
                key.start, key.line, key.parts, key.header = i, line, 1, header
            key.end, after_dot = j, False
            i, first_on_line = j, False
            continue
        if c == "." and key.parts and not after_dot:
            after_dot = True
            i += 1
            continue
        after_dot = False
        if c == "=" and key.parts:
            field = text[key.start:min(key.end, key.start + 40)]
            close(True)
        else:
            close(False)
        if c == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif c == "[" and depth == 0 and first_on_line:
            header = True   # a table header ('[a]', '[[a]]'), not an array
            if text.startswith("[[", i):
                i += 1
        elif c == "]" and header:
            header = False
            if text.startswith("]]", i):
                i += 1
        elif c in "[{":
            depth += 1
            if depth > MAX_NESTING:
                raise ValueError(_("line {line}: arrays or inline tables nested {depth} deep; a PHH file "
                                   "nests them at most {limit} deep.").format(line=line, depth=depth,
                                                                               limit=MAX_NESTING))
        elif c in "]}":
            depth = max(0, depth - 1)
        first_on_line = False
        i += 1
    close(False)


# --- reading -------------------------------------------------------------------------------

def load(path: str | Path) -> Record:
    """The record in a .phh file; a ValueError says why a file cannot be read.

    Only a regular file is read, checked on the open file before reading: a device such as
    /dev/zero never ends and a pipe waits forever. The file is opened without waiting (a pipe
    opens at once) and at most 4 * MAX_TEXT + 1 bytes are read whatever its size claims."""
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except (OSError, ValueError) as err:   # missing, a name too long, no permission, a NUL byte
        raise ValueError(_("Cannot open the PHH file {name!r}: {error}.").format(
            name=_short_name(path), error=getattr(err, "strerror", None) or err)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise ValueError(_("{name!r} is not a file (a folder, a device or a pipe): studlib reads PHH "
                               "files only.").format(name=_short_name(path)))
        if info.st_size > 4 * MAX_TEXT:  # 4 bytes at most per character: refused unread
            raise ValueError(_("This PHH file is {size} bytes long: studlib reads files of up to {limit} "
                               "characters (one hand is a few thousand).").format(size=info.st_size,
                                                                                    limit=MAX_TEXT))
        with os.fdopen(fd, "rb", closefd=False) as file:
            data = file.read(4 * MAX_TEXT + 1)
    finally:
        os.close(fd)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise ValueError(_("This PHH file is not UTF-8 text (byte {position}).").format(
            position=err.start + 1)) from None
    return loads(text)


def _short_name(path: Path) -> str:
    """A file's name (never its folder), cut to 60 characters, for a message."""
    name = path.name
    return name if len(name) <= 60 else name[:57] + "..."


def loads(text: str) -> Record:
    """The record in PHH text; a ValueError names the line and what is wrong."""
    if not isinstance(text, str):
        raise ValueError(_("A PHH record is text, not {kind}.").format(kind=type(text).__name__))
    if len(text) > MAX_TEXT:
        raise ValueError(_("This PHH file holds {size} characters: studlib reads files of up to {limit} "
                           "(one hand is a few thousand).").format(size=len(text), limit=MAX_TEXT))
    _check_toml_shape(text)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise ValueError(E.PHH_BAD_TOML.format(error=err)) from None
    except RecursionError:  # arrays or tables nested thousands deep
        raise ValueError(E.PHH_BAD_TOML.format(error=_("nested too deep"))) from None
    where = _field_lines(text)

    def at(name: str) -> str:
        return E.PHH_WHERE_FIELD.format(line=where.get(name, "?"), field=name)

    variant = data.get("variant")
    if "variant" not in data:
        raise ValueError(E.PHH_MISSING.format(field="variant", variant="stud",
                                              required=", ".join(REQUIRED)))
    if not isinstance(variant, str) or variant not in VARIANTS:
        raise ValueError(E.PHH_UNKNOWN_VARIANT.format(where=at("variant"), variant=_Excerpt(variant)))
    for name in REQUIRED:
        if name not in data:
            raise ValueError(E.PHH_MISSING.format(field=name, variant=variant, required=", ".join(REQUIRED)))
    stacks = _int_list(data["starting_stacks"], at("starting_stacks"), "starting_stacks", positive=True)
    n = len(stacks)
    if not 2 <= n <= 8:
        raise ValueError(E.PHH_PLAYERS.format(where=at("starting_stacks"), count=n))
    antes = data["antes"]
    antes = [antes] * n if isinstance(antes, int) and not isinstance(antes, bool) else antes
    antes = _int_list(antes, at("antes"), "antes")
    if len(antes) != n:
        raise ValueError(E.PHH_LENGTHS.format(where=at("antes"), count=len(antes), players=n))
    if len(set(antes)) > 1:
        raise ValueError(E.PHH_ANTES_DIFFER.format(where=at("antes"), value=_Excerpt(antes)))
    bets = {name: _whole(data[name], at(name), name) for name in ("bring_in", "small_bet", "big_bet")}
    for name in ("finishing_stacks", "winnings"):
        if name in data:
            values = _int_list(data[name], at(name), name)
            if len(values) != n:
                raise ValueError(E.PHH_LENGTHS.format(where=at(name), count=len(values), players=n))
    actions = data["actions"]
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise ValueError(E.PHH_NOT_LIST.format(where=at("actions"), what="actions",
                                               items=_("strings"), value=_Excerpt(actions)))
    if len(actions) > MAX_ACTIONS:
        raise ValueError(_("{where}: {count} actions; studlib reads hands of up to {limit}.").format(
            where=at("actions"), count=len(actions), limit=MAX_ACTIONS))
    others = {k: v for k, v in data.items() if k not in REQUIRED}
    for name, kind, what in (("currency_symbol", str, _("a text")), ("_money_decimals", int, _("a whole number")),
                             ("_deal_number", int, _("a whole number"))):
        value = others.get(name)
        if value is not None and (not isinstance(value, kind) or isinstance(value, bool)
                                  or (kind is int and value < 0)):
            raise ValueError(E.PHH_BAD_VALUE.format(where=at(name), what=what, value=_Excerpt(value)))
    for name, part in (("currency_symbol", "currency"), ("_money_decimals", "decimals")):
        if name in others:  # a short plain symbol, a few decimals: Structure says which
            try:
                Structure(**{part: others[name]})
            except ValueError as err:
                raise ValueError(E.PHH_WHERE_ERROR.format(where=at(name), error=err)) from None
    lines = tuple(zip(actions, _action_lines(text, actions, where.get("actions", 1))))
    record = Record(variant, tuple(antes), bets["bring_in"], bets["small_bet"], bets["big_bet"],
                    tuple(stacks), tuple(actions), others, lines)
    try:
        record.structure
    except ValueError as err:
        raise ValueError(E.PHH_WHERE_ERROR.format(where=at("bring_in"), error=err)) from None
    if "_rules" in others:
        try:
            record.rules
        except ValueError as err:
            raise ValueError(E.PHH_WHERE_ERROR.format(where=at("_rules"), error=err)) from None
    return record


def _whole(value: Any, where: str, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ValueError(E.PHH_NOT_WHOLE.format(where=where, what=what, value=_Excerpt(value)))
    return value


def _int_list(value: Any, where: str, what: str, positive: bool = False) -> list[int]:
    if not isinstance(value, list):
        raise ValueError(E.PHH_NOT_LIST.format(where=where, what=what, items=_("whole numbers of chips"),
                                               value=_Excerpt(value)))
    out = [_whole(v, where, what) for v in value]
    if positive and 0 in out:
        raise ValueError(E.PHH_NOT_POSITIVE.format(where=where, what=what))
    return out


def _field_lines(text: str) -> dict[str, int]:
    """The line each top-level key starts on (1-based)."""
    lines = {}
    for number, line in enumerate(text.splitlines(), start=1):
        m = re.match(r"\s*(?:'([^']*)'|\"([^\"]*)\"|([A-Za-z0-9_-]+))\s*=", line)
        if m:
            key = next(g for g in m.groups() if g is not None)
            lines.setdefault(key, number)
    return lines


def _action_lines(text: str, actions: list[str], start: int) -> list[int]:
    """The line each action is written on, found in order from the `actions` key down.

    One pass over the text: the newlines are counted only between one action and the next.
    """
    offsets = [0]
    for line in text.splitlines(keepends=True):
        offsets.append(offsets[-1] + len(line))
    pos = offsets[start - 1] if start - 1 < len(offsets) else 0
    line = text.count("\n", 0, pos) + 1
    out = []
    for action in actions:
        found = text.find(action, pos)
        if found < 0:  # written with escapes: keep the last line known
            out.append(out[-1] if out else start)
            continue
        line += text.count("\n", pos, found)
        out.append(line)
        line += action.count("\n")
        pos = found + len(action)
    return out


def _read_steps(actions: list[str], n: int, lines: list[int]) -> tuple[Step, ...]:
    """Each action checked for its form, its player and its cards (nothing played yet)."""
    steps = []
    seen: dict[Card, str] = {}
    for index, (text, line) in enumerate(zip(actions, lines), start=1):
        words = text.split("#", 1)[0].split()   # a comment after '#' is PHH commentary
        bare = " ".join(words)
        where = _where(line, index, text)
        if not words:
            continue  # a comment alone: nothing happens
        verb, form = _ACTION_FORMS.get(words[1] if len(words) > 1 else "", ("", None))
        m = form.fullmatch(bare) if form is not None else None
        if m is None:
            raise ValueError(E.PHH_BAD_ACTION.format(where=where))
        groups = [g for g in m.groups()]
        seat = None
        if verb != "board":
            number = int(groups.pop(0))
            if not 1 <= number <= n:
                raise ValueError(E.PHH_NO_PLAYER.format(where=where, player=f"p{number}", players=n))
            seat = number - 1
        cards: tuple[Card | None, ...] = ()
        amount = None
        if verb == "cbr":
            amount = int(groups[0])
        elif verb in ("deal", "board") or (verb == "sm" and groups and groups[0] not in (None, "-")):
            cards = _cards(groups[0], where)
            if verb != "sm":
                for card in cards:
                    if card is not None:
                        if card in seen:
                            raise ValueError(E.PHH_CARD_TWICE.format(where=where, card=card, earlier=seen[card]))
                        seen[card] = _("action {index}").format(index=index)
        steps.append(Step(index, text, line, verb, seat, cards, amount))
    return tuple(steps)


def _cards(text: str, where: str) -> tuple[Card | None, ...]:
    out = []
    for i in range(0, len(text), 2):
        piece = text[i:i + 2]
        if "?" in piece:
            out.append(None)
            continue
        try:
            out.append(parse_card(piece))
        except CardError as err:
            raise ValueError(E.PHH_WHERE_ERROR.format(where=where, error=err)) from None
    return tuple(out)


# --- replaying -----------------------------------------------------------------------------

def _street_of(card_index: int) -> int:
    """A seat's 1st-3rd cards are third street, the 4th card fourth street, ... the 7th seventh."""
    return 3 if card_index < 3 else card_index + 1


@dataclass
class _Deals:
    """The record's cards, per seat in the order received and per street, with their actions."""

    n: int
    by_seat: list[list[Card | None]]
    street_of_step: dict[int, int]          # step index -> street it deals
    seats_on: dict[int, list[int]]          # street -> seats dealt on it, in the record's order
    first_step: dict[int, Step]             # street -> its first deal
    step_of: dict[tuple[int, int], Step]    # (street, seat) -> its deal
    community: Card | None = None
    community_step: Step | None = None


def _collect_deals(record: Record) -> _Deals:
    n = record.players
    deals = _Deals(n, [[] for _ in range(n)], {}, {}, {}, {})
    shown: dict[int, tuple[Card | None, ...]] = {}
    for step in record.steps:
        if step.verb == "deal":
            have = deals.by_seat[step.seat]
            street = _street_of(len(have))
            player = f"p{step.seat + 1}"
            if len(have) >= 7:
                raise ValueError(E.PHH_TOO_MANY.format(where=step.where, player=player))
            if street == 3 and len(have) + len(step.cards) != 3:
                raise ValueError(E.PHH_DEAL_SIZE.format(where=step.where, player=player))
            if street > 3 and len(step.cards) != 1:
                raise ValueError(E.PHH_DEAL_ONE.format(where=step.where, street=E.STREET_NAMES[street],
                                                       count=len(step.cards)))
            have.extend(step.cards)
            if street == 3 and len(have) < 3:
                continue
            deals.street_of_step[step.index] = street
            deals.seats_on.setdefault(street, []).append(step.seat)
            deals.first_step.setdefault(street, step)
            deals.step_of[street, step.seat] = step
        elif step.verb == "board":
            if len(step.cards) != 1 or deals.community is not None:
                raise ValueError(E.PHH_DEAL_ONE.format(where=step.where, street=E.PHH_COMMUNITY_STREET,
                                                       count=len(step.cards)))
            deals.community, deals.community_step = step.cards[0], step
            deals.street_of_step[step.index] = 7
        elif step.verb == "sm" and step.cards:
            shown[step.seat] = step.cards
    for seat, have in enumerate(deals.by_seat):
        if 0 < len(have) < 3:
            step = next(st for st in reversed(record.steps) if st.verb == "deal" and st.seat == seat)
            raise ValueError(E.PHH_DEAL_SIZE.format(where=step.where, player=f"p{seat + 1}"))
    # A card dealt '??' and shown at the end is known after all: the showdown tells it.
    for seat, cards in shown.items():
        have = deals.by_seat[seat]
        for i, card in enumerate(cards[:len(have)]):
            if have[i] is None and card is not None:
                have[i] = card
    return deals


# --- real records: unseen cards and raises written short ----------------------------------------

def _recorded_openers(record: Record, deals: _Deals) -> tuple[dict[int, int], dict[int, set[int]]]:
    """Street -> the seat whose decision opens it in the record (third street: the bring-in),
    and street -> the seats that still decide something on it or later (the others are all in)."""
    openers: dict[int, int] = {}
    deciding: dict[int, set[int]] = {}
    street = None
    for step in record.steps:
        if step.verb == "deal" and step.index in deals.street_of_step:
            street = deals.street_of_step[step.index]
        elif step.verb in _DECISIONS and street is not None:
            openers.setdefault(street, step.seat)
            for st in range(3, street + 1):
                deciding.setdefault(st, set()).add(step.seat)
    return openers, deciding


_DECISIONS = ("pb", "f", "cc", "cbr")


def _count(cards: int) -> str:
    return E.phh_cards(cards)


def _replay(record: Record, rules: Rules, decisions: int | None = None,
            notes: list[ReplayNote] | None = None) -> Hand:
    deals = _collect_deals(record)
    _check_third_street(record, deals)
    openers, _deciding = _recorded_openers(record, deals)
    # The recorded cards, as dealt: the engine deals them in its own order (studlib.dealing) and
    # works out the bring-in and who acts first; only where a board holds a card nobody saw does
    # it take the record's word for who opened (Recorded.recorded_opener).
    cards = Recorded(deals.by_seat, (), deals.community, openers, record.deal_number or 0)
    hand = Hand(record.game, record.starting_stacks, structure=record.structure, rules=rules, cards=cards)
    made = 0
    for step in record.steps:
        if decisions is not None and made >= decisions and step.verb in _DECISIONS + ("sm",):
            break
        made += step.verb in _DECISIONS
        if step.verb in ("deal", "board"):
            street = deals.street_of_step.get(step.index)
            if street is None:
                continue  # part of a third-street deal still to be completed
            _check_deal(hand, deals, step, street)
        elif step.verb == "sm":
            _check_shown(hand, deals, step)
        else:
            _decide(hand, step, notes)
    return hand


def _check_third_street(record: Record, deals: _Deals) -> None:
    """Every player is dealt third street (GEN-1.1)."""
    n = deals.n
    missing = [s for s in range(n) if len(deals.by_seat[s]) < 3]
    if missing:
        first = record.steps[0] if record.steps else None
        where = first.where if first else E.PHH_WHERE_FIELD.format(line="?", field="actions")
        raise ValueError(E.PHH_NO_DEAL.format(where=where, player=f"p{missing[0] + 1}",
                                              street=E.STREET_NAMES[3].lower()))


def _check_deal(hand: Hand, deals: _Deals, step: Step, street: int) -> None:
    if hand.street < street:
        raise ValueError(E.PHH_NOT_DEALT_YET.format(where=step.where, street=E.STREET_NAMES[street],
                                                    why=_waiting(hand)))
    if street == 7:
        turned = next((e for e in hand.events if isinstance(e, events.CommunityCard)), None)
        if step.verb == "board" and turned is None:
            seventh = next(i for i, e in enumerate(hand.events) if isinstance(e, events.StreetDealt) and e.street == 7)
            stub = events.dealt_cards(hand.events[:seventh], hand.n_seats).stub   # before seventh street's cards
            raise ValueError(E.PHH_NO_COMMUNITY.format(where=step.where, stub=_count(stub)))
        if step.verb == "deal" and turned is not None and step.seat not in _dealt_on(hand, 7):
            raise ValueError(E.PHH_COMMUNITY_NEEDED.format(where=step.where, stub=_count(turned.stub),
                                                           players=turned.players))
    if step.verb == "board":
        return
    player = f"p{step.seat + 1}"
    if street > 3 and step is deals.first_step[street]:
        # The record must deal this street to exactly the players the engine deals it to.
        engine, recorded = _dealt_on(hand, street), set(deals.seats_on[street])
        if engine - recorded:
            raise ValueError(E.PHH_NO_DEAL.format(where=step.where, player=f"p{min(engine - recorded) + 1}",
                                                  street=E.STREET_NAMES[street].lower()))
        if recorded - engine:
            seat = min(recorded - engine)
            raise ValueError(E.PHH_FOLDED.format(where=deals.step_of[street, seat].where, player=f"p{seat + 1}"))
    if street > 3 and step.seat not in _dealt_on(hand, street):
        raise ValueError(E.PHH_FOLDED.format(where=step.where, player=player))
    expected = _engine_cards(hand, step.seat, street)
    given = [c for c in step.cards]
    if any(g is not None and g != e for g, e in zip(given[-len(expected):], expected)):
        raise ValueError(E.PHH_WRONG_CARD.format(where=step.where, player=player,
                                                 expected="".join(map(str, expected)),
                                                 given="".join(str(c) if c else _UNKNOWN for c in given)))


def _dealt_on(hand: Hand, street: int) -> set[int]:
    if street == 7:
        return {s for s in range(hand.n_seats) if len(hand.down_cards(s)) >= 3}
    return {s for s in range(hand.n_seats) if len(hand.up_cards(s)) >= street - 2}


def _engine_cards(hand: Hand, seat: int, street: int) -> list[Card]:
    down, up = hand.down_cards(seat), hand.up_cards(seat)
    if street == 3:
        return [down[0], down[1], up[0]]
    if street == 7:
        return [down[2]]
    return [up[street - 3]]


def _check_shown(hand: Hand, deals: _Deals, step: Step) -> None:
    if not step.cards:
        return
    dealt = deals.by_seat[step.seat]
    shown = list(step.cards)
    if any(s is not None and d is not None and s != d for s, d in zip(shown, dealt)):
        raise ValueError(E.PHH_SHOWN_WRONG.format(
            where=step.where, player=f"p{step.seat + 1}",
            shown="".join(str(c) if c else _UNKNOWN for c in shown),
            dealt="".join(str(c) if c else _UNKNOWN for c in dealt)))


def _waiting(hand: Hand) -> str:
    """Why the engine is where it is: whose turn it is, in the engine's words."""
    return hand.options_text()


def _why_to_act(hand: Hand) -> str:
    """The engine's reason the player to act is to act: the street's opening line when nobody
    has acted on this street yet, else what that player may do."""
    seat = hand.to_act
    if not any(street == hand.street for street, _, _ in hand.history):
        # Who must open this street: the bring-in (or who brings in instead, GEN-12.2) or the
        # first to act; its log line says why.
        opening = (events.BringInDue, events.BringInSkipped, events.BringInPasses, events.FirstToAct)
        log = hand.log
        for i, event in reversed(list(enumerate(hand.events))):
            if isinstance(event, opening) and log[i].seat == seat:
                return str(log[i])
    return hand.options_text()


def _decide(hand: Hand, step: Step, notes: list[ReplayNote] | None = None) -> None:
    """Carry out one decision, or the ValueError in the engine's words; the hand is unchanged then.
    A raise written short of the fixed-limit size is read in full (a note in `notes`)."""
    if hand.to_act is None:
        raise ValueError(E.PHH_WHERE_ERROR.format(where=step.where, error=hand.options_text()))
    if hand.to_act != step.seat:
        raise ValueError(E.PHH_TO_ACT.format(where=step.where, player=f"p{hand.to_act + 1}",
                                             why=_why_to_act(hand)))
    legal = hand.legal_actions()
    kinds = {a.kind for a in legal}
    try:
        if step.verb == "pb":
            hand.act(ActionKind.BRING_IN)
        elif step.verb == "f":
            hand.act(ActionKind.FOLD)
        elif step.verb == "cc":
            hand.act(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL)
        else:
            wagers = (ActionKind.COMPLETE, ActionKind.BET, ActionKind.RAISE)
            raising = [a.kind for a in legal if a.kind in wagers]
            if raising:
                kind = raising[0]
            elif any(st == hand.street and a.kind in wagers for st, _, a in hand.history):
                kind = ActionKind.RAISE     # only for the engine's reason why not
            else:
                kind = ActionKind.COMPLETE if hand.street == 3 else ActionKind.BET
            amount = _full_raise(hand, legal, step.amount)
            hand.act(kind, amount)
            if amount != step.amount and notes is not None:
                notes.append(ReplayNote(NoteKind.SHORT_RAISE, step.index, step.seat,
                                        recorded=step.amount, amount=amount))
    except IllegalAction as err:
        raise ValueError(_("{where}: {error}").format(where=step.where, error=err)) from None


def _full_raise(hand: Hand, legal: list, amount: int | None) -> int | None:
    """The fixed-limit raise a real record writes short: "to" exactly what the only opponent
    who can still call has (their bet and stack), where the rules make it a full raise whose
    excess comes back uncalled (GEN-12.4). Any other amount is kept as written."""
    raises = [a for a in legal if a.kind is ActionKind.RAISE]
    if amount is None or len(raises) != 1 or amount >= raises[0].amount:
        return amount
    seat = hand.to_act
    others = [s for s in hand.in_hand if s != seat]
    can_call = [s for s in others if hand.stacks[s] > 0]
    if len(can_call) != 1:
        return amount
    reach = hand.bet_this_street(can_call[0]) + hand.stacks[can_call[0]]
    facing = max(hand.bet_this_street(s) for s in others)
    return raises[0].amount if facing < amount == reach else amount


def _unseen_notes(record: Record, hand: Hand) -> list[ReplayNote]:
    """One note per deal the record writes with '??' (and no showdown told): how many cards the
    replay leaves unknown there."""
    deals = _collect_deals(record)
    notes = []
    for (street, seat), step in sorted(deals.step_of.items(), key=lambda item: item[1].index):
        indices = range(3) if street == 3 else (street - 1,)
        unseen = [i for i in indices if deals.by_seat[seat][i] is None]
        if not unseen:
            continue
        notes.append(ReplayNote(NoteKind.UNSEEN, step.index, seat, unseen=len(unseen)))
    return notes


# --- writing -------------------------------------------------------------------------------

def dumps(source: Hand | Record, fields: Mapping[str, Any] | None = None) -> str:
    """PHH text for a Hand (finished or not) or a Record; `fields` adds or replaces optional fields.

    A Hand's actions are written one to a line: the deals as studlib dealt them, each decision,
    and at the showdown each hand shown, in showdown order. A Record is written back as read.
    """
    if isinstance(source, Record):
        data: dict[str, Any] = {
            "variant": source.variant, "antes": list(source.antes), "bring_in": source.bring_in,
            "small_bet": source.small_bet, "big_bet": source.big_bet,
            "starting_stacks": list(source.starting_stacks), "actions": list(source.actions)}
        extra = dict(source.fields)
    elif isinstance(source, Hand):
        data, extra = _hand_data(source)
    else:
        raise ValueError(_("phh.dumps writes a studlib.Hand or a phh.Record."))
    extra.update(fields or {})
    lines = [f"{key} = {_toml(data[key])}" for key in ("variant", "antes", "bring_in", "small_bet",
                                                       "big_bet", "starting_stacks")]
    lines.append("actions = [" + "".join(f"\n  {_toml(a)}," for a in data["actions"]) + "\n]")
    ordered = [k for k in OPTIONAL if k in extra] + sorted(k for k in extra if k not in OPTIONAL)
    for key in ordered:
        if extra[key] is not None:
            lines.append(f"{_key(key)} = {_toml(extra[key])}")
    return "\n".join(lines) + "\n"


def dump(source: Hand | Record, path: str | Path, fields: Mapping[str, Any] | None = None) -> Path:
    """Write `dumps(source, fields)` to `path` (UTF-8); returns the path."""
    path = Path(path)
    path.write_text(dumps(source, fields), encoding="utf-8")
    return path


_VERBS = {ActionKind.BRING_IN: "pb", ActionKind.FOLD: "f", ActionKind.CHECK: "cc",
          ActionKind.CALL: "cc", ActionKind.COMPLETE: "cbr", ActionKind.BET: "cbr",
          ActionKind.RAISE: "cbr"}


def _hand_data(hand: Hand) -> tuple[dict[str, Any], dict[str, Any]]:
    """The PHH fields of a hand, written from its events alone: the cards dealt, the decisions,
    the hands shown."""
    if any(isinstance(e, events.CardsDealtTooSoon) for e in hand.events):
        # PHH deals each street's cards between rounds and has no field for cards out of play.
        raise ValueError(_("A hand with cards dealt too soon (GEN-14.9) cannot be written as PHH: PHH has no "
                           "way to write cards taken out of play. Keep it as its events (Hand.events)."))
    n = hand.n_seats
    received: list[list[Card | None]] = [[] for _ in range(n)]   # each seat's cards, in order

    def code(card: Card | None) -> str:
        return _UNKNOWN if card is None else str(card)

    actions = []
    for e in hand.events:
        moves = getattr(e, "moves", None)
        if moves:
            dealt: dict[int, list[Card | None]] = {}
            for m in moves:
                if not isinstance(m, events.Burned):
                    dealt.setdefault(m.seat, []).append(m.card)
                    received[m.seat].append(m.card)
            order = sorted(dealt) if isinstance(e, events.StreetDealt) and e.street == 3 else list(dealt)
            actions += [f"d dh p{s + 1} {''.join(map(code, dealt[s]))}" for s in order]
        if isinstance(e, events.CommunityCard):
            actions.append(f"d db {code(e.card)}")
        elif isinstance(e, events.Acted):
            verb = _VERBS[e.action.kind]
            tail = f" {e.action.amount}" if verb == "cbr" else ""
            actions.append(f"p{e.seat + 1} {verb}{tail}")
        elif isinstance(e, events.HandShown):
            actions.append(f"p{e.seat + 1} sm {''.join(map(code, received[e.seat]))}")
    st = hand.structure
    data = {"variant": _VARIANT_OF[hand.game.code], "antes": [st.ante] * n, "bring_in": st.bring_in,
            "small_bet": st.small_bet, "big_bet": st.big_bet,
            "starting_stacks": list(hand.starting_stacks), "actions": actions}
    extra: dict[str, Any] = {"ante_trimming_status": True}
    if hand.is_over:
        extra["finishing_stacks"] = list(hand.stacks)
    if st.currency:
        extra["currency_symbol"] = st.currency
    extra["_money_decimals"] = st.decimals
    extra["_deal_number"] = hand.seed
    extra["_rules"] = _rules_table(hand.rules)
    return data, extra


def _rules_table(rules: Rules) -> dict[str, Any]:
    return {f.name: (v.value if isinstance(v, Enum) else v)
            for f in fields(rules) for v in [getattr(rules, f.name)]}


def _rules_from(table: Any) -> Rules:
    """Rules from a `_rules` table: a preset name, or each field by name."""
    if isinstance(table, str):
        return Rules.preset(table)
    if not isinstance(table, dict):
        raise ValueError(_("_rules must be a preset name ('online', 'cardroom', 'tournament') or a "
                           "table of Rules fields, not {table!r}.").format(table=_Excerpt(table)))
    known = {f.name: f for f in fields(Rules)}
    values: dict[str, Any] = {}
    defaults = Rules()
    for key, value in table.items():
        if key not in known:
            raise ValueError(_("_rules has no field {key!r}: use {fields}.").format(key=key, fields=", ".join(known)))
        current = getattr(defaults, key)
        if isinstance(current, Enum):
            try:
                value = type(current)(value)
            except ValueError:
                allowed = ", ".join(repr(k.value) for k in type(current))
                raise ValueError(_("_rules.{key} must be one of {allowed}, not {value!r}.").format(
                    key=key, allowed=allowed, value=_Excerpt(value))) from None
        values[key] = value
    return replace(defaults, **values)


def _key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


def _toml(value: Any) -> str:
    """One TOML value; written by hand because tomllib only reads, and the values are few kinds."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        # A JSON string is a TOML basic string, except that TOML wants DEL escaped too.
        return json.dumps(value, ensure_ascii=False).replace("\x7f", "\\u007f")
    if isinstance(value, (datetime.date, datetime.time, datetime.datetime)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{_key(k)} = {_toml(v)}" for k, v in value.items()) + "}"
    raise ValueError(_("PHH cannot hold {value!r} ({type}).").format(value=value, type=type(value).__name__))
