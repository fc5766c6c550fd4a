"""One view of a hand: what a viewer may know of it, typed (OpenSpiel's observer).

:func:`view` is the only place that decides who sees what. ``viewer=None`` is the omniscient view
of a fully dealt scenario (a replay, a teacher's JSON, a link: its author knows every card); a
seat is what that seat may know: its own cards (not in a blind iron hand), the vira, every face-up
card, covered cards as covered (its own by name), the partner's cards only for the player who
decides a hand of eleven in pairs. Bots, the coach and the puzzles read a :class:`HandView`'s
fields; pages get :meth:`HandView.to_json`, the same shape for every viewer.

>>> from truco.notation.scenario import Scenario
>>> hand = Scenario.from_json({"vira": "4h", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
...                            "actions": ["play 3c", "play 3h", "cover Kh"]}).play()
>>> [str(c) for c in view(hand).hands[0]], view(hand, 1).hands[0], view(hand, 1).held
(['4s'], None, (1, 2))
>>> [s.text for s in view(hand, 1).history][-1], [s.text for s in view(hand, 0).history][-1]
('cover ?', 'cover Kh')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from truco.core.actions import Action, Kind
from truco.core.cards import Card
from truco.core.errors import IllegalAction
from truco.core.explain import Ruling
from truco.core.hand import Hand, HandKind, Meaning, Phase, Step
from truco.core.ladder import call_name, pays
from truco.core.rounds import Play
from truco.core.rules import Rules
from truco.core.score import add_points, score_rulings
from truco.core.seats import Seat, partner_of, seating, team_of
from truco.core.strength import manilhas

Json = dict[str, Any]


def _ruling(r: Ruling | None) -> Json | None:
    return None if r is None else r.to_json()


@dataclass(frozen=True, slots=True)
class SeenPlay:
    """A card on the table; ``card`` is ``None`` where the viewer may not see it (covered)."""

    seat: int
    card: Card | None
    covered: bool

    def to_json(self) -> Json:
        return {"seat": self.seat, "card": None if self.card is None else str(self.card),
                "covered": self.covered}


@dataclass(frozen=True, slots=True)
class SeenRound:
    """A finished round: its plays as seen, the winning team (``None`` for a tie), who leads next."""

    plays: tuple[SeenPlay, ...]
    winner: int | None
    lead: int
    ruling: Ruling
    lead_ruling: Ruling

    def to_json(self) -> Json:
        return {"plays": [p.to_json() for p in self.plays], "winner": self.winner,
                "lead": self.lead, "ruling": self.ruling.to_json(),
                "lead_ruling": self.lead_ruling.to_json()}


@dataclass(frozen=True, slots=True)
class SeenStep:
    """One action of the hand as the viewer may read it: what it meant (``meaning``), the card
    where the viewer may see it, the position of a blind play, the call a raise made."""

    seat: int
    meaning: Meaning
    round: int
    card: Card | None  # None for a card the viewer may not see, or an action without one
    slot: int | None
    offer: int | None  # the value a raise offers, an accept accepts, a fold refuses
    call: int | None  # its ladder index
    call_name: str | None  # truco, seis, nove, doze...

    @property
    def hidden(self) -> bool:
        """Another seat's covered card: the viewer knows only that a card was covered."""
        return self.meaning is Meaning.COVER and self.card is None

    @property
    def action(self) -> Action:
        """The action as the viewer may write it (a hidden cover has no card: see :attr:`text`)."""
        kind = {Meaning.PLAY: Kind.PLAY, Meaning.BLIND_PLAY: Kind.PLAY, Meaning.COVER: Kind.COVER,
                Meaning.RAISE: Kind.RAISE, Meaning.RERAISE: Kind.RAISE,
                Meaning.ACCEPT: Kind.ACCEPT, Meaning.ACCEPT_ELEVEN: Kind.ACCEPT}.get(
                    self.meaning, Kind.FOLD)
        if kind is Kind.PLAY and self.slot is not None:
            return Action(kind, slot=self.slot)
        return Action(kind, card=self.card)

    @property
    def text(self) -> str:
        """The action in notation: ``cover ?`` for a hidden cover."""
        return "cover ?" if self.hidden else str(self.action)

    def to_json(self) -> Json:
        out: Json = {"seat": self.seat, "action": self.text, "meaning": self.meaning.value,
                     "round": self.round}
        if self.card is not None:
            out["card"] = str(self.card)
        if self.slot is not None:
            out["slot"] = self.slot
        if self.offer is not None:
            out["offer"] = self.offer
        if self.call_name is not None:
            out["call"] = self.call_name
        return out


