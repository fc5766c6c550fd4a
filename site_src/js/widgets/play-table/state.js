// @ts-check
// play-table's state: one plain object per mounted table (the engine's last game state, the
// rules' names, the hint, the confirm and busy flags...), the match kept across instant
// navigation, and the pure questions the rest asks of them. No DOM.

import { store } from "../../kit/dom.js";
import { catalog } from "../../kit/page.js";

/**
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {import("./words.js").RulesInfo} RulesInfo
 * @typedef {import("./words.js").TableNames} TableNames
 * @typedef {{players: number, opponents: string, rules: import("../../kit/protocol.js").RulesSpec}} Table
 *
 * @typedef {Object} TableState
 * @property {GameState | null} game the engine's last game state
 * @property {RulesInfo | null} info the engine's `rules` answer for the match's rules
 * @property {TableNames | null} names
 * @property {boolean} busy an engine round trip is running
 * @property {boolean} coverMode the next card is played covered
 * @property {string[]} lines the log, as shown
 * @property {Table | null} confirmTarget the table a new match would start, waiting for a yes
 * @property {Partial<Table> | null} deferred settings asked for while busy
 * @property {{position: string, analysis: import("../../kit/protocol.js").Analysis, live: boolean} | null} hint the hint shown
 * @property {{position: string, text: string} | null} hintNote a hint being worked out, or why it failed
 * @property {boolean} wasInProgress whether the match was in progress at the last drawing
 * @property {boolean} replaying the bots' moves are being shown one by one (the state is the
 *   final one, the felt not yet)
 */

export const STORE = {
  players: "truco-lab.play.players",
  opponents: "truco-lab.play.opponents",
  colours: "truco-lab.play.four-colour",
  hints: "truco-lab.play.hints",
  speed: "truco-lab.play.speed",
};

/** The bot speeds a reader may choose (play-table/moves.js has their pauses). */
export const SPEEDS = ["instant", "normal", "slow"];

/** The reader's bot speed (remembered; normal at first). */
export function speedOf() {
  const value = store.get(STORE.speed);
  return value !== null && SPEEDS.includes(value) ? value : "normal";
}
/** Where the analysis page is, from the play page (the same language). */
const ANALYSIS_PATH = "../analysis/";

/** @returns {TableState} */
export function createTableState() {
  return {
    game: null, info: null, names: null, busy: false, coverMode: false, lines: [], confirmTarget: null,
    deferred: null, hint: null, hintNote: null, wasInProgress: false, replaying: false,
  };
}

/** The match in progress, kept across instant navigation (the worker keeps the match). */
export const visit = {
  /** @type {{session: import("./session.js").GameSession, lines: string[], coach: import("./coach.js").TableCoach, handBase: number} | null}
   * handBase: the hands of the match before the first one dealt here (a link taken at hand 3
   * opens at hand 3: the position's code does not count hands) */
  kept: null,
  listening: false,
};

/** Whether the coach's hints are on (the reader's choice, remembered). */
export const hintsOn = () => store.get(STORE.hints) !== "0";

/** Whether it is the reader's turn in a hand being played. @param {GameState | null} game */
export function myTurn(game) {
  return Boolean(game && game.match.next === "play" && game.observation.to_act === game.observation.viewer);
}

/** Whether a match is under way (a new one would end it). @param {GameState | null} game */
export function inProgress(game) {
  if (!game || game.match.next === "over") return false;
  return game.match.hands > 1 || game.observation.history.length > 0 || game.match.score.some((x) => x > 0);
}

/**
 * The table the link or the reader's stored choices ask for.
 * @param {import("../../kit/types.js").UrlState} url
 */
export function wanted(url) {
  const value = url.get("opponents") ?? store.get(STORE.opponents);
  const bots = catalog(); // the engine's opponents and the one a table starts with
  return {
    players: (url.get("players") ?? store.get(STORE.players)) === "4" ? 4 : 2,
    opponents: value !== null && bots.opponents.includes(value) ? value : bots.opponent,
  };
}

/**
 * The table being played (else the one wanted), with the reader's rules.
 * @param {GameState | null} game @param {import("../../kit/types.js").WidgetContext} ctx @returns {Table}
 */
export function settingsOf(game, ctx) {
  const want = wanted(ctx.url);
  return {
    players: game ? game.match.players : want.players,
    opponents: game ? game.bots["1"] : want.opponents,
    rules: ctx.rules,
  };
}

/**
 * The engine request that starts a match: at a linked position (`code`), or a fresh deal.
 * @param {{preset: import("../../kit/protocol.js").RulesSpec, players: number, opponents: string, seed?: number | null, code?: string | null}} table  preset: the rules (a preset, with options)
 * @returns {{op: "game_new", args: import("../../kit/protocol.js").OpArgs["game_new"]}}
 */
export function newGameRequest({ preset, players, opponents, seed = null, code = null }) {
  const partner = catalog().partner; // the engine's partner of a person playing in pairs
  /** @type {import("../../kit/protocol.js").OpArgs["game_new"]} */
  const args = code ? { code, opponents, partner } : { rules: preset, players, opponents, partner };
  if (seed !== null) args.seed = seed;
  return { op: "game_new", args };
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, and `s`, the
 * page's position code), which the site build may answer in advance: the names of the calls of
 * the reader's rules. The match itself (game_new) is always asked of the engine: it lives in
 * the worker's memory, and without a seed each match is a new deal.
 * @param {{preset: string, params: Record<string, string>}} state
 * @returns {{op: "rules", args: {rules: string}}[]}
 */
export function initialRequests({ preset, params }) {
  return params.s ? [] : [{ op: "rules", args: { rules: preset } }];
}

/**
 * Where the analysis page opens a position: `code` (a scenario code) at move `step` (the
 * position after that many moves; the end of the line when null), seen from the reader's seat
 * (seat 0 at the Play table), whoever is to act there.
 * @param {string} base the play page's URL @param {string} code @param {number | null} step
 */
export function analysisHref(base, code, step) {
  const url = new URL(ANALYSIS_PATH, base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("s", code);
  if (step !== null) url.searchParams.set("analysis.step", String(step));
  url.searchParams.set("analysis.seat", "0");
  return url.href;
}

/** The link parameter with the match's hand number of a position (`s`): its code does not say it. */
export const HAND_PARAM = "play-table.hand";

/** The hand number a link gives (1 when none or not a number from 1 to 999). @param {string | null} text */
export function linkHand(text) {
  return text !== null && /^[1-9]\d{0,2}$/.test(text) ? Number(text) : 1;
}

/** The page's position code in the address bar (`?s=`), or none. @param {string | null} code */
export function setLinkCode(code) {
  const url = new URL(location.href);
  if (code) url.searchParams.set("s", code);
  else {
    url.searchParams.delete("s");
    url.searchParams.delete(HAND_PARAM);
  }
  if (url.href !== location.href) history.replaceState(history.state, "", url);
}
