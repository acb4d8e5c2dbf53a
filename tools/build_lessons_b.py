"""Build lessons 07-13 (showdown, razz, hi/lo, special situations, house rules) as notebooks.

Usage (from the repo root):  .venv/bin/python tools/build_lessons_b.py [07 08 ...]
Then execute them:           .venv/bin/python tools/execute_notebooks.py lessons/07-*.ipynb ...

The notebooks are written WITHOUT outputs; executing them stores the outputs nbval checks.
Every rule a lesson states names its catalogue ID (../shared/rules/catalogue.md).
Stacked decks are written from per-seat cards by `deck_code`, so a lesson says which cards
each seat gets and the deck text (live dealing order, docs/hand-api.md) cannot drift.
"""

from __future__ import annotations

import sys
from pathlib import Path


REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

from lessonkit import code, main, md  # noqa: E402
from studlib.cards import CARDS, parse_cards  # noqa: E402

STREETS = {3: "fourth", 4: "fifth", 5: "sixth", 6: "seventh"}


# --- stacked decks --------------------------------------------------------------------------

def deal_rows(seats: list[str], burns: str = "") -> list[tuple[str, str]]:
    """(cards, comment) rows of a deck in live dealing order, from the cards each seat receives.

    Each seat's text lists its cards in the order received: two down, door, 4th, 5th, 6th
    (up) and 7th (down). A seat that folds stops early and is skipped from then on.
    Burns not given are the first unused cards in new-deck order.
    """
    hands = [s.split() for s in seats]
    burn_list = burns.split()
    every = [str(c) for c in parse_cards(" ".join(" ".join(h) for h in hands) + " " + burns)]
    if len(every) != len(set(every)):
        raise ValueError(f"a card appears twice in {seats} / burns {burns!r}")
    spare = [str(c) for c in CARDS if str(c) not in set(every)]
    n = len(hands)
    everyone = ", ".join(str(i + 1) for i in range(n))
    rows = [
        (" ".join(h[0] for h in hands), f"first down card: Seats {everyone}"),
        (" ".join(h[1] for h in hands), "second down card"),
        (" ".join(h[2] for h in hands), "door cards, face up"),
    ]
    for k in range(3, 7):
        got = [i for i, h in enumerate(hands) if len(h) > k]
        if not got:
            break
        burn = burn_list[k - 3] if len(burn_list) > k - 3 else spare.pop(0)
        who = ", ".join(str(i + 1) for i in got)
        rows.append((f"{burn}  " + " ".join(hands[i][k] for i in got),
                     f"{STREETS[k]} street: a burn, then Seat{'s' if len(got) > 1 else ''} {who}"))
    return rows


def deck_code(seats: list[str], burns: str = "", var: str = "deck") -> str:
    """Python source that builds the deck string, one dealing round per commented line."""
    rows = deal_rows(seats, burns)
    width = max(len(r[0]) for r in rows) + 5  # quotes, comma, two spaces
    body = "\n".join(f"    {(chr(34) + r[0] + chr(34) + ','):<{width}}# {r[1]}" for r in rows)
    return f'{var} = " ".join([\n{body}\n])'


# --- shared setup code ------------------------------------------------------------------------

HELPER_CODE = {
    "show": '''
def show(hand, start=0):
    """Print the hand's explanations from log line `start` on."""
    for line in hand.log[start:]:
        print(line)
''',
    "show_showdown": '''
def show_showdown(hand):
    """Print the explanations from the showdown on (the line citing GEN-8.1 or GEN-8.2)."""
    lines = hand.log
    first = next(i for i, line in enumerate(lines) if {"GEN-8.1", "GEN-8.2"} & set(line.rules))
    show(hand, first)
''',
    "seats": '''
def seats(order):
    """[2, 0, 1] -> 'Seat 3, Seat 1, Seat 2' (code counts seats from 0, the table from 1)."""
    return ", ".join(f"Seat {s + 1}" for s in order)
''',
}


def helpers(*names: str) -> str:
    """The small printing/playing helpers a lesson's setup cell defines, two blank lines apart."""
    return "\n\n".join(HELPER_CODE[name].strip("\n") for name in names)
# @@LESSONS@@

# --- 07 Showdown in stud ----------------------------------------------------------------------

SHOWDOWN_SEATS = ["Kh Kd 9s 9c 4h 2c 7d", "Ac Qd Ah Qc 8d 3s 5c", "Jh Th 8h 5h Ks 6c 2h"]
STRAIGHTS_SEATS = ["9h 8h 7c 6d 5s Kc 2d", "Qs Jd Kd", "9s 8s 7d 6c 5h Qd 3c"]
DOLLAR_CHIPS = "Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, decimals=0)"


