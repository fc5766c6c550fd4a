"""The ``greedy`` bot: simple, fast and deterministic; the model that plays out hands in analyses.

Each seat decides from what it may see only (its own cards, the table, the cards shown, its
partner's cards when it decides a hand of eleven in pairs), never from others' hidden cards:

- cards: lead the middle card in round 1 and the best one later; otherwise take the round with
  the cheapest card that does it, else throw the weakest (partner winning: the weakest too);
- betting: a rough win chance (:func:`truco.bots.view.hand_chance` over the powers of the cards
  held: the share of the cards the seat was not dealt that each one beats), lowered for every
  raise the other team made in the hand (a raise shows strength), against thresholds that grow
  with the stake: raise a strong hand, accept a raise when the chance is high enough for the
  offer, play the hand of eleven when it is worth more than declining;
- the blind iron hand: the first position still held (every position is alike, unseen).

The same decision is made from a full-information :class:`~truco.hand.Hand` (for playouts inside
a search: :func:`hand_action`) and from an observation (the bot: :class:`GreedyBot`); a test checks
that they agree.

>>> from truco.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> str(hand_action(hand))
'play 2h'
"""

from __future__ import annotations

import random
from typing import NamedTuple

from truco.actions import ACCEPT, FOLD, PLAYS, RAISE, Action, Kind
from truco.bots.view import View, hand_chance
from truco.cards import DECK, Card
from truco.hand import Hand, Outcome, Phase
from truco.observation import Observation
from truco.strength import COVERED


class Thresholds(NamedTuple):
    """The (lowered) win chances at which the greedy policy bets; ``step`` is added per ladder
    step above truco (the bigger the stake, the surer it wants to be)."""

    raise_at: float = 0.75  # raise on its own turn
    reraise_at: float = 0.80  # answer a raise with the next one
    accept_at: float = 0.40  # accept a raise
    step: float = 0.04
    eleven_at: float = 0.40  # play the hand of eleven
    shown: float = 0.85  # the chance is multiplied by this for each raise of the other team


DEFAULT = Thresholds()


def bet(phase: Phase, win: float, *, may_raise: bool, level: int,
        th: Thresholds = DEFAULT) -> Action | None:
    """The betting decision for a (lowered) win chance, or ``None`` to play a card. ``level`` is
    the ladder index of the pending offer when answering, else of the next raise."""
    extra = th.step * (level - 1)
    if phase is Phase.ELEVEN:
        return ACCEPT if win >= th.eleven_at else FOLD
    if phase is Phase.ANSWER:
        if may_raise and win >= th.reraise_at + extra + th.step:
            return RAISE
        return ACCEPT if win >= th.accept_at + extra else FOLD
    return RAISE if may_raise and win >= th.raise_at + extra else None


def shrunk(chance: float, th: Thresholds, raises: int) -> float:
    """A win chance lowered by ``th.shown`` for each raise of the other team (multiplied out:
    the same float in every Python and C library, unlike ``**``)."""
    for _ in range(raises):
        chance *= th.shown
    return chance