@dataclass(frozen=True, slots=True)
class Choice:
    """A legal action of the seat to act with what it would mean; a fold, a surrender or a
    declined hand of eleven also says what it pays (``pays``) and to which team."""

    action: Action
    step: SeenStep
    pays: int | None = None
    team: int | None = None

    def to_json(self) -> Json:
        out = self.step.to_json()
        out["action"] = str(self.action)
        if self.pays is not None:
            out["pays"] = self.pays
            out["team"] = self.team
        return out


@dataclass(frozen=True, slots=True)
class PendingView:
    """A raise waiting for an answer: who raised, who answers, the ladder step offered, the
    call's name and its value (the JSON's ``call`` is the name)."""

    raiser: int
    responder: int
    step: int  # ladder index offered
    name: str
    offer: int  # its value in points

    def to_json(self) -> Json:
        return {"raiser": self.raiser, "responder": self.responder, "call": self.name,
                "offer": self.offer}


@dataclass(frozen=True, slots=True)
class LadderView:
    """The ladder in this hand: its values, the accepted step, whether raises are locked, the
    next offer and the name of the call that makes it, the team that raised last and the teams
    that may raise now."""

    steps: tuple[int, ...]
    step: int
    locked: bool
    next_offer: int | None
    next_call: str | None
    last_raiser_team: int | None
    may_raise: tuple[int, ...]

    def to_json(self) -> Json:
        return {"steps": list(self.steps), "step": self.step, "locked": self.locked,
                "next_offer": self.next_offer, "next_call": self.next_call,
                "last_raiser_team": self.last_raiser_team, "may_raise": list(self.may_raise)}


@dataclass(frozen=True, slots=True)
class OutcomeView:
    """How the hand ended: the winning team, the points before the cap and why; the score after
    it (capped) and what that does to the match."""

    winner: int | None
    points: tuple[int, int]
    ruling: Ruling
    score: tuple[int, int]
    match_winner: int | None
    match_rulings: tuple[Ruling, ...]

    def to_json(self) -> Json:
        return {"winner": self.winner, "points": list(self.points), "ruling": self.ruling.to_json(),
                "score": list(self.score), "match_winner": self.match_winner,
                "match_rulings": [r.to_json() for r in self.match_rulings]}


def outcome(hand: Hand) -> OutcomeView | None:
    """How ``hand`` ended (``None`` while it goes on)."""
    done = hand.outcome
    if done is None:
        return None
    target = hand.rules.target
    after = add_points(hand.score, done.points, target)
    return OutcomeView(done.winner, done.points, done.ruling, after,
                       next((t for t in (0, 1) if after[t] >= target), None),
                       tuple(score_rulings(hand.score, done.points, target)))


