// A long evening at the Play page, in one Pyodide (Node, no browser): does the worker stay light?
//
//   node scripts/bench/evening_memory.mjs [--matches 100] [--opponent ID] [--json]
//
// Loads the engine as the other Pyodide benchmarks do (engine_pyodide.mjs: the engine zip built as
// the site builds it, the shipped solution of the hand with the ladder installed as the worker
// installs it), then plays N whole heads-up paulista matches in that one Pyodide, through the
// same truco.web.handle requests the Play page sends: `rules` once, then per match `game_new`
// against the strongest bot of the engine's catalogue (truco.bots.OPPONENTS, weakest first; or
// --opponent), on the reader's turn a hint (`analyse` for the game, as a reader with hints on who
// asks at every decision) and the move (`game_act`), after each hand its review (`game_review`)
// and the deal (`game_next`). The reader's seat plays a cheap legal policy: a seeded random pick
// among the observation's choices, folding only when nothing else is legal. Matches are seeded
// (seed = the match's number) so that two runs play the same cards.
//
// Prints, after match 1, 10 and a few more up to N: the WebAssembly memory (Pyodide's heap, what
// the worker holds: it grows and never shrinks, so it is the high-water mark), the bytes its
// malloc has handed out and not freed (mallinfo's uordblks: Python's objects and the rest),
// Python's live objects (len(gc.get_objects()) after gc.collect()), the open games of the
// session table, and Node's rss and heapUsed; then the ratio of the figures after N to after 10,
// and the median time per match. PYTHON picks the interpreter that builds the zip.

import { engineWithLadder } from "./engine_pyodide.mjs";

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
};
const matches = Number(arg("--matches", "100"));
if (!Number.isInteger(matches) || matches < 1) {
  console.error("--matches takes a whole number of matches, 1 or more");
  process.exit(2);
}
const asJson = process.argv.includes("--json");

const booted = performance.now();
const { pyodide } = await engineWithLadder();
pyodide.runPython("from truco.solved.ladder import install\ninstall(LADDER)\ndel LADDER");
const bootMs = performance.now() - booted;
const opponent = arg("--opponent", pyodide.runPython("from truco.bots import OPPONENTS\nOPPONENTS[-1]"));
/** @type {(request: string) => string} */
const handle = pyodide.pyimport("truco.web").handle;
const measure = pyodide.runPython(`
import gc, json
from truco.web import GAMES

def _measure():
    gc.collect()
    return json.dumps({"objects": len(gc.get_objects()), "games": len(GAMES.games)})
_measure
`);

