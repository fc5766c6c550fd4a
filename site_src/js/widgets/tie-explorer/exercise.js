// @ts-check
// tie-explorer, exercise mode: "Who wins the hand, and why?" Round results are dealt at random
// and shown as far as the hand is played (the engine's `ties` answer says where it stops;
// sometimes one round less, and the hand is not decided yet); the learner says who wins (or
// that it is not decided) and why; then the engine's `ties` answer for the rounds shown grades
// and explains it. Pure: the DOM is kit/exercise.js's.

import { rulesInfo } from "../../kit/scenario-player.js";
import { resultLines } from "./outcomes.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/exercise.js").Random} Random
 * @typedef {import("../../kit/protocol.js").OpResults["ties"]} TiesAnswer
 * @typedef {(number | null)[]} Outcomes
 */

/** The reasons a hand is decided, as the learner picks them (the three-tie rulings are one). */
export const WHY = ["two-wins", "win-plus-tie", "first-round-decides", "third-round-decides", "three-ties"];
/** How often a dealt round is tied. */
const TIE = 0.35;
/** How often the question stops one round before the hand is decided. */
const OPEN = 0.2;

/** Three round results at random (the engine says how many are played). @param {Random} random @returns {Outcomes} */
export function dealOutcomes(random) {
  return [0, 1, 2].map(() => (random() < TIE ? null : random() < 0.5 ? 0 : 1));
}

/**
 * The rounds shown: as many as the engine says are played (`after`), or one less.
 * @param {Random} random @param {Outcomes} outcomes @param {number} after
 */
export function shownOutcomes(random, outcomes, after) {
  const open = after > 1 && random() < OPEN;
  return outcomes.slice(0, open ? after - 1 : after);
}

/** The engine's ruling as one of WHY. @param {{code: string} | null} ruling */
export function whyOf(ruling) {
  if (!ruling) return "";
  return ruling.code.startsWith("three-ties") ? "three-ties" : ruling.code;
}

/**
 * The question in words: the rounds so far, who wins, why.
 * @param {Outcomes} outcomes @param {Translate} t
 */
export function tiesWords(outcomes, t) {
  const rounds = outcomes.map((o, i) => t("tie-explorer.ex.round", { n: i + 1, what: t(`tie-explorer.ex.result.${o === null ? "tie" : o}`) }));
  return {
    prompt: t("tie-explorer.ex.prompt"),
    situation: rounds.join(" "),
    rounds,
    groups: [
      {
        name: "who",
        legend: t("tie-explorer.ex.who"),
        // after three rounds there is no other round: "not decided yet" is offered before that only
        options: ["0", "1", "nobody", ...(outcomes.length < 3 ? ["open"] : [])]
          .map((value) => ({ value, label: t(`tie-explorer.ex.who.${value}`, { next: outcomes.length + 1 }) })),
      },
      {
        name: "why",
        legend: t("tie-explorer.ex.why"),
        options: WHY.map((value) => ({ value, label: t(`tie-explorer.ex.why.${value}`) })),
        needed: (/** @type {Record<string, string>} */ answers) => answers.who !== "open",
      },
    ],
  };
}

/**
 * What the engine's answer makes right: who (a team, "nobody", or "open": not decided) and why.
 * @param {TiesAnswer} answer @returns {Record<string, string[]>}
 */
export function tiesCorrect(answer) {
  if (!answer.decided) return { who: ["open"], why: [] };
  return { who: [answer.winner === null ? "nobody" : String(answer.winner)], why: [whyOf(answer.ruling)] };
}

/**
 * A whole question, dealt and checked through `ask` (the engine): three round results, the
 * engine's `ties` answer for them (how many are played), then, once answered, its answer for the
 * rounds shown and the rules' threshold of eleven (for the words of the result).
 * @param {(op: any, args?: any) => Promise<any>} ask @param {Random} random
 * @param {{rules: import("../../kit/protocol.js").RulesSpec, t: Translate}} setting
 */
export async function tiesQuiz(ask, random, { rules, t }) {
  const dealt = dealOutcomes(random);
  const full = await ask("ties", { rules, outcomes: dealt, kind: "normal" });
  const shown = shownOutcomes(random, dealt, full.after);
  const words = tiesWords(shown, t);
  return {
    prompt: words.prompt,
    situation: words.situation,
    vira: null,
    outcomes: shown,
    groups: words.groups,
    check: async () => {
      const [answer, info] = await Promise.all([ask("ties", { rules, outcomes: shown, kind: "normal" }), rulesInfo(ask, rules)]);
      const lines = resultLines(answer, "normal", t, info.options.eleven_at);
      return { headline: lines[0], why: lines.slice(1), correct: tiesCorrect(answer) };
    },
  };
}
