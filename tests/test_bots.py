"""Practice bots: thousands of bot-vs-bot hands of every game, preset and table size.

Each hand is played with every bot decision checked against hand.legal_actions() before it is
taken; the engine then applies the rules (GEN-3 to GEN-12, STUD-6.1, the T options), so a bot
that broke one would raise IllegalAction here. Volume: 3 games x 3 presets x 7 table sizes x
60 deals = 3,780 hands with mixed and short stacks, in about 4 s on the development machine.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studlib import RAZZ, STUD, STUD8, ActionKind, Hand, Rules, Structure, parse_cards
from studlib.bots import STYLES, Bot, Tier, play_bots, read_hand, seated_bots
from studlib.cards import CARDS

GAMES = (STUD, STUD8, RAZZ)
PRESETS = ("online", "cardroom", "tournament")
DEALS_PER_SIZE = 60
# Some stacks cannot pay the ante (40) or the bring-in (50): short all-ins and side pots.
STACK_CHOICES = (30, 45, 90, 260, 700, 1_500, 4_000, 20_000)
DOLLAR_CHIPS = Structure(ante=1, bring_in=2, small_bet=4, big_bet=8, decimals=0)
MAX_DECISIONS = 300  # 5 streets x 8 players x (1 bet + raises) is far below this


def _play(game, rules, players: int, deal: int):
    """One bot-vs-bot hand; each decision checked legal before it is taken. Returns (hand, moves)."""
    pick = random.Random(deal * 10 + players)
    stacks = [pick.choice(STACK_CHOICES) for _ in range(players)]
    structure = DOLLAR_CHIPS if deal % 4 == 3 else Structure()
    if structure is DOLLAR_CHIPS:
        stacks = [max(1, s // 50) for s in stacks]
    hand = Hand(game, stacks, structure=structure, rules=rules, seed=deal)
    styles = list(STYLES)
    bots = {s: Bot(styles[(deal + s) % len(styles)], seed=deal + s) for s in range(players)}
    moves = []
    for _ in range(MAX_DECISIONS):
        if hand.to_act is None:
            break
        seat, street = hand.to_act, hand.street
        action = bots[seat].choose(hand, seat)
        assert action in hand.legal_actions(), (action, hand.legal_actions())
        hand.act(action.kind, action.amount)
        moves.append((street, seat, action))
    return hand, moves


@pytest.fixture(scope="module")
def played():
    """Every (game, preset, size, deal) hand, played once and shared by the tests below."""
    out = {}
    for game in GAMES:
        for preset in PRESETS:
            rules = Rules.preset(preset)
            for players in range(2, 9):
                for deal in range(DEALS_PER_SIZE):
                    out[game.code, preset, players, deal] = _play(game, rules, players, deal)
    return out


def test_thousands_of_bot_hands_end_conserve_chips_and_never_break_a_rule_GEN_12_1_GEN_10_4(played):
    assert len(played) == 3 * 3 * 7 * DEALS_PER_SIZE
    side_pots = community = short_all_ins = 0
    for key, (hand, moves) in played.items():
        assert hand.is_over and hand.to_act is None, key
        payoffs = hand.payoffs
        assert sum(payoffs) == 0, key
        assert all(s >= 0 for s in hand.stacks), key
        assert [a + b for a, b in zip(hand.starting_stacks, payoffs)] == hand.stacks, key
        assert sum(a.amount for a in hand.awards) == sum(p.amount for p in hand.pots), key
        side_pots += len(hand.pots) > 1
        community += hand.community_card is not None
        # Rendering a log is slow: read only hands with an all-in, until a few short ones are seen.
        if short_all_ins < 5 and any(a.all_in for _, _, a in moves):
            short_all_ins += any("GEN-12.1" in line.rules for line in hand.log)
    # The volume really reaches the rare rules, not only easy hands.
    assert side_pots > 100
    assert community > 0           # GEN-11.1: eight players ran the deck out
    assert short_all_ins > 0


def test_bots_make_a_mix_of_decisions_and_hands_often_reach_a_showdown(played):
    for game in GAMES:
        kinds = Counter()
        showdowns = hands = 0
        for (code, _, _, _), (hand, moves) in played.items():
            if code != game.code:
                continue
            hands += 1
            showdowns += bool(hand.showdown_order)
            kinds.update(a.kind for _, _, a in moves)
        total = sum(kinds.values())
        for kind in (ActionKind.FOLD, ActionKind.CALL, ActionKind.CHECK):
            assert kinds[kind] > 0.05 * total, (game.code, kinds)
        assert kinds[ActionKind.BET] + kinds[ActionKind.RAISE] > 0.05 * total, (game.code, kinds)
        assert kinds[ActionKind.COMPLETE] > 0, (game.code, kinds)
        assert 0.25 < showdowns / hands < 0.95, (game.code, showdowns / hands)


def test_strong_stud_bots_use_the_big_bet_on_an_open_pair_STUD_6_1(played):
    big = [a for (code, preset, _, _), (hand, moves) in played.items() if code == "stud"
           for street, _, a in moves
           if street == 4 and a.kind in (ActionKind.BET, ActionKind.RAISE)
           and hand.structure.big_bet == a.amount and not a.all_in]
    assert big, "no bot ever bet the big bet on fourth street with an open pair showing"


def test_same_seeds_give_the_same_hand_log_and_payoffs():
    for game in GAMES:
        for deal in range(0, 40, 7):
            a, moves_a = _play(game, Rules.cardroom(), 6, deal)
            b, moves_b = _play(game, Rules.cardroom(), 6, deal)
            assert [str(x) for x in a.log] == [str(x) for x in b.log]
            assert a.payoffs == b.payoffs and moves_a == moves_b


def test_play_bots_stops_at_a_seat_without_a_bot_and_plays_out_after_it_folds():
    hand = Hand(STUD, [20_000] * 6, seed=4711)
    moves = play_bots(hand, seated_bots(6, human=2))
    assert all(m.seat != 2 for m in moves)
    assert hand.to_act == 2 or hand.is_over
    while not hand.is_over:
        if hand.to_act == 2:
            hand.act("fold" if any(a.kind is ActionKind.FOLD for a in hand.legal_actions()) else "check")
        play_bots(hand, seated_bots(6, human=2))
    assert sum(hand.payoffs) == 0


def test_play_bots_can_stop_when_a_street_is_dealt():
    hand = Hand(RAZZ, [20_000] * 5, seed=12)
    play_bots(hand, seated_bots(5), until_street=4)
    assert hand.is_over or (hand.street == 4 and len(hand.up_cards(hand.in_hand[0])) == 2)


def _deck(seats: list[str]) -> str:
    """Live dealing order for third street from each seat's 'down down door'."""
    hands = [s.split() for s in seats]
    return " ".join(h[i] for i in range(3) for h in hands)


