// Turn the engine's rulings ({code, params}) into sentences in the page's language.
// Wording only: every decision was made by the engine; this module never judges a card.
//
//   import { explain } from "../explain.js";
//   explain({code: "round-won", params: {...}}, ctx.t, {players: 2})  -> "Player 1 wins the round…"

const SUIT_SYMBOLS = { c: "♣", h: "♥", s: "♠", d: "♦" };

/** "Qh" -> "Q♥"; "covered" -> "a covered card". */
export function cardText(code, t) {
  if (code === "covered" || code === null || code === undefined) return t("card.covered");
  const text = String(code);
  const suit = SUIT_SYMBOLS[text.slice(-1)];
  return suit ? text.slice(0, -1) + suit : text;
}

/** A team's name: in a 2-player game the team is its only player. */
export function teamText(team, t, players = 2) {
  if (team === null || team === undefined) return "";
  return players === 2 ? t("seat.n", { n: team + 1 }) : t(`team.${team}`);
}

export function seatText(seat, t) {
  return t("seat.n", { n: seat + 1 });
}

function joinList(items, t) {
  if (items.length <= 1) return items.join("");
  return items.slice(0, -1).join(", ") + t("list.and") + items[items.length - 1];
}

function capitalize(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

const CARD_PARAMS = new Set(["winner", "loser", "card", "beaten"]);
const TEAM_PARAMS = new Set(["team", "raiser_team"]);
const SEAT_PARAMS = new Set(["seat", "lead"]);

/** Params of a ruling as display text. */
function displayParams(params, t, players) {
  const out = {};
  for (const [name, value] of Object.entries(params || {})) {
    if (CARD_PARAMS.has(name)) out[name] = cardText(value, t);
    else if (TEAM_PARAMS.has(name)) out[name] = teamText(value, t, players);
    else if (SEAT_PARAMS.has(name)) out[name] = seatText(value, t);
    else if (name === "cards") out[name] = joinList(value.map((c) => cardText(c, t)), t);
    else if (name === "compare") out[name] = explain(value, t, { players });
    else if (Array.isArray(value)) out[name] = value.join(", ");
    else out[name] = String(value);
  }
  return out;
}

/**
 * The sentence for a ruling, with nested comparisons explained too.
 * @param {{code: string, params?: object}} ruling from the engine
 * @param {(key: string, params?: object) => string} t translator of the page
 * @param {{players?: number}} options 2 or 4 players (names teams)
 */
export function explain(ruling, t, { players = 2 } = {}) {
  if (!ruling || typeof ruling.code !== "string") return "";
  const text = t(`reason.${ruling.code}`, displayParams(ruling.params, t, players));
  return text
    .split(/(?<=[.!?]\s)/)
    .map(capitalize)
    .join("")
    .trim();
}
