"""Build lessons 14 (practice: play a hand) and 16 (one deal, three games) as notebooks.

Usage (from the repo root):  .venv/bin/python tools/build_lessons_table.py [14 16]
Then execute them:           .venv/bin/python tools/execute_notebooks.py lessons/14-*.ipynb lessons/16-*.ipynb

The notebooks are written WITHOUT outputs; executing them stores the outputs nbval checks.
The worked examples are real deals (deal numbers) played by the seeded bots of studlib.bots,
so the stored outputs are the hands a learner gets when running the cells again.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

from lessonkit import code, main, md  # noqa: E402

STEP_HELPER = '''
def step(kind, amount=None):
    """Play your decision at the table, then print what happened and the table now."""
    table.act(kind, amount)
    print("\\n".join(table.last_steps()))
    print()
    print(table.board())
'''


# --- 14 Practice: play a hand -----------------------------------------------------------------

def lesson_14() -> list:
    """A practice table: the learner plays one seat against seeded bots, the dealer explains."""
    return [
        md("""
            # 14. Practice: play a hand

            **Rules in this lesson:** GEN-1.1, GEN-3.1, GEN-3.2, GEN-3.3, GEN-3.4, GEN-3.5,
            STUD-3.1, STUD-5.1, GEN-5.1, GEN-7.1, GEN-4.1, T-6, GEN-8.1, GEN-10.1, STUD-9.1,
            RAZZ-3.1  
            **Time:** about 25 minutes

            Time to sit down and play. At the **practice table** you hold one seat; bots hold the
            others. The table only ever offers you what the rules allow, each as a button with
            its amount ("Call $0.50", "Complete to $2"), and the dealer explains every step with
            the rule it applies. At the end the dealer tells you who shows first, what each
            player has (the five cards used) and how each pot is split, odd chips included.
            """),
        md("""
            ## How the table works

            - **You** are the seat marked *(you)*: your down cards are shown to you (with a dashed
              border: they are face down for everyone else). The bots' down cards stay hidden
              until the showdown.
            - The seat marked **◀ to act** must decide. The bots play by themselves until it is
              your turn; if you fold, they play the hand out.
            - **The bots** read only what a player at the table could see: their own cards and
              everyone's up cards. Strong hands (trips, two pair, a big pair; in razz three
              different low cards) bet and raise; medium hands and draws call; weak hands fold
              to a bet. A seeded random number makes them vary now and then.
            - **Deal #:** everyone who types the same deal number and makes the same decisions
              gets the same hand. A teacher can say "everyone, deal #4711" and discuss it.
            """),
        code("""
            from studlib import STUD, STUD8, RAZZ
            from studlib.widgets import PracticeTable
            """),
        md("""
            ## Worked example: deal #4711, you in Seat 1

            Five players, Seven Card Stud at $2/$4 (ante $0.40, bring-in $0.50), online rules.
            In code, seats count from 0, so `seat=0` is Seat 1 on the table.
            """),
        code("""
            table = PracticeTable(STUD, players=5, seat=0, seed=4711)
            print(table.board())
            """, STEP_HELPER),
        md("""
            The door cards are 5♥ 5♠ A♣ 6♣ 7♠. The lowest rank is a five and there are two of
            them: between equal ranks the lower suit brings in, and hearts rank below spades
            (clubs < diamonds < hearts < spades), so **you** bring in (STUD-3.1, GEN-3.1).
            Your two buttons are the bring-in, $0.50 (GEN-3.2), or completing to the full small
            bet, $2 (GEN-3.3). With 2♣ 8♣ 5♥ we bring in for the minimum.
            """),
        code('step("bring_in")'),
        md("""
            Action goes clockwise from the bring-in (GEN-3.5). Seats 2 and 3 call the $0.50,
            Seat 4 completes to $2 and Seat 5 raises to $4 (GEN-3.4). Your $0.50 is already in,
            so calling costs $3.50 more. We call.
            """),
        code('step("call")'),
        md("""
            On fourth street the bring-in is over: the **best board** acts first, here Seat 3's
            ace-queen (STUD-5.1, GEN-5.1). Seats 3, 4 and 5 check to you. A bet on fourth street
            would still be the small bet, $2. We check too.
            """),
        code('step("check")'),
        md("""
            From fifth street on the bet is the **big bet**, $4 (GEN-7.1). Seat 4 bets $4 and
            Seat 5 folds. Your 2♥ pairs the 2♣ in the hole: a pair of twos. We call.
            """),
        code('step("call")'),
        md("Sixth street: Seat 3 and Seat 4 check to you, and we check."),
        code('step("check")'),
        md("""
            Seventh street is dealt face down, so sixth street's order stands: Seat 3 acts first
            again. Seat 4 bets $4. We have two pair, sevens and twos, and call.
            """),
        code('step("call")'),
        md("""
            Seat 3 check-raises to $8 and Seat 4 raises again to $12. We call once more.
            """),
        code('step("call")'),
        md("""
            Seat 3's raise to $16 is raise number 3. One bet and three raises is the **cap** at
            this table (GEN-4.1, T-6): nobody may raise again, so we may only call $4 or fold.
            We call and see the showdown.
            """),
        code('step("call")'),
        md("""
            The dealer's explanation, in order:
            """),
        code('print("\\n".join(table.explanation()))'),
        md("""
            Seat 3 made the **last raise** on seventh street, so Seat 3 shows first, then the
            others clockwise: Seat 4, then you (GEN-8.1). Each hand plays its best five of seven
            cards, shown in brackets (GEN-10.1): Seat 4's three sixes beat both two pairs
            (STUD-9.1). The net line shows what each seat won or lost.

            ## Your turn: the live table

            Play deal #4711 again from Seat 3, or pick another game, rules preset, table size,
            seat or deal number. **Deal again** replays this deal number from the start (try another
            line of play); **Next deal** moves to the next number. Every button works with the
            keyboard (Tab, then Enter or Space).
            """),
        code("PracticeTable(STUD, players=5, seat=2, seed=4711)"),
        md("""
            ## Exercise

            Play deal #4711 as **razz** from Seat 1: the same cards, 2♣ 8♣ down and 5♥ up.
            Before you run the next cell, answer:

            1. Who brings in, and why?
            2. What will your buttons be, and why are they different from the stud hand above?

            <details>
            <summary><b>Solution</b> (click to open)</summary>

            1. **Seat 5** brings in with the 7♠: in razz the **highest** door card brings in, and
               aces are low, so Seat 3's A♣ is the best door card, not the worst (RAZZ-3.1).
            2. Seat 5 posts the $0.50 bring-in and action goes clockwise, so you act next
               (GEN-3.5). Facing the bring-in you may **fold, call $0.50 or complete to $2**
               (GEN-3.4). In the stud hand you *were* the bring-in, so your choice was only to
               bring in or complete (GEN-3.2, GEN-3.3). And in razz 2-5-8 is a fine start:
               three different cards, eight or lower.
            </details>
            """),
        code("""
            razz = PracticeTable(RAZZ, players=5, seat=0, seed=4711)
            print(razz.board())
            """),
    ]


# --- 16 One deal, three games -----------------------------------------------------------------

def lesson_16() -> list:
    """The same cards as Stud, Stud/8 and Razz: bring-in, first actor, betting and winners move."""
    return [
        md("""
            # 16. One deal, three games

            **Rules in this lesson:** STUD-3.1, HILO-3.1, RAZZ-3.1, GEN-3.1, STUD-5.1, HILO-5.1,
            RAZZ-5.1, GEN-5.1, STUD-6.1, HILO-6.1, RAZZ-6.1, T-2, STUD-9.1, HILO-10.1,
            RAZZ-10.1, RAZZ-8.2  
            **Time:** about 20 minutes

            The three games deal the cards the same way (GEN-1.1), but they read them
            differently. Here one shuffled deck is dealt three times, as Seven Card Stud,
            Stud/8 and Razz, side by side. Five bots play every seat, the same bots in all three
            games. Watch what changes: who brings in, who acts first, how the betting goes and
            who wins.
            """),
        md("""
            ## Key points

            - **Bring-in:** stud and stud/8, the *lowest* door card, aces high (STUD-3.1,
              HILO-3.1); razz, the *highest* door card, aces low (RAZZ-3.1). Equal ranks: suits
              decide (GEN-3.1).
            - **First to act from fourth street:** stud and stud/8, the *best high* board
              (STUD-5.1, HILO-5.1); razz, the *lowest* board (RAZZ-5.1, GEN-5.1).
            - **Fourth street with an open pair:** only stud may bet the big bet (STUD-6.1, option
              T-2); never in stud/8 (HILO-6.1) or razz (RAZZ-6.1).
            - **Who wins:** stud, the best high hand (STUD-9.1); stud/8, half to the best high
              hand and half to the best low of eight or better (HILO-10.1); razz, the best low
              (RAZZ-10.1).
            """),
        code("from studlib.widgets import ThreeGames"),
        md("""
            ## Worked example: deal #22

            The same five hands on third street in all three games:
            """),
        code("""
            three = ThreeGames(players=5, seed=22)
            print(three.text())
            """),
        md("""
            The door cards are 7♦ 2♣ K♣ 9♠ 5♣. In stud and stud/8 Seat 2's 2♣ is the lowest card
            and brings in (STUD-3.1, HILO-3.1). In razz the king is the worst card, so Seat 3
            brings in (RAZZ-3.1).

            Each click on **Deal next street** lets the bots bet the street, then deals the next
            one in all three games. `three.latest()` prints what each step added: the betting
            just finished and who acts first now.
            """),
        code("""
            three.deal_next()
            print(three.latest())
            """),
        md("""
            The bots folded different hands in each game, and fourth street's first actor is
            different in all three: Seat 3's king-six, the best high board, in stud (STUD-5.1);
            Seat 5's seven-five in stud/8, where Seats 3 and 4 folded (HILO-5.1); and Seat 5's
            five-three, the **lowest** board, in razz (RAZZ-5.1).
            """),
        code("""
            three.deal_next()
            print(three.latest())
            """),
        md("""
            In stud, Seat 4's pair of nines is now the best board and acts first (STUD-5.1). In
            razz a pair is bad: Seat 1's nine-seven-four is the lowest board and acts first
            (RAZZ-5.1). Let us play all three hands to the end.
            """),
        code("""
            three.play_out()
            print(three.latest())
            """),
        md("""
            Three games, three different results from the same cards:

            - **Stud:** Seat 2 wins the whole pot with two pair (STUD-9.1).
            - **Stud/8:** the pot is split: Seat 5's full house takes the high half and Seat 1's
              eight-seven low the low half (HILO-10.1). In stud, Seat 5 had folded the same
              cards on third street: with two ways to win, hands are worth more.
            - **Razz:** Seat 5 wins with a ten-seven low (RAZZ-10.1). Nobody bet on seventh
              street, so the players showed in seat order, Seat 1 first (RAZZ-8.2, online rules).

            Here is the whole story of each game, street by street:
            """),
        code("print(three.text())"),
        md("""
            ## Try it

            Click **Deal next street** and predict, before each click, who will act first in each
            game. Change the deal number for new cards: every class that types the same number
            sees the same three hands.
            """),
        code("ThreeGames(players=5, seed=4711)"),
        md("""
            ## Exercise

            In deal #11 the door cards are, from Seat 1 to Seat 5: 2♥ J♠ Q♥ 7♦ 5♥.

            1. Who brings in in stud, in stud/8 and in razz?
            2. Suppose a player's fourth-street card pairs their door card. At $2/$4 with the
               online rules, how much may the first bettor bet on fourth street in each game?

            <details>
            <summary><b>Solution</b> (click to open)</summary>

            1. Stud and stud/8: **Seat 1**, the 2♥ is the lowest door card (STUD-3.1, HILO-3.1).
               Razz: **Seat 3**, the Q♥ is the highest door card (RAZZ-3.1).
            2. Stud: **$2 or $4**: an open pair on fourth street lets any player bet the big bet
               (STUD-6.1, option T-2 on in the online and cardroom presets). Stud/8 and razz:
               **$2 only** (HILO-6.1, RAZZ-6.1).
            </details>

            The first cell checks question 1 with the real deal; the second deals a stacked deck
            where Seat 1's 9♠ door card is paired by the 9♦ on fourth street and shows the options
            of fourth street's first actor in each game.
            """),
        code("""
            exercise = ThreeGames(players=5, seed=11)
            print(exercise.latest())
            """),
        code("""
            from studlib import STUD, STUD8, RAZZ, Hand

            deck = "As Kd 2h  Ac Kc 3h  9s Ts Jd  4c  9d 2s 3s"  # live order; 4c is the burn
            for game in (STUD, STUD8, RAZZ):
                hand = Hand(game, [20000] * 3, deck=deck)
                hand.play_until(4)    # everyone calls on third street
                print(f"{game.name}: {hand.options_text()}")
            """),
    ]


LESSON_BUILDERS = {"14": lesson_14, "16": lesson_16}


if __name__ == "__main__":
    sys.exit(main(LESSON_BUILDERS, sys.argv[1:]))
