"""Cards: reading and writing them, and deal numbers that deal the same cards everywhere."""

import hashlib

import pytest

from studlib.cards import (CARDS, Card, CardError, Rank, Suit, format_cards, parse_card,
                           parse_cards, shuffled_deck, stacked_deck)


@pytest.mark.parametrize("text", ["As Kh 7d", "AsKh7d", "as,kh;7d", "A♠ K♥ 7♦", " As  Kh\t7d "])
def test_the_usual_ways_of_writing_cards_read_the_same(text):
    assert format_cards(parse_cards(text)) == "As Kh 7d"


def test_ten_is_T_or_10_and_prints_as_T():
    assert parse_card("10h") is parse_card("Th")
    assert str(parse_card("10h")) == "Th" and parse_card("10h").pretty == "10♥"


def test_cards_carry_what_screens_and_evaluators_need():
    seven = parse_card("7c")
    assert seven.name == "seven of clubs" and seven.pretty == "7♣"
    assert seven == Card(Rank.SEVEN, Suit.CLUBS) and seven.code == (7 - 2) * 4 + 0
    assert [c.code for c in CARDS] == list(range(52))


def test_cards_sort_by_rank_then_suit_in_the_bring_in_order_GEN_3_1():
    assert sorted(parse_cards("2s 2c 2h 2d 3c")) == list(parse_cards("2c 2d 2h 2s 3c"))


@pytest.mark.parametrize("bad", ["Zx", "1x", "A", "Ass", "11h"])
def test_an_unknown_card_is_refused_with_what_is_allowed(bad):
    with pytest.raises(CardError) as err:
        parse_cards(f"Kd {bad}")
    message = str(err.value)
    assert "Unknown card" in message and "followed by a suit" in message


def test_a_card_written_twice_is_refused():
    with pytest.raises(CardError, match="Ks appears twice"):
        parse_cards("Ks Qd Ks")


def test_deal_number_4711_deals_the_same_cards_on_every_machine():
    """The promise to a class told 'everyone deal #4711': these exact cards, forever. If this
    fails, the shuffle changed and every seeded lesson and shared deal would change with it."""
    assert format_cards(shuffled_deck(4711)[:12]) == "2c 4c 3d Jc 4d 8c Kh Jh 6s Kd 5h 5s"
    decks = " ".join(format_cards(shuffled_deck(n)) for n in range(100))
    assert hashlib.sha256(decks.encode()).hexdigest() == (
        "804874e8263ea6ff4df93caecadfdd65ae10fdb7ece4bd0a52d580b24424bde8")


def test_a_shuffled_deck_is_a_full_deck_and_seeds_differ():
    assert sorted(shuffled_deck(1)) == list(CARDS)
    assert shuffled_deck(1) != shuffled_deck(2)


@pytest.mark.parametrize("bad", [-1, 2**64, 1.5, "4711", True])
def test_a_deal_number_must_be_a_whole_number_in_range(bad):
    with pytest.raises(ValueError, match="deal number"):
        shuffled_deck(bad)


def test_a_stacked_deck_starts_with_the_chosen_cards_and_holds_each_card_once():
    deck = stacked_deck("As Ks Qs", seed=7)
    assert format_cards(deck[:3]) == "As Ks Qs"
    assert sorted(deck) == list(CARDS)
    assert deck == stacked_deck("As Ks Qs", seed=7)
