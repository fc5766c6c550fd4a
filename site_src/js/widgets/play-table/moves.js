// @ts-check
// play-table's transitions: each is a function of the table (its state, its nodes), asks the
// engine through the match's session and draws the new state (show.js: the bots' moves shown one
// by one). The reader's moves, new matches and the settings that start one.

import { prerendered } from "../../kit/page.js";
import { presetOf, requestKey } from "../../kit/protocol.js";
import { isEngineDown } from "../../kit/words.js";
import { TableCoach } from "./coach.js";
import { addLog, announce, render, setBusy, showMessage, syncSettings } from "./render.js";
import { keptMatch, pageHref } from "./saved.js";
import { GameSession } from "./session.js";
import { show } from "./show.js";
import { inProgress, newGameRequest, setLinkCode, settingsOf, visit } from "./state.js";

/**
 * @typedef {import("./coaching.js").TableControl & {fast: boolean}} Table
 * @typedef {import("./state.js").GameState} GameState
 * @typedef {import("./state.js").Table} TableSettings
 */

/** The match's session (one is open once the table has started). */
function session() {
  if (!visit.kept) throw new Error("no match is open");
  return visit.kept.session;
}

/** The engine refused something: say why in its words (or start again if the match is gone). @param {Table} w @param {unknown} err */
export function refused(w, err) {
  const code = err && typeof err === "object" ? /** @type {any} */ (err).code : "";
  // over-budget: the engine restarted and the match is too long to replay within one call's
  // work (game_resume; the coach's own requests report their failures themselves)
  if (code === "bad-token" || code === "unknown-game" || code === "over-budget") {
    showMessage(w, w.ctx.t("play-table.game-lost"));
    startMatch(w, settingsOf(w.s.game, w.ctx), { keepMessage: true });
    return;
  }
  const text = w.reason(err);
  showMessage(w, text);
  announce(w, text);
}

/** Run an engine round trip (one at a time); the table is drawn again afterwards. @param {Table} w @param {() => Promise<void>} task */
export function perform(w, task) {
  if (w.s.busy) return;
  setBusy(w, true);
  w.run(async () => {
    try {
      await task();
    } finally {
      setBusy(w, false);
      if (w.s.game && w.root.isConnected) render(w);
    }
  })().then(() => flushDeferred(w));
}

/** A change of settings or preset that came while the bots were moving. @param {Table} w */
export function flushDeferred(w) {
  if (!w.s.deferred || !w.root.isConnected) return;
  const change = w.s.deferred;
  w.s.deferred = null;
  requestNewMatch(w, change);
}

/** The engine told the session it reopened the match (after an engine restart). @param {Table} w @param {string} why */
export function onReopen(w, why) {
  if (why !== "restart" || !w.root.isConnected) return;
  addLog(w, w.ctx.t("play-table.log.reopened"));
  announce(w, w.ctx.t("play-table.log.reopened"));
}

/**
 * Start a match (a new deal, or the position of a link) and show it.
 * @param {Table} w @param {TableSettings} target
 * @param {{code?: string | null, seed?: number | null, intro?: string[], hand?: number}} [options]
 *   hand: the match's hand number at the position of `code` (a link says it; its code does not)
 */
export async function newMatch(w, target, { code = null, seed = null, intro = [], hand = 1 } = {}) {
  const { t } = w.ctx;
  const request = newGameRequest({ preset: target.rules, players: target.players, opponents: target.opponents, seed, code });
  const handBase = code ? hand - 1 : 0;
  const fresh = openSession(w, handBase);
  // an answer the page carried (computed when the site was built) names no game of this worker
  const first = await fresh.start(request.args, { live: !prerendered(requestKey(request.op, request.args)).found });
  await begin(w, fresh, first, handBase, [...intro, t(code ? "play-table.log.opened" : "play-table.log.new-match")]);
}

/**
 * Reopen the match a reload found kept (saved.js), with every event of it in the log.
 * @param {Table} w @param {import("./saved.js").KeptMatch} kept
 */
export async function resumeMatch(w, kept) {
  const again = openSession(w, kept.handBase);
  const first = await again.resume(kept.token);
  await begin(w, again, first, kept.handBase, [w.ctx.t("play-table.log.reloaded")]);
}

/** A match's session, each state of it kept across a reload. @param {Table} w @param {number} handBase */
function openSession(w, handBase) {
  const saved = keptMatch(location.pathname);
  return new GameSession(w.ctx.ask, {
    onReopen: (_s, why) => onReopen(w, why),
    onKeep: (state) => saved.save(state, pageHref(location.href), handBase),
  });
}

/**
 * The table takes a match's session and shows its first state.
 * @param {Table} w @param {GameSession} fresh @param {GameState} first @param {number} handBase @param {string[]} intro
 */
async function begin(w, fresh, first, handBase, intro) {
  visit.kept = { session: fresh, lines: [], coach: new TableCoach((op, args) => fresh.call(op, args)), handBase };
  w.s.lines = visit.kept.lines;
  w.ui.log.replaceChildren();
  w.s.coverMode = false;
  w.s.game = null;
  // the settings fold once this match is under way, even if the last one was (a new match whose
  // bots play first is under way at its first drawing)
  w.s.wasInProgress = false;
  await show(w, first, { intro });
  syncSettings(w);
}

