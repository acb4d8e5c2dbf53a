"""A dealer's mistakes a prepared deal can include (GEN-14), as plain data for `Hand(mistakes=...)`.

    Hand(STUD, stacks, deck=..., rules=Rules.cardroom(), mistakes=[Exposed(seat=1, street=3, card=0)])

The engine deals the mistake and then follows the catalogue and the table's preset: T-11 for a
down card dealt face up on third street (GEN-14.3), T-10 for a seventh-street card dealt face up
(GEN-14.6), GEN-14.8 for the wrong player named to bring in, GEN-14.9 for a street dealt before
the betting round is over, GEN-14.10 for a burn error or a card dealt off the table. A misdeal is
declared during the hand (Hand.declare_misdeal, GEN-14.1, GEN-14.2). Seats are numbered from 0,
as in code.
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import _

__all__ = ["Exposed", "WrongBringIn", "DealtTooSoon", "BurnError", "DealerError", "check_mistakes",
           "MAX_TOO_SOON_TABLE"]

# GEN-14.9 takes cards out of play; the catalogue says how to go on when the deck runs short only
# on seventh street (GEN-11.1, T-8). This many players at most keeps the other streets dealt.
MAX_TOO_SOON_TABLE = 6


@dataclass(frozen=True)
class Exposed:
    """The dealer turns up a card that should be face down: on third street `seat`'s first
    (`card=0`) or second (`card=1`) down card (GEN-14.3), or its seventh-street card (`street=7`,
    GEN-14.6). `off_table`: the card went off the table as it was dealt; it plays, as an exposed
    card (GEN-14.10)."""

    seat: int
    street: int = 3
    card: int = 0
    off_table: bool = False


@dataclass(frozen=True)
class WrongBringIn:
    """The dealer names `seat` to bring in although another door card is the worst (GEN-14.8)."""

    seat: int


@dataclass(frozen=True)
class DealtTooSoon:
    """GEN-14.9: after `after` decisions of the betting before `street` (the bring-in counts on
    third street), with the round not over, the dealer burns and deals `street`'s card to the
    next `cards` players in dealing order. `looked` (seventh street only): those players looked
    at their seventh card or mixed it in, so they keep it and may only call on sixth street.
    If the round is over by then, nothing was dealt too soon and the deal goes on as usual."""

    street: int
    cards: int = 1
    after: int = 1
    looked: bool = False


@dataclass(frozen=True)
class BurnError:
    """GEN-14.10: the dealer burns `burns` cards (0 or 2) instead of one before dealing `street`
    (4 to 7); it is seen before the betting. `looked` (seventh street only): the players looked at
    their seventh card or mixed it in, so each keeps the card dealt."""

    street: int
    burns: int = 0
    looked: bool = False


DealerError = Exposed | WrongBringIn | DealtTooSoon | BurnError
_KINDS = (Exposed, WrongBringIn, DealtTooSoon, BurnError)


def _whole(value: object, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value <= high


def check_mistakes(mistakes: object, players: int) -> tuple[DealerError, ...]:
    """The mistakes as a tuple, or a ValueError that says what is allowed."""
    if mistakes is None:
        return ()
    if isinstance(mistakes, _KINDS) or not isinstance(mistakes, (list, tuple)):
        raise ValueError(_("mistakes is a list such as {example}, not {value}.").format(
            example="[studlib.Exposed(seat=1, street=3, card=0)]", value=repr(mistakes)))
    for m in mistakes:
        if not isinstance(m, _KINDS):
            raise ValueError(_("A dealer's mistake is {exposed}, {wrong}, {soon} or {burn}, not {value}.").format(
                exposed="studlib.Exposed(seat, street, card)", wrong="studlib.WrongBringIn(seat)",
                soon="studlib.DealtTooSoon(street, cards, after)", burn="studlib.BurnError(street, burns)",
                value=repr(m)))
        if isinstance(m, DealtTooSoon):
            _check_too_soon(m, players)
        elif isinstance(m, BurnError):
            _check_burn_error(m, players)
        elif isinstance(m.seat, bool) or not isinstance(m.seat, int) or not 0 <= m.seat < players:
            raise ValueError(_("No seat {seat} for a dealer's mistake: seats are 0 to {last} in code.").format(
                seat=repr(m.seat), last=players - 1))
        if isinstance(m, Exposed) and (m.street, m.card) not in ((3, 0), (3, 1), (7, 0)):
            raise ValueError(_("A card dealt face up by mistake is a third-street down card ({third}) or the "
                               "seventh-street card ({seventh}), not {given}.").format(
                third="street=3, card=0 or 1", seventh="street=7, card=0",
                given=f"street={m.street!r}, card={m.card!r}"))
        if isinstance(m, Exposed) and not isinstance(m.off_table, bool):
            raise ValueError(_("Exposed.off_table is True or False, not {value}.").format(value=repr(m.off_table)))
    if len(set(mistakes)) != len(mistakes):
        raise ValueError(_("The same dealer's mistake is listed twice."))
    if sum(isinstance(m, WrongBringIn) for m in mistakes) > 1:
        raise ValueError(_("Only one player can be named to bring in by mistake."))
    # One mistake with the street cards at a time: each is put right before the next street.
    dealing = [m for m in mistakes if isinstance(m, (DealtTooSoon, BurnError))]
    if len(dealing) > 1 or dealing and any(isinstance(m, Exposed) and m.street == 7 for m in mistakes):
        raise ValueError(_("A deal here holds one card dealt too soon or one burn error (GEN-14.9, GEN-14.10), "
                           "and no seventh card dealt face up with it."))
    return tuple(mistakes)


def _check_too_soon(m: DealtTooSoon, players: int) -> None:
    """GEN-14.9's record: a street 4 to 7, 1 to `players` cards, after at least one decision."""
    if not _whole(m.street, 4, 7):
        raise ValueError(_("A card dealt too soon belongs to fourth to seventh street (street=4 to 7), "
                           "not street={value}.").format(value=repr(m.street)))
    if not _whole(m.cards, 1, players):
        raise ValueError(_("A card dealt too soon goes to 1 to {players} players (cards=1 to {players}), "
                           "not cards={value}.").format(players=players, value=repr(m.cards)))
    if not _whole(m.after, 1, 100):
        raise ValueError(_("A card dealt too soon comes after 1 to 100 decisions of the round before it "
                           "(after=1 to 100), not after={value}.").format(value=repr(m.after)))
    if not isinstance(m.looked, bool) or m.looked and m.street != 7:
        raise ValueError(_("looked=True is for a seventh card dealt too soon (street=7): only that card may "
                           "be kept (GEN-14.9)."))
    if players > MAX_TOO_SOON_TABLE:
        raise ValueError(_("A card dealt too soon is dealt here at tables of up to {most} players, not "
                           "{players}: the cards taken out could leave too few for the next streets, and the "
                           "catalogue says how to go on only on seventh street (GEN-11.1).").format(
            most=MAX_TOO_SOON_TABLE, players=players))


def _check_burn_error(m: BurnError, players: int) -> None:
    """GEN-14.10's record: a street 4 to 7 and 0 or 2 burns."""
    if not _whole(m.street, 4, 7):
        raise ValueError(_("A burn error comes before fourth to seventh street (street=4 to 7), "
                           "not street={value}.").format(value=repr(m.street)))
    if m.burns not in (0, 2) or isinstance(m.burns, bool):
        raise ValueError(_("A burn error is no burn (burns=0) or two burns (burns=2), not burns={value}.").format(
            value=repr(m.burns)))
    if not isinstance(m.looked, bool) or m.looked and m.street != 7:
        raise ValueError(_("looked=True is for a seventh card (street=7): only that card is kept as dealt "
                           "(GEN-14.10)."))
    if m.street == 7 and players > MAX_TOO_SOON_TABLE:
        raise ValueError(_("A burn error on seventh street is dealt here at tables of up to {most} players, "
                           "not {players}: with more, the stub rules of GEN-11.1 decide the burn.").format(
            most=MAX_TOO_SOON_TABLE, players=players))
