"""Solve one vira class of the hand with the ladder: the compiled walk driven from Python.

:class:`FullSolver` counts the public tree once (its size and where each subtree ends), allocates
the regrets and the average strategy (float32, one slot per entry and action of every decision
node), then iterates: one pass per seat (alternating updates), each a walk of
:func:`truco.solver.full.kernel.visit`. The regret rule is a parameter (:data:`RULES`): CFR+,
discounted CFR or predictive CFR+.

Exploitability is exact: a best-response walk per seat against the other's average strategy in
the solved tree, which equals the whole game's (the reductions of :mod:`truco.solver.full` are
lossless). The figure is ``(BR0 + BR1) / 2`` in points per hand, the locked solver's definition.

>>> from truco.core.cards import Card
>>> from truco.core.rules import Rules
>>> from truco.solved.classes import Classes
>>> deck = [(Card.parse(c),) for c in ("4c", "6s", "Kc", "3c", "Qd", "Qh", "Qc")]
>>> solver = FullSolver(Rules().with_options(ladder=[1, 2]), Classes(tuple(range(7)), tuple(deck)))
>>> solver.run(200)
>>> solver.exploitability() < 0.01
True
"""

from __future__ import annotations

import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from truco.core.rules import Rules
from truco.solved.abstraction import KEYS, MAX_CLASSES
from truco.solved.classes import Classes
from truco.solver.full import kernel
from truco.solver.full.kernel_base import (
    BR,
    CFR,
    COUNT,
    DISTILL,
    EVAL,
    EXPORT,
    EXPORT_MIN,
    EXPORT_ROUNDS,
    FROZEN,
    IA_FIXED,
    IMPORT,
    KEY_ROW,
    RECORD,
    SPREAD,
    WIN,
    pack,
    quantize,
)
from truco.solver.full.spec import Spec

#: The regret rules: name -> (whether it needs a prediction row, how each iteration sets it).
RULES = ("cfr+", "dcfr", "pcfr+")
#: Arena sizes (numbers): ample for the deepest walk of the full deck.
ARENA = 1 << 21
#: Where ``FA``'s fixed part ends: the regret rule, an export's least reach (``IA``'s:
#: :data:`IA_FIXED`).
FA_FIXED = 5
#: No export: the walks' output arrays.
_NO_OUT = (np.zeros(4, dtype=np.int64), np.zeros(1, dtype=np.float64))


#: The public state at the root of the hand, as :func:`kernel.visit` takes it: round, results so
#: far, leader, led class, ladder step, raiser, offer, turn, fresh turn, re-raiser
ROOT_STATE = (0, 0, 0, -1, 0, -1, -1, 0, 1, -1)


def regret_rule(rule: str, t: int) -> tuple[float, float, float, float]:
    """The regret rule ``rule`` (:data:`RULES`) at iteration ``t``, as the kernel reads it."""
    if rule == "dcfr":  # alpha 1.5, beta 0: positive regrets fade less and less
        a = (t - 1) ** 1.5
        return (a / (a + 1), 0.5, 0.0, 0.0)
    return (1.0, 1.0, 1.0, 1.0 if rule == "pcfr+" else 0.0)


def walk_node(tables: tuple[NDArray[np.int64], NDArray[np.float64]], k: int,
              ia: NDArray[np.int64], fa: NDArray[np.float64], rs: NDArray[np.float32],
              ends: NDArray[np.int64], seat: int, mode: int, weight: float,
              rule: tuple[float, float, float, float],
              entries: tuple[NDArray[np.int64], NDArray[np.int64]], state: tuple[int, ...], *,
              shown: tuple[int, int] | None = None,
              reach: tuple[NDArray[np.float64], NDArray[np.float64]] | None = None,
              out_arrays: tuple[NDArray[np.int64], NDArray[np.float64]] = _NO_OUT,
              rounds: int = 0, min_reach: float = 0.0, frozen: int = 0) -> NDArray[np.float64]:
    """One walk of the kernel from a public node of a ``k``-class tree: lays out its arena in
    ``ia``/``fa`` (each seat's entries and their reach, all 1 by default; the classes shown so
    far, ``shown``: the mão's and the dealer's) and returns seat ``seat``'s value of each of its
    entries. ``state``: the node's public state, in :data:`ROOT_STATE`'s order; ``frozen``: the
    seats whose round 1 a CFR pass keeps as it is (bit ``s`` for seat ``s``; their average
    plays)."""
    n0, n1 = len(entries[0]), len(entries[1])
    e0, e1, sh = IA_FIXED, IA_FIXED + n0, IA_FIXED + n0 + n1
    p0, p1, out = FA_FIXED, FA_FIXED + n0, FA_FIXED + n0 + n1
    ia[:IA_FIXED] = 0
    ia[EXPORT_ROUNDS] = rounds
    ia[FROZEN] = frozen
    ia[e0:e0 + n0] = entries[0]
    ia[e1:e1 + n1] = entries[1]
    ia[sh:sh + 2 * k] = 0
    if shown is not None:
        ia[sh + shown[0]] += 1
        ia[sh + k + shown[1]] += 1
    fa[:4] = rule
    fa[EXPORT_MIN] = min_reach
    if reach is None:
        fa[p0:p0 + n0 + n1] = 1.0
    else:
        fa[p0:p0 + n0] = reach[0]
        fa[p1:p1 + n1] = reach[1]
    visit: Any = kernel.visit  # a compiled dispatcher: its arguments are typed by numba
    visit(tables[0], tables[1], rs, ends, ia, fa, *out_arrays, seat, mode, weight, *state,
          sh, e0, n0, e1, n1, p0, p1, out, sh + 2 * k, out + max(n0, n1))
    return fa[out:out + (n0 if seat == 0 else n1)].copy()


