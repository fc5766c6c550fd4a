// @ts-check
// puzzle-set's changes, each kept in the browser and drawn, with a word in the live region and
// the focus where the teacher goes on: a shared set kept, a puzzle moved or taken out, puzzles
// added from links, the set cleared (with an undo).

import { button, store } from "../../kit/dom.js";
import { readLink } from "../../kit/teach/links.js";
import { addTo, move, removeFrom, saveSet } from "../../kit/teach/set.js";
import { draw } from "./render.js";
import { nameOf } from "./state.js";

/** @typedef {import("./state.js").SetWidget} SetWidget @typedef {import("./state.js").PuzzleSet} PuzzleSet */

/** The set becomes `set`: kept and drawn. @param {SetWidget} w @param {PuzzleSet} set */
function change(w, set) {
  w.s.set = set;
  saveSet(store, set);
  draw(w);
}

/** A set shared through a link, kept at the teacher's request. @param {SetWidget} w @param {PuzzleSet} incoming */
export function keepShared(w, incoming) {
  w.ui.notice.hidden = true;
  w.ctx.url.set({ p: null, title: null });
  change(w, incoming);
  w.ui.live.textContent = w.ctx.t("set.shared-kept", { n: w.s.set.items.length });
}

/** A puzzle moved up or down, the focus on its arrow. @param {SetWidget} w @param {number} index @param {number} by */
export function shift(w, index, by) {
  const { ctx, s, ui } = w;
  change(w, move(s.set, index, by));
  const to = Math.max(0, Math.min(s.set.items.length - 1, index + by));
  ui.live.textContent = ctx.t("set.moved", { name: nameOf(s, s.set.items[to], ctx.t), n: to + 1 });
  const row = ui.list.children[to];
  const again = /** @type {HTMLElement | null} */ (row && row.querySelector(by < 0 ? "[data-role=up]" : "[data-role=down]"));
  const focus = again && !(/** @type {HTMLButtonElement} */ (again).disabled) ? again : /** @type {HTMLElement | null} */ (row && row.querySelector("button:not([disabled])"));
  if (focus) focus.focus();
}

/** A puzzle taken out, the focus on the next one's button. @param {SetWidget} w @param {string} ref @param {number} index */
export function drop(w, ref, index) {
  const { ctx, s, ui } = w;
  const label = nameOf(s, ref, ctx.t);
  change(w, removeFrom(s.set, ref));
  ui.live.textContent = ctx.t("set.removed", { name: label });
  const next = /** @type {HTMLElement | null} */ (ui.list.children[Math.min(index, s.set.items.length - 1)]);
  const focus = next ? /** @type {HTMLElement | null} */ (next.querySelector("[data-role=remove]")) : ui.addInput;
  if (focus) focus.focus();
}

/** The puzzles of the links typed into the field, added (as many as the set holds). @param {SetWidget} w */
export function addTyped(w) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const found = readLink(ui.addInput.value);
  const refs = found.puzzles || [];
  if (!refs.length) {
    ui.live.textContent = t(found.scenario ? "set.add-position" : "set.add-unreadable");
    return;
  }
  let added = 0;
  let full = false;
  let set = s.set;
  for (const ref of refs) {
    const result = addTo(set, ref);
    set = result.set;
    if (result.added) added += 1;
    full = full || result.full;
  }
  s.set = set;
  saveSet(store, set);
  ui.addInput.value = "";
  draw(w);
  ui.live.textContent = full ? t("set.full") : t("set.added", { n: added, total: set.items.length });
}

/** The set cleared, with a button that brings it back. @param {SetWidget} w */
export function clearSet(w) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const before = s.set;
  change(w, { title: "", items: [] });
  ui.live.replaceChildren(t("set.cleared"), " ");
  const undo = button(t("set.undo"), () => {
    change(w, before);
    ui.live.textContent = t("set.restored", { n: s.set.items.length });
  });
  undo.dataset.role = "undo-clear";
  ui.live.append(undo);
  undo.focus();
}
