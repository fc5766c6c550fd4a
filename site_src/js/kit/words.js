// @ts-check
// Wording: the one place that turns the engine's answers (rulings, choices, steps, errors) into
// sentences of the page's language. Pure functions of their inputs and a translator `t`; no DOM,
// and no rule of the game: every decision arrives from the engine as a code with parameters.
//
//   explain({code: "round-won", params: {...}}, t, {players: 2})  -> "Player 1 wins the round…"
//   actionLabel({action: "raise", meaning: "raise", call: "truco", offer: 3}, t) -> "Truco! (3)"

import { rankOf, suitOf } from "./cards.js";

/**
 * @typedef {(key: string, params?: Record<string, unknown>) => string} Translate
 * @typedef {{code: string, params?: Record<string, any>}} Ruling
 * @typedef {{action: string, meaning: string, seat?: number, round?: number, card?: string,
 *   slot?: number, offer?: number, call?: string, pays?: number, team?: number}} Choice
 *   A legal action (observation/replay `choices`) or a step of the `history`: what it meant.
 */

export const SUIT_SYMBOLS = Object.freeze({ c: "♣", h: "♥", s: "♠", d: "♦" });

/**
 * Engine-client error codes that mean "the engine is not there" (as opposed to "the engine
 * said no"): the one list every widget uses.
 */
export const ENGINE_DOWN = Object.freeze([
  "timeout",
  "boot-failed",
  "boot-timeout",
  "engine-failed",
  "restarted",
  "worker-error",
  "bad-response",
]);

/** @param {unknown} err */
export function isEngineDown(err) {
  const code = err && typeof err === "object" && "code" in err ? /** @type {any} */ (err).code : null;
  return typeof code !== "string" || ENGINE_DOWN.includes(code);
}

/**
 * A translator over a strings table {key: text}: `{name}` placeholders filled from params.
 * @param {Record<string, string>} strings
 * @param {(key: string) => void} [onMissing] called once per missing key
 * @returns {Translate}
 */
export function makeTranslator(strings, onMissing = () => {}) {
  const reported = new Set();
  return (key, params = {}) => {
    const text = strings[key];
    if (typeof text !== "string") {
      if (!reported.has(key)) {
        reported.add(key);
        onMissing(key);
      }
      return key;
    }
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
  };
}

/** @param {string} text */
export function capitalize(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/**
 * "a, b and c" in the page's language; "a, b or c" with `word` "or" (kit addition: coach-ui).
 * @param {string[]} items @param {Translate} t @param {"and" | "or"} [word]
 */
export function joinList(items, t, word = "and") {
  if (items.length <= 1) return items.join("");
  return items.slice(0, -1).join(", ") + t(`list.${word}`) + items[items.length - 1];
}

/**
 * "Qh" -> "Q♥"; "covered" or null -> "a covered card".
 * @param {string | null | undefined} code @param {Translate} t
 */
export function cardText(code, t) {
  if (code === "covered" || code === null || code === undefined) return t("card.covered");
  const text = String(code);
  const suit = /** @type {Record<string, string>} */ (SUIT_SYMBOLS)[suitOf(text)];
  return suit ? rankOf(text) + suit : text;
}

/** "player 2" (seats are numbered from 1 for people). @param {number} seat @param {Translate} t */
export function seatText(seat, t) {
  return t("seat.n", { n: seat + 1 });
}

/**
 * Seat names for a reader sitting at `me`: "player 1 (you)" and, in a 2-player game, "player 2
 * (your opponent)"; with four players the others keep their plain names (who is whose partner is
 * the engine's to say). Still in the third person, so every sentence that names a seat stays
 * grammatical.
 * @param {Translate} t @param {number} me @param {number} [players]
 * @returns {(seat: number) => string}
 */
export function readerSeatNames(t, me, players = 2) {
  const other = players === 2 ? "seat.opponent" : "seat.n";
  return (seat) => t(seat === me ? "seat.you" : other, { n: seat + 1 });
}

/**
 * A team's name: in a 2-player game the team is its only player (named by `name` when given).
 * @param {number | null | undefined} team @param {Translate} t @param {number} [players]
 * @param {(seat: number) => string} [name]
 */
export function teamText(team, t, players = 2, name) {
  if (team === null || team === undefined) return "";
  if (players !== 2) return t(`team.${team}`);
  return name ? name(team) : t("seat.n", { n: team + 1 });
}

/** "1 point" / "3 points". @param {number} n @param {Translate} t */
export function pointsText(n, t) {
  return n === 1 ? t("points.one") : t("points.many", { n });
}

/**
 * A call the engine named ("truco", "seis", "nove"...) in the page's words.
 * @param {string | undefined} name @param {Translate} t
 */
export function callText(name, t) {
  return name ? t(`call.${name}`) : "";
}

/**
 * The label of a legal action for its button (or of a step in a history), from what the
 * engine says it means.
 * @param {Choice} choice @param {Translate} t
 */
export function actionLabel(choice, t) {
  const card = cardText(choice.card, t);
  switch (choice.meaning) {
    case "play":
      return t("action.play", { card });
    case "cover":
      return choice.card ? t("action.cover", { card }) : t("action.cover-hidden");
    case "blind-play":
      return t("action.blind-play", { n: choice.slot ?? "" });
    case "raise":
      return t("action.raise", { call: callText(choice.call, t), offer: choice.offer ?? "" });
    case "reraise":
      return t("action.reraise", { call: callText(choice.call, t), offer: choice.offer ?? "" });
    case "accept":
      return t("action.accept", { offer: choice.offer ?? "" });
    case "fold":
      return t("action.fold");
    case "surrender":
      return t("action.surrender");
    case "accept-eleven":
      return t("action.accept-eleven");
    case "decline-eleven":
      return t("action.decline-eleven");
    default:
      return choice.action;
  }
}

const CARD_PARAMS = new Set(["winner", "loser", "card", "beaten"]);
const TEAM_PARAMS = new Set(["team", "raiser_team"]);
const SEAT_PARAMS = new Set(["seat", "lead"]);

/**
 * Params of a ruling as display text.
 * @param {Record<string, any> | undefined} params @param {Translate} t @param {number} players
 * @param {(seat: number) => string} [seatName] how seats are named (default "player n")
 * @returns {Record<string, string>}
 */
function displayParams(params, t, players, seatName) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const [name, value] of Object.entries(params || {})) {
    if (CARD_PARAMS.has(name)) out[name] = cardText(value, t);
    else if (TEAM_PARAMS.has(name)) out[name] = teamText(value, t, players, seatName);
    else if (SEAT_PARAMS.has(name)) out[name] = seatName ? seatName(value) : seatText(value, t);
    else if (name === "cards") out[name] = joinList(value.map((/** @type {string} */ c) => cardText(c, t)), t);
    else if (name === "compare") out[name] = explain(value, t, { players, name: seatName });
    else if (Array.isArray(value)) out[name] = value.join(", ");
    else out[name] = String(value);
  }
  return out;
}

