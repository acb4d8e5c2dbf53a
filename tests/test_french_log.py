"""The French hand log: every sentence the engine writes (studlib.explain, studlib.hand), read in
French from hands dealt from stacked decks, the language chosen when the log is read.

Card and hand names come from studlib.cards and studlib.hands (translated on their own branch):
until `Card.name_with_article` exists, `check` leaves those names out of the English-word check,
and every sentence around them is still checked; afterwards they are checked too.
"""

from __future__ import annotations

import dataclasses
import re
import string
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from french_text import assert_french  # noqa: E402
from scenarios import FOUR_NO_PAIR, OPEN_PAIR, RAZZ_FOUR, advance_to, deal, finish, play, random_hands, stack  # noqa: E402

import studlib  # noqa: E402
from studlib import table_view as TV  # noqa: E402
from studlib import RAZZ, STUD, STUD8, Hand, IllegalAction, Refusal, Rules, ShowdownOrder, Structure  # noqa: E402
from studlib import events, explain, i18n, phh  # noqa: E402
from studlib.hand import Action, ActionKind  # noqa: E402
from studlib.typed import action_kind  # noqa: E402
from studlib.cards import CARDS, Card, parse_card, shuffled_deck  # noqa: E402
from studlib.hands import eight_or_better, high_hand, low_hand  # noqa: E402
from studlib.summary import result_lines  # noqa: E402

NB = "\u00a0"  # the no-break space French puts before : ; ? ! and inside « »
CARDS_SPEAK_FRENCH = hasattr(Card, "name_with_article")
# 45 chips of antes and 90 of bring-ins: an odd pot for three players.
ODD = Structure(ante=15, bring_in=30, small_bet=60, big_bet=120)


def fr(text: str) -> str:
    """French spacing on a sentence written with plain spaces (for the word-for-word checks)."""
    return re.sub(r"(\d) \$", r"\1" + NB + "$", re.sub(r" ([:;?!])", NB + r"\1", text))


def _names() -> list[str]:
    """Every card name a sentence can hold, in the language in force, longest first."""
    names = []
    for card in CARDS:
        names.append(getattr(card, "name_with_article", None) or f"the {card.name}")
        names.append(card.name)
    return sorted(set(names), key=len, reverse=True)


def _hand_names(hand: Hand) -> list[str]:
    out = []
    for seat in hand.in_hand:
        cards = hand.cards(seat)
        if len(cards) < 5:
            continue
        for value in (high_hand(cards), low_hand(cards), eight_or_better(cards)):
            if value is not None:
                out.append(explain.hand_words(value))
    return sorted(set(out), key=len, reverse=True)


def check(text: str, hand: Hand | None = None) -> None:
    """`text` is French: no English word, French spacing. Card and hand names are left out until
    studlib.cards speaks French (see the module doc)."""
    assert not re.search(r" [:;?!]", text), f"a plain space before : ; ? or ! in {text!r}"
    if not CARDS_SPEAK_FRENCH:
        for name in (_hand_names(hand) if hand is not None else []) + _names():
            text = text.replace(name, " ")
    assert_french(text)


def french_log(hand: Hand) -> list[str]:
    with studlib.language("fr"):
        return [line.text for line in hand.log]


def checked_log(hand: Hand) -> list[str]:
    """The hand's log in French, every line checked."""
    with studlib.language("fr"):
        lines = [line.text for line in hand.log]
        for line in lines:
            check(line, hand)
    return lines


def french_error(call, *args, **kwargs) -> str:
    with studlib.language("fr"):
        with pytest.raises((IllegalAction, ValueError)) as err:
            call(*args, **kwargs)
        text = str(err.value)
        check(text)
    return text


def pretty_fr(code: str) -> str:
    """'R♠' for the king of spades (in French letters once studlib.cards speaks French)."""
    with studlib.language("fr"):
        return parse_card(code).pretty


def card_name_fr(code: str) -> str:
    with studlib.language("fr"):
        card = parse_card(code)
        return getattr(card, "name_with_article", None) or f"the {card.name}"


# --- the deal, the bring-in, every action ------------------------------------------------

def test_antes_streets_bring_in_and_every_action_in_french_GEN_2_1_GEN_3_2_GEN_13_1():
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 call, 0 call, 1 call")
    play(hand, "1 fold, 2 check, 3 bet, 0 fold, 2 call")  # 4th street: seat 1 folds a free check
    first = hand.to_act
    hand.act("bet")
    hand.act("fold")                                   # the 5th-street bet is not called
    lines = checked_log(hand)
    assert lines[0] == fr("Chaque joueur paie une ante de 0,40 $ avant la donne ; l'ante est de l'argent mort.")
    assert lines[1] == fr("Troisième rue : chaque joueur reçoit deux cartes face cachée, puis une face visible "
                          "(la carte de porte), en commençant à la gauche du croupier.")
    for expected in [fr("Le siège 1 paie le bring-in de 0,50 $."), fr("Le siège 2 complète à 2 $."),
                     fr("Le siège 3 relance à 4 $."), fr("Le siège 4 suit 4 $."), "Le siège 1 se couche.",
                     fr("Le siège 2 suit 2 $."), "Le siège 3 dit parole.", fr("Le siège 4 mise 2 $."),
                     fr("Quatrième rue : une carte est brûlée, puis chaque joueur encore dans le coup reçoit une "
                        "carte face visible."),
                     fr("Le siège 2 se couche alors qu'il pouvait dire parole sans rien payer : la main est "
                        "abandonnée pour rien."),
                     fr(f"Personne n'a suivi les derniers 4 $ du siège {first + 1} : cette mise non suivie est "
                        f"rendue au siège {first + 1}."),
                     fr(f"Tous les autres se sont couchés : le siège {first + 1} gagne 21,60 $ sans montrer ses "
                        "cartes.")]:
        assert expected in lines, (expected, lines)
    first_line = next(line for line in lines if line.startswith("Le siège 2 parle en premier"))
    assert first_line.startswith(fr("Le siège 2 parle en premier en quatrième rue : meilleur jeu visible, "))


