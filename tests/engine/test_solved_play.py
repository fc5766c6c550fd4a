"""The solved hand of eleven in play (RULES.md 5): the facade's ``eleven_solution`` reads the
decider's cards only and says what each choice pays under the rules; heads-up, the bots accept
or decline as the solution does and lead the mão's first card of a locked hand as it does; in
pairs, under rules the solution does not cover and in a blind iron hand they keep their own."""

from __future__ import annotations

import json
import random
from fractions import Fraction
from typing import Any

import pytest

from truco.bots import get_bot
from truco.bots.heuristic import HeuristicBot
from truco.bots.locked import solved_action
from truco.coach.analysis import analyse
from truco.coach.grades import GRADE_NAMES
from truco.core.actions import ACCEPT, FOLD
from truco.core.cards import DECK, Rank
from truco.core.rules import Rules
from truco.notation.scenario import Scenario
from truco.observation import observe
from truco.search.view import win_chance
from truco.solved import eleven as solved
from truco.solved.classes import Classes, vira_card
from truco.web import handle

PRESETS = ("paulista", "paulista-fpt", "mineiro")
SMART = ("heuristic", "search", "coach")


def ask(op: str, **args: Any) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(handle(json.dumps({"op": op, "args": args})))
    return answer


def deals(preset: str, players: int, n: int, seed: str) -> list[dict[str, Any]]:
    """Random deals of a preset as scenario pieces (vira and hands)."""
    rules = Rules.preset(preset)
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        cards = list(DECK)
        rng.shuffle(cards)
        deal: dict[str, Any] = {"hands": [[str(c) for c in cards[3 * s:3 * s + 3]] for s in range(players)]}
        if rules.uses_vira:
            deal["vira"] = str(cards[3 * players])
        out.append(deal)
    return out


def eleven(preset: str, deal: dict[str, Any], *, decider: int, players: int = 2,
           dealer: int = 1, rules: Any = None) -> dict[str, Any]:
    """A hand of eleven waiting for ``decider``'s team (the score says which team is at eleven)."""
    at = Rules.preset(preset).eleven_at
    score = [at, 3] if decider % 2 == 0 else [3, at]
    return {"rules": rules or preset, "players": players, "dealer": dealer, "score": score, **deal}