def lesson_07() -> list:
    """Showdown order, best five of seven, ties and odd chips, a first look at side pots."""
    return [
        md("""
            # 7. Showdown in stud

            **Rules in this lesson:** GEN-8.1, GEN-8.2, STUD-8.2, GEN-10.1, GEN-10.2, GEN-10.3,
            GEN-10.4 (first look), T-5 (first look)  
            **Time:** about 20 minutes

            When the betting on seventh street is over and two or more players are still in,
            everyone turns their cards up: that is the **showdown**. This lesson answers three
            questions: who shows first, which five cards count, and what happens when hands tie.
            """),
        md("""
            ## Key points

            - If anyone bet on seventh street, the **last player to bet or raise shows first**,
              then the others in turn clockwise (GEN-8.1).
            - If nobody bet on seventh street, in Seven Card Stud the **best board** (the best up
              cards) shows first (STUD-8.2, GEN-8.2).
            - Each player plays the **best five of their seven cards**, any five, up or down (GEN-10.1).
            - Equal hands **split the pot** as evenly as possible. Suits never break a tie for a
              pot (GEN-10.2).
            - A chip that cannot be split goes, by default, to the first tied winner clockwise
              from the dealer (GEN-10.3, option T-5). When a player is all in, side pots are formed
              and each one is awarded separately (GEN-10.4).
            """),
        code("from studlib import Hand, STUD, Structure, high_hand, format_cards",
             helpers("show", "show_showdown", "seats")),
        md("""
            ## Worked example 1: a bet on seventh street (GEN-8.1)

            Three players at $2/$4, each with $100. So that we all see the same hand, the deck is
            **stacked**: the cards are listed in the order the dealer hands them out. Seat 1 gets
            two kings, Seat 2 aces and queens, Seat 3 a heart flush.
            """),
        code(deck_code(SHOWDOWN_SEATS), """

            hand = Hand(STUD, [10000] * 3, deck=deck)   # stacks in cents: $100 each
            hand.act("bring_in")   # Seat 3 (8♥, the lowest door card)
            hand.act("complete")   # Seat 1 completes to $2
            hand.act("call")       # Seat 2
            hand.act("call")       # Seat 3
            hand.play_until(7)    # everyone checks on 4th, 5th and 6th street
            print("Seventh street. First to act:", seats([hand.to_act]))
            """),
        md("On seventh street Seat 1 checks, Seat 2 bets, Seat 3 raises, and both others call."),
        code("""
            for action in ["check", "bet", "raise", "call", "call"]:
                hand.act(action)
            print("Showdown order:", seats(hand.showdown_order))
            show_showdown(hand)
            """),
        md("""
            Seat 3 made the **last raise**, so Seat 3 shows first; then the others follow
            clockwise: Seat 1, then Seat 2 (GEN-8.1). Seat 2 made the first bet, but that does not
            matter: only the last bet or raise counts.

            ## Worked example 2: nobody bets on seventh street (STUD-8.2)

            Same cards, but this time everybody just checks or calls to the end.
            """),
        code("""
            quiet = Hand(STUD, [10000] * 3, deck=deck)
            quiet.auto_play()      # bring-in, then everyone calls or checks
            print("Boards:", {f"Seat {s + 1}": format_cards(quiet.up_cards(s)) for s in range(3)})
            show_showdown(quiet)
            """),
        md("""
            Seat 1's board, a pair of nines, is the best board, so Seat 1 shows first (STUD-8.2).
            That is the same player who would act first on seventh street.

            ## The best five of seven (GEN-10.1)

            Nobody plays all seven cards: each player picks the best five. Here is what each
            player kept and what was left out.
            """),
        code("""
            for seat in range(3):
                seven = quiet.cards(seat)
                best = high_hand(seven)
                left_out = [card for card in seven if card not in best.cards]
                print(f"Seat {seat + 1}: {best.long_name}")
                print(f"    plays {format_cards(best.cards)}, leaves out {format_cards(left_out)}")
            """),
        md("""
            Seat 3's flush uses both down cards and three up cards; Seat 1's two pair uses both
            down cards and the seventh card. Any five of the seven may play (GEN-10.1).

            ## Worked example 3: a tie and an odd chip (GEN-10.2, GEN-10.3)

            To see a real odd chip we play a $4/$8 game with $1 chips: ante $1, bring-in $2.
            Seats 1 and 3 both make a nine-high straight, Seat 3's with more spades in it.
            """),
        code(deck_code(STRAIGHTS_SEATS, var="tie_deck"), f"""

            dollars = {DOLLAR_CHIPS}
            tie = Hand(STUD, [100] * 3, structure=dollars, deck=tie_deck)
            tie.act("bring_in")   # Seat 1 (7♣)
            tie.act("fold")       # Seat 2
            tie.act("call")       # Seat 3
            tie.auto_play()
            show_showdown(tie)
            """),
        code("""
            for award in tie.awards:
                print(f"Seat {award.seat + 1} gets ${award.amount}"
                      + (" (including the odd chip)" if award.odd_chips else ""))
            """),
        md("""
            The pot is $7: three $1 antes and two $2 bring-in bets. The two straights are equal,
            so the players split; the spades in Seat 3's hand change nothing (GEN-10.2). $7 does
            not split evenly, so the odd $1 goes to the first tied winner clockwise from the
            dealer: Seat 1 (GEN-10.3). That is the course's default table rule; other tables give
            the odd chip by suit instead, as lesson 13 shows (T-5).

            ## A first look at side pots (GEN-10.4)

            Same cards as example 1, but Seat 3 has only $2.40. Seat 3 is all in on third street,
            and Seats 1 and 2 keep betting on fourth street. Their extra bets form a **side pot**
            that Seat 3 cannot win.
            """),
        code("""
            short = Hand(STUD, [10000, 10000, 240], deck=deck)
            short.act("bring_in"); short.act("complete"); short.act("call")
            short.act("call")           # Seat 3 calls with everything left: all in
            short.act("bet", 200)       # Seat 1 bets $2 on fourth street
            short.act("call")           # Seat 2
            short.auto_play()
            for number, pot in enumerate(short.pots_at_showdown):
                print(f"{'Main pot' if number == 0 else 'Side pot'}: {short.structure.money(pot.amount)}, "
                      f"for {seats(pot.eligible)}")
            show_showdown(short)
            """),
        md("""
            Each pot is awarded on its own, the last-formed (the side pot) first (GEN-10.4). Seat
            3's flush wins the main pot; the side pot goes to the best hand among Seats 1 and 2.
            Lesson 12 has more all-in situations.

            ## Try it: a mini-deal

            Deal street by street to the end. Before you look at the explanation, say who shows
            first and why. Change the deal number to get another hand.
            """),
        code("""
            from studlib.widgets import MiniDeal, MultipleChoice, SeatQuiz

            MiniDeal(game=STUD, players=5, seed=707)
            """),
        md("""
            ## Common mistakes

            - **"The player who calls shows first."** No: the last player to *bet or raise* on
              seventh street shows first (GEN-8.1). If nobody bet, the best board shows first
              (STUD-8.2).
            - **"My flush is in spades, so it beats the same flush in hearts."** Suits never
              decide who wins a pot: equal hands split it (GEN-10.2). Suits only break ties for
              the bring-in (GEN-3.1) and in some house rules (T-3, T-5).
            - **"You must use your two down cards."** That is a Hold'em or Omaha habit. Any five
              of your seven cards may play (GEN-10.1). (Seed 004 says « n'importe lesquelles de
              ses cinq cartes », *any of his five cards*: it means any five of the seven.)
            - **"The odd chip goes to the best suit."** Only under some house rules. The course
              default gives it to the first tied winner clockwise from the dealer (GEN-10.3, T-5).
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "On seventh street Seat 4 bets, Seat 1 raises, then Seat 2 and Seat 4 call. "
                "Who shows first?",
                ["Seat 4", "Seat 1", "Seat 2", "The best board"],
                answer="Seat 1",
                feedback={
                    "Seat 4": "Seat 4 bet first, but Seat 1 raised after that. "
                              "The LAST player to bet or raise shows first.",
                    "Seat 2": "Calling never makes you show first: look for the last bet or raise.",
                    "The best board": "The best board shows first only when nobody bet "
                                      "on seventh street (STUD-8.2).",
                },
                explanation="Seat 1 made the last raise, so Seat 1 shows first, then the others clockwise.",
                rule="GEN-8.1",
            )
            """),
        code("""
            MultipleChoice(
                "Seat 2 and Seat 5 both have an ace-high flush A-J-9-6-3: Seat 2 in hearts, "
                "Seat 5 in spades. Who wins the pot?",
                ["Seat 5: spades are the highest suit", "They split the pot",
                 "Seat 2: first clockwise from the dealer"],
                answer="They split the pot",
                feedback={
                    "Seat 5: spades are the highest suit":
                        "The suit order (clubs < diamonds < hearts < spades) is only for the "
                        "bring-in and some house rules. It never decides who wins a pot.",
                    "Seat 2: first clockwise from the dealer":
                        "Position can decide who gets an odd chip (GEN-10.3), "
                        "not who wins the pot.",
                },
                explanation="Equal hands split the pot as evenly as possible.",
                rule="GEN-10.2",
            )
            """),
        code("""
            MultipleChoice(
                "Seat 3 and Seat 6 tie and split a $25 pot played with $1 chips, "
                "under the course's default rules. Who gets the odd $1?",
                ["Seat 3", "Seat 6", "The player with the highest spade", "It stays in the pot"],
                answer="Seat 3",
                feedback={
                    "Seat 6": "The default goes clockwise from the dealer, and Seat 3 comes "
                              "before Seat 6.",
                    "The player with the highest spade": "That is a house rule some tables use "
                                                         "(T-5), not the course default.",
                    "It stays in the pot": "Every chip of the pot is given out; "
                                           "the odd one goes to one of the winners.",
                },
                explanation="By default the odd chip goes to the first tied winner clockwise "
                            "from the dealer: Seat 3 gets $13, Seat 6 gets $12.",
                rule="GEN-10.3",
            )
            """),
        md("Click the seat that shows first. The quiz deals a new hand each time."),
        code('SeatQuiz(kind="shows_first", game=STUD, players=5, seed=7)'),
    ]


# --- 08 Razz: reading a low -------------------------------------------------------------------

LADDER = ["3c 3d 3h 5s 5c", "Kd Kc 4h 3s 2c", "2d 2s 7c 6h 5d", "Ah Ac Td 9s 8c",
          "Ks Qh Jc Td 9h", "Kc Qd Js Th 7s", "9d 8c 7h 6s 5c", "9s 7c 6d 5h 3c",
          "9c 7h 6s 5d Ah", "6c 5d 4h 3s 2c", "6d 4c 3h 2s Ad", "5h 4d 3c 2s Ac"]


