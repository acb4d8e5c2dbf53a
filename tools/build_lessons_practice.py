"""Build the practice lessons: 15 drills, 17 teacher's scenarios, 18 final test.

Usage (from the repo root):  .venv/bin/python tools/build_lessons_practice.py [15 17 18]
Then execute them:           .venv/bin/python tools/execute_notebooks.py lessons/15-*.ipynb ...

Solutions shown "on demand" (a collapsed <details> block) are computed here by the engine when
the lesson is built, so they cannot drift from what the widgets say.
"""

from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "tools"))

from lessonkit import code, main, md  # noqa: E402
from studlib import RAZZ  # noqa: E402
from studlib.drills import make_question  # noqa: E402
from studlib.scenario import Scenario  # noqa: E402
from studlib.widgets import text as T  # noqa: E402
from studlib.widgets.drills import final_test_plan  # noqa: E402


def solution(text: str) -> str:
    """A collapsed answer the learner opens when ready."""
    return f"<details><summary><strong>Solution</strong> (click to open)</summary>\n\n{text}\n\n</details>"


def lesson_15() -> list:
    """Drills: every kind, one worked question, the menu, an exercise."""
    low = make_question("read_low", 12, game=RAZZ)
    qual = make_question("low_qualifies", 3)
    return [
        md("""
            # 15. Drills

            **Rules practised:** bring-in STUD-3.1, HILO-3.1, RAZZ-3.1 with ties by suit GEN-3.1;
            first to act GEN-5.1, GEN-5.2, GEN-5.3, STUD-5.1, HILO-5.1, RAZZ-5.1; what a player may
            do GEN-3.2, GEN-3.3, GEN-3.4, GEN-4.1, GEN-7.1, STUD-6.1; who shows first GEN-8.1,
            GEN-8.2, STUD-8.2, HILO-8.2, RAZZ-8.2; reading lows RAZZ-9.1, HILO-9.1; splitting a
            Stud/8 pot HILO-10.1, HILO-10.2, HILO-10.3, GEN-10.3, T-5.  
            **Time:** as long as you like

            Each drill deals a fresh situation, asks one question and answers it with the engine
            that plays every hand in this course. A wrong answer gets a sentence aimed at the
            likely mistake, then the rule. The score counts your **first** answer to each question;
            press **Next question** for another deal, as many times as you like.
            """),
        md("""
            ## The seven kinds of drill

            | Drill | The question | Rules |
            |---|---|---|
            | Who brings in | the worst door card on third street | STUD-3.1, HILO-3.1, RAZZ-3.1, GEN-3.1 |
            | Who acts first | the best board (razz: the lowest) on 4th to 7th street | GEN-5.1, STUD-5.1, HILO-5.1, RAZZ-5.1 |
            | What may this player do | fold, check, call, bet, raise, complete, and for how much | GEN-3.2 to GEN-3.4, GEN-4.1, GEN-7.1, GEN-12.1, GEN-12.2, STUD-6.1 |
            | Who shows first | the last player to bet or raise on 7th street, else the game's rule | GEN-8.1, GEN-8.2, RAZZ-8.2 |
            | Read the low | the best five low cards, named from the top | RAZZ-9.1, HILO-9.1 |
            | Does it qualify | five different ranks, eight or lower | HILO-9.1 |
            | Who wins each half | high half, low half, scoops, quarters, odd chips | HILO-10.1 to HILO-10.3, T-5 |
            """),
        md("""
            ## A worked question

            Every question is numbered: `make_question(kind, number)` gives the same deal, the
            same options and the same answer on every computer, so a class can talk about
            "what-may-this-player-do number 7" together.
            """),
        code("""
            from studlib.drills import make_question
            from studlib.widgets import Drill, DrillMenu, show_hand

            q = make_question("legal_actions", 7)
            print(q.prompt)
            show_hand(q.hand)
            """),
        code("""
            for option in q.options:
                print("-", option)
            """),
        md("""
            Read the last steps of the street: who bet, who raised, and whether the cap is reached
            (GEN-4.1). The amounts follow the street: small bets on third and fourth street, big bets
            from fifth on (GEN-7.1), except stud's open-pair option on fourth street (STUD-6.1). The
            engine's answer and its reason:
            """),
        code("""
            print(q.answer)
            print(q.explanation)
            """),
        md("""
            The same question in a drill widget. Here we click a **wrong** option in code, so you
            can see the feedback aimed at that mistake, then the answer and the rule:
            """),
        code("""
            drill = Drill("legal_actions", seed=7)
            drill.answer(next(o for o in drill.question.options if o != drill.question.answer))
            drill
            """),
        md("""
            ## Your turn: the drill menu

            Pick a kind of drill and a game (the low drills only offer the games with a low), then
            answer. Keyboard: **Tab** moves between the dropdowns and the buttons, **Enter** or
            **Space** presses a button.
            """),
        code("""
            DrillMenu("bring_in", seed=1)
            """),
        md(f"""
            ## Exercise

            1. Razz drill "read the low" number 12 shows these seven cards: **{' '.join(str(c) for c in low.cards)}**.
               Name the best low before opening the solution (RAZZ-9.1).
            2. Stud/8 drill "does it qualify" number 3 shows **{' '.join(str(c) for c in qual.cards)}**.
               Does it make a low for the low half (HILO-9.1)?
            """),
        md(solution(f"1. **{low.answer}**. {low.explanation}\n\n2. **{qual.answer}**. {qual.explanation}")),
        code("""
            # Check your answers with the engine:
            print(make_question("read_low", 12, game="razz").answer)
            print(make_question("low_qualifies", 3).answer)
            """),
    ]


