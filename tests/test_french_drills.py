"""The French edition of the drills, scenarios, odds, hand histories, progress and results.

- Every drill kind, on several deal numbers and every game it asks about, reads in French
  (prompt, options, answer, explanation, the situation's lines), and asks exactly the same
  question as in English: the same cards and decisions, the same options in the same order, the
  answer at the same place (a class told « donne 4711 » sees the same cards).
- Text is written when it is read: a question dealt in English reads in French, and back.
- Options are values (a seat, actions, a low, a split), the same in every language: an answer
  given in English is the same answer in French, and equal options hash alike.
- Scenario, odds, PHH, progress, results and self-check messages are French, errors included.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

import studlib
from studlib import RAZZ, STUD, STUD8, phh
from studlib.drills import KINDS, SEAT_KINDS, check_drill, games_for, make_question
from studlib.i18n import format_amount
from studlib.odds import equity, outs
from studlib.progress import Progress
from studlib.results import Results
from studlib.scenario import PRESETS, Scenario, ScenarioError
from studlib.selfcheck import Attempt, Question, load_questions

sys.path.insert(0, str(Path(__file__).parent))
from french_text import assert_french  # noqa: E402

NB = "\u00a0"
FR = "fr"
WSOP = Path(__file__).parent / "data" / "wsop-2023-43"


def french(text: str, where: str = "") -> None:
    """assert_french, with one French word the English list also holds: « Siège 1 suit 4 $ »
    (suivre, the terminology's word for a call) is French, not the English noun 'suit'."""
    assert_french(re.sub(r"\bsuit (?=\d)", "", text), where)


def words(q) -> dict:
    """Everything a learner reads of a question, in the language in force."""
    return {"prompt": q.prompt, "options": q.option_words, "answer": q.answer_words,
            "explanation": q.explanation, "context": tuple(q.context),
            "mistakes": tuple((q.words_of(o), mistake) for o, mistake in q.mistakes)}


CASES = [(kind, game, seed) for kind in KINDS for game in games_for(kind) for seed in (1, 7, 4711)]


# --- drills -------------------------------------------------------------------------------------

@pytest.mark.parametrize("kind, game, seed", CASES, ids=[f"{k}-{g.code}-{s}" for k, g, s in CASES])
def test_every_drill_reads_in_french_and_asks_the_same_question(kind, game, seed):
    english_q = make_question(kind, seed, game)
    english = words(english_q)
    with studlib.language(FR):
        french_q = make_question(kind, seed, game)   # dealt while French is in force
        fr = words(french_q)
        read_later = words(english_q)                # dealt in English, read in French
    assert fr == read_later
    for part in ("prompt", "explanation"):
        french(fr[part], f"{kind} {part}")
    for line in fr["context"] + fr["options"]:
        french(line, kind)
    # One to one: the same options in the same order, the answer at the same place.
    assert len(fr["options"]) == len(english["options"]) == len(set(fr["options"]))
    assert fr["options"].index(fr["answer"]) == english["options"].index(english["answer"])
    assert [code for _, code in fr["mistakes"]] == [code for _, code in english["mistakes"]]
    assert [fr["options"].index(o) for o, _ in fr["mistakes"]] == \
           [english["options"].index(o) for o, _ in english["mistakes"]]
    assert len(fr["context"]) == len(english["context"])
    # The same question: cards, decisions, seats, rules and keys.
    assert french_q == english_q
    assert french_q.cards == english_q.cards and french_q.rules == english_q.rules
    assert french_q.seat_options == english_q.seat_options
    if english_q.hand is not None:
        assert french_q.hand.history == english_q.hand.history
        assert [french_q.hand.cards(s) for s in range(french_q.hand.n_seats)] == \
               [english_q.hand.cards(s) for s in range(english_q.hand.n_seats)]
    # Text follows the language: English again, byte for byte, after the French reading.
    assert words(english_q) == english and words(french_q) == english
    assert fr["prompt"] != english["prompt"] and fr["explanation"] != english["explanation"]


def test_final_test_is_the_same_in_both_languages():
    from studlib.drills import final_test_questions
    english = final_test_questions(2026, 12)
    with studlib.language(FR):
        french_qs = final_test_questions(2026, 12)
        for q in french_qs:
            french(q.prompt + " " + q.explanation, q.kind)
    assert french_qs == english
    assert [q.answer_seat for q in french_qs] == [q.answer_seat for q in english]


def test_key_sentences_of_the_drills_in_french():
    with studlib.language(FR):
        q = make_question("bring_in", 4, STUD)
        assert q.prompt == f"Stud à sept cartes{NB}: qui doit payer le bring-in en troisième rue{NB}?"
        assert q.option_words[0] == "Siège 1" and q.answer_words == f"Siège {q.answer_seat + 1}"
        q = make_question("low_qualifies", 2)
        assert q.prompt.startswith(f"Stud Hi/Lo huit ou mieux{NB}: cette main fait-elle un low qualifié")
        assert q.options == (True, False)
        assert q.option_words == ("Oui, elle se qualifie pour le low", "Non, elle ne se qualifie pas")
        q = make_question("legal_actions", 5)
        seat = f"Le siège {q.hand.to_act + 1}"
        assert q.explanation.startswith(f"{seat} peut {q.answer_words}. ")
        assert f"c'est au siège {q.hand.to_act + 1} de parler. Que peut faire le siège {q.hand.to_act + 1}, et pour combien{NB}?" in q.prompt
        assert any(" ou " in o for o in q.option_words) and not any(" or " in o for o in q.option_words)
        q = make_question("split", 3)
        assert q.prompt.endswith((f"Le plus petit jeton vaut 1{NB}$.", f"Le plus petit jeton vaut 0,01{NB}$."))
        assert q.answer_words.startswith(f"High{NB}: Siège ") and f" · Low{NB}: " in q.answer_words
        assert STUD8.name == "Stud Hi/Lo huit ou mieux" and RAZZ.name == "Razz"


def test_options_are_the_same_values_in_every_language():
    """An answer given while the notebook spoke English is the same answer after it speaks French:
    options are values, and a set of them agrees with a list of them."""
    for kind in KINDS:
        english = make_question(kind, 9)
        with studlib.language(FR):
            french_q = make_question(kind, 9)
            assert french_q == english and hash(french_q.options) == hash(english.options)
            assert french_q.answer == english.answer and french_q.mistakes == english.mistakes
            assert set(french_q.options) == set(english.options) and len(set(english.options)) == len(english.options)
            for option in english.options:
                assert (option in set(french_q.options)) == (option in list(french_q.options)) is True
            words = french_q.answer_words
            # Words are not options: a set and a list of options agree that they hold none.
            assert words not in set(french_q.options) and words not in list(french_q.options)
        if kind in SEAT_KINDS:
            assert words != english.answer_words   # really other words for the same seat


def test_a_drill_answered_in_english_stays_right_in_french():
    from studlib.widgets.drills import Drill
    d = Drill("low_qualifies", seed=3, progress=None)
    assert d.answer(d.question.answer) is True
    with studlib.language(FR):
        assert d.chosen == d.question.answer and d.score == 1
        assert d.answer(d.question.answer) is True
        with pytest.raises(ValueError, match="Oui, elle se qualifie"):
            d.answer(d.question.answer_words)   # words are not an option: the error lists the options


@pytest.mark.parametrize("call, says", [
    (lambda: check_drill("read_low", STUD),
     "Un exercice 'read_low' porte sur Razz, Stud Hi/Lo huit ou mieux, pas sur 'Stud à sept cartes'."),
    (lambda: make_question("poker", 1), "Type d'exercice inconnu 'poker'{NB}: choisissez parmi bring_in, "),
    (lambda: make_question("bring_in", -1), "Le numéro de donne d'un exercice est un nombre entier, 0 ou plus, pas -1."),
])
def test_drill_errors_in_french(call, says):
    with studlib.language(FR), pytest.raises(ValueError) as info:
        call()
    message = str(info.value)
    assert says.format(NB=NB) in message, message
    french(message.split("parmi")[0])      # the kinds listed after 'parmi' are code names


# --- scenarios -----------------------------------------------------------------------------------

SCENARIO_ERRORS = [
    (lambda: Scenario("stud", 9), "Une table de Stud accueille de 2 à 8 joueurs (GEN-1.4), pas 9."),
    (lambda: Scenario("stud", 3, {0: "As As"}),
     f"La carte A♠ est donnée deux fois au siège 1{NB}: un jeu ne contient chaque carte qu'une fois."),
    (lambda: Scenario("stud", 3, {0: "As", 2: "? As"}), "La carte A♠ est donnée aux sièges 1 et 3"),
    (lambda: Scenario("stud", 3, {5: "As"}), "Pas de siège 5 à une table de 3 joueurs"),
    (lambda: Scenario("stud", 8, {0: "As Ks Qs Js Ts 9s 8s"}),
     f"Le siège 1 se voit attribuer 7 cartes, mais ne peut en recevoir que 6{NB}: deux cachées"),
    (lambda: Scenario("stud", 8, {0: "As Ks Qs Js Ts 9s 8s"}, rules="cardroom"), "on brasse et on coupe (T-8)"),
    (lambda: Scenario("stud", 3, {0: "As Ks Qs Js Ts 9s 8s 7s"}), "puis la septième rue cachée."),
    (lambda: Scenario("poker", 3), f"Jeu inconnu 'poker'{NB}: utilisez STUD, STUD8 ou RAZZ, ou 'stud', 'stud8', 'razz'."),
    (lambda: Scenario("stud", 3, seed=-1), "Le numéro de donne qui tire les autres cartes est un nombre entier de 0 à {top}, pas -1."),
    (lambda: Scenario.from_code("ABCD"), "Recopiez-le tel que l'enseignant l'a donné."),
    (lambda: Scenario.from_code("AUB"), f"sauf I, L, O et U{NB}; 'U' n'en fait pas partie."),
    (lambda: Scenario.from_code("A"), "'A' est trop court pour être un code de partage."),
]


@pytest.mark.parametrize("call, says", SCENARIO_ERRORS)
def test_scenario_errors_in_french(call, says):
    with studlib.language(FR), pytest.raises(ScenarioError) as info:
        top = format_amount(2**32 - 1)      # '4 294 967 295', the language's grouping
        call()
    message = str(info.value)
    assert says.format(top=top) in message, message
    french(message)


def test_ready_scenarios_and_descriptions_read_in_french():
    english = {k: (p.title, p.note) for k, p in PRESETS.items()}
    sc = Scenario("stud", 4, {0: "? ? 2h", 2: "As Kd 2c 7h"})
    english_lines = sc.describe()
    with studlib.language(FR):
        for key, preset in PRESETS.items():
            assert (preset.title, preset.note) != english[key]
            french(preset.title + " " + preset.note, key)
        assert PRESETS["bring_in_tie"].title == "Égalité pour le bring-in"
        assert sc.describe() == [f"Siège 1{NB}: carte de porte 2♥",
                                 f"Siège 3{NB}: première carte cachée A♠, deuxième carte cachée R♦, "
                                 "carte de porte 2♣, quatrième rue 7♥"]
        code = sc.code()
    assert code == sc.code() and Scenario.from_code(code) == sc     # the code is not in words
    assert [p.title for p in PRESETS.values()][0] == "A tie for the bring-in"
    assert sc.describe() == english_lines == ["Seat 1: door card 2h",
                                              "Seat 3: first down card As, second down card Kd, door card 2c, fourth street 7h"]


# --- odds ----------------------------------------------------------------------------------------

def test_odds_read_in_french():
    exact = equity(STUD8, ["As 2d 3c 4h 5s 6d", "Kd Kc 7h 8c 9d Td"])
    mc = equity(STUD, ["As 2d 3c", "Kd Kc 7h"], method="monte_carlo", trials=2000, seed=1)
    english = str(mc)
    with studlib.language(FR):
        lines = str(exact).split("\n")
        assert re.fullmatch(rf"Stud Hi/Lo huit ou mieux{NB}: calcul exact sur [\d\u202f]+ donnes?", lines[0]), lines[0]
        assert re.fullmatch(rf"Siège 1 \[A♠ 2♦ 3♣ 4♥ 5♠ 6♦\]{NB}: part du pot \d+,\d{NB}%", lines[1]), lines[1]
        text = str(mc)
        assert text.startswith(f"Stud à sept cartes{NB}: Monte-Carlo sur {format_amount(2000)} tirages, erreur-type ")
        french(str(exact) + "\n" + text)
    assert english == str(mc) and english.startswith("Seven Card Stud: Monte Carlo, 2,000 trials, standard error ")


@pytest.mark.parametrize("call, says", [
    (lambda: equity(STUD, ["As 2d 3c", "As 7h"]), "La carte A♠ est donnée deux fois, aux sièges 1 et 2"),
    (lambda: equity(STUD, ["As 2d 3c"], dead=""), "Le calcul des chances demande de 2 à 8 joueurs (GEN-1.4), pas 1."),
    (lambda: equity(STUD, ["As 2d 3c", "Kd"], dead="As"), "La carte A♠ est donnée deux fois, au siège 1 et parmi les cartes mortes"),
    (lambda: equity(STUD, ["As 2d 3c 4c 5c 6c 7c 8c", "Kd"]), "Le siège 1 a 8 cartes"),
    (lambda: equity(STUD, ["As 2d 3c", "Kd"], dead="Qs Qs"), "La carte D♠ figure deux fois parmi les cartes mortes"),
    (lambda: equity(STUD, ["As Zz", "Kd"]), "Écrivez ?? pour une carte inconnue."),
    (lambda: equity(STUD, ["As", "Kd"], method="guess"), '`method` doit valoir `"auto"`, `"exact"` ou `"monte_carlo"`'),
    (lambda: equity(STUD, ["?? ?? ?? ?? ??"] * 8, method="exact"), "Un calcul exact parcourrait"),
    (lambda: outs(STUD, "As 2d 3c 4c 5c 6c 7c"), "Le joueur a déjà sept cartes"),
    (lambda: equity(STUD, ["?? ?? ?? ?? ?? ??"] * 8, dead="As Ad Ah Kc Kd"), "Le paquet"),
])
def test_odds_errors_in_french(call, says):
    with studlib.language(FR), pytest.raises(ValueError) as info:
        call()
    message = str(info.value)
    assert says in message, message
    if "Zz" in message:                       # the card error between is cards.py's
        message = message[:message.index(NB)] + " " + message[message.index("Écrivez"):]
    french(message)


# --- hand histories (PHH) ------------------------------------------------------------------------

def wsop_text() -> str:
    return phh.dumps(phh.load(WSOP / "9.phh"))


def phh_refused(text: str, replay: bool = False) -> str:
    with studlib.language(FR), pytest.raises(ValueError) as info:
        record = phh.loads(text)
        if replay:
            record.replay()
    return str(info.value)


@pytest.mark.parametrize("change, says, replay", [
    (lambda t: re.sub(r'(?m)^variant = .*$', 'variant = "FT"', t), "variante 'FT' inconnue", False),
    (lambda t: re.sub(r'(?m)^antes = .*$', "antes = [50000, 50000, 0, 50000, 50000]", t),
     "au Stud, chaque joueur paie la même ante (GEN-2.1)", False),
    (lambda t: t.replace('"p4 cbr 400000"', '"p4 xx 400000"', 1), "action que studlib ne sait pas lire", False),
    (lambda t: t.replace('"p5 pb"', '"p9 pb"', 1), "il n'y a pas de p9 à une table de 5 (p1 à p5)", False),
    (lambda t: t.replace('"d dh p3 Kc7c6h"', '"d dh p3 Kc7c9d"', 1), "9d a déjà été distribuée (action 2)", False),
    (lambda t: t.replace('"d dh p2 9h"', '"d dh p2 9h2s"', 1), "Quatrième rue, une carte pour chaque joueur", False),
    (lambda t: t.replace('"p5 pb"', '"p1 pb"', 1), "c'est à p5 de parler (Le siège 5 doit payer le bring-in", True),
    (lambda t: t.replace('"p2 cc",\n  "d dh p2 9h"', '"d dh p2 9h",\n  "p2 cc"', 1),
     "Quatrième rue n'est pas encore distribuée", True),
    (lambda t: t.replace('"d dh p4 Qs",', '"d dh p4 Qs",\n  "d dh p1 Ac",', 1),
     "p1 s'est couché et ne reçoit plus de cartes.", True),
    (lambda t: t.replace("p2 sm 9d5c8d9h3h7h5s", "p2 sm 9d5c8d9h3h7hAs"), "p2 montre 9d5c8d9h3h7hAs", True),
])
def test_malformed_hand_histories_are_refused_in_french(change, says, replay):
    text = change(wsop_text())
    assert text != wsop_text()
    message = phh_refused(text, replay)
    assert message.startswith("ligne ") and says in message, message
    french(re.sub(r"'p\d+ \w+ \d+'", "", message))   # the action quoted is PHH, not English


def test_a_file_that_is_not_toml_is_refused_in_french():
    message = phh_refused(wsop_text().replace("bring_in = 50000", "bring_in = = 50000"))
    assert message.startswith(f"Ce n'est pas un fichier PHH{NB}: le TOML "), message
    french(message.split("(")[0])            # tomllib's own words follow, in English


# --- progress, results, self-checks --------------------------------------------------------------

def test_progress_notice_and_errors_in_french(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{not json", encoding="utf-8")
    p = Progress(path)                      # read (and set aside) while English is in force
    english = p.notice
    assert english.startswith("Your practice record") and "kept as p.json.unreadable-" in english
    with studlib.language(FR):
        assert p.notice.startswith(f"Votre relevé d'entraînement {path} n'a pas pu être lu (")
        assert f"{NB}; il a été mis de côté sous le nom p.json.unreadable-" in p.notice
        french(p.notice.replace(str(path), "").split("(")[0] + p.notice.split(")")[-1])
        for call in (lambda: p.weakest(-1), lambda: p.record(["GEN-3.2"], correct=1),
                     lambda: p.record(["XYZ-1"], correct=True)):
            with pytest.raises(ValueError) as info:
                call()
            french(str(info.value))
        with pytest.raises(ValueError, match="`weakest\\(n\\)` prend un nombre entier, 0 ou plus, pas -1."):
            p.weakest(-1)
    assert p.notice == english


def test_results_errors_in_french():
    good = Results(2026, "online", (True,) * 12).code()
    with studlib.language(FR):
        cases = [
            (lambda: Results.from_code(Scenario("stud", 3).code()),
             "C'est un code de partage de donne, pas un code de résultats."),
            (lambda: Results.from_code(good[:-1] + ("0" if good[-1] != "0" else "1")),
             "Recopiez-le auprès de l'élève qui l'a obtenu."),
            (lambda: Results.from_code("7K"), "'7K' n'est pas un code de résultats"),
            (lambda: Results(2026, "house", (True,)), "Un code de résultats garde l'un des préréglages"),
        ]
        for call, says in cases:
            with pytest.raises(ScenarioError) as info:
                call()
            assert says in str(info.value), str(info.value)
            french(str(info.value))


def test_self_check_errors_in_french(tmp_path):
    (tmp_path / "bad.toml").write_text("[q1]\nquestion = 'Qui ?'\n[q1.options]\n'A' = ''\n'B' = ''\n",
                                       encoding="utf-8")
    (tmp_path / "broken.toml").write_text("[q1\n", encoding="utf-8")
    with studlib.language(FR):
        messages = []
        for call in (lambda: load_questions(tmp_path / "missing.toml"),
                     lambda: load_questions(tmp_path / "bad.toml"),
                     lambda: load_questions(tmp_path / "broken.toml"),
                     lambda: Question("q2", "Qui ?", ("A", "B"), "C"),
                     lambda: Question("q3", "Qui ?", ("A",), "A"),
                     lambda: Attempt(Question("q4", "Qui ?", ("A", "B"), "A")).choose("C")):
            with pytest.raises(ValueError) as info:
                call()
            messages.append(str(info.value))
    assert messages[0].startswith("Pas de fichier de questions ")
    assert messages[1] == f"bad.toml{NB}: [q1] n'a pas de clé answer."
    assert "n'est pas un fichier TOML valide" in messages[2]
    assert messages[3] == f"question 'q2'{NB}: la réponse 'C' ne fait pas partie des choix ['A', 'B']."
    assert messages[4].startswith(f"question 'q3'{NB}: une question demande au moins deux choix différents")
    assert messages[5] == "'C' ne fait pas partie des choix ['A', 'B']."
    for m in messages[:2] + messages[3:]:
        french(m.replace(str(tmp_path), "").replace("clé answer", "clé"))   # 'answer': the TOML key
