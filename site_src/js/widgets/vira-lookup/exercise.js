// @ts-check
// vira-lookup, exercise mode. Two kinds of question, dealt from the engine's deck:
//   "rank": a vira is turned up: which rank are the manilhas? (only under rules with a vira)
//   "strongest": a vira (or, under fixed manilhas, none) and three cards of different ranks:
//     which one is the strongest?
// Only once the learner answers does the page ask the engine for the manilhas and the ranking of
// that vira (the `manilhas` op): its answer grades and explains. The vira the explorer shows is
// never dealt (its answer is already on the page). Pure: the DOM is kit/exercise.js's.

import { ranksOf, rankOf } from "../../kit/cards.js";
import { pick, shuffle } from "../../kit/exercise.js";
import { rulesInfo } from "../../kit/scenario-player.js";
import { cardText, joinList } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/exercise.js").Random} Random
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").OpResults["manilhas"]} ManilhasAnswer
 */

/** How often the question is "which rank?" where the rules turn a vira (else "which is strongest?"). */
const RANK_QUESTIONS = 0.5;
/** How many cards the "which is strongest?" question shows. */
const SHOWN = 3;

/**
 * The vira of a question: any card of the deck but the one the explorer shows.
 * @param {Random} random @param {string[]} deck @param {string | null} shown
 */
export function dealVira(random, deck, shown) {
  return pick(random, deck.filter((card) => card !== shown));
}

/**
 * Three cards of different ranks (so that the question has one strongest card), none the vira.
 * @param {Random} random @param {string[]} deck @param {string | null} vira @returns {string[]}
 */
export function dealCards(random, deck, vira) {
  const cards = [];
  for (const card of shuffle(random, deck.filter((c) => c !== vira))) {
    if (!cards.some((c) => rankOf(c) === rankOf(card))) cards.push(card);
    if (cards.length === SHOWN) break;
  }
  return cards;
}

/**
 * The strongest of `cards` by the engine's ranking (place 1 is the strongest): every card sharing
 * the best place (one, when their ranks differ).
 * @param {ManilhasAnswer} answer @param {string[]} cards
 */
export function strongest(answer, cards) {
  const place = new Map(answer.ranking.flatMap((group) => group.cards.map((card) => [card, group.place])));
  const best = Math.min(...cards.map((card) => place.get(card) ?? Infinity));
  return cards.filter((card) => place.get(card) === best);
}

/**
 * The verdict's explanation: the vira and its manilhas, as the engine lists them.
 * @param {ManilhasAnswer} answer @param {string} presetName @param {Translate} t
 */
export function manilhaLine(answer, presetName, t) {
  const cards = joinList(answer.manilhas.map((m) => cardText(m.card, t)), t);
  return answer.vira === null
    ? t("vira-lookup.ex.fixed", { preset: presetName, cards })
    : t("vira-lookup.ex.follows", { vira: cardText(answer.vira, t), rank: answer.manilha_rank, cards });
}

/**
 * A whole question, dealt and checked through `ask` (the engine).
 * @param {(op: any, args?: any) => Promise<any>} ask @param {Random} random
 * @param {{rules: RulesSpec, deck: string[], shown: string | null, presetName: string, t: Translate}} setting
 *   `shown`: the vira the explorer shows (never dealt)
 */
export async function viraQuiz(ask, random, { rules, deck, shown, presetName, t }) {
  const info = await rulesInfo(ask, rules);
  const vira = info.uses_vira ? dealVira(random, deck, shown) : null;
  const viraWords = vira === null ? t("vira-lookup.ex.no-vira", { preset: presetName }) : t("vira-lookup.ex.vira", { vira: cardText(vira, t) });
  const engineAnswer = () => /** @type {Promise<ManilhasAnswer>} */ (ask("manilhas", { rules, vira }));
  if (vira !== null && random() < RANK_QUESTIONS) {
    const prompt = t("vira-lookup.ex.rank-prompt");
    return {
      kind: "rank",
      prompt,
      situation: viraWords,
      vira,
      cards: [],
      groups: [{
        name: "rank", legend: prompt,
        options: ranksOf(deck).map((rank) => ({ value: rank, label: t("vira-lookup.rank_option", { rank, name: t(`rank.${rank}`) }) })),
      }],
      check: async () => {
        const answer = await engineAnswer();
        return {
          headline: t("vira-lookup.ex.rank-is", { rank: answer.manilha_rank, name: t(`rank.${answer.manilha_rank}`) }),
          why: [manilhaLine(answer, presetName, t)],
          correct: { rank: [String(answer.manilha_rank)] },
        };
      },
    };
  }
  const cards = dealCards(random, deck, vira);
  const prompt = t("vira-lookup.ex.strongest-prompt");
  return {
    kind: "strongest",
    prompt,
    situation: `${viraWords} ${t("vira-lookup.ex.cards", { cards: joinList(cards.map((c) => cardText(c, t)), t) })}`,
    vira,
    cards,
    groups: [{ name: "card", legend: prompt, options: cards.map((card) => ({ value: card, label: cardText(card, t), card })) }],
    check: async () => {
      const answer = await engineAnswer();
      const top = strongest(answer, cards);
      const places = cards.map((card) => t("vira-lookup.ex.place", {
        card: cardText(card, t),
        place: answer.ranking.find((g) => g.cards.includes(card))?.place ?? "?",
      }));
      return {
        headline: t("vira-lookup.ex.strongest-is", { card: cardText(top[0], t) }),
        why: [manilhaLine(answer, presetName, t), t("vira-lookup.ex.places", { places: joinList(places, t) })],
        correct: { card: top },
      };
    },
  };
}
