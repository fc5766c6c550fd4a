// @ts-check
// The first lesson's steps (node --test), with real engine answers in es, pt and en: every option
// of every step graded from the engine's answer (the right ones praised, the others hinted at),
// the words complete; the real hand of the last step won on every line the learner can play
// except a fold (its seed is tested here, so an engine change that deals another hand shows);
// the words of the hand's events; the progress read back from storage, whatever it holds.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { handModel } from "../../site_src/js/kit/hand-model.js";

import { cardText, errorText } from "../../site_src/js/kit/words.js";
import { initialRequests } from "../../site_src/js/widgets/lesson.js";
import { LESSON_DEFS } from "../../site_src/js/widgets/lesson/lessons.js";
import {
  chanceText, eventLine, GAME, handResult, openingStep, readProgress, STEP_IDS, STEPS, stepOf, TRUCO_SCENARIO,
} from "../../site_src/js/widgets/lesson/steps.js";
import { PLACEHOLDER, reply as replyOf, rightOptions } from "./lesson-kit.mjs";
import { engineProcess, installPage, LANGUAGES, translator } from "./helpers.mjs";

installPage(); // the engine's passing grades (page data) grade the coach's steps

const engine = engineProcess();
/** @param {string} op @param {object} args */
const reply = (op, args) => replyOf(engine, op, args);
after(() => engine.close());

/** The options each step must grade right (every other option is a hint). */
const RIGHT = {
  deck: ["8c"],
  ranks: ["2c"],
  vira: ["Q"],
  suits: ["Qh"],
  round: ["5h", "Ac"],
  hand: ["0"],
  truco: ["accept", "raise"],
};


test("a lesson opens with the deck and its first step's position only: nothing the build embeds says an answer", () => {
  const deck = { op: "rules", args: { rules: "paulista" } };
  assert.deepEqual(initialRequests({ preset: "paulista", params: {} }), [deck]);
  for (const [id, def] of Object.entries(LESSON_DEFS)) {
    const first = def.steps[0];
    const asked = initialRequests({ preset: "paulista", params: {}, data: { lesson: id } });
    assert.deepEqual(asked, first.setup ? [deck, first.setup] : [deck], id);
    // a position as the learner sees it (its cards only, from the learner's seat), never the
    // request a pick sends
    for (const r of asked.slice(1)) assert.equal(r.args.viewer, first.seat ?? 0, id);
  }
  assert.deepEqual(STEP_IDS, ["deck", "ranks", "vira", "suits", "round", "hand", "truco", "play"]);
});

test("every option of every step is graded from the engine's answer, in every language", async () => {
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    const has = (/** @type {string} */ key) => key in t.table;
    for (const step of STEPS) {
      const data = step.setup ? await engine.ask(step.setup.op, step.setup.args) : null;
      const where = `${lang} ${step.id}`;
      for (const key of ["title", "text", "task"]) {
        const text = t(`lesson.${step.id}.${key}`);
        assert.ok(text && !PLACEHOLDER.test(text), `${where} ${key}`);
      }
      assert.ok(!PLACEHOLDER.test(step.situation(t, data)), `${where}: ${step.situation(t, data)}`);
      assert.deepEqual(await rightOptions(engine, step, data, t, has, where), [...RIGHT[/** @type {keyof typeof RIGHT} */ (step.id)]].sort(), where);
    }
    for (const key of ["lesson.play.title", "lesson.play.text", "lesson.play.task", "lesson.play.won", "lesson.play.lost",
      "lesson.play.hint-button", "lesson.play.again", "lesson.steps", "lesson.next", "lesson.reset"]) {
      assert.ok(!t(key).includes("{"), `${lang} ${key}`);
    }
    assert.ok(t("lesson.progress", { n: 2, total: 8, done: 1 }).includes("8"));
    assert.deepEqual(missing, [], lang);
  }
});

test("the deck step's answer is the engine's refusal, worded by the kit", async () => {
  const t = translator("en");
  const step = /** @type {import("../../site_src/js/widgets/lesson/steps.js").LessonStep} */ (stepOf("deck"));
  const refused = await reply("manilhas", step.request("8c").args);
  assert.equal(refused.ok, false);
  const graded = step.grade("8c", refused, t, null, (key) => key in t.table);
  assert.ok(graded.lines.includes(errorText(/** @type {any} */ (refused).error, t, { has: (key) => key in t.table }).text));
  assert.throws(() => step.grade("zz", { ok: false, error: { code: "bad-card" } }, t, null, () => true));
});

test("the truco step: the learner answers the raise, the coach's analysis sees only their seat", async () => {
  const position = await engine.ask("replay", { scenario: TRUCO_SCENARIO });
  assert.equal(position.to_act, 0);
  assert.deepEqual(position.legal.sort(), ["accept", "fold", "raise"]);
  assert.equal(position.pending.raiser, 1);
  const analysis = await engine.ask("analyse", { scenario: TRUCO_SCENARIO });
  assert.equal(analysis.seat, 0);
});

