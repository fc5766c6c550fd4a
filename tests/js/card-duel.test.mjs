// @ts-check
// The card-duel widget's pure parts (node --test): which requests it makes for a link, and the
// verdict it words from the engine's real `compare` answers, in es, pt and en. The browser test
// (tests/browser/test_widget_card_duel.py) checks what only a browser shows.

import assert from "node:assert/strict";
import { test } from "node:test";

import { initialRequests, readLink, verdict } from "../../site_src/js/widgets/card-duel.js";
import { cardText, errorText, explain, reasonKey, seatText } from "../../site_src/js/kit/words.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;

/** (vira, cards in play order from player 1, covered flags): every kind of ruling a round has. */
const ROUNDS = [
  ["4h", ["5c", "3h"], [false, false]], // a manilha beats the best ordinary card
  ["4h", ["5d", "5c"], [false, false]], // two manilhas: the suit decides
  ["7d", ["3c", "3h"], [false, false]], // same rank: a tie
  ["Qs", ["Kh", "Jd"], [false, false]], // vira Q: the jacks are manilhas
  ["6c", ["Ah", "Kd"], [false, false]], // higher rank
  ["7c", ["3d", "4s"], [true, false]], // a covered card loses to any face-up card
  ["Kc", ["2c", "3d"], [true, true]], // two covered cards tie
  ["Qs", ["3h", "Kc", "3d", "2s"], [false, false, false, false]], // partners share the top
  ["Qs", ["5d", "Ah", "Ac", "7s"], [false, false, false, false]], // opponents tie: first tied card leads
  ["4h", ["3c", "2h", "3d", "2c"], [true, false, false, false]],
  ["2d", ["Kc", "Kh", "Ks", "Kd"], [false, false, false, false]],
  ["3s", ["4d", "4c", "Ah", "7s"], [false, true, false, false]],
  ["Kc", ["2c", "3d", "4h", "5s"], [true, true, true, true]], // four covered cards
];

test("a plain open asks for the deck, the starting vira's manilhas and the starting round", () => {
  for (const preset of ["paulista", "mineiro"]) {
    assert.deepEqual(initialRequests({ preset, params: {} }), [
      { op: "rules", args: { rules: "paulista" } },
      { op: "manilhas", args: { rules: preset, vira: "4h" } },
      { op: "compare", args: { rules: preset, vira: "4h", cards: ["5d", "3c"], covered: [false, false] } },
    ]);
  }
});

test("a link's round goes to the engine as typed; unreadable covered flags are dropped with a note", () => {
  const [, manilhas, compare] = initialRequests({
    preset: "paulista", params: { vira: "q♠", cards: "3h-Kc-3d-2s", covered: "0-1-0-0" } });
  assert.deepEqual(manilhas.args, { rules: "paulista", vira: "q♠" });
  assert.deepEqual(compare.args.cards, ["3h", "Kc", "3d", "2s"]);
  assert.deepEqual(compare.args.covered, [false, true, false, false]);
  for (const flags of ["1-x", "1-0-1", "yes", ""]) {
    const link = readLink({ cards: "3d-4s", covered: flags });
    assert.ok(link);
    assert.equal(link.badCovered, flags);
    assert.deepEqual(link.covered, [false, false]);
  }
  assert.deepEqual(readLink({ cards: "Ac-Ad" })?.vira, "4h", "only cards: the starting vira");
  assert.deepEqual(readLink({ vira: "7c" })?.cards, ["5d", "3c"], "only a vira: the starting cards");
  assert.equal(readLink({ other: "x" }), null);
  // hostile links: clipped, split, never interpreted (the engine refuses them)
  assert.equal(readLink({ cards: "x".repeat(900) })?.cards[0].length, 400);
  assert.equal(readLink({ vira: "v".repeat(900) })?.vira.length, 200);
  assert.deepEqual(readLink({ cards: "--" })?.cards, ["", "", ""]);
});

