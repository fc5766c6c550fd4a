// @ts-check
// Unit tests of the widget toolkit's pure modules (node --test): wording, error text, the
// protocol, the hand model and the scenario player. The browser tests check what only a
// browser can show; the words themselves are checked here, through the shipped modules.

import assert from "node:assert/strict";
import { test } from "node:test";

import { handModel, outcomeSentences, ownCards, seatRoles, stateSentence, viewerSeat } from "../../site_src/js/kit/hand-model.js";
import { decodeResponse, encodeRequest, presetOf } from "../../site_src/js/kit/protocol.js";
import { ScenarioPlayer } from "../../site_src/js/kit/scenario-player.js";
import {
  actionLabel, cardText, ENGINE_DOWN, errorText, explain, isEngineDown, joinList, readerSeatNames, teamText,
} from "../../site_src/js/kit/words.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;
const EXAMPLE = { vira: "7d", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], dealer: 1 };
const PAIRS = { vira: "4h", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "7d", "Js"], ["Ac", "6h", "5d"]], players: 4, dealer: 3 };

// --- wording ---------------------------------------------------------------------------------

test("every ruling the engine makes reads as a full sentence in every language", () => {
  const scenarios = [
    { ...EXAMPLE, actions: ["play 3c", "play 3h", "play Kh", "play Qd"] },
    { ...EXAMPLE, actions: ["raise", "raise", "fold"] },
    { ...EXAMPLE, actions: ["play 3c", "play 3h", "cover Kh", "play Qd"] },
    { ...EXAMPLE, score: [11, 3], actions: ["fold"] },
    { ...EXAMPLE, score: [11, 10], actions: ["accept", "fold"] },
    { ...PAIRS, actions: ["play 3c", "play 3h", "play 2c", "play Ac"] },
    { ...EXAMPLE, rules: "paulista-fpt", score: [11, 11], actions: ["play #1", "play #1"] },
  ];
  const results = engine(scenarios.map((scenario) => ({ op: "replay", args: { scenario } })));
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const r of results) {
      assert.ok(!r.error, JSON.stringify(r.error));
      const rulings = [r.ruling, r.kind_ruling, ...r.match_rulings, ...r.round_details.map((x) => x.ruling)];
      for (const ruling of rulings.filter(Boolean)) {
        const text = explain(ruling, t, { players: r.players });
        assert.ok(text.length > 10 && !PLACEHOLDER.test(text), `${lang} ${ruling.code}: ${text}`);
        assert.equal(text[0], text[0].toLocaleUpperCase(), `${lang}: ${text}`);
      }
    }
    assert.deepEqual(missing, []);
  }
});

test("every choice and step the engine can name has a label in every language", () => {
  const scenarios = [
    { ...EXAMPLE, actions: [] },
    { ...EXAMPLE, actions: ["raise"] },
    { ...EXAMPLE, actions: ["play 3c", "play 3h"] },
    { ...EXAMPLE, score: [11, 3] },
    { hands: EXAMPLE.hands, rules: "mineiro", score: [10, 10] },
  ];
  const results = engine(scenarios.map((scenario) => ({ op: "replay", args: { scenario } })));
  for (const r of results) assert.ok(!r.error, JSON.stringify(r.error));
  const meanings = new Set();
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const r of results) {
      for (const choice of [...r.choices, ...r.history]) {
        meanings.add(choice.meaning);
        const label = actionLabel(choice, t);
        assert.ok(label && !PLACEHOLDER.test(label) && !label.startsWith("action."), `${lang}: ${label}`);
      }
    }
    assert.deepEqual(missing, []);
  }
  for (const meaning of ["play", "cover", "raise", "reraise", "accept", "fold", "surrender",
    "accept-eleven", "decline-eleven", "blind-play"]) assert.ok(meanings.has(meaning), meaning);
});

test("calls are named per preset by the engine and worded per language", () => {
  const [mineiro] = engine([{ op: "rules", args: { rules: "mineiro" } }]);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (const call of mineiro.calls) {
      const label = actionLabel({ action: "raise", meaning: "raise", call: call.name, offer: call.value }, t);
      assert.ok(label.includes(String(call.value)) && !label.includes("call."), `${lang}: ${label}`);
    }
  }
});

test("cards, teams and lists read as people say them", () => {
  const t = translator("en");
  assert.equal(cardText("Qh", t), "Q♥");
  assert.equal(cardText(null, t), t("card.covered"));
  assert.equal(teamText(1, t, 2), "player 2");
  assert.equal(teamText(1, t, 4), t("team.1"));
  assert.equal(joinList(["a", "b", "c"], t), `a, b${t("list.and")}c`);
});

test("a learner's seat reads as theirs in rulings, in the third person", () => {
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const name = readerSeatNames(t, 0);
    const ruling = { code: "round-won", params: { card: "3c", team: 0 } };
    const plain = explain(ruling, t);
    const named = explain(ruling, t, { name });
    assert.notEqual(plain, named);
    assert.ok(named.toLowerCase().includes(t("seat.you", { n: 1 }).toLowerCase()), `${lang}: ${named}`);
    assert.equal(teamText(1, t, 2, name), t("seat.opponent", { n: 2 }));
    assert.equal(teamText(1, t, 4, name), t("team.1"), "pairs keep their team names");
  }
  assert.equal(readerSeatNames(translator("en"), 0)(0), "player 1 (you)");
});

