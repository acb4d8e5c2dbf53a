"""A teacher's scenario: chosen cards for chosen seats, and a short code that deals it anywhere.

    sc = Scenario("stud", 4, {0: "? ? 2h", 2: "? ? 2c"}, seed=7)
    sc.deck()            # 52 cards in live dealing order (burns included), for Hand(deck=...)
    sc.hand()            # the Hand, dealt
    code = sc.code()     # 'C1D8...' short, URL-safe, easy to read aloud
    Scenario.from_code(code) == sc

Each seat's text lists the cards it RECEIVES, in order: first down, second down, door (up),
4th, 5th, 6th (up), 7th (down); "?" leaves a card to the seed. Later-street cards land where
they are written only if every player stays in (a fold shifts the cards dealt after it,
GEN-1.1). The code is a versioned bit string in Crockford base 32 (digits and capitals, no
I, L, O, U) with a 10-bit CRC-32 checksum in front, so a mistyped code is refused instead of
dealing something else. Nothing depends on Python's hash() or pickle.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from .cards import CARDS, Card, CardError, parse_card, shuffled_deck
from .dealing import DECK_SIZE, card_positions
from .explain import Seat, Seats, seat_name
from .games import GAMES, RAZZ, STUD, STUD8, Game
from .hand import Hand
from .i18n import N_, _, format_amount, ngettext
from .rules import EqualBoards, ExposedDownCard, ExposedSeventh, OddChip, Rules, RulesPreset, ShowdownOrder, Structure

__all__ = ["Scenario", "ScenarioError", "Preset", "PRESETS", "card_positions", "read_seat", "MAX_CARDS",
           "CodeBits", "encode_code", "decode_code"]

MAX_CARDS = 7
# Read through _() where shown (Scenario.describe), so they follow the language in force.
STREET_OF_CARD = (N_("first down card"), N_("second down card"), N_("door card"), N_("fourth street"),
                  N_("fifth street"), N_("sixth street"), N_("seventh street"))
_VERSION = 1
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"     # Crockford base 32
_READ_AS = {"O": "0", "I": "1", "L": "1"}           # what people mistype for 0 and 1
_CHECK_BITS = 10
_GAME_CODES = ("stud", "stud8", "razz")
_PRESET_RULES = tuple(RulesPreset)   # a share code keeps the index of its preset (3: its own options)
_SEED_TOP = 2**32
# A share code's most characters: the longest code (8 seats of 6 cards, custom rules, stacks and
# structure at their largest) has 245.
MAX_CODE = 300


class ScenarioError(ValueError):
    """A scenario that cannot be dealt, or a share code that cannot be read."""


def _as_game(game: Game | str) -> Game:
    if isinstance(game, Game):
        return game
    if isinstance(game, str) and game.lower() in GAMES:
        return GAMES[game.lower()]
    raise ScenarioError(_("Unknown game {game!r}: choose 'stud', 'stud8' or 'razz'.").format(game=game))


def read_seat(seat: int, text: str | Sequence[str | Card | None]) -> tuple[Card | None, ...]:
    """One seat's cards in the order received ('? ? 2c' as typed); '?' or None leaves that card to
    the seed. A card that cannot be read raises ScenarioError naming the seat (0-based)."""
    words = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards: list[Card | None] = []
    for w in words:
        if w is None or w == "?":
            cards.append(None)
            continue
        try:
            cards.append(parse_card(w))
        except CardError as err:
            raise ScenarioError(_("{seat}: {error}").format(seat=seat_name(seat), error=err)) from None
    while cards and cards[-1] is None:
        cards.pop()
    return tuple(cards)


def _normal_rules(rules: Rules | str | None) -> Rules:
    """Rules with the name of the preset they equal, else 'custom' (names are not in the code)."""
    if rules is None:
        return Rules.online()
    if isinstance(rules, str):
        try:
            return Rules.preset(rules)
        except ValueError as err:
            raise ScenarioError(str(err)) from None
    if not isinstance(rules, Rules):
        raise ScenarioError(_("rules must be a studlib.Rules or 'online', 'cardroom', 'tournament'."))
    for name in _PRESET_RULES:
        if replace(Rules.preset(name), name=rules.name) == rules:
            return Rules.preset(name)
    # A scenario deals no dealer's mistakes, so T-10 and T-11 never apply: the code leaves them out.
    return replace(rules, name="custom", seventh_card_exposed=ExposedSeventh.NOT_DEALT,
                   down_card_exposed=ExposedDownCard.NOT_DEALT)


@dataclass(frozen=True, init=False)
class Scenario:
    """A stacked deal: game, players, chosen cards per seat, stacks, structure, rules and a seed."""

    game: Game
    players: int
    seats: tuple[tuple[Card | None, ...], ...] = ()
    stacks: tuple[int, ...] | None = None
    structure: Structure = field(default_factory=Structure)
    rules: Rules = field(default_factory=Rules.online)
    seed: int = 0

    def __init__(self, game: Game | str, players: int,
                 seats: Mapping[int, str | Sequence] | Sequence[str | Sequence] = (),
                 stacks: Sequence[int] | None = None, structure: Structure | None = None,
                 rules: Rules | str | None = None, seed: int = 0) -> None:
        if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 8:
            raise ScenarioError(_("A stud table seats 2 to 8 players (GEN-1.4), not {players!r}.").format(
                players=players))
        chosen = dict(seats) if isinstance(seats, Mapping) else dict(enumerate(seats))
        for seat in chosen:
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
                raise ScenarioError(_("No seat {seat!r} at a {players}-player table: seats are 0 to {last} "
                                      "in code (Seat 1 to Seat {players} on screen).").format(
                                          seat=seat, players=players, last=players - 1))
        per_seat = tuple(read_seat(s, chosen.get(s, "")) for s in range(players))
        if stacks is not None:
            stacks = tuple(stacks)
            if len(stacks) != players or any(isinstance(x, bool) or not isinstance(x, int) or x <= 0
                                             for x in stacks):
                raise ScenarioError(_("stacks must be {players} whole numbers of chips above 0, "
                                      "one per seat, not {stacks!r}.").format(players=players, stacks=stacks))
        structure = structure if structure is not None else Structure()
        if not isinstance(structure, Structure):
            raise ScenarioError(_("structure must be a studlib.Structure."))
        if structure.currency != "$":
            raise ScenarioError(_("A share code keeps the currency '$': use Structure(currency='$')."))
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < _SEED_TOP:
            raise ScenarioError(_("The seed that fills the other cards is a whole number from 0 to "
                                  "{top}, not {seed!r}.").format(top=format_amount(_SEED_TOP - 1), seed=seed))
        rules = _normal_rules(rules)
        _check_cards(per_seat, players, rules)
        if rules.raise_cap > 15:
            raise ScenarioError(_("A share code holds a raise cap of 0 to 15 (T-6), not {cap}.").format(
                cap=rules.raise_cap))
        for name, value in (("game", _as_game(game)), ("players", players), ("seats", per_seat),
                            ("stacks", stacks), ("structure", structure), ("rules", rules),
                            ("seed", seed)):
            object.__setattr__(self, name, value)

    # --- dealing --------------------------------------------------------------------------

    def chosen(self) -> dict[int, Card]:
        """Deck index -> chosen card, in live dealing order."""
        where = card_positions(self.players)
        return {where[s][k]: c for s, cards in enumerate(self.seats) for k, c in enumerate(cards)
                if c is not None}

    def deck(self) -> tuple[Card, ...]:
        """All 52 cards in live dealing order: chosen cards in place, the rest shuffled by the seed."""
        fixed = self.chosen()
        used = set(fixed.values())
        rest = iter(shuffled_deck(self.seed, (c for c in CARDS if c not in used)))
        return tuple(fixed[i] if i in fixed else next(rest) for i in range(52))

    def starting_stacks(self) -> list[int]:
        """The stacks given, or 100 big bets each (nobody all in by accident)."""
        return list(self.stacks) if self.stacks else [100 * self.structure.big_bet] * self.players

    def hand(self) -> Hand:
        """The scenario dealt: a Hand at the start of third street."""
        return Hand(self.game, self.starting_stacks(), structure=self.structure, rules=self.rules,
                    seed=self.seed, deck=self.deck())

    def seat_text(self, seat: int) -> str:
        """'? ? 2c' as a teacher types it."""
        return " ".join("?" if c is None else str(c) for c in self.seats[seat])

    # --- share codes ------------------------------------------------------------------------

    def code(self) -> str:
        """A short share code (Crockford base 32, checksum first) that deals this scenario anywhere."""
        bits = CodeBits()
        bits.put(_VERSION, 3)
        bits.put(_GAME_CODES.index(self.game.code), 2)
        bits.put(self.players - 2, 3)
        preset = _PRESET_RULES.index(self.rules.name) if self.rules.name in _PRESET_RULES else 3
        bits.put(preset, 2)
        if preset == 3:
            r = self.rules
            bits.put(r.double_bet_on_open_pair, 1)
            bits.put(r.equal_boards is EqualBoards.SUIT, 1)
            bits.put(r.showdown_order is ShowdownOrder.FIRST_TO_ACT, 1)
            bits.put(list(OddChip).index(r.odd_chip), 2)
            bits.put(r.raise_cap, 4)
            bits.put(r.heads_up_uncapped, 1)
            bits.put(r.reshuffle_burns, 1)
            bits.put(r.community_card_betting, 1)
        bits.number(self.seed)
        default = self.structure == Structure()
        bits.put(not default, 1)
        if not default:
            st = self.structure
            for value in (st.ante, st.bring_in, st.small_bet, st.big_bet, st.decimals):
                bits.number(value)
        bits.put(self.stacks is not None, 1)
        for value in self.stacks or ():
            bits.number(value)
        for cards in self.seats:
            bits.put(len(cards), 3)
            for c in cards:
                bits.put(63 if c is None else c.code, 6)
        return encode_code(bits)

    @classmethod
    def from_code(cls, code: str) -> Scenario:
        """The scenario a share code stands for; a mistyped code raises ScenarioError."""
        bits = decode_code(code)
        version = bits.get(3)
        if version != _VERSION:
            raise ScenarioError(_("This code was made by a newer studlib (format {version}); "
                                  "this one reads format {known}.").format(version=version, known=_VERSION))
        game = _GAME_CODES[min(bits.get(2), 2)]
        players = bits.get(3) + 2
        preset = bits.get(2)
        if preset < 3:
            rules = Rules.preset(_PRESET_RULES[preset])
        else:
            rules = Rules(double_bet_on_open_pair=bool(bits.get(1)),
                          equal_boards=EqualBoards.SUIT if bits.get(1) else EqualBoards.POSITION,
                          showdown_order=ShowdownOrder.FIRST_TO_ACT if bits.get(1) else ShowdownOrder.SEEDS,
                          odd_chip=list(OddChip)[min(bits.get(2), 2)], raise_cap=bits.get(4),
                          heads_up_uncapped=bool(bits.get(1)), reshuffle_burns=bool(bits.get(1)),
                          community_card_betting=bool(bits.get(1)), name="custom")
        seed = bits.number()
        structure = Structure()
        if bits.get(1):
            ante, bring_in, small, big, decimals = (bits.number() for _ in range(5))
            try:
                structure = Structure(ante=ante, bring_in=bring_in, small_bet=small, big_bet=big,
                                      decimals=decimals)
            except ValueError as err:  # the checksum holds, the structure does not: say which rule
                raise ScenarioError(_("This code holds a structure no table can use: {error}").format(
                    error=err)) from None
        stacks = [bits.number() for _ in range(players)] if bits.get(1) else None
        seats = []
        for _seat in range(players):
            count = bits.get(3)
            codes = [bits.get(6) for _ in range(count)]
            if any(c > 51 and c != 63 for c in codes):
                raise ScenarioError(_("This code names a card that does not exist: check it was copied whole."))
            seats.append([None if c == 63 else CARDS[c] for c in codes])
        return cls(game, players, seats, stacks=stacks, structure=structure, rules=rules, seed=seed)

    def describe(self) -> list[str]:
        """One line per seat with chosen cards, e.g. 'Seat 3: door card 2c' (in the language in force)."""
        lines = []
        for s, cards in enumerate(self.seats):
            # TRANSLATORS: {card} is "2c" as typed, {pretty} "2♣" as the card shows in your language.
            parts = [_("{street} {card}").format(street=_(STREET_OF_CARD[k]), card=c, pretty=c.pretty)
                     for k, c in enumerate(cards) if c is not None]
            if parts:
                lines.append(_("{seat}: {cards}").format(seat=seat_name(s), cards=_(", ").join(parts)))
        return lines


def _short_stub(players: int, rules: Rules) -> str:
    """Why no seventh card can be chosen when the stub is short at seventh street (GEN-11.1, T-8)."""
    stub = DECK_SIZE - 3 * players - 3 * (players + 1)
    if rules.reshuffle_burns:
        why = ngettext("; with {players} players the stub holds {stub} card at seventh street, fewer than "
                       "{players}, so it is mixed with the three burns, scrambled and cut (T-8), and seventh "
                       "street is one community card from those cards, which the seed decides (GEN-11.1)",
                       "; with {players} players the stub holds {stub} cards at seventh street, fewer than "
                       "{players}, so the last is mixed with the three burns, scrambled and cut (T-8), and "
                       "seventh street comes from those cards, which the seed decides (GEN-11.1)", stub)
    else:
        why = ngettext("; with {players} players the stub holds {stub} card at seventh street, fewer than "
                       "{players}, so seventh street is one community card for everyone (GEN-11.1)",
                       "; with {players} players the stub holds {stub} cards at seventh street, fewer than "
                       "{players}, so seventh street is one community card for everyone (GEN-11.1)", stub)
    return why.format(players=players, stub=stub)


def _check_cards(per_seat: tuple[tuple[Card | None, ...], ...], players: int, rules: Rules) -> None:
    """Each seat gets at most the cards it can be dealt, and no card is given twice."""
    where = card_positions(players)
    limit = MAX_CARDS if where[0][6] >= 0 else MAX_CARDS - 1
    owner: dict[Card, int] = {}
    for s, cards in enumerate(per_seat):
        if len(cards) > limit:
            if limit == MAX_CARDS:
                message = _("{seat} is given {count} cards but receives at most {limit}: two down, the door "
                            "card, 4th, 5th and 6th street up, and 7th street down.")
            else:
                message = _("{seat} is given {count} cards but receives at most {limit}: two down, the door "
                            "card, 4th, 5th and 6th street up{why}.")
            raise ScenarioError(message.format(seat=Seat(s), count=len(cards), limit=limit,
                                               why="" if limit == MAX_CARDS else _short_stub(players, rules)))
        for c in cards:
            if c is None:
                continue
            if c in owner:
                other = owner[c]
                if other == s:
                    # TRANSLATORS: {card} is "Kh" as typed, {pretty} "K♥" as the card shows in your language.
                    message = _("{card} is given twice to {seat}: a deck holds each card once.")
                else:
                    # TRANSLATORS: {card} is "Kh" as typed, {pretty} "K♥" as the card shows in your
                    # language; {seats} is both seats, "Seats 1 and 3" (French {seats:to}: « aux sièges 1 et 3 »).
                    message = _("{card} is given to {other} and {seat}: a deck holds each card once.")
                raise ScenarioError(message.format(card=c, pretty=c.pretty, seat=Seat(s), other=Seat(other),
                                                   seats=Seats((other, s))))
            owner[c] = s


# --- bits and base 32 (shared with studlib.results, whose results codes use the same format) ------

class CodeBits:
    """A code's bit string, written (put, number) and read (get, number) most significant bit first."""

    def __init__(self, value: int = 0, length: int = 0) -> None:
        self.value, self.length, self.pos = value, length, 0

    def put(self, value: int, width: int) -> None:
        value = int(value)
        if not 0 <= value < 1 << width:
            raise ScenarioError(_("{value} does not fit a share code field of {width} bits.").format(
                value=value, width=width))
        self.value = (self.value << width) | value
        self.length += width

    def number(self, value: int | None = None) -> int:
        """A whole number: 6 bits of length, then that many bits (0 takes 6 bits)."""
        if value is not None:
            width = int(value).bit_length()
            if width > 63:
                raise ScenarioError(_("{value} is too large for a share code (at most 2**63 - 1).").format(
                    value=value))
            self.put(width, 6)
            self.put(value, width)
            return value
        width = self.get(6)
        return self.get(width)

    def get(self, width: int) -> int:
        if self.pos + width > self.length:
            raise ScenarioError(_("This code is too short: check it was copied whole."))
        self.pos += width
        return (self.value >> (self.length - self.pos)) & ((1 << width) - 1)


