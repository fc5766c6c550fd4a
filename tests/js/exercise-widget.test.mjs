// @ts-check
// The rule widgets' exercise mode (kit/exercise.js) with each widget mounted in Node against the
// real engine (widget-harness.mjs), its page holding the answers the build embeds: the switch
// turns the widget into a question dealt by the engine; the answer is nowhere in the page (not in
// the widget, not in the embedded answers) until the learner checks, and only then does the page
// ask the engine; the engine's answer marks the right option and words the verdict; the visit's
// score is shown and announced; the mode is remembered and carried in links; a new question
// under other rules; hostile links. Moved from tests/browser/test_exercise.py (issue 36), which
// keeps keyboard-only use, axe, the phone's width (with the explorer not drawn and the focus on
// "next") and the colours; wording and grading in every language: tests/js/exercise.test.mjs.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { requestKey } from "../../site_src/js/kit/protocol.js";
import { strings } from "./helpers.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */

const lab = widgetLab();
after(() => lab.close());

/** @type {Record<string, [string[], number, string]>} widget -> (the widgets of its page, a seed, the language its test uses) */
const WIDGETS = {
  "card-duel": [["card-duel", "tie-explorer"], 42, "en"],
  "tie-explorer": [["card-duel", "tie-explorer"], 11, "es"],
  "covered-card": [["covered-card"], 5, "pt"],
  ladder: [["ladder"], 8, "en"],
  "vira-lookup": [["card-duel", "vira-lookup"], 6, "pt"],
  eleven: [["eleven"], 9, "es"],
};

/**
 * The widget's page opened with `query`, holding the answers the build embeds for it.
 * @param {string} widget @param {string} [query]
 * @param {{lang?: string, preset?: string, visit?: Widget, page?: string[]}} [options]
 */
function openQuiz(widget, query = "", { lang, preset = "paulista", visit, page } = {}) {
  const [widgets, , defaultLang] = WIDGETS[widget];
  return lab.open(widget, { query, lang: lang || defaultLang, preset, visit, embed: page || widgets });
}

/** What the widget's exercise shows (the browser test's quiz()). @param {Widget} w */
function quiz(w) {
  const root = w.root;
  const q = /** @type {HTMLElement} */ (root.querySelector(".truco-exercise"));
  const text = (/** @type {Element | null} */ e) => (e ? (e.textContent || "").trim() : null);
  const verdict = /** @type {HTMLElement} */ (q.querySelector(".truco-exercise__verdict"));
  const score = /** @type {HTMLElement} */ (q.querySelector(".truco-exercise__score"));
  return {
    mode: root.dataset.mode,
    on: /** @type {HTMLInputElement} */ (root.querySelector("[data-role=exercise-switch]")).checked,
    hidden: q.hidden,
    phase: q.dataset.phase || null,
    seed: q.dataset.seed || null,
    right: q.dataset.right || null,
    situation: text(q.querySelector(".truco-exercise__situation")),
    legends: [...q.querySelectorAll("legend")].map(text),
    groups: [...q.querySelectorAll("fieldset")].map((f) => ({
      name: /** @type {string} */ (/** @type {HTMLElement} */ (f).dataset.group),
      disabled: /** @type {HTMLFieldSetElement} */ (f).disabled || f.hasAttribute("disabled"),
      options: [...f.querySelectorAll(".truco-exercise__option")].map((o) => ({
        value: /** @type {string} */ (/** @type {HTMLElement} */ (o).dataset.value),
        text: text(o.querySelector(".truco-exercise__option-text")),
        checked: /** @type {HTMLInputElement} */ (o.querySelector("input")).checked,
        right: o.classList.contains("truco-exercise__option--right"),
        wrong: o.classList.contains("truco-exercise__option--wrong"),
      })),
    })),
    verdict: text(verdict) || "",
    verdictKind: verdict.dataset.kind || "",
    verdictRole: verdict.getAttribute("role"),
    why: [...q.querySelectorAll(".truco-exercise__why")].map((e) => text(e) || ""),
    score: text(score) || "",
    scoreRight: Number(score.dataset.right),
    scoreTotal: Number(score.dataset.total),
    checkHidden: /** @type {HTMLElement} */ (q.querySelector(".truco-exercise__check")).hidden,
    nextHidden: /** @type {HTMLElement} */ (q.querySelector(".truco-exercise__next")).hidden,
    exploreHidden: /** @type {HTMLElement} */ (root.children[1]).hidden,
  };
}

/** Pick an option of each part, as a reader clicks it. @param {Widget} w @param {Record<string, string>} answers */
function choose(w, answers) {
  for (const [group, value] of Object.entries(answers)) {
    w.click(`fieldset[data-group="${group}"] .truco-exercise__option[data-value="${value}"] input`);
  }
}

