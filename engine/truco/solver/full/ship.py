"""What ships of a solved vira class: round 1 as solved and rounds 2 and 3 distilled, in 15ths.

:func:`shipped_entry` turns a :class:`~truco.solver.full.solve.FullSolver` into the vira class's
entry of ``truco/data/ladder.json`` (read by :mod:`truco.solved.ladder`, standard library
only), and measures the exploitability of exactly that strategy: the solver's average is
overwritten with what ships (:meth:`FullSolver.ship`) before its best responses are taken.

The entry: ``round1`` maps a round-1 public line (base-36 codes) to the counts of every class hand
the seat to act may hold there, hand after hand in the solver's order (one hex digit per action,
``.`` for a hand the shipped strategy never brings there); ``keys`` lists the distilled keys of
rounds 2 and 3 that some information set reaches (each as its distance from the previous one in
base 36) and ``counts`` their counts, both space-separated.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from truco.core.rules import Rules
from truco.solved.abstraction import KEYS
from truco.solved.classes import DIGITS, ViraClass, base36, vira_classes
from truco.solved.ladder import GROUPS, game_options, hand_group, load
from truco.solver.full.kernel_base import KEY_ROW, QUANTUM
from truco.solver.full.solve import FullSolver, Node

_HEX = "0123456789abcdef"


def shipped_class_entry(rules: Rules, vira_class: ViraClass) -> dict[str, Any]:
    """The shipped entry (``truco/data/ladder.json``) of a vira class under ``rules``.

    :raises ValueError: nothing ships for them."""
    data = load()
    viras = [r.value for r in vira_class.viras]
    for preset in (data or {}).get("presets", {}).values():
        if preset["options"] == game_options(rules):
            for entry in preset["classes"]:
                if entry["viras"] == viras:
                    return dict(entry)
    raise ValueError(f"no shipped solution of {rules.preset_name} for the vira class "
                     f"{vira_class.key}")


def shipped_under(rules: Rules, solved: Rules, vira_class: ViraClass) -> dict[str, Any]:
    """How far from equilibrium the shipped strategy of ``solved``'s vira class is when the game
    is played under ``rules`` (another rule set with the same strength classes: the tables read
    into a solver of ``rules``, which must fit its round 1): its best responses and
    exploitability there, points per hand.

    :raises ValueError: the vira class is not the same game's, or the tables do not fit."""
    own = next((g for g in vira_classes(rules) if g.viras == vira_class.viras), None)
    if own is None or own.classes.caps != vira_class.classes.caps:
        raise ValueError(f"the vira class {vira_class.key} is not one of {rules.preset_name}'s")
    solver = FullSolver(rules, own.classes, rule="dcfr")
    read_shipped(solver, shipped_class_entry(solved, vira_class))
    br = solver.best_responses()
    return {"viras": [r.value for r in vira_class.viras],
            "shipped_exploitability": round((br[0] + br[1]) / 2, 6),
            "shipped_best_responses": [round(x, 6) for x in br]}


def read_shipped(solver: FullSolver, entry: dict[str, Any], *, rounds: int = 3) -> None:
    """The inverse of :func:`shipped_entry`: write a shipped entry's strategy over the solver's
    average, round 1 and (``rounds`` 3) the keys of rounds 2 and 3; with ``rounds`` 1 the later
    rounds' average stays as it was (a re-solve of rounds 2-3 under the shipped round 1 starts
    from there). The solver's best responses are then those of the shipped strategy.

    :raises ValueError: an entry of another game, or malformed."""
    if list(solver.spec.classes.caps) != list(entry["caps"]):
        raise ValueError(f"a shipped entry of caps {entry['caps']} is not this vira class's")
    if rounds > 1:
        table = np.zeros(KEYS * KEY_ROW, dtype=np.float64)
        rows = table.reshape(-1, KEY_ROW)
        key = 0
        for distance, counts in zip(entry["keys"].split(), entry["counts"].split(), strict=True):
            key += int(distance, 36)
            rows[key, :len(counts)] = [_HEX.index(c) for c in counts]
            rows[key, -1] = len(counts)
        solver.ship(table)
    round1: dict[str, str] = entry["round1"]
    hands = len(solver.spec.hands)

    def strategy(path: tuple[int, ...], widths: dict[int, int]) -> dict[int, tuple[float, ...]]:
        text = round1.get("".join(DIGITS[c] for c in path))
        out: dict[int, tuple[float, ...]] = {}
        if text is None:  # a line the shipped strategy never plays
            return out
        at = 0
        for hand in range(hands):
            if text[at] == ".":
                at += 1
                continue
            n = widths.get(hand, 0)
            counts = [_HEX.index(c) for c in text[at:at + n]]
            if n == 0 or sum(counts) != QUANTUM:
                raise ValueError(f"round 1 at {path}: hand {hand}'s counts do not fit the tree")
            out[hand] = tuple(c / QUANTUM for c in counts)
            at += n
        if at != len(text):
            raise ValueError(f"round 1 at {path}: {len(text) - at} characters too many")
        return out

    solver.import_round1(strategy)



