"""Work limits of one call: what the coach and a reopened game may cost before they start.

The rules bound what a hand can hold (:mod:`truco.core.rules`: a ladder of at most 8 steps, nothing
above the target); the boundary bounds the text of a request (:mod:`truco.protocol`). What is
left is work: an analysis plays the rest of the hand once per world and per action it tries
(a *playout*), a review analyses every decision of a hand, and reopening a game from its token
replays every decision of its bots. Each call is checked against :data:`WORK_BUDGET` before it
runs and refused with ``over-budget`` past it (never cut short half-way: an answer is whole).

>>> check_work(400 * 5, what="this analysis", per_world=5)
>>> try:
...     check_work(5000 * 5, what="this analysis", per_world=5)
... except BoundaryError as exc:
...     print(exc.code, exc.params)
over-budget {'limit': 16000, 'work': 25000, 'worlds': 3200}
"""

from __future__ import annotations

from truco.coach.answer import ENDING
from truco.core.hand import Hand
from truco.notation.jsonlimits import BoundaryError
from truco.observation import Observation, observe

#: Playouts (one world x one action tried in it) one call may ask for: about a second here in
#: the slowest positions (pairs, round 1), so that no call holds the page for more than ~2 s.
WORK_BUDGET = 16_000
#: What a bot's decision costs, in playouts, when a reopened game replays it: the search bot's
#: own budget (``playouts``), the coach's ``worlds`` times the actions a decision usually tries,
#: and one for a bot that decides by rule of thumb (heuristic, greedy, random).
TYPICAL_ACTIONS = 4


def playouts_per_world(observation: Observation) -> int:
    """The actions an analysis of this position plays out in each world (at least 1): those
    that do not end the hand at once (their value is what the rules pay)."""
    return max(1, sum(1 for c in observation.choices if c.step.meaning not in ENDING))


def check_work(work: int, *, what: str, per_world: int | None = None) -> None:
    """Refuse ``work`` playouts past :data:`WORK_BUDGET` (``per_world``: to say how many worlds
    would fit)."""
    if work <= WORK_BUDGET:
        return
    params: dict[str, int] = {"limit": WORK_BUDGET, "work": work}
    hint = ""
    if per_world:
        params["worlds"] = max(1, WORK_BUDGET // per_world)
        hint = f": at most {params['worlds']} worlds here"
    raise BoundaryError(f"{what} needs {work} playouts (worlds x actions tried); at most "
                        f"{WORK_BUDGET} are allowed per call{hint}", code="over-budget", **params)


def check_analysis(observation: Observation, worlds: int) -> None:
    """An analysis of ``observation`` with ``worlds`` worlds fits the budget."""
    per_world = playouts_per_world(observation)
    check_work(worlds * per_world, what="this analysis", per_world=per_world)


def check_review(hand: Hand, seat: int, worlds: int) -> None:
    """A review of ``seat``'s decisions in the finished ``hand`` with ``worlds`` worlds each fits
    the budget (forced moves are not analysed)."""
    replay = Hand(hand.rules, hand.deal, dealer=hand.dealer, score=hand.score)
    per_world = 0
    for step in hand.log:
        if step.seat == seat:
            observation = observe(replay, seat)
            if len(observation.legal) > 1:
                per_world += playouts_per_world(observation)
        replay.apply(step.action)
    check_work(worlds * per_world, what="this review", per_world=max(per_world, 1))


def bot_cost(bot: object) -> int:
    """What one decision of ``bot`` costs in playouts (see :data:`TYPICAL_ACTIONS`)."""
    playouts = getattr(bot, "playouts", None)
    if isinstance(playouts, int) and playouts > 0:
        return playouts
    worlds = getattr(bot, "worlds", None)
    if isinstance(worlds, int) and worlds > 0:
        return worlds * TYPICAL_ACTIONS
    return 1
