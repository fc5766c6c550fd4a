// @ts-check
// The vira-lookup widget mounted in Node against the real engine (widget-harness.mjs): for each
// vira and preset it shows what the engine answers to `manilhas` — the manilha rank, the four
// manilhas strongest first with their nicknames, the 40-card ranking in groups, the vira marked
// out of play; deep links in the forms the engine accepts, hostile links with the engine's reason
// and a usable widget. Moved from tests/browser/test_widget_vira_lookup.py (issue 36), which keeps
// keyboard-only use, copy-link, instant navigation and axe.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { strings } from "./helpers.mjs";
import { widgetLab } from "./widget-harness.mjs";

/** @typedef {import("./widget-harness.mjs").Widget} Widget */

const lab = widgetLab();
after(() => lab.close());

/** @type {Record<string, string>} */
const SUIT_SYMBOLS = { c: "♣", h: "♥", s: "♠", d: "♦" };
/** @param {string} code */
const pretty = (code) => code.slice(0, -1) + SUIT_SYMBOLS[code.slice(-1)];
/** @param {string} template @param {Record<string, string>} values */
const format = (template, values) => template.replace(/\{(\w+)\}/g, (_, name) => values[name]);

/** @param {string} lang @param {string} [query] @param {string} [preset] */
const openCards = (lang, query = "", preset = "paulista") => lab.open("vira-lookup", { lang, query, preset });

/** Pick a vira in the two selects, one answer each. @param {Widget} w @param {string} code */
async function pickVira(w, code) {
  await w.do(() => w.choose("select[name=rank]", code.slice(0, -1)));
  await w.do(() => w.choose("select[name=suit]", code.slice(-1)));
}

/** The reader picks a preset; the widget's answer is the preset's. @param {Widget} w @param {string} preset */
async function setPreset(w, preset) {
  await w.preset(preset);
  assert.equal(w.find(".truco-vira-lookup__result").dataset.preset, preset);
}

/** What the widget shows. @param {Widget} w */
function shown(w) {
  const text = (/** @type {Element | null} */ e) => (e ? (e.textContent || "").trim() : null);
  const card = (/** @type {Element} */ e) => /** @type {HTMLElement} */ (e.querySelector(".truco-card"));
  const notice = w.find(".truco-vira-lookup__notice");
  const noVira = w.find(".truco-vira-lookup__novira");
  return {
    summary: w.text(".truco-vira-lookup__summary") || "",
    pickHidden: w.find(".truco-vira-lookup__pick").hidden,
    noVira: noVira.hidden ? null : text(noVira),
    rankSelect: /** @type {HTMLSelectElement} */ (w.find("select[name=rank]")).value,
    suitSelect: /** @type {HTMLSelectElement} */ (w.find("select[name=suit]")).value,
    viraDrawn: /** @type {HTMLElement | null} */ (w.root.querySelector(".truco-vira-lookup__vira .truco-card"))
      ?.dataset.card || null,
    manilhaRank: w.text(".truco-vira-lookup__rank-value"),
    manilhas: w.all(".truco-vira-lookup__manilha").map((li) => ({
      card: li.dataset.card,
      drawn: card(li).dataset.card,
      label: card(li).getAttribute("aria-label"),
      nickname: text(li.querySelector(".truco-vira-lookup__nickname")) || "",
      shown: text(li.querySelector(".truco-vira-lookup__manilha-card")),
    })),
    ranking: w.all(".truco-vira-lookup__group").map((li) => ({
      place: Number(li.dataset.place),
      placeText: text(li.querySelector(".truco-vira-lookup__place")),
      cards: [...li.querySelectorAll(".truco-card")].map((c) => /** @type {HTMLElement} */ (c).dataset.card),
      manilha: !!li.querySelector(".truco-vira-lookup__tag"),
    })),
    viraMarks: w.all(".truco-vira-lookup__is-vira").map((m) => ({
      card: m.dataset.vira,
      badge: text(m.querySelector(".truco-vira-lookup__vira-badge")),
      label: card(m).getAttribute("aria-label") || "",
    })),
    notice: notice.hidden ? null : text(notice),
    noticeCode: notice.dataset.code || null,
    injected: w.all("script, img, iframe, object, embed").length,
  };
}

/**
 * The widget shows exactly the engine's `manilhas` answer for (preset, vira).
 * @param {Widget} w @param {string} lang @param {string} preset @param {string | null} vira
 */
