"""Properties of the coach's analysis over random positions of every preset (hypothesis)."""

from __future__ import annotations

import random

from engine_kit import ELEVEN_AT, PRESETS, random_hand
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from truco.coach.analysis import analyse
from truco.coach.answer import ENDING, MATCH_SLACK, MIX_SLACK
from truco.core.actions import Action, Kind
from truco.core.cards import DECK, Card
from truco.core.deal import Deal
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.observation import observe

WORLDS = 12  # small: the properties hold whatever the budget
SETTINGS = settings(max_examples=25, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


def position(seed: int) -> Hand:
    """A random hand of a random preset, a few random moves in (never ending it)."""
    rng = random.Random(seed)
    preset = PRESETS[seed % len(PRESETS)]
    e = ELEVEN_AT[preset]
    score = [(0, 0), (e, 2), (3, e), (e, e), (6, 9)][rng.randrange(5)]
    hand = random_hand(Rules.preset(preset), rng.choice([2, 4]), score, seed)
    for _ in range(rng.randrange(0, 9)):
        moves = [a for a in hand.legal_actions() if a.kind is not Kind.FOLD]
        if hand.finished or not moves:
            break
        hand.apply(rng.choice(moves))
        if hand.finished:
            hand.undo()
            break
    return hand


def hidden_reshuffled(hand: Hand, seat: int, rng: random.Random) -> Hand:
    """The same position for ``seat`` with every card it cannot see dealt again at random: others'
    held and covered cards, the undealt cards, and in a blind hand its own unplayed cards."""
    shown = {p.card for r in hand.rounds for p in r.plays if not p.covered or p.seat == seat}
    shown |= {p.card for p in hand.table if not p.covered or p.seat == seat}
    if not hand.blind:
        shown |= set(hand.deal.hands[seat])
    if hand.players == 4 and hand.decider == seat:
        shown |= set(hand.hands[(seat + 2) % 4])
    if hand.deal.vira is not None:
        shown.add(hand.deal.vira)
    hidden = [c for c in DECK if c not in shown]
    fresh = hidden[:]
    rng.shuffle(fresh)
    swap: dict[Card, Card] = dict(zip(hidden, fresh, strict=True))
    hands = tuple(tuple(swap.get(c, c) for c in dealt) for dealt in hand.deal.hands)
    twin = Hand(hand.rules, Deal(hands, hand.deal.vira), dealer=hand.dealer, score=hand.score)
    for step in hand.log:
        action = step.action
        if action.slot is not None:
            action = Action(Kind.PLAY, slot=action.slot)
        elif action.card is not None:
            action = Action(action.kind, card=swap.get(action.card, action.card))
        twin.apply(action)
    return twin


@SETTINGS
@given(st.integers(0, 10**6))
def test_values_for_exactly_the_legal_actions_and_the_best_is_the_highest(seed: int) -> None:
    hand = position(seed)
    seat = hand.to_act
    assert seat is not None
    observation = observe(hand, seat)
    result = analyse(observation, seed=seed, worlds=WORLDS).to_json()
    assert [a["action"] for a in result["actions"]] == [str(a) for a in observation.legal]
    top = max(a["ev"] for a in result["actions"])
    chosen = next(a for a in result["actions"] if a["action"] == result["choice"])
    if result["by"] == "match":  # the score decides: best for the match, within MATCH_SLACK
        best_match = max(a["match"] for a in result["actions"])
        assert [a["best"] for a in result["actions"]] == [
            best_match - a["match"] <= MATCH_SLACK for a in result["actions"]]
        assert chosen["match"] == best_match
        assert max(a["match"] for a in result["actions"] if a["ev"] == top) < best_match - MATCH_SLACK
    elif result["method"] == "solved":  # the solved game: a mix within MIX_SLACK of the top is
        # best, the choice the best action the solution plays most; a leftover is not best
        assert [a["best"] for a in result["actions"]] == [
            a["ev"] == top or (a["probability"] > 0 and top - a["ev"] <= MIX_SLACK)
            for a in result["actions"]]
        assert chosen["best"]
        played = [a for a in result["actions"] if a["probability"] > 0 and a["best"]]
        assert not played or chosen["probability"] == max(a["probability"] for a in played)
        assert [m["action"] for m in result["mixes"]] == (
            [a["action"] for a in played] if len(played) > 1 else [])
    else:
        assert [a["best"] for a in result["actions"]] == [a["ev"] == top
                                                          for a in result["actions"]]
        assert chosen["match"] == max(a["match"] for a in result["actions"])  # for the match
    for entry in result["actions"]:
        assert 0.0 <= entry["win"] <= 1.0
        assert entry["ci95"] is None or entry["ci95"][0] <= entry["ev"] <= entry["ci95"][1]
        assert (entry["ci95"] is None) == (result["method"] in ("exact", "solved")
                                           or entry["meaning"] in ENDING)


@SETTINGS
@given(st.integers(0, 10**6))
def test_an_action_that_ends_the_hand_at_once_is_worth_what_the_rules_pay(seed: int) -> None:
    hand = position(seed)
    seat = hand.to_act
    assert seat is not None
    result = analyse(observe(hand, seat), seed=seed, worlds=WORLDS).to_json()
    team = seat % 2
    for entry in result["actions"]:
        if entry["meaning"] in ENDING:
            hand.apply(entry["action"])
            assert hand.outcome is not None
            points = hand.outcome.points
            assert entry["ev"] == points[team] - points[1 - team]
            assert entry["win"] == 0.0 and entry["exact"] is True
            hand.undo()


@SETTINGS
@given(st.integers(0, 10**6))
def test_the_analysis_depends_only_on_the_observation_and_the_seed(seed: int) -> None:
    hand = position(seed)
    seat = hand.to_act
    assert seat is not None
    twin = hidden_reshuffled(hand, seat, random.Random(seed))
    assert observe(twin, seat).to_json() == observe(hand, seat).to_json()
    first = analyse(observe(hand, seat), seed=seed, worlds=WORLDS)
    assert analyse(observe(twin, seat), seed=seed, worlds=WORLDS) == first
    assert analyse(observe(hand, seat), seed=seed, worlds=WORLDS) == first  # deterministic
