"""Hand evaluation: high (STUD-9.1), razz low (RAZZ-9.1, RAZZ-9.2), eight-or-better (HILO-9.1)."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studlib.cards import CARDS, format_cards, parse_cards, shuffled_deck
from studlib.hands import (
    Category, HandKind, HandValue, eight_or_better, eight_score, high_hand, high_score,
    low_hand, low_score,
)


def codes(text: str) -> list[int]:
    """Card codes of some card text, for the fast path."""
    return [card.code for card in parse_cards(text)]


def ranks(value: HandValue) -> str:
    """The rank letters of the five cards played, in the order shown: 'KK775'."""
    return "".join(card.rank.letter for card in value.cards)


def assert_strictly_better(values: list[HandValue]) -> None:
    """Each value beats the one before it."""
    for worse, better in zip(values, values[1:]):
        assert worse < better, f"{worse} should lose to {better}"
        assert better > worse and not better == worse


# --- High hands ---------------------------------------------------------------------------

# Worst to best (Norvig pytudes style): every category, kickers, the wheel below six-high.
HIGH_LADDER = [
    "7c 5d 4h 3s 2c",   # the worst high hand there is
    "7c 6d 4h 3s 2c",
    "8c 7d 6h 4s 2c",
    "Qc Jd 9h 8s 7c",
    "Ac Kd Jh 9s 8c",
    "Ac Kd Qh Js 9c",   # best ace high
    "2c 2d 5h 4s 3c",   # worst pair
    "2c 2d Ah Ks Qc",
    "9c 9d Ah Ks 7c",
    "9c 9d Ah Ks 8c",   # same pair, better last kicker
    "Ac Ad 4h 3s 2c",
    "Ac Ad Kh Qs Jc",
    "3c 3d 2h 2s 4c",   # worst two pair
    "Kc Kd 7h 7s 2c",
    "Kc Kd 7h 7s Ac",   # same two pair, better kicker
    "Kc Kd Qh Qs 2c",
    "Ac Ad 2h 2s 3c",
    "2c 2d 2h 4s 3c",   # worst trips
    "Ac Ad Ah Ks Qc",
    "Ac 2d 3h 4s 5c",   # the wheel, lowest straight (STUD-9.1)
    "2c 3d 4h 5s 6c",   # six-high straight beats the wheel
    "Tc Jd Qh Ks Ac",   # broadway
    "2c 3c 4c 5c 7c",   # worst flush
    "Ac Kc Qc Jc 9c",
    "2c 2d 2h 3s 3c",   # worst full house
    "2c 2d 2h As Ac",
    "3c 3d 3h 2s 2c",   # trips decide a full house before the pair
    "Ac Ad Ah Ks Kc",
    "2c 2d 2h 2s 3c",   # worst quads
    "2c 2d 2h 2s Ac",
    "Ac Ad Ah As Kc",
    "Ac 2c 3c 4c 5c",   # steel wheel, lowest straight flush
    "2d 3d 4d 5d 6d",
    "9h Th Jh Qh Kh",
    "Ts Js Qs Ks As",   # royal flush
]


def test_high_ladder_strictly_increasing_STUD_9_1():
    """Every hand in the ladder beats the one below it, by value and by fast score."""
    values = [high_hand(hand) for hand in HIGH_LADDER]
    assert_strictly_better(values)
    scores = [high_score(codes(hand)) for hand in HIGH_LADDER]
    assert scores == [v.score for v in values]


@pytest.mark.parametrize(("text", "category", "name", "read"), [
    ("Kh Kd Ks 7c 7d", Category.FULL_HOUSE, "Kings full of sevens", "Ks Kh Kd 7d 7c"),
    ("9c Ac Kc 3c 7c", Category.FLUSH, "Ace-high flush", "Ac Kc 9c 7c 3c"),
    ("7d Kc 2h Ks 7h", Category.TWO_PAIR, "Two pair, kings and sevens", "Ks Kc 7h 7d 2h"),
    ("9c 3d 9h Ks 7c", Category.PAIR, "Pair of nines", "9h 9c Ks 7c 3d"),
    ("Ac 2d 3h 4s 5c", Category.STRAIGHT, "Five-high straight", "5c 4s 3h 2d Ac"),
    ("Ts Js Qs Ks As", Category.STRAIGHT_FLUSH, "Royal flush", "As Ks Qs Js Ts"),
    ("5h 9h 6h 8h 7h", Category.STRAIGHT_FLUSH, "Nine-high straight flush", "9h 8h 7h 6h 5h"),
    ("6c 6d 6h 6s 2c", Category.FOUR_OF_A_KIND, "Four sixes", "6s 6h 6d 6c 2c"),
    ("Jc Jd Jh 4s 2c", Category.THREE_OF_A_KIND, "Three jacks", "Jh Jd Jc 4s 2c"),
    ("Ac Qd 9h 4s 2c", Category.HIGH_CARD, "Ace high", "Ac Qd 9h 4s 2c"),
])
def test_high_names_and_dealer_order_STUD_9_1(text, category, name, read):
    """Category, name and the five cards in the order a dealer reads them (KKK77)."""
    value = high_hand(text)
    assert value.kind is HandKind.HIGH
    assert value.category is category
    assert value.name == name
    assert format_cards(value.cards) == read


def test_high_long_names_give_kickers():
    """The long name spells out the kickers that settle equal pairs."""
    assert high_hand("9c 9d Ah Ks 7c").long_name == "Pair of nines, ace-king-seven kickers"
    assert high_hand("Kc Kd 7h 7s Ac").long_name == "Two pair, kings and sevens, ace kicker"
    assert high_hand("Kh Kd Ks 7c 7d").long_name == "Kings full of sevens"


def test_ace_never_in_the_middle_of_a_straight_STUD_9_1():
    """Q-K-A-2-3 is not a straight: it is only ace high."""
    value = high_hand("Qc Kd Ah 2s 3c")
    assert value.category is Category.HIGH_CARD
    assert value.name == "Ace high"
    assert high_hand("Jc Qd Kh As 2c").category is Category.HIGH_CARD


@pytest.mark.parametrize(("seven", "name", "read"), [
    # three pairs: the third pair's top card is the kicker
    ("Kc Kd 7h 7s 5c 5d 2h", "Two pair, kings and sevens", "KK775"),
    # two sets of trips make a full house, higher trips on top
    ("5c 5d 5h 9s 9c 9d 2h", "Nines full of fives", "99955"),
    # trips plus two pairs: the higher pair fills the house
    ("Qc Qd Qh 4s 4c 7d 7h", "Queens full of sevens", "QQQ77"),
    # a flush and a straight both present: the flush plays
    ("7h 8c 9h Td Jh 2h 3h", "Jack-high flush", "J9732"),
    # six suited cards in a row: the higher straight flush
    ("5h 6h 7h 8h 9h Th 2c", "Ten-high straight flush", "T9876"),
    # a flush of six cards plays its best five
    ("Ac Kc 9c 7c 5c 3c 2d", "Ace-high flush", "AK975"),
    # both a wheel and a six-high straight: the six-high plays
    ("Ac 2d 3h 4s 5c 6d Kh", "Six-high straight", "65432"),
    # quads with a pair beside: the higher single card is the kicker
    ("8c 8d 8h 8s Kc Kd Ah", "Four eights", "8888A"),
    # straight flush hidden among a bigger plain straight
    ("Ac 2c 3c 4c 5c 6d 7d", "Five-high straight flush", "5432A"),
])
def test_best_five_of_seven_GEN_10_1(seven, name, read):
    """The best five of seven cards play, and the fast path agrees."""
    value = high_hand(seven)
    assert value.name == name
    assert ranks(value) == read  # which of two equal cards plays does not matter
    assert value.score == high_score(codes(seven))


def test_three_pair_kicker_decides_GEN_10_1():
    """With three pairs, the third pair's card is a kicker that can win."""
    assert high_hand("Kc Kd 7h 7s 5c 5d 2h") > high_hand("Ks Kh 7c 7d 4c 3d 2s")
    assert high_hand("Kc Kd 7h 7s 5c 5d 2h") < high_hand("Ks Kh 7c 7d 6c 3d 2s")


