// @ts-check
// What a scenario widget shows for one answer of the scenario player (kit/scenario-player.js):
// the hand board (hand-view.js), what happens now, the legal choices as buttons and one sentence
// for a live region. Decides nothing: which choices are card plays is the engine's `meaning`,
// and every sentence words the engine's answer. Used by tie-explorer and covered-card.
//
//   const view = scenarioView(t, player.result, {onChoose: act});
//   board.replaceChildren(view.board); title.textContent = view.title; live.textContent = view.live;

import { handModel, seatParams, stateSentence } from "./hand-model.js";
import { renderChoices, renderHand } from "./hand-view.js";
import { actionLabel } from "./words.js";

/**
 * @typedef {import("./hand-model.js").HandModel} HandModel
 * @typedef {import("./protocol.js").Step} Step
 * @typedef {import("./words.js").Translate} Translate
 */

/** Meanings of the choices that put a card on the table. */
const CARD_MEANINGS = new Set(["play", "cover", "blind-play"]);

/**
 * The choices to offer: only the card plays unless `all` (or unless there is no card to play
 * now, as when a raise waits for an answer).
 * @param {HandModel} m @param {boolean} all
 */
export function shownChoices(m, all) {
  const cards = m.choices.filter((c) => CARD_MEANINGS.has(c.meaning));
  return all || cards.length === 0 ? m.choices : cards;
}

/**
 * A step in words ("Player 1: Cover 3♦"); with `hideCovered`, a covered card is not named.
 * @param {Step} step @param {Translate} t @param {boolean} [hideCovered]
 */
export function stepSentence(step, t, hideCovered = false) {
  const shown = hideCovered && step.meaning === "cover" ? { ...step, card: undefined } : step;
  return t("hand.step", { Seat: seatParams(step.seat, t).Seat, what: actionLabel(shown, t) });
}

/**
 * The title of the choices: what happens now, or that the hand is over.
 * @param {HandModel} m @param {Translate} t
 */
export function choicesTitle(m, t) {
  return m.finished ? t("scenario.over") : stateSentence(m, t);
}

/**
 * The board and the choices of a replay answer.
 * @param {Translate} t @param {import("./protocol.js").ReplayResult} answer
 * @param {{onChoose: (action: string) => void, hideCovered?: boolean, allChoices?: boolean}} options
 * @returns {{model: HandModel, board: HTMLElement, title: string, choices: HTMLElement, live: string}}
 */
export function scenarioView(t, answer, { onChoose, hideCovered = false, allChoices = false }) {
  const model = handModel(answer, { hideCovered });
  const { node, summary } = renderHand(t, model, { parts: ["vira", "seats", "rounds", "result"] });
  const title = choicesTitle(model, t);
  const choices = renderChoices(t, { ...model, choices: shownChoices(model, allChoices) }, onChoose);
  const last = model.history[model.history.length - 1];
  const step = last ? stepSentence(last, t, hideCovered) : "";
  const live = [step && !/[.!?]$/.test(step) ? `${step}.` : step, summary, model.finished ? "" : title]
    .filter(Boolean)
    .join(" ");
  return { model, board: node, title, choices, live };
}
