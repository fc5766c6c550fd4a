"""The web facade (truco.web.handle): the {op, args} protocol, typed arguments, limits, sessions,
and the answers widgets read instead of re-deriving rules (history, choices, seats, rulings)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from engine_kit import scenario

from truco import web
from truco.core import actions
from truco.core.explain import ERRORS, REASONS
from truco.notation.jsonlimits import MAX_CHARS, MAX_DEPTH
from truco.notation.scenario import Scenario

EXAMPLE = {"vira": "7d", "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], "dealer": 1}
BLIND = "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd"


def ask(op: str, **args: Any) -> Any:
    reply = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    assert reply["ok"], reply
    return reply["result"]


def refused(request: str | dict[str, Any]) -> dict[str, Any]:
    text = request if isinstance(request, str) else json.dumps(request)
    reply = json.loads(web.handle(text))
    assert reply["ok"] is False, reply
    error: dict[str, Any] = reply["error"]
    assert error["code"] != "internal", error
    assert error["code"] in set(ERRORS) | set(REASONS), error
    return error


# -- the boundary: never raise, a clear code for every bad input ------------------------------------


@pytest.mark.parametrize(("request_text", "code"), [
    ('{"op":"ping","args":{"x":' + "9" * 4301 + "}}", "number-too-large"),
    ('{"op":"ping","args":{"x":-' + "9" * 40 + "}}", "number-too-large"),
    ("[" * 100_001, "too-large"),
    ("[" * 50_000, "too-deep"),
    ('{"op": "ping", "args": ' + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "}", "too-deep"),
    ('"\\ud800"', "bad-text"),
    ('{"op": "ping", "args": {"\\udfff": 1}}', "bad-text"),
    ('{"op": "ping", "args": {"x": NaN}}', "bad-json"),
    ('{"op": "ping", "args": {"x": 1e999}}', "number-too-large"),
    ("", "bad-json"),
    ("null", "bad-request"),
    ('{"op": "nope"}', "unknown-op"),
    ('{"op": "ping", "args": []}', "bad-request"),
    ('{"op": "ping", "x": 1}', "bad-request"),
    ("x" * (MAX_CHARS + 1), "too-large"),
], ids=lambda v: v[:30] + f"...({len(v)})" if isinstance(v, str) and len(v) > 40 else str(v))
def test_hostile_requests_get_a_clear_error_never_an_exception(request_text: str, code: str) -> None:
    assert refused(request_text)["code"] == code


def test_handle_answers_whatever_it_is_given() -> None:
    for request in [None, 3, b"\xff\xfe", b'{"op": "ping"}', ["op"], object()]:
        reply = json.loads(web.handle(request))
        assert isinstance(reply, dict) and "ok" in reply
        assert reply.get("error", {}).get("code") != "internal"


def test_a_string_inside_brackets_does_not_count_as_nesting() -> None:
    deep_text = "[" * 500
    assert ask("decode", code="v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd")
    reply = json.loads(web.handle(json.dumps({"op": "replay", "args": {"code": deep_text}})))
    assert reply["error"]["code"] == "bad-code"


def test_error_messages_never_echo_unpaired_surrogates_or_invalid_utf8() -> None:
    for raw in ['{"op": "replay", "args": {"code": "\\ud800"}}', b'{"op": "\xff"}']:
        text = web.handle(raw)
        text.encode("utf-8")  # valid Unicode all the way
        assert "\ud800" not in text and "\ufffd" not in text


# -- typed arguments: a wrong type is bad-request naming the argument --------------------------------


@pytest.mark.parametrize(("op", "args", "argument"), [
    ("game_state", {"id": []}, "id"),
    ("game_act", {"id": {}, "action": "raise"}, "id"),
    ("game_next", {"id": "1"}, "id"),
    ("game_code", {"id": 1.5}, "id"),
    ("game_check", {"id": None, "action": "fold"}, "id"),
    ("game_state", {"id": 1, "since": "x"}, "since"),
    ("game_state", {"id": 1, "since": None}, "since"),
    ("game_state", {"id": 1, "since": []}, "since"),
    ("game_state", {"id": 1, "since": -3}, "since"),
    ("bot_move", {"code": BLIND, "seed": []}, "seed"),
    ("bot_move", {"code": BLIND, "seed": {}}, "seed"),
    ("bot_move", {"code": BLIND, "seed": "\u00e9"}, "seed"),
    ("game_new", {"players": 2.0}, "players"),
    ("game_new", {"players": True}, "players"),
    ("compare", {"cards": "3c 3h"}, "cards"),
    ("compare", {"cards": ["3c", 4]}, "cards"),
    ("ties", {"kind": "open"}, "kind"),
    ("replay", {"scenario": [], "code": None}, "scenario"),
    ("ping", {"x": 1}, "x"),
    ("replay", {"args": {"code": BLIND}}, "args"),
    ("game_act", {"id": 1}, "action"),
])
def test_a_wrong_argument_is_a_bad_request_naming_it(op: str, args: dict[str, Any], argument: str) -> None:
    error = refused({"op": op, "args": args})
    assert error["code"] == "bad-request" and error["argument"] == argument
    assert repr(argument) in error["message"]


def test_bot_move_refuses_an_unknown_bot_by_name() -> None:
    error = refused({"op": "bot_move", "args": {"code": BLIND, "bot": "deep-blue"}})
    assert error["code"] == "unknown-bot" and error["bot"] == "deep-blue"


def test_an_unknown_game_id_is_unknown_game() -> None:
    assert refused({"op": "game_state", "args": {"id": 10**15}})["code"] == "unknown-game"


# -- the blind iron hand: nothing about the seat's own cards leaks --------------------------------------


def test_blind_hand_refusals_do_not_depend_on_the_cards_held() -> None:
    game = ask("game_new", code=BLIND, seed=1)
    assert game["observation"]["hands"][0] is None
    answers = set()
    for card in ["3c", "Kh", "4s", "3h", "Ks", "Qd", "5c", "Ad"]:
        for op in ("game_check", "game_act"):
            error = refused({"op": op, "args": {"id": game["id"], "action": f"play {card}"}})
            answers.add((error["code"], error["message"].replace(card, "?")))
    assert len(answers) == 1 and next(iter(answers))[0] == "blind-slot"
    state = ask("game_check", id=game["id"], action="play #2")
    assert state == {"legal": True}


def test_blind_hand_replay_names_cards_for_the_author_and_positions_for_a_seat() -> None:
    """The author of a fully dealt scenario knows every card: the replay lists and takes card
    names (and positions); the same replay for a seat names none of its cards."""
    result = ask("replay", code=BLIND)
    assert result["legal"] == ["play 3c", "play Kh", "play 4s", "fold"]
    by_name = ask("replay", code=BLIND + ".aKh-3h")
    by_slot = ask("replay", code=BLIND + ".as2-s1")
    for r in (by_name, by_slot):
        assert [s["meaning"] for s in r["history"]] == ["blind-play", "blind-play"]
        assert [s["slot"] for s in r["history"]] == [2, 1]
    assert by_name["round_details"] == by_slot["round_details"]
    seat = ask("replay", code=BLIND, viewer=0)
    assert seat["legal"] == ["play #1", "play #2", "play #3", "fold"]
    assert seat["hands"] == [None, None] and all("card" not in c for c in seat["choices"])
    assert refused({"op": "replay", "args": {"code": BLIND, "viewer": 2}})["code"] == "bad-viewer"
    error = refused({"op": "replay", "args": {"code": BLIND + ".a5c"}})
    assert error["code"] == "card-not-in-hand" and error["index"] == 0


def test_blind_hand_observation_choices_name_no_card() -> None:
    game = ask("game_new", code=BLIND, seed=1)
    del game["observation"]["manilhas"]  # the vira's manilhas (Qd among them) are public
    text = json.dumps(game)
    for card in ("3c", "Kh", "4s", "3h", "Ks", "Qd"):
        assert card not in text
    assert [c["action"] for c in game["observation"]["choices"]] == ["play #1", "play #2", "play #3", "fold"]


# -- bounded memory -------------------------------------------------------------------------------------


def test_the_parsed_action_cache_is_bounded() -> None:
    for i in range(3000):
        web.handle(json.dumps({"op": "replay", "args": {"scenario": {
            **EXAMPLE, "actions": ["play 3c", f"play {'x' * (i % 300)}{i}"]}}}))
    assert len(actions._PARSED) <= actions._CACHE_ENTRIES
    assert all(len(k) <= actions._CACHE_KEY_CHARS for k in actions._PARSED)


def test_open_games_are_bounded() -> None:
    ids = [ask("game_new", seed=i)["id"] for i in range(web.GAMES.limit + 3)]
    assert len(web.GAMES.games) == web.GAMES.limit
    assert refused({"op": "game_state", "args": {"id": ids[0]}})["code"] == "unknown-game"
    assert ask("game_state", id=ids[-1])["observation"]["viewer"] == 0


# -- answers that need no reinterpretation -----------------------------------------------------------


def test_history_says_what_each_action_meant() -> None:
    result = ask("replay", scenario=scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
                                             ["raise", "raise", "raise", "accept", "play 3c"]))
    steps = [(s["meaning"], s.get("call"), s.get("offer")) for s in result["history"]]
    assert steps == [("raise", "truco", 3), ("reraise", "seis", 6), ("reraise", "nove", 9),
                     ("accept", "nove", 9), ("play", None, None)]


def test_history_tells_a_surrender_from_a_fold_and_a_declined_eleven() -> None:
    def meanings(actions_: list[str], **kw: Any) -> list[str]:
        data = scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], actions_, **kw)
        return [s["meaning"] for s in ask("replay", scenario=data)["history"]]

    assert meanings(["fold"]) == ["surrender"]
    assert meanings(["raise", "fold"]) == ["raise", "fold"]
    assert meanings(["fold"], score=(11, 0)) == ["decline-eleven"]
    assert meanings(["accept", "fold"], score=(11, 0)) == ["accept-eleven", "surrender"]


def test_choices_carry_meaning_and_payout() -> None:
    result = ask("replay", scenario=scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], ["raise"]))
    by_action = {c["action"]: c for c in result["choices"]}
    assert by_action["fold"]["meaning"] == "fold" and by_action["fold"]["pays"] == 1
    assert by_action["raise"]["meaning"] == "reraise" and by_action["raise"]["call"] == "seis"
    assert by_action["accept"]["offer"] == 3


def test_seats_teams_partners_and_remaining_cards_come_from_the_engine() -> None:
    data = scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["Ac", "Jc", "6s"], ["Ah", "Jh", "6h"]],
                    ["play 3c"], dealer=3)
    result = ask("replay", scenario=data)
    assert [(s["team"], s["partner"], s["mao"], s["dealer"]) for s in result["seats"]] == [
        (0, 2, True, False), (1, 3, False, False), (0, 0, False, False), (1, 1, False, True)]
    assert result["hands"][0] == ["Kh", "4s"] and result["hands"][1] == ["3h", "Ks", "Qd"]


def test_the_match_ruling_says_capped_and_won() -> None:
    data = scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], ["accept", "fold"], score=(11, 10))
    data["actions"] = ["fold"]
    result = ask("replay", scenario=data)
    assert result["score"] == [11, 11]
    assert [r["code"] for r in result["match_rulings"]] == []
    data = scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], ["accept", "play 3c", "fold"],
                    score=(10, 11))
    result = ask("replay", scenario=data)
    assert result["score"] == [12, 11]
    assert [r["code"] for r in result["match_rulings"]] == ["score-capped", "match-won"]


def test_ties_points_are_numbers() -> None:
    assert ask("ties", outcomes=[None, 1])["points"] == 1
    assert ask("ties", outcomes=[None, None, None], rules="paulista")["points"] == 1
    assert ask("ties", outcomes=[0, 0], kind="eleven", rules="mineiro")["points"] == 4
    assert ask("ties", outcomes=[None, None, None], kind="eleven", rules="paulista-fpt")["points"] == 3
    assert ask("ties", outcomes=[None, None, None], kind="iron", rules="mineiro")["points"] == 0
    assert ask("ties", outcomes=[1, 1], value=6)["points"] == 6


def test_compare_returns_canonical_cards() -> None:
    result = ask("compare", cards=["q♥", "3C"], vira="7d")
    assert result["cards"] == ["Qh", "3c"] and result["winner"] == 0


def test_rules_lists_the_deck_in_notation_order() -> None:
    deck = ask("rules", rules="mineiro")["deck"]
    assert len(deck) == 40 and deck[:5] == ["4c", "4h", "4s", "4d", "5c"]


def test_retarget_keeps_the_deal_and_picks_a_legal_vira() -> None:
    code = Scenario.from_json(scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]],
                                       ["play 3c", "play 3h"], rules="mineiro")).to_code()
    result = ask("retarget", code=code, rules="paulista")
    assert result["scenario"]["vira"] not in {"3c", "Kh", "4s", "3h", "Ks", "Qd"}
    assert result["scenario"]["actions"] == ["play 3c", "play 3h"] and result["refused"] is None
    back = ask("retarget", code=result["code"], rules="mineiro")
    assert "vira" not in back["scenario"]
    kept = ask("retarget", code=result["code"], rules="paulista-fpt", vira="Ac")
    assert kept["scenario"]["vira"] == "Ac"


def test_retarget_replays_the_legal_prefix_and_says_what_it_dropped() -> None:
    data = scenario([["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], ["raise", "accept", "raise", "raise"],
                    rules="paulista", ladder=[1, 3, 6])
    result = ask("retarget", scenario=data, rules={"preset": "paulista", "ladder": [1, 3]})
    assert (result["refused"]["index"] == 2 and result["refused"]["code"] == "alternation") or \
        result["refused"]["code"] == "ladder-top"
    assert result["scenario"]["actions"] == ["raise", "accept"]


def test_a_game_reopens_from_its_token_at_the_same_position() -> None:
    game = ask("game_new", seed=7, opponents="heuristic")
    for _ in range(3):
        legal = game["observation"]["legal"]
        if not legal:
            break
        game = {**ask("game_act", id=game["id"], action=legal[0]), "id": game["id"]}
    reopened = ask("game_resume", token=game["token"])
    assert reopened["position"] == game["position"]
    assert refused({"op": "game_resume", "args": {"token": "not-a-token"}})["code"] == "bad-token"


def test_game_events_carry_the_meaning_of_each_action() -> None:
    game = ask("game_new", seed=3)
    for event in game["events"]:
        if event["type"] == "action":
            assert event["meaning"] in {"play", "cover", "raise", "reraise", "accept", "fold",
                                        "surrender", "accept-eleven", "decline-eleven", "blind-play"}


# -- deal: the engine's shuffle, for the exercises (no dealing in JavaScript) ----------------------


def test_deal_is_the_same_for_a_seed_and_names_the_seed_it_used() -> None:
    first = ask("deal", seed=12345)
    assert first == ask("deal", seed=12345) and first["seed"] == 12345
    assert ask("deal", seed=12346)["scenario"]["hands"] != first["scenario"]["hands"]
    fresh = ask("deal")
    assert isinstance(fresh["seed"], int) and ask("deal", seed=fresh["seed"]) == fresh


@pytest.mark.parametrize("players", [2, 4])
def test_deal_gives_three_unique_cards_a_seat_and_a_free_vira(players: int) -> None:
    data = ask("deal", seed=3, players=players)["scenario"]
    cards = [c for hand in data["hands"] for c in hand] + [data["vira"]]
    assert len(data["hands"]) == players and all(len(h) == 3 for h in data["hands"])
    assert len(set(cards)) == len(cards) == 3 * players + 1
    assert data["dealer"] == players - 1 and data["score"] == [0, 0] and data["actions"] == []
    assert Scenario.from_json(data).to_json() == data  # a scenario the engine takes back


def test_deal_turns_no_vira_under_fixed_manilhas_and_keeps_the_rules() -> None:
    data = ask("deal", seed=5, rules="mineiro", dealer=0)["scenario"]
    assert "vira" not in data and data["rules"] == "mineiro" and data["dealer"] == 0
    spec = {"preset": "paulista", "three_ties": "dealer"}
    assert ask("deal", seed=5, rules=spec)["scenario"]["rules"] == spec
    assert ask("rules", rules="mineiro")["uses_vira"] is False
    assert ask("rules", rules="paulista")["uses_vira"] is True


@pytest.mark.parametrize("rules", ["paulista", "mineiro"])
def test_deal_keeps_the_cards_already_placed_and_deals_the_empty_slots(rules: str) -> None:
    kept = [["3c", None, "Ah"], [None, None, None], [None, "7d", None], [None, None, None]]
    vira = "4s" if rules == "paulista" else None
    data = ask("deal", seed=9, rules=rules, players=4, hands=kept, vira=vira)["scenario"]
    assert [data["hands"][0][0], data["hands"][0][2], data["hands"][2][1]] == ["3c", "Ah", "7d"]
    assert data.get("vira") == vira
    cards = [c for hand in data["hands"] for c in hand] + ([data["vira"]] if vira else [])
    assert len(set(cards)) == len(cards) == 12 + (vira is not None)
    assert ask("deal", seed=9, rules=rules, players=4, hands=kept, vira=vira)["scenario"] == data
    only_vira = ask("deal", seed=9, vira="Kh")["scenario"]
    assert only_vira["vira"] == "Kh" and all("Kh" not in hand for hand in only_vira["hands"])
    full = [["3c", "4c", "5c"], ["6c", "7c", "Qc"]]
    assert ask("deal", seed=1, hands=full)["scenario"]["hands"] == full  # nothing left to deal


@pytest.mark.parametrize(("args", "code"), [
    ({"hands": [["3c", None, None]]}, "bad-hands"),
    ({"hands": [["3c", None], [None, None, None]]}, "bad-hand-size"),
    ({"hands": [["3c", None, None], ["3c", None, None]]}, "duplicate-card"),
    ({"hands": [["3c", None, None], [None, None, None]], "vira": "3c"}, "duplicate-card"),
    ({"rules": "mineiro", "vira": "3c"}, "unexpected-vira"),
    ({"hands": [["9c", None, None], [None, None, None]]}, "card-not-in-deck"),
    ({"hands": [[3, None, None], [None, None, None]]}, "bad-request"),
])
def test_deal_refuses_kept_cards_that_cannot_be_dealt(args: dict[str, Any], code: str) -> None:
    assert refused({"op": "deal", "args": args})["code"] == code


@pytest.mark.parametrize(("args", "code"), [
    ({"players": 3}, "bad-players"),
    ({"players": 2, "dealer": 2}, "bad-dealer"),
    ({"players": 4, "dealer": -1}, "bad-dealer"),
    ({"seed": "7"}, "bad-request"),
    ({"rules": "nope"}, "unknown-preset"),
])
def test_deal_refuses_bad_arguments_with_a_code(args: dict[str, Any], code: str) -> None:
    assert refused({"op": "deal", "args": args})["code"] == code