/** @param {Widget} w */
const check = (w) => w.do(() => w.click(".truco-exercise__check"));

/** The first option of every part that is asked. @param {ReturnType<typeof quiz>} q */
function firstAnswers(q) {
  /** @type {Record<string, string>} */
  const answers = {};
  for (const group of q.groups) answers[group.name] = group.options.filter((o) => o.value !== "open")[0].value;
  return answers;
}

/** After checking: the option of each part that the engine made right. @param {ReturnType<typeof quiz>} q */
function rightAnswers(q) {
  /** @type {Record<string, string>} */
  const answers = {};
  for (const group of q.groups) {
    const marked = group.options.filter((o) => o.right).map((o) => o.value);
    if (marked.length) {
      assert.equal(marked.length, 1, JSON.stringify(group));
      answers[group.name] = marked[0];
    }
  }
  return answers;
}

for (const [widget, [, seed, lang]] of Object.entries(WIDGETS)) {
  test(`${widget}: the engine checks an answer the page did not have`, async () => {
    const s = strings(lang);
    const link = `${widget}.ex=1&${widget}.q=${seed}`;
    let w = await openQuiz(widget, link);
    const q = quiz(w);
    assert.deepEqual([q.mode, q.on, q.hidden, q.exploreHidden], ["exercise", true, false, true]);
    assert.equal(q.phase, "question");
    assert.equal(q.seed, String(seed));
    assert.deepEqual({ ...w.params(), ex: "1", q: String(seed) }, w.params());
    assert.ok(q.situation && q.groups.length && q.groups.every((g) => g.options.length), JSON.stringify(q));
    assert.ok(!q.groups.some((g) => g.options.some((o) => o.right || o.wrong)));
    assert.equal(q.verdictRole, "status");
    assert.equal(q.verdictKind, "");
    assert.equal(q.checkHidden, false);
    assert.equal(q.nextHidden, true);
    const askedBefore = lab.requests.length;
    const htmlBefore = w.document.documentElement.outerHTML;
    const quizBefore = w.find(".truco-exercise").textContent || "";
    const embedded = lab.embedded(WIDGETS[widget][0]);
    assert.ok(Object.keys(embedded).length > 0, "the page holds the build's answers");

    // a wrong pick or a right one: the engine says which, and why
    choose(w, firstAnswers(q));
    await check(w);
    const answered = quiz(w);
    const checkRequests = lab.requests.slice(askedBefore);
    assert.ok(checkRequests.length, "the answer is checked by the engine when the learner answers");
    for (const request of checkRequests) {
      assert.ok(!(requestKey(request.op, request.args) in embedded), `the build embedded the answer: ${JSON.stringify(request)}`);
    }
    assert.equal(answered.phase, "answered");
    assert.ok(["right", "wrong"].includes(answered.verdictKind), answered.verdictKind);
    const head = answered.right === "true" ? s["exercise.right"] : s["exercise.wrong"];
    assert.ok(answered.verdict.startsWith(head), answered.verdict);
    const firstReason = answered.why.length ? answered.why[0] : answered.score;
    const headline = answered.verdict.slice(head.length).split(firstReason)[0].trim();
    assert.ok(headline && !quizBefore.includes(headline), headline);
    for (const line of answered.why) { // the engine's ruling, in words (none when the hand goes on)
      assert.ok(line && !htmlBefore.includes(line), `the page said it before the learner answered: ${line}`);
    }
    const right = rightAnswers(answered);
    assert.ok(Object.keys(right).length, "the engine's answer is marked");
    assert.ok(answered.groups.every((g) => g.disabled));
    assert.ok(answered.checkHidden && !answered.nextHidden);
    assert.deepEqual([answered.scoreRight, answered.scoreTotal], [answered.right === "true" ? 1 : 0, 1]);
    assert.ok(answered.verdict.includes(answered.score), "the score is announced with the verdict");

    // the same question again from its link (the same visit): the engine's answer, now chosen, is right
    w = await openQuiz(widget, link, { visit: w });
    const again = quiz(w);
    assert.equal(again.situation, q.situation);
    assert.equal(again.phase, "question");
    assert.deepEqual([again.scoreRight, again.scoreTotal], [answered.scoreRight, 1], "the visit's score is kept");
    choose(w, right);
    await check(w);
    const done = quiz(w);
    assert.ok(done.right === "true" && done.verdict.startsWith(s["exercise.right"]), done.verdict);
    assert.deepEqual([done.scoreRight, done.scoreTotal], [answered.scoreRight + 1, 2]);

    // and a wrong one is wrong
    w = await openQuiz(widget, link, { visit: w });
    const firstGroup = again.groups[0];
    const name = firstGroup.name;
    /** @type {Record<string, string>} */
    const wrong = { [name]: /** @type {{value: string}} */ (firstGroup.options.find((o) => o.value !== right[name])).value };
    if (wrong[name] !== "open") { // the other parts: right, or (not asked before) any
      for (const group of again.groups.slice(1)) wrong[group.name] = right[group.name] ?? group.options[0].value;
    }
    choose(w, wrong);
    await check(w);
    const missed = quiz(w);
    assert.ok(missed.right === "false" && missed.verdict.startsWith(s["exercise.wrong"]), missed.verdict);
    assert.deepEqual([missed.scoreRight, missed.scoreTotal], [done.scoreRight, 3]);
    assert.equal(rightAnswers(missed)[name], right[name]);

    // the next question: another seed in the link, nothing marked
    await w.do(() => w.click(".truco-exercise__next"));
    const fresh = quiz(w);
    assert.equal(fresh.phase, "question");
    assert.notEqual(fresh.seed, String(seed));
    assert.equal(w.params().q, fresh.seed);
    assert.ok(!fresh.groups.some((g) => g.options.some((o) => o.right || o.wrong || o.checked)));
  });
}