def _checksum(payload: int, length: int) -> int:
    data = payload.to_bytes((length + 7) // 8, "big") + length.to_bytes(2, "big")
    return zlib.crc32(data) & ((1 << _CHECK_BITS) - 1)


def encode_code(bits: CodeBits) -> str:
    """The text of a code: a 10-bit CRC-32 check, then the bits, in Crockford base 32."""
    pad = -(bits.length + _CHECK_BITS) % 5
    payload, length = bits.value << pad, bits.length + pad
    whole = (_checksum(payload, length) << length) | payload
    chars = (length + _CHECK_BITS) // 5
    return "".join(_ALPHABET[(whole >> (5 * (chars - 1 - i))) & 31] for i in range(chars))


def _too_long(results: bool, count: int) -> str:
    """The refusal of a code longer than any code the course makes."""
    message = (_("A results code is at most {limit} characters long; this text has {count}.") if results
               else _("A share code is at most {limit} characters long; this text has {count}."))
    return message.format(limit=MAX_CODE, count=count)


def decode_code(code: str, given_by: str = "teacher") -> CodeBits:
    """The bits of a code as people type it (any case, dashes and spaces, O for 0, I and L for 1);
    a code that does not check out raises ScenarioError, and `given_by` says which code it is and
    whom the message asks for it again: 'teacher' (a deal's share code) or 'learner' (a final
    test's results code)."""
    results = given_by == "learner"
    if not isinstance(code, str):
        message = (_("A results code is text such as '7K2B-Q0XM...', not {code!r}.") if results
                   else _("A share code is text such as '4F0RR8...', not {code!r}."))
        raise ScenarioError(message.format(code=code))
    if len(code) > 2 * MAX_CODE:  # before any work on it: a pasted file is not a code
        raise ScenarioError(_too_long(results, len(code)))
    text = re.sub(r"[\s\-]", "", code).upper()
    if len(text) > MAX_CODE:
        raise ScenarioError(_too_long(results, len(text)))
    text = "".join(_READ_AS.get(ch, ch) for ch in text)
    bad = sorted({ch for ch in text if ch not in _ALPHABET})
    if bad:
        message = (_("A results code uses the digits 0-9 and the letters A-Z except I, L, O and U; "
                     "{bad!r} is not one of them.") if results
                   else _("A share code uses the digits 0-9 and the letters A-Z except I, L, O "
                          "and U; {bad!r} is not one of them."))
        raise ScenarioError(message.format(bad="".join(bad)))
    if len(text) < 4:
        message = (_("{code!r} is too short to be a results code.") if results
                   else _("{code!r} is too short to be a share code."))
        raise ScenarioError(message.format(code=code))
    whole = 0
    for ch in text:
        whole = (whole << 5) | _ALPHABET.index(ch)
    length = 5 * len(text) - _CHECK_BITS
    payload = whole & ((1 << length) - 1)
    if whole >> length != _checksum(payload, length):
        if given_by == "learner":
            message = _("The code {code!r} does not check out: a character is mistyped, missing or "
                        "swapped. Copy it again from the learner who made it.")
        else:
            message = _("The code {code!r} does not check out: a character is mistyped, missing or "
                        "swapped. Copy it again from the teacher.")
        raise ScenarioError(message.format(code=code))
    return CodeBits(payload, length)


# --- ready scenarios ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Preset:
    """A ready scenario with the situation it shows and the rules it illustrates.

    The title and note are kept in English (marked with N_) and read in the language in force.
    """

    english_title: str
    rules: tuple[str, ...]
    english_note: str
    scenario: Scenario

    @property
    def title(self) -> str:
        return _(self.english_title)

    @property
    def note(self) -> str:
        return _(self.english_note)


PRESETS: dict[str, Preset] = {
    "bring_in_tie": Preset(
        N_("A tie for the bring-in"), ("STUD-3.1", "GEN-3.1"),
        N_("Three deuces show on third street: the deuce of clubs, the lowest suit, brings in."),
        Scenario(STUD, 4, {0: "? ? 2h", 1: "? ? Kd", 2: "? ? 2c", 3: "? ? 2s"}, seed=1)),
    "razz_bring_in_tie": Preset(
        N_("A razz tie for the bring-in"), ("RAZZ-3.1", "GEN-3.1"),
        N_("Two kings show: in razz the HIGHER suit pays, so the king of spades brings in."),
        Scenario(RAZZ, 3, {0: "? ? Ks", 1: "? ? 4d", 2: "? ? Kh"}, seed=2)),
    "quartered_pot": Preset(
        N_("A quartered pot"), ("HILO-10.1", "HILO-10.2", "GEN-10.3", "T-5"),
        N_("Two equal seven lows share the low half: each gets a quarter of the pot, and the odd "
           "chip of the low half goes by option T-5."),
        Scenario(STUD8, 3, {0: "Kh Kd Ks 9c 8d 2s 9h", 1: "Ah 2d 4h 7c 5s Qd Jc",
                            2: "As 2h 4d 7s 5c Qc Js"}, seed=3)),
    "running_out": Preset(
        N_("Running out of cards"), ("GEN-11.1", "GEN-1.4", "T-8", "T-9"),
        N_("Eight players all reach seventh street: 48 cards dealt and 3 burned leave one card, "
           "which is turned up as everyone's community card."),
        Scenario(STUD, 8, seed=4)),
    "reshuffle_burns": Preset(
        N_("Running short, cardroom rules"), ("GEN-11.1", "T-8"),
        N_("Eight players all reach seventh street and the stub holds one card: the cardroom preset "
           "mixes it with the three burns, scrambles and cuts, burns one and turns one up as everyone's "
           "community card."),
        Scenario(STUD, 8, rules="cardroom", seed=5)),
}
