// @ts-check
// The covered-card widget mounted in Node against the real engine (widget-harness.mjs): the reader
// plays rounds 2 and 3 of an example deal face up or covered; the board is compared with the
// engine's `replay` answer, worded by the kit's own modules (scenario-board.mjs). "Try to cover in
// round 1" shows the engine's refusal; the opponent's view never puts a covered card's identity in
// the page; presets, deep and hostile links. Moved from tests/browser/test_widget_covered_card.py
// (issue 36), which keeps keyboard-only use, copy-link, instant navigation, first paint and axe.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { t } from "../../site_src/js/kit/page.js";
import { explain } from "../../site_src/js/kit/words.js";
import { strings } from "./helpers.mjs";
import { assertBoardMatches } from "./scenario-board.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */

const lab = widgetLab();
after(() => lab.close());

const BOX = ".truco-covered-card__box";
const P = "covered-card.";
const EXAMPLE = Object.freeze({ rules: "paulista", players: 2, score: [0, 0], dealer: 1, vira: "7c",
  hands: [["Ac", "3d", "6h"], ["Kd", "4s", "Jh"]], actions: ["play Ac", "play Kd"] });
/** @param {string} [query] @param {{lang?: string, preset?: string}} [options] */
const open = (query = "", options = {}) => lab.open("covered-card", { query, ...options });
/** @param {string} template @param {Record<string, string | number>} values */
const format = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));

/**
 * The widget's example under `preset` (the engine carries it over), with more actions.
 * @param {string | Record<string, unknown>} [preset] @param {string[]} [actions]
 */
async function example(preset = "paulista", actions = []) {
  const base = (await lab.result("retarget", { scenario: EXAMPLE, rules: preset })).scenario;
  return { ...base, actions: [...base.actions, ...actions] };
}

/** @param {Widget} w */
function state(w) {
  const box = w.find(BOX);
  const msg = /** @type {HTMLElement} */ (box.querySelector(".truco-scenario__notice"));
  const tryResult = /** @type {HTMLElement} */ (box.querySelector(".truco-covered-card__try-result"));
  return {
    code: box.dataset.code,
    finished: box.dataset.finished,
    view: box.dataset.view,
    message: msg.hidden ? null : msg.textContent,
    live: box.querySelector(".truco-scenario__live")?.textContent || "",
    tryText: tryResult.textContent,
    tryCode: tryResult.dataset.code || null,
    tryButton: box.querySelector(".truco-covered-card__try-button")?.textContent,
    note: box.querySelector(".truco-covered-card__note")?.textContent,
    html: box.innerHTML,
    injected: w.all("script, img, iframe, object, embed").length,
  };
}

/** The seat whose view hides the last covered card: the next rival of whoever covered it. @param {any} replay */
function opponentOfCoverer(replay) {
  const covers = replay.history.filter((/** @type {any} */ s) => s.meaning === "cover");
  const coverer = covers[covers.length - 1].seat;
  const team = replay.seats[coverer].team;
  const rivals = replay.seats.filter((/** @type {any} */ s) => s.team !== team).map((/** @type {any} */ s) => s.seat);
  return rivals.find((/** @type {number} */ s) => s > coverer) ?? rivals[0];
}

/** The widget shows exactly the engine's `replay` of `scenario`. @param {Widget} w @param {any} scenario */
async function assertMatches(w, scenario, hidden = false) {
  const replay = await lab.result("replay", { scenario });
  const got = state(w);
  assert.equal(got.code, replay.code);
  assert.equal(w.params().s, replay.code);
  assert.equal(got.view, hidden ? "opponent" : "all");
  await assertBoardMatches(w.find(BOX), replay, { viewer: hidden ? opponentOfCoverer(replay) : null, ask: lab.result });
  assert.equal(got.finished, replay.finished ? "true" : "false");
  assert.equal(got.injected, 0);
  return replay;
}

/** @param {Widget} w @param {string} action */
const act = (w, action) => w.do(() => w.click(`${BOX} button[data-action="${action}"]`));
/** @param {Widget} w @param {boolean} on */
async function toggleView(w, on) {
  const box = /** @type {HTMLInputElement} */ (w.find(`${BOX} .truco-covered-card__view input`));
  if (box.checked !== on) await w.do(() => w.click(box));
}
/** @param {Widget} w */
const tryCover = (w) => w.do(() => w.click(`${BOX} .truco-covered-card__try-button`));
/** @param {Widget} w */
const reset = (w) => w.do(() => w.click(`${BOX} .truco-covered-card__reset`));

test("cover against a face-up card and against a covered card; reset, undo", async () => {
  const w = await open();
  let replay = await assertMatches(w, await example());
  assert.ok(replay.rounds.length === 1 && replay.legal.includes("cover 3d"));
  // the worked example: a covered 3 loses to a face-up 4
  await act(w, "cover 3d");
  await assertMatches(w, await example("paulista", ["cover 3d"]));
  await act(w, "play 4s");
  replay = await assertMatches(w, await example("paulista", ["cover 3d", "play 4s"]));
  assert.equal(replay.round_details[1].ruling.params.compare.code, "covered-loses");
  // round 3, played out
  await act(w, "play Jh");
  await act(w, "cover 6h");
  replay = await assertMatches(w, await example("paulista", ["cover 3d", "play 4s", "play Jh", "cover 6h"]));
  assert.ok(replay.finished);
  assert.ok(state(w).live.includes(explain(replay.ruling, t)), state(w).live);
  // back to the example, then both players cover: a tie, and a win plus a tie ends the hand
  await reset(w);
  await assertMatches(w, await example());
  await act(w, "cover 3d");
  await act(w, "cover 4s");
  replay = await assertMatches(w, await example("paulista", ["cover 3d", "cover 4s"]));
  assert.equal(replay.round_details[1].ruling.params.compare.code, "covered-tie");
  assert.ok(replay.finished && replay.rounds.length === 2);
  // undo takes the last cover back
  await w.do(() => w.click(`${BOX} [data-role=undo]`));
  await assertMatches(w, await example("paulista", ["cover 3d"]));
});

