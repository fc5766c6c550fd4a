// @ts-check
// scenario-editor's page parts, made once: the open box, then the five sections (the table, the
// cards, the moves, the question, the links) and the live region. The parts that change are drawn
// into them by render.js and cards.js; the buttons call the wiring's handlers (`on`).

import { button, el } from "../../kit/dom.js";
import { linkList, notice as noticeBox, textField } from "../../kit/teach/parts.js";
import { MAX_NOTE, MAX_TITLE } from "./state.js";

/**
 * A labelled control.
 * @template {"select" | "input"} K @param {K} tag @param {string} label @param {string} role
 */
export function labelled(tag, label, role) {
  const wrap = el("label", "truco-field truco-editor__field");
  const text = el("span", "truco-field__label", label);
  const input = /** @type {K extends "select" ? HTMLSelectElement : HTMLInputElement} */ (el(tag, "truco-field__input"));
  input.dataset.role = role;
  wrap.append(text, input);
  return { box: wrap, input, text };
}

/** @param {HTMLSelectElement} select @param {{value: string, text: string}[]} options @param {string} value */
export function fill(select, options, value) {
  select.replaceChildren(...options.map((o) => {
    const option = el("option", "", o.text);
    option.value = o.value;
    return option;
  }));
  select.value = value;
}

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string} id the widget's unique id
 * @param {{dealRandom: () => void, removeActive: () => void, clearAll: () => void, moveBack: (all: boolean) => void}} on
 */
