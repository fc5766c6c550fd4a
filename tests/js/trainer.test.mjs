// @ts-check
// The spot trainer (node --test): its pure modules — the record kept in the browser, spaced
// repetition, the wording in es/pt/en — and its flow against the real engine (CPython): every kind
// of spot asked and drawn, every legal move graded by the engine and recorded, the running score
// and the decisions to review added up from the engine's own losses.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { passes } from "../../site_src/js/kit/coach-review.js";
import { seeded } from "../../site_src/js/kit/exercise/random.js";
import { analysisHref, decisionOf, initialRequests, isChoice, KINDS, MIXED, spotRequest } from "../../site_src/js/widgets/trainer/flow.js";
import { cleared, emptyProgress, MAX_BOX, readProgress, record, totals, WORST, writeProgress } from "../../site_src/js/widgets/trainer/progress.js";
import { chances, pickKind, weight } from "../../site_src/js/widgets/trainer/repetition.js";
import { kindName, kindRow, reviewText, scoreLines, verdictLines } from "../../site_src/js/widgets/trainer/words.js";
import { engine as engineOnce, engineProcess, installPage, LANGUAGES, translator } from "./helpers.mjs";

installPage(); // the engine's passing grades (page data)

const engine = engineProcess();
after(() => engine.close());

/** A decision as the widget records it. @param {Partial<import("../../site_src/js/widgets/trainer/progress.js").Decision>} d */
const decision = (d) => ({
  kind: "truco-1", passed: true, loss: 0, by: /** @type {"points"} */ ("points"), share: 0, grade: "best",
  code: "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.araise", step: 1, seat: 1,
  move: { action: "accept", meaning: "accept", offer: 3 }, best: null, ...d,
});

test("the kinds are the engine's, in its order", () => {
  const [refused] = engineOnce([{ op: "trainer_spot", args: { kind: "nope", seed: 1 } }]);
  const named = [...refused.error.message.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1]);
  assert.deepEqual(named, [...KINDS, MIXED]);
  assert.ok(isChoice("mixed") && isChoice("seis") && !isChoice("river") && !isChoice(null));
});

test("the record: read with care, kept, cleared", () => {
  assert.deepEqual(readProgress(null, KINDS), emptyProgress());
  assert.deepEqual(readProgress("{not json", KINDS), emptyProgress());
  assert.deepEqual(readProgress(JSON.stringify({ v: 2, choice: "seis" }), KINDS), emptyProgress());
  let p = emptyProgress();
  p = record(p, decision({ kind: "truco-1", passed: false, loss: 1.2, share: 0.4, grade: "mistake" }));
  p = record(p, decision({ kind: "truco-1", passed: true, loss: 0 }));
  p = record(p, decision({ kind: "eleven", passed: false, loss: 0.08, by: "match", share: 0.16, grade: "inaccuracy" }));
  const back = readProgress(writeProgress(p), KINDS);
  assert.deepEqual(back, p);
  assert.equal(p.decisions, 3);
  assert.deepEqual(p.stats["truco-1"], { n: 2, passed: 1, loss: 1.2, byPoints: 2, matchLoss: 0, byMatch: 0, box: 1, last: 2 });
  assert.equal(p.stats.eleven.byMatch, 1);
  assert.deepEqual(totals(p), { n: 3, passed: 1, loss: 1.2, byPoints: 2, matchLoss: 0.08, byMatch: 1 });
  // the costly ones, costliest first by the grades' scale; a pass is not kept
  assert.deepEqual(p.worst.map((r) => r.kind), ["truco-1", "eleven"]);
  // a kind the page does not offer, a broken review: left out
  const odd = JSON.parse(writeProgress(p));
  odd.stats.river = odd.stats["truco-1"];
  odd.worst.push({ kind: "truco-1", code: 5 });
  odd.choice = "river";
  const cleaned = readProgress(JSON.stringify(odd), KINDS);
  assert.equal(cleaned.stats.river, undefined);
  assert.equal(cleaned.worst.length, 2);
  assert.equal(cleaned.choice, "mixed");
  // never more than WORST to review
  for (let i = 0; i < WORST + 3; i += 1) p = record(p, decision({ passed: false, loss: i / 10, share: i / 30, grade: "blunder" }));
  assert.equal(p.worst.length, WORST);
  assert.ok(p.worst.every((r, i) => i === 0 || p.worst[i - 1].share >= r.share));
  const fresh = cleared({ ...p, choice: "seis", next: 77 });
  assert.deepEqual(fresh, { ...emptyProgress(), choice: "seis", next: 77 });
});

