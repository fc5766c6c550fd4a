"""The solved locked hand for bots: what the shipped solution (:mod:`truco.solved.eleven`) says a seat
should do, read from its own observation only.

Heads-up, under rules the solution covers, two decisions are solved and shipped:

- the hand of eleven: accept or decline (the solution's probability of accepting; it mixes only
  on hands where both are worth about the same);
- the mão's first card of a locked hand: the hand of eleven once accepted (whoever decided) and
  the open iron hand.

The rest of the card play is not shipped (only the first card is), so bots play it their own way.
In pairs nothing is solved: bots keep their own decisions.

>>> from truco.notation.scenario import Scenario
>>> from truco.observation import observe
>>> hand = Scenario.from_json({"vira": "4d", "score": [11, 5],
...                            "hands": [["4h", "4s", "6c"], ["2h", "Qs", "6d"]]}).play()
>>> str(solved_action(observe(hand, 0), random.Random(1)))
'fold'
>>> _ = hand.apply(ACCEPT)  # accepted anyway: the mão's first card is solved too
>>> str(solved_action(observe(hand, 0), random.Random(1)))
'play 4h'

"""

from __future__ import annotations

import random

from truco.core.actions import ACCEPT, FOLD, Action, play
from truco.core.hand import HandKind, Phase
from truco.observation import Observation
from truco.solved import eleven as solved


def solved_action(observation: Observation, rng: random.Random) -> Action | None:
    """The solution's action for the seat to act, or ``None`` where nothing is solved (pairs,
    other rules, a normal hand, the blind iron hand, any card but the mão's first)."""
    view = observation
    if view.players != 2 or view.kind is HandKind.NORMAL or view.blind or not view.legal:
        return None
    if not solved.covers(view.rules):
        return None
    hand = view.own
    if view.phase is Phase.ELEVEN:
        decision = solved.eleven_decision(view.rules, view.vira, hand,
                                          decider_is_mao=view.decider == view.mao)
        if decision is None:
            return None
        p = decision["accept_probability"]
        accept = p >= 1 or (p > 0 and rng.random() < p)
        return ACCEPT if accept else FOLD
    first = view.phase is Phase.PLAY and view.round == 1 and not view.table
    if not first or view.seat != view.mao or len(hand) != 3:
        return None
    iron = view.kind is HandKind.IRON
    lead = solved.opening_lead(view.rules, view.vira, hand, iron=iron,
                               decider_is_mao=not iron and view.decider == view.mao)
    if not lead:
        return None
    choices = list(lead.items())
    name = choices[0][0] if len(choices) == 1 else rng.choices(
        [c for c, _ in choices], [p for _, p in choices])[0]
    action = FOLD if name == "fold" else play(next(c for c in hand if str(c) == name))
    return action if action in view.legal else None
