"""The rest of a hand under the greedy model, fast: what :func:`truco.bots.greedy.playout` does,
on plain lists of card strengths instead of a :class:`~truco.hand.Hand`.

An analysis plays thousands of these per decision. Only strengths matter to how a hand ends and to
how the greedy model decides (its win chances read powers by strength), so cards are their
strengths here and a move is a few list operations. The rulings come from the engine's own
functions (:func:`~truco.rounds.decide`, :func:`~truco.rounds.settle_three_ties`); a test
checks, over many positions of every preset, that the outcome is the same as the playout's on
the hand.

>>> from truco.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> simulate(hand) == (playout(hand).points, playout(hand).winner)
True
"""

from __future__ import annotations

from truco.bots.greedy import DEFAULT, Thresholds, playout, power_table, shrunk
from truco.bots.view import hand_chance
from truco.cards import Card
from truco.hand import Hand, Phase
from truco.rounds import decide, settle_three_ties
from truco.strength import COVERED

_PLAY, _ANSWER, _ELEVEN = 0, 1, 2
_PHASES = {Phase.PLAY: _PLAY, Phase.ANSWER: _ANSWER, Phase.ELEVEN: _ELEVEN}


def simulate(hand: Hand, th: Thresholds = DEFAULT, *, powers: list[list[float]] | None = None,
             memo: dict[tuple[object, ...], float] | None = None
             ) -> tuple[tuple[int, int], int | None]:
    """The points each team scores and the winning team (or ``None``) when the greedy model
    plays ``hand`` to its end (the hand itself is not changed).

    Playouts of one world may share ``powers`` (:func:`seat_powers` of the world) and a ``memo``
    of the seats' win chances (which depend on the cards held, the rounds and the raises only)."""
    outcome = hand.outcome
    if outcome is not None:
        return outcome.points, outcome.winner
    rules = hand.rules
    n = hand.players
    ladder = rules.ladder
    top_step = len(ladder) - 1
    strengths = hand.strengths
    blind = hand.blind
    normal = not hand.locked
    held = [[strengths[c] for c in cards] for cards in hand.hands]  # dealt order (blind: slots)
    table = [(p.seat, COVERED if p.covered else strengths[p.card]) for p in hand.table]
    results = [r.winner for r in hand.rounds]
    phase = _PHASES[hand.phase]
    turn = hand.turn
    step = hand.step
    value = hand.value
    last_raiser = hand.last_raiser_team
    pending = hand.pending
    raiser, responder, offer = ((pending.raiser, pending.responder, pending.offer) if pending
                                else (-1, -1, 0))
    round_raise = hand.round_raise
    decider = hand.decider
    if powers is None:
        powers = seat_powers(hand)
    chances: dict[tuple[object, ...], float] = {} if memo is None else memo

    def lowered(seat: int) -> float:
        team = seat & 1
        made = offer if phase == _ANSWER else step
        raises = (made + 1) // 2 if last_raiser == 1 - team else made // 2
        partner = held[(seat + 2) % 4] if decider == seat and n == 4 else ()
        key = (seat, tuple(held[seat]), tuple(partner), tuple(results), raises)
        known = chances.get(key)
        if known is not None:
            return known
        table_ = powers[seat]
        mine = [] if blind else sorted((table_[s] for s in held[seat]), reverse=True)
        if partner:
            extra = sorted((table_[s] for s in partner), reverse=True)
            mine = [1 - (1 - a) * (1 - b) for a, b in zip(mine, extra, strict=False)] or mine
        chance = shrunk(hand_chance(mine, results, team, n), th, raises)
        chances[key] = chance
        return chance

    def end(team: int | None, points: int) -> tuple[tuple[int, int], int | None]:
        if team is None:
            return (0, 0), None
        return ((points, 0) if team == 0 else (0, points)), team

    while True:
        if phase == _ELEVEN:
            assert decider is not None
            if lowered(decider) >= th.eleven_at:
                phase = _PLAY
                continue
            return end(1 - (decider & 1), rules.eleven_fold_pays)
        if phase == _ANSWER:
            seat = responder
            team = seat & 1
            win = lowered(seat)
            extra = th.step * (offer - 1)
            if offer < top_step and win >= th.reraise_at + extra + th.step:  # a re-raise
                step, value = offer, ladder[offer]
                raiser, responder, offer = seat, raiser, offer + 1
                last_raiser = team
                round_raise = (team, len(table))
                continue
            if win >= th.accept_at + extra:
                step, value = offer, ladder[offer]
                phase = _PLAY
                continue
            return end(raiser & 1, ladder[offer - 1])
        # a card, or a raise first
        seat = turn
        team = seat & 1
        if (normal and last_raiser != team and step < top_step
                and lowered(seat) >= th.raise_at + th.step * step):
            phase = _ANSWER
            raiser, responder, offer = seat, (seat + 1) % n, step + 1
            last_raiser = team
            round_raise = (team, len(table))
            continue
        cards = held[seat]
        strength = cards[0] if blind else _card(cards, table, team, bool(results))
        cards.remove(strength)
        table.append((seat, strength))
        if len(table) < n:
            turn = (seat + 1) % n
            continue
        # the round is complete
        best = max(s for _, s in table)
        top = [i for i, (_, s) in enumerate(table) if s == best]
        first = table[top[0]][0]
        tied = any((table[i][0] - first) % 2 for i in top[1:])
        winner = None if tied else first & 1
        if winner is None and rules.exposed_card and round_raise is not None and any(
                i < round_raise[1] and table[i][1] != COVERED for i in top):
            return end(1 - round_raise[0], value)
        results.append(winner)
        ruling = decide(results)
        if ruling is not None:
            return end(ruling.params["team"], value)
        if len(results) == 3:
            eleven_team = None if decider is None else decider & 1
            team3, points, _ = settle_three_ties(rules, kind=hand.kind.value, mao=hand.mao,
                                                 dealer=hand.dealer, eleven_team=eleven_team)
            return end(team3, value if points is None else points)
        table = []
        turn = first
        round_raise = None


def _card(cards: list[int], table: list[tuple[int, int]], team: int, later: bool) -> int:
    """:func:`truco.bots.greedy.card_to_play` on strengths."""
    ordered = sorted(cards)
    theirs = ours = None
    for seat, strength in table:
        if seat & 1 == team:
            ours = strength if ours is None or strength > ours else ours
        else:
            theirs = strength if theirs is None or strength > theirs else theirs
    if theirs is None and ours is None:
        return ordered[-1] if later else ordered[len(ordered) // 2]
    if ours is not None and (theirs is None or ours > theirs):
        return ordered[0]
    target = -1 if theirs is None else theirs
    for strength in ordered:
        if strength > target:
            return strength
    return ordered[0]


def seat_powers(hand: Hand) -> list[list[float]]:
    """For each seat, its power by strength: what it saw at the deal (see :func:`win_chance`)."""
    out = []
    vira: tuple[Card, ...] = () if hand.deal.vira is None else (hand.deal.vira,)
    for seat in range(hand.players):
        seen = vira if hand.blind else hand.deal.hands[seat] + vira
        if hand.decider == seat and hand.players == 4:
            seen += hand.deal.hands[(seat + 2) % 4]
        out.append(power_table(hand.strengths, seen))
    return out


__all__ = ["playout", "seat_powers", "simulate"]
