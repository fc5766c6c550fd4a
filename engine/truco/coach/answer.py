"""The coach's answer, typed: what each legal action is worth (:class:`ActionValue`) and the whole
answer at a position (:class:`Analysis`), built in one place (:func:`answer`) whatever the judge.

The judges differ only in how they measure an action (:class:`Measure`): the model's playouts
over the worlds a seat cannot tell apart (``exact`` or ``sampled``), the solved game (``solved``,
with how often the solution plays each action), or one deal with every card known (``open``).
Everything else is shared: the action's meaning as the seat may read it, its reason, which
actions are best, the coach's choice, and (in the JSON) each action's grade. ``to_json()`` gives
the facade's JSON (the contract ``kit/protocol-types.js`` writes down).

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "5s", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> seen = observe(hand, 1)
>>> found = answer(seen, [Measure(ev=1.0, win=0.6, match=0.55)] * 4
...                + [Measure(ev=-1.0, win=0.0, match=0.4)], header=Header.of(seen, method="open"))
>>> found.choice, found.best, found.action("fold").ev
('play 2h', ('play 2h', 'play 5s', 'play 6d', 'raise'), -1.0)
>>> found.to_json()["actions"][0]["reason"]["code"]
'wins-round-cheaply'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from truco.coach.equity import MatchOdds
from truco.coach.grades import grade
from truco.coach.reasons import choice_reason
from truco.core.errors import TrucoError
from truco.core.hand import Meaning
from truco.core.seats import team_of
from truco.observation import Observation

#: Meanings of actions that end the hand at once (their value is what the rules pay).
ENDING = (Meaning.FOLD, Meaning.SURRENDER, Meaning.DECLINE_ELEVEN)
#: How far below the best value an action the solved strategy plays may be and still count as
#: best. In an exact equilibrium every action of a mix is worth the same; the shipped solution is
#: not exact (its exploitability is reported), and where a line is rare it keeps small leftovers
#: on poor actions (a truco at -3.76 played 7% of the time beside a fold at -1.0). The coach judges
#: by value: such a leftover is graded by what it loses, like any other move, and is not in the mix.
MIX_SLACK = 0.05
#: Near the end of a match points and matches part ways (a hand of eleven lost at 11-9 loses the
#: match, declined it costs a point). Where the move with the best chance to win the match beats
#: every move worth the most points by more than this much of that chance, the coach judges the
#: position by the match: its best moves are those within this much of the best chance, and a
#: move is graded by the chance it gives away (:mod:`truco.coach.grades`).
MATCH_SLACK = 0.005
#: What an action may say of itself, as the seat may read it (:meth:`truco.view.Choice.to_json`).
_SAID = ("call", "offer", "pays", "card", "slot")


class AnalysisError(TrucoError):
    """An observation that cannot be analysed: nobody is to act, or not this seat."""

    code = "hand-over"


@dataclass(frozen=True)
class Measure:
    """One action as a judge measured it: net points for the acting team (``ev``), the chance it
    wins the hand, the chance it wins the match once the hand is over, and how sure: ``half``
    the half-width of a 95% interval when sampled (``None``: exact); ``probability`` how often
    the solution plays it (solved only)."""

    ev: float
    win: float
    match: float
    half: float | None = None
    probability: float | None = None


@dataclass(frozen=True)
class ActionValue:
    """A legal action and what the coach says of it."""

    action: str
    meaning: str
    ev: float
    ci95: tuple[float, float] | None
    win: float
    match: float
    exact: bool
    reason: dict[str, Any]
    best: bool
    said: dict[str, Any] = field(default_factory=dict)  # call, offer, pays, card, slot
    probability: float | None = None

    @property
    def offer(self) -> int:
        """The value a raise offers (0 for other actions)."""
        return int(self.said.get("offer", 0)) if self.meaning in ("raise", "reraise") else 0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.action, "meaning": self.meaning, **self.said,
                               "ev": self.ev,
                               "ci95": None if self.ci95 is None else list(self.ci95),
                               "win": self.win, "match": self.match, "exact": self.exact}
        if self.probability is not None:
            out["probability"] = self.probability
        out.update(reason=self.reason, best=self.best)
        return out


@dataclass(frozen=True)
class Header:
    """Who decides, at what stake, and how the judge worked (the answer's fields but the actions)."""

    seat: int
    team: int
    method: str  # "exact", "sampled", "solved" or "open"
    value: int
    stake: int
    match: float  # the team's chance to win the match before the hand is played out
    worlds: int = 1
    evaluated: int = 1
    model: str = "greedy"
    weighted: bool = False
    calls: int = 0
    seed: int = 0
    budget: int = 1
    #: where the model judges a heads-up or pairs position, why no solution does: "pairs",
    #: "rules" (none ships for them), "blind", "locked" (a locked hand's play after its first
    #: card), "line" (a line the solution never reaches), "asked" (the request chose the model)
    unsolved: str | None = None
    #: where a solution of other rules judges (measured under these, its exploitability the one
    #: measured here): the preset it was solved for
    solved_for: str | None = None

    @classmethod
    def of(cls, view: Observation, **how: Any) -> Header:
        team = team_of(view.seat)
        pending = view.pending
        return cls(seat=view.seat, team=team, value=view.value,
                   stake=view.value if pending is None else pending.offer,
                   match=round(MatchOdds.of(view).before, 3), **how)


@dataclass(frozen=True)
class Analysis:
    """The coach's answer at a position: every legal action valued, the best ones, the choice.

    ``exploitability`` and ``iterations`` say how good a solved judge is (``None`` otherwise);
    ``mixes`` lists the best actions the solution mixes; ``line`` (open only) the moves the model
    plays after the choice."""

    header: Header
    actions: tuple[ActionValue, ...]
    choice: str
    exploitability: float | None = None
    iterations: int | None = None
    mixes: tuple[tuple[str, float], ...] | None = None
    line: tuple[dict[str, Any], ...] | None = None
    by: str = "points"  # what the best moves are best at: "points", or "match" (MATCH_SLACK)

    @property
    def method(self) -> str:
        return self.header.method

    @property
    def model(self) -> str:
        return self.header.model

    @property
    def best(self) -> tuple[str, ...]:
        """The best actions, in legal order."""
        return tuple(a.action for a in self.actions if a.best)

    @property
    def top(self) -> ActionValue:
        """What a loss is measured from: the action worth the most points (the first of them),
        or judged by the match, the one with the best chance to win it."""
        if self.by == "match":
            return max(self.actions, key=lambda a: a.match)
        return max(self.actions, key=lambda a: a.ev)

    def action(self, text: str) -> ActionValue:
        """The value of one action, by its text (``"play Qh"``)."""
        for entry in self.actions:
            if entry.action == text:
                return entry
        raise AnalysisError(f"{text!r} is not one of the analysed actions", code="illegal-action",
                            action=text)

    def asked(self, *, seed: int, budget: int) -> Analysis:
        """The same answer, saying what the request asked for."""
        return replace(self, header=replace(self.header, seed=seed, budget=budget))

    def to_json(self) -> dict[str, Any]:
        h = self.header
        out: dict[str, Any] = {"seat": h.seat, "team": h.team, "method": h.method,
                               "worlds": h.worlds, "evaluated": h.evaluated, "model": h.model,
                               "weighted": h.weighted, "calls": h.calls, "seed": h.seed,
                               "budget": h.budget, "value": h.value, "stake": h.stake,
                               "unsolved": h.unsolved,
                               "match": h.match, "by": self.by}
        if self.exploitability is not None:
            out.update(exploitability=self.exploitability, iterations=self.iterations)
        if h.solved_for is not None:
            out["solved_for"] = h.solved_for
        if self.mixes is not None:
            out["mixes"] = [{"action": a, "probability": p} for a, p in self.mixes]
        # each action with its grade (truco.coach.grades): a page grades a pick by the engine's word
        out.update(choice=self.choice,
                   actions=[{**a.to_json(), "grade": grade(self, a.action).grade}
                            for a in self.actions])
        if self.line is not None:
            out["line"] = list(self.line)
        return out


def answer(view: Observation, measures: Sequence[Measure], *, header: Header,
           exploitability: float | None = None, iterations: int | None = None) -> Analysis:
    """The answer from one :class:`Measure` per legal action (in legal order).

    Best: the actions worth the most points (to 2 decimals, as shown); where the solution mixes,
    also each action it plays within :data:`MIX_SLACK` of the top. The choice: where the solution
    plays a best action, the one it plays most; otherwise the best chance to win the match, then
    the most points (the coach plays for the match). Where the score changes the answer (the
    best chance to win the match is more than :data:`MATCH_SLACK` above that of every action
    worth the most points), the position is judged by the match (``by`` ``"match"``): the best
    actions are those within :data:`MATCH_SLACK` of the best chance, the choice the best chance."""
    solved = any(m.probability is not None for m in measures)
    rounded = [round(m.ev, 2) + 0.0 for m in measures]  # no -0.0
    top = max(rounded)
    actions: list[ActionValue] = []
    for choice, m, ev in zip(view.choices, measures, rounded, strict=True):
        said = choice.to_json()
        win = round(m.win, 3)
        probability = None if m.probability is None else round(m.probability, 3)
        best = ev == top or (probability is not None and probability > 0
                             and top - ev <= MIX_SLACK)
        actions.append(ActionValue(
            action=str(choice.action), meaning=said["meaning"], ev=ev,
            ci95=None if m.half is None else (round(m.ev - m.half, 2) + 0.0,
                                              round(m.ev + m.half, 2) + 0.0),
            win=win, match=round(m.match, 3), exact=m.half is None,
            reason=choice_reason(view, choice, win=win), best=best,
            said={k: said[k] for k in _SAID if k in said}, probability=probability))
    order = {a.action: i for i, a in enumerate(actions)}
    bests = [a for a in actions if a.best]
    played = [a for a in bests if (a.probability or 0) > 0]
    top_match = max(a.match for a in actions)
    if top_match - max(a.match for a in bests) > MATCH_SLACK:  # the score changes the answer
        actions = [replace(a, best=top_match - a.match <= MATCH_SLACK) for a in actions]
        pick = max(actions, key=lambda a: (a.match, a.ev, -order[a.action]))
        return Analysis(header=header, actions=tuple(actions), choice=pick.action,
                        exploitability=exploitability, iterations=iterations,
                        mixes=() if solved else None, by="match")
    if played:
        pick = max(played, key=lambda a: (a.probability or 0, a.ev, -order[a.action]))
    elif solved:
        pick = max(bests, key=lambda a: (a.ev, a.match, -order[a.action]))
    else:
        pick = max(actions, key=lambda a: (a.match, a.ev, -order[a.action]))
    mixes = None
    if solved:
        mixed = tuple((a.action, a.probability or 0.0) for a in played)
        mixes = mixed if len(mixed) > 1 else ()
    return Analysis(header=header, actions=tuple(actions), choice=pick.action,
                    exploitability=exploitability, iterations=iterations, mixes=mixes)
