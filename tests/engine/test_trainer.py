"""The spot trainer (truco.teach.trainer, ops trainer_spot and trainer_check): every kind of spot
is reached under each rule set a solution ships for, at a legal position where the seat is to act
and faces a decision of that kind; a seed always gives the same spot; the page is told the seat's
observation and a token that names no card; a pick is graded by the coach's own grade; bad input
gets a clear error."""

from __future__ import annotations

import base64
import json
import re
from typing import Any, get_args, get_type_hints

import pytest

from truco import web
from truco.coach.grades import GRADE_NAMES
from truco.core.explain import ERRORS, REASONS
from truco.core.hand import Phase
from truco.teach import trainer
from truco.teach.trainer import KINDS, MIXED, draw, from_token, kind_of

CARD = re.compile(r"(?<![0-9A-Za-z#])[2-7QJKA][chsd](?![0-9A-Za-z])")
SEEDS = range(6)


def ask(op: str, **args: Any) -> dict[str, Any]:
    reply = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def refused(op: str, **args: Any) -> dict[str, Any]:
    reply = json.loads(web.handle(json.dumps({"op": op, "args": args})))
    assert reply["ok"] is False, reply
    error: dict[str, Any] = reply["error"]
    assert error["code"] in {*ERRORS, *REASONS} and error["code"] != "internal", error
    assert error["message"] and "Traceback" not in error["message"]
    return error


def test_the_facade_names_every_kind() -> None:
    assert get_args(get_type_hints(web.op_trainer_spot)["kind"]) == (*KINDS, MIXED)


@pytest.mark.parametrize("rules", ["paulista", "mineiro"])
@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_is_reached_at_a_legal_decision_of_that_kind(kind: str, rules: str) -> None:
    for seed in SEEDS:
        spot = draw(kind, seed, rules)
        hand = spot.hand()  # the position replays: every move legal
        assert not spot.fallback and spot.rules.preset_name == rules
        assert spot.kind == kind and kind_of(hand) == kind
        assert hand.to_act == spot.seat and hand.legal_actions()
        assert len(hand.legal_actions()) > 1, "a spot is a decision"
        if kind == "eleven":
            assert hand.phase is Phase.ELEVEN and spot.seat == hand.decider
            assert max(hand.score) >= hand.rules.eleven_at > min(hand.score)
        elif kind in ("truco-1", "truco-23", "seis"):
            pending = hand.pending
            assert pending is not None and pending.responder == spot.seat
            assert (pending.offer > 1) == (kind == "seis")
            if kind != "seis":
                assert (hand.round_number == 1) == (kind == "truco-1")
        elif kind == "opening":
            assert spot.seat == hand.mao and hand.round_number == 1 and not hand.table
        else:
            assert (spot.seat == hand.mao) == (kind == "call-mao")
            assert "raise" in {str(a) for a in hand.legal_actions()}


def test_kinds_of_decisions() -> None:
    spot = draw("opening", 1)
    hand = spot.hand()
    assert kind_of(hand) == "opening"
    hand.apply(hand.legal_actions()[0])  # a card: the pé may call
    assert kind_of(hand) == "call-pe"
    hand.apply("raise")
    assert kind_of(hand) == "truco-1"
    hand.apply("raise")
    assert kind_of(hand) == "seis"


def test_a_seed_gives_the_same_spot_and_seeds_differ() -> None:
    for kind in (*KINDS, MIXED):
        assert draw(kind, 11) == draw(kind, 11)
        assert ask("trainer_spot", kind=kind, seed=11) == ask("trainer_spot", kind=kind, seed=11)
    assert len({draw("call-pe", seed).scenario for seed in range(10)}) >= 8


def test_mixed_draws_every_kind() -> None:
    drawn = {draw(MIXED, seed).kind for seed in range(80)}
    assert drawn == set(KINDS)
    spot = draw(MIXED, 3)
    assert spot.asked_kind == MIXED and from_token(spot.token()) == spot


@pytest.mark.parametrize("rules", ["paulista-fpt", {"preset": "paulista", "three_ties": "dealer"}])
def test_rules_without_a_solution_fall_back_to_paulista(rules: Any) -> None:
    got = ask("trainer_spot", kind="truco-1", seed=2, rules=rules)
    assert got["fallback"] is True and got["rules"] == "paulista"
    # the hand of eleven is solved for every preset: its own rules
    eleven = ask("trainer_spot", kind="eleven", seed=2, rules="paulista-fpt")
    assert eleven["fallback"] is False and eleven["rules"] == "paulista-fpt"


def test_options_the_solution_does_not_read_keep_the_rules() -> None:
    got = ask("trainer_spot", kind="call-mao", seed=2, rules={"preset": "paulista", "iron_hand": "blind"})
    assert got["fallback"] is False and got["rules"] == {"preset": "paulista", "iron_hand": "blind"}


