// @ts-check
// puzzle-set: the teacher's set of puzzles — gallery puzzles and their own, from the gallery, the
// editor or any link — in the order of the class, with a title; and its links: the sequence the
// students step through, and the worksheet to print (answers on a page of their own).
//
//   <div data-widget="puzzle-set"></div>
//   ?puzzle-set.p=ties-1,Q1...&puzzle-set.title=...   a set shared by a colleague (kept only on request)
//
// The set lives in the browser (kit/teach/set.js). Names come from the engine: the gallery's
// list (answered when the site is built) and, for a teacher's own puzzle, its question (`puzzle`):
// its title, else its note, else its kind of question (kit/teach/words.js ownName).
//
// Parts: puzzle-set/state.js (the set, the names), puzzle-set/layout.js (the page parts),
// puzzle-set/render.js (the set drawn), puzzle-set/events.js (its changes); here, the wiring.

import { store } from "../kit/dom.js";
import { pageData } from "../kit/page.js";
import { cleanTitle, saveSet } from "../kit/teach/set.js";
import { addTyped, clearSet, drop, keepShared, shift } from "./puzzle-set/events.js";
import { buildLayout } from "./puzzle-set/layout.js";
import { draw, drawLinks } from "./puzzle-set/render.js";
import { createSetState } from "./puzzle-set/state.js";

/**
 * @typedef {import("../kit/protocol.js").OpResults["puzzle_list"]} Listing
 * @typedef {import("./puzzle-set/state.js").SetWidget} SetWidget
 */

/** The requests the set makes when it opens: the gallery's list, for the titles. @returns {import("../kit/initial.js").Request[]} */
export function initialRequests() {
  return [{ op: "puzzle_list", args: {} }];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const listing = /** @type {Listing} */ (await ctx.ask("puzzle_list", {}));
  const s = createSetState(listing, pageData());
  const w = /** @type {SetWidget} */ ({ ctx, s, on: { shift: (index, by) => shift(w, index, by), drop: (ref, index) => drop(w, ref, index) } });
  w.ui = buildLayout(ctx, s, {
    keepShared: (incoming) => keepShared(w, incoming),
    title: () => {
      s.set = { ...s.set, title: cleanTitle(w.ui.titleInput.value) };
      saveSet(store, s.set);
      drawLinks(w);
    },
    lang: () => {
      s.linkLang = w.ui.langSelect.value;
      drawLinks(w);
    },
    clear: () => clearSet(w),
  });
  w.ui.addForm.addEventListener("submit", (event) => {
    event.preventDefault();
    addTyped(w);
  });

  root.replaceChildren(w.ui.box);
  draw(w);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}
