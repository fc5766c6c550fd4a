// @ts-check
// The teachers' tools, their pure parts (node --test), from real engine answers in es, pt and en:
// the words of every gallery puzzle (question, answers, verdicts, solutions), the links (what a
// pasted text names, hostile ones included; the links handed out), the teacher's set, the
// editor's draft, and the first requests of the four widgets. The browser tests check the pages.

import assert from "node:assert/strict";
import { test } from "node:test";

import { initialRequests as editorRequests } from "../../site_src/js/widgets/scenario-editor.js";
import { filtered, initialRequests as galleryRequests, linkFilters } from "../../site_src/js/widgets/puzzle-gallery.js";
import { indexOf, initialRequests as puzzleRequests, SHEET_MAX } from "../../site_src/js/widgets/puzzle.js";
import { initialRequests as setRequests } from "../../site_src/js/widgets/puzzle-set.js";
import { MAX_TITLE, puzzleArgs, refusedField } from "../../site_src/js/widgets/scenario-editor/state.js";
import {
  cardAt, clearCards, complete, dealArgs, emptyDraft, fromScenario, holder, nextEmpty, place, slots, toScenario, withDeal, withPlayers,
} from "../../site_src/js/kit/teach/draft.js";
import {
  isPuzzleRef, MAX_SET, pageUrl, parseRefs, puzzleParams, readLink, showcase, withParams,
} from "../../site_src/js/kit/teach/links.js";
import { addTo, cleanSet, cleanTitle, loadSet, move, removeFrom, saveSet, SET_KEY } from "../../site_src/js/kit/teach/set.js";
import {
  cleanRecord, emptyRecord, galleryOrder, isSolved, loadRecord, markOf, nextUnsolved, recordEnding, saveRecord, SOLVED_KEY, tally,
} from "../../site_src/js/kit/teach/solved.js";
import { analysisDigits, chanceText, methodLines, reasonText, shortMethod, valueText, whyLine } from "../../site_src/js/kit/coach.js";
import { gradeText } from "../../site_src/js/kit/coach-review.js";
import {
  analysisRows, hintText, noteExcerpt, NOTE_SHOWN, ownName, questionText, seatLine, situationLine, solutionLines, summaryText,
  titleText, topicText, verdictText, whoOptions, whyOptions,
} from "../../site_src/js/kit/teach/words.js";
import { errorText } from "../../site_src/js/kit/words.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;
const [LISTING] = engine([{ op: "puzzle_list", args: {} }]);
const IDS = LISTING.puzzles.map((/** @type {any} */ p) => p.id);
/** Every gallery puzzle's question, and its solution (revealed). */
const VIEWS = engine(IDS.map((/** @type {string} */ id) => ({ op: "puzzle", args: { puzzle: id } })));
const REVEALED = engine(IDS.map((/** @type {string} */ id) => ({ op: "puzzle_check", args: { puzzle: id, reveal: true } })));

