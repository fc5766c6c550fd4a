// What re-solving rounds 2-3 costs end to end, as the page's worker would run it: the engine in
// Pyodide (Node, no browser) reads a round-2 root off a hand played with the shipped solution,
// and the JavaScript re-solver (site_src/js/resolve/) re-solves it with the safe gadget.
//
//   node scripts/bench/bench_resolve_pyodide.mjs [--hands 20] [--iterations 50,100] [--seed 1]
//        [--repeats 3] [--bounds uniform|zeros]
//
// Boots Pyodide with the engine zip and engine/truco/data/ladder.json installed as
// scripts/bench/engine_pyodide.mjs does (as the page's worker does), then plays heads-up paulista
// hands (hand i: random.Random(seed + i) deals and samples both seats' actions from
// truco.solved.ladder.solution_strategy) until round 2 starts; hands that end in round 1 (a fold)
// are skipped and counted, until --hands have reached round 2. At the first round-2 decision,
// with the seat to act as the re-solving seat:
//   tables   truco.solved.roots.kernel_tables for the hand's vira, in Pyodide: the first call for
//            that vira (Python's caches cold) and again (warm: median of --repeats), then the
//            copy into an Int32Array / Float64Array (the rulings are packed into array('i') in
//            Python; both read with PyProxy.getBuffer, copied once with slice()). A page would
//            keep a class's typed arrays, so a class met again costs nothing here.
//   root     truco.solved.roots.view_root on the seat's observation (first call, and median of
//            --repeats), then entries and reaches to typed arrays;
//   count    new Subgame (the walk that counts the root's slots; median of --repeats);
//   resolve  Resolver.run up to each --iterations checkpoint (cumulative; discounted CFR, both
//            seats an iteration, the other seat's gadget). The bounds the page will read from
//            offline solves do not ship yet; the stand-in (--bounds) is `uniform`: the other
//            seat's best response to a uniform strategy (bounds() with zero regrets), or
//            `zeros`. The share of the other seat's states still playing on at the end is
//            printed (a state that takes its bound has reach 0, and the walk skips its subtrees:
//            the two stand-ins leave ~1% and ~40-95% playing on, at the same cost an iteration).
//            The first iteration of the run (the JIT cold) is reported apart;
//   export   exportStrategy (read-export.js) of the re-solved average after the last checkpoint
//            (once a hand: the whole of rounds 2-3, its buffers sized by doubling from 1 << 20,
//            the default, which the large roots overflow),
//            and apart the same reader with the export cut at round 2 (the walk's `rounds`
//            option, which exportStrategy fixes at 3; median of --repeats): what the page needs,
//            the seat's probabilities at the root decision for the hand it holds, checked equal.
// Prints each hand, then medians and 95th percentiles over hands of every stage, the load average
// before and after, and the root sizes met. PYTHON picks the interpreter that builds the zip.

import { loadavg } from "node:os";

import { engineWithLadder } from "./engine_pyodide.mjs";
import { exportStrategy } from "../../site_src/js/resolve/read-export.js";
import { Resolver, bounds } from "../../site_src/js/resolve/resolver.js";
import { Subgame } from "../../site_src/js/resolve/subgame.js";

/** @param {string} name @param {string} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
};
const hands = Number(option("--hands", "20"));
const checkpoints = option("--iterations", "50,100").split(",").map(Number).sort((a, b) => a - b);
const seed = Number(option("--seed", "1"));
const repeats = Math.max(1, Number(option("--repeats", "3")));
const boundsKind = option("--bounds", "uniform");
if (!["uniform", "zeros"].includes(boundsKind)) throw new Error("--bounds uniform or zeros");

/** @param {number[]} xs @param {number} q */
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** Milliseconds `fn` takes, and what it returns. @template T @param {() => T} fn */
const timed = (fn) => {
  const started = performance.now();
  const value = fn();
  return { ms: performance.now() - started, value };
};
/** A Python dict's entries: buffers (array('i') / array('d')) left as PyProxies, the rest
 * converted; the dict destroyed. @param {any} dict @returns {Record<string, any>} */
const fields = (dict) => {
  const out = {};
  for (const key of dict.keys()) {
    const value = dict.get(key);
    out[key] = value?.getBuffer ? value : value?.toJs ? value.toJs() : value;
    if (value?.toJs && !value.getBuffer) value.destroy();
  }
  dict.destroy();
  return out;
};
/** A PyProxy of a buffer (array('i') / array('d')) copied out of Pyodide's memory, then
 * destroyed. @param {any} proxy @param {string} type */
const copyOut = (proxy, type) => {
  const buffer = proxy.getBuffer(type);
  try {
    return buffer.data.slice();
  } finally {
    buffer.release();
    proxy.destroy();
  }
};

