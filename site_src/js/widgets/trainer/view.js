// @ts-check
// The trainer's page parts (DOM): the kind menu, the spot (its kind, the position as the seat sees
// it — the kit's hand renderer —, the legal moves as buttons), the coach's verdict, and the
// learner's record (the running score, a table by kind, the decisions to review with links to the
// Analysis page, a clear that asks first). Drawn from the widget's state; no engine here.

import { badgeButtons } from "../../kit/coach-view.js";
import { button, el, showLines, uniqueId } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { renderChoices, renderHand } from "../../kit/hand-view.js";
import { chanceText } from "../../kit/numbers.js";
import { capitalize, readerSeatNames } from "../../kit/words.js";
import { KINDS, MIXED, analysisHref } from "./flow.js";
import { chances } from "./repetition.js";
import { kindName, kindRow, reviewText, scoreLines } from "./words.js";

/**
 * @typedef {import("../../kit/types.js").WidgetContext} WidgetContext
 * @typedef {import("../../kit/protocol.js").TrainerSpot} TrainerSpot
 * @typedef {import("./progress.js").Progress} Progress
 *
 * @typedef {Object} TrainerUi
 * @property {HTMLElement} box
 * @property {HTMLSelectElement} menu
 * @property {HTMLElement} kind the spot's heading
 * @property {HTMLElement} note
 * @property {HTMLElement} board
 * @property {HTMLElement} task
 * @property {HTMLElement} choices
 * @property {HTMLElement} verdict
 * @property {HTMLAnchorElement} link
 * @property {HTMLButtonElement} next
 * @property {HTMLElement} score
 * @property {HTMLElement} table
 * @property {HTMLElement} worst
 * @property {HTMLButtonElement} reset
 * @property {HTMLElement} confirm
 *
 * @typedef {Object} Handlers
 * @property {(choice: string) => void} choose the kind menu changed
 * @property {() => void} next
 * @property {() => void} clear the learner confirmed the clear
 */

/**
 * The widget's parts, empty.
 * @param {WidgetContext} ctx @param {Handlers} on @param {number | string} at the hand of eleven's score
 * @returns {TrainerUi}
 */
export function buildLayout(ctx, on, at) {
  const { t } = ctx;
  const box = el("div", "truco-trainer truco-trainer__box");
  const controls = el("div", "truco-trainer__controls");
  const menuId = uniqueId("truco-trainer-kind");
  const label = el("label", "truco-trainer__label", t("trainer.choose"));
  label.setAttribute("for", menuId);
  const menu = /** @type {HTMLSelectElement} */ (el("select", "truco-trainer__menu"));
  menu.id = menuId;
  for (const kind of [MIXED, ...KINDS]) {
    const option = /** @type {HTMLOptionElement} */ (el("option", "", kindName(kind, t, at)));
    option.value = kind;
    menu.append(option);
  }
  menu.addEventListener("change", () => on.choose(menu.value));
  controls.append(label, menu);

  const spot = el("section", "truco-trainer__spot");
  const kind = el("h2", "truco-trainer__kind");
  kind.id = uniqueId("truco-trainer-spot");
  kind.tabIndex = -1;
  spot.setAttribute("aria-labelledby", kind.id);
  const note = el("p", "truco-trainer__note");
  note.hidden = true;
  const board = el("div", "truco-trainer__board");
  const task = el("p", "truco-trainer__task", t("trainer.task"));
  const choices = el("div", "truco-trainer__choices");
  const verdict = el("div", "truco-trainer__verdict");
  verdict.setAttribute("role", "status");
  verdict.setAttribute("aria-live", "polite");
  const after = el("p", "truco-trainer__after");
  const link = /** @type {HTMLAnchorElement} */ (el("a", "truco-trainer__link", t("trainer.analysis")));
  link.hidden = true;
  const next = button(t("trainer.skip"), () => on.next(), "md-button truco-button truco-trainer__next");
  after.append(next, " ", link);
  spot.append(kind, note, board, task, choices, verdict, after);

  const mine = el("section", "truco-trainer__record");
  const head = el("h2", "truco-trainer__record-title", t("trainer.record"));
  head.id = uniqueId("truco-trainer-record");
  mine.setAttribute("aria-labelledby", head.id);
  const score = el("div", "truco-trainer__score");
  const table = el("div", "truco-trainer__table");
  const worstHead = el("h3", "truco-trainer__worst-title", t("trainer.worst.title"));
  const worst = el("div", "truco-trainer__worst");
  const confirm = el("p", "truco-trainer__confirm");
  confirm.hidden = true;
  const reset = button(t("trainer.reset"), () => {
    confirm.hidden = false;
    reset.hidden = true;
    /** @type {HTMLButtonElement | null} */ (confirm.querySelector("button"))?.focus();
  }, "md-button truco-button truco-trainer__reset");
  const yes = button(t("trainer.reset.yes"), () => on.clear(), "md-button truco-button truco-trainer__reset-yes");
  const no = button(t("trainer.reset.no"), () => {
    confirm.hidden = true;
    reset.hidden = false;
    reset.focus();
  }, "md-button truco-button truco-trainer__reset-no");
  confirm.append(el("span", "", t("trainer.reset.ask")), " ", yes, " ", no);
  mine.append(head, score, table, worstHead, worst, reset, confirm);

  box.append(controls, spot, mine);
  return { box, menu, kind, note, board, task, choices, verdict, link, next, score, table, worst, reset, confirm };
}