/** @param {string} text @param {string} where */
function readable(text, where) {
  assert.ok(typeof text === "string" && text.trim(), `${where}: empty`);
  assert.doesNotMatch(text, PLACEHOLDER, `${where}: ${text}`);
  assert.doesNotMatch(text, /undefined|null|NaN|\[object/, `${where}: ${text}`);
}

test("every gallery puzzle reads in every language: question, answers, reasons, solution", () => {
  assert.ok(IDS.length >= 36);
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    VIEWS.forEach((/** @type {any} */ view, /** @type {number} */ i) => {
      const where = `${lang} ${IDS[i]}`;
      assert.ok(!view.error, `${where}: ${JSON.stringify(view.error)}`);
      readable(titleText(view, lang, t), where);
      readable(questionText(view.kind, t), where);
      readable(seatLine(view, t), where);
      readable(situationLine(view, t), where);
      for (const o of [...whoOptions(view, t), ...whyOptions(view, t)]) readable(o.label, where);
      if (view.kind === "round" || view.kind === "hand") assert.equal(whoOptions(view, t).length, 3, where);
      if (view.kind === "lead") assert.equal(whoOptions(view, t).length, view.players, where);
      const solution = REVEALED[i].solution;
      const lines = solutionLines(view, solution, t, lang);
      for (const line of lines) readable(line, where);
      if (solution.kind === "play") {
        // the coach's own words and numbers: its method, precision, chances, grades and reason
        const { analysis } = solution;
        for (const line of [shortMethod(analysis, t, lang), ...methodLines(analysis, t, lang)]) readable(line, where);
        const first = analysis.actions.find((/** @type {any} */ a) => a.best);
        assert.equal(lines[1], whyLine(first.reason, t, lang), `${where}: why the coach's move`);
        assert.ok(lines[1].includes(reasonText(first.reason, t, lang).slice(1)), where);
        const rows = analysisRows(analysis, solution.grades, t, lang);
        assert.equal(rows.length, analysis.actions.length);
        assert.deepEqual(rows.map((r) => r.ev), [...rows.map((r) => r.ev)].sort((a, b) => b - a), `${where}: best first`);
        for (const row of rows) {
          [row.label, row.value, row.win, row.grade].forEach((x) => readable(x, where));
          const a = analysis.actions.find((/** @type {any} */ x) => x.action === row.action);
          assert.equal(row.value, valueText(a.ev, lang, analysisDigits(analysis)), where);
          assert.equal(row.win, chanceText(a.win, lang), where);
          assert.equal(row.grade, gradeText(solution.grades[a.action], t), where);
        }
        assert.ok(rows.some((r) => r.best));
      }
      readable(solution.point[lang], where);
      readable(topicText(view.topic, t), where);
    });
    assert.deepEqual(missing, [], `${lang}: missing strings`);
  }
});

test("the answers offered are the same list for every puzzle of a kind: they say nothing of the answer", () => {
  /** @type {Record<string, string>} */
  const seen = {};
  for (const view of VIEWS) {
    if (!view.options.why) continue;
    const key = JSON.stringify(view.options.why);
    seen[view.kind] = seen[view.kind] || key;
    assert.equal(key, seen[view.kind], view.id);
  }
  assert.deepEqual(Object.keys(seen).sort(), ["hand", "lead", "round"]);
});

test("verdicts in words: who, why, points and the coach's grades", () => {
  const t = translator("en");
  const round = VIEWS[IDS.indexOf("ties-1")];
  assert.equal(verdictText(round, { correct: false, solved: false, revealed: false, part: "who" }, 0, t, "en"),
    "No: “Player 1” is not the answer. Try again.");
  assert.equal(verdictText(round, { correct: true, solved: false, revealed: false, part: "who" }, null, t, "en"), "Right! Now: why?");
  assert.equal(verdictText(round, { correct: true, solved: true, revealed: false, part: "why" }, "same-rank-tie", t, "en"), "Right!");
  const points = VIEWS[IDS.indexOf("truco-1")];
  assert.equal(verdictText(points, { correct: false, solved: false, revealed: false, part: "points" }, 6, t, "en"), "It is not 6. Try again.");
  const play = VIEWS[IDS.indexOf("truco-6")];
  // the points given away, as the coach writes them: one decimal, two where one would print 0.0
  const blunder = verdictText(play, { correct: false, solved: false, revealed: false, part: "action", grade: "blunder", loss: 3.99 }, "accept", t, "en");
  assert.equal(blunder, "A blunder: 4.0 points given away on average against the best move. Try again.");
  assert.equal(verdictText(play, { correct: false, solved: false, revealed: false, part: "action", grade: "inaccuracy", loss: 0.04 }, "x", t, "en"),
    "An inaccuracy: 0.04 points given away on average against the best move. Try again.");
  const es = translator("es");
  assert.equal(verdictText(play, { correct: false, solved: false, revealed: false, part: "action", grade: "mistake", loss: 0.5 }, "x", es, "es"),
    "Un error: cede 0,5 puntos en promedio frente a la mejor jugada. Prueba otra vez.");
  assert.equal(summaryText([{ status: "solved", misses: 0 }, { status: "solved", misses: 2 }, { status: "revealed", misses: 1 }, { status: "open", misses: 0 }], t),
    "You solved 2 of 4 (1 on the first try) and looked up 1.");
});

