// @ts-check
// The eleven widget mounted in Node against the real engine (widget-harness.mjs): the situation's
// controls drive the engine (the widget's scenario code, data-code, is replayed and the screen
// compared with it, worded by the widget's and the kit's own modules): the kind of hand, who
// decides and what they see (the opponents' cards stay face down), the locked ladder (a raise
// refused with the engine's reason), the decision taken both ways, the blind iron hand played by
// position; presets, the engine's deal, deep links and bad link values. Moved from
// tests/browser/test_widget_eleven.py (issue 36), which keeps keyboard-only use, copy-link and axe.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { handModel, outcomeSentences } from "../../site_src/js/kit/hand-model.js";
import { hasString, t } from "../../site_src/js/kit/page.js";
import { errorText } from "../../site_src/js/kit/words.js";
import {
  decisionOptions, deciderText, kindNote, kindTitle, seesText, tryAllowedText,
} from "../../site_src/js/widgets/eleven.js";
import { strings } from "./helpers.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */

const lab = widgetLab();
after(() => lab.close());

const PAIRS_11_7 = "eleven.score=11-7&eleven.players=4&eleven.dealer=1";
/** @param {string} [query] @param {{lang?: string, preset?: string}} [options] */
const open = (query = "", options = {}) => lab.open("eleven", { query, ...options });

/** An engine error as the engine client hands it to a widget (conftest's page_error). @param {any} error */
const pageError = (error) => ({ code: error.code, message: error.message, details: error });

/** What the widget shows (the browser test's SHOWN_JS). @param {Widget} w */
function shown(w) {
  const root = w.root;
  const q = (/** @type {string} */ s) => /** @type {HTMLElement} */ (root.querySelector(s));
  const all = (/** @type {string} */ s) => /** @type {HTMLElement[]} */ ([...root.querySelectorAll(s)]);
  const sel = (/** @type {string} */ role) => /** @type {HTMLSelectElement} */ (q(`select[data-role=${role}]`));
  const cards = (/** @type {Element} */ e) => [...e.querySelectorAll(".truco-card")]
    .map((c) => /** @type {HTMLElement} */ (c).dataset.card || null);
  const field = (/** @type {string} */ name) => q(`[data-field=${name}]`);
  const tryOut = q(".truco-eleven__try-out");
  const notice = q(".truco-scenario__notice");
  const result = q(".truco-hand__result");
  return {
    code: root.dataset.code, kind: root.dataset.kind, blind: root.dataset.blind, finished: root.dataset.finished,
    selects: Object.fromEntries(["score0", "score1", "players", "dealer"].map((r) => [r, sel(r).value])),
    options: Object.fromEntries(["score0", "dealer"]
      .map((r) => [r, [...sel(r).querySelectorAll("option")].map((o) => /** @type {HTMLOptionElement} */ (o).value)])),
    labels: ["score0", "score1"].map((r) => /** @type {HTMLElement} */ (sel(r).parentElement)
      .querySelector(".truco-field__label")?.textContent),
    fields: Object.fromEntries(["kind", "decider", "value", "cards", "ladder"].map((f) => [f, field(f).textContent])),
    decider: field("decider").dataset.seat, locked: field("ladder").dataset.locked,
    decision: q(".truco-eleven__decision").hidden ? null : {
      sees: q(".truco-eleven__sees").textContent,
      vira: all(".truco-eleven__seen-vira").map(cards).flat(),
      seen: all(".truco-eleven__seen-group").map((g) => ({ seat: Number(g.dataset.seat), cards: cards(g) })),
      options: all(".truco-eleven__option").map((o) => ({ action: o.dataset.action,
        text: `${o.querySelector(".truco-eleven__option-label")?.textContent} — `
          + `${o.querySelector(".truco-eleven__option-pays")?.textContent}` })),
    },
    seats: all(".truco-hand__seat").map(cards),
    table: all(".truco-hand__round[data-status=current] .truco-card").map((c) => c.dataset.card || null),
    choices: all(".truco-hand__choice button").map((b) => b.dataset.action),
    tryOut: tryOut.hidden ? null : { code: tryOut.dataset.code, text: tryOut.textContent },
    notice: notice.hidden ? null : notice.textContent,
    result: result && [...result.querySelectorAll("p")].map((p) => p.textContent),
    live: q(".truco-scenario__live").textContent,
    images: root.querySelectorAll("img, script, iframe").length,
  };
}

