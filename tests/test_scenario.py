"""Teacher's scenarios: stacked decks in live order, short share codes, ready presets."""

import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studlib import RAZZ, STUD, STUD8, Rules, Structure
from studlib.cards import CARDS, parse_cards
from studlib import events
from studlib.scenario import PRESETS, Scenario, ScenarioError, card_positions
from tests.scenarios import check_dealt, stack


@st.composite
def scenarios(draw):
    players = draw(st.integers(2, 8))
    limit = 7 if players <= 6 else 6
    pool = draw(st.permutations(CARDS))
    seats, i = {}, 0
    for s in range(players):
        count = draw(st.integers(0, limit))
        cards = []
        for _ in range(count):
            if draw(st.booleans()):
                cards.append(str(pool[i]))
                i += 1
            else:
                cards.append("?")
        seats[s] = " ".join(cards)
    rules = draw(st.sampled_from(["online", "cardroom", "tournament",
                                  Rules(raise_cap=draw(st.integers(0, 15)), reshuffle_burns=True)]))
    structure = draw(st.sampled_from([Structure(), Structure(ante=1, bring_in=2, small_bet=4,
                                                             big_bet=8, decimals=0)]))
    stacks = draw(st.none() | st.lists(st.integers(1, 10**6), min_size=players, max_size=players))
    return Scenario(draw(st.sampled_from(["stud", "stud8", "razz"])), players, seats, stacks=stacks,
                    structure=structure, rules=rules, seed=draw(st.integers(0, 2**32 - 1)))


@settings(max_examples=150, deadline=None)
@given(scenarios())
def test_code_round_trip_gives_the_same_scenario_and_deck(sc):
    again = Scenario.from_code(sc.code())
    assert again == sc
    assert again.deck() == sc.deck()
    deck = sc.deck()
    assert sorted(deck) == sorted(CARDS)          # a full deck, each card once
    where = card_positions(sc.players)
    for s, cards in enumerate(sc.seats):
        for k, c in enumerate(cards):
            if c is not None:
                assert deck[where[s][k]] == c


def test_codes_are_short_and_url_safe():
    allowed = set(string.digits + string.ascii_uppercase) - set("ILOU")
    for preset in PRESETS.values():
        code = preset.scenario.code()
        assert set(code) <= allowed
    typical = Scenario("stud", 6, {0: "? ? Kh", 2: "As Ad 9c", 4: "? ? 9d"}, seed=123456)
    assert len(typical.code()) <= 40
    assert len(PRESETS["bring_in_tie"].scenario.code()) <= 40
    assert len(PRESETS["quartered_pot"].scenario.code()) <= 40   # 21 chosen cards


def test_code_is_read_leniently_lowercase_dashes_and_o_for_zero():
    sc = PRESETS["running_out"].scenario
    code = sc.code()
    messy = "-".join(code[i:i + 4] for i in range(0, len(code), 4)).lower().replace("0", "o")
    assert Scenario.from_code(messy) == sc


@settings(max_examples=60, deadline=None)
@given(scenarios(), st.data())
def test_a_mistyped_code_is_refused_with_a_clear_error(sc, data):
    code = sc.code()
    i = data.draw(st.integers(0, len(code) - 1))
    other = data.draw(st.sampled_from([c for c in "0123456789ABCDEFGHJKMNPQRSTVWXYZ" if c != code[i]]))
    typo = code[:i] + other + code[i + 1:]
    try:
        got = Scenario.from_code(typo)
    except ScenarioError as err:
        assert "code" in str(err)
    else:  # a 10-bit checksum lets about 1 typo in 1000 through; it must then still be valid
        assert got.code() == typo


def test_corrupted_codes_name_the_problem():
    code = PRESETS["bring_in_tie"].scenario.code()
    with pytest.raises(ScenarioError, match="does not check out"):
        Scenario.from_code(code[:-1] + ("0" if code[-1] != "0" else "1"))
    with pytest.raises(ScenarioError, match="does not check out|too short"):
        Scenario.from_code(code[:-3])
    with pytest.raises(ScenarioError, match="except I, L, O and U"):
        Scenario.from_code(code[:5] + "U" + code[6:])
    with pytest.raises(ScenarioError, match="too short"):
        Scenario.from_code("AB")


