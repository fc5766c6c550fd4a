// @ts-check
// eleven, exercise mode: predict, then see the engine's answer. Two kinds of question:
//   "kind": a score, the number of players and the dealer: what kind of hand is dealt now —
//     normal, a hand of eleven (of ten in mineiro) or an iron hand? The engine's `replay` of that
//     deal, asked once the learner answers, says which and why.
//   "decide": heads-up, your side at the score of the hand of eleven, your three cards (and the
//     vira): play the hand or decline it? The solved game (`eleven_solution`) grades it, with both
//     options' values, the break-even chance and how far the solution is from an equilibrium;
//     where it mixes, both choices are right and the verdict says how often it takes each.
// Scores and deals are drawn here (demonstration data); every ruling is the engine's. Pure: the
// DOM is kit/exercise.js's.

import { chanceText } from "../../kit/coach.js";
import { dealSeed } from "../../kit/exercise.js";
import { rulesInfo } from "../../kit/scenario-player.js";
import { cardText, joinList, seatText } from "../../kit/words.js";
import { bestText, decisionValues, methodText, optionValueText } from "./values.js";
import { kindNote, kindTitle } from "./words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/exercise.js").Random} Random
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").ElevenSolution} ElevenSolution
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {{score: [number, number], players: number, dealer: number}} Situation
 */

/** How often the question is "play or decline?" where the solved game answers it. */
const DECIDE_QUESTIONS = 0.5;
/** How often a "kind" question is in pairs. */
const PAIRS = 0.3;

/** A whole number from `low` to `high`, both included. @param {Random} random @param {number} low @param {number} high */
function between(random, low, high) {
  return low + Math.floor(random() * (high - low + 1));
}

/**
 * A situation for the "kind" question: one side at the score of the hand of eleven, both there,
 * both below it (one close), or (where the target leaves room) one side past it. The numbers are
 * the rules' (`eleven_at`, `target`); which kind of hand they make is the engine's to say.
 * @param {Random} random @param {RulesInfo} info @returns {Situation}
 */
export function dealSituation(random, info) {
  const at = /** @type {number} */ (info.options.eleven_at);
  const target = /** @type {number} */ (info.options.target);
  const players = random() < PAIRS ? 4 : 2;
  const below = () => between(random, 0, at - 1);
  const roll = random();
  /** @type {[number, number]} */
  let score;
  if (roll < 0.35) score = [at, below()];
  else if (roll < 0.55) score = [at, at];
  else if (roll < 0.8 || at + 1 > target - 1) score = [between(random, Math.max(0, at - 2), at - 1), below()];
  else score = [between(random, at + 1, target - 1), below()];
  if (random() < 0.5) score = [score[1], score[0]];
  return { score, players, dealer: between(random, 0, players - 1) };
}

/** The situation in words. @param {Situation} s @param {Translate} t */
export function situationText(s, t) {
  return t(s.players === 4 ? "eleven.ex.situation-pairs" : "eleven.ex.situation", {
    a: s.score[0], b: s.score[1], dealer: seatText(s.dealer, t),
  });
}

/** The kinds offered, in words (the rules' score and iron-hand option name them). @param {RulesInfo} info @param {Translate} t */
export function kindOptions(info, t) {
  const at = info.options.eleven_at;
  return [
    { value: "normal", label: t("eleven.kind.normal") },
    { value: "eleven", label: t("eleven.kind.eleven", { at }) },
    { value: "iron", label: t(info.options.iron_hand === "blind" ? "eleven.kind.iron-blind" : "eleven.kind.iron-open", { at }) },
  ];
}

/**
 * The decide question's verdict from the solved game's answer: the choice, both values, the
 * break-even chance and how the values were obtained; both choices right where the solution mixes.
 * @param {ElevenSolution} solution @param {Translate} t @param {string} lang
 */