def test_seventh_street_and_all_in_actions_in_french_GEN_1_3():
    hand = deal(STUD, FOUR_NO_PAIR, stacks=[100_000, 100_000, 100_000, 390])
    play(hand, "0 bring_in, 1 call, 2 call, 3 call")
    play(hand, "1 check, 2 check, 3 check, 0 check")
    play(hand, "1 bet, 2 call, 3 call")                # 3 $ left: Siège 4 calls all in
    finish(hand)
    lines = checked_log(hand)
    assert fr("Septième rue : une carte est brûlée, puis chaque joueur encore dans le coup reçoit une carte "
              "face cachée.") in lines
    assert fr("Le siège 4 suit 3 $, à tapis.") in lines


def test_every_all_in_form_of_an_action_in_french():
    money = Structure().money
    with studlib.language("fr"):
        for kind in ActionKind:
            if kind in (ActionKind.CHECK, ActionKind.FOLD):
                continue
            cls = {ActionKind.BRING_IN: events.BroughtIn, ActionKind.COMPLETE: events.Completed}.get(kind, events.Acted)
            text = explain.log_line(cls(3, 2, Action(kind, 200, 200, True)), STUD, money).text
            check(text)
            assert text.startswith("Le siège 3 ") and text.endswith(", à tapis."), text
        short = events.BroughtIn(3, 0, Action(ActionKind.BRING_IN, 20, 20, True), short_of=50)
        assert explain.log_line(short, STUD, money).text == fr(
            "Le siège 1 paie un bring-in de 0,20 $, à tapis : c'est moins que le bring-in de 0,50 $, mais les "
            "autres doivent quand même suivre les 0,50 $ entiers.")
        check(explain.log_line(events.BroughtIn(3, 0, Action(ActionKind.BRING_IN, 20, 20, False), short_of=50),
                               STUD, money).text)


def test_bring_in_tie_on_door_cards_is_broken_by_suit_in_french_GEN_3_1_STUD_3_1():
    hand = deal(STUD, {0: "? ? 2d", 1: "? ? 2c", 2: "? ? Kh"})
    line = french_log(hand)[2]
    check(line)
    assert line == fr(f"Le siège 2 doit payer le bring-in : carte de porte la plus basse (l'as est haut pour le "
                      f"bring-in), {card_name_fr('2c')} (2♣) ; elle est à égalité de valeur avec celle du siège 1 (2♦), et "
                      "c'est la carte de l'enseigne la plus basse qui paie (trèfle < carreau < cœur < pique).")
    if CARDS_SPEAK_FRENCH:
        assert card_name_fr("2c") == "le deux de trèfle"


def test_razz_bring_in_tie_the_higher_suit_pays_in_french_RAZZ_3_1():
    hand = deal(RAZZ, {0: "? ? Kc", 1: "? ? Ks", 2: "? ? 5h"})
    line = french_log(hand)[2]
    check(line)
    assert line == fr(f"Le siège 2 doit payer le bring-in : carte de porte la plus haute (l'as est bas au Razz), "
                      f"{card_name_fr('Ks')} ({pretty_fr('Ks')}) ; elle est à égalité de valeur avec celle du siège 1 "
                      f"({pretty_fr('Kc')}), et c'est la carte de l'enseigne la plus haute qui paie (trèfle < carreau < cœur "
                      "< pique).")


def test_short_antes_all_in_worst_door_card_and_the_bring_in_passing_on_in_french_GEN_12_2():
    hand = deal(STUD, FOUR_NO_PAIR, stacks=[40, 100_000, 100_000, 30])
    lines = checked_log(hand)
    assert lines[0] == fr("Chaque joueur paie une ante de 0,40 $ avant la donne ; l'ante est de l'argent mort ; "
                          "le siège 4 n'a que 0,30 $ et se retrouve à tapis.")
    assert fr("Le siège 1 a la plus mauvaise carte de porte, mais l'ante l'a mis à tapis : le siège 2, le suivant à sa "
              "gauche, doit payer le bring-in, compléter ou se coucher.") in lines
    play(hand, "1 fold")
    lines = checked_log(hand)
    assert fr("Le siège 3, le suivant à gauche, doit maintenant payer le bring-in, compléter ou se coucher.") in lines


def test_no_betting_when_one_player_has_chips_in_french_GEN_12_2():
    hand = deal(STUD, {0: "? ? 2c", 1: "? ? Kd"}, stacks=[30, 100_000])
    finish(hand)
    lines = checked_log(hand)
    assert fr("Pas d'enchères en troisième rue : il reste au plus un joueur qui a encore des jetons à miser.") in lines


def test_completion_cap_and_the_refused_raise_in_french_GEN_4_1_T_6():
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 raise, 0 raise")
    lines = checked_log(hand)
    assert fr("C'est la relance n°\u00a03 : le plafond est atteint dans cette rue ; les joueurs ne peuvent plus "
              "que suivre ou se coucher.") in lines
    error = french_error(hand.act, "raise")
    assert error == fr("Le siège 2 ne peut pas relancer : les relances sont plafonnées (une mise, ou le complément, et "
                       "3 relances, GEN-4.1, T-6) ; il peut se coucher ou suivre 6 $.")


