"""``scripts/count_full_game.py`` counts the full hand with the ladder (RULES.md section 4) right:
for one known deal its public tree is the engine's own tree of histories."""

from __future__ import annotations

import importlib.util
import sys
from collections import Counter
from pathlib import Path
from types import ModuleType

import pytest

from truco.actions import Kind
from truco.cards import Card
from truco.deal import Deal
from truco.hand import Hand, Phase
from truco.rules import Rules
from truco.solver.classes import Classes

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "count_full_game.py"


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("count_full_game", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["count_full_game"] = module
    spec.loader.exec_module(module)
    return module


def engine_tree(hand: Hand) -> Counter[str]:
    """Every history of one deal: decision nodes by phase, leaves, actions (sequences)."""
    out: Counter[str] = Counter()
    if hand.finished:
        out["leaves"] += 1
        return out
    legal = hand.legal_actions()
    out["nodes"] += 1
    out["answer_nodes" if hand.phase is Phase.ANSWER else "play_nodes"] += 1
    out["sequences"] += len(legal)
    for action in legal:
        hand.apply(action)
        out += engine_tree(hand)
        hand.undo()
    return out


@pytest.mark.parametrize(("preset", "vira", "hands"), [
    ("paulista", "7d", ("3c Kh 4s", "2h Jd 6c")),  # no two cards of a hand share a class
    ("mineiro", None, ("4c 5h Ks", "3d Qh 6s")),
])
def test_full_hand_count_for_one_deal_is_the_engines_tree_of_histories(
        preset: str, vira: str | None, hands: tuple[str, str]) -> None:
    rules = Rules.preset(preset).with_options(cover_from_round=4)  # covers would merge histories
    v = None if vira is None else Card.parse(vira)
    cards = tuple(tuple(Card.parse(c) for c in h.split()) for h in hands)
    engine = engine_tree(Hand(rules, Deal((cards[0], cards[1]), v), dealer=1))
    assert engine["answer_nodes"] > 0 and all(
        a.kind is not Kind.COVER for a in Hand(rules, Deal((cards[0], cards[1]), v), dealer=1)
        .legal_actions())
    script = load_script()
    classes = Classes.of(rules, v)
    counted = script.fixed_deal(rules, classes, (classes.hand_of(cards[0]),
                                                 classes.hand_of(cards[1]))).count()
    for key in ("nodes", "play_nodes", "answer_nodes", "leaves", "sequences"):
        assert counted[key] == engine[key], key
    assert counted["infosets"] == engine["nodes"]  # one private state per seat
