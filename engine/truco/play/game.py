"""A training game: one person at seat 0 against bots (heads-up, or in pairs with a bot partner).

The person sees only seat 0's observation; each bot receives only its own seat's observation.
Bots act until it is the person's turn, the hand ends or the match ends; what they did comes back
as events. A position (the current hand so far) has a scenario code, so a link can reopen it.

>>> g = Game.new(rules="paulista", players=2, opponents="heuristic", seed=3)
>>> state = g.state()
>>> state["observation"]["viewer"], state["match"]["score"]
(0, [0, 0])
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
from dataclasses import dataclass, field
from typing import Any

from truco.bots import Bot, get_bot
from truco.coach.limits import bot_cost, check_work
from truco.core.actions import Action
from truco.core.deal import Deal
from truco.core.errors import IllegalAction, ScenarioError
from truco.core.hand import Hand, Step
from truco.core.match import CHANCE, TERMINAL, Match
from truco.core.rules import Rules
from truco.core.seats import team_of
from truco.notation.jsonlimits import BoundaryError, read_json
from truco.notation.scenario import Scenario
from truco.observation import Observation, observe, observe_match
from truco.view import outcome, seat_check, seen_step

HUMAN = 0


@dataclass
class Game:
    """A match between the person (seat 0) and bots."""

    match: Match
    bots: dict[int, Bot]
    bot_ids: dict[int, str]
    rng: random.Random
    origin: dict[str, Any]  # how the game was started: enough to replay it (see ``token``)
    moves: list[str] = field(default_factory=list)  # the person's actions, "next" for a deal
    events: list[dict[str, Any]] = field(default_factory=list)
    work: int = 0  # the bots' decisions so far, in playouts (truco.coach.limits.bot_cost)

    @classmethod
    def new(cls, *, rules: object = "paulista", players: int = 2, opponents: str = "heuristic",
            partner: str = "heuristic", seed: int | None = None,
            code: str | None = None) -> Game:
        """A new match, or one that starts at the position of a scenario code.

        Without a seed one is drawn, so that every game can be replayed from its token. It is
        drawn from the system (in the browser, its crypto source): the module's generator would
        give every visitor the same first deal, since Pyodide starts from one memory snapshot."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**48)
        rng = random.Random(seed)
        scenario = Scenario.from_code(code) if code else None
        if scenario is not None:
            the_rules, players = scenario.rules, scenario.players
            match = Match(the_rules, players=players, score=scenario.score, dealer=scenario.dealer)
        else:
            the_rules = Rules.from_spec(rules)
            if players not in (2, 4) or isinstance(players, bool):
                raise ScenarioError("players must be 2 or 4", code="bad-players")
            match = Match(the_rules, players=players)
        ids = {seat: (partner if team_of(seat) == 0 else opponents) for seat in range(1, players)}
        origin = {"rules": the_rules.to_spec(), "players": players, "opponents": opponents,
                  "partner": partner, "seed": seed, "code": code}
        game = cls(match, {s: get_bot(b) for s, b in ids.items()}, ids, rng, origin)
        if scenario is not None:
            game._start(scenario.deal)
            for index, text in enumerate(scenario.actions):
                try:
                    match.apply(text)
                except IllegalAction as exc:
                    raise ScenarioError(f"action {index} ({text!r}) of the position: {exc.message}",
                                        code="bad-position", index=index) from None
        else:
            game._start(Deal.random(the_rules, players, rng))
        game._run_bots()
        return game

    def _start(self, deal: Deal) -> None:
        self.match.deal(deal)
        hand = self.match.hand
        assert hand is not None
        kind_ruling = hand.kind_ruling
        self.events.append({"type": "deal", "dealer": hand.dealer, "mao": hand.mao,
                            "kind": hand.kind.value,
                            "kind_ruling": None if kind_ruling is None else kind_ruling.to_json()})

    def _run_bots(self) -> None:
        while (seat := self.match.current_player) not in (HUMAN, CHANCE, TERMINAL):
            action = self.bots[seat].choose(observe_match(self.match, seat), self.rng)
            self.work += bot_cost(self.bots[seat])
            self._apply(seat, action)

    def _apply(self, seat: int, action: Action | str) -> Step:
        hand = self.match.hand
        assert hand is not None
        rounds_before = len(hand.rounds)
        step = hand.apply(action)
        self.events.append({"type": "action", **seen_step(step, hand.rules, HUMAN).to_json()})
        if len(hand.rounds) > rounds_before:
            result = hand.rounds[-1]
            self.events.append({"type": "round", "number": len(hand.rounds),
                                "winner": result.winner, "ruling": result.ruling.to_json()})
        done = outcome(hand)
        if done is not None:
            self.events.append({"type": "hand-over", **done.to_json()})
        return step

    def act(self, action: str) -> None:
        """The person's action; then the bots play until the person must act again."""
        if self.match.current_player != HUMAN:
            raise IllegalAction(f"illegal action {action!r}: it is not your turn",
                                code="not-your-turn", action=action)
        hand = self.match.hand
        assert hand is not None
        step = self._apply(HUMAN, seat_check(hand, HUMAN, action))
        self.moves.append(str(step.action))
        self._run_bots()

    def next_hand(self) -> None:
        """Deal the next hand once the last one is over."""
        if self.match.current_player != CHANCE:
            raise IllegalAction("the current hand is not over", code="hand-not-over")
        self.moves.append("next")
        self._start(Deal.random(self.match.rules, self.match.players, self.rng))
        self._run_bots()

    def token(self) -> str:
        """An opaque text that rebuilds this game (its start and the person's moves): the page
        keeps it to reopen the game if the engine restarts, and across a reload where
        :meth:`keep_refused` allows. What it carries: the rules, the bots, the deal's random seed,
        the position code the game was opened from (if any) and the person's moves. It names no
        card but that code's, yet every card of the match, the person's unseen ones in a blind
        iron hand included, follows from the seed.

        >>> g = Game.new(seed=5)
        >>> Game.from_token(g.token()).state()["position"] == g.state()["position"]
        True
        """
        data = json.dumps({"v": 1, **self.origin, "moves": self.moves}, separators=(",", ":"))
        return base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")

    @classmethod
    def from_token(cls, token: str) -> Game:
        """The game a :meth:`token` describes, replayed move by move."""
        try:
            raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
            data = read_json(raw, what="the token")  # the request's limits: size, depth, text
            assert isinstance(data, dict) and data.get("v") == 1
            moves = data["moves"]
            assert isinstance(moves, list) and all(isinstance(m, str) for m in moves)
            assert isinstance(data["seed"], int) and not isinstance(data["seed"], bool)
            game = cls.new(rules=data["rules"], players=data["players"],
                           opponents=data["opponents"], partner=data["partner"],
                           seed=data["seed"], code=data["code"])
            check_work(game.work, what="reopening this game (its bots' decisions)")
            for move in moves:
                if move == "next":
                    game.next_hand()
                else:
                    game.act(move)
                check_work(game.work, what="reopening this game (its bots' decisions)")
        except BoundaryError as exc:
            if exc.code == "over-budget":
                raise
            raise ScenarioError("this game cannot be reopened: start a new one",
                                code="bad-token") from None
        except (ValueError, KeyError, TypeError, AssertionError, UnicodeDecodeError):
            raise ScenarioError("this game cannot be reopened: start a new one",
                                code="bad-token") from None
        return game

    def keep_refused(self) -> str | None:
        """Why the page may not keep the token across a reload (a reason code), or ``None``.

        The token is kept in the browser's storage for a reload, not only in the page's memory.
        During a blind iron hand the person does not see their own cards, and they follow from
        the token's seed: ``blind-secret`` until the hand is over (as for the position's code).

        >>> Game.new(seed=5).keep_refused() is None
        True
        """
        hand = self.match.hand
        return "blind-secret" if hand is not None and hand.blind and not hand.finished else None

    def position_code(self, number: int | None = None) -> str:
        """The scenario code of the current hand as played so far, or of a finished hand of the
        match by its number (from 0), as it was played to its end.

        A code names every card dealt; in a blind iron hand the person does not see their own,
        so its code is given once the hand is over (``blind-secret`` before)."""
        if number is None:
            hand = self.match.hand
            assert hand is not None
            if hand.blind and not hand.finished:
                raise IllegalAction("in a blind iron hand the position's code would name your own "
                                    "cards: it is given once the hand is over",
                                    code="blind-secret")
        else:
            _, hand = self.finished_hand(number)
        return Scenario(hand.rules, hand.deal, hand.players, hand.score, hand.dealer,
                        tuple(str(step.action) for step in hand.log)).to_code()

    def person_observation(self) -> Observation:
        """Seat 0's observation when it is the person's turn (what a hint may be drawn from)."""
        hand = self.match.hand
        if hand is None or self.match.current_player != HUMAN:
            raise IllegalAction("it is not your turn: a position is analysed when you are to act",
                                code="not-your-turn")
        return observe(hand, HUMAN)

    def finished_hand(self, number: int | None = None) -> tuple[int, Hand]:
        """A finished hand of the match by its number (from 0; ``None``: the current hand)."""
        hands = [*self.match.history, *([self.match.hand] if self.match.hand else [])]
        index = len(hands) - 1 if number is None else number
        if not 0 <= index < len(hands):
            raise ScenarioError(f"this match has hands 0 to {len(hands) - 1}, not {number}",
                                code="bad-request", argument="hand")
        if not hands[index].finished:
            raise IllegalAction("the hand is not over: a hand is reviewed once it has ended",
                                code="hand-not-over")
        return index, hands[index]

    def check(self, action: str) -> None:
        """Raise the engine's refusal if the person may not make ``action`` now."""
        hand = self.match.hand
        if hand is None or self.match.current_player != HUMAN:
            raise IllegalAction(f"illegal action {action!r}: it is not your turn",
                                code="not-your-turn", action=action)
        seat_check(hand, HUMAN, action)

    def state(self, *, since: int = 0) -> dict[str, Any]:
        """What the page shows: seat 0's observation, the match, the events since ``since``.

        Nothing here names a card seat 0 may not see while the hand goes on (the position code,
        which holds every hand, is given only on request, for a link); once the hand is over,
        ``reveal`` lists every seat's cards still held (``None`` before). ``position``
        fingerprints the public view; ``token`` reopens the game, and ``keep_refused`` says
        whether the page may keep it across a reload (:meth:`keep_refused`).
        """
        hand = self.match.hand
        assert hand is not None
        match = self.match
        observation = observe(hand, HUMAN).to_json()
        public = json.dumps([observation, list(match.score), len(match.history)], sort_keys=True)
        # once the hand is over (never before) every seat's cards still held, face up
        reveal = ([[str(c) for c in held] for held in hand.hands] if hand.finished else None)
        return {
            "observation": observation,
            "match": {"score": list(match.score), "winner": match.winner,
                      "target": match.rules.target, "hands": len(match.history) + 1,
                      "players": match.players, "rules": match.rules.to_spec(),
                      "next": ("over" if match.current_player == TERMINAL else
                               "deal" if match.current_player == CHANCE else "play")},
            "bots": {str(seat): bot_id for seat, bot_id in self.bot_ids.items()},
            "reveal": reveal,
            "events": self.events[since:],
            "event_count": len(self.events),
            "position": hashlib.sha256(public.encode()).hexdigest()[:16],
            "token": self.token(),
            "keep_refused": self.keep_refused(),
        }
