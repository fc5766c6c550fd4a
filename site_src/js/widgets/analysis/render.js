// @ts-check
// analysis drawn from its state: where the position is, the board as the seat to act sees it
// (or every card), the coach's values of that seat's choices with a button to try each other
// move, the line's moves (each a button to its decision), the steps' buttons, the rules note,
// and the address (the line's code and the step) once it carries them.

import { coachValues } from "../../kit/coach-view.js";
import { button, el } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { renderHand } from "../../kit/hand-view.js";
import { hasString } from "../../kit/page.js";
import { presetOf, sameRules } from "../../kit/protocol.js";
import { seatText } from "../../kit/words.js";
import { MORE_WORLDS } from "./requests.js";
import { endKey, lineCode, movesOf } from "./state.js";
import { forWhomText, moveText, playedText, positionText, viewerOf } from "./words.js";

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
  const viewer = viewerOf(r);
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
  drawCoach(w, r);
  drawMoves(w, r, total);

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
  for (let i = 0; i <= total; i += 1) {
    const item = el("li", i === total ? "truco-analysis__move truco-analysis__move--end" : "truco-analysis__move");
    const text = i === total ? t("analysis.end", { n: total }) : steps[i] ? moveText(steps[i], t) : (s.line.actions || [])[i];
    const b = button(text, () => w.on.moveTo(i), "truco-analysis__move-button");
    b.dataset.step = String(i);
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
