"""How rounds go under given strategies (truco.solver.stats), which the lab page charts for the
solution: the traced game has the solver's tree with the rounds in its leaves, and its figures are
what the card-level engine gives when every deal is played under the same strategies."""

from __future__ import annotations

import random
from collections import defaultdict

import numpy as np
import pytest
from test_solver_reduction import engine_hand, random_strategy

from truco.core.cards import DECK, Card
from truco.core.deal import Deal
from truco.core.hand import Hand
from truco.core.rules import Rules
from truco.solved.classes import Classes, vira_class_of
from truco.solver import bridge
from truco.solver.cfr import Plex
from truco.solver.locked import DEALER, MAO
from truco.solver.stats import leaf_chances, round_figures, traced
from truco.solver.tree import Tree, build
from truco.solver.variants import Variant


def engine_rounds(tree: Tree, classes: Classes, sigmas: tuple[list[float], list[float]], hand: Hand,
                  p: float, out: dict[str, float]) -> None:
    """Play every line of a hand under the strategies; add each end's chance to ``out`` by its
    ruling's code and the rounds it played ('m' the mão won, 'd' the dealer, 't' tied)."""
    if hand.finished:
        assert hand.outcome is not None
        marks = "".join({MAO: "m", DEALER: "d", None: "t"}[r.winner] for r in hand.rounds)
        out[f"{hand.outcome.ruling.code}|{marks}"] += p
        return
    for action, q in bridge.policy(tree, classes, sigmas, hand):
        if q > 0:
            hand.apply(action)
            engine_rounds(tree, classes, sigmas, hand, p * q, out)
            hand.undo()


@pytest.mark.parametrize(("preset", "vira", "kind", "decider"), [
    ("mineiro", None, "iron", None),
    ("paulista", "4d", "eleven", DEALER),
])
def test_round_figures_are_the_card_level_engines_deal_by_deal(
        preset: str, vira: str | None, kind: str, decider: int | None) -> None:
    rules = Rules.preset(preset)
    v = None if vira is None else Card.parse(vira)
    game = Variant(rules, kind, vira_class_of(rules, v), decider).game()  # type: ignore[arg-type]
    twin = build(traced(game))
    tree = twin  # strategies of the traced tree are the solver's: the same numbering
    if kind == "eleven":
        # the traced tree is the solver's, leaves aside: the same sequences and information sets
        plain = build(game)
        for a, b in zip(plain.players, twin.players, strict=True):
            assert (a.seq_action, a.parent, a.first) == (b.seq_action, b.parent, b.first)
        assert len(plain.leaves) < len(twin.leaves)
    classes = Classes.of(rules, v)
    sigmas = random_strategy(tree, 11, mixed=0.3)
    plans = (Plex(tree.players[0]).realize(sigmas[0]), Plex(tree.players[1]).realize(sigmas[1]))
    lists = (sigmas[0].tolist(), sigmas[1].tolist())
    rng = random.Random(preset)
    deck = [c for c in DECK if c != v]
    ties = 0.0
    for _ in range(15):
        cards = rng.sample(deck, 6)
        hands = (tuple(cards[:3]), tuple(cards[3:]))
        # the reduced game dealt these class hands, and the engine playing this very deal
        chance = np.zeros_like(tree.chance)
        chance[tree.hands.index(classes.hand_of(hands[0])), tree.hands.index(classes.hand_of(hands[1]))] = 1
        figures = round_figures(leaf_chances(twin, plans, chance))
        ends: dict[str, float] = defaultdict(float)
        engine_rounds(tree, classes, lists, engine_hand(rules, Deal(hands, v), kind, decider), 1.0, ends)
        traces = [(k.split("|")[1], p) for k, p in ends.items()]
        tied = [sum(p for trace, p in traces if len(trace) > i and trace[i] == "t") for i in range(3)]
        played = [sum(p for trace, p in traces if len(trace) > i) for i in range(3)]
        assert figures["total"] == pytest.approx(1)
        assert figures["tied"] == pytest.approx(tied, abs=1e-9)
        assert figures["played"] == pytest.approx(played, abs=1e-9)
        assert figures["any_tie"] == pytest.approx(sum(p for t, p in traces if "t" in t), abs=1e-9)
        codes: dict[str, float] = defaultdict(float)
        for k, p in ends.items():
            codes[k.split("|")[0]] += p
        assert figures["endings"] == pytest.approx(dict(codes), abs=1e-9)
        ties += sum(tied)
    assert ties > 0  # these strategies do tie rounds: the comparison is not empty