def lesson_08() -> list:
    """Reading an ace-to-five low, seed 003's ladder, names like 'nine low'."""
    rows = (", ".join(f'"{h}"' for h in LADDER[i:i + 4]) for i in range(0, 12, 4))
    ladder = "LADDER = [\n" + "".join(f"    {row},\n" for row in rows) + "]"
    return [
        md("""
            # 8. Razz: reading a low

            **Rules in this lesson:** RAZZ-9.1, RAZZ-9.2  
            **Time:** about 15 minutes

            Razz is Seven Card Stud played for the **lowest** hand. Seed 003 (a PokerStars page)
            puts it in one line: « la meilleure main basse Ace to Five gagne le pot », *the best
            ace-to-five low hand wins the pot*. This lesson teaches you to read a low at a glance.
            """),
        md("""
            ## Key points

            - **Aces are low** (an ace counts as one) and **straights and flushes do not count**.
              So 5-4-3-2-A, the *wheel*, is the best possible hand (RAZZ-9.1).
            - Read a low **from its highest card down** and compare the first card that differs:
              7-5-3-2-A beats 7-6-3-2-A (RAZZ-9.1).
            - **Pairs count against you.** Any hand without a pair beats any hand with one; from
              best to worst: no pair, one pair, two pair, three of a kind, full house, four of a
              kind; within a kind the lowest pair is best (RAZZ-9.1).
            - A low is named by its highest card: 6-5-4-3-2 is a **six low**, 9-7-6-5-A a **nine
              low**, K-Q-J-10-9 a **king low** (RAZZ-9.2).
            - There is no qualifier: every hand plays, and each player uses the best five of
              their seven cards (RAZZ-9.1, GEN-10.1).
            """),
        code("""
            from studlib import Hand, RAZZ, low_hand, format_cards
            """),
        md("""
            ## Worked example: the best five of seven

            `low_hand` finds the best low in five to seven cards. Cards are written rank then
            suit: `Kd` is the king of diamonds, `Td` the ten of diamonds.
            """),
        code("""
            seven = "Kd 7s 5h 5c 3d 2s As"
            best = low_hand(seven)
            print(best.name, "-", best.long_name)
            print("plays:", format_cards(best.cards))
            """),
        md("""
            The king is too high and the second five would make a pair, so both are left out:
            the hand is 7-5-3-2-A, a *seven low* (more exactly a seven-five low).

            ## Seed 003's ladder (RAZZ-9.2)

            Seed 003 lists twelve razz hands « de la plus faible (n° 1, qui gagne rarement le pot)
            à la plus forte (n° 12, le nuts) », *from the weakest to the strongest*, and adds:
            « les mains basses sont toujours classées de la plus haute carte à la plus basse »,
            *low hands are always read from the highest card to the lowest*. The ladder is right,
            and the engine agrees with it:
            """),
        code(ladder, """
            for number, cards in enumerate(LADDER, start=1):
                value = low_hand(cards)
                print(f"{number:>2}. {cards}   {value.name}")
            """),
        code("""
            # Each hand must beat the one before it: a larger value is a better low.
            print(all(low_hand(worse) < low_hand(better)
                      for worse, better in zip(LADDER, LADDER[1:])))
            """),
        md("""
            Three things to notice:

            - Rungs 1 to 4 are all paired, so they lose to **every** unpaired hand, even the king
              low K-Q-J-10-9 (rung 5). A pair of aces is the best pair, but it is still a pair.
            - Rung 5 against rung 6: both start K-Q-J-10; the last card decides, and 7 is lower
              than 9.
            - Rung 9 against rung 8: 9-7-6-5 is the same, then the ace beats the three.

            ## Compare from the top

            The engine compares exactly like a dealer reads: first card, then the next.
            """),
        code("""
            print(low_hand("7s 5d 3c 2h Ad") > low_hand("7h 6d 3s 2c Ac"))   # 7-5 beats 7-6
            print(low_hand("8s 5d 4c 3h 2d") > low_hand("8h 6c 3s 2c Ad"))   # 8-5 beats 8-6
            print(low_hand("Ks Qh Jc Td 9h") > low_hand("Ah Ac 2d 3s 4c"))   # no pair beats a pair
            """),
        md("""
            In the second line, looking at the bottom cards (2 against A) would give the wrong
            answer: the 5 against the 6 decides first.

            ## Drill: climb the ladder

            Put the hands in order, best first. The drill uses seed 003's ladder, shuffled.
            """),
        code("""
            from studlib.widgets import LowLadderDrill, MiniDeal, MultipleChoice

            LowLadderDrill(seed=8)
            """),
        md("""
            ## Try it: a mini-deal

            Deal a razz hand to the end. Before reading the showdown, name each player's low
            ("nine low", "king low", ...) from their seven cards.
            """),
        code("MiniDeal(game=RAZZ, players=4, seed=808)"),
        md("""
            ## Common mistakes

            - **Treating the ace as high.** In razz an ace is the lowest card; A-2-3-4-5 is the
              best hand, not a weak ace-high (RAZZ-9.1).
            - **"5-4-3-2-A is a straight, so it is bad"** (or good for the wrong reason).
              Straights and flushes simply do not count in razz (RAZZ-9.1).
            - **Comparing the lowest cards first.** 8-5-4-3-2 beats 8-6-3-2-A: read from the top,
              the 5 beats the 6 before the bottom cards matter (RAZZ-9.1).
            - **Thinking a small pair is fine.** A-A-10-9-8 loses to K-Q-J-10-9: any pair loses
              to any unpaired hand (RAZZ-9.1, rungs 4 and 5 of the ladder).
            - **Naming a low by its lowest card.** 9-7-6-5-A is a *nine low*, not an "ace low"
              (RAZZ-9.2).
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "Which razz hand is better?",
                ["8-5-4-3-2", "8-6-3-2-A", "They tie"],
                answer="8-5-4-3-2",
                feedback={
                    "8-6-3-2-A": "You compared the bottom cards (A against 2). Read from the top: "
                                 "8 = 8, then 5 is lower than 6, and that decides.",
                    "They tie": "Both are eight lows, but the second card differs: 5 against 6.",
                },
                explanation="Compare from the highest card down: 8-5 beats 8-6.",
                rule="RAZZ-9.1",
            )
            """),
        code("""
            MultipleChoice(
                "Which razz hand is better?",
                ["K-Q-J-10-9", "A-A-2-3-4"],
                answer="K-Q-J-10-9",
                feedback={
                    "A-A-2-3-4": "The small cards look good, but the two aces are a pair, "
                                 "and any pair loses to any hand without one.",
                },
                explanation="Pairs count against you: a king low beats every paired hand.",
                rule="RAZZ-9.1",
            )
            """),
        code("""
            MultipleChoice(
                "What is 9-7-6-5-A called?",
                ["a nine low", "an ace low", "a five low", "a nine-high straight"],
                answer="a nine low",
                feedback={
                    "an ace low": "A low is named by its HIGHEST card, not its lowest.",
                    "a five low": "The five is not the highest card here: the nine is.",
                    "a nine-high straight": "There is no 8, so it is not a straight, and "
                                            "straights do not count in razz anyway.",
                },
                explanation="Seed 003: hand #9, 9-7-6-5-A, is a « nine low ».",
                rule="RAZZ-9.2",
            )
            """),
    ]


# --- 09 Razz: a whole hand --------------------------------------------------------------------

RAZZ_SEATS = ["2c 7d 4s 6h Kd 3s 9c", "Jc Tc Qh", "Kh 9h Qd", "3d 2h Ac Ad 7c 5d 8s"]


def lesson_09() -> list:
    """A razz hand from the antes to the showdown, with the engine's explanations."""
    return [
        md("""
            # 9. Razz: a whole hand

            **Rules in this lesson:** RAZZ-3.1, RAZZ-5.1, RAZZ-6.1, RAZZ-8.2, RAZZ-10.1  
            **Time:** about 20 minutes

            Razz is dealt and bet like Seven Card Stud; what changes is that everything is turned
            upside down: the high door card pays the bring-in, the low board acts first, and the
            low hand wins. We follow one hand from the antes to the showdown.
            """),
        md("""
            ## Key points

            - **Bring-in: the highest door card**, aces low, so a king is the worst door card.
              Between equal ranks the **higher** suit pays: with Q♥ and Q♦ showing, Q♥ pays
              (RAZZ-3.1; suits rank clubs < diamonds < hearts < spades, GEN-3.1).
            - From fourth street on, **the lowest board acts first**. Any unpaired board is lower
              than any paired board, and two aces are the lowest pair (RAZZ-5.1).
            - **No double bet**: fourth street is always the small bet, even with a pair showing
              (RAZZ-6.1).
            - If nobody bets on seventh street, players **show in seat order, Seat 1 first**
              (RAZZ-8.2). Some tables let the lowest board show first instead (option T-4).
            - **The best low wins the whole pot**; equal lows split it, and suits never count
              (RAZZ-10.1).
            """),
        code("from studlib import Hand, RAZZ, low_hand, format_cards", helpers("show")),
        md("""
            ## Third street: who brings in? (RAZZ-3.1)

            Four players at $2/$4 (ante $0.40, bring-in $0.50), with a stacked deck. Two queens
            show: the Q♥ and the Q♦, just like seed 003's example.
            """),
        code(deck_code(RAZZ_SEATS), """
            hand = Hand(RAZZ, [10000] * 4, deck=deck)
            for seat in range(4):
                print(f"Seat {seat + 1} door card: {hand.up_cards(seat)[0].pretty}")
            show(hand)
            """),
        md("""
            Aces are low in razz, so the ace is the *best* door card and the queens are the worst
            here. Between the two queens the higher suit pays: hearts beat diamonds, so Seat 2
            brings in. Seed 003 says the same: « la dame de cœur paie le bring-in ».

            Seat 2 brings in, Seat 3 folds, Seat 4 completes to $2, Seat 1 calls and Seat 2
            folds.
            """),
        code("""
            seen = len(hand.log)
            for action in ["bring_in", "fold", "complete", "call", "fold"]:
                hand.act(action)
            show(hand, seen)
            """),
        md("## Fourth street: the lowest board acts first (RAZZ-5.1, RAZZ-6.1)"),
        code("""
            for seat in hand.in_hand:
                print(f"Seat {seat + 1} shows {format_cards(hand.up_cards(seat), pretty=True)}")
            print("Seat", hand.to_act + 1, "may:",
                  ", ".join(a.describe(hand.structure) for a in hand.legal_actions()))
            """),
        md("""
            Seat 4 shows two aces, the lowest pair there is, but a pair is still worse than any
            unpaired board: Seat 1's six-four acts first (RAZZ-5.1). And although a pair shows,
            the only bet is $2: razz has no double bet (RAZZ-6.1).
            """),
        code("""
            seen = len(hand.log)
            hand.act("bet")     # Seat 1 bets $2
            hand.act("call")    # Seat 4
            hand.act("check"); hand.act("check")                 # fifth street
            hand.act("check"); hand.act("bet"); hand.act("call") # sixth street: Seat 4 bets $4
            show(hand, seen)
            """),
        md("""
            Seat 1's king on fifth street does not change the order: king-six-four has no pair,
            so it is still lower than ace-ace-seven. From fifth street on the bet is $4 (GEN-7.1).

            ## Seventh street and the showdown (RAZZ-8.2, RAZZ-10.1)

            Both players check on seventh street.
            """),
        code("""
            seen = len(hand.log)
            hand.act("check"); hand.act("check")
            show(hand, seen)
            print({f"Seat {s + 1}": hand.structure.money(net) for s, net in enumerate(hand.payoffs)})
            """),
        md("""
            Nobody bet on seventh street, so the players show in seat order, Seat 1 first
            (RAZZ-8.2). Seed 003 says so: « le joueur assis dans le premier siège doit montrer ses
            cartes en premier ».

            Both hands are *seven lows*, so read on: 7-6 against 7-5. Seat 4's 7-5-3-2-A is
            lower and wins the whole pot (RAZZ-10.1). Seat 4 did that with a pair of aces on
            board: the pair is simply left out of the best five.
            """),
        code("""
            for seat in (0, 3):
                best = low_hand(hand.cards(seat))
                print(f"Seat {seat + 1}: {best.long_name}: {format_cards(best.cards, pretty=True)}")
            """),
        md("""
            ## Try it: a mini-deal

            Switch the game to Razz if needed and deal street by street. Before each street's
            explanation appears, point at the seat you think brings in or acts first. You can also
            change a door card to test the suit rule.
            """),
        code("""
            from studlib.widgets import MiniDeal, MultipleChoice, SeatQuiz

            MiniDeal(game=RAZZ, players=5, seed=909)
            """),
        md("""
            ## Common mistakes

            - **"The ace is the highest door card, so it brings in."** In razz the ace is the
              lowest card: it is the best door card. The king is the worst (RAZZ-3.1).
            - **"The lower suit pays, as in stud."** In razz, between equal ranks the *higher*
              suit pays: K♠ pays before K♣ (RAZZ-3.1).
            - **"A pair of twos is a low board."** Any unpaired board, even K-Q, is lower than any
              paired board (RAZZ-5.1).
            - **Betting $4 on fourth street because a pair shows.** That option exists only in
              Seven Card Stud (STUD-6.1); in razz fourth street is always the small bet (RAZZ-6.1).
            - **"The lowest board shows first when nobody bets."** The course default is seat
              order, Seat 1 first (RAZZ-8.2); the lowest-board order is a house rule (T-4).
            - Seed 003 says the bring-in player « doit faire une autre mise », *must make another
              bet*: it means the player posts the bring-in (or completes), nothing more.
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "Razz. Door cards: Seat 1 K♣, Seat 2 K♠, Seat 3 A♦. Who brings in?",
                ["Seat 1", "Seat 2", "Seat 3"],
                answer="Seat 2",
                feedback={
                    "Seat 1": "In stud the lower suit pays; in razz it is the HIGHER suit, "
                              "and spades are higher than clubs.",
                    "Seat 3": "Aces are low in razz: the ace is the best door card, not the worst.",
                },
                explanation="The highest door card brings in; between two kings the higher suit, K♠, pays.",
                rule="RAZZ-3.1",
            )
            """),
        code("""
            MultipleChoice(
                "Razz, fourth street. Seat 1 shows 2-2, Seat 2 shows Q-J, Seat 3 shows K-8. "
                "Who acts first?",
                ["Seat 1", "Seat 2", "Seat 3"],
                answer="Seat 2",
                feedback={
                    "Seat 1": "Small cards, but a pair: any unpaired board is lower than a paired one.",
                    "Seat 3": "Both K-8 and Q-J are unpaired; compare from the top: the queen is "
                              "lower than the king.",
                },
                explanation="The lowest board acts first: Q-J is the lowest unpaired board.",
                rule="RAZZ-5.1",
            )
            """),
        md("Click the seat that brings in. Each new deal is a fresh razz hand."),
        code('SeatQuiz(kind="bring_in", game=RAZZ, players=5, seed=9)'),
    ]


