// @ts-check
// The scenario panel's parts, made once: above, the notice of what the engine refused and the note
// when the rules came from a link; below, the board, the choices (their title, the blind hand's
// note, the list), the buttons (undo, start over, copy link) and the live region.

import { copyLink } from "../copy-link.js";
import { button, el } from "../dom.js";

/** @typedef {ReturnType<typeof panelLayout>} PanelLayout */

/**
 * @param {import("../types.js").WidgetContext} ctx @param {{restart: boolean, copy: boolean}} options
 * @param {{undo: () => void, restart: () => void}} on
 */
export function panelLayout(ctx, { restart, copy }, on) {
  const { t } = ctx;
  const top = el("div", "truco-scenario__top");
  const notice = el("div", "truco-scenario__notice");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  const rulesNote = el("p", "truco-scenario__rules-note");
  rulesNote.hidden = true;
  top.append(notice, rulesNote);

  const node = el("div", "truco-scenario");
  const board = el("div", "truco-scenario__board");
  const choices = el("section", "truco-scenario__choices");
  const choicesTitle = el("p", "truco-scenario__title");
  const blindNote = el("p", "truco-scenario__note", t("scenario.blind-note"));
  const choiceList = el("div", "truco-scenario__choice-list");
  choices.append(choicesTitle, blindNote, choiceList);
  const buttons = el("div", "truco-scenario__buttons");
  const undoButton = button(t("scenario.undo"), () => on.undo());
  undoButton.dataset.role = "undo";
  const restartButton = button(t("scenario.restart"), () => on.restart());
  restartButton.dataset.role = "reset";
  buttons.append(undoButton);
  if (restart) buttons.append(restartButton);
  if (copy) buttons.append(copyLink(ctx, () => ctx.url.href()));
  const live = el("p", "truco-scenario__live");
  live.setAttribute("aria-live", "polite");
  node.append(board, choices, buttons, live);
  return { top, notice, rulesNote, node, board, choices, choicesTitle, blindNote, choiceList, undoButton, restartButton, live };
}

/**
 * The focus back where it was after a round trip (on the control that had it, else on the next
 * choices, else on the result), unless it is already somewhere it may stay.
 * @param {import("../types.js").WidgetContext} ctx @param {PanelLayout} ui @param {HTMLElement | null} focused
 */
export function restoreFocus(ctx, ui, focused) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const fine = active && active !== document.body && ctx.root.contains(active) && !(/** @type {any} */ (active).disabled);
  if (!focused || fine) return;
  if (focused.isConnected && !(/** @type {any} */ (focused).disabled)) {
    focused.focus();
    return;
  }
  const next = /** @type {HTMLElement | null} */ (ui.choiceList.querySelector("button"));
  const result = /** @type {HTMLElement | null} */ (ui.board.querySelector(".truco-hand__result"));
  if (next) next.focus();
  else if (result) {
    result.tabIndex = -1;
    result.focus();
  }
}
