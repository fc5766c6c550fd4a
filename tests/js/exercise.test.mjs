// @ts-check
// The exercise modes (node --test): kit/exercise.js's pure parts (seeds, the mode a link opens,
// grading, the score in words), and each widget's questions dealt and checked through a real
// engine process, under every preset, worded in es, pt and en: the question names no answer,
// exactly one option of each part is right by the engine's answer, right and wrong answers are
// graded so, and every ruling the exercise is about comes up. The browser test
// (tests/browser/test_exercise.py) checks what the page shows and hides.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import {
  gradeAnswers, newSeed, pick, readSeed, scoreText, seeded, SEED_MAX, shuffle, wantsExercise,
} from "../../site_src/js/kit/exercise.js";
import { errorText } from "../../site_src/js/kit/words.js";
import { verdict } from "../../site_src/js/widgets/card-duel.js";
import { duelQuiz } from "../../site_src/js/widgets/card-duel/exercise.js";
import { coveredQuiz } from "../../site_src/js/widgets/covered-card/exercise.js";
import { ladderQuiz, moveText } from "../../site_src/js/widgets/ladder/exercise.js";
import { viraQuiz } from "../../site_src/js/widgets/vira-lookup/exercise.js";
import { elevenQuiz } from "../../site_src/js/widgets/eleven/exercise.js";
import { tiesQuiz, WHY } from "../../site_src/js/widgets/tie-explorer/exercise.js";
import { engineProcess, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;
const PRESETS = ["paulista", "paulista-fpt", "mineiro"];
const SEEDS = 24;
const engine = engineProcess();
after(() => engine.close());

/** The whole deck, from the engine. */
const deckOf = async () => /** @type {string[]} */ ((await engine.ask("rules", { rules: "paulista" })).deck);

// --- kit/exercise.js -----------------------------------------------------------------------------

test("a seed deals the same numbers every time; seeds from links are digits only", () => {
  const a = seeded(42);
  const b = seeded(42);
  const first = Array.from({ length: 20 }, () => a());
  assert.deepEqual(Array.from({ length: 20 }, () => b()), first);
  assert.ok(first.every((x) => x >= 0 && x < 1));
  assert.notDeepEqual(Array.from({ length: 20 }, seeded(43)), first);
  for (let i = 0; i < 50; i += 1) {
    const s = newSeed();
    assert.ok(Number.isInteger(s) && s >= 1 && s <= SEED_MAX);
    assert.equal(readSeed(String(s)), s);
  }
  for (const bad of [null, undefined, "", "0", "-3", "1e3", "12a", " 12", "1234567890", "<script>", "3.5"]) {
    assert.equal(readSeed(bad), null, String(bad));
  }
  const random = seeded(7);
  const items = ["a", "b", "c", "d", "e"];
  assert.deepEqual(shuffle(random, items).sort(), items);
  assert.ok(items.includes(pick(random, items)));
});

test("the mode a widget opens in: the link's ex, a link to an explored state, else the reader's choice", () => {
  assert.equal(wantsExercise({ ex: "1" }, null), true);
  assert.equal(wantsExercise({ ex: "1", s: "v1;x" }, "0"), true);
  assert.equal(wantsExercise({ ex: "0" }, "1"), false);
  assert.equal(wantsExercise({ ex: "yes" }, "1"), false);
  assert.equal(wantsExercise({ s: "v1;x" }, "1"), false, "a link to a state opens it to explore");
  assert.equal(wantsExercise({}, "1"), true);
  assert.equal(wantsExercise({}, "0"), false);
  assert.equal(wantsExercise({}, null), false);
  assert.equal(wantsExercise({ q: "12" }, null), true, "a question's seed alone opens the exercise");
});

test("answers are graded part by part against what the engine's answer makes right", () => {
  const groups = [
    { name: "who", legend: "", options: [] },
    { name: "why", legend: "", options: [], needed: (/** @type {Record<string, string>} */ a) => a.who !== "open" },
  ];
  const correct = { who: ["0"], why: ["two-wins"] };
  assert.deepEqual(gradeAnswers(groups, { who: "0", why: "two-wins" }, correct), { right: true, parts: { who: true, why: true } });
  assert.deepEqual(gradeAnswers(groups, { who: "0", why: "win-plus-tie" }, correct), { right: false, parts: { who: true, why: false } });
  assert.deepEqual(gradeAnswers(groups, { who: "open" }, { who: ["open"], why: [] }), { right: true, parts: { who: true } });
  assert.deepEqual(gradeAnswers(groups, { who: "open" }, correct), { right: false, parts: { who: false } });
});

test("the score reads in every language", () => {
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    const none = scoreText({ right: 0, total: 0 }, t);
    const some = scoreText({ right: 2, total: 3 }, t);
    assert.ok(!PLACEHOLDER.test(none) && !PLACEHOLDER.test(some));
    assert.ok(some.includes("2") && some.includes("3"), some);
    for (const key of ["exercise.switch", "exercise.check", "exercise.next", "exercise.right", "exercise.wrong",
      "exercise.missing", "exercise.new", "exercise.copy", "exercise.mark-right", "exercise.mark-wrong"]) {
      assert.ok(!t(key, { what: "x" }).includes("{"), `${lang} ${key}`);
    }
    assert.deepEqual(missing, []);
  }
});

