// @ts-check
// Lesson 10, "Answering a truco" (pure: no DOM): accept with less than half, fold with too little,
// raise to seis with the hand won, accept a seis a quarter of the time is enough for, and fold to a
// seis that says the other hand is strong. Each step is a decision the engine's coach judges
// (coach-step.js; heads-up, the solved hand): accept, fold or raise again. The coach's reason says
// the break-even (the `accept` reason's `need`, from the call's value and what folding pays).

import { coachStep } from "./coach-step.js";
import { RULES } from "./kinds.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep */

const LESSON = "answering";

/**
 * A deal played as far as `actions` (player 1 is the mão).
 * @param {string} vira @param {string[][]} hands @param {string[]} actions
 */
const position = (vira, hands, actions) => Object.freeze({ rules: RULES, players: 2, dealer: 1, vira, hands, actions });

/** The positions, by step, and the learner's seat in each (tests/js/lessons-play.test.mjs). */
export const POSITIONS = Object.freeze({
  // round 1 won with the pica-fumo 4♦; the learner led K♦ and the opponent calls: about 41%
  accept: { seat: 0, scenario: position("3c", [["Kd", "2h", "4d"], ["Qd", "7c", "Ks"]], ["play 4d", "play Qd", "play Kd", "raise"]) },
  // the mão calls before any card; the learner holds 5♣ 7♥ 6♠ and no manilha
  fold: { seat: 1, scenario: position("Qc", [["5h", "5d", "Qs"], ["5c", "7h", "6s"]], ["raise"]) },
  // round 1 won, the zap 6♣ still in hand: the opponent calls truco
  seis: { seat: 0, scenario: position("5s", [["3h", "6c", "Ac"], ["Qd", "Qc", "Jd"]], ["play Ac", "play Jd", "play 3h", "raise"]) },
  // round 1 won with a 3; the learner called truco and the opponent answers seis
  "accept-seis": { seat: 0, scenario: position("Ad", [["Jd", "2h", "3s"], ["Kd", "5d", "Ah"]], ["play 3s", "play 5d", "raise", "raise"]) },
  // the learner called truco with the copas 5♥ and the opponent answers seis
  "fold-seis": { seat: 0, scenario: position("4s", [["Jh", "4c", "5h"], ["2s", "6c", "Jc"]], ["raise", "raise"]) },
});

/** @type {LessonStep[]} */
export const STEPS = Object.entries(POSITIONS).map(([id, { seat, scenario }]) => coachStep({ lesson: LESSON, id, scenario, seat, meanings: ["accept", "fold", "reraise"] }));

export const STEP_IDS = STEPS.map((s) => s.id);
