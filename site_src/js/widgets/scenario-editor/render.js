// @ts-check
// scenario-editor drawn from its state (state.js) and the engine's answers in it: the table (the
// rules, their options, players, score, dealer), the cards (cards.js), the moves allowed and the
// ones to try, the question and its preview, and the links handed out. The controls drawn here
// call the wiring's handlers (w.on); the notices and the live region too.

import { button, el, store } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { renderHand } from "../../kit/hand-view.js";
import { presetOf } from "../../kit/protocol.js";
import { actionLabel, capitalize, cardText, explain, seatText } from "../../kit/words.js";
import { puzzleBoard } from "../../kit/teach/board.js";
import { cardAt, slots } from "../../kit/teach/draft.js";
import {
  analysisParams, editorParams, pageUrl, playParams, puzzleParams, PUZZLES_PAGE, setPageUrl, showcase, withParams,
} from "../../kit/teach/links.js";
import { linkItem } from "../../kit/teach/parts.js";
import { addTo, loadSet, saveSet } from "../../kit/teach/set.js";
import { KINDS, questionText, teamOption } from "../../kit/teach/words.js";
import { drawCards } from "./cards.js";
import { fill, labelled } from "./layout.js";
import { LANGUAGES, MAX_NOTE, MAX_TITLE, optionValueText, same, usesVira } from "./state.js";

/**
 * @typedef {import("./state.js").Editor} Editor
 * @typedef {import("./state.js").RulesSpec} RulesSpec
 */

/** @param {Editor} w @param {string} text */
export function warn(w, text) {
  w.ui.notice.textContent = text;
  w.ui.notice.hidden = !text;
}

/** @param {Editor} w @param {string} text */
export function say(w, text) {
  w.ui.live.textContent = text;
}

/** @param {Editor} w */
function drawTable(w) {
  const { t } = w.ctx;
  const { s, ui, page } = w;
  const { draft, info, result } = s;
  const presets = page.presets;
  fill(ui.presetSelect.input, presets.map((p) => ({ value: p, text: t(`preset.${p}`) })), presetOf(draft.rules));
  ui.optionsBox.replaceChildren();
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
      const spec = typeof s.draft.rules === "string" ? { preset: s.draft.rules } : { ...s.draft.rules };
      /** @type {Record<string, unknown>} */ (spec)[name] = chosen;
      if (same(own[name], chosen)) delete /** @type {Record<string, unknown>} */ (spec)[name];
      w.on.setRules(Object.keys(spec).length > 1 ? /** @type {RulesSpec} */ (spec) : presetOf(s.draft.rules));
    });
    ui.optionsBox.append(field.box);
  }
  ui.optionsSummary.textContent = changed ? t("editor.options-changed", { n: changed }) : t("editor.options");
  if (changed) ui.optionsWrap.open = true;
  fill(ui.playersSelect.input, [2, 4].map((n) => ({ value: String(n), text: t(`editor.players.${n}`) })), String(draft.players));
  const target = Number(info.options.target);
  const scores = Array.from({ length: target }, (_, n) => ({ value: String(n), text: String(n) }));
  ui.score0.text.textContent = t("editor.score", { team: teamOption(0, draft.players, t) });
  ui.score1.text.textContent = t("editor.score", { team: teamOption(1, draft.players, t) });
  fill(ui.score0.input, scores, String(draft.score[0]));
  fill(ui.score1.input, scores, String(draft.score[1]));
  fill(ui.dealerSelect.input, draft.hands.map((_, seat) => ({ value: String(seat), text: capitalize(seatText(seat, t)) })), String(draft.dealer));
  ui.kindNote.textContent = result && result.kind_ruling ? explain(result.kind_ruling, t, { players: result.players }) : "";
  ui.kindNote.hidden = !ui.kindNote.textContent;
}

