// @ts-check
// puzzle-gallery's state (no DOM): the filters a link asks for, the puzzles they keep, and the
// gallery's one plain object (the engine's listing, the page, the filters, the puzzle the
// "next unsolved" button opens) with the address of a puzzle to solve.

import { pageUrl, puzzleParams, PUZZLES_PAGE, withParams } from "../../kit/teach/links.js";
import { emptyRecord, galleryOrder, isSolved } from "../../kit/teach/solved.js";

/**
 * @typedef {import("../../kit/protocol.js").GalleryItem} GalleryItem
 * @typedef {import("../../kit/protocol.js").OpResults["puzzle_list"]} Listing
 * @typedef {{topic: string, rules: string, level: string, status: string}} Filters "" = all
 * @typedef {ReturnType<typeof createGallery>} GalleryState
 */

/** The status filter's choices: puzzles not solved yet, or solved. */
export const STATUSES = ["unsolved", "solved"];

/**
 * The filters a link asks for, kept only when the listing knows them.
 * @param {Record<string, string | null>} params @param {Listing} listing @param {string[]} presets @returns {Filters}
 */
export function linkFilters(params, listing, presets) {
  const topic = params.topic && listing.topics.includes(params.topic) ? params.topic : "";
  const rules = params.rules && presets.includes(params.rules) ? params.rules : "";
  const level = params.level && listing.levels.map(String).includes(params.level) ? params.level : "";
  const status = params.status && STATUSES.includes(params.status) ? params.status : "";
  return { topic, rules, level, status };
}

/**
 * The puzzles a filter keeps, in gallery order.
 * @param {GalleryItem[]} items @param {Filters} f @param {import("../../kit/teach/solved.js").Solved} [record]
 */
export function filtered(items, f, record = emptyRecord()) {
  return items.filter((p) => (!f.topic || p.topic === f.topic) && (!f.rules || p.preset === f.rules) && (!f.level || String(p.level) === f.level)
    && (!f.status || (f.status === "solved") === isSolved(record, p.id)));
}

/**
 * The gallery's state: the engine's listing, the page (its language, presets, other languages),
 * the filters of the link, the gallery's order and the puzzle the "next unsolved" button opens.
 * @param {import("../../kit/types.js").UrlState} url @param {Listing} listing @param {import("../../kit/page.js").PageData} page
 */
export function createGallery(url, listing, page) {
  /** @type {Filters} */
  const filters = linkFilters({ topic: url.get("topic"), rules: url.get("rules"), level: url.get("level"), status: url.get("status") }, listing, page.presets);
  return {
    listing,
    page,
    lang: page.lang,
    filters,
    order: galleryOrder(listing),
    /** the puzzle the "next unsolved" button opens @type {string | null} */
    onwardId: /** @type {string | null} */ (null),
  };
}

/** Where the page is (for links to the other pages in its language). @param {GalleryState} s */
export function here(s) {
  return { href: location.href, lang: s.lang, alternates: s.page.alternates };
}

/**
 * The address that solves `refs` (on the puzzles page; `sheet`: as a worksheet).
 * @param {GalleryState} s @param {string[]} refs @param {{sheet?: boolean}} [options]
 */
export function puzzleUrl(s, refs, options = {}) {
  return withParams(pageUrl(PUZZLES_PAGE, s.lang, here(s)), puzzleParams(refs, options));
}