test("an engine outage reads as 'the engine is not available'; a refusal as its reason", () => {
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (const code of ENGINE_DOWN) {
      assert.ok(isEngineDown({ code }));
      const expected = code === "timeout" ? t("engine.timeout") : t("engine.failed");
      assert.equal(errorText({ code, message: "x" }, t).text, expected);
    }
    const [refused] = engine([{ op: "replay", args: { scenario: { ...EXAMPLE, actions: ["cover 3c"] } } }]);
    const err = { code: refused.error.code, message: refused.error.message, details: refused.error };
    assert.ok(!isEngineDown(err));
    const { text, detail } = errorText(err, t, { has: (key) => key in t.table });
    assert.equal(text, explain({ code: "cover-too-early", params: { round: 1, from_round: 2 } }, t));
    assert.match(detail, /cover/);
  }
  assert.ok(isEngineDown(new Error("a bug")), "an error without a code is not an engine answer");
});

test("a refusal's numbers reach its sentence (the ladder's limit)", () => {
  const [refused] = engine([{ op: "rules", args: { rules: { preset: "paulista", ladder: Array.from({ length: 16 }, (_, i) => 3 * i + 1) } } }]);
  assert.equal(refused.error.code, "ladder-too-long");
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const { text } = errorText({ code: refused.error.code, message: refused.error.message, details: refused.error }, t);
    assert.ok(text.includes(String(refused.error.limit)) && !/\{\w+\}/.test(text), `${lang}: ${text}`);
  }
});

// --- protocol --------------------------------------------------------------------------------

test("requests are {op, args}; answers that are not answers are bad-response", () => {
  assert.equal(encodeRequest("replay", { code: "v1" }), '{"op":"replay","args":{"code":"v1"}}');
  assert.equal(encodeRequest("ping"), '{"op":"ping","args":{}}');
  assert.throws(() => encodeRequest(""));
  assert.deepEqual(decodeResponse('{"ok": true, "result": 3}'), { ok: true, result: 3 });
  const refused = decodeResponse('{"ok": false, "error": {"code": "bad-card", "message": "8h"}}');
  assert.equal(refused.ok, false);
  for (const broken of [undefined, null, "", "{", '{"ok": true}', '{"ok": false, "error": {}}', "[]"]) {
    const answer = decodeResponse(broken);
    assert.equal(answer.ok, false);
    assert.equal(!answer.ok && answer.error.code, "bad-response", String(broken));
  }
  assert.equal(presetOf({ preset: "mineiro", ladder: [2, 4] }), "mineiro");
  assert.equal(presetOf(undefined), "paulista");
});

// --- the hand model --------------------------------------------------------------------------

test("the hand model copies the engine's answer: seats, roles, rounds, outcome", () => {
  const [mid, over, pairs, seat0] = engine([
    { op: "replay", args: { scenario: { ...EXAMPLE, actions: ["play 3c", "play 3h", "raise"] } } },
    { op: "replay", args: { scenario: { ...EXAMPLE, actions: ["play 3c", "play 3h", "play Kh", "play Qd"] } } },
    { op: "replay", args: { scenario: { ...PAIRS, actions: ["play 3c"] } } },
    { op: "replay", args: { scenario: { ...EXAMPLE, actions: ["play 3c", "play 3h", "raise"] }, viewer: 0 } },
  ]);
  const t = translator("en");
  const m = handModel(mid);
  assert.deepEqual(m.seats.map((s) => s.cards), [["Kh", "4s"], ["Ks", "Qd"]]);
  assert.deepEqual(m.rounds.map((r) => r.status), ["played", "current", "future"]);
  assert.equal(m.rounds[0].winner, null);
  assert.match(stateSentence(m, t), /raised to 3/);
  assert.deepEqual(seatRoles(m, m.seats[1], t), [t("role.dealer"), t("role.answers")]);
  assert.deepEqual(seatRoles(m, m.seats[0], t), [t("role.mao")]);
  // a page may say a seat's turn in its own words (Play says it to the reader: "te toca")
  assert.deepEqual(seatRoles(m, m.seats[1], t, { answers: "must answer now" }), [t("role.dealer"), "must answer now"]);
  assert.equal(m.viewer, null, "the omniscient replay");
  const hidden = handModel(seat0);
  assert.equal(hidden.viewer, 0);
  assert.deepEqual(hidden.seats.map((s) => s.cards), [["Kh", "4s"], [null, null]], "seat 0's view: the other hand face down");
  assert.deepEqual(ownCards(seat0), ["Kh", "4s"]);
  const done = handModel(over);
  assert.deepEqual(done.rounds.map((r) => r.status), ["played", "played", "unplayed"]);
  const lines = outcomeSentences(done, t);
  assert.match(lines[0], /player 2 scores 1 point/);
  assert.equal(lines[1], explain(over.ruling, t));
  const p = handModel(pairs);
  assert.deepEqual(p.seats.map((s) => [s.team, s.partner]), [[0, 2], [1, 3], [0, 0], [1, 1]]);
  assert.deepEqual(seatRoles(p, p.seats[2], t), [t("team.0")]);
});