let requests = 0;
/** One request as the page sends it; a refusal is a failure of the benchmark. */
function ask(op, args = {}) {
  requests += 1;
  const answer = JSON.parse(handle(JSON.stringify({ op, args })));
  if (!answer.ok) throw new Error(`${op} ${JSON.stringify(args)} refused: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

/** A small seeded generator (mulberry32), for the reader's picks. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One whole match as the Play page plays it; returns the hands and the reader's decisions. */
function playMatch(number, random) {
  let state = ask("game_new", { rules: "paulista", players: 2, opponents: opponent, partner: "heuristic", seed: number });
  const id = state.id;
  let decisions = 0;
  for (;;) {
    const next = state.match.next;
    if (next === "play") {
      ask("analyse", { id }); // the hint
      const choices = state.observation.choices;
      const kept = choices.filter((c) => c.action !== "fold");
      const pool = kept.length ? kept : choices;
      state = ask("game_act", { id, action: pool[Math.floor(random() * pool.length)].action });
      decisions += 1;
    } else {
      ask("game_review", { id, hand: state.match.hands - 1 }); // each finished hand's review
      if (next === "over") return { hands: state.match.hands, decisions };
      state = ask("game_next", { id });
    }
  }
}

const MB = 1024 * 1024;
/** The bytes in use in the WebAssembly heap's malloc (Emscripten's dlmalloc: mallinfo's uordblks). */
function mallocInUse() {
  const wasm = pyodide._module;
  if (typeof wasm._mallinfo !== "function") return NaN; // private API of the pinned Pyodide
  const at = wasm._malloc(64);
  wasm._mallinfo(at); // ten 32-bit fields: arena, ordblks, ..., uordblks (the 8th), ...
  const inUse = wasm.HEAPU32[(at >> 2) + 7];
  wasm._free(at);
  return inUse;
}
function snapshot(after) {
  const python = JSON.parse(measure());
  const node = process.memoryUsage();
  return { after, wasm: pyodide._module.HEAP8.length, malloc: mallocInUse(), ...python, rss: node.rss, heapUsed: node.heapUsed };
}
const mb = (bytes) => (bytes / MB).toFixed(1);

const checkpoints = new Set([1, 10, ...[1, 2, 3, 4].map((q) => Math.round((matches * q) / 4))].filter((m) => m >= 1 && m <= matches));
const random = generator(2026);
const times = [];
const points = [snapshot(0)];
let hands = 0;
let decisions = 0;
ask("rules", { rules: "paulista" }); // the table's first request
const started = performance.now();
for (let m = 1; m <= matches; m += 1) {
  const t = performance.now();
  const played = playMatch(m, random);
  times.push(performance.now() - t);
  hands += played.hands;
  decisions += played.decisions;
  if (checkpoints.has(m)) {
    const point = snapshot(m);
    points.push(point);
    if (!asJson) {
      console.error(`  after ${m} matches: wasm ${mb(point.wasm)} MB, ${point.objects} Python objects, ` +
        `malloc in use ${mb(point.malloc)} MB, ${point.games} open games, rss ${mb(point.rss)} MB, heapUsed ${mb(point.heapUsed)} MB`);
    }
  }
}
const totalS = (performance.now() - started) / 1000;
const sorted = [...times].sort((a, b) => a - b);
const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2] : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const base = points.find((p) => p.after === Math.min(10, matches));
const last = points[points.length - 1];
const ratio = (key) => last[key] / base[key];
const summary = {
  pyodide: pyodide.version, opponent, matches, hands, decisions, requests, boot_s: bootMs / 1000,
  total_s: totalS, median_match_s: median / 1000, max_match_s: sorted[sorted.length - 1] / 1000,
  points, ratio: { wasm: ratio("wasm"), malloc: ratio("malloc"), objects: ratio("objects"), rss: ratio("rss"), heapUsed: ratio("heapUsed") },
};
if (asJson) {
  console.log(JSON.stringify(summary));
} else {
  console.log(`An evening at the Play page in Pyodide ${pyodide.version} (Node ${process.version}): ${matches} matches ` +
    `against "${opponent}" (${hands} hands, ${decisions} decisions of the reader, each with a hint; ${requests} requests), ` +
    `boot ${summary.boot_s.toFixed(1)} s`);
  console.log("  after  wasm heap   malloc in use  Python objects  open games  Node rss   Node heapUsed");
  for (const p of points) {
    console.log(`  ${String(p.after).padStart(5)}  ${mb(p.wasm).padStart(7)} MB  ${mb(p.malloc).padStart(10)} MB  ` +
      `${String(p.objects).padStart(14)}  ${String(p.games).padStart(10)}  ${mb(p.rss).padStart(6)} MB  ${mb(p.heapUsed).padStart(9)} MB`);
  }
  const pct = (x) => `${x.toFixed(3)} (${x >= 1 ? "+" : ""}${((x - 1) * 100).toFixed(1)}%)`;
  console.log(`  after ${last.after} / after ${base.after}: wasm heap ${pct(summary.ratio.wasm)}, malloc in use ${pct(summary.ratio.malloc)}, ` +
    `Python objects ${pct(summary.ratio.objects)}, Node rss ${pct(summary.ratio.rss)}, heapUsed ${pct(summary.ratio.heapUsed)}`);
  console.log(`  time per match: median ${summary.median_match_s.toFixed(2)} s, max ${summary.max_match_s.toFixed(2)} s; ` +
    `all ${matches} in ${(totalS / 60).toFixed(1)} min`);
}