test("a pasted link or code: what it names, and nothing from hostile text", () => {
  const code = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c";
  assert.deepEqual(readLink(code), { scenario: code });
  assert.deepEqual(readLink(`  https://example.org/en/play/?s=${code}  `), { scenario: code });
  assert.deepEqual(readLink(`http://127.0.0.1:8000/truco/?ladder.s=${code}&preset=mineiro`), { scenario: code });
  assert.deepEqual(readLink(`/rounds/?tie-explorer.s=${code}&tie-explorer.m=cards`), { scenario: code });
  assert.deepEqual(readLink("ties-1"), { puzzles: ["ties-1"] });
  assert.deepEqual(readLink("https://x.org/puzzle/?puzzle.p=ties-1,Q1abcdef,%3Cscript%3E"), { puzzles: ["ties-1", "Q1abcdef"] });
  assert.deepEqual(readLink("https://x.org/editor/?scenario-editor.p=ties-2"), { puzzles: ["ties-2"] });
  assert.deepEqual(readLink(""), { problem: "empty" });
  assert.deepEqual(readLink("https://x.org/cards/?card-duel.vira=7d"), { problem: "no-position" });
  for (const hostile of ["javascript:alert(1)", "<img src=x onerror=alert(1)>", "data:text/html,<script>", "%%%", "Q1<b>",
    "v1.paulista.p2.<script>", "a".repeat(50000), "http://[::1", "?s=v1%0A<script>"]) {
    const found = readLink(hostile);
    assert.ok(found.problem || (found.puzzles && found.puzzles.every(isPuzzleRef)), hostile.slice(0, 40));
    assert.equal(found.scenario, undefined, hostile.slice(0, 40));
  }
  const many = Array.from({ length: 60 }, (_, i) => `ties-${i}`).join(",");
  assert.equal(parseRefs(many).refs.length, MAX_SET);
  assert.deepEqual(parseRefs("ties-1,,BAD REF,<x>,Q1abcd"), { refs: ["ties-1", "Q1abcd"], dropped: 3 });
});

test("the links handed out: a page in any language, readable lists, the widget that shows the point", () => {
  const here = { href: "http://h.test/en/editor/?x=1#top", lang: "en", alternates: { es: "../../editor/", pt: "../../pt/editor/", en: "./" } };
  assert.equal(pageUrl("play", "en", here), "http://h.test/en/play/");
  assert.equal(pageUrl("play", "es", here), "http://h.test/play/");
  assert.equal(pageUrl("puzzle", "pt", here), "http://h.test/pt/puzzle/");
  assert.equal(withParams("http://h.test/puzzle/", puzzleParams(["ties-1", "Q1ab_-"], { sheet: true, title: "Clase 3" })),
    "http://h.test/puzzle/?puzzle.p=ties-1,Q1ab_-&puzzle.title=Clase+3&puzzle.sheet=1");
  const [tie, raise, cover, eleven] = engine([
    { op: "replay", args: { code: "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h" } },
    { op: "replay", args: { code: "v1.paulista.p2.s0-0.d1.v4h.h3cKh4s-3hKsQd.araise" } },
    { op: "replay", args: { code: "v1.paulista.p2.s0-0.d1.v7c.h3c3d5h-2h4s6c.a3c-2h-c3d" } },
    { op: "replay", args: { code: "v1.mineiro.p2.s3-10.d1.h6c5h4s-3hKsJd" } },
  ]);
  assert.deepEqual(showcase(tie, "round"), { widget: "tie-explorer", page: "rounds", params: { "tie-explorer.s": tie.code, "tie-explorer.m": "cards" } });
  assert.equal(showcase(raise, null).widget, "ladder");
  assert.equal(showcase(tie, "points").widget, "ladder");
  assert.equal(showcase(cover, "round").widget, "covered-card");
  assert.deepEqual(showcase(eleven, null), { widget: "eleven", page: "eleven", params: { "eleven.s": eleven.code } });
});

