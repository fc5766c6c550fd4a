"""The JSON-in/JSON-out facade that the browser worker calls: one request, one response.

Requests are ``{"op": name, "args": {...}}``; responses ``{"ok": true, "result": ...}`` or
``{"ok": false, "error": {"code": ..., "message": ...}}``. Every rule decision comes from the engine.

>>> handle('{"op": "ping"}')
'{"ok": true, "result": {"version": "0.1.0", "presets": ["paulista", "paulista-fpt", "mineiro"]}}'
>>> json.loads(handle('{"op": "nope"}'))["error"]["code"]
'unknown-op'
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from typing import Any

from truco import __version__
from truco.bots import get_bot
from truco.cards import MANILHA_NAMES, Card
from truco.errors import ScenarioError, TrucoError
from truco.game import Game
from truco.hand import Hand
from truco.ladder import calls
from truco.observation import observe
from truco.replay import describe
from truco.rounds import Play, decide, settle_round, settle_three_ties
from truco.rules import PRESETS, Rules
from truco.scenario import Scenario
from truco.strength import manilhas, strength_table
from truco.tables import ranking_table

Op = Callable[[dict[str, Any]], Any]


def handle(request: str) -> str:
    """Answer one JSON request; never raises."""
    try:
        data = json.loads(request)
    except (json.JSONDecodeError, TypeError) as exc:
        return _error({"code": "bad-json", "message": f"malformed request: {exc}"})
    if not isinstance(data, dict) or not isinstance(data.get("op"), str):
        return _error({"code": "bad-request", "message": 'a request is {"op": name, "args": {...}}'})
    op = OPS.get(data["op"])
    if op is None:
        return _error({"code": "unknown-op",
                       "message": f"unknown op {data['op']!r}; ops are {', '.join(OPS)}"})
    # arguments come as {"op", "args": {...}}; a flat {"op", ...arguments} is read the same way
    args = data["args"] if "args" in data else {k: v for k, v in data.items() if k != "op"}
    if not isinstance(args, dict):
        return _error({"code": "bad-request", "message": "args must be an object"})
    try:
        return json.dumps({"ok": True, "result": op(args)}, ensure_ascii=False)
    except TrucoError as exc:
        return _error(exc.to_json())
    except Exception as exc:  # the worker must always get an answer
        return _error({"code": "internal", "message": f"{type(exc).__name__}: {exc}"})


def _error(err: dict[str, Any]) -> str:
    return json.dumps({"ok": False, "error": err}, ensure_ascii=False)


def _rules(args: dict[str, Any]) -> Rules:
    return Rules.from_spec(args.get("rules", "paulista"))


def _vira(rules: Rules, args: dict[str, Any]) -> Card | None:
    text = args.get("vira")
    if not rules.uses_vira:
        return None
    if not isinstance(text, str):
        raise ScenarioError("pick a vira card", code="missing-vira")
    return Card.parse(text)


# -- ops -------------------------------------------------------------------------------------


def op_ping(args: dict[str, Any]) -> Any:
    return {"version": __version__, "presets": list(PRESETS)}


def op_rules(args: dict[str, Any]) -> Any:
    rules = _rules(args)
    return {"spec": rules.to_spec(), "options": rules.options(),
            "calls": [{"step": c.step, "name": c.name, "value": c.value, "fold_pays": c.fold_pays}
                      for c in calls(rules)]}


def op_manilhas(args: dict[str, Any]) -> Any:
    rules = _rules(args)
    vira = _vira(rules, args)
    cards = manilhas(rules, vira)
    return {"vira": None if vira is None else str(vira),
            "manilha_rank": cards[0].rank.value if rules.uses_vira else None,
            "manilhas": [{"card": str(c), "name": MANILHA_NAMES[c.suit]} for c in cards],
            "ranking": ranking_table(rules, vira)}


def op_compare(args: dict[str, Any]) -> Any:
    """A round: cards in play order from seat 0 (two, or four for pairs), some maybe covered."""
    rules = _rules(args)
    vira = _vira(rules, args)
    texts = args.get("cards")
    if not isinstance(texts, list) or len(texts) not in (2, 4):
        raise ScenarioError("give two cards (or four, for pairs) in play order", code="bad-cards")
    cards = [Card.parse(t) if isinstance(t, str) else _bad_card(t) for t in texts]
    covered = args.get("covered") or [False] * len(cards)
    if not isinstance(covered, list) or len(covered) != len(cards):
        raise ScenarioError("covered needs one true/false per card", code="bad-cards")
    seen = {vira} if vira else set()
    for card in cards:
        if card in seen:
            what = "is the vira" if card == vira else "appears twice"
            raise ScenarioError(f"{card} {what}: every card is unique", code="duplicate-card",
                                card=str(card))
        seen.add(card)
    table = strength_table(rules, vira)
    plays = tuple(Play(i, c, bool(cv)) for i, (c, cv) in enumerate(zip(cards, covered, strict=True)))
    result = settle_round(plays, table, players=len(cards))
    return {"winner": result.winner, "lead": result.lead, "top": list(result.top),
            "ruling": result.ruling.to_json(),
            "strengths": [-1 if p.covered else table[p.card] for p in plays]}


def _bad_card(value: object) -> Card:
    raise ScenarioError(f"a card is a string such as 'Qh', not {value!r}", code="bad-card")


def op_ties(args: dict[str, Any]) -> Any:
    """Round outcomes (0, 1 for a team, null for a tie) in order: where the hand is decided."""
    rules = _rules(args)
    outcomes = args.get("outcomes", [])
    kind = args.get("kind", "normal")
    if kind not in ("normal", "eleven", "iron"):
        raise ScenarioError("kind is normal, eleven or iron", code="bad-kind")
    if not isinstance(outcomes, list) or len(outcomes) > 3 or any(
            o not in (0, 1, None) or isinstance(o, bool) for o in outcomes):
        raise ScenarioError("outcomes: up to three of 0, 1 (the team that won) or null (tie)",
                            code="bad-outcomes")
    mao, dealer = 0, 1
    for n in range(1, len(outcomes) + 1):
        ruling = decide(outcomes[:n])
        if ruling is not None:
            return {"decided": True, "after": n, "winner": ruling.params["team"],
                    "points": "value", "ruling": ruling.to_json(), "unplayed": 3 - n}
        if n == 3:
            team, points, tie_ruling = settle_three_ties(
                rules, kind=kind, mao=mao, dealer=dealer,
                eleven_team=0 if kind == "eleven" else None)
            return {"decided": True, "after": 3, "winner": team,
                    "points": "value" if points is None else points,
                    "ruling": tie_ruling.to_json(), "unplayed": 0}
    return {"decided": False, "after": len(outcomes), "winner": None, "points": None,
            "ruling": None, "unplayed": None}


def _scenario(args: dict[str, Any]) -> Scenario:
    if "code" in args:
        return Scenario.from_code(args["code"])
    if "scenario" in args:
        return Scenario.from_json(args["scenario"])
    raise ScenarioError("give a scenario (JSON) or a scenario code", code="missing-scenario")


def _preview(hand: Hand) -> list[dict[str, Any]]:
    """What each legal action would lead to, straight from the engine."""
    out = []
    for action in hand.legal_actions():
        twin = hand.copy()
        twin.apply(action)
        outcome = twin.outcome
        pending = twin.pending
        out.append({"action": str(action), "finished": twin.finished,
                    "points": list(outcome.points) if outcome else None,
                    "ruling": outcome.ruling.to_json() if outcome else None,
                    "value": twin.value,
                    "offer": None if pending is None else twin.rules.ladder[pending.offer],
                    "to_act": twin.to_act})
    return out


def op_replay(args: dict[str, Any]) -> Any:
    """Play a scenario; the result, its code, and a preview of every legal next action."""
    scenario = _scenario(args)
    hand = scenario.play()
    result = describe(hand)
    result["code"] = scenario.to_code()
    result["scenario"] = scenario.to_json()
    result["preview"] = _preview(hand)
    return result


def op_encode(args: dict[str, Any]) -> Any:
    return {"code": _scenario(args).to_code()}


def op_decode(args: dict[str, Any]) -> Any:
    return {"scenario": _scenario(args).to_json()}


# -- the training game ------------------------------------------------------------------------

GAMES: dict[int, Game] = {}
MAX_GAMES = 8
_next_id = [0]


def _game(args: dict[str, Any]) -> Game:
    game = GAMES.get(args.get("id", -1))
    if game is None:
        raise ScenarioError("this game is no longer open: start a new one", code="unknown-game")
    return game


def op_game_new(args: dict[str, Any]) -> Any:
    """A new match against bots, or one opened at a position (``code``)."""
    seed = args.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ScenarioError("seed must be an integer", code="bad-seed")
    game = Game.new(rules=args.get("rules", "paulista"), players=args.get("players", 2),
                    opponents=str(args.get("opponents", "heuristic")),
                    partner=str(args.get("partner", "heuristic")), seed=seed,
                    code=args.get("code"))
    _next_id[0] += 1
    GAMES[_next_id[0]] = game
    for old in sorted(GAMES)[:-MAX_GAMES]:
        del GAMES[old]
    return {"id": _next_id[0], **game.state()}


def op_game_act(args: dict[str, Any]) -> Any:
    game = _game(args)
    since = len(game.events)
    game.act(str(args.get("action", "")))
    return game.state(since=since)


def op_game_next(args: dict[str, Any]) -> Any:
    game = _game(args)
    since = len(game.events)
    game.next_hand()
    return game.state(since=since)


def op_game_state(args: dict[str, Any]) -> Any:
    return _game(args).state(since=int(args.get("since", 0)))


def op_game_code(args: dict[str, Any]) -> Any:
    """The scenario code of the game's current hand (every card in it: for a link only)."""
    return {"code": _game(args).position_code()}


