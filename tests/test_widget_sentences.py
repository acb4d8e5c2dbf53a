"""The widgets' renderers, word for word: a few golden sentences per view, in English and French.

The widget and drill tests (tests/test_widgets.py, test_table.py, test_drills.py ...) assert on data:
the Mistake diagnosed and its rule IDs (studlib.mistakes), the Attempt's Said and its misses
(studlib.selfcheck), the view models' fields (the seat marked, the options chosen, the doors set),
the actions offered and their OptionsCase. The words written from that data are checked
here, once per view and language, as tests/test_english_log.py and tests/test_french_log.py do for
the engine's log. Rewording one of these sentences changes this file and the catalog, never a
widget test (issue 28, item 8). tests/test_french_widgets.py checks that every view is French.
"""

from __future__ import annotations

import html
from pathlib import Path

import pytest

pytest.importorskip("ipywidgets")

import studlib  # noqa: E402
from studlib import RAZZ, STUD, STUD8, Rules, parse_cards  # noqa: E402
from studlib import feedback  # noqa: E402
from studlib.mistakes import Mistake, diagnose  # noqa: E402
from studlib.actions import ActionKind  # noqa: E402
from studlib.drills import options_answer, split_answer  # noqa: E402
from studlib.hands import low_hand  # noqa: E402
from studlib.progress import Progress  # noqa: E402
from studlib.widgets import (DealerDrill, FinalTest, MiniDeal, MultipleChoice, PracticeTable,  # noqa: E402
                             PracticeWeakRules, Replay, SeatQuiz, palette_legend)

from tests.scenarios import deal, play  # noqa: E402

HAND_9 = Path(__file__).parent / "data" / "wsop-2023-43" / "9.phh"

NBSP = "\u00a0"


@pytest.fixture(params=["en", "fr"])
def lang(request):
    with studlib.language(request.param):
        yield request.param


def golden(lang: str, english: str, french: str) -> str:
    """The sentence expected in the language in force (French with its no-break spaces as ~)."""
    return english if lang == "en" else french.replace("~", NBSP)


# --- SeatQuiz: the sentence aimed at a wrong seat (studlib.feedback.seat_mistake_words) -----------

def test_seat_quiz_says_the_razz_bring_in_mistake(lang):
    quiz = SeatQuiz("bring_in", game=RAZZ, seed=1, progress=None)
    assert quiz.correct == 1 and quiz.answer(2) is False
    assert diagnose(quiz.question, 2).mistake is Mistake.RAZZ_LOWEST   # seat 3 shows the lowest door card
    assert quiz.view_model().prompt == golden(
        lang, "Third street, Razz. Press the button of the seat that must bring in.",
        "Troisième rue, Razz. Appuyez sur le bouton du siège qui doit payer le bring-in.")
    assert quiz.feedback() == golden(
        lang, "Not quite. You chose Seat 3. In razz the HIGHEST card brings in: aces are low (RAZZ-3.1). "
              "The answer: Seat 2. Seat 2 must bring in: highest door card (aces are low in razz), "
              "the seven of hearts (7♥). (RAZZ-3.1)",
        "Pas tout à fait. Vous avez choisi «~Siège 3~». Au Razz, c'est la carte la plus HAUTE qui paie le "
        "bring-in~: les as sont bas (RAZZ-3.1). La réponse~: Siège 2. Le siège 2 doit payer le bring-in~: "
        "carte de porte la plus haute (l'as est bas au Razz), le sept de cœur (7♥). (RAZZ-3.1)")
    assert quiz.view_model().score == golden(lang, "Score: 0 right, 1 try", "Score~: 0 sur 1 essai")


# --- Drill: the answers in words (studlib.drills: the options, why, the split, a low) ----------------

