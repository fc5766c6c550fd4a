// @ts-check
// Unit tests of the training game's pure modules (site_src/js/widgets/play-table/): its wording (log,
// prompts, scoreboard, names at the table), the cards and choices it offers, its first requests,
// the bots' paced moves, and the game session that reopens a match after an engine restart. Every game state is a real
// answer of the engine (CPython); every sentence is checked in es, pt and en.

import assert from "node:assert/strict";
import { test } from "node:test";

import { explain } from "../../site_src/js/kit/words.js";
import { initialRequests, newGameRequest } from "../../site_src/js/widgets/play-table.js";
import { playbackFrames } from "../../site_src/js/widgets/play-table/playback.js";
import { GameSession } from "../../site_src/js/widgets/play-table/session.js";
import {
  choiceNote, eventLines, handChoices, nextCallText, otherChoices, promptText, stepLine, TableNames,
} from "../../site_src/js/widgets/play-table/words.js";
import { engine, engineProcess, installPage, LANGUAGES, translator } from "./helpers.mjs";

installPage(); // the engine's bots (the opponents, the partner), as the build writes them into the page

const PLACEHOLDER = /\{\w+\}/;
const DEAL2 = { vira: "7d", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]] };
const DEAL4 = { vira: "7d", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "Ah", "5s"], ["Jc", "6h", "7s"]] };

/**
 * Scenario codes of positions, by name (the engine encodes them, in one process).
 * @param {Record<string, [Record<string, any>, Record<string, any>?]>} positions
 * @returns {Record<string, string>}
 */
function codesOf(positions) {
  const names = Object.keys(positions);
  const answers = engine(names.map((name) => {
    const [deal, more = {}] = positions[name];
    const players = deal.hands.length;
    const scenario = { rules: "paulista", players, score: [0, 0], dealer: players - 1, ...deal, ...more };
    if (scenario.rules === "mineiro") delete scenario.vira;
    return { op: "encode", args: { scenario } };
  }));
  return Object.fromEntries(names.map((name, i) => [name, answers[i].code]));
}

const CODES = codesOf({
  lead: [DEAL2],
  round2: [DEAL2, { actions: ["play 3c", "play Ks"] }],
  answer: [DEAL2, { actions: ["play 3c", "raise"] }],
  eleven: [DEAL2, { score: [11, 5] }],
  won: [{ vira: "7d", hands: [["Qc", "Qh", "Qs"], ["3h", "Ks", "4d"]] }, { score: [11, 0] }],
  blind: [DEAL2, { rules: "paulista-fpt", score: [11, 11] }],
  pairs: [DEAL4, { score: [11, 5] }],
  mineiro: [DEAL2, { rules: "mineiro" }],
  mineiroEleven: [DEAL2, { rules: "mineiro", score: [10, 5] }],
});

/**
 * The states of several games, each a game_new and then its actions, all in one engine process
 * (the k-th game_new opens game k).
 * @param {[Record<string, any>, string[]?][]} specs
 * @returns {any[][]} per game: its states, first the game_new answer
 */
function games(specs) {
  const requests = specs.flatMap(([args, actions = []], k) => [{ op: "game_new", args },
    ...actions.map((action) => ({ op: "game_act", args: { id: k + 1, action } }))]);
  const answers = engine(requests);
  for (const a of answers) assert.ok(!a.error, JSON.stringify(a.error));
  let at = 0;
  return specs.map(([, actions = []]) => {
    const states = answers.slice(at, at + 1 + actions.length);
    at += 1 + actions.length;
    return states;
  });
}

/** @type {Map<string, any>} */
const rulesCache = new Map();
/** The engine's `rules` answer for an observation's rules. @param {any} obs */
function rulesOf(obs) {
  const key = JSON.stringify(obs.rules);
  if (!rulesCache.has(key)) rulesCache.set(key, engine([{ op: "rules", args: { rules: obs.rules } }])[0]);
  return rulesCache.get(key);
}

/** @param {string} text @param {string} where */
function sentence(text, where) {
  assert.ok(text && !PLACEHOLDER.test(text) && !/\b(play-table|reason|action|hand|call)\.[a-z]/.test(text), `${where}: ${text}`);
}

