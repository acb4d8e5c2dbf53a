"""The French edition of cards, hands and games: names read in French, both card notations read.

Every name is made when it is read, in the language in force then: a card or a hand value made
in English reads in French inside `with studlib.language("fr")`, and in English again after.
"""

from __future__ import annotations

import sys
from itertools import product
from pathlib import Path

import pytest

import studlib
from studlib import batch, bots
from studlib.cards import CARDS, CardError, Rank, Suit, format_cards, parse_card, parse_cards
from studlib.catalogue import RULES, rule_title, rules_of
from studlib.games import GAMES, RAZZ, STUD, STUD8, board_name
from studlib.hands import eight_or_better, high_hand, low_hand
from studlib.rules import Rules, Structure

sys.path.insert(0, str(Path(__file__).parent))
from french_text import assert_french  # noqa: E402


@pytest.fixture
def fr():
    with studlib.language("fr"):
        yield


# The French spelling of each card, written here independently of studlib: rank letters
# As, Roi, Dame, Valet, 10 ... 2 and suits pique, cœur, carreau, trèfle.
FR_RANK = {"A": "A", "K": "R", "Q": "D", "J": "V", "T": "10"} | {str(n): str(n) for n in range(2, 10)}
FR_SUIT = {"s": "pi", "h": "co", "d": "ca", "c": "tr"}
SYMBOL = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
OUTLINE = {"s": "♤", "h": "♡", "d": "♢", "c": "♧"}


def french_spelling(card) -> str:
    english = str(card)
    return FR_RANK[english[0]] + FR_SUIT[english[1]]


# --- Cards --------------------------------------------------------------------------------

def test_every_card_reads_from_its_english_and_its_french_spelling():
    for card in CARDS:
        english = str(card)
        spellings = [english, english.lower(), english.upper(), french_spelling(card),
                     french_spelling(card).upper(), french_spelling(card).capitalize(),
                     FR_RANK[english[0]] + SYMBOL[english[1]], english[0] + SYMBOL[english[1]],
                     FR_RANK[english[0]] + OUTLINE[english[1]]]
        if english[0] == "T":
            spellings.append("10" + english[1])
        for text in spellings:
            assert parse_card(text) is card, text
            assert parse_cards(text) == (card,), text
    assert parse_cards(" ".join(french_spelling(c) for c in CARDS)) == CARDS
    assert parse_cards("".join(french_spelling(c) for c in CARDS)) == CARDS


@pytest.mark.parametrize("text", ["Rco Dpi 10ca Atr", "RcoDpi10caAtr", "rco,DPI;10Ca  atr",
                                  " Rco\tDpi 10ca Atr ", "R♥ D♠ 10♦ A♣", "R♥D♠10♦A♣", "K♥ Q♠ T♦ A♧",
                                  "K♥D♠ 10ca Ac", "Kh Dpi Td Atr"])
def test_the_usual_ways_of_writing_cards_in_french_read_the_same(text):
    assert format_cards(parse_cards(text)) == "Kh Qs Td Ac"


def test_a_word_is_read_in_one_notation_throughout():
    """D is a French queen but an English diamond: 'Acas' is English, Ac As; a word mixing the
    two letter notations is refused (symbols mean the same in both, so they may mix)."""
    assert parse_cards("Acas") == parse_cards("Ac As")
    assert parse_cards("AdAs") == parse_cards("Ad As")
    assert parse_cards("DcoDpi") == parse_cards("Qh Qs")
    with pytest.raises(CardError, match="Unknown card"):
        parse_cards("KhDpi")
    with pytest.raises(CardError, match="Unknown card"):
        parse_cards("RcoQs")


def test_no_word_of_up_to_three_cards_reads_as_two_different_hands():
    """Every way to write one to three cards in one word, in either notation, reads back as
    the cards written: no word is read differently by the other notation (which would be
    refused as ambiguous). Reading ignores case (tested card by card above), the digits 3-9
    read exactly as 2 does in both notations, and every suit symbol as ♠ does, so these
    spellings stand for all the others."""
    english = [r + s for r in ["2", "10", "t", "j", "q", "k", "a"] for s in ["c", "d", "h", "s", "♠"]]
    french = [r + s for r in ["2", "10", "a", "v", "d", "r"] for s in ["pi", "co", "ca", "tr", "♠"]]
    checked = 0
    for spellings in (english, french):
        card_of = {spelling: parse_card(spelling) for spelling in spellings}
        for n in (1, 2, 3):
            for cards in product(spellings, repeat=n):
                written = tuple(card_of[c] for c in cards)
                if len(set(written)) < n:
                    continue   # a card twice: refused for that reason
                assert parse_cards("".join(cards)) == written, "".join(cards)
                checked += 1
    assert checked > 60_000


