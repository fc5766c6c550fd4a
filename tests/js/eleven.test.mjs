// @ts-check
// The eleven widget's words and first requests (node --test), from real engine answers in es, pt
// and en: the kind of hand and why, who decides and what they see (their partner's cards in
// pairs), what playing and declining pay, a raise refused while the ladder is locked, the blind
// iron hand played by position, and what a link's bad values read as. Every number shown comes
// from the engine (kind_ruling, the choices, the rules' options): nothing here fixes an 11 or a 3.

import assert from "node:assert/strict";
import { test } from "node:test";

import { handModel, outcomeSentences } from "../../site_src/js/kit/hand-model.js";
import { askInitial } from "../../site_src/js/kit/initial.js";
import { previewText } from "../../site_src/js/kit/moves.js";
import { requestKey } from "../../site_src/js/kit/protocol.js";
import { actionLabel, callText, capitalize, errorText, explain, pointsText, seatText, teamText } from "../../site_src/js/kit/words.js";
import {
  decisionOptions, deciderText, initialRequests, kindNote, kindTitle, linkSituation, seenSeats, seesText,
  situationScenario, tryAllowedText,
} from "../../site_src/js/widgets/eleven.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;
const PRESETS = ["paulista", "paulista-fpt", "mineiro"];
const CASES = [
  { score: [11, 7], players: 4, dealer: 1 }, // pairs: the first player of the team at 11 from the mão decides
  { score: [7, 11], players: 2, dealer: 0 }, // the player at 11 decides even when the other is the mão
  { score: [11, 11], players: 2, dealer: 1 }, // iron hand: open (paulista) or blind (paulista-fpt, mineiro)
  { score: [10, 3], players: 2, dealer: 1 }, // mão de dez in mineiro, a normal hand elsewhere
  { score: [5, 3], players: 4, dealer: 3 }, // a normal hand
  { score: [10, 10], players: 4, dealer: 0 }, // mineiro's iron hand
  { score: [3, 11], players: 4, dealer: 2 },
];

function rulesOf() {
  const answers = engine(PRESETS.map((preset) => ({ op: "rules", args: { rules: preset } })));
  return Object.fromEntries(PRESETS.map((preset, i) => [preset, answers[i]]));
}

test("the first requests: the preset's rules, then the starting situation they define", async () => {
  const rules = rulesOf();
  for (const preset of PRESETS) {
    const state = { preset, params: {} };
    assert.deepEqual(initialRequests(state), [{ op: "rules", args: { rules: preset } }]);
    const info = rules[preset];
    const [, replay] = initialRequests(state, (r) => (r.op === "rules" ? info : undefined));
    const { scenario } = replay.args;
    assert.deepEqual([scenario.score, scenario.players, scenario.dealer], [[info.options.eleven_at, 5], 2, 1]);
    assert.equal("vira" in scenario, info.options.manilhas === "vira");
    // askInitial asks them in order, the second once the first is answered
    const asked = /** @type {string[]} */ ([]);
    const answers = await askInitial(async (r) => {
      asked.push(r.op);
      return engine([r])[0];
    }, initialRequests, state);
    assert.deepEqual(asked, ["rules", "replay"]);
    assert.equal(answers[1].kind, "eleven");
    assert.deepEqual(answers[1].kind_ruling.params.at, info.options.eleven_at);
  }
  // a scenario code: that scenario, then its own rules
  const code = "v1.mineiro.p4.s3-10.d2.hAh3c5d-4sQc2d-KcJh6s-7cQh3d.aaccept";
  const answers = await askInitial(async (r) => engine([r])[0], initialRequests, { preset: "paulista", params: { s: code } });
  assert.equal(answers[0].code, code);
  assert.deepEqual(answers[1].spec, "mineiro");
  // link values go to the engine as the link gave them: it judges them
  const info = rules.paulista;
  assert.deepEqual(linkSituation({ score: "11-x", players: "<b>4</b>" }, info), { score: [11, "x"], players: "<b>4</b>", dealer: 1 });
  assert.deepEqual(linkSituation({ players: "4", dealer: "-1" }, info), { score: [11, 5], players: 4, dealer: "-1" });
  const key = requestKey("replay", { scenario: situationScenario("paulista", info, linkSituation({}, info)) });
  assert.ok(key.includes('"vira":"7c"'));
});

