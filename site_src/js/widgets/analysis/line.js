// @ts-check
// The analysis page's line: a deal and the moves played in it (a scenario), and a step, the
// number of moves made at the position shown (0: the deal, up to every move of the line). Pure
// functions: the requests that show a step, what a pasted link or code holds, the URL of a step.

/**
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {{op: string, args: any}} Request
 */

/** The most moves a line can hold (truco/scenario.py MAX_ACTIONS): a step is never above it. */
const MAX_STEP = 40;

/**
 * A step from the URL: a whole number from 0 (the deal), or null (the end of the line).
 * @param {string | null | undefined} text
 */
export function readStep(text) {
  if (text === null || text === undefined || !/^\d{1,2}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_STEP ? n : null;
}

/** The step within a line of `moves` moves (the end when null or beyond it). @param {number | null} step @param {number} moves */
export function clampStep(step, moves) {
  return step === null || step > moves ? moves : Math.max(0, step);
}

/**
 * The scenario of the position after the line's first `step` moves.
 * @param {ScenarioJson} line @param {number} step @returns {ScenarioJson}
 */
export function scenarioAt(line, step) {
  return { ...line, actions: (line.actions || []).slice(0, step) };
}

/**
 * The engine's requests that show a step: the replay of its position (for the board) and, unless
 * the hand is over there, the coach's analysis for the seat to act (with every card known when
 * `open`).
 * @param {ScenarioJson} line @param {number} step @param {{finished: boolean}} [known] the replay's answer, once known
 * @param {number} [worlds] the analysis budget (the engine's default when left out)
 * @param {boolean} [open] the values with every card known (the post-mortem)
 * @returns {{replay: Request, analyse: Request | null}}
 */
export function stepRequests(line, step, known, worlds, open = false) {
  const scenario = scenarioAt(line, step);
  const replay = { op: "replay", args: { scenario } };
  /** @type {Record<string, unknown>} */
  const args = { scenario };
  if (open) args.open = true;
  else if (worlds !== undefined) args.worlds = worlds;
  return { replay, analyse: known && known.finished ? null : { op: "analyse", args } };
}

/**
 * The engine's judgement of the whole line from `seat`'s point of view (the graph and the move
 * list's grades): that seat's decisions, or every one with every card known when `open`.
 * @param {ScenarioJson} line @param {number} seat @param {boolean} open @returns {Request}
 */
export function reviewRequest(line, seat, open) {
  /** @type {Record<string, unknown>} */
  const args = { scenario: line, viewer: seat };
  if (open) args.open = true;
  return { op: "review_line", args };
}

/** A seat from the URL (0 to 3), or null. @param {string | null | undefined} text */
export function readSeat(text) {
  return text !== null && text !== undefined && /^[0-3]$/.test(text) ? Number(text) : null;
}

/**
 * The position code a reader pasted: a link's `s` (or any widget's `….s`), or the text itself.
 * @param {string} text @param {string} base the page's URL (relative links)
 * @returns {string | null} null when nothing was pasted
 */
export function codeFromInput(text, base) {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/[?&/#]/.test(trimmed) || /^https?:/i.test(trimmed)) {
    try {
      const url = new URL(trimmed, base);
      const direct = url.searchParams.get("s");
      if (direct) return direct;
      for (const [name, value] of url.searchParams) if (name.endsWith(".s") && value) return value;
    } catch {
      // not a link: the text itself, which the engine will judge
    }
  }
  return trimmed;
}

/**
 * The page's URL for a line at a step: `s` the line's code, `analysis.step` unless it is the end.
 * @param {string} href the page's URL now @param {string} code @param {number} step @param {number} moves
 */
export function stepHref(href, code, step, moves) {
  const url = new URL(href);
  url.searchParams.set("s", code);
  if (step === moves) url.searchParams.delete("analysis.step");
  else url.searchParams.set("analysis.step", String(step));
  return url.href;
}

/**
 * The engine's views for the seat whose view the page shows (`viewer`): the position and the
 * whole line as that seat may know them (its cards, nothing it may not see); at the line's end both
 * are one request. None with `showAll`.
 * @param {ScenarioJson} line @param {number} step @param {number} viewer @param {boolean} showAll
 * @returns {{board: Request, moves: Request} | null}
 */
export function viewRequests(line, step, viewer, showAll) {
  if (showAll) return null;
  const moves = (line.actions || []).length;
  const board = { op: "replay", args: { scenario: scenarioAt(line, step), viewer } };
  return { board, moves: step === moves ? board : { op: "replay", args: { scenario: scenarioAt(line, moves), viewer } } };
}
