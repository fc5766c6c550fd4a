// @ts-check
// analysis's keyboard: ← → one move back or forward, Home / End the deal and the line's end,
// while the widget has the focus (not while typing in a field).

import { movesOf } from "./state.js";

/** @param {import("./state.js").AnalysisWidget} w */
export function bindKeys(w) {
  const { root, s } = w;
  root.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = /** @type {HTMLElement | null} */ (event.target);
    if (target && (["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName) || target.isContentEditable)) return;
    const step = s.step;
    const to = /** @type {Record<string, number>} */ ({ ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: movesOf(s.line) })[event.key];
    if (to === undefined) return;
    event.preventDefault();
    if (to >= 0 && to <= movesOf(s.line) && to !== step) w.on.moveTo(to);
  });
}
