"""The rest of a hand under the greedy model, fast: what :func:`truco.search.model.playout`
does, on plain lists of card strengths instead of a :class:`~truco.core.hand.Hand`.

An analysis plays thousands of these per decision. Only strengths matter to how a hand ends and to
how the greedy model decides (its win chances read powers by strength), so cards are their
strengths here and a move is a few list operations. The decisions are the model's own
(:func:`~truco.search.model.bet`, :func:`~truco.search.model.card_index`), the hand is settled
and paid by the engine's rule functions (:func:`~truco.core.rounds.settle_hand`,
:func:`~truco.core.ladder.pays`). Only the round on strengths and the exposed-card check are written
here again, for speed: a property test (``tests/engine/test_simulate.py``) checks on random
hands of every preset, raises, folds, covers, ties and hands of eleven included, that every
outcome and payout is the playout's on the hand.

>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "Ac"], ["2h", "Qs", "6d"]],
...                            "actions": ["play Kh"]}).play()
>>> simulate(hand) == (playout(hand).points, playout(hand).winner)
True
"""

from __future__ import annotations

from truco.core.actions import ACCEPT, RAISE
from truco.core.cards import Card
from truco.core.hand import Hand, Phase
from truco.core.ladder import pays
from truco.core.rounds import exposed_loser, settle_hand
from truco.core.seats import partner_of, team_of
from truco.core.strength import COVERED
from truco.search.model import DEFAULT, Thresholds, bet, card_index, playout, round_best, shrunk
from truco.search.power import hand_chance, power_table, with_partner

#: The phases, bound once (an enum member costs a class lookup each time: this is a hot path).
_PLAY, _ANSWER, _ELEVEN = Phase.PLAY, Phase.ANSWER, Phase.ELEVEN
#: Each seat's team and partner (:func:`~truco.core.seats.team_of`, :func:`~truco.core.seats.partner_of`)
#: by the number of players, made once.
_TEAMS = {n: [team_of(s) for s in range(n)] for n in (2, 4)}
_MATES = {n: [partner_of(s, n) for s in range(n)] for n in (2, 4)}


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
    phase = hand.phase
    turn = hand.turn
    step = hand.step
    value = hand.value
    last_raiser = hand.last_raiser_team
    pending = hand.pending
    raiser, responder, offer = ((pending.raiser, pending.responder, pending.offer) if pending
                                else (-1, -1, 0))
    round_raise = hand.round_raise
    decider = hand.decider
    eleven_team = None if decider is None else team_of(decider)
    teams, mates = _TEAMS[n], _MATES[n]  # looked up, not called, in the loop
    if powers is None:
        powers = seat_powers(hand)
    chances: dict[tuple[object, ...], float] = {} if memo is None else memo

    def lowered(seat: int) -> float:
        team = teams[seat]
        made = offer if phase is _ANSWER else step
        raises = (made + 1) // 2 if last_raiser == 1 - team else made // 2
        mate = mates[seat]
        partner = held[mate] if decider == seat and mate is not None else ()
        key = (seat, tuple(held[seat]), tuple(partner), tuple(results), raises)
        known = chances.get(key)
        if known is not None:
            return known
        table_ = powers[seat]
        mine = [] if blind else sorted((table_[s] for s in held[seat]), reverse=True)
        if partner:
            mine = with_partner(mine, sorted((table_[s] for s in partner), reverse=True))
        chance = shrunk(hand_chance(mine, results, team, n), th, raises)
        chances[key] = chance
        return chance

    def end(team: int | None, points: int) -> tuple[tuple[int, int], int | None]:
        if team is None:
            return (0, 0), None
        return ((points, 0) if team == 0 else (0, points)), team

    while True:
        if phase is _ELEVEN:
            assert decider is not None
            if bet(phase, lowered(decider), False, 0, th) is ACCEPT:
                phase = _PLAY
                continue
            return end(1 - teams[decider], pays(rules, value=value, eleven=True))
        if phase is _ANSWER:
            seat = responder
            choice = bet(phase, lowered(seat), offer < top_step, offer, th)  # may raise, level
            if choice is RAISE:  # a re-raise: accepts the offer, offers the next step
                step, value = offer, ladder[offer]
                raiser, responder, offer = seat, raiser, offer + 1
                last_raiser = teams[seat]
                round_raise = (last_raiser, len(table))
                continue
            if choice is ACCEPT:
                step, value = offer, ladder[offer]
                phase = _PLAY
                continue
            return end(teams[raiser], pays(rules, value=value, refused=offer))
        # a card, or a raise first
        seat = turn
        team = teams[seat]
        if (normal and last_raiser != team and step < top_step
                and bet(phase, lowered(seat), True, step + 1, th) is RAISE):
            phase = _ANSWER
            raiser, responder, offer = seat, (seat + 1) % n, step + 1
            last_raiser = team
            round_raise = (team, len(table))
            continue
        cards = held[seat]
        if blind:
            strength = cards[0]
        elif not table:  # leading (card_index's first case, without the call)
            ordered = sorted(cards)
            strength = ordered[-1] if results else ordered[len(ordered) // 2]
        else:
            ordered = sorted(cards)
            ours, theirs = round_best(table, team)
            strength = ordered[card_index(ordered, ours, theirs, bool(results))]
        cards.remove(strength)
        table.append((seat, strength))
        if len(table) < n:
            turn = (seat + 1) % n
            continue
        # the round is complete (settle_round, on strengths)
        best = max(s for _, s in table)
        top = [i for i, (_, s) in enumerate(table) if s == best]
        first = table[top[0]][0]
        winner: int | None = teams[first]
        if len(top) > 1 and any(teams[table[i][0]] != winner for i in top[1:]):
            winner = None
        loser = exposed_loser(rules, winner, tuple(top), [s == COVERED for _, s in table],
                              round_raise)
        if loser is not None:
            return end(1 - loser, value)
        results.append(winner)
        settled = None if len(results) == 1 else settle_hand(  # one round never settles a hand
            results, rules, kind=hand.kind, mao=hand.mao, dealer=hand.dealer,
            eleven_team=eleven_team)
        if settled is not None:
            return end(settled.team, value if settled.points is None else settled.points)
        table = []
        turn = first
        round_raise = None


def seat_powers(hand: Hand) -> list[list[float]]:
    """For each seat, its power by strength: what it saw at the deal (see
    :func:`~truco.search.model.deal_chance`)."""
    out = []
    vira: tuple[Card, ...] = () if hand.deal.vira is None else (hand.deal.vira,)
    mates = _MATES[hand.players]
    for seat in range(hand.players):
        seen = vira if hand.blind else hand.deal.hands[seat] + vira
        mate = mates[seat]
        if hand.decider == seat and mate is not None:
            seen += hand.deal.hands[mate]
        out.append(power_table(hand.strengths, seen))
    return out


__all__ = ["playout", "seat_powers", "simulate"]
