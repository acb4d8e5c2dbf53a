"""studlib.odds and studlib.batch: exact counts, exact against brute force and the engine's own
showdown, Monte Carlo against exact, seeds, and every refusal.

Rules checked: GEN-10.1 (best five of seven), GEN-10.2 (ties split), HILO-10.1 (no low: high
scoops), HILO-10.2 (quartering), HILO-9.1 (eight-or-better), GEN-11.1 and T-8 (running out of
cards), GEN-1.4 (two to eight players), STUD-9.1 (the high categories).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import permutations

import pytest

from studlib import RAZZ, STUD, STUD8, Hand, Rules, Structure, parse_cards
from studlib.cards import CARDS
from studlib.hands import Category, eight_score, high_score, low_score
from studlib.odds import POT, count_deals, equity, outs
from studlib.pots import Pot, award_pot

np = pytest.importorskip("numpy")
from studlib import batch  # noqa: E402  (needs numpy)

GAMES = [STUD, STUD8, RAZZ]


# --- The batch evaluator ----------------------------------------------------------------------

def test_seven_card_high_category_counts_STUD_9_1():
    """Every one of the 133,784,560 seven-card hands, evaluated by the numpy batch evaluator."""
    counts = batch.category_counts(7)
    assert sum(counts) == 133_784_560
    assert dict(zip(Category, counts)) == {
        Category.STRAIGHT_FLUSH: 41_584, Category.FOUR_OF_A_KIND: 224_848,
        Category.FULL_HOUSE: 3_473_184, Category.FLUSH: 4_047_644, Category.STRAIGHT: 6_180_020,
        Category.THREE_OF_A_KIND: 6_461_620, Category.TWO_PAIR: 31_433_400,
        Category.PAIR: 58_627_800, Category.HIGH_CARD: 23_294_460,
    }


def test_five_card_high_category_counts_STUD_9_1():
    assert batch.category_counts(5) == [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108,
                                        3_744, 624, 40]


def test_batch_scores_equal_the_pure_python_scores():
    rng = random.Random(11)
    hands = [rng.sample(range(52), 7) for _ in range(20_000)]
    # Flush-heavy hands too: five to seven cards of one suit.
    for _ in range(2_000):
        suit = rng.randrange(4)
        same = rng.sample([c for c in range(52) if c & 3 == suit], rng.randint(5, 7))
        rest = rng.sample([c for c in range(52) if c & 3 != suit], 7 - len(same))
        hands.append(same + rest)
    codes = np.array(hands, dtype=np.uint8)
    keys, bits = batch.keys_of(codes), batch.bits_of(codes)
    highs, lows, eights = batch.high_scores(keys, bits), batch.low_scores(keys), batch.eight_scores(keys)
    assert highs.tolist() == [high_score(h) for h in hands]
    assert batch.high_scores_of(codes).tolist() == highs.tolist()
    assert lows.tolist() == [low_score(h) for h in hands]
    assert eights.tolist() == [eight_score(h) for h in hands]


# --- A reference: every deal, settled by the engine's own pot rules (studlib.pots) -------------

def brute_force(game, players, dead=""):
    """Shares (in pot units), wins and quarters per seat, over every ordered deal of unseen cards.

    Only fully-known hands plus cards to come (no ??, no community card): each deal is awarded
    by studlib.pots.award_pot with a pot of POT chips, so the engine's showdown decides.
    """
    known = [list(parse_cards(p)) for p in players]
    seen = {c for hand in known for c in hand} | set(parse_cards(dead))
    pool = [c for c in CARDS if c not in seen]
    need = [7 - len(k) for k in known]
    units = [0] * len(known)
    wins = [0] * len(known)
    quartered = [0] * len(known)
    deals = 0
    for cards in permutations(pool, sum(need)):
        # Each unordered deal appears prod(need[i]!) times: fine, every count scales alike.
        at, hands = 0, {}
        for seat, k in enumerate(need):
            hands[seat] = tuple(known[seat]) + cards[at:at + k]
            at += k
        awards = award_pot(0, Pot(POT, tuple(hands)), game, Rules(), hands)
        got = [0] * len(known)
        for a in awards:
            got[a.seat] += a.amount
        for seat, amount in enumerate(got):
            units[seat] += amount
            wins[seat] += amount == POT
            quartered[seat] += (amount * 4 == POT and game is STUD8
                                and any(a.half == "low" for a in awards))
        deals += 1
    return ([u / (POT * deals) for u in units], [w / deals for w in wins],
            [q / deals for q in quartered])


def _leave_unseen(players, k, seed):
    """Dead cards that leave exactly k cards unseen (chosen by `seed`) besides the players' cards."""
    held = {c for p in players for c in parse_cards(p.replace("??", ""))}
    rest = [c for c in CARDS if c not in held]
    random.Random(seed).shuffle(rest)
    return " ".join(str(c) for c in rest[k:])