def test_drill_answers_in_words(lang):
    capped = deal(STUD, {0: "Ah Kh 2d", 1: "Qs Qd 7c", 2: "9c 9d Jc"}, rules=Rules.online())
    play(capped, "0 bring_in, 1 complete, 2 raise, 0 raise, 1 raise")
    answer, why = options_answer(capped)
    assert answer == golden(lang, "fold or call $4", "se coucher ou suivre 4~$")
    assert str(why) == golden(
        lang, "Facing $8 on third street, with the bet (or completion) and 3 raises already made: the betting is "
              "capped, so only fold or call $4. (GEN-4.1, T-6)",
        "Face à 8~$ en troisième rue, avec la mise (ou le complément) et 3 relances déjà faites, les relances "
        "sont plafonnées~: il ne reste qu'à se coucher ou à suivre 4~$. (GEN-4.1, T-6)")
    pair = deal(STUD, {0: "Ah Kh 7d 7s", 1: "Qs Qd 3c 9h", 2: "9c 9d Jc 2h"})
    pair.play_until(4)
    pair.act("bet", 400)
    assert options_answer(pair)[0] == golden(lang, "fold, call $4 or raise to $8",
                                             "se coucher, suivre 4~$ ou relancer à 8~$")
    split = deal(STUD8, {0: "Kh Kd Ks 9c 8d 2s 9h", 1: "Ah 2d 4h 7c 5s Qd Jc", 2: "As 2h 4d 7s 5c Qc Js"})
    play(split, "2 bring_in, 0 complete, 1 call, 2 call")
    split.auto_play()
    assert split_answer(split) == golden(
        lang, "High: Seat 1 · Low: Seats 2 and 3 · Seat 1 gets $3.60, Seat 2 gets $1.80, Seat 3 gets $1.80",
        "High~: Siège 1 · Low~: sièges 2 et 3 · Siège 1 reçoit 3,60~$, Siège 2 reçoit 1,80~$, Siège 3 reçoit 1,80~$")
    assert low_hand(parse_cards("9c 7s 6d 5h 3s")).long_name == golden(lang, "Nine low (9-7-6-5-3)",
                                                                       "Neuf low (9-7-6-5-3)")


# --- MultipleChoice and SelfCheck: what follows the verdict, and the result line -------------------

def _question(lang: str) -> MultipleChoice:
    if lang == "en":
        return MultipleChoice("Razz: seat 1 shows K♠, seat 2 shows 2♣. Who brings in?", ["Seat 1", "Seat 2"],
                              "Seat 1", feedback={"Seat 2": "In razz the HIGHEST card brings in."},
                              explanation="The king is the highest door card in razz.", rule="RAZZ-3.1",
                              progress=None)
    return MultipleChoice("Razz : le siège 1 montre R♠, le siège 2 montre 2♣. Qui paie le bring-in ?",
                          ["Siège 1", "Siège 2"], "Siège 1",
                          feedback={"Siège 2": "Au razz, c'est la carte la plus HAUTE qui paie."},
                          explanation="Le roi est la carte de porte la plus haute au razz.", rule="RAZZ-3.1",
                          progress=None)


def test_multiple_choice_a_miss_then_the_answer(lang):
    mc = _question(lang)
    mc.choose(mc.options[1])
    assert mc.text().splitlines()[-2:] == [
        golden(lang, 'Not quite. You chose Seat 2. In razz the HIGHEST card brings in. '
                     'Try another answer, or press "Show the answer".',
               "Pas tout à fait. Vous avez choisi «~Siège 2~». Au razz, c'est la carte la plus HAUTE qui paie. "
               "Essayez une autre réponse ou appuyez sur «~Voir la réponse~»."),
        golden(lang, "One miss so far: try again.", "Une erreur pour l'instant~: essayez encore.")]
    mc.choose(mc.options[0])
    assert mc.text().splitlines()[-2:] == [
        golden(lang, "Right! You chose Seat 1. The king is the highest door card in razz. (Rule RAZZ-3.1)",
               "Exact~! Vous avez choisi «~Siège 1~». Le roi est la carte de porte la plus haute au razz. "
               "(Règle RAZZ-3.1)"),
        golden(lang, "Right, on the second try.", "Exact, au deuxième essai.")]


