// @ts-check
// What a scenario widget shows for one answer of the scenario player (kit/scenario-player.js):
// the hand board (hand-view.js), what happens now, the legal choices as buttons and one sentence
// for a live region. Decides nothing: which choices are card plays is the engine's `meaning`,
// and every sentence words the engine's answer. Used by tie-explorer and covered-card.
//
//   const panel = scenarioPanel(t, "truco-my-widget", {onChoose: act});
//   root.append(panel.message, panel.board, panel.actions, panel.live);
//   panel.show(await player.open({code}));      // a newer request's answer wins; null is skipped

import { el, uniqueId } from "./dom.js";
import { handModel, seatParams, stateSentence } from "./hand-model.js";
import { renderChoices, renderHand } from "./hand-view.js";
import { hasString } from "./page.js";
import { actionLabel, errorText } from "./words.js";

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

/**
 * The refused action of a link (replay `prefix`), in words: which move and why ("" if none).
 * @param {import("./protocol.js").ReplayResult} answer @param {Translate} t
 */
export function droppedText(answer, t) {
  const refused = answer.refused;
  if (!refused) return "";
  const err = { code: refused.code, message: refused.message, details: refused };
  return t("scenario.dropped", { n: Number(refused.index) + 1, message: errorText(err, t, { has: hasString }).text });
}

/**
 * The parts of a scenario widget, named in the widget's CSS block (`<block>__message`, `__board`,
 * `__actions`, `__actions-title`, `__choices`): a message line, the board, the choices in a group
 * titled by what happens now, and a live region. `show` draws an answer of the scenario player
 * (null, a stale answer, is skipped) and keeps keyboard focus on the choices.
 * @param {Translate} t @param {string} block
 * @param {{onChoose: (action: string) => void}} options
 */
export function scenarioPanel(t, block, { onChoose }) {
  const message = el("p", `truco-notice ${block}__message`);
  message.setAttribute("aria-live", "polite");
  message.hidden = true;
  const board = el("div", `${block}__board`);
  const actions = el("div", `${block}__actions`);
  actions.setAttribute("role", "group");
  const title = el("p", `${block}__actions-title`);
  title.id = uniqueId(`${block}-actions`);
  actions.setAttribute("aria-labelledby", title.id);
  const choices = el("div", `${block}__choices`);
  actions.append(title, choices);
  const live = el("p", "truco-sr-only");
  live.setAttribute("aria-live", "polite");

  /** The message line ("" hides it). @param {string} text */
  function say(text) {
    message.textContent = text;
    message.hidden = !text;
  }

  /**
   * @param {import("./protocol.js").ReplayResult | null} answer
   * @param {{note?: string | null, hideCovered?: boolean, allChoices?: boolean,
   *   focus?: () => HTMLElement | null}} [options] `note`: the message (with a link's refused
   *   move, if any; null keeps the message); `focus`: where focus goes when no choice is left
   * @returns {ReturnType<typeof scenarioView> | null}
   */
  function show(answer, { note = "", hideCovered = false, allChoices = false, focus } = {}) {
    if (!answer) return null;
    const focusWasIn = actions.contains(document.activeElement);
    const view = scenarioView(t, answer, { onChoose, hideCovered, allChoices });
    board.replaceChildren(view.board);
    title.textContent = view.title;
    choices.replaceChildren(view.choices);
    live.textContent = view.live;
    if (note !== null) say([note, droppedText(answer, t)].filter(Boolean).join(" "));
    if (focusWasIn) {
      const next = choices.querySelector("button") || (focus ? focus() : null);
      if (next) next.focus();
    }
    return view;
  }

  return { message, board, actions, live, say, show };
}
