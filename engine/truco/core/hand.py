"""One hand of truco as a state machine: the hand of eleven, rounds, the ladder and the outcome.

The state is an immutable record; every action makes a new one and pushes the old one on an undo
stack, so ``undo`` and ``copy`` cost next to nothing (search bots make thousands per decision).

>>> from truco.core.rules import Rules
>>> from truco.core.cards import parse_cards
>>> deal = Deal((tuple(parse_cards(["3c", "Kh", "4s"])), tuple(parse_cards(["3h", "Ks", "Qd"]))),
...             Card.parse("7d"))
>>> hand = Hand(Rules(), deal, dealer=1)
>>> steps = [hand.apply(a) for a in ["play 3c", "play 3h", "play Kh", "play Qd"]]
>>> steps[-1].meaning, steps[-1].round
(<Meaning.PLAY: 'play'>, 2)
>>> hand.outcome.winner, hand.outcome.points, hand.outcome.ruling.code
(1, (0, 1), 'win-plus-tie')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from truco.core.actions import ACCEPT, COVERS, FOLD, PLAYS, RAISE, Action, Kind
from truco.core.cards import Card
from truco.core.deal import Deal
from truco.core.errors import IllegalAction
from truco.core.explain import Ruling
from truco.core.ladder import pays
from truco.core.rounds import Play, RoundResult, exposed_loser, settle_hand, settle_round
from truco.core.rules import Rules
from truco.core.seats import mao_of, team_of
from truco.core.strength import strength_table


class HandKind(StrEnum):
    """What kind of hand this is, fixed by the score when it starts."""

    NORMAL = "normal"
    ELEVEN = "eleven"  # exactly one team at ``eleven_at``: mão de onze (mineiro: mão de dez)
    IRON = "iron"  # both teams at ``eleven_at``: mão de ferro


class Phase(StrEnum):
    ELEVEN = "eleven"  # the team at eleven decides whether to play
    PLAY = "play"  # a seat plays a card (or raises, or surrenders)
    ANSWER = "answer"  # a raise waits for an answer
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Pending:
    """A raise waiting for an answer."""

    raiser: int
    responder: int
    offer: int  # ladder index offered


class Meaning(StrEnum):
    """What an action meant where it was made (the engine says it; pages only word it)."""

    PLAY = "play"  # a card face up
    COVER = "cover"  # a card face down
    BLIND_PLAY = "blind-play"  # a card picked by its position, unseen (blind iron hand)
    RAISE = "raise"  # truco, seis, nove, doze on one's own turn
    RERAISE = "reraise"  # answering a raise with the next one (accepts the offer)
    ACCEPT = "accept"  # accepting a raise
    FOLD = "fold"  # folding to a raise: the raisers score the value before it
    SURRENDER = "surrender"  # folding on one's own turn: the others score the current value
    ACCEPT_ELEVEN = "accept-eleven"  # the team at eleven plays the hand
    DECLINE_ELEVEN = "decline-eleven"  # the team at eleven declines it


class Step(NamedTuple):
    """What one action did: :meth:`Hand.apply` returns it and the hand's history keeps it.

    ``action`` is concrete (a blind ``play #2`` also names its card, for the engine only);
    ``offer`` is the value a raise offers (or an accept accepts, or a fold refuses) and ``call``
    its ladder index, which names the call (truco, seis...).
    """

    seat: int
    action: Action
    meaning: Meaning
    round: int
    offer: int | None = None
    call: int | None = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """How the hand ended: winning team (or ``None``), points per team before the cap, why."""

    winner: int | None
    points: tuple[int, int]
    ruling: Ruling


class _State(NamedTuple):
    phase: Phase
    actor: int | None  # the seat to act (``None`` once over)
    hands: tuple[tuple[Card, ...], ...]  # cards still held, in dealt order
    table: tuple[Play, ...]  # the round being played
    rounds: tuple[RoundResult, ...]
    turn: int  # seat to play a card
    step: int  # accepted ladder index
    value: int
    last_raiser_team: int | None
    pending: Pending | None
    round_raise: tuple[int, int] | None  # (team, cards on the table) at the last raise this round
    outcome: Outcome | None
    log: tuple[Step, ...]


class Hand:
    """A hand between 2 seats or 4 seats in pairs. Use :meth:`apply` and :meth:`undo`."""

    __slots__ = (
        "_ladder",
        "_plays",
        "_s",
        "_stack",
        "blind",
        "deal",
        "dealer",
        "decider",
        "kind",
        "mao",
        "players",
        "rules",
        "score",
        "strengths",
    )

    def __init__(self, rules: Rules, deal: Deal, *, dealer: int,
                 score: tuple[int, int] = (0, 0)) -> None:
        players = len(deal.hands)
        deal.check(rules, players)
        self.rules = rules
        self.deal = deal
        self.players = players
        self.dealer = dealer
        self.score = score
        self.mao = mao_of(dealer, players)
        self.strengths = strength_table(rules, deal.vira)
        at = rules.eleven_at
        self.decider = None
        self.blind = False
        self._plays: list[dict[Card, Action] | None] = [None] * players
        if score[0] < at and score[1] < at:
            self.kind = HandKind.NORMAL
        elif score[0] >= at and score[1] >= at:
            self.kind = HandKind.IRON
            self.blind = rules.iron_hand == "blind"
            if self.blind:  # a card is chosen by its position
                self._plays = [{c: Action(Kind.PLAY, card=c, slot=i + 1)
                                for i, c in enumerate(dealt)} for dealt in deal.hands]
        else:
            self.kind = HandKind.ELEVEN
            eleven_team = 0 if score[0] >= at else 1
            self.decider = next(s for s in self.seats_from(self.mao) if team_of(s) == eleven_team)
        value = rules.start_value(self.kind)
        phase = Phase.ELEVEN if self.kind is HandKind.ELEVEN else Phase.PLAY
        actor = self.decider if phase is Phase.ELEVEN else self.mao
        self._s = _State(phase, actor, deal.hands, (), (), self.mao, 0, value, None, None, None, None,
                         ())
        self._ladder = rules.ladder
        self._stack: list[_State] = []

    # -- reading the state -------------------------------------------------------------------

    def seats_from(self, seat: int) -> list[int]:
        """All seats in play order starting at ``seat``."""
        return [(seat + i) % self.players for i in range(self.players)]

    @property
    def phase(self) -> Phase:
        return self._s.phase

    @property
    def to_act(self) -> int | None:
        """The seat to act, or ``None`` once the hand is over."""
        return self._s.actor

    @property
    def finished(self) -> bool:
        return self._s.phase is Phase.OVER

    @property
    def outcome(self) -> Outcome | None:
        return self._s.outcome

    @property
    def value(self) -> int:
        return self._s.value

    @property
    def step(self) -> int:
        return self._s.step

    @property
    def pending(self) -> Pending | None:
        return self._s.pending

    @property
    def rounds(self) -> tuple[RoundResult, ...]:
        return self._s.rounds

    @property
    def turn(self) -> int:
        """The seat to play a card (also while a raise waits for its answer)."""
        return self._s.turn

    @property
    def round_raise(self) -> tuple[int, int] | None:
        """The last raise of the round being played: (its team, cards on the table then)."""
        return self._s.round_raise

    @property
    def table(self) -> tuple[Play, ...]:
        return self._s.table

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self._s.hands

    @property
    def last_raiser_team(self) -> int | None:
        return self._s.last_raiser_team

    @property
    def log(self) -> tuple[Step, ...]:
        """Every action applied so far, as steps (seat, concrete action, what it meant)."""
        return self._s.log

    @property
    def round_number(self) -> int:
        """1, 2 or 3: the round being played (once over: the round after the last finished one)."""
        return min(len(self._s.rounds) + 1, 3)

    @property
    def locked(self) -> bool:
        """The ladder is locked in a hand of eleven and in the iron hand."""
        return self.kind is not HandKind.NORMAL

    @property
    def kind_ruling(self) -> Ruling | None:
        """Why this hand is special: the team at eleven decides, or the iron hand is played."""
        if self.kind is HandKind.ELEVEN:
            assert self.decider is not None
            team = team_of(self.decider)
            return Ruling("eleven-decides", team=team, seat=self.decider, points=self.score[team],
                          at=self.rules.eleven_at, value=self.rules.eleven_value,
                          fold_pays=self.rules.eleven_fold_pays)
        if self.kind is HandKind.IRON:
            return Ruling("iron-hand", at=self.rules.eleven_at, value=self.rules.eleven_value,
                          blind=self.blind)
        return None

    def next_offer(self) -> int | None:
        """The value the next raise would offer, or ``None`` at the top or while locked."""
        if self.locked or self.finished:
            return None
        s = self._s
        base = s.pending.offer if s.pending is not None else s.step
        return self.rules.ladder[base + 1] if base + 1 < len(self.rules.ladder) else None

    def may_raise(self, team: int) -> bool:
        """Whether ``team`` may make the next raise (strict alternation, top step, lock)."""
        return self.next_offer() is not None and self._s.last_raiser_team != team

    def can_raise(self) -> bool:
        """Whether the seat to act may raise now (``may_raise`` of its team, for searches)."""
        s = self._s
        return s.actor is not None and s.phase is not Phase.ELEVEN and self._can_raise(s, s.actor)

    def raises_by(self, team: int) -> int:
        """How many raises ``team`` made in this hand (the teams alternate: none raises twice
        in a row, so the ladder's index and the last raiser tell)."""
        s = self._s
        made = s.pending.offer if s.pending is not None else s.step
        last = s.last_raiser_team
        return (made + 1) // 2 if last == team else made // 2

    # -- legal actions -----------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every legal action of the seat to act (cards named, even in a blind hand)."""
        s = self._s
        seat = s.actor
        if seat is None:
            return []
        phase = s.phase
        if phase is Phase.ELEVEN:
            return [ACCEPT, FOLD]
        if phase is Phase.ANSWER:
            return [ACCEPT, FOLD, RAISE] if self._can_raise(s, seat) else [ACCEPT, FOLD]
        cards = s.hands[seat]
        blind_plays = self._plays[seat]
        if blind_plays is not None:
            actions = [a for c, a in blind_plays.items() if c in cards]
        else:
            actions = [PLAYS[c] for c in cards]
            if len(s.rounds) + 1 >= self.rules.cover_from_round:
                actions += [COVERS[c] for c in cards]
        if self._can_raise(s, seat):
            actions.append(RAISE)
        actions.append(FOLD)
        return actions

    def _can_raise(self, s: _State, seat: int) -> bool:
        """:meth:`_raise_problem` is ``None``, without building the reason."""
        if self.kind is not HandKind.NORMAL:
            return False
        pending = s.pending
        if pending is None:
            return s.last_raiser_team != team_of(seat) and s.step + 1 < len(self._ladder)
        return pending.offer + 1 < len(self._ladder)

    def check(self, action: Action | str) -> Action:
        """The action made concrete (``play #2`` also names its card), or raise
        :class:`IllegalAction` naming the action, the seat and the reason.

        In a blind iron hand there is no ``cover``, and a card may be named by its position
        (``play #2``) or, by whoever knows the whole deal (a scenario's author), by its name; what
        a *seat* may write there is :func:`truco.view.seat_check`'s business."""
        act = Action.parse(action) if isinstance(action, str) else action
        s = self._s
        seat = s.actor
        kind = act.kind
        phase = s.phase
        if phase is Phase.PLAY:  # the common cases first: a card held face up, a surrender
            if kind is Kind.PLAY and act.slot is None and not self.blind and act.card in s.hands[
                    s.turn]:
                return act
            if kind is Kind.FOLD:
                return act
        elif phase is not Phase.OVER and (kind is Kind.ACCEPT or kind is Kind.FOLD):
            return act  # answering a raise or the hand of eleven
        return self._check_slow(act, s, seat)

    def _check_slow(self, act: Action, s: _State, seat: int | None) -> Action:
        def illegal(code: str, why: str, **params: object) -> IllegalAction:
            who = "nobody" if seat is None else f"seat {seat}"
            return IllegalAction(f"illegal action {str(act)!r} for {who}: {why}",
                                 code=code, action=str(act), seat=seat, reason=code, **params)

        if seat is None:
            raise illegal("hand-over", "the hand is over")
        if s.phase is Phase.ELEVEN:
            if act.kind in (Kind.ACCEPT, Kind.FOLD):
                return act
            raise illegal("eleven-pending", "first the team at eleven decides: accept or fold",
                          at=self.rules.eleven_at)
        if s.phase is Phase.ANSWER:
            if act.kind in (Kind.ACCEPT, Kind.FOLD):
                return act
            if act.kind is Kind.RAISE:
                problem = self._raise_problem(seat)
                if problem is not None:
                    raise illegal(problem[0], problem[1], at=self.rules.eleven_at)
                return act
            raise illegal("raise-pending", "a raise is waiting for an answer: accept, fold or raise")
        # Phase.PLAY
        if act.kind is Kind.ACCEPT:
            raise illegal("no-raise-pending", "there is nothing to accept")
        if act.kind is Kind.FOLD:
            return act
        if act.kind is Kind.RAISE:
            problem = self._raise_problem(seat)
            if problem is not None:
                raise illegal(problem[0], problem[1], at=self.rules.eleven_at)
            return act
        if self.blind and act.kind is Kind.COVER:
            raise illegal("cover-blind", "there are no covered cards in a blind iron hand")
        held = s.hands[seat]
        if act.slot is not None and not self.blind:  # a position names a card only unseen
            raise illegal("slot-not-blind", "a card is chosen by its position only in a blind "
                          "iron hand: name the card", slot=act.slot)
        if act.slot is not None:
            card = self.deal.hands[seat][act.slot - 1]
            if card not in held:
                raise illegal("card-not-in-hand", f"the card at position {act.slot} was played",
                              slot=act.slot)
            return Action(Kind.PLAY, card=card, slot=act.slot)
        assert act.card is not None
        if act.card not in held:
            raise illegal("card-not-in-hand", f"{act.card} is not in seat {seat}'s hand",
                          card=str(act.card))
        blind_plays = self._plays[seat]
        if blind_plays is not None:  # named by the deal's author: the same play as its position
            return blind_plays[act.card]
        if act.kind is Kind.COVER:
            problem = self._cover_problem()
            if problem is not None:
                raise illegal(problem[0], problem[1], round=len(self._s.rounds) + 1,
                              from_round=self.rules.cover_from_round)
        return act

    def _cover_problem(self) -> tuple[str, str] | None:
        if self.blind:
            return ("cover-blind", "there are no covered cards in a blind iron hand")
        rnd = len(self._s.rounds) + 1
        if self.rules.cover_from_round > 3:
            return ("cover-never", "these rules never allow a covered card")
        if rnd < self.rules.cover_from_round:
            return ("cover-too-early",
                    f"covering is allowed from round {self.rules.cover_from_round}, "
                    f"this is round {rnd}")
        return None

    def _raise_problem(self, seat: int) -> tuple[str, str] | None:
        s = self._s
        if self.locked:
            return ("ladder-locked", "the ladder is locked in this hand")
        if s.last_raiser_team == team_of(seat) and s.pending is None:
            return ("alternation", "your team made the last raise; the other team raises next")
        base = s.pending.offer if s.pending is not None else s.step
        if base + 1 >= len(self.rules.ladder):
            return ("ladder-top", "nothing above the top of the ladder")
        return None

    # -- applying ----------------------------------------------------------------------------

    def apply(self, action: Action | str) -> Step:
        """Apply a legal action of the seat to act and say what it did; an illegal one raises and
        changes nothing."""
        act = self.check(action)
        s = self._s
        seat = s.actor
        assert seat is not None
        step = self._step(s, seat, act)
        phase = s.phase
        log = (*s.log, step)
        if phase is Phase.PLAY and act.card is not None:
            new = self._card(s, seat, act, log)
        elif phase is Phase.ELEVEN:
            new = self._eleven(s, act, log)
        elif phase is Phase.ANSWER:
            new = self._answer(s, act, seat, log)
        elif act.kind is Kind.RAISE:
            responder = (seat + 1) % self.players
            new = _State(Phase.ANSWER, responder, s.hands, s.table, s.rounds, s.turn, s.step,
                         s.value, team_of(seat), Pending(seat, responder, s.step + 1),
                         (team_of(seat), len(s.table)), None, log)
        else:  # a surrender
            other = 1 - team_of(seat)
            paid = pays(self.rules, value=s.value)
            new = self._end(s, other, paid, Ruling("surrender", seat=seat, team=other, value=paid),
                            log)
        self._stack.append(s)
        self._s = new
        return step

    def meaning(self, action: Action | str) -> Step:
        """What a legal action of the seat to act would do, without doing it."""
        act = self.check(action)
        seat = self.to_act
        assert seat is not None
        return self._step(self._s, seat, act)

    def _step(self, s: _State, seat: int, act: Action) -> Step:
        rnd = len(s.rounds) + 1
        kind = act.kind
        phase = s.phase
        if phase is Phase.PLAY:
            if kind is Kind.PLAY:
                return Step(seat, act, Meaning.BLIND_PLAY if self.blind else Meaning.PLAY, rnd)
            if kind is Kind.COVER:
                return Step(seat, act, Meaning.COVER, rnd)
            if kind is Kind.RAISE:
                return Step(seat, act, Meaning.RAISE, rnd, self._ladder[s.step + 1], s.step + 1)
            return Step(seat, act, Meaning.SURRENDER, rnd)
        if phase is Phase.ELEVEN:
            return Step(seat, act, Meaning.ACCEPT_ELEVEN if kind is Kind.ACCEPT
                        else Meaning.DECLINE_ELEVEN, rnd)
        assert s.pending is not None
        offer = s.pending.offer
        if kind is Kind.RAISE:
            return Step(seat, act, Meaning.RERAISE, rnd, self._ladder[offer + 1], offer + 1)
        return Step(seat, act, Meaning.ACCEPT if kind is Kind.ACCEPT else Meaning.FOLD, rnd,
                    self._ladder[offer], offer)

    def _eleven(self, s: _State, act: Action, log: tuple[Step, ...]) -> _State:
        assert self.decider is not None
        team = team_of(self.decider)
        if act.kind is Kind.ACCEPT:
            return s._replace(phase=Phase.PLAY, actor=s.turn, log=log)
        paid = pays(self.rules, value=s.value, eleven=True)
        return self._end(s, 1 - team, paid, Ruling("eleven-fold", seat=self.decider, team=1 - team,
                                                   value=paid, at=self.rules.eleven_at), log)

    def _answer(self, s: _State, act: Action, seat: int, log: tuple[Step, ...]) -> _State:
        assert s.pending is not None
        p = s.pending
        ladder = self._ladder
        if act.kind is Kind.ACCEPT:
            return _State(Phase.PLAY, s.turn, s.hands, s.table, s.rounds, s.turn, p.offer,
                          ladder[p.offer], s.last_raiser_team, None, s.round_raise, None, log)
        if act.kind is Kind.FOLD:
            raiser_team = team_of(p.raiser)
            paid = pays(self.rules, value=s.value, refused=p.offer)
            return self._end(s, raiser_team, paid,
                             Ruling("fold-pays-previous", seat=seat, team=raiser_team, value=paid,
                                    offer=ladder[p.offer]), log)
        # a re-raise: accept the offer and offer the next step; the previous raiser answers
        return _State(Phase.ANSWER, p.raiser, s.hands, s.table, s.rounds, s.turn, p.offer,
                      ladder[p.offer], team_of(seat), Pending(seat, p.raiser, p.offer + 1),
                      (team_of(seat), len(s.table)), None, log)

    def _card(self, s: _State, seat: int, act: Action, log: tuple[Step, ...]) -> _State:
        card = act.card
        assert card is not None
        hands = list(s.hands)
        held = hands[seat]
        i = held.index(card)
        hands[seat] = held[:i] + held[i + 1:]
        table = (*s.table, Play(seat, card, act.kind is Kind.COVER))
        if len(table) < self.players:
            turn = (seat + 1) % self.players
            return _State(Phase.PLAY, turn, tuple(hands), table, s.rounds, turn, s.step, s.value,
                          s.last_raiser_team, None, s.round_raise, None, log)
        result = settle_round(table, self.strengths, players=self.players)
        round_raise = s.round_raise
        s = _State(Phase.PLAY, result.lead, tuple(hands), (), (*s.rounds, result), result.lead,
                   s.step, s.value, s.last_raiser_team, None, None, None, log)
        return self._after_round(s, result, table, round_raise)

    def _after_round(self, s: _State, result: RoundResult, table: tuple[Play, ...],
                     round_raise: tuple[int, int] | None) -> _State:
        raiser_team = exposed_loser(self.rules, result.winner, result.top,
                                    [p.covered for p in table], round_raise)
        if raiser_team is not None:
            assert round_raise is not None
            exposed = [str(table[i].card) for i in result.top
                       if i < round_raise[1] and not table[i].covered]
            return self._end(s, 1 - raiser_team, s.value,
                             Ruling("exposed-card", team=1 - raiser_team, raiser_team=raiser_team,
                                    cards=exposed, value=s.value))
        rounds = s.rounds
        if len(rounds) == 1 and rounds[0].winner is not None:
            return s  # one round won: nothing is decided yet
        settled = settle_hand([r.winner for r in rounds], self.rules, kind=self.kind,
                              mao=self.mao, dealer=self.dealer,
                              eleven_team=None if self.decider is None else team_of(self.decider))
        if settled is None:
            return s
        return self._end(s, settled.team, s.value if settled.points is None else settled.points,
                         settled.ruling)

    def _end(self, s: _State, team: int | None, points: int, ruling: Ruling,
             log: tuple[Step, ...] | None = None) -> _State:
        awarded = (0, 0) if team is None else ((points, 0) if team == 0 else (0, points))
        return _State(Phase.OVER, None, s.hands, s.table, s.rounds, s.turn, s.step, s.value,
                      s.last_raiser_team, None, s.round_raise, Outcome(team, awarded, ruling),
                      s.log if log is None else log)

    # -- undo and copy -----------------------------------------------------------------------

    def undo(self) -> Action:
        """Take back the last action and return it."""
        if not self._stack:
            raise IllegalAction("nothing to undo", code="nothing-to-undo")
        act = self._s.log[-1].action
        self._s = self._stack.pop()
        return act

    def copy(self) -> Hand:
        """An independent hand in the same state (sharing the immutable records)."""
        twin = object.__new__(Hand)
        for name in _SHARED:
            setattr(twin, name, getattr(self, name))
        twin._s = self._s
        twin._stack = self._stack.copy()
        return twin

    def fingerprint(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks in tests."""
        return tuple(self._s)


#: What a copy shares with its original: everything but the state and the undo stack.
_SHARED = tuple(name for name in Hand.__slots__ if name not in ("_s", "_stack"))
