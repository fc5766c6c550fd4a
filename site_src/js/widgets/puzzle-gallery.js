// @ts-check
// puzzle-gallery: the curated puzzles, grouped by topic, with a thumbnail of each position (what
// the student sees), filtered by topic, rules and level; each opens in the puzzle widget above it
// on the puzzles page (in place, kit/teach/flow.js; a plain link elsewhere or with a modifier
// key), alone or with the rest of its topic, and can go into the teacher's set. The learner's
// record (kit/teach/solved.js) marks the puzzles solved or looked up, counts them per topic and in
// all, offers the next one not solved yet and can be wiped (after asking).
//
//   <div data-widget="puzzle-gallery"></div>
//   ?puzzle-gallery.topic=ties&puzzle-gallery.rules=mineiro&puzzle-gallery.level=2   filters
//   ?puzzle-gallery.status=unsolved                                                   or solved
//
// The list and the thumbnails are the engine's (`puzzle_list`, answered when the site is built):
// titles in each language and each question's view — never its answer, nor its teaching point
// (several state the answer: the puzzle page shows it with the solution).
//
// Parts: puzzle-gallery/state.js (the filters, the puzzles they keep, the gallery's state),
// puzzle-gallery/layout.js (the page parts), puzzle-gallery/render.js (the gallery drawn); here,
// the wiring.

import { store } from "../kit/dom.js";
import { pageData } from "../kit/page.js";
import { onRecordChange } from "../kit/teach/flow.js";
import { emptyRecord, saveRecord } from "../kit/teach/solved.js";
import { buildLayout } from "./puzzle-gallery/layout.js";
import { confirmReset, draw } from "./puzzle-gallery/render.js";
import { createGallery } from "./puzzle-gallery/state.js";

export { filtered, linkFilters, STATUSES } from "./puzzle-gallery/state.js";

/**
 * @typedef {import("../kit/protocol.js").OpResults["puzzle_list"]} Listing
 * @typedef {import("./puzzle-gallery/render.js").Gallery} Gallery
 */

/** The requests the gallery makes when it opens: the list (answered at build time). @returns {import("../kit/initial.js").Request[]} */
export function initialRequests() {
  return [{ op: "puzzle_list", args: {} }];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const listing = /** @type {Listing} */ (await ctx.ask("puzzle_list", {}));
  const s = createGallery(ctx.url, listing, pageData());
  const g = /** @type {Gallery} */ ({ ctx, s });
  g.ui = buildLayout(ctx, s, {
    filter: (name, value) => {
      s.filters[name] = value;
      ctx.url.set({ [name]: value || null });
      draw(g);
    },
    reset: () => confirmReset(g, true),
    keep: () => confirmReset(g, false),
    wipe: () => {
      saveRecord(store, emptyRecord());
      confirmReset(g, false);
      draw(g);
      g.ui.mineSaid.textContent = t("gallery.record.wiped");
      g.ui.onward.focus();
    },
  });

  root.replaceChildren(g.ui.box);
  draw(g);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  // another tab or widget changed the set
  addEventListener("storage", (event) => {
    if (event.key && root.isConnected) draw(g);
  });
  // the puzzle widget on this page recorded an ending: the marks and counts follow
  onRecordChange(root, () => draw(g));
}