def test_a_bot_never_looks_at_other_players_down_cards_or_the_deck():
    """Swapping another seat's down cards, and the undealt cards, never changes a decision."""
    for deal in range(60):
        base = Hand(STUD, [20_000] * 4, seed=deal)
        seat = base.to_act
        # Rebuild the same visible cards with every hidden card (others' downs, the stub) replaced.
        downs = {s: base.down_cards(s) for s in range(4)}
        doors = [base.up_cards(s)[0] for s in range(4)]
        visible = set(doors) | set(downs[seat])
        spare = [c for c in CARDS if c not in visible]
        random.Random(deal).shuffle(spare)
        new_downs = {s: (downs[s] if s == seat else (spare.pop(), spare.pop())) for s in range(4)}
        front = [new_downs[s][0] for s in range(4)] + [new_downs[s][1] for s in range(4)] + doors
        other = Hand(STUD, [20_000] * 4, seed=deal, deck=front + spare)
        assert other.to_act == seat and other.pot == base.pot
        for style in STYLES:
            for bot_seed in range(5):
                bot = Bot(style, bot_seed)
                assert bot.choose(base, seat) == bot.choose(other, seat), (deal, style, bot_seed)


def _third_street(game, seats: list[str]) -> Hand:
    return Hand(game, [20_000] * len(seats), deck=parse_cards(_deck(seats)))


def test_trips_on_third_street_never_fold_to_a_completion_GEN_3_4():
    """Seat 3 holds rolled-up nines; Seat 1 brings in (2c, STUD-3.1) and completes, Seat 2 calls."""
    folds = 0
    for bot_seed in range(150):
        for style in STYLES:
            hand = _third_street(STUD, ["Ah Kd 2c", "Qs Jh Ks", "9c 9d 9h"])
            hand.act("complete")
            hand.act("call")
            assert read_hand(hand, 2).tier is Tier.STRONG
            folds += Bot(style, bot_seed).choose(hand, 2).kind is ActionKind.FOLD
    assert folds == 0


