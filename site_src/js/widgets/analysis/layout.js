// @ts-check
// analysis's page parts, made once: the notices, where the position is, the steps' buttons, the
// board and the coach's values, the line's moves, the tools (every hand face up, copy a link,
// play from here) and the box that opens a pasted link or code. Their handlers are the wiring's.

import { copyLink } from "../../kit/copy-link.js";
import { button, el, uniqueId } from "../../kit/dom.js";

/**
 * @param {import("../../app.js").WidgetContext} ctx
 * @param {{step: (to: "first" | "back" | "forward" | "last") => void, more: () => void, reopen: () => void,
 *   showAll: (on: boolean) => void, open: (text: string) => void, href: () => string, announce: (text: string) => void}} on
 * @param {boolean} showAll
 */
export function buildLayout(ctx, on, showAll) {
  const { t } = ctx;
  const titleId = uniqueId("truco-analysis-values");
  const box = el("div", "truco-analysis");
  const notice = el("p", "truco-scenario__notice"); // the kit's notice and rules note (kit.css)
  notice.setAttribute("role", "alert");
  notice.dataset.role = "notice";
  notice.hidden = true;
  const rulesNote = el("p", "truco-scenario__rules-note");
  rulesNote.dataset.role = "rules-note";
  rulesNote.hidden = true;
  const where = el("p", "truco-analysis__where");
  where.dataset.role = "where";

  const stepsNav = el("nav", "truco-analysis__steps");
  stepsNav.setAttribute("aria-label", t("analysis.steps"));
  /** @param {string} key @param {"first" | "back" | "forward" | "last"} role @param {string} keys */
  const stepButton = (key, role, keys) => {
    const b = button(t(key), () => on.step(role), "md-button truco-button truco-analysis__step");
    b.dataset.role = role;
    b.setAttribute("aria-keyshortcuts", keys);
    return b;
  };
  const first = stepButton("analysis.first", "first", "Home");
  const back = stepButton("analysis.back", "back", "ArrowLeft");
  const forward = stepButton("analysis.forward", "forward", "ArrowRight");
  const last = stepButton("analysis.last", "last", "End");
  const counter = el("span", "truco-analysis__counter");
  counter.dataset.role = "counter";
  stepsNav.append(first, back, counter, forward, last);

  const main = el("div", "truco-analysis__main");
  const boardBox = el("section", "truco-analysis__board");
  boardBox.setAttribute("aria-label", t("analysis.board"));
  const coachBox = el("section", "truco-analysis__coach");
  coachBox.dataset.role = "coach";
  coachBox.setAttribute("aria-labelledby", titleId);
  const coachTitle = el("h2", "truco-analysis__title");
  coachTitle.id = titleId;
  const played = el("p", "truco-analysis__played");
  played.dataset.role = "played";
  const values = el("div", "truco-analysis__values");
  const more = button(t("analysis.more"), () => on.more(), "md-button truco-button truco-analysis__more");
  more.dataset.role = "more";
  more.hidden = true;
  coachBox.append(coachTitle, played, values, more);
  main.append(boardBox, coachBox);

  const movesBox = el("section", "truco-analysis__moves-box");
  const movesTitle = el("h2", "truco-analysis__title", t("analysis.moves"));
  movesTitle.id = uniqueId("truco-analysis-moves");
  movesBox.setAttribute("aria-labelledby", movesTitle.id);
  const moves = el("ol", "truco-analysis__moves");
  moves.dataset.role = "moves";
  const backToLink = button(t("analysis.back-to-link"), () => on.reopen(), "md-button truco-button truco-analysis__back-to-link");
  backToLink.dataset.role = "back-to-link";
  backToLink.hidden = true;
  movesBox.append(movesTitle, moves, backToLink);

  const tools = el("div", "truco-analysis__tools");
  const openLabel = el("label", "truco-analysis__check");
  const openBox = el("input", "truco-analysis__check-box");
  openBox.type = "checkbox";
  openBox.dataset.role = "show-all";
  openBox.checked = showAll;
  openLabel.append(openBox, " ", t("analysis.show-all"));
  openBox.addEventListener("change", () => on.showAll(openBox.checked));
  const playHere = el("a", "md-button truco-button truco-analysis__play");
  playHere.dataset.role = "play-here";
  playHere.textContent = t("analysis.play-here");
  const copy = copyLink(ctx, () => on.href(), { label: t("analysis.copy"), onCopied: (text) => on.announce(text) });
  tools.append(openLabel, copy, playHere);

  const form = el("form", "truco-analysis__open");
  form.dataset.role = "open-form";
  const fieldId = uniqueId("truco-analysis-code");
  const fieldLabel = el("label", "truco-analysis__open-label", t("analysis.open-label"));
  fieldLabel.htmlFor = fieldId;
  const field = el("input", "truco-analysis__open-field");
  field.id = fieldId;
  field.type = "text";
  field.autocomplete = "off";
  field.spellcheck = false;
  field.dataset.role = "open-field";
  const openButton = el("button", "md-button truco-button truco-analysis__open-button", t("analysis.open"));
  openButton.type = "submit";
  form.append(fieldLabel, field, openButton);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    on.open(field.value);
  });

  const live = el("p", "truco-analysis__live");
  live.setAttribute("aria-live", "polite");
  live.dataset.role = "live";
  box.append(notice, rulesNote, where, stepsNav, main, movesBox, tools, form, live);
  return {
    box, notice, rulesNote, where, stepsNav, first, back, forward, last, counter, boardBox, coachTitle, played,
    values, more, moves, backToLink, playHere, field, live,
  };
}