@pytest.mark.parametrize("kind", KINDS)
def test_the_page_gets_the_seats_view_and_no_hidden_card(kind: str) -> None:
    for seed in range(4):
        got = ask("trainer_spot", kind=kind, seed=seed, rules="paulista")
        spot = from_token(got["token"])
        hand = spot.hand()
        other = 1 - got["seat"]
        hidden = {str(c) for c in hand.hands[other]}
        hidden |= {str(p.card) for r in hand.rounds for p in r.plays if p.covered and p.seat == other}
        hidden |= {str(p.card) for p in hand.table if p.covered and p.seat == other}
        observation = dict(got["observation"])
        assert observation["viewer"] == got["seat"] == observation["to_act"]
        assert observation["hands"][other] is None
        observation.pop("manilhas")  # public: the vira's manilhas
        shown = set(CARD.findall(json.dumps({**got, "observation": observation})))
        assert not shown & hidden, (kind, seed, shown & hidden)
        assert "code" not in got and "scenario" not in got
        assert not CARD.findall(base64.urlsafe_b64decode(got["token"][3:] + "==").decode())


def test_a_pick_is_graded_by_the_coach() -> None:
    for kind in KINDS:
        got = ask("trainer_spot", kind=kind, seed=4)
        for action in got["observation"]["legal"]:
            graded = ask("trainer_check", token=got["token"], action=action)
            analysis = graded["analysis"]
            mine = next(a for a in analysis["actions"] if a["action"] == action)
            assert graded["grade"]["grade"] == mine["grade"] in GRADE_NAMES
            assert graded["grade"]["loss"] >= 0 and graded["grade"]["by"] in ("points", "match")
            if mine["grade"] != "best":  # a best move of a mixed strategy may give a little away
                assert graded["grade"]["loss"] > 0 or graded["grade"]["by"] == "match"
            assert analysis["seat"] == got["seat"] and graded["kind"] == kind
            # the position's code, once decided: the same position, the seat to act
            shown = ask("replay", code=graded["code"], viewer=got["seat"])
            assert shown["to_act"] == got["seat"] and len(shown["history"]) == graded["step"]
            assert shown["legal"] == got["observation"]["legal"]


def test_a_solved_spot_is_judged_by_the_solution() -> None:
    got = ask("trainer_spot", kind="truco-1", seed=9)
    graded = ask("trainer_check", token=got["token"], action="accept")
    assert graded["analysis"]["method"] == "solved"


def test_bad_input_gets_a_clear_error() -> None:
    assert refused("trainer_spot", kind="river", seed=1)["argument"] == "kind"
    assert refused("trainer_spot", seed=1)["argument"] == "kind"
    assert refused("trainer_spot", kind="seis", seed=-1)["code"] == "bad-seed"
    assert refused("trainer_spot", kind="seis", seed=2**53 + 1)["code"] == "bad-seed"
    assert refused("trainer_spot", kind="seis", seed="1")["argument"] == "seed"
    assert refused("trainer_spot", kind="seis", seed=1, rules="truco-gaucho")["code"] == "unknown-preset"
    token = ask("trainer_spot", kind="seis", seed=1)["token"]
    assert refused("trainer_check", token=token, action="play 8h")["code"] == "bad-action"
    assert refused("trainer_check", token=token, action="play 4c")["code"] == "raise-pending"
    assert refused("trainer_check", token=token)["argument"] == "action"
    body = lambda data: "S1." + base64.urlsafe_b64encode(json.dumps(data).encode()).decode()  # noqa: E731
    for bad in ("", "S1.", "S1.%%%", "S2." + token[3:], token[:-3], "S1." + "A" * 3000,
                body([1, 2]), body({"kind": "seis", "seed": 1}),
                body({"kind": "flop", "seed": 1, "rules": "paulista"}),
                body({"kind": "seis", "seed": -5, "rules": "paulista"}),
                body({"kind": "seis", "seed": 1, "rules": "nope"}),
                body({"kind": "seis", "seed": 1, "rules": {"preset": "paulista", "ladder": [9]}})):
        assert refused("trainer_check", token=bad, action="accept")["code"] == "bad-spot", bad


def test_without_the_ladder_data_the_page_is_told_to_fetch_it(monkeypatch: pytest.MonkeyPatch) -> None:
    token = draw("truco-1", 1).token()
    monkeypatch.setattr(trainer, "ladder_data", lambda: None)
    assert refused("trainer_spot", kind="truco-1", seed=1)["code"] == "solution-not-loaded"
    assert refused("trainer_check", token=token, action="accept")["code"] == "solution-not-loaded"
    assert ask("trainer_spot", kind="eleven", seed=1)["kind"] == "eleven"  # the locked hand ships


def test_a_spot_is_quick_to_draw() -> None:
    import time
    started = time.perf_counter()
    for seed in range(20):
        draw("seis", seed)
    assert (time.perf_counter() - started) / 20 < 0.5
