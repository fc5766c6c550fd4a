// @ts-check
// The JavaScript port of the solver's walk (site_src/js/resolve/) against the numbers Python's
// numba kernel gives on the same roots (tests/js/fixtures/resolve-kernel.json, written by
// scripts/dev/resolve_fixture.py: seven cards in six classes, paulista with the ladder 1-3-6 and
// one root with the whole ladder).
//
// Tolerances. numba compiles the kernel with fastmath (it may reassociate sums and fuse
// multiply-adds), so a float64 value may differ in its last bits: values after one pass are
// compared at 1e-9 relative to the vector's largest. Regrets are float32: a slot whose exact
// regret is 0 (two actions worth the same) comes out as +-1e-18 or 0 depending on the rounding
// of a sum, so regrets are compared at 1e-9 of their row's largest magnitude (that noise), and
// the average row at 1e-6 relative (a float32 store may round one ulp apart, 6e-8). Such noise
// changes regret matching where it decides the sign (0 regrets: every action alike; +1e-18:
// that action alone), so after several iterations the trajectories part at those information
// sets and slots cannot be compared one by one; what the re-solving is for is compared instead:
// the gadget's regrets and follow vector and the other seat's best response at 1e-6 of their
// scale (measured: 1e-14), the resolving seat's values under the averages at 1e-3 (measured:
// 1.2e-4 on one root after 30 iterations, 1e-16 on the others) and each row's sum, a check of
// scale (the t^2 weights, the discounts), at 2e-2 of its magnitudes' sum (measured: 4.9e-3).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { BR, CFR, COUNT, EVAL, regretRule } from "../../site_src/js/resolve/base.js";
import { Resolver, bounds } from "../../site_src/js/resolve/resolver.js";
import { exportSize, exportStrategy } from "../../site_src/js/resolve/read-export.js";
import { Subgame, rootState } from "../../site_src/js/resolve/subgame.js";
import { ROOT } from "./helpers.mjs";

const FIXTURE = JSON.parse(readFileSync(join(ROOT, "tests", "js", "fixtures", "resolve-kernel.json"), "utf8"));

/** @param {string} s @returns {Float32Array} */
const f32 = (s) => new Float32Array(Uint8Array.from(Buffer.from(s, "base64")).buffer);
/** @param {string} s @returns {Float64Array} */
const f64 = (s) => new Float64Array(Uint8Array.from(Buffer.from(s, "base64")).buffer);

/** @param {any} root */
function tables(root) {
  return { gi: Int32Array.from(FIXTURE.tables[root.ladder].gi), gw: f64(FIXTURE.gw) };
}

/** @param {any} root */
function subgame(root) {
  return new Subgame({ ...tables(root), state: root.state, shown: root.shown, entries: root.entries });
}

/** Largest |a - b| over the largest |b| (1 if b is all 0).
 * @param {ArrayLike<number>} a @param {ArrayLike<number>} b */
function relErr(a, b) {
  assert.equal(a.length, b.length, "the same length");
  let scale = 0, err = 0;
  for (let i = 0; i < b.length; i++) {
    scale = Math.max(scale, Math.abs(b[i]));
    err = Math.max(err, Math.abs(a[i] - b[i]));
  }
  return err / (scale || 1);
}

/** Regrets (rows of `slots`): each row within `tol` of its largest magnitude (row 1: relative
 * per slot). @param {Float32Array} got @param {Float32Array} want @param {number} slots */
function sameRegrets(got, want, slots, tol = 1e-9) {
  assert.equal(got.length, want.length);
  for (let row = 0; row < want.length / slots; row++) {
    const a = got.subarray(row * slots, (row + 1) * slots), b = want.subarray(row * slots, (row + 1) * slots);
    if (row === 1) {
      for (let i = 0; i < slots; i++) {
        assert.ok(Math.abs(a[i] - b[i]) <= 1e-6 * Math.abs(b[i]), `average slot ${i}: ${a[i]} vs ${b[i]}`);
      }
    } else {
      assert.ok(relErr(a, b) <= tol, `row ${row}: ${relErr(a, b)}`);
    }
  }
}

const ROOTS = FIXTURE.roots.map((/** @type {any} */ r) => [`${r.ladder} ladder, root ${r.root.join(",")}`, r]);

