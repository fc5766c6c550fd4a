"""The fast playout (``truco.search.simulate``) is a deliberate speed copy of the greedy playout on
a :class:`~truco.core.hand.Hand`: on random hands of every preset and option, from random positions
(covered cards, raises, folds, ties, the exposed card, hands of eleven and iron hands), every
outcome and payout is the hand's."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from truco.core.actions import Action, Kind
from truco.core.deal import Deal
from truco.core.hand import Hand
from truco.core.rules import PRESETS, Rules
from truco.notation.scenario import Scenario
from truco.search.model import DEFAULT, Thresholds, playout
from truco.search.simulate import simulate

OPTIONS: list[dict[str, Any]] = [
    {}, {"three_ties": "dealer"}, {"three_ties": "nobody"}, {"exposed_card": True},
    {"exposed_card": True, "three_ties": "dealer"}, {"eleven_three_ties": "fpt"},
    {"iron_hand": "blind"}, {"iron_hand": "open"}, {"cover_from_round": 1},
    {"ladder": [2, 4, 8, 10, 12]},
]
#: The model's own thresholds, and bolder ones: raises, re-raises and folds inside the playout.
MODELS = [DEFAULT, Thresholds(raise_at=0.35, reraise_at=0.45, accept_at=0.5, eleven_at=0.55),
          Thresholds(raise_at=0.1, reraise_at=0.2, accept_at=0.3, step=0.0)]


@st.composite
def positions(draw: st.DrawFn) -> tuple[Hand, Thresholds]:
    """A random hand after a random prefix of legal actions, and the model to finish it with."""
    rules = Rules.from_spec({"preset": draw(st.sampled_from(sorted(PRESETS))),
                             **draw(st.sampled_from(OPTIONS))})
    players = draw(st.sampled_from([2, 4]))
    e, top = rules.eleven_at, rules.target - 1
    score = draw(st.sampled_from([(0, 0), (e, 3), (2, e), (e, e), (top, e), (5, 9)]))
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    hand = Hand(rules, Deal.random(rules, players, rng), dealer=rng.randrange(players), score=score)
    for pick in draw(st.lists(st.integers(0, 2**16), max_size=14)):
        if hand.finished:
            break
        moves = _moves(hand, folds=pick % 16 == 0)
        hand.apply(moves[pick % len(moves)])
    return hand, draw(st.sampled_from(MODELS))


@settings(max_examples=400, deadline=None)
@given(positions())
def test_the_fast_playout_ends_and_pays_every_hand_as_the_hand_does(case: tuple[Hand, Thresholds]) -> None:
    hand, th = case
    before = hand.fingerprint()
    outcome = playout(hand, th)
    assert simulate(hand, th) == (outcome.points, outcome.winner)
    assert hand.fingerprint() == before  # neither changes the hand


def test_the_fast_playout_agrees_on_a_fixed_sample_that_ends_hands_in_every_way() -> None:
    """The same check on a fixed sample of such positions, which ends hands in every way the rules
    know (rare ones included: the exposed card, three ties)."""
    codes: set[str] = set()
    for seed in range(1500):
        hand, th = _position(seed)
        outcome = playout(hand, th)
        assert simulate(hand, th) == (outcome.points, outcome.winner), seed
        codes.add(outcome.ruling.code)
    assert {"two-wins", "win-plus-tie", "first-round-decides", "third-round-decides",
            "fold-pays-previous", "surrender", "eleven-fold", "exposed-card"} <= codes, codes
    assert codes & {"three-ties-mao", "three-ties-dealer", "three-ties-nobody", "three-ties-eleven",
                    "three-ties-iron"}


def _position(seed: int) -> tuple[Hand, Thresholds]:
    """A position as :func:`positions` makes them, from a seed (no Hypothesis: a fixed sample)."""
    rng = random.Random(seed)
    rules = Rules.from_spec({"preset": sorted(PRESETS)[seed % 3], **OPTIONS[seed % len(OPTIONS)]})
    players = 2 + 2 * (seed // 3 % 2)
    e, top = rules.eleven_at, rules.target - 1
    score = [(0, 0), (e, 3), (2, e), (e, e), (top, e), (5, 9)][seed // 7 % 6]
    hand = Hand(rules, Deal.random(rules, players, rng), dealer=rng.randrange(players), score=score)
    for _ in range(rng.randrange(15)):
        if hand.finished:
            break
        hand.apply(rng.choice(_moves(hand, folds=rng.random() < 0.06)))
    return hand, MODELS[seed % len(MODELS)]


def _moves(hand: Hand, *, folds: bool) -> list[Action]:
    """The legal actions, folds left out unless ``folds`` (a random prefix would fold at once)."""
    legal = hand.legal_actions()
    return legal if folds else [a for a in legal if a.kind is not Kind.FOLD] or legal


TWO_TIES = ["play 3c", "play 3h", "play 2c", "play 2h"]
BLIND_TIES = ["play #1", "play #1", "play #2", "play #2"]
RARE = [  # positions whose rest the greedy model plays into a rare ending
    ("paulista-fpt", {}, "Kc", [["3c", "4h", "5h"], ["3h", "3s", "3d"]], ["play 3c", "raise", "accept"],
     (0, 0), "exposed-card"),
    ("paulista", {}, "4d", [["3c", "2c", "Ac"], ["3h", "2h", "Ah"]], TWO_TIES, (0, 0),
     "three-ties-mao"),
    ("paulista", {"three_ties": "dealer"}, "4d", [["3c", "2c", "Ac"], ["3h", "2h", "Ah"]], TWO_TIES,
     (0, 0), "three-ties-dealer"),
    ("paulista-fpt", {}, "4d", [["3c", "2c", "Ac"], ["3h", "2h", "Ah"]], ["accept", *TWO_TIES],
     (11, 4), "three-ties-eleven"),
    ("mineiro", {}, None, [["3c", "2c", "Ac"], ["3h", "2h", "Ah"]],
     BLIND_TIES, (10, 10), "three-ties-nobody"),
    ("paulista-fpt", {}, "4d", [["3c", "2c", "Ac"], ["3h", "2h", "Ah"]], BLIND_TIES, (11, 11),
     "three-ties-iron"),
]


@pytest.mark.parametrize(("preset", "options", "vira", "hands", "actions", "score", "code"), RARE)
def test_the_fast_playout_settles_rare_endings_as_the_hand_does(
        preset: str, options: dict[str, Any], vira: str | None, hands: list[list[str]],
        actions: list[str], score: tuple[int, int], code: str) -> None:
    data: dict[str, Any] = {"rules": {"preset": preset, **options}, "hands": hands,
                            "score": list(score), "actions": actions}
    if vira is not None:
        data["vira"] = vira
    hand = Scenario.from_json(data).play()
    outcome = playout(hand)
    assert not hand.finished and outcome.ruling.code == code
    assert simulate(hand) == (outcome.points, outcome.winner)
