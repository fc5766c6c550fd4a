// @ts-check
// The scenario panel drawn: the board (a state, or a seat's view of it), the choices of the seat
// to act with what each leads to, the buttons' states, the note when the rules came from a link;
// and the notices of what the engine refused.

import { el } from "../dom.js";
import { handModel } from "../hand-model.js";
import { renderChoices, renderHand } from "../hand-view.js";
import { previewText } from "../moves.js";
import { hasString } from "../page.js";
import { presetOf, sameRules } from "../protocol.js";
import { capitalize, errorText, seatText } from "../words.js";

/**
 * @typedef {import("../protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../protocol.js").EngineErrorJson} EngineErrorJson
 * @typedef {import("./layout.js").PanelLayout} PanelLayout
 * @typedef {import("../types.js").WidgetContext} WidgetContext
 */

/** The board of a state (or of a seat's view of it). @param {WidgetContext} ctx @param {PanelLayout} ui @param {ReplayResult} view @param {import("../hand-view.js").Part[]} parts */
export function paint(ctx, ui, view, parts) {
  ui.board.replaceChildren(renderHand(ctx.t, handModel(view), { parts }).node);
}

/**
 * The choices of the seat to act, from `from` (the state, or that seat's view of it), each a
 * button that makes the move, with what it leads to.
 * @param {WidgetContext} ctx @param {PanelLayout} ui @param {ReplayResult} r @param {ReplayResult} from
 * @param {{offered?: (m: import("../hand-model.js").HandModel) => import("../protocol.js").Step[], act: (action: string) => void}} how
 */
export function drawChoices(ctx, ui, r, from, { offered, act }) {
  const { t } = ctx;
  const m = handModel(from);
  const previews = new Map(from.preview.map((p) => [p.action, p]));
  const shown = offered ? { ...m, choices: offered(m) } : m;
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const inPanel = Boolean(active && ui.node.contains(active));
  ui.choiceList.replaceChildren(renderChoices(t, shown, act, {
    note: (choice) => {
      const p = previews.get(choice.action);
      return p ? previewText(p, t, { players: r.players }) : "";
    },
  }));

  ui.choices.hidden = r.finished;
  ui.choicesTitle.textContent = r.to_act === null ? "" : capitalize(t("scenario.choices", { seat: seatText(r.to_act, t) }));
  ui.blindNote.hidden = !r.blind;
  const preset = presetOf(r.scenario.rules);
  ui.rulesNote.hidden = sameRules(r.scenario.rules, ctx.rules);
  ui.rulesNote.textContent = ui.rulesNote.hidden ? "" : t("scenario.rules-from-link", { preset: hasString(`preset.${preset}`) ? t(`preset.${preset}`) : preset });
  const none = (r.scenario.actions || []).length === 0;
  ui.undoButton.disabled = none;
  ui.restartButton.disabled = none;
  if (active && inPanel && (!active.isConnected || /** @type {any} */ (active).disabled)) {
    // drawn late under the keyboard focus (a seat's view came in after the move's round
    // trip): the focus goes where a move leaves it, on the first choice
    const first = /** @type {HTMLElement | null} */ (ui.choiceList.querySelector("button"));
    if (first) first.focus();
  }
}

/**
 * What the engine refused, in words (with what it said, where the words leave something out).
 * @param {WidgetContext} ctx @param {PanelLayout} ui @param {number} players @param {unknown} err @param {string} [lead]
 */
export function refuse(ctx, ui, players, err, lead) {
  const { t } = ctx;
  const { text, detail } = errorText(err, t, { players, has: hasString });
  ui.notice.replaceChildren(el("span", "", lead ? `${lead} ${text}` : text));
  if (detail) ui.notice.append(" ", el("span", "truco-scenario__engine-said", t("scenario.engine-said", { message: detail })));
  ui.notice.hidden = false;
}

/**
 * A replay stopped before an action it refused: which one, and why.
 * @param {WidgetContext} ctx @param {PanelLayout} ui @param {number} players @param {EngineErrorJson} refused @param {string} [lead]
 */
export function stopped(ctx, ui, players, refused, lead) {
  const index = typeof refused.index === "number" ? refused.index : 0;
  const stop = ctx.t("scenario.stopped", { n: index + 1 });
  refuse(ctx, ui, players, { code: refused.code, message: refused.message, details: refused }, lead ? `${lead} ${stop}` : stop);
}

/** The notice put away. @param {PanelLayout} ui */
export function clear(ui) {
  ui.notice.hidden = true;
  ui.notice.replaceChildren();
}
