// @ts-check
// The eleven widget's words and first requests (node --test), from real engine answers in es, pt
// and en: the kind of hand and why, who decides and what they see (their partner's cards in
// pairs), what playing and declining pay, a raise refused while the ladder is locked, the blind
// iron hand played by position, and what a link's bad values read as. Every number shown comes
// from the engine (kind_ruling, the choices, the rules' options): nothing here fixes an 11 or a 3.

import assert from "node:assert/strict";
import { test } from "node:test";

import { chanceText } from "../../site_src/js/kit/coach.js";
import { handModel, outcomeSentences } from "../../site_src/js/kit/hand-model.js";
import { askInitial } from "../../site_src/js/kit/initial.js";
import { requestKey } from "../../site_src/js/kit/protocol.js";
import { actionLabel, callText, capitalize, errorText, explain, pointsText, seatText, teamText } from "../../site_src/js/kit/words.js";
import {
  bestText, breakEvenText, decisionOptions, decisionValues, deciderText, initialRequests, isExampleDeal,
  kindNote, kindTitle, linkSituation, methodText, optionValueText, pointsValue, seenSeats, seesText,
  situationScenario, tryAllowedText, valueRequests, viewRequests,
} from "../../site_src/js/widgets/eleven.js";
import { engine, engineProcess, LANGUAGES, translator } from "./helpers.mjs";

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