def test_suits_never_break_ties_GEN_10_2():
    """Equal hands in different suits split: equal values, equal hashes."""
    spades, hearts = high_hand("Ts Js Qs Ks As"), high_hand("Th Jh Qh Kh Ah")
    assert spades == hearts and hash(spades) == hash(hearts)
    assert high_hand("Ac Kd Qh Js 9c 3d 2h") == high_hand("As Kh Qd Jc 9s 3c 2s")
    assert low_hand("7c 5d 3h 2s Ah") == low_hand("7s 5s 3s 2s As")


# --- Razz: ace-to-five low -----------------------------------------------------------------

@pytest.fixture
def razz_ladder() -> list[str]:
    """Seed 003's razz ladder, worst to best (RAZZ-9.2), with suits picked for us."""
    return [
        "3c 3d 3h 5s 5h",   # 01
        "Kc Kd 4h 3s 2h",   # 02
        "2c 2d 7h 6s 5h",   # 03
        "Ac Ad Th 9s 8h",   # 04
        "Kc Qd Jh Ts 9h",   # 05 king low
        "Kc Qd Jh Ts 7h",   # 06
        "9c 8d 7h 6s 5h",   # 07 (a straight: does not count)
        "9c 7d 6h 5s 3h",   # 08
        "9c 7d 6h 5s Ah",   # 09 nine low
        "6c 5d 4h 3s 2h",   # 10 six low (a straight: does not count)
        "6c 4d 3h 2s Ah",   # 11
        "5c 4c 3c 2c Ac",   # 12 the wheel, suited: still the best low
    ]


