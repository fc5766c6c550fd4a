"""After the hand: the coach with every card known, and a line of play graded from one seat.

Two tools for discussing a hand once it is over (or from a teacher's link that names every card):

- :func:`open_analysis` values each legal action of the seat to act *with every card known*: the
  one real deal, each action played out by the model player for every seat (each seat still
  deciding from its own cards, as in the coach's playouts, :func:`truco.search.simulate.simulate`).
  It is the same shape as :func:`truco.coach.analysis.analyse` with ``method: "open"`` and one world,
  plus ``line``: the moves the model plays after the best action, to the end of the hand.
- :func:`line_review` grades the decisions of a line (a scenario's moves) from one seat's point
  of view and gives the value of the hand for that seat's team after each of them, for a graph.
  Without ``open`` only that seat's own decisions are analysed, each from what the seat knew then
  (nothing another seat hid is used or revealed); with ``open`` every decision is, with every
  card known.

>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "5s", "6d"]],
...                            "actions": ["play Kh"]}).play()  # seat 1 holds a manilha, 5s
>>> found = open_analysis(hand)
>>> found.method, found.header.worlds, [(a.action, a.ev) for a in found.actions]
('open', 1, [('play 2h', 3.0), ('play 5s', -3.0), ('play 6d', 3.0), ('raise', 3.0), ('fold', -1.0)])
>>> [step["action"] for step in found.line or ()]  # after the best move, as the model plays it
['play 2h', 'raise', 'accept', 'play 5s', 'play Ac']
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from truco.coach.analysis import DEFAULT_WORLDS, analyse
from truco.coach.answer import Analysis, Header, Measure, answer
from truco.coach.equity import MatchOdds
from truco.coach.grades import grade
from truco.core.actions import Action
from truco.core.errors import TrucoError
from truco.core.hand import Hand
from truco.core.seats import team_of
from truco.observation import observe
from truco.search.model import hand_action
from truco.search.simulate import seat_powers, simulate
from truco.view import view

#: The most moves of the model's line after the best action (a hand never needs more).
LINE_LIMIT = 40


class PostmortemError(TrucoError):
    """A post-mortem request the engine cannot answer (the hand is over, a seat out of range)."""


def _replayed(hand: Hand) -> Hand:
    """A fresh copy of ``hand`` at the same position (the log replayed on the same deal)."""
    copy = Hand(hand.rules, hand.deal, dealer=hand.dealer, score=hand.score)
    for step in hand.log:
        copy.apply(step.action)
    return copy


def open_analysis(hand: Hand) -> Analysis:
    """The seat to act's actions valued with every card known (see the module's docstring)."""
    seat = hand.to_act
    if seat is None:
        raise PostmortemError("the hand is over: no one is to act", code="hand-over")
    world = _replayed(hand)
    seen = observe(world, seat)
    team = team_of(seat)
    odds = MatchOdds.of(seen)
    powers = seat_powers(world)
    memo: dict[tuple[object, ...], float] = {}
    measures = []
    for action in seen.legal:
        world.apply(action)
        points, winner = simulate(world, powers=powers, memo=memo)
        world.undo()
        measures.append(Measure(ev=float(points[team] - points[1 - team]),
                                win=1.0 if winner == team else 0.0,
                                match=odds.after(points)))
    found = answer(seen, measures, header=Header.of(seen, method="open"))
    chosen = next(a for a in seen.legal if str(a) == found.choice)
    return replace(found, line=tuple(line_after(world, chosen)))


def line_after(hand: Hand, first: Action) -> list[dict[str, Any]]:
    """The moves of the hand from ``first`` (an action of the seat to act) to the end, the rest
    played by the model player for every seat: each as a step of the author's view (every card
    named). The hand is left as it was."""
    start = len(hand.log)
    hand.apply(first)
    applied = 1
    while not hand.finished and applied < LINE_LIMIT:
        hand.apply(hand_action(hand))
        applied += 1
    steps: list[dict[str, Any]] = view(hand, None).to_json()["history"][start:]
    for _ in range(applied):
        hand.undo()
    return steps


def line_review(hand: Hand, viewer: int, *, open_: bool = False, seed: int = 0,
                worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
    """The decisions of ``hand``'s line graded from ``viewer``'s point of view, and the value of
    the hand for the viewer's team after each (see the module's docstring).

    Each decision: ``index`` (its place in the line), ``seat``, ``action``, ``grade``, ``loss``
    and ``by`` (:func:`truco.coach.grades.grade`: points, or the chance to win the match where
    the score decides; ``None`` for a forced move), ``value`` (the move's value for
    the viewer's team), ``best`` (the best value, for the seat that decided). A decision the viewer
    may not judge (another seat's, without ``open``) is listed with ``hidden: true`` only.
    ``outcome``: once the hand is over, the points it brought the viewer's team minus the other's.
    """
    if not 0 <= viewer < hand.players:
        raise PostmortemError(f"viewer must be a seat from 0 to {hand.players - 1}, not {viewer}",
                              code="bad-viewer", argument="viewer")
    mine = team_of(viewer)
    replay = Hand(hand.rules, hand.deal, dealer=hand.dealer, score=hand.score)
    decisions: list[dict[str, Any]] = []
    for index, step in enumerate(hand.log):
        seat = step.seat
        entry: dict[str, Any] = {"index": index, "seat": seat, "round": step.round}
        if open_ or seat == viewer:
            observation = observe(replay, seat)
            entry["action"] = str(step.action)
            if len(observation.legal) == 1:
                entry.update(grade=None, forced=True, loss=0.0)
            else:
                found = (open_analysis(replay) if open_
                         else analyse(observation, seed=seed, worlds=worlds))
                judged = grade(found, entry["action"])
                sign = 1.0 if team_of(seat) == mine else -1.0
                played = found.action(entry["action"])
                entry.update(grade=judged.grade, forced=False, loss=judged.loss, by=judged.by,
                             value=round(sign * played.ev, 2) + 0.0,
                             best=round(found.top.ev, 2) + 0.0, method=found.method)
        else:
            entry["hidden"] = True
        decisions.append(entry)
        replay.apply(step.action)
    done = hand.outcome
    outcome = None
    if done is not None:
        outcome = float(done.points[mine] - done.points[1 - mine]) + 0.0
    return {"viewer": viewer, "team": mine, "open": open_, "decisions": decisions,
            "outcome": outcome}
