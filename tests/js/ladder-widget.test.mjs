// @ts-check
// The ladder widget mounted in Node against the real engine (widget-harness.mjs): each click is
// the engine's next state, compared with the engine's replay of the scenario code the widget
// carries (data-code) and worded by the widget's and the kit's own modules (value, pending call,
// who may raise, whose turn, the ladder's steps, the choices and their previews, the history, the
// result, the move said in the live region); moves under every preset and with pairs, the worked
// example carried to mineiro, undo and start over, deep links (the link's rules kept, moves the
// rules refuse cut where they stop) and hostile links with the engine's message and a usable
// widget. Moved from tests/browser/test_widget_ladder.py (issue 36), which keeps the first paint
// from the build's answers, keyboard-only use, copy-link, instant navigation and axe.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { handModel, outcomeSentences } from "../../site_src/js/kit/hand-model.js";
import { moveSentence, previewText } from "../../site_src/js/kit/moves.js";
import { hasString, t } from "../../site_src/js/kit/page.js";
import { actionLabel, capitalize, errorText, seatText } from "../../site_src/js/kit/words.js";
import { ladderSteps, mayRaiseText, pendingText, turnText, valueText } from "../../site_src/js/widgets/ladder.js";
import { strings } from "./helpers.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */

const lab = widgetLab();
after(() => lab.close());

const PRESETS = ["paulista", "paulista-fpt", "mineiro"];
/** @param {string} [query] @param {{lang?: string, preset?: string}} [options] */
const open = (query = "", options = {}) => lab.open("ladder", { query, ...options });

/** An engine error in the page's words (conftest's page_error, then errorText). @param {any} error */
const errorWords = (error) =>
  errorText({ code: error.code, message: error.message, details: error }, t, { has: hasString }).text;

/** What the widget shows (the browser test's SHOWN_JS). @param {Widget} w */
function shown(w) {
  const root = w.root;
  const q = (/** @type {string} */ s) => /** @type {HTMLElement} */ (root.querySelector(s));
  const all = (/** @type {string} */ s) => /** @type {HTMLElement[]} */ ([...root.querySelectorAll(s)]);
  const text = (/** @type {HTMLElement | null} */ e) => (e && !e.hidden ? e.textContent : null);
  const field = (/** @type {string} */ name) => q(`[data-field=${name}]`);
  const result = q(".truco-hand__result");
  return {
    code: root.dataset.code, value: root.dataset.value, finished: root.dataset.finished, preset: root.dataset.rulesPreset,
    fields: { value: field("value").textContent, pending: field("pending").textContent,
      offer: field("pending").dataset.offer, responder: field("pending").dataset.responder,
      may: field("may-raise").textContent, teams: field("may-raise").dataset.teams,
      turn: field("turn").textContent, seat: field("turn").dataset.seat },
    steps: all(".truco-ladder__step").map((e) => ({ value: Number(e.dataset.value), text: e.textContent || "",
      current: e.getAttribute("aria-current") === "step",
      offered: e.classList.contains("truco-ladder__step--offered") })),
    pairs: /** @type {HTMLInputElement} */ (q("input[data-role=pairs]")).checked,
    seats: all(".truco-hand__seat").map((s) => [...s.querySelectorAll(".truco-card")]
      .map((c) => /** @type {HTMLElement} */ (c).dataset.card || null)),
    choices: all(".truco-hand__choice").map((c) => {
      const button = /** @type {HTMLElement} */ (c.querySelector("button"));
      return { action: button.dataset.action, meaning: button.dataset.meaning, label: button.textContent,
        note: c.querySelector(".truco-hand__choice-note")?.textContent || "" };
    }),
    choicesShown: !q(".truco-scenario__choices").hidden,
    title: q(".truco-scenario__title").textContent,
    result: result && { lines: [...result.querySelectorAll("p")].map((p) => p.textContent),
      points: result.dataset.points },
    history: all(".truco-hand__history li").map((li) => li.textContent),
    notice: text(q(".truco-scenario__notice")),
    rulesNote: text(q(".truco-scenario__rules-note")),
    live: q(".truco-scenario__live").textContent,
    images: root.querySelectorAll("img, script, iframe").length,
  };
}

