"""Write lessons 00 to 06 as Jupyter notebooks (no outputs): the source of those notebooks.

Usage: python tools/build_lessons_a.py [--without-widgets] [STEM ...]

Each lesson is a list of short cells built here, so the notebooks can be regenerated after a
wording or engine change; then run tools/execute_notebooks.py on them to store the outputs
that nbval checks. Every rule statement names its ID in the rule catalogue.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parent))

from lessonkit import LESSONS, TITLES, code, link, md, nav, write  # noqa: E402

def header(stem: str, rules: str, minutes: str, intro: str) -> nbformat.NotebookNode:
    """The title cell: lesson number, title, rule IDs taught, time, one-paragraph intro."""
    return md(f"# {int(stem[:2])}. {TITLES[stem]}\n\n"
              f"**Rules in this lesson:** {rules}  \n**Time:** about {minutes} minutes\n\n"
              + textwrap.dedent(intro).strip("\n"))


# --- 00 -------------------------------------------------------------------------------------

def lesson_00(widgets: bool) -> list:
    """The table of contents."""
    rows = "\n".join(f"| {link(stem)} | {summary} |" for stem, _, summary in LESSONS[1:])
    return [
        md("""
        # Seven Card Stud, Stud Hi/Lo and Razz: the rules, one hand at a time

        This course teaches the rules of three poker games that are dealt the same way:
        **Seven Card Stud** (best high hand wins), **Seven Card Stud Hi/Lo, eight or better**
        (high and low split the pot) and **Razz** (lowest hand wins). You learn by dealing real
        hands with a small Python engine, `studlib`, which explains every step it takes.
        """),
        md("""
        ## How the course works

        - Each lesson takes **15 to 25 minutes** and always has the same parts:
          **key points** → a **worked example** (engine code and what it prints) →
          a **mini-deal** to play with → **common mistakes** → a short **self-check**.
        - Run a lesson from the top with *Run → Run All Cells*. You may change any code cell
          and run it again: nothing can break.
        - Every deal has a **deal number** (`seed=...`). The same number deals the same cards on
          every computer, so a class can look at the same hand together.
        - Every rule has an **ID** such as `STUD-3.1` from the course's rule catalogue, and the
          engine names the ID each time it applies a rule. Where tables disagree (online rooms,
          cardrooms, tournaments) the course names the difference as a **table option** `T-2`
          to `T-9`; lesson 13 lists them all.
        - Seats are numbered from Seat 1 on the dealer's left, as at a real table.
        """),
        md("## The lessons\n\n| Lesson | What you will learn |\n|---|---|\n" + rows),
        md("""
        Start with [01. Welcome: win on day one](01-welcome.ipynb). Lessons 01 to 06 cover
        what all three games share; 07 to 11 take each game's showdown in turn; 12 and 13 are
        for when something unusual happens at the table.
        """),
    ]


# --- 01 -------------------------------------------------------------------------------------

def lesson_01(widgets: bool) -> list:
    """Welcome: one whole hand of each game, the course's shape, the table-rules picker."""
    stem = "01-welcome"
    cells = [
        header(stem, "GEN-1.1, GEN-1.2, GEN-3.2, GEN-5.1, GEN-10.1, STUD-9.1, HILO-10.1, RAZZ-9.1, RAZZ-10.1",
               "15", """
        Welcome! By the end of this first lesson you will have watched a whole hand of each of
        the three games, start to finish, and you will know who won each one and why. You do not
        need to know any poker yet: the dealer (our engine) explains every step.
        """),
        md("""
        ## Key points

        - All three games are dealt the same way: seven cards each, **three face down and four
          face up**, with a betting round after every deal (GEN-1.1, GEN-1.2).
        - **Seven Card Stud:** the best five-card *high* hand wins the whole pot (STUD-9.1, GEN-10.1).
        - **Stud Hi/Lo:** the best high hand and the best *low* hand of eight or better share the
          pot; with no such low, the high hand takes it all (HILO-10.1).
        - **Razz:** the lowest hand wins the whole pot, aces are low, and there is no "eight or
          better" limit (RAZZ-9.1, RAZZ-10.1).
        - The engine names the rule ID behind every step, so you can always look a rule up.
        """),
        md("""
        ## Worked example: one hand of Seven Card Stud

        `Hand(game, stacks, seed=...)` deals a hand. Chips are counted in cents, so `1000` is
        $10 in front of each player. `auto_play()` lets every player just call or check, so
        nobody folds and we see all seven cards. Then we print the dealer's log.
        """),
        code("""
        from studlib import Hand, STUD, STUD8, RAZZ

        hand = Hand(STUD, stacks=[1000, 1000, 1000], seed=2)   # deal number 2, three players
        hand.auto_play()
        for line in hand.log:
            print(line)
        """),
        md("""
        Read it from the top: everyone paid an **ante**, the worst door card paid the
        **bring-in** (lesson 04), a card was dealt on each **street** (lesson 03), the best-looking
        board acted first on each later street (lesson 06), and at the **showdown** Seat 2's two
        pair beat a pair of aces and a pair of kings. `payoffs` says who won or lost what:
        """),
        code("""
        for seat, chips in enumerate(hand.payoffs):
            print(f"Seat {seat + 1}: {hand.structure.money(chips)}")
        """),
        md("""
        ## The same cards, two other games

        Deal number 2 gives exactly the same cards in every game, so we can compare. Here are the
        last lines of each log (print the whole `hand.log` if you want every step).
        """),
        code("""
        hilo = Hand(STUD8, stacks=[1000, 1000, 1000], seed=2)
        hilo.auto_play()
        for line in hilo.log[-5:]:
            print(line)
        """),
        md("""
        Seat 3's cards A-2-5-7-8 make an **eight low** (five different ranks, all 8 or lower), so
        Stud Hi/Lo splits the pot: the high half to Seat 2, the low half to Seat 3 (HILO-10.1).
        """),
        code("""
        razz = Hand(RAZZ, stacks=[1000, 1000, 1000], seed=2)
        razz.auto_play()
        print(razz.log[2])        # who brings in: a different player in razz!
        for line in razz.log[-4:]:
            print(line)
        """),
        md("""
        In razz the lowest hand takes everything: Seat 3's eight low wins the whole pot
        (RAZZ-10.1). Notice the bring-in moved too: in razz the *highest* door card pays it
        (RAZZ-3.1), because high cards are bad cards there.
        """),
        md("""
        ## How each lesson works

        Every lesson has the same five parts, and takes 15 to 25 minutes:

        1. **Key points**: four or five sentences that are the whole rule.
        2. **Worked example**: engine code and what it prints. Change it and run it again!
        3. **Mini-deal**: a small table to click and deal hands on.
        4. **Common mistakes**: what new players (and some web pages) get wrong.
        5. **Self-check**: a few questions. A wrong answer tells you *why* it is wrong.
        """),
        md("""
        ## Your table's rules

        Almost every rule is the same everywhere. A few details differ between online rooms,
        cardrooms and tournaments, for example how many raises are allowed. The course teaches
        the **online** rules of its source documents and names each difference as a table option
        (T-2 to T-9, lesson 13). Pick a preset to see its options.
        """),
    ]
    if widgets:
        cells += [
            code("""
            from studlib.widgets import RulesPicker, MiniDeal

            picker = RulesPicker(value="online")
            picker
            """),
        ]
    cells += [
        md("""
        ## Mini-deal: deal one yourself

        Click **Deal next street** to deal a hand one street at a time; the table marks who brings
        in and who acts first, with the rule that decides it. Switch the game, or type another
        deal number, and deal again.
        """),
    ]
    if widgets:
        cells += [code("""
            deal = MiniDeal(game=STUD, players=5, seed=4711)
            deal
            """)]
    else:
        cells += [code("""
            mini = Hand(STUD, stacks=[1000] * 5, seed=4711)
            print(mini.log[-1])
            """)]
    cells += [
        md("""
        ## Common mistakes

        - **"The ace is always high."** In razz, and for the low half of Stud Hi/Lo, the ace is
          the *lowest* card (RAZZ-9.1, HILO-9.1). In stud it is high, or low in 5-4-3-2-A (STUD-9.1).
        - **"In Stud Hi/Lo the low always gets half."** Only a low of eight or better counts. With
          no such low, the best high hand scoops the whole pot (HILO-10.1).
        - **"Razz needs an eight or better too."** No: the best low wins, even a king low (RAZZ-9.1).
        - **"You play all seven cards."** You play the best five of your seven (GEN-10.1).
        """),
        md("## Self-check"),
    ]
    if widgets:
        cells += [
            code("""
            from studlib.widgets import MultipleChoice

            MultipleChoice(
                "Deal number 2: Seat 3 had a pair of aces and an eight low. In which games did Seat 3 win chips?",
                ["Stud only", "Stud Hi/Lo and Razz", "All three games", "None of them"],
                answer="Stud Hi/Lo and Razz",
                feedback={
                    "Stud only": "In stud only the high hand counts, and Seat 2's two pair beats a pair of aces.",
                    "All three games": "In stud the eight low is worth nothing: only the best high hand wins there.",
                    "None of them": "Look again at the low: A-2-5-7-8 is an eight low, and low hands win in the other two games.",
                },
                explanation="The eight low won the low half in Stud Hi/Lo and the whole pot in Razz.",
                rule="HILO-10.1",
            )
            """),
            code("""
            MultipleChoice(
                "Stud Hi/Lo: at the showdown nobody has a low of eight or better. Who gets the pot?",
                ["The best high hand takes all of it", "Half to the best high hand, half stays for the next deal",
                 "The lowest hand gets half anyway"],
                answer="The best high hand takes all of it",
                feedback={
                    "Half to the best high hand, half stays for the next deal": "Nothing carries over: with no qualifying low the high hand scoops.",
                    "The lowest hand gets half anyway": "A low must be five different cards, all 8 or lower, to win anything.",
                },
                explanation="No qualifying low means the best high hand wins the whole pot.",
                rule="HILO-10.1",
            )
            """),
            code("""
            MultipleChoice(
                "Razz: does the winning hand have to be eight or better?",
                ["Yes, like Stud Hi/Lo", "No, the lowest hand wins whatever it is"],
                answer="No, the lowest hand wins whatever it is",
                feedback={"Yes, like Stud Hi/Lo": "That limit is only for Stud Hi/Lo. Razz has no qualifier: a king low can win."},
                explanation="Razz always has a winner: the best ace-to-five low.",
                rule="RAZZ-9.1",
            )
            """),
        ]
    cells.append(nav(stem))
    return cells


