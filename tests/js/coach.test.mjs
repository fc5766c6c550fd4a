// @ts-check
// Unit tests of the coach's pages (node --test): the wording of hints, hand reviews and match
// summaries (kit/coach.js) from real answers of the engine (`analyse`, `game_review`) in es, pt
// and en; the table's coach that drops late hints (widgets/play-table/coach.js); the analysis page's
// first requests, its line and its words (widgets/analysis.js, analysis/line.js, analysis/words.js).
// The browser tests (tests/browser/test_coach.py) check that the pages show these same words.

import assert from "node:assert/strict";
import { test } from "node:test";

import { execFileSync } from "node:child_process";
import { join } from "node:path";

import {
  amountDigits, amountText, analysisDigits, bestReason, bestText, referenceBest, chanceText, countText, hintRows, intervalText, methodLines, reasonText,
  shortMethod, timeText, valueDigits, valueTag, valueText, whyLine, whyText,
} from "../../site_src/js/kit/coach.js";
import {
  grades, matchSummary, matchSummaryText, mistakeText, passes, reviewRows, reviewSummaryText, WORST,
} from "../../site_src/js/kit/coach-review.js";
import { handModel } from "../../site_src/js/kit/hand-model.js";
import { exploitabilityText } from "../../site_src/js/kit/numbers.js";
import { actionLabel } from "../../site_src/js/kit/words.js";
import { exampleRequest, initialRequests } from "../../site_src/js/widgets/analysis.js";
import { clampStep, codeFromInput, readStep, scenarioAt, stepHref, stepRequests, viewRequests } from "../../site_src/js/widgets/analysis/line.js";
import { forWhomText, moveText, playedText, positionText, viewerOf } from "../../site_src/js/widgets/analysis/words.js";
import { analysisHref } from "../../site_src/js/widgets/play-table.js";
import { TableCoach } from "../../site_src/js/widgets/play-table/coach.js";
import { engine, engineProcess, installPage, LANGUAGES, pageCatalog, ROOT, translator } from "./helpers.mjs";

installPage(); // the engine's grades, as the build writes them into the page

const PLACEHOLDER = /\{\w+\}/;
const KEY = /\b(coach|analysis|play-table|reason|action|hand|call|preset)\.[a-z]/;

/** @param {string} text @param {string} where */
function sentence(text, where) {
  assert.ok(text && !PLACEHOLDER.test(text) && !KEY.test(text), `${where}: ${text}`);
}

/** Positions of every kind, as scenario codes (the strategy page's, and a few more). */
const POSITIONS = {
  lead: "v1.paulista.p2.s0-0.d1.v4h.h2d6c5s-AhKc7d", // exact, nobody has called anything
  bluff: "v1.paulista.p2.s0-0.d1.v7d.h3d4s6h-5dQsKc.a3d-5d", // after round 1: raise, play, cover
  answer: "v1.paulista.p2.s5-10.d0.vQd.hKc6h2s-Ad4c7s.araise", // accept, fold or raise again
  eleven: "v1.paulista.p2.s11-7.d1.vQd.h3c2h7s-Kd5hAc", // the hand of eleven
  pairs: "v1.paulista.p4.s0-0.d3.v7c.h3c4cKd-AhQc6h-6s3sJh-Js5d2h.a3c-Ah-6s-Js-4c-Qc-3s", // sampled, weighted
  blind: "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd", // the blind iron hand: cards by position
  mineiro: "v1.mineiro.p2.s0-0.d1.h3cKh4s-3hKsQd",
  fpt: "v1.paulista-fpt.p2.s0-0.d1.v4h.h2d6c5s-AhKc7d", // rules no solution ships for: it says so
};

/** Positions judged by the model's playouts although the solved game covers them (its words). */
const BY_MODEL = { leadModel: POSITIONS.lead, answerModel: POSITIONS.answer };

/** The engine's analyses and replays of the positions (one process). */
function analysed() {
  /** @type {Record<string, string>} */
  const all = { ...POSITIONS, ...BY_MODEL };
  const names = Object.keys(all);
  const answers = engine(names.flatMap((name) => [
    { op: "analyse", args: name in BY_MODEL ? { code: all[name], model: "greedy" } : { code: all[name] } },
    { op: "replay", args: { code: all[name] } },
  ]));
  for (const a of answers) assert.ok(!a.error, JSON.stringify(a.error));
  return Object.fromEntries(names.map((name, i) => [name, { analysis: answers[2 * i], replay: answers[2 * i + 1] }]));
}
const ANSWERS = analysed();

// --- hints: the values of a position ----------------------------------------------------------

test("a solution of other rules says whose it is and its exploitability under the learner's rules", () => {
  const scenario = { rules: { preset: "paulista", three_ties: "dealer" }, hands: [["2d", "6c", "5s"], ["Ah", "Kc", "7d"]], vira: "4h" };
  const [analysis, own] = engine([{ op: "analyse", args: { scenario } }, { op: "analyse", args: { code: POSITIONS.lead } }]);
  assert.equal(analysis.method, "solved");
  assert.equal(analysis.solved_for, "paulista", "the engine says whose solution judges");
  assert.equal(own.solved_for, undefined, "under its own rules nothing is said");
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    const exploitability = exploitabilityText(analysis.exploitability, lang);
    const [first] = methodLines(analysis, t, lang);
    assert.equal(first, t("coach.method.solved-other", { worlds: countText(analysis.worlds, lang), exploitability, preset: t("preset.paulista") }));
    assert.notEqual(first, methodLines(own, t, lang)[0]);
    const short = shortMethod(analysis, t, lang);
    assert.ok(short.includes(t("preset.paulista")) && short.includes(exploitability), `${lang}: ${short}`);
    for (const line of [first, short]) sentence(line, `${lang} solved for paulista`);
    assert.deepEqual(missing, [], `${lang}: missing strings`);
  }
});