# --- 10 Stud Hi/Lo: eight or better ------------------------------------------------------------

HILO_SEATS = ["4h 5h Ac Kd 2s 9d 8s", "7c 8c 2d 9h Jc Qc Tc", "As 6d 3s 3h 4d 7d 5c"]


def lesson_10() -> list:
    """Does a low qualify, which five cards, the ace both ways; bring-in, first to act, no double bet."""
    return [
        md("""
            # 10. Stud Hi/Lo: eight or better

            **Rules in this lesson:** HILO-9.1, HILO-9.2, HILO-3.1, HILO-5.1, HILO-6.1  
            **Time:** about 20 minutes

            In Seven Card Stud Hi/Lo the pot is split between the best high hand and the best low
            hand, but only a low that is **eight or better** counts. This lesson shows how to
            read both hands from the same seven cards, and the three places where the betting
            differs from plain stud.
            """),
        md("""
            ## Key points

            - A low **qualifies** only with five cards of **different ranks, all 8 or lower**.
              Aces are low, straights and flushes do not count. The best low is 5-4-3-2-A, the
              worst qualifying low is 8-7-6-5-4 (HILO-9.1).
            - High and low are chosen **separately** from the seven cards. They may share cards,
              and an ace plays high and low at the same time; a wheel (5-4-3-2-A) can win both
              halves (HILO-9.2).
            - The **bring-in** is the lowest door card with **aces high**, even though aces are
              low for the low hand. 2♣ is the lowest door card (HILO-3.1).
            - From fourth street on, the **best high board** acts first (HILO-5.1).
            - **No double bet** on fourth street, whatever pairs show (HILO-6.1).
            """),
        code("""
            from studlib import Hand, STUD, STUD8, eight_or_better, high_hand, format_cards
            """),
        md("""
            ## Worked example: does it qualify?

            `eight_or_better(cards)` returns the best qualifying low, or `None` when there is
            none. `high_hand(cards)` gives the high hand from the same cards.
            """),
        code("""
            EXAMPLES = {
                "a wheel":                 "Ah 2d 3c 4s 5d Kh Kc",
                "just an eight":           "9c 9d 8h 7s 6c 5d 4c",
                "the pair is left out":    "As Ad 2c 4h 6s 7d Qc",
                "only four low ranks":     "Ks Qd 8h 8c 7d 3s 2h",
                "the nine is too high":    "9s 7d 6h 5c 3d Kc Qh",
            }
            for label, cards in EXAMPLES.items():
                low = eight_or_better(cards)
                print(f"{label:<22} {cards}")
                print(f"{'':<22} high: {high_hand(cards).long_name}")
                print(f"{'':<22} low:  {low.name + ' (' + format_cards(low.cards) + ')' if low else 'none'}")
            """),
        md("""
            - The wheel is a five-high straight for high *and* the best possible low.
            - 8-7-6-5-4 is the worst low that still qualifies, and the same cards with the 9 make
              a straight for high. Seed 002 says « seules les mains dont la carte la plus forte
              est un 8 »; read it as *eight **or lower***, as seed 000 does.
            - A pair among the seven cards does not spoil the low: the low uses five *other* ranks.
            - With 8-8-7-3-2 there are only four different low ranks: no low.
            - 9-7-6-5-3 does not qualify: every card of the low must be 8 or lower.

            ## Which five cards? The ace both ways (HILO-9.2)
            """),
        code("""
            cards = "As 2s 4s 7s Kd 9s 3h"
            high, low = high_hand(cards), eight_or_better(cards)
            print("high:", high.long_name, "-", format_cards(high.cards, pretty=True))
            print("low: ", low.name, "-", format_cards(low.cards, pretty=True))
            print("in both:", format_cards([c for c in high.cards if c in low.cards], pretty=True))
            """),
        md("""
            The A♠ is the top card of the flush and the bottom card of the low at the same time.
            Seed 004 puts it well: « Vous pouvez utiliser un as comme carte forte pour une main et
            comme carte faible pour une autre », *you may use an ace as a high card for one hand
            and as a low card for the other*.

            ## Betting: bring-in, first to act, no double bet

            Three players, stacked deck. The door cards are A♣, 2♦ and 3♠.
            """),
        code(deck_code(HILO_SEATS), """
            hand = Hand(STUD8, [10000] * 3, deck=deck)
            print(hand.log[2])
            """),
        md("""
            The ace is high for the bring-in, so the A♣ is the *best* door card and the 2♦ pays
            (HILO-3.1). Now everyone calls, and fourth street is dealt.
            """),
        code("""
            hand.act("bring_in"); hand.act("call"); hand.act("call")
            for seat in range(3):
                print(f"Seat {seat + 1} shows {format_cards(hand.up_cards(seat), pretty=True)}")
            print(hand.log[-1])
            print("Seat", hand.to_act + 1, "may:",
                  ", ".join(a.describe(hand.structure) for a in hand.legal_actions()))
            """),
        md("""
            Seat 3's pair of threes is the best *high* board, so Seat 3 acts first, even though
            Seat 1's A-K or Seat 2's 2-9 might look better for low (HILO-5.1). And the only bet
            is $2: no double bet in Stud Hi/Lo (HILO-6.1). The same cards in plain Seven Card Stud
            would allow $2 or $4 (STUD-6.1):
            """),
        code("""
            stud = Hand(STUD, [10000] * 3, deck=deck)
            stud.act("bring_in"); stud.act("call"); stud.act("call")
            print("Stud, Seat", stud.to_act + 1, "may:",
                  ", ".join(a.describe(stud.structure) for a in stud.legal_actions()))
            """),
        md("Let the hand check down and look at the showdown."),
        code("""
            hand.auto_play()
            for line in hand.log[-6:]:
                print(line)
            """),
        md("""
            Seat 3's 3-4-5-6 play twice: with the 7♦ they make a seven-high straight for high,
            with the A♠ a six low, 6-5-4-3-A. The straight loses the high half to Seat 2's flush,
            but the six low beats Seat 1's eight low and wins the low half. Lesson 11 is all about
            splitting the pot.

            ## Try it: a mini-deal

            Deal a Stud Hi/Lo hand to the end. At each street ask yourself: who has a low draw,
            and does the final low qualify?
            """),
        code("""
            from studlib.widgets import MiniDeal, MultipleChoice, SeatQuiz

            MiniDeal(game=STUD8, players=5, seed=1010)
            """),
        md("""
            ## Common mistakes

            - **"A nine low qualifies."** Every card of the low must be 8 or lower (HILO-9.1).
            - **"A straight or a flush ruins my low."** They do not count for low, and the same
              cards can still make your high hand (HILO-9.1, HILO-9.2).
            - **"The ace door card brings in: aces are low in this game."** Aces are low only for
              the low hand; for the bring-in the ace is high (HILO-3.1).
            - **"The board that looks best for low acts first."** The best *high* board acts
              first (HILO-5.1). Seed 000's « la carte vers le haut a la valeur la plus élevée »
              means the best board hand, not the highest single card.
            - **Betting $4 on fourth street with an open pair.** Seed 000 says « Si un joueur
              possède une paire, il peut ouvrir l'enchère avec une grande mise »: that is a known
              error of that source. Stud Hi/Lo has no double bet (HILO-6.1).
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "Seven cards: 9-8-7-6-5-K-K. Is there a qualifying low?",
                ["Yes: 9-8-7-6-5", "Yes: 8-7-6-5-K", "No"],
                answer="No",
                feedback={
                    "Yes: 9-8-7-6-5": "The nine is too high: all five cards must be 8 or lower.",
                    "Yes: 8-7-6-5-K": "The king is the highest card there is, not a low card, "
                                      "and only four ranks are 8 or lower.",
                },
                explanation="Only 8, 7, 6 and 5 are low enough: four ranks, so no low.",
                rule="HILO-9.1",
            )
            """),
        code("""
            MultipleChoice(
                "Stud Hi/Lo. Door cards: Seat 1 A♣, Seat 2 2♥, Seat 3 2♦. Who brings in?",
                ["Seat 1", "Seat 2", "Seat 3"],
                answer="Seat 3",
                feedback={
                    "Seat 1": "For the bring-in the ace is HIGH, even in Stud Hi/Lo.",
                    "Seat 2": "Two deuces: the lower suit pays, and diamonds are lower than hearts.",
                },
                explanation="Lowest door card, ace high; between the deuces the lower suit (2♦) pays.",
                rule="HILO-3.1",
            )
            """),
        code("""
            MultipleChoice(
                "$2/$4 Stud Hi/Lo, fourth street. Seat 3 shows 7♠ 7♦ and acts first. "
                "What may Seat 3 bet?",
                ["$2 only", "$2 or $4", "$4 only"],
                answer="$2 only",
                feedback={
                    "$2 or $4": "That is the open-pair rule of plain Seven Card Stud (STUD-6.1). "
                                "Seed 000 says so for Hi/Lo too, but that is a known error.",
                    "$4 only": "The big bet starts on fifth street.",
                },
                explanation="Stud Hi/Lo has no double bet on fourth street.",
                rule="HILO-6.1",
            )
            """),
        md("Click the seat that brings in (Stud Hi/Lo)."),
        code('SeatQuiz(kind="bring_in", game=STUD8, players=5, seed=10)'),
    ]