test("every situation under every preset reads right in every language", () => {
  const rules = rulesOf();
  const situations = PRESETS.flatMap((preset) => CASES.map((c) => situationScenario(preset, rules[preset], c)));
  const results = engine(situations.map((scenario) => ({ op: "replay", args: { scenario } })));
  const kinds = new Set();
  for (const lang of LANGUAGES) {
    const missing = /** @type {string[]} */ ([]);
    const t = translator(lang, missing);
    results.forEach((r, i) => {
      assert.ok(!r.error, JSON.stringify(r.error));
      const info = rules[situations[i].rules];
      const where = `${lang} ${r.code}`;
      kinds.add(`${r.kind}${r.blind ? "-blind" : ""}`);
      const texts = [kindTitle(r, t), kindNote(r, info, t), deciderText(r, t), seesText(r, t)];
      if (r.kind === "normal") {
        assert.equal(texts[0], t("eleven.kind.normal"));
        assert.ok(texts[1].includes(String(info.options.eleven_at)) && texts[1].includes(String(r.ladder.steps[0])), where);
      } else {
        // the engine's numbers: the score that makes the hand special, what it is worth
        assert.ok(texts[0].includes(String(info.options.eleven_at)), `${where}: ${texts[0]}`);
        assert.equal(texts[1], explain(r.kind_ruling, t, { players: r.players }));
        assert.ok(texts[1].includes(String(info.options.eleven_value)), where);
      }
      if (r.decider === null) assert.equal(texts[2], t(r.kind === "iron" ? "eleven.decider-none-iron" : "eleven.decider-none"));
      else assert.ok(texts[2].startsWith(capitalize(seatText(r.decider, t))), where);
      if (r.kind === "eleven") {
        // who decides and what they see: their cards, and their partner's in pairs (the engine's seats)
        const seen = seenSeats(r);
        assert.deepEqual(seen, r.players === 2 ? [r.decider] : [r.decider, r.seats[r.decider].partner]);
        assert.equal(r.seats[seen[0]].team, r.kind_ruling.params.team);
        if (r.players === 4) {
          assert.ok(texts[3].includes(seatText(seen[1], t)) && texts[2].includes(teamText(r.kind_ruling.params.team, t, 4)), where);
        }
        // what each option pays: the engine's preview and choices
        const options = decisionOptions(r, t);
        assert.deepEqual(options.map((o) => o.meaning), ["accept-eleven", "decline-eleven"]);
        assert.ok(options[0].pays.includes(String(info.options.eleven_value)), where);
        const decline = r.choices.find((/** @type {any} */ c) => c.meaning === "decline-eleven");
        assert.equal(decline.pays, info.options.eleven_fold_pays);
        assert.ok(options[1].pays.includes(pointsText(info.options.eleven_fold_pays, t)) && options[1].pays.includes(teamText(decline.team, t, r.players)), where);
        assert.notEqual(decline.team, r.kind_ruling.params.team, "declining pays the other side");
        for (const o of options) texts.push(o.label, o.pays);
      } else {
        assert.deepEqual(seenSeats(r), []);
        assert.deepEqual(decisionOptions(r, t), []);
      }
      if (r.blind) {
        // played by position: the labels name a position, the notes no card
        for (const choice of r.choices.filter((/** @type {any} */ c) => c.meaning === "blind-play")) {
          const p = r.preview.find((/** @type {any} */ x) => x.action === choice.action);
          assert.equal(choice.action, `play #${choice.slot}`);
          assert.equal(previewText(p, t), t("preview.hidden"));
          assert.equal(actionLabel(choice, t), t("action.blind-play", { n: choice.slot }));
        }
      }
      for (const text of texts) assert.ok(!PLACEHOLDER.test(text), `${where}: ${text}`);
    });
    assert.deepEqual([...new Set(missing)], [], lang);
  }
  assert.deepEqual([...kinds].sort(), ["eleven", "iron", "iron-blind", "normal"]);
});

