// @ts-check
// play-table's drawing: the whole table as a function of the table's state (play-table/state.js)
// and the engine's answers in it, keeping the keyboard focus where it was. The parts are drawn by
// play-table/view.js and play-table/coach-view.js; the handlers come from the wiring (w.on).

import { matchSummary, matchSummaryText } from "../../kit/coach-review.js";
import { badgeButtons } from "../../kit/coach-view.js";
import { el } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { presetOf, sameRules } from "../../kit/protocol.js";
import { drawCoachNote, drawHint, drawMatchReview, drawReview } from "./coach-view.js";
import { drawRounds, drawScoreboard, drawSummary } from "./board.js";
import { drawActions, drawFelt, drawHandButtons, drawHandOver, drawHintButton, feltModel } from "./view.js";
import { promptText } from "./words.js";
import { hintsOn, inProgress, myTurn, settingsOf, visit } from "./state.js";

/**
 * One mounted table: its context, its nodes, its state, and what its controls do.
 * @typedef {Object} TableWidget
 * @property {HTMLElement} root
 * @property {import("../../kit/types.js").WidgetContext} ctx
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} ui
 * @property {import("./state.js").TableState} s
 * @property {{summary: string, hint: string, review: string, matchReview: string}} ids
 * @property {{choose: (action: string) => void, cover: () => void, next: () => void, rematch: () => void,
 *   pick: (index: number) => void, hint: () => void, openAnalysis: (hand: number | null, step: number | null) => void}} on
 */


/** A touch screen without a mouse: no key is named there. */
export const touchScreen = () => typeof matchMedia === "function" && matchMedia("(hover: none) and (pointer: coarse)").matches;

/** @param {TableWidget} w @param {string} text */
export function announce(w, text) {
  w.ui.live.textContent = text;
}

/** @param {TableWidget} w @param {string} text */
export function showMessage(w, text) {
  w.ui.message.textContent = text;
  w.ui.message.hidden = !text;
}

/** @param {TableWidget} w @param {string} text */
export function addLog(w, text) {
  w.s.lines.push(text);
  appendLog(w, text);
}

/** @param {TableWidget} w @param {string} text */
export function appendLog(w, text) {
  w.ui.log.append(el("li", "", text));
  w.ui.log.scrollTop = w.ui.log.scrollHeight;
}

/** @param {TableWidget} w @param {boolean} on */
export function setColours(w, on) {
  w.ui.colourBox.checked = on;
  w.root.classList.toggle("truco-play-table--four-colour", on);
}

/** @param {TableWidget} w @param {string} id */
export function describeStrength(w, id) {
  w.ui.personality.textContent = w.ctx.t(`play-table.bot.${id}.about`);
}

/** @param {TableWidget} w @param {boolean} value */
export function setBusy(w, value) {
  w.s.busy = value;
  w.ui.game.setAttribute("aria-busy", String(value));
}

/** The settings' controls show the table being played. @param {TableWidget} w */
export function syncSettings(w) {
  const current = settingsOf(w.s.game, w.ctx);
  w.ui.mode.value = String(current.players);
  w.ui.strength.value = current.opponents;
  describeStrength(w, current.opponents);
}

/** Draw again without losing the keyboard focus: back to the same control, else the game. @param {TableWidget} w @param {() => void} draw */
export function keepFocus(w, draw) {
  const { root } = w;
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  const had = Boolean(active && root.contains(active));
  const role = had && active ? active.dataset.role : undefined;
  const key = had && active ? active.dataset.key : undefined;
  draw();
  if (!had || (document.activeElement && root.contains(document.activeElement) && document.activeElement !== document.body)) return;
  let target = null;
  if (role) {
    const selector = key ? `[data-role="${role}"][data-key="${key}"]` : `[data-role="${role}"]`;
    target = [...root.querySelectorAll(selector)].find((n) => n instanceof HTMLElement && !n.hidden && n.offsetParent !== null);
  }
  /** @type {HTMLElement} */ (target || w.ui.game).focus({ preventScroll: true });
}

/** The choices' row (none while the bots move). @param {TableWidget} w */
function actionsRow(w) {
  const { s, on } = w;
  return drawActions(w.ctx.t, /** @type {import("./state.js").GameState} */ (s.game), /** @type {import("./state.js").TableNames} */ (s.names), {
    coverMode: s.coverMode, onChoose: on.choose, onCover: on.cover, onNext: on.next, onRematch: on.rematch,
  });
}

