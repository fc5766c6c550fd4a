"""Scenarios: a deal, the score, the dealer and the actions so far, as JSON or as a URL code.

The code is compact, URL-safe (letters, digits and ``-._`` only) and readable::

    v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd

Fields after ``v1`` and the preset: ``p`` players, ``s`` score, ``d`` dealer, ``v`` vira,
``h`` hands by seat, ``a`` actions (a card = play it, ``c`` + card = cover it, ``s`` + 1..3 = blind
play by position, ``raise``, ``accept``, ``fold``), ``o`` an option override (``othree_ties-dealer``,
``oladder-2-4-8-10-12``, ``oexposed_card-1``).

>>> sc = Scenario.from_code("v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd")
>>> sc.to_json()["actions"]
['play 3c', 'play 3h', 'play Kh', 'play Qd']
>>> Scenario.from_json(sc.to_json()).to_code() == sc.to_code()
True
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from truco.core.actions import Action, Kind
from truco.core.cards import DECK, Card
from truco.core.deal import Deal
from truco.core.errors import ScenarioError, TrucoError
from truco.core.hand import Hand
from truco.core.rules import OPTION_NAMES, PRESETS, Rules

CODE_VERSION = "v1"
#: More actions than any hand can hold (12 cards, the ladder's raises and answers, the eleven).
MAX_ACTIONS = 40
_FIELDS = ("rules", "players", "score", "dealer", "vira", "hands", "actions")


@dataclass(frozen=True, slots=True)
class Scenario:
    """A starting position and the actions played from it."""

    rules: Rules
    deal: Deal
    players: int = 2
    score: tuple[int, int] = (0, 0)
    dealer: int = 1
    actions: tuple[str, ...] = field(default=())

    # -- JSON -------------------------------------------------------------------------------

    @classmethod
    def parse_json(cls, text: str) -> Scenario:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ScenarioError(f"malformed JSON: {exc.msg} at line {exc.lineno} column {exc.colno}",
                                code="bad-json") from None
        except RecursionError:
            raise ScenarioError("malformed JSON: nested too deeply", code="bad-json") from None
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: object) -> Scenario:
        if not isinstance(data, dict):
            raise ScenarioError("a scenario is a JSON object", code="bad-scenario")
        unknown = sorted(set(data) - set(_FIELDS))
        if unknown:
            raise ScenarioError(f"unknown scenario field {unknown[0]!r}; fields are "
                                + ", ".join(_FIELDS), code="unknown-field", field=unknown[0])
        rules = Rules.from_spec(data.get("rules", "paulista"))
        players = data.get("players", 2)
        if not isinstance(players, int) or isinstance(players, bool) or players not in (2, 4):
            raise ScenarioError(f"players must be 2 or 4, not {players!r}", code="bad-players")
        score = _score(data.get("score", [0, 0]), rules)
        dealer = data.get("dealer", players - 1)
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < players:
            raise ScenarioError(f"dealer must be a seat from 0 to {players - 1}, not {dealer!r}",
                                code="bad-dealer")
        if "hands" not in data:
            raise ScenarioError("a scenario needs \"hands\": three cards for each seat",
                                code="missing-hands")
        hands = data["hands"]
        if not isinstance(hands, list) or not all(isinstance(h, list) for h in hands):
            raise ScenarioError("\"hands\" is a list of lists of cards, one list per seat",
                                code="bad-hands")
        parsed = tuple(tuple(_card(c) for c in hand) for hand in hands)
        vira_text = data.get("vira")
        vira = None if vira_text is None else _card(vira_text)
        deal = Deal(parsed, vira)
        deal.check(rules, players)
        actions = data.get("actions", [])
        if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
            raise ScenarioError("\"actions\" is a list of action strings", code="bad-actions")
        if len(actions) > MAX_ACTIONS:
            raise ScenarioError(f"a hand has at most {MAX_ACTIONS} actions, not {len(actions)}",
                                code="too-many-actions", limit=MAX_ACTIONS)
        return cls(rules, deal, players, score, dealer, _canonical(actions))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rules": self.rules.to_spec(), "players": self.players,
                               "score": list(self.score), "dealer": self.dealer}
        if self.deal.vira is not None:
            out["vira"] = str(self.deal.vira)
        out["hands"] = [[str(c) for c in hand] for hand in self.deal.hands]
        out["actions"] = list(self.actions)
        return out

    # -- code -------------------------------------------------------------------------------

    def to_code(self) -> str:
        parts = [CODE_VERSION, self.rules.preset_name, f"p{self.players}",
                 f"s{self.score[0]}-{self.score[1]}", f"d{self.dealer}"]
        spec = self.rules.to_spec()
        if isinstance(spec, dict):
            for key, value in spec.items():
                if key != "preset":
                    parts.append(f"o{key}-{_option_text(value)}")
        if self.deal.vira is not None:
            parts.append(f"v{self.deal.vira}")
        parts.append("h" + "-".join("".join(str(c) for c in hand) for hand in self.deal.hands))
        if self.actions:
            parts.append("a" + "-".join(_action_token(a) for a in self.actions))
        return ".".join(parts)

    @classmethod
    def from_code(cls, code: str) -> Scenario:
        if not isinstance(code, str) or not _CODE_CHARS.fullmatch(code):
            raise ScenarioError("a scenario code holds only letters, digits and - . _",
                                code="bad-code")
        parts = code.split(".")
        if parts[0] != CODE_VERSION:
            raise ScenarioError(f"unknown scenario code version {parts[0]!r}; expected "
                                f"{CODE_VERSION!r}", code="bad-code-version")
        if len(parts) < 2 or parts[1] not in PRESETS:
            raise ScenarioError("the second field of a scenario code is the preset: "
                                + ", ".join(PRESETS), code="bad-code")
        data: dict[str, Any] = {}
        options: dict[str, Any] = {}
        for part in parts[2:]:
            key, body = part[:1], part[1:]
            try:
                _read_field(key, body, data, options)
            except (ValueError, IndexError) as exc:
                if isinstance(exc, TrucoError):
                    raise
                raise ScenarioError(f"bad field {part!r} in scenario code", code="bad-code",
                                    field=part) from None
        data["rules"] = {"preset": parts[1], **options} if options else parts[1]
        return cls.from_json(data)

    # -- playing ----------------------------------------------------------------------------

    def start(self) -> Hand:
        """The hand before any action."""
        return Hand(self.rules, self.deal, dealer=self.dealer, score=self.score)

    def play(self) -> Hand:
        """The hand after every action; an illegal action raises with its index."""
        hand = self.start()
        for index, text in enumerate(self.actions):
            try:
                hand.apply(text)
            except TrucoError as exc:
                exc.params["index"] = index
                exc.message = f"action {index} ({text!r}): {exc.message}"
                exc.args = (exc.message,)
                raise
        return hand

    def with_actions(self, actions: list[str] | tuple[str, ...]) -> Scenario:
        return Scenario(self.rules, self.deal, self.players, self.score, self.dealer,
                        tuple(actions))


_CODE_CHARS = re.compile(r"[A-Za-z0-9._-]{1,2000}")


def free_vira(rules: Rules, hands: tuple[tuple[Card, ...], ...],
              *wanted: Card | str | None) -> Card | None:
    """A vira for these hands under ``rules``: none with fixed manilhas (``wanted`` is not even
    read); else the first card of ``wanted`` that nobody holds, else the first such card of the
    deck.

    >>> hands = ((Card.parse("4c"), Card.parse("4h"), Card.parse("4s")),
    ...          (Card.parse("5c"), Card.parse("5h"), Card.parse("5s")))
    >>> free_vira(Rules(), hands, Card.parse("4c"), Card.parse("7d")), free_vira(Rules(), hands)
    (Card.parse('7d'), Card.parse('4d'))
    >>> free_vira(Rules.preset("mineiro"), hands, Card.parse("7d")) is None
    True
    """
    if not rules.uses_vira:
        return None
    used = {c for hand in hands for c in hand}
    cards = [Card.parse(w) if isinstance(w, str) else w for w in wanted if w is not None]
    return next(c for c in [*cards, *DECK] if c not in used)


def _canonical(actions: list[str]) -> tuple[str, ...]:
    """Actions in canonical notation (``PLAY q♥`` -> ``play Qh``): readable now, legal or not
    when played. An unreadable one is refused with its index."""
    out = []
    for index, text in enumerate(actions):
        try:
            out.append(str(Action.parse(text)))
        except TrucoError as exc:
            exc.params["index"] = index
            exc.message = f"action {index} ({text!r}): {exc.message}"
            exc.args = (exc.message,)
            raise
    return tuple(out)


def _card(text: object) -> Card:
    if not isinstance(text, str):
        raise ScenarioError(f"a card is a string such as 'Qh', not {text!r}", code="bad-card")
    return Card.parse(text)


def _score(value: object, rules: Rules) -> tuple[int, int]:
    if (not isinstance(value, list) or len(value) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ScenarioError("\"score\" is two integers [team0, team1]", code="bad-score")
    for team, points in enumerate(value):
        if not 0 <= points < rules.target:
            raise ScenarioError(f"score of team {team} must be from 0 to {rules.target - 1}, "
                                f"not {points}", code="bad-score", team=team)
    return (value[0], value[1])


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, list):
        return "-".join(str(v) for v in value)
    return str(value)


def _option_value(key: str, text: str) -> Any:
    if key not in OPTION_NAMES:
        raise ScenarioError(f"unknown rule option {key!r} in scenario code",
                            code="unknown-option", option=key)
    default = getattr(Rules(), key)
    if isinstance(default, bool):
        return {"1": True, "0": False}.get(text, text)
    if isinstance(default, tuple):
        return [int(v) for v in text.split("-")]
    if isinstance(default, int):
        return int(text)
    return text


def _action_token(text: str) -> str:
    act = Action.parse(text)
    if act.kind is Kind.PLAY:
        return f"s{act.slot}" if act.slot is not None else str(act.card)
    if act.kind is Kind.COVER:
        return f"c{act.card}"
    return act.kind.value


def _token_action(token: str) -> str:
    if token in ("raise", "accept", "fold"):
        return token
    if token.startswith("c") and len(token) >= 3:
        return f"cover {token[1:]}"
    if token.startswith("s") and token[1:] in ("1", "2", "3"):
        return f"play #{token[1:]}"
    return f"play {token}"


def _split_cards(text: str) -> list[str]:
    cards = re.findall(r"(?:10|[0-9A-Za-z])[cdhsCDHS]", text)
    if "".join(cards) != text:
        raise ScenarioError(f"cannot read cards from {text!r}", code="bad-code")
    return cards


def _read_field(key: str, body: str, data: dict[str, Any], options: dict[str, Any]) -> None:
    if key == "p":
        data["players"] = int(body)
    elif key == "s":
        a, b = body.split("-")
        data["score"] = [int(a), int(b)]
    elif key == "d":
        data["dealer"] = int(body)
    elif key == "v":
        data["vira"] = body
    elif key == "h":
        data["hands"] = [_split_cards(h) for h in body.split("-")]
    elif key == "a":
        data["actions"] = [_token_action(t) for t in body.split("-")] if body else []
    elif key == "o":
        name, _, value = body.partition("-")
        options[name] = _option_value(name, value)
    else:
        raise ScenarioError(f"unknown field {key + body!r} in scenario code", code="bad-code")