/** What the page's own modules say for an engine answer (the browser test's EXPECTED_JS). @param {any} r @param {any} info */
function expected(r, info) {
  return {
    kind: `${kindTitle(r, t)} ${kindNote(r, info, t)}`, decider: deciderText(r, t),
    options: decisionOptions(r, t).map((o) => `${o.label} — ${o.pays}`),
    cards: t(r.blind ? "eleven.cards-blind" : "eleven.cards-open"),
    ladder: t(r.ladder.locked ? "eleven.ladder-locked" : "eleven.ladder-open"),
    labels: [1, 2].map((n) => t(r.players === 2 ? "eleven.points-player" : "eleven.points-team", { n })),
    result: outcomeSentences(handModel(r), t),
  };
}
/** An engine error in the page's words. @param {any} error the answer's error */
const errorWords = (error) => errorText(pageError(error), t, { has: hasString }).text;

/** The engine's answer for the scenario of `r` with more moves (ok or error). @param {any} r @param {string[]} moves */
function withMoves(r, ...moves) {
  const { scenario } = r;
  return lab.answer("replay", { scenario: { ...scenario, actions: [...scenario.actions, ...moves] } });
}

/** The screen agrees with the engine's replay of the widget's code, worded by the page. @param {Widget} w */
async function check(w) {
  const snap = shown(w);
  const r = await lab.result("replay", { code: snap.code });
  const info = await lab.result("rules", { rules: r.scenario.rules });
  const words = expected(r, info);
  const sc = r.scenario;
  // the controls show the scenario; the scores run up to the rules' target
  assert.deepEqual(snap.selects, { score0: String(sc.score[0]), score1: String(sc.score[1]),
    players: String(r.players), dealer: String(r.dealer) });
  assert.deepEqual(snap.options.score0, Array.from({ length: info.options.target }, (_, i) => String(i)));
  assert.deepEqual(snap.options.dealer, r.seats.map((/** @type {any} */ s) => String(s.seat)));
  assert.deepEqual(snap.labels, words.labels);
  // the hand: its kind and why, who decides, the cards, the ladder
  assert.deepEqual([snap.kind, snap.blind], [r.kind, String(r.blind)]);
  assert.equal(snap.decider, r.decider === null ? "" : String(r.decider));
  assert.equal(snap.locked, String(r.ladder.locked));
  assert.deepEqual(snap.fields, { kind: words.kind, decider: words.decider, value: String(r.value),
    cards: words.cards, ladder: words.ladder });
  // the board is a seat's view, the engine's (replay with a viewer): the decider's while the
  // decision waits (their cards and their partner's, the opponents' face down), the seat to
  // act's in a blind hand (no card at all, its choices by position)
  const seat = r.phase === "eleven" ? r.decider : r.blind ? r.to_act : null;
  const view = seat === null ? r : await lab.result("replay", { code: r.code, viewer: seat });
  assert.equal(view.viewer, seat);
  if (r.phase === "eleven") {
    const seen = [r.decider, ...(r.players === 2 ? [] : [r.seats[r.decider].partner])];
    assert.deepEqual(Array.from({ length: r.players }, (_, s) => s).filter((s) => view.hands[s] !== null),
      [...seen].sort((a, b) => a - b));
    assert.deepEqual(snap.decision, {
      sees: seesText(view, t),
      seen: seen.map((s) => ({ seat: s, cards: r.hands[s] })),
      vira: sc.vira ? [sc.vira] : [], // beside the cards, where it is decided
      options: r.choices.map((/** @type {any} */ c, /** @type {number} */ i) => ({ action: c.action, text: words.options[i] })),
    });
    assert.equal(r.choices.length, words.options.length);
  } else {
    assert.equal(snap.decision, null);
    if (r.blind) assert.ok(snap.seats.every((cards) => cards.every((card) => card === null)));
  }
  assert.deepEqual(snap.seats, view.hands.map((/** @type {any} */ cards, /** @type {number} */ i) =>
    (cards !== null ? cards : Array(view.held[i]).fill(null))));
  const own = view.viewer !== null && view.to_act === view.viewer;
  assert.deepEqual(snap.choices, (own ? view : r).choices.map((/** @type {any} */ c) => c.action));
  assert.deepEqual(snap.result, r.finished ? words.result : null);
  assert.equal(snap.images, 0);
  return r;
}

/** @param {Widget} w @param {string} role @param {number} value */
async function choose(w, role, value) {
  const select = /** @type {HTMLSelectElement} */ (w.find(`select[data-role=${role}]`));
  if (select.value !== String(value)) await w.do(() => w.choose(select, String(value)));
}

/** @param {Widget} w @param {[number, number]} score @param {number} players @param {number} dealer */
async function setSituation(w, score, players, dealer) {
  await choose(w, "players", players);
  await choose(w, "dealer", dealer);
  await choose(w, "score0", score[0]);
  await choose(w, "score1", score[1]);
  const r = await check(w);
  assert.deepEqual([r.scenario.score, r.players, r.dealer], [score, players, dealer]);
  assert.deepEqual(r.scenario.actions, []);
  assert.equal(w.params().score, `${score[0]}-${score[1]}`);
  assert.equal(w.params().players, String(players));
  return r;
}

