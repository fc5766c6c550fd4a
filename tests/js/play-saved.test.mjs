// @ts-check
// The training game kept across a reload (issue 35, point 3; site_src/js/widgets/play-table/saved.js):
// each state the session keeps is stored under the page (the engine's token, or only why the
// engine refuses it: a blind iron hand in progress), a page opened again at the same address
// finds it, and the session reopens the match from it at the same position, score and bots, with
// every event of the match for the log. Real engine answers (CPython); the wording in es/pt/en.

import assert from "node:assert/strict";
import { test } from "node:test";

import { keptMatch, keptOf, pageHref, readKept, refusedText } from "../../site_src/js/widgets/play-table/saved.js";
import { GameSession } from "../../site_src/js/widgets/play-table/session.js";
import { engineProcess, LANGUAGES, translator } from "./helpers.mjs";

const HREF = "https://example.org/en/play/?play-table.opponents=beginner";
const BLIND = "v1.paulista-fpt.p2.s11-11.d1.v7d.h3cKh4s-3hKsQd"; // the iron hand, played blind

/** A sessionStorage stand-in. */
function memoryStorage() {
  const items = new Map();
  return {
    items,
    /** @param {string} key */
    getItem: (key) => (items.has(key) ? items.get(key) : null),
    /** @param {string} key @param {string} value */
    setItem: (key, value) => void items.set(key, String(value)),
    /** @param {string} key */
    removeItem: (key) => void items.delete(key),
  };
}

test("a reload reopens the match kept at the same address: position, score, bots, every event", async () => {
  const proc = engineProcess();
  try {
    const storage = memoryStorage();
    const kept = keptMatch("/en/play/", storage);
    const session = new GameSession(proc.ask, { onKeep: (state) => kept.save(state, HREF, 2) });
    const first = await session.start({ seed: 11, opponents: "beginner", partner: "heuristic" });
    let state = first;
    for (let i = 0; i < 4 && state.match.next !== "over"; i += 1) {
      state = state.match.next === "deal" ? await session.next() : await session.act(state.observation.choices[0].action);
    }
    // what is stored: the address, the engine's token and the hands before the first dealt here
    const found = kept.load(HREF);
    assert.ok(found && "token" in found, JSON.stringify(found));
    assert.deepEqual(found, { href: HREF, token: state.token, handBase: 2 });
    assert.deepEqual(JSON.parse(storage.items.get("truco-lab.play.match:/en/play/")), found);
    // another address (another link, another table) finds nothing; a fragment is no other address
    assert.equal(kept.load(`${HREF}&play-table.seed=3`), null);
    assert.equal(pageHref(`${HREF}#the-bots`), HREF);
    // the reloaded page: a new worker, a new session from the stored token
    proc.restart();
    /** @type {string[]} */
    const reopened = [];
    const again = new GameSession(proc.ask, { onReopen: (_s, why) => reopened.push(why) });
    const resumed = await again.resume(found.token);
    assert.deepEqual(reopened, ["page"]);
    assert.equal(resumed.position, state.position);
    assert.deepEqual(resumed.match, state.match);
    assert.deepEqual(resumed.bots, state.bots);
    assert.equal(resumed.events.length, state.event_count, "the whole match's events, for the log");
    // and it goes on from there
    const next = resumed.match.next === "deal" ? await again.next() : await again.act(resumed.observation.choices[0].action);
    assert.notEqual(next.position, resumed.position);
  } finally {
    proc.close();
  }
});

test("a blind iron hand in progress is not kept: only the engine's reason, which the page words", async () => {
  const proc = engineProcess();
  try {
    const storage = memoryStorage();
    const kept = keptMatch("/play/", storage);
    const session = new GameSession(proc.ask, { onKeep: (state) => kept.save(state, HREF, 0) });
    const blind = await session.start({ code: BLIND, opponents: "random", partner: "heuristic", seed: 1 });
    assert.equal(blind.keep_refused, "blind-secret");
    const stored = storage.items.get("truco-lab.play.match:/play/");
    assert.deepEqual(JSON.parse(stored), { href: HREF, refused: "blind-secret" }, "no token, nothing of the deal");
    assert.deepEqual(kept.load(HREF), { href: HREF, refused: "blind-secret" });
    for (const lang of LANGUAGES) {
      const missing = /** @type {string[]} */ ([]);
      const t = translator(lang, missing);
      const text = t(refusedText("blind-secret"));
      assert.deepEqual(missing, []);
      assert.ok(text.length > 40 && !/\{\w+\}/.test(text), `${lang}: ${text}`);
      assert.notEqual(text, t(refusedText("some-other-reason")));
    }
    // once the hand is over the match is kept again
    const over = await session.act("fold");
    assert.equal(over.keep_refused, null);
    assert.deepEqual(kept.load(HREF), { href: HREF, token: over.token, handBase: 0 });
  } finally {
    proc.close();
  }
});

test("what is stored is read with care: nothing, garbage, another shape", () => {
  assert.equal(readKept(null, HREF), null);
  assert.equal(readKept("{", HREF), null);
  assert.equal(readKept("[1]", HREF), null);
  assert.equal(readKept(JSON.stringify({ href: HREF, token: "" }), HREF), null);
  assert.deepEqual(readKept(JSON.stringify({ href: HREF, token: "abc", handBase: -1 }), HREF), { href: HREF, token: "abc", handBase: 0 });
  assert.deepEqual(keptOf(/** @type {any} */ ({ token: "abc", keep_refused: null }), HREF, 0), { href: HREF, token: "abc", handBase: 0 });
  // a storage that throws (disabled, full) is quiet
  const broken = { getItem: () => { throw new Error("no"); }, setItem: () => { throw new Error("no"); }, removeItem: () => { throw new Error("no"); } };
  const kept = keptMatch("/play/", broken);
  kept.save(/** @type {any} */ ({ token: "abc", keep_refused: null }), HREF, 0);
  assert.equal(kept.load(HREF), null);
  kept.forget();
  assert.equal(keptMatch("/play/", null).load(HREF), null);
});