test("the teacher's set: kept, cleaned, ordered", () => {
  const memory = new Map();
  const store = { get: (/** @type {string} */ k) => memory.get(k) ?? null, set: (/** @type {string} */ k, /** @type {string} */ v) => memory.set(k, v) };
  assert.deepEqual(loadSet(store), { title: "", items: [] });
  memory.set(SET_KEY, "{not json");
  assert.deepEqual(loadSet(store), { title: "", items: [] });
  memory.set(SET_KEY, JSON.stringify({ title: "A\u0000<b>title</b>\n  two", items: ["ties-1", "ties-1", 3, "<x>", "Q1abcd"] }));
  assert.deepEqual(loadSet(store), { title: "A <b>title</b> two", items: ["ties-1", "Q1abcd"] });
  let set = cleanSet({});
  for (const ref of ["a-1", "b-2", "c-3"]) set = addTo(set, ref).set;
  assert.equal(addTo(set, "a-1").added, false);
  assert.equal(addTo(set, "no way").added, false);
  assert.deepEqual(move(set, 2, -1).items, ["a-1", "c-3", "b-2"]);
  assert.deepEqual(move(set, 0, -1).items, ["a-1", "b-2", "c-3"]);
  assert.deepEqual(removeFrom(set, "b-2").items, ["a-1", "c-3"]);
  saveSet(store, set);
  assert.deepEqual(loadSet(store).items, ["a-1", "b-2", "c-3"]);
  assert.equal(cleanTitle("x".repeat(500)).length, 80);
  let full = cleanSet({});
  for (let i = 0; i < MAX_SET; i++) full = addTo(full, `p-${i}`).set;
  assert.deepEqual(addTo(full, "one-more"), { set: full, added: false, full: true });
});

test("a teacher's own puzzle: named by its title, else its note, else its question", () => {
  const tie = "v1.paulista.p2.s0-0.d1.v7d.h3cKh4s-3hKsQd.a3c-3h";
  const title = "Dos tres en la mesa";
  const note = "Two threes on the table: who wins? Think about ties before you answer.";
  /** @param {string} t @param {string} n */
  const question = (t, n) => ({ kind: "round", seat: 0, show: [], title: t, note: n });
  const result = /** @type {any} */ ({ code: tie });
  // the editor asks for the title only when there is one (a blank one is no title)
  assert.deepEqual(puzzleArgs(question(title, note), result), { scenario: tie, kind: "round", seat: 0, title, note });
  assert.deepEqual(puzzleArgs(question("  ", ""), result), { scenario: tie, kind: "round", seat: 0 });
  const made = engine([
    { op: "puzzle_make", args: { puzzle: puzzleArgs(question(title, note), result) } },
    { op: "puzzle_make", args: { puzzle: puzzleArgs(question("", note), result) } },
    { op: "puzzle_make", args: { puzzle: puzzleArgs(question("", ""), result) } },
    { op: "puzzle_make", args: { puzzle: puzzleArgs(question("x".repeat(MAX_TITLE + 1), ""), result) } },
    { op: "puzzle_make", args: { puzzle: puzzleArgs(question("one\ttwo", ""), result) } },
    { op: "puzzle_make", args: { puzzle: puzzleArgs(question("", "bell\u0007"), result) } },
    { op: "puzzle", args: { puzzle: "ties-1" } },
  ]);
  const [titled, noted, bare, long, tabbed, belled, gallery] = made;
  assert.equal(titled.view.title, title);
  assert.equal(bare.view.title, null);
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    const rules = t("preset.paulista");
    // the puzzle's heading: the teacher's title as written (any language), else the question
    assert.equal(titleText(titled.view, lang, t), title);
    assert.equal(titleText(bare.view, lang, t), questionText("round", t));
    assert.equal(titleText(gallery, lang, t), gallery.title[lang]);
    // the set's list: the title first, then the note, then the generic words
    const names = [ownName(titled.view, rules, t), ownName(noted.view, rules, t), ownName(bare.view, rules, t)];
    for (const name of names) readable(name, lang);
    assert.ok(names[0].includes(title) && !names[0].includes("Two threes"), names[0]);
    assert.ok(names[1].includes(noteExcerpt(note)) && noteExcerpt(note).length <= NOTE_SHOWN && noteExcerpt(note).endsWith("…"), names[1]);
    assert.equal(names[2], t("set.own-kind", { question: questionText("round", t), rules }));
    // the engine's refusals of the teacher's words: which field, and a sentence that says why
    for (const [refusal, field, words] of [[long, "title", "reason.puzzle-title-long"], [tabbed, "title", "reason.puzzle-title-control"],
      [belled, "note", "reason.puzzle-note-control"]]) {
      const err = { code: refusal.error.code, message: refusal.error.message, details: refusal.error };
      assert.equal(refusedField(err), field);
      const said = errorText(err, t, { has: (/** @type {string} */ key) => key in t.table }).text;
      readable(said, `${lang} ${words}`);
      assert.equal(said, t(words, { length: String(MAX_TITLE + 1), most: String(MAX_TITLE) }));
    }
    assert.deepEqual(missing, [], lang);
  }
  assert.equal(refusedField(new Error("no field")), "");
});