def test_two_readings_are_refused_with_both_in_the_message(fr):
    """The refusal a word would get if the notations ever overlapped (see the test above)."""
    from studlib.cards import _two_readings
    error = _two_readings("Xyz", parse_cards("2c As"), parse_cards("2d As"))
    assert str(error) == ("«\u00a0Xyz\u00a0» peut se lire 2♣ A♠ en notation anglaise ou 2♦ A♠ en "
                          "notation française\u00a0: séparez les cartes par des espaces, par "
                          "exemple «\u00a02c As\u00a0».")
    assert_french(str(error).replace("2c As", ""))
    with studlib.language("en"):
        assert str(_two_readings("Xyz", parse_cards("2c As"), parse_cards("2d As"))) == (
            '"Xyz" can be read as 2♣ A♠ in English letters or as 2♦ A♠ in French letters: put a '
            'space between the cards, for example "2c As".')


@pytest.mark.parametrize("bad", ["Zx", "1x", "A", "Ass", "11h", "Rcx", "Dp", "KhDpi", "Rc"])
def test_an_unknown_card_is_refused_in_french_with_both_notations(fr, bad):
    with pytest.raises(CardError) as err:
        parse_cards(f"Rco {bad}")
    message = str(err.value)
    assert message.startswith("Carte inconnue «\u00a0")
    assert "«\u00a0Rco\u00a0», «\u00a0Dpi\u00a0», «\u00a010ca\u00a0»" in message   # French notation
    assert "«\u00a0Kh\u00a0»" in message and "notation anglaise" in message       # and English
    assert_french(message)
    with pytest.raises(CardError) as err:
        parse_card(bad)
    assert_french(str(err.value))


def test_an_unknown_card_is_refused_quoting_the_whole_word_typed():
    with pytest.raises(CardError) as err:
        parse_cards("Kd Rcx")
    assert str(err.value) == (
        'Unknown card "Rcx" in "Kd Rcx": a card is a rank (2-9, T or 10, J, Q, K, A) followed by a '
        'suit (c, d, h, s or ♣ ♦ ♥ ♠), for example "As", "Td" or "10h".')


def test_a_card_written_twice_is_refused_in_french(fr):
    with pytest.raises(CardError) as err:
        parse_cards("Rco Dpi Kh")
    assert str(err.value) == ("La carte R♥ figure deux fois dans «\u00a0R♥ D♠ R♥\u00a0»\u00a0: un jeu ne "
                              "contient chaque carte qu'une fois.")
    assert_french(str(err.value))


def test_cards_are_shown_and_named_in_the_language_in_force():
    king, queen, jack = parse_cards("Kh Qs Jd")
    ace, seven, ten = parse_cards("As 7c Td")
    assert (king.pretty, queen.pretty, jack.pretty, ten.pretty) == ("K♥", "Q♠", "J♦", "10♦")
    assert seven.name == "seven of clubs" and seven.name_with_article == "the seven of clubs"
    assert ace.name_with_article == "the ace of spades"
    with studlib.language("fr"):
        assert (king.pretty, queen.pretty, jack.pretty, ace.pretty, ten.pretty) == (
            "R♥", "D♠", "V♦", "A♠", "10♦")
        assert format_cards([king, queen, jack, parse_card("Ac")], pretty=True) == "R♥ D♠ V♦ A♣"
        assert seven.name == "sept de trèfle" and ace.name == "as de pique"
        assert king.name == "roi de cœur" and queen.name == "dame de pique"
        assert seven.name_with_article == "le sept de trèfle"
        assert ace.name_with_article == "l'as de pique"
        assert queen.name_with_article == "la dame de pique"
        assert parse_card("8h").name_with_article == "le huit de cœur"
        assert [s.noun for s in Suit] == ["trèfle", "carreau", "cœur", "pique"]
        # the machine form stays English in every language: PHH files and code use it
        assert str(king) == "Kh" and repr(king) == "Card('Kh')" and format_cards([king]) == "Kh"
        for card in CARDS:
            assert_french(card.name, str(card))
            assert_french(card.name_with_article, str(card))
    assert king.pretty == "K♥" and king.name == "king of hearts"   # and back in English