def test_short_all_in_side_pot_and_its_award_in_french_GEN_12_1_GEN_10_4():
    hand = deal(STUD, FOUR_NO_PAIR, stacks=[100_000, 100_000, 280, 100_000])
    play(hand, "0 bring_in, 1 complete, 2 raise, 3 call, 0 call")
    assert fr("Le siège 3 relance à 2,40 $, à tapis.") in french_log(hand)
    error = french_error(hand.act, "raise")
    assert error == fr("Le siège 2 ne peut pas relancer : un tapis incomplet n'a pas rouvert les enchères pour un "
                       "joueur qui a déjà parlé (GEN-12.1) ; il peut se coucher ou suivre 0,40 $.")
    play(hand, "1 call, 1 bet, 3 call, 0 call")
    finish(hand)
    lines = checked_log(hand)
    assert fr("Le tapis du siège 3, pour un total de 2,40 $, dépasse la dernière mise complète de moins d'une "
              "demi-mise : il ne rouvre pas les enchères, et les joueurs qui ont déjà parlé et ont mis tout ce "
              "qui a été misé avant peuvent seulement suivre ou se coucher.") in lines
    assert fr("Pots : le pot principal de 11,20 $ (les sièges 1, 2, 3 et 4) ; le pot annexe 1 de 6 $ (les sièges 1, 2 "
              "et 4). Chacun est attribué séparément, le dernier formé en premier.") in lines
    awards = [line for line in lines if " gagne " in line or " se partagent " in line]
    assert [a.split(" (")[0].split(" gagne ")[-1] for a in awards] == ["le pot annexe 1", "le pot principal"], awards
    assert fr("Le siège 2 abat ses cartes en premier : personne n'a misé en septième rue, donc c'est le meilleur "
              "jeu visible qui commence, puis les autres à tour de rôle, dans le sens des aiguilles d'une "
              "montre.") in lines


def test_several_short_all_ins_reopen_the_betting_in_french_GEN_12_1():
    """The AllInsReopen line (tests/test_rules_betting.py checks the event)."""
    boards = {0: "2s 3s As Kh Qh", 1: "Kc Ks 7d 6c 5c", 2: "Qc Qd 2c 3h 4h", 3: "Jc Jd 8c 9d Th"}
    hand = deal(STUD, boards, stacks=[100_000, 90 + 500, 100_000, 90 + 600])
    advance_to(hand, 5)
    play(hand, "0 bet, 1 raise, 2 call, 3 raise")
    assert checked_log(hand)[-1] == fr(
        "Le tapis du siège 4, pour un total de 6 $, ajoute moins d'une demi-mise, mais avec les tapis trop courts "
        "d'avant il vaut une relance : les enchères sont rouvertes pour le siège 1, qui a déjà parlé et doit "
        "maintenant suivre une demi-mise ou plus.")


def test_open_pair_on_fourth_street_in_french_STUD_6_1():
    hand = deal(STUD, OPEN_PAIR)
    advance_to(hand, 4)
    lines = checked_log(hand)
    assert fr("Le siège 2 montre une paire visible en quatrième rue : chaque joueur peut miser ou relancer de 2 $ "
              "ou de 4 $.") in lines
    assert french_error(hand.act, "bet") == fr(
        "Le siège 2 peut miser 2 $ ou 4 $ ici (STUD-6.1) : précisez le montant avec `amount=`.")
    assert french_error(hand.act, "bet", 300) == fr(
        "Le siège 2 ne peut pas miser 3 $ : en limite fixe, le montant ici est de 2 $ ou 4 $.")
    hand.act("bet", 200)
    assert french_error(hand.act, "raise") == fr(
        "Le siège 3 peut relancer à 4 $ ou 6 $ ici (STUD-6.1) : précisez le montant avec `amount=`.")
    two = deal(STUD, {0: "? ? 2c 3d", 1: "? ? 9c 9d", 2: "? ? Kh Ks"})
    advance_to(two, 4)
    assert fr("Les sièges 2 et 3 montrent chacun une paire visible en quatrième rue : chaque joueur peut miser ou "
              "relancer de 2 $ ou de 4 $.") in checked_log(two)


# --- who acts first, the showdown, the awards ----------------------------------------------

def test_first_to_act_lines_in_french_STUD_5_1_GEN_5_3_T_3():
    hand = deal(STUD, FOUR_NO_PAIR)
    finish(hand)
    lines = checked_log(hand)
    assert fr("Le siège 2 parle en premier en quatrième rue : meilleur jeu visible, roi, dame.") in lines
    assert fr("Le siège 2 parle en premier en septième rue : meilleur jeu visible, roi, dame, huit, sept (les cartes "
              "de septième rue sont distribuées face cachée, donc l'ordre de la sixième rue reste le "
              "même).") in lines
    tied = {0: "? ? 2c 3d", 1: "? ? Kd Qc", 2: "? ? Kh Qs"}
    by_seat = deal(STUD, tied)
    advance_to(by_seat, 4)
    assert fr("Le siège 2 parle en premier en quatrième rue : meilleur jeu visible, roi, dame ; égalité avec "
              "le siège 3, et le premier des joueurs à égalité à la gauche du croupier parle en premier.") \
        in checked_log(by_seat)
    by_suit = deal(STUD, tied, rules=dataclasses.replace(Rules.online(), equal_boards=studlib.EqualBoards.SUIT))
    advance_to(by_suit, 4)
    line = checked_log(by_suit)[-1]
    assert line == fr("Le siège 3 parle en premier en quatrième rue : meilleur jeu visible, roi, dame ; égalité avec "
                      f"le siège 2, départagée par la plus haute carte selon l'enseigne : "
                      f"{pretty_fr('Kh')}."), line
    razz = deal(RAZZ, {0: "? ? Kd Qc", 1: "? ? 5d 3c", 2: "? ? 5h 3s"},
                rules=dataclasses.replace(Rules.online(), equal_boards=studlib.EqualBoards.SUIT))
    advance_to(razz, 4)
    line = checked_log(razz)[-1]
    assert line.endswith(", l'as comptant bas."), line
    assert "jeu visible le plus bas, cinq, trois" in line