// --- first requests -------------------------------------------------------------------------

test("the first requests: the reader's rules; the match is always asked of the engine", () => {
  assert.deepEqual(initialRequests({ preset: "mineiro", params: {} }), [{ op: "rules", args: { rules: "mineiro" } }]);
  assert.deepEqual(initialRequests({ preset: "paulista", params: { seed: "7", players: "4" } }), [{ op: "rules", args: { rules: "paulista" } }]);
  assert.deepEqual(initialRequests({ preset: "paulista", params: { s: "v1.x" } }), [], "a position brings its own rules");
  assert.deepEqual(newGameRequest({ preset: "mineiro", players: 4, opponents: "search" }),
    { op: "game_new", args: { rules: "mineiro", players: 4, opponents: "search", partner: "heuristic" } });
  assert.deepEqual(newGameRequest({ preset: "paulista", players: 2, opponents: "random", code: "v1.x", seed: 3 }),
    { op: "game_new", args: { code: "v1.x", opponents: "random", partner: "heuristic", seed: 3 } });
  // what the engine answers for the rules request names every call the board and the prompts need
  const [info] = engine([initialRequests({ preset: "paulista", params: {} })[0]]);
  assert.deepEqual(info.calls.map((/** @type {any} */ c) => c.name), ["truco", "seis", "nove", "doze"]);
});

// --- names at the table ----------------------------------------------------------------------

test("the opponents are the engine's bots, each named and described in every language", async () => {
  const { catalog } = await import("../../site_src/js/kit/page.js");
  const { opponents, opponent, partner } = catalog();
  assert.ok(opponents.length >= 2 && new Set(opponents).size === opponents.length && opponents.includes(opponent), opponents.join());
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (const id of [...opponents, partner]) {
      for (const part of ["name", "name2", "partner", "level", "about"]) assert.ok(`play-table.bot.${id}.${part}` in t.table, `${lang} ${id} ${part}`);
    }
  }
  // a game with each of them is one the engine opens
  for (const id of opponents) assert.equal(engine([newGameRequest({ preset: "paulista", players: 2, opponents: id })])[0].bots["1"], id);
});

test("names at the table come from the bots and the engine's seats (who is the partner)", () => {
  const [[two], [four]] = games([[{ seed: 7, opponents: "random" }], [{ seed: 3, players: 4, opponents: "search", partner: "heuristic" }]]);
  const t = translator("en");
  const heads = new TableNames(t, two.observation, two.bots);
  assert.equal(heads.seat(0), "you (player 1)");
  assert.equal(heads.seat(1), "Dado (player 2)");
  assert.equal(heads.team(1), "Dado (player 2)");
  assert.equal(heads.teamShort(0), "You");
  assert.equal(heads.teamShort(1), "Dado");
  const pairs = new TableNames(t, four.observation, four.bots);
  assert.equal(four.observation.viewer, 0);
  assert.equal(four.observation.seats[0].partner, 2, "the engine's seats name the partner");
  assert.equal(pairs.seat(2), "Nico (player 3)", "the partner plays like Luna and is called Nico");
  assert.equal(pairs.seat(1), "Sibila (player 2)");
  assert.equal(pairs.seat(3), "Otto (player 4)");
  assert.equal(pairs.team(0), "your team (you and Nico)");
  assert.equal(pairs.team(1), "the rivals (Sibila and Otto)");
  assert.equal(pairs.teamShort(1), "The rivals (team 2)");
  for (const lang of LANGUAGES) {
    const missing = [];
    const n = new TableNames(translator(lang, missing), four.observation, four.bots);
    for (const text of [0, 1, 2, 3].map((s) => n.seat(s)).concat([0, 1].flatMap((x) => [n.team(x), n.teamShort(x)]))) sentence(text, lang);
    assert.deepEqual(missing, []);
  }
});

