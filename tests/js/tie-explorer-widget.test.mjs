// @ts-check
// The tie-explorer widget mounted in Node against the real engine (widget-harness.mjs). Round
// results: the outcomes the reader clicks go to the engine (`ties`) and the result box shows its
// answer as the widget's own module words it; rounds not played are disabled. Play cards: a deal
// played through the scenario player, the board compared with the engine's `replay` answer and
// worded by the kit's own modules (scenario-board.mjs). Presets, the deal editor, deep and hostile
// links. Moved from tests/browser/test_widget_tie_explorer.py (issue 36), which keeps copy-link,
// keyboard-only use, instant navigation, first paint and axe.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { t } from "../../site_src/js/kit/page.js";
import { explain } from "../../site_src/js/kit/words.js";
import { resultLines } from "../../site_src/js/widgets/tie-explorer/outcomes.js";
import { strings } from "./helpers.mjs";
import { assertBoardMatches } from "./scenario-board.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */
/** @typedef {(number | null)[]} Seq */

const lab = widgetLab();
after(() => lab.close());

const OUTCOMES = ".truco-tie-explorer__panel--outcomes";
const CARDS = ".truco-tie-explorer__panel--cards";
const P = "tie-explorer.";
/** @param {number | null} o */
const letter = (o) => (o === null ? "T" : o === 0 ? "M" : "O");
const WORKED = Object.freeze({ rules: "paulista", players: 2, score: [0, 0], dealer: 1, vira: "7d",
  hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], actions: /** @type {string[]} */ ([]) });
/** @param {string} [query] @param {{lang?: string, preset?: string}} [options] */
const open = (query = "", options = {}) => lab.open("tie-explorer", { query, ...options });
/** @param {string} template @param {Record<string, string | number>} values */
const format = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));

// --- driving the widget ---------------------------------------------------------------------

/** The message of a mode: the round results' own line, or the card panel's notice. @param {Widget} w @param {string} panel */
function message(w, panel) {
  const where = panel === OUTCOMES ? ".truco-tie-explorer__message" : ".truco-scenario__notice";
  const m = w.find(`${panel} ${where}`);
  return m.hidden ? null : m.textContent;
}

/** @param {Widget} w */
function outcomeState(w) {
  const panel = w.find(OUTCOMES);
  const select = /** @type {HTMLSelectElement} */ (panel.querySelector("select"));
  return {
    hidden: panel.hidden,
    lines: [...panel.querySelectorAll(".truco-tie-explorer__result p")].map((p) => p.textContent),
    live: panel.querySelector(".truco-tie-explorer__result")?.getAttribute("aria-live"),
    rounds: [...panel.querySelectorAll(".truco-tie-explorer__round")].map((f) => {
      const checked = [...f.querySelectorAll("input")].find((i) => /** @type {HTMLInputElement} */ (i).checked);
      return {
        status: /** @type {HTMLElement} */ (f).dataset.status,
        disabled: /** @type {HTMLFieldSetElement} */ (f).disabled,
        checked: checked ? /** @type {HTMLElement} */ (checked).dataset.outcome || null : null,
      };
    }),
    kind: select.value,
    kinds: [...panel.querySelectorAll("select option")].map((o) => o.textContent || ""),
    injected: w.all("script, img, iframe, object, embed").length,
  };
}

/** @param {Widget} w */
const clearRounds = (w) => w.do(() => w.click(`${OUTCOMES} .truco-tie-explorer__buttons button`));

/** @param {Widget} w @param {number} round @param {number | null} outcome */
function choose(w, round, outcome) {
  const value = outcome === null ? "tie" : String(outcome);
  return w.do(() => w.check(`${OUTCOMES} .truco-tie-explorer__round[data-round="${round + 1}"] input[data-outcome="${value}"]`));
}

/** @param {Widget} w @param {Seq} seq */
async function playOutcomes(w, seq) {
  await clearRounds(w);
  for (const [i, outcome] of seq.entries()) await choose(w, i, outcome);
}

/** @param {Widget} w @param {string} kind */
async function setKind(w, kind) {
  const select = /** @type {HTMLSelectElement} */ (w.find(`${OUTCOMES} select`));
  if (select.value !== kind) await w.do(() => w.choose(select, kind));
}