test("a raise is allowed in a normal hand and refused, with the engine's reason, in a locked one", () => {
  const rules = rulesOf();
  const normal = situationScenario("paulista", rules.paulista, { score: [5, 3], players: 2, dealer: 1 });
  const eleven = situationScenario("mineiro", rules.mineiro, { score: [10, 3], players: 2, dealer: 1 });
  const [allowed, pending, locked] = engine([
    { op: "replay", args: { scenario: { ...normal, actions: ["raise"] } } },
    { op: "replay", args: { scenario: { ...eleven, actions: ["raise"] } } },
    { op: "replay", args: { scenario: { ...eleven, actions: ["accept", "raise"] } } },
  ]);
  assert.deepEqual([pending.error.code, locked.error.code], ["eleven-pending", "ladder-locked"]);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const text = tryAllowedText(allowed, t);
    assert.ok(text.includes(callText("truco", t)) && text.includes(String(allowed.pending.offer)), text);
    for (const refused of [pending, locked]) {
      const err = { code: refused.error.code, message: refused.error.message, details: refused.error };
      const { text: why } = errorText(err, t, { has: (k) => k in t.table });
      assert.equal(why, explain({ code: refused.error.code, params: { at: refused.error.at } }, t));
      assert.equal(refused.error.at, rules.mineiro.options.eleven_at, "the refusal names the rules' threshold");
    }
  }
});

test("a link's bad values read as the engine's reasons, naming the value", () => {
  const rules = rulesOf();
  const bad = [
    { score: "15-7" }, { score: "11-12" }, { score: "abc" }, { score: "<img src=x onerror=alert(1)>" }, { score: "11-x" },
    { players: "3" }, { players: "<b>4</b>" }, { dealer: "9" }, { dealer: "-1" }, { score: "11-7", players: "4", dealer: "4" },
  ];
  const answers = engine(bad.map((params) => initialRequests({ preset: "paulista", params }, () => rules.paulista)[1]));
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    answers.forEach((answer, i) => {
      assert.ok(answer.error, JSON.stringify(bad[i]));
      const err = { code: answer.error.code, message: answer.error.message, details: answer.error };
      const { text, detail } = errorText(err, t, { has: (k) => k in t.table });
      assert.ok(text && text !== answer.error.message && !PLACEHOLDER.test(text), `${lang} ${answer.error.code}: ${text}`);
      assert.equal(detail, answer.error.message);
    });
  }
});

test("a hand of eleven won wins the match: the result says so from the engine's match rulings", () => {
  const rules = rulesOf();
  const scenario = situationScenario("paulista", rules.paulista, { score: [11, 5], players: 2, dealer: 1 });
  const [won] = engine([{ op: "replay", args: { scenario: { ...scenario, actions: ["accept", "play Qs", "play 6s", "play 3d", "play Kd"] } } }]);
  assert.ok(won.finished && won.winner === 0, JSON.stringify(won.ruling));
  assert.deepEqual(won.match_rulings.map((/** @type {any} */ r) => r.code), ["score-capped", "match-won"]);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const lines = outcomeSentences(handModel(won), t);
    for (const ruling of won.match_rulings) assert.ok(lines.includes(explain(ruling, t)), `${lang}: ${lines.join(" | ")}`);
    assert.ok(lines.some((line) => line.includes(String(rules.paulista.options.target))), lang);
  }
});