test("a link's hand number carries on the match's count (its code counts no hands)", () => {
  const [[state]] = games([[{ code: CODES.lead, seed: 5, opponents: "random" }]]);
  assert.equal(state.match.hands, 1, "the engine counts from the position it opened");
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const names = new TableNames(t, state.observation, state.bots, 4);
    assert.equal(names.hand(state.match.hands), 5);
    const deal = eventLines(state.events, state, names, t).find((l) => l.event.type === "deal");
    const head = t("play-table.log.deal", { n: 5, dealer: "", mao: "" }).split(".")[0]; // "Hand 5"
    assert.ok(deal && deal.text.startsWith(`${head}.`), deal && deal.text);
    assert.equal(new TableNames(t, state.observation, state.bots).hand(1), 1, "a new match: hand 1");
  }
});

// --- the log ---------------------------------------------------------------------------------

test("the log says every event in the engine's words, in every language", () => {
  const batches = games([
    [{ code: CODES.lead, seed: 5, opponents: "random" }, ["raise"]], // a raise and the bot's answer
    [{ code: CODES.round2, seed: 2, opponents: "random" }, ["cover Kh"]], // a covered card, rounds
    // the hand of eleven, won: the score is capped at 12 and the match is won
    [{ code: CODES.won, seed: 1, opponents: "random" }, ["accept", "play Qc", "play Qh"]],
    [{ code: CODES.blind, seed: 4, opponents: "random" }, ["play #2"]], // the blind iron hand
    [{ code: CODES.pairs, seed: 1, opponents: "random" }, ["fold"]], // pairs, the hand of eleven declined
    [{ code: CODES.mineiroEleven, seed: 1, opponents: "random" }, ["fold"]], // mineiro: the hand of 10
  ]).flat();
  const types = new Set();
  const meanings = new Set();
  const codes = new Set();
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const state of batches) {
      const names = new TableNames(t, state.observation, state.bots);
      const lines = eventLines(state.events, state, names, t);
      assert.equal(lines.length, state.events.length);
      for (const { event, text } of lines) {
        types.add(event.type);
        sentence(text, `${lang} ${event.type}`);
        if (event.type === "action") {
          meanings.add(event.meaning);
          assert.equal(text, stepLine(event, names, t));
          assert.ok(text.startsWith(names.seat(event.seat).charAt(0).toLocaleUpperCase()), text);
        }
        if (event.type === "round") assert.ok(text.includes(explain(event.ruling, t, { players: state.observation.players })), text);
        if (event.type === "hand-over") {
          for (const ruling of [event.ruling, ...event.match_rulings]) {
            codes.add(ruling.code);
            assert.ok(text.includes(explain(ruling, t, { players: state.observation.players })), `${ruling.code}: ${text}`);
          }
        }
        if (event.type === "deal" && event.kind_ruling) {
          codes.add(event.kind_ruling.code);
          assert.ok(text.includes(explain(event.kind_ruling, t, { players: state.observation.players })), text);
          // the numbers of the hand of eleven are the preset's, from the engine
          assert.ok(text.includes(String(event.kind_ruling.params.at)), text);
          if (event.kind_ruling.params.blind) assert.ok(text.includes(t("play-table.log.blind")), text);
        }
      }
    }
    assert.deepEqual(missing, []);
  }
  for (const type of ["deal", "action", "round", "hand-over"]) assert.ok(types.has(type), type);
  for (const meaning of ["raise", "play", "cover", "accept-eleven", "blind-play", "decline-eleven"]) assert.ok(meanings.has(meaning), meaning);
  for (const code of ["score-capped", "match-won", "eleven-decides", "iron-hand", "eleven-fold"]) assert.ok(codes.has(code), code);
  // mineiro's hand of eleven is the hand of ten: the log says so with the engine's number
  const mineiro = batches[batches.length - 2];
  const deal = eventLines(mineiro.events, mineiro, new TableNames(translator("en"), mineiro.observation, mineiro.bots), translator("en"))[0];
  assert.match(deal.text, /has 10 points/);
});

// --- what the reader may do ------------------------------------------------------------------