/**
 * Rulings whose sentence names the tied cards: when the engine names every one of them
 * "covered", their sentence is `reason.<code>.covered` (reasons.json), which says so instead of
 * listing "a covered card and a covered card". (Wording only: the engine's params decide.)
 */
const COVERED_VARIANTS = new Set(["round-tied"]);

/**
 * The UI string key of a ruling's sentence: `reason.<code>`, or its `.covered` variant.
 * @param {Ruling} ruling
 */
export function reasonKey(ruling) {
  const cards = ruling.params && ruling.params.cards;
  const allCovered = COVERED_VARIANTS.has(ruling.code) && Array.isArray(cards) && cards.length > 0
    && cards.every((card) => card === "covered");
  return `reason.${ruling.code}${allCovered ? ".covered" : ""}`;
}

/**
 * The sentence for a ruling (nested comparisons explained too), each sentence capitalised; `name`
 * names the seats (see readerSeatNames).
 * @param {Ruling | null | undefined} ruling @param {Translate} t
 * @param {{players?: number, name?: (seat: number) => string}} [options]
 * @returns {string}
 */
export function explain(ruling, t, { players = 2, name } = {}) {
  if (!ruling || typeof ruling.code !== "string") return "";
  const text = t(reasonKey(ruling), displayParams(ruling.params, t, players, name));
  return text
    .split(/(?<=[.!?]\s)/)
    .map(capitalize)
    .join("")
    .trim();
}

/** Error fields that are not sentence parameters. */
const NOT_PARAMS = new Set(["message", "code", "reason", "index", "input", "action", "argument"]);

/**
 * An engine answer that is an error, in words: `text` is the translated sentence (a reason's or
 * an error code's), `detail` the engine's own message (it names the offending value) when
 * `text` is a sentence of ours. Engine outages read as "the engine is not available".
 * @param {unknown} err an EngineError ({code, message, details}) or anything thrown
 * @param {Translate} t
 * @param {{players?: number, has?: (key: string) => boolean}} [options]
 * @returns {{text: string, detail: string, code: string}}
 */
export function errorText(err, t, { players = 2, has = () => true } = {}) {
  const e = /** @type {any} */ (err && typeof err === "object" ? err : { message: String(err) });
  const code = typeof e.code === "string" ? e.code : "";
  const message = e.message ? String(e.message) : "";
  if (code === "timeout") return { text: t("engine.timeout"), detail: "", code };
  if (isEngineDown(err)) return { text: t("engine.failed"), detail: message, code };
  const details = e.details && typeof e.details === "object" ? e.details : {};
  const reason = typeof details.reason === "string" ? details.reason : code;
  if (reason && has(`reason.${reason}`)) {
    /** @type {Record<string, any>} */
    const params = {};
    for (const [name, value] of Object.entries(details)) {
      if (!NOT_PARAMS.has(name) && value !== null && value !== undefined) params[name] = value;
    }
    return { text: explain({ code: reason, params }, t, { players }), detail: message, code: reason };
  }
  return { text: message || t("widget.error"), detail: "", code };
}