def test_all_in_best_board_passes_first_action_on_in_french_GEN_5_4():
    hand = deal(STUD, FOUR_NO_PAIR, stacks=[100_000, 240, 100_000, 100_000])
    play(hand, "0 bring_in, 1 complete, 2 call, 3 call, 0 call")
    lines = checked_log(hand)
    assert fr("Le siège 2 a le meilleur jeu visible en quatrième rue, roi, dame, mais il est à tapis : le siège 3, le "
              "joueur suivant qui a encore des jetons, parle en premier.") in lines


def test_showdown_order_lines_in_french_GEN_8_1_RAZZ_8_2_T_4():
    hand = deal(RAZZ, RAZZ_FOUR)
    advance_to(hand, 7)
    play(hand, "2 bet, 3 call, 0 call, 1 call")
    finish(hand)
    lines = checked_log(hand)
    assert fr("Le siège 3 abat ses cartes en premier : c'est le dernier à avoir misé ou relancé en septième rue, puis "
              "les autres à tour de rôle, dans le sens des aiguilles d'une montre.") in lines
    seats = deal(RAZZ, RAZZ_FOUR)
    finish(seats)
    assert fr("Le siège 1 abat ses cartes en premier : personne n'a misé en septième rue, donc on abat dans l'ordre "
              "des sièges, en commençant par le plus petit numéro, puis les autres à tour de rôle, dans le sens "
              "des aiguilles d'une montre.") in checked_log(seats)
    lowest = deal(RAZZ, RAZZ_FOUR, rules=dataclasses.replace(Rules.online(),
                                                             showdown_order=ShowdownOrder.FIRST_TO_ACT))
    finish(lowest)
    assert fr("Le siège 3 abat ses cartes en premier : personne n'a misé en septième rue, donc c'est le jeu visible le "
              "plus bas qui commence, puis les autres à tour de rôle, dans le sens des aiguilles d'une "
              "montre.") in checked_log(lowest)
    shows = [line for line in checked_log(lowest) if " abat\u00a0: " in line]
    assert len(shows) == 4 and all(line.startswith("Le siège ") for line in shows), shows


def test_stud_award_and_a_split_pot_with_an_odd_chip_in_french_GEN_10_2_GEN_10_3():
    hand = deal(STUD, {0: "Ah Kd 2c 9s 7h 5d 3c", 1: "As Kh 4d 9c 7d 5h 3s", 2: "? ? Qs"}, structure=ODD)
    play(hand, "0 bring_in, 1 call, 2 fold")
    finish(hand)
    lines = checked_log(hand)
    split = lines[-1]
    with studlib.language("fr"):
        value = explain.hand_words(high_hand(hand.cards(0)))
    assert split == fr(f"Les sièges 1 et 2 sont à égalité et se partagent le pot (1,05 $) : {value} ; le jeton "
                       "dépareillé va au siège 1."), split
    single = deal(STUD, FOUR_NO_PAIR)
    finish(single)
    last = checked_log(single)[-1]
    assert re.fullmatch(r"Le siège \d gagne le pot \(\d+,\d\d\u00a0\$\)\u00a0: .+\.", last), last


def test_hi_lo_halves_scoop_no_low_and_odd_chip_in_french_HILO_10_1_HILO_10_3():
    halves = Hand(STUD8, [100_000] * 4, seed=2)
    halves.auto_play()
    lines = checked_log(halves)
    assert any(line.startswith(fr("Le siège 3 gagne la moitié high du pot (1,80 $) : ")) for line in lines), lines
    assert any(line.startswith(fr("Le siège 2 gagne la moitié low du pot (1,80 $) : ")) for line in lines), lines
    assert any(line.endswith(" et aucun low qualifié.") for line in lines), lines
    scoop = Hand(STUD8, [10_000] * 3, seed=0, structure=ODD)
    scoop.auto_play()
    lines = checked_log(scoop)
    assert fr("Le pot ne se partage pas exactement en deux : le jeton dépareillé va à la moitié high.") in lines
    assert lines[-1] == fr("Le siège 3 rafle le pot : les deux moitiés, 1,35 $.")
    no_low = Hand(STUD8, [10_000] * 3, seed=1)
    no_low.auto_play()
    last = checked_log(no_low)[-1]
    assert last.startswith(fr("Le siège 3 gagne le pot (2,70 $) : "))
    assert last.endswith(fr(" ; personne n'a de low qualifié, donc la main haute rafle tout."))


# --- running out of cards (GEN-11.1, T-8, T-9) ------------------------------------------

TWO_CLUBS = parse_card("2c")


def _table(n: int, seed: int = 5):
    """n players with six cards each, seat 0 showing the 2c; and the next card (the community card)."""
    pool = iter(c for c in shuffled_deck(seed) if c != TWO_CLUBS)
    seats = {}
    for s in range(n):
        got = [next(pool) for _ in range(6)]
        if s == 0:
            got[2] = TWO_CLUBS
        seats[s] = [str(c) for c in got]
    return seats, str(next(pool))


