// @ts-check
// play-table: the training game. The reader (seat 0) plays a match against bots, heads-up or in
// pairs with a bot partner, with the mouse or the keyboard alone.
//
//   <div data-widget="play-table"></div>
//   links: ?s=<scenario code> opens that exact position (with ?play-table.hand=3, as hand 3 of
//          the match: a copied link says it); ?play-table.seed=7 fixes the deal;
//          ?play-table.fast=1 shows the bots' moves without pauses (else the reader's bot speed:
//          instant, normal or slow, remembered); ?play-table.players=4 and
//          ?play-table.opponents=random|heuristic|search choose the table.
//
// The coach: on the reader's turn a hint (key H, or the Hint button; it can be switched off in
// the settings, and the choice is remembered) shows the engine's value for each choice; after
// each hand a review grades every decision the reader made; at the end of the match a summary
// gives the share of best moves, the points given away per decision and the costliest decisions,
// each with a button that reopens its position in the analysis page. The coach never holds up the
// game: it runs on request or once a hand is over, and a hint that comes back after the position
// changed is dropped (play-table/coach.js).
//
// JavaScript decides no rule here: what the reader may do is the observation's `choices`, what
// happened is the engine's events (each step says what it meant), every ruling is the engine's.
// The match lives in the engine worker's memory; the page keeps its token and reopens it where it
// was after an engine restart, and after a reload (saved.js: in the tab's storage, where the
// engine allows it; not during a blind iron hand, and then the reloaded page says why). Modules (widgets/play-table/): state.js (the table's state, links,
// requests), render.js (the table drawn from the state), moves.js (the transitions: moves, new
// matches, settings), coaching.js (hints, reviews, the analysis page), events.js (the keyboard),
// words.js (wording), session.js (the game's requests), playback.js and show.js (the bots' moves
// one by one), view.js and board.js (the table's parts drawn), layout.js (the page parts),
// saved.js (the match kept across a reload), coach.js and coach-view.js.

import { el, store, uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString } from "../kit/page.js";
import { sameRules } from "../kit/protocol.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { askHint, openAnalysis } from "./play-table/coaching.js";
import { bindKeys } from "./play-table/events.js";
import { buildLayout } from "./play-table/layout.js";
import {
  backToTheMatchRules, confirmNo, doAction, flushDeferred, newMatch, nextHand, onReopen, pick, rematch, refused, requestNewMatch,
  resumeMatch, startMatch, toggleCover,
} from "./play-table/moves.js";
import { keptMatch, pageHref, refusedText } from "./play-table/saved.js";
import { show } from "./play-table/show.js";
import {
  announce, appendLog, describeStrength, render, setBusy, setColours, showMessage, syncSettings,
} from "./play-table/render.js";
import {
  createTableState, HAND_PARAM, inProgress, initialRequests, linkHand, setLinkCode, settingsOf, speedOf, STORE, visit, wanted,
} from "./play-table/state.js";

export { analysisHref, initialRequests, newGameRequest } from "./play-table/state.js";

/**
 * After an engine restart the worker no longer holds the match: the next request reopens it
 * (once per visit: the match outlives the page's widgets).
 * @param {import("../kit/types.js").WidgetContext} ctx
 */
function listenForRestarts(ctx) {
  if (visit.listening) return;
  visit.listening = true;
  ctx.onRestart(() => {
    if (visit.kept) visit.kept.session.lost();
    ctx.needData("ladder").catch(() => {}); // a new worker: the coach's solution again
  });
}

/**
 * While the first match is awaited (on a first visit, the engine's download and start): where the
 * felt goes, what is being waited for and for how long; the buttons that need the engine are
 * disabled. Returns the function that ends it (the table is drawn over it).
 * @param {import("./play-table/moves.js").Table} w
 */
