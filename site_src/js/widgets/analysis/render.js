// @ts-check
// analysis drawn from its state: where the position is, the board as the seat to act sees it
// (or every card), the coach's values of that seat's choices with a button to try each other
// move, the line's moves (each a button to its decision), the steps' buttons, the rules note,
// and the address (the line's code and the step) once it carries them.

import { gradeText } from "../../kit/coach-review.js";
import { coachValues } from "../../kit/coach-view.js";
import { button, el } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { renderHand } from "../../kit/hand-view.js";
import { hasString } from "../../kit/page.js";
import { presetOf, sameRules } from "../../kit/protocol.js";
import { valueDigits, valueText } from "../../kit/numbers.js";
import { actionLabel, capitalize, joinList, seatText } from "../../kit/words.js";
import { drawGraph, graphPoints } from "./graph.js";
import { MORE_WORLDS } from "./requests.js";
import { endKey, lineCode, movesOf } from "./state.js";
import { forWhomText, moveText, playedText, positionText, seatOptionText, teamOfViewerText } from "./words.js";

/**
 * @typedef {import("./state.js").AnalysisWidget} AnalysisWidget
 * @typedef {import("./state.js").ReplayResult} ReplayResult
 */

/** @param {AnalysisWidget} w @param {string} text */
export function announce(w, text) {
  w.ui.live.textContent = text;
}

/** @param {AnalysisWidget} w @param {string} text */
export function showNotice(w, text) {
  w.ui.notice.textContent = text;
  w.ui.notice.hidden = !text;
}

/** What the live region says once a step is on screen. @param {AnalysisWidget} w */
export function spoken(w) {
  const { where, values, played } = w.ui;
  const parts = [where.textContent || ""];
  const best = values.querySelector(".truco-coach__best");
  if (played.textContent) parts.push(played.textContent);
  else if (best && best.textContent) parts.push(best.textContent);
  return parts.filter(Boolean).join(" ");
}

/** The line's code in the address (none: taken out). @param {string | null} code */
export function setLinkCode(code) {
  const url = new URL(location.href);
  if (code) url.searchParams.set("s", code);
  else url.searchParams.delete("s");
  if (url.href !== location.href) history.replaceState(history.state, "", url);
}

/** @param {AnalysisWidget} w */
export function draw(w) {
  const { root, ctx, s, ui } = w;
  const { t } = ctx;
  const { shown, step, line } = s;
  if (!shown) return;
  const r = shown.replay;
  const total = movesOf(line);
  const viewer = s.seat;
  const m = handModel(shown.board);
  const data = root.dataset;
  data.step = String(step);
  data.moves = String(total);
  data.code = r.code;
  data.viewer = String(viewer);
  data.finished = String(r.finished);
  data.analysed = String(Boolean(shown.analysis));
  data.rulesPreset = presetOf(line.rules);
  ui.where.textContent = positionText(r, step, total, m, t);
  ui.boardBox.replaceChildren(renderHand(t, m, { parts: ["vira", "seats", "rounds", "result"] }).node);
  drawViewBar(w, r);
  drawCoach(w, r);
  drawReview(w);

  ui.counter.textContent = t("analysis.counter", { step, moves: total });
  const active = document.activeElement;
  ui.first.disabled = step === 0;
  ui.back.disabled = step === 0;
  ui.forward.disabled = step === total;
  ui.last.disabled = step === total;
  if (active instanceof HTMLButtonElement && ui.stepsNav.contains(active) && active.disabled) (step === 0 ? ui.forward : ui.back).focus();

  const preset = presetOf(line.rules);
  ui.rulesNote.hidden = sameRules(line.rules, ctx.rules);
  ui.rulesNote.textContent = ui.rulesNote.hidden ? "" : t("scenario.rules-from-link", { preset: hasString(`preset.${preset}`) ? t(`preset.${preset}`) : preset });
  if (s.inUrl) {
    setLinkCode(lineCode(s));
    ctx.url.set({ step: step === total ? null : step });
  }
  ui.playHere.hidden = r.finished;
  ui.playHere.href = new URL(`../play/?s=${encodeURIComponent(r.code)}`, location.href).href;
}

/** The coach's part: the values of the seat to act's choices, what was played here. @param {AnalysisWidget} w @param {ReplayResult} r */
function drawCoach(w, r) {
  const { ctx, s, ui } = w;
  const { t, lang } = ctx;
  const { shown, step, line } = s;
  const { coachTitle, played, values, more } = ui;
  const total = movesOf(line);
  const playedAction = step < total ? (line.actions || [])[step] : null;
  if (r.finished) {
    coachTitle.textContent = t("analysis.over-title");
    played.textContent = t("analysis.over");
    values.replaceChildren();
    more.hidden = true;
    return;
  }
  const seat = /** @type {number} */ (r.to_act);
  ui.coachLine.hidden = true;
  if (shown && shown.hidden) {
    coachTitle.textContent = t("analysis.hidden-title", { Seat: capitalize(seatText(seat, t)) });
    played.textContent = t("analysis.hidden", { Seat: capitalize(seatText(seat, t)), viewer: seatText(s.seat, t) });
    values.replaceChildren();
    more.hidden = true;
    return;
  }
  coachTitle.textContent = t("analysis.values-for", { seat: seatText(seat, t) });
  const analysis = shown && shown.analysis;
  if (!analysis) {
    played.textContent = "";
    values.replaceChildren(el("p", "truco-analysis__thinking", t("analysis.thinking")));
    more.hidden = true;
    return;
  }
  played.textContent = playedText(analysis, playedAction, t, lang);
  values.replaceChildren(coachValues(t, lang, analysis, {
    forWhom: forWhomText(r, seat, t), played: playedAction, showTime: Boolean(shown && shown.live), has: hasString,
    extraHead: t("analysis.try-head"),
    extra: (row) => {
      if (row.action === playedAction) return null;
      const b = button(t("analysis.try"), () => w.on.tryMove(row.action), "md-button truco-button truco-analysis__try");
      b.dataset.role = "try";
      b.dataset.action = row.action;
      b.setAttribute("aria-label", t("analysis.try-named", { move: row.label }));
      return b;
    },
  }));
  more.hidden = analysis.method !== "sampled" || (shown && shown.worlds || 0) >= MORE_WORLDS;
  drawCoachLine(w, analysis);
}