def test_community_card_in_french_GEN_11_1_GEN_11_2():
    seats, community = _table(8)
    hand = Hand(STUD, [100_000] * 8, deck=list(stack(seats, community=community).deck))
    finish(hand)
    lines = checked_log(hand)
    card = hand.community_card
    assert fr(f"Il reste 1 carte au talon, pas assez pour une carte brûlée et 8 cartes de septième "
              f"rue : sans carte brûlée, une carte commune, {card_name_fr(str(card))} ({pretty_fr(str(card))}), "
              "est retournée face visible, et chaque joueur s'en sert comme septième carte.") in lines
    assert any(line.endswith(fr(" (avec la carte commune, cinq cartes chacun : la meilleure main de cinq "
                                "cartes visibles commence).")) for line in lines)


def test_reshuffled_burns_and_no_community_betting_in_french_T_8_T_9():
    seats, _ = _table(8)
    reshuffle = dataclasses.replace(Rules.online(), reshuffle_burns=True)
    hand = Hand(STUD, [100_000] * 8, deck=list(stack(seats).deck), rules=reshuffle)
    finish(hand)
    assert fr("Il reste 1 carte au talon pour 8 joueurs : on en distribue toutes les cartes sauf la "
              "dernière (0) ; la dernière est mélangée aux cartes brûlées, on brasse, on coupe, et la "
              "donne continue avec ces 4 cartes.") in checked_log(hand)
    seats, community = _table(8)
    quiet = dataclasses.replace(Rules.online(), community_card_betting=False)
    hand = Hand(STUD, [100_000] * 8, deck=list(stack(seats, community=community).deck), rules=quiet)
    finish(hand)
    assert fr("Cette table ne mise pas sur un tour de carte commune : on passe directement à l'abattage.") \
        in checked_log(hand)
    with studlib.language("fr"):
        burned = explain.log_line(events.CommunityCard(7, 3, True, TWO_CLUBS, True), STUD, Structure().money)
        check(burned.text)
        assert burned.text.startswith(fr("Il reste 3 cartes au talon, pas assez pour une carte brûlée "
                                         "et 7 cartes de septième rue : après une carte brûlée, une carte commune,"))
        assert burned.rules == ("GEN-11.1", "T-8")


# --- every IllegalAction and ValueError of a Hand ----------------------------------------

def test_the_check_behind_the_bring_in_is_refused_in_french_GEN_3_4():
    hand = deal(STUD, FOUR_NO_PAIR)
    play(hand, "0 bring_in")
    assert french_error(hand.act, "check") == fr(
        "Le siège 2 ne peut pas dire parole : le bring-in a été payé, et personne ne peut dire parole derrière lui "
        "(GEN-3.4) ; il peut se coucher, suivre 0,50 $ ou compléter à 2 $.")
    with studlib.language("fr"):
        assert hand.options_text() == fr("Le siège 2 peut se coucher, suivre 0,50 $ ou compléter à 2 $")
    assert hand.options_text() == "Seat 2 may fold, call $0.50 or complete to $2"


def test_every_refused_action_explained_in_french():
    hand = deal(STUD, FOUR_NO_PAIR)
    assert french_error(hand.act, "fold") == fr(
        "Le siège 1 ne peut pas se coucher : la plus mauvaise carte de porte doit payer le bring-in ou compléter "
        "(GEN-3.2) ; il peut payer le bring-in de 0,50 $ ou compléter à 2 $.")
    assert "il faut d'abord payer le bring-in ou compléter" in french_error(hand.act, "call")
    assert french_error(action_kind, "shove") == fr(
        "Action inconnue : 'shove'. Actions possibles : bring-in, compléter, miser, relancer, suivre, parole, se coucher.")
    play(hand, "0 bring_in")
    assert "le bring-in ne se paie qu'une fois, en troisième rue (GEN-3.2)" in french_error(hand.act, "bring_in")
    assert "le bring-in n'est pas une mise, donc il faut compléter (GEN-3.4, GEN-4.1)" in french_error(hand.act, "raise")
    play(hand, "1 complete")
    assert "il y a déjà une mise, donc il faut relancer" in french_error(hand.act, "bet")
    play(hand, "2 call, 3 call, 0 call")  # on to 4th street: Siège 2 first
    assert "il n'y a pas de mise à suivre" in french_error(hand.act, "call")
    assert "il n'y a pas encore de mise à relancer, donc il faut miser" in french_error(hand.act, "raise")
    assert "il n'y a ni bring-in ni mise à tapis de moins d'une demi-mise à compléter" in french_error(hand.act, "complete")
    play(hand, "1 bet")
    assert fr("il y a 2 $ à suivre") in french_error(hand.act, "check")
    assert french_error(hand.act, "call", 100) == fr(
        "Le siège 3 ne peut pas suivre 1 $ : en limite fixe, le montant ici est de 2 $.")
    short = deal(STUD, FOUR_NO_PAIR, stacks=[100_000, 100_000, 200, 100_000])
    play(short, "0 bring_in, 1 complete")
    assert "suivre engage déjà tous les jetons du joueur" in french_error(short.act, "raise")
    over = deal(STUD, FOUR_NO_PAIR)
    play(over, "0 bring_in, 1 fold, 2 fold, 3 fold")
    assert french_error(over.act, "call") == fr("Personne ne peut parler maintenant : la main est terminée.")
    assert french_error(over.passive_action) == fr("Personne ne peut parler maintenant : la main est terminée.")
    with studlib.language("fr"):
        assert over.options_text() == fr("Personne n'a la parole : la main est terminée.")