SMALL = [
    # 6th street, three players, few unseen cards: a few hundred deals each.
    (["As 2d 3c 4h 5s 9c", "Ac 2h 3d 4s 7c 8d", "Kd Kc Jh Ts 9s Ks"], 7, 1),
    (["7s 6d 4c 3h 2s Kc", "7c 6h 4d 3s 2h Kd", "As Ad Ah 9c 9d Js"], 8, 2),
    # 5th street heads-up: two cards each to come.
    (["As 3d 5c Kh Qs", "2c 4h 6d Ks Qd"], 10, 3),
    (["Ah 2h 4h 8h Kc", "Ac 2c 5d 7d 9s"], 10, 4),
]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.code)
@pytest.mark.parametrize("players, unseen, seed", SMALL)
def test_exact_equals_brute_force_through_the_pot_rules_GEN_10_2_HILO_10_1_HILO_10_2(
        game, players, unseen, seed):
    dead = _leave_unseen(players, unseen, seed)
    shares, wins, quartered = brute_force(game, players, dead)
    r = equity(game, players, dead, method="exact")
    assert r.method == "exact" and r.stderr == 0.0
    assert [p.share for p in r.players] == pytest.approx(shares, abs=1e-12)
    assert [p.win for p in r.players] == pytest.approx(wins, abs=1e-12)
    assert [p.quartered for p in r.players] == pytest.approx(quartered, abs=1e-12)
    assert sum(p.share for p in r.players) == pytest.approx(1.0)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.code)
def test_numpy_and_pure_python_enumerations_count_the_same(game, monkeypatch):
    players = ["As 2d 3c 4h 5s", "6d 6c 7h 8c 9d", "Kd Qc Jh Ts 9s"]
    dead = _leave_unseen(players, 14, 5)
    from studlib import odds
    counted = {}
    for use_numpy in (False, True):
        s = odds._situation(game, players, dead, None)
        tally = odds._exact(s, use_numpy)
        counted[use_numpy] = (tally.units, tally.win, tally.tie, tally.high, tally.low,
                              tally.quartered, tally.deals)
    assert counted[False] == counted[True]
    assert counted[True][-1] == count_deals(game, players, dead)


def _play_out(game, deck, n):
    """A hand dealt from `deck`, played passively to the showdown: (share of the pot per seat, community)."""
    structure = Structure(ante=1600, bring_in=80, small_bet=160, big_bet=320)
    hand = Hand(game, [100_000] * n, structure=structure, deck=deck)
    hand.auto_play()
    pot = sum(a.amount for a in hand.awards)
    got = [0] * n
    for a in hand.awards:
        got[a.seat] += a.amount
    return [g / pot for g in got], hand.community_card is not None


def _deck_for(players_by_street, burns, seventh):
    """The deck order studlib.hand deals from: two down rounds, doors, then burn + a card each."""
    deck = [p[0] for p in players_by_street] + [p[1] for p in players_by_street]
    deck += [p[2] for p in players_by_street]
    for street in range(3, 6):
        deck.append(burns[street - 3])
        deck += [p[street] for p in players_by_street]
    return deck + list(seventh)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.code)
def test_exact_equals_playing_every_deal_out_with_hand_GEN_10_1(game):
    """Two players on 6th street; every 7th-street deal of nine unseen cards played by Hand."""
    players = ["Ah 2h 9c Kd 4s 4d", "3c 3d 5h 6s 8c Qh"]
    known = [parse_cards(p) for p in players]
    held = {c for k in known for c in k}
    others = [c for c in CARDS if c not in held]
    burns, seventh_burn, pool = others[:3], others[3], others[4:13]
    dead = [c for c in others if c not in pool]  # unseen in the Hand, but not in the question
    total, deals = [0.0, 0.0], 0
    for a, b in permutations(pool, 2):
        rest = [c for c in others[4:] if c not in (a, b)]
        shares, community = _play_out(game, _deck_for(known, burns, [seventh_burn, a, b] + rest), 2)
        assert not community
        total = [t + s for t, s in zip(total, shares)]
        deals += 1
    r = equity(game, players, dead=" ".join(map(str, dead)), method="exact")
    assert r.deals == 72  # 9 cards for Seat 1, 8 for Seat 2
    assert [p.share for p in r.players] == pytest.approx([t / deals for t in total], abs=1e-12)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.code)
