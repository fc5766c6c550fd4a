// @ts-check
// Lesson 9, "When to call truco" (pure: no DOM): a call before the card that wins for sure, a call
// with the hand already strong, a strong hand that keeps quiet and wins cheaply, and two bluffs
// where a card alone loses. Each step is a decision the engine's coach judges (coach-step.js;
// heads-up, the solved hand), between the cards and the truco.

import { coachStep } from "./coach-step.js";
import { RULES } from "./kinds.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep */

const LESSON = "calling";

/**
 * A deal played as far as `actions` (player 1 is the mão).
 * @param {string} vira @param {string[][]} hands @param {string[]} actions
 */
const position = (vira, hands, actions) => Object.freeze({ rules: RULES, players: 2, dealer: 1, vira, hands, actions });

/** The positions, by step, and the learner's seat in each (tests/js/lessons-play.test.mjs). */
export const POSITIONS = Object.freeze({
  // one round each; the learner leads round 3 with the zap 7♣: call before playing it
  sure: { seat: 0, scenario: position("6d", [["Kh", "3s", "7c"], ["6c", "6h", "3d"]], ["play Kh", "play 3d", "play 6h", "play 3s"]) },
  // round 1 won with the zap; the learner leads round 2 with 2♣ and 3♣
  strong: { seat: 0, scenario: position("4s", [["2c", "3c", "5c"], ["Kd", "Jc", "7s"]], ["play 5c", "play Kd"]) },
  // 5♦ led; the learner holds the copas 7♥ and A♦: take the round with the ace, no call yet
  "not-yet": { seat: 1, scenario: position("6h", [["5d", "Kd", "7s"], ["5h", "Ad", "7h"]], ["play 5d"]) },
  // round 1 lost; the opponent leads 2♦ and no card of the learner beats it
  bluff: { seat: 0, scenario: position("As", [["Kd", "Ah", "Qc"], ["2d", "3h", "Jc"]], ["play Qc", "play 3h", "play 2d"]) },
  // one round each; the learner leads round 3 with the weakest card in the deck
  "last-bluff": { seat: 0, scenario: position("Ah", [["2c", "4c", "4s"], ["Qs", "5h", "Jd"]], ["play 4s", "play Jd", "play 5h", "play 2c"]) },
});

/** @type {LessonStep[]} */
export const STEPS = Object.entries(POSITIONS).map(([id, { seat, scenario }]) => coachStep({ lesson: LESSON, id, scenario, seat, meanings: ["play", "raise"] }));

export const STEP_IDS = STEPS.map((s) => s.id);
