// @ts-check
// scenario-editor's state: one plain object (the rules' answer, the draft being dealt, the
// engine's answer for it, the slot the next card goes to, the question and the puzzle made of it)
// and the pure facts read from it. No DOM. The draft itself is kit/teach/draft.js.

import { hasString } from "../../kit/page.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").OpResults["rules"] & {choices?: Record<string, unknown[]>}} RulesInfo
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../../kit/teach/draft.js").Draft} Draft
 * @typedef {{kind: string, seat: number, show: number[], title: string, note: string}} Question
 *   the teacher's words (title, note) as typed: the engine checks them when it makes the puzzle
 * @typedef {Object} EditorState
 * @property {RulesInfo} info the engine's `rules` answer for the draft's rules (set before the first draw)
 * @property {Draft} draft the cards dealt so far and the moves (set before the first draw)
 * @property {ReplayResult | null} result the engine's answer for the complete deal and its moves
 * @property {string | null} active the slot the next palette card goes to
 * @property {Question} question
 * @property {{code: string, view: PuzzleView} | null} made the puzzle, once the engine accepts it
 * @property {string} madeError why the engine refused the question
 * @property {string} madeField the part of the question the refusal is about ("title", "note"...; "" for none)
 * @property {string} linkLang the language of the links handed out
 * @property {number} generation counts the changes: an answer for an older one is dropped
 * @property {number} paletteFocus the palette card with the tab stop
 * @property {number} textTimer the pending check of the title or note being typed
 * @typedef {Object} Editor one mounted editor: its context, page parts, state and handlers
 * @property {HTMLElement} root
 * @property {import("../../kit/types.js").WidgetContext} ctx
 * @property {import("../../kit/page.js").PageData} page
 * @property {EditorState} s
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} ui
 * @property {ReturnType<typeof import("../../kit/operation.js").operations>} run
 * @property {(err: unknown) => string} reason a refusal in words
 * @property {EditorHandlers} on
 * @typedef {Object} EditorHandlers what the drawn controls do (changes.js)
 * @property {(spec: RulesSpec) => Promise<void>} setRules
 * @property {(card: string) => Promise<void>} pick
 * @property {(slot: string) => void} selectSlot
 * @property {(slot: string) => Promise<void>} removeSlot
 * @property {(action: string) => Promise<void>} act
 * @property {() => Promise<void>} makePuzzle
 */

/** The longest teacher's note (the engine's limit, truco.teach.puzzles.MAX_NOTE). */
export const MAX_NOTE = 280;
/** The longest title of a teacher's puzzle (the engine's limit, truco.teach.puzzles.MAX_TITLE). */
export const MAX_TITLE = 80;
/** The languages the links can be handed out in. */
export const LANGUAGES = ["es", "pt", "en"];

/** @param {string} lang the page's language @returns {EditorState} */
export function createEditorState(lang) {
  return {
    info: /** @type {RulesInfo} */ (/** @type {unknown} */ (null)),
    draft: /** @type {Draft} */ (/** @type {unknown} */ (null)),
    result: null, active: null, question: { kind: "", seat: 0, show: [], title: "", note: "" },
    made: null, madeError: "", madeField: "", linkLang: lang, generation: 0, paletteFocus: 0, textTimer: 0,
  };
}

/** Whether the draft's rules turn a vira (the engine's answer says). @param {EditorState} s */
export const usesVira = (s) => s.info.uses_vira;

/** @param {unknown} a @param {unknown} b */
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The puzzle the engine is asked to make of the question at the position reached.
 * @param {Question} question @param {ReplayResult} result
 */
export function puzzleArgs(question, result) {
  /** @type {{scenario: string, kind: string, seat?: number, show?: number[], title?: string, note?: string}} */
  const puzzle = { scenario: result.code, kind: question.kind };
  if (question.kind !== "play") {
    puzzle.seat = question.seat;
    if (question.show.length) puzzle.show = question.show;
  }
  if (question.title.trim()) puzzle.title = question.title;
  if (question.note.trim()) puzzle.note = question.note;
  return puzzle;
}

/**
 * The part of a question an engine refusal is about (its `field`: "title", "note"...), or "".
 * @param {unknown} err
 */
export function refusedField(err) {
  const details = err && typeof err === "object" ? /** @type {{details?: unknown}} */ (err).details : null;
  const field = details && typeof details === "object" ? /** @type {{field?: unknown}} */ (details).field : null;
  return typeof field === "string" ? field : "";
}

/**
 * The label of an option's value (the same words as the reader's options panel).
 * @param {string} name @param {unknown} value @param {(key: string, params?: object) => string} t
 */
export function optionValueText(name, value, t) {
  if (Array.isArray(value)) return value.join(" · ");
  if (typeof value === "boolean") return t(value ? "tables.yes" : "tables.no");
  const key = `options.value.${name}.${value}`;
  if (hasString(key)) return t(key);
  return hasString(`tables.value.${value}`) ? t(`tables.value.${value}`) : String(value);
}