# --- 02 -------------------------------------------------------------------------------------

def lesson_02(widgets: bool) -> list:
    """Cards and high hands (STUD-9.1, GEN-10.1, GEN-10.2, GEN-3.1)."""
    stem = "02-cards-and-high-hands"
    cells = [
        header(stem, "STUD-9.1, GEN-10.1, GEN-10.2, GEN-3.1", "20", """
        Seven Card Stud pays the best *high* hand, and Stud Hi/Lo pays it half the pot. This lesson
        is the ladder of high hands, from a straight flush down to a plain high card.
        """),
        md("""
        ## Key points

        - A deck has 52 cards: 13 ranks (2 up to king and ace) in four suits. We write a card as rank
          then suit: `As` is the ace of spades, `Td` the ten of diamonds, `7h`, `2c`.
        - Hands rank, best first: straight flush, four of a kind, full house, flush, straight,
          three of a kind, two pair, one pair, high card (STUD-9.1).
        - The ace is high or low in a straight, never in the middle: A-K-Q-J-10 and 5-4-3-2-A (the
          lowest straight) count, Q-K-A-2-3 does not (STUD-9.1).
        - You get seven cards and play the **best five** of them (GEN-10.1).
        - Equal hands **split** the pot. Suits never break a tie (GEN-10.2). The suit order
          clubs < diamonds < hearts < spades only settles ties between single cards: who brings
          in (GEN-3.1, lesson 04) and a few house rules (lesson 13).
        """),
        md("## Worked example: cards"),
        code("""
        from studlib import Hand, STUD, parse_cards, format_cards, high_hand

        for card in parse_cards("As Td 7h 2c"):
            print(card, "=", card.name, "=", card.pretty)
        """),
    ]
    if widgets:
        cells += [
            md("The course draws cards big, with the suit in words for screen readers. "
               "Four colours make the suits easy to tell apart:"),
            code("""
            from studlib.widgets import show_cards, palette_legend

            show_cards("As Td 7h 2c", palette="four")
            """),
            code("""
            palette_legend("four")
            """),
        ]
    cells += [
        md("""
        ## Worked example: the ladder

        One example of each kind of hand, best first. `high_hand` names a hand the way a dealer
        calls it, and the `assert` line checks that each hand beats the one below it.
        """),
        code("""
        ladder = [
            "Ts 9s 8s 7s 6s",   # straight flush
            "9d 9h 9s 9c 7d",   # four of a kind
            "Td Tc Ts 7c 7h",   # full house
            "Kh Th 7h 4h 2h",   # flush
            "9c 8d 7h 6s 5c",   # straight
            "Qc Qd Qh 9s 3c",   # three of a kind
            "Jc Jd 4s 4h 2c",   # two pair
            "Ad Ah 9c 6s 3d",   # one pair
            "Ac Jd 8h 6s 3c",   # high card
        ]
        values = [high_hand(cards) for cards in ladder]
        for cards, value in zip(ladder, values):
            print(f"{cards}   {value.name}")
        assert all(better > worse for better, worse in zip(values, values[1:]))
        """),
        md("""
        Within one kind, compare card by card from the top: the pair first, then the other cards
        (the *kickers*).
        """),
        code("""
        aces_king = high_hand("Ad Ah Kc 7s 3d")
        aces_queen = high_hand("Ac As Qh Js 9d")
        print(aces_king.long_name, ">", aces_queen.long_name, ":", aces_king > aces_queen)
        """),
        md("## Worked example: the ace in straights (STUD-9.1)"),
        code("""
        for cards in ["Ah Kd Qc Js Th", "5h 4d 3c 2s Ah", "Qs Kd Ac 2h 3s"]:
            print(f"{cards}   {high_hand(cards).name}")
        print("6-high straight beats the wheel:", high_hand("6c 5h 4d 3c 2s") > high_hand("5h 4d 3c 2s Ah"))
        """),
        md("""
        5-4-3-2-A (the *wheel*) is a straight, the lowest one. Q-K-A-2-3 does not go "around the
        corner": it is just ace high.

        ## Worked example: the best five of seven (GEN-10.1)

        In stud you end with seven cards; the hand is the best five of them. The other two simply
        do not play.
        """),
        code("""
        for seven in ["Kd 7s Kc 7h 2d Ks 9c", "Ah 9h 2c 6h Jh 3h Jd"]:
            best = high_hand(seven)
            print(f"{seven}  ->  {best.name}: {format_cards(best.cards)}")
        """),
        md("""
        The second hand holds a pair of jacks, but five hearts make a flush, which is better.

        ## Worked example: ties split, suits never count (GEN-10.2)
        """),
        code("""
        spades = high_hand("As Ks Qd 9c 7d")
        hearts = high_hand("Ah Kc Qh 9d 7s")
        print(spades.long_name, "|", hearts.long_name, "| equal:", spades == hearts)
        """),
        md("""
        Now a whole hand with a tie. This deck is **stacked**: we choose the cards in the order
        the dealer gives them (lesson 03 explains that order). Seat 1 holds the ace of spades, the
        top card of the suit order, and it does not help at all.
        """),
        code("""
        deck = ("As Ah "    # first down card: Seat 1, Seat 2
                "Kd Kc "    # second down card
                "Qs Qh "    # door card (face up)
                "Jh 9c 9d " # a burn, then fourth street
                "Jc 7d 7s " # a burn, then fifth street
                "Js 5h 5c " # a burn, then sixth street
                "Jd 2c 2d") # a burn, then seventh street (face down)
        tie = Hand(STUD, stacks=[1000, 1000], deck=deck)
        tie.auto_play()
        for line in tie.log[-3:]:
            print(line)
        """),
    ]
    cells += [
        md("""
        ## Mini-deal: your own seven cards

        Type any five to seven cards (no card twice) and run the cell. Try a wheel, a flush hiding
        in seven cards, or two hands that tie.
        """),
        code("""
        my_cards = "8h 8c 8d Ks Kh 2c 5d"      # change me
        mine = high_hand(my_cards)
        print(mine.long_name, "using", format_cards(mine.cards))
        """),
    ]
    if widgets:
        cells += [
            md("Or deal a table and watch the showdown: deal to seventh street, then read the names."),
            code("""
            from studlib.widgets import MiniDeal

            MiniDeal(game=STUD, players=4, seed=22)
            """),
        ]
    cells += [
        md("""
        ## Common mistakes

        - **"My flush is in spades, so it beats your flush in hearts."** Suits never rank hands
          and never break a tie for a pot (GEN-10.2). Two flushes compare card by card; equal ranks split.
        - **"Q-K-A-2-3 is a straight."** The ace is either the top or the bottom of a straight,
          never in the middle (STUD-9.1).
        - **"A straight beats a flush."** A flush is better (STUD-9.1).
        - **"My sixth and seventh cards break the tie."** Only five cards play (GEN-10.1). If the best
          five are equal, the pot is split.
        - Seed 004 says the winner uses *"n'importe lesquelles de ses cinq cartes"* (any of his
          five cards); it means any five of the **seven** cards.
        """),
        md("## Self-check"),
    ]
    if widgets:
        cells += [
            code("""
            from studlib.widgets import MultipleChoice

            MultipleChoice(
                "Which hand is higher?",
                ["A flush", "A straight", "They are equal"],
                answer="A flush",
                feedback={
                    "A straight": "A straight is easier to make than a flush, so it ranks lower.",
                    "They are equal": "Every kind of hand beats every hand of a lower kind; a flush is one step above a straight.",
                },
                explanation="Best first: straight flush, quads, full house, flush, straight, trips, two pair, pair, high card.",
                rule="STUD-9.1",
            )
            """),
            code("""
            MultipleChoice(
                "Seat 1's best five are A♠ K♠ Q♦ 9♣ 7♦. Seat 2's are A♥ K♣ Q♥ 9♦ 7♠. Who wins?",
                ["Seat 1", "Seat 2", "They split the pot"],
                answer="They split the pot",
                feedback={
                    "Seat 1": "Spades are the top suit only for ties between single cards such as the bring-in (GEN-3.1). Suits never decide a pot.",
                    "Seat 2": "Both hands are ace-king-queen-nine-seven. Suits never break a tie.",
                },
                explanation="Equal hands split the pot; suits never count (GEN-10.2).",
                rule="GEN-10.2",
            )
            """),
            code("""
            MultipleChoice(
                "What is Q♠ K♦ A♣ 2♥ 3♠?",
                ["A straight", "Ace high", "A flush draw"],
                answer="Ace high",
                feedback={
                    "A straight": "A straight cannot go round the corner: the ace is high (A-K-Q-J-10) or low (5-4-3-2-A), never in the middle.",
                    "A flush draw": "There are three suits here. And at the showdown only finished hands count.",
                },
                explanation="Q-K-A-2-3 is not a straight, so the hand is ace high (STUD-9.1).",
                rule="STUD-9.1",
            )
            """),
            code("""
            MultipleChoice(
                "Your seven cards are 8♥ 8♣ 8♦ K♠ K♥ 2♣ 5♦. What is your hand?",
                ["Eights full of kings", "Kings full of eights", "Three eights"],
                answer="Eights full of kings",
                feedback={
                    "Kings full of eights": "A full house is named by its three of a kind first: three eights, a pair of kings.",
                    "Three eights": "Look at all seven cards: the pair of kings completes a full house (GEN-10.1).",
                },
                explanation="The best five are 8-8-8-K-K: eights full of kings.",
                rule="GEN-10.1",
            )
            """),
        ]
    cells.append(nav(stem))
    return cells