/** The whole table from the state. @param {TableWidget} w */
export function render(w) {
  const { s, ui, ctx, root } = w;
  const { t } = ctx;
  const state = s.game;
  const info = s.info;
  if (!state || !info || !s.names) return;
  const obs = state.observation;
  const match = state.match;
  const data = root.dataset;
  data.position = state.position;
  data.phase = obs.phase;
  data.next = match.next;
  data.players = String(match.players);
  data.opponents = state.bots["1"] || "";
  data.kind = obs.kind;
  data.blind = String(obs.blind);
  data.score = match.score.join("-");
  data.rules = presetOf(match.rules);
  data.turn = myTurn(state) ? "you" : "";
  data.coverMode = String(s.coverMode);
  data.hints = String(hintsOn());
  drawSetup(w);
  // a blind iron hand's position code would name the reader's own unseen cards: no link until
  // the hand is over (the engine refuses game_code then too: blind-secret)
  const secret = obs.blind && match.next === "play";
  ui.linkButtons.hidden = secret;
  ui.linkNote.textContent = t(secret ? "reason.blind-secret" : "play-table.link-note");
  const m = feltModel(obs);
  const tableNames = s.names;
  keepFocus(w, () => {
    ui.board.replaceChildren(drawScoreboard(t, state, tableNames));
    drawFeltNow(w);
    ui.rounds.replaceChildren();
    if (!m.finished && m.rounds.some((r) => r.status === "played")) ui.rounds.append(drawRounds(t, m, tableNames));
    ui.prompt.textContent = promptText(state, tableNames, t, { coverMode: s.coverMode, touch: touchScreen() });
    drawHand(w);
    ui.actions.replaceChildren(actionsRow(w));
    drawHintSlot(w);
    ui.summary.replaceChildren();
    if (m.outcome) ui.summary.append(drawSummary(t, state, m, tableNames, w.ids.summary));
    drawCoach(w);
    const preset = presetOf(obs.rules);
    ui.note.hidden = sameRules(obs.rules, ctx.rules);
    ui.note.textContent = ui.note.hidden ? "" : t("play-table.rules-note", { game: t(`preset.${preset}`), chosen: t(`preset.${ctx.preset}`) });
  });
}

/** The coach's share of best moves over the match, once every hand's review is back ("" before). @param {TableWidget} w */
function matchAccuracy(w) {
  const state = w.s.game;
  const kept = visit.kept;
  if (!state || !kept || state.match.next !== "over") return "";
  const all = Array.from({ length: state.match.hands }, (_, i) => kept.coach.done.get(i));
  if (!all.every(Boolean)) return "";
  const summary = matchSummary(/** @type {import("../../kit/protocol.js").HandReview[]} */ (all));
  return summary.graded ? matchSummaryText(summary, w.ctx.t, w.ctx.lang).accuracy : "";
}

/** The felt from the engine's last state: the seats' words this hand, and once the hand is
 * over the hands face up and the hand-over panel. @param {TableWidget} w */
function drawFeltNow(w) {
  const { s, ui, ctx } = w;
  const state = s.game;
  if (!state || !s.names) return;
  const m = feltModel(state.observation);
  const panel = m.outcome ? drawHandOver(ctx.t, state, m, s.names, { onRematch: w.on.rematch, accuracy: matchAccuracy(w) }) : null;
  ui.felt.replaceChildren(drawFelt(ctx.t, m, s.names, { said: state.observation.history, reveal: state.reveal, panel }));
}

/** The settings' one-line summary (the table being played) and their folding. @param {TableWidget} w */
function drawSetup(w) {
  const { s, ui } = w;
  const { t } = w.ctx;
  const state = s.game;
  if (!state) return;
  // the opponents are in sight beside it (their menu)
  const parts = [t(`play-table.mode.${state.match.players}.short`),
    t(hintsOn() ? "play-table.coach.hints-short-on" : "play-table.coach.hints-short-off")];
  ui.setupText.textContent = `(${parts.join(" · ")})`;
  // folded once the match is under way (it opens folded too: its summary names the table); the
  // reader may unfold it at any time
  const now = inProgress(state);
  if (now && !s.wasInProgress) ui.setup.open = false;
  s.wasInProgress = now;
}

