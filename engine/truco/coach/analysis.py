"""The coach's analysis: what every legal action of the seat to act is worth, from its observation.

For each legal action: the expected points of the hand for the acting team (its points minus the
other team's, before the match cap), the chance that the team wins the hand, a 95% interval when
the value was sampled, and which action(s) are best.

How values are obtained: the hidden cards are dealt in every way consistent with what the seat has
seen (``method: "exact"``: every world enumerated, cards of equal strength counted together) or in
a sample of such ways (``"sampled"``). Each world is weighted by how well it explains the other
seats' raises and accepts (``weighted``). In each world every action is tried and the rest of the
hand is played by the model player for every seat, each seat deciding from what it may see in
that world only (``model``: ``"fitted"``, the others' calls read with thresholds fitted to the
solved heads-up hand, :mod:`truco.search.policy`; or ``"greedy"``, the model's own thresholds).
Heads-up positions the shipped solution covers are judged by the solved game instead
(:func:`solved_analysis`). An action that ends the hand at once (a fold, a declined hand of
eleven, a surrender) is worth exactly what the rules pay.

Each action also has ``reason``: what the move does, as a code and its parameters
(:mod:`truco.coach.reasons`: ``{"code": "wins-round-cheaply", "card": "Qh", ...}``), from the seat's
observation and, for a call, the chance the coach gives it.

Each action also has ``match``: the team's chance of winning the match once the hand is over
(:mod:`truco.coach.equity`: near the end of a match a point can be worth the match, and three points no
more than one). ``choice`` is what the ``coach`` bot plays: the best chance of winning the match,
then the most points. Grades (:func:`grade`)
measure the points an action loses against the best one, on the scale of the points at stake in
the decision (see :data:`GRADES`).

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "score": [11, 11],  # the iron hand: worth 3, locked
...                            "hands": [["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
...                            "actions": ["play 3c", "play 2h", "play 6c", "play Qs"]}).play()
>>> result = analyse(observe(hand, 1))  # one win each: seat 1 leads round 3 with 6d
>>> result["method"], result["worlds"], result["choice"]
('exact', 34, 'play 6d')
>>> [(a["action"], a["ev"], a["win"]) for a in result["actions"]]
[('play 6d', -2.47, 0.088), ('cover 6d', -3.0, 0.0), ('fold', -3.0, 0.0)]
>>> [a["reason"]["code"] for a in result["actions"]]
['last-card', 'cover', 'surrender']
>>> grade(result, "cover 6d")["grade"], grade(result, "cover 6d")["loss"]
('good', 0.53)
"""

from __future__ import annotations

import math
import random
from typing import Any

from truco.coach.equity import after, equity
from truco.coach.reasons import choice_reason
from truco.core.actions import Action, Kind
from truco.core.errors import TrucoError
from truco.core.hand import Meaning
from truco.core.seats import team_of
from truco.observation import Observation
from truco.search import model
from truco.search.belief import Belief
from truco.search.policy import belief_for
from truco.search.simulate import seat_powers, simulate
from truco.search.worlds import Fill, Knowledge, exact_fills, resampled_fills
from truco.solved.values import solved_values

#: The model that plays the rest of the hand in every world, for every seat (the model player,
#: :mod:`truco.search.model`, with its own thresholds), and weighs the others' calls: ``fitted``
#: reads them with thresholds fitted to the solved heads-up hand (:mod:`truco.search.policy`),
#: ``greedy`` with the model's own (as before the fit).
MODEL = "fitted"
GREEDY = "greedy"
THRESHOLDS = model.DEFAULT
#: Worlds evaluated by default: enumerated when every consistent world fits, else sampled.
DEFAULT_WORLDS = 400
#: Every consistent world is enumerated when there are at most this many times ``worlds`` of them
#: (no sampling noise, and a position with few hidden cards is cheap to play out).
EXACT_FACTOR = 3
#: The most worlds a caller may ask for.
MAX_WORLDS = 5000
#: Uniform draws per sampled world when calls weigh them: the worlds evaluated are resampled from
#: these by plausibility, so the budget goes to the worlds that explain the calls.
CANDIDATES = 2
#: Meanings of actions that end the hand at once (their value is what the rules pay).
ENDING = (Meaning.FOLD, Meaning.SURRENDER, Meaning.DECLINE_ELEVEN)

