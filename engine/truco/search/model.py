"""The greedy model: the simple, fast, deterministic policy that plays out hands in analyses (and
is the ``greedy`` bot).

Each seat decides from what it may see only (its own cards, the table, the cards shown, its
partner's cards when it decides a hand of eleven in pairs), never from others' hidden cards:

- cards: lead the middle card in round 1 and the best one later; otherwise take the round with
  the cheapest card that does it, else throw the weakest (partner winning: the weakest too);
- betting: a rough win chance (:func:`~truco.search.power.hand_chance` over the powers of the
  cards held: the share of the cards the seat was not dealt that each one beats), lowered for
  every raise the other team made in the hand (a raise shows strength), against thresholds that
  grow with the stake: raise a strong hand, accept a raise when the chance is high enough for the
  offer, play the hand of eleven when it is worth more than declining;
- the blind iron hand: the first position still held (every position is alike, unseen).

One decision (:func:`decide`) is fed from a full-information :class:`~truco.core.hand.Hand` (for
playouts inside a search: :func:`hand_action`) or from a seat's view (the bot:
:func:`observed_action`); a test checks that they agree. :mod:`truco.search.simulate` plays the
same model on strengths.

>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> str(hand_action(hand))
'play 2h'
>>> card_index([0, 4, 9], None, 3, False)  # (ours, theirs, later): the cheapest card that takes it
1
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from truco.core.actions import ACCEPT, FOLD, PLAYS, RAISE, Action, Kind
from truco.core.cards import Card
from truco.core.hand import Hand, Meaning, Outcome, Phase
from truco.core.seats import partner_of, team_of
from truco.core.strength import COVERED
from truco.search.power import hand_chance, power_table, with_partner
from truco.search.view import table_strengths
from truco.view import HandView


class Thresholds(NamedTuple):
    """The (lowered) win chances at which the greedy policy bets; ``step`` is added per ladder
    step above truco (the bigger the stake, the surer it wants to be)."""

    raise_at: float = 0.75  # raise on its own turn
    reraise_at: float = 0.80  # answer a raise with the next one
    accept_at: float = 0.40  # accept a raise
    step: float = 0.04
    eleven_at: float = 0.40  # play the hand of eleven
    shown: float = 0.85  # the chance is multiplied by this for each raise of the other team
    soft: float = 0.12  # how far below a threshold others still act, read by the belief's ramps
    bluff: float = 0.03  # the belief's least chance of a raise, whatever the cards (a bluff)


DEFAULT = Thresholds()
#: The phases, bound once (an enum member costs a class lookup each time: this is a hot path).
_PLAY, _ANSWER, _ELEVEN = Phase.PLAY, Phase.ANSWER, Phase.ELEVEN


def bet(phase: Phase, win: float, may_raise: bool, level: int,
        th: Thresholds = DEFAULT) -> Action | None:
    """The betting decision for a (lowered) win chance, or ``None`` to play a card. ``level`` is
    the ladder index of the pending offer when answering, else of the next raise."""
    extra = th.step * (level - 1)
    if phase is _ELEVEN:
        return ACCEPT if win >= th.eleven_at else FOLD
    if phase is _ANSWER:
        if may_raise and win >= th.reraise_at + extra + th.step:
            return RAISE
        return ACCEPT if win >= th.accept_at + extra else FOLD
    return RAISE if may_raise and win >= th.raise_at + extra else None


def decide(phase: Phase, *, may_raise: bool, level: int, chance: Callable[[], float],
           card: Callable[[], Action], blind: Action | None = None,
           th: Thresholds = DEFAULT) -> Action:
    """The greedy decision of the seat to act: a blind play (``blind``: the first position held),
    else a bet on ``chance()`` (asked only when it matters), else ``card()``."""
    if phase is Phase.PLAY:
        if blind is not None:
            return blind
        if may_raise:
            choice = bet(phase, chance(), may_raise=True, level=level, th=th)
            if choice is not None:
                return choice
        return card()
    choice = bet(phase, chance(), may_raise=may_raise, level=level, th=th)
    assert choice is not None
    return choice


def shrunk(chance: float, th: Thresholds, raises: int) -> float:
    """A win chance lowered by ``th.shown`` for each raise of the other team (multiplied out:
    the same float in every Python and C library, unlike ``**``)."""
    for _ in range(raises):
        chance *= th.shown
    return chance


# -- cards ---------------------------------------------------------------------------------------


def round_best(table: Iterable[tuple[int, int]], team: int) -> tuple[int | None, int | None]:
    """The strongest strength on the table of ``team`` and of the other team (``None``: no card),
    from (seat, strength) pairs (covered: :data:`~truco.core.strength.COVERED`)."""
    ours = theirs = None
    for seat, strength in table:
        if team_of(seat) == team:
            ours = strength if ours is None or strength > ours else ours
        else:
            theirs = strength if theirs is None or strength > theirs else theirs
    return ours, theirs


def cheapest_over(ordered: Sequence[int], target: int) -> int | None:
    """The index of the weakest strength above ``target`` in ``ordered`` (weakest first): the
    cheapest card that takes the round; ``None`` if none does."""
    for i, strength in enumerate(ordered):
        if strength > target:
            return i
    return None


def card_index(ordered: Sequence[int], ours: int | None, theirs: int | None, later: bool) -> int:
    """The greedy card, as an index in ``ordered`` (the strengths held, weakest first): leading,
    the middle card (``later`` rounds: the best); partner winning the round, the weakest; else
    the cheapest card that takes the round, or the weakest."""
    if theirs is None and ours is None:
        return len(ordered) - 1 if later else len(ordered) // 2
    if ours is not None and (theirs is None or ours > theirs):
        return 0
    found = cheapest_over(ordered, -1 if theirs is None else theirs)
    return 0 if found is None else found


def card_to_play(held: Sequence[Card], strengths: dict[Card, int],
                 table: Iterable[tuple[int, int]], team: int, later_round: bool) -> Card:
    """The greedy card among ``held``: ``table`` holds (seat, strength) of the round's cards."""
    cards = sorted(held, key=strengths.__getitem__)
    ours, theirs = round_best(table, team)
    return cards[card_index([strengths[c] for c in cards], ours, theirs, later_round)]


