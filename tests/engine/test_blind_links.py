"""What a seat learns by design (issue 17, point 8), decided and held here: in a blind iron hand
no link or code of the Play page names the person's cards until the hand is over; the game token
carries the seed (said in its docstring, the README and the Play page) and names no card."""

from __future__ import annotations

import base64
import json
import re
from pathlib import Path
from typing import Any

import pytest

from truco.core.cards import DECK
from truco.web import handle

ROOT = Path(__file__).resolve().parents[2]
#: A blind iron hand (paulista-fpt at 11-11), seat 0 to lead.
IRON = "v1.paulista-fpt.p2.s11-11.d1.v4d.h3cKhAc-2hQs6d"
CARD = re.compile(r"\b(?:" + "|".join(str(c) for c in DECK) + r")\b")


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return reply


def test_no_code_of_a_blind_iron_hand_before_it_is_over() -> None:
    game = ask("game_new", code=IRON, opponents="random", seed=1)["result"]
    assert game["observation"]["blind"] and game["observation"]["hands"] == [None, None]
    refused = ask("game_code", id=game["id"])
    assert refused["error"]["code"] == "blind-secret", refused
    state = game
    while state["match"]["next"] == "play":
        assert ask("game_code", id=game["id"])["error"]["code"] == "blind-secret"
        state = ask("game_act", id=game["id"], action=state["observation"]["legal"][0])["result"]
    # once the hand is over its code may name every card: the current one and by number
    code = ask("game_code", id=game["id"])["result"]["code"]
    assert code == ask("game_code", id=game["id"], hand=0)["result"]["code"]
    assert "3cKhAc" in code


@pytest.mark.parametrize("players", [2, 4])
def test_nothing_the_play_page_gets_during_a_blind_hand_names_the_person_s_unplayed_cards(
        players: int) -> None:
    from truco.web import GAMES

    code = IRON if players == 2 else "v1.mineiro.p4.s10-10.d3.h3cKhAc-2hQs6d-4s5s6s-7h7sJc"
    seen_blind = 0
    for seed in range(4):
        game = ask("game_new", code=code, opponents="random", partner="random",
                   seed=seed)["result"]
        gid = game["id"]
        while game["match"]["next"] == "play":
            obs = game["observation"]
            assert obs["blind"]
            seen_blind += 1
            hand = GAMES.get(gid).match.hand
            assert hand is not None
            unplayed = {str(c) for c in hand.hands[0]}
            text = json.dumps({k: v for k, v in game.items() if k != "token"})
            assert not unplayed & set(CARD.findall(text)), (unplayed, text)
            assert ask("game_code", id=gid)["error"]["code"] == "blind-secret"
            game = ask("game_act", id=gid, action=obs["legal"][0])["result"]
    assert seen_blind >= 4


def test_the_token_carries_the_seed_and_moves_and_names_no_card() -> None:
    game = ask("game_new", rules="mineiro", seed=5)["result"]
    raw = base64.urlsafe_b64decode(game["token"] + "=" * (-len(game["token"]) % 4))
    data = json.loads(raw)
    assert set(data) == {"v", "rules", "players", "opponents", "partner", "seed", "code", "moves"}
    assert data["seed"] == 5 and data["code"] is None
    assert not CARD.findall(raw.decode())


def test_the_readme_and_the_play_page_say_what_the_token_carries() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "token" in readme and "seed" in readme and "blind-secret" in readme
    for lang, word in (("en", "seed"), ("es", "semilla"), ("pt", "semente")):
        page = (ROOT / "docs" / lang / "play.md").read_text(encoding="utf-8")
        assert word in page, lang