def quantized_table(table: NDArray[np.float64]) -> NDArray[np.float64]:
    """Each key's distilled strategy in counts of :data:`QUANTUM` (rows of ``KEY_ROW``; the
    last number stays the key's number of actions)."""
    out = np.zeros_like(table)
    rows = table.reshape(-1, KEY_ROW)
    q = out.reshape(-1, KEY_ROW)
    work = np.zeros(2 * KEY_ROW, dtype=np.float64)
    for i in np.flatnonzero(rows[:, -1]):
        n = int(rows[i, -1])
        work[:n] = rows[i, :n]
        quantize(work, 0, n, KEY_ROW)
        q[i, :n] = work[KEY_ROW:KEY_ROW + n]
        q[i, -1] = n
    return out


@dataclass(frozen=True, slots=True)
class Node:
    """An exported decision node: the seat to act and, per entry it may hold (a packed entry,
    see :func:`truco.solver.full.kernel_base.pack`), its own reach and its actions' public codes
    and probabilities."""

    round: int  # 0-based
    actor: int
    entries: dict[int, tuple[float, tuple[int, ...], tuple[float, ...]]]


@dataclass(frozen=True, slots=True)
class Sizes:
    """How big the solved tree is."""

    nodes: int  # nodes of the rounds walked one by one (round-3 roots included)
    slots: int  # (entry, action) pairs of every decision node: the regrets' length
    hands: int  # class hands

    def megabytes(self, rows: int) -> float:
        """Memory of the regrets, the average (and the prediction) in float32."""
        return rows * 4 * self.slots / 1e6