# --- 03 -------------------------------------------------------------------------------------

def lesson_03(widgets: bool) -> list:
    """The deal and the streets (GEN-1.1 to GEN-1.4, GEN-7.1 intro)."""
    stem = "03-the-deal-and-streets"
    cells = [
        header(stem, "GEN-1.1, GEN-1.2, GEN-1.3, GEN-1.4, GEN-7.1 (first look)", "20", """
        Stud has no shared cards in the middle. Each player gets their own seven cards, some face
        down (only you see them) and some face up (everyone sees them). Each round of dealing is a
        **street**, named after the card it brings you: third street to seventh street.
        """),
        md("""
        ## Key points

        - **Third street:** two cards face down, then one face up (the **door card**), to each
          player, starting on the dealer's left (GEN-1.1).
        - **Fourth, fifth and sixth street:** one card face up each. **Seventh street:** one card
          face down. Everyone ends with 4 cards up and 3 down (GEN-1.1).
        - Before 4th, 5th, 6th and 7th street the dealer **burns** one card (puts it aside unseen);
          there is no burn before 3rd street (GEN-1.3).
        - A betting round follows each street: **five** in all (GEN-1.2). The small bet is used on
          3rd and 4th street, the big bet on 5th, 6th and 7th (GEN-7.1; one stud exception in lesson 05).
        - Two to eight players. 8 × 7 = 56 cards is more than 52, so a full table can run short
          of cards (GEN-1.4; what happens then is GEN-11.1, lesson 12).

        Seed 004 puts it in one line: *« Chaque joueur termine avec sept cartes : quatre ouvertes
        et trois fermées. »* (Each player ends with seven cards: four face up, three face down.)
        """),
        md("""
        ## Worked example: a hand, street by street

        `table(hand)` prints each seat's cards: the face-down cards in brackets, then the board
        (the face-up cards). `play_street` lets everyone call or check until the next street.
        """),
        code("""
        from studlib import Hand, STUD, STUD8, format_cards

        def table(hand):
            \"\"\"Each seat's cards: [down cards] then up cards.\"\"\"
            for seat in range(hand.n_seats):
                down = format_cards(hand.down_cards(seat))
                up = format_cards(hand.up_cards(seat))
                print(f"Seat {seat + 1}: [{down}] {up}")
        """),
        code("""
        hand = Hand(STUD, stacks=[1000] * 4, seed=6)
        print("Third street")
        table(hand)
        """),
        code("""
        for _ in range(4):
            hand.play_until(hand.street + 1)
            print(f"Street {hand.street}")
            table(hand)
        """),
        md("""
        Each street adds one card to every player. The seventh card went into the brackets: it is
        dealt face down. Count them: 3 down, 4 up.
        """),
        code("""
        print("down:", len(hand.down_cards(0)), " up:", len(hand.up_cards(0)))
        print("betting rounds were opened on streets", sorted(hand.first_to_act))
        """),
        md("""
        ## Worked example: where the burned cards go (GEN-1.3)

        A **stacked** deck lists the cards in the order the dealer gives them: the first down card
        to Seat 1, Seat 2, ..., then the second down card, then the door cards; then for each later
        street one burn and one card to each player. Here every burn is a heart, so we can see
        them vanish.
        """),
        code("""
        deck = ("As Ad "   # first down card: Seat 1, Seat 2
                "Kc Ks "   # second down card
                "Qd Qc "   # door cards, face up
                "2h "      # burned before fourth street
                "Jc Js "   # fourth street
                "3h "      # burned before fifth street
                "9d 9s "   # fifth street
                "4h "      # burned before sixth street
                "7c Td "   # sixth street
                "5h "      # burned before seventh street
                "6s 6c")   # seventh street, face down
        burns = Hand(STUD, stacks=[1000, 1000], deck=deck)
        burns.auto_play()
        table(burns)
        """),
        md("""
        No heart reached a player: the four burns (2♥ 3♥ 4♥ 5♥) are out of play. Two players used
        2 × 7 + 4 = 18 cards.

        ## Worked example: bet sizes, a first look (GEN-7.1)

        Here is what the first player may do on each street of a hand (details in lesson 05).
        """),
        code("""
        sizes = Hand(STUD, stacks=[1000] * 4, seed=6)
        while not sizes.is_over:
            print(f"Street {sizes.street}: {sizes.options_text()}")
            sizes.play_until(sizes.street + 1)
        """),
        md("""
        Third street opens with the forced **bring-in** (lesson 04). Then $2 on 4th street, $4
        from 5th street on.

        ## Worked example: eight players (GEN-1.4)

        Eight players who all stay need 56 cards plus burns. The deck has 52, so on seventh street
        the last card is turned face up in the middle for everyone to share (GEN-11.1, lesson 12).
        """),
        code("""
        full = Hand(STUD, stacks=[1000] * 8, seed=1)
        full.auto_play()
        print("community card:", full.community_card)
        print(next(line for line in full.log if "GEN-11.1" in line.rules))
        """),
        md("""
        ## Mini-deal: count the cards

        Click **Deal next street** and watch each board grow. Before each click, say out loud
        how many cards everyone will have, and whether the new card is up or down.
        """),
    ]
    if widgets:
        cells += [code("""
            from studlib.widgets import MiniDeal

            deal = MiniDeal(game=STUD, players=6, seed=303)
            deal
            """)]
    else:
        cells += [code("""
            mini = Hand(STUD, stacks=[1000] * 6, seed=303)
            table(mini)
            """)]
    cells += [
        md("""
        ## Common mistakes

        - **"The last card is face up."** The seventh-street card is dealt face down (GEN-1.1). That
          is why the betting order of 6th street is kept on 7th street (GEN-5.1).
        - **"A card is burned before the first deal."** Burns come before 4th, 5th, 6th and 7th
          street only: four burns in all (GEN-1.3).
        - **"Four betting rounds, like hold'em."** Stud has five: after 3rd, 4th, 5th, 6th and 7th
          street (GEN-1.2).
        - **"The deal starts with the bring-in player."** Cards always go out from the dealer's left
          (Seat 1). The bring-in only decides who *bets* first on 3rd street (GEN-1.1, GEN-3.2).
        """),
        md("## Self-check"),
    ]
    if widgets:
        cells += [
            code("""
            from studlib.widgets import MultipleChoice

            MultipleChoice(
                "At the end of a hand, how many of each player's cards are face up?",
                ["3", "4", "5"],
                answer="4",
                feedback={
                    "3": "Three is the number of face-down cards: two on 3rd street and one on 7th.",
                    "5": "Only the door card and the 4th, 5th and 6th street cards are face up.",
                },
                explanation="Door card + 4th + 5th + 6th street = 4 up; 2 down + 7th street = 3 down.",
                rule="GEN-1.1",
            )
            """),
            code("""
            MultipleChoice(
                "A hand goes all the way to seventh street. How many cards did the dealer burn?",
                ["3", "4", "5"],
                answer="4",
                feedback={
                    "3": "Do not forget the burn before seventh street.",
                    "5": "There is no burn before third street.",
                },
                explanation="One burn before each of 4th, 5th, 6th and 7th street.",
                rule="GEN-1.3",
            )
            """),
            code("""
            MultipleChoice(
                "How many betting rounds can a stud hand have?",
                ["4", "5", "7"],
                answer="5",
                feedback={
                    "4": "That is hold'em. Stud bets after each of five streets: 3rd to 7th.",
                    "7": "There are seven cards but only five streets: the first three cards come together.",
                },
                explanation="One betting round after each street, 3rd to 7th.",
                rule="GEN-1.2",
            )
            """),
        ]
    cells.append(nav(stem))
    return cells