def test_hand_set_up_errors_in_french_GEN_1_4():
    assert french_error(Hand, "holdem", [100, 100]) == fr(
        "Jeu inconnu 'holdem' : utilisez STUD, STUD8 ou RAZZ de studlib.")
    assert french_error(Hand, STUD, [100]) == "Une table de Stud accueille de 2 à 8 joueurs, pas 1 (GEN-1.4)."
    assert french_error(Hand, STUD, [100, 0]) == fr(
        "Le tapis du siège 2 doit être un nombre entier de jetons supérieur à 0, pas 0.")
    assert french_error(Hand, STUD, [100, 100], structure="2/4") == "`structure` doit être un `studlib.Structure`."
    assert "`Rules.online()`" in french_error(Hand, STUD, [100, 100], rules="online")
    hand = Hand(STUD, [1000, 1000], seed=1)
    assert french_error(hand.up_cards, 5) == fr(
        "Pas de siège 5 : dans le code, les sièges sont numérotés de 0 à 1 (du siège 1 au siège 2 à l'écran).")
    assert french_error(hand.play_until, 2) == "Les rues sont numérotées à partir de 3 (la troisième rue), pas 2."
    assert "les gains ne sont connus qu'une fois le dernier pot attribué" in french_error(lambda: hand.payoffs)


# --- the language is the reader's ----------------------------------------------------------

def test_a_hand_played_in_english_reads_in_french_and_back_byte_for_byte():
    def played() -> Hand:
        hand = deal(STUD8, FOUR_NO_PAIR, stacks=[100_000, 100_000, 280, 100_000])
        play(hand, "0 bring_in, 1 complete, 2 raise, 3 call, 0 call, 1 call")
        return hand

    hand = played()
    english = [str(line) for line in hand.log]
    french = checked_log(hand)
    assert english[0].startswith("Every player antes $0.40") and french[0].startswith("Chaque joueur")
    finish(hand)                       # the rest of the hand is played after French was read
    with studlib.language("fr"):
        assert len(hand.log) > len(french)
    checked_log(hand)
    after = [str(line) for line in hand.log]
    assert after[:len(english)] == english
    never_french = played()
    finish(never_french)
    assert after == [str(line) for line in never_french.log]   # byte for byte the same English
    assert hand.options_text() == never_french.options_text()


def test_a_hand_played_in_french_reads_in_english():
    with studlib.language("fr"):
        hand = deal(STUD, FOUR_NO_PAIR)
        play(hand, "0 bring_in, 1 complete, 2 fold")
        finish(hand)
    english = [line.text for line in hand.log]
    assert english[:1] == ["Every player antes $0.40 before the deal; the ante is dead money."]
    assert "Seat 2 completes to $2." in english and "Seat 3 folds." in english
    assert any(" shows first: nobody bet on seventh street, so the best board shows first, then the others" in line
               for line in english), english


# --- summaries, drills, option reasons, hand histories -----------------------------------

def test_summary_lines_in_french():
    hand = deal(STUD, FOUR_NO_PAIR)
    finish(hand)
    money = hand.structure.money
    with studlib.language("fr"):
        for line in result_lines(hand):
            check(line.text, hand)
        moves = [explain.move_words(money, 0, Action(ActionKind("bring_in"), 50, 50, False)),
                 explain.move_words(money, 1, Action(ActionKind("complete"), 200, 200, False)),
                 explain.move_words(money, 2, Action(ActionKind("raise"), 400, 400, True)),
                 explain.move_words(money, 3, Action(ActionKind("call"), 400, 400, False)),
                 explain.move_words(money, 0, Action(ActionKind("fold"), 0, 0, False)),
                 explain.move_words(money, 1, Action(ActionKind("check"), 0, 0, False)),
                 explain.move_words(money, 2, Action(ActionKind("bet"), 200, 200, False))]
        text = explain.street_betting(3, moves)
        check(text)
        assert text == fr("Troisième rue : le siège 1 paie le bring-in de 0,50 $, le siège 2 complète à 2 $, le siège 3 "
                          "relance à 4 $ (à tapis), le siège 4 suit 4 $, le siège 1 se couche, le siège 2 dit parole, "
                          "le siège 3 mise 2 $.")
        assert explain.street_betting(5, []) == fr("Cinquième rue : pas d'enchères.")
        net = explain.net_result(money, [420, -240, 0, -180], you=1)
        assert net == fr("Bilan : Siège 1 +4,20 $, Siège 2 (vous) -2,40 $, Siège 3 à l'équilibre, Siège 4 -1,80 $.")
        assert explain.seats_name([1, 4]) == "sièges 2 et 5" and explain.seat_name(2) == "Siège 3"
        assert explain.or_list(["a", "b", "c"]) == "a, b ou c"
        assert explain.STREET_NAMES[6] == "Sixième rue"