/** @param {Editor} w */
function drawMoves(w) {
  const { t } = w.ctx;
  const { s, ui } = w;
  const { board, pad } = ui;
  const ready = s.result !== null;
  const missing = slots(s.draft, usesVira(s)).filter((slot) => cardAt(s.draft, slot) === null).length;
  ui.movesWait.textContent = ready ? "" : t("editor.moves.wait", { n: missing });
  ui.movesWait.hidden = ready;
  board.hidden = !ready;
  pad.hidden = !ready;
  ui.moveTools.hidden = !ready;
  if (!s.result) {
    board.replaceChildren();
    pad.replaceChildren();
    return;
  }
  const r = s.result;
  board.replaceChildren(renderHand(t, handModel(r), { parts: ["vira", "seats", "rounds", "state", "result", "history"] }).node);
  pad.replaceChildren();
  const none = r.scenario.actions ? r.scenario.actions.length === 0 : true;
  ui.undoButton.disabled = none;
  ui.restartButton.disabled = none;
  if (r.to_act === null) return;
  const seat = r.to_act;
  pad.append(el("p", "truco-editor__pad-title", capitalize(t("editor.moves.allowed", { seat: seatText(seat, t) }))));
  const allowed = el("div", "truco-editor__moves");
  const previews = new Map(r.preview.map((p) => [p.action, p]));
  for (const choice of r.choices) {
    const b = button(actionLabel(choice, t), () => w.on.act(choice.action), "md-button truco-button truco-editor__move");
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
      const b = button(o.label, () => w.on.act(o.action), "md-button truco-button truco-editor__move truco-editor__move--other");
      b.dataset.action = o.action;
      list.append(b);
    }
    more.append(list);
    pad.append(more);
  }
}

/** @param {Editor} w */
function drawQuestion(w) {
  const { t } = w.ctx;
  const { s, ui } = w;
  const { question, result, draft } = s;
  fill(ui.kindSelect.input, [{ value: "", text: t("editor.question.none") },
    ...KINDS.map((k) => ({ value: k, text: questionText(k, t) }))], question.kind);
  const forced = question.kind === "play" && result && result.to_act !== null;
  fill(ui.seatSelect.input, draft.hands.map((_, seat) => ({ value: String(seat), text: capitalize(seatText(seat, t)) })),
    String(forced && result ? result.to_act : question.seat));
  ui.seatSelect.input.disabled = !question.kind || question.kind === "play";
  ui.showBox.replaceChildren(el("legend", "truco-field__label", t("editor.question.show")));
  ui.showBox.disabled = !question.kind || question.kind === "play";
  for (let seat = 0; seat < draft.players; seat++) {
    if (seat === question.seat) continue;
    const label = el("label", "truco-editor__check");
    const input = el("input");
    input.type = "checkbox";
    input.dataset.role = `show-${seat}`;
    input.checked = question.show.includes(seat);
    input.addEventListener("change", () => {
      question.show = input.checked ? [...question.show, seat].sort() : question.show.filter((x) => x !== seat);
      w.on.makePuzzle();
    });
    label.append(input, " ", capitalize(seatText(seat, t)));
    ui.showBox.append(label);
  }
  for (const [input, count, text, max] of /** @type {[HTMLInputElement | HTMLTextAreaElement, HTMLElement, string, number][]} */ ([
    [ui.titleInput, ui.titleCount, question.title, MAX_TITLE], [ui.noteInput, ui.noteCount, question.note, MAX_NOTE]])) {
    input.value = text;
    input.disabled = !question.kind;
    count.textContent = t("editor.question.count", { n: text.length, max });
  }
  drawQuestionStatus(w);
}