test("spaced repetition: a kind missed comes back most, each pass in a row less", () => {
  const base = { n: 4, passed: 4, loss: 0, byPoints: 4, matchLoss: 0, byMatch: 0, last: 4 };
  const missed = { ...base, passed: 3, box: 0 };
  assert.ok(weight(missed) > weight(undefined));
  assert.ok(weight(undefined) > weight({ ...base, box: MAX_BOX }));
  for (let box = 1; box <= MAX_BOX; box += 1) assert.ok(weight({ ...base, box }) < weight({ ...base, box: box - 1 }));
  // missed often over all its spots: more again
  assert.ok(weight({ ...base, passed: 1, box: 2 }) > weight({ ...base, passed: 4, box: 2 }));
  const stats = { seis: missed, "truco-1": { ...base, box: MAX_BOX } };
  const odds = chances(stats, KINDS);
  assert.ok(Math.abs(Object.values(odds).reduce((a, b) => a + b, 0) - 1) < 1e-9);
  assert.ok(odds.seis > odds.opening && odds.opening > odds["truco-1"]);
  // the draw follows the weights, and the same seed draws the same kind
  const drawn = Object.fromEntries(KINDS.map((k) => [k, 0]));
  for (let seed = 1; seed <= 4000; seed += 1) drawn[pickKind(stats, KINDS, seeded(seed))] += 1;
  assert.ok(Math.abs(drawn.seis / 4000 - odds.seis) < 0.03, JSON.stringify(drawn));
  assert.ok(drawn.seis > drawn.opening && drawn.opening > drawn["truco-1"]);
  assert.equal(pickKind(stats, KINDS, seeded(9)), pickKind(stats, KINDS, seeded(9)));
});

test("the next spot: the kind chosen, or for mixed the one spaced repetition draws with the spot's seed", () => {
  const p = { ...emptyProgress(), next: 42 };
  assert.deepEqual(spotRequest({ ...p, choice: "seis" }, "mineiro"), { op: "trainer_spot", args: { kind: "seis", seed: 42, rules: "mineiro" } });
  const mixed = spotRequest(p, "paulista");
  assert.equal(mixed.args.kind, pickKind({}, KINDS, seeded(42)));
  // a new learner's first spot is the one the build answers in advance
  assert.deepEqual(initialRequests({ preset: "paulista", params: {} }), [spotRequest(emptyProgress(), "paulista")]);
  assert.equal(analysisHref("https://x.test/pt/trainer/", { code: "v1.a", step: 3, seat: 1 }),
    "https://x.test/pt/analysis/?s=v1.a&analysis.step=3&analysis.seat=1");
});

test("the flow on the real engine: every kind drawn, every move graded, the record adds up the engine's losses", async () => {
  let p = emptyProgress();
  let expected = 0;
  for (const kind of KINDS) {
    const request = spotRequest({ ...p, choice: kind, next: 5 }, "paulista");
    const spot = (await engine.ask(request.op, request.args));
    assert.equal(spot.kind, kind);
    assert.equal(spot.observation.viewer, spot.seat);
    assert.equal(spot.observation.to_act, spot.seat);
    assert.equal(spot.observation.hands[1 - spot.seat], null, "the other seat's cards are not sent");
    for (const action of spot.observation.legal) {
      const check = (await engine.ask("trainer_check", { token: spot.token, action }));
      const d = decisionOf(spot, check, passes);
      assert.equal(d.loss, check.grade.loss);
      assert.equal(d.passed, passes(check.grade.grade));
      assert.equal(d.move.action, action);
      assert.ok(d.passed || d.best, "a costly move names the best one");
      if (d.by === "points") expected += d.loss;
      p = record(p, d);
      for (const lang of LANGUAGES) {
        const missing = /** @type {string[]} */ ([]);
        const t = translator(lang, missing);
        const lines = verdictLines(check, d.passed, t, lang);
        assert.ok(lines.length >= 2 && lines.every((l) => l && !/[{}]/.test(l)), lines.join(" | "));
        assert.deepEqual(missing, []);
      }
    }
  }
  assert.ok(Math.abs(totals(p).loss - expected) < 1e-9);
  assert.equal(Object.keys(p.stats).length, KINDS.length);
  assert.ok(p.worst.length > 0 && p.worst.length <= WORST);
  for (const lang of LANGUAGES) {
    const missing = /** @type {string[]} */ ([]);
    const t = translator(lang, missing);
    const texts = [...scoreLines(p, t, lang), ...p.worst.map((r) => reviewText(r, t, lang, 11)),
      ...KINDS.flatMap((k) => Object.values(kindRow(p.stats[k], t, lang))), kindName("eleven", t, 11),
      ...scoreLines(emptyProgress(), t, lang)];
    assert.deepEqual(missing, []);
    assert.ok(texts.every((x) => !/[{}]/.test(x)), texts.join(" | "));
    assert.match(kindName("eleven", t, 10), /10/);
  }
  // a review opens the position the engine graded, at the seat that decided
  const review = p.worst[0];
  const replay = (await engine.ask("replay", { code: review.code, viewer: review.seat }));
  assert.equal(replay.to_act, review.seat);
  assert.equal(replay.history.length, review.step);
});

test("the coach's words: a costly pick says what it gave away against the best move, in each language", async () => {
  const spot = (await engine.ask("trainer_spot", { kind: "truco-1", seed: 3 }));
  const checks = [];
  for (const action of spot.observation.legal) checks.push((await engine.ask("trainer_check", { token: spot.token, action })));
  const costly = checks.find((c) => c.grade.grade !== "best" && c.grade.by === "points");
  assert.ok(costly, "a move that is not the best");
  const en = verdictLines(costly, passes(costly.grade.grade), translator("en"), "en");
  assert.match(en[1], /gives away \d+(\.\d+)? points against the best move/);
  const es = verdictLines(costly, false, translator("es"), "es");
  assert.match(es[0], /Había algo mejor/);
  assert.match(es[1], /Cede \d+(,\d+)? puntos frente a la mejor jugada/);
  const pt = verdictLines(costly, false, translator("pt"), "pt");
  assert.match(pt[1], /Entrega \d+(,\d+)? pontos/);
});
