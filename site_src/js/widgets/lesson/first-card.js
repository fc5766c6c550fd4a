// @ts-check
// Lesson 7, "The first card" (pure: no DOM): which card the mão leads in round 1, with one
// manilha, a manilha and a 3, two manilhas, no manilha but two 2s, and nothing but one 3. Each step
// is a decision the engine's coach judges (coach-step.js; heads-up, the solved hand); the learner
// is player 1, the mão, and picks among the cards (the truco is the lesson on calling).

import { coachStep } from "./coach-step.js";
import { RULES } from "./kinds.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep */

const LESSON = "first-card";

/** A fresh deal: the learner (player 1, the mão) holds `mine` under `vira`. @param {string} vira @param {string[]} mine @param {string[]} other */
const deal = (vira, mine, other) => Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira, hands: [mine, other], actions: /** @type {string[]} */ ([]),
});

/** The positions, by step: the coach's best lead is the step's answer (tests/js/lessons-play.test.mjs). */
export const POSITIONS = Object.freeze({
  // one manilha (5♣, the zap) and two ordinary cards: lead the lowest, 6♦
  low: deal("4h", ["5c", "Ah", "6d"], ["Kh", "7s", "Qd"]),
  // the zap (Q♣), a 3 and a 5: the 5 leads, the 3 is kept too
  "keep-three": deal("7h", ["Qc", "3c", "5c"], ["Kd", "6s", "Jh"]),
  // two manilhas (5♣, 5♠) and an ace: the ace leads
  "two-manilhas": deal("4h", ["5c", "5s", "As"], ["Kh", "7d", "Qc"]),
  // no manilha, two 2s and a 5: lead a 2
  "no-manilha": deal("Qd", ["2c", "2h", "5s"], ["Kh", "7d", "4c"]),
  // nothing but a 3 and two 4s: lead the 3
  nothing: deal("5c", ["3s", "4h", "4s"], ["Kh", "7d", "Qc"]),
});

/** @type {LessonStep[]} */
export const STEPS = Object.entries(POSITIONS).map(([id, scenario]) => coachStep({ lesson: LESSON, id, scenario, meanings: ["play"] }));

export const STEP_IDS = STEPS.map((s) => s.id);
