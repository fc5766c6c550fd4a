// @ts-check
// card-duel, exercise mode: "Which card wins this round?" A vira and two cards are dealt from the
// engine's deck (often a manilha, two manilhas or two cards of one rank, so that every ruling
// comes up: which cards are manilhas is the engine's `manilhas` answer); the learner picks the
// winning card or a tie; then the engine's `compare` answer grades and explains it. Pure: the
// DOM is kit/exercise.js's.

import { rankOf } from "../../kit/cards.js";
import { capitalize, cardText, seatText } from "../../kit/words.js";
import { pick, shuffle } from "../../kit/exercise.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/exercise.js").Random} Random
 * @typedef {import("../../kit/protocol.js").OpResults["compare"]} CompareAnswer
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {{vira: string | null, cards: string[]}} Duel
 */

/** How often each kind of pair is dealt (the rest: two cards at random). */
const KINDS = /** @type {const} */ ([["manilha", 0.35], ["two-manilhas", 0.2], ["same-rank", 0.15]]);

/**
 * The vira of a question: any card of the deck, or none under fixed manilhas.
 * @param {Random} random @param {string[]} deck @param {boolean} usesVira
 */
export function dealVira(random, deck, usesVira) {
  return usesVira ? pick(random, deck) : null;
}

/**
 * Two cards for the vira, neither the vira; `manilhas` is the engine's list for it.
 * @param {Random} random @param {string[]} deck @param {string | null} vira @param {string[]} manilhas
 * @returns {Duel}
 */
export function dealDuel(random, deck, vira, manilhas) {
  const free = deck.filter((card) => card !== vira);
  const ordinary = free.filter((card) => !manilhas.includes(card));
  const roll = random();
  let kind = "any";
  let sum = 0;
  for (const [name, share] of KINDS) {
    sum += share;
    if (roll < sum) {
      kind = name;
      break;
    }
  }
  let cards;
  if (kind === "manilha") cards = [pick(random, manilhas), pick(random, ordinary)];
  else if (kind === "two-manilhas") cards = shuffle(random, manilhas).slice(0, 2);
  else if (kind === "same-rank") {
    const first = pick(random, ordinary);
    const twins = ordinary.filter((card) => card !== first && rankOf(card) === rankOf(first));
    cards = [first, twins.length ? pick(random, twins) : pick(random, ordinary.filter((c) => c !== first))];
  } else cards = shuffle(random, free).slice(0, 2);
  return { vira, cards: shuffle(random, cards) };
}

/** The engine request that checks the answer. @param {RulesSpec} rules @param {Duel} duel */
export function duelRequest(rules, duel) {
  return { op: "compare", args: { rules, vira: duel.vira, cards: duel.cards, covered: [false, false] } };
}

/**
 * The question in words (no answer in it): the prompt, what is on the table, the options.
 * @param {Duel} duel @param {Translate} t
 */
export function duelWords(duel, t) {
  const [first, second] = duel.cards.map((card) => cardText(card, t));
  const plays = t("card-duel.ex.plays", { first, second, P1: capitalize(seatText(0, t)), p2: seatText(1, t) });
  return {
    prompt: t("card-duel.ex.prompt"),
    situation: duel.vira === null
      ? `${t("card-duel.ex.no-vira")} ${plays}`
      : `${t("card-duel.ex.vira", { vira: cardText(duel.vira, t) })} ${plays}`,
    options: [
      ...duel.cards.map((card, seat) => ({
        value: String(seat), card,
        label: t("card-duel.ex.option", { card: cardText(card, t), Seat: capitalize(seatText(seat, t)) }),
      })),
      { value: "tie", label: t("card-duel.ex.option-tie") },
    ],
  };
}

/**
 * What the engine's answer makes right: the winning card's seat, or "tie".
 * @param {CompareAnswer} answer @returns {Record<string, string[]>}
 */
export function duelCorrect(answer) {
  return { winner: [answer.winner === null ? "tie" : String(answer.top[0])] };
}

/**
 * A whole question, dealt and checked through `ask` (the engine): the vira, the manilhas of the
 * vira (to deal interesting pairs), then, once answered, the comparison. `verdict` words the
 * engine's comparison (card-duel.js).
 * @param {(op: any, args?: any) => Promise<any>} ask @param {Random} random
 * @param {{rules: RulesSpec, deck: string[], usesVira: boolean, t: Translate,
 *   verdict: (answer: CompareAnswer) => {headline: string, why: string}}} setting
 */
export async function duelQuiz(ask, random, { rules, deck, usesVira, t, verdict }) {
  const vira = dealVira(random, deck, usesVira);
  const { manilhas } = await ask("manilhas", { rules, vira });
  const duel = dealDuel(random, deck, vira, manilhas.map((/** @type {{card: string}} */ m) => m.card));
  const words = duelWords(duel, t);
  return {
    prompt: words.prompt,
    situation: words.situation,
    vira: duel.vira,
    duel,
    groups: [{ name: "winner", legend: words.prompt, options: words.options }],
    check: async () => {
      const answer = /** @type {CompareAnswer} */ (await ask("compare", duelRequest(rules, duel).args));
      const said = verdict(answer);
      return { headline: said.headline, why: [said.why], correct: duelCorrect(answer) };
    },
  };
}
