// @ts-check
// puzzle-set: the teacher's set of puzzles — gallery puzzles and their own, from the gallery, the
// editor or any link — in the order of the class, with a title; and its links: the sequence the
// students step through, and the worksheet to print (answers on a page of their own).
//
//   <div data-widget="puzzle-set"></div>
//   ?puzzle-set.p=ties-1,Q1...&puzzle-set.title=...   a set shared by a colleague (kept only on request)
//
// The set lives in the browser (kit/teach/set.js). Names come from the engine: the gallery's
// list (answered when the site is built) and, for a teacher's own puzzle, its question (`puzzle`):
// its title, else its note, else its kind of question (kit/teach/words.js ownName).

import { button, el, store, uniqueId } from "../kit/dom.js";
import { hasString, pageData } from "../kit/page.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { pageUrl, parseRefs, puzzleParams, PUZZLES_PAGE, readLink, SET_SECTION, withParams } from "../kit/teach/links.js";
import { linkItem, linkList, textField } from "../kit/teach/parts.js";
import { addTo, cleanSet, cleanTitle, loadSet, MAX_TITLE, move, removeFrom, saveSet } from "../kit/teach/set.js";
import { ownName, topicText } from "../kit/teach/words.js";

/**
 * @typedef {import("../kit/protocol.js").OpResults["puzzle_list"]} Listing
 * @typedef {import("../kit/teach/set.js").PuzzleSet} PuzzleSet
 */

const LANGUAGES = ["es", "pt", "en"];

