// @ts-check
// The hand model's rounds (node --test), on real engine answers: a round cut short by a fold keeps
// the cards played in it, and says so in every language (ux review m2: "Round 1 is not played"
// beside the learner's own card in the log).

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { handModel } from "../../site_src/js/kit/hand-model.js";
import { engineProcess, LANGUAGES, translator } from "./helpers.mjs";

const engine = engineProcess();
after(() => engine.close());

const FOLDED = { vira: "4d", hands: [["2s", "Kh", "6c"], ["3h", "Qs", "7d"]], actions: ["play 2s", "raise", "fold"] };

test("a round cut short by a fold shows the card played in it", async () => {
  const answer = await engine.ask("replay", { scenario: FOLDED, viewer: 0 });
  assert.equal(answer.finished, true);
  const m = handModel(answer);
  assert.deepEqual(m.rounds.map((r) => r.status), ["cut", "unplayed", "unplayed"]);
  assert.deepEqual(m.rounds[0].plays.map((p) => p.card), ["2s"]);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    assert.ok(t("hand.round-cut", { n: 1 }).includes("1"));
    assert.deepEqual(missing, [], lang);
  }
});

test("a round under way is current, the ones after it still to play", async () => {
  const answer = await engine.ask("replay", { scenario: { ...FOLDED, actions: ["play 2s"] }, viewer: 0 });
  const m = handModel(answer);
  assert.deepEqual(m.rounds.map((r) => r.status), ["current", "future", "future"]);
});