test("the editor's draft: each card once, random deals that the engine accepts", () => {
  const [info] = engine([{ op: "rules", args: { rules: "paulista" } }]);
  let d = emptyDraft("paulista", 2);
  assert.deepEqual(slots(d, true), ["vira", "0.0", "0.1", "0.2", "1.0", "1.1", "1.2"]);
  assert.equal(nextEmpty(d, true, null), "vira");
  d = place(d, "vira", "7d").draft;
  d = place(d, "0.0", "3c").draft;
  const clash = place(d, "1.0", "3c");
  assert.equal(clash.clash, "0.0");
  assert.equal(clash.draft, d);
  assert.equal(holder(d, "7d"), "vira");
  assert.equal(nextEmpty(d, true, "0.0"), "0.1");
  assert.equal(complete(d, true), false);
  // random fills, dealt by the engine around the cards placed: complete, no card twice, and the engine plays them
  const drafts = Array.from({ length: 20 }, (_, i) => withPlayers(d, i % 2 ? 4 : 2));
  const deals = engine(drafts.map((draft, i) => ({ op: "deal", args: { ...dealArgs(draft, info.uses_vira), seed: i } })));
  const requests = [];
  deals.forEach((answer, i) => {
    assert.ok(!answer.error, JSON.stringify(answer.error));
    const dealt = withDeal(drafts[i], answer.scenario);
    assert.ok(complete(dealt, true));
    const cards = [dealt.vira, ...dealt.hands.flat()];
    assert.equal(new Set(cards).size, cards.length);
    assert.equal(cardAt(dealt, "0.0"), "3c");
    assert.equal(dealt.vira, "7d");
    requests.push({ op: "replay", args: { scenario: toScenario(dealt, true) } });
  });
  for (const answer of engine(requests)) assert.ok(!answer.error, JSON.stringify(answer.error));
  // fixed manilhas: no vira slot, and none sent
  const empty = emptyDraft("mineiro", 4);
  assert.equal(dealArgs(empty, false).vira, null);
  const [mineiroDeal] = engine([{ op: "deal", args: dealArgs(empty, false) }]);
  const mineiro = withDeal(empty, mineiroDeal.scenario);
  assert.equal(toScenario(mineiro, false).vira, undefined);
  const [opened] = engine([{ op: "replay", args: { scenario: toScenario(mineiro, false) } }]);
  assert.ok(!opened.error);
  assert.deepEqual(fromScenario(opened.scenario).hands, mineiro.hands);
  assert.deepEqual(clearCards(mineiro).hands.flat(), Array(12).fill(null));
  assert.equal(withPlayers({ ...mineiro, dealer: 3, actions: ["play 4c"] }, 2).dealer, 1);
});

