// @ts-check
// The card-duel widget mounted in Node against the real engine (widget-harness.mjs): each round
// the reader gives is one `compare` (and the manilhas of a new vira), and the widget draws exactly
// the engine's answer — the cards as the engine read them, its top card(s), the verdict worded by
// the widget's own module; presets, refusals, typed forms, swap and random examples, deep,
// hostile and half-readable links. Moved from tests/browser/test_widget_card_duel.py (issue 36),
// which keeps what needs a browser: keyboard, the deck's focus, copy-link, instant navigation,
// first paint, axe.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { t } from "../../site_src/js/kit/page.js";
import { verdict } from "../../site_src/js/widgets/card-duel.js";
import { strings } from "./helpers.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */

const lab = widgetLab();
after(() => lab.close());

/** @type {Record<string, string>} */
const SUIT_SYMBOLS = { c: "♣", h: "♥", s: "♠", d: "♦" };
/** @param {string} card */
const symbol = (card) => card.slice(0, -1) + SUIT_SYMBOLS[card.slice(-1)];
/** @param {string} [query] @param {{lang?: string, preset?: string}} [options] */
const open = (query = "", options = {}) => lab.open("card-duel", { query, ...options });

/** Set the controls quietly (the players' mode by a click), then press Compare. @param {Widget} w @param {string} vira @param {string[]} cards @param {boolean[]} [covered] */
async function fillRound(w, vira, cards, covered = cards.map(() => false)) {
  const radio = /** @type {HTMLInputElement} */ (w.find(`input[type=radio][value='${cards.length}']`));
  if (!radio.checked) await w.do(() => w.click(radio));
  const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (w.find(`input[name=${name}]`));
  if (!w.hidden(field("vira"))) field("vira").value = vira;
  cards.forEach((card, i) => {
    field(`card${i + 1}`).value = card;
    field(`covered${i + 1}`).checked = covered[i];
  });
  lab.ops.length = 0;
  await w.do(() => w.click(".truco-card-duel__compare"));
}

/** What the widget shows. @param {Widget} w */
function shown(w) {
  const live = w.find(".truco-card-duel__result");
  const radios = /** @type {HTMLInputElement[]} */ (w.all("input[type=radio]"));
  const players = Number(radios.filter((r) => r.checked)[0].value);
  const field = (/** @type {string} */ name) => /** @type {HTMLInputElement} */ (w.find(`input[name=${name}]`));
  const seats = [1, 2, 3, 4].slice(0, players);
  const notice = w.find(".truco-card-duel__notice");
  return {
    players,
    vira: field("vira").value,
    viraHidden: w.find(".truco-card-duel__vira").hidden,
    viraDrawn: /** @type {HTMLElement | null} */ (w.root.querySelector(".truco-card-duel__vira-card .truco-card"))
      ?.dataset.card || null,
    manilhaLine: w.text(".truco-card-duel__manilhas") || "",
    noVira: w.find(".truco-card-duel__novira").hidden ? null : w.text(".truco-card-duel__novira"),
    inputs: seats.map((i) => field(`card${i}`).value),
    coveredBoxes: seats.map((i) => field(`covered${i}`).checked),
    visibleSlots: w.all(".truco-card-duel__slot").filter((f) => !f.hidden).length,
    invalid: w.all("input[aria-invalid=true]").map((i) => /** @type {HTMLInputElement} */ (i).name),
    table: w.all(".truco-card-duel__play").map((li) => {
      const card = /** @type {HTMLElement} */ (li.querySelector(".truco-card"));
      return {
        seat: Number(li.dataset.seat),
        card: li.dataset.card,
        covered: li.dataset.covered === "true",
        drawn: card.dataset.card || null,
        label: card.getAttribute("aria-label") || "",
        top: li.classList.contains("truco-card-duel__play--top"),
        tie: li.classList.contains("truco-card-duel__play--tie"),
      };
    }),
    outcome: live.dataset.outcome || null,
    errorCode: live.dataset.outcome === "error" ? live.dataset.code : null,
    headline: w.text(".truco-card-duel__headline"),
    why: w.text(".truco-card-duel__why"),
    error: w.text(".truco-card-duel__error"),
    live: live.getAttribute("aria-live"),
    notice: notice.hidden ? null : (notice.textContent || "").trim(),
    noticeCode: notice.dataset.code || null,
    injected: w.all("script, img, iframe, object, embed").length,
  };
}

