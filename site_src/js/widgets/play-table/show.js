// @ts-check
// play-table's new state shown: its events in the log, the bots' moves one by one on the felt with
// a pause before each (the reader's speed; none when fast), then the whole table.

import { sleep } from "../../kit/dom.js";
import { rulesInfo } from "../../kit/scenario-player.js";
import { reviewFinished } from "./coaching.js";
import { playbackFrames } from "./playback.js";
import { addLog, announce, drawHand, keepFocus, render } from "./render.js";
import { speedOf, visit } from "./state.js";
import { drawFelt, feltModel } from "./view.js";
import { eventLines, TableNames } from "./words.js";

/**
 * @typedef {import("./coaching.js").TableControl & {fast: boolean}} Table
 * @typedef {import("./state.js").GameState} GameState
 */

/** The pauses of each bot speed (ms): before a bot's move, after a finished round. */
export const PACES = /** @type {Record<string, {bot: number, round: number} | null>} */ ({
  instant: null,
  normal: { bot: 900, round: 1300 },
  slow: { bot: 1700, round: 2300 },
});

/** The pauses to show the bots' moves with (null: none): the reader's choice, unless the link
 * or the system asks for no motion. @param {Table} w */
function pace(w) {
  return w.fast ? null : PACES[speedOf()] ?? PACES.normal;
}

/**
 * Show a new state: its events in the log (the bots' moves one by one, with pauses, unless
 * fast), then the whole table. Returns false if the widget left the page meanwhile.
 * @param {Table} w @param {GameState} next @param {{intro?: string[]}} [options]
 */
export async function show(w, next, { intro = [] } = {}) {
  const { s, ui, ctx, root } = w;
  const { t } = ctx;
  const previous = s.game;
  s.info = await rulesInfo(ctx.ask, next.observation.rules);
  const names = new TableNames(t, next.observation, next.bots, visit.kept ? visit.kept.handBase : 0);
  s.names = names;
  const batch = eventLines(next.events, next, names, t);
  const seat = /** @type {number} */ (next.observation.viewer);
  s.game = next;
  for (const text of intro) addLog(w, text);
  const pauses = pace(w);
  const paced = pauses !== null && previous !== null && batch.some((l) => l.event.type === "action" && l.event.seat !== seat);
  if (!paced) {
    for (const line of batch) addLog(w, line.text);
    render(w);
    announce(w, [...intro, ...batch.map((l) => l.text), ui.prompt.textContent].join(" "));
    reviewFinished(w);
    return true;
  }
  // the felt as it was (or the new deal), then each move on it after a pause
  const dealt = batch.some((l) => l.event.type === "deal");
  const base = dealt ? next.observation : /** @type {GameState} */ (previous).observation;
  const before = dealt ? [] : feltModel(base).table;
  const saidBefore = dealt ? [] : base.history;
  /** @param {import("./playback.js").Frame} frame */
  const drawFrame = (frame) => {
    const last = frame.text && frame.said.length ? frame.said[frame.said.length - 1] : null;
    ui.felt.replaceChildren(drawFelt(t, feltModel(base, frame), names, {
      said: /** @type {import("../../kit/protocol.js").Step[]} */ ([...saidBefore, ...frame.said]), fresh: /** @type {any} */ (last) }));
  };
  s.replaying = true; // the hand's end is not shown yet: the reader's cards keep their title
  keepFocus(w, () => {
    drawFrame({ table: before, toAct: null, said: [] });
    if (dealt) {
      ui.rounds.replaceChildren();
      ui.summary.replaceChildren();
      ui.review.replaceChildren();
    }
    drawHand(w);
    // the choices come back with the final state: they would tell what happens next
    ui.actions.replaceChildren();
    ui.hintSlot.replaceChildren();
    ui.prompt.textContent = t("play-table.prompt.wait");
  });
  for (const frame of playbackFrames(batch, seat, before)) {
    drawFrame(frame);
    if (frame.text) {
      addLog(w, frame.text);
      announce(w, frame.text);
    }
    if (frame.wait && pauses) await sleep(frame.wait === "bot" ? pauses.bot : pauses.round);
    if (!root.isConnected) {
      s.replaying = false;
      return false;
    }
  }
  s.replaying = false;
  render(w);
  announce(w, ui.prompt.textContent);
  reviewFinished(w);
  return true;
}