test("the widgets' first requests are answered by the engine", () => {
  const params = { p: "ties-1,Q1baddd,manilhas-2", n: "3" };
  assert.deepEqual(puzzleRequests({ preset: "paulista", params }), [{ op: "puzzle", args: { puzzle: "manilhas-2" } }]);
  assert.equal(puzzleRequests({ preset: "paulista", params: { ...params, sheet: "1" } }).length, 3);
  const list = { op: "puzzle_list", args: {} };
  assert.deepEqual(puzzleRequests({ preset: "paulista", params: {} }), [list]);
  assert.deepEqual(puzzleRequests({ preset: "paulista", params: {} }, () => LISTING)[1], { op: "puzzle", args: { puzzle: IDS[0] } });
  assert.equal(indexOf("99", 3), 2);
  assert.equal(indexOf("0", 3), 0);
  assert.equal(indexOf("<x>", 3), 0);
  assert.ok(SHEET_MAX >= 20);
  assert.deepEqual(galleryRequests(), [list]);
  assert.deepEqual(setRequests(), [list]);
  assert.deepEqual(editorRequests({ preset: "mineiro", rules: { preset: "mineiro", ladder: [2, 4, 8, 10, 12] }, params: {} }),
    [{ op: "rules", args: { rules: { preset: "mineiro", ladder: [2, 4, 8, 10, 12] } } }]);
  // a linked puzzle: its parts, then its position, then that position's rules
  /** @type {Map<string, any>} */
  const answers = new Map();
  const answered = (/** @type {any} */ r) => answers.get(JSON.stringify(r));
  for (;;) {
    const requests = editorRequests({ preset: "paulista", params: { p: "exposed-1" } }, answered);
    const next = requests.find((r) => !answers.has(JSON.stringify(r)));
    if (!next) break;
    const [answer] = engine([next]);
    assert.ok(!answer.error, JSON.stringify(answer.error));
    answers.set(JSON.stringify(next), answer);
  }
  assert.deepEqual([...answers.keys()].map((k) => JSON.parse(k).op), ["puzzle_open", "replay", "rules"]);
  assert.deepEqual(JSON.parse([...answers.keys()][2]).args, { rules: "paulista-fpt" });
});

test("the gallery's filters: by topic, rules and level; unknown values from a link are dropped", () => {
  const f = linkFilters({ topic: "ties", rules: "<x>", level: "2" }, LISTING, ["paulista", "paulista-fpt", "mineiro"]);
  assert.deepEqual(f, { topic: "ties", rules: "", level: "2", status: "" });
  const shown = filtered(LISTING.puzzles, f);
  assert.ok(shown.length > 0 && shown.every((/** @type {any} */ p) => p.topic === "ties" && p.level === 2));
  assert.equal(filtered(LISTING.puzzles, { topic: "", rules: "", level: "", status: "" }).length, LISTING.puzzles.length);
  const mineiro = filtered(LISTING.puzzles, { topic: "", rules: "mineiro", level: "", status: "" });
  assert.ok(mineiro.length >= 3 && mineiro.every((/** @type {any} */ p) => p.preset === "mineiro"));
});

