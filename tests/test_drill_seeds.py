"""Options as data (issue 28): every drill kind asks, seed for seed, what it asked before its options
became values. MAIN holds, for seeds 0-19 of each kind (game drawn by the seed), what main asked
before the change: (game, number of options, the answer's place, the answer as data), computed from
the engine (the seat, the actions as 'kind:chips named', the low's ranks, the split's winners and
chips). Results codes already given out are graded by dealing their tests again: this keeps them.
"""

from __future__ import annotations

import pytest

from studlib import STUD8
from studlib.drills import KINDS, SEAT_KINDS, Split, make_question
from studlib.games import low_rank
from studlib.hands import eight_or_better, low_hand

MAIN = {
    "bring_in": [
        ('stud', 6, 5, 5),
        ('stud8', 2, 0, 0),
        ('stud', 3, 1, 1),
        ('stud8', 6, 2, 2),
        ('stud', 2, 0, 0),
        ('stud', 4, 0, 0),
        ('stud8', 4, 0, 0),
        ('stud8', 5, 4, 4),
        ('stud8', 6, 3, 3),
        ('razz', 4, 2, 2),
        ('stud', 6, 0, 0),
        ('stud8', 5, 0, 0),
        ('razz', 7, 0, 0),
        ('razz', 8, 2, 2),
        ('stud8', 3, 1, 1),
        ('razz', 5, 3, 3),
        ('razz', 5, 3, 3),
        ('stud8', 2, 0, 0),
        ('stud', 5, 2, 2),
        ('razz', 2, 1, 1),
    ],
    "first_to_act": [
        ('razz', 2, 1, 1),
        ('stud', 5, 2, 2),
        ('stud8', 6, 3, 3),
        ('razz', 3, 0, 0),
        ('stud', 5, 2, 4),
        ('razz', 4, 0, 1),
        ('stud', 6, 4, 4),
        ('stud', 3, 2, 3),
        ('stud', 4, 1, 1),
        ('razz', 4, 3, 6),
        ('stud', 3, 2, 3),
        ('razz', 5, 4, 6),
        ('stud', 3, 0, 0),
        ('stud', 4, 1, 2),
        ('razz', 3, 1, 1),
        ('razz', 2, 0, 1),
        ('stud8', 3, 1, 1),
        ('stud', 6, 1, 1),
        ('stud', 2, 1, 1),
        ('stud8', 2, 0, 0),
    ],
    "legal_actions": [
        ('razz', 2, 1, ('check:0', 'bet:400')),
        ('razz', 2, 1, ('check:0', 'bet:400')),
        ('stud8', 2, 0, ('check:0', 'bet:200')),
        ('razz', 4, 2, ('fold:0', 'call:800', 'raise:1200')),
        ('razz', 4, 0, ('fold:0', 'call:400', 'raise:800')),
        ('stud', 2, 1, ('check:0', 'bet:400')),
        ('stud8', 4, 2, ('fold:400', 'call:400', 'raise:1200')),
        ('stud', 4, 2, ('fold:0', 'call:400', 'raise:800')),
        ('stud8', 4, 2, ('fold:0', 'call:200', 'raise:400')),
        ('stud8', 2, 0, ('check:0', 'bet:400')),
        ('stud8', 4, 1, ('fold:0', 'call:400', 'raise:800')),
        ('stud8', 3, 0, ('fold:0', 'call:50', 'complete:200')),
        ('stud8', 4, 2, ('fold:0', 'call:400', 'raise:600')),
        ('stud8', 2, 1, ('check:0', 'bet:400')),
        ('stud8', 2, 1, ('check:0', 'bet:400')),
        ('razz', 4, 0, ('fold:0', 'call:400', 'raise:800')),
        ('stud', 4, 3, ('fold:0', 'call:400', 'raise:800')),
        ('stud8', 4, 2, ('fold:200', 'call:200', 'raise:600')),
        ('stud', 4, 3, ('fold:0', 'call:200', 'raise:400')),
        ('stud', 4, 2, ('fold:0', 'call:400', 'raise:800')),
    ],
    "shows_first": [
        ('stud8', 2, 0, 0),
        ('stud8', 4, 1, 1),
        ('razz', 3, 2, 2),
        ('stud', 2, 1, 1),
        ('stud8', 4, 3, 4),
        ('stud8', 5, 2, 4),
        ('razz', 5, 4, 4),
        ('stud', 4, 0, 0),
        ('stud8', 2, 1, 1),
        ('stud', 3, 2, 3),
        ('stud8', 3, 2, 4),
        ('razz', 4, 0, 0),
        ('razz', 5, 4, 5),
        ('stud', 2, 1, 1),
        ('stud8', 5, 2, 3),
        ('razz', 2, 1, 1),
        ('stud8', 3, 1, 1),
        ('razz', 3, 1, 1),
        ('stud', 3, 1, 4),
        ('stud8', 5, 3, 4),
    ],
    "read_low": [
        ('razz', 4, 1, (13, 12, 10, 9, 3)),
        ('razz', 4, 3, (10, 7, 6, 2, 1)),
        ('stud8', 4, 1, None),
        ('razz', 4, 1, (13, 9, 5, 2, 2)),
        ('stud8', 4, 0, (6, 5, 3, 2, 1)),
        ('razz', 4, 2, (10, 8, 6, 4, 3)),
        ('stud8', 4, 3, (8, 7, 6, 3, 1)),
        ('razz', 4, 0, (12, 7, 5, 4, 1)),
        ('razz', 4, 0, (12, 7, 7, 5, 1)),
        ('stud8', 4, 0, (8, 5, 4, 3, 1)),
        ('stud8', 4, 3, (6, 4, 3, 2, 1)),
        ('razz', 4, 1, (9, 8, 5, 4, 1)),
        ('stud8', 4, 2, (7, 5, 4, 3, 1)),
        ('stud8', 4, 1, (7, 5, 3, 2, 1)),
        ('razz', 4, 2, (9, 4, 3, 2, 1)),
        ('stud8', 4, 0, (7, 6, 3, 2, 1)),
        ('razz', 4, 3, (12, 9, 8, 5, 4)),
        ('stud8', 4, 1, None),
        ('razz', 4, 1, (8, 7, 4, 3, 2)),
        ('stud8', 4, 2, (8, 5, 4, 3, 1)),
    ],
    "low_qualifies": [
        ('stud8', 2, 0, True),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 0, True),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 0, True),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 1, False),
        ('stud8', 2, 0, True),
        ('stud8', 2, 1, False),
        ('stud8', 2, 0, True),
        ('stud8', 2, 1, False),
    ],
    "split": [
        ('stud8', 3, 2, ((2,), None, ((2, 125),))),
        ('stud8', 4, 1, ((1,), (0, 2), ((0, 818), (1, 1635), (2, 817)))),
        ('stud8', 4, 3, ((3,), (5,), ((3, 57), (5, 57)))),
        ('stud8', 4, 1, ((3,), (3,), ((3, 142),))),
        ('stud8', 4, 0, ((2,), (0, 4), ((0, 2460), (2, 4920), (4, 2460)))),
        ('stud8', 4, 2, ((0,), (2,), ((0, 21), (2, 21)))),
        ('stud8', 3, 1, ((2,), None, ((2, 99),))),
        ('stud8', 4, 2, ((1,), (1,), ((1, 8360),))),
        ('stud8', 3, 1, ((3,), None, ((3, 910),))),
        ('stud8', 3, 0, ((2,), None, ((2, 12200),))),
        ('stud8', 3, 0, ((0,), None, ((0, 14),))),
        ('stud8', 3, 1, ((0,), None, ((0, 8960),))),
        ('stud8', 3, 1, ((2,), None, ((2, 54),))),
        ('stud8', 3, 2, ((1,), None, ((1, 42),))),
        ('stud8', 3, 1, ((0,), (0,), ((0, 92),))),
        ('stud8', 4, 0, ((0,), (4,), ((0, 3225), (4, 3225)))),
        ('stud8', 3, 1, ((3,), (3,), ((3, 69),))),
        ('stud8', 3, 1, ((2,), None, ((2, 80),))),
        ('stud8', 4, 1, ((1,), (0, 2), ((0, 818), (1, 1635), (2, 817)))),
        ('stud8', 3, 1, ((0,), None, ((0, 57),))),
    ],
}


