// The heads-up coach on the solved hand with the ladder, timed inside Pyodide (Node, no browser):
// how long one decision takes once the page has loaded the solution.
//
//   node scripts/bench/bench_ladder_pyodide.mjs [--hands 150]
//
// Builds the engine zip as the site does (site_src/build/build_engine_zip.py), installs
// engine/truco/data/ladder.json as the worker does (truco.solved.ladder.install), then plays
// heads-up paulista hands (the heuristic bot on both seats, fixed seeds) and times the coach's
// decision at every position where more than one action is legal. Prints the install time, the
// median, 95th percentile and maximum, and apart the first decision in each vira class (which
// reads that class's tables). PYTHON picks the interpreter that builds the zip.

import { engineWithLadder } from "./engine_pyodide.mjs";

const hands = Number(process.argv[process.argv.indexOf("--hands") + 1]) || 150;
const { pyodide } = await engineWithLadder();
pyodide.globals.set("HANDS", hands);
const out = pyodide.runPython(`
import json, random, statistics, time
from truco.bots import get_bot
from truco.solved.ladder import install, solution_strategy
from truco.core.match import CHANCE, TERMINAL, Match
from truco.observation import observe_match
from truco.core.rules import Rules

t = time.perf_counter()
install(LADDER)
install_ms = (time.perf_counter() - t) * 1000
coach, model = get_bot("coach"), get_bot("heuristic")
rng = random.Random(1)
times, first, seen, solved, by_solution = [], [], set(), 0, []
played = 0
while played < HANDS:
    match = Match(Rules(), players=2)
    while (seat := match.current_player) != TERMINAL and played < HANDS:
        if seat == CHANCE:
            match.deal_random(rng)
            played += 1
            continue
        obs = observe_match(match, seat)
        if len(obs.legal) > 1:
            t = time.perf_counter()
            coach.choose(obs, random.Random(len(times)))
            ms = (time.perf_counter() - t) * 1000
            from_solution = solution_strategy(obs) is not None
            solved += from_solution
            key = obs.vira.rank if obs.vira else None
            if from_solution and key in seen:
                by_solution.append(ms)
            (first if key not in seen else times).append(ms)
            seen.add(key)
        match.apply(model.choose(obs, rng))

def p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]

json.dumps({"install_ms": install_ms, "n": len(times), "solved": solved, "median": statistics.median(times),
            "p95": p95(times), "max": max(times), "first_n": len(first), "first_median": statistics.median(first),
            "first_max": max(first), "sol_n": len(by_solution),
            "sol_median": statistics.median(by_solution), "sol_p95": p95(by_solution)})
`);
const r = JSON.parse(out);
const f = (x) => x.toFixed(2);
console.log(`coach on the solved hand with the ladder, in Pyodide ${pyodide.version} (Node): install ${Math.round(r.install_ms)} ms`);
console.log(`  ${r.n} decisions after the first under each vira (${r.solved} of all ${r.n + r.first_n} played from the solution; the others: hands of eleven and lines outside it): median ${f(r.median)} ms, p95 ${f(r.p95)} ms, max ${f(r.max)} ms`);
console.log(`  of them from the solution, ${r.sol_n}: median ${f(r.sol_median)} ms, p95 ${f(r.sol_p95)} ms`);
console.log(`  first decision under each vira (reads its class's tables), ${r.first_n} of them: median ${f(r.first_median)} ms, max ${f(r.first_max)} ms`);