test("the coach's values read right in every language, for every kind of position", () => {
  const kinds = new Set();
  for (const [name, { analysis }] of Object.entries(ANSWERS)) {
    kinds.add(`${analysis.method}${analysis.weighted ? "+weighted" : ""}`);
    for (const lang of LANGUAGES) {
      /** @type {string[]} */
      const missing = [];
      const t = translator(lang, missing);
      const rows = hintRows(analysis, t, lang);
      const digits = analysisDigits(analysis);
      assert.equal(rows.length, analysis.actions.length, name);
      // best first: by points, or where the score decides, by the chance to win the match
      const key = (/** @type {any} */ r) => (analysis.by === "match" ? analysis.actions.find((/** @type {any} */ a) => a.action === r.action).match : r.ev);
      assert.deepEqual(rows.map(key), [...rows.map(key)].sort((a, b) => b - a), `${name}: best first`);
      for (const row of rows) {
        const a = analysis.actions.find((/** @type {any} */ x) => x.action === row.action);
        assert.equal(row.label, actionLabel(a, t));
        sentence(row.label, `${lang} ${name} label`);
        assert.equal(row.best, a.best);
        assert.equal(row.value, valueText(a.ev, lang, digits));
        assert.match(row.value, digits === 1 ? /^[+-]?\d+[.,]\d$/ : /^[+-]?\d+[.,]\d\d$/, `${lang} ${name}: ${digits} decimal(s)`);
        assert.equal(Boolean(row.interval), a.ci95 !== null, `${name}: an interval exactly when sampled`);
        assert.equal(Boolean(row.range), a.ci95 !== null);
        if (row.range) assert.ok(row.interval.includes(row.range), `${lang}: the short interval is the interval`);
        if (row.interval) sentence(row.interval, `${lang} ${name} interval`);
        assert.equal(row.chance, chanceText(a.win, lang));
        assert.equal(valueTag(a, t, lang, analysis.method), analysis.method === "solved" ? t("coach.tag.solved")
          : a.ci95 ? t("coach.tag.sampled", { interval: row.interval }) : t("coach.tag.exact"));
      }
      if (analysis.method === "solved") {
        const lines = methodLines(analysis, t, lang);
        for (const line of [...lines, shortMethod(analysis, t, lang), bestText(analysis, t, lang)]) sentence(line, `${lang} ${name}`);
        assert.ok(lines[0].includes(exploitabilityText(analysis.exploitability, lang)), `${lang} ${name}: how far from perfect`);
        assert.ok(shortMethod(analysis, t, lang).includes(exploitabilityText(analysis.exploitability, lang)));
        for (const m of analysis.mixes) {
          const a = analysis.actions.find((/** @type {any} */ x) => x.action === m.action);
          assert.ok(a.best, `${name}: a move of the mix is best`);
          assert.ok(bestText(analysis, t, lang).includes(actionLabel(a, t)), `${lang} ${name}: every move of the mix is named`);
          assert.ok(bestText(analysis, t, lang).includes(chanceText(m.probability, lang)), `${lang} ${name}: with how often`);
        }
        assert.deepEqual(missing, [], `${lang} ${name}: missing strings`);
        continue;
      }
      // where no solution judges, the first line says why (the engine's reason), never in silence
      const lines = methodLines(analysis, t, lang);
      if (analysis.unsolved) assert.equal(lines.shift(), t(`coach.unsolved.${analysis.unsolved}`), `${lang} ${name}: why not solved`);
      if (name === "fpt") assert.ok(shortMethod(analysis, t, lang).includes(t("coach.short.unsolved-rules")), `${lang}: said at a glance`);
      const [method, model, weighted] = lines;
      for (const line of [method, model, weighted, shortMethod(analysis, t, lang), bestText(analysis, t, lang)]) sentence(line, `${lang} ${name}`);
      assert.ok(method.includes(countText(analysis.worlds, lang)), `${lang} ${name}: how many deals`);
      const methodKey = analysis.method === "sampled" ? "coach.method.sampled" : analysis.worlds === 1 ? "coach.method.exact-one" : "coach.method.exact";
      assert.equal(method, t(methodKey, { worlds: countText(analysis.worlds, lang) }), `${lang} ${name}: exact or sampled`);
      assert.equal(weighted, analysis.weighted
        ? t(analysis.calls === 1 ? "coach.weighted.one" : "coach.weighted.many", { n: countText(analysis.calls, lang) })
        : t("coach.weighted.no"));
      assert.equal(model, t("coach.model", { model: t(`coach.model.${analysis.model}`) }), "the engine's model, named");
      for (const best of analysis.actions.filter((/** @type {any} */ a) => a.best)) {
        assert.ok(bestText(analysis, t, lang).includes(actionLabel(best, t)), `${lang} ${name}: every best move is named`);
      }
      sentence(timeText(analysis.ms, t, lang), `${lang} time`);
      assert.deepEqual(missing, [], `${lang} ${name}: missing strings`);
    }
  }
  assert.ok(kinds.has("exact") && [...kinds].some((k) => k.startsWith("sampled")) && [...kinds].some((k) => k.endsWith("+weighted"))
    && kinds.has("solved") && kinds.has("solved+weighted"),
    `positions of every kind: ${[...kinds]}`);
});

test("the hint in English, word for word: solved, a mix named with its frequencies", () => {
  const t = translator("en");
  const { analysis } = ANSWERS.bluff;
  assert.equal(analysis.method, "solved");
  assert.equal(analysis.model, "solved");
  const x = exploitabilityText(analysis.exploitability, "en");
  const lines = methodLines(analysis, t, "en");
  assert.ok(lines[0].startsWith("Solved: each value is what the hand brings you if, after that move, both players follow the solved strategy"));
  assert.ok(lines[0].includes(`That strategy is ${x} points per hand away from perfect`));
  assert.equal(lines[1], "Each hand the other player may hold also counts by how likely the solved strategy, holding it, was to make their decision (the card played, the truco or the accept).");
  assert.equal(shortMethod(analysis, t, "en"), `Solved (${x} points per hand from perfect play)`);
  if (analysis.mixes.length > 1) {
    assert.ok(bestText(analysis, t, "en").startsWith("Here the strategy varies between several of the best moves: "));
    assert.ok(bestText(analysis, t, "en").endsWith("the rest of the time it picks moves the coach values lower."));
  }
  assert.equal(chanceText(0.997, "en"), ">99%", "never 100% unless it is");
  assert.equal(chanceText(0.003, "en"), "<1%");
  assert.equal(chanceText(1, "en"), "100%");
});