@dataclass(frozen=True, slots=True)
class HandView:
    """A hand as ``viewer`` may know it (``None``: everything). Cards are :class:`Card` objects;
    ``hands[s]`` is ``None`` where the viewer may not see seat ``s``'s cards (``held`` counts
    them, ``slots`` gives their dealt positions)."""

    viewer: int | None
    rules: Rules
    players: int
    seats: tuple[Seat, ...]
    dealer: int
    mao: int
    decider: int | None
    kind: HandKind
    kind_ruling: Ruling | None
    blind: bool
    score: tuple[int, int]  # before the hand
    vira: Card | None
    manilhas: tuple[Card, ...]
    strengths: dict[Card, int]
    hands: tuple[tuple[Card, ...] | None, ...]
    held: tuple[int, ...]
    slots: tuple[tuple[int, ...], ...]
    table: tuple[SeenPlay, ...]
    rounds: tuple[SeenRound, ...]
    round: int
    phase: Phase
    to_act: int | None
    value: int
    pending: PendingView | None
    ladder: LadderView
    outcome: OutcomeView | None
    history: tuple[SeenStep, ...]
    choices: tuple[Choice, ...]
    legal: tuple[Action, ...]

    # -- reading it --------------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def seat(self) -> int:
        """The viewing seat (a seat's view only)."""
        if self.viewer is None:
            raise ValueError("the omniscient view has no seat")
        return self.viewer

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def partner(self) -> int | None:
        return partner_of(self.seat, self.players)

    @property
    def own(self) -> tuple[Card, ...]:
        """The viewing seat's cards still held (empty in a blind hand)."""
        return self.hands[self.seat] or ()

    @property
    def partner_hand(self) -> tuple[Card, ...]:
        """The partner's cards where the viewer may see them (the decider of a hand of eleven in
        pairs), else empty."""
        partner = self.partner
        return () if partner is None else self.hands[partner] or ()

    @property
    def results(self) -> list[int | None]:
        """Round winners so far (a team, or ``None`` for a tie)."""
        return [r.winner for r in self.rounds]

    def seen_cards(self) -> set[Card]:
        """Every card whose place the viewer knows: the hands it sees, the vira, the cards played
        where it saw them."""
        known = {c for cards in self.hands if cards is not None for c in cards}
        if self.vira is not None:
            known.add(self.vira)
        known.update(s.card for s in self.history if s.card is not None)
        return known

    # -- JSON ---------------------------------------------------------------------------------

    def to_json(self) -> Json:
        """The one JSON shape of a hand, for every viewer: DESIGN.md's replay result (``finished``,
        ``winner``, ``points``, ``score`` after the hand, ``match_winner``, ``value``, ``rounds``
        as winners, ``to_act``, ``legal``) and the explanations."""
        done = self.outcome
        return {
            "viewer": self.viewer,
            "finished": self.finished,
            "winner": None if done is None else done.winner,
            "points": [0, 0] if done is None else list(done.points),
            "score": list(self.score if done is None else done.score),
            "match_winner": None if done is None else done.match_winner,
            "value": self.value,
            "rounds": self.results,
            "to_act": self.to_act,
            "legal": [str(a) for a in self.legal],
            "ruling": None if done is None else done.ruling.to_json(),
            "match_rulings": [] if done is None else [r.to_json() for r in done.match_rulings],
            "round_details": [r.to_json() for r in self.rounds],
            "table": [p.to_json() for p in self.table],
            "hands": [None if cards is None else [str(c) for c in cards] for cards in self.hands],
            "held": list(self.held),
            "slots": [list(s) for s in self.slots],
            "history": [s.to_json() for s in self.history],
            "choices": [c.to_json() for c in self.choices],
            "seats": [s.to_json() for s in self.seats],
            "players": self.players,
            "rules": self.rules.to_spec(),
            "kind": self.kind.value,
            "kind_ruling": _ruling(self.kind_ruling),
            "phase": self.phase.value,
            "round": self.round,
            "blind": self.blind,
            "mao": self.mao,
            "dealer": self.dealer,
            "decider": self.decider,
            "start_score": list(self.score),
            "target": self.rules.target,
            "vira": None if self.vira is None else str(self.vira),
            "manilhas": [str(c) for c in self.manilhas],
            "uses_vira": self.rules.uses_vira,
            "pending": None if self.pending is None else self.pending.to_json(),
            "ladder": self.ladder.to_json(),
        }


# -- making it ----------------------------------------------------------------------------------


def sees_hand(hand: Hand, viewer: int | None, seat: int) -> bool:
    """Whether ``viewer`` may see the cards ``seat`` holds."""
    if viewer is None:
        return True
    if seat == viewer:
        return not hand.blind
    return hand.decider == viewer and seat == partner_of(viewer, hand.players)


def seen_play(play: Play, viewer: int | None) -> SeenPlay:
    shown = not play.covered or viewer is None or play.seat == viewer
    return SeenPlay(play.seat, play.card if shown else None, play.covered)


def seen_step(step: Step, rules: Rules, viewer: int | None) -> SeenStep:
    """``step`` as ``viewer`` may read it."""
    act = step.action
    hidden = act.kind is Kind.COVER and viewer is not None and viewer != step.seat
    return SeenStep(step.seat, step.meaning, step.round, None if hidden else act.card, act.slot,
                    step.offer, step.call, None if step.call is None else call_name(rules, step.call))


def _written(action: Action, hand: Hand, viewer: int | None) -> Action:
    """A legal action as ``viewer`` writes it: in a blind hand a seat names a position, the
    deal's author the card."""
    if action.slot is None:
        return action
    return Action(Kind.PLAY, slot=action.slot) if viewer is not None else Action(Kind.PLAY,
                                                                                 card=action.card)