test("round one refuses covering, in the engine's words, and changes nothing", async () => {
  const w = await open();
  const s = strings("en");
  assert.equal(state(w).tryButton, format(s[`${P}try.button`], { seat: "player 1", card: "A♣" }));
  await tryCover(w);
  const error = await lab.answer("replay", { scenario: { ...(await example()), actions: ["cover Ac"] } });
  assert.ok(!error.ok && error.error.reason === "cover-too-early");
  const got = state(w);
  assert.equal(got.tryCode, "cover-too-early");
  const why = explain({ code: "cover-too-early", params: { round: 1, from_round: 2 } }, t);
  assert.equal(got.tryText, format(s[`${P}try.refused`], { action: format(s["action.cover"], { card: "A♣" }), why }));
  await assertMatches(w, await example()); // the refusal changed nothing on the table
});

test("the opponent never sees a covered card", async () => {
  const w = await open();
  const s = strings("en");
  assert.equal(state(w).note, s[`${P}view.none`]);
  await act(w, "cover 3d");
  let scenario = await example("paulista", ["cover 3d"]);
  await assertMatches(w, scenario);
  assert.equal(state(w).note, s[`${P}view.shown`]);
  await toggleView(w, true);
  assert.equal(w.params().view, "opponent");
  await assertMatches(w, scenario, true);
  const got = state(w);
  assert.equal(got.note, s[`${P}view.hidden`]);
  assert.ok(!got.html.includes('data-card="3d"') && !got.html.includes("3♦"));
  assert.ok(got.live.includes(s["action.cover-hidden"]), got.live);
  await act(w, "play 4s");
  scenario = await example("paulista", ["cover 3d", "play 4s"]);
  await assertMatches(w, scenario, true);
  assert.ok(!state(w).html.includes("3♦"));
  await toggleView(w, false);
  assert.equal(w.params().view, undefined);
  await assertMatches(w, scenario);
});

test("deep links restore the state", async () => {
  const scenario = await example("paulista", ["cover 3d", "cover 4s"]);
  let { code } = await lab.result("replay", { scenario });
  let w = await open(`${P}s=${code}&${P}view=opponent`, { lang: "pt" });
  await assertMatches(w, scenario, true);
  // another deal and a preset from the link (the selector says otherwise)
  const other = { rules: "mineiro", players: 2, score: [0, 0], dealer: 1,
    hands: [["2c", "5h", "Kd"], ["2h", "Qs", "Jc"]], actions: ["play 2c", "play 2h", "cover 5h"] };
  ({ code } = await lab.result("replay", { scenario: other }));
  w = await open(`${P}s=${code}`, { lang: "pt" });
  await assertMatches(w, other);
});

test("a preset change carries the hand; the reader's rule options reach the engine", async () => {
  let w = await open();
  await act(w, "cover 3d");
  const en = strings("en");
  /** @type {any} */
  let scenario = await example("paulista", ["cover 3d"]);
  for (const preset of ["mineiro", "paulista-fpt"]) {
    await w.preset(preset);
    const moved = await lab.result("retarget", { scenario, rules: preset, vira: "7c" });
    await assertMatches(w, moved.scenario);
    assert.equal(state(w).live, format(en["scenario.rules-changed"], { preset: en[`preset.${preset}`] }));
    scenario = moved.scenario;
  }
  await reset(w);
  await assertMatches(w, await example("paulista-fpt"));
  assert.equal(state(w).message, null);
  await w.preset("paulista");
  await assertMatches(w, await example());
  // the reader's rule options (?options=) reach the engine: covering from round 4, not now
  w = await open(`options=${encodeURIComponent(JSON.stringify({ cover_from_round: 4 }))}`);
  const replay = await assertMatches(w, await example({ preset: "paulista", cover_from_round: 4 }));
  assert.deepEqual(replay.legal.filter((/** @type {string} */ a) => a.startsWith("cover")), []);
});

const HOSTILE = [
  `${P}s=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
  `${P}s=v1.paulista.p2.s0-0.d1.v7c.h8cKh4s-3hKsQd`,
  `${P}s=v1.nope.p2`,
  `${P}s=${encodeURIComponent("v1.paulista.p2.s0-0.d1.v7c.hAc3d6h-Kd4sJh.acAc")}`,
];

for (const query of HOSTILE) {
  test(`hostile link ${query}: the engine's reason, a legal board, still usable`, async () => {
    const w = await open(`${query}&${P}view=%3Cb%3E`);
    const error = await lab.answer("replay", { code: new URLSearchParams(query).get(`${P}s`) });
    assert.ok(!error.ok);
    const s = strings("en");
    const got = state(w);
    assert.ok(got.message !== null);
    if ("index" in error.error) {
      // the deal is fine, an action is not: the legal prefix stays
      assert.ok(String(got.message).startsWith(s["scenario.link-stopped"]), String(got.message));
      assert.ok(String(got.message).includes(format(s["scenario.stopped"], { n: error.error.index + 1 })), String(got.message));
      await assertMatches(w, { ...(await example()), actions: [] });
    } else {
      assert.ok(String(got.message).startsWith(s["scenario.link-error"]), String(got.message));
      await assertMatches(w, await example());
    }
    // still usable
    await act(w, (await lab.result("replay", { code: got.code })).legal[0]);
  });
}
