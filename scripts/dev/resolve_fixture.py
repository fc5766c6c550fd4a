"""Write the fixture of the JavaScript port of the re-solver (site_src/js/resolve/): what the
offline solver's compiled walk gives on a few round-2 roots of a short deck, for
tests/js/resolve-kernel.test.mjs to compare the port with (needs the solver extra: numpy, numba).

    python scripts/dev/resolve_fixture.py [--out tests/js/fixtures/resolve-kernel.json]

The deck and ladders are those of the gadget test of ``tests/engine/test_solver_round1.py``:
seven cards in six strength classes (three 4s tie), paulista with the ladder 1-3-6, and one root
with the whole ladder 1-3-6-9-12. Per root: its state as :meth:`Subgame.walk` builds it, each
seat's entries, the count (slots, nodes, where each node's subtree ends), a strategy (ten
iterations of :class:`RootSolver`, stored whole), then what Python gives from it: EVAL and BR
values per entry (every reach 1, and a reach vector), one more CFR iteration with that reach
(regrets stored whole, each traverser's values), the other seat's bounds (:func:`resolve.bounds`)
against it, and a :class:`Resolver` (its bounds from 100 iterations of :class:`RootSolver`:
tighter, so the gadget mixes): after one iteration (its regrets whole on the smaller roots), and
after 10 and 30 (row sums, gadget regrets, follow vector, the other seat's best response and
the resolving seat's values); on the smallest roots, one pass of CFR+ and one of predictive
CFR+ (from a prediction row) too, and the strategy exported (records by public path). Arrays
of reals are base64 of their little-endian bytes (float32 regrets, float64 tables: exact); both
ladders share the chance table ``gw``.
"""

from __future__ import annotations

import argparse
import base64
import json
from pathlib import Path
from typing import Any

import numpy as np

from truco.core.cards import Card
from truco.core.rules import Rules
from truco.solved.classes import Classes
from truco.solver.full.kernel_base import BR, CFR, COUNT, EVAL, EXPORT, RECORD
from truco.solver.full.resolve import Resolver, bounds
from truco.solver.full.solve import regret_rule, walk_node
from truco.solver.full.spec import result_code
from truco.solver.full.subgame import Root, RootSolver, Subgame

ROOT = Path(__file__).resolve().parents[2]
DECK = (("4c", "4h", "4s"), ("6s",), ("Kc",), ("3c",), ("Qd",), ("Qc",))
LADDERS = {"short": [1, 3, 6], "whole": [1, 3, 6, 9, 12]}
#: (ladder, root, re-solving seat): unraised with a winner in round 1; a tie in round 1 (the mão
#: raised); the dealer raised; the whole ladder at step 2.
ROOTS: list[tuple[str, Root, int]] = [
    ("short", (2, 4, 0, -1), 0),
    ("short", (0, 0, 1, 0), 1),
    ("short", (1, 0, 1, 1), 1),
    ("whole", (3, 2, 2, 0), 0),
]
FIRST_WHOLE = 2000  # a resolver's regrets after one iteration are stored whole up to this size
RULES_WHOLE = 1300  # the other regret rules are checked on roots up to this size


def b64(array: np.ndarray, dtype: Any) -> str:
    return base64.b64encode(np.ascontiguousarray(array, dtype=dtype).astype(f"<{np.dtype(dtype).char}")
                            .tobytes()).decode()


def floats(array: np.ndarray) -> list[float]:
    return [float(x) for x in np.asarray(array, dtype=np.float64).ravel()]


