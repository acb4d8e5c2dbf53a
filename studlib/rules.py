"""Table rules (house options T-2 to T-11, three presets) and the betting structure."""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum, StrEnum

from .i18n import _, format_money

__all__ = ["EqualBoards", "ShowdownOrder", "OddChip", "ExposedSeventh", "ExposedDownCard", "RulesPreset", "Rules", "Structure"]


class EqualBoards(Enum):
    """T-3: who acts first when two boards tie on 4th to 7th street."""

    POSITION = "position"  # first tied player clockwise from the dealer (GEN-5.3, seed 004)
    SUIT = "suit"          # high card by suit decides (TDA RP-10-D)


class ShowdownOrder(Enum):
    """T-4: who shows first when nobody bet on 7th street."""

    SEEDS = "seeds"                  # stud, stud/8: best board; razz: seat 1 first
    FIRST_TO_ACT = "first_to_act"    # whoever would act first: best board, razz lowest board


class OddChip(Enum):
    """T-5: who gets the odd chip when tied winners cannot split a pot evenly."""

    POSITION = "position"        # first tied winner clockwise from the dealer (the « 7 cartes » Hi/Lo page)
    SUIT_ALL_SEVEN = "suit_all"  # highest card by suit (lowest in razz and the low half), all seven cards (RRP)
    SUIT_FIVE = "suit_five"      # highest card by suit among the five cards played (TDA 20)


class ExposedDownCard(Enum):
    """T-11: a down card dealt face up on 3rd street (GEN-14.3)."""

    NOT_DEALT = "not_dealt"  # online: the software deals, it never happens
    PLAY_ON = "play_on"      # cardroom (RRP stud 5): third card down, the bring-in moves left, two up = dead hand
    MISDEAL = "misdeal"      # tournament (RRP stud 5, tournament play)


class ExposedSeventh(Enum):
    """T-10: a 7th-street card dealt face up (GEN-14.6)."""

    NOT_DEALT = "not_dealt"  # online: the software deals, it never happens
    KEPT = "kept"            # cardroom (RRP stud 16-17), tournament as cardroom (no TDA rule found)


class RulesPreset(StrEnum):
    """The three sets of house rules a table may take whole (Rules.preset), in the order share codes
    and results codes number them: keep it."""

    ONLINE = "online"           # the course default: the rules of the seed documents
    CARDROOM = "cardroom"       # Robert's Rules of Poker and WSOP live action
    TOURNAMENT = "tournament"   # Poker TDA 2024 and WSOP tournament rules