const loadBefore = loadavg();
const { pyodide } = await engineWithLadder();
pyodide.runPython(`
import random, statistics, time
from array import array
from truco.core.match import CHANCE, TERMINAL, Match
from truco.core.rules import Rules
from truco.observation import observe_match
from truco.solved.classes import Classes
from truco.solved.ladder import install, solution_for, solution_strategy
from truco.solved.roots import kernel_tables, view_root

install(LADDER)
SEEN = set()


def to_round2(seed):
    """A fresh heads-up paulista hand played with the shipped solution on both seats: the seat's
    observation at the first decision of round 2, or None if round 1 ended the hand."""
    rng = random.Random(seed)
    match, dealt = Match(Rules(), players=2), False
    while (seat := match.current_player) != TERMINAL:
        if seat == CHANCE:
            if dealt:
                return None
            match.deal_random(rng)
            dealt = True
            continue
        obs = observe_match(match, seat)
        if obs.round >= 2:
            return obs
        actions, probs = zip(*solution_strategy(obs))
        match.apply(rng.choices(actions, probs)[0])
    return None


def ms(fn):
    started = time.perf_counter()
    out = fn()
    return (time.perf_counter() - started) * 1000, out


def tables(obs, repeats):
    classes = Classes.of(obs.rules, obs.vira)
    first = obs.vira not in SEEN
    SEEN.add(obs.vira)
    cold, (gi, gw) = ms(lambda: kernel_tables(obs.rules, classes))
    warm = statistics.median(ms(lambda: kernel_tables(obs.rules, classes))[0]
                             for _ in range(repeats))
    pack, ints = ms(lambda: array("i", gi))
    return {"first": first, "cold": cold, "warm": warm, "pack": pack, "gi": ints, "gw": gw,
            "hands": len(classes.hands())}


def root(obs, repeats):
    cold, got = ms(lambda: view_root(obs))
    warm = statistics.median(ms(lambda: view_root(obs))[0] for _ in range(repeats))
    seat = 0 if obs.seat == obs.mao else 1
    sol = solution_for(obs.rules, obs.vira)
    classes = sol.classes
    shown = got.root[seat]
    held = sorted([classes.class_of(c) for c in obs.own] + [shown])
    own = next(e for e in got.entries[seat] if list(classes.hands()[e >> 16]) == held)
    return {"cold": cold, "warm": warm, "root": list(got.root), "state": list(got.state),
            "seat": seat, "own": own, "vira": str(obs.vira),
            "e0": array("i", got.entries[0]), "e1": array("i", got.entries[1]),
            "r0": array("d", got.reach[0]), "r1": array("d", got.reach[1])}
`);
const toRound2 = pyodide.globals.get("to_round2");
const pyTables = pyodide.globals.get("tables");
const pyRoot = pyodide.globals.get("root");

/** @type {Record<string, number[]>} each stage's times, in the order the stages run */
const stages = Object.fromEntries(["tables first", "tables again", "tables pack+copy", "root first",
  "root again", "root copy", "count", "bounds stand-in", "first iteration (cold JIT)",
  "first iteration", "iteration"].map((name) => [name, []]));
const note = (/** @type {string} */ name, /** @type {number} */ ms) => (stages[name] ??= []).push(ms);
const sizes = [];
let folded = 0;
let cold = true;

console.log(`re-solving rounds 2-3 in Pyodide ${pyodide.version} + JS (Node ${process.version}): ` +
  `${hands} hands, iterations ${checkpoints.join("/")}, bounds ${boundsKind}, repeats ${repeats}; ` +
  `load average ${loadBefore.map((x) => x.toFixed(1)).join(" ")}`);