def test_razz_ladder_RAZZ_9_2(razz_ladder):
    """Seed 003's twelve razz hands rank strictly worst to best, fast path included."""
    values = [low_hand(hand) for hand in razz_ladder]
    assert_strictly_better(values)
    assert [low_score(codes(hand)) for hand in razz_ladder] == [v.score for v in values]


def test_razz_ladder_names_RAZZ_9_2(razz_ladder):
    """Seed 003 calls #10 a 'six low', #9 a 'nine low' and #5 a 'king low'."""
    assert low_hand(razz_ladder[9]).name.lower() == "six low"
    assert low_hand(razz_ladder[8]).name.lower() == "nine low"
    assert low_hand(razz_ladder[4]).name.lower() == "king low"
    assert low_hand(razz_ladder[9]).long_name == "Six low (6-5-4-3-2)"
    assert low_hand(razz_ladder[8]).long_name == "Nine low (9-7-6-5-A)"


def test_razz_paired_lows_RAZZ_9_1(razz_ladder):
    """Pairs count against you and are named like high hands."""
    assert [low_hand(h).category for h in razz_ladder[:4]] == [
        Category.FULL_HOUSE, Category.PAIR, Category.PAIR, Category.PAIR]
    assert [low_hand(h).name for h in razz_ladder[:4]] == [
        "Threes full of fives", "Pair of kings", "Pair of twos", "Pair of aces"]
    assert all(low_hand(h).category is Category.HIGH_CARD for h in razz_ladder[4:])


def test_razz_pairing_ladder_RAZZ_9_1():
    """No pair < one pair < two pair < trips < full house < quads, worst first."""
    worst_first = ["2c 2d 2h 2s 3c", "2c 2d 2h 3s 3c", "2c 2d 2h 4s 3c",
                   "3c 3d 2h 2s 4c", "Kc Kd 4h 3s 2c", "Kc Qd Jh Ts 9c"]
    assert_strictly_better([low_hand(h) for h in worst_first])


def test_razz_lowest_pair_best_and_aces_low_RAZZ_9_1():
    """Two aces are the lowest pair; within a kind the lower pair wins whatever the kickers."""
    assert low_hand("Ac Ad Kh Qs Jc") > low_hand("2c 2d 5h 4s 3c")
    assert low_hand("2c 2d Kh Qs Jc") > low_hand("3c 3d 6h 5s 4c")
    assert low_hand("Ac 2d 3h 4s 6c") > low_hand("2c 3d 4h 5s 6c")


