// @ts-check
// Drawing the coach's values (kit addition: coach-ui), shared by the Play and Analysis pages: the
// best move, a table of every legal action with its value, interval and chance of winning, what
// the values mean, why the best move (the engine's reason, in a sentence), and how they were obtained (exact or sampled, the model, the weighting by the
// others' calls, the time taken), plus small value badges for the buttons of the actions.
// Words: kit/coach.js. Styles: kit.css (.truco-coach).

import { el } from "./dom.js";
import { analysisDigits, bestText, hintRows, methodLines, shortMethod, timeText, valueCaption, valueText, whyText } from "./coach.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {import("./protocol.js").Analysis} Analysis
 * @typedef {import("./coach.js").HintRow} HintRow
 *
 * @typedef {Object} ValuesOptions
 * @property {string} forWhom whose points the values are ("for you", "for player 2")
 * @property {string | null} [played] the action that was played here (marked in the table)
 * @property {(row: HintRow) => Node | null} [extra] a last cell per row (e.g. a "try it" button)
 * @property {string} [extraHead] that column's heading
 * @property {boolean} [showTime] say how long the engine took (live answers only)
 * @property {(key: string) => boolean} [has]
 */

/**
 * The coach's values for one position.
 * @param {Translate} t @param {string} lang @param {Analysis} analysis @param {ValuesOptions} options
 * @returns {HTMLElement}
 */
export function coachValues(t, lang, analysis, { forWhom, played = null, extra, extraHead = "", showTime = true, has }) {
  const box = el("div", "truco-coach");
  box.dataset.method = analysis.method;
  box.dataset.worlds = String(analysis.worlds);
  box.append(el("p", "truco-coach__best", bestText(analysis, t, lang)));
  const byMatch = analysis.by === "match"; // the score decides: a column for the match's chance
  if (byMatch) box.append(el("p", "truco-coach__by-match", t("coach.by-match")));
  const why = whyText(analysis, t, lang, { has });
  if (why) box.append(el("div", "truco-coach__why", why));

  const table = el("table", "truco-coach__table");
  const caption = el("caption", "truco-coach__caption", valueCaption(forWhom, t));
  // a sampled analysis has a column for the intervals (a fold's value is exact even then)
  const sampled = analysis.actions.some((a) => a.ci95 !== null);
  const head = el("tr");
  const heads = [...(sampled ? ["coach.head.move", "coach.head.value", "coach.head.interval", "coach.head.win"]
    : ["coach.head.move", "coach.head.value", "coach.head.win"]), ...(byMatch ? ["coach.head.match"] : [])];
  for (const key of heads) {
    const th = el("th", "", t(key));
    th.scope = "col";
    head.append(th);
  }
  if (extra) {
    const th = el("th", "truco-coach__extra", extraHead);
    th.scope = "col";
    head.append(th);
  }
  const body = el("tbody");
  for (const row of hintRows(analysis, t, lang)) {
    const tr = el("tr", row.best ? "truco-coach__row truco-coach__row--best" : "truco-coach__row");
    tr.dataset.action = row.action;
    tr.dataset.ev = String(row.ev);
    tr.dataset.best = String(row.best);
    const name = el("th", "truco-coach__move", row.label);
    name.scope = "row";
    if (row.best) name.append(" ", el("span", "truco-coach__tag truco-coach__tag--best", t("coach.best")));
    if (played === row.action) {
      tr.classList.add("truco-coach__row--played");
      tr.dataset.played = "true";
      name.append(" ", el("span", "truco-coach__tag truco-coach__tag--played", t("coach.played")));
    }
    const value = el("td", "truco-coach__value");
    value.append(el("span", "truco-coach__number", row.value));
    tr.append(name, value);
    if (sampled) tr.append(el("td", "truco-coach__interval", row.range || t("coach.tag.exact")));
    tr.append(el("td", "truco-coach__chance", row.chance));
    if (byMatch) tr.append(el("td", "truco-coach__match", row.match));
    if (extra) {
      const cell = el("td", "truco-coach__extra");
      const node = extra(row);
      if (node) cell.append(node);
      tr.append(cell);
    }
    body.append(tr);
  }
  const thead = el("thead");
  thead.append(head);
  table.append(caption, thead, body);
  box.append(table);

  const how = el("details", "truco-coach__how truco-disclosure");
  const summary = el("summary", "truco-coach__how-summary", shortMethod(analysis, t, lang, { has }));
  how.append(summary);
  for (const line of methodLines(analysis, t, lang, { has })) how.append(el("p", "truco-coach__how-line", line));
  const took = showTime ? timeText(analysis.ms, t, lang) : "";
  if (took) how.append(el("p", "truco-coach__how-line truco-coach__time", took));
  box.append(how);
  return box;
}

/**
 * Value badges on the buttons of the analysed actions under `container` (buttons carry the action
 * in data-action): "+1.0" (the table's precision), the best ones marked. The table says the same for screen readers.
 * @param {ParentNode} container @param {Analysis} analysis @param {string} lang
 */
export function badgeButtons(container, analysis, lang) {
  const byAction = new Map(analysis.actions.map((a) => [a.action, a]));
  const digits = analysisDigits(analysis); // the table's precision
  for (const found of container.querySelectorAll("button[data-action]")) {
    const b = /** @type {HTMLElement} */ (found);
    const a = byAction.get(b.dataset.action || "");
    if (!a) continue;
    const badge = el("span", a.best ? "truco-coach__badge truco-coach__badge--best" : "truco-coach__badge", valueText(a.ev, lang, digits));
    badge.setAttribute("aria-hidden", "true");
    badge.dataset.role = "badge";
    b.append(badge);
    b.dataset.best = String(a.best);
  }
}