for (let i = 0, met = 0; met < hands; i++) {
  const obs = toRound2(seed + i);
  if (obs === undefined || obs === null) {
    folded += 1;
    continue;
  }
  met += 1;
  const t = fields(pyTables(obs, repeats));
  const copy = timed(() => ({ gi: copyOut(t.gi, "i32"), gw: copyOut(t.gw, "f64") }));
  const { gi, gw } = copy.value;
  const r = fields(pyRoot(obs, repeats));
  obs.destroy();
  const inputs = timed(() => ({ e0: copyOut(r.e0, "i32"), e1: copyOut(r.e1, "i32"),
    r0: copyOut(r.r0, "f64"), r1: copyOut(r.r1, "f64") }));
  const { e0, e1, r0, r1 } = inputs.value;
  const [a, b, step, raiser] = r.root;
  const seat = r.seat;
  const reach = seat === 0 ? r0 : r1;

  const counts = [];
  /** @type {Subgame | null} */
  let sub = null;
  for (let k = 0; k < repeats; k++) {
    const c = timed(() => new Subgame({ gi, gw, state: r.state, shown: [a, b], entries: [e0, e1] }));
    counts.push(c.ms);
    sub = c.value;
  }
  if (!sub) throw new Error("no subgame");
  sizes.push({ slots: sub.slots, raised: step > 0 || raiser >= 0 });

  const stand = timed(() => boundsKind === "uniform"
    ? bounds(sub, seat, new Float32Array(2 * sub.slots), reach)
    : new Float64Array(sub.entries[1 - seat].length));
  const resolver = new Resolver({ gi, gw, state: r.state, shown: [a, b], entries: [e0, e1], seat,
    reach, bound: stand.value, sub });
  const perIteration = [];
  const atCheckpoint = [];
  let spent = 0;
  for (const target of checkpoints) {
    while (resolver.iterations < target) {
      const it = timed(() => resolver.run(1));
      perIteration.push(it.ms);
      spent += it.ms;
    }
    atCheckpoint.push(spent);
  }
  const playing = resolver.follow().filter((x) => x > 0).length / stand.value.length;

  // the whole export once (its buffers sized by doubling: the time of the call that fits),
  // then the same reader cut at round 2 (the walk's rounds option, which exportStrategy fixes
  // at 3), repeated
  let full = null;
  let size = 1 << 20;
  for (; !full; size *= 2) {
    try {
      full = timed(() => exportStrategy(sub, resolver.regrets, { size }));
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
    }
  }
  const round2 = Object.create(sub);
  round2.walk = (/** @type {number} */ mode, /** @type {Float32Array} */ rs, /** @type {any} */ o) =>
    sub.walk(mode, rs, { ...o, rounds: 2 });
  const cut = [];
  let probs = "";
  for (let k = 0; k < repeats; k++) {
    const part = timed(() => exportStrategy(round2, resolver.regrets));
    cut.push(part.ms);
    const mine = part.value.get("")?.entries.get(r.own);
    if (!mine || JSON.stringify(mine.probs) !== JSON.stringify(full.value.get("")?.entries.get(r.own)?.probs)) {
      throw new Error("no root decision for the hand held, or the two exports differ");
    }
    probs = mine.codes.map((c, j) => `${c}:${mine.probs[j].toFixed(2)}`).join(" ");
  }

  const row = {
    "tables first": t.first ? t.cold : NaN,
    "tables again": t.warm,
    "tables pack+copy": t.pack + copy.ms,
    "root first": r.cold,
    "root again": r.warm,
    "root copy": inputs.ms,
    count: median(counts),
    "bounds stand-in": stand.ms,
    [cold ? "first iteration (cold JIT)" : "first iteration"]: perIteration[0],
    "iteration": median(perIteration.slice(1)),
    ...Object.fromEntries(checkpoints.map((n, j) => [`resolve ${n}`, atCheckpoint[j]])),
    "export full": full.ms,
    "export round 2": median(cut),
  };
  for (const [name, ms] of Object.entries(row)) if (!Number.isNaN(ms)) note(name, ms);
  cold = false;
  const f = (/** @type {number} */ x) => (Number.isNaN(x) ? "-" : x < 10 ? x.toFixed(1) : x.toFixed(0));
  console.log(`hand ${met} (seed ${seed + i}, vira ${r.vira}, H ${t.hands}): root ${r.root.join(",")}, ` +
    `seat ${seat}, ${e0.length}x${e1.length} states, ${sub.slots.toLocaleString("en")} slots | ` +
    Object.entries(row).map(([k, v]) => `${k} ${f(v)}`).join(", ") + ` ms | ` +
    `export buffers 2^${Math.log2(size / 2)} | other seat playing on ${(100 * playing).toFixed(0)}% | ` +
    `root strategy ${probs}`);
}

const loadAfter = loadavg();
console.log(`\n${hands} hands reached round 2 (${folded} others ended in round 1); ` +
  `load average before ${loadBefore.map((x) => x.toFixed(1)).join(" ")}, after ` +
  `${loadAfter.map((x) => x.toFixed(1)).join(" ")}`);
console.log("stage (ms): median / p95 / max over hands");
for (const [name, xs] of Object.entries(stages).filter(([, xs]) => xs.length)) {
  const g = (/** @type {number} */ x) => (x < 10 ? x.toFixed(2) : x.toFixed(0));
  console.log(`  ${name.padEnd(28)} ${g(median(xs))} / ${g(quantile(xs, 0.95))} / ${g(Math.max(...xs))}` +
    (xs.length !== hands ? ` (${xs.length} hands)` : ""));
}
const slots = sizes.map((s) => s.slots);
const unraised = sizes.filter((s) => !s.raised).map((s) => s.slots);
const k = (/** @type {number} */ x) => `${Math.round(x / 1000).toLocaleString("en")}k`;
console.log(`root sizes met (slots): min ${k(Math.min(...slots))}, median ${k(median(slots))}, ` +
  `p95 ${k(quantile(slots, 0.95))}, max ${k(Math.max(...slots))}; unraised ${unraised.length} of ` +
  `${sizes.length}` + (unraised.length ? ` (median ${k(median(unraised))})` : "") +
  `; all: ${[...slots].sort((x, y) => x - y).map(k).join(" ")}`);
