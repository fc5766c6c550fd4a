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
(:func:`solved_analysis`), and the decision of a heads-up hand of eleven by the solved locked
hand (:func:`solved_eleven`: the same answer as the eleven page). An action that ends the hand
at once (a fold, a declined hand of eleven, a surrender) is worth exactly what the rules pay.

Each action also has ``reason``: what the move does, as a code and its parameters
(:mod:`truco.coach.reasons`: ``{"code": "wins-round-cheaply", "card": "Qh", ...}``), from the seat's
observation and, for a call, the chance the coach gives it.

Each action also has ``match``: the team's chance of winning the match once the hand is over
(:mod:`truco.coach.equity`: near the end of a match a point can be worth the match, and three points no
more than one). ``choice`` is what the ``coach`` bot plays: the best chance of winning the match,
then the most points. The answer is typed (:mod:`truco.coach.answer`); grades
(:mod:`truco.coach.grades`) measure the points an action loses against the best one.

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "score": [11, 11],  # the iron hand: worth 3, locked
...                            "hands": [["3c", "Kh", "6c"], ["2h", "Qs", "6d"]],
...                            "actions": ["play 3c", "play 2h", "play 6c", "play Qs"]}).play()
>>> result = analyse(observe(hand, 1))  # one win each: seat 1 leads round 3 with 6d
>>> result.method, result.header.worlds, result.choice
('exact', 34, 'play 6d')
>>> [(a.action, a.ev, a.win) for a in result.actions]
[('play 6d', -2.47, 0.088), ('cover 6d', -3.0, 0.0), ('fold', -3.0, 0.0)]
>>> [a.reason["code"] for a in result.actions]
['last-card', 'cover', 'surrender']
"""

from __future__ import annotations

import math
import random

from truco.coach.answer import ENDING, Analysis, AnalysisError, Header, Measure, answer
from truco.coach.equity import MatchOdds
from truco.core.actions import Action, Kind
from truco.core.hand import HandKind, Meaning, Phase
from truco.core.seats import team_of
from truco.observation import Observation
from truco.search import model
from truco.search.belief import Belief
from truco.search.policy import belief_for
from truco.search.simulate import seat_powers, simulate
from truco.search.worlds import Fill, Knowledge, exact_fills, resampled_fills
from truco.solved.eleven import ElevenDecision, eleven_decision
from truco.solved.ladder import solution_for
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
#: The judges :func:`analyse` may use (see there).
MODELS = ("auto", "solved", MODEL, GREEDY)


def analyse(observation: Observation, *, seed: int = 0, worlds: int = DEFAULT_WORLDS,
            model: str = "auto") -> Analysis:
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
        solved = solved_eleven(view) or solved_analysis(view)
        if solved is not None:
            return solved.asked(seed=seed, budget=worlds)
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
    odds = MatchOdds.of(view)
    results = _evaluate(knowledge, evaluated, [legal[i] for i in open_], team,
                        blind=view.blind, odds=odds)
    # every action's (net points, won, match) in every world; a fold's are the same everywhere
    rows: list[list[tuple[float, float, float]]] = []
    for i in range(len(legal)):
        if i in open_:
            rows.append(results[open_.index(i)])
            continue
        pays = choices[i].pays
        assert pays is not None  # an action that ends the hand says what it pays
        paid = (0, pays) if team == 0 else (pays, 0)
        rows.append([(-float(pays), 0.0, odds.after(paid))] * len(evaluated))
    sampled = method == "sampled"
    measures = []
    for i in range(len(legal)):
        ev, half = _mean(weights, [r[0] for r in rows[i]], sampled=sampled and i in open_)
        measures.append(Measure(ev=ev, half=half,
                                win=_mean(weights, [r[1] for r in rows[i]], sampled=False)[0],
                                match=_mean(weights, [r[2] for r in rows[i]], sampled=False)[0]))
    header = Header.of(view, method=method, worlds=worlds_seen, evaluated=len(evaluated),
                       model=judge, weighted=weighed, calls=len(belief.decisions), seed=seed,
                       budget=worlds, unsolved="asked" if model in (MODEL, GREEDY)
                       else unsolved_reason(view))
    return answer(view, measures, header=header)


def unsolved_reason(view: Observation) -> str:
    """Why no shipped solution judges this position (:attr:`Header.unsolved`): pairs, rules
    none ships for, the blind iron hand, a locked hand's play after its first card, or a line of
    play the solution never reaches."""
    if view.players != 2:
        return "pairs"
    if view.blind:
        return "blind"
    if view.kind is not HandKind.NORMAL:
        return "locked"
    if solution_for(view.rules, view.vira) is None or view.rules.exposed_card:
        return "rules"  # none ships, or one of other rules that cannot value the exposed card
    return "line"


def solved_analysis(view: Observation) -> Analysis | None:
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
    odds = MatchOdds.of(view)

    def scorer(winner: int, mine: int, theirs: int) -> tuple[float, ...]:
        paid = (mine, theirs) if team == 0 else (theirs, mine)
        return (float(mine - theirs), 1.0 if winner == 1 else 0.0, odds.after(paid))

    found = solved_values(view, scorer)
    if found is None:
        return None
    measures = []
    for action, choice in zip(view.legal, view.choices, strict=True):
        if choice.step.meaning in ENDING:
            pays = choice.pays
            assert pays is not None
            paid = (0, pays) if team == 0 else (pays, 0)
            ev, win, match = -float(pays), 0.0, odds.after(paid)
        else:
            value = found.values.get(str(action))
            if value is None:
                return None  # an action the solved tree cannot value: the model judges
            ev, win, match = value
        measures.append(Measure(ev=ev, win=win, match=match,
                                probability=found.strategy.get(str(action), 0.0)))
    other = [s for s in view.history if s.seat != view.seat]
    header = Header.of(view, method="solved", worlds=found.hands, evaluated=found.hands,
                       model="solved", weighted=bool(other), calls=len(other),
                       solved_for=found.solved_for)
    return answer(view, measures, header=header, exploitability=found.exploitability,
                  iterations=found.iterations)


def solved_eleven(view: Observation) -> Analysis | None:
    """A heads-up hand of eleven waiting for its decision, judged by the shipped solution of the
    locked hand (:func:`eleven_analysis`): the one judge of that decision, the same answer as the
    eleven page's (op ``eleven_solution``). ``None`` elsewhere (pairs, rules it does not cover)."""
    if view.phase is not Phase.ELEVEN or view.players != 2 or view.decider != view.seat:
        return None
    decision = eleven_decision(view.rules, view.vira, view.own, decider_is_mao=view.seat == view.mao)
    return None if decision is None else eleven_analysis(view, decision)