/**
 * The coach's expected line (values with every card known: the moves after its best one, as the
 * quick bot plays every seat), or how to see it.
 * @param {AnalysisWidget} w @param {import("./state.js").Analysis} analysis
 */
function drawCoachLine(w, analysis) {
  const { ctx, ui } = w;
  const { t } = ctx;
  const box = ui.coachLine;
  const steps = analysis.line || [];
  if (!steps.length) {
    box.replaceChildren(el("p", "truco-analysis__line-hint", t("analysis.line-hint")));
    box.hidden = false;
    return;
  }
  const best = analysis.actions.find((a) => a.action === analysis.choice);
  const title = el("p", "truco-analysis__line-title", t("analysis.line-title", {
    move: best ? actionLabel(/** @type {import("../../kit/words.js").Choice} */ (best), t) : analysis.choice }));
  const list = el("ol", "truco-analysis__line-moves");
  list.dataset.role = "line-moves";
  for (const step of steps) list.append(el("li", "", moveText(step, t)));
  box.replaceChildren(title, list);
  box.hidden = false;
}

/** The seat picker and the modes, as the state says. @param {AnalysisWidget} w @param {ReplayResult} r */
function drawViewBar(w, r) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const seats = r.seats.map((x) => x.seat);
  if (ui.seat.options.length !== seats.length) {
    ui.seat.replaceChildren(...seats.map((seat) => {
      const option = el("option", "", seatOptionText(r, seat, t));
      option.value = String(seat);
      return option;
    }));
  }
  ui.seat.value = String(s.seat);
  ui.showAll.checked = s.showAll;
  ui.showAll.disabled = s.known;
  ui.known.checked = s.known;
}

/**
 * The line judged from the seat: the graph of the hand's value for the seat's team, its text, and
 * the grades in the move list. @param {AnalysisWidget} w
 */
export function drawReview(w) {
  const { ctx, s, ui } = w;
  const { t, lang } = ctx;
  if (!s.shown) return;
  const r = s.shown.replay;
  const total = movesOf(s.line);
  drawMoves(w, r, total);
  ui.graphTitle.textContent = t("analysis.graph-title", { who: teamOfViewerText(r, s.seat, t) });
  ui.graphNote.textContent = t(s.known ? "analysis.graph-known" : "analysis.graph-own", { viewer: seatText(s.seat, t) });
  const review = s.review;
  if (!review) {
    ui.graphArt.replaceChildren();
    ui.graphText.textContent = t("analysis.graph-thinking");
    return;
  }
  const points = graphPoints(review, total);
  if (!points.length) {
    ui.graphArt.replaceChildren();
    ui.graphText.textContent = t("analysis.graph-none", { viewer: seatText(s.seat, t) });
    return;
  }
  ui.graphArt.replaceChildren(drawGraph(points, total, s.step, lang, (step) => w.on.moveTo(step)));
  const digits = valueDigits(points.map((p) => p.value));
  const items = points.map((p) => {
    const value = valueText(p.value, lang, digits);
    if (p.decision === null) return t("analysis.graph-result", { value });
    const item = t("analysis.graph-point", { n: p.step, value });
    return p.grade ? `${item} (${gradeText(p.grade, t)})` : item;
  });
  ui.graphText.textContent = t("analysis.graph-text", { points: joinList(items, t) });
}

/**
 * The line's moves, each a button to its decision; the current one marked.
 * @param {AnalysisWidget} w @param {ReplayResult} r @param {number} total
 */
function drawMoves(w, r, total) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const { moves } = ui;
  const end = s.shown && s.shown.line ? s.shown.line : s.ends.get(endKey(s));
  const steps = (end || r).history;
  const focused = document.activeElement instanceof HTMLElement && moves.contains(document.activeElement)
    ? document.activeElement.dataset.step : undefined;
  moves.replaceChildren();
  const judgedMoves = new Map((s.review ? s.review.decisions : []).map((d) => [d.index, d]));
  for (let i = 0; i <= total; i += 1) {
    const item = el("li", i === total ? "truco-analysis__move truco-analysis__move--end" : "truco-analysis__move");
    const text = i === total ? t("analysis.end", { n: total }) : steps[i] ? moveText(steps[i], t) : (s.line.actions || [])[i];
    const b = button(text, () => w.on.moveTo(i), "truco-analysis__move-button");
    b.dataset.step = String(i);
    const judgedMove = judgedMoves.get(i);
    if (judgedMove && !judgedMove.hidden && judgedMove.grade) {
      b.dataset.grade = judgedMove.grade;
      b.append(" ", el("span", `truco-grade truco-grade--${judgedMove.grade}`, gradeText(judgedMove.grade, t)));
    }
    if (i === s.step) {
      item.classList.add("truco-analysis__move--current");
      b.setAttribute("aria-current", "step");
    }
    item.append(b);
    moves.append(item);
  }
  if (focused !== undefined) {
    const again = moves.querySelector(`[data-step="${focused}"]`);
    if (again instanceof HTMLElement) again.focus();
  }
  ui.backToLink.hidden = !s.linked || JSON.stringify(s.linked.actions) === JSON.stringify(s.line.actions);
}