def card_to_play(held: tuple[Card, ...], strengths: dict[Card, int],
                 table: list[tuple[int, int]], team: int, later_round: bool) -> Card:
    """The card to play: ``table`` holds (team, strength) of the round's cards (covered: -1)."""
    cards = sorted(held, key=strengths.__getitem__)
    theirs = ours = None
    for who, strength in table:
        if who == team:
            ours = strength if ours is None or strength > ours else ours
        else:
            theirs = strength if theirs is None or strength > theirs else theirs
    if theirs is None and ours is None:  # leading: the middle card first, the best one later
        return cards[-1] if later_round else cards[len(cards) // 2]
    if ours is not None and (theirs is None or ours > theirs):
        return cards[0]  # partner is winning the round
    target = -1 if theirs is None else theirs
    for card in cards:
        if strengths[card] > target:
            return card
    return cards[0]


def win_chance(strengths: dict[Card, int], dealt: tuple[Card, ...], held: tuple[Card, ...],
               partner: tuple[Card, ...], results: list[int | None], team: int,
               players: int) -> float:
    """The seat's rough chance of winning the hand: the powers of its cards held (each one's share
    of beaten cards among those the seat was not dealt and did not see at the deal: not the
    vira, nor a partner's cards it was shown), combined with a shown partner's, through
    :func:`~truco.bots.view.hand_chance`. ``dealt`` lists every card the seat saw at the deal."""
    table = power_table(strengths, dealt)

    def powers(cards: tuple[Card, ...]) -> list[float]:
        return sorted((table[strengths[c]] for c in cards), reverse=True)

    mine = powers(held)
    if partner:
        mine = [1 - (1 - a) * (1 - b) for a, b in zip(mine, powers(partner), strict=False)] or mine
    return hand_chance(mine, results, team, players)


def power_table(strengths: dict[Card, int], seen: tuple[Card, ...]) -> list[float]:
    """For each strength, the share of the cards not in ``seen`` that a card of that strength beats
    (ties count half). Kept for reuse: every world of an analysis asks for the same seats."""
    key = (id(strengths), tuple(sorted(seen)))
    table = _POWERS.get(key)
    if table is None:
        counts = _base_counts(strengths).copy()
        for card in set(seen):
            counts[strengths[card]] -= 1
        pool = sum(counts)
        table = []
        below = 0
        for count in counts:
            table.append((below + 0.5 * count) / pool if pool else 1.0)
            below += count
        if len(_POWERS) >= _POWERS_KEPT:
            _POWERS.clear()
        _POWERS[key] = table
    return table


def powers_of(strengths: dict[Card, int], seen: tuple[Card, ...],
              cards: list[Card] | tuple[Card, ...]) -> list[float]:
    """The powers of ``cards`` (best first) against the cards not in ``seen``: what
    :func:`power_table` gives them, counted directly (cheaper for a few cards and a new ``seen``)."""
    base = _base_counts(strengths)
    below = _cumulative(strengths)
    pool = len(strengths) - len(seen)
    if not pool:
        return [1.0] * len(cards)
    seen_strengths = [strengths[c] for c in seen]
    out = []
    for card in cards:
        mine = strengths[card]
        under = below[mine]
        equal = base[mine]
        for other in seen_strengths:
            if other < mine:
                under -= 1
            elif other == mine:
                equal -= 1
        out.append((under + 0.5 * equal) / pool)
    out.sort(reverse=True)
    return out


def _cumulative(strengths: dict[Card, int]) -> list[int]:
    """How many cards of the deck are weaker than each strength."""
    cum = _BELOW.get(id(strengths))
    if cum is None:
        cum, total = [], 0
        for count in _base_counts(strengths):
            cum.append(total)
            total += count
        _BELOW[id(strengths)] = cum
    return cum


_BELOW: dict[int, list[int]] = {}
_POWERS: dict[tuple[int, tuple[Card, ...]], list[float]] = {}
_POWERS_KEPT = 4096


def _base_counts(strengths: dict[Card, int]) -> list[int]:
    """How many cards of each strength the deck holds (tables are made once: kept by id)."""
    base = _COUNTS.get(id(strengths))
    if base is None:
        base = [0] * (max(strengths.values()) + 1)
        for card in DECK:
            base[strengths[card]] += 1
        _COUNTS[id(strengths)] = base
    return base


_COUNTS: dict[int, list[int]] = {}


# -- from a full-information hand: the model of playouts ------------------------------------------


def hand_action(hand: Hand, th: Thresholds = DEFAULT) -> Action:
    """The greedy action of the seat to act in a full-information hand, from what it may see."""
    seat = hand.to_act
    assert seat is not None
    team = seat % 2
    phase = hand.phase
    if phase is Phase.PLAY:
        if hand.blind:
            return next(a for a in hand.legal_actions() if a.kind is Kind.PLAY)
        if hand.can_raise():
            choice = bet(phase, _lowered(hand, seat, th), may_raise=True, level=hand.step + 1, th=th)
            if choice is not None:
                return choice
        strengths = hand.strengths
        table = [(p.seat % 2, COVERED if p.covered else strengths[p.card]) for p in hand.table]
        return PLAYS[card_to_play(hand.hands[seat], strengths, table, team, bool(hand.rounds))]
    pending = hand.pending
    level = 0 if pending is None else pending.offer
    choice = bet(phase, _lowered(hand, seat, th), may_raise=hand.can_raise(), level=level, th=th)
    assert choice is not None
    return choice


def _lowered(hand: Hand, seat: int, th: Thresholds) -> float:
    """The seat's win chance, lowered for the other team's raises."""
    dealt: tuple[Card, ...] = () if hand.blind else hand.deal.hands[seat]
    if hand.deal.vira is not None:
        dealt += (hand.deal.vira,)
    partner: tuple[Card, ...] = ()
    if hand.decider == seat and hand.players == 4:
        partner = hand.hands[(seat + 2) % 4]
        dealt += hand.deal.hands[(seat + 2) % 4]
    team = seat % 2
    chance = win_chance(hand.strengths, dealt, () if hand.blind else hand.hands[seat], partner,
                        [r.winner for r in hand.rounds], team, hand.players)
    return shrunk(chance, th, hand.raises_by(1 - team))


def playout(hand: Hand, th: Thresholds = DEFAULT) -> Outcome:
    """Play the hand to its end with the greedy policy for every seat; how it ends.
    The hand is left as it was."""
    steps = 0
    while not hand.finished:
        hand.apply(hand_action(hand, th))
        steps += 1
    outcome = hand.outcome
    assert outcome is not None
    for _ in range(steps):
        hand.undo()
    return outcome


# -- from an observation: the bot ------------------------------------------------------------------


class GreedyBot:
    """The greedy policy as a bot (deterministic: the random generator is not used)."""

    name = "greedy"

    def __init__(self, thresholds: Thresholds = DEFAULT) -> None:
        self.thresholds = thresholds

    def choose(self, observation: Observation, rng: random.Random) -> Action:
        if not observation.legal:
            raise ValueError(f"seat {observation.seat} has nothing to do")
        return observed_action(observation, self.thresholds)


def observed_action(observation: Observation, th: Thresholds = DEFAULT) -> Action:
    """The greedy action, read from the seat's observation."""
    view = View(observation)
    data = observation.data
    phase = Phase(data["phase"])
    ladder = data["ladder"]
    may_raise = view.team in ladder["may_raise"]
    if phase is Phase.PLAY and data["blind"]:
        return next(a for a in observation.legal if a.kind is Kind.PLAY)
    raises = sum(1 for step in data["history"] if step["seat"] % 2 != view.team
                 and step["meaning"] in ("raise", "reraise"))

    def lowered() -> float:
        mine = [] if data["blind"] else [Card.parse(step["card"]) for step in data["history"]
                                         if step["seat"] == observation.seat and "card" in step]
        dealt = tuple(view.hand) + tuple(mine) + tuple(view.partner_hand)
        if view.vira is not None:
            dealt += (view.vira,)
        chance = win_chance(view.strengths, dealt, tuple(view.hand), tuple(view.partner_hand),
                            view.results, view.team, view.players)
        return shrunk(chance, th, raises)

    if phase is Phase.PLAY:
        if may_raise:
            choice = bet(phase, lowered(), may_raise=True, level=ladder["step"] + 1, th=th)
            if choice is not None:
                return choice
        table = [(seat % 2, strength) for seat, strength in view.table]
        return PLAYS[card_to_play(tuple(view.hand), view.strengths, table, view.team,
                                  bool(view.results))]
    pending = data["pending"]
    level = 0 if pending is None else ladder["steps"].index(pending["offer"], 1)
    choice = bet(phase, lowered(), may_raise=may_raise, level=level, th=th)
    assert choice is not None
    return choice


__all__ = ["DEFAULT", "FOLD", "GreedyBot", "Thresholds", "hand_action", "observed_action", "playout"]