// --- the widgets' questions --------------------------------------------------------------------

/**
 * Deal `SEEDS` questions per preset and language with `make`, check each, and grade the right
 * answer and every wrong one. Returns what was dealt and checked, for the coverage assertions.
 * @param {string} name
 * @param {number} [seeds] how many questions per preset and language
 * @param {(ask: (op: string, args?: object) => Promise<any>, random: () => number, setting: {rules: string, t: any, deck: string[]}) => Promise<any>} make
 */
async function exerciseAll(name, make, seeds = SEEDS) {
  const deck = await deckOf();
  const seen = [];
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const rules of PRESETS) {
      for (let seed = 1; seed <= seeds; seed += 1) {
        const where = `${name} ${lang} ${rules} seed ${seed}`;
        /** @type {{op: string, args: any}[]} */
        const asked = [];
        const ask = (/** @type {string} */ op, /** @type {any} */ args = {}) => {
          asked.push({ op, args });
          return engine.ask(op, args);
        };
        const quiz = await make(ask, seeded(seed), { rules, t, deck });
        const before = asked.length;
        const words = [quiz.prompt, quiz.situation, ...quiz.groups.flatMap((g) => [g.legend, ...g.options.map((o) => o.label)])];
        for (const text of words) assert.ok(text && !PLACEHOLDER.test(text), `${where}: ${text}`);
        const again = await make(ask, seeded(seed), { rules, t, deck });
        assert.equal(again.situation, quiz.situation, `${where}: the seed deals the same question`);
        const result = await quiz.check();
        assert.ok(asked.length > before, `${where}: the check asks the engine`);
        for (const text of [result.headline, ...result.why]) assert.ok(text && !PLACEHOLDER.test(text), `${where}: ${text}`);
        // exactly one right option in each part the answer needs, and it is offered
        const right = {};
        for (const group of quiz.groups) {
          if (group.needed && !group.needed(right)) continue;
          const values = result.correct[group.name];
          // one right option, or (where the solved game mixes) each choice it takes
          assert.ok(values.length === 1 || (name === "eleven" && values.length === 2), `${where}: ${group.name} ${JSON.stringify(result.correct)}`);
          for (const value of values) assert.ok(group.options.some((o) => o.value === value), `${where}: ${value} offered`);
          right[group.name] = values[0];
        }
        assert.equal(gradeAnswers(quiz.groups, right, result.correct).right, true, where);
        for (const group of quiz.groups) {
          if (!(group.name in right)) continue;
          for (const option of group.options.filter((o) => !result.correct[group.name].includes(o.value))) {
            const wrong = { ...right, [group.name]: option.value };
            assert.equal(gradeAnswers(quiz.groups, wrong, result.correct).right, false, `${where}: ${option.value}`);
          }
        }
        seen.push({ lang, rules, quiz, result, asked });
      }
    }
    assert.deepEqual(missing, [], `${name} ${lang}: strings`);
  }
  return seen;
}