# --- 04 -------------------------------------------------------------------------------------

def lesson_04(widgets: bool) -> list:
    """Antes and the bring-in in all three games."""
    stem = "04-antes-and-the-bring-in"
    cells = [
        header(stem, "GEN-2.1, GEN-2.2, GEN-2.3, GEN-3.1, GEN-3.2, GEN-3.3, GEN-3.4, GEN-3.5, GEN-3.6, "
                     "STUD-3.1, HILO-3.1, RAZZ-3.1", "25", """
        Stud has no blinds. Everyone pays a small **ante**, and after the first three cards the
        player whose door card looks worst must start the betting with a small forced bet, the
        **bring-in**. "Worst" depends on the game, and that is the heart of this lesson.
        """),
        md("""
        ## Key points

        - Everyone **antes** before the deal. The ante is dead money: it never counts toward a
          bring-in, a completion or a call (GEN-2.1, GEN-2.2). The course's table is $2/$4 with a
          $0.40 ante and a $0.50 bring-in; other tables set other amounts (GEN-2.3).
        - The **worst door card brings in** (GEN-3.2). Stud and Stud Hi/Lo: the *lowest* card, aces
          high, so 2♣ is the worst card of all (STUD-3.1, HILO-3.1). Razz: the *highest* card, aces
          low, so K♠ is the worst of all (RAZZ-3.1).
        - Equal ranks are settled by suit: clubs < diamonds < hearts < spades (GEN-3.1). In stud and
          stud/8 the lower suit pays; in razz the higher suit pays.
        - The bring-in player may **complete** to the small bet instead (GEN-3.3). Facing the
          bring-in, each player folds, calls it, or completes; **nobody checks** (GEN-3.4). Action
          goes clockwise from the bring-in (GEN-3.5).
        - **No option:** if everyone just calls, the round ends when the action gets back to the
          bring-in player, who may not raise. After a completion the bring-in player acts again (GEN-3.6).
        """),
        md("## Worked example: the antes (GEN-2.1, GEN-2.2)"),
        code("""
        from studlib import Hand, STUD, STUD8, RAZZ, IllegalAction
        """),
        code("""
        hand = Hand(STUD, stacks=[1000] * 5, seed=7)
        print(hand.log[0])
        print("In the pot before anyone acts:", hand.structure.money(hand.pot))
        """),
        md("""
        ## Worked example: one deal, three games

        A stacked deck (lesson 03) gives the five players these door cards: A♥, K♦, 3♠, K♠, 3♣.
        The last line of the log says who must bring in, and why.
        """),
        code("""
        deck = ("9c 8d 7h 6s 5c "   # first down card, Seats 1-5
                "Jc Td 4h 4d 2s "   # second down card
                "Ah Kd 3s Ks 3c")   # door cards, Seats 1-5
        for game in (STUD, STUD8, RAZZ):
            print(Hand(game, stacks=[1000] * 5, deck=deck).log[-1])
        """),
        md("""
        - Stud and Stud Hi/Lo: the two threes are lowest, and clubs is the lower suit, so Seat 5's
          3♣ pays. The ace is the *highest* card here, even in Stud Hi/Lo where it plays low at
          the showdown (HILO-3.1).
        - Razz: the two kings are highest, and spades is the higher suit, so Seat 4's K♠ pays. The
          ace is the *best* card in razz, so it never brings in (RAZZ-3.1).

        Seed 003 gives the razz rule with an example: *« si la dame de cœur et la dame de carreau
        sont faces ouvertes [...] la dame de cœur paie le bring-in »* (with the queen of hearts and
        the queen of diamonds showing, the queen of hearts pays).

        ## Worked example: dealt hands where the suit decides
        """),
        code("""
        print(Hand(STUD, stacks=[1000] * 5, seed=7).log[-1])
        print(Hand(RAZZ, stacks=[1000] * 5, seed=2).log[-1])
        """),
        md("""
        ## Worked example: what each player may do

        Back to deal number 7 in stud. First the bring-in player chooses: bring in, or complete to
        the $2 small bet (GEN-3.3).
        """),
        code("""
        print(hand.options_text())
        hand.act("bring_in")
        print(hand.options_text())
        """),
        md("""
        Seat 3 may fold, call $0.50 or complete to $2 (GEN-3.4). Calling costs $0.50, not $0.10:
        the ante does not count (GEN-2.2). And there is no check:
        """),
        code("""
        try:
            hand.act("check")
        except IllegalAction as error:
            print("Not allowed:", error)
        """),
        md("""
        ## Worked example: the bring-in has no option (GEN-3.5, GEN-3.6)

        If everyone just calls, action goes clockwise from the bring-in (Seats 3, 4, 5, 1), and
        the round ends the moment it gets back to Seat 2. Fourth street comes at once.
        """),
        code("""
        calls = Hand(STUD, stacks=[1000] * 5, seed=7)
        calls.play_until(4)
        for line in calls.log[2:9]:
            print(line)
        """),
        md("""
        But if somebody completes, the bring-in player acts again, and may fold, call the rest, or
        raise (GEN-3.6):
        """),
        code("""
        again = Hand(STUD, stacks=[1000] * 5, seed=7)
        for kind in ["bring_in", "complete", "call", "fold", "call"]:   # Seats 2, 3, 4, 5, 1
            again.act(kind)
        print(again.options_text())
        """),
        md("""
        Seat 2 has $0.50 in and needs $1.50 more to call the $2 completion.
        """),
    ]
    cells += [md("""
        ## Mini-deal: move the bring-in

        Change a door card with its drop-down and watch the "◀ brings in" marker move. Try making
        two door cards the same rank, then switch the game to Razz. The cell below does the same
        thing in code: it gives Seat 1 the 2♣, the worst stud card of all.
        """)]
    if widgets:
        cells += [
            code("""
            from studlib.widgets import MiniDeal, SeatQuiz, MultipleChoice

            deal = MiniDeal(game=STUD, players=5, seed=7)
            deal
            """),
            code("""
            deal.set_door_card(0, "2c")
            print(deal.hand.log[-1])
            """),
        ]
    else:
        cells += [code("""
            moved = Hand(STUD, stacks=[1000] * 5, deck="9c 8d 7h 6s 5c Jc Td 4h 4d 2s 2c Kd 3s Ks 3c")
            print(moved.log[-1])
            """)]
    cells += [
        md("""
        ## Common mistakes

        - **"In Stud Hi/Lo the ace is low, so an ace brings in."** For the bring-in the ace is high
          in Stud Hi/Lo, exactly as in stud (HILO-3.1).
        - **"In razz the lower suit pays, as in stud."** In razz the *higher* suit pays: Q♥ over Q♦
          (RAZZ-3.1).
        - **"The ante counts toward my call."** The ante is dead money (GEN-2.2).
        - **"Everyone called, so the bring-in may check or raise, like a big blind."** The bring-in
          is the opening bet, not a blind: no option (GEN-3.6).
        - **"I can check after the bring-in."** There is a bet to face: fold, call or complete (GEN-3.4).
        - Seed 003 says the bring-in player *« doit faire une autre mise ou une petite mise
          complète »*: that means post the bring-in, or complete to the small bet.
        """),
        md("## Self-check"),
    ]
    if widgets:
        cells += [
            code("""
            MultipleChoice(
                "Stud Hi/Lo. The door cards are A♣, 2♦, 2♠ and 9♥. Which card brings in?",
                ["A♣", "2♦", "2♠", "9♥"],
                answer="2♦",
                feedback={
                    "A♣": "The ace is low for the low hand at the showdown, but HIGH for the bring-in (HILO-3.1).",
                    "2♠": "Two deuces: the lower suit pays, and diamonds are lower than spades (GEN-3.1).",
                    "9♥": "The lowest door card pays, and a deuce is lower than a nine.",
                },
                explanation="Lowest door card, aces high, lower suit first: the 2♦ pays.",
                rule="HILO-3.1",
            )
            """),
            code("""
            MultipleChoice(
                "Razz. The door cards are Q♥, Q♦, 4♣ and A♠. Which card brings in?",
                ["Q♥", "Q♦", "4♣", "A♠"],
                answer="Q♥",
                feedback={
                    "Q♦": "In razz the HIGHER suit pays between equal ranks: hearts are above diamonds (RAZZ-3.1).",
                    "4♣": "In razz the HIGHEST door card pays; a four is a good razz card.",
                    "A♠": "The ace is the lowest, best card in razz: it never brings in.",
                },
                explanation="Highest door card, aces low, higher suit first: the Q♥ pays (seed 003's own example).",
                rule="RAZZ-3.1",
            )
            """),
            code("""
            MultipleChoice(
                "$2/$4 stud, ante $0.40, bring-in $0.50. Nobody completes; everyone calls the bring-in. What happens next?",
                ["The bring-in player may check or raise", "Fourth street is dealt", "The bring-in player must add $0.10"],
                answer="Fourth street is dealt",
                feedback={
                    "The bring-in player may check or raise": "That is a big blind's option in hold'em. The bring-in is the opening bet: no option (GEN-3.6).",
                    "The bring-in player must add $0.10": "The ante is dead money: it never counts toward the bring-in (GEN-2.2).",
                },
                explanation="The round ends when the action gets back to the bring-in player.",
                rule="GEN-3.6",
            )
            """),
            md("""
            **Click the seat** that must bring in. Each quiz is checked by the engine; *New deal*
            gives you another one.
            """),
            code("""
            SeatQuiz(kind="bring_in", game=STUD, players=5, seed=16)
            """),
            code("""
            SeatQuiz(kind="bring_in", game=STUD8, players=5, seed=20)
            """),
            code("""
            SeatQuiz(kind="bring_in", game=RAZZ, players=5, seed=3)
            """),
        ]
    cells.append(nav(stem))
    return cells