def _fold_pays(hand: Hand, step: Step) -> int:
    """What giving up this way pays the other team (:func:`truco.core.ladder.pays`)."""
    return pays(hand.rules, value=hand.value, eleven=step.meaning is Meaning.DECLINE_ELEVEN,
                refused=step.call if step.meaning is Meaning.FOLD else None)


def _choices(hand: Hand, viewer: int | None, legal: list[Action]) -> tuple[Choice, ...]:
    seat = hand.to_act
    out = []
    for action in legal:
        step = hand.meaning(action)
        seen = seen_step(step, hand.rules, None)
        if hand.blind and viewer is not None:
            seen = replace(seen, card=None)  # unseen: the seat knows only the position
        folds = step.meaning in (Meaning.FOLD, Meaning.SURRENDER, Meaning.DECLINE_ELEVEN)
        assert seat is not None
        out.append(Choice(_written(action, hand, viewer), seen,
                          _fold_pays(hand, step) if folds else None,
                          1 - team_of(seat) if folds else None))
    return tuple(out)


def view(hand: Hand, viewer: int | None = None) -> HandView:
    """What ``viewer`` may know of ``hand`` (``None``: everything, for a fully dealt scenario)."""
    players = hand.players
    if viewer is not None and not 0 <= viewer < players:
        raise ValueError(f"no seat {viewer} in a {players}-player hand")
    rules = hand.rules
    pending = hand.pending
    held = hand.hands
    to_act = hand.to_act
    legal = hand.legal_actions() if viewer is None or to_act == viewer else []
    next_offer = hand.next_offer()
    return HandView(
        viewer=viewer, rules=rules, players=players, seats=seating(players, dealer=hand.dealer),
        dealer=hand.dealer, mao=hand.mao, decider=hand.decider, kind=hand.kind,
        kind_ruling=hand.kind_ruling, blind=hand.blind, score=hand.score, vira=hand.deal.vira,
        manilhas=tuple(manilhas(rules, hand.deal.vira)), strengths=hand.strengths,
        hands=tuple(held[s] if sees_hand(hand, viewer, s) else None for s in range(players)),
        held=tuple(len(h) for h in held),
        slots=tuple(tuple(i + 1 for i, c in enumerate(dealt) if c in held[s])
                    for s, dealt in enumerate(hand.deal.hands)),
        table=tuple(seen_play(p, viewer) for p in hand.table),
        rounds=tuple(SeenRound(tuple(seen_play(p, viewer) for p in r.plays), r.winner, r.lead,
                               r.ruling, r.lead_ruling) for r in hand.rounds),
        round=hand.round_number, phase=hand.phase, to_act=to_act, value=hand.value,
        pending=None if pending is None else PendingView(
            pending.raiser, pending.responder, pending.offer, call_name(rules, pending.offer),
            rules.ladder[pending.offer]),
        ladder=LadderView(tuple(rules.ladder), hand.step, hand.locked, next_offer,
                          None if next_offer is None
                          else call_name(rules, rules.ladder.index(next_offer)),
                          hand.last_raiser_team, tuple(t for t in (0, 1) if hand.may_raise(t))),
        outcome=outcome(hand),
        history=tuple(seen_step(s, rules, viewer) for s in hand.log),
        choices=_choices(hand, viewer, legal),
        legal=tuple(_written(a, hand, viewer) for a in legal),
    )


def seat_check(hand: Hand, seat: int, action: Action | str) -> Action:
    """The action made concrete if ``seat`` may make it now, from what it sees; else the engine's
    refusal. In a blind iron hand a seat does not know its cards, so it may only name a position:
    ``play <card>`` is refused the same way whatever it holds (no refusal tells where a card is).
    """
    act = Action.parse(action) if isinstance(action, str) else action
    if hand.blind and act.kind is Kind.PLAY and act.slot is None and hand.to_act == seat:
        raise IllegalAction(f"illegal action {str(act)!r} for seat {seat}: in a blind iron hand a "
                            "card is chosen by its position: play #1, #2 or #3",
                            code="blind-slot", action=str(act), seat=seat, reason="blind-slot")
    return hand.check(act)
