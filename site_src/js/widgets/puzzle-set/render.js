// @ts-check
// puzzle-set drawn from its state: the title, the list (each puzzle named, with its buttons to
// move it up or down or take it out), the links to the sequence, the worksheet and the set
// itself; and the names of the teacher's own puzzles, asked of the engine once.

import { button, el } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { pageUrl, puzzleParams, PUZZLES_PAGE, SET_SECTION, withParams } from "../../kit/teach/links.js";
import { linkItem } from "../../kit/teach/parts.js";
import { ownName } from "../../kit/teach/words.js";
import { errorText, isEngineDown } from "../../kit/words.js";
import { nameOf } from "./state.js";

/** @typedef {import("./state.js").SetWidget} SetWidget */

/**
 * Ask the engine what a teacher's own puzzle asks (once), then name it in the list.
 * @param {SetWidget} w @param {string} ref
 */
async function describe(w, ref) {
  const { ctx, s } = w;
  const { t } = ctx;
  if (s.byId.has(ref) || s.described.has(ref)) return;
  try {
    const view = await ctx.ask("puzzle", { puzzle: ref });
    // the teacher's title tells their own puzzles apart, else their note
    s.described.set(ref, ownName(view, hasString(`preset.${view.preset}`) ? t(`preset.${view.preset}`) : view.preset, t));
  } catch (err) {
    if (isEngineDown(err)) throw err;
    s.described.set(ref, t("set.own-bad", { why: errorText(err, t, { has: hasString }).text }));
  }
  drawList(w);
}

/** The list, each puzzle with its buttons. @param {SetWidget} w */
export function drawList(w) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const { set } = s;
  ui.empty.hidden = set.items.length > 0;
  ui.list.hidden = set.items.length === 0;
  ui.list.replaceChildren(...set.items.map((ref, i) => {
    const item = el("li", "truco-set__item");
    item.dataset.puzzle = ref;
    const label = nameOf(s, ref, t);
    item.append(el("span", "truco-set__name", label));
    const tools = el("span", "truco-set__tools");
    const up = button("↑", () => w.on.shift(i, -1), "md-button truco-button truco-set__tool");
    up.setAttribute("aria-label", t("set.up", { name: label }));
    up.title = t("set.up", { name: label }); // the arrows' meaning, for the eye too
    up.disabled = i === 0;
    up.dataset.role = "up";
    const down = button("↓", () => w.on.shift(i, 1), "md-button truco-button truco-set__tool");
    down.setAttribute("aria-label", t("set.down", { name: label }));
    down.title = t("set.down", { name: label });
    down.disabled = i === set.items.length - 1;
    down.dataset.role = "down";
    const remove = button("✕", () => w.on.drop(ref, i), "md-button truco-button truco-set__tool");
    remove.setAttribute("aria-label", t("set.remove", { name: label }));
    remove.title = t("set.remove", { name: label });
    remove.dataset.role = "remove";
    tools.append(up, down, remove);
    item.append(tools);
    return item;
  }));
}

/** The set's links, in the language chosen for them. @param {SetWidget} w */
export function drawLinks(w) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const { set, linkLang, page } = s;
  const here = { href: location.href, lang: page.lang, alternates: page.alternates };
  const url = (/** @type {boolean} */ sheet) => withParams(pageUrl(PUZZLES_PAGE, linkLang, here), puzzleParams(set.items, { sheet, title: set.title }));
  ui.links.replaceChildren();
  ui.clear.hidden = set.items.length === 0;
  if (!set.items.length) return;
  const copy = t("editor.links.copy");
  for (const [role, sheet] of /** @type {[string, boolean][]} */ ([["sequence", false], ["sheet", true]])) {
    ui.links.append(linkItem(ctx, { role, label: t(`set.link.${role}`), note: t(`set.link.${role}-note`), href: url(sheet), copy }));
  }
  // at the set builder, not at the top of the teachers' page
  const shared = `${withParams(pageUrl("teachers", linkLang, here),
    { "puzzle-set.p": set.items.join(","), ...(set.title ? { "puzzle-set.title": set.title } : {}) })}#${SET_SECTION}`;
  ui.links.append(linkItem(ctx, { role: "share", label: t("set.link.share"), note: t("set.link.share-note"), href: shared, copy }));
}

/** The whole set; the teacher's own puzzles are named once the engine said what they ask. @param {SetWidget} w */
export function draw(w) {
  w.ui.titleInput.value = w.s.set.title;
  drawList(w);
  drawLinks(w);
  for (const ref of w.s.set.items) describe(w, ref).catch((err) => w.ctx.fail(err));
}