def test_razz_compares_from_the_top_card_RAZZ_9_1():
    """7-5-3-2-A beats 7-6-3-2-A: compare from the highest card down."""
    assert low_hand("7c 5d 3h 2s Ah") > low_hand("7c 6d 3h 2s Ah")
    assert low_hand("8c 4d 3h 2s Ah") < low_hand("7c 6d 5h 4s 3h")


@pytest.mark.parametrize(("seven", "name", "read"), [
    ("Kc Kd 7h 5s 3c 2d Ah", "Seven low", "7532A"),
    ("9s 9d Kh Qc Jd 2s 3s", "Queen low", "QJ932"),
    # only four ranks among seven cards: a pair is forced, the lowest pair best
    ("Ac Ad 2c 2d 3c 3d 4h", "Pair of aces", "AA432"),
])
def test_razz_best_five_of_seven_RAZZ_9_1(seven, name, read):
    """The best razz low of seven cards, read highest card first, ace last."""
    value = low_hand(seven)
    assert value.kind is HandKind.LOW
    assert value.name == name
    assert ranks(value) == read
    assert value.score == low_score(codes(seven))


# --- Eight or better -----------------------------------------------------------------------

def test_eight_or_better_qualifies_HILO_9_1():
    """Five different ranks, all 8 or lower, the ace counting as one."""
    worst = eight_or_better("8c 7d 6h 5s 4c")
    assert worst is not None and worst.name == "Eight low" and worst.kind is HandKind.EIGHT
    assert eight_or_better("8c 7d 3h 2s Ac Kd Kh").long_name == "Eight low (8-7-3-2-A)"
    for text in ("9c 7d 6h 5s 4c",          # nine high
                 "8c 8d 6h 5s 4c",          # paired
                 "Ac 2d 3h 8s 8c Kd Kh",    # only four low ranks among seven
                 "9s 9d Kh Qc Jd 2s 3s"):
        assert eight_or_better(text) is None, text
        assert eight_score(codes(text)) == 0, text
    assert eight_or_better(parse_cards("9s 9d Kh Qc Jd 2s 3s")) is None


def test_eight_or_better_ladder_HILO_9_1():
    """8-7-6-5-4 is the worst qualifying low and 5-4-3-2-A the best."""
    worst_first = ["8c 7d 6h 5s 4c", "8c 7d 6h 5s 3c", "8c 7d 6h 5s Ac", "8c 4d 3h 2s Ac",
                   "7c 6d 5h 4s 3c", "7c 5d 3h 2s Ac", "6c 5d 4h 3s 2c", "6c 4d 3h 2s Ac",
                   "5c 4d 3h 2s Ac"]
    assert_strictly_better([eight_or_better(h) for h in worst_first])
    assert all(eight_score(codes(h)) > 0 for h in worst_first)


def test_wheel_wins_both_halves_HILO_9_2():
    """High and low are chosen independently; the ace plays high and low at once."""
    seven = "Ac 2c 3c 4c 5c Kd Kh"
    high, low = high_hand(seven), eight_or_better(seven)
    assert high.category is Category.STRAIGHT_FLUSH and high == high_hand("5c 4c 3c 2c Ac")   # five-high
    assert low == eight_or_better("5s 4s 3s 2s As") and low.score == eight_score(codes("5s 4s 3s 2s As"))
    assert set(high.cards) == set(low.cards)  # the same five cards play both ways
    seven = "Ah 2d 3c 4s 5h 9c 9d"
    assert high_hand(seven).category is Category.STRAIGHT and high_hand(seven) == high_hand("5h 4s 3c 2d Ah")
    assert eight_or_better(seven) == eight_or_better("5h 4s 3c 2d Ah")
    seven = "Ac Ad 2c 3h 4s 6d Ks"  # aces for high, ace for low
    assert high_hand(seven).category is Category.PAIR and high_hand(seven) == high_hand("Ac Ad Ks 6d 4s")
    assert eight_or_better(seven) == eight_or_better("6d 4s 3h 2c Ac")


