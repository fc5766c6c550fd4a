// @ts-check
// analysis's transitions: show a step (its board at once, then the coach's values; answers a
// later step made stale are dropped), open a line (a link, a pasted code, the example), go back
// to the link's line, sample more deals, try another move, show every hand.

import { clampStep, codeFromInput, stepRequests, viewRequests } from "./line.js";
import { MORE_WORLDS } from "./requests.js";
import { announce, draw, showNotice, spoken } from "./render.js";
import { askOnce, builtIn, endKey, movesOf } from "./state.js";
import { viewerOf } from "./words.js";

/**
 * @typedef {import("./state.js").AnalysisWidget} AnalysisWidget
 * @typedef {import("./state.js").ReplayResult} ReplayResult
 * @typedef {import("./state.js").Analysis} Analysis
 * @typedef {import("./state.js").ScenarioJson} ScenarioJson
 * @typedef {import("./state.js").Request} Request
 */

/**
 * Show the position after `target` moves of the line: its board at once, then the coach's values.
 * Answers that a later step made stale are dropped.
 * @param {AnalysisWidget} w @param {number} target @param {{worlds?: number, say?: boolean}} [options]
 */
async function show(w, target, { worlds, say = true } = {}) {
  const { s, ctx } = w;
  const mine = ++s.generation;
  const next = clampStep(target, movesOf(s.line));
  const requests = stepRequests(s.line, next, undefined, worlds);
  const replay = /** @type {ReplayResult} */ (await askOnce(s, ctx, requests.replay));
  if (mine !== s.generation) return;
  if (next === movesOf(s.line)) s.ends.set(endKey(s), replay);
  const views = await seatViews(w, s.line, next, replay);
  if (mine !== s.generation) return;
  s.step = next;
  s.shown = { replay, ...views, analysis: null, live: false, worlds };
  draw(w);
  const analyse = stepRequests(s.line, next, replay, worlds).analyse;
  if (analyse) {
    const analysis = /** @type {Analysis} */ (await askOnce(s, ctx, analyse));
    if (mine !== s.generation) return;
    s.shown = { replay, ...views, analysis, live: !builtIn(analyse), worlds };
    draw(w);
  }
  if (say) announce(w, spoken(w));
}

/**
 * The position and the line as the page shows them: the seat's views, or the replay itself
 * (every card) with "show all".
 * @param {AnalysisWidget} w @param {ScenarioJson} of @param {number} at @param {ReplayResult} replay
 * @returns {Promise<{board: ReplayResult, line: ReplayResult | null}>}
 */
async function seatViews(w, of, at, replay) {
  const views = viewRequests(of, at, viewerOf(replay), w.s.showAll);
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
  await show(w, clampStep(at, movesOf(s.line)), { say });
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
  s.showAll = on;
  ctx.url.set({ open: s.showAll ? "1" : null });
  w.run(async () => {
    if (s.shown) s.shown = { ...s.shown, ...(await seatViews(w, s.line, s.step, s.shown.replay)) };
    draw(w);
    announce(w, ctx.t(s.showAll ? "analysis.show-all-on" : "analysis.show-all-off"));
  })();
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