class FullSolver:
    """The heads-up hand with the ladder on one vira class, solved by CFR."""

    def __init__(self, rules: Rules, classes: Classes, *, raises: bool = True,
                 rule: str = "pcfr+") -> None:
        if rule not in RULES:
            raise ValueError(f"unknown regret rule {rule!r}; rules are {', '.join(RULES)}")
        self.spec = Spec.of(rules, classes, raises=raises)
        self.rule = rule
        self.gi, self.gw = self.spec.tables()
        n = len(self.spec.hands)
        self.root = np.asarray([pack(i, tuple(int(c) for c in self.spec.hands[i]))
                                for i in range(n)], dtype=np.int64)
        self.ia = np.zeros(ARENA, dtype=np.int64)
        self.fa = np.zeros(ARENA, dtype=np.float64)
        self.iterations = 0
        #: The seats whose round-1 strategy stays as it is (the average plays; see
        #: :meth:`import_round1`): a CFR pass learns only the rest.
        self.fixed_round1: frozenset[int] = frozenset()
        probe = np.zeros((2, 1), dtype=np.float32)
        self._walk(probe, np.zeros((2, 0), dtype=np.int64), 0, COUNT, 0.0, (1.0, 1.0, 1.0, 0.0))
        slots, nodes = int(self.ia[0]), int(self.ia[1])
        self.sizes = Sizes(nodes, slots, n)
        self.ends = np.zeros((2, nodes), dtype=np.int64)
        self._walk(probe, self.ends, 0, COUNT, 0.0, (1.0, 1.0, 1.0, 0.0))
        rows = 3 if rule == "pcfr+" else 2
        self.rs = np.zeros((rows, max(slots, 1)), dtype=np.float32)

    # -- walks --------------------------------------------------------------------------------

    def _walk(self, rs: NDArray[np.float32], ends: NDArray[np.int64], seat: int, mode: int,
              weight: float, rule: tuple[float, float, float, float],
              out_arrays: tuple[NDArray[np.int64], NDArray[np.float64]] = _NO_OUT,
              rounds: int = 0, min_reach: float = 0.0) -> NDArray[np.float64]:
        """One walk from the root; the traverser's value per class hand."""
        return walk_node((self.gi, self.gw), self.spec.k, self.ia, self.fa, rs, ends, seat, mode,
                         weight, rule, (self.root, self.root), ROOT_STATE, out_arrays=out_arrays,
                         rounds=rounds, min_reach=min_reach,
                         frozen=sum(1 << seat for seat in self.fixed_round1))

    def _rule(self, t: int) -> tuple[float, float, float, float]:
        """The regret rule of iteration ``t`` (see :mod:`truco.solver.full.kernel_base`)."""
        return regret_rule(self.rule, t)

    def step(self) -> None:
        """One iteration: seat 0 updates against seat 1's strategy, then seat 1 against the new
        one of seat 0; the average weighs iteration ``t`` by ``t**2``."""
        self.iterations += 1
        t = self.iterations
        rule = self._rule(t)
        for seat in (0, 1):
            self._walk(self.rs, self.ends, seat, CFR, float(t) ** 2, rule)

    def run(self, iterations: int, progress: Callable[[int], None] | None = None) -> None:
        """Iterate ``iterations`` more times."""
        for _ in range(iterations):
            self.step()
            if progress is not None:
                progress(self.iterations)

    def values(self, seat: int, mode: int = EVAL) -> NDArray[np.float64]:
        """Seat ``seat``'s value per class hand, weighted by the chance of the hand (their sum is
        its expected points margin): both seats on the average strategy (``EVAL``), the seat best
        responding (``BR``), or its chance to win the hand (``WIN``)."""
        return self._walk(self.rs, self.ends, seat, mode, 0.0, (1.0, 1.0, 1.0, 0.0))

    def best_responses(self) -> tuple[float, float]:
        """What each seat wins (points per hand) best-responding to the other's average."""
        return float(self.values(0, BR).sum()), float(self.values(1, BR).sum())

    def exploitability(self) -> float:
        br0, br1 = self.best_responses()
        return (br0 + br1) / 2

    def value(self) -> float:
        """The mão's expected points margin when both play the average strategy."""
        return float(self.values(0).sum())

    def mao_wins(self) -> float:
        """The chance that the mão wins the hand under the average strategies."""
        return float(self.values(0, WIN).sum())

    def export(self, rounds: int = 3, size: int = 1 << 24, min_reach: float = -1.0
               ) -> dict[tuple[int, ...], Node]:
        """The average strategy (the current one where the average has no weight) at every
        decision node of rounds ``1..rounds``, by public path (:mod:`truco.solver.full.kernel`'s
        codes), with each entry's own reach: the entries whose own reach is above ``min_reach``
        (default: all). Raises if the output would need more than ``size`` numbers."""
        oi = np.zeros(size, dtype=np.int64)
        of = np.zeros(size, dtype=np.float64)
        oi[0] = 4
        self._walk(self.rs, self.ends, 0, EXPORT, 0.0, (1.0, 1.0, 1.0, 0.0), (oi, of), rounds,
                   min_reach)
        if oi[2]:
            raise ValueError(f"the export needs more than {size} numbers")
        out: dict[tuple[int, ...], Node] = {}
        i, f = 4, 0
        for _ in range(int(oi[1])):
            assert oi[i] == RECORD
            rnd, actor, plen = int(oi[i + 1]), int(oi[i + 2]), int(oi[i + 3])
            path = tuple(int(c) for c in oi[i + 4:i + 4 + plen])
            i += 4 + plen
            na = int(oi[i])
            i += 1
            entries = {}
            for _e in range(na):  # per entry: its code, its actions; its reach, their odds
                entry, nact = int(oi[i]), int(oi[i + 1])
                codes = tuple(int(c) for c in oi[i + 2:i + 2 + nact])
                i += 2 + nact
                entries[entry] = (float(of[f]), codes, tuple(float(p) for p in of[f + 1:f + 1 + nact]))
                f += 1 + nact
            out[path] = Node(rnd, actor, entries)
        return out

    def import_round1(self, strategy: Callable[[tuple[int, ...], dict[int, int]],
                                               dict[int, tuple[float, ...]]]) -> None:
        """Write a round-1 strategy over the average: ``strategy(path, actions)`` gets a public
        path (:meth:`export`'s codes) and how many actions each class hand has there, and gives
        the probabilities of each hand's actions in :meth:`export`'s order (a hand left out:
        its strategy never brings it there, and its average stays empty). The later rounds'
        slots are left as they are."""
        nodes = self.export(1, min_reach=-1.0)
        numbers: list[float] = []
        for path, node in nodes.items():
            widths = {packed >> 16: len(codes) for packed, (_, codes, _) in node.entries.items()}
            given = strategy(path, widths)
            for hand, n in widths.items():
                probs = given.get(hand, (0.0,) * n)
                if len(probs) != n:
                    raise ValueError(f"round 1 at {path}: {len(probs)} numbers for {n} actions")
                numbers.extend(probs)
        oi = np.zeros(4, dtype=np.int64)
        of = np.asarray(numbers, dtype=np.float64)
        self._walk(self.rs, self.ends, 0, IMPORT, 0.0, (1.0, 1.0, 1.0, 0.0), (oi, of), 1)
        if oi[2] or oi[0] != len(numbers):
            raise ValueError("the round-1 strategy does not fit this tree")

    # -- what ships ----------------------------------------------------------------------------

    def distill(self) -> NDArray[np.float64]:
        """Rounds 2 and 3 distilled into the keys of :mod:`truco.solved.abstraction`: per key,
        the sum over its information sets of their probability times the average strategy
        (``KEY_ROW`` numbers a key, the last its number of actions; 0 where no information set
        has it)."""
        if self.spec.k > MAX_CLASSES:
            raise ValueError(f"{self.spec.k} strength classes: the keys allow for {MAX_CLASSES}")
        table = np.zeros(KEYS * KEY_ROW, dtype=np.float64)
        self._walk(self.rs, self.ends, 0, DISTILL, 0.0, (1.0, 1.0, 1.0, 0.0),
                   (_NO_OUT[0], table))
        return table

    def ship(self, table: NDArray[np.float64]) -> NDArray[np.float64]:
        """Write the shipped strategy over the average (for good: the exact one is gone): round 1
        as solved, quantised; rounds 2 and 3 the distilled ``table``'s keys, quantised (a key no
        information set reached plays every action alike). Returns the quantised table."""
        shipped = quantized_table(table)
        self._walk(self.rs, self.ends, 0, SPREAD, 0.0, (1.0, 1.0, 1.0, 0.0),
                   (_NO_OUT[0], shipped))
        return shipped

    # -- checkpoints --------------------------------------------------------------------------

    def save(self, path: Path, meta: dict[str, Any]) -> None:
        """The solver's state, written atomically (a stopped write keeps the previous one)."""
        tmp = path.with_suffix(".tmp.npz")
        np.savez(tmp, rs=self.rs, iterations=np.asarray(self.iterations),
                 slots=np.asarray(self.sizes.slots), meta=np.asarray(repr(meta)))
        tmp.replace(path)

    def load(self, path: Path) -> bool:
        """Go on from a checkpoint of this very tree; ``False`` if there is none."""
        if not path.exists():
            return False
        with np.load(path) as data:
            if int(data["slots"]) != self.sizes.slots:
                raise ValueError(f"checkpoint {path} is not of this game and rule")
            iterations = int(data["iterations"])
        if not _read_into(path, "rs", self.rs):
            raise ValueError(f"checkpoint {path} is not of this game and rule")
        self.iterations = iterations
        return True