def test_every_form_of_a_rank_is_french(fr):
    expected = {
        Rank.ACE: ("A", "as", "as", "l'as", "un as", "d'as", "à l'as"),
        Rank.KING: ("R", "roi", "rois", "le roi", "un roi", "de rois", "au roi"),
        Rank.QUEEN: ("D", "dame", "dames", "la dame", "une dame", "de dames", "à la dame"),
        Rank.JACK: ("V", "valet", "valets", "le valet", "un valet", "de valets", "au valet"),
        Rank.TEN: ("10", "dix", "dix", "le dix", "un dix", "de dix", "au dix"),
        Rank.SIX: ("6", "six", "six", "le six", "un six", "de six", "au six"),
    }
    for rank, words in expected.items():
        assert (rank.pretty, rank.noun, rank.plural, rank.with_article, rank.with_indefinite,
                rank.of_plural, rank.high) == words
    assert Rank.KING.letter == "K"   # the machine letter
    for rank in Rank:
        assert_french(" ".join([rank.noun, rank.plural, rank.with_article, rank.with_indefinite,
                                rank.of_plural, rank.high]), rank.name)


# --- Hand names ---------------------------------------------------------------------------

# Best first, one per category, and the forms French changes (d'as, à la dame, à l'as).
HIGH_LADDER = [
    ("As Ks Qs Js Ts", "Quinte flush royale", "Quinte flush royale"),
    ("Kh Qh Jh Th 9h", "Quinte flush au roi", "Quinte flush au roi"),
    ("Qc Jc Tc 9c 8c", "Quinte flush à la dame", "Quinte flush à la dame"),
    ("5d 4d 3d 2d Ad", "Quinte flush au cinq", "Quinte flush au cinq"),
    ("Ac Ad Ah As 2c", "Carré d'as", "Carré d'as, kicker deux"),
    ("Kc Kd Kh Ks 2c", "Carré de rois", "Carré de rois, kicker deux"),
    ("Ac Ad Ah Qc Qd", "Full aux as par les dames", "Full aux as par les dames"),
    ("Kh Kd Ks 7c 7d", "Full aux rois par les sept", "Full aux rois par les sept"),
    ("6h 6d 6s Ac Ad", "Full aux six par les as", "Full aux six par les as"),
    ("Ah 9h 7h 4h 2h", "Couleur à l'as", "Couleur à l'as, neuf, sept, quatre, deux"),
    ("Kh Jh 9h 6h 2h", "Couleur au roi", "Couleur au roi, valet, neuf, six, deux"),
    ("Ad Kh Qc Js Ts", "Quinte à l'as", "Quinte à l'as"),
    ("Kd Qh Jc Ts 9s", "Quinte au roi", "Quinte au roi"),
    ("5d 4h 3c 2s As", "Quinte au cinq", "Quinte au cinq"),
    ("Ac Ad Ah Kd 2s", "Brelan d'as", "Brelan d'as, kickers roi, deux"),
    ("7c 7d 7h Kd 2s", "Brelan de sept", "Brelan de sept, kickers roi, deux"),
    ("Ac Ad Jh Js 9c", "Deux paires, as et valets", "Deux paires, as et valets, kicker neuf"),
    ("Kc Kd 7h 7s Qc", "Deux paires, rois et sept", "Deux paires, rois et sept, kicker dame"),
    ("Ac Ad 9h 8s 7c", "Paire d'as", "Paire d'as, kickers neuf, huit, sept"),
    ("Kc Kd Ah Ts 7c", "Paire de rois", "Paire de rois, kickers as, dix, sept"),
    ("Ac Kd 9h 6s 4c", "Hauteur as", "Hauteur as, roi, neuf, six, quatre"),
    ("Kc Jd Th 7s 4c", "Hauteur roi", "Hauteur roi, valet, dix, sept, quatre"),
]


@pytest.mark.parametrize("cards, name, long_name", HIGH_LADDER)
def test_high_hands_are_named_in_french_STUD_9_1(fr, cards, name, long_name):
    value = high_hand(cards)
    assert (value.name, value.long_name) == (name, long_name)
    # « Quinte flush » is the French name (french.md's terminology), though "flush" alone is
    # English: it is the one English word allowed here.
    assert_french(value.long_name.replace("Quinte flush", "Quinte"), cards)