test("the prompt says whose turn it is and what the reader decides", () => {
  const [[lead, over], [answer], [eleven], [mineiro], [blind]] = games([
    [{ code: CODES.lead, opponents: "random", seed: 1 }, ["fold"]],
    [{ code: CODES.answer, opponents: "random", seed: 1 }],
    [{ code: CODES.pairs, opponents: "random", seed: 1 }],
    [{ code: CODES.mineiroEleven, opponents: "random", seed: 1 }],
    [{ code: CODES.blind, opponents: "random", seed: 1 }],
  ]);
  assert.equal(answer.observation.phase, "answer");
  const { decider, hands } = eleven.observation;
  assert.equal(decider, 0);
  assert.ok(hands[eleven.observation.seats[0].partner], "the decider in pairs sees the partner's cards");
  assert.deepEqual(hands.map((/** @type {unknown} */ h) => h !== null), [true, false, true, false]);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    /** @param {any} s @param {object} [options] */
    const prompt = (s, options) => promptText(s, new TableNames(t, s.observation, s.bots), t, options);
    assert.equal(prompt(lead), t("play-table.prompt.lead", { n: 1 }));
    assert.equal(prompt(lead, { coverMode: true }), `${t("play-table.prompt.lead", { n: 1 })} ${t("play-table.prompt.cover-mode")}`);
    const asked = prompt(answer);
    sentence(asked, lang);
    assert.ok(asked.includes(t("call.truco")) && asked.includes("3"), asked);
    for (const s of [eleven, mineiro]) {
      const text = prompt(s);
      sentence(text, lang);
      assert.ok(text.includes(explain(s.observation.kind_ruling, t, { players: s.observation.players })), text);
      assert.equal(text.includes(t("play-table.prompt.eleven-partner")), s === eleven);
    }
    assert.equal(prompt(blind), t("play-table.prompt.blind"));
    assert.equal(prompt(over), t("play-table.prompt.hand-over"));
    // a touch screen: no key named; "raise again" only when the engine offers a raise
    assert.equal(prompt(over, { touch: true }), t("play-table.prompt.hand-over-touch"));
    const touchAsk = prompt(answer, { touch: true });
    assert.ok(!/\((A|F|T)\)/.test(touchAsk), touchAsk);
    const raises = answer.observation.choices.some((/** @type {any} */ c) => c.meaning === "reraise");
    const top = { ...answer, observation: { ...answer.observation,
      choices: answer.observation.choices.filter((/** @type {any} */ c) => c.meaning !== "reraise") } };
    assert.ok(raises, "the first raise can be raised again");
    assert.ok(!prompt(top).includes("(T)"), prompt(top));
    sentence(prompt(top), lang);
    sentence(prompt(top, { touch: true }), lang);
    assert.deepEqual(missing, []);
  }
});

test("the reader's cards and choices are the engine's choices", () => {
  const [[lead, over], [round2], [blind], [eleven]] = games([
    [{ code: CODES.lead, opponents: "random", seed: 1 }, ["fold"]],
    [{ code: CODES.round2, opponents: "random", seed: 2 }],
    [{ code: CODES.blind, opponents: "random", seed: 1 }],
    [{ code: CODES.eleven, opponents: "random", seed: 1 }],
  ]);
  const cards = (/** @type {any} */ s, cover = false) => handChoices(s.observation, cover).map((c) => [c.step.action, c.legal]);
  assert.deepEqual(cards(lead), [["play 3c", true], ["play Kh", true], ["play 4s", true]]);
  // round 1: covering is not a choice, the buttons ask the engine (which says why not)
  assert.deepEqual(cards(lead, true), [["cover 3c", false], ["cover Kh", false], ["cover 4s", false]]);
  assert.deepEqual(cards(round2, true), [["cover Kh", true], ["cover 4s", true]]);
  // the blind hand: positions, never a card name
  assert.deepEqual(cards(blind), [["play #1", true], ["play #2", true], ["play #3", true]]);
  assert.ok(handChoices(blind.observation, false).every((c) => c.card === null && !("card" in c.step)));
  assert.deepEqual(cards(over).map(([, legal]) => legal), [false, false, false]);
  assert.deepEqual(otherChoices(lead.observation).map((c) => c.meaning), ["raise", "surrender"]);
  assert.deepEqual(otherChoices(eleven.observation).map((c) => c.meaning), ["accept-eleven", "decline-eleven"]);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const s of [lead, eleven, blind]) {
      const names = new TableNames(t, s.observation, s.bots);
      for (const choice of otherChoices(s.observation)) {
        const note = choiceNote(choice, names, t);
        assert.equal(Boolean(note), choice.pays !== undefined, choice.meaning);
        if (note) {
          sentence(note, lang);
          assert.ok(note.includes(String(choice.pays)) && note.includes(names.team(/** @type {number} */ (choice.team))), note);
        }
      }
    }
    assert.deepEqual(missing, []);
  }
});

