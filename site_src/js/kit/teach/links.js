// @ts-check
// Links of the teachers' tools: what a pasted link or code names, and the links the editor, the
// gallery and the set hand out (the Play page, the analysis page, a puzzle or a sequence of them,
// the editor, and the widget that shows a position's point best). Pure: no DOM, no rule of the
// game — which widget suits a position is read from the engine's answer (its kind, its history).

/**
 * @typedef {import("../protocol.js").ReplayResult} ReplayResult
 * @typedef {{scenario?: string, puzzles?: string[], problem?: "empty" | "unreadable" | "no-position"}} LinkContent
 *   what a link or a pasted text names: a scenario code, puzzles (gallery ids or sealed codes),
 *   or why nothing could be read from it
 * @typedef {{page: string, params: Record<string, string>, widget: string}} Showcase
 */

/** The page where puzzles are solved, with the gallery (the old `puzzle/` page forwards there). */
export const PUZZLES_PAGE = "puzzles";
/** The longest text read from a paste or a link (a sequence of a few dozen puzzles fits). */
export const MAX_LINK = 20000;
/** The most puzzles in one sequence. */
export const MAX_SET = 40;
const SCENARIO = /^v1\.[A-Za-z0-9._-]{1,2000}$/;
const SEALED = /^Q1[A-Za-z0-9_-]{4,3000}$/;
const GALLERY_ID = /^[a-z][a-z0-9-]{0,39}$/;

/** Whether a text is a gallery puzzle's id (not a sealed code). @param {string} ref */
export function isGalleryId(ref) {
  return GALLERY_ID.test(ref);
}

/** Whether a text is a puzzle reference: a gallery id or a sealed code. @param {string} ref */
export function isPuzzleRef(ref) {
  return SEALED.test(ref) || GALLERY_ID.test(ref);
}

/**
 * Puzzle references from a list ("ties-1,Q1abc..."): the readable ones, in order, at most MAX_SET.
 * @param {string | null | undefined} text @returns {{refs: string[], dropped: number}}
 */
export function parseRefs(text) {
  if (!text) return { refs: [], dropped: 0 };
  const parts = String(text).slice(0, MAX_LINK).split(/[\s,]+/).filter(Boolean);
  const refs = parts.filter(isPuzzleRef).slice(0, MAX_SET);
  return { refs, dropped: parts.length - refs.length };
}

/**
 * What a pasted text names. Takes a whole link (any page of the site: `?s=`, `?ladder.s=`,
 * `?puzzle.p=`, `?scenario-editor.p=`...), or a bare scenario code, puzzle code or gallery id.
 * @param {string} text @returns {LinkContent}
 */
export function readLink(text) {
  const value = String(text || "").trim().slice(0, MAX_LINK);
  if (!value) return { problem: "empty" };
  if (SCENARIO.test(value)) return { scenario: value };
  if (!/[?=/:]/.test(value)) {
    const { refs } = parseRefs(value);
    return refs.length ? { puzzles: refs } : { problem: "unreadable" };
  }
  let params;
  try {
    params = new URL(value, "https://truco.invalid/").searchParams;
  } catch {
    return { problem: "unreadable" };
  }
  for (const [name, raw] of params) {
    const key = name.split(".").pop();
    if ((key === "p") && raw) {
      const { refs } = parseRefs(raw);
      if (refs.length) return { puzzles: refs };
    }
  }
  for (const [name, raw] of params) {
    const key = name.split(".").pop();
    if (key === "s" && SCENARIO.test(raw.trim())) return { scenario: raw.trim() };
  }
  return { problem: params.toString() ? "no-position" : "unreadable" };
}

/**
 * The URL of a page of the site in a language, from this page's URL and its translations
 * (page data `alternates`): every page of the site is a folder one level below its language's
 * root (`editor/`, `en/editor/`).
 * @param {string} name the page, e.g. "play" @param {string} lang
 * @param {{href: string, lang: string, alternates?: Record<string, string>}} here
 */
export function pageUrl(name, lang, here) {
  const other = lang === here.lang || !here.alternates ? undefined : here.alternates[lang];
  const base = other ? new URL(other, here.href).href : here.href;
  return new URL(`../${name}/`, base).href;
}

/** The section of the teachers' page with the set builder (the same id in every language). */
export const SET_SECTION = "your-set";

/**
 * The teachers' page at its set builder, in a language (the gallery's and the editor's "order and
 * share the set" links: the builder is far down the page).
 * @param {string} lang @param {{href: string, lang: string, alternates?: Record<string, string>}} here
 */
export function setPageUrl(lang, here) {
  const url = new URL(pageUrl("teachers", lang, here));
  url.hash = SET_SECTION;
  return url.href;
}

/**
 * A link to a page with query parameters (in this order).
 * @param {string} url the page's URL @param {Record<string, string>} params
 */
export function withParams(url, params) {
  const out = new URL(url);
  out.search = "";
  out.hash = "";
  for (const [key, value] of Object.entries(params)) out.searchParams.set(key, value);
  // the codes are URL-safe and the lists are comma-separated: keep them readable
  return out.href.replace(/%2C/g, ",");
}

/** The Play page at a position: the person is player 1 and the bots play the other seats. @param {string} code */
export function playParams(code) {
  return { s: code };
}

/** The analysis page at a position. @param {string} code */
export function analysisParams(code) {
  return { s: code };
}

/** The puzzles page (PUZZLES_PAGE) with one puzzle or a sequence. @param {string[]} refs @param {{sheet?: boolean, title?: string}} [options] */
export function puzzleParams(refs, { sheet = false, title = "" } = {}) {
  /** @type {Record<string, string>} */
  const params = { "puzzle.p": refs.join(",") };
  if (title) params["puzzle.title"] = title;
  if (sheet) params["puzzle.sheet"] = "1";
  return params;
}

/** The editor at a position, or at a puzzle (which holds its position). @param {{code?: string, puzzle?: string}} source */
export function editorParams({ code, puzzle }) {
  /** @type {Record<string, string>} */
  const params = {};
  if (puzzle) params["scenario-editor.p"] = puzzle;
  else if (code) params["scenario-editor.s"] = code;
  return params;
}

/**
 * The widget that shows a position's point best, from the engine's answer for it and the
 * question asked: the hand of eleven and the iron hand (eleven), a raise in the hand (the ladder),
 * a covered card (the covered card), otherwise the rounds and their ties (the tie explorer).
 * @param {ReplayResult} r @param {string | null} kind the question, if any
 * @returns {Showcase}
 */
export function showcase(r, kind) {
  const meanings = new Set(r.history.map((step) => step.meaning));
  const code = r.code;
  if (r.kind === "eleven" || r.kind === "iron") return { widget: "eleven", page: "eleven", params: { "eleven.s": code } };
  if (meanings.has("raise") || meanings.has("reraise") || kind === "points") {
    return { widget: "ladder", page: "truco", params: { "ladder.s": code } };
  }
  if (meanings.has("cover")) return { widget: "covered-card", page: "covered", params: { "covered-card.s": code } };
  return { widget: "tie-explorer", page: "rounds", params: { "tie-explorer.s": code, "tie-explorer.m": "cards" } };
}