# --- 11 Stud Hi/Lo: splitting the pot ---------------------------------------------------------

HIGH_SEAT = "Kh Kd Ks 9c 9d 2s 4c"     # kings full of nines, no low
LOW_SEAT = "Ah 3d 4h 6c 7s Qd Jc"      # ace high, 7-6-4-3-A low
TENS_SEAT = "Qs Jd 8c Tc 5h Th 3s"     # pair of tens showing, no low


def lesson_11() -> list:
    """Scoop, quartering, the odd chip to high, side pots judged separately."""
    return [
        md("""
            # 11. Stud Hi/Lo: splitting the pot

            **Rules in this lesson:** HILO-10.1, HILO-10.2, HILO-10.3, HILO-8.2, GEN-10.4  
            **Time:** about 20 minutes

            At a Stud Hi/Lo showdown the pot is cut in two halves. Each example below is a
            stacked deal played to the end by the engine; `hand.awards` says who got what.
            """),
        md("""
            ## Key points

            - **Half to the best high, half to the best qualifying low.** If no hand qualifies
              for low, the best high hand wins the whole pot: it **scoops**. One player may also
              win **both halves** (HILO-10.1).
            - Ties inside a half split that half: two equal lows get a **quarter** of the pot
              each (HILO-10.2).
            - An **odd chip** between the two halves goes to the **high** half (HILO-10.3).
            - **Each side pot is judged on its own**: only the players in it compete for its high
              and its low (HILO-10.1, GEN-10.4). Pots are awarded last-formed first.
            - If nobody bet on seventh street, the **best high board shows first** (HILO-8.2).
            """),
        code("from studlib import Hand, STUD8, Structure", helpers("show", "show_showdown"), '''
            def awards(hand):
                """One line per share: which pot, which half, which seat, how much."""
                names = ["pot"] if len(hand.pots_at_showdown) == 1 else \\
                    ["main pot"] + [f"side pot {i}" for i in range(1, len(hand.pots_at_showdown))]
                for a in hand.awards:
                    print(f"{names[a.pot_index]:<10} {a.half:<5} Seat {a.seat + 1} "
                          f"gets {hand.structure.money(a.amount)}")
            '''),
        md("""
            ## Example 1: high and low split (HILO-10.1, HILO-8.2)

            Seat 1 has kings full, Seat 2 a seven low, Seat 3 a pair of tens showing. Everyone
            just calls the bring-in and checks to the end: the pot is 3 × $0.40 + 3 × $0.50 = $2.70.
            """),
        code(deck_code([HIGH_SEAT, LOW_SEAT, TENS_SEAT]), """
            hand = Hand(STUD8, [10000] * 3, deck=deck)
            hand.auto_play()
            show_showdown(hand)
            """),
        md("""
            Nobody bet on seventh street, so the best high board, Seat 3's pair of tens, shows
            first (HILO-8.2). Kings full wins the high half and the seven low the low half.

            ## Example 2: no qualifying low, the high hand scoops

            Same deal, except Seat 2's fifth-street card is a 9♠ instead of the 7♠: its low
            cards are now A-3-4-6 only.
            """),
        code(deck_code([HIGH_SEAT, "Ah 3d 4h 6c 9s Qd Jc", TENS_SEAT]), """
            hand = Hand(STUD8, [10000] * 3, deck=deck)
            hand.auto_play()
            show(hand, len(hand.log) - 1)
            awards(hand)
            """),
        md("""
            No low qualifies, so the best high hand takes the whole pot (HILO-10.1). Seed 000:
            « Dans le cas où il n'y aurait pas de main faible, la meilleure main forte remporte
            le pot ».

            ## Example 3: one player wins both halves

            Now Seat 2 holds A-2-3-4-5, a wheel, and Seat 1 only three kings.
            """),
        code(deck_code(["Kh Kd Ks 9c 8d 2s 4c", "Ah 3d 4h 2c 5s Qd Jc", TENS_SEAT]), """
            hand = Hand(STUD8, [10000] * 3, deck=deck)
            hand.auto_play()
            awards(hand)
            """),
        md("""
            The same five cards are a five-high straight for high (it beats three kings) and the
            best possible low. Seat 2 wins both halves (HILO-10.1, HILO-9.2).

            ## Example 4: quartering (HILO-10.2)

            Seats 2 and 3 hold the same 7-5-4-2-A low in different suits. Seat 1 completes on
            third street and everyone calls, so the pot is $1.20 of antes plus 3 × $2 = $7.20.
            """),
        code(deck_code([HIGH_SEAT, "Ah 2d 4h 7c 5s Qd Jc", "As 2h 4d 7s 5c Qc Js"]), """
            hand = Hand(STUD8, [10000] * 3, deck=deck)
            for action in ["bring_in", "complete", "call", "call"]:   # Seat 3 brings in (4♦)
                hand.act(action)
            hand.auto_play()
            show(hand, len(hand.log) - 2)
            awards(hand)
            """),
        md("""
            The high half ($3.60) goes to Seat 1. The low half is shared by the two equal lows,
            so each gets $1.80: a **quarter** of the pot. Each of them put in $2.40 and gets
            $1.80 back: tying for low in a three-way pot can lose money.

            ## Example 5: the odd chip goes high (HILO-10.3)

            Example 1 again, played with $1 chips (ante $1, bring-in $2): the pot is $9, which
            cannot be cut into two equal halves.
            """),
        code(deck_code([HIGH_SEAT, LOW_SEAT, TENS_SEAT]), """
            dollars = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, decimals=0)
            hand = Hand(STUD8, [100] * 3, structure=dollars, deck=deck)
            hand.auto_play()
            show(hand, len(hand.log) - 3)
            """),
        md("""
            The high half gets $5 and the low half $4 (HILO-10.3). Seed 002 says the same: « S'il
            y a un jeton dépareillé, celui-ci revient au gagnant du pot Haut ».

            ## Example 6: side pots are judged separately (HILO-10.1, GEN-10.4)

            Seat 1 has only $2.40 and the seven low; Seat 2 has kings full; Seat 3 makes an
            eight low (8-6-5-3-2). Seat 1 brings in, Seat 2 completes, everyone calls (Seat 1 is
            all in), and Seats 2 and 3 bet $2 more on fourth street.
            """),
        code(deck_code([LOW_SEAT, HIGH_SEAT, "Qs 6d 8c 2h 5h Th 3s"]), """
            hand = Hand(STUD8, [240, 10000, 10000], deck=deck)
            for action in ["bring_in", "complete", "call", "call", "bet", "call"]:
                hand.act(action)
            hand.auto_play()
            show_showdown(hand)
            """),
        md("""
            - The **side pot** ($4, Seats 2 and 3 only) is awarded first. Seat 1 is not in it, so
              Seat 3's eight low is the best low *there* and wins its low half.
            - The **main pot** ($7.20, all three) is split between Seat 2's high and Seat 1's
              seven low, which beats Seat 3's eight low.

            Had Seat 3 no qualifying low either, Seat 2 would have scooped the side pot.

            ## Try it: a mini-deal

            Deal Stud Hi/Lo hands to the end and predict the split before you read it: who wins
            high, does anyone qualify for low, is there an odd chip?
            """),
        code("""
            from studlib.widgets import MiniDeal, MultipleChoice

            MiniDeal(game=STUD8, players=6, seed=1111)
            """),
        md("""
            ## Common mistakes

            - **Splitting the pot in equal thirds between three winners.** First cut the pot in
              two halves, then split each half among its winners (HILO-10.1, HILO-10.2).
            - **Forgetting the scoop.** If no low qualifies, there is no low half: the best high
              takes everything (HILO-10.1).
            - **Giving the odd chip to the low, or by position.** Between the halves it always
              goes to the high half (HILO-10.3). Position (or suits, T-5) only matters between
              tied players inside one half (GEN-10.3).
            - **Letting an all-in player's low win a side pot.** A player can only win the pots
              they are in; each side pot has its own best high and best low (HILO-10.1, GEN-10.4).
            - **"The best low board shows first."** When nobody bets on seventh street, the best
              high board shows first (HILO-8.2).
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "A $24 pot: Seat A has the best high, Seats B and C tie for the best low. "
                "How is it shared?",
                ["A $12, B $6, C $6", "A $8, B $8, C $8", "A $12, B $12", "A $24"],
                answer="A $12, B $6, C $6",
                feedback={
                    "A $8, B $8, C $8": "The pot is first cut into a high half and a low half; "
                                        "it is not shared equally among the winners.",
                    "A $12, B $12": "B and C have equal lows, so they share the low half.",
                    "A $24": "A scoops only when nobody qualifies for low; here two players do.",
                },
                explanation="$12 to the high; the $12 low half is split: a quarter of the pot each.",
                rule="HILO-10.2",
            )
            """),
        code("""
            MultipleChoice(
                "A $9 pot played with $1 chips: Seat 1 wins high, Seat 4 wins low. "
                "Who gets the odd $1?",
                ["Seat 1, the high hand", "Seat 4, the low hand", "The player closest to the dealer's left"],
                answer="Seat 1, the high hand",
                feedback={
                    "Seat 4, the low hand": "The odd chip between the halves always goes to the high half.",
                    "The player closest to the dealer's left": "Position only decides between tied "
                        "players inside one half (GEN-10.3), not between high and low.",
                },
                explanation="High gets $5, low gets $4.",
                rule="HILO-10.3",
            )
            """),
        code("""
            MultipleChoice(
                "Seat 1 is all in and has the only qualifying low at the table. Seats 2 and 3 "
                "built a side pot; Seat 2 has the best high. Who wins the side pot?",
                ["Seat 2, all of it", "Seat 2 and Seat 1, half each", "Seat 2 and Seat 3, half each"],
                answer="Seat 2, all of it",
                feedback={
                    "Seat 2 and Seat 1, half each": "Seat 1 is not in the side pot, so Seat 1's "
                                                    "low cannot win any of it.",
                    "Seat 2 and Seat 3, half each": "Seat 3 has no qualifying low, "
                                                    "so there is no low half to give.",
                },
                explanation="Among the side pot's players nobody qualifies for low, so the best high scoops it.",
                rule="HILO-10.1",
            )
            """),
    ]


