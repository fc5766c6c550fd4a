"""The replay result: what ``python -m truco replay`` prints for a scenario (full information).

>>> sc = Scenario.from_json({"vira": "4h", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
...                         "actions": ["raise", "raise", "fold"]})
>>> r = replay(sc)
>>> r["winner"], r["points"], r["ruling"]["code"]
(1, [0, 3], 'fold-pays-previous')
>>> [(s["meaning"], s.get("call")) for s in r["history"]]
[('raise', 'truco'), ('reraise', 'seis'), ('fold', 'seis')]
"""

from __future__ import annotations

from typing import Any

from truco.hand import Hand
from truco.observation import author_text, choices, history, ladder_view, outcome_view, play_view
from truco.scenario import Scenario
from truco.seats import seat_facts
from truco.strength import manilhas


def replay(scenario: Scenario) -> dict[str, Any]:
    """Apply the scenario's actions and describe the result (raises on the first bad action)."""
    return describe(scenario.play())


def describe(hand: Hand) -> dict[str, Any]:
    """The replay result of a hand: DESIGN.md's fields plus explanations."""
    outcome = outcome_view(hand)
    pending = hand.pending
    kind_ruling = hand.kind_ruling
    return {
        "finished": hand.finished,
        "winner": outcome["winner"] if outcome else None,
        "points": outcome["points"] if outcome else [0, 0],
        "score": outcome["score"] if outcome else list(hand.score),
        "match_winner": outcome["match_winner"] if outcome else None,
        "value": hand.value,
        "rounds": [r.winner for r in hand.rounds],
        "to_act": hand.to_act,
        "legal": [author_text(a) for a in hand.legal_actions()],
        # explanations
        "ruling": outcome["ruling"] if outcome else None,
        "match_rulings": outcome["match_rulings"] if outcome else [],
        "round_details": [{"plays": [play_view(p, None) for p in r.plays], "winner": r.winner,
                           "lead": r.lead, "ruling": r.ruling.to_json(),
                    "lead_ruling": r.lead_ruling.to_json()} for r in hand.rounds],
        "table": [play_view(p, None) for p in hand.table],
        "hands": [[str(c) for c in held] for held in hand.hands],
        "history": history(hand, None),
        "choices": choices(hand, None),
        "seats": seat_facts(hand.players, dealer=hand.dealer),
        "players": hand.players,
        "kind": hand.kind.value,
        "kind_ruling": None if kind_ruling is None else kind_ruling.to_json(),
        "phase": hand.phase.value,
        "round": hand.round_number,
        "blind": hand.blind,
        "mao": hand.mao,
        "dealer": hand.dealer,
        "decider": hand.decider,
        "start_score": list(hand.score),
        "target": hand.rules.target,
        "manilhas": [str(c) for c in manilhas(hand.rules, hand.deal.vira)],
        "pending": None if pending is None else {
            "raiser": pending.raiser, "responder": pending.responder,
            "offer": hand.rules.ladder[pending.offer]},
        "ladder": ladder_view(hand),
    }