# --- the facade ---------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_eleven_solution_is_the_shipped_decision_of_the_deciders_cards(preset: str) -> None:
    rules = Rules.preset(preset)
    for i, deal in enumerate(deals(preset, 2, 40, preset)):
        decider, dealer = i % 2, (i // 2) % 2
        scenario = eleven(preset, deal, decider=decider, dealer=dealer)
        answer = ask("eleven_solution", scenario=scenario)
        assert answer["ok"], answer
        r = answer["result"]
        mao = 1 - dealer
        assert (r["decider"], r["mao"], r["decider_is_mao"]) == (decider, mao, decider == mao)
        assert r["hand"] == deal["hands"][decider]
        expected = solved.eleven_decision(preset, deal.get("vira"), deal["hands"][decider],
                                          decider_is_mao=decider == mao)
        judged = {k: r["solved"].pop(k) for k in ("grades", "by", "choice", "match")}
        grades = judged["grades"]
        assert r["solved"] == expected and r["reason"] is None
        # each answer graded as the coach grades a move: what the solution plays is best, unless
        # the score decides (then the better chance to win the match is)
        assert set(grades) == {"accept", "fold"} and set(grades.values()) <= set(GRADE_NAMES)
        assert grades[judged["choice"]] == "best"
        if judged["by"] == "points":
            assert judged["choice"] == ("accept" if expected["accept"] else "fold")
        else:
            assert judged["match"][judged["choice"]] == max(judged["match"].values())
        r["solved"].update(judged)
        # what the choices pay, and the chance of winning that makes them even, from the rules
        assert (r["eleven_value"], r["fold_pays"]) == (rules.eleven_value, rules.eleven_fold_pays)
        even = Fraction(r["break_even"]["numerator"], r["break_even"]["denominator"])
        v, f = rules.eleven_value, rules.eleven_fold_pays
        assert even * v - (1 - even) * v == -f
        assert r["break_even"]["chance"] == round(float(even), 4)
        # the code of the same position gets the same answer
        code = ask("encode", scenario=scenario)["result"]["code"]
        assert ask("eleven_solution", code=code)["result"] == r


def test_the_decision_depends_on_the_deciders_cards_only() -> None:
    deal = deals("paulista", 2, 1, "hidden")[0]
    base = ask("eleven_solution", scenario=eleven("paulista", deal, decider=0))["result"]
    rest = [str(c) for c in DECK if str(c) not in deal["hands"][0] and str(c) != deal["vira"]]
    for k in range(5):
        other = {**deal, "hands": [deal["hands"][0], rest[3 * k:3 * k + 3]]}
        assert ask("eleven_solution", scenario=eleven("paulista", other, decider=0))["result"] == base


def test_pairs_and_rules_the_solution_does_not_cover_say_why_nothing_is_solved() -> None:
    deal = deals("paulista", 4, 1, "pairs")[0]
    pairs = ask("eleven_solution", scenario=eleven("paulista", deal, decider=1, players=4, dealer=3))
    assert pairs["ok"] and pairs["result"]["solved"] is None and pairs["result"]["reason"] == "pairs"
    assert pairs["result"]["hand"] == deal["hands"][pairs["result"]["decider"]]
    deal = deals("paulista", 2, 1, "rules")[0]
    other = {"preset": "paulista", "three_ties": "dealer"}
    r = ask("eleven_solution", scenario=eleven("paulista", deal, decider=0, rules=other))["result"]
    assert (r["solved"], r["reason"]) == (None, "rules")
    # options that do not change the locked game are covered
    ladder = {"preset": "mineiro", "ladder": [2, 4, 8, 10, 12]}
    deal = deals("mineiro", 2, 1, "ladder")[0]
    r = ask("eleven_solution", scenario=eleven("mineiro", deal, decider=0, rules=ladder))["result"]
    assert r["solved"] is not None and r["solved"]["method"] == "solved"


@pytest.mark.parametrize("args", [
    {"scenario": {"score": [3, 5], "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], "vira": "7d"}},
    {"scenario": {"score": [11, 5], "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], "vira": "7d",
                  "actions": ["accept"]}},
    {"scenario": {"score": [11, 11], "hands": [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], "vira": "7d"}},
])
def test_a_position_that_is_not_waiting_for_the_decision_is_refused(args: dict[str, Any]) -> None:
    answer = ask("eleven_solution", **args)
    assert not answer["ok"] and answer["error"]["code"] == "not-eleven-decision"


@pytest.mark.parametrize(("args", "code"), [
    ({}, "missing-scenario"),
    ({"code": "<script>"}, None),
    ({"scenario": {"score": [11, 5], "hands": [["3c", "3c", "4s"], ["3h", "Ks", "Qd"]], "vira": "7d"}},
     "duplicate-card"),
    ({"scenario": "nope"}, "bad-request"),
])
def test_bad_input_gets_a_clear_error(args: dict[str, Any], code: str | None) -> None:
    answer = ask("eleven_solution", **args)
    assert not answer["ok"] and answer["error"]["message"]
    if code is not None:
        assert answer["error"]["code"] == code


# --- the bots -----------------------------------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_heads_up_bots_accept_or_decline_as_the_solution_does(preset: str) -> None:
    bots = {name: get_bot(name) for name in SMART}
    agree = 0
    for i, deal in enumerate(deals(preset, 2, 30, f"bots-{preset}")):
        decider, dealer = i % 2, (i // 2) % 2
        hand = Scenario.from_json(eleven(preset, deal, decider=decider, dealer=dealer)).play()
        obs = observe(hand, decider)
        d = solved.eleven_decision(preset, deal.get("vira"), deal["hands"][decider],
                                   decider_is_mao=decider == 1 - dealer)
        assert d is not None
        if 0 < d["accept_probability"] < 1:
            continue  # a mixed hand: either answer is the solution's
        expected = ACCEPT if d["accept"] else FOLD
        for name, bot in bots.items():
            if name == "coach":  # the coach plays its own answer: the match's where the score decides
                judged = analyse(obs)
                wanted = expected if judged.by == "points" else next(
                    a for a in obs.legal if str(a) == judged.choice)
                assert bot.choose(obs, random.Random(i)) == wanted, (name, deal, d)
                continue
            assert bot.choose(obs, random.Random(i)) == expected, (name, deal, d)
        agree += 1
    assert agree >= 25


def test_a_mixed_hand_is_accepted_as_often_as_the_solution_says() -> None:
    rules = Rules.preset("paulista")
    data = solved.load()["presets"]["paulista"]["classes"]
    for entry in data:  # the first hand the solution mixes on
        side = entry["eleven"]["mao"]
        mixed = [i for i, p in enumerate(side["accept"]) if 0.2 < p < 0.8]
        if mixed:
            break
    else:
        pytest.skip("the solution mixes on no hand")
    vira = vira_card(Rank(entry["viras"][0]))
    classes = Classes.of(rules, vira)
    key = entry["hands"][3 * mixed[0]:3 * mixed[0] + 3]
    cards = classes.representative(tuple(int(c, 36) for c in key))
    p = side["accept"][mixed[0]]
    rest = [c for c in DECK if c not in cards and c != vira]
    hand = Scenario.from_json({"score": [11, 3], "vira": str(vira),
                               "hands": [[str(c) for c in cards], [str(c) for c in rest[:3]]]}).play()
    obs = observe(hand, 0)
    rng = random.Random(5)
    accepted = sum(solved_action(obs, rng) == ACCEPT for _ in range(2000)) / 2000
    assert accepted == pytest.approx(p, abs=0.05)


@pytest.mark.parametrize(("preset", "kind"), [("paulista", "iron"), ("paulista", "eleven"),
                                              ("mineiro", "eleven"), ("paulista-fpt", "eleven")])
def test_the_maos_first_card_of_a_locked_hand_is_the_solutions(preset: str, kind: str) -> None:
    rules = Rules.preset(preset)
    at = rules.eleven_at
    bot = get_bot("search")
    checked = 0
    for i, deal in enumerate(deals(preset, 2, 30, f"lead-{preset}-{kind}")):
        decider = i % 2
        score = [at, at] if kind == "iron" else ([at, 3] if decider == 0 else [3, at])
        actions = [] if kind == "iron" else ["accept"]
        hand = Scenario.from_json({"rules": preset, "score": score, "actions": actions, **deal}).play()
        lead = solved.opening_lead(preset, deal.get("vira"), deal["hands"][0], iron=kind == "iron",
                                   decider_is_mao=decider == 0)
        assert lead is not None
        action = bot.choose(observe(hand, 0), random.Random(i))
        name = "fold" if str(action) == "fold" else str(action).split()[1]
        assert lead.get(name, 0) > 0, (deal, lead, str(action))
        checked += 1
        # the dealer's answer and every later card are the bot's own (not shipped)
        hand.apply(action)
        if not hand.finished:
            assert solved_action(observe(hand, 1), random.Random(i)) is None
    assert checked == 30


def test_pairs_other_rules_normal_and_blind_hands_keep_the_bots_own_decisions() -> None:
    deal = deals("paulista", 4, 1, "keep")[0]
    pairs = Scenario.from_json(eleven("paulista", deal, decider=0, players=4, dealer=3)).play()
    two = deals("paulista", 2, 1, "keep")[0]
    other = {"preset": "paulista", "three_ties": "dealer"}
    uncovered = Scenario.from_json(eleven("paulista", two, decider=0, rules=other)).play()
    normal = Scenario.from_json({"rules": "paulista", **two}).play()
    mineiro = deals("mineiro", 2, 1, "blind")[0]
    blind = Scenario.from_json({"rules": "mineiro", "score": [10, 10], **mineiro}).play()
    for hand in (pairs, uncovered, normal, blind):
        seat = hand.to_act
        assert seat is not None
        assert solved_action(observe(hand, seat), random.Random(0)) is None
    # in pairs the heuristic bot decides by its own rule of thumb
    obs = observe(pairs, pairs.decider or 0)
    bot = HeuristicBot()
    expected = ACCEPT if win_chance(obs) >= bot.eleven_at else FOLD
    assert bot.choose(obs, random.Random(0)) == expected