/**
 * The widget shows exactly the engine's `compare` answer for this round (`typed`: the cards as
 * the reader typed them, when not canonical).
 * @param {Widget} w @param {string} preset @param {string} vira @param {string[]} cards
 * @param {boolean[]} [covered] @param {{notice?: boolean, typed?: string[]}} [options]
 */
async function assertMatchesEngine(w, preset, vira, cards, covered = cards.map(() => false),
  { notice = false, typed } = {}) {
  const res = await lab.result("compare", { rules: preset, vira, cards: typed || cards, covered });
  const man = await lab.result("manilhas", { rules: preset, vira });
  const players = cards.length;
  const got = shown(w);
  assert.equal(got.live, "polite");
  assert.deepEqual([got.players, got.visibleSlots], [players, players]);
  assert.deepEqual(got.inputs, res.cards); // canonical, as the engine read them
  assert.deepEqual(res.cards, cards);
  assert.deepEqual(got.coveredBoxes, covered);
  assert.deepEqual(got.invalid, []);
  // the table: cards in play order, covered ones marked, the engine's top card(s) marked
  assert.deepEqual(got.table.map((p) => p.seat), [...Array(players).keys()]);
  assert.deepEqual(got.table.map((p) => p.card), res.cards);
  assert.deepEqual(got.table.map((p) => p.covered), covered);
  got.table.forEach((p, i) => {
    assert.equal(p.drawn, res.cards[i]);
    assert.ok(covered[i] ? p.label.includes(symbol(res.cards[i])) : p.label, p.label);
  });
  assert.deepEqual(got.table.filter((p) => p.top || p.tie).map((p) => p.seat), res.top);
  assert.equal(got.table.filter((p) => res.top.includes(p.seat)).every((p) => p.tie), res.winner === null);
  // the verdict, worded by the widget's own module from the engine's answer
  const expected = verdict(res, t, res.cards.length);
  const outcome = res.winner === null ? "tie" : `team-${res.winner}`;
  assert.equal(got.outcome, outcome);
  assert.equal(expected.outcome, outcome);
  assert.deepEqual([got.headline, got.why], [expected.headline, expected.why]);
  // the vira, or the fixed manilhas
  if (man.vira === null) {
    assert.ok(got.viraHidden === true && got.noVira);
  } else {
    assert.ok(got.viraHidden === false && got.noVira === null);
    assert.equal(got.vira, man.vira);
    assert.equal(got.viraDrawn, man.vira);
  }
  for (const m of man.manilhas) assert.ok(got.manilhaLine.includes(symbol(m.card)), got.manilhaLine);
  assert.equal(got.notice !== null, notice, String(got.notice));
  assert.equal(got.injected, 0);
}

// (vira, cards in play order from player 1, covered flags): each kind of ruling a round has.
/** @type {[string, string[], boolean[]][]} */
const ROUNDS = [
  ["4h", ["5c", "3h"], [false, false]], // a manilha beats the best ordinary card
  ["4h", ["5d", "5c"], [false, false]], // two manilhas: the suit decides
  ["7d", ["3c", "3h"], [false, false]], // same rank: a tie
  ["7c", ["3d", "4s"], [true, false]], // a covered card loses to any face-up card
  ["Kc", ["2c", "3d"], [true, true]], // two covered cards tie
  ["Qs", ["3h", "Kc", "3d", "2s"], [false, false, false, false]], // partners share the top: their team wins
  ["Qs", ["5d", "Ah", "Ac", "7s"], [false, false, false, false]], // opponents tie: the first tied card leads next
  ["3s", ["4d", "4c", "Ah", "7s"], [false, true, false, false]],
];