def test_multiple_choice_two_misses_show_the_answer(lang):
    mc = _question(lang)
    mc.choose(mc.options[1])
    mc.choose(mc.options[1])
    assert mc.text().splitlines()[-2:] == [
        golden(lang, "Not quite. You chose Seat 2. In razz the HIGHEST card brings in. The answer is: Seat 1. "
                     "The king is the highest door card in razz. (Rule RAZZ-3.1)",
               "Pas tout à fait. Vous avez choisi «~Siège 2~». Au razz, c'est la carte la plus HAUTE qui paie. "
               "La réponse est~: Siège 1. Le roi est la carte de porte la plus haute au razz. (Règle RAZZ-3.1)"),
        golden(lang, "Answer shown after two misses.", "Réponse affichée après deux erreurs.")]


# --- FinalTest: a review line, and a test number that is not one -----------------------------------

def test_final_test_review_and_number_refused(lang):
    test = FinalTest(seed=7, n=2, progress=None)
    test.answer(next(o for o in test.questions[0].options if o != test.questions[0].answer))
    test.next()
    test.answer(test.questions[1].answer)
    test.next()
    assert test.finished and test.review_line(1) == golden(
        lang, "Right: you chose Seat 1. Seat 1 must bring in: lowest door card (aces are high for the bring-in), "
              "the two of hearts (2♥). (STUD-3.1)",
        "Exact~: vous avez choisi Siège 1. Le siège 1 doit payer le bring-in~: carte de porte la plus basse "
        "(l'as est haut pour le bring-in), le deux de cœur (2♥). (STUD-3.1)")
    assert test.review_line(0).startswith(golden(lang, "Not quite: you chose High: Seat 2 · Low: Seat 1",
                                                 "Pas tout à fait~: vous avez choisi High~: Siège 2 · Low~: Siège 1"))
    typed = FinalTest(n=2, progress=None)
    typed.number_box.value = "12x"
    typed.start_button.click()
    assert golden(lang, "A test number is a whole number from 0 to 4,294,967,295, like 4711; '12x' is not one.",
                  "Un numéro de test est un nombre entier de 0 à 4\u202f294\u202f967\u202f295, comme 4711~; '12x' "
                  "n'en est pas un.") in html.unescape(typed.start_message.value)


# --- LowLadderDrill: why a hand is not the best low left (studlib.feedback.ladder_mistake) ---------

def test_ladder_says_the_pairs_decide_first(lang):
    assert feedback.ladder_mistake(parse_cards("6c 5d 4h 3s 3d"), parse_cards("2c 2d Kh Qs Jd")) == golden(
        lang, "With a pair each, compare the pairs first: the lower pair is better, and only then the other "
              "cards from the highest down. 2♣ 2♦ K♥ Q♠ J♦ (Pair of twos) beats 6♣ 5♦ 4♥ 3♠ 3♦ (Pair of threes) "
              "(RAZZ-9.1).",
        "Avec une paire chacune, comparez d'abord les paires~: la paire la plus basse est meilleure, et "
        "seulement ensuite les autres cartes, de la plus haute à la plus basse. 2♣ 2♦ R♥ D♠ V♦ (Paire de deux) "
        "bat 6♣ 5♦ 4♥ 3♠ 3♦ (Paire de trois) (RAZZ-9.1).")
    assert feedback.ladder_mistake(parse_cards("8c 5d 4h 3s 2d"), parse_cards("7c 6d 4h 3s 2d")) == golden(
        lang, "With no pair, compare from the highest card down: 7♣ 6♦ 4♥ 3♠ 2♦ (Seven low) beats "
              "8♣ 5♦ 4♥ 3♠ 2♦ (Eight low), the first difference decides (RAZZ-9.1).",
        "Sans paire, comparez de la plus haute carte à la plus basse~: 7♣ 6♦ 4♥ 3♠ 2♦ (Sept low) bat "
        "8♣ 5♦ 4♥ 3♠ 2♦ (Huit low), la première différence décide (RAZZ-9.1).")


# --- MiniDeal: the title, the marked seat, the engine's why, the doors, the pot won ----------------

