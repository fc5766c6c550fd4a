"""The spot trainer: decisions drawn from the solution's own play, graded by the coach.

A *spot* is one decision of one seat in a heads-up hand. It is drawn reproducibly from a seed:
the engine deals a hand (under the reader's rules where a solution ships for them, else under
``paulista``), plays it with the shipped solution on both seats (:func:`truco.bots.base.forced`
for a locked hand's solved decisions, :func:`truco.solved.ladder.solution_strategy` for the rest,
each action drawn with the solution's probability), and keeps a decision of the kind asked for:

- ``opening``: the mão's first card (round 1, the table empty; a truco may come first);
- ``truco-1``: answering a truco in round 1; ``truco-23``: answering a truco in round 2 or 3;
- ``call-mao``, ``call-pe``: a turn of the mão (after its opening) or of the pé where a raise is
  legal (call, or play on);
- ``seis``: answering a raise above the truco (seis, nove, doze);
- ``eleven``: the hand of eleven's decision, at a score drawn with the deal;
- ``mixed``: one of those, drawn from the seed.

Where a hand has several decisions of the kind one is drawn; a hand with none is followed by the
next deal. What the page gets (:meth:`Spot.to_json`) is the seat's observation only, and a
*token* (``S1.`` and base64url JSON of the kind, the seed and the rules): it names no card, but
the engine draws the same spot again from it (:func:`from_token`), to grade a pick
(:func:`check`: the coach's analysis from the seat's observation, the engine's grade of the pick
and what it gave away). The position's code, every card in it, comes only with the grade: the
page links the decision to the analysis once it is made.

>>> spot = draw("truco-1", 7)
>>> spot.kind, spot.seat == spot.hand().to_act, spot.hand().pending is not None
('truco-1', True, True)
>>> from_token(spot.token()).scenario == spot.scenario
True
>>> sorted(check(spot, "accept")["grade"])
['best', 'by', 'forced', 'grade', 'loss', 'share', 'stake']
"""

from __future__ import annotations

import base64
import binascii
import json
import random
from dataclasses import dataclass
from typing import Any

from truco.bots.base import forced
from truco.coach.analysis import DEFAULT_WORLDS, analyse
from truco.coach.grades import grade
from truco.coach.limits import check_analysis
from truco.core.actions import Kind
from truco.core.deal import Deal
from truco.core.errors import ScenarioError, TrucoError
from truco.core.hand import Hand, Phase
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.solved import eleven as solved_eleven
from truco.solved.ladder import load as ladder_data
from truco.solved.ladder import preset_summary, solution_strategy

#: The kinds of spot, in the order a page lists them.
KINDS: tuple[str, ...] = ("opening", "truco-1", "truco-23", "call-mao", "call-pe", "seis",
                          "eleven")
#: One of :data:`KINDS`, drawn from the seed.
MIXED = "mixed"
#: The rules a spot is drawn under when no solution ships for the reader's.
FALLBACK = "paulista"
#: Most deals tried for one spot: the rarest kind (a seis) comes in about one hand in twenty.
MAX_DEALS = 2000
#: The largest seed (a page's seeds are below a billion; JSON keeps integers to 16 digits).
MAX_SEED = 2**53
#: The token's version prefix, and its longest text (a rules spec with every option fits).
TOKEN_PREFIX = "S1."
MAX_TOKEN = 2000


@dataclass(frozen=True)
class Spot:
    """A drawn spot: the position (``scenario``: the deal and the moves before the decision), the
    deciding ``seat``, the kind asked for and the kind drawn, and the rules: those asked for
    (``asked``, kept in the token) and those played (``rules``; ``fallback`` when they differ
    because no solution ships for the ones asked)."""

    asked_kind: str
    kind: str
    seed: int
    asked: Rules
    rules: Rules
    scenario: Scenario
    seat: int

    @property
    def fallback(self) -> bool:
        return self.rules != self.asked

    def hand(self) -> Hand:
        return self.scenario.play()

    def token(self) -> str:
        """The spot's token: kind, seed and rules, no card (the engine draws the spot again)."""
        text = json.dumps({"kind": self.asked_kind, "seed": self.seed,
                           "rules": self.asked.to_spec()}, separators=(",", ":"), sort_keys=True)
        return TOKEN_PREFIX + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")

    def to_json(self) -> dict[str, Any]:
        """What the page may see: the seat's observation, the kind, the rules played and the
        token. Never the position's code (it names the other seat's cards)."""
        return {"kind": self.kind, "asked": self.asked_kind, "seed": self.seed, "seat": self.seat,
                "rules": self.rules.to_spec(), "fallback": self.fallback,
                "token": self.token(), "observation": observe(self.hand(), self.seat).to_json()}


def kind_of(hand: Hand) -> str | None:
    """The kind of the decision the seat to act faces, ``None`` when it is of no kind.

    >>> hand = Scenario.from_json({"vira": "4d", "hands": [["3c", "Kh", "6c"],
    ...                                                    ["2h", "Qs", "6d"]]}).play()
    >>> kind_of(hand), hand.apply("raise") and kind_of(hand)
    ('opening', 'truco-1')
    """
    seat = hand.to_act
    if seat is None or hand.players != 2:
        return None
    if hand.phase is Phase.ELEVEN:
        return "eleven"
    if hand.phase is Phase.ANSWER:
        pending = hand.pending
        if pending is None or pending.responder != seat:
            return None
        if pending.offer > 1:
            return "seis"
        return "truco-1" if hand.round_number == 1 else "truco-23"
    if hand.phase is not Phase.PLAY:
        return None
    if hand.round_number == 1 and not hand.table and seat == hand.mao:
        return "opening"
    if not any(a.kind is Kind.RAISE for a in hand.legal_actions()):
        return None
    return "call-mao" if seat == hand.mao else "call-pe"


