// @ts-check
// Lesson 5, "The hand of eleven and the iron hand" (pure: no DOM): who decides whether a hand of
// eleven is played (heads-up, and in pairs with the partner's cards in view), what playing and
// declining are worth, that nobody may call truco in it, a hand to play and a hand to decline, and
// the iron hand at 11–11, open or blind. Every answer is the engine's: the position (`replay`: its
// decider, its view for a seat, its refusal of a raise, its kind and value), the preset's values
// (`rules`) and the solved decision of the hand of eleven heads-up (`eleven_solution`).

import { passes } from "../../kit/coach-review.js";
import { errorText } from "../../kit/words.js";
import { atPosition, gradedLines, RULES } from "./kinds.js";
import { chanceText, ruled } from "./steps.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep @typedef {import("../../kit/protocol.js").Step} Step */

const LESSON = "eleven";

/** Heads-up, 7–11: the learner (player 1) is the mão, the opponent has 11. */
export const OPPONENT_AT_ELEVEN = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h", score: [7, 11],
  hands: [["Kd", "7s", "2h"], ["6c", "Jh", "Ac"]], actions: /** @type {string[]} */ ([]),
});
/** Pairs, 11–6: the learner (player 1) is the mão, their team has 11; player 3 is the partner. */
export const PAIRS = Object.freeze({
  rules: RULES, players: 4, dealer: 3, vira: "Kd", score: [11, 6],
  hands: [["7c", "Jh", "2s"], ["6h", "Qs", "4d"], ["Ac", "3h", "5s"], ["Qd", "Jc", "7h"]],
  actions: /** @type {string[]} */ ([]),
});
/** Heads-up, 11–8: the learner has 11 and decides. */
export const AT_ELEVEN = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "Kd", score: [11, 8],
  hands: [["7c", "Jh", "Ks"], ["6h", "Qs", "2d"]], actions: /** @type {string[]} */ ([]),
});
/** A hand the coach plays even at 11–9, where a loss is the match: A♦ 3♣ 7♥ (vira K♦, manilhas the aces), the learner leading. */
export const TO_PLAY = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "Kd", score: [11, 9],
  hands: [["Ad", "3c", "7h"], ["6h", "Qs", "Jc"]], actions: /** @type {string[]} */ ([]),
});
/** A hand the solved game declines: 4♥ 6♠ 3♣ (the same vira), the learner leading. */
export const TO_DECLINE = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "Kd", score: [11, 9],
  hands: [["4h", "6s", "3c"], ["7d", "Qh", "2s"]], actions: /** @type {string[]} */ ([]),
});
/** 11–11 under the site's default rules, and the same hand under the federation's (blind). */
export const IRON = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "7d", score: [11, 11],
  hands: [["Qc", "3h", "Ks"], ["5s", "Jd", "Ah"]], actions: /** @type {string[]} */ ([]),
});
export const IRON_BLIND = Object.freeze({ ...IRON, rules: "paulista-fpt" });

/** The stakes the learner picks from: "<value if played>-<points declining gives>". */
const STAKES = ["3-1", "1-1", "3-3", "6-1"];

/**
 * The score laid out (two teams' points) as the step's figure.
 * @param {number[]} score @param {boolean} pairs @returns {(t: import("../../kit/words.js").Translate) => import("./steps.js").Shown[]}
 */
function scoreShown(score, pairs) {
  return (t) => score.map((points, team) => ({
    label: t(team === 0 ? (pairs ? "lesson.eleven.shown.your-team" : "lesson.shown.you")
      : (pairs ? "lesson.eleven.shown.their-team" : "lesson.shown.opponent"), { n: team + 1 }),
    card: null,
    result: t("lesson.eleven.shown.points", { n: points }),
  }));
}

/** @param {string} step @param {string[]} values @returns {(t: import("../../kit/words.js").Translate) => {value: string, label: string}[]} */
const optionsOf = (step, values) => (t) => values.map((value) => ({ value, label: t(`lesson.${LESSON}.${step}.${value}`) }));

/**
 * "Play it or decline it?" at a hand of eleven: the engine's legal answers (with what each leads
 * to), graded by the engine from the solved decision (right: graded good or better, as the coach
 * grades a move).
 * @param {string} id @param {Readonly<Record<string, any>>} scenario @returns {LessonStep}
 */
