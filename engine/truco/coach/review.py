"""The review of a finished hand: every decision one seat made in it, analysed and graded.

Each decision is analysed from the seat's observation at that moment (rebuilt by replaying the
hand's history up to it), so the review knows exactly what the seat knew then and nothing more;
what it shows of the hand afterwards is what the rules showed (the cards played face up, the
outcome), never another seat's unplayed or covered card.

>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh", "play 2h", "play Qs", "play Ac",
...                                        "play 3c", "play 6d"]}).play()
>>> r = review(hand, seat=0)
>>> [d["action"] for d in r["decisions"]], r["decisions"][0]["grade"] in GRADE_NAMES
(['play Kh', 'play Ac', 'play 3c'], True)
"""

from __future__ import annotations

import math
from typing import Any

from truco.coach.analysis import DEFAULT_WORLDS, analyse
from truco.coach.grades import GRADE_NAMES, grade
from truco.core.errors import IllegalAction
from truco.core.hand import Hand
from truco.observation import Observation, observe
from truco.view import outcome

#: The grades, best first (the summary counts each).


def review(hand: Hand, *, seat: int = 0, seed: int = 0,
           worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
    """Every decision ``seat`` made in the finished ``hand``: its analysis then and its grade."""
    if not hand.finished:
        raise IllegalAction("the hand is not over: a hand is reviewed once it has ended",
                            code="hand-not-over")
    if not 0 <= seat < hand.players:
        raise ValueError(f"no seat {seat} in a {hand.players}-player hand")
    replay = Hand(hand.rules, hand.deal, dealer=hand.dealer, score=hand.score)
    decisions: list[dict[str, Any]] = []
    for index, step in enumerate(hand.log):
        if step.seat == seat:
            observation = observe(replay, seat)
            action = str(step.action)  # as the seat's legal list names it (blind: "play #2")
            entry: dict[str, Any] = {"index": index, "round": step.round, "action": action,
                                     "meaning": step.meaning.value,
                                     "position": _position(observation)}
            if len(observation.legal) == 1:
                entry.update(grade=None, forced=True)
            else:
                analysis = analyse(observation, seed=seed, worlds=worlds)
                entry.update(grade(analysis, action).to_json(), analysis=analysis.to_json())
            decisions.append(entry)
        replay.apply(step.action)
    graded = [d for d in decisions if d["grade"] is not None]
    return {"seat": seat, "decisions": decisions,
            "summary": {"decisions": len(decisions), "graded": len(graded),
                        "grades": {g: sum(1 for d in graded if d["grade"] == g)
                                   for g in GRADE_NAMES},
                        # points given away; where the score made a decision one of the
                        # match, the chance to win it given away, apart (not points)
                        "loss": round(math.fsum(d["loss"] for d in graded
                                                if d.get("by") != "match"), 2),
                        "match_loss": round(math.fsum(d["loss"] for d in graded
                                                      if d.get("by") == "match"), 3),
                        "by_match": sum(1 for d in graded if d.get("by") == "match")},
            "outcome": None if (done := outcome(hand)) is None else done.to_json()}


def _position(observation: Observation) -> dict[str, Any]:
    """The decision's position in brief, as the seat saw it."""
    data = observation.to_json()
    seat = observation.seat
    return {"round": data["round"], "phase": data["phase"], "hand": data["hands"][seat],
            "slots": data["slots"][seat], "table": data["table"], "value": data["value"],
            "pending": data["pending"], "score": data["start_score"], "kind": data["kind"]}
