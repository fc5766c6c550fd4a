"""Why a move (``truco.coach.reasons``): one hand-built position per reason code, the reasons the coach's
analysis attaches to every action (the model's and the solved game's), and properties over random
positions: a reason never fails, its code is known, its cards are ones the seat may see."""

from __future__ import annotations

import random
from typing import Any

import pytest
from engine_kit import ELEVEN_AT, PRESETS, play, random_hand, scenario
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco.coach.analysis import analyse
from truco.coach.reasons import CODES, reason
from truco.core.actions import Action, Kind
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe


def why(data: dict[str, Any], action: str, *, win: float | None = None) -> dict[str, Any]:
    """The reason of ``action`` for the seat to act after the scenario's actions."""
    hand = play(data)
    assert hand.to_act is not None
    return reason(observe(hand, hand.to_act), action, win=win)


# Vira 4d (the 5s are manilhas); ranks from weakest: 4 5 6 7 Q J K A 2 3. Seat 1 deals: seat 0 leads.
ANSWER_7H = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]], ["play 7h"])
ONE_BEATS_7H = scenario([["7h", "Kc", "4s"], ["Qh", "6s", "4h"]], ["play 7h"])
NONE_BEATS_3C = scenario([["3c", "Kc", "4s"], ["Qh", "6s", "Ah"]], ["play 3c"])
# round 1 tied (Kc, Kh), seat 0 leads round 2 with 4s: seat 1 wins round 2 and the hand
AFTER_A_TIE = scenario([["Kc", "4s", "7c"], ["Kh", "6s", "Qd"]], ["play Kc", "play Kh", "play 4s"])
# seat 0 won round 1 (3c), seat 1 round 2 (Ah); seat 1 leads round 3 with Kh, seat 0 holds Kc
ONE_ALL = scenario([["3c", "4s", "Kc"], ["Qh", "Ah", "Kh"]],
                   ["play 3c", "play Qh", "play 4s", "play Ah", "play Kh"])
# pairs, seat 3 deals: seat 0 leads 3c, seat 1 throws 4h, seat 2 (seat 0's partner) to play
PARTNER_3C = scenario([["3c", "Kc", "7s"], ["4h", "Qs", "Js"], ["6c", "Ac", "Jd"],
                       ["7h", "Kh", "2s"]], ["play 3c", "play 4h"], dealer=3)


def test_wins_round_cheaply_keeps_the_stronger_card() -> None:
    assert why(ANSWER_7H, "play Qh") == {"code": "wins-round-cheaply", "card": "Qh",
                                         "beaten": "7h", "kept": "3s"}


def test_wins_round_high_names_the_cheaper_card_that_would_do() -> None:
    assert why(ANSWER_7H, "play Ac") == {"code": "wins-round-high", "card": "Ac", "beaten": "7h",
                                         "cheaper": "Qh"}
    assert why(ANSWER_7H, "play 3s")["cheaper"] == "Qh"


def test_wins_round_with_the_only_card_that_beats() -> None:
    assert why(ONE_BEATS_7H, "play Qh") == {"code": "wins-round", "card": "Qh", "beaten": "7h"}


def test_keeps_best_when_a_lower_card_lets_the_round_go() -> None:
    for card in ("6s", "4h"):
        assert why(ONE_BEATS_7H, f"play {card}") == {"code": "keeps-best", "card": card,
                                                     "kept": "Qh"}


def test_cannot_win_throws_the_lowest_and_says_when_it_is_not() -> None:
    assert why(NONE_BEATS_3C, "play 6s") == {"code": "cannot-win", "card": "6s", "beaten": "3c"}
    assert why(NONE_BEATS_3C, "play Ah") == {"code": "cannot-win-high", "card": "Ah",
                                             "beaten": "3c", "lowest": "6s"}


def test_ties_round() -> None:
    data = scenario([["Kc", "4s", "7c"], ["Kh", "6s", "Qd"]], ["play Kc"])
    assert why(data, "play Kh") == {"code": "ties-round", "card": "Kh", "tied": "Kc"}


def test_wins_hand_when_the_round_settles_it() -> None:
    """A tied first round: the second round's winner takes the hand (RULES.md 3, win plus tie)."""
    assert why(AFTER_A_TIE, "play 6s") == {"code": "wins-hand", "card": "6s", "beaten": "4s"}
    assert why(AFTER_A_TIE, "play Qd")["code"] == "wins-hand"


