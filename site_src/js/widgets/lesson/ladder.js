// @ts-check
// Lesson 4, "Truco and the ladder" (pure: no DOM): what a hand is worth before any call and once a
// truco is accepted, who may call next, what a fold pays, the ladder's calls, the chance a truco
// needs to be worth accepting, and two positions to answer. Every answer is the engine's: the
// hand after the answer (`replay`), the ladder's calls and what folding each pays (`rules`), and
// the coach (`analyse`: heads-up positions are judged by the solved game).

import { actionLabel, callText } from "../../kit/words.js";
import { atPosition, gradedLines, RULES } from "./kinds.js";
import { chanceText } from "./steps.js";

/**
 * @typedef {import("./steps.js").LessonStep} LessonStep @typedef {import("./steps.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").Step} Step
 * @typedef {{step: number, name: string, value: number, fold_pays: number}} Call
 */

const LESSON = "ladder";

/** A fresh deal: the learner (player 1, seat 0) to play, nobody has called. */
export const DEAL = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h",
  hands: [["Ks", "7d", "Ac"], ["Jh", "6s", "Qd"]], actions: /** @type {string[]} */ ([]),
});
/** The same deal after the moves given. @param {string[]} actions */
const after = (actions) => ({ ...DEAL, actions });
/** The learner played 7♦; the opponent calls truco. */
const TRUCO = ["play 7d", "raise"];
/** The learner called truco first thing and the opponent accepted. */
const CALLED = ["raise", "accept"];
/** The opponent called truco and the learner answered seis. */
const SEIS = [...TRUCO, "raise"];
/** …and the opponent accepted the seis. */
const SIX = [...SEIS, "accept"];

/**
 * The learner won round 1 (A♦ over J♠) and led 2♣ in round 2, holding 3♠; the opponent calls
 * truco. The solved hand gives accepting about 49%: under half, yet well over the third a truco
 * needs, so accepting is the best answer and folding is graded a mistake.
 */
export const ACCEPT = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "3c",
  hands: [["Ad", "2c", "3s"], ["Js", "Ah", "2d"]], actions: ["play Ad", "play Js", "play 2c", "raise"],
});
/**
 * The opponent took round 1 (2♠ over 6♣) and calls truco before leading round 2; the learner holds
 * 7♥ and 6♥. The solved hand gives accepting about 11%: far under a third, so folding is best.
 */
export const FOLD = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "3s",
  hands: [["6c", "7h", "6h"], ["2s", "4s", "Jc"]], actions: ["play 6c", "play 2s", "raise"],
});

/** A call's name as a word in a list ("seis"), not as shouted at the table ("¡Seis!"). @param {string} name @param {Translate} t */
const callName = (name, t) => callText(name, t).replace(/[¡!]/g, "").toLowerCase();

/** Numbers as the step's options. @param {number[]} values */
const numbers = (values) => () => values.map((n) => ({ value: String(n), label: String(n) }));

/** @param {number} a @param {number} b @returns {number} */
const gcd = (a, b) => (b ? gcd(b, a % b) : a);

/** A fraction in lowest terms ("1/3"). @param {number} top @param {number} bottom */
export function fractionText(top, bottom) {
  const d = gcd(top, bottom) || 1;
  return `${top / d}/${bottom / d}`;
}

/** A fraction "a/b" as a number. @param {string} text */
const fractionValue = (text) => {
  const [top, bottom] = text.split("/").map(Number);
  return top / bottom;
};

/**
 * "How many points …?": a position on the board (`setup`: the learner's view), numbers to pick, and
 * the hand the engine plays out after `then` (its value, or what one team scores).
 * @param {{id: string, setup: string[] | null, then: string[], options: number[],
 *   truth: (answer: any) => number}} spec
 * @returns {LessonStep}
 */