def op_game_check(args: dict[str, Any]) -> Any:
    """Whether the person may make an action now; a refusal comes back as the engine's error."""
    _game(args).check(str(args.get("action", "")))
    return {"legal": True}


def op_bot_move(args: dict[str, Any]) -> Any:
    """One bot decision at a position, timed inside the engine (for benchmarks)."""
    hand = _scenario(args).play()
    seat = hand.to_act
    if seat is None:
        raise ScenarioError("the hand is over: no one is to act", code="hand-over")
    bot = get_bot(str(args.get("bot", "search")))
    started = time.perf_counter()
    action = bot.choose(observe(hand, seat), random.Random(args.get("seed", 0)))
    return {"seat": seat, "action": str(action),
            "ms": round((time.perf_counter() - started) * 1000, 3)}


OPS: dict[str, Op] = {
    "ping": op_ping,
    "rules": op_rules,
    "manilhas": op_manilhas,
    "compare": op_compare,
    "ties": op_ties,
    "replay": op_replay,
    "encode": op_encode,
    "decode": op_decode,
    "game_new": op_game_new,
    "game_act": op_game_act,
    "game_next": op_game_next,
    "game_state": op_game_state,
    "game_code": op_game_code,
    "game_check": op_game_check,
    "bot_move": op_bot_move,
}
