"""The practice table as the learner sees it: its view model, in the language in force, with no ipywidgets.

What studlib.widgets.table draws from a studlib.practice.PracticeSession (to the widget, to text()
and to html()): each seat as the learner may see it, the pots, whose turn, each button's offer
and words, what the last press did, the log and the dealer's explanation at the end; and the
cards a street dealt, in words for a screen reader. The other tables (a mini deal, the three
games, an opened scenario) read their stage, pots and seat markers here too (stage_marker). Its
words are the constants below, read in the language in force (the widgets read the shared ones as
studlib.widgets.text.POT and so on).
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, ActionKind
from . import card_markup, explain
from .card_markup import SeatView
from .cards import Card
from .explain import Seat, action_words, and_list, net_result, pot_words, seats_name
from .hand import Hand
from .i18n import N_, translated, translates_constants
from .practice import Ask, CodeOpened, DealtAgain, NewHand, NoCode, Offer, Pointer, PracticeSession, explained, pointer
from .rules import Structure

__all__ = ["TableView", "table_view", "action_label", "pot_lines", "dealer_lines", "log_lines", "dealt_said",
           "hand_stage", "stage_marker", "notice_words", "message_words", "status_words", "title_words"]

# --- the words ------------------------------------------------------------------------------------
TABLE_TITLE = N_("Practice table: {game}, deal #{seed}, {players} players, {preset} rules: {stage}")
TABLE_SCENARIO = N_(" (stacked deck)")
SHOWDOWN = N_("showdown")
# A preset's name inside a sentence ("online rules"; « règles en ligne »); other names show as they are.
PRESET_NAMES = {"online": N_("online"), "cardroom": N_("cardroom"), "tournament": N_("tournament")}
MARK_SHOWS_FIRST = N_("◀ shows first")
MARK_BRINGS_IN = N_("◀ brings in")
MARK_ACTS_FIRST = N_("◀ acts first")
MARK_TO_ACT = N_("◀ to act")
MARK_ALL_IN = N_("all in")
MARK_WINS = N_("wins {amount}")
HAND_OVER = N_("The hand is over.")
TO_ACT = N_("{seat} to act.")
YOUR_TURN = N_("Your turn. {options}.")
YOU_FOLDED = N_("You folded: the bots play the hand out.")
COMMUNITY_CARD = N_("Community card: {card}")
POT = N_("Pot: {amount}")
POTS = N_("Pots: {pots}")
# One pot at the end of a hand, with the seats that could win it: "Pot: $70 (Seats 1, 3 and 4)".
POT_SEATS = N_("Pot: {amount} ({seats})")
# The cards a street dealt, said by the practice table's live region (a screen reader): the
# {card}, {down} and {up} are cards with their article, "the queen of spades".
DEALT_YOU_THIRD = N_("You receive {down} face down, and {up} face up.")
DEALT_YOU_UP = N_("You receive {card} face up.")
DEALT_YOU_DOWN = N_("You receive {card} face down.")
DEALT_SHOWS = N_("{seat} shows {card}")
DEALT_OTHERS = N_("{shows}.")     # the DEALT_SHOWS of every other seat, joined by LIST_SEPARATOR
TABLE_NEW_HAND = N_("{what} starts a new hand: deal #{seed} from the start.")
TABLE_CHANGES = {"seat": N_("Changing your seat"), "game": N_("Changing the game"), "rules": N_("Changing the rules"),
                 "players": N_("Changing the number of players")}
TABLE_CODE_OPENED = N_("Opened the teacher's code {code}: deal #{seed}, you in {seat}.")
TABLE_NO_CODE = N_("Nothing opened: type or paste the teacher's share code first.")
TABLE_DEALT_AGAIN = N_("Deal #{seed} dealt again from the start.")
TABLE_DEALT_AGAIN_MORE = N_("Deal #{seed} dealt again from the start ({times} times in a row).")
FOLD_FREE_QUESTION = (N_("Fold when you could check for free? Folding gives the hand up for nothing "
                      '(GEN-13.1). Press "Yes, fold" to fold anyway, or choose another action.'))
FOLD_FREE_YES = N_("Yes, fold")
DEALER_EXPLAINS = N_("The dealer explains the showdown:")
DEALER_EXPLAINS_FOLD = N_("The dealer explains:")


def hand_stage(hand: Hand) -> str:
    """'fourth street' or 'showdown' for a hand's title."""
    return translated(SHOWDOWN) if hand.is_over and hand.showdown_order else explain.STREET_NAMES[hand.street].lower()