test("the fixture has the roots the port must cover", () => {
  assert.equal(FIXTURE.roots.length, 4);
  assert.ok(FIXTURE.roots.some((/** @type {any} */ r) => r.ladder === "whole"));
  assert.ok(FIXTURE.roots.some((/** @type {any} */ r) => r.root[0] === r.root[1]), "a round-1 tie");
  assert.ok(FIXTURE.roots.some((/** @type {any} */ r) => r.root[3] === 1), "the dealer raised");
  assert.ok(FIXTURE.hands < 1 << 15, "entries fit in 31 bits (the real classes' ~400 hands too)");
  assert.equal(f64(FIXTURE.gw).length, 2 * FIXTURE.hands * FIXTURE.hands);
});

for (const [name, root] of ROOTS) {
  test(`${name}: the root's state and its count are Python's`, () => {
    const { gi } = tables(root);
    assert.deepEqual(rootState(gi, root.root[0], root.root[1], root.root[2], root.root[3]), root.state);
    const sub = subgame(root);
    assert.equal(sub.slots, root.slots);
    assert.equal(sub.nodes, root.nodes);
    assert.deepEqual(Array.from(sub.ends), root.ends.flat());
    assert.ok(root.slots > 1000, "round 3 reached, covers included: a sizeable tree");
    const again = sub.walk(COUNT, new Float32Array(2));
    assert.equal(again.length, root.entries[0].length);
  });

  test(`${name}: EVAL and BR values per entry are Python's (1e-9)`, () => {
    const sub = subgame(root);
    const rs = f32(root.strategy);
    for (const [mode, key] of /** @type {const} */ ([[EVAL, "eval"], [BR, "br"]])) {
      for (const seat of [0, 1]) {
        const all = sub.walk(mode, rs, { seat });
        assert.ok(relErr(all, root[key][seat]) < 1e-9, `${key} seat ${seat}`);
        const some = sub.walk(mode, rs, { seat, reach: root.reach });
        assert.ok(relErr(some, root[`${key}_reach`][seat]) < 1e-9, `${key} seat ${seat}, reach`);
      }
    }
    // a best response wins at least what the average does, entry by entry, and the seats' values
    // under the average strategies sum to zero (points are a margin)
    const br0 = sub.walk(BR, rs, { seat: 0 }), ev0 = sub.walk(EVAL, rs, { seat: 0 });
    for (let i = 0; i < br0.length; i++) assert.ok(br0[i] >= ev0[i] - 1e-12);
    const total = (/** @type {Float64Array} */ v) => v.reduce((a, b) => a + b, 0);
    assert.ok(Math.abs(total(ev0) + total(sub.walk(EVAL, rs, { seat: 1 }))) < 1e-12);
    assert.deepEqual(Array.from(rs), Array.from(f32(root.strategy)), "EVAL and BR write no regret");
  });

  test(`${name}: a CFR pass from a strategy updates the regrets as Python does`, () => {
    const sub = subgame(root);
    const rs = f32(root.strategy);
    const step = root.cfr_step;
    assert.deepEqual(regretRule("dcfr", step.t), step.rule);
    for (const seat of [0, 1]) {
      const values = sub.walk(CFR, rs, { seat, weight: step.t ** 2, rule: step.rule, reach: root.reach });
      assert.ok(relErr(values, step.values[seat]) < 1e-9, `values of seat ${seat}`);
    }
    sameRegrets(rs, f32(step.regrets), root.slots);
  });

  test(`${name}: the other seat's bounds are Python's`, () => {
    const sub = subgame(root);
    const seat = root.resolver.seat;
    const got = bounds(sub, seat, f32(root.strategy), root.reach[seat]);
    assert.equal(got.length, root.entries[1 - seat].length);
    assert.ok(relErr(got, root.bounds) < 1e-9);
  });

  test(`${name}: the resolver follows Python's (gadget, follow, values after 1, 10, 30 iterations)`, () => {
    const seat = root.resolver.seat;
    const resolver = new Resolver({ ...tables(root), state: root.state, shown: root.shown,
      entries: root.entries, seat, reach: root.reach[seat], bound: root.resolver.bound });
    const n = root.resolver.bound.length;
    resolver.run(1);
    const first = root.resolver.first;
    assert.ok(relErr(resolver.gadget, first.gadget.flat()) < 1e-9, "gadget after one iteration");
    assert.ok(relErr(resolver.follow(), first.follow) < 1e-9);
    if (first.regrets) sameRegrets(resolver.regrets, f32(first.regrets), root.slots);
    for (const run of root.resolver.runs) {
      resolver.run(run.iterations - resolver.iterations);
      assert.equal(resolver.iterations, run.iterations);
      const at = `after ${run.iterations}`;
      assert.ok(relErr(resolver.gadget, run.gadget.flat()) < 1e-6, `gadget ${at}`);
      const follow = resolver.follow();
      assert.ok(relErr(follow, run.follow) < 1e-6, `follow ${at}`);
      assert.ok(follow.some((p) => p > 0.05 && p < 0.95) || n < 3, "a mixed gadget somewhere");
      const best = bounds(resolver.sub, seat, resolver.regrets, resolver.reach);
      assert.ok(relErr(best, run.best) < 1e-6, `the other seat's best response ${at}`);
      assert.ok(Math.abs(resolver.worstExcess() - run.worst_excess) < 1e-6 * Math.max(...run.bound ?? [1]));
      // the averages part where noise decided a sign (see the top): the values under them stay
      // close (measured: 1.2e-4 of the largest after 30 iterations, 1e-16 where none parted)
      assert.ok(relErr(resolver.values(EVAL, seat), run.eval) < 1e-3, `values ${at}`);
      for (const row of [0, 1]) {
        let sum = 0;
        for (let i = 0; i < root.slots; i++) sum += resolver.regrets[row * root.slots + i];
        assert.ok(Math.abs(sum - run.sums.sum[row]) <= 2e-2 * run.sums.abs[row], `row ${row} sum ${at}`);
      }
    }
  });

  if (root.rules) {
    test(`${name}: a CFR+ pass and a predictive CFR+ pass are Python's`, () => {
      const sub = subgame(root);
      for (const [rule, want] of Object.entries(root.rules)) {
        const rs = new Float32Array(want.rows * root.slots);
        rs.set(f32(root.strategy));
        if (want.prediction) rs.set(f32(want.prediction), 2 * root.slots);
        for (const seat of [0, 1]) {
          sub.walk(CFR, rs, { seat, weight: 121, rule: regretRule(rule, 11), reach: root.reach });
        }
        sameRegrets(rs, f32(want.regrets), root.slots);
        if (rule === "cfr+") assert.ok(rs.subarray(0, root.slots).every((x) => x >= 0), "CFR+ floors");
      }
    });
  }
}