test("in a mix, the review names the best move its loss is measured from", () => {
  const t = translator("en");
  const { analysis } = ANSWERS.bluff; // the solved strategy mixes here
  const bests = analysis.actions.filter((/** @type {any} */ a) => a.best);
  const other = analysis.actions.find((/** @type {any} */ a) => !a.best);
  assert.ok(bests.length > 1 && other, "a mix and a move outside it");
  const top = bests.reduce((/** @type {any} */ x, /** @type {any} */ y) => (y.ev > x.ev ? y : x));
  assert.equal(referenceBest(analysis), top);
  const loss = Math.round((top.ev - other.ev) * 100) / 100;
  const review = { hand: 0, seat: 0, outcome: null,
    summary: { decisions: 1, graded: 1, grades: { best: 0, good: 0, inaccuracy: 1, mistake: 0, blunder: 0 }, loss },
    decisions: [{ index: 0, round: 1, action: other.action, meaning: other.meaning, position: {}, grade: "inaccuracy",
      forced: false, loss, share: 0.3, best: bests.map((/** @type {any} */ a) => a.action), analysis }] };
  const [row] = reviewRows(review, t, "en");
  assert.equal(row.bestLabel, actionLabel(top, t), "the best named is the one the loss is measured from");
  assert.equal(row.bestValue, valueText(top.ev, "en", row.digits));
});

test("the hint in English, word for word: exact, no call weighed", () => {
  const t = translator("en");
  const { analysis } = ANSWERS.leadModel;
  assert.equal(analysis.method, "exact");
  assert.equal(analysis.weighted, false);
  const worlds = analysis.worlds.toLocaleString("en");
  assert.deepEqual(methodLines(analysis, t, "en"), [
    "The coach's model's values, as asked (not the solution's).",
    `Exact: the coach played out every one of the ${worlds} ways the unseen cards can lie, given what has been seen so far.`,
    "In every deal, the rest of the hand is played by a quick rule-of-thumb bot for everyone, each seeing only their own cards.",
    "Every deal counts the same: the others have not yet made a decision that says anything about their cards (raising or not, accepting, playing a hand of eleven).",
  ]);
  assert.equal(shortMethod(analysis, t, "en"), `Exact: all ${worlds} possible deals`);
  const best = analysis.actions.find((/** @type {any} */ a) => a.best);
  assert.equal(bestText(analysis, t, "en"), `Best: ${actionLabel(best, t)}, value ${valueText(best.ev, "en", analysisDigits(analysis))}.`);
  assert.deepEqual(hintRows(analysis, t, "en").map((r) => r.label).sort(),
    ["Call Truco! (to 3)", "Play 2♦", "Play 5♠", "Play 6♣", "Surrender"]);
  // numbers as people write them in each language
  assert.equal(valueText(1.04, "en"), "+1.0");
  assert.equal(valueText(-0.07, "es"), "-0,1");
  assert.equal(valueText(-0.04, "pt"), "0,0");
  assert.equal(intervalText([1.44, 1.98], t, "en"), "95% interval: +1.4 to +2.0");
  assert.equal(countText(7140, "pt"), "7.140");
  assert.equal(timeText(85.4, t, "en"), "Worked out in 85 ms.");
  assert.equal(timeText(1530, t, "en"), "Worked out in 1.5 s.");
});

test("a sampled value says its interval, in every language", () => {
  const { analysis } = ANSWERS.pairs;
  assert.equal(analysis.method, "sampled");
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const sampled = analysis.actions.filter((/** @type {any} */ a) => a.ci95);
    assert.ok(sampled.length > 0);
    for (const a of sampled) {
      const row = hintRows(analysis, t, lang).find((r) => r.action === a.action);
      const digits = analysisDigits(analysis);
      assert.ok(row && row.interval.includes(valueText(a.ci95[0], lang, digits)) && row.interval.includes(valueText(a.ci95[1], lang, digits)));
    }
    // a fold pays what the rules say: exact even in a sampled analysis
    const fold = analysis.actions.find((/** @type {any} */ a) => a.meaning === "surrender");
    assert.equal(fold.ci95, null);
    assert.equal(valueTag(fold, t, lang), t("coach.tag.exact"));
  }
});

// --- one precision for a table, its sentence and its reviews ------------------------------------

test("values take two decimals exactly where one would print two different values the same", () => {
  assert.equal(valueDigits([-0.85, -0.92, 0.4]), 2, "-0.9 twice");
  assert.equal(valueDigits([-0.85, -0.85, -1.4]), 1, "the same value twice is one value");
  assert.equal(valueDigits([-0.04, 0.04]), 2, "both would print 0.0");
  assert.equal(valueDigits([1, 0.5, -1]), 1);
  assert.equal(valueDigits([]), 1);
  assert.equal(amountDigits([0.04]), 2, "a loss is never 0.0");
  assert.equal(amountDigits([0.1, 1.41]), 1);
  assert.equal(valueText(-0.85, "es", 2), "-0,85");
  assert.equal(amountText(3.99, "en", 1), "4.0");
  // the review's example: two best moves at -0.85, a third at -0.92 that must not read the same
  const t = translator("en");
  /** @type {any} */
  const analysis = { method: "exact", worlds: 3, actions: [
    { action: "play 5h", meaning: "play", card: "5h", ev: -0.85, ci95: null, win: 0.07, best: true },
    { action: "play Jc", meaning: "play", card: "Jc", ev: -0.92, ci95: null, win: 0.07, best: false },
    { action: "play 5c", meaning: "play", card: "5c", ev: -0.85, ci95: null, win: 0.07, best: true },
  ] };
  assert.equal(bestText(analysis, t, "en"), "Best, equally: Play 5♥ or Play 5♣, value -0.85.");
  assert.deepEqual(hintRows(analysis, t, "en").map((r) => [r.label, r.value]),
    [["Play 5♥", "-0.85"], ["Play 5♣", "-0.85"], ["Play J♣", "-0.92"]]);
  analysis.actions[1].ev = -1.4;
  assert.equal(bestText(analysis, t, "en"), "Best, equally: Play 5♥ or Play 5♣, value -0.9.", "one decimal tells them apart");
  // a review row never says "0.0 points given away"
  const review = { hand: 0, seat: 0, outcome: null, summary: { decisions: 1, graded: 1, grades: { good: 1 }, loss: 0.04 },
    decisions: [{ index: 0, round: 1, action: "play Jc", meaning: "play", position: {}, grade: "good", forced: false, loss: 0.04,
      best: ["play 5h"], analysis: { ...analysis, actions: [{ ...analysis.actions[0], ev: -0.81 }, { ...analysis.actions[1], ev: -0.85 }] } }] };
  const [row] = reviewRows(review, t, "en");
  assert.equal(row.sentence, "Round 1: Play J♣, value -0.85: good, 0.04 points given away; best was Play 5♥, value -0.81.");
  assert.equal(reviewSummaryText(review, t, "en"), "1 decision: 1 good. Points given away against the best moves: 0.04.");
  assert.equal(matchSummaryText(matchSummary([review]), t, "en").perDecision, "Points given away per decision: 0.04.");
});