/** @param {Editor} w */
function drawQuestionStatus(w) {
  const { t } = w.ctx;
  const { s, ui } = w;
  const { questionSaid } = ui;
  if (!s.question.kind) {
    questionSaid.textContent = t("editor.question.off");
    questionSaid.dataset.state = "off";
  } else if (s.made) {
    questionSaid.textContent = t("editor.question.ready");
    questionSaid.dataset.state = "ready";
  } else {
    questionSaid.textContent = s.madeError || t("editor.question.needs-deal");
    questionSaid.dataset.state = "refused";
  }
  // a refusal of the teacher's own words is said next to them: below the title, or the note
  const refused = s.madeError ? s.madeField : "";
  (refused === "title" ? ui.titleCount : ui.noteCount).after(questionSaid);
  for (const [field, input] of /** @type {[string, HTMLElement][]} */ ([["title", ui.titleInput], ["note", ui.noteInput]])) {
    if (refused === field) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  }
  ui.preview.hidden = !s.made;
  if (s.made) {
    const view = s.made.view;
    const parts = [puzzleBoard(t, view).node, el("p", "truco-editor__preview-question", questionText(view.kind, t))];
    if (view.note) {
      // the note as the student meets it (the puzzle page's own box and words)
      const note = el("div", "truco-puzzle__note");
      note.dataset.role = "preview-note";
      note.append(el("p", "truco-puzzle__note-label", t("puzzle.note")), el("p", "truco-puzzle__note-text", view.note));
      parts.unshift(note);
    }
    if (typeof view.title === "string" && view.title) {
      // the title: the puzzle's heading on the puzzle page (its look too), above everything else
      const title = el("p", "truco-puzzle__title", view.title);
      title.dataset.role = "preview-title";
      parts.unshift(title);
    }
    ui.previewBody.replaceChildren(...parts);
  } else ui.previewBody.replaceChildren();
}

/** @param {Editor} w */
export function drawLinks(w) {
  const { ctx, s, ui, page } = w;
  const { t } = ctx;
  const { made, question } = s;
  fill(ui.langSelect.input, LANGUAGES.map((l) => ({ value: l, text: t(`editor.lang.${l}`) })), s.linkLang);
  const here = { href: location.href, lang: page.lang, alternates: page.alternates };
  const url = (/** @type {string} */ name, /** @type {Record<string, string>} */ params) => withParams(pageUrl(name, s.linkLang, here), params);
  /** @type {{role: string, label: string, note?: string, href: string | null}[]} */
  const rows = [];
  const r = s.result;
  if (made) rows.push({ role: "puzzle", label: t("editor.links.puzzle"), note: t("editor.links.puzzle-note"), href: url(PUZZLES_PAGE, puzzleParams([made.code])) });
  if (r) {
    const open = !r.finished && r.to_act !== null;
    rows.push({ role: "play", label: t("editor.links.play"), note: t(open ? "editor.links.play-note" : "editor.links.over"), href: open ? url("play", playParams(r.code)) : null });
    rows.push({ role: "analysis", label: t("editor.links.analysis"), note: t(open ? "editor.links.analysis-note" : "editor.links.over"), href: open ? url("analysis", analysisParams(r.code)) : null });
    const show = showcase(r, question.kind || null);
    rows.push({ role: "showcase", label: t("editor.links.showcase", { widget: t(`editor.widget.${show.widget}`) }), href: url(show.page, show.params) });
    rows.push({ role: "editor", label: t("editor.links.editor"), note: t("editor.links.editor-note"), href: url("editor", editorParams(made ? { puzzle: made.code } : { code: r.code })) });
  }
  ui.links.replaceChildren(...rows.map((row) => linkItem(ctx, { ...row, copy: t("editor.links.copy") })));
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
    teachers.href = setPageUrl(page.lang, here);
    item.append(add, " ", said, " ", teachers);
    ui.links.append(item);
  }
  if (rows.length === 0) ui.links.append(el("li", "truco-teach-hint", t("editor.links.none")));
  ui.codeBox.hidden = !r;
  ui.codeInput.value = r ? r.code : "";
}

/** Everything drawn again, and the root's data attributes. @param {Editor} w */
export function drawAll(w) {
  const { root, s } = w;
  root.dataset.complete = String(s.result !== null);
  root.dataset.code = s.result ? s.result.code : "";
  root.dataset.puzzle = s.made ? s.made.code : "";
  drawTable(w);
  drawCards(w);
  drawMoves(w);
  drawQuestion(w);
  drawLinks(w);
}

/** The URL follows the position (or the puzzle). @param {Editor} w */
export function syncUrl(w) {
  const { s } = w;
  w.ctx.url.set({ s: s.result && !s.made ? s.result.code : null, p: s.made ? s.made.code : null });
}