#: How much of a checkpoint's array is read at a time (its whole size is gigabytes).
_CHUNK = 1 << 26


def _read_into(path: Path, name: str, out: NDArray[Any]) -> bool:
    """Read the array ``name`` of the ``.npz`` at ``path`` straight into ``out``, a chunk at a
    time: a resumed solve holds one copy of its regrets, not two (``np.load`` would build a second
    array of gigabytes first). ``False`` if the stored array's shape or type is not ``out``'s."""
    with zipfile.ZipFile(path) as archive, archive.open(f"{name}.npy") as stream:
        version = np.lib.format.read_magic(stream)  # type: ignore[no-untyped-call]
        read_header = (np.lib.format.read_array_header_1_0 if version == (1, 0)
                       else np.lib.format.read_array_header_2_0)
        shape, fortran, dtype = read_header(stream)  # type: ignore[no-untyped-call]
        if shape != out.shape or dtype != out.dtype or fortran or not out.flags.c_contiguous:
            return False
        target = out.reshape(-1).view(np.uint8)  # the same memory, as bytes
        done = 0
        while done < target.size:
            chunk = stream.read(min(_CHUNK, target.size - done))
            if not chunk:
                return False
            target[done:done + len(chunk)] = np.frombuffer(chunk, dtype=np.uint8)
            done += len(chunk)
        return True