def test_the_french_ladder_is_in_order_best_first_STUD_9_1():
    values = [high_hand(cards) for cards, _, _ in HIGH_LADDER]
    assert all(a > b for a, b in zip(values, values[1:]))


RAZZ_LADDER = [  # the French Razz page's ladder (RAZZ-9.2), best first, named in French
    ("5c 4d 3h 2s Ac", "Cinq low", "Cinq low (5-4-3-2-A)"),
    ("6c 4d 3h 2s Ac", "Six low", "Six low (6-4-3-2-A)"),
    ("6c 5d 4h 3s 2c", "Six low", "Six low (6-5-4-3-2)"),
    ("9c 7d 6h 5s Ac", "Neuf low", "Neuf low (9-7-6-5-A)"),
    ("9c 7d 6h 5s 3c", "Neuf low", "Neuf low (9-7-6-5-3)"),
    ("9c 8d 7h 6s 5c", "Neuf low", "Neuf low (9-8-7-6-5)"),
    ("Kc Qd Jh Ts 7c", "Roi low", "Roi low (R-D-V-10-7)"),
    ("Kc Qd Jh Ts 9c", "Roi low", "Roi low (R-D-V-10-9)"),
    ("Ac Ad Th 9s 8c", "Paire d'as", "Paire d'as, kickers dix, neuf, huit"),
    ("2c 2d 7h 6s 5c", "Paire de deux", "Paire de deux, kickers sept, six, cinq"),
    ("Kc Kd 4h 3s 2c", "Paire de rois", "Paire de rois, kickers quatre, trois, deux"),
    ("3c 3d 3h 5s 5c", "Full aux trois par les cinq", "Full aux trois par les cinq"),
]


def test_razz_lows_are_named_in_french_RAZZ_9_1_RAZZ_9_2(fr):
    values = [low_hand(cards) for cards, _, _ in RAZZ_LADDER]
    assert [(v.name, v.long_name) for v in values] == [(n, ln) for _, n, ln in RAZZ_LADDER]
    assert all(a > b for a, b in zip(values, values[1:]))
    for value in values:
        assert_french(value.long_name)


def test_eight_or_better_lows_are_named_in_french_HILO_9_1(fr):
    assert eight_or_better("7c 5d 3h 2s Ac Kd Kh").name == "Sept low"
    assert eight_or_better("7c 5d 3h 2s Ac Kd Kh").long_name == "Sept low (7-5-3-2-A)"
    assert eight_or_better("8c 7d 3h 2s Ac Kd Kh").long_name == "Huit low (8-7-3-2-A)"
    assert eight_or_better("9c 7d 3h 2s Ac Kd Kh") is None


def test_a_hand_value_reads_in_the_language_in_force_when_it_is_read():
    """Made in English, read in French, then in English again: the same objects."""
    high, low = high_hand("Kc Kd Ah Ts 7c"), low_hand("7c 5d 3h 2s Ac")
    assert (high.name, high.long_name) == ("Pair of kings", "Pair of kings, ace-ten-seven kickers")
    assert str(high) == "Pair of kings (Kd Kc Ah Ts 7c)"
    assert low.long_name == "Seven low (7-5-3-2-A)"
    with studlib.language("fr"):
        assert (high.name, high.long_name) == ("Paire de rois", "Paire de rois, kickers as, dix, sept")
        assert str(high) == "Paire de rois (R♦ R♣ A♥ 10♠ 7♣)"
        assert (low.name, low.long_name) == ("Sept low", "Sept low (7-5-3-2-A)")
        with studlib.language("en"):
            assert high.name == "Pair of kings"
        assert high.name == "Paire de rois"
    assert high.long_name == "Pair of kings, ace-ten-seven kickers" and low.name == "Seven low"


def test_hand_errors_are_in_french(fr):
    with pytest.raises(ValueError) as err:
        high_hand("As Kd 7c 2h")
    assert str(err.value) == ("Une main compte de 5 à 7 cartes, et non 4\u00a0: A♠ R♦ 7♣ 2♥. Au Stud, "
                              "on joue les cinq meilleures de ses cartes, et l'on n'en a jamais plus de sept.")
    assert_french(str(err.value))
    with pytest.raises(ValueError, match="aucune carte"):
        high_hand([])
    with pytest.raises(TypeError) as err:
        high_hand("As Kd 7c 7h 7s") < eight_or_better("As 2d 3c 4h 6s")
    assert str(err.value).startswith("Impossible de comparer une main haute (Brelan de sept) avec "
                                     "un low huit ou mieux (Six low)")
    assert_french(str(err.value))