/**
 * Every line the learner can play in the lesson's hand, each move an engine request: the game is
 * branched through its token (game_resume). Returns each finished line: its moves and outcome.
 */
async function everyLine() {
  /** @type {{moves: string[], outcome: any, events: any[]}[]} */
  const lines = [];
  /** @param {any} state @param {string[]} moves */
  async function walk(state, moves) {
    const obs = state.observation;
    const { outcome } = handModel(obs);
    if (outcome) {
      const all = await engine.ask("game_state", { id: state.id ?? (await engine.ask("game_resume", { token: state.token })).id });
      lines.push({ moves, outcome, events: all.events });
      return;
    }
    for (const action of obs.legal) {
      const branch = await engine.ask("game_resume", { token: state.token });
      const next = await engine.ask("game_act", { id: branch.id, action });
      await walk({ ...next, id: branch.id }, [...moves, action]);
    }
  }
  await walk(await engine.ask("game_new", { ...GAME }), []);
  return lines;
}

test("the lesson's hand is won on every line but a fold, and the bot calls truco on most of them", async () => {
  const lines = await everyLine();
  const folds = lines.filter((l) => l.moves.includes("fold"));
  const played = lines.filter((l) => !l.moves.includes("fold"));
  assert.ok(played.length >= 20, `${played.length} lines`);
  for (const line of played) assert.equal(handResult(line.outcome), "won", line.moves.join(", "));
  assert.ok(folds.length > 0);
  for (const line of folds) assert.equal(handResult(line.outcome), "lost", line.moves.join(", "));
  const raised = played.filter((l) => l.events.some((e) => e.type === "action" && e.seat === 1 && e.meaning === "raise"));
  assert.ok(raised.length / played.length > 0.8, `the bot raised in ${raised.length} of ${played.length} lines`);
  // the learner plays first: the deal is theirs from the first move
  const first = await engine.ask("game_new", { ...GAME });
  assert.equal(first.observation.to_act, 0);
  assert.equal(handResult(handModel(first.observation).outcome), "playing");
});

test("the hand's events read in every language, and never name a covered card", async () => {
  const lines = await everyLine();
  const covered = lines.find((l) => l.events.some((e) => e.meaning === "cover" && e.seat === 1));
  assert.ok(covered, "a line where the bot covers a card");
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    for (const line of [covered, lines[0]]) {
      for (const event of line.events) {
        const text = eventLine(event, t, -1);
        if (event.type === "deal") assert.equal(text, "");
        else assert.ok(text && !PLACEHOLDER.test(text), `${lang}: ${text}`);
        if (event.meaning === "cover" && event.seat === 1) assert.equal(event.card, undefined, "the engine never sends it");
      }
      assert.equal(line.events.filter((e) => e.type === "action" && e.seat === 0).every((e) => eventLine(e, t, 0) === ""), true);
    }
    assert.deepEqual(missing, []);
  }
});

test("a chance under 1 never reads as a certainty; the truco step's certainty is the coach's", async () => {
  const t = translator("en");
  assert.equal(chanceText(0.997, t), "more than 99%");
  assert.equal(chanceText(1, t), "100%");
  assert.equal(chanceText(0.594, t), "59%");
  const step = /** @type {import("../../site_src/js/widgets/lesson/steps.js").LessonStep} */ (stepOf("truco"));
  const data = await engine.ask(step.setup.op, step.setup.args);
  const graded = step.grade("accept", await reply("analyse", step.request("accept").args), t, data, () => true);
  assert.equal(graded.right, true);
  // 100% only because the solved hand gives exactly 1: the zap after round 1 won cannot lose
  const analysis = await engine.ask("analyse", { scenario: TRUCO_SCENARIO });
  assert.equal(analysis.method, "solved");
  assert.equal(analysis.actions.find((/** @type {any} */ a) => a.action === "accept").win, 1);
  assert.ok(graded.lines.some((line) => line.includes("100%")), graded.lines.join(" | "));
  assert.ok(graded.lines.includes(t("lesson.truco.rounds")));
});

test("the vira step names the manilha rank in words, not as a plural of its letter", async () => {
  const t = translator("en");
  const step = /** @type {import("../../site_src/js/widgets/lesson/steps.js").LessonStep} */ (stepOf("vira"));
  const graded = step.grade("Q", await reply("manilhas", step.request("Q").args), t, null, () => true);
  assert.equal(graded.lines[0], "Right! The manilha rank is Q (Queen).");
});