def test_a_razz_king_queen_jack_folds_to_a_completion_most_of_the_time_RAZZ_3_1():
    """Seat 2 holds K-Q-J in razz and faces a completion: most deals, most styles fold."""
    folds = decisions = 0
    for bot_seed in range(100):
        for style in STYLES:
            hand = _third_street(RAZZ, ["2c 3d 4h", "Kd Qc Js", "5s 6c Qh"])
            assert hand.to_act == 2  # the queen of hearts brings in (RAZZ-3.1)
            hand.act("bring_in")
            hand.act("complete")    # Seat 1, three low cards
            assert hand.to_act == 1
            decisions += 1
            folds += Bot(style, bot_seed).choose(hand, 1).kind is ActionKind.FOLD
    assert folds > decisions / 2


def test_a_strong_bring_in_usually_completes_GEN_3_3():
    completes = 0
    for bot_seed in range(100):
        hand = _third_street(STUD, ["Ad As 2c", "Qs Jh Ks", "9c 8d 7h"])
        assert hand.to_act == 0
        completes += Bot("solid", bot_seed).choose(hand).kind is ActionKind.COMPLETE
    assert completes > 60


def test_weak_hands_fold_to_a_bet_and_strong_hands_raise_more_than_weak_ones():
    by_tier = {t: Counter() for t in Tier}
    for deal in range(300):
        hand = Hand(STUD8, [20_000] * 5, seed=deal)
        bots = seated_bots(5, seed=deal)
        while hand.to_act is not None:
            seat = hand.to_act
            tier = read_hand(hand, seat).tier
            action = bots[seat].choose(hand, seat)
            if any(a.kind is ActionKind.CALL for a in hand.legal_actions()):
                by_tier[tier][action.kind] += 1
            hand.act(action.kind, action.amount)

    def share(tier, *kinds):
        return sum(by_tier[tier][k] for k in kinds) / max(1, sum(by_tier[tier].values()))

    assert share(Tier.STRONG, ActionKind.FOLD) == 0
    assert share(Tier.WEAK, ActionKind.FOLD) > 0.5
    assert share(Tier.STRONG, ActionKind.RAISE) > share(Tier.MEDIUM, ActionKind.RAISE) > share(
        Tier.WEAK, ActionKind.RAISE)


def test_a_bot_refuses_to_act_for_a_seat_that_is_not_to_act():
    hand = Hand(STUD, [20_000] * 3, seed=1)
    other = (hand.to_act + 1) % 3
    with pytest.raises(ValueError, match="seat to act"):
        Bot().choose(hand, other)
    with pytest.raises(ValueError, match="style"):
        Bot("maniac")


def test_a_low_door_card_never_folds_to_a_razz_bring_in_RAZZ_3_1():
    """Seat 2 shows the 3♠ (K-Q down) and faces only the king's bring-in: a call at least."""
    folds = 0
    for bot_seed in range(100):
        for style in STYLES:
            for game, seats in ((RAZZ, ["Jh Td Kc", "Kd Qc 3s", "9s 8c 7h"]),
                                (STUD8, ["Jh Td 2c", "Kd Qc 3s", "9s 8c 7h"])):
                hand = _third_street(game, seats)
                assert hand.to_act == 0
                hand.act("bring_in")
                assert hand.to_act == 1
                folds += Bot(style, bot_seed).choose(hand, 1).kind is ActionKind.FOLD
    assert folds == 0


def test_heads_up_without_a_cap_one_pair_never_re_raises_and_re_raises_T_7():
    """Two bots with a big pair each, heads-up, no raise cap (T-7): the raising stops after a
    completion and one raise each street, not at the players' stacks."""
    rules = Rules(heads_up_uncapped=True)
    most = 0
    for bot_seed in range(60):
        for style in STYLES:
            bots = {0: Bot(style, bot_seed), 1: Bot(style, bot_seed + 1)}
            hand = Hand(STUD, [20_000] * 2, rules=rules, deck=parse_cards(_deck(["Qd Qc 2c", "Kd Ks 5h"])))
            moves = play_bots(hand, bots, until_street=4)
            raises = sum(m.action.kind in (ActionKind.COMPLETE, ActionKind.RAISE, ActionKind.BET)
                         for m in moves if m.street == 3)
            most = max(most, raises)
    assert most <= 2