/** The coach's parts: the hint at this position (and value badges on the buttons), the review
 * of a finished hand, and the match summary once the match is over. @param {TableWidget} w */
function drawCoach(w) {
  const { s, ui, ctx } = w;
  const { t } = ctx;
  const state = s.game;
  const kept = visit.kept;
  ui.coach.replaceChildren();
  ui.review.replaceChildren();
  if (!state || !kept) return;
  const mine = myTurn(state);
  if (mine && hintsOn() && s.hint && s.hint.position === state.position) {
    const forWhom = t(state.match.players === 4 ? "coach.for.your-team" : "coach.for.you");
    ui.coach.append(drawHint(t, ctx.lang, s.hint.analysis, { forWhom, id: w.ids.hint, live: s.hint.live, has: hasString }));
    badgeButtons(ui.hand, s.hint.analysis, ctx.lang);
    badgeButtons(ui.actions, s.hint.analysis, ctx.lang);
  } else if (mine && s.hintNote && s.hintNote.position === state.position) {
    ui.coach.append(drawCoachNote(s.hintNote.text, "hint-note"));
  }
  if (state.match.next === "play") return;
  const hand = state.match.hands - 1;
  const done = kept.coach.done.get(hand);
  ui.review.append(done ? drawReview(t, ctx.lang, done, { id: w.ids.review, onOpen: w.on.openAnalysis, handBase: kept.handBase })
    : drawCoachNote(t("play-table.coach.reviewing"), "review-note"));
  if (state.match.next !== "over") return;
  const all = Array.from({ length: state.match.hands }, (_, i) => kept.coach.done.get(i));
  if (all.every(Boolean)) {
    const summary = matchSummary(/** @type {import("../../kit/protocol.js").HandReview[]} */ (all));
    ui.review.append(drawMatchReview(t, ctx.lang, summary, { id: w.ids.matchReview, onOpen: w.on.openAnalysis, handBase: kept.handBase }));
  } else {
    ui.review.append(drawCoachNote(t("play-table.coach.match-reviewing"), "match-review-note"));
  }
}

/** Redraw only the coach's parts (an answer came back), keeping the focus where it was. @param {TableWidget} w */
export function redrawCoach(w) {
  const { s, ui, root } = w;
  const state = s.game;
  if (!state || !root.isConnected) return;
  keepFocus(w, () => {
    drawHand(w);
    ui.actions.replaceChildren(actionsRow(w));
    drawHintSlot(w);
    const m = feltModel(state.observation);
    ui.summary.replaceChildren();
    if (m.outcome) ui.summary.append(drawSummary(w.ctx.t, state, m, /** @type {import("./state.js").TableNames} */ (s.names), w.ids.summary));
    drawCoach(w);
    if (state.match.next === "over") drawFeltNow(w); // the match-over panel gets the coach's figures
  });
}

/** The Hint button beside the prompt (none when hints are off or it is not the reader's turn). @param {TableWidget} w */
export function drawHintSlot(w) {
  const { s, ui } = w;
  const { t } = w.ctx;
  ui.hintSlot.replaceChildren();
  if (!s.game || !hintsOn() || !myTurn(s.game)) return;
  const working = s.hintNote !== null && s.hintNote.position === s.game.position && s.hintNote.text === t("play-table.coach.thinking");
  ui.hintSlot.append(drawHintButton(t, { onHint: w.on.hint, working }));
}

/** The reader's cards. @param {TableWidget} w */
export function drawHand(w) {
  const { s, ui } = w;
  const { t } = w.ctx;
  if (!s.game) return;
  const obs = s.game.observation;
  const playing = s.game.match.next === "play";
  const row = drawHandButtons(t, obs, { coverMode: s.coverMode, playing, busy: s.busy, onPick: w.on.pick });
  // while the bots' moves are shown one by one the hand is not over on the felt yet
  const over = !playing && !s.replaying;
  const title = over ? "play-table.hand-left" : obs.hands[/** @type {number} */ (obs.viewer)] === null ? "play-table.hand-blind" : "play-table.hand";
  ui.hand.replaceChildren(el("p", "truco-play-table__hand-title", t(title)), row);
  ui.hand.hidden = !playing && row.childElementCount === 0;
  if (playing && obs.slots.length === 0) ui.hand.append(el("p", "truco-play-table__note", t("play-table.hand-empty")));
}