/** @param {Widget} w @param {string} selector */
async function click(w, selector) {
  await w.do(() => w.click(w.all(selector)[0] ?? selector));
  return check(w);
}

/** Make a move; the engine's next state is on screen. @param {Widget} w @param {string} action */
async function play(w, action) {
  const now = await lab.result("replay", { code: shown(w).code });
  const next = await withMoves(now, action);
  assert.ok(next.ok, JSON.stringify(next));
  const r = await click(w, `button[data-action="${action}"]`);
  assert.equal(r.code, next.result.code);
  return r;
}

/** The probe says what the engine says to a raise now; probing changes nothing. @param {Widget} w @param {any} r */
async function tryRaise(w, r) {
  await w.do(() => w.click("button[data-role=try-raise]"));
  const out = shown(w).tryOut;
  assert.ok(out !== null);
  const raised = await withMoves(r, "raise");
  if (raised.ok) {
    assert.equal(out.code, "allowed");
    assert.equal(out.text, tryAllowedText(raised.result, t));
  } else {
    const errors = [raised];
    if (raised.error.code === "eleven-pending") errors.push(await withMoves(r, "accept", "raise")); // and once played, still locked
    assert.equal(out.code, errors[errors.length - 1].error.code);
    for (const e of errors) {
      const why = errorWords(e.error);
      assert.ok(out.text?.includes(why), JSON.stringify([out.text, why]));
    }
  }
  assert.equal(shown(w).code, r.code);
}

/** @param {Widget} w @param {any} r */
async function restart(w, r) {
  await click(w, "button[data-role=reset]");
  assert.equal(shown(w).code, r.code);
}

/** @type {[[number, number], number, number][]} */
const CASES = [
  [[11, 7], 4, 1], // pairs: the first player of the team at 11 from the mão decides
  [[7, 11], 2, 0], // two players: the player at 11 decides even when the other is the mão
  [[11, 11], 2, 1], // iron hand: open (paulista) or blind (paulista-fpt, mineiro)
  [[10, 3], 2, 1], // mão de dez in mineiro, a normal hand elsewhere
];

test("situations and decisions match the engine", async () => {
  const w = await open();
  // paulista: the open iron hand; mineiro: the mão de dez and a blind iron hand (paulista-fpt's
  // blind iron hand: the preset-change test)
  for (const preset of ["paulista", "mineiro"]) {
    await w.preset(preset);
    for (const [score, players, dealer] of CASES) {
      const r = await setSituation(w, score, players, dealer);
      assert.ok(r.scenario.rules === preset && ("vira" in r.scenario) === (preset !== "mineiro"));
      await tryRaise(w, r);
      if (r.phase === "eleven") {
        const played = await play(w, "accept");
        assert.equal(played.value, (await lab.result("rules", { rules: preset })).options.eleven_value);
        await tryRaise(w, played);
        await restart(w, r);
        const done = await play(w, "fold");
        assert.ok(done.finished && done.ruling.code === "eleven-fold");
        const s = shown(w);
        assert.ok(s.result && s.live?.includes(s.result[0] || "\u0000"), JSON.stringify([s.result, s.live]));
      } else {
        // the page offers the seat to act's own choices in a blind hand (by position)
        const offered = r.blind ? await lab.result("replay", { code: r.code, viewer: r.to_act }) : r;
        const action = offered.choices[0].action;
        const after = await play(w, action);
        if (r.blind) { // a position, turned face up when played
          assert.ok(action.startsWith("play #"));
          const card = r.hands[r.to_act][Number(action.slice(-1)) - 1];
          assert.deepEqual(shown(w).table, [card]);
          assert.equal(after.table[0].card, card);
        }
      }
      await restart(w, r);
    }
  }
});

test("a preset change carries the situation", async () => {
  const w = await open("", { lang: "pt" });
  let r = await setSituation(w, [10, 10], 2, 1);
  assert.equal(r.kind, "normal"); // 10 is not 11 in paulista
  await w.preset("mineiro");
  r = await check(w);
  assert.ok(r.kind === "iron" && r.blind && !("vira" in r.scenario));
  assert.deepEqual(r.scenario.score, [10, 10]);
  await w.preset("paulista-fpt");
  r = await setSituation(w, [11, 11], 2, 1);
  assert.ok(r.blind);
  await w.preset("paulista");
  r = await check(w);
  assert.ok(r.kind === "iron" && !r.blind);
});

