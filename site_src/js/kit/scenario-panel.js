// @ts-check
// The playing part of a scenario widget (added for the ladder and eleven widgets): the hand board,
// the legal choices with what each leads to, undo / start over / copy link, a notice for what the
// engine refused, a note when the rules came from a link, and a live region. It draws a
// ScenarioPlayer's answers and makes its moves; keyboard focus survives every round trip (back
// on the control that had it, else on the next choices, else on the result). The widget keeps
// its own parts and redraws them from `onState`. Strings: scenario.*, preview.* (kit.json).
// Its parts: scenario-panel/layout.js (made once; the focus kept), scenario-panel/render.js (the
// board, the choices, the notices); here, the round trips.

import { handModel } from "./hand-model.js";
import { moveSentence } from "./moves.js";
import { operations } from "./operation.js";
import { hasString } from "./page.js";
import { rulesInfo } from "./scenario-player.js";
import { errorText } from "./words.js";
import { panelLayout, restoreFocus } from "./scenario-panel/layout.js";
import { clear, drawChoices, paint, refuse, stopped } from "./scenario-panel/render.js";

/**
 * @typedef {import("./protocol.js").ReplayResult} ReplayResult
 * @typedef {import("./protocol.js").EngineErrorJson} EngineErrorJson
 * @typedef {import("./scenario-player.js").ScenarioPlayer} ScenarioPlayer
 * @typedef {import("./hand-view.js").Part} Part
 * @typedef {import("./protocol.js").OpResults["rules"]} RulesInfo
 *
 * @typedef {Object} PanelOptions
 * @property {Part[]} [parts] what the board shows (default: vira, seats, rounds, result, history)
 * @property {(r: ReplayResult) => number | null} [seenBy] the seat whose view the board shows
 *   (the engine's `replay` with that viewer: its cards and nothing it may not see; null: every
 *   card; a blind hand is always shown as the seat to act sees it); when that seat is to act the
 *   choices are its own (a blind hand: by position), else they stay the player's, who moves for
 *   every seat
 * @property {(m: import("./hand-model.js").HandModel) => import("./protocol.js").Step[]} [choices]
 *   which of the legal choices to offer (default: all; see `cardChoices`)
 * @property {boolean} [restart] a "start over" button (default: true)
 * @property {boolean} [copy] a copy-link button (default: true)
 * @property {(r: ReplayResult, info: RulesInfo) => void} onState the player has a new state (with
 *   the engine's `rules` answer for its rules): redraw, update the URL
 *
 * @typedef {Object} ScenarioPanel
 * @property {HTMLElement} top notices: what the engine refused, rules that came from a link
 * @property {HTMLElement} node the board, the choices, the buttons and the live region
 * @property {(r: ReplayResult) => Promise<void>} draw paint a state (the widget calls it from its
 *   own draw); the board may wait for the engine's view of it (`seenBy`)
 * @property {(r: ReplayResult) => Promise<ReplayResult>} seen the state as the board shows it
 * @property {(pending: Promise<ReplayResult | null>, said: string | ((r: ReplayResult) => string)) => Promise<void>} show
 *   show the answer to a request of the player (unless a newer one made it stale), then say `said`
 * @property {(fn: () => Promise<void> | void) => Promise<void>} run an engine round trip of the widget
 * @property {(err: unknown, lead?: string) => void} refuse show what the engine refused
 * @property {(refused: EngineErrorJson, lead?: string) => void} stopped a replay stopped before a refused action
 * @property {(first: ReplayResult, linkError: unknown) => void} opened say what became of a link:
 *   refused (the plain state is shown), or opened only as far as the rules allow
 * @property {() => void} clear hide the notice
 * @property {(text: string) => void} announce say something in the live region
 * @property {() => boolean} busy whether a round trip is running
 */

const DEFAULT_PARTS = /** @type {Part[]} */ (["vira", "seats", "rounds", "result", "history"]);
/** Meanings of the choices that put a card on the table. */
const CARD_MEANINGS = new Set(["play", "cover", "blind-play"]);

/**
 * The card plays among the legal choices (the engine's `meaning`), or all of them when `all` or
 * when there is no card to play now (a raise waits for an answer).
 * @param {import("./hand-model.js").HandModel} m @param {boolean} [all]
 */
export function cardChoices(m, all = false) {
  const cards = m.choices.filter((c) => CARD_MEANINGS.has(c.meaning));
  return all || cards.length === 0 ? m.choices : cards;
}

/**
 * @param {import("./types.js").WidgetContext} ctx @param {ScenarioPlayer} player
 * @param {PanelOptions} options
 * @returns {ScenarioPanel}
 */
