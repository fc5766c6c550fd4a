// @ts-check
// The ladder widget's words (node --test), from real engine answers in es, pt and en: the value,
// the pending raise, who may raise next, whose turn it is, the ladder's steps, what each choice
// leads to and what each move did (kit/moves.js), along every path through a hand under every
// preset, heads-up and in pairs. The browser test checks the page shows these same words.

import assert from "node:assert/strict";
import { test } from "node:test";

import { handModel } from "../../site_src/js/kit/hand-model.js";
import { moveSentence, payoutText, previewText } from "../../site_src/js/kit/moves.js";
import { actionLabel, callText, capitalize, pointsText, seatText, teamText } from "../../site_src/js/kit/words.js";
import {
  initialRequests, ladderSteps, mayRaiseText, pendingText, turnText, valueText,
} from "../../site_src/js/widgets/ladder.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;
const PRESETS = ["paulista", "paulista-fpt", "mineiro"];

/** Paths through a hand ("card" = the first card the seat may play); a path stops where the engine no longer allows its next move. */
const PATHS = [
  ["raise", "raise", "fold"], // the worked example: the seis is folded, the truco pays
  ["raise", "accept", "card", "raise", "fold"],
  ["raise", "raise", "raise", "raise", "accept", "card", "card", "card", "card", "card", "card"],
  ["raise", "raise", "raise", "raise", "fold"],
  ["card", "fold"], // surrender pays the current value
  ["card", "card", "card", "raise", "accept", "card", "card", "card"],
];
const PAIRS_PATHS = [
  ["raise", "raise", "fold"],
  ["raise", "accept", "card", "card", "raise", "raise", "accept", "card", "card", "card", "card"],
  ["card", "card", "fold"],
];

/**
 * Every state along every path, from the engine: one engine process per step of all paths.
 * @param {{scenario: any, path: string[]}[]} walks
 */
function walkAll(walks) {
  const states = walks.map(() => /** @type {any[]} */ ([]));
  let current = engine(walks.map((w) => ({ op: "replay", args: { scenario: w.scenario } })));
  current.forEach((r, i) => states[i].push(r));
  for (let step = 0; ; step += 1) {
    /** @type {{i: number, request: any}[]} */
    const next = [];
    walks.forEach((w, i) => {
      const r = states[i][states[i].length - 1];
      if (states[i].length - 1 !== step || step >= w.path.length) return;
      const plays = r.legal.filter((/** @type {string} */ a) => a.startsWith("play "));
      const action = w.path[step] === "card" ? plays[0] : w.path[step];
      if (!r.legal.includes(action)) return;
      next.push({ i, request: { op: "replay", args: { scenario: { ...r.scenario, actions: [...r.scenario.actions, action] } } } });
    });
    if (next.length === 0) return states;
    current = engine(next.map((n) => n.request));
    current.forEach((r, k) => {
      assert.ok(!r.error, JSON.stringify(r.error));
      states[next[k].i].push(r);
    });
  }
}

/** The example hands of every preset, heads-up and in pairs, as the widget opens them. */
function examples() {
  const requests = PRESETS.flatMap((preset) => [2, 4].map((players) => {
    const [open] = initialRequests({ preset, params: {} });
    return players === 2 ? open : { ...open, args: { ...open.args, scenario: { ...open.args.scenario, players: 4, dealer: 3,
      hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "7d", "Js"], ["Ac", "6h", "5d"]] } } };
  }));
  const answers = engine(requests);
  const rules = engine(PRESETS.map((preset) => ({ op: "rules", args: { rules: preset } })));
  return { answers, rules: Object.fromEntries(PRESETS.map((p, i) => [p, rules[i]])) };
}

