// @ts-check
// The training game as the page holds it: the engine keeps the match in the worker's memory
// (game_* ops by id); the page keeps the latest state's `token`, which names no card. When the
// worker is replaced (an engine restart) or the game is gone from it, the session reopens the
// game where it was with `game_resume {token}` and makes the request again. Each state kept is
// also told to `onKeep` (saved.js keeps it across a reload). No DOM here.

/**
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {(op: any, args?: any) => Promise<any>} Ask
 */

/** The engine's answers that mean "this game is not open in this worker". */
const GONE = new Set(["unknown-game"]);

export class GameSession {
  /**
   * @param {Ask} ask
   * @param {{onReopen?: (state: GameState, why: "restart" | "page") => void,
   *   onKeep?: (state: GameState) => void}} [options] onReopen: told after each reopening,
   *   "restart" when the worker lost the game, "page" when it never had it; onKeep: every state
   */
  constructor(ask, { onReopen = () => {}, onKeep = () => {} } = {}) {
    this.ask = ask;
    this.onReopen = onReopen;
    this.onKeep = onKeep;
    /** @type {number | null} the game's number in the worker; null: not open there (yet) */
    this.id = null;
    /** @type {string | null} */
    this.token = null;
    /** how many events the page has seen */
    this.eventCount = 0;
    /** whether the game was ever open in a worker */
    this.live = false;
    /** @type {Promise<GameState> | null} */
    this.reopening = null;
  }

  /**
   * Start a game (game_new). `live` false: the answer did not come from this worker (it was
   * computed when the site was built), so the game is opened from its token before it is used.
   * @param {Record<string, unknown>} args @param {{live?: boolean}} [options]
   * @returns {Promise<GameState>}
   */
  async start(args, { live = true } = {}) {
    const state = await this.ask("game_new", args);
    this.id = live ? state.id : null;
    this.live = live;
    return this.keep(state);
  }

  /** @param {GameState} state */
  keep(state) {
    this.token = state.token;
    this.eventCount = state.event_count;
    this.onKeep(state);
    return state;
  }

  /**
   * Open a game from a token kept before (a reload): its state with every event of the match.
   * @param {string} token @returns {Promise<GameState>}
   */
  resume(token) {
    this.token = token;
    this.id = null;
    this.live = false;
    return this.reopen();
  }

  /** The worker was replaced: the game is no longer in its memory. */
  lost() {
    this.id = null;
  }

  /** Open the game again at its last state (one reopening at a time). @returns {Promise<GameState>} */
  reopen() {
    if (!this.reopening) {
      const why = this.live ? "restart" : "page";
      this.reopening = (async () => {
        const state = await this.ask("game_resume", { token: this.token });
        this.id = state.id;
        this.live = true;
        this.keep(state);
        this.onReopen(state, why);
        return state;
      })().finally(() => {
        this.reopening = null;
      });
    }
    return this.reopening;
  }

  /**
   * A game op on this game; reopened first when the worker does not have it.
   * @param {string} op @param {Record<string, unknown>} [args] @returns {Promise<any>}
   */
  async call(op, args = {}) {
    if (this.id === null) await this.reopen();
    const id = this.id;
    try {
      return await this.ask(op, { id, ...args });
    } catch (err) {
      const code = err && typeof err === "object" ? /** @type {any} */ (err).code : null;
      if (!GONE.has(code)) throw err;
      // reopen, unless another request already did (the id changed meanwhile)
      if (this.id === id || this.id === null) await this.reopen();
      return this.ask(op, { id: this.id, ...args });
    }
  }

  /** The reader's action; the bots answer. @param {string} action @returns {Promise<GameState>} */
  async act(action) {
    return this.keep(await this.call("game_act", { action }));
  }

  /** Deal the next hand. @returns {Promise<GameState>} */
  async next() {
    return this.keep(await this.call("game_next"));
  }

  /** The state now, with the events the page has not seen. @returns {Promise<GameState>} */
  async state() {
    return this.keep(await this.call("game_state", { since: this.eventCount }));
  }

  /** The position's scenario code (every card of the hand: asked for only to copy a link). */
  code() {
    return this.call("game_code");
  }

  /** Resolves when the reader may make `action` now; rejects with the engine's refusal. @param {string} action */
  check(action) {
    return this.call("game_check", { action });
  }
}
