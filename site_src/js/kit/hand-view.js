// @ts-check
// The one hand renderer: paints a HandModel (hand-model.js) as a board — vira and manilhas,
// the seats with their cards and roles, the round on the table, the three rounds with the
// engine's ruling for each, what happens now, the outcome, the history — and the legal choices
// as buttons. Widgets pick the parts they show; the Play page lays the same parts out as a
// table (layout "table": seats around the felt, by CSS). Strings: site_src/i18n/kit.json.

import { cardElement } from "./cards.js";
import { button, el } from "./dom.js";
import { outcomeSentences, seatRoles, stateSentence } from "./hand-model.js";
import { actionLabel, capitalize, cardText, explain, seatText } from "./words.js";

/**
 * @typedef {import("./hand-model.js").HandModel} HandModel
 * @typedef {import("./hand-model.js").PlayModel} PlayModel
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {"vira" | "seats" | "table" | "rounds" | "state" | "result" | "history"} Part
 *
 * @typedef {Object} HandOptions
 * @property {Part[]} [parts] what to draw, in this order (default: all but history)
 * @property {"board" | "table"} [layout]
 * @property {(seat: number) => string} [name] a seat's name ("player 2", or a bot's name)
 * @property {(seat: number) => string} [rulingName] a seat's name inside the engine's rulings, in
 *   the third person ("player 1 (you)": words/readerSeatNames); default "player 1"
 * @property {(seat: number) => string[]} [badges] extra words after a seat's roles
 * @property {(seat: number) => ({toAct?: string, answers?: string} | null)} [turnWords] a seat's
 *   own words for its turn (the reader's seat, said to them), else the kit's
 */

const ALL_PARTS = /** @type {Part[]} */ (["vira", "seats", "table", "rounds", "state", "result"]);
/** Where each seat sits around a table, seen from seat 0. */
const PLACES = /** @type {Record<number, string[]>} */ ({ 2: ["south", "north"], 4: ["south", "east", "north", "west"] });

/**
 * One card on the table: face up, face down (covered and hidden), or covered but known to the
 * viewer (its owner, or a full-information replay).
 * @param {Translate} t @param {PlayModel} play @param {string} [caption]
 */
export function playFigure(t, play, caption) {
  const fig = el("figure", "truco-hand__play");
  fig.dataset.seat = String(play.seat);
  fig.dataset.covered = String(play.covered);
  if (play.card) fig.dataset.card = play.card;
  const card = cardElement(play.covered && play.card === null ? null : play.card, t);
  if (play.covered) {
    card.classList.add("truco-card--covered");
    card.setAttribute("aria-label", play.card ? t("hand.covered-known", { card: cardText(play.card, t) })
      : t("card.covered"));
  }
  fig.append(card);
  if (caption) fig.append(el("figcaption", "truco-hand__play-caption", caption));
  return fig;
}

/**
 * Paint a hand. Returns the node and one sentence for an aria-live region (what just happened).
 * @param {Translate} t @param {HandModel} m @param {HandOptions} [options]
 * @returns {{node: HTMLElement, summary: string}}
 */
export function renderHand(t, m, { parts = ALL_PARTS, layout = "board", name, rulingName, badges, turnWords } = {}) {
  const nameOf = name || ((/** @type {number} */ s) => seatText(s, t));
  const node = el("div", `truco-hand truco-hand--${layout}`);
  node.dataset.players = String(m.players);
  node.dataset.finished = String(m.finished);
  let summary = "";
  for (const part of parts) {
    if (part === "vira") node.append(viraPart(t, m));
    else if (part === "seats") node.append(seatsPart(t, m, nameOf, badges, layout, turnWords));
    else if (part === "table" && !m.finished) node.append(tablePart(t, m, nameOf, layout));
    else if (part === "rounds") {
      const { box, last } = roundsPart(t, m, nameOf, rulingName);
      node.append(box);
      summary = last;
    } else if (part === "state") {
      const text = stateSentence(m, t, nameOf);
      const line = el("p", "truco-hand__state", text);
      line.hidden = !text;
      node.append(line);
      if (text) summary = [summary, text].filter(Boolean).join(" ");
    } else if (part === "result" && m.outcome) {
      const lines = outcomeSentences(m, t, rulingName);
      const box = el("div", "truco-hand__result");
      box.dataset.points = m.outcome.points.join("-");
      lines.forEach((line, i) => box.append(el("p", i === 0 ? "truco-hand__result-head" : "", line)));
      node.append(box);
      summary = [summary, ...lines].filter(Boolean).join(" ");
    } else if (part === "history") node.append(historyPart(t, m, nameOf));
  }
  return { node, summary };
}

/** @param {Translate} t @param {HandModel} m */
function viraPart(t, m) {
  const box = el("div", "truco-hand__vira");
  if (m.vira) {
    const vira = el("span", "truco-hand__vira-card");
    vira.append(el("span", "truco-hand__label", t("hand.vira")), cardElement(m.vira, t));
    box.append(vira);
  } else {
    box.append(el("span", "truco-hand__note", t("hand.no-vira")));
  }
  const man = el("span", "truco-hand__manilhas");
  man.dataset.role = "manilhas";
  man.append(el("span", "truco-hand__label", t("hand.manilhas")));
  for (const card of m.manilhas) man.append(cardElement(card, t));
  box.append(man);
  return box;
}

/**
 * @param {Translate} t @param {HandModel} m @param {(seat: number) => string} nameOf
 * @param {((seat: number) => string[]) | undefined} badges @param {string} layout
 * @param {HandOptions["turnWords"]} turnWords
 */