// --- why: the engine's reason for a move ------------------------------------------------------------

/** The engine's reason codes (truco/reasons.py CODES). @returns {string[]} */
function reasonCodes() {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const text = execFileSync(python, ["-c", "import json; from truco.coach.reasons import CODES; print(json.dumps(sorted(CODES)))"],
    { env: { ...process.env, PYTHONPATH: join(ROOT, "engine") }, encoding: "utf8" });
  return JSON.parse(text);
}

/** One reason per code, as the engine gives them (truco/reasons.py; tests/engine/test_reasons.py). */
const REASONS = /** @type {Record<string, any>} */ ({
  "wins-hand": { card: "6s", beaten: "4s" },
  "wins-round-cheaply": { card: "Qh", beaten: "7h", kept: "3s" },
  "wins-round": { card: "Qh", beaten: "covered" },
  "wins-round-high": { card: "Ac", beaten: "7h", cheaper: "Qh" },
  "ties-wins-hand": { card: "Kc", tied: "Kh" },
  "ties-round": { card: "Kh", tied: "Kc" },
  "partner-holds": { card: "6c", partner: "3c", seat: 0 },
  "partner-holds-high": { card: "Ac", partner: "3c", seat: 0, lowest: "6c" },
  "cannot-win": { card: "6s", beaten: "3c" },
  "cannot-win-high": { card: "Ah", beaten: "3c", lowest: "6s" },
  "keeps-best": { card: "Kc", kept: "4c" },
  "leads-strongest": { card: "3c" },
  "last-card": { card: "6d" },
  "cover": { card: "6d" },
  "blind-card": { slot: 2 },
  "raise": { call: "truco", offer: 3, win: 0.61 },
  "reraise": { call: "seis", offer: 6, accepted: 3, win: 0.5 },
  "accept": { offer: 3, pays: 1, need: 0.333, win: 0.41 },
  "fold": { pays: 1, offer: 3 },
  "surrender": { pays: 1 },
  "play-eleven": { value: 3, pays: 1, need: 0.333, win: 0.7 },
  "decline-eleven": { value: 3, pays: 1 },
});

test("every reason code of the engine reads as one sentence in every language", () => {
  const codes = reasonCodes();
  assert.deepEqual(Object.keys(REASONS).sort(), codes, "an example here for every code of the engine");
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    for (const code of codes) {
      const text = reasonText({ code, ...REASONS[code] }, t, lang);
      sentence(text, `${lang} ${code}`);
      assert.match(text, /^[^a-z].*[.!]$/u, `${lang} ${code}: one sentence: ${text}`);
      assert.doesNotMatch(text, /undefined|null|NaN|\d[hcsd]\b/, `${lang} ${code}: ${text}`);
    }
    assert.deepEqual(missing, [], `${lang}: missing strings`);
  }
  assert.equal(reasonText(null, translator("en"), "en"), "");
});

test("reasons in English, word for word", () => {
  const t = translator("en");
  const say = (/** @type {string} */ code) => reasonText({ code, ...REASONS[code] }, t, "en");
  assert.equal(say("wins-round-cheaply"), "It beats 7♥ cheaply: Q♥ is your lowest card that does, and you keep 3♠.");
  assert.equal(say("wins-round"), "Q♥ is your only card that beats a covered card.");
  assert.equal(say("keeps-best"), "You play K♣ and keep 4♣, your strongest card, for later.");
  assert.equal(say("partner-holds"), "Your partner's 3♣ already holds the round: you throw your lowest card, 6♣, and keep the others.");
  assert.equal(say("accept"), "Accepting plays for 3 points and folding costs 1 point: accepting pays off if you win more than 33% "
    + "of the time, and the coach gives you 41%.");
  assert.equal(say("raise"), "Raising makes the hand worth 3 points; the coach gives you 61% to win it.");
  assert.equal(reasonText({ code: "cover", card: "6d" }, translator("es"), "es"),
    "Tapar 6♦ la esconde: cuenta como la carta más débil y no les muestra nada a los demás.");
});