/**
 * The spot drawn: its kind, the position as the seat sees it, its moves as buttons.
 * @param {TrainerUi} ui @param {WidgetContext} ctx @param {TrainerSpot} spot
 * @param {(action: string) => void} onPick @param {{at: number | string, rulesName: string}} words
 */
export function drawSpot(ui, ctx, spot, onPick, { at, rulesName }) {
  const { t } = ctx;
  const model = handModel(spot.observation);
  const names = readerSeatNames(t, spot.seat);
  ui.kind.textContent = kindName(spot.kind, t, at);
  ui.kind.dataset.kind = spot.kind;
  showLines(ui.note, spot.fallback ? [t("trainer.fallback", { rules: rulesName })] : []);
  const score = spot.observation.start_score;
  const parts = /** @type {import("../../kit/hand-view.js").Part[]} */ (["vira", "seats", "rounds", "state"]);
  const { node } = renderHand(t, model, { parts, name: names, rulingName: names });
  const mineScore = score[spot.seat % 2];
  const theirs = score[1 - (spot.seat % 2)];
  const lines = mineScore || theirs ? [el("p", "truco-trainer__match", t("trainer.match-score", { mine: mineScore, theirs }))] : [];
  ui.board.replaceChildren(...lines, node);
  const list = renderChoices(t, model, onPick);
  list.querySelectorAll("button").forEach((b, i) => {
    if (i < 9) b.setAttribute("aria-keyshortcuts", String(i + 1));
  });
  ui.choices.replaceChildren(list);
  ui.task.hidden = false;
  ui.verdict.replaceChildren();
  delete ui.verdict.dataset.passed;
  ui.link.hidden = true;
  ui.next.textContent = t("trainer.skip");
}

/**
 * The verdict drawn: the lines, the picked move marked, every move's value on its button (the
 * coach's badges), the way on.
 * @param {TrainerUi} ui @param {WidgetContext} ctx @param {string[]} lines @param {boolean} passed
 * @param {string} action @param {{code: string, step: number, seat: number}} at
 * @param {import("../../kit/protocol.js").Analysis} analysis every move's value, as badges on its button
 */
export function drawVerdict(ui, ctx, lines, passed, action, at, analysis) {
  ui.verdict.replaceChildren(...lines.map((line, i) => el("p", i === 0 ? "truco-trainer__verdict-head" : "", line)));
  ui.verdict.dataset.passed = String(passed);
  for (const b of ui.choices.querySelectorAll("button")) {
    b.disabled = true;
    if (b.dataset.action === action) b.dataset.picked = "true";
  }
  badgeButtons(ui.choices, analysis, ctx.lang);
  ui.link.href = analysisHref(location.href, at);
  ui.link.hidden = false;
  ui.next.textContent = ctx.t("trainer.next");
}

/**
 * The learner's record drawn: the running score, the table by kind (with how often each kind
 * comes back in the mixed trainer), the decisions to review.
 * @param {TrainerUi} ui @param {WidgetContext} ctx @param {Progress} p @param {number | string} at
 */
export function drawRecord(ui, ctx, p, at) {
  const { t, lang } = ctx;
  showLines(ui.score, scoreLines(p, t, lang));
  ui.score.hidden = false;
  const table = el("table", "truco-trainer__stats");
  table.append(el("caption", "", t("trainer.stats.caption")));
  const head = el("tr");
  for (const key of ["kind", "n", "passed", "loss", "comes"]) {
    const th = el("th", "", t(`trainer.stats.${key}`));
    th.setAttribute("scope", "col");
    head.append(th);
  }
  table.append(el("thead"), el("tbody"));
  /** @type {HTMLElement} */ (table.querySelector("thead")).append(head);
  const odds = chances(p.stats, KINDS);
  const body = /** @type {HTMLElement} */ (table.querySelector("tbody"));
  for (const kind of KINDS) {
    const row = el("tr");
    row.dataset.kind = kind;
    const name = el("th", "", capitalize(kindName(kind, t, at)));
    name.setAttribute("scope", "row");
    const figures = kindRow(p.stats[kind], t, lang);
    const cells = [figures.n, figures.passed, figures.loss, chanceText(odds[kind], lang)];
    // each cell carries its column's name: on a phone the rows are stacked (widget-trainer.css)
    row.append(name, ...cells.map((text, i) => {
      const td = el("td", "", text || "–");
      td.dataset.label = t(`trainer.stats.${["n", "passed", "loss", "comes"][i]}`);
      return td;
    }));
    body.append(row);
  }
  ui.table.replaceChildren(table);
  if (p.worst.length === 0) {
    ui.worst.replaceChildren(el("p", "truco-trainer__none", t("trainer.worst.none")));
  } else {
    const list = el("ol", "truco-trainer__worst-list");
    for (const r of p.worst) {
      const item = el("li");
      const a = /** @type {HTMLAnchorElement} */ (el("a", "", reviewText(r, t, lang, at)));
      a.href = analysisHref(location.href, r);
      item.append(a);
      list.append(item);
    }
    ui.worst.replaceChildren(list);
  }
  ui.reset.disabled = p.decisions === 0;
}