export function scenarioPanel(ctx, player, {
  parts = DEFAULT_PARTS, seenBy, onState, choices: offered, restart = true, copy = true,
}) {
  const { t } = ctx;
  const ui = panelLayout(ctx, { restart, copy }, { undo: () => move("undo"), restart: () => move("restart") });

  let running = 0;
  /** @param {string} text */
  const announce = (text) => {
    ui.live.textContent = text;
  };
  const players = () => (player.result ? player.result.players : 2);
  /** @type {WeakMap<ReplayResult, Promise<ReplayResult>>} */
  const views = new WeakMap();
  /**
   * The seat whose view the board shows: `seenBy`'s, else in a blind hand the seat to act (nobody
   * sees a card there, not even its owner). @param {ReplayResult} r
   */
  function boardSeat(r) {
    const seat = seenBy ? seenBy(r) : null;
    if (seat !== null && seat !== undefined) return seat;
    return r.blind && r.to_act !== null ? r.to_act : null;
  }

  /** The state as the board shows it: the engine's view for the board's seat. @param {ReplayResult} r */
  function seen(r) {
    const seat = boardSeat(r);
    if (seat === null || seat === undefined) return Promise.resolve(r);
    let pending = views.get(r);
    if (!pending) {
      pending = /** @type {Promise<ReplayResult>} */ (ctx.ask("replay", { code: r.code, viewer: seat }));
      views.set(r, pending);
    }
    return pending;
  }

  /** @param {unknown} err @param {string} [lead] */
  const refused = (err, lead) => refuse(ctx, ui, players(), err, lead);
  /** @param {EngineErrorJson} what @param {string} [lead] */
  const stoppedAt = (what, lead) => stopped(ctx, ui, players(), what, lead);

  /** @param {ReplayResult} first @param {unknown} linkError */
  function opened(first, linkError) {
    if (linkError) refused(linkError, t("scenario.link-error"));
    else if (first.refused) stoppedAt(first.refused, t("scenario.link-stopped"));
  }

  const op = operations(ctx, (err) => {
    refused(err);
    announce(errorText(err, t, { players: players(), has: hasString }).text);
  });

  /** @param {() => Promise<void> | void} fn */
  async function run(fn) {
    const focused = ctx.root.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
    running += 1;
    for (const b of ui.choiceList.querySelectorAll("button")) b.disabled = true;
    try {
      await op(fn)();
    } finally {
      running -= 1;
      if (running === 0) {
        for (const b of ui.choiceList.querySelectorAll("button")) b.disabled = false;
        restoreFocus(ctx, ui, focused);
      }
    }
  }

  /**
   * @param {Promise<ReplayResult | null>} pending
   * @param {string | ((r: ReplayResult) => string)} said
   */
  async function show(pending, said) {
    const r = await pending;
    if (!r) return; // a newer request made this answer stale
    const info = await rulesInfo(ctx.ask, /** @type {import("./protocol.js").RulesSpec} */ (r.scenario.rules));
    if (r !== player.result) return;
    clear(ui);
    if (r.refused) stoppedAt(r.refused);
    onState(r, info);
    // the board of a seat's view is drawn once that view is in: the move is over only then
    // (an undo or a restart too, whose sentence does not need the view)
    const view = await seen(r);
    announce(typeof said === "function" ? said(view) : said);
  }

  /** @param {"act" | "undo" | "restart"} how @param {string} [action] */
  function move(how, action = "") {
    if (running || !player.result) return Promise.resolve();
    if (how === "act") return run(() => show(player.act(action), (r) => moveSentence(handModel(r), t)));
    return run(() => show(how === "undo" ? player.undo() : player.restart(),
      t(how === "undo" ? "scenario.undone" : "scenario.restarted")));
  }

  const how = { offered, act: (/** @type {string} */ action) => move("act", action) };

  /** @param {ReplayResult} r */
  async function draw(r) {
    const seat = boardSeat(r);
    if (seat === null || seat === undefined) {
      drawChoices(ctx, ui, r, r, how);
      paint(ctx, ui, r, parts);
      return;
    }
    const own = seat === r.to_act; // the seat's own choices, once its view is in
    if (!own) drawChoices(ctx, ui, r, r, how);
    const view = await seen(r);
    if (r !== player.result) return;
    paint(ctx, ui, view, parts);
    if (own) drawChoices(ctx, ui, r, view, how);
  }

  return {
    top: ui.top, node: ui.node, draw, seen, show, run, refuse: refused, stopped: stoppedAt, opened, clear: () => clear(ui), announce,
    busy: () => running > 0,
  };
}
