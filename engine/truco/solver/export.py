"""What a solve says, as JSON: per-variant summaries for the command line and the shipped file
``truco/data/eleven.json`` that :mod:`truco.solved.eleven` reads (format :data:`FORMAT`).

The file holds, per preset (keyed by the rule options that change the locked game) and vira class:
the class hands (three base-36 class digits each, classes weakest first), and per decider seat the
solved decision of every hand (probability of accepting, value of accepting, chance to win when
accepting; declining is worth ``-eleven_fold_pays``) and the mão's first card; the iron hand's value
and the mão's win chance, open (solved, with the mão's first card) and blind (exact lottery); the
exploitability and iterations of every solve.
Values are points: the seat's expected points minus the other seat's, before the match cap.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from truco.core.rules import Rules
from truco.solved.classes import DIGITS, ViraClass, hand_key
from truco.solver.blind import Lottery
from truco.solver.locked import MAO
from truco.solver.tree import FOLD
from truco.solver.variants import SEAT_NAMES, Solution

FORMAT = 1
#: The rule options that change the locked heads-up game (others, like the ladder, do not).
KEY_OPTIONS = ("manilhas", "three_ties", "eleven_value", "eleven_fold_pays", "eleven_three_ties",
               "cover_from_round")
METHOD = ("CFR+ on the public tree (alternating updates, regret-matching+, quadratic averaging); "
          "exploitability by exact best response; round 3 played face up (never worse)")


def key_options(rules: Rules) -> dict[str, Any]:
    return {name: getattr(rules, name) for name in KEY_OPTIONS}


def _r(x: float, digits: int = 4) -> float | int:
    """Round for the file; whole numbers are written as integers."""
    y = round(x, digits)
    return int(y) if y == int(y) else y


def solve_figures(solution: Solution) -> dict[str, Any]:
    r = solution.report
    return {"exploitability": _r(r.exploitability, 6), "nash_gap": _r(r.nash_gap, 6),
            "iterations": r.iterations, "iterations_to_0.001": solution.iterations_to[1e-3],
            "seconds": _r(r.seconds, 1)}


def lead_key(policy: dict[int, float]) -> str:
    """The mão's first card as text: ``'8'`` (always class 8), ``'8:0.72 c:0.28'`` (mixed;
    probabilities under 0.005 dropped), ``'-'`` for surrender."""
    kept = sorted(((p, code) for code, p in policy.items() if p >= 0.005), reverse=True)
    names = ["-" if code == FOLD else DIGITS[code] for _, code in kept]
    if len(kept) == 1:
        return names[0]
    return " ".join(f"{n}:{p:.2f}" for n, (p, _) in zip(names, kept, strict=True))


def eleven_summary(solution: Solution, *, hands: bool = True) -> dict[str, Any]:
    """The decider's view of a solved hand of eleven."""
    seat = solution.variant.decider
    assert seat is not None
    ds = solution.decisions
    value = solution.value if seat == MAO else -solution.value  # the solved profile's value
    out: dict[str, Any] = {
        "decider": SEAT_NAMES[seat], "value": _r(value), "decider_wins": _r(solution.wins(seat)),
        "mao_wins": _r(solution.wins(MAO)), "accepts": _r(sum(d.probability * d.accept for d in ds)),
        "value_decline": _r(ds[0].value_decline), **solve_figures(solution)}
    if hands:
        out["accept"] = [_r(d.accept, 3) for d in ds]
        out["value_accept"] = [_r(d.value_accept, 3) for d in ds]
        out["win_accept"] = [_r(d.win_accept, 3) for d in ds]
        out["lead"] = [lead_key(p) for p in solution.lead()]
    return out


def iron_summary(solution: Solution, lottery: Lottery | None) -> dict[str, Any]:
    """The mão's view of a solved (open) iron hand, and the blind lottery next to it."""
    out: dict[str, Any] = {"value": _r(solution.value), "mao_wins": _r(solution.wins(MAO)),
                           "dealer_wins": _r(solution.wins(1 - MAO)), **solve_figures(solution)}
    if lottery is not None:
        out["blind"] = blind_summary(lottery)
    return out


def iron_data(solution: Solution, lottery: Lottery | None) -> dict[str, Any]:
    """What the shipped file keeps of an iron hand: the summary and the mão's first card."""
    return {**iron_summary(solution, lottery), "lead": [lead_key(p) for p in solution.lead()]}


def blind_summary(lottery: Lottery) -> dict[str, Any]:
    return {"value": _r(float(lottery.value), 6), "mao_wins": _r(float(lottery.mao_wins), 6),
            "exact_value": str(lottery.value), "exact_mao_wins": str(lottery.mao_wins)}


def class_data(group: ViraClass, eleven: dict[str, dict[str, Any]], iron: dict[str, Any]
               ) -> dict[str, Any]:
    """One vira class: its viras, class hands, the hand of eleven per decider, the iron hand."""
    return {"viras": [r.value for r in group.viras], "caps": list(group.classes.caps),
            "hands": "".join(hand_key(h) for h in group.classes.hands()),
            "eleven": eleven, "iron": iron}


def preset_data(rules: Rules, classes: list[dict[str, Any]]) -> dict[str, Any]:
    return {"options": key_options(rules), "classes": classes}


MAPPING = ("a card's class is the rank of its strength (truco.core.strength.strength_table) among the "
           "distinct strengths of the cards left in the deck once the vira is out, weakest 0; a hand "
           "is its three class digits (base 36) sorted, found in 'hands' (3 characters per hand) at "
           "the index of its entries in 'accept', 'value_accept', 'win_accept' and 'lead'; "
           "'value_accept' and 'win_accept' follow the best continuation against the solved "
           "opponent; 'lead' is the mão's first card: a class digit, or digits with probabilities, "
           "'-' to surrender (the solved strategy, or for a hand of eleven it declines, the best "
           "response)")


def document(presets: dict[str, dict[str, Any]], *, target: float) -> dict[str, Any]:
    return {"format": FORMAT, "method": METHOD, "target": target,
            "units": "points: a seat's expected points minus the other seat's, before the match cap",
            "mapping": MAPPING, "presets": presets}


def write(path: Path, data: dict[str, Any]) -> int:
    """Write compact JSON; return its size in bytes."""
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=True) + "\n"
    path.write_text(text, encoding="ascii")
    return len(text.encode("ascii"))