test("the widget opens with the example under the reader's preset, or the link's scenario", () => {
  for (const preset of PRESETS) {
    const requests = initialRequests({ preset, params: {} });
    assert.deepEqual(requests.map((r) => r.op), ["retarget", "rules"]);
    assert.deepEqual(requests[1].args, { rules: preset });
    const [opened] = engine([requests[0]]);
    assert.equal(opened.scenario.rules, preset);
    assert.equal("vira" in opened.scenario, preset !== "mineiro", "the engine keeps the vira only where the rules turn one");
    assert.deepEqual(opened.scenario.actions, []);
  }
  const code = "v1.mineiro.p2.s0-0.d1.h4c2hQs-7h3sKd.araise-raise";
  const [open] = initialRequests({ preset: "paulista", params: { s: code } });
  assert.deepEqual(open, { op: "replay", args: { code, prefix: true } });
  const [answer] = engine([open]);
  const requests = initialRequests({ preset: "paulista", params: { s: code } }, () => answer);
  assert.deepEqual(requests[1], { op: "rules", args: { rules: "mineiro" } }, "a linked scenario's own rules");
});

test("every state along every path reads right in every language", () => {
  const { answers, rules } = examples();
  const walks = answers.flatMap((scenarioAnswer) => (scenarioAnswer.players === 2 ? PATHS : PAIRS_PATHS)
    .map((path) => ({ scenario: scenarioAnswer.scenario, path })));
  const all = walkAll(walks).flat();
  assert.ok(all.length > 150, `${all.length} states`);
  for (const lang of LANGUAGES) {
    const missing = /** @type {string[]} */ ([]);
    const t = translator(lang, missing);
    const has = (/** @type {string} */ text, /** @type {string} */ part) => text.toLocaleLowerCase().includes(part.toLocaleLowerCase());
    for (const r of all) {
      const info = rules[r.scenario.rules];
      const where = `${lang} ${r.code}`;
      const callOf = (/** @type {number} */ value) => callText(info.calls.find((/** @type {any} */ c) => c.value === value).name, t);
      const texts = [valueText(r, t), pendingText(r, t), mayRaiseText(r, t), turnText(r, t)];
      // the value, locked or not
      assert.ok(texts[0].includes(String(r.value)), where);
      // the pending raise: who raised, the call by its name, the offer, who answers
      if (r.pending) {
        for (const part of [seatText(r.pending.raiser, t), seatText(r.pending.responder, t), callOf(r.pending.offer), String(r.pending.offer)]) {
          assert.ok(has(texts[1], part), `${where}: ${texts[1]} lacks ${part}`);
        }
      } else assert.equal(texts[1], t("ladder.pending-none"));
      // who may raise next, from the engine's ladder
      const ladder = r.ladder;
      if (r.finished) assert.equal(texts[2], t("ladder.may-raise-over"));
      else if (ladder.locked) assert.equal(texts[2], t("ladder.may-raise-locked"));
      else if (ladder.next_offer === null) assert.equal(texts[2], t("ladder.may-raise-top"));
      else {
        assert.ok(texts[2].includes(callOf(ladder.next_offer)) && texts[2].includes(String(ladder.next_offer)), where);
        if (ladder.may_raise.length === 1) {
          assert.ok(texts[2].startsWith(capitalize(teamText(ladder.may_raise[0], t, r.players))), `${where}: ${texts[2]}`);
          assert.ok(has(texts[2], teamText(ladder.last_raiser_team, t, r.players)), where);
        }
      }
      // whose turn
      if (r.finished) assert.equal(texts[3], t("state.over"));
      else assert.ok(has(texts[3], seatText(r.to_act, t)), `${where}: ${texts[3]}`);
      // the steps: the engine's values, its calls by name, what a fold to each pays
      const steps = ladderSteps(r, info, t);
      assert.deepEqual(steps.map((s) => s.value), ladder.steps);
      for (const call of info.calls) {
        assert.equal(steps[call.step].name, callText(call.name, t));
        assert.ok(steps[call.step].fold.includes(String(call.fold_pays)));
      }
      assert.equal(steps[0].name, t("ladder.step-start"));
      assert.deepEqual(steps.filter((s) => s.current).map((s) => s.index), ladder.locked ? [] : [ladder.step]);
      assert.deepEqual(steps.filter((s) => s.offered).map((s) => s.value), r.pending ? [r.pending.offer] : []);
      // every choice: a label and what it leads to
      const previews = new Map(r.preview.map((/** @type {any} */ p) => [p.action, p]));
      for (const choice of r.choices) {
        const p = previews.get(choice.action);
        const note = previewText(p, t, { players: r.players });
        texts.push(actionLabel(choice, t), note);
        if (p.finished) assert.ok(note.includes(payoutText(p.points, t, r.players)), where);
        if (choice.pays !== undefined) {
          assert.ok(has(note, teamText(choice.team, t, r.players)) && note.includes(pointsText(choice.pays, t)), `${where}: ${note}`);
        }
        if (choice.meaning === "raise") assert.ok(note.includes(String(p.offer)) && has(note, seatText(p.to_act, t)), where);
        if (choice.meaning === "accept") assert.ok(note.includes(String(p.value)), where);
      }
      // what the last move did, then where the hand stands
      const m = handModel(r);
      const said = moveSentence(m, t);
      const last = r.history[r.history.length - 1];
      if (last) assert.ok(said.includes(actionLabel(last, t)), `${where}: ${said}`);
      texts.push(said);
      for (const text of texts) assert.ok(!PLACEHOLDER.test(text), `${where}: ${text}`);
    }
    assert.deepEqual([...new Set(missing)], [], lang);
  }
});