function decisionStep(id, scenario) {
  const [mine, theirs] = scenario.score;
  return {
    ...atPosition(id, scenario),
    words: { mine, theirs, declined: theirs + 1 },
    // the solved hand of eleven, read from the learner's own cards
    request: () => ({ op: "eleven_solution", args: { scenario } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const right = passes(a.solved.grades[value] ?? null);
      // the line in points, and counted in matches at this score (where a loss may be the match)
      const coach = t("lesson.eleven.coach", { chance: chanceText(a.solved.win_chance, t), points: chanceText(a.break_even.chance, t),
        even: chanceText(a.break_even_match.chance, t), value: a.eleven_value, pays: a.fold_pays });
      return { right, lines: gradedLines(LESSON, id, right, coach, t, has, { mine: String(mine), theirs: String(theirs) }) };
    },
  };
}

/** @type {LessonStep[]} */
export const STEPS = [
  {
    id: "who-decides",
    setup: null,
    vira: null,
    led: null,
    shown: scoreShown(OPPONENT_AT_ELEVEN.score, false),
    situation: () => "",
    options: optionsOf("who-decides", ["me", "opponent", "nobody"]),
    // the position as the engine deals it: who decides, and the rule that says so
    request: () => ({ op: "replay", args: { scenario: OPPONENT_AT_ELEVEN, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const truth = a.decider === null ? "nobody" : a.decider === 0 ? "me" : "opponent";
      const right = value === truth;
      return { right, lines: gradedLines(LESSON, "who-decides", right, right ? ruled(a.kind_ruling, t) : "", t, has) };
    },
  },
  {
    id: "partner",
    setup: null,
    vira: null,
    led: null,
    shown: scoreShown(PAIRS.score, true),
    situation: () => "",
    options: optionsOf("partner", ["mine", "partner", "all"]),
    // what the engine shows the learner's seat before the decision
    request: () => ({ op: "replay", args: { scenario: PAIRS, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const hands = /** @type {(string[] | null)[]} */ (reply.answer.hands);
      const seen = hands.map((h) => h !== null);
      const truth = seen.every(Boolean) ? "all" : seen[2] ? "partner" : "mine";
      const right = value === truth && reply.answer.decider === 0;
      return { right, lines: gradedLines(LESSON, "partner", right, right ? ruled(reply.answer.kind_ruling, t, 4) : "", t, has) };
    },
  },
  {
    id: "stakes",
    setup: { op: "replay", args: { scenario: AT_ELEVEN, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: optionsOf("stakes", STAKES),
    // the preset's own values for the hand of eleven
    request: () => ({ op: "rules", args: { rules: RULES } }),
    grade(value, reply, t, data, has) {
      if (!reply.ok) throw reply.error;
      const o = reply.answer.options;
      const right = value === `${o.eleven_value}-${o.eleven_fold_pays}`;
      return { right, lines: gradedLines(LESSON, "stakes", right, right ? ruled(data.kind_ruling, t) : "", t, has) };
    },
  },
  {
    id: "no-truco",
    setup: { op: "replay", args: { scenario: { ...AT_ELEVEN, actions: ["accept"] }, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: optionsOf("no-truco", ["yes", "no"]),
    // the engine is asked to take the raise: it plays it or refuses it, and says why
    request: () => ({ op: "replay", args: { scenario: { ...AT_ELEVEN, actions: ["accept", "raise"] }, prefix: true } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const refused = reply.answer.refused;
      const right = value === (refused ? "no" : "yes");
      const why = right && refused ? errorText({ code: refused.code, message: refused.message, details: refused }, t, { has }).text : "";
      return { right, lines: gradedLines(LESSON, "no-truco", right, why, t, has) };
    },
  },
  decisionStep("play", TO_PLAY),
  decisionStep("decline", TO_DECLINE),
  {
    id: "iron",
    setup: null,
    vira: null,
    led: null,
    shown: scoreShown(IRON.score, false),
    situation: () => "",
    options: optionsOf("iron", ["me", "opponent", "truco", "play"]),
    // the position at 11–11: a decider or none, the raise or none, the hand's value
    request: () => ({ op: "replay", args: { scenario: IRON, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const raise = a.choices.some((/** @type {Step} */ c) => c.meaning === "raise");
      const truth = a.decider === 0 ? "me" : a.decider === 1 ? "opponent" : raise ? "truco" : "play";
      const right = value === truth;
      return { right, lines: gradedLines(LESSON, "iron", right, right ? ruled(a.kind_ruling, t) : "", t, has) };
    },
  },
  {
    id: "blind",
    setup: null,
    vira: null,
    led: null,
    shown: scoreShown(IRON_BLIND.score, false),
    situation: () => "",
    options: optionsOf("blind", ["all", "one", "none"]),
    // the learner's own cards as the engine shows them to their seat under the federation's rules
    request: () => ({ op: "replay", args: { scenario: IRON_BLIND, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const mine = /** @type {string[] | null} */ (a.hands[0]);
      const truth = mine === null ? "none" : mine.length === 3 ? "all" : "one";
      const right = value === truth;
      return { right, lines: gradedLines(LESSON, "blind", right, right ? ruled(a.kind_ruling, t) : "", t, has) };
    },
  },
];

export const STEP_IDS = STEPS.map((s) => s.id);