/**
 * The round-results panel shows the engine's `ties` answer for `seq`.
 * @param {Widget} w @param {string | Record<string, unknown>} preset @param {Seq} seq @param {string} [kind]
 */
async function checkTies(w, preset, seq, kind = "normal") {
  const answer = await lab.result("ties", { rules: preset, outcomes: seq, kind });
  const at = (await lab.result("rules", { rules: preset })).options.eleven_at;
  const got = outcomeState(w);
  const where = JSON.stringify([seq, preset, kind]);
  assert.deepEqual(got.lines, resultLines(answer, kind, t, at), where);
  assert.equal(got.live, "polite");
  assert.equal(got.kind, kind);
  for (const label of got.kinds.slice(1)) assert.ok(label.includes(String(at)), label); // the preset's threshold
  const kept = answer.decided ? seq.slice(0, answer.after) : seq;
  got.rounds.forEach((shown, i) => {
    const state = `${where} round ${i}: ${JSON.stringify(shown)}`;
    assert.equal(shown.checked, i < kept.length ? (kept[i] === null ? "tie" : String(kept[i])) : null, state);
    if (answer.decided && i >= answer.after) assert.ok(shown.status === "unplayed" && shown.disabled, state);
    else if (i > kept.length) assert.ok(shown.status === "waiting" && shown.disabled, state);
    else assert.ok(!shown.disabled, state);
  });
  assert.equal(w.params().o, kept.map(letter).join("-") || "none");
  assert.equal(w.params().k, kind === "normal" ? undefined : kind);
  assert.equal(got.injected, 0);
  return answer;
}

/** @param {Widget} w */
function cardsState(w) {
  const panel = w.find(CARDS);
  return {
    hidden: panel.hidden,
    code: panel.dataset.code,
    finished: panel.dataset.finished,
    live: panel.querySelector(".truco-scenario__live")?.textContent || "",
    injected: w.all("script, img, iframe, object, embed").length,
  };
}

/**
 * The card panel shows exactly the engine's replay of `scenario` (or `answer`).
 * @param {Widget} w @param {any} scenario @param {{answer?: any, showAll?: boolean}} [options]
 */
async function assertCards(w, scenario, { answer, showAll = false } = {}) {
  const replay = answer || await lab.result("replay", { scenario });
  const got = cardsState(w);
  assert.ok(!got.hidden);
  assert.equal(got.code, replay.code);
  assert.equal(w.params().s, replay.code);
  await assertBoardMatches(w.find(CARDS), replay, { allChoices: showAll, ask: lab.result });
  assert.equal(got.finished, replay.finished ? "true" : "false");
  assert.equal(got.injected, 0);
  return replay;
}

/** @param {Widget} w */
async function showCards(w) {
  const radio = /** @type {HTMLInputElement} */ (w.find(".truco-tie-explorer__modes input[value=\"cards\"]"));
  if (!radio.checked) await w.do(() => w.click(radio));
}

/** @param {Widget} w @param {string} action */
const act = (w, action) => w.do(() => w.click(`${CARDS} button[data-action="${action}"]`));

// --- round results ----------------------------------------------------------------------------

/** @type {Seq[]} */
const SEQUENCES = [
  [0, 0], // two wins
  [null, 1], // a tie, then a win
  [0, 1, null], // one each, the third tied: the first decides
  [null, null, 0], // two ties: the third decides
  [null, null, null], // three ties: the preset's rule
  [1, 0, 1],
];

test("round results match the ties op", async () => {
  const w = await open();
  await checkTies(w, "paulista", [null, 1]); // the starting example
  for (const seq of SEQUENCES) {
    await playOutcomes(w, seq);
    await checkTies(w, "paulista", seq);
  }
  // other presets and kinds of hand: the engine's numbers (mineiro: the hand of 10)
  for (const [preset, kind] of [["mineiro", "eleven"], ["paulista-fpt", "eleven"], ["paulista-fpt", "iron"]]) {
    await w.preset(preset);
    await setKind(w, kind);
    for (const seq of [[null, null, null], [0, 1, null]]) {
      await playOutcomes(w, seq);
      await checkTies(w, preset, seq, kind);
    }
  }
  const fpt = await lab.result("ties", { rules: "paulista-fpt", outcomes: [null, null, null], kind: "eleven" });
  assert.equal(fpt.ruling.code, "three-ties-eleven");
});

