// @ts-check
// analysis's transitions: show a step (its board at once, then the coach's values; answers a
// later step made stale are dropped), open a line (a link, a pasted code, the example), go back
// to the link's line, sample more deals, try another move, show every hand.

import { clampStep, codeFromInput, reviewRequest, stepRequests, viewRequests } from "./line.js";
import { MORE_WORLDS } from "./requests.js";
import { announce, draw, drawReview, showNotice, spoken } from "./render.js";
import { askOnce, builtIn, endKey, judged, movesOf } from "./state.js";
import { viewerOf } from "./words.js";

/**
 * @typedef {import("./state.js").AnalysisWidget} AnalysisWidget
 * @typedef {import("./state.js").ReplayResult} ReplayResult
 * @typedef {import("./state.js").Analysis} Analysis
 * @typedef {import("./state.js").ScenarioJson} ScenarioJson
 * @typedef {import("./state.js").Request} Request
 */

/**
 * Show the position after `target` moves of the line: its board at once, then the coach's values
 * (unless the seat to act is another's whose cards are hidden), then the line judged from the
 * seat. Answers that a later step made stale are dropped. `pickSeat`: a line just opened shows
 * the seat to act there, unless the reader or the link chose a seat.
 * @param {AnalysisWidget} w @param {number} target @param {{worlds?: number, say?: boolean, pickSeat?: boolean}} [options]
 */
async function show(w, target, { worlds, say = true, pickSeat = false } = {}) {
  const { s, ctx } = w;
  const mine = ++s.generation;
  const next = clampStep(target, movesOf(s.line));
  const requests = stepRequests(s.line, next, undefined, worlds);
  const replay = /** @type {ReplayResult} */ (await askOnce(s, ctx, requests.replay));
  if (mine !== s.generation) return;
  if (next === movesOf(s.line)) s.ends.set(endKey(s), replay);
  if (pickSeat && !s.seatChosen) s.seat = viewerOf(replay);
  if (s.seat >= replay.players) s.seat = viewerOf(replay);
  const views = await seatViews(w, s.line, next, replay);
  if (mine !== s.generation) return;
  s.step = next;
  const hidden = !judged(s, replay);
  s.shown = { replay, ...views, analysis: null, live: false, worlds, hidden };
  draw(w);
  loadReview(w);
  const analyse = hidden ? null : stepRequests(s.line, next, replay, worlds, s.known).analyse;
  if (analyse) {
    const analysis = /** @type {Analysis} */ (await askOnce(s, ctx, analyse));
    if (mine !== s.generation) return;
    s.shown = { replay, ...views, analysis, live: !builtIn(analyse), worlds, hidden };
    draw(w);
  }
  if (say) announce(w, spoken(w));
}

/**
 * The line judged from the seat (the graph, the grades in the move list), asked once per line,
 * seat and mode; drawn when it comes unless the reader has moved on to another line or seat.
 * @param {AnalysisWidget} w
 */
function loadReview(w) {
  const { s, ctx } = w;
  const request = reviewRequest(s.line, s.seat, s.known);
  const key = JSON.stringify(request.args);
  if (s.review && s.reviewKey === key) return;
  s.review = null;
  s.reviewKey = key;
  drawReview(w);
  w.run(async () => {
    const review = await askOnce(s, ctx, request);
    if (s.reviewKey !== key) return;
    s.review = review;
    drawReview(w);
  })();
}

/**
 * The position and the line as the page shows them: the seat's views, or the replay itself
 * (every card) with "show all".
 * @param {AnalysisWidget} w @param {ScenarioJson} of @param {number} at @param {ReplayResult} replay
 * @returns {Promise<{board: ReplayResult, line: ReplayResult | null}>}
 */
async function seatViews(w, of, at, replay) {
  const views = viewRequests(of, at, Math.min(w.s.seat, replay.players - 1), w.s.showAll);
  if (!views) return { board: replay, line: null };
  const [board, whole] = await Promise.all([askOnce(w.s, w.ctx, views.board), askOnce(w.s, w.ctx, views.moves)]);
  return { board: /** @type {ReplayResult} */ (board), line: /** @type {ReplayResult} */ (whole) };
}