def test_drill_prompts_answers_and_low_readings_in_french_HILO_9_1_RAZZ_9_1():
    with studlib.language("fr"):
        prompts = explain.DRILL_PROMPTS
        assert set(prompts) == set(i18n.constants(explain)["DRILL_PROMPTS"])
        for key, prompt in prompts.items():
            text = prompt.format(game="Razz", street="quatrième rue", seat=explain.Seat(1), chip="0,01 $")
            check(text)
            assert "?" in text and f"{NB}?" in text, text
        assert prompts["bring_in"] == fr("{game} : qui doit payer le bring-in en troisième rue ?")
        for name in ("NO_LOW", "QUALIFIES_YES", "QUALIFIES_NO", "SPLIT_HIGH", "SPLIT_LOW", "SPLIT_NO_LOW",
                     "SPLIT_GETS", "FREE_FOLD_NOTE", "YOU_MARK"):
            check(getattr(explain, name).format(seats="sièges 1 et 2", seat="Siège 1", amount="2 $"))
        assert explain.NO_LOW == "Aucun low qualifié"
        none = explain.low_reading(parse_cards_text("Kc Qd Jh 9s 9c Td Ks"), None, True).text
        some = explain.low_reading(parse_cards_text("Ac 2d 5h 9s 9c Td Ks"), None, True).text
        check(none), check(some)
        assert some.startswith(fr(f"A♣ 2♦ 5♥ 9♠ 9♣ 10♦ {pretty_fr('Ks')} : les valeurs différentes de huit ou moins "
                                  "sont as, deux et cinq, moins de cinq, donc cette main n'a pas de low."))
        cards = parse_cards_text("Ac 2d 5h 7s 8c Td Ks")
        for hi_lo, value in ((True, eight_or_better(cards)), (False, low_hand(cards))):
            line = explain.low_reading(cards, value, hi_lo).text
            check(line.replace(explain.hand_words(value), " ") if not CARDS_SPEAK_FRENCH else line)


def parse_cards_text(text: str):
    from studlib.cards import parse_cards
    return parse_cards(text)


@pytest.mark.parametrize("case, barred", [(c, None) for c in explain.OptionsCase if c is not explain.OptionsCase.NO_RAISE]
                         + [(explain.OptionsCase.NO_RAISE, r) for r in (Refusal.CAPPED, Refusal.ALL_IN_CALL,
                                                                       Refusal.NOT_REOPENED, Refusal.NOBODY_TO_ANSWER)])
def test_every_option_reason_in_french_GEN_3_2_GEN_12_1(case, barred):
    money = Structure().money
    with studlib.language("fr"):
        for street in (3, 4, 5):
            for can_complete in (True, False):
                for raises, all_in in (((400,), False), ((400, 600), False), ((350,), True)):
                    line = explain.options_reason(money, case, street, 200, 400, call=200, level=400,
                                                  bring_in=50, game=STUD, raises=raises, raise_all_in=all_in,
                                                  can_complete=can_complete, worst=0, barred=barred)
                    check(line.text)
    with studlib.language("fr"):
        assert explain.options_reason(money, explain.OptionsCase.FACE_BRING_IN, 3, 200, 400, game=STUD, call=50).text == fr(
            "Face au bring-in, un joueur peut se coucher, suivre 0,50 $ ou compléter à la petite mise, 2 $ ; "
            "personne ne peut dire parole derrière un bring-in.")


def _filled(template: str) -> str:
    fields = {name: "x" for _, name, _, _ in string.Formatter().parse(template) if name}
    return template.format(**fields)


def test_every_hand_history_message_in_french():
    names = [name for name in i18n.constants(explain) if name.startswith("PHH_")]
    assert len(names) > 25
    with studlib.language("fr"):
        for name in names:
            check(_filled(getattr(explain, name)))
        assert explain.phh_cards(1) == "1 carte" and explain.phh_cards(3) == "3 cartes"
        with pytest.raises(ValueError) as err:
            phh.loads("variant = [")
        check(str(err.value).split("(")[0])
        assert str(err.value).startswith(fr("Ce n'est pas un fichier PHH : le TOML est illisible ("))


def test_boards_read_aloud_in_french():
    from studlib.cards import parse_cards
    with studlib.language("fr"):
        said = {text: explain.board_words(STUD, parse_cards(text)) for text in
                ("Ah As Kd", "Qh", "As", "7c 7d 7h Ad", "Kc Kd 7h 7s", "Tc Td Th Ts", "8c 8d", "Ah Kd 5c")}
        for words in said.values():
            check(words)
        assert said == {"Ah As Kd": "paire d'as, roi", "Qh": "une dame", "As": "un as",
                        "7c 7d 7h Ad": "brelan de sept, as", "Kc Kd 7h 7s": "deux paires, rois et sept",
                        "Tc Td Th Ts": "carré de dix", "8c 8d": "paire de huit", "Ah Kd 5c": "as, roi, cinq"}
        assert explain.board_words(RAZZ, parse_cards("9c 6d Ah")) == "neuf, six, as"


# --- seats in their grammatical form (issue 21 item 4) -----------------------------------

def test_french_hands_say_le_siege_au_siege_du_siege_and_never_the_bare_label():
    """Issue 29: every sentence the engine says about a seat opens « Le siège 3 … » (« Les sièges
    2 et 5 … »), inside a sentence « le / au / du siège 3 »; the bare label « Siège 3 » is for
    headers and buttons only, so never « à Siège », « de Siège »; after a colon, lower case.
    Read from played hands: the log, the options of the player to act and a refused action."""
    seen, opened, options = set(), set(), []

    def said_to_the_player(hand):
        with studlib.language("fr"):
            options.append(hand.options_text())

    for hand in random_hands(240, before_each=said_to_the_player):
        for line in french_log(hand) + options:
            assert "Siège" not in line, f"the label « Siège » inside a sentence: {line!r}"
            # after « : » or « ; », lower case (a card such as A♠ or R♥ may follow)
            assert not re.search(r"[:;] (?![AR2-9VD10]+[♣♦♥♠])[A-ZÀ-Ý]", line), line
            seen.update(re.findall(r"\b(au|du|le|les|des|aux) sièges? \d", line))
            opened.update(re.findall(r"^(Le siège|Les sièges) \d", line))
        options.clear()
    # The sentences that need each form came up: the uncalled bet (du, au), ties (le, les).
    assert {"au", "du", "le", "les"} <= seen, seen
    assert "Le siège" in opened, opened     # « Les sièges 1 et 2 sont à égalité » has its own test
    hand = deal(STUD, FOUR_NO_PAIR)
    assert french_error(hand.act, "check").startswith("Le siège 1 ne peut pas dire parole")


