// @ts-check
// The one scenario player: open a scenario (by code or JSON), act, undo, reset, carry it to
// other rules. Every state is the engine's `replay` answer; this keeps only the latest one and
// drops answers that a newer request made stale. Pure logic over an `ask` function (no DOM).

/**
 * @typedef {import("./protocol.js").ReplayResult} ReplayResult
 * @typedef {import("./protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("./protocol.js").RulesSpec} RulesSpec
 * @typedef {(op: any, args?: any) => Promise<any>} Ask
 */

export class ScenarioPlayer {
  /** @param {Ask} ask */
  constructor(ask) {
    this.ask = ask;
    /** @type {ReplayResult | null} the engine's answer for the current scenario */
    this.result = null;
    this.generation = 0;
    /** @type {number | null} the seat whose view the answers are (null: every card, the author's) */
    this.viewer = null;
  }

  /** The arguments with the viewer, when there is one. @param {object} args */
  seen(args) {
    return this.viewer === null ? args : { ...args, viewer: this.viewer };
  }

  /** The current scenario JSON. */
  get scenario() {
    if (!this.result) throw new Error("no scenario is open yet");
    return this.result.scenario;
  }

  /**
   * Ask the engine and keep its answer unless a newer request started meanwhile (then null).
   * @param {string} op @param {object} args @returns {Promise<ReplayResult | null>}
   */
  async settle(op, args) {
    const mine = ++this.generation;
    const answer = /** @type {ReplayResult} */ (await this.ask(op, args));
    if (mine !== this.generation) return null;
    this.result = answer;
    return answer;
  }

  /** The current scenario again, as `viewer` sees it (null: every card). @param {number | null} viewer */
  view(viewer) {
    this.viewer = viewer;
    return this.settle("replay", this.seen({ scenario: this.scenario }));
  }

  /**
   * Open a scenario; an action the rules refuse ends it there (`result.refused` says why).
   * @param {{code?: string, scenario?: ScenarioJson}} source
   */
  open(source) {
    return this.settle("replay", this.seen({ ...source, prefix: true }));
  }

  /** Make an action; a refused one rejects with the engine's error and changes nothing. @param {string} action */
  act(action) {
    const scenario = this.scenario;
    return this.settle("replay", this.seen({ scenario: { ...scenario, actions: [...(scenario.actions || []), action] } }));
  }

  /** Take back the last action. */
  undo() {
    const scenario = this.scenario;
    return this.settle("replay", this.seen({ scenario: { ...scenario, actions: (scenario.actions || []).slice(0, -1) } }));
  }

  /** Back to the deal, before any action. */
  restart() {
    return this.settle("replay", this.seen({ scenario: { ...this.scenario, actions: [] } }));
  }

  /**
   * The same deal and actions under other rules, as far as they stay legal; the engine picks a
   * free vira (keeping the current one, or `vira`, when it can).
   * @param {RulesSpec} rules @param {string | null} [vira]
   */
  retarget(rules, vira = null) {
    return this.settle("retarget", this.seen({ scenario: this.scenario, rules, vira }));
  }
}

/** @type {Map<string, Promise<any>>} */
const rulesCache = new Map();

/**
 * The engine's `rules` answer (options, calls, deck) for a rules spec, cached for the visit.
 * @param {Ask} ask @param {RulesSpec} spec
 * @returns {Promise<import("./protocol.js").OpResults["rules"]>}
 */
export function rulesInfo(ask, spec) {
  const key = JSON.stringify(spec);
  let promise = rulesCache.get(key);
  if (!promise) {
    promise = ask("rules", { rules: spec });
    rulesCache.set(key, promise);
    promise.catch(() => rulesCache.delete(key));
  }
  return promise;
}