def reach_vector(n: int, salt: int) -> np.ndarray:
    """A deterministic reach with some zeros (the walk skips what nobody reaches)."""
    rng = np.random.default_rng(1000 + salt)
    out = rng.uniform(0.05, 1.0, n)
    out[rng.permutation(n)[: max(1, n // 5)]] = 0.0
    return out


def state_of(sub: Subgame, root: Root) -> list[int]:
    """The root's public state, as :meth:`Subgame.walk` builds it."""
    a, b, step, raiser = root
    winner = int(sub.spec.round_winner[0, a, b])
    lead = int(sub.spec.round_lead[0, a, b])
    return [1, result_code(0, None if winner < 0 else winner), lead, -1, step, raiser, -1, lead, 1,
            -1]


def sums(rs: np.ndarray) -> dict[str, Any]:
    """Each row's sum and sum of magnitudes."""
    x = rs.astype(np.float64)
    return {"sum": floats(x.sum(axis=1)), "abs": floats(np.abs(x).sum(axis=1))}


def export(sub: Subgame, root: Root, strategy: np.ndarray, ends: np.ndarray, min_reach: float
           ) -> dict[str, Any]:
    """The strategy exported by public path (FullSolver.export's reading of the records): how
    many records, checksums, and a few records whole."""
    oi = np.zeros(1 << 18, dtype=np.int64)
    of = np.zeros(1 << 18, dtype=np.float64)
    oi[0] = 4
    a, b = root[0], root[1]
    walk_node(sub.tables, sub.spec.k, sub.ia, sub.fa, strategy, ends, 0, EXPORT, 0.0,
              (1.0, 1.0, 1.0, 0.0), sub.entries(a, b), tuple(state_of(sub, root)), shown=(a, b),
              out_arrays=(oi, of), rounds=3, min_reach=min_reach)
    assert oi[2] == 0
    records = []
    i, f = 4, 0
    for _ in range(int(oi[1])):
        assert oi[i] == RECORD
        rnd, actor, plen = int(oi[i + 1]), int(oi[i + 2]), int(oi[i + 3])
        path = [int(c) for c in oi[i + 4:i + 4 + plen]]
        i += 4 + plen
        na = int(oi[i])
        i += 1
        entries = []
        for _e in range(na):
            entry, nact = int(oi[i]), int(oi[i + 1])
            codes = [int(c) for c in oi[i + 2:i + 2 + nact]]
            i += 2 + nact
            entries.append([entry, float(of[f]), codes, floats(of[f + 1:f + 1 + nact])])
            f += 1 + nact
        records.append({"round": rnd, "actor": actor, "path": path, "entries": entries})
    picks = sorted({0, 1, len(records) // 3, len(records) // 2, len(records) - 1})
    return {"min_reach": min_reach, "records": len(records), "ints": int(oi[0]), "reals": int(oi[3]),
            "int_sum": int(oi[:oi[0]].sum()), "real_sum": float(of[:oi[3]].sum()),
            "picks": {str(p): records[p] for p in picks}}


def start_prediction(slots: int) -> np.ndarray:
    return np.random.default_rng(7).uniform(-0.05, 0.05, slots).astype(np.float32)


def one_root(sub: Subgame, root: Root, seat: int, salt: int) -> dict[str, Any]:
    e0, e1 = sub.entries(root[0], root[1])
    slots, nodes = sub.size(root)
    ends = np.zeros((2, nodes), dtype=np.int64)
    sub.walk(root, COUNT, np.zeros((2, 1), dtype=np.float32), ends)
    solver = RootSolver(sub, root)
    solver.run(10)
    strategy = solver.regrets.copy()
    reach = (reach_vector(len(e0), 2 * salt), reach_vector(len(e1), 2 * salt + 1))
    out: dict[str, Any] = {
        "root": list(root), "state": state_of(sub, root), "shown": [root[0], root[1]],
        "entries": [[int(x) for x in e0], [int(x) for x in e1]],
        "slots": slots, "nodes": nodes, "ends": [[int(x) for x in row] for row in ends],
        "strategy": b64(strategy, np.float32), "reach": [floats(reach[0]), floats(reach[1])],
    }
    for name, mode in (("eval", EVAL), ("br", BR)):
        out[name] = [floats(sub.walk(root, mode, strategy, ends, seat=s)) for s in (0, 1)]
        out[name + "_reach"] = [floats(sub.walk(root, mode, strategy, ends, seat=s, reach=reach))
                                for s in (0, 1)]
    t = 11  # one more iteration from the strategy, with the reach vectors
    rs = strategy.copy()
    rule = regret_rule("dcfr", t)
    step_values = [floats(sub.walk(root, CFR, rs, ends, seat=s, weight=float(t) ** 2, rule=rule,
                                   reach=reach)) for s in (0, 1)]
    out["cfr_step"] = {"t": t, "rule": list(rule), "values": step_values,
                       "regrets": b64(rs, np.float32)}
    if slots <= RULES_WHOLE or root[2] == 2:  # the export of the smaller roots
        out["export"] = [export(sub, root, strategy, ends, m) for m in (-1.0, 0.05)]
    out["bounds"] = floats(bounds(sub, root, seat, strategy, reach[seat]))
    solver.run(90)  # the resolver's bounds: from a better strategy (tighter, a mixed gadget)
    bound = bounds(sub, root, seat, solver.regrets, reach[seat])
    resolver = Resolver(sub, root, seat, reach[seat], bound)
    resolver.run(1)
    first: dict[str, Any] = {"gadget": [floats(r) for r in resolver.gadget],
                             "follow": floats(resolver.follow())}
    if slots <= FIRST_WHOLE:
        first["regrets"] = b64(resolver.regrets, np.float32)
    runs = []
    for upto in (10, 30):
        resolver.run(upto - resolver.iterations)
        best = bounds(sub, root, seat, resolver.regrets, reach[seat])
        runs.append({"iterations": upto, "sums": sums(resolver.regrets),
                     "gadget": [floats(r) for r in resolver.gadget],
                     "follow": floats(resolver.follow()), "best": floats(best),
                     "worst_excess": resolver.worst_excess(),
                     "eval": floats(sub.walk(root, EVAL, resolver.regrets, ends, seat=seat))})
    out["resolver"] = {"seat": seat, "bound": floats(bound), "first": first, "runs": runs}
    if slots <= RULES_WHOLE:  # the other regret rules, one pass each
        out["rules"] = {}
        for name in ("cfr+", "pcfr+"):
            rs = np.zeros((3 if name == "pcfr+" else 2, slots), dtype=np.float32)
            rs[:2] = strategy
            if name == "pcfr+":  # a prediction to start from: regret matching reads it
                rs[2] = start_prediction(slots)
            for s in (0, 1):
                sub.walk(root, CFR, rs, ends, seat=s, weight=121.0, rule=regret_rule(name, 11),
                         reach=reach)
            out["rules"][name] = {"rows": int(rs.shape[0]), "regrets": b64(rs, np.float32)}
            if name == "pcfr+":
                out["rules"][name]["prediction"] = b64(start_prediction(slots), np.float32)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "tests/js/fixtures/resolve-kernel.json")
    args = parser.parse_args()
    classes = Classes(tuple(range(len(DECK))), tuple(tuple(Card.parse(c) for c in g) for g in DECK))
    subs = {name: Subgame(Rules.preset("paulista").with_options(ladder=ladder), classes)
            for name, ladder in LADDERS.items()}
    gw = subs["short"].tables[1]
    data: dict[str, Any] = {"deck": [list(g) for g in DECK], "ladders": LADDERS,
                            "gw": b64(gw.ravel(), np.float64), "hands": int(gw.shape[1]),
                            "tables": {}}
    for name, sub in subs.items():
        gi = sub.tables[0]
        assert int(np.abs(gi).max()) < 2**31
        assert np.array_equal(sub.tables[1], gw)  # the same classes: the same chances
        data["tables"][name] = {"k": sub.spec.k, "gi": [int(x) for x in gi]}
    data["roots"] = [{"ladder": name, **one_root(subs[name], root, seat, i)}
                     for i, (name, root, seat) in enumerate(ROOTS)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, separators=(",", ":")) + "\n")
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e3:.0f} kB)")


if __name__ == "__main__":
    main()