def eleven_analysis(view: Observation, decision: ElevenDecision) -> Analysis:
    """The decision of a heads-up hand of eleven as the shipped solution values it (``decision``:
    :func:`truco.solved.eleven.eleven_decision` for the deciding seat's cards): accepting is worth
    the points it brings on average and wins the hand as often as the solution says, played as
    often as the solution accepts; declining pays what the rules say. An analysis like the
    others (``method`` ``"solved"``), so that :func:`truco.coach.grades.grade` grades its two
    actions the way it grades any move."""
    team = team_of(view.seat)
    odds = MatchOdds.of(view)
    value = view.rules.eleven_value
    win = decision["win_chance"]
    lose = min(1.0, max(0.0, win - decision["value_accept"] / value))  # the rest: no winner
    won = (value, 0) if team == 0 else (0, value)
    lost = (0, value) if team == 0 else (value, 0)
    accepted = (win * odds.after(won) + lose * odds.after(lost)
                + (1 - win - lose) * odds.after((0, 0)))
    p = decision["accept_probability"]
    measures = []
    for choice in view.choices:
        if choice.step.meaning is Meaning.ACCEPT_ELEVEN:
            measures.append(Measure(ev=decision["value_accept"], win=win, match=accepted,
                                    probability=p))
        else:
            pays = choice.pays
            assert pays is not None  # declining says what it pays
            paid = (0, pays) if team == 0 else (pays, 0)
            measures.append(Measure(ev=-float(pays), win=0.0, match=odds.after(paid),
                                    probability=1 - p))
    header = Header.of(view, method="solved", model="solved")
    return answer(view, measures, header=header, exploitability=decision["exploitability"],
                  iterations=decision["iterations"])


def _evaluate(knowledge: Knowledge, fills: list[Fill], actions: list[Action], team: int, *,
              blind: bool, odds: MatchOdds) -> list[list[tuple[float, float, float]]]:
    """For each action its (net points, won, match won) in each world."""
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
                        odds.after(points)))
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