def test_eight_score_is_the_razz_score_when_it_qualifies_HILO_9_1():
    """A qualifying eight-or-better low is also the best razz low of the same cards."""
    for seed in range(300):
        seven = [c.code for c in shuffled_deck(seed)[:7]]
        eight = eight_score(seven)
        assert eight in (0, low_score(seven))


# --- Fast path equals slow path; invariance -----------------------------------------------

def test_fast_scores_match_hand_values_on_random_hands():
    """high/low/eight score equal the explanatory values' scores on 5, 6 and 7 cards."""
    rng = random.Random(2024)
    for _ in range(1200):
        hand = rng.sample(CARDS, rng.choice((5, 6, 7)))
        hand_codes = [c.code for c in hand]
        high, low, eight = high_hand(hand), low_hand(hand), eight_or_better(hand)
        assert high.score == high_score(hand_codes), hand
        assert low.score == low_score(hand_codes), hand
        assert (eight.score if eight else 0) == eight_score(hand_codes), hand
        for value in (high, low, eight):
            if value is not None:  # the five cards shown really make that hand
                assert len(value.cards) == 5 and set(value.cards) <= set(hand)
        assert high_score([c.code for c in high.cards]) == high.score
        assert low_score([c.code for c in low.cards]) == low.score


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 51), min_size=5, max_size=7, unique=True),
       st.permutations(range(4)), st.randoms(use_true_random=False))
def test_card_order_and_suit_renaming_never_matter_GEN_10_2(hand, suit_map, rnd):
    """Shuffling the cards or renaming suits consistently keeps every score (Norvig)."""
    renamed = [code & ~3 | suit_map[code & 3] for code in hand]
    rnd.shuffle(renamed)
    for score in (high_score, low_score, eight_score):
        assert score(renamed) == score(hand)
    assert high_hand([CARDS[c] for c in renamed]) == high_hand([CARDS[c] for c in hand])
    assert low_hand([CARDS[c] for c in renamed]).score == low_score(hand)


# --- Differential tests against PokerKit 0.7.7 and treys -----------------------------------

@pytest.fixture(scope="module")
def random_sevens() -> list[tuple]:
    """Seven-card hands from deal numbers 0..1499 (the same on every machine)."""
    return [shuffled_deck(seed)[:7] for seed in range(1500)]


def assert_same_ranking(ours: list[int], theirs: list) -> None:
    """Both scores order the hands identically: equal iff equal, better iff better."""
    ours_for = {}
    for mine, other in zip(ours, theirs):
        ours_for.setdefault(other, set()).add(mine)
    assert all(len(mine) == 1 for mine in ours_for.values()), "their tie, our split"
    in_their_order = [ours_for[key].pop() for key in sorted(ours_for)]
    assert all(a < b for a, b in zip(in_their_order, in_their_order[1:])), "order differs"


def test_high_agrees_with_pokerkit_STUD_9_1(random_sevens):
    """PokerKit's StandardHighHand ranks random seven-card hands exactly as we do."""
    from pokerkit import StandardHighHand
    theirs = [StandardHighHand.from_game(format_cards(h).replace(" ", "")).entry.index
              for h in random_sevens]
    assert_same_ranking([high_score([c.code for c in h]) for h in random_sevens], theirs)


def test_razz_low_agrees_with_pokerkit_RAZZ_9_1(random_sevens):
    """PokerKit's RegularLowHand (its razz hand: ace-to-five, pairs count) agrees."""
    from pokerkit import RegularLowHand
    # PokerKit's low entries: a smaller index is the better low, so negate it.
    theirs = [-RegularLowHand.from_game(format_cards(h).replace(" ", "")).entry.index
              for h in random_sevens]
    assert_same_ranking([low_score([c.code for c in h]) for h in random_sevens], theirs)