test("progress read back from storage keeps only known steps; a linked step opens first", () => {
  assert.deepEqual(readProgress(null), { done: [], at: "deck" });
  assert.deepEqual(readProgress("not json"), { done: [], at: "deck" });
  assert.deepEqual(readProgress('{"done": ["vira", "nope", "deck", 3], "at": "truco"}'), { done: ["deck", "vira"], at: "truco" });
  assert.deepEqual(readProgress('{"done": "deck", "at": "<script>"}'), { done: [], at: "deck" });
  assert.deepEqual(readProgress('[1, 2]'), { done: [], at: "deck" });
  assert.equal(openingStep("hand", { at: "deck" }), "hand");
  assert.equal(openingStep("x'><img>", { at: "vira" }), "vira");
  assert.equal(openingStep(null, { at: "play" }), "play");
});

test("where the opponent leads, the learner is player 2 in the step, on the card and in the result", async () => {
  const steps = [stepOf("round"), ...Object.values(LESSON_DEFS).flatMap((d) => d.steps).filter((s) => s.id === "make-tie")];
  assert.equal(steps.length, 2);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const lower = (/** @type {string} */ s) => s.toLocaleLowerCase(lang);
    const [me, them] = [lower(t("seat.you", { n: 2 })), lower(t("seat.opponent", { n: 1 }))];
    const [wrongMe, wrongThem] = [lower(t("seat.you", { n: 1 })), lower(t("seat.opponent", { n: 2 }))];
    for (const step of steps) {
      assert.equal(step.seat, 1, step.id);
      let praised = 0;
      for (const option of step.options(t, null)) {
        const request = step.request(option.value);
        const graded = step.grade(option.value, await reply(request.op, request.args), t, null, () => true);
        const text = lower(graded.lines.join(" "));
        assert.ok(!text.includes(wrongMe) && !text.includes(wrongThem), `${lang} ${step.id} ${option.value}: ${text}`);
        if (graded.right && step.id === "round") {
          assert.ok(text.includes(me), `${lang}: ${text}`); // the learner's card wins: the learner wins
          praised += 1;
        }
        if (!graded.right && step.id === "round") assert.ok(text.includes(them), `${lang}: ${text}`);
      }
      if (step.id === "round") assert.ok(praised > 0);
    }
  }
});

test("every lesson names the learner as the course does: a ruling about player 1 says it is you, and percentages take the language's form", async () => {
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    const plain = t("seat.n", { n: 1 }).toLocaleLowerCase(lang);
    const you = t("seat.you", { n: 1 }).toLocaleLowerCase(lang);
    let named = 0;
    for (const [id, def] of Object.entries(LESSON_DEFS)) {
      for (const step of def.steps) {
        if ((step.seat ?? 0) !== 0 || !step.grade) continue;
        const data = step.setup ? await engine.ask(step.setup.op, step.setup.args) : null;
        for (const option of step.options(t, data)) {
          const request = step.request(option.value);
          const graded = step.grade(option.value, await reply(request.op, request.args), t, data, () => true);
          const text = graded.lines.join(" ").toLocaleLowerCase(lang);
          // "player 1" only ever as "player 1 (you)" (the plain name is a prefix of it); heads-up,
          // "player 2" only as "player 2 (your opponent)"
          const bare = text.split(plain).length - 1 - (text.split(you).length - 1);
          assert.equal(bare, 0, `${lang} ${id} ${step.id} ${option.value}: ${text}`);
          if (!JSON.stringify([step.setup, request]).includes('"players":4')) {
            const other = t("seat.n", { n: 2 }).toLocaleLowerCase(lang);
            const them = t("seat.opponent", { n: 2 }).toLocaleLowerCase(lang);
            assert.equal(text.split(other).length - text.split(them).length, 0, `${lang} ${id} ${step.id} ${option.value}: ${text}`);
          }
          if (text.includes(you)) named += 1;
        }
      }
    }
    assert.ok(named > 0, lang);
  }
  assert.equal(chanceText(0.74, translator("es")), "74\u00a0%");
  assert.equal(chanceText(0.74, translator("pt")), "74%");
  assert.equal(chanceText(0.74, translator("en")), "74%");
});

test("a round won with an ordinary card is praised as just right; won with the manilha it counts, with the advice to keep it", async () => {
  const step = stepOf("round");
  const t = translator("en");
  assert.deepEqual(step.options(t, null).map((o) => o.value), ["Ac", "5h", "6s"]);
  const graded = async (/** @type {string} */ card) => step.grade(card, await reply("compare", step.request(card).args), t, null, () => true);
  const ace = await graded("Ac");
  const manilha = await graded("5h");
  assert.ok(ace.right && manilha.right);
  assert.equal(ace.lines[0], t("lesson.round.right", { card: cardText("Ac", t) }));
  assert.equal(manilha.lines[0], t("lesson.round.right-manilha", { card: cardText("5h", t) }));
});
