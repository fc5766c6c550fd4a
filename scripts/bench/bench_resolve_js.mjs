// One CFR iteration of the JavaScript re-solver (site_src/js/resolve/) on a real round-2 root,
// timed in Node against the offline solver's numba kernel measured in the same run: the figure
// behind re-solving rounds 2-3 in the browser's worker (issue 34).
//
//   node scripts/bench/bench_resolve_js.mjs [--iterations 7] [--repeats 3] [--root A,B,STEP,RAISER]
//
// scripts/bench/resolve_root_dump.py (PYTHON, default .venv/bin/python) writes the root's tables
// to a temporary folder and times numba's iterations (discounted CFR, both seats, every hand in
// range: RootSolver); then this runs the same iterations in JavaScript on the same tables.
// Without --root the root is the largest unraised paulista one (vira 7d, ~1.5 M slots). Both
// are repeated --repeats times, alternating (another job may be using the CPU): it prints every
// median and the medians' median, and their ratio. The JavaScript's first iteration (the JIT
// warming up) is timed apart, as numba's compilation is left out.

import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { CFR, regretRule } from "../../site_src/js/resolve/base.js";
import { Subgame } from "../../site_src/js/resolve/subgame.js";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const iterations = Number(option("--iterations", 7));
const repeats = Number(option("--repeats", 3));
const root = option("--root", "");
const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const dir = mkdtempSync(join(tmpdir(), "resolve-bench-"));
try {
  const numba = [];
  const js = [];
  /** @type {any} */
  let meta = null;
  /** @type {Subgame | null} */
  let sub = null;
  for (let r = 0; r < repeats; r++) {
    const args = [join(ROOT, "scripts", "bench", "resolve_root_dump.py"), dir, "--iterations", String(iterations)];
    if (root) args.push("--root", root);
    execFileSync(python, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    meta = JSON.parse(readFileSync(join(dir, "root.json"), "utf8"));
    numba.push(median(meta.numba_ms));
    if (!sub) {
      const gi = new Int32Array(Uint8Array.from(readFileSync(join(dir, "gi.bin"))).buffer);
      const gw = new Float64Array(Uint8Array.from(readFileSync(join(dir, "gw.bin"))).buffer);
      const started = performance.now();
      sub = new Subgame({ gi, gw, state: meta.state, shown: meta.shown, entries: meta.entries });
      console.log(`root ${meta.root.join(",")} (${meta.preset}, vira ${meta.vira}): ` +
        `${meta.entries[0].length} x ${meta.entries[1].length} private states, ` +
        `${sub.slots.toLocaleString("en")} slots (numba: ${meta.slots.toLocaleString("en")}); ` +
        `JS count ${(performance.now() - started).toFixed(0)} ms`);
      if (sub.slots !== meta.slots) throw new Error("the JavaScript count is not numba's");
      const scratch = new Float32Array(2 * sub.slots); // the JIT's warm-up, as numba's compile
      const cold = performance.now();
      for (const seat of [0, 1]) sub.walk(CFR, scratch, { seat, weight: 1, rule: regretRule("dcfr", 1) });
      console.log(`JS first iteration (cold JIT): ${(performance.now() - cold).toFixed(0)} ms`);
    }
    const rs = new Float32Array(2 * sub.slots);
    const times = [];
    for (let t = 1; t <= iterations; t++) {
      const started = performance.now();
      const rule = regretRule("dcfr", t);
      for (const seat of [0, 1]) sub.walk(CFR, rs, { seat, weight: t * t, rule });
      times.push(performance.now() - started);
    }
    js.push(median(times));
    console.log(`repeat ${r + 1}: numba median ${numba[r].toFixed(1)} ms/iteration ` +
      `[${meta.numba_ms.map((/** @type {number} */ x) => x.toFixed(0)).join(", ")}], ` +
      `JS median ${js[r].toFixed(1)} ms/iteration [${times.map((x) => x.toFixed(0)).join(", ")}]`);
  }
  const n = median(numba), j = median(js);
  console.log(`median of medians: numba ${n.toFixed(1)} ms, JS ${j.toFixed(1)} ms an iteration ` +
    `(${iterations} iterations x ${repeats} repeats): JS/numba = ${(j / n).toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