test("changing an early round drops the rounds no longer played", async () => {
  const w = await open(`${P}o=T-T-M`);
  await checkTies(w, "paulista", [null, null, 0]);
  await choose(w, 1, 1); // T-O-M: a tie and a win decide in round 2
  const answer = await checkTies(w, "paulista", [null, 1, 0]);
  assert.ok(answer.decided && answer.after === 2);
});

// --- play cards ------------------------------------------------------------------------------

test("the worked example, card by card; undo and restart", async () => {
  const w = await open();
  await showCards(w);
  assert.equal(w.params().m, "cards");
  let scenario = { ...WORKED };
  await assertCards(w, scenario);
  let replay;
  for (const action of ["play 3c", "play 3h", "play Kh", "play Qd"]) {
    await act(w, action);
    scenario = { ...scenario, actions: [...scenario.actions, action] };
    replay = await assertCards(w, scenario);
  }
  assert.ok(replay.finished && replay.winner === 1 && replay.rounds.length === 2);
  // the summary announced to screen readers says the hand's outcome
  assert.ok(cardsState(w).live.includes(explain(replay.ruling, t)), cardsState(w).live);
  // undo and restart
  await w.do(() => w.click(`${CARDS} [data-role=undo]`));
  await assertCards(w, { ...scenario, actions: scenario.actions.slice(0, -1) });
  await w.do(() => w.click(`${CARDS} [data-role=reset]`));
  await assertCards(w, WORKED);
  assert.ok(w.find(`${CARDS} [data-role=undo]`).hasAttribute("disabled"));
});

test("every legal move, and covering", async () => {
  const w = await open(`${P}m=cards`);
  const allBox = `${CARDS} .truco-check input`;
  await w.do(() => w.check(allBox));
  assert.equal(w.params().all, "1");
  let scenario = { ...WORKED };
  await assertCards(w, scenario, { showAll: true });
  for (const action of ["raise", "accept", "play 3c", "play 3h", "cover Kh", "play Ks"]) {
    await act(w, action);
    scenario = { ...scenario, actions: [...scenario.actions, action] };
    await assertCards(w, scenario, { showAll: true });
  }
  await w.do(() => w.click(allBox)); // uncheck
  await assertCards(w, scenario);
});

test("a preset change carries the deal", async () => {
  const w = await open(`${P}m=cards`, { lang: "es" });
  for (const action of ["play 3c", "play 3h"]) await act(w, action);
  /** @type {any} */
  let scenario = { ...WORKED, actions: ["play 3c", "play 3h"] };
  const es = strings("es");
  for (const preset of ["mineiro", "paulista-fpt", "paulista"]) {
    await w.preset(preset);
    const moved = await lab.result("retarget", { scenario, rules: preset, vira: "7d" });
    await assertCards(w, null, { answer: moved });
    assert.equal(cardsState(w).live, format(es["scenario.rules-changed"], { preset: es[`preset.${preset}`] }));
    scenario = moved.scenario;
  }
  assert.equal(scenario.vira, "7d", "the vira comes back after mineiro");
});

test("the deal editor: an example, a refused deal in words, a good custom deal", async () => {
  const w = await open(`${P}m=cards`);
  w.click(`${CARDS} summary`);
  // the three-ties example
  await w.do(() => w.choose(w.all(`${CARDS} .truco-tie-explorer__deal select`)[0], "ties"));
  /** @type {any} */
  let ties = { ...WORKED, vira: "2d", hands: [["Kc", "Jh", "5s"], ["Kh", "Js", "5d"]] };
  await assertCards(w, ties);
  for (const action of ["play Kc", "play Kh", "play Jh", "play Js", "play 5s", "play 5d"]) {
    await act(w, action);
    ties = { ...ties, actions: [...ties.actions, action] };
  }
  assert.equal((await assertCards(w, ties)).ruling.code, "three-ties-mao");
  // a deal with a duplicated card: the engine refuses, in words, and the widget stays usable
  const pickers = () => w.all(`${CARDS} .truco-tie-explorer__pickers select`);
  w.choose(pickers()[1], "Kh"); // player 1's first card, the same as player 2's
  await w.do(() => w.click(`${CARDS} .truco-tie-explorer__apply`));
  const bad = { ...ties, hands: [["Kh", "Jh", "5s"], ["Kh", "Js", "5d"]], actions: [] };
  const error = await lab.answer("replay", { scenario: bad });
  assert.ok(!error.ok && error.error.code === "duplicate-card");
  const text = message(w, CARDS);
  assert.ok(text !== null && text.startsWith(strings("en")[`${P}error.deal`]), String(text));
  await assertCards(w, ties);
  // a good custom deal
  w.choose(pickers()[1], "2c");
  await w.do(() => w.click(`${CARDS} .truco-tie-explorer__apply`));
  await assertCards(w, { ...ties, hands: [["2c", "Jh", "5s"], ["Kh", "Js", "5d"]], actions: [] });
  assert.equal(message(w, CARDS), null);
});

