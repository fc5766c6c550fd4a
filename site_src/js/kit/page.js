// @ts-check
// The page's data: the one reader of <script id="truco-page"> (language, UI strings, presets,
// the engine's lists, engine hash, snapshot key, language links), read again when instant
// navigation swaps it.

import { makeTranslator } from "./words.js";

/**
 * @typedef {Object} PageData
 * @property {string} lang "es" | "pt" | "en"
 * @property {Record<string, string>} strings UI strings of the page's language
 * @property {string[]} presets rule presets, default first
 * @property {string} defaultPreset
 * @property {string} [engine] hash of the engine zip (cache busting)
 * @property {string | null} [snapshot] key of the Pyodide memory snapshot, when the build has one
 * @property {string | null} [ladder] content hash of the solved hand with the ladder
 *   (assets/engine/ladder.json), when the build ships it
 * @property {string} [worker] the engine worker's address from the site's root, its parameters
 *   its configuration (the hashes above; hooks/truco_site.py worker_address)
 * @property {Record<string, string>} [alternates] this page in the other languages
 * @property {{presets: Record<string, Record<string, unknown>>, choices: [string, unknown[]][]}} [rules]
 *   each preset's options and the values a reader may choose on top (the options panel)
 * @property {Record<string, unknown>} [answers] engine answers computed when the site was built,
 *   by request key (kit/protocol.js requestKey): widgets show them before the engine is up
 * @property {Catalog} [catalog] the engine's lists (site_src/hooks/catalog.py)
 *
 * @typedef {Object} Catalog the engine's lists, as the build writes them: no module keeps a copy
 * @property {string[]} grades every grade the coach gives, best first (truco.coach.grades.GRADE_NAMES)
 * @property {string[]} passing the grades that count as a right answer (truco.coach.grades.PASSING)
 * @property {string[]} opponents the bots a person plays against, weakest first (truco.bots.OPPONENTS)
 * @property {string} opponent the opponent a table starts with
 * @property {string} partner the partner of a person playing in pairs
 */

/** @type {Catalog} */
const NO_CATALOG = Object.freeze({ grades: [], passing: [], opponents: [], opponent: "", partner: "" });
/** @type {PageData} */
const FALLBACK = { lang: "es", strings: {}, presets: ["paulista"], defaultPreset: "paulista", alternates: {} };

let source = /** @type {string | null} */ (null);
let data = FALLBACK;
let translate = makeTranslator({});

/** The page's data (parsed once per page). @returns {PageData} */
export function pageData() {
  const node = typeof document === "undefined" ? null : document.getElementById("truco-page");
  const text = node ? node.textContent : null;
  if (text !== source) {
    source = text;
    try {
      data = { ...FALLBACK, ...JSON.parse(text || "") };
    } catch {
      data = { ...FALLBACK, lang: (typeof document !== "undefined" && document.documentElement.lang) || "es" };
    }
    translate = makeTranslator(data.strings, (key) => {
      console.error(`Truco Lab: missing UI string "${key}" (site_src/i18n/)`);
    });
  }
  return data;
}

/** The UI string `key` in the page's language, `{name}` placeholders filled from params. */
export function t(/** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) {
  pageData();
  return translate(key, params);
}

/** The engine's lists (grades, bots), as the build wrote them into the page. @returns {Catalog} */
export function catalog() {
  return pageData().catalog || NO_CATALOG;
}

/** Whether the page has the UI string `key`. @param {string} key */
export function hasString(key) {
  return typeof pageData().strings[key] === "string";
}

/**
 * The answer the build computed for this request, if any (a copy: callers may change it).
 * @param {string} key a requestKey
 * @returns {{found: true, answer: any} | {found: false}}
 */
export function prerendered(key) {
  const answers = pageData().answers;
  if (answers && Object.prototype.hasOwnProperty.call(answers, key)) {
    return { found: true, answer: structuredClone(answers[key]) };
  }
  return { found: false };
}

/**
 * A widget's link parameters that are present, by name: the `params` its `initialRequests` reads
 * (added with the scenario widgets' port).
 * @param {{get: (name: string) => string | null}} url the widget's ctx.url
 * @param {string[]} names
 * @returns {Record<string, string>}
 */
export function linkParams(url, names) {
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of names) {
    const value = url.get(name);
    if (value !== null) params[name] = value;
  }
  return params;
}
