// @ts-check
// Lesson 2, "Rounds and every tie" (pure: no DOM): who takes a round, when a round is tied
// (parda), who leads after a tie, and how a tie in the first, second or third round settles the
// hand. Every answer is the engine's: `compare` for a round, `ties` for a hand (kinds.js).

import { answerStep, handStep, leadStep, roundStep } from "./kinds.js";

const LESSON = "rounds";

/** @type {import("./steps.js").LessonStep[]} */
export const STEPS = [
  roundStep({ lesson: LESSON, id: "same-rank", vira: "6d", cards: ["Kc", "Kh"] }),
  roundStep({ lesson: LESSON, id: "manilhas", vira: "6d", cards: ["7s", "7h"] }),
  answerStep({ lesson: LESSON, id: "make-tie", vira: "4d", led: "Ks", hand: ["Ac", "6h", "Kc"], wants: "tie" }),
  leadStep({ lesson: LESSON, id: "lead", vira: "6d", cards: ["Kc", "Kh"] }),
  handStep({ lesson: LESSON, id: "tie-first", outcomes: [null, 1] }),
  handStep({ lesson: LESSON, id: "first-decides", outcomes: [1, 0, null], answers: ["me", "opponent", "nobody"] }),
  handStep({ lesson: LESSON, id: "tie-tie", outcomes: [null, null, 0], answers: ["me", "opponent", "nobody"] }),
  handStep({ lesson: LESSON, id: "three-ties", outcomes: [null, null, null], answers: ["me", "opponent", "nobody"] }),
];

export const STEP_IDS = STEPS.map((s) => s.id);