test("rounds show the engine's answer, one round trip each, written to the address", async () => {
  const w = await open();
  await assertMatchesEngine(w, "paulista", "4h", ["5d", "3c"]); // the starting example
  let lastVira = "4h";
  for (const [vira, cards, covered] of ROUNDS) {
    await fillRound(w, vira, cards, covered);
    await assertMatchesEngine(w, "paulista", vira, cards, covered);
    // one round trip per comparison; the manilhas only for a vira not asked yet
    const ops = [...lab.ops];
    assert.equal(ops.filter((op) => op === "compare").length, 1, ops.join());
    assert.ok(ops.filter((op) => op === "manilhas").length <= (vira !== lastVira ? 1 : 0), ops.join());
    lastVira = vira;
    const params = w.params();
    assert.deepEqual([params.vira, params.cards], [vira, cards.join("-")]);
    const flags = covered.map((c) => (c ? "1" : "0")).join("-");
    assert.equal(params.covered, covered.some(Boolean) ? flags : undefined);
  }
});

test("presets drive the widget", async () => {
  const [vira, cards] = ["3s", ["4c", "7h", "As", "4d"]]; // manilhas under vira 3 and under mineiro
  const w = await open(`card-duel.vira=${vira}&card-duel.cards=${cards.join("-")}`, { lang: "pt" });
  for (const preset of ["mineiro", "paulista-fpt", "paulista"]) {
    await w.preset(preset);
    assert.equal(w.root.dataset.preset, preset);
    await assertMatchesEngine(w, preset, vira, cards);
  }
  // mineiro has no vira: a card equal to the (hidden) vira is fine there, refused again after
  await w.preset("mineiro");
  assert.equal(shown(w).viraHidden, true);
  await fillRound(w, vira, ["3s", "7d"]);
  await assertMatchesEngine(w, "mineiro", vira, ["3s", "7d"]);
  await w.preset("paulista");
  assert.equal(shown(w).errorCode, "duplicate-card");
  await fillRound(w, vira, ["2s", "7d"]);
  await assertMatchesEngine(w, "paulista", vira, ["2s", "7d"]);
});

/** @type {[string, string[], string][]} */
const REFUSED = [
  ["4h", ["3h", "3h"], "duplicate-card"],
  ["4h", ["4h", "3c"], "duplicate-card"], // the vira is out of play
  ["4h", ["5c", "10d"], "card-not-in-deck"],
  ["9c", ["5c", "3h"], "card-not-in-deck"],
  ["4h", ["zz", "3c"], "bad-rank"],
  ["4h", ["3c", "2h", "3c", "2c"], "duplicate-card"],
];

test("refused cards show the engine's reason, the field marked, and the widget answers again", async () => {
  const w = await open();
  for (const [vira, cards, code] of REFUSED) {
    await fillRound(w, vira, cards);
    const answer = await lab.answer("compare", { rules: "paulista", vira, cards, covered: cards.map(() => false) });
    assert.ok(!answer.ok && answer.error.code === code, JSON.stringify(answer));
    const got = shown(w);
    assert.deepEqual([got.outcome, got.errorCode, got.table], ["error", code, []]);
    assert.ok(got.error?.startsWith(strings("en")["card-duel.refused"]), String(got.error));
    const bad = answer.error.input;
    if (bad !== undefined && bad !== null) { // the offending field is marked invalid
      const names = ["vira", ...cards.map((_, i) => `card${i + 1}`)];
      const values = [vira, ...cards];
      assert.deepEqual(got.invalid, names.filter((_, i) => values[i] === bad));
    }
    // still usable: fix it and the engine answers
    const good = ["5c", "3h", ...(cards.length === 4 ? ["2d", "Kc"] : [])];
    await fillRound(w, "4h", good);
    await assertMatchesEngine(w, "paulista", "4h", good);
  }
});

test("typed forms are accepted and shown canonical", async () => {
  const w = await open();
  await fillRound(w, " 4H", ["q♥", "3C"]);
  await assertMatchesEngine(w, "paulista", "4h", ["Qh", "3c"], undefined, { typed: ["q♥", "3C"] });
});