test("the coach's move says why, from the engine's reason, for every kind of position", () => {
  for (const [name, { analysis }] of Object.entries(ANSWERS)) {
    for (const a of analysis.actions) assert.ok(a.reason && a.reason.code in REASONS, `${name} ${a.action}: ${JSON.stringify(a.reason)}`);
    // the coach's own move (in a mix, the one it plays most): what the hint names is what it explains
    const first = analysis.actions.find((/** @type {any} */ a) => a.best && a.action === analysis.choice)
      || analysis.actions.find((/** @type {any} */ a) => a.best);
    assert.deepEqual(bestReason(analysis), first.reason, `${name}: the coach's move's reason`);
    for (const lang of LANGUAGES) {
      const t = translator(lang);
      const why = whyText(analysis, t, lang);
      sentence(why, `${lang} ${name} why`);
      assert.equal(why, whyLine(first.reason, t, lang));
      const reason = reasonText(first.reason, t, lang);
      assert.ok(why.includes(reason.slice(1)) && why.length > reason.length, `${lang} ${name}: ${why}`);
    }
  }
  const es = translator("es");
  assert.equal(whyLine({ code: "accept", ...REASONS.accept }, es, "es"), "Por qué: querer juega por 3 puntos y no querer cuesta 1 punto: "
    + "querer conviene si ganas más del 33\u00a0% de las veces, y el entrenador te da un 41\u00a0%.");
  assert.equal(whyLine({ code: "accept", ...REASONS.accept }, translator("en"), "en").slice(0, 15), "Why: Accepting ");
});

// --- reviews and the match summary -----------------------------------------------------------

/** A small deterministic random generator (the test's own choices). @param {number} seed */
function rng(seed) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * A training game played to its end (or `hands` hands) with random choices, every finished hand
 * reviewed by the engine.
 * @param {any} proc @param {Record<string, unknown>} args @param {number} seed @param {number} [hands]
 */
async function reviewedGame(proc, args, seed, hands = 99) {
  const random = rng(seed);
  let state = await proc.ask("game_new", args);
  const id = state.id;
  const reviews = [];
  for (let guard = 0; guard < 400; guard += 1) {
    if (state.match.next === "play") {
      const legal = state.observation.legal;
      const moves = legal.filter((/** @type {string} */ a) => a !== "fold" || random() < 0.1);
      state = await proc.ask("game_act", { id, action: moves[Math.floor(random() * moves.length)] || legal[0] });
      continue;
    }
    reviews.push(await proc.ask("game_review", { id, hand: state.match.hands - 1 }));
    if (state.match.next === "over" || reviews.length >= hands) break;
    state = await proc.ask("game_next", { id });
  }
  return { reviews, state };
}

test("hand reviews and the match summary read right in every language", async () => {
  const proc = engineProcess();
  try {
    const heads = await reviewedGame(proc, { seed: 5, opponents: "heuristic" }, 8);
    const pairs = await reviewedGame(proc, { seed: 2, players: 4, opponents: "heuristic" }, 3, 3);
    assert.equal(heads.state.match.next, "over");
    const all = [...heads.reviews, ...pairs.reviews];
    const decisions = all.flatMap((r) => r.decisions);
    const given = new Set(decisions.map((d) => d.grade));
    // (a forced move, one legal action, hardly happens: surrendering is always possible; the English
    // test below words one)
    assert.ok(given.has("best") && [...given].some((g) => g && g !== "best" && g !== "good"),
      `best and costly decisions: ${[...given]}`);
    for (const lang of LANGUAGES) {
      /** @type {string[]} */
      const missing = [];
      const t = translator(lang, missing);
      for (const review of all) {
        const rows = reviewRows(review, t, lang);
        assert.equal(rows.length, review.decisions.length);
        rows.forEach((row, i) => {
          const d = review.decisions[i];
          sentence(row.sentence, `${lang} review`);
          assert.equal(row.index, d.index);
          assert.equal(row.grade, d.grade);
          assert.ok(row.sentence.includes(row.label));
          if (d.grade === null) {
            assert.equal(row.sentence, t("coach.review.forced", { round: d.round, move: row.label }));
            assert.equal(row.value, "");
            return;
          }
          const played = d.analysis.actions.find((/** @type {any} */ a) => a.action === d.action);
          if (d.by === "match") { // the score decided: the chance to win the match, not points
            assert.equal(row.value, chanceText(played.match, lang));
            assert.ok(row.sentence.includes(t(`coach.grade.${d.grade}`)), "the engine's grade");
            return;
          }
          assert.equal(row.value, valueText(played.ev, lang, row.digits));
          assert.ok(row.digits >= analysisDigits(d.analysis), "the analysis's precision, or finer");
          assert.ok(row.sentence.includes(t(`coach.grade.${d.grade}`)), "the engine's grade");
          assert.equal(Boolean(row.bestLabel), !played.best, "the best move is named when it was another");
          sentence(row.tag, `${lang} tag`);
          if (row.bestLabel) {
            assert.ok(row.sentence.includes(amountText(d.loss, lang, row.digits)), "the points given away");
            assert.notEqual(Number(amountText(d.loss, "en", row.digits)), 0, "a loss is never printed as 0");
          }
        });
        sentence(reviewSummaryText(review, t, lang), `${lang} review summary`);
      }
      const summary = matchSummary(heads.reviews);
      const words = matchSummaryText(summary, t, lang);
      sentence(words.accuracy, `${lang} accuracy`);
      sentence(words.perDecision, `${lang} per decision`);
      assert.ok(words.accuracy.includes(chanceText(summary.best / summary.graded, lang)));
      for (const m of summary.worst) sentence(mistakeText(m, t, lang), `${lang} mistake`);
      assert.deepEqual(missing, [], `${lang}: missing strings`);
    }
    // the figures are the engine's, added up
    const summary = matchSummary(heads.reviews);
    assert.equal(summary.decisions, heads.reviews.reduce((n, r) => n + r.summary.decisions, 0));
    assert.equal(summary.graded, heads.reviews.reduce((n, r) => n + r.summary.graded, 0));
    assert.equal(summary.best, heads.reviews.reduce((n, r) => n + r.summary.grades.best, 0));
    assert.equal(grades().reduce((n, g) => n + summary.grades[g], 0), summary.graded);
    // a hand's review counts by the same grades, in the same order
    for (const r of heads.reviews) assert.deepEqual(Object.keys(r.summary.grades), grades());
    assert.ok(summary.worst.length <= WORST);
    const shares = summary.worst.map((m) => m.decision.share || 0);
    assert.deepEqual(shares, [...shares].sort((a, b) => b - a), "worst first, on the grades' scale");
    for (const m of summary.worst) assert.ok(["inaccuracy", "mistake", "blunder"].includes(m.decision.grade || ""));
    const costly = heads.reviews.flatMap((r) => r.decisions).filter((d) => ["inaccuracy", "mistake", "blunder"].includes(d.grade));
    assert.equal(summary.worst.length, Math.min(WORST, costly.length));
  } finally {
    proc.stop();
  }
});