# --- Games, boards, rules, the catalogue -----------------------------------------------------

def test_game_names_are_french_on_read():
    assert [g.name for g in GAMES.values()] == ["Seven Card Stud",
                                                "Seven Card Stud Hi/Lo eight-or-better", "Razz"]
    with studlib.language("fr"):
        assert [g.name for g in GAMES.values()] == ["Stud à sept cartes", "Stud Hi/Lo huit ou mieux",
                                                    "Razz"]
        for game in GAMES.values():
            assert_french(game.name)
    assert STUD8.code == "stud8"


@pytest.mark.parametrize("game, board, french", [
    (STUD, "9c 9d", "paire de neuf"),
    (STUD, "Ac Ad 7h", "paire d'as, sept"),
    (STUD, "As Kd", "as, roi"),
    (STUD, "Tc 7d", "dix, sept"),   # a hyphen would read « dix-sept », seventeen
    (RAZZ, "As Kd", "roi, as"),     # the razz reading: the ace is low (GEN-5.2)
    (STUD, "As", "un as"),
    (STUD, "Qd", "une dame"),
    (STUD, "7c 7d 7h Ks", "brelan de sept, roi"),
    (STUD, "Kc Kd 7h 7s", "deux paires, rois et sept"),
    (STUD, "Ac Ad Ah As", "carré d'as"),
])
def test_boards_are_read_aloud_in_french_GEN_5_2(fr, game, board, french):
    assert board_name(game, parse_cards(board)) == french
    assert_french(french)


def test_every_rule_title_is_french():
    english = {rule: rule_title(rule) for rule in RULES}
    with studlib.language("fr"):
        for rule in RULES:
            title = rule_title(rule)
            assert title != english[rule], rule
            assert_french(title, rule)
        assert rule_title("GEN-3.1") == ("Ordre des enseignes pour départager des valeurs égales\u00a0: "
                                         "trèfle, carreau, cœur, pique")
        assert rules_of("T")["T-5"] == "Option\u00a0: à qui va le jeton dépareillé entre gagnants à égalité"
        with pytest.raises(ValueError) as err:
            rule_title("GEN-99.9")
        assert_french(str(err.value))
        with pytest.raises(ValueError) as err:
            rules_of("POKER")
        assert_french(str(err.value))
    assert rule_title("GEN-3.2") == "Bring-in: the worst door card opens"


@pytest.mark.parametrize("make", [
    lambda: Rules(raise_cap=-1), lambda: Rules(odd_chip=1), lambda: Rules(reshuffle_burns=1),
    lambda: Rules.preset("casino"), lambda: Structure(ante=-1), lambda: Structure(small_bet=0, bring_in=0),
    lambda: Structure(bring_in=300), lambda: Structure(big_bet=100),
    lambda: batch.category_counts(4), lambda: batch.category_sample(7, 0),
    lambda: bots.Bot("wild"), lambda: bots.Bot(seed=-1),
])
def test_rule_structure_and_bot_errors_are_in_french(make):
    with pytest.raises(ValueError) as english:
        make()
    with studlib.language("fr"), pytest.raises(ValueError) as french:
        make()
    assert str(french.value) != str(english.value)
    assert_french(str(french.value))


def test_structure_errors_say_what_is_allowed_in_french(fr):
    with pytest.raises(ValueError) as err:
        Structure(bring_in=300)
    assert str(err.value) == ("Le bring-in (300) doit valoir au moins 1 jeton et rester inférieur à "
                              "la petite mise (200) (GEN-3.2).")


def test_the_card_entry_error_quotes_the_whole_word_in_french(fr):
    """Issue 22: « Carte inconnue « Rx » dans « Rco Rxx » » quoted a piece the player never typed
    alone; the whole word is quoted."""
    with pytest.raises(CardError) as err:
        parse_cards("Rco Rxx")
    assert str(err.value).startswith("Carte inconnue «\u00a0Rxx\u00a0» dans «\u00a0Rco Rxx\u00a0»")