def lesson_17() -> list:
    """Teacher's scenario builder: stacked decks, share codes, presets."""
    tie = Scenario("razz", 3, {0: "? ? Kh", 1: "? ? 5c", 2: "? ? Ks"})
    tie_hand = tie.hand()
    return [
        md("""
            # 17. For teachers: build a scenario

            **Rules shown:** the dealing order GEN-1.1 and the burns GEN-1.3; two to eight players
            GEN-1.4; a tie for the bring-in broken by suit STUD-3.1, RAZZ-3.1, GEN-3.1; a quartered
            Stud/8 pot HILO-10.1, HILO-10.2 with the odd chip by GEN-10.3, T-5; running out of
            cards GEN-11.1, with the house options T-8 and T-9.  
            **Time:** about 15 minutes

            A **scenario** is a deal with chosen cards for chosen seats: everything you do not
            choose is filled by a seed. It turns into a **share code** of a few dozen letters and
            digits: type it on any computer and the very same deal appears, so a whole class can
            look at one situation.
            """),
        md("""
            ## Writing a seat's cards

            For each seat, list the cards it **receives**, in order: first down card, second down
            card, door card (up), 4th, 5th and 6th street (up), 7th street (down). Write `?` for
            a card you leave to the seed. `"? ? 2c"` chooses only the door card. Cards for later
            streets land where you wrote them as long as nobody folds (a fold changes who receives
            the cards dealt after it, GEN-1.1).
            """),
        code("""
            from studlib.scenario import PRESETS, Scenario
            from studlib.widgets import ScenarioBuilder, show_hand

            tie = Scenario("stud", 4, {0: "? ? 2h", 2: "? ? 2c", 3: "? ? 2s"}, seed=11)
            code = tie.code()
            print(code, len(code), "characters")
            """),
        code("""
            hand = Scenario.from_code(code).hand()
            print(hand.log[2])
            show_hand(hand, reveal=True, tail=0)
            """),
        md("""
            Three deuces show; in stud the **lower suit** pays the bring-in, clubs being the lowest
            suit (STUD-3.1, GEN-3.1). The code holds the game, the number of players, the table
            rules, the seed and the chosen cards, plus a checksum: a mistyped code is refused
            instead of dealing something else.
            """),
        code("""
            try:
                Scenario.from_code(code[:-1] + ("A" if code[-1] != "A" else "B"))
            except ValueError as error:
                print(error)
            try:
                Scenario("stud", 4, {0: "As Kd", 1: "? ? As"})
            except ValueError as error:
                print(error)
            """),
        md("""
            ## Ready scenarios

            Five situations the rules describe but random deals rarely show:
            """),
        code("""
            for name, preset in PRESETS.items():
                print(f"{name:18} {preset.scenario.code():36} {preset.title} ({', '.join(preset.rules)})")
            """),
        code("""
            hand = PRESETS["quartered_pot"].scenario.hand()
            hand.auto_play()
            for line in hand.log[-3:]:
                print(line)
            """),
        code("""
            hand = PRESETS["running_out"].scenario.hand()
            hand.auto_play()
            print(next(line for line in hand.log if "GEN-11.1" in line.rules))
            """),
        md("""
            ## The builder

            Choose a ready scenario or a game and a number of players, type cards per seat (a
            message says at once what is wrong with an impossible entry), press **Make code** and
            write the code on the board. Students paste it into the **Code** box and press
            **Load code**, then **Open** to see the deal: all cards face up for the teacher, who
            brings in, and what happens if everyone just checks and calls.
            """),
        code("""
            builder = ScenarioBuilder()
            builder.load_preset("bring_in_tie")
            builder.make_code()
            builder.open()
            builder
            """),
        md("""
            ## Play it at the table

            A code also opens at the practice table ([lesson 14](14-practice-table.ipynb)): the
            students sit in a seat and play the stacked deal against the bots, and the dealer
            explains what the scenario was built to show.
            """),
        code("""
            from studlib.widgets import PracticeTable

            table = PracticeTable.from_scenario(code, seat=1)
            print(table.hand.log[2])
            print(table.board())
            """),
        md("""
            ## Exercise

            Build a **razz** deal for three players where Seat 1 shows the K♥ and Seat 3 the K♠.
            Who brings in, and why?
            """),
        md(solution(f'`Scenario("razz", 3, {{0: "? ? Kh", 1: "? ? 5c", 2: "? ? Ks"}})` deals it '
                    f"(code `{tie.code()}`). {tie_hand.log[2]}")),
        code("""
            # Try it here:
            exercise = Scenario("razz", 3, {0: "? ? Kh", 1: "? ? 5c", 2: "? ? Ks"})
            print(exercise.code())
            """),
    ]