export function decideVerdict(solution, t, lang) {
  const values = decisionValues(solution);
  if (!values || values.kind !== "solved" || !solution.solved) throw new Error("eleven: no solved answer");
  const p = solution.solved.accept_probability;
  const byMatch = solution.solved.by === "match"; // the score decides: the coach's answer for the match
  const mixed = !byMatch && p > 0 && p < 1;
  const plays = byMatch ? solution.solved.choice === "accept" : solution.solved.accept;
  const line = (/** @type {string} */ action, /** @type {string} */ label) => {
    const v = values.options[action];
    const best = bestText(v, t, lang);
    return `${label}: ${optionValueText(v, "solved", t, lang)}${best ? ` ${best}` : ""}`;
  };
  return {
    headline: t(mixed ? "eleven.ex.mixes" : byMatch ? (plays ? "eleven.ex.match-plays" : "eleven.ex.match-declines")
      : plays ? "eleven.ex.plays" : "eleven.ex.declines"),
    why: [
      line("accept", t("eleven.ex.play")), line("fold", t("eleven.ex.decline")),
      t("eleven.ex.chance", {
        win: chanceText(solution.solved.win_chance, lang), n: solution.break_even.numerator, d: solution.break_even.denominator,
      }),
      ...(byMatch ? [t("eleven.break-even-match", { chance: chanceText(solution.break_even_match.chance, lang) })] : []),
      t("eleven.ex.method", { method: methodText(values, t, lang) }),
    ],
    correct: { choice: mixed ? ["play", "decline"] : [plays ? "play" : "decline"] },
  };
}

/**
 * A whole question, dealt and checked through `ask` (the engine).
 * @param {(op: any, args?: any) => Promise<any>} ask @param {Random} random
 * @param {{rules: RulesSpec, t: Translate, lang: string}} setting
 */
export async function elevenQuiz(ask, random, { rules, t, lang }) {
  const info = await rulesInfo(ask, rules);
  // the solved game answers heads-up under the presets' own rules
  if (typeof rules === "string" && random() < DECIDE_QUESTIONS) {
    const at = /** @type {number} */ (info.options.eleven_at);
    const { scenario } = await ask("deal", { rules, seed: dealSeed(random), dealer: between(random, 0, 1) });
    const other = between(random, 0, at - 1);
    const mine = random() < 0.5 ? 0 : 1;
    /** @type {ReplayResult} */
    const r = await ask("replay", { scenario: { ...scenario, score: mine === 0 ? [at, other] : [other, at] } });
    const seat = /** @type {number} */ (r.decider);
    const hand = /** @type {string[]} */ (r.hands[seat]);
    const prompt = t("eleven.ex.decide-prompt");
    const vira = r.scenario.vira || null;
    return {
      kind: "decide",
      prompt,
      situation: [
        t("eleven.ex.decide-situation", { at, other, seat: seatText(seat, t) }),
        vira ? t("eleven.ex.vira", { vira: cardText(vira, t) }) : t("hand.no-vira"),
        t("eleven.ex.hand", { cards: joinList(hand.map((c) => cardText(c, t)), t) }),
      ].join(" "),
      vira,
      cards: hand,
      groups: [{
        name: "choice", legend: prompt,
        options: [{ value: "play", label: t("eleven.ex.play") }, { value: "decline", label: t("eleven.ex.decline") }],
      }],
      check: async () => decideVerdict(/** @type {ElevenSolution} */ (await ask("eleven_solution", { code: r.code })), t, lang),
    };
  }
  const s = dealSituation(random, info);
  const { scenario } = await ask("deal", { rules, players: s.players, dealer: s.dealer, seed: dealSeed(random) });
  const prompt = t("eleven.ex.kind-prompt");
  return {
    kind: "kind",
    prompt,
    situation: situationText(s, t),
    vira: null,
    cards: [],
    groups: [{ name: "kind", legend: prompt, options: kindOptions(info, t) }],
    check: async () => {
      /** @type {ReplayResult} */
      const r = await ask("replay", { scenario: { ...scenario, score: s.score } });
      return { headline: kindTitle(r, t), why: [kindNote(r, info, t)], correct: { kind: [r.kind] } };
    },
  };
}