def test_mini_deal_third_street(lang):
    deal = MiniDeal(seed=4711)
    assert deal.text().splitlines()[:2] == [
        golden(lang, "Seven Card Stud, deal #4711, 5 players: third street",
               "Stud à sept cartes, donne n°~4711, 5 joueurs~: troisième rue"),
        golden(lang, "Seat 1: ?? ?? | 5h  ◀ brings in", "Siège 1~: ?? ?? | 5♥  ◀ paie le bring-in")]
    assert deal.view_model().why == (golden(
        lang, "Seat 1 must bring in: lowest door card (aces are high for the bring-in), the five of hearts (5♥); "
              "it ties in rank with Seat 2's 5♠, and the lower suit pays (clubs < diamonds < hearts < spades). "
              "(STUD-3.1, GEN-3.1)",
        "Le siège 1 doit payer le bring-in~: carte de porte la plus basse (l'as est haut pour le bring-in), le "
        "cinq de cœur (5♥)~; elle est à égalité de valeur avec celle du siège 2 (5♠), et c'est la carte de "
        "l'enseigne la plus basse qui paie (trèfle < carreau < cœur < pique). (STUD-3.1, GEN-3.1)"),)
    deal.set_door_card(1, "2c")
    assert deal.text().splitlines()[-1] == golden(lang, "Door cards set by hand: Seat 2 2♣.",
                                                  "Cartes de porte choisies à la main~: Siège 2 2♣.")


def test_mini_deal_pot_won_at_the_showdown(lang):
    deal = MiniDeal(game=STUD8, players=3, seed=2)
    while not deal.hand.is_over:
        deal.deal_next()
    assert deal.view_model().pot == golden(lang, "Pot: $2.70, won by Seat 2 ($1.35) and Seat 3 ($1.35).",
                                           "Pot~: 2,70~$, gagné par Siège 2 (1,35~$) et Siège 3 (1,35~$).")


# --- PracticeTable: the buttons, whose turn, a seat's line, the question before a free fold --------

def test_practice_table_buttons_and_turn(lang):
    table = PracticeTable(players=5, seed=4711)
    assert [b.description for b in table.action_buttons] == golden(
        lang, "Bring in $0.50|Complete to $2", "Bring-in 0,50~$|Compléter à 2~$").split("|")
    assert table.view_model().status == golden(
        lang, "Your turn. Seat 1 may bring in for $0.50 or complete to $2.",
        "À vous de parler. Le siège 1 peut payer le bring-in de 0,50~$ ou compléter à 2~$.")
    assert table.text().splitlines()[1] == golden(
        lang, "Seat 1 (you): down 2c 8c | up 5h  stack $399.60  ◀ to act",
        "Siège 1 (vous)~: cachées 2♣ 8♣ | visibles 5♥  tapis 399,60~$  ◀ doit parler")


def test_practice_table_says_a_change_starts_a_new_hand(lang):
    table = PracticeTable(players=4, seed=4711, seat=0)
    table.set_game("razz")
    assert table.view_model().notice == golden(
        lang, "Changing the game starts a new hand: deal #4711 from the start.",
        "Changer de variante lance un nouveau coup~: donne n°~4711 depuis le début.")


def test_practice_table_asks_before_a_free_fold(lang):
    table = PracticeTable(players=3, seat=0, deck="As 2d Qh  Kc 3d 4c  9s 8h Ts  2c  9d 7c 6h", stacks=20_000)
    while table.hand.street == 3:
        table.act(next(a for a in table.legal_actions if a.kind in (ActionKind.CHECK, ActionKind.CALL,
                                                                   ActionKind.BRING_IN)).kind)
    table.action_buttons[0].click()
    assert table.message == golden(
        lang, 'Fold when you could check for free? Folding gives the hand up for nothing (GEN-13.1). '
              'Press "Yes, fold" to fold anyway, or choose another action.',
        "Vous coucher alors que vous pouvez dire parole gratuitement~? Se coucher abandonne la main pour rien "
        "(GEN-13.1). Appuyez sur «~Oui, je me couche~» pour vous coucher quand même, ou choisissez une autre "
        "action.")
    assert table.action_buttons[0].description == golden(lang, "Yes, fold", "Oui, je me couche")


# --- Replay: the title, a seat with its player's name, a file that cannot be opened ----------------