function showLoading(w) {
  const { t } = w.ctx;
  const box = el("div", "truco-play-table__loading");
  box.dataset.role = "loading";
  box.setAttribute("role", "status");
  const what = el("p", "truco-play-table__loading-what");
  const bar = el("progress", "truco-play-table__loading-bar");
  bar.setAttribute("aria-label", t("engine.loading"));
  const seconds = el("span", "truco-play-table__loading-time", t("play-table.loading.elapsed", { n: 0 }));
  seconds.dataset.role = "loading-time";
  const first = el("p", "truco-play-table__loading-note", t("play-table.loading.first"));
  box.append(what, bar, " ", seconds, first);
  const engineUp = () => document.documentElement.dataset.engine === "ready";
  const say = () => {
    what.textContent = t(engineUp() ? "play-table.loading.dealing" : "engine.loading");
    first.hidden = engineUp();
  };
  say();
  w.ui.felt.replaceChildren(box);
  const buttons = [...w.ui.linkButtons.querySelectorAll("button"), w.ui.newButton];
  for (const b of buttons) b.disabled = true;
  const since = Date.now();
  const timer = setInterval(() => {
    seconds.textContent = t("play-table.loading.elapsed", { n: Math.round((Date.now() - since) / 1000) });
    say();
  }, 1000);
  return () => {
    clearInterval(timer);
    box.remove();
    for (const b of buttons) b.disabled = false;
  };
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  // the heads-up coach plays the solved hand with the ladder: its table, before any bot moves
  ctx.needData("ladder").catch(() => {});
  // a link's fast=1, or a system that asks for less motion while the reader chose no speed
  const fast = ctx.url.get("fast") === "1" || (store.get(STORE.speed) === null
    && typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
  const s = createTableState();

  /** The table: its context, nodes, state and handlers (filled in below, before any event). */
  const w = /** @type {import("./play-table/moves.js").Table} */ ({
    root, ctx, s, fast,
    ids: {
      summary: uniqueId("truco-play-table-summary"), hint: uniqueId("truco-play-table-hint"),
      review: uniqueId("truco-play-table-review"), matchReview: uniqueId("truco-play-table-match-review"),
    },
    /** @param {unknown} err */
    reason: (err) => errorText(err, t, { players: s.game ? s.game.observation.players : 2, has: hasString }).text,
  });
  w.run = operations(ctx, (err) => refused(w, err));
  w.on = {
    choose: (action) => doAction(w, action),
    cover: () => toggleCover(w),
    next: () => nextHand(w),
    rematch: () => rematch(w),
    pick: (index) => pick(w, index),
    hint: () => askHint(w),
    openAnalysis: (hand, step) => openAnalysis(w, hand, step),
  };

  // --- settings -------------------------------------------------------------------------------
  w.ui = buildLayout(ctx, {
    newMatch: () => requestNewMatch(w, {}),
    confirmYes: () => s.confirmTarget && startMatch(w, s.confirmTarget),
    confirmNo: () => confirmNo(w),
    mode: (value) => {
      store.set(STORE.players, value);
      requestNewMatch(w, { players: Number(value) });
    },
    strength: (value) => {
      store.set(STORE.opponents, value);
      describeStrength(w, value);
      requestNewMatch(w, { opponents: value });
    },
    colours: (on) => {
      setColours(w, on);
      store.set(STORE.colours, on ? "1" : "0");
      announce(w, t(on ? "play-table.four-colour-on" : "play-table.four-colour-off"));
    },
    hints: (on) => {
      store.set(STORE.hints, on ? "1" : "0");
      if (!on) {
        s.hint = null;
        s.hintNote = null;
      }
      if (s.game) render(w);
      announce(w, t(on ? "play-table.coach.hints-on" : "play-table.coach.hints-off"));
    },
    speed: (value) => {
      store.set(STORE.speed, value);
      announce(w, `${t("play-table.speed")}: ${t(`play-table.speed.${value}`)}`);
    },
    openPosition: () => openAnalysis(w, null, null),
    // the position code names every card dealt: asked of the engine only when the reader copies
    positionHref: async () => {
      if (!visit.kept) throw new Error("no match is open");
      const { code } = await visit.kept.session.code();
      const url = new URL(location.href);
      url.searchParams.set("s", code);
      // the code does not count the match's hands: the link says which hand this is
      const hand = s.game && s.names ? s.names.hand(s.game.match.hands) : 1;
      if (hand > 1) url.searchParams.set(HAND_PARAM, String(hand));
      else url.searchParams.delete(HAND_PARAM);
      url.hash = "";
      return url.href;
    },
    onCopied: (text) => {
      announce(w, text);
      showMessage(w, "");
    },
    onCopyError: (err) => (isEngineDown(err) ? ctx.fail(err) : refused(w, err)),
  });
  const { ui } = w;
  root.replaceChildren(ui.box);
  const stopLoading = showLoading(w);

  ctx.onPresetChange(() => {
    if (!s.game) return;
    if (!inProgress(s.game)) startMatch(w, { ...settingsOf(s.game, ctx), rules: ctx.rules });
    else if (sameRules(s.game.observation.rules, ctx.rules)) backToTheMatchRules(w);
    else requestNewMatch(w, { rules: ctx.rules });
  });

  bindKeys(root, w.on, {
    confirming: () => (ui.confirmBox.hidden ? null : ui.confirmText.textContent || ""),
    busy: () => s.busy,
    announce: (text) => announce(w, text),
  });

  // --- the first state ----------------------------------------------------------------------
  const want = wanted(ctx.url);
  setColours(w, store.get(STORE.colours) === "1");
  ui.hintBox.checked = store.get(STORE.hints) !== "0";
  ui.speed.value = speedOf();
  ui.setup.open = false; // its summary names the table; the game comes first
  ui.mode.value = String(want.players);
  ui.strength.value = want.opponents;
  describeStrength(w, want.opponents);
  setBusy(w, true);
  listenForRestarts(ctx); // without it, a lost match is still reopened (unknown-game)
  const code = new URLSearchParams(location.search).get("s");
  for (const request of initialRequests({ preset: ctx.preset, params: code ? { s: code } : {} })) {
    rulesInfo(ctx.ask, request.args.rules).catch(() => {}); // asked again (cached) once the match is open
  }
  const seedText = ctx.url.get("seed");
  const seed = seedText !== null && /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
  const target = { players: want.players, opponents: want.opponents, rules: ctx.rules };
  let started = false;
  // a reload: the match kept at this very address (saved.js), unless the worker still holds one
  const saved = visit.kept ? null : keptMatch(location.pathname);
  const found = saved ? saved.load(pageHref(location.href)) : null;
  /** @type {string | null} why the match of before the reload could not be kept */
  let notKept = null;
  if (found && "token" in found) {
    try {
      await resumeMatch(w, found);
      started = true;
      if (s.game && !sameRules(s.game.observation.rules, ctx.rules)) s.deferred = { rules: ctx.rules };
    } catch (err) {
      if (isEngineDown(err)) throw err;
      notKept = t("play-table.reload.lost");
    }
  } else if (found && "refused" in found) notKept = t(refusedText(found.refused));
  if (notKept !== null) setLinkCode(null);
  const asked = !started && notKept === null; // else reopened, or a new match below
  if (asked && code !== null) {
    try {
      await newMatch(w, target, { code, seed, hand: linkHand(ctx.url.get("hand")) });
      started = true;
    } catch (err) {
      if (isEngineDown(err)) throw err;
      const why = w.reason(err);
      showMessage(w, t("play-table.link.bad", { why }));
      setLinkCode(null);
      await newMatch(w, target, { seed, intro: [t("play-table.link.bad", { why })] });
      started = true;
    }
  } else if (asked && visit.kept && seed === null && ctx.url.get("players") === null && ctx.url.get("opponents") === null) {
    // back on the page (instant navigation): the worker still holds the match; a link that asks
    // for a seed or a table starts a new one instead
    const { session: again } = visit.kept;
    s.lines = visit.kept.lines;
    for (const text of s.lines) appendLog(w, text);
    again.onReopen = (_state, why) => onReopen(w, why);
    try {
      const resumed = await again.state();
      await show(w, resumed, { intro: [t("play-table.log.resumed")] });
      syncSettings(w);
      started = true;
      if (s.game && !sameRules(s.game.observation.rules, ctx.rules)) s.deferred = { rules: ctx.rules };
    } catch (err) {
      if (isEngineDown(err)) throw err;
      visit.kept = null;
      s.lines = [];
      ui.log.replaceChildren();
    }
  }
  if (!started) await newMatch(w, target, { seed: notKept === null ? seed : null, intro: notKept === null ? [] : [notKept] });
  if (notKept !== null) showMessage(w, notKept);
  stopLoading();
  setBusy(w, false);
  render(w);
  ctx.ready();
  flushDeferred(w);
}
