// @ts-check
// The covered-card widget's pure parts (node --test), on the engine's real `replay` and
// `retarget` answers in es, pt and en: the requests it opens with, the round-1 try and the
// engine's refusal in words, the view note, the opponent's view (no covered card named) and the
// sentence for two covered cards that tie. The browser test checks what only a browser shows.

import assert from "node:assert/strict";
import { test } from "node:test";

import { handModel } from "../../site_src/js/kit/hand-model.js";
import { openScenario } from "../../site_src/js/kit/initial.js";
import { moveSentence } from "../../site_src/js/kit/moves.js";
import { ScenarioPlayer } from "../../site_src/js/kit/scenario-player.js";
import { cardText, errorText, explain, seatText } from "../../site_src/js/kit/words.js";
import { coverTry, initialRequests, opponentOf, viewNote } from "../../site_src/js/widgets/covered-card.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;

/** The example (round 1 played) carried to `preset` by the engine, with more actions. */
function example(preset = "paulista", actions = /** @type {string[]} */ ([])) {
  const [open] = initialRequests({ preset, params: {} });
  return { ...open, args: { ...open.args, scenario: { ...open.args.scenario, actions: [...open.args.scenario.actions, ...actions] } } };
}

test("the widget opens the example under the reader's rules, or the link's scenario", () => {
  const [open, rules] = initialRequests({ preset: "mineiro", params: {} });
  assert.equal(open.op, "retarget");
  assert.equal(open.args.rules, "mineiro");
  assert.deepEqual(rules, { op: "rules", args: { rules: "mineiro" } });
  const options = { preset: "paulista", cover_from_round: 4 };
  assert.deepEqual(initialRequests({ preset: "paulista", rules: options, params: {} })[0].args.rules, options);
  assert.deepEqual(initialRequests({ preset: "paulista", params: { s: "v1.x" } }),
    [{ op: "replay", args: { code: "v1.x", prefix: true } }]);
  const [paulista, mineiro, fpt] = engine([example(), example("mineiro"), example("paulista-fpt")]);
  assert.equal(paulista.scenario.vira, "7c");
  assert.equal(mineiro.scenario.vira, undefined, "fixed manilhas: no vira");
  assert.equal(fpt.scenario.vira, "7c");
  for (const answer of [paulista, mineiro, fpt]) {
    assert.equal(answer.refused, null);
    assert.equal(answer.round_details.length, 1);
    assert.ok(answer.legal.includes("cover 3d"));
  }
});

test("covering in round 1 is refused by the engine, and the refusal reads in every language", () => {
  const [start] = engine([example()]);
  const [refused] = engine([{ op: "replay", args: { scenario: coverTry(start, translator("en")).scenario } }]);
  assert.equal(refused.error.reason, "cover-too-early");
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    const attempt = coverTry(start, t);
    assert.equal(attempt.action, "cover Ac", "the mão's first card");
    assert.ok(attempt.label.includes(cardText("Ac", t)) && attempt.label.includes(seatText(0, t)), attempt.label);
    const err = { code: refused.error.code, message: refused.error.message, details: refused.error };
    const why = errorText(err, t, { has: (key) => key in t.table }).text;
    assert.equal(why, explain({ code: "cover-too-early", params: { round: 1, from_round: 2 } }, t));
    const text = t("covered-card.try.refused", { action: attempt.what, why });
    assert.ok(!PLACEHOLDER.test(text) && text.includes(cardText("Ac", t)), text);
    assert.deepEqual(missing, []);
  }
});

test("the view note and the opponent's view: a covered card is never named there", () => {
  const [start, covered, both] = engine([example(), example("paulista", ["cover 3d"]),
    example("paulista", ["cover 3d", "play 4s"])]);
  assert.equal(opponentOf(start), null, "nothing covered: nothing to hide");
  assert.equal(opponentOf(covered), 1, "the mão covered: its opponent's view hides it");
  const seenBy = (/** @type {any} */ r) => ({ op: "replay", args: { scenario: r.scenario, viewer: opponentOf(r) } });
  const [coveredSeen, bothSeen] = engine([seenBy(covered), seenBy(both)]);
  assert.equal(coveredSeen.hands[0], null, "the opponent does not see the coverer's hand either");
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    assert.equal(viewNote(start, false, t), t("covered-card.view.none"));
    assert.equal(viewNote(covered, false, t), t("covered-card.view.shown"));
    assert.equal(viewNote(covered, true, t), t("covered-card.view.hidden"));
    assert.ok(moveSentence(handModel(covered), t).includes(cardText("3d", t)));
    assert.ok(!moveSentence(handModel(coveredSeen), t).includes(cardText("3d", t)));
    const hidden = handModel(bothSeen);
    const plays = hidden.rounds[1].plays;
    assert.deepEqual(plays.map((p) => [p.card, p.covered]), [[null, true], ["4s", false]]);
    assert.equal(handModel(both).rounds[1].plays[0].card, "3d", "the reader, moving for both, sees it");
    for (const r of both.round_details) assert.ok(!JSON.stringify(r.ruling).includes("3d"), "rulings never name it");
  }
});

test("two covered cards tie, and the ruling says so in words that read well", () => {
  const [tie] = engine([example("paulista", ["cover 3d", "cover 4s"])]);
  const ruling = tie.round_details[1].ruling;
  assert.equal(ruling.params.compare.code, "covered-tie");
  assert.ok(tie.finished && tie.rounds.length === 2);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const text = explain(ruling, t);
    assert.ok(!text.includes(`${t("card.covered")}${t("list.and")}${t("card.covered")}`), `${lang}: ${text}`);
    assert.ok(text.includes(explain(ruling.params.compare, t)), `${lang}: ${text}`);
    assert.ok(!PLACEHOLDER.test(text), text);
  }
});

test("a link the engine refuses opens the example instead; an outage is not hidden", async () => {
  const refusal = Object.assign(new Error("bad code"), { code: "bad-code" });
  const outage = Object.assign(new Error("gone"), { code: "engine-failed" });
  const example = { scenario: { rules: "paulista", hands: [], actions: [] }, code: "v1.example" };
  /** @param {unknown} linkError */
  const ctx = (linkError) => ({
    ask: async (/** @type {string} */ op) => {
      if (op === "replay") throw linkError;
      return op === "rules" ? { deck: [] } : example;
    },
  });
  const state = { preset: "paulista", params: { s: "junk" } };
  const refused = ctx(refusal);
  const opened = await openScenario(refused, new ScenarioPlayer(refused.ask), initialRequests, state);
  assert.equal(opened.first.code, "v1.example");
  assert.equal(opened.linkError, refusal);
  const down = ctx(outage);
  await assert.rejects(openScenario(down, new ScenarioPlayer(down.ask), initialRequests, state), outage);
});