def test_eight_players_share_a_community_card_as_hand_deals_it_GEN_11_1(game):
    """8 players on 6th street: the stub is one card, everyone's seventh (GEN-11.1, GEN-1.4)."""
    rng = random.Random(3)
    deck = list(CARDS)
    rng.shuffle(deck)
    held = [deck[8 * k + s] for s in range(8) for k in range(6)]
    players = [" ".join(str(c) for c in held[6 * s:6 * s + 6]) for s in range(8)]
    known = [parse_cards(p) for p in players]
    unseen = [c for c in CARDS if c not in set(held)]
    assert len(unseen) == 4
    total = [0.0] * 8
    for last in unseen:
        burns = [c for c in unseen if c != last]
        shares, community = _play_out(game, _deck_for(known, burns, [last]), 8)
        assert community
        total = [t + s for t, s in zip(total, shares)]
    r = equity(game, players)
    assert r.community and r.method == "exact" and r.deals == 4
    assert [p.share for p in r.players] == pytest.approx([t / 4 for t in total], abs=1e-12)


@pytest.mark.parametrize("n", range(2, 9))
@pytest.mark.parametrize("rules", [Rules.online(), Rules.cardroom()], ids=["online", "cardroom-T-8"])
def test_community_card_when_hand_deals_one_GEN_11_1_T_8(n, rules):
    """For 2 to 8 players reaching 7th street, odds and Hand agree on the community card."""
    hand = Hand(STUD, [10_000] * n, rules=rules, seed=42)
    hand.auto_play()
    s = count_deals(STUD, ["?? ?? ??"] * n, rules=rules)  # a valid situation: no error
    assert s > 0
    from studlib import odds
    assert odds._situation(STUD, ["?? ?? ??"] * n, "", rules).community == (
        hand.community_card is not None)
    # 7 players: exactly seven cards in the stub, one each without a burn, under every preset
    # (GEN-11.1 revised); 8 players: a community card, from the stub or the gathered burns (T-8).
    if n == 7:
        assert odds._situation(STUD, ["??"] * 7, "", rules).community is False
    if n == 8:
        assert odds._situation(STUD, ["??"] * 8, "", rules).community is True


def test_folded_unseen_cards_count_toward_running_out_GEN_11_1():
    """6 players left of 8: the two folded hands' cards, seen or not, are out of the stub."""
    six = ["?? ?? ?? ?? ?? ??"] * 6
    from studlib import odds
    assert not odds._situation(STUD, six, "", None).community            # stub 52-36-3 = 13
    # Two players folded on 3rd street: 45 cards used, the stub of 7 gives 6 players a card each.
    assert odds._situation(STUD, six, "Kd Qd ?? ?? ?? ??", None).community is False
    # Four more cards out of the stub (say, dead cards the learner saw fold): 3 < 7.
    assert odds._situation(STUD, six, "?? " * 10, None).community


# --- Rules in small, fully-known showdowns ---------------------------------------------------

def test_equal_hands_split_GEN_10_2():
    r = equity(STUD, ["As Ks Qd Jc 9h 3c 2d", "Ad Kd Qh Jh 9c 3d 2h"])
    assert [p.share for p in r.players] == [0.5, 0.5]
    assert [p.tie for p in r.players] == [1.0, 1.0] and r.deals == 1


def test_no_qualifying_low_high_scoops_HILO_10_1_HILO_9_1():
    r = equity(STUD8, ["Ks Kd Kh 9c 9d Jc Td", "Qs Qd Qh 8c 8d 7c 6d"])
    assert r.players[0].share == 1.0 and r.players[0].scoop == 1.0 and r.players[0].low == 0.0
    assert r.players[1].share == 0.0


def test_two_equal_lows_are_quartered_HILO_10_2():
    r = equity(STUD8, ["As 2d 3c 4h 5s Kc Qd", "Ac 2h 3d 4s 5c Kd Jh", "Ks Kh 9c 9d 9h Qs Jd"])
    # The two wheels are straights: five-high straights lose high to the nines full.
    assert [p.share for p in r.players] == [0.25, 0.25, 0.5]
    assert [p.quartered for p in r.players] == [1.0, 1.0, 0.0]
    assert [p.low for p in r.players] == [1.0, 1.0, 0.0]
    assert [p.high for p in r.players] == [0.0, 0.0, 1.0]