test("the grades are the engine's, in its order; the passing ones are its too", () => {
  const catalog = pageCatalog();
  assert.deepEqual(grades(), catalog.grades);
  assert.equal(catalog.grades.length, 5);
  assert.deepEqual(catalog.passing, catalog.grades.slice(0, 2));
  for (const g of catalog.grades) assert.equal(passes(g), catalog.passing.includes(g), g);
  assert.equal(passes(null), false);
  assert.equal(passes("nope"), false);
});

test("a review in English, word for word", () => {
  const t = translator("en");
  const analysis = ANSWERS.answerModel.analysis; // accept, fold or raise again (the model's values)
  const accept = analysis.actions.find((/** @type {any} */ a) => a.action === "accept");
  const best = analysis.actions.find((/** @type {any} */ a) => a.best);
  assert.notEqual(best.action, "accept", "accepting here is not the coach's best");
  const review = { hand: 2, seat: 0, outcome: null,
    summary: { decisions: 2, graded: 1, grades: { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 1 }, loss: 1.41 },
    decisions: [
      { index: 1, round: 1, action: "accept", meaning: "accept", position: {}, grade: "blunder", forced: false, loss: 1.41, best: [best.action], analysis },
      { index: 4, round: 2, action: "play Kc", meaning: "play", position: {}, grade: null, forced: true },
    ] };
  const rows = reviewRows(review, t, "en");
  assert.equal(rows[0].sentence, `Round 1: Accept (worth 3), value ${valueText(accept.ev, "en", rows[0].digits)}: blunder, 1.4 points given away; `
    + `best was ${actionLabel(best, t)}, value ${valueText(best.ev, "en", rows[0].digits)}.`);
  assert.equal(rows[1].sentence, "Round 2: Play K♣, your only possible move.");
  assert.equal(reviewSummaryText(review, t, "en"), "2 decisions: 1 blunder and 1 forced. Points given away against the best moves: 1.4.");
  const summary = matchSummary([review]);
  assert.deepEqual(matchSummaryText(summary, t, "en"), {
    accuracy: "Best moves: 0% of your decisions (0 of 1).",
    perDecision: "Points given away per decision: 1.4.",
    counts: "1 blunder",
  });
  assert.equal(mistakeText(summary.worst[0], t, "en"), `Hand 3, round 1: Accept (worth 3), blunder: 1.4 points given away; `
    + `best was ${actionLabel(best, t)}, value ${valueText(best.ev, "en", rows[0].digits)}.`);
});

test("where the score decides, the coach judges by the match, and says so in every language", () => {
  // 11-9, the learner at eleven and the mão with 4♠ 2♣ 3♦ (vira K♦): accepting is worth more
  // points, but a lost hand of eleven is the match; declining keeps the better chance to win it
  const code = "v1.paulista.p2.s11-9.d1.vKd.h4s2c3d-6hQsJc";
  const [analysis] = engine([{ op: "analyse", args: { code } }]);
  assert.equal(analysis.by, "match");
  const accept = analysis.actions.find((/** @type {any} */ a) => a.action === "accept");
  const fold = analysis.actions.find((/** @type {any} */ a) => a.action !== "accept");
  assert.ok(accept.ev > fold.ev && fold.match > accept.match, "more points, less match");
  assert.equal(analysis.choice, fold.action);
  assert.ok(fold.best && !accept.best);
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    const best = bestText(analysis, t, lang);
    sentence(best, `${lang} best for the match`);
    assert.ok(best.includes(chanceText(fold.match, lang)), best);
    const rows = hintRows(analysis, t, lang);
    assert.equal(rows[0].action, fold.action, "best for the match first");
    assert.equal(rows[0].match, chanceText(fold.match, lang));
    const review = { hand: 0, seat: 0, outcome: null,
      summary: { decisions: 1, graded: 1, grades: { best: 0, good: 1, inaccuracy: 0, mistake: 0, blunder: 0 }, loss: 0, match_loss: 0.092, by_match: 1 },
      decisions: [{ index: 0, round: 1, action: "accept", meaning: "accept-eleven", position: {}, grade: accept.grade, forced: false,
        loss: 0.092, by: "match", share: 0.184, best: [fold.action], analysis }] };
    const [row] = reviewRows(review, t, lang);
    sentence(row.sentence, `${lang} review by the match`);
    assert.ok(row.sentence.includes(amountText(9.2, lang, 1)), row.sentence);
    sentence(reviewSummaryText(review, t, lang), `${lang} summary by the match`);
    const summary = matchSummary([review]);
    assert.equal(matchSummaryText(summary, t, lang).perDecision, "", "no points to average");
    assert.deepEqual(missing, [], `${lang}: missing strings`);
  }
});

// --- the coach at the table never holds up the game ---------------------------------------------

test("a hint that comes back after the position changed is dropped; each is asked once", async () => {
  /** @type {{op: string, args: any, resolve: (v: any) => void, reject: (e: any) => void}[]} */
  const calls = [];
  const call = (/** @type {string} */ op, /** @type {any} */ args = {}) => new Promise((resolve, reject) => calls.push({ op, args, resolve, reject }));
  const coach = new TableCoach(call);
  let position = "p1";
  const first = coach.hint("p1", () => position);
  const again = coach.hint("p1", () => position);
  assert.equal(calls.length, 1, "the same position: one request");
  assert.deepEqual([calls[0].op, calls[0].args], ["analyse", {}]);
  position = "p2"; // the reader moved while the coach was thinking
  calls[0].resolve({ actions: [] });
  assert.equal(await first, null);
  assert.equal(await again, null);
  const fresh = coach.hint("p2", () => position);
  assert.equal(calls.length, 2, "a new position: a new request");
  calls[1].resolve({ actions: [{ action: "raise" }] });
  assert.deepEqual(await fresh, { actions: [{ action: "raise" }] });
  // a refusal is the caller's; the next asking tries again
  const refused = coach.hint("p3", () => "p3");
  calls[2].reject(Object.assign(new Error("no"), { code: "not-your-turn" }));
  await assert.rejects(refused, { code: "not-your-turn" });
  coach.hint("p3", () => "p3");
  assert.equal(calls.length, 4);
  // reviews: once per hand, kept for the match summary; a failed one is asked again
  const r0 = coach.review(0);
  coach.review(0);
  assert.equal(calls.filter((c) => c.op === "game_review").length, 1);
  calls[4].resolve({ hand: 0 });
  assert.deepEqual(await r0, { hand: 0 });
  assert.deepEqual(coach.done.get(0), { hand: 0 });
  const both = coach.all(2);
  assert.deepEqual(calls.slice(5).map((c) => [c.op, c.args]), [["game_review", { hand: 1 }]], "hand 0 is not asked again");
  calls[5].reject(new Error("engine down"));
  await assert.rejects(both);
  coach.review(1);
  assert.equal(calls.length, 7, "asked again after a failure");
});