/** What the page's own modules say for an engine answer (the browser test's EXPECTED_JS). @param {any} r @param {any} info */
function expected(r, info) {
  const m = handModel(r);
  const note = (/** @type {any} */ p) => previewText(p, t, { players: r.players });
  const previews = Object.fromEntries(r.preview.map((/** @type {any} */ p) => [p.action, note(p)]));
  return {
    value: valueText(r, t), pending: pendingText(r, t), may: mayRaiseText(r, t), turn: turnText(r, t),
    steps: ladderSteps(r, info, t),
    labels: r.choices.map((/** @type {any} */ c) => actionLabel(c, t)),
    notes: r.choices.map((/** @type {any} */ c) => previews[c.action] || ""),
    title: r.to_act === null ? "" : capitalize(t("scenario.choices", { seat: seatText(r.to_act, t) })),
    result: outcomeSentences(m, t), move: moveSentence(m, t),
    history: r.history.map((/** @type {any} */ s) => t("hand.step",
      { Seat: capitalize(seatText(s.seat, t)), what: actionLabel(s, t) })),
  };
}

/** The engine's answer after one more move on `code`. @param {string} code @param {string} action */
async function afterMove(code, action) {
  const { scenario } = await lab.result("replay", { code });
  return lab.result("replay", { scenario: { ...scenario, actions: [...scenario.actions, action] } });
}

/** What the widget shows is the engine's answer for the code it carries, in the page's words. @param {Widget} w */
async function check(w) {
  const snap = shown(w);
  const r = await lab.result("replay", { code: snap.code });
  const info = await lab.result("rules", { rules: r.scenario.rules });
  const words = expected(r, info);
  const { fields } = snap;
  // the engine's state
  assert.equal(snap.value, String(r.value));
  assert.equal(snap.finished, String(r.finished));
  assert.equal(snap.pairs, r.players === 4);
  const pending = r.pending || {};
  assert.equal(fields.offer, String(pending.offer ?? ""));
  assert.equal(fields.responder, String(pending.responder ?? ""));
  assert.equal(fields.teams, r.ladder.may_raise.map(String).join(","));
  assert.equal(fields.seat, r.to_act === null ? "" : String(r.to_act));
  assert.deepEqual(snap.steps.map((s) => s.value), r.ladder.steps);
  assert.deepEqual(snap.steps.filter((s) => s.current).map((s) => s.value),
    r.ladder.locked ? [] : [r.ladder.steps[r.ladder.step]]);
  assert.deepEqual(snap.steps.filter((s) => s.offered).map((s) => s.value), r.pending ? [pending.offer] : []);
  assert.deepEqual(snap.seats, r.hands); // a demonstration: every hand face up
  assert.deepEqual(snap.choices.map((c) => [c.action, c.meaning]),
    r.choices.map((/** @type {any} */ c) => [c.action, c.meaning]));
  assert.equal(snap.choicesShown, !r.finished);
  assert.equal(snap.images, 0);
  // in the page's words
  assert.deepEqual([fields.value, fields.pending, fields.may, fields.turn],
    [words.value, words.pending, words.may, words.turn]);
  assert.equal(snap.steps.length, words.steps.length);
  snap.steps.forEach((step, i) => {
    const want = words.steps[i];
    assert.ok(step.text.includes(want.name) && step.text.includes(want.fold), JSON.stringify([step, want]));
  });
  assert.deepEqual(snap.choices.map((c) => c.label), words.labels);
  assert.deepEqual(snap.choices.map((c) => c.note), words.notes);
  if (!r.finished) assert.equal(snap.title, words.title);
  assert.deepEqual(snap.history, words.history);
  if (r.finished) {
    assert.ok(snap.result !== null);
    assert.deepEqual(snap.result.lines, words.result);
    assert.equal(snap.result.points, r.points.join("-"));
  } else {
    assert.equal(snap.result, null);
  }
  return { ...r, said: words.move };
}