test("the learner's record: marks, the first-try streak, the next unsolved, damaged storage", () => {
  const order = galleryOrder(LISTING);
  assert.equal(order.length, LISTING.puzzles.length);
  assert.deepEqual([...order].sort(), [...IDS].sort());
  // by topic as the listing orders them, levels rising within a topic
  const at = (/** @type {string} */ id) => LISTING.puzzles.find((/** @type {any} */ p) => p.id === id);
  for (let i = 1; i < order.length; i += 1) {
    const [a, b] = [at(order[i - 1]), at(order[i])];
    const ta = LISTING.topics.indexOf(a.topic), tb = LISTING.topics.indexOf(b.topic);
    assert.ok(ta < tb || (ta === tb && a.level <= b.level), `${a.id} before ${b.id}`);
  }
  assert.equal(markOf({ status: "open", misses: 0 }), null);
  assert.equal(markOf({ status: "solved", misses: 0 }), "first-try");
  assert.equal(markOf({ status: "solved", misses: 2 }), "solved");
  assert.equal(markOf({ status: "revealed", misses: 0 }), "revealed");

  let r = emptyRecord();
  r = recordEnding(r, order[0], { status: "solved", misses: 0 });
  r = recordEnding(r, order[1], { status: "solved", misses: 0 });
  assert.equal(r.streak, 2);
  r = recordEnding(r, order[0], { status: "revealed", misses: 0 }); // known: keeps its mark and the run
  assert.equal(r.marks[order[0]], "first-try");
  assert.equal(r.streak, 2);
  r = recordEnding(r, order[2], { status: "solved", misses: 1 }); // a miss ends the run
  assert.deepEqual([r.streak, r.best], [0, 2]);
  r = recordEnding(r, order[3], { status: "revealed", misses: 0 });
  assert.ok(!isSolved(r, order[3]) && isSolved(r, order[2]));
  r = recordEnding(r, "Q1notagalleryid", { status: "solved", misses: 0 }); // a sealed code is not recorded
  assert.equal(Object.keys(r.marks).length, 4);
  assert.deepEqual(tally(order, r), { solved: 3, firstTry: 2, revealed: 1, total: order.length });

  assert.equal(nextUnsolved(order, r, null), order[3]); // a looked-up puzzle is still to solve
  assert.equal(nextUnsolved(order, r, order[3]), order[4]);
  assert.equal(nextUnsolved(order, r, order[order.length - 1]), order[3]); // wraps round
  const all = order.reduce((rec, id) => recordEnding(rec, id, { status: "solved", misses: 0 }), emptyRecord());
  assert.equal(nextUnsolved(order, all, order[5]), null);

  const store = new Map();
  const kept = { get: (/** @type {string} */ k) => store.get(k) ?? null, set: (/** @type {string} */ k, /** @type {string} */ v) => { store.set(k, v); } };
  saveRecord(kept, r);
  assert.deepEqual(loadRecord(kept), r);
  for (const damaged of ["{", "null", "[]", '{"marks": {"<b>": "first-try", "ties-1": "won"}, "streak": -3, "best": "x"}']) {
    store.set(SOLVED_KEY, damaged);
    assert.deepEqual(loadRecord(kept), emptyRecord(), damaged);
  }
  assert.deepEqual(cleanRecord({ marks: { "ties-1": "solved" }, streak: 4, best: 1 }), { marks: { "ties-1": "solved" }, streak: 4, best: 4 });
});

test("every gallery puzzle's hint reads in every language and never states the answer", () => {
  const hints = engine(IDS.map((id) => ({ op: "puzzle_hint", args: { puzzle: id } })));
  for (const lang of LANGUAGES) {
    /** @type {string[]} */
    const missing = [];
    const t = translator(lang, missing);
    hints.forEach((/** @type {any} */ hint, /** @type {number} */ i) => {
      const where = `${lang} ${IDS[i]}`;
      assert.ok(hint && typeof hint.code === "string", `${where}: ${JSON.stringify(hint)}`);
      const text = hintText(hint, t);
      assert.ok(text && !PLACEHOLDER.test(text), `${where}: ${text}`);
      const solution = REVEALED[i].solution;
      // the hint never names the reason to pick, nor a play puzzle's move
      if (solution.why) assert.ok(!text.includes(t(`puzzle.why.${solution.why}`)), `${where}: ${text}`);
      if (solution.kind === "play") assert.ok(!JSON.stringify(hint).includes(solution.action), where);
    });
    assert.deepEqual(missing, [], `${lang}: missing strings`);
  }
  const codes = new Set(hints.map((/** @type {any} */ h) => h.code));
  for (const code of ["hint-manilhas", "hint-covered", "hint-partners", "hint-hand", "hint-points", "hint-play", "hint-lead"]) {
    assert.ok(codes.has(code), code);
  }
});