test("the hand model of an observation shows only what the seat sees", () => {
  const [game] = engine([{ op: "game_new", args: { seed: 4, opponents: "random" } }]);
  const obs = game.observation;
  const m = handModel(obs);
  assert.equal(m.viewer, 0);
  assert.deepEqual(m.seats[0].cards, ownCards(obs));
  assert.equal(ownCards(obs)?.length, 3);
  assert.equal(viewerSeat(obs).seat, 0);
  assert.ok(m.seats[1].cards.every((c) => c === null));
  const [blind] = engine([{ op: "game_new", args: { code: "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd" } }]);
  assert.deepEqual(handModel(blind.observation).seats[0].cards, [null, null, null]);
  assert.equal(ownCards(blind.observation), null, "blind: not even its own cards");
});

// --- the scenario player ---------------------------------------------------------------------

test("the scenario player keeps only the newest answer and asks the engine for every state", async () => {
  /** @type {{op: string, args: any}[]} */
  const asked = [];
  /** @type {((v: any) => void)[]} */
  const resolvers = [];
  const ask = (/** @type {string} */ op, /** @type {any} */ args) => {
    asked.push({ op, args });
    return new Promise((resolve) => resolvers.push(resolve));
  };
  const player = new ScenarioPlayer(ask);
  const opening = player.open({ code: "v1.x" });
  resolvers[0]({ scenario: { hands: [], actions: ["play 3c"] }, code: "v1.x" });
  assert.equal((await opening)?.code, "v1.x");
  assert.deepEqual(asked[0], { op: "replay", args: { code: "v1.x", prefix: true } });
  const slow = player.act("play 3h");
  const fast = player.undo();
  assert.deepEqual(asked[1].args.scenario.actions, ["play 3c", "play 3h"]);
  assert.deepEqual(asked[2].args.scenario.actions, []);
  resolvers[2]({ scenario: { hands: [], actions: [] }, code: "v1.y" });
  resolvers[1]({ scenario: { hands: [], actions: ["play 3c", "play 3h"] }, code: "v1.z" });
  assert.equal(await slow, null, "a stale answer is dropped");
  assert.equal((await fast)?.code, "v1.y");
  assert.equal(player.result?.code, "v1.y");
  const moving = player.retarget("mineiro");
  assert.deepEqual(asked[3], { op: "retarget", args: { scenario: { hands: [], actions: [] }, rules: "mineiro", vira: null } });
  resolvers[3]({ scenario: { hands: [] }, code: "v1.m" });
  await moving;
});

test("card notation: one reader of rank and suit; the ranks in the engine's deck order", async () => {
  const { rankOf, ranksOf, suitOf, suitsOf } = await import("../../site_src/js/kit/cards.js");
  assert.deepEqual([rankOf("Qh"), suitOf("Qh"), rankOf("4c"), suitOf("4c")], ["Q", "h", "4", "c"]);
  const [rules] = engine([{ op: "rules", args: { rules: "paulista" } }]);
  assert.equal(rules.deck.length, 40);
  const ranks = ranksOf(rules.deck);
  assert.equal(ranks.length, 10);
  assert.deepEqual(suitsOf(rules.deck).sort(), ["c", "d", "h", "s"]);
  // the deck's order is the engine's ranking of ordinary cards, weakest first: under the strongest
  // rank as the vira (the weakest are the manilhas), each other rank beats the one before
  const vira = `${ranks[9]}h`;
  const answers = engine(ranks.slice(1, 9).map((rank, i) => ({ op: "compare", args: { rules: "paulista", vira, cards: [`${rank}c`, `${ranks[i + 2]}c`] } })));
  assert.deepEqual(answers.map((a) => a.winner), Array(8).fill(1));
});

test("the deck palette: a row a suit in the deck's order, arrow keys within the grid", async () => {
  const { paletteMove, suitRows } = await import("../../site_src/js/kit/deck-palette.js");
  const deck = ["4c", "5c", "6c", "4h", "5h", "6h"];
  assert.deepEqual(suitRows(deck), [["4c", "5c", "6c"], ["4h", "5h", "6h"]]);
  assert.equal(paletteMove("ArrowRight", 0, 3, 6), 1);
  assert.equal(paletteMove("ArrowDown", 1, 3, 6), 4);
  assert.equal(paletteMove("ArrowUp", 1, 3, 6), 1, "off the grid: stays");
  assert.equal(paletteMove("ArrowLeft", 0, 3, 6), 0);
  assert.equal(paletteMove("End", 3, 3, 6), 5);
  assert.equal(paletteMove("Home", 5, 3, 6), 3);
  assert.equal(paletteMove("a", 2, 3, 6), null, "other keys are the page's");
});