def test_a_seat_takes_its_forms_and_an_unknown_form_says_which_there_are():
    seat, seats = explain.Seat(2), explain.Seats([1, 4])
    assert f"{seat}" == str(seat) == "Seat 3" == f"{seat:to}" == f"{seat:of}"   # English: one form
    with studlib.language("fr"):
        assert [f"{seat}", f"{seat:The}", f"{seat:the}", f"{seat:of}", f"{seat:to}"] == [
            "Siège 3", "Le siège 3", "le siège 3", "du siège 3", "au siège 3"]
        assert [f"{seats:The}", f"{seats:the}", f"{seats:of}", f"{seats:to}"] == [
            "Les sièges 2 et 5", "les sièges 2 et 5", "des sièges 2 et 5", "aux sièges 2 et 5"]
        assert f"{explain.Seats([3]):to}" == "au siège 4"      # one seat reads as a seat
    with pytest.raises(ValueError, match=r"\{seat:the\}"):
        format(seat, "dative")


def test_the_seat_quiz_feedback_says_du_siege_in_french():
    """The feedback on a wrong seat names both seats in their forms: « celle du siège 2 »."""
    from studlib.feedback import seat_mistake
    hand = deal(STUD, {0: "? ? 9d", 1: "? ? 2c", 2: "? ? Kh"})
    with studlib.language("fr"):
        text = seat_mistake("bring_in", hand, 0, 1)
        turn = TV.TO_ACT.format(seat=explain.Seat(2))
    assert "du siège 1" in text and "du siège 2" in text and "de Siège" not in text, text
    assert turn == "Au tour du siège 3.", turn


def _dealer_error_hand(mistake) -> Hand:
    from studlib.dealing import Shuffle
    return Hand(STUD, [100_000] * 3, rules=Rules.cardroom(), cards=Shuffle(1), mistakes=[mistake])


def test_cards_dealt_too_soon_and_burn_errors_in_french_GEN_14_9_GEN_14_10():
    """One golden French sentence per new event of GEN-14.9 and GEN-14.10, and the refusal."""
    hand = _dealer_error_hand(studlib.DealtTooSoon(street=5, cards=2, after=1))
    advance_to(hand, 4)
    hand.act("check")
    advance_to(hand, 5)
    lines = checked_log(hand)
    assert fr("Le croupier a brûlé et donné la cinquième rue avant la fin des enchères : la carte brûlée et les "
              "cartes données aux sièges 1 et 2 (6♥ 5♦) sont retirées du jeu et mises de côté ; les enchères "
              "continuent.") in lines
    assert fr("Le tour est fini : une carte de plus pour chacun des 3 joueurs encore dans le coup est retirée "
              "du jeu et mise de côté ; puis le croupier brûle et donne la cinquième rue.") in lines
    hand = _dealer_error_hand(studlib.DealtTooSoon(street=7, cards=1, after=1, looked=True))
    advance_to(hand, 6)
    hand.act("bet")
    assert fr("Le croupier a brûlé et donné la septième rue avant la fin des enchères : le siège 1 a regardé sa "
              "carte, il la garde et, en sixième rue, ne peut que suivre ; la carte brûlée est retirée du jeu et "
              "mise de côté.") in checked_log(hand)
    assert french_error(hand.act, "raise") == fr(
        "Le siège 1 ne peut pas relancer : le joueur a gardé une septième carte donnée trop tôt et, en sixième "
        "rue, ne peut que suivre (GEN-14.9) ; il peut se coucher ou suivre 4 $.")
    hand = _dealer_error_hand(studlib.BurnError(street=5, burns=0))
    advance_to(hand, 5)
    assert fr("Aucune carte n'a été brûlée avant la cinquième rue : on remet les cartes à leur place (la "
              "première carte donnée devient la carte brûlée, chaque carte revient au joueur précédent, et le "
              "dernier joueur reçoit la carte suivante).") in checked_log(hand)
    hand = _dealer_error_hand(studlib.Exposed(seat=1, street=3, card=0, off_table=True))
    assert fr("La carte du siège 2, le dix de cœur (10♥), est tombée de la table pendant la donne : elle est "
              "jouée, comme une carte exposée.") in checked_log(hand)


def test_seventh_street_kept_without_a_burn_and_the_held_aside_cards_gathered_in_french_GEN_14_10_GEN_14_9():
    hand = _dealer_error_hand(studlib.BurnError(street=7, burns=0, looked=True))
    advance_to(hand, 7)
    assert fr("Septième rue : chaque joueur encore dans le coup reçoit une carte face cachée, sans carte "
              "brûlée.") in checked_log(hand)
    from studlib.dealing import Shuffle
    hand = Hand(STUD, [100_000] * 6, rules=Rules.cardroom(), cards=Shuffle(1),
                mistakes=[studlib.DealtTooSoon(street=7, cards=6, after=1)])
    advance_to(hand, 7)
    assert fr("Le talon est vide et 6 joueurs attendent leur septième carte : les cartes brûlées et les 13 "
              "cartes mises de côté après une carte donnée trop tôt sont brassées et coupées, et la donne "
              "continue avec ces 16 cartes.") in checked_log(hand)