/** A step the reader asked for (a button, a key, a move of the list). @param {AnalysisWidget} w @param {number} target */
export function moveTo(w, target) {
  w.s.inUrl = true;
  return w.run(() => show(w, target))();
}

/**
 * Open a line: the engine replays it as far as its moves are legal (`refused` says where it
 * stopped); the page shows it at step `at` (its end when null). A refusal of the whole line rejects.
 * @param {AnalysisWidget} w @param {Request} request
 * @param {{fromLink: boolean, at: number | null, lead?: string, say?: boolean}} options
 */
export async function openLine(w, request, { fromLink, at, lead = "", say = true }) {
  const { s, ctx } = w;
  const { t } = ctx;
  const opened = /** @type {ReplayResult} */ (await askOnce(s, ctx, request));
  s.line = opened.scenario;
  s.linked = fromLink ? s.line : null;
  s.inUrl = fromLink;
  s.ends.set(endKey(s), opened);
  s.answers.set(endKey(s), Promise.resolve(opened));
  const problems = lead ? [lead] : [];
  if (opened.refused) {
    problems.push(`${t("analysis.stopped", { n: (Number(opened.refused.index) || 0) + 1 })} ${w.reason({
      code: opened.refused.code, message: opened.refused.message, details: opened.refused })}`);
  }
  showNotice(w, problems.join(" "));
  await show(w, clampStep(at, movesOf(s.line)), { say, pickSeat: true });
}

/** Back to the line the link opened, at the step shown (the moves tried since are dropped). @param {AnalysisWidget} w */
export function reopen(w) {
  const { s } = w;
  if (!s.linked) return;
  s.line = s.linked;
  moveTo(w, Math.min(s.step, movesOf(s.line)));
}

/** A sampled analysis, again with more deals (a narrower interval). @param {AnalysisWidget} w */
export function sampleMore(w) {
  const { s } = w;
  if (!s.shown || !s.shown.analysis) return;
  w.run(() => show(w, s.step, { worlds: MORE_WORLDS }))();
}

/** Try another move at this position: the line goes on with it (the moves after it go). @param {AnalysisWidget} w @param {string} action */
export function tryMove(w, action) {
  const { s } = w;
  const actions = [...(s.line.actions || []).slice(0, s.step), action];
  s.line = { ...s.line, actions };
  moveTo(w, actions.length);
}

/** Every hand face up, or the seat's view again. @param {AnalysisWidget} w @param {boolean} on */
export function setShowAll(w, on) {
  const { s, ctx } = w;
  s.showAll = on || s.known;
  ctx.url.set({ open: s.showAll ? "1" : null });
  announce(w, ctx.t(s.showAll ? "analysis.show-all-on" : "analysis.show-all-off"));
  w.run(() => show(w, s.step, { say: false }))();
}

/**
 * The values with every card known (the post-mortem: every hand face up too), or from what the
 * seat to act knew. @param {AnalysisWidget} w @param {boolean} on
 */
export function setKnown(w, on) {
  const { s, ctx } = w;
  s.known = on;
  if (on) s.showAll = true;
  ctx.url.set({ known: on ? "1" : null, open: s.showAll ? "1" : null });
  announce(w, ctx.t(on ? "analysis.known-on" : "analysis.known-off"));
  w.run(() => show(w, s.step, { say: false }))();
}

/** The seat whose view the page shows (kept while stepping). @param {AnalysisWidget} w @param {number} seat */
export function setSeat(w, seat) {
  const { s, ctx } = w;
  s.seat = seat;
  s.seatChosen = true;
  ctx.url.set({ seat: String(seat) });
  w.run(() => show(w, s.step))();
}

/** Open what the reader pasted (a link of the site or a code). @param {AnalysisWidget} w @param {string} text */
export function openPasted(w, text) {
  const code = codeFromInput(text, location.href);
  if (code === null) {
    showNotice(w, w.ctx.t("analysis.open-empty"));
    return;
  }
  w.run(async () => {
    await openLine(w, { op: "replay", args: { code, prefix: true } }, { fromLink: true, at: null });
    w.ui.field.value = "";
  })();
}
