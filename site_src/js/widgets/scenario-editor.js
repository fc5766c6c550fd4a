// @ts-check
// scenario-editor: build the exact position a teacher wants to discuss — the rules (and a table's
// own options), 2 or 4 players, the score, the dealer, the vira and every hand (from a palette of
// the engine's 40 cards, each dealt once, the rest dealt at random), then the moves so far, one by
// one, each one checked by the engine (a refused move says why) — and hand out links: the Play
// page, the analysis page, a puzzle (a question from a fixed list, for the seat a teacher picks),
// and the widget that shows the point best. It also opens any link or code of the site.
//
//   <div data-widget="scenario-editor"></div>
//   ?scenario-editor.s=<scenario code>     a position
//   ?scenario-editor.p=<puzzle>            a puzzle (gallery id or sealed code): its position and question
//
// Every rule is the engine's: the deck and the options (`rules`), the seats, who acts, what each
// move means and whether it is allowed (`replay`), whether a question fits the position
// (`puzzle_make`). The editor only keeps the cards being dealt (teach/draft.js).

import { cardElement } from "../kit/cards.js";
import { button, el, store, uniqueId } from "../kit/dom.js";
import { handModel } from "../kit/hand-model.js";
import { renderHand } from "../kit/hand-view.js";
import { operations } from "../kit/operation.js";
import { hasString, pageData } from "../kit/page.js";
import { presetOf } from "../kit/protocol.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { actionLabel, capitalize, cardText, errorText, explain, isEngineDown, seatText } from "../kit/words.js";
import { puzzleBoard } from "../kit/teach/board.js";
import {
  cardAt, clearCards, complete, emptyDraft, fillRandom, fromScenario, holder, nextEmpty, place, slots, slotSeat,
  toScenario, withPlayers,
} from "../kit/teach/draft.js";
import {
  analysisParams, editorParams, pageUrl, playParams, puzzleParams, readLink, showcase, withParams,
} from "../kit/teach/links.js";
import { linkItem, linkList, notice as noticeBox, textField } from "../kit/teach/parts.js";
import { addTo, loadSet, saveSet } from "../kit/teach/set.js";
import { KINDS, questionText, teamOption } from "../kit/teach/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").OpResults["rules"] & {choices?: Record<string, unknown[]>}} RulesInfo
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../kit/initial.js").Request} Request
 * @typedef {import("../kit/teach/draft.js").Draft} Draft
 * @typedef {{kind: string, seat: number, show: number[], note: string}} Question
 */

/** The longest teacher's note (the engine's limit, truco.puzzles.MAX_NOTE). */
export const MAX_NOTE = 280;
const LANGUAGES = ["es", "pt", "en"];

/**
 * The requests the editor makes when it opens: a puzzle's parts, then its position and rules; a
 * position and its rules; or the reader's rules (the deck, the options) for an empty table.
 * @param {import("../kit/initial.js").OpenState} state
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  /** @type {Request[]} */
  const out = [];
  let code = params.s;
  if (params.p !== undefined) {
    const open = { op: "puzzle_open", args: { puzzle: params.p } };
    out.push(open);
    const opened = answered(open);
    if (!opened || !opened.puzzle) return out;
    code = opened.puzzle.scenario;
  }
  if (code !== undefined) {
    const replay = { op: "replay", args: { code, prefix: true } };
    out.push(replay);
    const r = answered(replay);
    if (r && r.scenario) out.push({ op: "rules", args: { rules: r.scenario.rules } });
    return out;
  }
  return [{ op: "rules", args: { rules } }];
}

/**
 * The label of an option's value (the same words as the reader's options panel).
 * @param {string} name @param {unknown} value @param {(key: string, params?: object) => string} t
 */
export function optionValueText(name, value, t) {
  if (Array.isArray(value)) return value.join(" · ");
  if (typeof value === "boolean") return t(value ? "tables.yes" : "tables.no");
  const key = `options.value.${name}.${value}`;
  if (hasString(key)) return t(key);
  return hasString(`tables.value.${value}`) ? t(`tables.value.${value}`) : String(value);
}