@pytest.mark.parametrize("make, message", [
    (lambda: Scenario("stud", 9), "2 to 8 players"),
    (lambda: Scenario("stud", 1), "2 to 8 players"),
    (lambda: Scenario("poker", 3), "choose 'stud', 'stud8' or 'razz'"),
    (lambda: Scenario("stud", 3, {0: "As Kd", 2: "Qc As"}), "As is given to Seat 1 and Seat 3"),
    (lambda: Scenario("stud", 3, {1: "As Zx"}), 'Seat 2: Unknown card "Zx"'),
    (lambda: Scenario("stud", 3, {0: "As Ks Qs Js Ts 9s 8s 7s"}), "at most 7"),
    (lambda: Scenario("stud", 8, {0: "As Ks Qs Js Ts 9s 8s"}), "GEN-11.1"),
    (lambda: Scenario("stud", 3, {3: "As"}), "No seat 3"),
    (lambda: Scenario("stud", 3, stacks=[100, 0, 100]), "stacks"),
    (lambda: Scenario("stud", 3, rules="casino"), "online"),
])
def test_impossible_scenarios_say_what_is_allowed(make, message):
    with pytest.raises(ScenarioError, match=message):
        make()


def test_deck_is_the_live_dealing_order_of_tests_scenarios_GEN_1_1():
    """The scenario deck agrees with the rule tests' own layout of the same cards."""
    seats = ["Kh Kd Ks 9c 8d 2s 9h", "Ah 2d 4h 7c 5s Qd Jc", "As 2h 4d 7s 5c Qc Js"]
    sc = Scenario(STUD8, 3, seats)
    layout = stack(seats, burns=[str(sc.deck()[i]) for i in (9, 13, 17, 21)])
    assert sc.deck()[:25] == layout.deck[:25]
    hand = sc.hand()
    hand.auto_play()
    check_dealt(hand, layout)


def test_bring_in_tie_preset_is_broken_by_suit_STUD_3_1_GEN_3_1():
    preset = PRESETS["bring_in_tie"]
    hand = preset.scenario.hand()
    doors = {s: hand.up_cards(s)[0] for s in range(hand.n_seats)}
    deuces = [s for s, c in doors.items() if c.rank == 2]
    assert len(deuces) == 3
    assert hand.bring_in_seat == 2 and str(doors[2]) == "2c"   # clubs are the lowest suit
    line = next(line for line in hand.log if "must bring in" in line.text)
    assert {"STUD-3.1", "GEN-3.1"} <= set(line.rules)


def test_razz_bring_in_tie_preset_higher_suit_pays_RAZZ_3_1():
    hand = PRESETS["razz_bring_in_tie"].scenario.hand()
    assert str(hand.up_cards(hand.bring_in_seat)[0]) == "Ks"