def shipped_entry(solver: FullSolver) -> tuple[dict[str, Any], dict[str, Any]]:
    """The vira class's shipped entry, and how far from equilibrium it is: the offline
    average's exploitability and the shipped strategy's (points per hand), with the best
    responses of each seat, and the mão's value and chance to win the hand under each. The
    solver's average is the shipped strategy afterwards."""
    br = solver.best_responses()
    exact = (br[0] + br[1]) / 2
    value, wins = solver.value(), solver.mao_wins()
    table = solver.distill()
    shipped = solver.ship(table)
    sbr = solver.best_responses()
    shipped_value, shipped_wins = solver.value(), solver.mao_wins()
    rows = shipped.reshape(-1, KEY_ROW)
    weights = table.reshape(-1, KEY_ROW)[:, :KEY_ROW - 1].sum(axis=1)
    keys, counts = [], []
    last = 0
    for key in np.flatnonzero((rows[:, -1] > 0) & (weights > 0)):
        n = int(rows[key, -1])
        counts.append("".join(_HEX[round(float(x))] for x in rows[key, :n]))
        keys.append(base36(int(key) - last))
        last = int(key)
    round1 = {}
    hands = len(solver.spec.hands)
    nodes = solver.export(1, min_reach=0.0)
    for path, node in nodes.items():
        by_hand: dict[int, str] = {}
        for packed, (_, _, probs) in node.entries.items():
            steps = [round(p * QUANTUM) for p in probs]
            if sum(steps) != QUANTUM:
                raise ValueError(f"round 1 at {path}: counts {steps} do not make {QUANTUM}")
            by_hand[packed >> 16] = "".join(_HEX[c] for c in steps)
        round1["".join(DIGITS[c] for c in path)] = "".join(by_hand.get(h, ".")
                                                         for h in range(hands))
    figures: dict[str, Any] = {"value": round(value, 6), "mao_wins": round(wins, 6),
               "shipped_value": round(shipped_value, 6), "shipped_mao_wins": round(shipped_wins, 6),
               "exploitability": round(exact, 6), "best_responses": [round(x, 6) for x in br],
               "shipped_exploitability": round((sbr[0] + sbr[1]) / 2, 6),
               "shipped_best_responses": [round(x, 6) for x in sbr]}
    entry: dict[str, Any] = {"caps": list(solver.spec.classes.caps),
                             "iterations": solver.iterations, **figures,
                             "round1_stats": round1_stats(solver, nodes), "round1": round1,
                             "keys": " ".join(keys), "counts": " ".join(counts)}
    return entry, figures


def _odds(node: Node, hands: int, code: int) -> np.ndarray:
    """Per class hand, the probability of the action ``code`` at ``node`` (0 where the hand
    never gets there or has no such action)."""
    out = np.zeros(hands)
    for packed, (_, codes, probs) in node.entries.items():
        if code in codes:
            out[packed >> 16] = probs[codes.index(code)]
    return out


def round1_stats(solver: FullSolver, nodes: dict[tuple[int, ...], Node]) -> dict[str, Any]:
    """Round 1 under the shipped strategy, by hand group (:data:`truco.solved.ladder.GROUPS`),
    as probability masses over the deals (the lab divides and weighs the vira classes): the
    mão's hands (``mao``) and those where it calls truco before its card (``mao_truco``); the
    pé's hands when the mão played a card without calling (``pe_turn``) and those where the pé
    then calls (``pe_truco``); the pé's hands facing the mão's truco (``pe_faced``) and its
    answers (``pe_accept``, ``pe_raise``, ``pe_fold``)."""
    spec = solver.spec
    k, n = spec.k, len(spec.hands)
    chance = solver.gw[0]  # [mão's hand, pé's hand]
    group = np.array([GROUPS.index(hand_group(tuple(int(c) for c in h), k)) for h in spec.hands])
    root = nodes[()]
    mao = chance.sum(axis=1)
    raise_ = _odds(root, n, k + 1)
    pe_turn = np.zeros(n)
    pe_truco = np.zeros(n)
    for c in range(k):
        if (c,) not in nodes:
            continue
        reach = chance.T @ _odds(root, n, c)  # per pé hand: the mão played c, no truco
        pe_turn += reach
        pe_truco += reach * _odds(nodes[(c,)], n, k + 1)
    faced = chance.T @ (raise_ if (k + 1,) in nodes else np.zeros(n))
    answer = nodes.get((k + 1,))
    masses = {"mao": mao, "mao_truco": mao * raise_, "pe_turn": pe_turn, "pe_truco": pe_truco,
              "pe_faced": faced}
    for name, code in (("pe_accept", k + 2), ("pe_raise", k + 1), ("pe_fold", k + 3)):
        masses[name] = faced * (_odds(answer, n, code) if answer is not None else 0.0)
    return {g: {name: round(float(m[group == i].sum()), 9) for name, m in masses.items()}
            for i, g in enumerate(GROUPS)}