test("card-duel: which card wins? every kind of comparison comes up, the engine grades it", async () => {
  const seen = await exerciseAll("card-duel", async (ask, random, { rules, t, deck }) => {
    const info = await ask("rules", { rules });
    return duelQuiz(ask, random, {
      rules, deck, usesVira: info.options.manilhas === "vira", t, verdict: (answer) => verdict(answer, t, 2),
    });
  });
  const rulings = new Set();
  for (const { rules, quiz, result, asked, lang } of seen) {
    const compare = asked.filter((r) => r.op === "compare");
    assert.equal(compare.length, 1, "one comparison, made when the learner answers");
    // the question never names the winner: both cards, each offered, and a tie
    assert.deepEqual(quiz.groups[0].options.map((o) => o.value), ["0", "1", "tie"]);
    assert.equal(quiz.vira === null, rules === "mineiro");
    assert.ok(!quiz.duel.cards.includes(quiz.vira));
    if (lang === "en") {
      const answer = await engine.ask("compare", compare[0].args);
      rulings.add(answer.ruling.params.compare ? answer.ruling.params.compare.code : answer.ruling.code);
      assert.equal(result.correct.winner[0], answer.winner === null ? "tie" : String(answer.top[0]));
    }
  }
  for (const code of ["manilha-suit", "manilha-beats-ordinary", "higher-rank", "same-rank-tie"]) assert.ok(rulings.has(code), code);
});

test("tie-explorer: who wins the hand, and why? every reason and an open hand come up", async () => {
  // a third tied round after one win each is the rarest deal: more questions
  const seen = await exerciseAll("tie-explorer", (ask, random, { rules, t }) => tiesQuiz(ask, random, { rules, t }), 60);
  const reasons = new Set();
  for (const { quiz, result } of seen) {
    assert.ok(quiz.outcomes.length >= 1 && quiz.outcomes.length <= 3);
    const who = quiz.groups[0].options.map((o) => o.value);
    assert.deepEqual(who, quiz.outcomes.length < 3 ? ["0", "1", "nobody", "open"] : ["0", "1", "nobody"]);
    assert.deepEqual(quiz.groups[1].options.map((o) => o.value), WHY);
    reasons.add(result.correct.why[0] || result.correct.who[0]);
  }
  for (const reason of [...WHY, "open"]) assert.ok(reasons.has(reason), reason);
});

test("covered-card: who takes a round with covered cards, and may this card be covered now?", async () => {
  const seen = await exerciseAll("covered-card", (ask, random, { rules, t, deck }) => coveredQuiz(ask, random, {
    rules, deck, t, refusal: (err) => errorText(err, t, { has: (key) => key in t.table }).text,
  }));
  const found = new Set();
  for (const { quiz, result, asked, lang } of seen) {
    if (quiz.kind === "round") {
      const compare = asked.filter((r) => r.op === "compare");
      assert.equal(compare.length, 1);
      if (lang === "en") {
        const answer = await engine.ask("compare", compare[0].args);
        found.add(answer.ruling.params.compare ? answer.ruling.params.compare.code : answer.ruling.code);
      }
    } else {
      found.add(`cover-${result.correct.cover[0]}`);
      // the position is real: the engine replays it, and the player asked about is the one to act
      const position = asked.filter((r) => r.op === "replay").at(-2);
      assert.ok(position);
    }
  }
  for (const kind of ["covered-loses", "covered-tie", "cover-yes", "cover-no"]) assert.ok(found.has(kind), kind);
});

test("covered-card: a table that never covers refuses every cover", async () => {
  const deck = await deckOf();
  const t = translator("en");
  const rules = { preset: "paulista", cover_from_round: 4 };
  let covers = 0;
  for (let seed = 1; seed <= 40; seed += 1) {
    const quiz = await coveredQuiz(engine.ask, seeded(seed), {
      rules, deck, t, refusal: (err) => errorText(err, t, { has: (key) => key in t.table }).text,
    });
    if (quiz.kind !== "cover") continue;
    covers += 1;
    const result = await quiz.check();
    assert.deepEqual(result.correct, { cover: ["no"] });
    assert.ok(result.why.includes(t("covered-card.ex.never")), result.why.join(" "));
  }
  assert.ok(covers > 5);
});