test("the scoreboard's next call reads the engine's ladder", () => {
  const [[lead], [eleven], [, raised], [mineiro]] = games([
    [{ code: CODES.lead, opponents: "random", seed: 1 }],
    [{ code: CODES.eleven, opponents: "random", seed: 1 }],
    [{ code: CODES.answer, opponents: "random", seed: 1 }, ["accept"]],
    [{ code: CODES.mineiro, opponents: "random", seed: 1 }],
  ]);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    /** @param {any} s */
    const next = (s) => nextCallText(s.observation, new TableNames(t, s.observation, s.bots), t);
    assert.equal(next(lead), t("play-table.next.call", { call: t("call.truco"), offer: 3 }));
    assert.equal(next(eleven), t("play-table.next.locked"));
    const mine = next(mineiro);
    const info = rulesOf(mineiro.observation);
    assert.ok(mine.includes(t(`call.${info.calls[0].name}`)) && mine.includes(String(info.calls[0].value)), mine);
    if (raised.observation.ladder.may_raise.length === 1 && raised.observation.outcome === null) {
      // the bot raised and the reader accepted: only the reader's team may raise next
      assert.ok(next(raised).endsWith(t("play-table.next.only-you")), next(raised));
    }
    assert.deepEqual(missing, []);
  }
});

// --- the bots' moves, one by one --------------------------------------------------------------

test("the paced moves end on the engine's table, with a pause before each bot's move", async () => {
  const t = translator("en");
  const proc = engineProcess();
  try {
    let before = await proc.ask("game_new", { seed: 21, opponents: "random" });
    const id = before.id;
    let checked = 0;
    for (let move = 0; move < 40 && before.match.next !== "over"; move += 1) {
      const choice = before.observation.choices.find((/** @type {any} */ c) => c.meaning === "play");
      const after = before.match.next === "deal" ? await proc.ask("game_next", { id })
        : await proc.ask("game_act", { id, action: choice ? choice.action : before.observation.choices[0].action });
      const names = new TableNames(t, after.observation, after.bots);
      const lines = eventLines(after.events, after, names, t);
      const frames = playbackFrames(lines, 0, before.observation.table);
      const count = (/** @type {string} */ type, seat = -1) => after.events.filter((/** @type {any} */ e) => e.type === type && e.seat !== seat).length;
      assert.equal(frames.filter((f) => f.wait === "bot").length, count("action", 0), "a pause before each bot's move");
      assert.equal(frames.filter((f) => f.wait === "round").length, count("round"), "a pause after each round");
      assert.deepEqual(frames.filter((f) => f.text).map((f) => f.text), lines.map((l) => l.text), "every line once, in order");
      for (const f of frames.filter((x) => x.wait === "bot")) assert.notEqual(f.toAct, null);
      // every call, answer, fold and surrender of the batch stays at its seat (a badge) to the end
      const said = after.events.filter((/** @type {any} */ e) => e.type === "action" && !["play", "cover", "blind-play"].includes(e.meaning));
      if (frames.length) assert.deepEqual(frames[frames.length - 1].said, said, "the batch's words, in order");
      if (!after.observation.finished) {
        assert.deepEqual(frames[frames.length - 1].table, after.observation.table, "the felt ends as the engine's table");
        checked += 1;
      }
      before = after;
    }
    assert.ok(checked > 5, `${checked} batches checked`);
  } finally {
    proc.stop();
  }
});