def test_ties_wins_hand_after_winning_the_first_round() -> None:
    """One win each and the third round tied: the first round's winner wins (RULES.md 3)."""
    assert why(ONE_ALL, "play Kc") == {"code": "ties-wins-hand", "card": "Kc", "tied": "Kh"}


def test_a_tie_never_claims_the_hand_where_the_exposed_card_may_apply() -> None:
    data = scenario([["3c", "4s", "Kc"], ["Qh", "Ah", "Kh"]],
                    ["play 3c", "play Qh", "play 4s", "play Ah", "play Kh", "raise", "accept"],
                    rules="paulista-fpt")
    hand = play(data)
    assert hand.rules.exposed_card and hand.to_act == 0
    assert why(data, "play Kc")["code"] == "ties-round"


def test_partner_holds_the_round() -> None:
    assert why(PARTNER_3C, "play 6c") == {"code": "partner-holds", "card": "6c", "partner": "3c",
                                          "seat": 0}
    assert why(PARTNER_3C, "play Ac") == {"code": "partner-holds-high", "card": "Ac",
                                          "partner": "3c", "seat": 0, "lowest": "6c"}


def test_leading_the_strongest_or_keeping_it() -> None:
    data = scenario([["3c", "Kc", "4s"], ["Qh", "6s", "Ah"]])
    assert why(data, "play 3c") == {"code": "leads-strongest", "card": "3c"}
    assert why(data, "play Kc") == {"code": "keeps-best", "card": "Kc", "kept": "3c"}


def test_the_last_card_and_covering_it() -> None:
    data = scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
                    ["play 3c", "play 2h", "play 6c", "play Qs"], score=(11, 11))
    assert why(data, "play 6d") == {"code": "last-card", "card": "6d"}
    assert why(data, "cover 6d") == {"code": "cover", "card": "6d"}


def test_a_blind_iron_hand_names_positions_only() -> None:
    hand = Scenario.from_code("v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd").play()
    seat = hand.to_act
    assert seat is not None and hand.blind
    view = observe(hand, seat)
    for action in view.legal:
        if action.kind is Kind.PLAY:
            assert reason(view, action) == {"code": "blind-card", "slot": action.slot}


def test_calls_say_what_they_risk() -> None:
    start = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]])
    assert why(start, "raise", win=0.61) == {"code": "raise", "call": "truco", "offer": 3,
                                             "win": 0.61}
    assert why(start, "fold") == {"code": "surrender", "pays": 1}
    raised = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]], ["raise"])
    # accepting plays for 3, folding costs 1: it pays off above (3 - 1) / (2 * 3) = 1/3
    assert why(raised, "accept", win=0.4) == {"code": "accept", "offer": 3, "pays": 1,
                                              "need": 0.333, "win": 0.4}
    assert why(raised, "fold") == {"code": "fold", "pays": 1, "offer": 3}
    assert why(raised, "raise", win=0.5) == {"code": "reraise", "call": "seis", "offer": 6,
                                             "accepted": 3, "win": 0.5}
    reraised = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]], ["raise", "raise"])
    assert why(reraised, "accept")["need"] == 0.25  # for 6, folding costs 3


def test_the_hand_of_eleven() -> None:
    data = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]], score=(11, 5))
    assert why(data, "accept", win=0.7) == {"code": "play-eleven", "value": 3, "pays": 1,
                                            "need": 0.333, "win": 0.7}
    assert why(data, "fold") == {"code": "decline-eleven", "value": 3, "pays": 1}


def test_an_action_that_is_not_legal_is_refused() -> None:
    with pytest.raises(ValueError, match="not a legal action"):
        why(ANSWER_7H, "play 7h")