def stage_marker(hand: Hand) -> tuple[int | None, str]:
    """The seat to point at now and its marker in words: brings in, acts first or shows first."""
    seat, why = pointer(hand)
    if why is None:
        return None, ""
    # Read when asked: the words are in the language in force then.
    return seat, translated({Pointer.BRINGS_IN: MARK_BRINGS_IN, Pointer.ACTS_FIRST: MARK_ACTS_FIRST,
                             Pointer.SHOWS_FIRST: MARK_SHOWS_FIRST}[why])


def action_label(action: Action, structure: Structure) -> str:
    """A button's words: 'Fold', 'Call $0.50', 'Complete to $2', 'Bet $4', 'Raise to $6 (all in)'
    (explain.ACTION_WORDS holds them, beside the log's words for the same action)."""
    return action_words(action, structure.money, "button")


def pot_lines(hand: Hand) -> list[str]:
    """'Pot: $4.90'; with side pots (a player all in), each pot and who can win it; at the end,
    the pots that were awarded."""
    money = hand.structure.money
    lines = []
    pots = hand.pots
    if not hand.is_over:
        lines.append(translated(POT).format(amount=money(hand.pot)))
        if len(pots) < 2:
            return lines
    if len(pots) == 1:   # 'Pot: $70 (Seats 1, 3 and 4)', not 'Pots: pot $70 (...)' (issue 33 item 9)
        lines.append(translated(POT_SEATS).format(amount=money(pots[0].amount), seats=seats_name(pots[0].eligible)))
        return lines
    lines.append(translated(POTS).format(pots=card_markup.LIST_SEPARATOR.join(pot_words(pots, money))))
    return lines


def dealer_lines(hand: Hand, you: int | None = None) -> list[str]:
    """At the end: who shows first and why, each hand shown (five cards used), each pot's split
    with its odd chips, then everyone's net result, your seat marked (empty while in play)."""
    if not hand.is_over:
        return []
    log = hand.log   # the events explained(hand) names: from who shows first on, or an uncontested award
    return [str(log[i]) for i in explained(hand)] + [net_result(hand.structure.money, hand.payoffs, you)]


def log_lines(hand: Hand) -> list[str]:
    """The log, less the showdown's events the dealer's explanation prints right after it."""
    repeated = set(explained(hand)) if hand.showdown_order else set()
    return [str(line) for i, line in enumerate(hand.log) if i not in repeated]


def dealt_said(hand: Hand, street: int, you: int | None) -> list[str]:
    """The cards a street dealt, in words for a screen reader: 'You receive the queen of spades
    face up.' and 'Seat 4 shows the nine of clubs; Seat 5 shows ...' (the others' down cards
    are not named: nobody sees them). A seat that had folded got none; on a seventh street dealt
    as a community card (GEN-11.1) nobody did, and the log's own line names that card."""
    lines, shows = [], []
    for s in range(hand.n_seats):
        down, up = hand.down_cards(s), hand.up_cards(s)
        if street == 3 and down[:2] and up:
            if s == you:
                lines.append(translated(DEALT_YOU_THIRD).format(
                    down=and_list([c.name_with_article for c in down[:2]]), up=up[0].name_with_article))
            else:
                shows.append(translated(DEALT_SHOWS).format(seat=Seat(s), card=up[0].name_with_article))
        elif 4 <= street <= 6 and len(up) > street - 3:
            card = up[street - 3]
            if s == you:
                lines.append(translated(DEALT_YOU_UP).format(card=card.name_with_article))
            else:
                shows.append(translated(DEALT_SHOWS).format(seat=Seat(s), card=card.name_with_article))
        elif street == 7 and s == you and len(down) > 2:
            lines.append(translated(DEALT_YOU_DOWN).format(card=down[2].name_with_article))
    if shows:
        lines.append(translated(DEALT_OTHERS).format(shows=card_markup.LIST_SEPARATOR.join(shows)))
    return lines


# --- the view model: what every rendering of the table shows -----------------------------------

@dataclass(frozen=True)
class TableView:
    """The practice table at one moment, in the language in force: the widget, text() and html()
    are all drawn from this."""

    title: str
    seats: tuple[SeatView, ...]
    community: Card | None
    pots: tuple[str, ...]
    status: str
    options: tuple[tuple[Offer, Action, str], ...]   # each legal action, what it offers, its button's words
    notice: str
    message: str
    log: tuple[str, ...]
    explains_head: str
    explains: tuple[str, ...]