test("the mode is remembered and carried in links", async () => {
  const widget = "card-duel";
  let w = await openQuiz(widget, `${widget}.ex=0`);
  assert.equal(quiz(w).mode, "explore");
  await w.do(() => w.check("[data-role=exercise-switch]"));
  let params = w.params();
  assert.equal(params.ex, "1");
  assert.match(params.q, /^\d{1,9}$/);
  // remembered: the page without parameters opens in exercise mode (here and on the cards page)
  w = await openQuiz(widget, "", { visit: w });
  assert.equal(quiz(w).mode, "exercise");
  w = await openQuiz(widget, "", { visit: w, page: WIDGETS["vira-lookup"][0] });
  assert.equal(quiz(w).mode, "exercise");
  // a link to an explored round opens it to explore
  w = await openQuiz(widget, `${widget}.cards=2c-2d`, { visit: w });
  assert.equal(quiz(w).mode, "explore");
  assert.ok(!w.hidden(w.find(".truco-card-duel__table")));
  // switched off: the link loses ex and q, and the choice is remembered
  w = await openQuiz(widget, "", { visit: w });
  assert.equal(quiz(w).mode, "exercise");
  await w.do(() => w.click("[data-role=exercise-switch]"));
  assert.equal(quiz(w).mode, "explore");
  params = w.params();
  assert.ok(!("ex" in params) && !("q" in params), JSON.stringify(params));
  w = await openQuiz(widget, "", { visit: w });
  assert.equal(quiz(w).mode, "explore");
  // a link with ex=1 opens the exercise whatever was chosen
  w = await openQuiz(widget, `${widget}.ex=1`, { visit: w });
  assert.equal(quiz(w).mode, "exercise");
});

for (const query of ["ex=1&card-duel.q=%3Cscript%3Ealert(1)%3C/script%3E", "ex=1&card-duel.q=0",
  "ex=%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E", "ex=1&card-duel.q=99999999999"]) {
  test(`hostile link card-duel.${query}`, async () => {
    const w = await openQuiz("card-duel", `card-duel.${query}`);
    const q = quiz(w);
    if (query.startsWith("ex=1")) {
      assert.equal(q.mode, "exercise");
      assert.match(q.seed || "", /^\d{1,9}$/);
    } else {
      assert.equal(q.mode, "explore");
    }
    assert.equal(w.all("script, img").length, 0);
  });
}

test("other rules deal a new question: the ladder's options are the reader's rules' ladder", async () => {
  const widget = "ladder";
  const w = await openQuiz(widget, `${widget}.ex=1&${widget}.q=3`);
  const values = () => quiz(w).groups[0].options.map((o) => o.value);
  assert.deepEqual(values(), ["1", "3", "6", "9", "12"]);
  await w.preset("mineiro");
  await w.settle();
  for (let i = 0; i < 500 && values().join() !== "2,4,6,10,12"; i += 1) { // the new question may come a moment later
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.deepEqual(values(), ["2", "4", "6", "10", "12"]);
  assert.ok((quiz(w).situation || "").includes("Mineiro"), String(quiz(w).situation));
  // the widget is done asking (nothing left in flight when the engine process closes)
  let asked = -1;
  while (asked !== lab.requests.length) {
    asked = lab.requests.length;
    await w.settle();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