def test_every_code_is_met_by_the_positions_above() -> None:
    """The hand-built positions cover every code (a new code needs a position here)."""
    met = {why(ANSWER_7H, "play Qh")["code"], why(ANSWER_7H, "play Ac")["code"],
           why(ONE_BEATS_7H, "play Qh")["code"], why(ONE_BEATS_7H, "play 6s")["code"],
           why(NONE_BEATS_3C, "play 6s")["code"], why(NONE_BEATS_3C, "play Ah")["code"],
           why(scenario([["Kc", "4s", "7c"], ["Kh", "6s", "Qd"]], ["play Kc"]), "play Kh")["code"],
           why(AFTER_A_TIE, "play 6s")["code"], why(ONE_ALL, "play Kc")["code"],
           why(PARTNER_3C, "play 6c")["code"], why(PARTNER_3C, "play Ac")["code"],
           why(scenario([["3c", "Kc", "4s"], ["Qh", "6s", "Ah"]]), "play 3c")["code"]}
    iron = scenario([["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
                    ["play 3c", "play 2h", "play 6c", "play Qs"], score=(11, 11))
    met |= {why(iron, "play 6d")["code"], why(iron, "cover 6d")["code"], "blind-card"}
    start = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]])
    raised = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]], ["raise"])
    eleven = scenario([["7h", "Kc", "4s"], ["Qh", "3s", "Ac"]], score=(11, 5))
    met |= {why(start, "raise")["code"], why(start, "fold")["code"],
            *(why(raised, a)["code"] for a in ("accept", "fold", "raise")),
            why(eleven, "accept")["code"], why(eleven, "fold")["code"]}
    assert met == set(CODES)


# -- in the analysis ----------------------------------------------------------------------------


def test_the_analysis_gives_every_action_its_reason_by_the_model_and_by_the_solved_game() -> None:
    hand = play(ANSWER_7H)
    view = observe(hand, 1)
    for model in ("greedy", "solved"):
        result = analyse(view, worlds=40, model=model).to_json()
        assert result["model"] == model
        for entry in result["actions"]:
            assert entry["reason"] == reason(view, entry["action"], win=entry["win"]), model
    greedy = analyse(view, worlds=40, model="greedy").to_json()
    raise_ = next(a for a in greedy["actions"] if a["action"] == "raise")
    assert raise_["reason"]["win"] == raise_["win"], "a call quotes the coach's own chance"


# -- properties over random positions ---------------------------------------------------------------


def position(seed: int) -> Hand:
    """A random hand of a random preset and score, a few random moves in (never over)."""
    rng = random.Random(seed)
    preset = PRESETS[seed % len(PRESETS)]
    e = ELEVEN_AT[preset]
    score = [(0, 0), (e, 2), (3, e), (e, e), (6, 9)][rng.randrange(5)]
    hand = random_hand(Rules.preset(preset), rng.choice([2, 4]), score, seed)
    for _ in range(rng.randrange(0, 10)):
        moves = [a for a in hand.legal_actions() if a.kind is not Kind.FOLD]
        if hand.finished or not moves:
            break
        hand.apply(rng.choice(moves))
        if hand.finished:
            hand.undo()
            break
    return hand


@settings(max_examples=300, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.floats(0, 1))
def test_a_reason_never_fails_has_a_known_code_and_names_only_cards_the_seat_sees(
        seed: int, win: float) -> None:
    hand = position(seed)
    seat = hand.to_act
    assert seat is not None
    view = observe(hand, seat)
    seen = {str(c) for c in view.seen_cards()} | {"covered"}
    for action in view.legal:
        found = reason(view, action, win=win)
        assert found["code"] in CODES, found
        for key in ("card", "beaten", "kept", "cheaper", "tied", "partner", "lowest"):
            if key in found:
                assert found[key] in seen, (found, key)
        if "need" in found:
            assert 0 <= found["need"] < 0.5
        if found["code"] in ("raise", "reraise", "accept", "play-eleven"):
            assert found["win"] == round(win, 3)
        if len(view.table) == hand.players - 1 and found["code"] in ROUND_GOES:
            check_round(hand, action, found["code"], seat)


#: Where the round goes when the seat plays last in it, by code: its own team, the others, a tie.
ROUND_GOES = {"wins-hand": "ours", "wins-round-cheaply": "ours", "wins-round": "ours",
              "wins-round-high": "ours", "partner-holds": "ours", "partner-holds-high": "ours",
              "ties-wins-hand": "tie", "ties-round": "tie", "cannot-win": "theirs",
              "cannot-win-high": "theirs", "keeps-best": "theirs"}


def check_round(hand: Hand, action: Action, code: str, seat: int) -> None:
    """The reason of the round's last card holds once it is played: the round and, where the
    reason says so, the hand go where it says."""
    after = hand.copy()
    after.apply(action)
    team = seat % 2
    winner = after.rounds[-1].winner
    expected = {"ours": team, "theirs": 1 - team, "tie": None}[ROUND_GOES[code]]
    assert winner == expected, code
    if code in ("wins-hand", "ties-wins-hand"):
        assert after.outcome is not None and after.outcome.winner == team, code
