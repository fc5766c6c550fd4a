"""Work limits (issue 17): every call's work is bounded before it starts (analyse, game_review,
game_resume), and a token is read with the request's limits."""

from __future__ import annotations

import base64
import json
from typing import Any

import pytest

from truco.coach import limits
from truco.web import handle


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return reply


def finished_game(players: int, seed: int = 2) -> dict[str, Any]:
    """A training game whose first hand is over (the person always plays a card)."""
    game = ask("game_new", players=players, seed=seed)["result"]
    gid = game["id"]
    while game["match"]["next"] == "play":
        legal = game["observation"]["legal"]
        pick = next((a for a in legal if a.startswith("play")), legal[0])
        game = ask("game_act", id=gid, action=pick)["result"]
    return {**game, "id": gid}


# -- the work budget: analyse, game_review, game_resume --------------------------------------------


def test_an_analysis_past_the_budget_is_refused_and_says_how_many_worlds_fit() -> None:
    game = ask("game_new", players=4, seed=1)["result"]
    refused = ask("analyse", id=game["id"], worlds=5000)
    assert not refused["ok"]
    err = refused["error"]
    assert err["code"] == "over-budget" and err["limit"] == limits.WORK_BUDGET
    assert err["work"] > limits.WORK_BUDGET and 1 <= err["worlds"] < 5000
    assert "worlds" in err["message"]
    fits = ask("analyse", id=game["id"], worlds=err["worlds"])
    assert fits["ok"], fits


def test_the_default_analysis_and_the_analysis_page_s_more_worlds_fit_the_budget() -> None:
    for players in (2, 4):
        game = ask("game_new", players=players, seed=4, rules={"preset": "paulista",
                                                               "cover_from_round": 1})["result"]
        assert ask("analyse", id=game["id"])["ok"]
        assert ask("analyse", id=game["id"], worlds=1000)["ok"]  # analysis.js MORE_WORLDS


def test_worlds_out_of_range_keep_their_own_error() -> None:
    game = ask("game_new", seed=1)["result"]
    for worlds in (0, 5001):
        assert ask("analyse", id=game["id"], worlds=worlds)["error"]["code"] == "bad-request"


def test_a_review_is_held_to_one_budget_for_all_its_decisions() -> None:
    game = finished_game(players=4)
    refused = ask("game_review", id=game["id"], worlds=5000)
    assert refused["error"]["code"] == "over-budget", refused
    worlds = refused["error"]["worlds"]
    assert ask("game_review", id=game["id"], worlds=worlds)["ok"]
    assert ask("game_review", id=game["id"])["ok"]  # the page's default


def test_resuming_a_game_counts_its_bots_decisions(monkeypatch: pytest.MonkeyPatch) -> None:
    game = ask("game_new", players=4, seed=3, opponents="search")["result"]
    game = ask("game_act", id=game["id"], action=game["observation"]["legal"][0])["result"]
    assert ask("game_resume", token=game["token"])["ok"]
    monkeypatch.setattr(limits, "WORK_BUDGET", limits.bot_cost(object()) * 2)
    refused = ask("game_resume", token=game["token"])
    assert refused["error"]["code"] == "over-budget", refused


def test_bot_costs_follow_their_budgets() -> None:
    from truco.bots import get_bot

    assert limits.bot_cost(get_bot("heuristic")) == limits.bot_cost(get_bot("random")) == 1
    assert limits.bot_cost(get_bot("search")) == get_bot("search").playouts  # type: ignore[attr-defined]
    assert limits.bot_cost(get_bot("coach")) == 200 * limits.TYPICAL_ACTIONS


# -- the token: read with the request's limits --------------------------------------------------


@pytest.mark.parametrize("raw", [b"[" * 2000, b"{" * 20 + b"}" * 20, b"\xff\xfe",
                                 b'{"v": 1, "seed": ' + b"9" * 40 + b"}", b"x" * 200_000])
def test_a_hostile_token_is_a_bad_token_never_internal(raw: bytes) -> None:
    token = base64.urlsafe_b64encode(raw).decode().rstrip("=")
    answer = ask("game_resume", token=token[:99_000])
    assert not answer["ok"]
    assert answer["error"]["code"] in ("bad-token", "too-large"), answer


def test_the_before_stop_hook_request_answers_bad_token() -> None:
    deep = base64.urlsafe_b64encode(b"[" * 2000).decode().rstrip("=")
    answer = ask("game_resume", token=deep)
    assert answer["error"]["code"] == "bad-token"