# --- 12 Special situations --------------------------------------------------------------------

ALL_IN_SEATS = ["As Ah Kc 9d 7c 4s 2d", "Qd Jd Qh 5s 3h Qc 5c", "Ts 9s 8h 6d 2c Jh 6h"]


def lesson_12() -> list:
    """All-ins and side pots, short bring-in, all-in first actor, running out of cards."""
    return [
        md("""
            # 12. Special situations

            **Rules in this lesson:** GEN-12.1, GEN-12.2, GEN-5.4, GEN-10.4, GEN-11.1, GEN-11.2  
            **Time:** about 20 minutes

            Most hands never need these rules, but when they do, players argue. Here are the
            situations a dealer must know: a player running out of chips, a bring-in player
            who cannot pay the full bring-in, and a deck that runs out of cards.
            """),
        md("""
            ## Key points

            - A player may go **all in for less**. An all-in of **less than half a bet** does
              not reopen the betting for players who already acted; **half a bet or more** counts
              as a full bet or raise (GEN-12.1).
            - A bring-in player with **less than the bring-in** posts what they have; everyone
              else must still put in at least the **full** bring-in. If the worst door card is
              all in for the ante alone, the next player clockwise must bring in, complete or
              fold (GEN-12.2).
            - If the player who would act first is **all in**, the next player clockwise who still
              has chips acts first (GEN-5.4).
            - **Side pots** are built from what each player put in, and each pot is awarded
              separately, the last-formed first (GEN-10.4).
            - If the deck cannot give everyone a seventh card, **one community card** is turned
              face up for all, and there is a **normal betting round**, started by whoever started
              sixth street (GEN-11.1, GEN-11.2).
            """),
        code("from studlib import Hand, STUD", helpers("show", "seats")),
        md("""
            ## An all-in for less that does not reopen the betting (GEN-12.1)

            Three players at $2/$4. Seat 2 starts with $5.90 and has $5 left on fifth street.
            Seat 1 bets $4; Seat 2 raises all in to $5, only $1 more.
            """),
        code(deck_code(ALL_IN_SEATS), """
            hand = Hand(STUD, [10000, 590, 10000], deck=deck)
            for action in ["bring_in", "call", "call",      # third street: Seat 3 brings in
                           "check", "check", "check",       # fourth street
                           "bet", "raise", "call"]:         # fifth: Seat 1 bets, Seat 2 all in, Seat 3 calls
                hand.act(action)
            show(hand, len(hand.log) - 4)
            print("Seat", hand.to_act + 1, "may:",
                  ", ".join(a.describe(hand.structure) for a in hand.legal_actions()))
            """),
        md("""
            The $1 raise is less than half of the $4 bet, so it does not reopen the betting:
            Seat 1, who already acted, may only call the extra $1 or fold (GEN-12.1).

            With $6.90 instead, Seat 2's all-in is a raise of $2, exactly half a bet. That counts
            as a full raise, and Seat 1 may raise again:
            """),
        code("""
            bigger = Hand(STUD, [10000, 690, 10000], deck=deck)
            for action in ["bring_in", "call", "call", "check", "check", "check",
                           "bet", "raise", "call"]:
                bigger.act(action)
            print("Seat", bigger.to_act + 1, "may:",
                  ", ".join(a.describe(bigger.structure) for a in bigger.legal_actions()))
            """),
        md("""
            ## The all-in player has the best board (GEN-5.4)

            Back to the first hand. Seat 1 calls, and sixth street gives Seat 2 a pair of queens
            on board: the best board, but Seat 2 has no chips left to bet.
            """),
        code("""
            hand.act("call")             # Seat 1 calls the extra $1: sixth street is dealt
            print(hand.log[-1])
            """),
        md("""
            Seat 3 is the next player clockwise from Seat 2 with chips, so Seat 3 acts first
            (GEN-5.4). Seat 3 bets $4 and Seat 1 calls: that money goes into a **side pot** that
            Seat 2 cannot win.

            ## Side pots (GEN-10.4)
            """),
        code("""
            hand.act("bet")              # Seat 3 bets $4
            hand.act("call")             # Seat 1 calls: this money makes a side pot
            hand.auto_play()             # both check on seventh street
            for number, pot in enumerate(hand.pots_at_showdown):
                name = "main pot" if number == 0 else f"side pot {number}"
                print(f"{name}: {hand.structure.money(pot.amount)} for {seats(pot.eligible)}")
            show(hand, len(hand.log) - 3)
            """),
        md("""
            The side pot is awarded first: Seat 1's aces beat Seat 3's sixes. Then the main pot,
            where all three compete, goes to Seat 2's full house. Winning the main pot does not
            give Seat 2 any of the side pot (GEN-10.4).

            ## A short bring-in (GEN-12.2)

            Seat 3 has the lowest door card but only $0.70: $0.40 for the ante and $0.30 left.
            """),
        code("""
            short = Hand(STUD, [10000, 10000, 70], deck=deck)
            short.act("bring_in")
            print(short.log[-1])
            print("Seat", short.to_act + 1, "may:",
                  ", ".join(a.describe(short.structure) for a in short.legal_actions()))
            """),
        md("""
            Seat 3 brings in for the $0.30 it has, but the others still call the full $0.50
            (GEN-12.2). The extra $0.20 from each caller goes into a side pot.

            If the worst door card has **only** the ante, it cannot bring in at all. Then the
            next player clockwise must bring in, complete, or fold. Unlike a normal bring-in
            player, this player may fold (GEN-12.2):
            """),
        code("""
            broke = Hand(STUD, [10000, 10000, 40], deck=deck)
            print(broke.log[-1])
            print("Seat", broke.to_act + 1, "may:",
                  ", ".join(a.describe(broke.structure) for a in broke.legal_actions()))
            """),
        md("""
            ## Running out of cards: the community card (GEN-11.1, GEN-11.2)

            Eight players who all stay to seventh street need 8 × 7 = 56 cards, but a deck has 52.
            After 48 cards dealt and 3 burns, the stub holds 52 − 48 − 3 = **1** card: not
            enough for a burn and eight seventh cards. That last card is turned face up in the
            middle, and everyone uses it as their seventh card (GEN-11.1).
            """),
        code("""
            crowd = Hand(STUD, [10000] * 8, seed=12)
            crowd.play_until(7)
            print("Community card:", crowd.community_card.pretty)
            show(crowd, len(crowd.log) - 2)
            """),
        md("""
            The seventh-street round is a normal betting round, started by the player who started
            sixth street (GEN-11.2): the community card is everyone's, so it changes nobody's
            board. Seed 002 describes the community card correctly, « tous les joueurs utilisent
            cette carte comme leur 7ème carte », but then adds « et les enchères sont interdites
            lors de ce tour », *and betting is forbidden on this round*. No rulebook or cardroom
            plays that way: there is a betting round. (Lesson 13 shows the table option T-9 that
            plays seed 002 literally.)

            The same happens with seven players: the stub then holds 7 cards, fewer than the 8
            needed for a burn and seven cards (GEN-11.1).
            """),
        code("""
            seven = Hand(STUD, [10000] * 7, seed=12)
            seven.play_until(7)
            print(seven.log[-2])
            """),
        md("""
            ## Try it: a mini-deal

            Eight players: deal to seventh street and watch the community card appear. Try other
            deal numbers: with eight players still in, the last card of the deck is always the
            community card.
            """),
        code("""
            from studlib.widgets import MiniDeal, MultipleChoice

            MiniDeal(game=STUD, players=8, seed=12)
            """),
        md("""
            ## Common mistakes

            - **Letting a tiny all-in reopen the betting.** An all-in raise of less than half a
              bet does not give players who already acted a new chance to raise (GEN-12.1).
            - **Calling a short bring-in for the short amount.** Everyone else must put in the
              full bring-in (GEN-12.2).
            - **Skipping the betting because the first player is all in.** The next player with
              chips acts first instead (GEN-5.4).
            - **Giving the main-pot winner the side pot too.** Each pot is awarded separately,
              to the best hand among the players in it (GEN-10.4).
            - **No betting on a community-card round** (seed 002). There is a normal seventh-street
              betting round (GEN-11.2).
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "$2/$4, fifth street. Seat 1 bets $4, Seat 2 goes all in for $5 in total, Seat 3 "
                "calls $5. Back to Seat 1: what may Seat 1 do?",
                ["Fold or call $1", "Fold, call $1, or raise"],
                answer="Fold or call $1",
                feedback={
                    "Fold, call $1, or raise": "Seat 2's raise is $1, less than half a $4 bet: "
                                               "it does not reopen the betting for Seat 1.",
                },
                explanation="An all-in of less than half a bet does not reopen the betting.",
                rule="GEN-12.1",
            )
            """),
        code("""
            MultipleChoice(
                "$2/$4 with a $0.50 bring-in. The bring-in player has only $0.30 after the ante "
                "and posts it. How much must the next player put in to call?",
                ["$0.30", "$0.50", "$2"],
                answer="$0.50",
                feedback={
                    "$0.30": "The short bring-in does not lower the price for everyone else.",
                    "$2": "$2 is the completion. Calling the bring-in costs the full bring-in.",
                },
                explanation="Everyone else must enter for at least the full bring-in.",
                rule="GEN-12.2",
            )
            """),
        code("""
            MultipleChoice(
                "Eight players all reach seventh street. How many cards are left in the stub?",
                ["0", "1", "4", "8"],
                answer="1",
                feedback={
                    "0": "52 cards − 8 × 6 dealt − 3 burns leaves one card.",
                    "4": "Count the burns: one before 4th, 5th and 6th street, 3 in all.",
                    "8": "Eight cards would be needed, and that is why there is a problem.",
                },
                explanation="52 − 48 − 3 = 1: that card becomes the community card, with no burn.",
                rule="GEN-11.1",
            )
            """),
    ]