def _check_seed(seed: object) -> int:
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ScenarioError(f"a spot's seed is a whole number from 0 to {MAX_SEED}, not {seed!r}",
                            code="bad-seed", argument="seed")
    return seed


def _check_kind(kind: object) -> str:
    if kind != MIXED and kind not in KINDS:
        raise ScenarioError(f"a spot's kind is one of {', '.join((*KINDS, MIXED))}, not {kind!r}",
                            code="bad-request", argument="kind")
    return str(kind)


def _rules_for(kind: str, asked: Rules) -> Rules:
    """The rules a kind is drawn under: the reader's where a solution ships for them, else
    :data:`FALLBACK`'s."""
    if kind == "eleven":
        return asked if solved_eleven.covers(asked) else Rules.from_spec(FALLBACK)
    if ladder_data() is None:
        raise ScenarioError("the solved hand with the ladder is not loaded: the page fetches it "
                            "before it asks for a spot", code="solution-not-loaded")
    return asked if preset_summary(asked) is not None else Rules.from_spec(FALLBACK)


def _eleven_score(rules: Rules, rng: random.Random) -> tuple[int, int]:
    """A score of a hand of eleven: one team at ``eleven_at`` or more, the other below it."""
    at = rules.eleven_at
    high = rng.randrange(at, rules.target)
    low = rng.randrange(0, at)
    return (high, low) if rng.random() < 0.5 else (low, high)


def _play_out(hand: Hand, kind: str, rng: random.Random) -> list[int] | None:
    """Play ``hand`` to its end with the solution on both seats; the move counts at which the
    seat to act faced a decision of ``kind`` (``None`` when the solution left the hand)."""
    found: list[int] = []
    while not hand.finished:
        if kind_of(hand) == kind:
            found.append(len(hand.log))
        seat = hand.to_act
        assert seat is not None
        observation = observe(hand, seat)
        action = forced(observation, rng)
        if action is None:
            plan = solution_strategy(observation)
            if plan is None:  # a line outside the shipped solution: the next deal
                return None
            action = rng.choices([a for a, _ in plan], [p for _, p in plan])[0]
        hand.apply(action)
    return found


def draw(kind: str, seed: int, rules: Rules | str | dict[str, Any] = "paulista") -> Spot:
    """The spot of ``kind`` (or :data:`MIXED`) for ``seed`` under ``rules``: always the same for
    the same arguments."""
    asked_kind = _check_kind(kind)
    seed = _check_seed(seed)
    asked = rules if isinstance(rules, Rules) else Rules.from_spec(rules)
    rng = random.Random(seed)
    chosen = KINDS[rng.randrange(len(KINDS))] if asked_kind == MIXED else asked_kind
    played = _rules_for(chosen, asked)
    for _ in range(MAX_DEALS):
        deal = Deal.random(played, 2, rng)
        dealer = rng.randrange(2)
        score = _eleven_score(played, rng) if chosen == "eleven" else (0, 0)
        scenario = Scenario(played, deal, 2, score, dealer)
        hand = scenario.play()
        found = _play_out(hand, chosen, rng)
        if not found:
            continue
        at = found[rng.randrange(len(found))]
        position = scenario.with_actions([str(step.action) for step in hand.log[:at]])
        seat = position.play().to_act
        assert seat is not None
        return Spot(asked_kind, chosen, seed, asked, played, position, seat)
    raise ScenarioError(f"no spot of kind {chosen!r} in {MAX_DEALS} deals", code="no-spot",
                        kind=chosen)


def from_token(token: str) -> Spot:
    """The spot a token names (:meth:`Spot.token`), drawn again."""
    bad = ScenarioError("this spot's token cannot be read: ask for a new spot", code="bad-spot",
                        argument="token")
    if not token.startswith(TOKEN_PREFIX) or len(token) > MAX_TOKEN:
        raise bad
    body = token[len(TOKEN_PREFIX):]
    try:
        data = json.loads(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)).decode())
    except (binascii.Error, UnicodeDecodeError, ValueError, RecursionError):
        raise bad from None
    if not isinstance(data, dict) or set(data) != {"kind", "seed", "rules"}:
        raise bad
    try:
        return draw(data["kind"], data["seed"], data["rules"])
    except TrucoError as exc:
        if exc.code == "solution-not-loaded":
            raise
        raise bad from None


def check(spot: Spot, action: str, *, seed: int = 0, worlds: int = DEFAULT_WORLDS) -> dict[str, Any]:
    """The pick graded: the coach's analysis of the position from the seat's observation, the
    engine's grade of ``action`` (:func:`truco.coach.grades.grade`: the grade, and what it gave
    away, ``loss``: points, or where the score decides (``by`` ``"match"``) the chance to win the
    match), and now that the decision is made the position's code (every card: for a link to the
    analysis) and its number of moves."""
    hand = spot.hand()
    picked = hand.check(action)  # the engine's refusal of an illegal action
    observation = observe(hand, spot.seat)
    check_analysis(observation, worlds)
    judged = analyse(observation, seed=seed, worlds=worlds)
    return {"kind": spot.kind, "seat": spot.seat, "action": str(picked),
            "grade": grade(judged, picked).to_json(), "analysis": judged.to_json(),
            "code": spot.scenario.to_code(), "step": len(spot.scenario.actions)}