test("ladder: what is the hand worth, what does this fold pay? the calls are named, never valued", async () => {
  const seen = await exerciseAll("ladder", async (ask, random, { rules, t, deck }) => ladderQuiz(ask, random, {
    rules, deck, presetName: t(`preset.${rules}`), t,
  }));
  const kinds = new Set();
  for (const { rules, quiz, result, lang } of seen) {
    kinds.add(quiz.kind);
    const info = await engine.ask("rules", { rules });
    assert.deepEqual(quiz.groups[0].options.map((o) => Number(o.value)), info.options.ladder);
    assert.equal(quiz.kind === "fold", quiz.position.pending !== null);
    // the moves say which call, not what it is worth: no number but a card's rank
    const t = translator(lang);
    for (const step of quiz.position.history) {
      const text = moveText(step, t);
      const digits = text.replace(/[2-7][♣♥♠♦]|(player|jugador|jogador) [12]/gi, "").match(/\d/g);
      assert.equal(digits, null, `${lang}: ${text}`);
    }
    const value = Number(result.correct.value[0]);
    if (quiz.kind === "worth") assert.equal(value, quiz.position.value);
    else assert.equal(value, info.options.ladder[info.options.ladder.indexOf(quiz.position.pending.offer) - 1]);
  }
  assert.deepEqual([...kinds].sort(), ["fold", "worth"]);
});

test("vira-lookup: which rank are the manilhas, which card is the strongest? the engine's ranking grades it", async () => {
  const seen = await exerciseAll("vira-lookup", (ask, random, { rules, t, deck }) => viraQuiz(ask, random, {
    rules, deck, shown: "4h", presetName: rules, t,
  }));
  const kinds = new Set();
  for (const { quiz, rules, asked } of seen) {
    kinds.add(`${rules} ${quiz.kind}`);
    assert.notEqual(quiz.vira, "4h", "the vira the explorer shows is never asked about");
    assert.equal(quiz.vira === null, rules === "mineiro", `${rules}: a vira only where the rules turn one`);
    // the manilhas of the vira are asked only when the learner answers
    const manilhas = asked.filter((r) => r.op === "manilhas");
    assert.equal(manilhas.length, 1, "dealing twice never asked; the check asked once");
    assert.equal(asked.at(-1).op, "manilhas");
    if (quiz.kind === "strongest") {
      assert.equal(new Set(quiz.cards.map((/** @type {string} */ c) => c.slice(0, -1))).size, 3);
      assert.ok(!quiz.cards.includes(quiz.vira));
    }
  }
  for (const kind of ["paulista rank", "paulista strongest", "mineiro strongest"]) assert.ok(kinds.has(kind), kind);
  assert.ok(!kinds.has("mineiro rank"));
});

test("eleven: what kind of hand is dealt, and play or decline? the engine's ruling and the solved game grade it", async () => {
  const seen = await exerciseAll("eleven", (ask, random, { rules, t }) => elevenQuiz(ask, random, { rules, t, lang: "en" }));
  const found = new Set();
  for (const { quiz, result, asked, rules } of seen) {
    if (quiz.kind === "kind") {
      found.add(`${rules} ${result.correct.kind[0]}`);
      // the situation's replay is asked only at the check
      assert.equal(asked.filter((r) => r.op === "replay").length, 1);
    } else {
      found.add(`${rules} ${result.correct.choice.join("+")}`);
      if (result.correct.choice.length === 2) {
        assert.equal(gradeAnswers(quiz.groups, { choice: "decline" }, result.correct).right, true, "a mixed choice is never wrong");
      }
      assert.equal(asked.at(-1).op, "eleven_solution");
      assert.equal(quiz.cards.length, 3);
      // both values, the break-even chance (and where the score decides, the one counted in matches)
      // and how the values were obtained
      assert.ok(result.why.length === 4 || (result.why.length === 5 && /\d%/.test(result.why[3])), result.why.join(" | "));
    }
  }
  for (const preset of ["paulista", "mineiro"]) {
    for (const kind of ["normal", "eleven", "iron", "play", "decline"]) assert.ok(found.has(`${preset} ${kind}`), `${preset} ${kind}`);
  }
});