test("the first requests: the preset's rules, then the starting situation they define, then its values", async (t) => {
  const rules = rulesOf();
  // one engine process for the requests asked one after another, as the page's worker answers them
  const proc = engineProcess();
  t.after(() => proc.close());
  const ask = async (/** @type {{op: string, args: any}} */ r) => proc.ask(r.op, r.args);
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
      return ask(r);
    }, initialRequests, state);
    assert.deepEqual(asked, ["rules", "replay", "replay", "eleven_solution"]);
    assert.equal(answers[1].kind, "eleven");
    assert.equal(answers[2].viewer, answers[1].decider, "the board: the decider's own view");
    assert.deepEqual(answers[2].hands.map((/** @type {unknown} */ h) => h !== null), [answers[1].decider === 0, answers[1].decider === 1]);
    assert.deepEqual(answers[1].kind_ruling.params.at, info.options.eleven_at);
  }
  // a scenario code: that scenario, then its own rules
  const code = "v1.mineiro.p4.s3-10.d2.hAh3c5d-4sQc2d-KcJh6s-7cQh3d.aaccept";
  const answers = await askInitial(ask, initialRequests, { preset: "paulista", params: { s: code } });
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
  // the decider's own view (what the board shows while the decision waits), asked of the engine
  const views = engine(results.map((r) => viewRequests(r)[0] || { op: "replay", args: { code: r.code } }));
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
        const seen = seenSeats(views[i]);
        assert.equal(views[i].viewer, r.decider);
        assert.deepEqual(seen, r.players === 2 ? [r.decider] : [r.decider, r.seats[r.decider].partner]);
        assert.equal(r.seats[seen[0]].team, r.kind_ruling.params.team);
        if (r.players === 4) {
          assert.ok(seesText(views[i], t).includes(seatText(seen[1], t)) && texts[2].includes(teamText(r.kind_ruling.params.team, t, 4)), where);
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
        // the board is the seat to act's view: it plays by position, its choices and their notes
        // name no card, and nothing previews where a card would go
        const seat = views[i];
        assert.equal(seat.viewer, r.to_act);
        assert.ok(seat.hands.every((/** @type {unknown} */ h) => h === null), where);
        const plays = seat.choices.filter((/** @type {any} */ c) => c.meaning === "blind-play");
        assert.equal(plays.length, 3, where);
        for (const choice of plays) {
          assert.equal(choice.action, `play #${choice.slot}`);
          assert.equal(choice.card, undefined);
          assert.equal(seat.preview.find((/** @type {any} */ x) => x.action === choice.action), undefined);
          assert.equal(actionLabel(choice, t), t("action.blind-play", { n: choice.slot }));
        }
        assert.ok(!JSON.stringify(seat.choices).match(/"card":"/), "no card in the seat's choices");
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

// --- the values of the decision: solved with two players, the coach's estimate in pairs ----------

/**
 * Each state's first requests, answered by the engine in batches (one Python process per round).
 * @param {{preset: string, params: Record<string, string>}[]} states
 */
function firstAnswers(states) {
  /** @type {Map<string, any>} */
  const got = new Map();
  const answered = (/** @type {any} */ r) => got.get(requestKey(r.op, r.args));
  for (;;) {
    const wanted = states.flatMap((state) => initialRequests(state, answered)).filter((r) => !got.has(requestKey(r.op, r.args)));
    if (wanted.length === 0) return states.map((state) => initialRequests(state, answered).map((r) => [r.op, answered(r)]));
    engine(wanted).forEach((answer, i) => got.set(requestKey(wanted[i].op, wanted[i].args), answer));
  }
}

test("the values' requests: the solved decision, and the coach's analysis where nothing is solved", () => {
  const rules = rulesOf();
  const states = PRESETS.flatMap((preset) => [
    { preset, params: {} },
    { preset, params: { score: `${rules[preset].options.eleven_at}-7`, players: "4", dealer: "1" } },
  ]);
  firstAnswers(states).forEach((answers, i) => {
    const { preset } = states[i];
    const ops = answers.map(([op]) => op);
    if (i % 2 === 0) {
      // heads-up: rules, the situation, the decider's view of it, its solved decision (nothing else)
      assert.deepEqual(ops, ["rules", "replay", "replay", "eleven_solution"], preset);
      assert.equal(answers[2][1].viewer, answers[1][1].decider);
      assert.equal(answers[3][1].solved.method, "solved");
      assert.equal(answers[3][1].eleven_value, rules[preset].options.eleven_value);
    } else {
      // pairs: the engine says nothing is solved, so the coach's analysis of the same position follows
      assert.deepEqual(ops, ["rules", "replay", "replay", "eleven_solution", "analyse"], preset);
      assert.equal(answers[3][1].reason, "pairs");
      assert.deepEqual(answers[4][1].actions.map((/** @type {any} */ a) => a.action), ["accept", "fold"]);
    }
  });
  // no decision waiting: no values to ask
  const accepted = "v1.mineiro.p4.s3-10.d2.hAh3c5d-4sQc2d-KcJh6s-7cQh3d.aaccept";
  const [r] = engine([{ op: "replay", args: { code: accepted } }]);
  assert.deepEqual(valueRequests(r), []);
  assert.deepEqual(valueRequests(undefined), []);
});

test("the values of each option are the engine's, worded in every language", () => {
  const rules = rulesOf();
  const cases = PRESETS.flatMap((preset) => [
    { preset, situation: { score: [rules[preset].options.eleven_at, 5], players: 2, dealer: 1 } }, // the mão decides
    { preset, situation: { score: [4, rules[preset].options.eleven_at], players: 2, dealer: 0 } }, // the dealer decides
    { preset, situation: { score: [rules[preset].options.eleven_at, 7], players: 4, dealer: 1 } }, // pairs
  ]);
  const scenarios = cases.map((c) => situationScenario(c.preset, rules[c.preset], c.situation));
  const states = engine(scenarios.map((scenario) => ({ op: "replay", args: { scenario } })));
  const solutions = engine(states.map((r) => ({ op: "eleven_solution", args: { code: r.code } })));
  const analyses = engine(states.map((r) => ({ op: "analyse", args: { code: r.code } })));
  states.forEach((r, i) => {
    const solution = solutions[i];
    const values = decisionValues(solution, r.players === 4 ? analyses[i] : null);
    assert.ok(values, r.code);
    const info = rules[cases[i].preset].options;
    // break-even from the rules' values: p * value - (1 - p) * value = -fold_pays
    const { numerator: n, denominator: d } = solution.break_even;
    assert.equal(n * info.eleven_value - (d - n) * info.eleven_value, -info.eleven_fold_pays * d);
    if (r.players === 2) {
      assert.equal(values.kind, "solved");
      assert.equal(values.options.accept.ev, solution.solved.value_accept);
      assert.equal(values.options.fold.ev, -info.eleven_fold_pays);
      // the coach's answer: the solution's, unless the score decides (the better chance to win the match)
      if (solution.solved.by === "match") {
        assert.equal(values.options.accept.best, solution.solved.choice === "accept");
        assert.equal(values.options.accept.match, solution.solved.match.accept);
        assert.equal(solution.solved.grades[solution.solved.choice], "best");
      } else {
        assert.equal(values.options.accept.best, solution.solved.accept);
      }
      assert.equal(values.options.accept.win, solution.solved.win_chance);
    } else {
      assert.equal(values.kind, "estimate");
      const accept = analyses[i].actions.find((/** @type {any} */ a) => a.action === "accept");
      assert.deepEqual([values.options.accept.ev, values.options.accept.ci95], [accept.ev, accept.ci95]);
      assert.equal(values.options.fold.ev, -info.eleven_fold_pays);
      assert.equal(values.options[analyses[i].choice].best, true);
    }
    for (const lang of LANGUAGES) {
      const missing = /** @type {string[]} */ ([]);
      const t = translator(lang, missing);
      const where = `${lang} ${r.code}`;
      const accept = optionValueText(values.options.accept, values.kind, t, lang);
      const fold = optionValueText(values.options.fold, values.kind, t, lang);
      assert.ok(accept.includes(pointsValue(values.options.accept.ev, lang)), `${where}: ${accept}`);
      assert.ok(accept.includes(chanceText(/** @type {number} */ (values.options.accept.win), lang)), `${where}: ${accept}`);
      assert.ok(fold.includes(pointsValue(-info.eleven_fold_pays, lang)) && fold.startsWith(t("eleven.value.sure", { value: "" }).split(" ")[0]), `${where}: ${fold}`);
      if (values.kind === "estimate" && values.options.accept.ci95) {
        for (const end of values.options.accept.ci95) assert.ok(accept.includes(pointsValue(end, lang)), `${where}: ${accept}`);
      }
      const method = methodText(values, t, lang);
      if (values.kind === "solved") assert.ok(method.startsWith(t("eleven.method.solved", { exploitability: "" }).split(":")[0]), where);
      else assert.ok(method.startsWith(t("eleven.method.why-pairs")) && method.includes(String(analyses[i].worlds)), `${where}: ${method}`);
      const even = breakEvenText(solution, t, lang);
      if (solution.solved && solution.solved.by === "match") {
        assert.ok(even.includes(chanceText(solution.break_even_match.chance, lang)), `${where}: ${even}`);
      }
      assert.ok(even.includes(String(info.eleven_value)) && even.includes(pointsText(info.eleven_fold_pays, t)) && even.includes(t("eleven.one-in", { n, d })), `${where}: ${even}`);
      const marks = [bestText(values.options.accept, t, lang), bestText(values.options.fold, t, lang)];
      assert.equal(marks.filter((m) => m !== "").length >= 1, true, where);
      for (const text of [accept, fold, method, even, ...marks]) assert.ok(!PLACEHOLDER.test(text), `${where}: ${text}`);
      assert.deepEqual([...new Set(missing)], [], where);
    }
  });
  // numbers in the page's language: a decimal comma in es and pt, a minus sign
  assert.equal(pointsValue(-1, "es"), "−1,00");
  assert.equal(pointsValue(1.919, "en"), "+1.92");
  assert.equal(chanceText(0.82, "pt"), "82%");
  // a mixed decision: how often the solution plays it
  const t = translator("en");
  assert.equal(bestText({ ev: 0, ci95: null, win: 0.5, best: true, share: 0.64, sure: false }, t, "en"), t("eleven.best.mixed", { share: "64%" }));
  assert.equal(bestText({ ev: 0, ci95: null, win: 0.5, best: false, share: 0, sure: true }, t, "en"), "");
});

test("new cards come from the engine's deal, and a situation keeps the cards that fit it", () => {
  const rules = rulesOf();
  const requests = [];
  // every preset and size dealt in one round trip, then each deal checked
  const sizes = PRESETS.flatMap((preset) => [2, 4].map((players) => ({ preset, players })));
  const deals = engine(sizes.map(({ preset, players }) => ({ op: "deal", args: { rules: preset, players, dealer: players - 1 } })));
  for (const [i, { preset, players }] of sizes.entries()) {
    const info = rules[preset];
    const { scenario: dealt } = deals[i];
    const deal = dealt.vira ? { vira: dealt.vira, hands: dealt.hands } : { hands: dealt.hands };
    const cards = [...deal.hands.flat(), ...(deal.vira ? [deal.vira] : [])];
    assert.equal(new Set(cards).size, 3 * players + (info.options.manilhas === "vira" ? 1 : 0));
    assert.ok(cards.every((c) => info.deck.includes(c)));
    const scenario = situationScenario(preset, info, { score: [info.options.eleven_at, 3], players, dealer: players - 1 }, deal);
    assert.deepEqual(scenario.hands, deal.hands);
    assert.equal(isExampleDeal(scenario), false);
    requests.push({ op: "replay", args: { scenario } });
    // a deal for another number of players is not kept: the example deal is
    const other = situationScenario(preset, info, { score: [0, 0], players: 6 - players, dealer: 0 }, deal);
    assert.equal(isExampleDeal(other), true);
  }
  for (const answer of engine(requests)) assert.ok(!answer.error && answer.phase === "eleven", JSON.stringify(answer.error));
});
