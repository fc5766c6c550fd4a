// @ts-check
// analysis's page parts, made once: the notices, where the position is, the steps' buttons, the
// board and the coach's values, the line's moves, the tools (every hand face up, copy a link,
// play from here) and the box that opens a pasted link or code. Their handlers are the wiring's.

import { copyLink } from "../../kit/copy-link.js";
import { button, el, select, uniqueId } from "../../kit/dom.js";

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx
 * @param {{step: (to: "first" | "back" | "forward" | "last") => void, more: () => void, reopen: () => void,
 *   showAll: (on: boolean) => void, known: (on: boolean) => void, seat: (seat: number) => void,
 *   open: (text: string) => void, href: () => string, announce: (text: string) => void}} on
 * @param {{showAll: boolean, known: boolean}} modes
 */
export function buildLayout(ctx, on, { showAll, known }) {
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

  // whose view: a seat, kept while stepping; and the post-mortem modes
  const viewBar = el("div", "truco-analysis__view");
  const seatField = select(t("analysis.seat-label"), [], "", (value) => on.seat(Number(value)), "truco-field truco-analysis__seat");
  seatField.input.dataset.role = "seat";
  const openLabel = el("label", "truco-analysis__check");
  const openBox = el("input", "truco-analysis__check-box");
  openBox.type = "checkbox";
  openBox.dataset.role = "show-all";
  openBox.checked = showAll || known;
  openBox.disabled = known;
  openLabel.append(openBox, " ", t("analysis.show-all"));
  openBox.addEventListener("change", () => on.showAll(openBox.checked));
  const knownLabel = el("label", "truco-analysis__check");
  const knownBox = el("input", "truco-analysis__check-box");
  knownBox.type = "checkbox";
  knownBox.dataset.role = "known";
  knownBox.checked = known;
  knownLabel.append(knownBox, " ", t("analysis.known"));
  knownBox.addEventListener("change", () => on.known(knownBox.checked));
  viewBar.append(seatField.box, openLabel, knownLabel);

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
  const coachLine = el("div", "truco-analysis__line");
  coachLine.dataset.role = "coach-line";
  coachLine.hidden = true;
  coachBox.append(coachTitle, played, values, more, coachLine);
  main.append(boardBox, coachBox);

  // the value of the hand for the viewer's team, move by move
  const graphBox = el("section", "truco-analysis__graph");
  graphBox.dataset.role = "graph";
  const graphTitle = el("h2", "truco-analysis__title");
  graphTitle.id = uniqueId("truco-analysis-graph");
  graphBox.setAttribute("aria-labelledby", graphTitle.id);
  const graphArt = el("div", "truco-analysis__graph-art");
  const graphText = el("p", "truco-analysis__graph-text");
  graphText.dataset.role = "graph-text";
  const graphNote = el("p", "truco-analysis__graph-note");
  graphBox.append(graphTitle, graphArt, graphText, graphNote);

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
  const playHere = el("a", "md-button truco-button truco-analysis__play");
  playHere.dataset.role = "play-here";
  playHere.textContent = t("analysis.play-here");
  const copy = copyLink(ctx, () => on.href(), { label: t("analysis.copy"), onCopied: (text) => on.announce(text) });
  tools.append(copy, playHere);

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
  box.append(notice, rulesNote, viewBar, where, stepsNav, main, graphBox, movesBox, tools, form, live);
  return {
    box, notice, rulesNote, where, stepsNav, first, back, forward, last, counter, boardBox, coachTitle, played,
    values, more, coachLine, moves, backToLink, playHere, field, live, seat: seatField.input, showAll: openBox, known: knownBox,
    graphTitle, graphArt, graphText, graphNote,
  };
}