// --- links -------------------------------------------------------------------------------------

test("deep links restore the state", async () => {
  let w = await open(`${P}o=T-T-T&${P}k=eleven`, { lang: "es", preset: "paulista-fpt" });
  assert.equal(outcomeState(w).kind, "eleven");
  let answer = await checkTies(w, "paulista-fpt", [null, null, null], "eleven");
  assert.equal(answer.ruling.code, "three-ties-eleven");
  // a scenario code opens the card mode at that exact position
  const scenario = { ...WORKED, actions: ["play 3c", "play 3h", "cover Kh"] };
  const { code } = await lab.result("replay", { scenario });
  w = await open(`${P}s=${code}`, { lang: "es" });
  await assertCards(w, scenario);
  // both modes' state in one link; the mode parameter picks the visible one
  w = await open(`${P}s=${code}&${P}o=M-O&${P}m=cards`, { lang: "es", preset: "mineiro" });
  await assertCards(w, scenario); // the code's own preset, not the selector's
  await checkTies(w, "mineiro", [0, 1]);
  // the reader's rule options (?options=) go to the engine with the preset (ctx.rules)
  const options = encodeURIComponent(JSON.stringify({ three_ties: "dealer" }));
  w = await open(`options=${options}&${P}o=T-T-T`, { lang: "es" });
  answer = await checkTies(w, { preset: "paulista", three_ties: "dealer" }, [null, null, null]);
  assert.equal(answer.ruling.code, "three-ties-dealer");
});

const HOSTILE = [
  `${P}s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
  `${P}s=v2.paulista.p2`,
  `${P}s=v1.paulista.p2.s0-0.d1.v7d.h8cKh4s-3hKsQd`,
  `${P}s=v1.mineiro.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd`,
  `${P}s=junk`,
];

for (const query of HOSTILE) {
  test(`hostile scenario link ${query}: the engine's reason, the worked example, still playable`, async () => {
    const w = await open(query);
    const error = await lab.answer("replay", { code: new URLSearchParams(query).get(`${P}s`) });
    assert.ok(!error.ok);
    const text = message(w, CARDS);
    assert.ok(text !== null && text.startsWith(strings("en")["scenario.link-error"]), String(text));
    // falls back to the worked example, which still plays
    await assertCards(w, WORKED);
    await act(w, "play 3c");
    await assertCards(w, { ...WORKED, actions: ["play 3c"] });
  });
}

test("a link with an illegal action keeps the legal ones", async () => {
  const code = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h-c4s-2c"; // 2c is nobody's card
  const error = await lab.answer("replay", { code });
  assert.ok(!error.ok && error.error.index === 3);
  const w = await open(`${P}s=${code}`);
  await assertCards(w, { ...WORKED, actions: ["play 3c", "play 3h", "cover 4s"] });
  const text = message(w, CARDS);
  const s = strings("en");
  assert.ok(text !== null && text.startsWith(s["scenario.link-stopped"]), String(text));
  assert.ok(String(text).includes(format(s["scenario.stopped"], { n: 4 })), String(text));
});

for (const query of [`${P}o=%3Cscript%3Ealert(1)%3C/script%3E`, `${P}o=M-M-M-M`, `${P}o=X`]) {
  test(`hostile outcome link ${query}: a note, the starting example, still usable`, async () => {
    const w = await open(`${query}&${P}k=%3Cb%3E`);
    assert.equal(message(w, OUTCOMES), strings("en")[`${P}error.outcomes`]);
    await checkTies(w, "paulista", [null, 1]);
    await choose(w, 0, 0);
    assert.equal(message(w, OUTCOMES), null);
    await checkTies(w, "paulista", [0, 1]);
  });
}
