// @ts-check
// The engine protocol, written down once for the JavaScript side. A request is {op, args}; the
// engine (engine/truco/web.py, one typed function per op) answers {ok: true, result} or
// {ok: false, error: {code, message, ...}}. These pure functions encode and decode the messages
// the worker carries; engine-client.js does the transport. The shapes are in protocol-types.js (answers) and
// protocol-ops.js (each op's arguments and answer); every one is re-exported here.

/**
 * @typedef {import("./protocol-types.js").RulesSpec} RulesSpec
 * @typedef {import("./protocol-types.js").Ruling} Ruling
 * @typedef {import("./protocol-types.js").PlayView} PlayView
 * @typedef {import("./protocol-types.js").RoundView} RoundView
 * @typedef {import("./protocol-types.js").SeatFacts} SeatFacts
 * @typedef {import("./protocol-types.js").Step} Step
 * @typedef {import("./protocol-types.js").LadderView} LadderView
 * @typedef {import("./protocol-types.js").PendingView} PendingView
 * @typedef {import("./protocol-types.js").Source} Source
 * @typedef {import("./protocol-types.js").ScenarioJson} ScenarioJson
 * @typedef {import("./protocol-types.js").HandView} HandView
 * @typedef {import("./protocol-types.js").ReplayResult} ReplayResult
 * @typedef {import("./protocol-types.js").Observation} Observation
 * @typedef {import("./protocol-types.js").GameState} GameState
 * @typedef {import("./protocol-types.js").EngineErrorJson} EngineErrorJson
 * @typedef {import("./protocol-types.js").PuzzleView} PuzzleView
 * @typedef {import("./protocol-types.js").PuzzleAnalysis} PuzzleAnalysis
 * @typedef {import("./protocol-types.js").PuzzleSolution} PuzzleSolution
 * @typedef {import("./protocol-types.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("./protocol-types.js").PuzzleHint} PuzzleHint
 * @typedef {import("./protocol-types.js").GalleryItem} GalleryItem
 * @typedef {import("./protocol-types.js").ActionValue} ActionValue
 * @typedef {import("./protocol-types.js").Analysis} Analysis
 * @typedef {import("./protocol-types.js").ReviewDecision} ReviewDecision
 * @typedef {import("./protocol-types.js").HandReview} HandReview
 * @typedef {import("./protocol-types.js").LineReview} LineReview
 * @typedef {import("./protocol-types.js").LineDecision} LineDecision
 * @typedef {import("./protocol-types.js").ElevenSolved} ElevenSolved
 * @typedef {import("./protocol-types.js").ElevenSolution} ElevenSolution
 * @typedef {import("./protocol-ops.js").TrainerSpot} TrainerSpot
 * @typedef {import("./protocol-ops.js").TrainerCheck} TrainerCheck
 * @typedef {import("./protocol-ops.js").SpotKind} SpotKind
 * @typedef {import("./protocol-ops.js").OpArgs} OpArgs
 * @typedef {import("./protocol-ops.js").OpResults} OpResults
 */

/**
 * The JSON text of a request.
 * @param {string} op @param {object} [args]
 */
export function encodeRequest(op, args = {}) {
  if (typeof op !== "string" || !op) throw new TypeError("an op is a non-empty string");
  return JSON.stringify({ op, args });
}

/**
 * An engine's refusal or failure as the engine client rejects it: the engine's error `code` and
 * `message`, and the whole error object as `details` (engine-client.js).
 */
export class EngineError extends Error {
  /**
   * @param {string} message
   * @param {{code?: string, details?: object | null}} [options]
   */
  constructor(message, { code = "engine-error", details = null } = {}) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.details = details;
  }
}

/**
 * Read the engine's answer text: {ok: true, result} or {ok: false, error}. Anything else
 * (not JSON, undefined after an engine crash, a wrong shape) is a `bad-response` error.
 * @param {unknown} text
 * @returns {{ok: true, result: any} | {ok: false, error: EngineErrorJson}}
 */
export function decodeResponse(text) {
  let parsed;
  try {
    parsed = typeof text === "string" ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (parsed && parsed.ok === true && "result" in parsed) return { ok: true, result: parsed.result };
  if (parsed && parsed.ok === false && parsed.error && typeof parsed.error.code === "string") {
    return { ok: false, error: { ...parsed.error, message: String(parsed.error.message || parsed.error.code) } };
  }
  return { ok: false, error: { code: "bad-response", message: "the engine sent an answer that is not one" } };
}

/**
 * One text per request, the same whatever the order of keys: the key of an answer the build
 * computed in advance (page data `answers`). Python writes the same text with
 * json.dumps({"op": op, "args": args}, sort_keys=True, separators=(",", ":"), ensure_ascii=False).
 * @param {string} op @param {object} [args]
 */
export function requestKey(op, args = {}) {
  return JSON.stringify(sortKeys({ op, args }));
}

/** @param {unknown} value @returns {unknown} */
function sortKeys(value) {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(value).sort()) {
      const item = /** @type {Record<string, unknown>} */ (value)[key];
      if (item !== undefined) out[key] = sortKeys(item);
    }
    return out;
  }
  return value;
}

/**
 * Whether two rules specs name the same rules: the same preset and the same overrides, in any
 * order ("paulista" and {preset: "paulista"} are the same).
 * @param {RulesSpec | null | undefined} a @param {RulesSpec | null | undefined} b
 */
export function sameRules(a, b) {
  const plain = (/** @type {RulesSpec | null | undefined} */ spec) =>
    JSON.stringify(sortKeys(typeof spec === "string" ? { preset: spec } : spec || { preset: "paulista" }));
  return plain(a) === plain(b);
}

/** The preset name of a rules spec. @param {RulesSpec | null | undefined} spec */
export function presetOf(spec) {
  if (typeof spec === "string") return spec;
  return spec && typeof spec.preset === "string" ? spec.preset : "paulista";
}
