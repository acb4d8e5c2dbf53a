"""A dealer's mistakes a prepared deal can include (GEN-14), as plain data for `Hand(mistakes=...)`.

    Hand(STUD, stacks, deck=..., rules=Rules.cardroom(), mistakes=[Exposed(seat=1, street=3, card=0)])

The engine deals the mistake and then follows the catalogue and the table's preset: T-11 for a
down card dealt face up on third street (GEN-14.3), T-10 for a seventh-street card dealt face up
(GEN-14.6), GEN-14.8 for the wrong player named to bring in. A misdeal is declared during the
hand (Hand.declare_misdeal, GEN-14.1, GEN-14.2). Seats are numbered from 0, as in code.
"""

from __future__ import annotations

from dataclasses import dataclass

from .i18n import _

__all__ = ["Exposed", "WrongBringIn", "Mistake", "check_mistakes"]


@dataclass(frozen=True)
class Exposed:
    """The dealer turns up a card that should be face down: on third street `seat`'s first
    (`card=0`) or second (`card=1`) down card (GEN-14.3), or its seventh-street card (`street=7`,
    GEN-14.6)."""

    seat: int
    street: int = 3
    card: int = 0


@dataclass(frozen=True)
class WrongBringIn:
    """The dealer names `seat` to bring in although another door card is the worst (GEN-14.8)."""

    seat: int


Mistake = Exposed | WrongBringIn


def check_mistakes(mistakes: object, players: int) -> tuple[Mistake, ...]:
    """The mistakes as a tuple, or a ValueError that says what is allowed."""
    if mistakes is None:
        return ()
    if isinstance(mistakes, (Exposed, WrongBringIn)) or not isinstance(mistakes, (list, tuple)):
        raise ValueError(_("mistakes is a list such as {example}, not {value}.").format(
            example="[studlib.Exposed(seat=1, street=3, card=0)]", value=repr(mistakes)))
    for m in mistakes:
        if not isinstance(m, (Exposed, WrongBringIn)):
            raise ValueError(_("A dealer's mistake is {exposed} or {wrong}, not {value}.").format(
                exposed="studlib.Exposed(seat, street, card)", wrong="studlib.WrongBringIn(seat)", value=repr(m)))
        if isinstance(m.seat, bool) or not isinstance(m.seat, int) or not 0 <= m.seat < players:
            raise ValueError(_("No seat {seat} for a dealer's mistake: seats are 0 to {last} in code.").format(
                seat=repr(m.seat), last=players - 1))
        if isinstance(m, Exposed) and (m.street, m.card) not in ((3, 0), (3, 1), (7, 0)):
            raise ValueError(_("A card dealt face up by mistake is a third-street down card ({third}) or the "
                               "seventh-street card ({seventh}), not {given}.").format(
                third="street=3, card=0 or 1", seventh="street=7, card=0",
                given=f"street={m.street!r}, card={m.card!r}"))
    if len(set(mistakes)) != len(mistakes):
        raise ValueError(_("The same dealer's mistake is listed twice."))
    if sum(isinstance(m, WrongBringIn) for m in mistakes) > 1:
        raise ValueError(_("Only one player can be named to bring in by mistake."))
    return tuple(mistakes)