/** Click a choice; the engine's next state is on screen and said in the live region. @param {Widget} w @param {string} action */
async function click(w, action) {
  const want = await afterMove(w.root.dataset.code || "", action);
  await w.do(() => w.click(`button[data-action="${action}"]`));
  const r = await check(w);
  assert.equal(r.code, want.code);
  assert.equal(w.params().s, r.code);
  assert.equal(shown(w).live, r.said);
  return r;
}

/** @param {Widget} w @param {string} preset */
async function setPreset(w, preset) {
  await w.preset(preset);
  assert.equal(w.root.dataset.rulesPreset, preset);
}

/** @param {Widget} w @param {boolean} on */
async function setPairs(w, on) {
  const box = /** @type {HTMLInputElement} */ (w.find("input[data-role=pairs]"));
  if (box.checked !== on) {
    await w.do(() => w.click(box));
    assert.equal(shown(w).seats.length, on ? 4 : 2);
  }
}

/** @param {Widget} w */
async function reset(w) {
  const button = w.find("button[data-role=reset]");
  if (!button.hasAttribute("disabled")) await w.do(() => w.click(button));
  assert.deepEqual((await lab.result("replay", { code: shown(w).code })).scenario.actions, []);
}

/** Take the moves of `path` ("card": the first card the seat may play) as far as legal. @param {Widget} w @param {string[]} path */
async function walk(w, path) {
  let r = await check(w);
  for (const token of path) {
    const plays = r.legal.filter((/** @type {string} */ a) => a.startsWith("play "));
    const action = token === "card" ? (plays[0] ?? "") : token;
    if (!r.legal.includes(action)) break;
    r = await click(w, action);
  }
  return r;
}

test("moves under every preset match the engine", async () => {
  const w = await open();
  for (const preset of PRESETS) {
    await setPreset(w, preset);
    await setPairs(w, false);
    for (const path of [["raise", "raise", "raise", "raise", "accept", "card", "card", "card", "card"],
      ["card", "fold"]]) {
      await reset(w);
      const final = await walk(w, path);
      assert.equal(final.scenario.rules, preset);
    }
    await setPairs(w, true);
    await reset(w);
    await walk(w, ["raise", "accept", "card", "card", "raise", "raise", "fold"]);
  }
  await setPairs(w, false);
});

test("the worked example, then mineiro keeps the moves", async () => {
  const w = await open();
  await reset(w);
  let r = await walk(w, ["raise", "raise", "fold"]);
  assert.ok(r.finished && r.ruling.code === "fold-pays-previous");
  assert.deepEqual(r.points, [0, 3]);
  await setPreset(w, "mineiro");
  r = await check(w);
  assert.ok(r.scenario.rules === "mineiro" && !("vira" in r.scenario));
  assert.deepEqual(r.scenario.actions, ["raise", "raise", "fold"]);
  const snap = shown(w);
  assert.equal(snap.rulesNote, null);
  assert.ok(snap.steps.map((s) => s.text).join(" ").includes(t("call.dez")));
  assert.equal(snap.live, t("scenario.rules-changed", { preset: "Mineiro" }));
});

test("undo and start over", async () => {
  const w = await open("", { lang: "es" });
  await reset(w);
  const start = shown(w).code;
  assert.ok(w.find("button[data-role=undo]").hasAttribute("disabled"));
  const one = (await click(w, "raise")).code;
  await click(w, "raise");
  await w.do(() => w.click("button[data-role=undo]"));
  assert.equal((await check(w)).code, one);
  assert.equal(w.params().s, one);
  assert.equal(shown(w).live, t("scenario.undone"));
  await w.do(() => w.click("button[data-role=reset]"));
  assert.equal((await check(w)).code, start);
  assert.equal(shown(w).live, t("scenario.restarted"));
});