def test_wheel_scoops_high_and_low_HILO_9_2():
    r = equity(STUD8, ["As 2d 3c 4h 5s Kc Qd", "Ks Kh Kd 8c 7h 6s Jd"])
    assert r.players[0].share == 1.0 and r.players[0].scoop == 1.0


def test_razz_pays_the_best_low_only_RAZZ_9_1():
    r = equity(RAZZ, ["As 2d 3c 4h 6s Kc Kd", "2s 3d 4c 5h 7s Qc Jd"])
    assert r.players[0].share == 1.0 and r.players[0].low == 1.0 and r.players[0].high == 0.0


# --- Monte Carlo --------------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.code)
def test_monte_carlo_within_four_standard_errors_of_exact(game):
    players = ["?? 5h 8c 2d Kc", "?? 7h 4c 9d Qs", "6s 3s Ad Jh Tc"]
    dead = _leave_unseen(players, 14, 9)  # 14 unseen cards: 1,681,680 deals
    exact = equity(game, players, dead, method="exact")
    mc = equity(game, players, dead, method="monte_carlo", seed=7)
    assert exact.method == "exact" and mc.method == "monte_carlo"
    assert 0 < mc.stderr <= 0.005
    for e, m in zip(exact.players, mc.players):
        assert abs(e.share - m.share) <= 4 * mc.stderr + 1e-12


def test_same_seed_same_numbers_other_seed_other_numbers():
    players = ["?? ?? 5h 8c", "?? ?? 7h 4c", "?? ?? Kd 3s"]
    a = equity(STUD8, players, seed=5, trials=3000)
    b = equity(STUD8, players, seed=5, trials=3000)
    c = equity(STUD8, players, seed=6, trials=3000)
    assert a == b and a.deals == 3000
    assert a.players != c.players


def test_without_numpy_same_exact_and_monte_carlo_answers():
    """The browser edition has no numpy: a fresh interpreter with numpy blocked gives the same."""
    code = (
        "import json, sys; sys.modules['numpy'] = None\n"
        "from studlib import STUD8; from studlib import odds\n"
        "assert not odds.NUMPY_EXACT\n"
        "r = odds.equity(STUD8, ['?? ?? 5h 8c', '?? ?? 7h 4c', '?? ?? Kd 3s'], seed=5, trials=3000)\n"
        "e = odds.equity(STUD8, ['As 2d 3c 4h 5s', '6d 6c 7h 8c 9d'], 'Kc Kd Ks Qc Qd Qs', method='exact')\n"
        "print(json.dumps([[p.share for p in r.players], [p.share for p in e.players], e.deals]))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    r = equity(STUD8, ["?? ?? 5h 8c", "?? ?? 7h 4c", "?? ?? Kd 3s"], seed=5, trials=3000)
    e = equity(STUD8, ["As 2d 3c 4h 5s", "6d 6c 7h 8c 9d"], "Kc Kd Ks Qc Qd Qs", method="exact")
    assert e.deals > 200_000  # big enough that numpy enumerates it here
    assert json.loads(out.stdout) == [[p.share for p in r.players], [p.share for p in e.players], e.deals]


def test_auto_picks_exact_when_small_and_monte_carlo_when_big():
    assert equity(STUD, ["As Ks Qs Js 9h 3c", "Ad Kd Qh Jh 9c 3d"]).method == "exact"
    big = equity(STUD, ["?? ?? As", "?? ?? Kd", "?? ?? 7c"])
    assert big.method == "monte_carlo" and big.stderr <= 0.005


# --- Refusals -----------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs, message", [
    (dict(game="razz"), "Unknown game"),
    (dict(players=["As Kd"]), "2 to 8 players"),
    (dict(players=["As"] * 9), "2 to 8 players"),
    (dict(players="As Kd"), "list with one entry per player"),
    (dict(players=["As Kd", "As Qd"]), "As is given twice"),
    (dict(players=["As Kd", "Qd"], dead="Kd"), "Kd is given twice"),
    (dict(players=["As Kd 2c 3c 4c 5c 6c 7c", "Qd"]), "at most seven"),
    (dict(players=["As Kd", "Xx"]), "Unknown card"),
    (dict(players=["?? " * 6] * 8, dead="?? ?? ??"), "deck runs out"),
    (dict(method="quick"), "method must be"),
    (dict(trials=0), "trials must be"),
    (dict(trials=2.5), "trials must be"),
    (dict(target_stderr=0), "target_stderr"),
    (dict(seed=-1), "seed must be"),
    (dict(rules="cardroom"), "rules must be"),
    (dict(players=["??"] * 3, method="exact"), "use method=\"monte_carlo\""),
    (dict(players=[1, 2]), "Seat 1: cards are written as text"),          # issue 32: no TypeError
    (dict(players=["As", ["Kd", 7]]), "Seat 2: cards are written as text"),
    (dict(dead=5), "Dead cards: cards are written as text"),
    (dict(dead=None), "Dead cards: cards are written as text"),
    (dict(time_limit=0), "time_limit must be"),
    (dict(time_limit="3"), "time_limit must be"),
])
def test_bad_input_is_a_clear_value_error(kwargs, message):
    args = dict(game=STUD, players=["As Kd 7c", "?? ?? 9h"])
    args.update(kwargs)
    game, players = args.pop("game"), args.pop("players")
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        equity(game, players, **args)