def as_data(q) -> object:
    """The question's answer as MAIN writes it."""
    if q.kind in SEAT_KINDS:
        return q.answer
    if q.kind == "legal_actions":
        return tuple(f"{a.kind.value}:{a.chips_named}" for a in q.answer)
    if q.kind == "read_low":
        return None if q.answer is None else tuple(sorted((low_rank(c.rank) for c in q.answer.cards), reverse=True))
    if q.kind == "low_qualifies":
        return q.answer
    return tuple(q.answer)


@pytest.mark.parametrize("kind", KINDS)
def test_each_seed_asks_what_it_asked_before_options_were_values(kind):
    asked = [make_question(kind, seed) for seed in range(20)]
    assert [(q.game.code, len(q.options), q.options.index(q.answer), as_data(q)) for q in asked] == MAIN[kind]


def test_answers_are_the_engines_values():
    """The answer values, worked out again from the cards: the low, whether it qualifies, the split."""
    for seed in range(10):
        q = make_question("read_low", seed)
        best = eight_or_better(q.cards) if q.game is STUD8 else low_hand(q.cards)
        assert q.answer == (None if best is None else low_hand(best.cards))
        q = make_question("low_qualifies", seed)
        assert q.options == (True, False) and q.answer is (eight_or_better(q.cards) is not None)
        q = make_question("split", seed)
        assert isinstance(q.answer, Split) and sum(chips for _seat, chips in q.answer.gets) == \
            sum(a.amount for a in q.hand.awards)


@pytest.mark.parametrize("kind", KINDS)
def test_equal_options_hash_alike_a_set_and_a_list_agree(kind):
    for seed in range(6):
        q, again = make_question(kind, seed), make_question(kind, seed)
        assert q == again and hash(q.options) == hash(again.options)
        assert len(set(q.options)) == len(q.options)
        for option in again.options:
            assert option in set(q.options) and option in list(q.options)
            assert q.options.index(option) == again.options.index(option)
        assert q.mistake(q.answer) is None
        assert all(q.mistake(o) is m for o, m in q.mistakes) and {o for o, _m in q.mistakes} <= set(q.options)
