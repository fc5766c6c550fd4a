"""What one seat may know: the only thing the page or a bot ever receives.

Own cards (unless the iron hand is blind), the vira, every face-up card, covered cards as covered,
the rounds, the score, the ladder and whose turn it is. Never another seat's hidden card; a
partner's cards only for the player who decides a hand of eleven in pairs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from truco.actions import Action, Kind
from truco.hand import Hand
from truco.rounds import Play, team_of
from truco.strength import manilhas


@dataclass(frozen=True, slots=True)
class Observation:
    """A seat's view of a hand, JSON-ready through :meth:`to_json`."""

    seat: int
    data: dict[str, Any]
    legal: tuple[Action, ...]

    def to_json(self) -> dict[str, Any]:
        return {**self.data, "legal": [str(a) for a in self.legal]}

    @property
    def hand(self) -> list[str] | None:
        """Own cards still held, or ``None`` in a blind hand."""
        cards: list[str] | None = self.data["hand"]
        return cards


def _play_view(play: Play, seat: int) -> dict[str, Any]:
    shown = not play.covered or play.seat == seat
    return {"seat": play.seat, "card": str(play.card) if shown else None, "covered": play.covered}


def public_log(hand: Hand, seat: int) -> list[list[Any]]:
    """The actions so far as ``[seat, action]``; others' covered cards read ``cover ?``."""
    out: list[list[Any]] = []
    for who, act in hand.log:
        text = "cover ?" if act.kind is Kind.COVER and who != seat else str(act)
        out.append([who, text])
    return out


def observe(hand: Hand, seat: int) -> Observation:
    """The observation of ``seat``."""
    if not 0 <= seat < hand.players:
        raise ValueError(f"no seat {seat} in a {hand.players}-player hand")
    pending = hand.pending
    partner_hand = None
    if hand.players == 4 and hand.decider == seat:
        partner_hand = [str(c) for c in hand.hands[(seat + 2) % 4]]
    held = hand.hands[seat]
    dealt = hand.deal.hands[seat]
    outcome = hand.outcome
    to_act = hand.to_act
    data: dict[str, Any] = {
        "seat": seat,
        "team": team_of(seat),
        "players": hand.players,
        "rules": hand.rules.to_spec(),
        "dealer": hand.dealer,
        "mao": hand.mao,
        "score": list(hand.score),
        "kind": hand.kind.value,
        "blind": hand.blind,
        "decider": hand.decider,
        "vira": None if hand.deal.vira is None else str(hand.deal.vira),
        "manilhas": [str(c) for c in manilhas(hand.rules, hand.deal.vira)],
        "hand": None if hand.blind else [str(c) for c in held],
        "slots": [i + 1 for i, c in enumerate(dealt) if c in held],
        "partner_hand": partner_hand,
        "held": [len(h) for h in hand.hands],
        "table": [_play_view(p, seat) for p in hand.table],
        "rounds": [{"plays": [_play_view(p, seat) for p in r.plays], "winner": r.winner,
                    "lead": r.lead, "ruling": r.ruling.to_json()}
                   for r in hand.rounds],
        "round": hand.round_number,
        "phase": hand.phase.value,
        "to_act": to_act,
        "value": hand.value,
        "ladder": {"steps": list(hand.rules.ladder), "step": hand.step,
                   "locked": hand.locked, "next_offer": hand.next_offer(),
                   "last_raiser_team": hand.last_raiser_team,
                   "may_raise": [t for t in (0, 1) if hand.may_raise(t)]},
        "pending": None if pending is None else {
            "raiser": pending.raiser, "responder": pending.responder,
            "offer": hand.rules.ladder[pending.offer]},
        "outcome": None if outcome is None else {
            "winner": outcome.winner, "points": list(outcome.points),
            "ruling": outcome.ruling.to_json()},
        "log": public_log(hand, seat),
    }
    legal: tuple[Action, ...] = ()
    if to_act == seat:
        actions = hand.legal_actions()
        if hand.blind:
            slot_of = {c: i + 1 for i, c in enumerate(dealt)}
            actions = [Action(Kind.PLAY, slot=slot_of[a.card])
                       if a.kind is Kind.PLAY and a.card is not None else a for a in actions]
        legal = tuple(actions)
    return Observation(seat, data, legal)