def hand_card(hand: Hand, seat: int) -> Action:
    """The greedy card of ``seat`` in a full-information hand (it reads only its cards and the
    table)."""
    strengths = hand.strengths
    table = [(p.seat, COVERED if p.covered else strengths[p.card]) for p in hand.table]
    return PLAYS[card_to_play(hand.hands[seat], strengths, table, team_of(seat), bool(hand.rounds))]


# -- the win chance --------------------------------------------------------------------------------


def deal_chance(strengths: dict[Card, int], dealt: tuple[Card, ...], held: tuple[Card, ...],
                partner: tuple[Card, ...], results: list[int | None], team: int,
                players: int) -> float:
    """The seat's rough chance of winning the hand: the powers of its cards held (each one's share
    of beaten cards among those the seat was not dealt and did not see at the deal: not the
    vira, nor a partner's cards it was shown), combined with a shown partner's, through
    :func:`~truco.search.power.hand_chance`. ``dealt`` lists every card the seat saw at the deal."""
    table = power_table(strengths, dealt)

    def powers(cards: tuple[Card, ...]) -> list[float]:
        return sorted((table[strengths[c]] for c in cards), reverse=True)

    return hand_chance(with_partner(powers(held), powers(partner) if partner else []), results,
                       team, players)


# -- from a full-information hand: the model of playouts ------------------------------------------


def hand_action(hand: Hand, th: Thresholds = DEFAULT) -> Action:
    """The greedy action of the seat to act in a full-information hand, from what it may see."""
    seat = hand.to_act
    assert seat is not None
    phase = hand.phase
    pending = hand.pending
    blind = None
    if phase is Phase.PLAY and hand.blind:
        blind = next(a for a in hand.legal_actions() if a.kind is Kind.PLAY)
    level = hand.step + 1 if phase is Phase.PLAY else 0 if pending is None else pending.offer
    return decide(phase, may_raise=hand.can_raise(), level=level,
                  chance=lambda: _lowered(hand, seat, th), card=lambda: hand_card(hand, seat),
                  blind=blind, th=th)


def _lowered(hand: Hand, seat: int, th: Thresholds) -> float:
    """The seat's win chance, lowered for the other team's raises."""
    dealt: tuple[Card, ...] = () if hand.blind else hand.deal.hands[seat]
    if hand.deal.vira is not None:
        dealt += (hand.deal.vira,)
    partner: tuple[Card, ...] = ()
    mate = partner_of(seat, hand.players)
    if hand.decider == seat and mate is not None:
        partner = hand.hands[mate]
        dealt += hand.deal.hands[mate]
    team = team_of(seat)
    chance = deal_chance(hand.strengths, dealt, () if hand.blind else hand.hands[seat], partner,
                         [r.winner for r in hand.rounds], team, hand.players)
    return shrunk(chance, th, hand.raises_by(1 - team))


def playout(hand: Hand, th: Thresholds = DEFAULT) -> Outcome:
    """Play the hand to its end with the greedy policy for every seat; how it ends.
    The hand is left as it was."""
    return play_to_end(hand, lambda h: hand_action(h, th))


def play_to_end(hand: Hand, policy: Callable[[Hand], Action]) -> Outcome:
    """Play the hand to its end with ``policy`` for every seat; how it ends. The hand is left as
    it was (every action undone)."""
    steps = 0
    while not hand.finished:
        hand.apply(policy(hand))
        steps += 1
    outcome = hand.outcome
    assert outcome is not None
    for _ in range(steps):
        hand.undo()
    return outcome


# -- from a seat's view: the bot -------------------------------------------------------------------


def observed_action(view: HandView, th: Thresholds = DEFAULT) -> Action:
    """The greedy action, read from the seat's view."""
    team = view.team
    phase = view.phase
    ladder = view.ladder
    pending = view.pending
    blind = None
    if phase is Phase.PLAY and view.blind:
        blind = next(a for a in view.legal if a.kind is Kind.PLAY)
    level = ladder.step + 1 if phase is Phase.PLAY else 0 if pending is None else pending.step

    def card() -> Action:
        return PLAYS[card_to_play(view.own, view.strengths, table_strengths(view), team,
                                  bool(view.rounds))]

    return decide(phase, may_raise=team in ladder.may_raise, level=level,
                  chance=lambda: shrunk(observed_chance(view), th, raises_against(view)),
                  card=card, blind=blind, th=th)


def observed_chance(view: HandView) -> float:
    """The seat's rough win chance (:func:`deal_chance`) from its view, before it is lowered for
    the other team's raises."""
    mine = () if view.blind else tuple(step.card for step in view.history
                                       if step.seat == view.seat and step.card is not None)
    dealt = view.own + mine + view.partner_hand
    if view.vira is not None:
        dealt += (view.vira,)
    return deal_chance(view.strengths, dealt, view.own, view.partner_hand, view.results,
                       view.team, view.players)


def raises_against(view: HandView) -> int:
    """The raises (and re-raises) the other team has made in the hand so far."""
    return sum(1 for step in view.history if team_of(step.seat) != view.team
               and step.meaning in (Meaning.RAISE, Meaning.RERAISE))


__all__ = ["DEFAULT", "FOLD", "Thresholds", "decide", "hand_action", "observed_action",
           "observed_chance", "playout", "raises_against"]