#: Grades by the points lost against the best action, as a share of the points at stake in the
#: decision (the hand's value, or the offer when the action compared raises or answers a raise).
#: With EV = stake * (2 * win chance - 1), a share ``r`` of the stake is ``r / 2`` of the hand's
#: win chance: the bounds are lichess's 10, 20 and 30 percentage points of winning chances.
GRADES: tuple[tuple[str, float], ...] = (("good", 0.2), ("inaccuracy", 0.4), ("mistake", 0.6),
                                         ("blunder", math.inf))
#: How far below the best value an action the solved strategy plays may be and still count as
#: best. In an exact equilibrium every action of a mix is worth the same; the shipped solution is
#: not exact (its exploitability is reported), and where a line is rare it keeps small leftovers
#: on poor actions (a truco at -3.76 played 7% of the time beside a fold at -1.0). The coach judges
#: by value: such a leftover is graded by what it loses, like any other move, and is not in the mix.
MIX_SLACK = 0.05
#: Every grade an action may get, best first: ``best`` (a top action), then :data:`GRADES`.
GRADE_NAMES: tuple[str, ...] = ("best", *(name for name, _ in GRADES))


#: The judges :func:`analyse` may use (see there).
MODELS = ("auto", "solved", MODEL, GREEDY)


class AnalysisError(TrucoError):
    """An observation that cannot be analysed: nobody is to act, or not this seat."""

    code = "hand-over"


def analyse(observation: Observation, *, seed: int = 0, worlds: int = DEFAULT_WORLDS,
            model: str = "auto") -> dict[str, Any]:
    """The analysis of the seat's position (see the module's docstring for the fields).

    ``model`` is the judge: ``"solved"`` (heads-up normal hands the shipped solution covers:
    :func:`solved_analysis`), ``"fitted"`` (the model's playouts, the others' calls read with
    thresholds fitted to the solution), ``"greedy"`` (the model's own thresholds throughout),
    ``"auto"`` (solved where it applies, else fitted)."""
    legal = observation.legal
    view = observation
    if not legal:
        if view.to_act is None:
            raise AnalysisError("the hand is over: no one is to act", code="hand-over")
        raise AnalysisError(f"seat {view.seat} is not to act: seat {view.to_act} is",
                            code="not-your-turn", seat=view.seat, to_act=view.to_act)
    if not 1 <= worlds <= MAX_WORLDS:
        raise AnalysisError(f"worlds must be from 1 to {MAX_WORLDS}", code="bad-request",
                            argument="worlds")
    if model not in MODELS:
        raise AnalysisError(f"model must be one of {', '.join(MODELS)}", code="bad-request",
                            argument="model")
    if model not in (MODEL, GREEDY):
        solved = solved_analysis(view)
        if solved is not None:
            return {**solved, "seed": seed, "budget": worlds}
        if model == "solved":
            raise AnalysisError("the solved hand does not cover this position (pairs, a hand "
                                "of eleven, a blind hand, other rules, or a line of play it "
                                "never reaches)", code="no-solution")
    choices = view.choices
    team = team_of(view.seat)
    open_ = [i for i, c in enumerate(choices) if c.step.meaning not in ENDING]
    judge = GREEDY if model == GREEDY else MODEL
    belief = Belief(view, THRESHOLDS if judge == GREEDY else belief_for(view.rules))
    knowledge = belief.knowledge
    weighed = bool(belief.decisions)
    fills = exact_fills(knowledge, EXACT_FACTOR * worlds)
    method = "exact" if fills is not None else "sampled"
    if fills is None:  # drawn in proportion to their plausibility
        drawn = resampled_fills(knowledge, random.Random(seed), worlds, candidates=CANDIDATES,
                                weigh=belief.likelihood if weighed else None)
        weights = [weight for _, weight in drawn]
        worlds_seen = worlds
    else:  # every world, as many times as the deals it stands for, by its plausibility
        weights = [count * belief.likelihood(fill) for fill, count in fills]
        worlds_seen = sum(count for _, count in fills)
    evaluated = [fill for fill, _ in (fills if fills is not None else drawn)]
    score = view.score
    results = _evaluate(knowledge, evaluated, [legal[i] for i in open_], team,
                        blind=view.blind, score=score)
    # every action's (net points, won, match) in every world; a fold's are the same everywhere
    rows: list[list[tuple[float, float, float]]] = []
    for i in range(len(legal)):
        if i in open_:
            rows.append(results[open_.index(i)])
            continue
        pays = choices[i].pays
        assert pays is not None  # an action that ends the hand says what it pays
        paid = (0, pays) if team == 0 else (pays, 0)
        rows.append([(-float(pays), 0.0, after(view.rules, score, paid, team))] * len(evaluated))
    sampled = method == "sampled"
    actions = []
    for i, (action, choice) in enumerate(zip(legal, choices, strict=True)):
        said = choice.to_json()  # what the action would mean, as the seat may read it
        entry: dict[str, Any] = {"action": str(action), "meaning": said["meaning"]}
        for key in ("call", "offer", "pays", "card", "slot"):
            if key in said:
                entry[key] = said[key]
        ev, half = _mean(weights, [r[0] for r in rows[i]], sampled=sampled and i in open_)
        entry.update(ev=round(ev, 2) + 0.0,  # no -0.0
                     ci95=None if half is None else [round(ev - half, 2) + 0.0,
                                                     round(ev + half, 2) + 0.0],
                     win=round(_mean(weights, [r[1] for r in rows[i]], sampled=False)[0], 3),
                     match=round(_mean(weights, [r[2] for r in rows[i]], sampled=False)[0], 3),
                     exact=not sampled or i not in open_)
        entry["reason"] = choice_reason(view, choice, win=entry["win"])
        actions.append(entry)
    top = max(a["ev"] for a in actions)
    for entry in actions:
        entry["best"] = entry["ev"] == top
    # the coach plays for the match: the best chance to win it, then the best points
    pick = max(actions, key=lambda a: (a["match"], a["ev"], -actions.index(a)))
    return {"seat": view.seat, "team": team, "method": method,
            "worlds": worlds_seen, "evaluated": len(evaluated), "model": judge,
            "weighted": weighed, "calls": len(belief.decisions), "seed": seed,
            "budget": worlds, "value": view.value, "stake": _stake(view),
            "match": round(equity(view.rules)[score[team]][score[1 - team]], 3),
            "choice": pick["action"], "actions": actions}