test("new cards are the engine's deal, and travel in the link", async () => {
  const w = await open(PAIRS_11_7);
  const before = await check(w);
  const after = await click(w, "button[data-role=deal]");
  assert.deepEqual([after.scenario.score, after.players, after.dealer], [[11, 7], 4, 1]);
  assert.equal(after.phase, "eleven");
  assert.notDeepEqual(after.scenario.hands, before.scenario.hands);
  const deck = new Set((await lab.result("rules", { rules: "paulista" })).deck);
  const cards = [...after.scenario.hands.flat(), after.scenario.vira];
  assert.equal(new Set(cards).size, 13);
  assert.ok(cards.every((c) => deck.has(c)), JSON.stringify(cards));
  assert.equal(w.params().s, after.code);
});

test("deep links", async () => {
  let w = await open(PAIRS_11_7, { lang: "es" });
  let r = await check(w);
  assert.deepEqual([r.scenario.score, r.players, r.dealer], [[11, 7], 4, 1]);
  assert.equal(shown(w).notice, null);
  // a scenario code restores the decision and the cards played
  let scenario = { rules: "paulista-fpt", players: 2, score: [11, 11], dealer: 0, vira: "Kh",
    hands: [["3c", "Ah", "5d"], ["4s", "Qc", "2d"]], actions: ["play #2"] };
  let { code } = await lab.result("encode", { scenario });
  w = await open(`eleven.s=${code}`, { lang: "es" });
  r = await check(w);
  assert.ok(r.code === code && r.blind);
  scenario = { rules: "mineiro", players: 4, score: [3, 10], dealer: 2,
    hands: [["3c", "Ah", "5d"], ["4s", "Qc", "2d"], ["Kc", "Jh", "6s"], ["7c", "Qh", "3d"]], actions: ["accept"] };
  ({ code } = await lab.result("encode", { scenario }));
  w = await open(`eleven.s=${code}`, { lang: "es" });
  r = await check(w);
  assert.ok(r.code === code && r.phase === "play");
  await tryRaise(w, r);
  // undo goes back to the decision; the link follows (its cards are not the example's: they stay)
  r = await click(w, "button[data-role=undo]");
  assert.equal(r.phase, "eleven");
  assert.equal(w.params().s, r.code);
  assert.equal(w.params().score, "3-10");
});

/** @type {[string, Record<string, unknown>][]} */
const BAD_QUERIES = [
  ["eleven.score=15-7", { score: [15, 7] }],
  ["eleven.score=11-12", { score: [11, 12] }],
  ["eleven.score=abc", { score: ["abc"] }],
  [`eleven.score=${encodeURIComponent("<img src=x onerror=alert(1)>")}`, { score: ["<img src=x onerror=alert(1)>"] }],
  ["eleven.score=11-x", { score: [11, "x"] }],
  ["eleven.players=3", { players: 3, dealer: 2 }],
  [`eleven.players=${encodeURIComponent("<b>4</b>")}`, { players: "<b>4</b>", dealer: 1 }],
  ["eleven.dealer=9", { dealer: 9 }],
  ["eleven.dealer=-1", { dealer: "-1" }],
  ["eleven.score=11-7&eleven.players=4&eleven.dealer=4", { score: [11, 7], players: 4, dealer: 4 }],
];
const BAD_CODES = ["junk", "v1.paulista.p2.s11-5.d1", "<script>alert(1)</script>",
  "v1.mineiro.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd"];
const BASE = { rules: "paulista", players: 2, score: [11, 5], dealer: 1, vira: "7c",
  hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"]] };

/** @type {[string, () => Promise<any>][]} */
const BAD_LINKS = [
  ...BAD_QUERIES.map(([query, fields]) => /** @type {[string, () => Promise<any>]} */ (
    [query, () => lab.answer("replay", { scenario: { ...BASE, ...fields } })])),
  ...BAD_CODES.map((bad) => /** @type {[string, () => Promise<any>]} */ (
    [`eleven.s=${encodeURIComponent(bad)}`, () => lab.answer("replay", { code: bad, prefix: true })])),
];

for (const [query, ask] of BAD_LINKS) {
  test(`bad link ${query}: the engine's message and a usable widget`, async () => {
    const answer = await ask();
    assert.ok(!answer.ok, query);
    const w = await open(query);
    const notice = shown(w).notice || "";
    assert.ok(notice.startsWith(strings("en")["scenario.link-error"]), notice);
    // the engine names the value
    assert.ok(notice.includes(errorWords(answer.error)), notice);
    assert.ok(notice.includes(answer.error.message), notice);
    const r = await check(w); // the starting situation, working
    assert.deepEqual(r.scenario.actions, []);
    assert.deepEqual(r.scenario.score, [11, 5]);
    await play(w, r.choices[0].action);
    assert.equal(w.document.querySelectorAll("img[src=x]").length, 0);
  });
}