def title_words(session: PracticeSession) -> str:
    """The table's title: game, deal number, players, rules and stage ('(stacked deck)' for a teacher's deal)."""
    title = translated(TABLE_TITLE).format(game=session.game.name, seed=session.seed, players=session.players,
                                           preset=translated(PRESET_NAMES).get(session.rules.name, session.rules.name),
                                           stage=hand_stage(session.hand))
    return title + (translated(TABLE_SCENARIO) if session.deck is not None else "")


def status_words(session: PracticeSession) -> str:
    """Whose turn, with the learner's options; that they folded; or that the hand is over."""
    hand = session.hand
    if hand.is_over:
        return translated(HAND_OVER)
    if session.your_turn:
        return translated(YOUR_TURN).format(options=hand.options_text())
    if hand.folded(session.seat):
        return translated(YOU_FOLDED)
    return translated(TO_ACT).format(seat=Seat(hand.to_act)) if hand.to_act is not None else ""


def notice_words(session: PracticeSession) -> str:
    """The notice in words: what the last press of a control did."""
    n = session.notice
    if isinstance(n, DealtAgain):
        again = translated(TABLE_DEALT_AGAIN if n.times == 1 else TABLE_DEALT_AGAIN_MORE)
        return again.format(seed=session.seed, times=n.times)
    if isinstance(n, CodeOpened):
        return translated(TABLE_CODE_OPENED).format(code=n.code, seed=session.seed, seat=Seat(session.seat))
    if isinstance(n, NewHand):
        return translated(TABLE_NEW_HAND).format(what=translated(TABLE_CHANGES)[n.change.value], seed=session.seed)
    return ""


def message_words(session: PracticeSession) -> str:
    """The alert in words: the question asked first, a refusal, a mistyped code."""
    p = session.problem
    if p is Ask.FOLD_WHEN_CHECK_FREE:
        return translated(FOLD_FREE_QUESTION)
    if isinstance(p, NoCode):
        return translated(TABLE_NO_CODE)
    return "" if p is None else str(p)   # IllegalAction and ScenarioError say it themselves


def _seat_view(session: PracticeSession, s: int) -> SeatView:
    """Seat s as the learner sees it: their own down cards, the others' at the showdown only."""
    hand = session.hand
    money = hand.structure.money
    marks = []
    if hand.to_act == s:
        marks.append(translated(MARK_TO_ACT))
    if not hand.folded(s) and hand.all_in(s):
        marks.append(translated(MARK_ALL_IN))
    if hand.is_over and hand.showdown_order and hand.showdown_order[0] == s:
        marks.append(translated(MARK_SHOWS_FIRST))
    if hand.is_over:
        won = sum(a.amount for a in hand.awards if a.seat == s)
        if won:
            marks.append(translated(MARK_WINS).format(amount=money(won)))
    cards = hand.down_cards(s)
    visible = s == session.seat or (hand.is_over and s in hand.showdown_order)
    bet = hand.bet_this_street(s)
    return SeatView(s, s == session.seat, hand.folded(s), hand.to_act == s,
                    tuple(cards) if visible else (None,) * len(cards), tuple(hand.up_cards(s)),
                    money(hand.stacks[s]), money(bet) if bet and not hand.is_over else "", tuple(marks))


def table_view(session: PracticeSession) -> TableView:
    """The table's view model, from the session, in the language in force."""
    hand = session.hand
    fold_asked = session.asked is Ask.FOLD_WHEN_CHECK_FREE
    options = tuple((Offer.of(a), a, translated(FOLD_FREE_YES) if fold_asked and a.kind is ActionKind.FOLD
                     else action_label(a, hand.structure)) for a in session.legal_actions)
    explains = dealer_lines(hand, session.seat)
    return TableView(
        title=title_words(session), seats=tuple(_seat_view(session, s) for s in range(session.players)),
        community=hand.community_card, pots=tuple(pot_lines(hand)), status=status_words(session), options=options,
        notice=notice_words(session), message=message_words(session), log=tuple(log_lines(hand)),
        explains_head=translated(DEALER_EXPLAINS if hand.showdown_order else DEALER_EXPLAINS_FOLD) if explains else "",
        explains=tuple(explains))


# Every constant above is translated when read from outside (table_view.POT), in the language in force.
translates_constants(__name__)
