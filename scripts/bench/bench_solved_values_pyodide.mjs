// The coach's solved values (truco/ladder_values.py via truco.coach.analysis.analyse), timed inside
// Pyodide (Node, no browser) and in this machine's CPython, at the decisions of heads-up hands.
//
//   node scripts/bench/bench_solved_values_pyodide.mjs [--hands 20]
//
// Builds the engine zip as the site does, installs engine/truco/data/ladder.json as the worker
// does, then plays heads-up paulista hands (both seats drawing from the solution, fixed seeds) and
// times `analyse` at every decision with more than one legal action, grouped by how much of the
// hand has been played: before any card (the mão's first decision, or an answer to a truco
// before it), after one card, later. Prints per group the median, 95th percentile and maximum in
// Pyodide and in CPython, and their ratio. PYTHON picks the interpreter.

import { spawnSync } from "node:child_process";

import { engineWithLadder, python, root } from "./engine_pyodide.mjs";

const hands = Number(process.argv[process.argv.indexOf("--hands") + 1]) || 20;

const BENCH = `
import json, random, statistics, time
from truco.coach.analysis import analyse
from truco.core.cards import DECK
from truco.solved.ladder import solution_strategy
from truco.observation import observe
from truco.notation.scenario import Scenario

def run(hands):
    rng = random.Random(11)
    groups = {"before any card": [], "after one card": [], "later": []}
    for _ in range(hands):
        cards = [str(c) for c in rng.sample(list(DECK), 7)]
        hand = Scenario.from_json({"vira": cards[0], "hands": [cards[1:4], cards[4:7]], "actions": []}).play()
        while hand.to_act is not None:
            obs = observe(hand, hand.to_act)
            strategy = solution_strategy(obs)
            if len(obs.legal) > 1:
                cards_down = sum(1 for s in obs.history if s.meaning.value in ("play", "cover"))
                name = "before any card" if cards_down == 0 else "after one card" if cards_down == 1 else "later"
                t = time.perf_counter()
                analyse(obs)
                groups[name].append((time.perf_counter() - t) * 1000)
            hand.apply(rng.choices([a for a, _ in strategy], [p for _, p in strategy])[0])
    def p95(xs):
        xs = sorted(xs)
        return xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return json.dumps({k: {"n": len(v), "median": statistics.median(v), "p95": p95(v), "max": max(v)} for k, v in groups.items() if v})
`;

// engine/ first on the path: `python` may be a plain python3 without the venv (engine_pyodide.mjs)
const native = spawnSync(python, ["-c", `import sys; sys.path.insert(0, "engine")\n${BENCH}\nprint(run(${hands}))`], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
if (native.status !== 0) throw new Error(`CPython run failed: ${native.stderr}`);
const cpython = JSON.parse(native.stdout.toString());

const { pyodide } = await engineWithLadder();
pyodide.runPython("from truco.solved.ladder import install\ninstall(LADDER)");
const inside = JSON.parse(pyodide.runPython(`${BENCH}\nrun(${hands})`));

const f = (/** @type {number} */ x) => x < 10 ? x.toFixed(1) : Math.round(x).toString();
console.log(`solved values (analyse), ${hands} heads-up paulista hands, Pyodide ${pyodide.version} (Node) against CPython:`);
for (const [name, p] of Object.entries(inside)) {
  const c = cpython[name];
  console.log(`  ${name} (${p.n} decisions): Pyodide median ${f(p.median)} ms, p95 ${f(p.p95)} ms, max ${f(p.max)} ms; `
    + `CPython median ${f(c.median)} ms, p95 ${f(c.p95)} ms; ratio of medians ${(p.median / c.median).toFixed(2)}`);
}
