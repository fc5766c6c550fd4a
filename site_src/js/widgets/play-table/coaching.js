// @ts-check
// play-table's coach at the table: a hint on request (H, or the Hint button) with the engine's
// value of each choice, a review of each finished hand in the background, and the analysis page
// opened at a decision. A hint that comes back after the position changed is dropped.

import { bestText, shortMethod } from "../../kit/coach.js";
import { reviewSummaryText } from "../../kit/coach-review.js";
import { el } from "../../kit/dom.js";
import { isEngineDown } from "../../kit/words.js";
import { announce, redrawCoach, showMessage } from "./render.js";
import { analysisHref, hintsOn, myTurn, visit } from "./state.js";

/**
 * @typedef {import("./render.js").TableWidget & {reason: (err: unknown) => string,
 *   run: (fn: () => Promise<void>) => () => Promise<void>}} TableControl
 */

/** What the live region says when a hint arrives. @param {TableControl} w @param {import("../../kit/protocol.js").Analysis} analysis */
function hintSaid(w, analysis) {
  const { t, lang } = w.ctx;
  return `${bestText(analysis, t, lang)} ${shortMethod(analysis, t, lang)}.`;
}

/** Ask the coach for the values of the reader's choices here (H, or the Hint button). @param {TableControl} w */
export function askHint(w) {
  const { s, ctx, root } = w;
  const { t } = ctx;
  const kept = visit.kept;
  if (!s.game || !kept) return;
  if (!hintsOn()) {
    announce(w, t("play-table.coach.hints-are-off"));
    return;
  }
  if (!myTurn(s.game)) {
    announce(w, t("play-table.coach.not-your-turn"));
    return;
  }
  const position = s.game.position;
  if (s.hint && s.hint.position === position) {
    announce(w, hintSaid(w, s.hint.analysis));
    return;
  }
  s.hintNote = { position, text: t("play-table.coach.thinking") };
  redrawCoach(w);
  announce(w, s.hintNote.text);
  kept.coach.hint(position, () => (s.game ? s.game.position : null)).then((analysis) => {
    if (!analysis || !s.game || s.game.position !== position || !root.isConnected) return; // the game moved on
    s.hint = { position, analysis, live: true };
    s.hintNote = null;
    redrawCoach(w);
    announce(w, hintSaid(w, analysis));
  }, (err) => {
    if (isEngineDown(err) && err && typeof (/** @type {any} */ (err)).code === "string" && (/** @type {any} */ (err)).code !== "timeout") {
      ctx.fail(err);
      return;
    }
    if (!s.game || s.game.position !== position) return;
    s.hintNote = { position, text: t("play-table.coach.failed", { why: w.reason(err) }) };
    redrawCoach(w);
    announce(w, s.hintNote.text);
  });
}

/** Once a hand is over: its review (and, at the end of the match, every hand's), in the background. @param {TableControl} w */
export function reviewFinished(w) {
  const { s, ctx } = w;
  const { t } = ctx;
  const state = s.game;
  const kept = visit.kept;
  if (!state || !kept || state.match.next === "play") return;
  const hands = state.match.next === "over" ? state.match.hands : 0;
  const current = state.match.hands - 1;
  const mine = kept.coach;
  const position = state.position;
  const same = () => visit.kept && visit.kept.coach === mine && s.game && s.game.position === position;
  const asked = [mine.review(current), ...(hands ? [mine.all(hands)] : [])];
  Promise.all(asked).then(() => {
    if (!same()) return;
    redrawCoach(w);
    const done = mine.done.get(current);
    if (done) announce(w, `${t("play-table.coach.review-title", { n: current + 1 + kept.handBase })}: ${reviewSummaryText(done, t, ctx.lang)}`);
  }, (err) => {
    if (!same()) return;
    if (isEngineDown(err) && (!err || (/** @type {any} */ (err)).code !== "timeout")) return; // the engine banner says it
    showMessage(w, t("play-table.coach.failed", { why: w.reason(err) }));
  });
}

/**
 * Open a decision (a finished hand's number and a step in it) or, with nulls, the position on the
 * table in the analysis page. Its code names every card dealt: it is asked of the engine only now.
 * @param {TableControl} w @param {number | null} handNumber @param {number | null} step
 */
export function openAnalysis(w, handNumber, step) {
  const kept = visit.kept;
  if (!kept) return;
  w.run(async () => {
    const { code } = await kept.session.call("game_code", handNumber === null ? {} : { hand: handNumber });
    follow(w.root, analysisHref(location.href, code, step));
  })();
}

/** Go to a page of the site as a link would (Material's instant navigation keeps the match). @param {HTMLElement} root @param {string} href */
function follow(root, href) {
  const a = el("a", "truco-play-table__sr", "");
  a.href = href;
  root.append(a);
  a.click();
  a.remove();
}