def test_replay_title_seat_and_refusal(lang):
    replay = Replay(HAND_9)
    lines = replay.text().splitlines()
    event = "2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5"   # the file's own
    assert lines[0] == golden(lang, f"Seven Card Stud, {event}, hand 9: third street, step 0 of 16",
                              f"Stud à sept cartes, {event}, main 9~: troisième rue, étape 0 sur 16")
    assert lines[5] == golden(lang, "Seat 5 (Kristopher Tong): down Kh 6d | up 2h  stack 4,750,000  ◀ to act",
                              "Siège 5 (Kristopher Tong)~: cachées R♥ 6♦ | visibles 2♥  tapis 4\u202f750\u202f000  "
                              "◀ doit parler")
    replay.open("nothing-here.phh")
    assert replay.message == golden(
        lang, "Cannot open that: there is no file 'nothing-here.phh' here (the path is read from the notebook's "
              "folder).",
        "Impossible d'ouvrir~: il n'y a pas de fichier 'nothing-here.phh' ici (le chemin part du dossier du "
        "notebook).")


# --- DealerDrill: a text that is not an amount, a late answer, a wrong amount ----------------------

def test_dealer_drill_unread_late_and_wrong(lang):
    clock = iter([0.0, 0.0, 21.0])   # asked at 0 s; the unread text, then the answer at 21 s
    drill = DealerDrill(kind="pot", seed=2, time_limit="exam", progress=Progress.in_memory(), clock=lambda: next(clock))
    drill.answer(["a lot"])
    assert drill.view_model().unread == golden(
        lang, "Amount: Type an amount in the table's money, such as $12.50 (the currency sign is optional).",
        "Montant~— Tapez un montant dans la monnaie de la table, par exemple 12,50~$ (le symbole de la monnaie "
        "est facultatif).")
    drill.answer(drill.question.answers)
    assert drill.view_model().feedback[1][:2] == (
        golden(lang, "Late: 21.0 s, past the 20.0 s limit (marked late, not wrong).",
               "En retard~: 21,0~s, au-delà de la limite de 20,0~s (notée en retard, pas fausse)."),
        golden(lang, "The pot is $112.80: the antes and every chip bet and called, less any bet returned uncalled.",
               "Le pot est de 112,80~$~: les antes et tout ce qui a été misé et suivi, moins toute mise rendue "
               "faute d'avoir été suivie."))
    wrong = DealerDrill(kind="pot", seed=2, progress=None, clock=lambda: 0.0)
    wrong.answer(["1"])
    assert wrong.view_model().feedback[1][1] == golden(lang, "Amount: You typed 1; the answer is $112.80.",
                                                       "Montant~— Vous avez tapé 1~; la réponse est 112,80~$.")


# --- PracticeWeakRules: the record in words ------------------------------------------------------

def test_weak_rules_record_lines(lang):
    progress = Progress.in_memory()
    progress.record(["GEN-3.2"], correct=True)
    progress.record(["RAZZ-8.2"], correct=False)
    assert PracticeWeakRules(progress=progress, seed=1).record_lines()[:3] == golden(
        lang, "Your record: 2 rules practised, 2 answers.|  Bring-in: 100 % (1 rule)|  Order of action: not "
              "practised yet",
        "Votre bilan. Règles travaillées~: 2. Réponses~: 2.|  Bring-in~: 100~% (1 règle)|  Ordre de parole~: pas "
        "encore travaillée").split("|")


# --- cards and the palette legend (studlib.card_markup) -------------------------------------------

def test_card_names_and_the_legend(lang):
    assert [c.name for c in parse_cards("As Td")] == golden(lang, "ace of spades|ten of diamonds",
                                                            "as de pique|dix de carreau").split("|")
    assert palette_legend("four").text() == golden(
        lang, "Suit colours, four-colour deck: ♠ spades black, ♥ hearts red, ♦ diamonds blue, ♣ clubs green",
        "Couleurs des enseignes, jeu à quatre couleurs~: ♠ pique noir, ♥ cœur rouge, ♦ carreau bleu, ♣ trèfle vert")