function pointsStep({ id, setup, then, options, truth }) {
  return {
    id,
    setup: setup ? { op: "replay", args: { scenario: after(setup), viewer: 0 } } : null,
    board: !!setup,
    vira: null,
    led: null,
    situation: () => "",
    options: numbers(options),
    request: () => ({ op: "replay", args: { scenario: after(then) } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const right = Number(value) === truth(reply.answer);
      return { right, lines: gradedLines(LESSON, id, right, "", t, has) };
    },
  };
}

/**
 * "Accept or fold?" at a position the coach judges: right when the answer is the coach's best or
 * one the solution mixes in (its probability), whatever chance the others have.
 * @param {string} id @param {object} scenario @returns {LessonStep}
 */
function answerStep(id, scenario) {
  return {
    ...atPosition(id, scenario),
    // the coach's analysis of the position, from the learner's seat only
    request: () => ({ op: "analyse", args: { scenario } }),
    grade(value, reply, t, data, has) {
      if (!reply.ok) throw reply.error;
      const actions = /** @type {{action: string, meaning: string, win: number, best: boolean, probability?: number}[]} */ (reply.answer.actions);
      const mine = actions.find((a) => a.action === value);
      const right = !!mine && (mine.best || (mine.probability ?? 0) > 0);
      const accept = actions.find((a) => a.meaning === "accept");
      const coach = accept ? t(`lesson.ladder.${id}.coach`, { chance: chanceText(accept.win, t) }) : "";
      const choice = data.choices.find((/** @type {Step} */ c) => c.action === value);
      return { right, lines: gradedLines(LESSON, id, right, coach, t, has, { action: choice ? actionLabel(choice, t) : value }) };
    },
  };
}

/** @type {LessonStep[]} */
export const STEPS = [
  pointsStep({ id: "worth", setup: [], then: [], options: [1, 2, 3], truth: (a) => a.value }),
  pointsStep({ id: "truco", setup: null, then: [...TRUCO, "accept"], options: [2, 3, 4], truth: (a) => a.value }),
  {
    id: "next",
    setup: { op: "replay", args: { scenario: after(CALLED), viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: (t) => ["me", "opponent", "both"].map((value) => ({ value, label: t(`lesson.ladder.next.${value}`) })),
    // who the engine lets raise now (teams; heads-up, a team is one player)
    request: () => ({ op: "replay", args: { scenario: after(CALLED) } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const may = /** @type {number[]} */ (reply.answer.ladder.may_raise);
      const truth = may.includes(0) && may.includes(1) ? "both" : may.includes(0) ? "me" : may.includes(1) ? "opponent" : "";
      const right = value === truth;
      return { right, lines: gradedLines(LESSON, "next", right, "", t, has) };
    },
  },
  pointsStep({ id: "fold-seis", setup: SEIS, then: [...SEIS, "fold"], options: [1, 3, 6], truth: (a) => a.points[0] }),
  {
    id: "climb",
    setup: { op: "replay", args: { scenario: after(SIX), viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: numbers([7, 8, 9, 12]),
    // the ladder's calls as the rules have them
    request: () => ({ op: "rules", args: { rules: RULES } }),
    grade(value, reply, t, data, has) {
      if (!reply.ok) throw reply.error;
      const calls = /** @type {Call[]} */ (reply.answer.calls);
      // the next raise's value, as the engine's view of the position offers it
      const next = data.ladder.next_offer;
      const right = next !== null && Number(value) === next;
      const ladder = t("lesson.ladder.climb.calls", {
        calls: calls.map((c) => t("lesson.ladder.climb.call", { call: callName(c.name, t), value: c.value, fold: c.fold_pays })).join("; "),
      });
      return { right, lines: gradedLines(LESSON, "climb", right, ladder, t, has) };
    },
  },
  {
    id: "break-even",
    setup: null,
    vira: null,
    led: null,
    situation: () => "",
    options: () => ["1/4", "1/3", "1/2", "2/3"].map((value) => ({ value, label: value })),
    // accepting risks the call's value to win it; folding gives away what a fold pays: accepting
    // is worth it above (value - fold) / (2 × value), from the engine's values of the first call
    request: () => ({ op: "rules", args: { rules: RULES } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const truco = /** @type {Call} */ (reply.answer.calls[0]);
      const top = truco.value - truco.fold_pays;
      const bottom = 2 * truco.value;
      const right = Math.abs(fractionValue(value) - top / bottom) < 1e-9;
      const params = { value: String(truco.value), fold: String(truco.fold_pays), fraction: fractionText(top, bottom) };
      return { right, lines: gradedLines(LESSON, "break-even", right, "", t, has, params) };
    },
  },
  answerStep("accept", ACCEPT),
  answerStep("fold", FOLD),
];

export const STEP_IDS = STEPS.map((s) => s.id);