# --- 13 House rules ---------------------------------------------------------------------------


def lesson_13() -> list:
    """Table options T-2..T-9, the three presets, the same deal under two presets, the seeds' errors."""
    return [
        md("""
            # 13. House rules

            **Rules in this lesson:** T-2, T-3, T-4, T-5, T-6, T-7, T-8, T-9 and the three presets;
            the known errors of the source documents  
            **Time:** about 20 minutes

            Most of what lessons 1 to 12 teach is played the same way in every cardroom. A few
            details are not: rulebooks disagree, and each table or tournament picks one version. The course calls
            each of these a **table option** and numbers it T-2 to T-9.
            """),
        md("""
            ## Key points

            - Eight details are **house rules**: the open-pair double bet (T-2), equal boards
              (T-3), showdown order when nobody bets (T-4), the odd chip (T-5), the raise cap
              (T-6), heads-up play (T-7), a short deck on seventh street (T-8) and betting on a
              community-card round (T-9).
            - Three **presets**: `online`, the course default, follows the seed documents;
              `cardroom` follows Robert's Rules of Poker and WSOP live games; `tournament`
              follows the Poker TDA 2024 and WSOP tournament rules.
            - Each option can also be changed **one at a time**.
            - A house rule never changes the basics: who brings in, which hand wins, how a hi/lo
              pot is halved.
            - Some sentences of the French source documents are simply **wrong**; the course
              teaches the fix and says which source made the slip.
            """),
        md("""
            ## The options and the presets

            | # | Setting | online (default) | cardroom | tournament |
            |---|---|---|---|---|
            | T-2 | Open-pair double bet on 4th street, stud high only | yes | yes | no |
            | T-3 | Equal boards on 4th to 7th street | position | position | high card by suit |
            | T-4 | Showdown order when nobody bet on 7th | stud, stud/8: best board; razz: Seat 1 first | whoever would act first (razz: lowest board) | as cardroom |
            | T-5 | Odd chip among tied winners | first tied winner clockwise from the dealer | highest card by suit (lowest in razz and the low half), all seven cards | highest card by suit among the five cards played |
            | T-6 | Raise cap after the bet or completion | 3 raises | 3 raises | 4 raises |
            | T-7 | Heads-up | cap applies | no cap when the street starts heads-up | cap applies |
            | T-8 | Deck runs short on 7th street | community card at once | reshuffle the 3 burns into the stub first | as cardroom |
            | T-9 | Betting on a community-card 7th street | yes | yes | yes |

            In code a table's rules are a `Rules` object; `dataclasses.replace` changes one option.
            """),
        code("""
            import dataclasses
            from studlib import Hand, STUD, RAZZ, Rules, Structure

            for name in ["online", "cardroom", "tournament"]:
                rules = Rules.preset(name)
                print(f"{name:<11} odd chip: {rules.odd_chip.value:<10} raise cap: {rules.raise_cap}"
                      f"   reshuffle burns: {rules.reshuffle_burns}")
            no_double = dataclasses.replace(Rules.online(), double_bet_on_open_pair=False)
            print(no_double.double_bet_on_open_pair)
            """),
        md("""
            ## Pick a preset

            Choose a preset and read its options.
            """),
        code("""
            from studlib.widgets import RulesPicker, MultipleChoice

            RulesPicker(value="online")
            """),
        md("""
            ## The same deal under different presets

            ### Who gets the odd chip? (T-5)

            Lesson 7's tie: Seats 1 and 3 split a $7 pot with the same nine-high straight.
            """),
        code(deck_code(STRAIGHTS_SEATS, var="tie_deck"), f"""
            dollars = {DOLLAR_CHIPS}
            for name in ["online", "cardroom", "tournament"]:
                tie = Hand(STUD, [100] * 3, structure=dollars, rules=Rules.preset(name), deck=tie_deck)
                tie.act("bring_in"); tie.act("fold"); tie.act("call")
                tie.auto_play()
                print(f"{{name:<11}}", tie.log[-1])
            """),
        md("""
            - **online**: Seat 1 is the first tied winner clockwise from the dealer.
            - **cardroom**: the highest card by suit among all seven cards: Seat 1's K♣ is the
              highest card either player holds.
            - **tournament**: the highest card by suit among the five cards played: both play
              9-8-7-6-5, and Seat 3's 9♠ beats Seat 1's 9♥.

            The pot is split in the same way under all three: only the odd chip moves.

            ### Who shows first in razz when nobody bets? (T-4)
            """),
        code("""
            for name in ["online", "cardroom"]:
                razz = Hand(RAZZ, [10000] * 4, seed=3, rules=Rules.preset(name))
                razz.auto_play()
                shows = next(line for line in razz.log if "T-4" in line.rules)
                print(f"{name:<9} {shows}")
            """),
        md("""
            Seed 003 (PokerStars) has players show in seat order from Seat 1 (RAZZ-8.2). The
            cardroom and tournament rulebooks have the lowest board show first (T-4), here Seat 3.

            ### May I bet $4 on fourth street? (T-2)

            Lesson 7's first deal: Seat 1 pairs its door card on fourth street.
            """),
        code(deck_code(SHOWDOWN_SEATS), """
            for name in ["online", "tournament"]:
                hand = Hand(STUD, [10000] * 3, rules=Rules.preset(name), deck=deck)
                for action in ["bring_in", "complete", "call", "call"]:
                    hand.act(action)
                print(f"{name:<11} Seat {hand.to_act + 1} may:",
                      ", ".join(a.describe(hand.structure) for a in hand.legal_actions()))
            """),
        md("""
            The open-pair double bet (STUD-6.1) exists in the online and cardroom presets; the
            TDA tournament rules drop it (T-2). In Stud Hi/Lo and Razz it never exists (HILO-6.1,
            RAZZ-6.1).

            ### Two equal boards (T-3)
            """),
        code("""
            for name in ["online", "tournament"]:
                hand = Hand(STUD, [10000] * 5, seed=5, rules=Rules.preset(name))
                hand.auto_play()
                print(f"{name:<11}", next(line for line in hand.log if "fourth street:" in line.text
                                           and "acts first" in line.text))
            """),
        md("""
            Seats 3 and 5 both show A-5. Online, the first tied player clockwise from the dealer
            acts first: Seat 3 (GEN-5.3). Under the tournament preset the highest card by suit
            decides: A♦ beats A♣, so Seat 5 acts first (T-3).

            ### Seven players and a short deck (T-8)

            With seven players at seventh street the stub holds 7 cards, one short of a burn and
            seven cards. The online preset turns up a community card at once (GEN-11.1); the
            cardroom preset first shuffles the three burned cards into the stub, which then holds
            10 cards: enough for a burn and seven individual cards.
            """),
        code("""
            for name in ["online", "cardroom"]:
                hand = Hand(STUD, [10000] * 7, seed=12, rules=Rules.preset(name))
                hand.auto_play()
                card = hand.community_card
                print(f"{name:<9}", f"community card {card.pretty}" if card
                      else "no community card: everyone gets their own seventh card")
            """),
        md("""
            ### Seed 002 taken literally (T-9)

            Seed 002 forbids betting on a community-card round. That is not a rule any cardroom
            uses (GEN-11.2), but T-9 lets you see what it would mean:
            """),
        code("""
            literal = dataclasses.replace(Rules.online(), community_card_betting=False)
            hand = Hand(STUD, [10000] * 8, seed=12, rules=literal)
            hand.auto_play()
            print(next(line for line in hand.log if "T-9" in line.rules))
            """),
        md("""
            ## Known errors in the source documents

            The course was built from four French documents (the *seeds*). Where one of them is
            wrong or unclear, the course follows the rulebooks and says so:

            | Seed | It says | What is right |
            |---|---|---|
            | 000 | « Si un joueur possède une paire, il peut ouvrir l'enchère avec une grande mise » (Stud Hi/Lo) | No double bet in Stud Hi/Lo (HILO-6.1) |
            | 000 | « les égalités de suites sont rompues par les couleurs » | ties in **rank** are broken by suit (*couleurs* = suits here) (GEN-3.1) |
            | 000 | « la carte vers le haut a la valeur la plus élevée » acts first | the best board **hand**, not the highest single card (HILO-5.1) |
            | 002 | « la carte la plus forte est un 8 » | **8 or lower** (HILO-9.1) |
            | 002 | « Chaque tour d'enchères commence par le joueur qui affiche la main découverte la plus forte » | true from fourth street; third street starts with the bring-in (GEN-3.5, GEN-5.1) |
            | 002 | « les enchères sont interdites » on a community-card round | there is a normal betting round (GEN-11.2; T-9) |
            | 003 | the bring-in « doit faire une autre mise » | posts the bring-in, or completes (RAZZ-3.1, GEN-3.3) |
            | 003 | « Il n'y a pas d'ordre de priorité entre les suites » | *suites* here means **suits** (RAZZ-10.1) |
            | 004 | « n'importe lesquelles de ses cinq cartes » | any five of the **seven** cards (GEN-10.1) |
            | 004 | « le plus proche de la gauche du bouton » | stud has no button: the **dealer's** left (GEN-5.3) |

            ### The French trap: *couleur*

            In French, **couleur** means both **suit** and **flush**. Seed 002's « la hiérarchie
            des couleurs (trèfles, carreaux, cœurs, piques dans l'ordre croissant) » is the suit order (GEN-3.1), but
            seed 003's « Les quintes et les couleurs ne comptent pas » means *straights and
            flushes do not count* (RAZZ-9.1). A French glossary of the course must keep the two
            apart, for example *couleur* (suit) and *flush* (the hand).

            ## Try it: a mini-deal under another preset

            The same deal number under the tournament preset. Compare with the online default.
            """),
        code("""
            from studlib.widgets import MiniDeal

            MiniDeal(game=STUD, players=5, seed=5, rules=Rules.tournament())
            """),
        md("""
            ## Common mistakes

            - **"My rulebook says otherwise, so the course is wrong."** On T-2 to T-9 honest
              rulebooks differ; check which preset (or which single option) your table uses.
            - **Applying the stud double bet to Stud Hi/Lo or Razz.** T-2 only exists in stud
              high (STUD-6.1); the other two games never have it (HILO-6.1, RAZZ-6.1).
            - **Using suits to decide who wins a pot.** Even under the suit options, suits only
              decide who acts first (T-3) or who gets an odd chip (T-5), never the pot (GEN-10.2).
            - **Reading *couleur* as "flush" everywhere** (or "suit" everywhere): check the
              context.
            """),
        md("## Self-check"),
        code("""
            MultipleChoice(
                "Which preset is the course default, the one every lesson uses unless it says otherwise?",
                ["online", "cardroom", "tournament"],
                answer="online",
                feedback={
                    "cardroom": "cardroom follows Robert's Rules and WSOP live games; it is an option.",
                    "tournament": "tournament follows the TDA and WSOP tournament rules; it is an option.",
                },
                explanation="online is the default: the rules of the seed documents, where a rulebook backs them.",
                rule="T-2 to T-9",
            )
            """),
        code("""
            MultipleChoice(
                "Seed 002 says betting is forbidden on a community-card seventh street. "
                "What does the course teach?",
                ["No betting on that round", "A normal betting round, started by whoever started sixth street",
                 "Only the player who receives the card may bet"],
                answer="A normal betting round, started by whoever started sixth street",
                feedback={
                    "No betting on that round": "That is seed 002's sentence, and no rulebook "
                                                "or cardroom supports it (option T-9 only shows it).",
                    "Only the player who receives the card may bet": "The community card is "
                                                "everyone's seventh card; nobody receives it alone.",
                },
                explanation="GEN-11.2: a normal seventh-street round.",
                rule="GEN-11.2",
            )
            """),
        code("""
            MultipleChoice(
                "Seed 003: « Les quintes et les couleurs ne comptent pas ». What are « les couleurs » here?",
                ["suits", "flushes"],
                answer="flushes",
                feedback={
                    "suits": "Couleur can mean suit, but here it stands next to « quintes » "
                             "(straights): it is the hand, the flush.",
                },
                explanation="In razz straights and flushes do not count. Couleur means both suit and flush.",
                rule="RAZZ-9.1",
            )
            """),
        code("""
            MultipleChoice(
                "Tournament preset: Seats 2 and 5 split a pot with equal straights, 9♥-8-7-6-5 "
                "and 9♠-8-7-6-5, and there is an odd chip. Who gets it?",
                ["Seat 2", "Seat 5", "Nobody: it stays for the next pot"],
                answer="Seat 5",
                feedback={
                    "Seat 2": "By position Seat 2 would get it (online preset), but the tournament "
                              "preset looks at the highest card by suit among the five played.",
                    "Nobody: it stays for the next pot": "Every chip of the pot is given out.",
                },
                explanation="T-5 tournament: highest card by suit among the five played: the 9♠.",
                rule="T-5",
            )
            """),
    ]


LESSON_BUILDERS = {
    "07": lesson_07,
    "08": lesson_08,
    "09": lesson_09,
    "10": lesson_10,
    "11": lesson_11,
    "12": lesson_12,
    "13": lesson_13,
}


if __name__ == "__main__":
    sys.exit(main(LESSON_BUILDERS, sys.argv[1:]))
