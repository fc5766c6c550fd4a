// @ts-check
// puzzle-set's state (no DOM): the teacher's set as the browser keeps it, the language of its
// links, the gallery's puzzles by id and the names of the teacher's own puzzles once the engine
// said what they ask; and the name of a puzzle of the set.

import { loadSet } from "../../kit/teach/set.js";
import { topicText } from "../../kit/teach/words.js";
import { store } from "../../kit/dom.js";

/**
 * @typedef {import("../../kit/protocol.js").OpResults["puzzle_list"]} Listing
 * @typedef {import("../../kit/teach/set.js").PuzzleSet} PuzzleSet
 * @typedef {ReturnType<typeof createSetState>} SetState
 * @typedef {{ctx: import("../../kit/types.js").WidgetContext, s: SetState, ui: import("./layout.js").SetLayout,
 *   on: {shift: (index: number, by: number) => void, drop: (ref: string, index: number) => void}}} SetWidget
 *   the widget: its context, state, parts and the list's handlers
 */

/** The languages a set's links may be made for. */
export const LANGUAGES = ["es", "pt", "en"];

/** @param {Listing} listing @param {import("../../kit/page.js").PageData} page */
export function createSetState(listing, page) {
  return {
    page,
    byId: new Map(listing.puzzles.map((p) => [p.id, p])),
    /** the name of a teacher's own puzzle, once the engine said what it asks @type {Map<string, string>} */
    described: new Map(),
    /** @type {PuzzleSet} */
    set: loadSet(store),
    linkLang: page.lang,
  };
}

/**
 * The name of a puzzle in the list: a gallery puzzle's title and topic, else what the engine said
 * a teacher's own puzzle asks (until then, "your puzzle").
 * @param {SetState} s @param {string} ref @param {import("../../kit/words.js").Translate} t
 */
export function nameOf(s, ref, t) {
  const item = s.byId.get(ref);
  if (item) return `${item.title[s.page.lang] || item.title.en} (${topicText(item.topic, t)})`;
  return s.described.get(ref) || t("set.own");
}