async function assertMatchesEngine(w, lang, preset, vira) {
  const s = strings(lang);
  const expected = await lab.result("manilhas", { rules: preset, vira });
  const got = shown(w);
  assert.deepEqual(got.manilhas.map((m) => m.card), expected.manilhas.map((/** @type {any} */ m) => m.card));
  assert.deepEqual(got.manilhas.map((m) => m.drawn), expected.manilhas.map((/** @type {any} */ m) => m.card));
  assert.equal(got.manilhas.length, expected.manilhas.length);
  got.manilhas.forEach((m, i) => {
    const e = expected.manilhas[i];
    const suitName = s[`suit.${e.card.slice(-1)}`];
    assert.ok(m.nickname.includes(e.name), JSON.stringify([m, e]));
    if (suitName.toLowerCase() !== e.name.toLowerCase()) assert.ok(m.nickname.includes(suitName), m.nickname);
    assert.equal(m.shown, pretty(e.card));
    assert.equal(m.label, format(s["card.label"], { rank: s[`rank.${e.card.slice(0, -1)}`], suit: suitName }));
  });
  assert.deepEqual(got.ranking.map((g) => [g.place, g.cards, g.manilha]),
    expected.ranking.map((/** @type {any} */ g) => [g.place, g.cards, g.manilha]));
  assert.deepEqual(got.ranking.map((g) => g.placeText), expected.ranking.map((/** @type {any} */ g) => String(g.place)));
  assert.equal(got.ranking.reduce((n, g) => n + g.cards.length, 0), 40);
  for (const m of expected.manilhas) assert.ok(got.summary.includes(pretty(m.card)), got.summary);
  if (expected.vira === null) {
    // fixed manilhas: no vira anywhere, the widget says so
    assert.equal(got.pickHidden, true);
    assert.ok(got.noVira && got.noVira.includes(s[`preset.${preset}`]), String(got.noVira));
    assert.deepEqual(got.viraMarks, []);
    assert.equal(got.manilhaRank, null);
  } else {
    assert.equal(got.pickHidden, false);
    assert.equal(got.noVira, null);
    assert.equal(got.manilhaRank, expected.manilha_rank);
    assert.equal(got.viraDrawn, expected.vira);
    assert.equal(got.rankSelect + got.suitSelect, expected.vira);
    assert.deepEqual(got.viraMarks.map((m) => m.card), [expected.vira]);
    const mark = s["vira-lookup.vira_mark"];
    assert.equal(got.viraMarks[0].badge, mark);
    assert.ok(got.viraMarks[0].label.includes(mark), got.viraMarks[0].label);
    assert.ok(got.summary.includes(pretty(expected.vira)), got.summary);
  }
  assert.equal(got.injected, 0);
}

const VIRAS = ["7d", "3c", "Qs", "Ah", "2d", "Kc"];

test("viras and presets show the engine's answer", async () => {
  const lang = "es"; // wording in pt and en: tests/browser/test_shell.py (every page reads...)
  let w = await openCards(lang);
  await assertMatchesEngine(w, lang, "paulista", "4h"); // the starting vira
  for (const vira of VIRAS) {
    await pickVira(w, vira);
    await assertMatchesEngine(w, lang, "paulista", vira);
    assert.equal(w.params().vira, vira);
  }
  // the preset selector drives the widget; under mineiro there is no vira to pick
  for (const preset of ["paulista-fpt", "mineiro", "paulista", "mineiro"]) {
    await setPreset(w, preset);
    await assertMatchesEngine(w, lang, preset, VIRAS[VIRAS.length - 1]);
  }
  assert.ok(w.hidden(w.find("select[name=rank]")));
  await setPreset(w, "paulista-fpt");
  await assertMatchesEngine(w, lang, "paulista-fpt", VIRAS[VIRAS.length - 1]);
  await pickVira(w, "Jd");
  await assertMatchesEngine(w, lang, "paulista-fpt", "Jd");
  // opening the page under mineiro
  w = await openCards(lang, "vira-lookup.vira=5c", "mineiro");
  await assertMatchesEngine(w, lang, "mineiro", null);
  assert.deepEqual(shown(w).manilhas.map((m) => m.card), ["4c", "7h", "As", "7d"]); // RULES.md §1
  await setPreset(w, "paulista");
  await assertMatchesEngine(w, lang, "paulista", "5c");
});

for (const [link, canonical] of [["7d", "7d"], ["q♥", "Qh"], ["3C", "3c"], ["K%E2%99%A0", "Ks"]]) {
  test(`a deep link restores the vira: ${link}`, async () => {
    const w = await openCards("es", `vira-lookup.vira=${link}`);
    await assertMatchesEngine(w, "es", "paulista", canonical);
    assert.equal(shown(w).notice, null);
  });
}

const HOSTILE = [ // one of each kind of bad input (the engine's fuzzing covers the rest)
  "8h",
  "<img src=x onerror=alert(1)>",
  "",
  "4hh",
  "x".repeat(500),
];

HOSTILE.forEach((value, i) => {
  test(`hostile link ${i} shows the engine's reason, then the widget answers`, async () => {
    const lang = "en";
    const w = await openCards(lang, `vira-lookup.vira=${encodeURIComponent(value)}`);
    const answer = await lab.answer("manilhas", { rules: "paulista", vira: value.slice(0, 200) });
    assert.ok(!answer.ok);
    const { error } = answer;
    const got = shown(w);
    assert.ok(got.notice !== null);
    assert.equal(got.noticeCode, error.code);
    if (!(`reason.${error.code}` in strings(lang))) {
      // no sentence for this code yet: the engine's own message is shown, as text
      assert.ok(String(got.notice).includes(error.message.slice(0, 60)), String(got.notice));
    }
    assert.equal(got.injected, 0);
    // the widget stays usable: it shows the starting vira and answers the next pick
    await assertMatchesEngine(w, lang, "paulista", "4h");
    await pickVira(w, "6s");
    await assertMatchesEngine(w, lang, "paulista", "6s");
    assert.equal(shown(w).notice, null);
  });
});
