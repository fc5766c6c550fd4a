"""Smoke test of the whole engine, for CPython and for Pyodide (Python 3.14 in the browser).

A plain script, no pytest: it imports every ``truco`` module, exercises each briefly and raises
``AssertionError`` on the first mismatch. Run it with::

    python tests/support/pyodide_smoke.py

(``tests/support/pyodide_smoke.mjs`` runs the same file under Pyodide in Node.)
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import pkgutil
import random
import sys
from typing import Any

CHECKS = 0

#: Modules this script exercises by name; any other ``truco`` module found is imported too.
MODULES = (
    "truco", "truco.core.actions", "truco.bots", "truco.bots.base", "truco.bots.random_bot",
    "truco.core.cards", "truco.core.deal", "truco.core.errors", "truco.core.explain", "truco.core.hand",
    "truco.core.ladder", "truco.core.match", "truco.observation", "truco.notation.replay",
    "truco.core.rounds", "truco.core.rules", "truco.notation.scenario", "truco.search",
    "truco.search.simulate", "truco.core.strength", "truco.teach.tables", "truco.web",
)


def check(condition: object, what: str) -> None:
    """Fail loudly (explicitly, so ``python -O`` cannot skip it)."""
    global CHECKS
    CHECKS += 1
    if not condition:
        raise AssertionError(what)


def expect_error(call: Any, error: type[BaseException], contains: str = "") -> BaseException:
    try:
        call()
    except error as exc:
        check(contains in str(exc), f"error message {str(exc)!r} should mention {contains!r}")
        return exc
    raise AssertionError(f"expected {error.__name__} from {call}")


def import_everything() -> dict[str, Any]:
    """Import every module of the package (those named above and any other found)."""
    import truco

    found = {info.name for info in pkgutil.walk_packages(truco.__path__, prefix="truco.")}
    check(set(MODULES) - {"truco"} <= found, f"modules missing: {set(MODULES) - {'truco'} - found}")
    return {name: importlib.import_module(name) for name in sorted(found | set(MODULES))}


def smoke_cards_actions_errors() -> None:
    from truco.core.actions import Action
    from truco.core.cards import DECK, Card, parse_cards
    from truco.core.errors import ActionError, CardError, TrucoError

    check(len(DECK) == 40, "40 cards")
    check(str(Card.parse("q♥")) == "Qh", "cards parse case-insensitively with suit symbols")
    check([str(c) for c in parse_cards(["3C", "k♦"])] == ["3c", "Kd"], "parse_cards")
    err = expect_error(lambda: Card.parse("8h"), CardError, "40-card deck")
    check(isinstance(err, TrucoError) and isinstance(err, ValueError), "errors are ValueErrors")
    check(getattr(err, "code", None) == "card-not-in-deck", "card error code")
    expect_error(lambda: Card.parse("Zz"), CardError)
    check(str(Action.parse("PLAY q♥")) == "play Qh", "actions print canonically")
    check(str(Action.parse("play #2")) == "play #2", "blind play by position")
    expect_error(lambda: Action.parse("dance"), ActionError, "unknown action")


def smoke_rules_strength_rounds_ladder() -> None:
    from truco.core.cards import Card
    from truco.core.errors import RulesError
    from truco.core.ladder import calls
    from truco.core.rounds import Play, decide, settle_round
    from truco.core.rules import Rules
    from truco.core.strength import compare, manilhas, strength_table

    mineiro = Rules.from_spec({"preset": "mineiro", "ladder": [2, 4, 8, 10, 12]})
    check(mineiro.ladder == (2, 4, 8, 10, 12) and mineiro.eleven_at == 10, "preset with override")
    check(mineiro.to_spec() == {"preset": "mineiro", "ladder": [2, 4, 8, 10, 12]}, "to_spec")
    expect_error(lambda: Rules.from_spec("gaucho"), RulesError, "unknown preset")
    expect_error(lambda: Rules.from_spec({"preset": "paulista", "flor": 1}), RulesError, "flor")
    paulista = Rules()
    check([str(c) for c in manilhas(paulista, Card.parse("4h"))] == ["5c", "5h", "5s", "5d"],
          "with vira 4 the manilhas are the 5s, zap first")
    check([str(c) for c in manilhas(mineiro, None)] == ["4c", "7h", "As", "7d"], "fixed manilhas")
    check(compare(paulista, Card.parse("3s"), Card.parse("4c"), Card.parse("4h")).code ==
          "manilha-suit", "manilhas rank by suit")
    table = strength_table(paulista, Card.parse("7d"))
    tied = settle_round((Play(0, Card.parse("3c")), Play(1, Card.parse("3h"))), table, players=2)
    check(tied.winner is None and tied.lead == 0, "a tied round; its leader leads again")
    decided = decide([None, 1])
    check(decided is not None and decided.code == "win-plus-tie", "tie plus win decides")
    check([c.name for c in calls(paulista)] == ["truco", "seis", "nove", "doze"], "ladder calls")


def smoke_tables_explain() -> None:
    from truco.core.cards import Card
    from truco.core.explain import REASONS, Ruling
    from truco.core.rules import Rules
    from truco.teach.tables import ladder_table, manilha_table, presets_table, ranking_table, tie_table

    check(manilha_table(Rules())[-1]["manilha"] == "4", "vira 3 makes the 4s manilhas")
    check(len(ranking_table(Rules(), Card.parse("4h"))) == 13, "4 manilhas above 9 ordinary ranks")
    check(any(row["sequence"] == ["T", "T", "T"] for row in tie_table(Rules())), "tie table")
    check([row["value"] for row in ladder_table(Rules())] == [1, 3, 6, 9, 12], "ladder table")
    check(any(row["option"] == "three_ties" and row["differs"] for row in presets_table()),
          "presets table")
    check("fold-pays-previous" in REASONS, "reason codes")
    check(Ruling("two-wins", team=0).to_json() == {"code": "two-wins", "params": {"team": 0}},
          "rulings are JSON")


WORKED_EXAMPLE: dict[str, Any] = {
    "rules": "paulista", "players": 2, "score": [0, 0], "dealer": 1, "vira": "7d",
    "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
    "actions": ["play 3c", "play 3h", "play Kh", "play Qd"]}


def smoke_scenario_replay_cli() -> None:
    from truco.core.errors import IllegalAction, ScenarioError
    from truco.notation.replay import replay
    from truco.notation.scenario import Scenario

    sc = Scenario.from_json(WORKED_EXAMPLE)
    result = replay(sc)
    check(result["finished"] and result["winner"] == 1 and result["points"] == [0, 1],
          "worked example 1: seat 1 scores 1")
    check(result["rounds"] == [None, 1] and result["ruling"]["code"] == "win-plus-tie",
          "worked example 1: tie then win")
    code = sc.to_code()
    check(code == "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-Kh-Qd", f"scenario code {code}")
    check(Scenario.from_code(code) == sc and Scenario.from_code(code).to_json() == WORKED_EXAMPLE,
          "scenario code round trip")
    folded = replay(Scenario.from_json({**WORKED_EXAMPLE, "vira": "4h",
                                        "actions": ["raise", "raise", "fold"]}))
    check(folded["points"] == [0, 3], "worked example 2: truco, seis, fold pays 3")
    expect_error(lambda: Scenario.parse_json("{"), ScenarioError, "malformed JSON")
    expect_error(lambda: Scenario.from_code("v9.paulista"), ScenarioError, "version")
    bad = Scenario.from_json({**WORKED_EXAMPLE, "actions": WORKED_EXAMPLE["actions"] + ["play 4s"]})
    err = expect_error(bad.play, IllegalAction, "over")
    check(getattr(err, "params", {}).get("index") == 4, "the offending action's index")
    # the browser's engine holds neither the offline solver nor the command line (CPython's
    # tests cover the CLI); run under CPython, this file sees the whole package
    if sys.platform == "emscripten":
        check(importlib.util.find_spec("truco.solver") is None, "the solver is not shipped")
        check(importlib.util.find_spec("truco.__main__") is None, "the CLI is not shipped")


def smoke_hand_observation() -> None:
    from truco.core.cards import DECK
    from truco.core.deal import Deal
    from truco.core.hand import Hand
    from truco.core.rules import Rules
    from truco.notation.scenario import Scenario
    from truco.observation import observe

    hand = Scenario.from_json({**WORKED_EXAMPLE, "actions": ["play 3c", "play 3h", "cover Kh"]}).play()
    start = hand.fingerprint()
    twin = hand.copy()
    twin.apply("play Ks")
    check(hand.fingerprint() == start, "a copy is independent")
    view = observe(hand, 1).to_json()
    text = json.dumps(view)
    check("Kh" not in text and "4s" not in text, "seat 1 never sees seat 0's hidden or covered cards")
    check(view["hands"][1] == ["Ks", "Qd"] and view["legal"][:2] == ["play Ks", "play Qd"],
          "seat 1 sees its own cards and legal actions")
    hand.apply("play Qd")
    hand.undo()
    check(hand.fingerprint() == start, "undo restores the state")
    # a blind iron hand: nobody sees their own cards, play by position
    blind = Hand(Rules.preset("paulista-fpt"), Deal.random(Rules.preset("paulista-fpt"), 2,
                                                           random.Random(5)),
                 dealer=1, score=(11, 11))
    obs = observe(blind, 0)
    check(obs.hands[0] is None and [str(a) for a in obs.legal][:3] == ["play #1", "play #2", "play #3"],
          "blind iron hand")
    own = {str(c) for c in blind.deal.hands[0]}
    check(not any(card in json.dumps(obs.to_json()) for card in own), "own cards hidden when blind")
    check(len(DECK) == 40, "deck intact")


def smoke_match_bots() -> None:
    from truco.bots import get_bot
    from truco.core.match import CHANCE, TERMINAL, Match
    from truco.core.rules import Rules
    from truco.observation import observe_match

    for preset, players in (("paulista", 2), ("paulista-fpt", 4), ("mineiro", 2)):
        rng = random.Random(11)
        match = Match(Rules.preset(preset), players=players)
        bot = get_bot("random")
        steps = 0
        while match.current_player != TERMINAL:
            steps += 1
            check(steps < 20_000, "a match ends")
            if match.current_player == CHANCE:
                match.deal_random(rng)
            else:
                seat = match.current_player
                obs = observe_match(match, seat)
                action = bot.choose(obs, rng)
                check(action in obs.legal, "the random bot plays a legal action")
                match.apply(action)
        winner = match.winner
        check(winner is not None and match.score[winner] == 12, f"{preset}: a winner at exactly 12")
    # every registered bot answers a fresh position with one of its legal actions
    from truco.bots import BOTS
    from truco.core.deal import Deal
    from truco.core.hand import Hand
    from truco.observation import observe

    rules = Rules()
    hand = Hand(rules, Deal.random(rules, 2, random.Random(2)), dealer=1)
    for name in BOTS:
        obs = observe(hand, 0)
        check(get_bot(name).choose(obs, random.Random(3)) in obs.legal, f"bot {name!r} plays legally")


def smoke_web() -> None:
    from truco import __version__
    from truco.web import handle

    answer = json.loads(handle('{"op": "ping"}'))
    check(answer["ok"] is True and answer["result"]["version"] == __version__, "web ping")
    check(json.loads(handle("not json"))["ok"] is False, "web refuses bad JSON without raising")
    # hostile input that once crashed Pyodide itself (a JavaScript stack overflow) or escaped
    hostile = {"[" * 100_001: "too-large", "[" * 90_000: "too-deep",
               '{"op":"ping","args":{"x":' + "9" * 4301 + "}}": "number-too-large",
               '{"op":"game_state","args":{"id":[]}}': "bad-request", '"\\ud800"': "bad-text"}
    for request, code in hostile.items():
        answer = json.loads(handle(request))
        check(answer["ok"] is False and answer["error"]["code"] == code, f"web refuses {code}")
    again = json.loads(handle('{"op": "ping"}'))
    check(again["ok"] is True, "web still answers after hostile input")
    game = json.loads(handle('{"op": "game_new", "args": {"seed": 3}}'))["result"]
    token = game["token"]
    reopened = json.loads(handle(json.dumps({"op": "game_resume", "args": {"token": token}})))
    check(reopened["result"]["position"] == game["position"], "a game reopens from its token")


def smoke_puzzles() -> None:
    """Puzzles (added with the teachers' tools): a gallery puzzle checked by the engine, the coach
    grading a move, a sealed code (base64 and JSON in the served standard library)."""
    from truco import gallery
    from truco.teach.puzzles import Puzzle, find, listing

    check(len(listing()["puzzles"]) == len(gallery.ENTRIES) >= 36, "the gallery lists its puzzles")
    tie = find("ties-1")
    check(tie.check({"who": None, "why": "same-rank-tie"})["solved"], "a round puzzle solved")
    play = find("truco-6")
    check(play.check({"action": "fold"})["grade"] == "best", "the coach grades a move")
    sealed = Puzzle.from_json({"scenario": tie.scenario.to_code(), "kind": "round", "note": "ñ <b>"})
    check(Puzzle.from_code(sealed.to_code()) == sealed, "a sealed puzzle code round-trips")


def main() -> None:
    modules = import_everything()
    smoke_cards_actions_errors()
    smoke_rules_strength_rounds_ladder()
    smoke_tables_explain()
    smoke_scenario_replay_cli()
    smoke_hand_observation()
    smoke_match_bots()
    smoke_web()
    smoke_puzzles()
    print(f"pyodide smoke: ok ({len(modules)} modules, {CHECKS} checks, "
          f"Python {sys.version.split()[0]})")


if __name__ == "__main__":
    main()  # a failure raises AssertionError (exit 1); no sys.exit, so an embedding runner is happy