def test_outs_of_no_cards_is_a_clear_value_error():
    with pytest.raises(ValueError, match="Seat 1: cards are written as text"):
        outs(STUD, None)


# --- Time limits (issue 32): no call takes more than a few seconds, on either path --------------
# Each runs on the numpy path and on the pure-Python one every live page takes. The outcome is
# asserted (a refusal, a switch to Monte Carlo, a run stopped with its error), never a time: a
# tiny time_limit makes the run stop after its first batch on any machine.

BIG = ["As Kd 7h 2c 9s", "Qh Jc 8d 3s Td", "Ah 6c 4d Ks 5s", "2h 3d 8c Qs 9h"]   # 1,853,386,920 deals
BIG_DEAD = "Jh Tc 7d 6h 5c 4s Kc Qd"


@pytest.fixture(params=[True, False], ids=["numpy", "pure-python"])
def path(request, monkeypatch):
    from studlib import odds
    monkeypatch.setattr(odds, "NUMPY_EXACT", request.param)
    return odds


def test_an_exact_count_beyond_the_time_limit_is_refused_or_sampled(path):
    assert count_deals(STUD, BIG, BIG_DEAD) == 1_853_386_920 < path.EXACT_MAX
    with pytest.raises(ValueError, match=r"1,853,386,920 deals, about [\d,]+ seconds here .*"
                                         r"time limit of 3 seconds: use method=\"monte_carlo\""):
        equity(STUD, BIG, BIG_DEAD, method="exact")
    r = equity(STUD, BIG, BIG_DEAD, time_limit=0.000001)
    assert r.method == "monte_carlo" and r.stopped and r.deals == 1000


def test_an_exact_count_still_running_at_the_limit_stops(path, monkeypatch):
    """A machine slower than measured: the count checks the clock and stops."""
    monkeypatch.setattr(path, "EXACT_RATE", {False: 10**15, True: 10**15})
    players = ["?? 5h 8c 2d Kc", "?? 7h 4c 9d Qs", "6s 3s Ad Jh Tc"]
    dead = _leave_unseen(players, 14, 9)
    with pytest.raises(ValueError, match="stopped at the time limit of 1e-06 seconds"):
        equity(STUD, players, dead, method="exact", time_limit=0.000001)
    r = equity(STUD, players, dead, time_limit=0.000001)
    assert r.method == "monte_carlo" and r.stopped and r.deals == 1000


@pytest.mark.parametrize("kwargs", [dict(trials=2_000_000), dict(target_stderr=1e-12)])
def test_a_long_monte_carlo_run_stops_at_the_limit_with_its_estimate_and_error(path, kwargs):
    players = ["?? ?? ??"] * 8
    r = equity(STUD, players, seed=3, time_limit=0.000001, **kwargs)
    assert r.method == "monte_carlo" and r.stopped and r.deals == 1000 and 0 < r.stderr < 0.1
    whole = equity(STUD, players, seed=3, trials=1000)   # the same seed, run to its end
    assert not whole.stopped and whole.players == r.players and whole.stderr == r.stderr
    assert "stopped at the time limit" in str(r)


def test_seven_cards_and_a_stub_that_runs_out_is_refused_GEN_11_1():
    with pytest.raises(ValueError, match="deck runs out"):
        equity(STUD, ["?? ?? ?? ?? ?? ??"] * 7, dead="?? " * 8)


