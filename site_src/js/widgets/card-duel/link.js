// @ts-check
// card-duel's round: what a link asks for (?card-duel.vira=4h&card-duel.cards=5c-3h&
// card-duel.covered=0-1), the starting example, the requests for a round, and the round's state
// with its transitions (pairs, swap, a random example: presentation only; the engine judges every
// card). Pure.

import { shuffle } from "../../kit/exercise.js";

/**
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {{vira: string, cards: string[], covered: boolean[]}} Round what is asked: cards in play order
 * @typedef {{op: "rules" | "manilhas" | "compare", args: any}} Request
 * @typedef {{players: number, vira: string, cards: string[], covered: boolean[]}} DuelState the
 *   controls' state: four slots, the first `players` of them in play
 */

export const DEFAULTS = { vira: "4h", cards: ["5d", "3c", "2h", "Kc"] };
/** Cards offered when slots 3 and 4 appear, first ones not already on the table. */
export const FILLERS = ["2h", "Kc", "3d", "Ah", "Js", "7c"];
const MAX_LINK_TEXT = 60;
export const LINK_PARAMS = ["vira", "cards", "covered"];

/** @param {string} text */
export function clip(text) {
  const value = String(text);
  return value.length > MAX_LINK_TEXT ? `${value.slice(0, MAX_LINK_TEXT)}…` : value;
}

/**
 * The round a link asks for, as typed (the engine judges it), or null without link parameters.
 * `badCovered` is the covered flags' text when it cannot be read (then no card is covered).
 * @param {Record<string, string>} params
 * @returns {(Round & {badCovered: string | null}) | null}
 */
export function readLink(params) {
  if (!LINK_PARAMS.some((name) => params[name] !== undefined)) return null;
  const cards = params.cards === undefined ? DEFAULTS.cards.slice(0, 2) : params.cards.slice(0, 400).split("-");
  let covered = cards.map(() => false);
  let badCovered = null;
  if (params.covered !== undefined) {
    const flags = params.covered.split("-");
    if (flags.length === cards.length && flags.every((f) => f === "0" || f === "1")) covered = flags.map((f) => f === "1");
    else badCovered = params.covered;
  }
  return { vira: params.vira === undefined ? DEFAULTS.vira : params.vira.slice(0, 200), cards, covered, badCovered };
}

/** @returns {Round} */
export function defaultRound() {
  return { vira: DEFAULTS.vira, cards: DEFAULTS.cards.slice(0, 2), covered: [false, false] };
}

/**
 * What the widget asks for a round: the vira's manilhas and the comparison.
 * @param {RulesSpec} rules @param {Round} round @returns {[Request, Request]}
 */
export function roundRequests(rules, { vira, cards, covered }) {
  return [
    { op: "manilhas", args: { rules, vira } },
    { op: "compare", args: { rules, vira, cards, covered } },
  ];
}

/**
 * The controls' state for a link's round (or the starting example).
 * @param {Round | null} link @returns {DuelState}
 */
export function initialState(link) {
  const state = { players: 2, vira: DEFAULTS.vira, cards: [...DEFAULTS.cards], covered: [false, false, false, false] };
  if (link) {
    state.players = link.cards.length === 4 ? 4 : 2;
    state.vira = link.vira;
    state.cards = [...link.cards, ...DEFAULTS.cards].slice(0, 4);
    state.covered = [...link.covered, false, false, false, false].slice(0, 4);
  }
  return state;
}

/** The round the state describes. @param {DuelState} state @returns {Round} */
export function roundOf(state) {
  return { vira: state.vira, cards: state.cards.slice(0, state.players), covered: state.covered.slice(0, state.players) };
}

/**
 * Two or four players: in pairs, the partners' slots get example cards not yet typed.
 * @param {DuelState} state @param {number} n
 */
export function setPlayers(state, n) {
  state.players = n;
  if (n !== 4) return;
  const used = new Set([state.vira, ...state.cards.slice(0, 2)]);
  for (const seat of [2, 3]) {
    if (state.cards[seat] && !used.has(state.cards[seat])) {
      used.add(state.cards[seat]);
      continue;
    }
    const filler = FILLERS.find((c) => !used.has(c)) || "";
    state.cards[seat] = filler;
    used.add(filler);
  }
}

/** The cards change places (players 1 and 2; in pairs, within each pair). @param {DuelState} state */
export function swap(state) {
  const order = state.players === 2 ? [1, 0] : [1, 0, 3, 2];
  const cards = order.map((i) => state.cards[i]);
  const covered = order.map((i) => state.covered[i]);
  cards.forEach((c, i) => {
    state.cards[i] = c;
    state.covered[i] = covered[i];
  });
}

/**
 * A random example: a vira and four cards from the engine's deck, none covered.
 * @param {DuelState} state @param {string[]} deck @param {() => number} [random]
 */
export function randomExample(state, deck, random = Math.random) {
  const picked = shuffle(random, deck).slice(0, 5);
  state.vira = picked[0];
  state.cards = picked.slice(1);
  state.covered = [false, false, false, false];
}