// --- the analysis page ----------------------------------------------------------------------------

test("the analysis page's first requests: the line, the position at the step, its analysis", async (t) => {
  const answers = new Map();
  const key = (/** @type {any} */ r) => JSON.stringify(r);
  const answered = (/** @type {any} */ r) => answers.get(key(r));
  // one engine process for every walk (a refusal reads as {error}, as engine() gives it)
  const proc = engineProcess();
  t.after(() => proc.close());
  /** Ask the widget until it names no new request, answering each with the engine. @param {any} state */
  const walk = async (state) => {
    for (;;) {
      const requests = initialRequests(state, answered);
      const next = requests.filter((r) => !answers.has(key(r)));
      if (next.length === 0) return requests;
      const got = await Promise.all(next.map((r) => proc.ask(r.op, r.args).catch((err) => ({ error: err.details }))));
      next.forEach((r, i) => answers.set(key(r), got[i]));
    }
  };
  // no link: the example under the reader's rules, analysed at its end, the line judged from that seat
  for (const preset of ["paulista", "mineiro"]) {
    const requests = await walk({ preset, params: {} });
    assert.deepEqual(requests.map((r) => r.op), ["retarget", "replay", "analyse", "review_line"]);
    assert.deepEqual(requests[0], exampleRequest(preset));
    const opened = answered(requests[0]);
    assert.deepEqual(requests[1].args, { scenario: opened.scenario, viewer: opened.to_act }, "the seat to act's view");
    assert.equal(answered(requests[1]).viewer, opened.to_act);
    assert.deepEqual(requests[2].args, { scenario: opened.scenario });
    assert.equal(answered(requests[2]).seat, opened.to_act);
    assert.deepEqual(requests[3].args, { scenario: opened.scenario, viewer: opened.to_act });
    assert.equal(answered(requests[3]).viewer, opened.to_act);
  }
  // a link: its line at its end, or at the step asked for (its position replayed)
  const code = POSITIONS.bluff;
  assert.deepEqual((await walk({ preset: "paulista", params: { s: code } })).map((r) => r.op), ["replay", "replay", "analyse", "review_line"]);
  const atStep = await walk({ preset: "paulista", params: { s: code, step: "1" } });
  assert.deepEqual(atStep.map((r) => r.op), ["replay", "replay", "replay", "replay", "analyse", "review_line"]);
  assert.deepEqual(atStep[1].args.scenario.actions, ["play 3d"]);
  assert.deepEqual([atStep[2].args.viewer, atStep[2].args.scenario.actions], [1, ["play 3d"]], "the board as seat 1 sees it");
  assert.equal(atStep[3].args.viewer, 1, "and the whole line as seat 1 knows it");
  assert.equal(answered(atStep[4]).seat, 1, "the seat to act then");
  // seen from a seat the link names: another seat's decision is not analysed
  const fromSeat = await walk({ preset: "paulista", params: { s: code, step: "1", seat: "0" } });
  assert.deepEqual(fromSeat.map((r) => r.op), ["replay", "replay", "replay", "replay", "review_line"]);
  assert.equal(fromSeat[2].args.viewer, 0);
  assert.equal(fromSeat[4].args.viewer, 0);
  assert.deepEqual((await walk({ preset: "paulista", params: { s: code, step: "1", open: "1" } })).map((r) => r.op), ["replay", "replay", "analyse", "review_line"], "show all: no seat's view");
  const known = await walk({ preset: "paulista", params: { s: code, known: "1" } });
  assert.deepEqual(known.map((r) => r.op), ["replay", "analyse", "review_line"], "every card known");
  assert.equal(known[1].args.open, true);
  assert.equal(answered(known[1]).method, "open");
  assert.equal(known[2].args.open, true);
  // a line that ends the hand: nothing to analyse at its end
  const over = engine([{ op: "encode", args: { scenario: { vira: "4h", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], actions: ["raise", "raise", "fold"] } } }])[0].code;
  assert.deepEqual((await walk({ preset: "paulista", params: { s: over } })).map((r) => r.op), ["replay", "replay", "review_line"], "the last mover's view, no analysis");
  // a link the engine refuses: only the refused request (the page then opens the example)
  assert.deepEqual((await walk({ preset: "paulista", params: { s: "v1.nope" } })).map((r) => r.op), ["replay"]);
});

