"""The replay result: what ``python -m truco replay`` prints for a scenario.

>>> sc = Scenario.from_json({"vira": "4h", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
...                         "actions": ["raise", "raise", "fold"]})
>>> r = replay(sc)
>>> r["winner"], r["points"], r["ruling"]["code"]
(1, [0, 3], 'fold-pays-previous')
"""

from __future__ import annotations

from typing import Any

from truco.hand import Hand
from truco.match import add_points
from truco.rounds import Play
from truco.scenario import Scenario
from truco.strength import manilhas


def replay(scenario: Scenario) -> dict[str, Any]:
    """Apply the scenario's actions and describe the result (raises on the first bad action)."""
    return describe(scenario.play())


def _play(p: Play) -> dict[str, Any]:
    return {"seat": p.seat, "card": str(p.card), "covered": p.covered}


def describe(hand: Hand) -> dict[str, Any]:
    """The replay result of a hand: DESIGN.md's fields plus explanations."""
    outcome = hand.outcome
    points = list(outcome.points) if outcome else [0, 0]
    score = add_points(hand.score, outcome.points, hand.rules.target) if outcome else hand.score
    match_winner = next((t for t in (0, 1) if score[t] >= hand.rules.target), None)
    pending = hand.pending
    return {
        "finished": hand.finished,
        "winner": outcome.winner if outcome else None,
        "points": points,
        "score": list(score),
        "match_winner": match_winner,
        "value": hand.value,
        "rounds": [r.winner for r in hand.rounds],
        "to_act": hand.to_act,
        "legal": [str(a) for a in hand.legal_actions()],
        # explanations
        "ruling": outcome.ruling.to_json() if outcome else None,
        "round_details": [{"plays": [_play(p) for p in r.plays], "winner": r.winner,
                           "lead": r.lead, "ruling": r.ruling.to_json()} for r in hand.rounds],
        "table": [_play(p) for p in hand.table],
        "kind": hand.kind.value,
        "phase": hand.phase.value,
        "blind": hand.blind,
        "mao": hand.mao,
        "dealer": hand.dealer,
        "decider": hand.decider,
        "manilhas": [str(c) for c in manilhas(hand.rules, hand.deal.vira)],
        "pending": None if pending is None else {
            "raiser": pending.raiser, "responder": pending.responder,
            "offer": hand.rules.ladder[pending.offer]},
        "ladder": {"steps": list(hand.rules.ladder), "step": hand.step, "locked": hand.locked,
                   "next_offer": hand.next_offer(), "last_raiser_team": hand.last_raiser_team,
                   "may_raise": [t for t in (0, 1) if hand.may_raise(t)]},
    }