# --- 05 -------------------------------------------------------------------------------------

def lesson_05(widgets: bool) -> list:
    """Fixed-limit betting: sizes, the cap, the 4th-street double bet."""
    stem = "05-fixed-limit-betting"
    cells = [
        header(stem, "GEN-7.1, GEN-4.1, STUD-6.1, HILO-6.1, RAZZ-6.1 (and options T-2, T-6, T-7)", "20", """
        Stud is usually played **fixed limit**: you never choose how much to bet, only whether to
        bet. Each bet and each raise is exactly one size, set by the street.
        """),
        md("""
        ## Key points

        - Two sizes: the **small bet** on 3rd and 4th street, the **big bet** on 5th, 6th and 7th
          (GEN-7.1). At $2/$4 that is $2, then $4, and every raise is one more of the same.
        - **The cap:** one bet (or the completion) plus **three raises** per street. After that,
          players may only call or fold (GEN-4.1). The bring-in is not a bet; the completion is not
          a raise.
        - **Stud only:** if any board shows an open **pair on 4th street**, any player may bet or
          raise either the small or the big bet; once the big one is used, later raises on 4th
          street are big too (STUD-6.1).
        - Stud Hi/Lo and Razz never have this double bet: 4th street is always the small bet
          (HILO-6.1, RAZZ-6.1).
        - House rules: tournaments turn the double bet off (T-2) and allow four raises (T-6);
          cardrooms lift the cap when a street starts with only two players (T-7).
        """),
        md("""
        ## Worked example: the cap on fifth street (GEN-4.1)

        Four players call and check to fifth street; then the first player bets and each of the
        next three raises. Stacks are $100 so nobody runs out of chips.
        """),
        code("""
        from studlib import Hand, STUD, STUD8, RAZZ, Rules, IllegalAction
        """),
        code("""
        hand = Hand(STUD, stacks=[10_000] * 4, seed=6)
        hand.play_until(5)
        for kind in ["bet", "raise", "raise", "raise"]:
            print(hand.options_text())
            hand.act(kind)
        print(hand.options_text())
        print(hand.log[-1])
        """),
        md("""
        Bet $4, raise to $8, $12, $16: one bet and three raises, so the next player may only call
        or fold.

        ## Worked example: the cap on third street

        On third street the **completion** to $2 takes the place of the bet, so three raises may
        still follow it: $4, $6, $8.
        """),
        code("""
        third = Hand(STUD, stacks=[10_000] * 5, seed=7)
        for kind in ["bring_in", "complete", "raise", "raise", "raise"]:
            third.act(kind)
        print(third.options_text())
        for line in third.log[3:]:
            print(line)
        """),
        md("""
        ## Worked example: the open pair on fourth street (STUD-6.1)

        Seat 1's door card is 7♥ and its fourth-street card is 7♣: a pair of sevens, face up.
        """),
        code("""
        deck = ("2d 3d 4c "    # first down card, Seats 1-3
                "5d 6d 8c "    # second down card
                "7h Qc 4d "    # door cards
                "Jc "          # burn
                "7c 2s 9h")    # fourth street: Seat 1 pairs its door card
        pair = Hand(STUD, stacks=[10_000] * 3, deck=deck)
        pair.play_until(4)
        print(pair.log[-2])
        print(pair.options_text())
        """),
        md("""
        Seat 1 may bet $2 or $4. Say it bets $2: the next player may call, raise $2, or raise $4.
        Once someone raises by $4, every later raise on this street is $4.
        """),
        code("""
        pair.act("bet", 200)           # Seat 1 bets the small bet
        print(pair.options_text())
        pair.act("raise", 600)         # Seat 2 raises by the big bet, to $6
        print(pair.options_text())
        """),
        md("""
        The same cards in the two other games: no double bet, whatever pairs show (HILO-6.1, RAZZ-6.1).
        """),
        code("""
        for game in (STUD8, RAZZ):
            other = Hand(game, stacks=[10_000] * 3, deck=deck)
            other.play_until(4)
            print(f"{game.name}: {other.options_text()}")
        """),
        md("""
        Seed 004 gives the stud rule exactly: *« Si ce joueur mise 2 $, n'importe quel autre joueur
        peut appeler les 2 $, relancer de 2 ou de 4 $. »* Seed 000 says the same for Stud Hi/Lo
        (*« Si un joueur possède une paire, il peut ouvrir l'enchère avec une grande mise »*): that
        is a **known error** of that source. Stud Hi/Lo has no double bet (HILO-6.1); seed 004 and
        every rulebook agree.

        ## Worked example: house rules on the cap (T-6, T-7)

        Two players, heads-up. Under each preset, how many raises may follow the completion?
        """),
        code("""
        for preset in ("online", "cardroom", "tournament"):
            duel = Hand(STUD, stacks=[10_000] * 2, seed=3, rules=Rules.preset(preset))
            duel.act("complete")
            raises = 0
            while raises < 6 and any(a.kind == "raise" for a in duel.legal_actions()):
                duel.act("raise")
                raises += 1
            limit = "no cap (stopped at 6)" if raises == 6 else f"{raises} raises, then capped"
            print(f"{preset:10}  {limit}")
        """),
        md("""
        The course default (online) keeps the three-raise cap even heads-up. Tournaments allow four
        raises (T-6); cardrooms lift the cap when a street starts heads-up (T-7). The tournament
        preset also turns off the stud double bet (T-2):
        """),
        code("""
        strict = Hand(STUD, stacks=[10_000] * 3, deck=deck, rules=Rules.tournament())
        strict.play_until(4)
        print(strict.options_text())
        """),
        md("""
        ## Mini-deal: play the betting yourself

        Edit the list of actions and run the cell. On deal number 5 Seat 2 brings in, then the
        action goes Seat 3, Seat 1, Seat 2, ... The list below caps third street. Change the last
        `"call"` to `"raise"`, or add a `"check"` facing a bet, and read the dealer's answer.
        Actions: `"bring_in"`, `"complete"`, `"bet"`, `"raise"`, `"call"`, `"check"`, `"fold"`.
        """),
        code("""
        my_actions = ["bring_in", "complete", "raise", "call", "raise", "raise", "call", "call"]   # change me

        mine = Hand(STUD, stacks=[10_000] * 3, seed=5)
        for kind in my_actions:
            try:
                mine.act(kind)
            except IllegalAction as error:
                print("Not allowed:", error)
                break
        for line in mine.log[2:]:
            print(line)
        """),
    ]
    if widgets:
        cells += [
            md("""
            Or deal a whole table. On deal number 17, click **Deal next street** once: Seat 5 shows a
            pair of fives. What may Seat 5 bet? Now switch the game to Stud Hi/Lo: what changes?
            """),
            code("""
            from studlib.widgets import MiniDeal, MultipleChoice

            MiniDeal(game=STUD, players=6, seed=17)
            """),
        ]
    cells += [
        md("""
        ## Common mistakes

        - **"Bring-in, complete, raise, raise: capped."** The completion is the bet and the bring-in
          counts for nothing; three raises may follow the completion (GEN-4.1).
        - **"A pair on fourth street lets me bet $4 in Stud Hi/Lo."** Only in stud high (HILO-6.1,
          RAZZ-6.1). Seed 000 gets this wrong.
        - **"Only the player with the pair may bet $4."** Any player may, once any board shows a
          pair on 4th street (STUD-6.1).
        - **"After a $4 raise on fourth street I can raise $2 again."** Once the big bet is used,
          every later raise on that street is big (STUD-6.1).
        - **"Heads-up there is no cap."** Only under the cardroom option T-7; the course default
          keeps the cap (GEN-4.1).
        """),
        md("## Self-check"),
    ]
    if widgets:
        cells += [
            code("""
            MultipleChoice(
                "$2/$4 stud, fifth street: bet $4, raise to $8, raise to $12, raise to $16. What may the next player (no chips in yet) do?",
                ["Fold, or call $16", "Fold, call $16 or raise to $20", "Fold, or call $4"],
                answer="Fold, or call $16",
                feedback={
                    "Fold, call $16 or raise to $20": "That was the bet plus three raises: the street is capped (GEN-4.1).",
                    "Fold, or call $4": "To call you must match the whole $16, not just the first bet.",
                },
                explanation="One bet plus three raises caps the street; now only call or fold.",
                rule="GEN-4.1",
            )
            """),
            code("""
            MultipleChoice(
                "Stud Hi/Lo, fourth street. Seat 3 shows 9♠ 9♦ and acts first. What may Seat 3 bet?",
                ["$2 only", "$2 or $4", "$4 only"],
                answer="$2 only",
                feedback={
                    "$2 or $4": "That is the stud high rule (STUD-6.1). Stud Hi/Lo never has the double bet (HILO-6.1).",
                    "$4 only": "The big bet starts on fifth street (GEN-7.1).",
                },
                explanation="In Stud Hi/Lo and Razz, fourth street is always the small bet.",
                rule="HILO-6.1",
            )
            """),
            code("""
            MultipleChoice(
                "Stud (online rules), fourth street. Seat 2 shows K♣ K♥. Seat 2 bets $2. What may Seat 3 (no pair) do?",
                ["Fold, call $2, raise to $4 or raise to $6", "Fold, call $2 or raise to $4 only", "Fold or call $2 only"],
                answer="Fold, call $2, raise to $4 or raise to $6",
                feedback={
                    "Fold, call $2 or raise to $4 only": "With an open pair on board ANY player may raise by the big bet, $4, making it $6 (STUD-6.1).",
                    "Fold or call $2 only": "There has been one bet; raises are allowed until the cap (GEN-4.1).",
                },
                explanation="Raise by $2 (to $4) or by $4 (to $6); after a $4 raise all later raises are $4.",
                rule="STUD-6.1",
            )
            """),
            code("""
            MultipleChoice(
                "Third street: bring-in $0.50, Seat 3 completes to $2, then it is raised to $4 and to $6. How many more raises may come?",
                ["None", "One, to $8", "Two, to $8 and $10"],
                answer="One, to $8",
                feedback={
                    "None": "The completion is the bet, not a raise: $4 and $6 are only raises one and two (GEN-4.1).",
                    "Two, to $8 and $10": "Three raises after the completion: $4, $6, $8. Then the cap.",
                },
                explanation="Completion (the bet) + raises to $4, $6, $8 = capped.",
                rule="GEN-4.1",
            )
            """),
        ]
    cells.append(nav(stem))
    return cells