test("swap and random example", async () => {
  const w = await open("card-duel.vira=7c&card-duel.cards=3d-4s&card-duel.covered=1-0");
  await assertMatchesEngine(w, "paulista", "7c", ["3d", "4s"], [true, false]);
  await w.do(() => w.click(".truco-card-duel__swap"));
  await assertMatchesEngine(w, "paulista", "7c", ["4s", "3d"], [false, true]);
  await fillRound(w, "Qs", ["3h", "Kc", "3d", "2s"]);
  await w.do(() => w.click(".truco-card-duel__swap")); // in pairs: the teams swap
  await assertMatchesEngine(w, "paulista", "Qs", ["Kc", "3h", "2s", "3d"]);
  for (let i = 0; i < 3; i += 1) {
    await w.do(() => w.click(".truco-card-duel__random"));
    const got = shown(w);
    await assertMatchesEngine(w, "paulista", got.vira, got.inputs);
  }
  // 4 -> 2 -> 4 keeps the partners' cards
  const partners = shown(w).inputs.slice(2);
  await w.do(() => w.check("input[type=radio][value='2']"));
  assert.equal(shown(w).players, 2);
  await w.do(() => w.check("input[type=radio][value='4']"));
  assert.deepEqual(shown(w).inputs.slice(2), partners);
});

test("deep links", async () => {
  let w = await open("card-duel.vira=7c&card-duel.cards=3c-2h-3d-2c&card-duel.covered=1-0-0-0", { lang: "es" });
  await assertMatchesEngine(w, "paulista", "7c", ["3c", "2h", "3d", "2c"], [true, false, false, false]);
  // forms the engine accepts are shown (and written back to the address) in canonical form
  w = await open(`card-duel.vira=${encodeURIComponent("q♠")}&card-duel.cards=${encodeURIComponent("K♥-jD")}`,
    { lang: "es" });
  await assertMatchesEngine(w, "paulista", "Qs", ["Kh", "Jd"], undefined, { typed: ["K♥", "jD"] });
  assert.deepEqual([w.params().vira, w.params().cards], ["Qs", "Kh-Jd"]);
  // only cards: the starting vira; a plain open leaves the address alone
  w = await open("card-duel.cards=Ac-Ad", { lang: "es" });
  await assertMatchesEngine(w, "paulista", "4h", ["Ac", "Ad"]);
  w = await open("", { lang: "es" });
  await assertMatchesEngine(w, "paulista", "4h", ["5d", "3c"]);
  assert.deepEqual(w.params(), {});
});

/** @type {Record<string, string>[]} */
const HOSTILE = [
  { cards: "<img src=x onerror=alert(1)>" },
  { vira: "<script>alert(1)</script>", cards: "5c-3h" },
  { vira: "8h" },
  { cards: "4h-3c" },
  { cards: "5c-3h-2d" },
  { cards: "" },
  { cards: "x".repeat(300) },
];

HOSTILE.forEach((params, i) => {
  test(`hostile link ${i}: the engine's reason, the starting example, a usable widget`, async () => {
    const w = await open(Object.entries(params).map(([k, v]) => `card-duel.${k}=${encodeURIComponent(v)}`).join("&"));
    const vira = (params.vira ?? "4h").slice(0, 200);
    const cards = "cards" in params ? params.cards.slice(0, 400).split("-") : ["5d", "3c"];
    const answer = await lab.answer("compare", { rules: "paulista", vira, cards, covered: cards.map(() => false) });
    assert.ok(!answer.ok);
    const got = shown(w);
    assert.equal(got.noticeCode, answer.error.code);
    assert.ok(got.notice?.includes(strings("en")["scenario.link-error"]), String(got.notice));
    assert.deepEqual(w.params(), {}); // the bad link is dropped
    // the starting example is shown, and the widget answers the next round
    await assertMatchesEngine(w, "paulista", "4h", ["5d", "3c"], undefined, { notice: true });
    await fillRound(w, "Jd", ["Kh", "Ks"]);
    await assertMatchesEngine(w, "paulista", "Jd", ["Kh", "Ks"]);
  });
});

for (const flags of ["1-x", "1-0-1", ""]) {
  test(`unreadable covered flags ${JSON.stringify(flags)} are ignored with a note`, async () => {
    const w = await open(`card-duel.vira=7c&card-duel.cards=3d-4s&card-duel.covered=${encodeURIComponent(flags)}`);
    assert.equal(shown(w).notice, strings("en")["card-duel.bad_covered"].replace("{value}", flags));
    await assertMatchesEngine(w, "paulista", "7c", ["3d", "4s"], undefined, { notice: true });
  });
}