def solved_analysis(view: Observation) -> dict[str, Any] | None:
    """The analysis by the solved game (:mod:`truco.solved.values`), ``None`` where it does not
    apply. Every action is valued exactly (no interval) as the points the hand brings when both
    seats then follow the shipped solution; ``method`` and ``model`` are ``"solved"`` and the
    answer says how good the solution is (``exploitability``, points per hand, of what ships).
    Each action also has ``probability``: how often the solution plays it here. Where the
    solution mixes (``mixes``: two or more actions with a positive probability, each within
    :data:`MIX_SLACK` of the best value) every action in the mix is best; so is any action worth
    the most. ``choice`` is the most frequent of the best actions in the solution (the most
    points where it plays none of them)."""
    team = team_of(view.seat)
    score = view.score
    rules = view.rules

    def scorer(winner: int, mine: int, theirs: int) -> tuple[float, ...]:
        paid = (mine, theirs) if team == 0 else (theirs, mine)
        return (float(mine - theirs), 1.0 if winner == 1 else 0.0,
                after(rules, score, paid, team))

    found = solved_values(view, scorer)
    if found is None:
        return None
    actions = []
    for action, choice in zip(view.legal, view.choices, strict=True):
        said = choice.to_json()
        entry: dict[str, Any] = {"action": str(action), "meaning": said["meaning"]}
        for key in ("call", "offer", "pays", "card", "slot"):
            if key in said:
                entry[key] = said[key]
        if choice.step.meaning in ENDING:
            pays = choice.pays
            assert pays is not None
            paid = (0, pays) if team == 0 else (pays, 0)
            ev, win, match = -float(pays), 0.0, after(rules, score, paid, team)
        else:
            value = found.values.get(str(action))
            if value is None:
                return None  # an action the solved tree cannot value: the model judges
            ev, win, match = value
        entry.update(ev=round(ev, 2) + 0.0, ci95=None, win=round(win, 3),
                     match=round(match, 3), exact=True,
                     probability=round(found.strategy.get(str(action), 0.0), 3))
        entry["reason"] = choice_reason(view, choice, win=entry["win"])
        actions.append(entry)
    top = max(a["ev"] for a in actions)
    for entry in actions:
        entry["best"] = entry["ev"] == top or (entry["probability"] > 0
                                               and top - entry["ev"] <= MIX_SLACK)
    mixed = [{"action": a["action"], "probability": a["probability"]}
             for a in actions if a["probability"] > 0 and a["best"]]
    best = [a for a in actions if a["best"]]
    if any(a["probability"] > 0 for a in best):
        pick = max(best, key=lambda a: (a["probability"], a["ev"], -actions.index(a)))
    else:
        pick = max(best, key=lambda a: (a["ev"], a["match"], -actions.index(a)))
    other = [s for s in view.history if s.seat != view.seat]
    return {"seat": view.seat, "team": team, "method": "solved", "worlds": found.hands,
            "evaluated": found.hands, "model": "solved", "weighted": bool(other),
            "calls": len(other), "value": view.value, "stake": _stake(view),
            "match": round(equity(rules)[score[team]][score[1 - team]], 3),
            "exploitability": found.exploitability, "iterations": found.iterations,
            "mixes": mixed if len(mixed) > 1 else [], "choice": pick["action"],
            "actions": actions}