test("deep links restore the exact state", async () => {
  const links = [
    { rules: "mineiro", players: 2, dealer: 1, hands: [["4c", "2h", "Qs"], ["7h", "3s", "Kd"]],
      actions: ["raise", "raise"] },
    { rules: "paulista-fpt", players: 4, dealer: 3, vira: "Jd",
      hands: [["Kc", "2h", "Qs"], ["7h", "3s", "Kd"], ["Ac", "5h", "6s"], ["4d", "Js", "3c"]],
      actions: ["raise", "accept", "play Kc", "raise"] },
    { rules: { preset: "mineiro", ladder: [2, 4, 8, 10, 12] }, players: 2, dealer: 0,
      hands: [["4c", "2h", "Qs"], ["7h", "3s", "Kd"]], actions: ["raise", "accept"] },
  ];
  /** @type {Widget | null} */
  let w = null;
  for (const scenario of links) {
    const { code } = await lab.result("encode", { scenario });
    w = await open(`ladder.s=${code}`, { lang: "pt" });
    const r = await check(w);
    assert.equal(r.code, code);
    const snap = shown(w);
    assert.equal(snap.notice, null);
    assert.ok(snap.rulesNote !== null); // the link's rules are not the page's preset
    await click(w, r.legal[0]); // a further move extends the same scenario
  }
  // the 2-4-8-10-12 ladder names its calls from the engine: truco, oito, dez, doze
  assert.ok(w !== null && shown(w).steps.map((s) => s.text).join(" ").includes(t("call.oito")));
  // a link whose moves the rules refuse opens as far as they are legal, and says where it stopped
  const bad = "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.araise-raise-raise-raise-raise";
  w = await open(`ladder.s=${bad}`, { lang: "pt" });
  const r = await check(w);
  const { refused } = await lab.result("replay", { code: bad, prefix: true });
  assert.deepEqual(r.scenario.actions, ["raise", "raise", "raise", "raise"]);
  assert.equal(w.params().s, r.code);
  const notice = shown(w).notice || "";
  assert.ok(notice.includes(t("scenario.stopped", { n: 5 })), notice);
  assert.ok(notice.includes(errorWords(refused)) && notice.includes(refused.message), notice);
});

const HOSTILE_CODES = [
  "<img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "8h",
  "v2.paulista.p2",
  "v1.nope.p2",
  "v1.paulista.p3.s0-0.d1.v4h.h3cKh4s-3hKsQd",
  "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.aaccept",
  "v1.paulista.p2.s0-0.d1.v4h.h8cKh4s-3hKsQd",
  "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3cKsQd",
  "v1.mineiro.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd",
  "v1.paulista.p2.s15-0.d1.v4h.h3cKh4s-3hKsQd",
  "x".repeat(3000),
  "",
];

HOSTILE_CODES.forEach((bad, i) => {
  test(`hostile link ${i} (${bad.slice(0, 40)}) shows a clear message and a usable widget`, async () => {
    const w = await open(`ladder.s=${encodeURIComponent(bad)}`);
    const answer = await lab.answer("replay", { code: bad, prefix: true });
    const error = answer.ok ? answer.result.refused : answer.error;
    const notice = shown(w).notice || "";
    const s = strings("en");
    if (answer.ok) { // a code whose moves the rules refuse: opened as far as they are legal
      assert.ok(notice.startsWith(s["scenario.link-stopped"]), notice);
      assert.equal(w.params().s, answer.result.code);
    } else {
      assert.ok(notice.startsWith(s["scenario.link-error"]), notice);
      assert.equal(w.params().s, undefined); // the refused link goes
    }
    assert.ok(notice.includes(errorWords(error)) && notice.includes(error.message), notice);
    const r = await check(w); // the starting example, working
    assert.deepEqual(r.scenario.actions, []);
    await click(w, "raise");
    assert.equal(w.document.querySelectorAll("img[src=x]").length, 0);
  });
});