# --- Outs ----------------------------------------------------------------------------------------

def test_outs_count_live_cards_of_each_rank():
    # Razz, 4th street: A-2-3-4 against an opponent showing 5-6-7-8. Any five to eight not seen
    # makes a better hand; the fives, sixes, sevens and eights on the other board are dead.
    found = outs(RAZZ, "As 2d 3c 4h", ["5h 6h 7h 8h"], dead="5c 8c")
    ranks = {o.card.rank for o in found}
    assert {int(r) for r in ranks} == {5, 6, 7, 8}
    by_rank = {int(o.card.rank): o.live_of_rank for o in found}
    assert by_rank == {5: 2, 6: 3, 7: 3, 8: 2}
    assert all(o.card not in parse_cards("5h 6h 7h 8h 5c 8c") for o in found)


def test_outs_for_a_flush_draw_in_stud():
    found = outs(STUD, "Ah Kh 7h 2h 9c Tc", ["Qs Qd Jc 3d 3s 8d"])
    cards = {str(o.card) for o in found}
    hearts = {str(c) for c in CARDS if c.suit.letter == "h"} - {"Ah", "Kh", "7h", "2h"}
    assert hearts <= cards


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.code)
@pytest.mark.parametrize("players", [
    ["?? ?? 5h 8c", "?? ?? 7h 4c", "?? ?? Kd 3s"],
    ["?? ?? ?? ?? ?? ??"] * 7,          # a community card (GEN-11.1)
    ["As 2s 3s ?? 9s", "Ks Qs ?? ?? Js"],  # flushes
])
def test_numpy_monte_carlo_deals_and_counts_exactly_as_pure_python(game, players):
    from studlib import odds
    s = odds._situation(game, players, "", None)
    counted = []
    for use_numpy in (False, True):
        tally, error, _stopped = odds._monte_carlo(s, 2500, 0.005, 11, use_numpy)
        counted.append((tally.units, tally.squares, tally.win, tally.tie, tally.high, tally.low,
                        tally.quartered, tally.deals, error))
    assert counted[0] == counted[1]


def test_category_sample_is_seeded_and_close_to_the_exact_share_STUD_9_1():
    exact = [23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
             224_848, 41_584]   # the counts test_seven_card_high_category_counts checks
    a = batch.category_sample(7, hands=100_000, seed=20)
    assert a == batch.category_sample(7, hands=100_000, seed=20)
    assert a != batch.category_sample(7, hands=100_000, seed=21)
    assert sum(a) == 100_000
    for count, whole in zip(a, exact):
        p = whole / sum(exact)
        assert abs(count / 1e5 - p) <= 4 * (p * (1 - p) / 1e5) ** 0.5
    with pytest.raises(ValueError, match="cards must be"):
        batch.category_sample(8)
    with pytest.raises(ValueError, match="hands must be"):
        batch.category_sample(7, hands=0)


def test_the_engine_imports_without_numpy_and_odds_does_not_load_it_until_asked():
    """Only studlib.odds (optionally) and studlib.batch touch numpy; the engine never does."""
    code = ("import sys\n"
            "import studlib, studlib.hand, studlib.hands, studlib.pots, studlib.drills\n"
            "from studlib import Hand, STUD\n"
            "h = Hand(STUD, [1000] * 3, seed=1); h.auto_play()\n"
            "print('numpy' in sys.modules, 'matplotlib' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False", "False"]


def test_numpy_is_imported_only_when_a_big_count_needs_it():
    """Importing numpy takes longer than the rest of studlib: a lesson that never counts
    millions of deals starts without it (and a big exact count still uses it)."""
    code = (
        "import sys\n"
        "import studlib, studlib.widgets\n"
        "from studlib import STUD8, odds\n"
        "assert 'numpy' not in sys.modules, 'imported with studlib'\n"
        "odds.equity(STUD8, ['As 2d 3c 4h 5s 9c', '6d 6c 7h 8c 9d Th'], method='exact')\n"
        "assert 'numpy' not in sys.modules, 'imported for a small count'\n"
        "e = odds.equity(STUD8, ['As 2d 3c 4h 5s', '6d 6c 7h 8c 9d'], 'Kc Kd Ks Qc Qd Qs', method='exact')\n"
        "assert 'numpy' in sys.modules and e.deals > 200_000\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