test("the verdict words the engine's answer in every language", () => {
  const answers = engine(ROUNDS.map(([vira, cards, covered]) => ({ op: "compare", args: { rules: "paulista", vira, cards, covered } })));
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    answers.forEach((answer, i) => {
      assert.ok(!answer.error, JSON.stringify(answer.error));
      const players = answer.cards.length;
      const { headline, why, outcome } = verdict(answer, t, players);
      const where = `${lang} ${ROUNDS[i].join(" ")}`;
      for (const text of [headline, why]) {
        assert.ok(text.length > 5 && !PLACEHOLDER.test(text), `${where}: ${text}`);
        assert.equal(text[0], text[0].toLocaleUpperCase(), `${where}: ${text}`);
      }
      if (answer.winner === null) {
        assert.equal(outcome, "tie");
        assert.equal(headline, t("card-duel.tie"));
      } else {
        const seat = answer.top[0];
        assert.equal(outcome, `team-${answer.winner}`);
        assert.ok(headline.includes(cardText(answer.cards[seat], t)), `${where}: ${headline}`);
        assert.ok(headline.includes(seatText(seat, t)), `${where}: ${headline}`);
      }
      // why: the engine's ruling, the comparison behind it and who leads next
      assert.ok(why.startsWith(explain(answer.ruling, t, { players })), `${where}: ${why}`);
      const nested = answer.ruling.params.compare;
      if (nested) assert.ok(why.includes(explain(nested, t, { players })), `${where}: ${why}`);
      assert.ok(why.toLocaleLowerCase().includes(seatText(answer.lead, t).toLocaleLowerCase()), `${where}: ${why}`);
    });
    assert.deepEqual(missing, []);
  }
});

test("covered cards that tie read as such, not as 'a covered card and a covered card'", () => {
  const [two, four] = engine([
    { op: "compare", args: { vira: "Kc", cards: ["2c", "3d"], covered: [true, true] } },
    { op: "compare", args: { vira: "Kc", cards: ["2c", "3d", "4h", "5s"], covered: [true, true, true, true] } },
  ]);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (const answer of [two, four]) {
      assert.equal(answer.ruling.code, "round-tied");
      assert.equal(reasonKey(answer.ruling), "reason.round-tied.covered");
      const { why } = verdict(answer, t, answer.cards.length);
      assert.ok(!why.includes(`${t("card.covered")}${t("list.and")}`), `${lang}: ${why}`);
      assert.ok(why.includes(explain(answer.ruling.params.compare, t)), `${lang}: ${why}`);
      assert.equal(why.split(explain(answer.ruling.params.compare, t)).length, 2, `said once: ${why}`);
    }
  }
});

test("a refused round reads as the engine's reason in every language", () => {
  const refused = engine([
    { op: "compare", args: { vira: "4h", cards: ["3h", "3h"] } },
    { op: "compare", args: { vira: "4h", cards: ["4h", "3c"] } },
    { op: "compare", args: { vira: "4h", cards: ["8h", "3c"] } },
    { op: "compare", args: { vira: "9c", cards: ["5c", "3h"] } },
    { op: "compare", args: { vira: "4h", cards: ["zz", "3c"] } },
    { op: "compare", args: { vira: "4h", cards: ["5x", "3c"] } },
    { op: "compare", args: { vira: "4h", cards: ["5c", "3h", "2d"] } },
  ]);
  const codes = refused.map((r) => r.error.code);
  assert.deepEqual(codes, ["duplicate-card", "duplicate-card", "card-not-in-deck", "card-not-in-deck", "bad-rank",
    "bad-suit", "bad-cards"]);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const { error } of refused) {
      const { text } = errorText({ code: error.code, message: error.message, details: error }, t,
        { has: (key) => key in t.table });
      const params = error.card === undefined ? {} : { card: error.card };
      assert.equal(text, explain({ code: error.code, params }, t), `${lang} ${error.code}`);
      assert.ok(!PLACEHOLDER.test(text), `${lang}: ${text}`);
    }
    assert.deepEqual(missing, []);
  }
});