def lesson_18() -> list:
    """The final test: a seeded mix of every drill, scored at the end."""
    return [
        md("""
            # 18. Final test

            **Rules tested:** everything the drills practise: STUD-3.1, HILO-3.1, RAZZ-3.1,
            GEN-3.1 to GEN-3.4, GEN-4.1, GEN-5.1, GEN-7.1, STUD-6.1, GEN-8.1, GEN-8.2, RAZZ-8.2,
            RAZZ-9.1, HILO-9.1, HILO-10.1 to HILO-10.3 and T-5, across Seven Card Stud, Stud Hi/Lo
            and Razz.  
            **Time:** about 20 minutes

            Twelve questions, one at a time. Your first answer is final: the feedback tells you at
            once whether it was right and why, then **Next question** moves on, with no going back.
            At the end you get your score for each kind of question and, for every question you
            missed, the rule behind it. Everyone who opens this lesson gets the same twelve
            questions (test number 2026), so a class can compare.
            """),
        md("""
            ## How it works: a two-question test

            Test number 1 with two questions, answered here in code: the first answer is right,
            the second is wrong on purpose, and then the summary appears.
            """),
        code("""
            from studlib.widgets import FinalTest

            demo = FinalTest(seed=1, n=2)
            first, second = demo.questions
            demo.answer(first.answer)
            demo.next()
            demo.answer(next(o for o in second.options if o != second.answer))
            demo.next()
            demo
            """),
        md("""
            ## The test

            Use the buttons (or **Tab** and **Enter**). Take your time: there is no clock.
            """),
        code("""
            test = FinalTest(seed=2026, n=12)
            test
            """),
        md("""
            When you have finished, this cell prints your score again (run it after the test):
            """),
        code("""
            print(f"{test.score} / {test.n}" if test.finished else "The test is not finished yet.")
            """),
        md("""
            ## Exercise

            Missed a kind of question? Go back to its drill in [15. Drills](15-drills.ipynb) and
            answer five in a row, then take test number 2027: `FinalTest(seed=2027)`. Which kinds
            of question does test 2027 ask?
            """),
        md(solution("Every kind at least once, with the games in rotation: "
                    + "; ".join(f"{T.DRILL_KINDS[k]} ({T.GAME_LABELS[g.code]})"
                                for k, g in final_test_plan(2027, 12)) + ".")),
    ]


LESSON_BUILDERS = {"15": lesson_15, "17": lesson_17, "18": lesson_18}


if __name__ == "__main__":
    sys.exit(main(LESSON_BUILDERS, sys.argv[1:]))