export function buildLayout(ctx, id, on) {
  const { t } = ctx;
  const box = el("div", "truco-editor");
  const notice = noticeBox();
  const live = el("p", "truco-editor__live");
  live.setAttribute("aria-live", "polite");

  /**
   * A field for the teacher's own words (`key`: title or note): its label, and a count of its
   * characters below it, which the input names as its description.
   * @template {HTMLInputElement | HTMLTextAreaElement} I @param {I} input @param {string} key @param {number} max
   */
  function words(input, key, max) {
    input.id = `${id}-${key}`;
    input.maxLength = max;
    input.dataset.role = key;
    const label = el("label", "truco-editor__label", t(`editor.question.${key}`));
    label.htmlFor = input.id;
    const count = el("p", "truco-editor__count");
    count.id = `${input.id}-count`;
    input.setAttribute("aria-describedby", count.id);
    return { label, input, count };
  }

  /** @param {string} key @param {string} [hint] */
  function section(key, hint) {
    const node = el("section", "truco-editor__section");
    node.dataset.section = key;
    const headingId = `${id}-${key}`;
    const heading = el("h3", "truco-editor__heading", t(`editor.section.${key}`));
    heading.id = headingId;
    node.setAttribute("aria-labelledby", headingId);
    node.append(heading);
    if (hint) node.append(el("p", "truco-teach-hint", hint));
    return node;
  }

  // open a link or a code
  const openBox = el("details", "truco-editor__open");
  const openSummary = el("summary", "truco-editor__open-summary", t("editor.open.summary"));
  const openForm = el("form", "truco-editor__open-form");
  const { label: openLabel, input: openInput } = textField(t("editor.open.label"), "truco-editor__open-input",
    { maxLength: 20000, labelClass: "truco-editor__label" });
  const openButton = el("button", "md-button truco-button", t("editor.open.button"));
  openButton.type = "submit";
  openButton.dataset.role = "open";
  const openSaid = el("p", "truco-teach-hint");
  openSaid.dataset.role = "open-status";
  openSaid.setAttribute("role", "status");
  openForm.append(openLabel, openInput, openButton);
  openBox.append(openSummary, openForm, openSaid);

  // 1. rules and table
  const rulesSection = section("table");
  const rulesGrid = el("div", "truco-editor__fields");
  const presetSelect = labelled("select", t("editor.rules"), "preset");
  const optionsWrap = el("details", "truco-editor__options-box");
  const optionsSummary = el("summary", "", t("editor.options"));
  const optionsBox = el("div", "truco-editor__fields truco-editor__options");
  optionsWrap.append(optionsSummary, optionsBox);
  const playersSelect = labelled("select", t("editor.players"), "players");
  const score0 = labelled("select", "", "score-0");
  const score1 = labelled("select", "", "score-1");
  const dealerSelect = labelled("select", t("editor.dealer"), "dealer");
  const kindNote = el("p", "truco-teach-hint");
  kindNote.dataset.role = "hand-kind";
  rulesGrid.append(presetSelect.box, playersSelect.box, score0.box, score1.box, dealerSelect.box);
  rulesSection.append(rulesGrid, optionsWrap, kindNote);

  // 2. cards
  const cardsSection = section("cards", t("editor.cards.hint"));
  const slotsBox = el("div", "truco-editor__slots");
  const cardTools = el("div", "truco-editor__tools");
  const randomButton = button(t("editor.cards.random"), () => on.dealRandom());
  randomButton.dataset.role = "random";
  const removeButton = button(t("editor.cards.remove"), () => on.removeActive());
  removeButton.dataset.role = "remove";
  const clearButton = button(t("editor.cards.clear"), () => on.clearAll());
  clearButton.dataset.role = "clear";
  cardTools.append(randomButton, removeButton, clearButton);
  const paletteLabel = el("p", "truco-editor__label", t("editor.palette"));
  paletteLabel.id = `${id}-palette`;
  const palette = el("div", "truco-editor__palette");
  palette.setAttribute("role", "grid");
  palette.setAttribute("aria-labelledby", paletteLabel.id);
  cardsSection.append(slotsBox, cardTools, paletteLabel, palette);

  // 3. moves
  const movesSection = section("moves");
  const movesWait = el("p", "truco-teach-hint");
  const board = el("div", "truco-editor__board");
  const pad = el("div", "truco-editor__pad");
  const moveTools = el("div", "truco-editor__tools");
  const undoButton = button(t("scenario.undo"), () => on.moveBack(false));
  undoButton.dataset.role = "undo";
  const restartButton = button(t("editor.moves.restart"), () => on.moveBack(true));
  restartButton.dataset.role = "restart";
  moveTools.append(undoButton, restartButton);
  movesSection.append(movesWait, board, pad, moveTools);

  // 4. the question
  const questionSection = section("question", t("editor.question.hint"));
  const qFields = el("div", "truco-editor__fields");
  const kindSelect = labelled("select", t("editor.question.kind"), "kind");
  const seatSelect = labelled("select", t("editor.question.seat"), "seat");
  qFields.append(kindSelect.box, seatSelect.box);
  const showBox = el("fieldset", "truco-editor__show");
  // the teacher's words: a title (one line), then a note; each with its count of characters
  const title = words(el("input", "truco-field__input truco-editor__title"), "title", MAX_TITLE);
  title.input.type = "text";
  title.input.autocomplete = "off";
  title.input.placeholder = t("editor.question.title-placeholder");
  const note = words(el("textarea", "truco-field__input truco-editor__note"), "note", MAX_NOTE);
  note.input.rows = 2;
  const questionSaid = el("p", "truco-editor__status");
  questionSaid.dataset.role = "question-status";
  const preview = el("details", "truco-editor__preview");
  const previewSummary = el("summary", "", t("editor.question.preview"));
  const previewBody = el("div", "truco-editor__preview-body");
  preview.append(previewSummary, previewBody);
  questionSection.append(qFields, showBox, title.label, title.input, title.count, note.label, note.input, note.count,
    questionSaid, preview);

  // 5. links
  const linksSection = section("links");
  const langSelect = labelled("select", t("editor.links.lang"), "lang");
  const links = linkList();
  const codeBox = el("div", "truco-editor__code");
  const { label: codeLabel, input: codeInput } = textField(t("editor.links.code"), "truco-editor__code-input",
    { labelClass: "truco-editor__label" });
  codeInput.readOnly = true;
  codeBox.append(codeLabel, codeInput);
  linksSection.append(langSelect.box, links, codeBox);

  box.append(openBox, notice, rulesSection, cardsSection, movesSection, questionSection, linksSection, live);
  return {
    box, notice, live, openForm, openInput, openSaid,
    presetSelect, optionsWrap, optionsSummary, optionsBox, playersSelect, score0, score1, dealerSelect, kindNote,
    slotsBox, removeButton, palette,
    movesWait, board, pad, moveTools, undoButton, restartButton,
    kindSelect, seatSelect, showBox, titleInput: title.input, titleCount: title.count, noteInput: note.input,
    noteCount: note.count, questionSaid, preview, previewBody,
    langSelect, links, codeBox, codeInput,
  };
}