test("the worked example: a seis folded pays the truco's 3 (English, word for word)", () => {
  const { answers, rules } = examples();
  const scenario = answers[0].scenario;
  const [start, raised, reraised, folded] = engine([[], ["raise"], ["raise", "raise"], ["raise", "raise", "fold"]]
    .map((actions) => ({ op: "replay", args: { scenario: { ...scenario, actions } } })));
  const info = rules.paulista;
  const t = translator("en");
  const notes = Object.fromEntries(start.preview.map((/** @type {any} */ p) => [p.action, previewText(p, t)]));
  assert.deepEqual(notes, { "play 3c": "then player 2 acts", "play Kh": "then player 2 acts", "play 4s": "then player 2 acts",
    raise: "offers 3; player 2 answers", fold: "player 2 scores 1 point" });
  assert.equal(mayRaiseText(start, t), "Either player, with Truco! (to 3).");
  assert.equal(moveSentence(handModel(raised), t), "Player 1: Call Truco! (to 3). Player 1 raised to 3: player 2 answers.");
  assert.equal(pendingText(reraised, t), "Player 2 calls Seis! (offers 6); player 1 must answer.");
  assert.equal(mayRaiseText(reraised, t),
    "Player 1, with Nove! (to 9). Player 2 made the last raise and cannot make the next one (strict alternation).");
  assert.equal(valueText(reraised, t), "3");
  assert.deepEqual(reraised.preview.map((/** @type {any} */ p) => previewText(p, t)),
    ["the hand is worth 6", "player 2 scores 3 points", "accepts 6 and offers 9; player 2 answers"]);
  assert.equal(moveSentence(handModel(folded), t),
    "Player 1: Fold. Hand over: player 2 scores 3 points. Player 1 folded to the raise to 6: player 2 scores the value before it, 3.");
  assert.equal(turnText(folded, t), "The hand is over.");
});

test("calls are named from the engine's ladder: mineiro's dez, a link's 2-4-8-10-12", () => {
  const [mineiro, custom, mineiroRules, customRules] = engine([
    { op: "replay", args: { scenario: { rules: "mineiro", hands: [["4c", "2h", "Qs"], ["7h", "3s", "Kd"]] } } },
    { op: "replay", args: { scenario: { rules: { preset: "mineiro", ladder: [2, 4, 8, 10, 12] }, dealer: 0, hands: [["4c", "2h", "Qs"], ["7h", "3s", "Kd"]] } } },
    { op: "rules", args: { rules: "mineiro" } },
    { op: "rules", args: { rules: { preset: "mineiro", ladder: [2, 4, 8, 10, 12] } } },
  ]);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    assert.deepEqual(ladderSteps(mineiro, mineiroRules, t).map((s) => s.name).slice(1),
      ["truco", "seis", "dez", "doze"].map((name) => t(`call.${name}`)));
    assert.deepEqual(ladderSteps(custom, customRules, t).map((s) => [s.value, s.name]).slice(1),
      [[4, t("call.truco")], [8, t("call.oito")], [10, t("call.dez")], [12, t("call.doze")]]);
    assert.ok(valueText({ ...mineiro, ladder: { ...mineiro.ladder, locked: true } }, t).includes("2"));
  }
});
