"""What one seat may know: the only thing the page or a bot ever receives.

Own cards (unless the iron hand is blind), the vira, every face-up card, covered cards as covered,
the rounds, the score, the ladder and whose turn it is. Never another seat's hidden card; a
partner's cards only for the player who decides a hand of eleven in pairs. In a blind iron hand
a seat's own cards are hidden from it too, and its legal plays are positions (``play #2``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from truco.actions import Action, Kind
from truco.errors import IllegalAction
from truco.hand import Hand, Step
from truco.rounds import Play, team_of
from truco.score import add_points, score_rulings
from truco.seats import partner_of, seat_facts
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


def play_view(play: Play, viewer: int | None) -> dict[str, Any]:
    """A card on the table as ``viewer`` sees it (``None``: everything)."""
    shown = not play.covered or viewer is None or play.seat == viewer
    return {"seat": play.seat, "card": str(play.card) if shown else None, "covered": play.covered}


def history(hand: Hand, viewer: int | None) -> list[dict[str, Any]]:
    """Every step so far as ``viewer`` may read it: what each action meant."""
    return [step.to_json(hand.rules, viewer) for step in hand.log]


def choices(hand: Hand, viewer: int | None) -> list[dict[str, Any]]:
    """The legal actions of the seat to act with what each would mean (only for that seat, or a
    full-information ``viewer=None``)."""
    seat = hand.to_act
    if seat is None or (viewer is not None and viewer != seat):
        return []
    out = []
    for action in hand.legal_actions():
        step = hand.meaning(action)
        entry = step.to_json(hand.rules, None)
        if hand.blind and viewer is not None:
            entry.pop("card", None)  # unseen: the seat knows only the position
        if step.meaning.value in ("fold", "surrender", "decline-eleven"):
            entry["pays"] = _fold_pays(hand, step)
            entry["team"] = 1 - team_of(seat)
        out.append(entry)
    return out


def _fold_pays(hand: Hand, step: Step) -> int:
    if step.meaning.value == "decline-eleven":
        return hand.rules.eleven_fold_pays
    if step.meaning.value == "fold":
        assert step.call is not None
        return hand.rules.ladder[step.call - 1]
    return hand.value


def outcome_view(hand: Hand) -> dict[str, Any] | None:
    """How the hand ended, with the score after it (capped) and what that does to the match."""
    outcome = hand.outcome
    if outcome is None:
        return None
    target = hand.rules.target
    after = add_points(hand.score, outcome.points, target)
    return {"winner": outcome.winner, "points": list(outcome.points),
            "ruling": outcome.ruling.to_json(), "score": list(after),
            "match_winner": next((t for t in (0, 1) if after[t] >= target), None),
            "match_rulings": [r.to_json() for r in score_rulings(hand.score, outcome.points, target)]}


def ladder_view(hand: Hand) -> dict[str, Any]:
    return {"steps": list(hand.rules.ladder), "step": hand.step, "locked": hand.locked,
            "next_offer": hand.next_offer(), "last_raiser_team": hand.last_raiser_team,
            "may_raise": [t for t in (0, 1) if hand.may_raise(t)]}


def observe(hand: Hand, seat: int) -> Observation:
    """The observation of ``seat``."""
    if not 0 <= seat < hand.players:
        raise ValueError(f"no seat {seat} in a {hand.players}-player hand")
    pending = hand.pending
    partner = partner_of(seat, hand.players)
    partner_hand = None
    if partner is not None and hand.decider == seat:
        partner_hand = [str(c) for c in hand.hands[partner]]
    held = hand.hands[seat]
    dealt = hand.deal.hands[seat]
    to_act = hand.to_act
    kind_ruling = hand.kind_ruling
    data: dict[str, Any] = {
        "seat": seat,
        "team": team_of(seat),
        "partner": partner,
        "players": hand.players,
        "seats": seat_facts(hand.players, dealer=hand.dealer),
        "rules": hand.rules.to_spec(),
        "dealer": hand.dealer,
        "mao": hand.mao,
        "score": list(hand.score),
        "target": hand.rules.target,
        "kind": hand.kind.value,
        "kind_ruling": None if kind_ruling is None else kind_ruling.to_json(),
        "blind": hand.blind,
        "decider": hand.decider,
        "vira": None if hand.deal.vira is None else str(hand.deal.vira),
        "manilhas": [str(c) for c in manilhas(hand.rules, hand.deal.vira)],
        "hand": None if hand.blind else [str(c) for c in held],
        "slots": [i + 1 for i, c in enumerate(dealt) if c in held],
        "partner_hand": partner_hand,
        "held": [len(h) for h in hand.hands],
        "table": [play_view(p, seat) for p in hand.table],
        "rounds": [{"plays": [play_view(p, seat) for p in r.plays], "winner": r.winner,
                    "lead": r.lead, "ruling": r.ruling.to_json(),
                    "lead_ruling": r.lead_ruling.to_json()}
                   for r in hand.rounds],
        "round": hand.round_number,
        "phase": hand.phase.value,
        "to_act": to_act,
        "value": hand.value,
        "ladder": ladder_view(hand),
        "pending": None if pending is None else {
            "raiser": pending.raiser, "responder": pending.responder,
            "offer": hand.rules.ladder[pending.offer]},
        "outcome": outcome_view(hand),
        "history": history(hand, seat),
        "choices": choices(hand, seat),
    }
    legal: tuple[Action, ...] = ()
    if to_act == seat:
        actions = hand.legal_actions()
        if hand.blind:  # the position only: the card stays unseen, even to its owner
            actions = [Action(Kind.PLAY, slot=a.slot) if a.slot is not None else a for a in actions]
        legal = tuple(actions)
    return Observation(seat, data, legal)


def seat_check(hand: Hand, seat: int, action: Action | str) -> Action:
    """The action made concrete if ``seat`` may make it now, from what it sees; else the engine's
    refusal. In a blind iron hand a seat does not know its cards, so it may only name a position:
    ``play <card>`` is refused the same way whatever it holds (no refusal tells where a card is).
    A scenario's author, who knows the whole deal, may name the card (:meth:`Hand.check`)."""
    act = Action.parse(action) if isinstance(action, str) else action
    if hand.blind and act.kind is Kind.PLAY and act.slot is None and hand.to_act == seat:
        raise IllegalAction(f"illegal action {str(act)!r} for seat {seat}: in a blind iron hand a "
                            "card is chosen by its position: play #1, #2 or #3",
                            code="blind-slot", action=str(act), seat=seat, reason="blind-slot")
    return hand.check(act)


def author_text(action: Action) -> str:
    """A legal action as the author of a fully dealt scenario writes it: in a blind iron hand the
    card by its name (``play Kc``), not its position."""
    if action.slot is not None and action.card is not None:
        return str(Action(Kind.PLAY, card=action.card))
    return str(action)