def test_eight_or_better_agrees_with_pokerkit_HILO_9_1(random_sevens):
    """PokerKit's EightOrBetterLowHand agrees on who qualifies and on the order."""
    from pokerkit import EightOrBetterLowHand
    theirs = []
    for h in random_sevens:
        low = EightOrBetterLowHand.from_game_or_none(format_cards(h).replace(" ", ""))
        theirs.append(-low.entry.index if low else float("-inf"))
    ours = [eight_score([c.code for c in h]) for h in random_sevens]
    assert [o == 0 for o in ours] == [t == float("-inf") for t in theirs]
    assert 0 < ours.count(0) < len(ours)  # both kinds of hand were really tested
    assert_same_ranking(ours, theirs)


def test_high_agrees_with_treys_STUD_9_1():
    """treys (lower rank is better) orders 5000 random 5-7 card hands as we do."""
    from treys import Card as TreysCard
    from treys import Evaluator
    evaluator = Evaluator()
    treys_code = [TreysCard.new(str(card)) for card in CARDS]
    rng = random.Random(7)
    ours, theirs = [], []
    for _ in range(5000):
        hand = rng.sample(range(52), rng.choice((5, 6, 7)))
        ours.append(high_score(hand))
        theirs.append(-evaluator.evaluate([treys_code[c] for c in hand[:2]],
                                          [treys_code[c] for c in hand[2:]]))
    assert_same_ranking(ours, theirs)


# --- Bad input -------------------------------------------------------------------------------

@pytest.mark.parametrize("evaluate", [high_hand, low_hand, eight_or_better])
def test_wrong_card_counts_are_refused_GEN_10_1(evaluate):
    """Fewer than 5 or more than 7 cards is a clear ValueError naming the count."""
    with pytest.raises(ValueError, match=r"A hand needs 5 to 7 cards, got 4: As Kd 7c 2h"):
        evaluate("As Kd 7c 2h")
    with pytest.raises(ValueError, match=r"got 8"):
        evaluate("As Kd 7c 2h 3h 4h 5h 6h")
    with pytest.raises(ValueError, match=r"got 0"):
        evaluate([])


@pytest.mark.parametrize("evaluate", [high_hand, low_hand, eight_or_better])
def test_duplicates_and_unknown_cards_are_refused(evaluate):
    """The same card twice, or text that is not a card, is a ValueError."""
    with pytest.raises(ValueError, match=r"As appears twice"):
        evaluate("As Kd 7c 2h As")
    with pytest.raises(ValueError, match=r"Unknown card"):
        evaluate("As Kd 7c 2h Xx")


def test_high_and_low_values_do_not_compare():
    """Comparing a high value with a low one is a TypeError that says why."""
    high, low, eight = high_hand("5c 4d 3h 2s Ac"), low_hand("5c 4d 3h 2s Ac"), \
        eight_or_better("5c 4d 3h 2s Ac")
    for a, b in ((high, low), (low, eight), (eight, high)):
        with pytest.raises(TypeError, match=r"Cannot compare a \w+ hand"):
            a < b
        with pytest.raises(TypeError, match=r"same kind"):
            a == b
    assert (high == "Five-high straight") is False  # not a HandValue: plain inequality


def test_import_builds_no_tables():
    """Importing the module (and studlib) builds and reads no score table, so `import studlib`
    stays quick; the first evaluation fills what it needs. The time itself is measured as a
    ratio in benchmarks/bench_import.py (issue 32: no test asserts a wall-clock time)."""
    code = ("import json, studlib, studlib.hands as h\n"
            "info = h.table_items.cache_info()\n"
            "print(json.dumps([len(t) for t in h._TABLES.values()] + [info.hits + info.misses]))\n"
            "h.high_score([0, 4, 8, 12, 17, 21, 25])\n"
            "print(json.dumps([len(h._HIGH_BY_RANKS) > 0, h.table_items.cache_info().misses]))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.splitlines()
    assert json.loads(out[0]) == [0, 0, 0, 0, 0]      # four empty tables, the table file never read
    assert json.loads(out[1]) == [True, 1]            # the first evaluation fills them, reading once