/** @param {Table} w @param {string} action */
export function doAction(w, action) {
  const state = w.s.game;
  if (w.s.busy || !state) return;
  const legal = state.match.next === "play" && state.observation.choices.some((c) => c.action === action);
  if (!legal) {
    perform(w, () => explainRefusal(w, action));
    return;
  }
  w.s.coverMode = false;
  showMessage(w, "");
  // the reader's first move of a match folds the settings away, before anything is drawn
  if (!w.s.wasInProgress) w.ui.setup.open = false;
  perform(w, async () => {
    await show(w, await session().act(action));
  });
}

/** Why an action is not possible now, in the engine's words (it checks the real hand). @param {Table} w @param {string} action */
async function explainRefusal(w, action) {
  const state = w.s.game;
  const { t } = w.ctx;
  if (!state) return;
  let text;
  if (state.match.next !== "play") {
    text = t(state.match.next === "over" ? "play-table.refuse.match-over" : "play-table.refuse.hand-over");
  } else {
    try {
      await session().check(action);
      text = t("play-table.refuse.other");
    } catch (err) {
      if (isEngineDown(err)) throw err;
      text = w.reason(err);
    }
  }
  showMessage(w, text);
  announce(w, text);
}

/** @param {Table} w @param {number} index */
export function pick(w, index) {
  if (w.s.busy || !w.s.game) return;
  const found = w.ui.hand.querySelectorAll("[data-role=card]")[index];
  if (!(found instanceof HTMLElement) || !found.dataset.action) {
    const text = w.ctx.t("play-table.refuse.no-card", { n: index + 1 });
    announce(w, text);
    showMessage(w, text);
    return;
  }
  doAction(w, found.dataset.action);
}

/** @param {Table} w */
export function toggleCover(w) {
  const { s } = w;
  if (s.busy || !s.game || !s.info) return;
  const obs = s.game.observation;
  if (!s.coverMode && !obs.choices.some((c) => c.meaning === "cover")) {
    // the engine says why not (too early, a blind hand, not your turn...)
    const own = obs.hands[/** @type {number} */ (obs.viewer)];
    const card = own && own.length ? own[0] : s.info.deck[0];
    perform(w, () => explainRefusal(w, `cover ${card}`));
    return;
  }
  s.coverMode = !s.coverMode;
  showMessage(w, "");
  render(w);
  announce(w, w.ctx.t(s.coverMode ? "play-table.cover-on-said" : "play-table.cover-off-said"));
}

/** @param {Table} w */
export function nextHand(w) {
  const state = w.s.game;
  if (w.s.busy || !state) return;
  if (state.match.next === "over") {
    rematch(w);
    return;
  }
  if (state.match.next !== "deal") {
    announce(w, w.ctx.t("play-table.refuse.not-over"));
    return;
  }
  showMessage(w, "");
  perform(w, async () => {
    await show(w, await session().next());
  });
}

/** @param {Table} w */
export function rematch(w) {
  requestNewMatch(w, {}, { rematch: true });
}

/** @param {Table} w @param {Partial<TableSettings>} change @param {{rematch?: boolean}} [options] */
export function requestNewMatch(w, change, { rematch = false } = {}) {
  const { s, ui } = w;
  const { t } = w.ctx;
  if (s.busy) {
    if (!rematch) s.deferred = { ...(s.deferred || {}), ...change };
    return;
  }
  const target = { ...settingsOf(s.game, w.ctx), ...change };
  const state = s.game;
  if (!rematch && state && inProgress(state)) {
    s.confirmTarget = target;
    const changes = [];
    if (target.rules !== presetOf(state.observation.rules)) changes.push(t("play-table.confirm.rules", { preset: t(`preset.${target.rules}`) }));
    if (target.players !== state.match.players) changes.push(t(`play-table.mode.${target.players}`));
    if (target.opponents !== state.bots["1"]) changes.push(t("play-table.confirm.opponents", { name: t(`play-table.bot.${target.opponents}.name`) }));
    ui.confirmText.textContent = t("play-table.confirm.text", {
      what: changes.length ? changes.join(", ") : t("play-table.confirm.same"),
      a: state.match.score[0], b: state.match.score[1],
    });
    ui.confirmBox.hidden = false;
    announce(w, ui.confirmText.textContent);
    ui.yesButton.focus();
    return;
  }
  startMatch(w, target);
}

/** @param {Table} w @param {TableSettings} target @param {{keepMessage?: boolean}} [options] */
export function startMatch(w, target, { keepMessage = false } = {}) {
  w.ui.confirmBox.hidden = true;
  w.s.confirmTarget = null;
  if (!keepMessage) showMessage(w, "");
  setLinkCode(null);
  perform(w, () => newMatch(w, target));
}

/** @param {Table} w */
export function confirmNo(w) {
  w.ui.confirmBox.hidden = true;
  w.s.confirmTarget = null;
  syncSettings(w);
  render(w);
  announce(w, w.ctx.t("play-table.confirm.kept"));
  w.ui.game.focus({ preventScroll: true });
}

/**
 * The reader chose again the rules the match is played with (after choosing others in the
 * header): nothing to start. The question about a new match with the other rules is withdrawn,
 * a change kept for later forgets the rules, and the note about the next match goes.
 * @param {Table} w
 */
export function backToTheMatchRules(w) {
  const { s, ui } = w;
  if (s.deferred) {
    const { rules: _rules, ...rest } = s.deferred;
    s.deferred = Object.keys(rest).length ? rest : null;
  }
  const asking = !ui.confirmBox.hidden;
  ui.confirmBox.hidden = true;
  s.confirmTarget = null;
  syncSettings(w);
  if (!s.busy) render(w);
  if (asking) announce(w, w.ctx.t("play-table.confirm.kept"));
}