/** @param {unknown} a @param {unknown} b */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const page = pageData();
  const id = uniqueId("truco-editor");

  // --- state ----------------------------------------------------------------------------------
  /** @type {RulesInfo} */
  let info;
  /** @type {Draft} */
  let draft;
  /** @type {ReplayResult | null} the engine's answer for the complete deal and its moves */
  let result = null;
  /** @type {string | null} the slot the next palette card goes to */
  let active = null;
  /** @type {Question} */
  const question = { kind: "", seat: 0, show: [], note: "" };
  /** @type {{code: string, view: PuzzleView} | null} the puzzle, once the engine accepts it */
  let made = null;
  let madeError = "";
  let linkLang = page.lang;
  let generation = 0;

  const usesVira = () => info.uses_vira;
  const reason = (/** @type {unknown} */ err) => errorText(err, t, { players: draft ? draft.players : 2, has: hasString }).text;

  // --- layout ---------------------------------------------------------------------------------
  const box = el("div", "truco-editor");
  const notice = noticeBox();
  const live = el("p", "truco-editor__live");
  live.setAttribute("aria-live", "polite");

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
  const randomButton = button(t("editor.cards.random"), () => dealRandom());
  randomButton.dataset.role = "random";
  const removeButton = button(t("editor.cards.remove"), () => removeActive());
  removeButton.dataset.role = "remove";
  const clearButton = button(t("editor.cards.clear"), () => clearAll());
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
  const undoButton = button(t("scenario.undo"), () => moveBack(false));
  undoButton.dataset.role = "undo";
  const restartButton = button(t("editor.moves.restart"), () => moveBack(true));
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
  const noteId = `${id}-note`;
  const noteLabel = el("label", "truco-editor__label", t("editor.question.note"));
  noteLabel.htmlFor = noteId;
  const noteInput = el("textarea", "truco-field__input truco-editor__note");
  noteInput.id = noteId;
  noteInput.rows = 2;
  noteInput.maxLength = MAX_NOTE;
  noteInput.dataset.role = "note";
  const noteCount = el("p", "truco-editor__count");
  noteCount.id = `${noteId}-count`;
  noteInput.setAttribute("aria-describedby", noteCount.id);
  const questionSaid = el("p", "truco-editor__status");
  questionSaid.dataset.role = "question-status";
  const preview = el("details", "truco-editor__preview");
  const previewSummary = el("summary", "", t("editor.question.preview"));
  const previewBody = el("div", "truco-editor__preview-body");
  preview.append(previewSummary, previewBody);
  questionSection.append(qFields, showBox, noteLabel, noteInput, noteCount, questionSaid, preview);

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

  /**
   * A labelled control.
   * @template {"select" | "input"} K @param {K} tag @param {string} label @param {string} role
   */
  function labelled(tag, label, role) {
    const wrap = el("label", "truco-field truco-editor__field");
    const text = el("span", "truco-field__label", label);
    const input = /** @type {K extends "select" ? HTMLSelectElement : HTMLInputElement} */ (el(tag, "truco-field__input"));
    input.dataset.role = role;
    wrap.append(text, input);
    return { box: wrap, input, text };
  }

  /** @param {HTMLSelectElement} select @param {{value: string, text: string}[]} options @param {string} value */
  function fill(select, options, value) {
    select.replaceChildren(...options.map((o) => {
      const option = el("option", "", o.text);
      option.value = o.value;
      return option;
    }));
    select.value = value;
  }

  // --- notices --------------------------------------------------------------------------------
  /** @param {string} text */
  function warn(text) {
    notice.textContent = text;
    notice.hidden = !text;
  }
  /** @param {string} text */
  const say = (text) => {
    live.textContent = text;
  };

  const run = operations(ctx, (err) => warn(reason(err)));

  // --- drawing --------------------------------------------------------------------------------
  function drawTable() {
    const presets = page.presets;
    fill(presetSelect.input, presets.map((p) => ({ value: p, text: t(`preset.${p}`) })), presetOf(draft.rules));
    optionsBox.replaceChildren();
    const own = /** @type {Record<string, unknown>} */ ((page.rules && page.rules.presets[presetOf(draft.rules)]) || {});
    // the engine's order (page data keeps it; the engine's object may come with sorted keys)
    const choices = page.rules ? page.rules.choices : Object.entries(info.choices || {});
    let changed = 0;
    for (const [name, values] of choices) {
      if (!same(own[name], info.options[name])) changed += 1;
      const field = labelled("select", t(`tables.option.${name}`), `option-${name}`);
      fill(field.input, values.map((v, i) => ({
        value: String(i), text: optionValueText(name, v, t) + (same(own[name], v) ? ` (${t("options.preset_value")})` : ""),
      })), String(Math.max(0, values.findIndex((v) => same(v, info.options[name])))));
      field.input.addEventListener("change", () => {
        const chosen = values[Number(field.input.value)];
        const spec = typeof draft.rules === "string" ? { preset: draft.rules } : { ...draft.rules };
        /** @type {Record<string, unknown>} */ (spec)[name] = chosen;
        if (same(own[name], chosen)) delete /** @type {Record<string, unknown>} */ (spec)[name];
        setRules(Object.keys(spec).length > 1 ? /** @type {RulesSpec} */ (spec) : presetOf(draft.rules));
      });
      optionsBox.append(field.box);
    }
    optionsSummary.textContent = changed ? t("editor.options-changed", { n: changed }) : t("editor.options");
    if (changed) optionsWrap.open = true;
    fill(playersSelect.input, [2, 4].map((n) => ({ value: String(n), text: t(`editor.players.${n}`) })), String(draft.players));
    const target = Number(info.options.target);
    const scores = Array.from({ length: target }, (_, n) => ({ value: String(n), text: String(n) }));
    score0.text.textContent = t("editor.score", { team: teamOption(0, draft.players, t) });
    score1.text.textContent = t("editor.score", { team: teamOption(1, draft.players, t) });
    fill(score0.input, scores, String(draft.score[0]));
    fill(score1.input, scores, String(draft.score[1]));
    fill(dealerSelect.input, draft.hands.map((_, seat) => ({ value: String(seat), text: capitalize(seatText(seat, t)) })), String(draft.dealer));
    kindNote.textContent = result && result.kind_ruling ? explain(result.kind_ruling, t, { players: result.players }) : "";
    kindNote.hidden = !kindNote.textContent;
  }

  /** A slot's name for people: "the vira", "player 2, card 3". @param {string} slot */
  function slotName(slot) {
    const at = slotSeat(slot);
    return at ? t("editor.slot", { seat: seatText(at.seat, t), n: at.index + 1 }) : t("editor.slot-vira");
  }

  function drawCards() {
    const viraUsed = usesVira();
    const rows = [];
    if (viraUsed) rows.push({ label: t("hand.vira"), slots: ["vira"] });
    draft.hands.forEach((hand, seat) => rows.push({ label: capitalize(seatText(seat, t)), slots: hand.map((_, i) => `${seat}.${i}`) }));
    slotsBox.replaceChildren(...rows.map((row) => {
      const line = el("div", "truco-editor__slot-row");
      line.append(el("span", "truco-editor__slot-label", row.label));
      const group = el("div", "truco-editor__slot-group");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", row.label);
      for (const slot of row.slots) {
        const card = cardAt(draft, slot);
        const b = el("button", "truco-editor__slot");
        b.type = "button";
        b.dataset.slot = slot;
        b.setAttribute("aria-pressed", String(slot === active));
        b.setAttribute("aria-label", `${capitalize(slotName(slot))}: ${card ? cardText(card, t) : t("editor.empty")}`);
        if (card) {
          const face = cardElement(card, t);
          face.setAttribute("aria-hidden", "true");
          b.append(face);
          b.dataset.card = card;
        } else b.append(el("span", "truco-editor__slot-empty", "+"));
        b.addEventListener("click", () => {
          active = slot;
          drawCards();
          focusSlot(slot);
          say(t("editor.slot-picked", { slot: slotName(slot) }));
        });
        b.addEventListener("keydown", (event) => {
          if (event.key === "Delete" || event.key === "Backspace") {
            event.preventDefault();
            active = slot;
            removeActive();
          }
        });
        group.append(b);
      }
      line.append(group);
      return line;
    }));
    removeButton.disabled = active === null || cardAt(draft, active) === null;
    drawPalette();
  }

  /** @param {string} slot */
  function focusSlot(slot) {
    const b = /** @type {HTMLElement | null} */ (slotsBox.querySelector(`[data-slot="${slot}"]`));
    if (b) b.focus();
  }

  let paletteFocus = 0;
  function drawPalette() {
    const bySuit = new Map();
    for (const card of info.deck) {
      const suit = card.slice(-1);
      if (!bySuit.has(suit)) bySuit.set(suit, []);
      bySuit.get(suit).push(card);
    }
    const rows = [...bySuit.values()];
    let index = 0;
    palette.replaceChildren(...rows.map((cards) => {
      const row = el("div", "truco-editor__palette-row");
      row.setAttribute("role", "row");
      for (const card of cards) {
        const where = holder(draft, card);
        const cell = el("span", "truco-editor__palette-cell");
        cell.setAttribute("role", "gridcell");
        const b = el("button", "truco-editor__pick");
        b.type = "button";
        b.dataset.card = card;
        b.dataset.index = String(index);
        b.tabIndex = index === paletteFocus ? 0 : -1;
        const face = cardElement(card, t);
        face.setAttribute("aria-hidden", "true");
        b.append(face);
        const label = cardText(card, t);
        if (where !== null) {
          b.setAttribute("aria-disabled", "true");
          b.classList.add("truco-editor__pick--dealt");
          b.setAttribute("aria-label", t("editor.pick-dealt", { card: label, slot: slotName(where) }));
        } else b.setAttribute("aria-label", label);
        b.addEventListener("click", () => {
          paletteFocus = Number(b.dataset.index);
          pick(card);
        });
        b.addEventListener("keydown", (event) => paletteKey(event, Number(b.dataset.index), cards.length));
        b.addEventListener("focus", () => {
          paletteFocus = Number(b.dataset.index);
        });
        cell.append(b);
        row.append(cell);
        index += 1;
      }
      return row;
    }));
  }

  /** Arrow keys move within the palette (one tab stop for 40 cards). @param {KeyboardEvent} event @param {number} at @param {number} width */
  function paletteKey(event, at, width) {
    const total = info.deck.length;
    const moves = /** @type {Record<string, number>} */ ({ ArrowRight: 1, ArrowLeft: -1, ArrowDown: width, ArrowUp: -width });
    let to = at;
    if (event.key in moves) to = at + moves[event.key];
    else if (event.key === "Home") to = at - (at % width);
    else if (event.key === "End") to = at - (at % width) + width - 1;
    else return;
    event.preventDefault();
    if (to < 0 || to >= total) return;
    paletteFocus = to;
    for (const b of palette.querySelectorAll("button")) /** @type {HTMLButtonElement} */ (b).tabIndex = Number(/** @type {HTMLElement} */ (b).dataset.index) === to ? 0 : -1;
    const target = /** @type {HTMLElement | null} */ (palette.querySelector(`[data-index="${to}"]`));
    if (target) target.focus();
  }

  function drawMoves() {
    const ready = result !== null;
    const missing = slots(draft, usesVira()).filter((slot) => cardAt(draft, slot) === null).length;
    movesWait.textContent = ready ? "" : t("editor.moves.wait", { n: missing });
    movesWait.hidden = ready;
    board.hidden = !ready;
    pad.hidden = !ready;
    moveTools.hidden = !ready;
    if (!result) {
      board.replaceChildren();
      pad.replaceChildren();
      return;
    }
    const r = result;
    board.replaceChildren(renderHand(t, handModel(r), { parts: ["vira", "seats", "rounds", "state", "result", "history"] }).node);
    pad.replaceChildren();
    const none = r.scenario.actions ? r.scenario.actions.length === 0 : true;
    undoButton.disabled = none;
    restartButton.disabled = none;
    if (r.to_act === null) return;
    const seat = r.to_act;
    pad.append(el("p", "truco-editor__pad-title", capitalize(t("editor.moves.allowed", { seat: seatText(seat, t) }))));
    const allowed = el("div", "truco-editor__moves");
    const previews = new Map(r.preview.map((p) => [p.action, p]));
    for (const choice of r.choices) {
      const b = button(actionLabel(choice, t), () => act(choice.action), "md-button truco-button truco-editor__move");
      b.dataset.action = choice.action;
      const p = previews.get(choice.action);
      if (p && p.finished) b.dataset.ends = "true";
      allowed.append(b);
    }
    pad.append(allowed);
    // the moves the rules do not allow now: the engine says why when one is tried
    const others = [];
    const legal = new Set(r.legal);
    for (const card of r.hands[seat] || []) {
      for (const kind of ["play", "cover"]) {
        const action = `${kind} ${card}`;
        if (!legal.has(action) && !r.blind) others.push({ action, label: t(`action.${kind}`, { card: cardText(card, t) }) });
      }
    }
    for (const action of ["raise", "accept", "fold"]) {
      if (!legal.has(action)) others.push({ action, label: t(`editor.try.${action}`) });
    }
    if (others.length) {
      const more = el("details", "truco-editor__others");
      more.append(el("summary", "", t("editor.moves.others")));
      const list = el("div", "truco-editor__moves");
      for (const o of others) {
        const b = button(o.label, () => act(o.action), "md-button truco-button truco-editor__move truco-editor__move--other");
        b.dataset.action = o.action;
        list.append(b);
      }
      more.append(list);
      pad.append(more);
    }
  }

  function drawQuestion() {
    fill(kindSelect.input, [{ value: "", text: t("editor.question.none") },
      ...KINDS.map((k) => ({ value: k, text: questionText(k, t) }))], question.kind);
    const forced = question.kind === "play" && result && result.to_act !== null;
    fill(seatSelect.input, draft.hands.map((_, seat) => ({ value: String(seat), text: capitalize(seatText(seat, t)) })),
      String(forced && result ? result.to_act : question.seat));
    seatSelect.input.disabled = !question.kind || question.kind === "play";
    showBox.replaceChildren(el("legend", "truco-field__label", t("editor.question.show")));
    showBox.disabled = !question.kind || question.kind === "play";
    for (let seat = 0; seat < draft.players; seat++) {
      if (seat === question.seat) continue;
      const label = el("label", "truco-editor__check");
      const input = el("input");
      input.type = "checkbox";
      input.dataset.role = `show-${seat}`;
      input.checked = question.show.includes(seat);
      input.addEventListener("change", () => {
        question.show = input.checked ? [...question.show, seat].sort() : question.show.filter((s) => s !== seat);
        makePuzzle();
      });
      label.append(input, " ", capitalize(seatText(seat, t)));
      showBox.append(label);
    }
    noteInput.value = question.note;
    noteInput.disabled = !question.kind;
    noteCount.textContent = t("editor.question.count", { n: question.note.length, max: MAX_NOTE });
    drawQuestionStatus();
  }

  function drawQuestionStatus() {
    if (!question.kind) {
      questionSaid.textContent = t("editor.question.off");
      questionSaid.dataset.state = "off";
    } else if (made) {
      questionSaid.textContent = t("editor.question.ready");
      questionSaid.dataset.state = "ready";
    } else {
      questionSaid.textContent = madeError || t("editor.question.needs-deal");
      questionSaid.dataset.state = "refused";
    }
    preview.hidden = !made;
    if (made) {
      const view = made.view;
      previewBody.replaceChildren(puzzleBoard(t, view).node, el("p", "truco-editor__preview-question", questionText(view.kind, t)));
    } else previewBody.replaceChildren();
  }

  function drawLinks() {
    fill(langSelect.input, LANGUAGES.map((l) => ({ value: l, text: t(`editor.lang.${l}`) })), linkLang);
    const here = { href: location.href, lang: page.lang, alternates: page.alternates };
    const url = (/** @type {string} */ name, /** @type {Record<string, string>} */ params) => withParams(pageUrl(name, linkLang, here), params);
    /** @type {{role: string, label: string, note?: string, href: string | null}[]} */
    const rows = [];
    const r = result;
    if (made) rows.push({ role: "puzzle", label: t("editor.links.puzzle"), note: t("editor.links.puzzle-note"), href: url("puzzle", puzzleParams([made.code])) });
    if (r) {
      const open = !r.finished && r.to_act !== null;
      rows.push({ role: "play", label: t("editor.links.play"), note: t(open ? "editor.links.play-note" : "editor.links.over"), href: open ? url("play", playParams(r.code)) : null });
      rows.push({ role: "analysis", label: t("editor.links.analysis"), note: t(open ? "editor.links.analysis-note" : "editor.links.over"), href: open ? url("analysis", analysisParams(r.code)) : null });
      const show = showcase(r, question.kind || null);
      rows.push({ role: "showcase", label: t("editor.links.showcase", { widget: t(`editor.widget.${show.widget}`) }), href: url(show.page, show.params) });
      rows.push({ role: "editor", label: t("editor.links.editor"), note: t("editor.links.editor-note"), href: url("editor", editorParams(made ? { puzzle: made.code } : { code: r.code })) });
    }
    links.replaceChildren(...rows.map((row) => linkItem(ctx, { ...row, copy: t("editor.links.copy") })));
    if (made) {
      const item = el("li", "truco-teach-link");
      item.dataset.link = "set";
      const said = el("span", "truco-teach-hint");
      said.setAttribute("role", "status");
      const code = made.code;
      const add = button(t("editor.links.add-to-set"), () => {
        const { set, added, full } = addTo(loadSet(store), code);
        if (added) saveSet(store, set);
        said.textContent = t(full ? "editor.links.set-full" : added ? "editor.links.set-added" : "editor.links.set-already", { n: set.items.length });
      });
      add.dataset.role = "add-to-set";
      const teachers = el("a", "truco-teach-link__open", t("editor.links.set-page"));
      teachers.href = pageUrl("teachers", page.lang, here);
      item.append(add, " ", said, " ", teachers);
      links.append(item);
    }
    if (rows.length === 0) links.append(el("li", "truco-teach-hint", t("editor.links.none")));
    codeBox.hidden = !r;
    codeInput.value = r ? r.code : "";
  }

  function drawAll() {
    root.dataset.complete = String(result !== null);
    root.dataset.code = result ? result.code : "";
    root.dataset.puzzle = made ? made.code : "";
    drawTable();
    drawCards();
    drawMoves();
    drawQuestion();
    drawLinks();
  }

  function syncUrl() {
    ctx.url.set({ s: result && !made ? result.code : null, p: made ? made.code : null });
  }

  // --- the engine -----------------------------------------------------------------------------
  /** Replay the complete deal and its moves (as far as the rules allow); nothing while cards are missing. */
  async function replay() {
    const mine = ++generation;
    if (!complete(draft, usesVira())) {
      result = null;
      made = null;
      madeError = "";
      return;
    }
    let answer;
    try {
      answer = /** @type {ReplayResult} */ (await ctx.ask("replay", { scenario: toScenario(draft, usesVira()), prefix: true }));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      if (mine !== generation) return;
      result = null;
      made = null;
      warn(reason(err));
      return;
    }
    if (mine !== generation) return;
    result = answer;
    if (answer.refused) {
      const index = typeof answer.refused.index === "number" ? answer.refused.index : 0;
      warn(`${t("scenario.stopped", { n: index + 1 })} ${reason({ code: answer.refused.code, message: answer.refused.message, details: answer.refused })}`);
    }
    draft = { ...draft, actions: [...(answer.scenario.actions || [])] };
    await makePuzzleNow();
  }

  /** Check the question against the position (the engine says whether it fits). */
  async function makePuzzleNow() {
    const mine = generation;
    made = null;
    madeError = "";
    if (!question.kind || !result) return;
    /** @type {{scenario: string, kind: string, seat?: number, show?: number[], note?: string}} */
    const puzzle = { scenario: result.code, kind: question.kind };
    if (question.kind !== "play") {
      puzzle.seat = question.seat;
      if (question.show.length) puzzle.show = question.show;
    }
    if (question.note.trim()) puzzle.note = question.note;
    try {
      const answer = await ctx.ask("puzzle_make", { puzzle });
      if (mine !== generation) return;
      made = { code: answer.code, view: answer.view };
    } catch (err) {
      if (isEngineDown(err)) throw err;
      if (mine !== generation) return;
      madeError = reason(err);
    }
  }

  /** A selector for the control that has the focus (redrawing replaces the controls). */
  function focusKey() {
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    if (!active || !root.contains(active)) return null;
    if (active.dataset.slot) return `[data-slot="${active.dataset.slot}"]`;
    if (active.classList.contains("truco-editor__pick")) return `.truco-editor__pick[data-card="${active.dataset.card}"]`;
    if (active.dataset.role) return `[data-role="${active.dataset.role}"]`;
    return null;
  }

  /** Put the focus back on the same control, redrawn, unless it moved somewhere meanwhile. @param {string | null} key */
  function refocus(key) {
    const now = document.activeElement;
    if (!key || (now && now !== document.body && root.contains(now))) return;
    const again = /** @type {HTMLElement | null} */ (root.querySelector(key));
    if (again) again.focus();
  }

  /** Run a change: the engine answers, then everything is drawn again and the URL follows. @param {() => Promise<void> | void} fn */
  function change(fn) {
    const key = focusKey();
    return run(async () => {
      warn("");
      await fn();
      drawAll();
      syncUrl();
      refocus(key);
    })();
  }

  /** @param {RulesSpec} spec */
  function setRules(spec) {
    return change(async () => {
      info = /** @type {RulesInfo} */ (await rulesInfo(ctx.ask, spec));
      draft = { ...draft, rules: info.spec, vira: info.uses_vira ? draft.vira : null };
      if (active === "vira" && !usesVira()) active = nextEmpty(draft, usesVira(), null);
      await replay();
      say(t("editor.rules-set", { rules: t(`preset.${presetOf(info.spec)}`) }));
    });
  }

  /** @param {string} card */
  function pick(card) {
    const where = holder(draft, card);
    if (where !== null) {
      say(t("editor.pick-dealt", { card: cardText(card, t), slot: slotName(where) }));
      return Promise.resolve();
    }
    const slot = active !== null ? active : nextEmpty(draft, usesVira(), null);
    if (slot === null) {
      say(t("editor.cards.full"));
      return Promise.resolve();
    }
    return change(async () => {
      draft = place(draft, slot, card).draft;
      active = nextEmpty(draft, usesVira(), slot);
      await replay();
      say(t("editor.placed", { card: cardText(card, t), slot: slotName(slot) }) + (active ? ` ${t("editor.next-slot", { slot: slotName(active) })}` : ""));
    });
  }

  function removeActive() {
    if (active === null || cardAt(draft, active) === null) return Promise.resolve();
    const slot = active;
    return change(async () => {
      draft = place(draft, slot, null).draft;
      await replay();
      say(t("editor.removed", { slot: slotName(slot) }));
    }).then(() => focusSlot(slot));
  }

  function dealRandom() {
    return change(async () => {
      draft = fillRandom(draft, info.deck, usesVira());
      active = null;
      await replay();
      say(t("editor.dealt"));
    });
  }

  function clearAll() {
    return change(async () => {
      draft = clearCards(draft);
      active = nextEmpty(draft, usesVira(), null);
      await replay();
      say(t("editor.cleared"));
    });
  }

  /** @param {string} action */
  function act(action) {
    if (!result) return Promise.resolve();
    const before = result;
    return run(async () => {
      warn("");
      const scenario = { ...before.scenario, actions: [...(before.scenario.actions || []), action] };
      let answer;
      try {
        answer = /** @type {ReplayResult} */ (await ctx.ask("replay", { scenario }));
      } catch (err) {
        if (isEngineDown(err)) throw err;
        warn(t("editor.moves.refused", { why: reason(err) }));
        say(t("editor.moves.refused", { why: reason(err) }));
        return;
      }
      if (before !== result) return;
      generation += 1;
      result = answer;
      draft = { ...draft, actions: [...(answer.scenario.actions || [])] };
      await makePuzzleNow();
      drawAll();
      syncUrl();
      const step = answer.history[answer.history.length - 1];
      say(step ? t("hand.step", { Seat: capitalize(seatText(step.seat, t)), what: actionLabel(step, t) }) : "");
      const first = /** @type {HTMLElement | null} */ (pad.querySelector(".truco-editor__moves button"));
      if (first) first.focus();
      else undoButton.focus();
    })();
  }

  /** @param {boolean} all */
  function moveBack(all) {
    if (!result) return Promise.resolve();
    const actions = result.scenario.actions || [];
    return change(async () => {
      draft = { ...draft, actions: all ? [] : actions.slice(0, -1) };
      await replay();
      say(t(all ? "editor.moves.restarted" : "scenario.undone"));
    }).then(() => {
      if (undoButton.disabled) {
        const first = /** @type {HTMLElement | null} */ (pad.querySelector(".truco-editor__moves button"));
        if (first) first.focus();
      }
    });
  }

  function makePuzzle() {
    return change(async () => {
      generation += 1;
      await makePuzzleNow();
    });
  }

  /** Open a position or a puzzle (from the link box, or the editor's own link). @param {{scenario?: string, puzzle?: string}} source */
  async function openSource(source) {
    let code = source.scenario;
    let opened = null;
    if (source.puzzle) {
      opened = await ctx.ask("puzzle_open", { puzzle: source.puzzle });
      code = opened.puzzle.scenario;
    }
    const answer = /** @type {ReplayResult} */ (await ctx.ask("replay", { code, prefix: true }));
    info = /** @type {RulesInfo} */ (await rulesInfo(ctx.ask, /** @type {RulesSpec} */ (answer.scenario.rules)));
    draft = fromScenario(answer.scenario);
    active = null;
    Object.assign(question, opened
      ? { kind: opened.puzzle.kind, seat: opened.puzzle.seat, show: opened.puzzle.show || [], note: opened.puzzle.note || "" }
      : { kind: "", seat: 0, show: [], note: "" });
    generation += 1;
    result = answer;
    if (answer.refused) {
      const index = typeof answer.refused.index === "number" ? answer.refused.index : 0;
      warn(`${t("scenario.stopped", { n: index + 1 })} ${reason({ code: answer.refused.code, message: answer.refused.message, details: answer.refused })}`);
    }
    await makePuzzleNow();
  }

  // --- controls -------------------------------------------------------------------------------
  presetSelect.input.addEventListener("change", () => setRules(presetSelect.input.value));
  playersSelect.input.addEventListener("change", () => change(async () => {
    draft = withPlayers(draft, Number(playersSelect.input.value));
    question.show = question.show.filter((s) => s < draft.players);
    if (question.seat >= draft.players) question.seat = 0;
    active = nextEmpty(draft, usesVira(), null);
    await replay();
    say(t("editor.players-set", { n: draft.players }));
  }));
  for (const [team, field] of [[0, score0], [1, score1]]) {
    const which = /** @type {number} */ (team);
    const control = /** @type {{input: HTMLSelectElement}} */ (field);
    control.input.addEventListener("change", () => change(async () => {
      const score = [...draft.score];
      score[which] = Number(control.input.value);
      draft = { ...draft, score };
      await replay();
    }));
  }
  dealerSelect.input.addEventListener("change", () => change(async () => {
    draft = { ...draft, dealer: Number(dealerSelect.input.value) };
    await replay();
  }));
  kindSelect.input.addEventListener("change", () => {
    question.kind = kindSelect.input.value;
    makePuzzle();
  });
  seatSelect.input.addEventListener("change", () => {
    question.seat = Number(seatSelect.input.value);
    question.show = question.show.filter((s) => s !== question.seat);
    makePuzzle();
  });
  let noteTimer = 0;
  noteInput.addEventListener("input", () => {
    question.note = noteInput.value.slice(0, MAX_NOTE);
    noteCount.textContent = t("editor.question.count", { n: question.note.length, max: MAX_NOTE });
    clearTimeout(noteTimer);
    noteTimer = window.setTimeout(() => {
      makePuzzle().then(() => {
        if (document.activeElement !== noteInput) return;
        const end = noteInput.value.length;
        noteInput.setSelectionRange(end, end);
      });
    }, 400);
  });
  langSelect.input.addEventListener("change", () => {
    linkLang = langSelect.input.value;
    drawLinks();
  });
  openForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const found = readLink(openInput.value);
    if (found.problem) {
      openSaid.textContent = t(`editor.open.${found.problem}`);
      return;
    }
    const source = found.scenario ? { scenario: found.scenario } : { puzzle: /** @type {string[]} */ (found.puzzles)[0] };
    const more = found.puzzles && found.puzzles.length > 1 ? ` ${t("editor.open.first-of", { n: found.puzzles.length })}` : "";
    run(async () => {
      warn("");
      try {
        await openSource(source);
      } catch (err) {
        if (isEngineDown(err)) throw err;
        openSaid.textContent = t("editor.open.refused", { why: reason(err) });
        return;
      }
      drawAll();
      syncUrl();
      openSaid.textContent = t("editor.open.done") + more;
      say(openSaid.textContent);
    })();
  });

  // --- the first state: the link's puzzle or position, else an empty table under the reader's rules
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["s", "p"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value.slice(0, 20000);
  }
  let opened = false;
  if (params.p !== undefined || params.s !== undefined) {
    try {
      // the same requests as initialRequests names (the build may have answered them)
      await openSource(params.p !== undefined ? { puzzle: params.p } : { scenario: params.s });
      opened = true;
    } catch (err) {
      if (isEngineDown(err)) throw err;
      warn(t("editor.link-error", { why: reason(err) }));
      ctx.url.set({ s: null, p: null });
    }
  }
  if (!opened) {
    info = /** @type {RulesInfo} */ (await rulesInfo(ctx.ask, ctx.rules));
    draft = emptyDraft(info.spec, 2);
    active = nextEmpty(draft, usesVira(), null);
  }
  root.replaceChildren(box);
  drawAll();
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);

  // the reader's rules, while nothing is dealt yet (then the editor's own selector decides)
  ctx.onPresetChange(() => {
    const empty = slots(draft, usesVira()).every((slot) => cardAt(draft, slot) === null);
    if (empty) setRules(ctx.rules);
  });
}