/** The requests the set makes when it opens: the gallery's list, for the titles. @returns {import("../kit/initial.js").Request[]} */
export function initialRequests() {
  return [{ op: "puzzle_list", args: {} }];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const page = pageData();
  const listing = /** @type {Listing} */ (await ctx.ask("puzzle_list", {}));
  const byId = new Map(listing.puzzles.map((p) => [p.id, p]));
  /** @type {Map<string, string>} the name of a teacher's own puzzle, once the engine said what it asks */
  const described = new Map();
  let set = loadSet(store);
  let linkLang = page.lang;

  const box = el("div", "truco-set");
  const notice = el("div", "truco-set__notice");
  notice.hidden = true;
  const live = el("p", "truco-set__live");
  live.setAttribute("aria-live", "polite");

  // a set shared through a link: offered, never kept silently
  const shared = parseRefs(ctx.url.get("p"));
  if (shared.refs.length) {
    const incoming = cleanSet({ title: ctx.url.get("title") || "", items: shared.refs });
    notice.hidden = false;
    notice.append(el("p", "", t("set.shared", { n: incoming.items.length })));
    const keep = button(t("set.shared-keep"), () => {
      set = incoming;
      saveSet(store, set);
      notice.hidden = true;
      ctx.url.set({ p: null, title: null });
      draw();
      live.textContent = t("set.shared-kept", { n: set.items.length });
    });
    keep.dataset.role = "keep-shared";
    notice.append(keep);
  }

  // title
  const titleId = uniqueId("truco-set-title");
  const titleLabel = el("label", "truco-field truco-set__title");
  titleLabel.htmlFor = titleId;
  titleLabel.append(el("span", "truco-field__label", t("set.title")));
  const titleInput = el("input", "truco-field__input");
  titleInput.id = titleId;
  titleInput.type = "text";
  titleInput.maxLength = MAX_TITLE;
  titleInput.dataset.role = "set-title";
  titleInput.placeholder = t("set.title-placeholder");
  titleInput.addEventListener("input", () => {
    set = { ...set, title: cleanTitle(titleInput.value) };
    saveSet(store, set);
    drawLinks();
  });
  titleLabel.append(titleInput);

  // the list
  const listTitleId = uniqueId("truco-set-list");
  const listTitle = el("h3", "truco-set__heading", t("set.list"));
  listTitle.id = listTitleId;
  const list = el("ol", "truco-set__list");
  list.setAttribute("aria-labelledby", listTitleId);
  const empty = el("p", "truco-set__empty", t("set.empty"));

  // adding
  const addForm = el("form", "truco-set__add");
  const { label: addLabel, input: addInput } = textField(t("set.add-label"), "truco-set__add-input", { maxLength: 20000 });
  const addButton = el("button", "md-button truco-button", t("set.add"));
  addButton.type = "submit";
  addButton.dataset.role = "add";
  addForm.append(addLabel, addInput, addButton);

  // the links
  const linksTitle = el("h3", "truco-set__heading", t("set.links"));
  const langWrap = el("label", "truco-field");
  langWrap.append(el("span", "truco-field__label", t("editor.links.lang")));
  const langSelect = el("select", "truco-field__input");
  langSelect.dataset.role = "lang";
  for (const l of LANGUAGES) {
    const option = el("option", "", t(`editor.lang.${l}`));
    option.value = l;
    langSelect.append(option);
  }
  langSelect.value = linkLang;
  langSelect.addEventListener("change", () => {
    linkLang = langSelect.value;
    drawLinks();
  });
  langWrap.append(langSelect);
  const links = linkList();
  const clear = button(t("set.clear"), () => {
    const before = set;
    set = { title: "", items: [] };
    saveSet(store, set);
    draw();
    live.replaceChildren(t("set.cleared"), " ");
    const undo = button(t("set.undo"), () => {
      set = before;
      saveSet(store, set);
      draw();
      live.textContent = t("set.restored", { n: set.items.length });
    });
    undo.dataset.role = "undo-clear";
    live.append(undo);
    undo.focus();
  });
  clear.dataset.role = "clear";

  box.append(notice, titleLabel, listTitle, empty, list, addForm, linksTitle, langWrap, links, clear, live);

  /** The name of a puzzle in the list. @param {string} ref */
  function name(ref) {
    const item = byId.get(ref);
    if (item) return `${item.title[page.lang] || item.title.en} (${topicText(item.topic, t)})`;
    return described.get(ref) || t("set.own");
  }

  /** Ask the engine what a teacher's own puzzle asks (once). @param {string} ref */
  async function describe(ref) {
    if (byId.has(ref) || described.has(ref)) return;
    try {
      const view = await ctx.ask("puzzle", { puzzle: ref });
      // the teacher's title tells their own puzzles apart, else their note
      described.set(ref, ownName(view, hasString(`preset.${view.preset}`) ? t(`preset.${view.preset}`) : view.preset, t));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      described.set(ref, t("set.own-bad", { why: errorText(err, t, { has: hasString }).text }));
    }
    drawList();
  }

  function drawList() {
    empty.hidden = set.items.length > 0;
    list.hidden = set.items.length === 0;
    list.replaceChildren(...set.items.map((ref, i) => {
      const item = el("li", "truco-set__item");
      item.dataset.puzzle = ref;
      const label = name(ref);
      item.append(el("span", "truco-set__name", label));
      const tools = el("span", "truco-set__tools");
      const up = button("↑", () => shift(i, -1), "md-button truco-button truco-set__tool");
      up.setAttribute("aria-label", t("set.up", { name: label }));
      up.title = t("set.up", { name: label }); // the arrows' meaning, for the eye too
      up.disabled = i === 0;
      up.dataset.role = "up";
      const down = button("↓", () => shift(i, 1), "md-button truco-button truco-set__tool");
      down.setAttribute("aria-label", t("set.down", { name: label }));
      down.title = t("set.down", { name: label });
      down.disabled = i === set.items.length - 1;
      down.dataset.role = "down";
      const remove = button("✕", () => drop(ref, i), "md-button truco-button truco-set__tool");
      remove.setAttribute("aria-label", t("set.remove", { name: label }));
      remove.title = t("set.remove", { name: label });
      remove.dataset.role = "remove";
      tools.append(up, down, remove);
      item.append(tools);
      return item;
    }));
  }

  function drawLinks() {
    const here = { href: location.href, lang: page.lang, alternates: page.alternates };
    const url = (/** @type {boolean} */ sheet) => withParams(pageUrl(PUZZLES_PAGE, linkLang, here), puzzleParams(set.items, { sheet, title: set.title }));
    links.replaceChildren();
    clear.hidden = set.items.length === 0;
    if (!set.items.length) return;
    const copy = t("editor.links.copy");
    for (const [role, sheet] of /** @type {[string, boolean][]} */ ([["sequence", false], ["sheet", true]])) {
      links.append(linkItem(ctx, { role, label: t(`set.link.${role}`), note: t(`set.link.${role}-note`), href: url(sheet), copy }));
    }
    // at the set builder, not at the top of the teachers' page
    const shared = `${withParams(pageUrl("teachers", linkLang, here),
      { "puzzle-set.p": set.items.join(","), ...(set.title ? { "puzzle-set.title": set.title } : {}) })}#${SET_SECTION}`;
    links.append(linkItem(ctx, { role: "share", label: t("set.link.share"), note: t("set.link.share-note"), href: shared, copy }));
  }

  function draw() {
    titleInput.value = set.title;
    drawList();
    drawLinks();
    for (const ref of set.items) describe(ref).catch((err) => ctx.fail(err));
  }

  /** @param {number} index @param {number} by */
  function shift(index, by) {
    set = move(set, index, by);
    saveSet(store, set);
    draw();
    const to = Math.max(0, Math.min(set.items.length - 1, index + by));
    live.textContent = t("set.moved", { name: name(set.items[to]), n: to + 1 });
    const again = /** @type {HTMLElement | null} */ (list.children[to] && list.children[to].querySelector(by < 0 ? "[data-role=up]" : "[data-role=down]"));
    const focus = again && !(/** @type {HTMLButtonElement} */ (again).disabled) ? again : /** @type {HTMLElement | null} */ (list.children[to] && list.children[to].querySelector("button:not([disabled])"));
    if (focus) focus.focus();
  }

  /** @param {string} ref @param {number} index */
  function drop(ref, index) {
    const label = name(ref);
    set = removeFrom(set, ref);
    saveSet(store, set);
    draw();
    live.textContent = t("set.removed", { name: label });
    const next = /** @type {HTMLElement | null} */ (list.children[Math.min(index, set.items.length - 1)]);
    const focus = next ? /** @type {HTMLElement | null} */ (next.querySelector("[data-role=remove]")) : addInput;
    if (focus) focus.focus();
  }

  addForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const found = readLink(addInput.value);
    const refs = found.puzzles || [];
    if (!refs.length) {
      live.textContent = t(found.scenario ? "set.add-position" : "set.add-unreadable");
      return;
    }
    let added = 0;
    let full = false;
    for (const ref of refs) {
      const result = addTo(set, ref);
      set = result.set;
      if (result.added) added += 1;
      full = full || result.full;
    }
    saveSet(store, set);
    addInput.value = "";
    draw();
    live.textContent = full ? t("set.full") : t("set.added", { n: added, total: set.items.length });
  });

  root.replaceChildren(box);
  draw();
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}