def test_quartered_pot_preset_pays_quarters_HILO_10_2():
    hand = PRESETS["quartered_pot"].scenario.hand()
    hand.auto_play()
    pot = sum(a.amount for a in hand.awards)
    lows = [a for a in hand.awards if a.half == "low"]
    highs = [a for a in hand.awards if a.half == "high"]
    assert [a.seat for a in highs] == [0] and highs[0].amount == pot - pot // 2   # an even pot: halves equal
    assert sorted(a.seat for a in lows) == [1, 2]
    assert sum(a.amount for a in lows) == pot // 2
    assert {a.amount for a in lows} <= {pot // 4, pot // 4 + 1}   # a quarter each, odd chip by T-5


def test_running_out_preset_deals_a_community_card_GEN_11_1():
    hand = PRESETS["running_out"].scenario.hand()
    hand.auto_play()
    assert hand.community_card is not None
    turned = next(e for e in hand.events if isinstance(e, events.CommunityCard))
    assert (turned.stub, turned.burned) == (1, False)            # the stub's one card, no burn
    assert hand.community_card == sc_deck_last("running_out")
    assert all(len(hand.down_cards(s)) == 2 for s in range(8))
    assert any("GEN-11.1" in line.rules for line in hand.log)


def sc_deck_last(name: str):
    """The last card of a ready scenario's deck."""
    return PRESETS[name].scenario.deck()[51]


def test_reshuffle_preset_gathers_the_stub_with_the_burns_T_8():
    """T-8 (cardroom): 8 players, a stub of one card: it goes in with the three burns; from those
    four cards one is burned and one turned up as the community card."""
    hand = PRESETS["reshuffle_burns"].scenario.hand()
    hand.auto_play()
    short = next(e for e in hand.events if isinstance(e, events.BurnsReshuffled))
    assert (short.stub, short.players, short.dealt, short.pack) == (1, 8, (), 4)
    assert hand.community_card is not None
    assert all(len(hand.down_cards(s)) == 2 for s in range(8))
    assert any("T-8" in line.rules for line in hand.log)


def test_GEN_11_1_seven_players_get_a_seventh_card_each_in_a_scenario():
    """GEN-11.1 (revised): with 7 players the stub holds exactly 7 cards at seventh street: no burn,
    one each, so a teacher can place a seventh card (deck index 45 + seat), under every preset."""
    for preset in ("online", "cardroom", "tournament"):
        sc = Scenario("stud", 7, {0: "As Ks Qs Js Ts 9s 8s", 6: "? ? ? ? ? ? 2h"}, rules=preset)
        assert card_positions(7)[0][6] == 45 and card_positions(7)[6][6] == 51
        hand = sc.hand()
        hand.auto_play()
        assert hand.community_card is None
        assert str(hand.down_cards(0)[2]) == "8s" and str(hand.down_cards(6)[2]) == "2h"


def test_same_code_gives_the_same_hand_log_and_payoffs():
    for preset in PRESETS.values():
        a, b = preset.scenario.hand(), Scenario.from_code(preset.scenario.code()).hand()
        a.auto_play()
        b.auto_play()
        assert [str(x) for x in a.log] == [str(x) for x in b.log]
        assert a.payoffs == b.payoffs


def test_presets_name_their_rules():
    for preset in PRESETS.values():
        assert preset.rules and preset.title and preset.note


def test_chosen_door_cards_with_placeholders():
    sc = Scenario(RAZZ, 4, {1: "? ? Kh", 3: ["?", "?", "Qs"]}, seed=9)
    hand = sc.hand()
    assert str(hand.up_cards(1)[0]) == "Kh" and str(hand.up_cards(3)[0]) == "Qs"
    assert sc.seat_text(1) == "? ? Kh"
    assert sc.describe() == ["Seat 2: door card Kh", "Seat 4: door card Qs"]
    assert parse_cards("Kh")[0] in sc.deck()
    assert sc.hand().game is RAZZ and Scenario(STUD, 2).players == 2


@pytest.mark.parametrize("preset, says", [
    ("online", "seventh street is one community card"),
    ("cardroom", "it is mixed with the three burns, scrambled and cut (T-8)"),
])
def test_a_seventh_card_for_eight_players_is_refused_with_the_rule_that_applies_GEN_11_1_T_8(preset, says):
    """8 players: the stub holds 1 card at seventh street, fewer than 8. Without T-8 it is
    everyone's community card; with T-8 (cardroom) it is gathered with the burns and the
    community card comes from those. Either way no seventh card can be placed, and the refusal
    says why under the table's own rules."""
    with pytest.raises(ScenarioError) as err:
        Scenario("stud", 8, {0: "As Ks Qs Js Ts 9s 8s"}, rules=preset)
    assert "8 players the stub holds 1 card" in str(err.value) and says in str(err.value)
    hand = Scenario("stud", 8, {0: "As Ks Qs Js Ts 9s"}, rules=preset).hand()
    hand.auto_play()
    assert hand.community_card is not None