function seatsPart(t, m, nameOf, badges, layout, turnWords) {
  const list = el("ul", "truco-hand__seats");
  list.setAttribute("aria-label", t("hand.seats"));
  for (const s of m.seats) {
    const item = el("li", "truco-hand__seat");
    item.dataset.seat = String(s.seat);
    if (layout === "table") item.dataset.place = PLACES[m.players][s.seat];
    if (s.toAct) item.classList.add("truco-hand__seat--to-act");
    const roles = [...seatRoles(m, s, t, turnWords ? turnWords(s.seat) : null), ...(badges ? badges(s.seat) : [])];
    const head = el("p", "truco-hand__seat-name", capitalize(nameOf(s.seat)));
    if (roles.length) head.append(" ", el("span", "truco-hand__roles", `(${roles.join(", ")})`));
    const cards = el("span", "truco-hand__cards");
    for (const card of s.cards) cards.append(cardElement(card, t));
    if (s.cards.length === 0) cards.append(el("span", "truco-hand__note", t("hand.no-cards")));
    item.append(head, cards);
    list.append(item);
  }
  return list;
}

/**
 * @param {Translate} t @param {HandModel} m @param {(seat: number) => string} nameOf
 * @param {string} layout in a "table" layout each card carries its player's place (data-place)
 */
function tablePart(t, m, nameOf, layout) {
  const box = el("div", "truco-hand__table");
  box.dataset.role = "table";
  const current = m.rounds.find((r) => r.status === "current");
  box.append(el("p", "truco-hand__label", t("hand.table", { n: current ? current.n : 1 })));
  if (m.table.length === 0) box.append(el("p", "truco-hand__note", t("hand.table-empty")));
  for (const play of m.table) {
    const fig = playFigure(t, play, playCaption(t, play, nameOf));
    if (layout === "table") fig.dataset.place = PLACES[m.players][play.seat]; // (kit addition: port-play)
    box.append(fig);
  }
  return box;
}

/** @param {Translate} t @param {PlayModel} play @param {(seat: number) => string} nameOf */
function playCaption(t, play, nameOf) {
  return capitalize(play.covered ? t("hand.covered-by", { seat: nameOf(play.seat) }) : nameOf(play.seat));
}

/**
 * @param {Translate} t @param {HandModel} m @param {(seat: number) => string} nameOf
 * @param {((seat: number) => string) | undefined} rulingName
 */
function roundsPart(t, m, nameOf, rulingName) {
  const box = el("ol", "truco-hand__rounds");
  box.setAttribute("aria-label", t("hand.rounds"));
  let last = "";
  for (const r of m.rounds) {
    const item = el("li", "truco-hand__round");
    item.dataset.round = String(r.n);
    item.dataset.status = r.status;
    item.append(el("p", "truco-hand__round-title", t("hand.round", { n: r.n })));
    if (r.status === "played") {
      item.dataset.winner = r.winner === null ? "tie" : String(r.winner);
      const plays = el("div", "truco-hand__round-plays");
      for (const play of r.plays) plays.append(playFigure(t, play, playCaption(t, play, nameOf)));
      const why = explain(r.ruling, t, { players: m.players, name: rulingName });
      item.append(plays, el("p", "truco-hand__round-ruling", why));
      last = `${t("hand.round", { n: r.n })}: ${why}`;
    } else if (r.status === "current" || r.status === "cut") {
      const plays = el("div", "truco-hand__round-plays");
      for (const play of r.plays) plays.append(playFigure(t, play, playCaption(t, play, nameOf)));
      if (r.plays.length === 0) plays.append(el("span", "truco-hand__note", t("hand.table-empty")));
      item.append(plays);
      if (r.status === "cut") item.append(el("p", "truco-hand__note", t("hand.round-cut", { n: r.n })));
    } else {
      item.append(el("p", "truco-hand__note", t(r.status === "unplayed" ? "hand.round-unplayed" : "hand.round-future", { n: r.n })));
    }
    box.append(item);
  }
  return { box, last };
}

/** @param {Translate} t @param {HandModel} m @param {(seat: number) => string} nameOf */
function historyPart(t, m, nameOf) {
  const list = el("ol", "truco-hand__history");
  list.setAttribute("aria-label", t("hand.history"));
  for (const step of m.history) {
    const item = el("li", "", t("hand.step", { Seat: capitalize(nameOf(step.seat)), what: actionLabel(step, t) }));
    item.dataset.meaning = step.meaning;
    list.append(item);
  }
  list.hidden = m.history.length === 0;
  return list;
}

/**
 * The legal choices as buttons, labelled from what the engine says each means.
 * @param {Translate} t @param {HandModel} m
 * @param {(action: string) => void} onChoose
 * @param {{note?: (choice: import("./protocol.js").Step) => string}} [options] a line under a button
 */
export function renderChoices(t, m, onChoose, { note } = {}) {
  const list = el("ul", "truco-hand__choices");
  for (const choice of m.choices) {
    const item = el("li", "truco-hand__choice");
    const btn = button(actionLabel(choice, t), () => onChoose(choice.action), "md-button truco-hand__choice-button");
    btn.dataset.action = choice.action;
    btn.dataset.meaning = choice.meaning;
    item.append(btn);
    const line = note ? note(choice) : "";
    if (line) item.append(el("span", "truco-hand__choice-note", line));
    list.append(item);
  }
  return list;
}
