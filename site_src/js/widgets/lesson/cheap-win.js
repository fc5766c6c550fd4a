// @ts-check
// Lesson 8, "Win cheaply, keep the manilha" (pure: no DOM): the opponent leads round 1 and the
// learner, player 2, answers: the lowest card that wins, a win that saves the manilha, a tie that
// keeps it, the lowest card when nothing wins, and the one card that wins. Each step is a decision
// the engine's coach judges (coach-step.js; heads-up, the solved hand).

import { coachStep } from "./coach-step.js";
import { RULES } from "./kinds.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep */

const LESSON = "cheap-win";

/**
 * Player 1 (the mão) led `led`; the learner, player 2, holds `mine` under `vira`.
 * @param {string} vira @param {string[]} theirs the mão's hand, `led` first @param {string[]} mine
 */
const answering = (vira, theirs, mine) => Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira, hands: [theirs, mine], actions: [`play ${theirs[0]}`],
});

/** The positions, by step: the coach's best answer is the step's answer (tests/js/lessons-play.test.mjs). */
export const POSITIONS = Object.freeze({
  // J♣ led; 2♠ wins it and keeps the manilha 5♠
  cheap: answering("4h", ["Jc", "6d", "Kd"], ["2s", "5s", "7h"]),
  // 4♦ led: every card wins, the 5♣ is the cheapest
  lowest: answering("6c", ["4d", "Jh", "Qs"], ["5c", "As", "3s"]),
  // Q♦ led: Q♠ ties it and keeps the manilha 5♥ for the round that decides
  tie: answering("4s", ["Qd", "7c", "Kh"], ["5h", "Qs", "6d"]),
  // K♠ led (a manilha): nothing wins, throw the 4♥
  "cannot-win": answering("Js", ["Ks", "6c", "7d"], ["4h", "Qs", "Kd"]),
  // J♥ led: only the A♣ beats it
  "only-card": answering("5h", ["Jh", "4c", "Kd"], ["Ac", "Qh", "7s"]),
});

/** @type {LessonStep[]} */
export const STEPS = Object.entries(POSITIONS).map(([id, scenario]) => coachStep({ lesson: LESSON, id, scenario, seat: 1, meanings: ["play"] }));

export const STEP_IDS = STEPS.map((s) => s.id);