def _evaluate(knowledge: Knowledge, fills: list[Fill], actions: list[Action], team: int, *,
              blind: bool, score: tuple[int, int]) -> list[list[tuple[float, float, float]]]:
    """For each action its (net points, won, match won) in each world."""
    rules = knowledge.view.rules
    results: list[list[tuple[float, float, float]]] = [[] for _ in actions]
    positions = [i for i, a in enumerate(actions) if blind and a.kind is Kind.PLAY]
    for fill in fills:
        world = knowledge.build(fill)
        powers = seat_powers(world)  # the same for every action tried in this world
        memo: dict[tuple[object, ...], float] = {}
        row = []
        for action in actions:
            world.apply(action)
            points, winner = simulate(world, THRESHOLDS, powers=powers, memo=memo)
            world.undo()
            row.append((float(points[team] - points[1 - team]), 1.0 if winner == team else 0.0,
                        after(rules, score, points, team)))
        if len(positions) > 1:  # unseen cards by position are alike: each is worth their mean
            mean = tuple(math.fsum(row[i][k] for i in positions) / len(positions) for k in range(3))
            for i in positions:
                row[i] = (mean[0], mean[1], mean[2])
        for i, value in enumerate(row):
            results[i].append(value)
    return results


def _mean(weights: list[float], values: list[float], *, sampled: bool) -> tuple[float, float | None]:
    """The weighted mean and, when sampled, the half-width of its 95% interval (normal
    approximation for a self-normalised weighted mean). Sums are exact (``fsum``): the same
    in every Python version."""
    total = math.fsum(weights)
    mean = math.fsum(w * v for w, v in zip(weights, values, strict=True)) / total
    if not sampled:
        return mean, None
    var = math.fsum((w * (v - mean)) * (w * (v - mean))
                    for w, v in zip(weights, values, strict=True)) / (total * total)
    return mean, 1.96 * math.sqrt(var)


def _stake(view: Observation) -> int:
    """The points at stake in this decision: the hand's value, or what a raise would make it."""
    pending = view.pending
    return view.value if pending is None else pending.offer


def grade(analysis: dict[str, Any], action: str | Action) -> dict[str, Any]:
    """The grade of ``action`` in an analysis: ``{"grade", "loss", "best", "share", "stake"}``.

    ``loss`` is the points it gives up against the best action; ``share`` that loss as a share of
    the points at stake between the two (the hand's value, or the offer if either raises or
    answers a raise). A forced move (one legal action) is never graded: ``grade`` is ``None``.
    """
    actions = analysis["actions"]
    text = str(action)
    entry = next((a for a in actions if a["action"] == text), None)
    if entry is None:
        raise AnalysisError(f"{text!r} is not one of the analysed actions", code="illegal-action",
                            action=text)
    best = [a["action"] for a in actions if a["best"]]
    if len(actions) == 1:
        return {"grade": None, "forced": True, "loss": 0.0, "best": best, "share": 0.0,
                "stake": analysis["stake"]}
    top = max(actions, key=lambda a: a["ev"])
    loss = round(max(0.0, top["ev"] - entry["ev"]), 2)  # values are shown to 2 decimals
    stake = max(analysis["stake"], _offer(entry), _offer(top))
    share = round(loss / stake, 3) if stake else 0.0
    name = "best" if entry["best"] else next(g for g, bound in GRADES if share < bound)
    return {"grade": name, "forced": False, "loss": loss, "best": best, "share": share,
            "stake": stake}


def _offer(entry: dict[str, Any]) -> int:
    """The value a raise offers (0 for other actions)."""
    return int(entry.get("offer", 0)) if entry["meaning"] in ("raise", "reraise") else 0