# --- 06 -------------------------------------------------------------------------------------

def lesson_06(widgets: bool) -> list:
    """Who acts first on 4th to 7th street."""
    stem = "06-who-acts-first"
    cells = [
        header(stem, "GEN-5.1, GEN-5.2, GEN-5.3, GEN-5.4, STUD-5.1, HILO-5.1, RAZZ-5.1 (and option T-3)", "20", """
        On third street the bring-in starts the betting. From fourth street on, the dealer looks at
        the **boards** (the face-up cards) and the best one for the game acts first.
        """),
        md("""
        ## Key points

        - From 4th street on, the **best board for the game** acts first. There is no forced bet
          any more: that player may check or bet (GEN-5.1).
        - Boards rank by pairs, two pair, trips and quads, then by high cards in order. Straights
          and flushes **never count** on a board (GEN-5.2). A pair of threes beats A-K (STUD-5.1,
          HILO-5.1).
        - Razz: the **lowest** board acts first. Aces are low, and any unpaired board beats any
          paired one (RAZZ-5.1).
        - **Equal boards:** the tied player first clockwise from the dealer acts first (GEN-5.3).
          Tournaments break the tie by the highest card's suit instead (T-3).
        - Seventh-street cards are face down, so 6th street's order stands on 7th street (GEN-5.1).
          If the player who should act first is all in, the next player with chips starts (GEN-5.4).
        """),
        md("""
        ## Worked example: ranking boards (GEN-5.2)

        `STUD.board_key` sorts boards the way the dealer reads them, and `board_name` says them
        aloud. Six sixth-street boards, best first:
        """),
        code("""
        from studlib import Hand, STUD, STUD8, RAZZ, Rules, parse_cards
        from studlib.games import board_name

        boards = ["Ah Kh Qh Jh", "2c 2d 7s 9h", "8c 9d Tc Js", "Ac Kd Qs 9c", "5c 5d 3s 3h", "Kc Kd 4s 2h"]
        for board in sorted(boards, key=lambda b: STUD.board_key(parse_cards(b)), reverse=True):
            print(f"{board}   {board_name(STUD, parse_cards(board))}")
        """),
        md("""
        Four hearts to a royal flush rank only as ace-king-queen-jack, below any pair, and J-10-9-8
        is not a straight on a board. Now the razz order of some other boards, lowest (first to
        act) first:
        """),
        code("""
        razz_boards = ["Kc Qd Js 9h", "Ac Ad 2h 3s", "7c 5d 3h 2s", "8c 4d 3h 2s", "2c 2d 3h 4s", "Ah 2d 3c 4h"]
        for board in sorted(razz_boards, key=lambda b: RAZZ.board_key(parse_cards(b)), reverse=True):
            print(f"{board}   {board_name(RAZZ, parse_cards(board))}")
        """),
        md("""
        In razz a pair is bad: even K-Q-J-9 acts before a pair of aces. Two aces are the lowest pair
        (RAZZ-5.1).

        ## Worked example: the same boards in three games

        On fourth street Seat 1 shows A♥ K♦, Seat 2 shows 3♣ 3♠, Seat 3 shows Q♠ J♠.
        """),
        code("""
        deck = ("2d 5h 9c "   # first down card, Seats 1-3
                "8d 6h Tc "   # second down card
                "Ah 3c Qs "   # door cards
                "4d "         # burn
                "Kd 3s Js")   # fourth street
        for game in (STUD, STUD8, RAZZ):
            hand = Hand(game, stacks=[1000] * 3, deck=deck)
            hand.play_until(4)
            print(hand.log[-1])
        """),
        md("""
        Stud and Stud Hi/Lo: the pair of threes acts first (STUD-5.1, HILO-5.1). Razz: the pair is
        the worst board, and queen-jack is lower than king-ace, so Seat 3 acts first (RAZZ-5.1).
        Seed 000 says the first player is the one *« dont la carte vers le haut a la valeur la plus
        élevée »* (whose up card is highest): that means the best board **hand**, not the highest
        single card.

        ## Worked example: equal boards (GEN-5.3, T-3)

        Seat 2 shows K♥ 7♣ and Seat 4 shows K♠ 7♦: the same board.
        """),
        code("""
        tied = ("2c 3d 4c 5d "   # first down card, Seats 1-4
                "6c 8d 9c Td "   # second down card
                "Qd Kh Jc Ks "   # door cards
                "Ah "            # burn
                "5c 7c 4h 7d")   # fourth street
        for preset in ("online", "tournament"):
            hand = Hand(STUD, stacks=[1000] * 4, deck=tied, rules=Rules.preset(preset))
            hand.play_until(4)
            print(f"{preset}: {hand.log[-1]}")
        """),
        md("""
        By default the first tied seat on the dealer's left goes first; seed 004 says *« la mise
        commence par le joueur le plus proche de la gauche du bouton »* (stud has no button: it
        means the dealer's left). Tournaments use the suit of the highest card (T-3).

        ## Worked example: seventh street and the all-in player (GEN-5.1, GEN-5.4)
        """),
        code("""
        seven = Hand(STUD, stacks=[1000] * 5, seed=4)
        seven.auto_play()
        print({street: f"Seat {seat + 1}" for street, seat in seven.first_to_act.items()})
        """),
        md("""
        (Street 3 is the bring-in.) Sixth and seventh street start with the same seat. Now a short stack: Seat 2 starts with
        $0.90, antes $0.40 and calls the bring-in with its last $0.50. On fourth street Seat 2
        shows a pair of kings, the best board, but has no chips left to bet.
        """),
        code("""
        short = ("2d 5c 9c "   # first down card, Seats 1-3
                 "8d 6h Tc "   # second down card
                 "5h Kc 9d "   # door cards
                 "4s "         # burn
                 "2c Kd 3s")   # fourth street: Seat 2 pairs its king
        allin = Hand(STUD, stacks=[1000, 90, 1000], deck=short)
        allin.play_until(4)
        print(allin.log[-1])
        """),
        md("""
        ## Mini-deal: call the first player

        Deal street by street. Before each click, decide who will act first, then check the
        "◀ acts first" marker. Switch to Razz and do it again.
        """),
    ]
    if widgets:
        cells += [code("""
            from studlib.widgets import MiniDeal, SeatQuiz, MultipleChoice

            MiniDeal(game=STUD, players=6, seed=11)
            """)]
    else:
        cells += [code("""
            mini = Hand(STUD, stacks=[1000] * 6, seed=11)
            print(mini.log[-1])
            """)]
    cells += [
        md("""
        ## Common mistakes

        - **"The highest card acts first."** The best board *hand* acts first: any pair beats any
          high cards (GEN-5.2). Seed 000's wording misleads here.
        - **"Four to a flush (or a straight) on board is strong, so it acts first."** Straights and
          flushes never count on a board (GEN-5.2).
        - **"In razz the best high board acts first."** In razz the *lowest* board acts first, and a
          pair makes a board worse (RAZZ-5.1).
        - **"The bring-in player starts every round."** Only third street. From fourth street the
          boards decide (GEN-5.1). Seed 002's *« chaque tour d'enchères commence par [...] la main
          découverte la plus forte »* is true from fourth street on.
        - **"Seventh street has a new order."** The seventh card is face down, so the boards do not
          change: sixth street's order stands (GEN-5.1).
        """),
        md("## Self-check"),
    ]
    if widgets:
        cells += [
            code("""
            MultipleChoice(
                "Stud, fourth street. Seat 1 shows A♠ K♠, Seat 2 shows 4♣ 4♥, Seat 3 shows Q♥ J♥. Who acts first?",
                ["Seat 1", "Seat 2", "Seat 3"],
                answer="Seat 2",
                feedback={
                    "Seat 1": "Any pair beats any high cards on a board, even ace-king (GEN-5.2).",
                    "Seat 3": "Suited and connected cards do not count on a board: flushes and straights never count (GEN-5.2).",
                },
                explanation="The pair of fours is the best high board (STUD-5.1).",
                rule="STUD-5.1",
            )
            """),
            code("""
            MultipleChoice(
                "Razz, fifth street. Seat 1 shows 7♣ 4♦ 2♥, Seat 2 shows A♠ A♦ 3♣, Seat 3 shows 8♠ 3♦ 2♣. Who acts first?",
                ["Seat 1", "Seat 2", "Seat 3"],
                answer="Seat 1",
                feedback={
                    "Seat 2": "A pair is bad in razz: any unpaired board is lower than a paired one (RAZZ-5.1).",
                    "Seat 3": "Compare from the highest card down: 7 is lower than 8, so 7-4-2 beats 8-3-2.",
                },
                explanation="Seven-four-two is the lowest board.",
                rule="RAZZ-5.1",
            )
            """),
            code("""
            MultipleChoice(
                "Stud, online rules. On fourth street Seat 2 and Seat 5 both show J-9, the best boards. Seat 5's jack is the J♠. Who acts first?",
                ["Seat 2", "Seat 5"],
                answer="Seat 2",
                feedback={"Seat 5": "Suits break this tie only under the tournament option T-3. By default the first tied seat on the dealer's left goes first (GEN-5.3)."},
                explanation="Equal boards: the first tied player clockwise from the dealer.",
                rule="GEN-5.3",
            )
            """),
            md("**Click the seat** that acts first. *New deal* gives you another board to read."),
            code("""
            SeatQuiz(kind="first_to_act", game=STUD, players=5, seed=8, street=4)
            """),
            code("""
            SeatQuiz(kind="first_to_act", game=RAZZ, players=5, seed=6, street=5)
            """),
        ]
    cells.append(nav(stem))
    return cells


BUILDERS = {
    "00-contents": lesson_00,
    "01-welcome": lesson_01,
    "02-cards-and-high-hands": lesson_02,
    "03-the-deal-and-streets": lesson_03,
    "04-antes-and-the-bring-in": lesson_04,
    "05-fixed-limit-betting": lesson_05,
    "06-who-acts-first": lesson_06,
}


def main(argv: list[str] | None = None) -> int:
    """Write the named lessons (default: all of 00-06)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stems", nargs="*", help="lesson file stems, e.g. 04-antes-and-the-bring-in")
    parser.add_argument("--without-widgets", action="store_true",
                        help="leave out the studlib.widgets cells (while the widgets are not ready)")
    args = parser.parse_args(argv)
    stems = args.stems or list(BUILDERS)
    for stem in stems:
        if stem not in BUILDERS:
            parser.error(f"unknown lesson {stem!r}: choose from {', '.join(BUILDERS)}")
    for stem in stems:
        path = write(stem, BUILDERS[stem](not args.without_widgets))
        print(f"wrote lessons/{path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