for (const [name, root] of ROOTS.filter(([, r]) => r.export)) {
  test(`${name}: the strategy exported by public path is Python's`, () => {
    const sub = subgame(root);
    const rs = f32(root.strategy);
    for (const want of root.export) {
      const raw = exportSize(sub, rs, want.min_reach);
      assert.deepEqual([raw.records, raw.ints, raw.reals, raw.intSum, raw.full],
        [want.records, want.ints, want.reals, want.int_sum, false]);
      assert.ok(Math.abs(raw.realSum - want.real_sum) < 1e-9 * want.real_sum);
      const nodes = exportStrategy(sub, rs, { minReach: want.min_reach });
      assert.equal(nodes.size, want.records, "one record per public path");
      const list = [...nodes.values()];
      for (const [at, pick] of Object.entries(want.picks)) {
        const node = list[Number(at)];
        assert.deepEqual([node.round, node.actor, node.path], [pick.round, pick.actor, pick.path]);
        assert.deepEqual([...node.entries.keys()], pick.entries.map((/** @type {any} */ e) => e[0]));
        for (const [entry, reach, codes, probs] of pick.entries) {
          const got = /** @type {any} */ (node.entries.get(entry));
          assert.deepEqual(got.codes, codes);
          assert.ok(Math.abs(got.reach - reach) < 1e-12 && relErr(got.probs, probs) < 1e-12);
          assert.ok(Math.abs(got.probs.reduce((a, b) => a + b, 0) - 1) < 1e-12, "probabilities");
          assert.ok(got.reach > want.min_reach);
        }
      }
      assert.ok(list.some((n) => n.round === 2) && list.some((n) => n.round === 1), "rounds 2 and 3");
    }
  });
}