@dataclass(frozen=True)
class Rules:
    """The house rules a table plays by; `dataclasses.replace(rules, raise_cap=4)` changes one."""

    double_bet_on_open_pair: bool = True          # T-2 (STUD-6.1), stud high only
    equal_boards: EqualBoards = EqualBoards.POSITION  # T-3 (GEN-5.3)
    showdown_order: ShowdownOrder = ShowdownOrder.SEEDS  # T-4 (GEN-8.2)
    odd_chip: OddChip = OddChip.POSITION          # T-5 (GEN-10.3)
    raise_cap: int = 3                            # T-6 (GEN-4.1): raises after the bet or completion
    heads_up_uncapped: bool = False               # T-7: no cap while two players not all-in contest the pot
    reshuffle_burns: bool = False                 # T-8 (GEN-11.1)
    community_card_betting: bool = True           # T-9 (GEN-11.2)
    seventh_card_exposed: ExposedSeventh = ExposedSeventh.NOT_DEALT   # T-10 (GEN-14.6)
    down_card_exposed: ExposedDownCard = ExposedDownCard.NOT_DEALT    # T-11 (GEN-14.3)
    name: str = "online"                          # the preset's name (a RulesPreset), or "custom"

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type in ("bool",) and not isinstance(value, bool):
                raise ValueError(_("Rules.{option} must be True or False, not {value}.").format(
                    option=f.name, value=repr(value)))
        for f, kind in (("equal_boards", EqualBoards), ("showdown_order", ShowdownOrder),
                        ("odd_chip", OddChip), ("seventh_card_exposed", ExposedSeventh),
                        ("down_card_exposed", ExposedDownCard)):
            if not isinstance(getattr(self, f), kind):
                allowed = ", ".join(f"{kind.__name__}.{k.name}" for k in kind)
                raise ValueError(_("Rules.{option} must be one of {allowed}, not {value}.").format(
                    option=f, allowed=allowed, value=repr(getattr(self, f))))
        if not isinstance(self.name, str) or len(self.name) > 40:   # a label: 'online', 'my club'
            raise ValueError(_("Rules.name must be a text of at most 40 characters, not {value}.").format(
                value=repr(self.name)[:60]))
        if isinstance(self.raise_cap, bool) or not isinstance(self.raise_cap, int) or self.raise_cap < 0:
            raise ValueError(_("Rules.raise_cap must be a whole number of raises (0 or more), "
                               "not {value}.").format(value=repr(self.raise_cap)))

    @classmethod
    def online(cls) -> Rules:
        """The course default: the rules of the seed documents."""
        return cls(name=RulesPreset.ONLINE)

    @classmethod
    def cardroom(cls) -> Rules:
        """Robert's Rules of Poker and WSOP live action."""
        return cls(showdown_order=ShowdownOrder.FIRST_TO_ACT, odd_chip=OddChip.SUIT_ALL_SEVEN,
                   heads_up_uncapped=True, reshuffle_burns=True, seventh_card_exposed=ExposedSeventh.KEPT,
                   down_card_exposed=ExposedDownCard.PLAY_ON, name=RulesPreset.CARDROOM)

    @classmethod
    def tournament(cls) -> Rules:
        """Poker TDA 2024 and WSOP tournament rules."""
        return cls(double_bet_on_open_pair=False, equal_boards=EqualBoards.SUIT,
                   showdown_order=ShowdownOrder.FIRST_TO_ACT, odd_chip=OddChip.SUIT_FIVE,
                   raise_cap=4, reshuffle_burns=True, seventh_card_exposed=ExposedSeventh.KEPT,
                   down_card_exposed=ExposedDownCard.MISDEAL, name=RulesPreset.TOURNAMENT)

    @classmethod
    def preset(cls, name: RulesPreset | str) -> Rules:
        """One of the three presets: a RulesPreset or its name, 'online', 'cardroom' or 'tournament'."""
        makers = {RulesPreset.ONLINE: cls.online, RulesPreset.CARDROOM: cls.cardroom,
                  RulesPreset.TOURNAMENT: cls.tournament}
        if not isinstance(name, str) or name not in makers:
            raise ValueError(_("Unknown table preset {name}: choose 'online', 'cardroom' or "
                               "'tournament'.").format(name=repr(name)))
        return makers[name]()


# Money is shown with at most this many decimals (10**decimals chips to a unit: a huge power
# would hang every amount on screen) and a currency symbol of at most this many characters.
MAX_DECIMALS = 6
MAX_CURRENCY = 4


@dataclass(frozen=True)
class Structure:
    """Ante, bring-in and the two fixed bet sizes, in chips (GEN-2.3). Default: $2/$4 in cents."""

    ante: int = 40
    bring_in: int = 50
    small_bet: int = 200
    big_bet: int = 400
    currency: str = "$"
    decimals: int = 2  # chips per currency unit = 10**decimals: 50 chips print as $0.50

    def __post_init__(self) -> None:
        for name in ("ante", "bring_in", "small_bet", "big_bet", "decimals"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(_("Structure.{field} must be a whole number of chips, 0 or more, "
                                   "not {value}.").format(field=name, value=repr(value)))
        if self.decimals > MAX_DECIMALS:
            raise ValueError(_("Structure.decimals is how many digits a chip has after the decimal mark: "
                               "0 to {limit}, not {value}.").format(limit=MAX_DECIMALS, value=self.decimals))
        if (not isinstance(self.currency, str) or len(self.currency) > MAX_CURRENCY
                or any(not c.isprintable() or c in "<>&\"'" for c in self.currency)):
            raise ValueError(_("Structure.currency is a currency symbol of at most {limit} characters, "
                               "such as '$' or '€', without < > & or quotes, not {value}.").format(
                limit=MAX_CURRENCY, value=repr(self.currency)))
        if self.small_bet <= 0:
            raise ValueError(_("Structure.small_bet must be at least 1 chip."))
        if not 0 < self.bring_in < self.small_bet:
            raise ValueError(_("The bring-in ({bring_in}) must be at least 1 chip and smaller "
                               "than the small bet ({small_bet}) (GEN-3.2).").format(
                bring_in=self.bring_in, small_bet=self.small_bet))
        if self.big_bet < self.small_bet:
            raise ValueError(_("The big bet ({big_bet}) cannot be smaller than the small bet "
                               "({small_bet}) (GEN-2.3).").format(big_bet=self.big_bet,
                                                                small_bet=self.small_bet))

    def money(self, chips: int) -> str:
        """Chips as money: 50 -> '$0.50', 200 -> '$2' ('0,50 $', '2 $' in French)."""
        return format_money(chips, self.currency, self.decimals)