test("the analysis page's line: steps from links, pasted links and codes, step addresses", () => {
  assert.equal(readStep("3"), 3);
  assert.equal(readStep("0"), 0);
  for (const bad of [null, "", "-1", "1.5", "x", "999", "<b>"]) assert.equal(readStep(bad), null, String(bad));
  assert.equal(clampStep(null, 4), 4);
  assert.equal(clampStep(9, 4), 4);
  assert.equal(clampStep(2, 4), 2);
  const line = { hands: [["3c"]], actions: ["play 3c", "play 3h", "raise"] };
  assert.deepEqual(scenarioAt(line, 1).actions, ["play 3c"]);
  assert.deepEqual(line.actions, ["play 3c", "play 3h", "raise"], "the line itself is left as it was");
  const requests = stepRequests(line, 2, undefined, 1000);
  assert.deepEqual(requests.replay, { op: "replay", args: { scenario: scenarioAt(line, 2) } });
  assert.deepEqual(requests.analyse, { op: "analyse", args: { scenario: scenarioAt(line, 2), worlds: 1000 } });
  assert.equal(stepRequests(line, 3, { finished: true }).analyse, null);
  const base = "https://truco.example/en/analysis/";
  const code = POSITIONS.bluff;
  assert.equal(codeFromInput(`https://truco.example/en/play/?s=${code}&play-table.seed=3`, base), code);
  assert.equal(codeFromInput(`../truco/?preset=paulista&ladder.s=${code}`, base), code);
  assert.equal(codeFromInput(`  ${code}\n`, base), code);
  assert.equal(codeFromInput("   ", base), null);
  assert.equal(codeFromInput("<img src=x onerror=alert(1)>", base), "<img src=x onerror=alert(1)>", "the engine judges it");
  const href = stepHref(`${base}?s=old&analysis.step=1&preset=mineiro`, code, 1, 2);
  assert.equal(new URL(href).searchParams.get("s"), code);
  assert.equal(new URL(href).searchParams.get("analysis.step"), "1");
  assert.equal(new URL(href).searchParams.get("preset"), "mineiro");
  assert.equal(new URL(stepHref(href, code, 2, 2)).searchParams.get("analysis.step"), null, "the end needs no step");
  // from the Play page: the analysis page of the same language, the decision's step
  const fromPlay = new URL(analysisHref("https://truco.example/pt/play/?play-table.seed=3#x", code, 4));
  assert.equal(fromPlay.pathname, "/pt/analysis/");
  assert.equal(fromPlay.searchParams.get("s"), code);
  assert.equal(fromPlay.searchParams.get("analysis.step"), "4");
  assert.equal(fromPlay.searchParams.get("analysis.seat"), "0", "seen from the reader's seat");
  assert.equal(fromPlay.hash, "");
  assert.equal(new URL(analysisHref("https://truco.example/play/", code, null)).searchParams.get("analysis.step"), null);
});

test("the analysis page shows a position as the seat to act sees it, in every language", () => {
  // the page asks the engine for the view of the seat to act (analysis/line.js viewRequests):
  // another seat's covered card and its cards stay unnamed; with "show all" there is no such view
  const coverScenario = { vira: "7c", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], actions: ["play 3c", "play Ks", "cover 4s"] };
  const coverLine = engine([{ op: "encode", args: { scenario: coverScenario } }])[0].code;
  const [covered, pairs] = engine([
    { op: "replay", args: { code: coverLine } },
    { op: "replay", args: { code: POSITIONS.pairs } },
  ]);
  // seat 1 is to act after seat 0 covered 4s: seat 1 may not see it
  assert.equal(viewerOf(covered), 1);
  assert.equal(viewRequests(coverScenario, 3, 1, true), null, "show all: the omniscient replay");
  const views = /** @type {NonNullable<ReturnType<typeof viewRequests>>} */ (viewRequests(coverScenario, 3, 1, false));
  assert.deepEqual(views.board.args, { scenario: coverScenario, viewer: 1 });
  const [board, line] = engine([views.board, views.moves]);
  const seen = handModel(board);
  assert.equal(seen.viewer, 1);
  assert.deepEqual(seen.table.map((p) => [p.seat, p.card, p.covered]), [[0, null, true]]);
  assert.deepEqual(seen.seats[0].cards, [null], "seat 0's last card face down");
  assert.deepEqual(seen.seats[1].cards, covered.hands[1], "the viewer's own cards");
  assert.deepEqual(handModel(covered).table.map((p) => p.card), ["4s"], "every card in the omniscient replay");
  // the hand of eleven in pairs: the decider's view holds the partner's cards, not the rivals'
  const eleven4 = { vira: "7d", players: 4, score: [11, 5], dealer: 3,
    hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "Ah", "5s"], ["Jc", "6h", "7s"]] };
  const [decider] = engine([{ op: "replay", args: { scenario: eleven4, viewer: 0 } }]);
  assert.equal(decider.decider, 0);
  assert.deepEqual(decider.hands.map((/** @type {unknown} */ h) => h !== null), [true, false, true, false]);
  assert.equal(viewerOf(pairs), 3);
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    const hidden = moveText(line.history[2], t);
    assert.ok(!hidden.includes("4♠") && hidden.includes(t("action.cover-hidden")), `${lang}: ${hidden}`);
    const [owner] = engine([{ op: "replay", args: { scenario: coverScenario, viewer: 0 } }]);
    assert.ok(moveText(owner.history[2], t).includes("4♠"), "its owner reads it");
    assert.ok(moveText(covered.history[2], t).includes("4♠"), "shown to all");
    for (const [step, moves] of [[0, 3], [2, 3], [3, 3], [0, 0]]) {
      sentence(positionText(covered, step, moves, handModel(covered), t), `${lang} position`);
    }
    sentence(forWhomText(pairs, 3, t), `${lang} for whom`);
    assert.ok(forWhomText(pairs, 3, t).includes(t("team.1")), "pairs: the team's points");
    const { analysis, replay } = ANSWERS.bluff;
    const best = analysis.actions.find((/** @type {any} */ a) => a.best);
    const other = analysis.actions.find((/** @type {any} */ a) => !a.best);
    // in the table's precision (two decimals where one would make two values read the same)
    assert.equal(playedText(analysis, best.action, t, lang), t("analysis.played-best", { move: actionLabel(best, t), value: valueText(best.ev, lang, analysisDigits(analysis)) }));
    const text = playedText(analysis, other.action, t, lang);
    sentence(text, `${lang} played`);
    assert.ok(text.includes(actionLabel(other, t)) && text.includes(actionLabel(best, t)));
    assert.equal(playedText(analysis, null, t, lang), "", "the line ends here");
    assert.equal(viewerOf(replay), 0);
    assert.deepEqual(missing, [], `${lang}: missing strings`);
  }
});