// --- the session: an engine restart reopens the match where it was ---------------------------

test("after an engine restart the session reopens the match from its token and goes on", async () => {
  const proc = engineProcess();
  try {
    /** @type {string[]} */
    const reopened = [];
    const session = new GameSession(proc.ask, { onReopen: (_state, why) => reopened.push(why) });
    const first = await session.start({ seed: 11, opponents: "random" });
    const action = first.observation.choices[0].action;
    const before = await session.act(action);
    // the worker dies: the next request meets an engine that never heard of this match
    proc.restart();
    const resumed = await session.state();
    assert.deepEqual(reopened, ["restart"]);
    assert.equal(resumed.position, before.position, "reopened at the same position");
    assert.deepEqual(resumed.observation.hand, before.observation.hand);
    assert.deepEqual(resumed.events, [], "no event is told twice");
    // and the match goes on exactly as without the restart
    const move = resumed.match.next === "deal" ? null : resumed.observation.choices[0].action;
    const after = move ? await session.act(move) : await session.next();
    const [, straight, again] = engine([
      { op: "game_new", args: { seed: 11, opponents: "random" } },
      { op: "game_act", args: { id: 1, action } },
      move ? { op: "game_act", args: { id: 1, action: move } } : { op: "game_next", args: { id: 1 } },
    ]);
    assert.equal(straight.position, before.position);
    assert.equal(after.position, again.position);
    assert.deepEqual(after.events, again.events);
    // told by the client (onRestart): the session reopens before it asks anything else
    proc.restart();
    session.lost();
    const asked = proc.requests;
    const code = await session.code();
    assert.equal(proc.requests - asked, 2, "game_resume, then game_code");
    assert.match(code.code, /^v1\./);
    assert.deepEqual(reopened, ["restart", "restart"]);
  } finally {
    proc.stop();
  }
});

test("the session reopens once for requests that meet a lost match together", async () => {
  /** @type {string[]} */
  const asked = [];
  let games = 0;
  let open = 0;
  const ask = async (/** @type {string} */ op, /** @type {any} */ args) => {
    asked.push(op);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (op === "game_new" || op === "game_resume") {
      games += 1;
      open = games;
      return { id: games, token: `t${games}`, event_count: 1, events: [] };
    }
    if (args.id !== open) throw Object.assign(new Error("gone"), { code: "unknown-game" });
    return { id: args.id, token: "t", event_count: 1, events: [], op };
  };
  /** @type {string[]} */
  const reasons = [];
  const session = new GameSession(ask, { onReopen: (_s, why) => reasons.push(why) });
  // an answer the build embedded in the page: its id is no game of this worker
  await session.start({ seed: 1 }, { live: false });
  assert.equal(session.id, null);
  const [a, b] = await Promise.all([session.code(), session.check("play #1")]);
  assert.equal(a.op, "game_code");
  assert.equal(b.op, "game_check");
  assert.deepEqual(reasons, ["page"], "one reopening, not said to be a restart");
  assert.equal(asked.filter((op) => op === "game_resume").length, 1);
  // a worker that lost the match (e.g. replaced after a failure) answers unknown-game: reopen, ask again
  open = -1;
  const c = await session.call("game_state", { since: 1 });
  assert.equal(c.op, "game_state");
  assert.deepEqual(reasons, ["page", "restart"]);
  // the client says the worker was replaced while a request was on its way (which then meets
  // the new worker: unknown-game): one reopening, and the request made again
  const pending = session.call("game_code");
  open = -1;
  session.lost();
  const d = await pending;
  assert.equal(d.op, "game_code");
  assert.deepEqual(reasons, ["page", "restart", "restart"]);
  // a refusal is not a lost match: it goes to the caller
  const refusing = new GameSession(async (op) => {
    if (op === "game_new") return { id: 1, token: "x", event_count: 0 };
    throw Object.assign(new Error("no"), { code: "cover-too-early" });
  });
  await refusing.start({});
  await assert.rejects(refusing.check("cover 3c"), { code: "cover-too-early" });
});
