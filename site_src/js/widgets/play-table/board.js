// @ts-check
// Drawing the training game's record of the match: the scoreboard (the score to the engine's
// target, the hand, its value, the next call, the rules), the rounds of the hand so far and the
// end-of-hand summary. Each function draws the engine's answer as it is.

import { el } from "../../kit/dom.js";
import { playFigure, renderHand } from "../../kit/hand-view.js";
import { capitalize } from "../../kit/words.js";
import { nextCallText } from "./words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/hand-model.js").HandModel} HandModel
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {import("./words.js").TableNames} TableNames
 */

/**
 * The scoreboard: the score (to the engine's target), the hand's number and value, the next call
 * of the ladder and the rules of this match.
 * @param {Translate} t @param {GameState} state @param {TableNames} names
 */
export function drawScoreboard(t, state, names) {
  const obs = state.observation;
  const match = state.match;
  const dl = el("dl", "truco-play-table__board");
  dl.dataset.role = "board";
  /** @param {string} label @param {string} role @param {string | Node} content */
  const field = (label, role, content) => {
    const item = el("div", "truco-play-table__board-item");
    const dd = el("dd");
    dd.dataset.role = role;
    dd.append(content);
    item.append(el("dt", "", label), dd);
    dl.append(item);
    return dd;
  };
  const score = el("span", "truco-play-table__score");
  [0, 1].forEach((team) => {
    if (team) score.append(el("span", "truco-play-table__score-sep", " · "));
    score.append(el("span", "", `${names.teamShort(team)} `), el("strong", "", String(match.score[team])));
  });
  const scoreField = field(t("play-table.board.score", { target: match.target }), "score", score);
  scoreField.dataset.score = match.score.join("-");
  scoreField.parentElement?.classList.add("truco-play-table__board-item--score");
  field(t("play-table.board.hand"), "hand", t("play-table.board.hand-n", { n: names ? names.hand(match.hands) : match.hands }));
  field(t("play-table.board.value"), "value", String(obs.value)).dataset.value = String(obs.value);
  field(t("play-table.board.next"), "next-call", nextCallText(obs, names, t));
  const preset = typeof match.rules === "string" ? match.rules : match.rules.preset;
  field(t("play-table.board.rules"), "rules", t(`preset.${preset}`));
  return dl;
}

/**
 * The rounds of the hand so far, each with the engine's ruling (the kit's rounds; the ones not
 * played yet are left out by the stylesheet).
 * @param {Translate} t @param {HandModel} m @param {TableNames} names
 */
export function drawRounds(t, m, names) {
  const { node } = renderHand(t, m, { parts: ["rounds"], name: (seat) => names.seat(seat) });
  node.classList.add("truco-play-table__rounds");
  node.dataset.role = "rounds";
  // who took each round in a few words, for a narrow screen (the ruling stays in the log and summary)
  for (const r of m.rounds) {
    if (r.status !== "played") continue;
    const item = node.querySelector(`.truco-hand__round[data-round="${r.n}"]`);
    const text = r.winner === null ? t("play-table.round.tied") : t("play-table.round.won", { team: names.team(r.winner) });
    if (item) item.append(el("p", "truco-play-table__round-short", text));
  }
  return node;
}

/**
 * The end-of-hand summary: every round and why, a round left unfinished, how the hand ended and
 * what it did to the score and the match (the kit's outcome, with the engine's match rulings).
 * @param {Translate} t @param {GameState} state @param {HandModel} m @param {TableNames} names
 * @param {string} id a unique id for its heading
 */
export function drawSummary(t, state, m, names, id) {
  const box = el("section", "truco-play-table__summary");
  box.dataset.role = "summary";
  const outcome = m.outcome;
  if (outcome && outcome.ruling) box.dataset.code = outcome.ruling.code;
  if (state.match.winner !== null) box.dataset.winner = String(state.match.winner);
  const head = el("h2", "truco-play-table__summary-title", t("play-table.summary.title", { n: names ? names.hand(state.match.hands) : state.match.hands }));
  head.id = id;
  box.setAttribute("aria-labelledby", id);
  const name = (/** @type {number} */ seat) => names.seat(seat);
  const { node } = renderHand(t, m, { parts: ["rounds", "result"], name });
  box.append(head, node);
  // a hand ended by a fold or a declined hand: no "not played" line for the rounds it cut short
  if (m.table.length || !m.rounds.some((r) => r.status === "played")) box.classList.add("truco-play-table__summary--cut");
  if (m.table.length) {
    // the hand ended in the middle of a round: its cards stay as they were played
    const left = el("div", "truco-play-table__unfinished");
    left.dataset.role = "unfinished";
    left.append(el("p", "truco-play-table__unfinished-title", t("play-table.summary.unfinished", { n: state.observation.round })));
    const cards = el("div", "truco-play-table__unfinished-cards");
    for (const play of m.table) cards.append(playFigure(t, play, capitalize(names.seat(play.seat))));
    left.append(cards);
    node.querySelector(".truco-hand__rounds")?.after(left);
  }
  return box;
}
