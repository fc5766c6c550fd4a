// @ts-check
// puzzle-set's page parts, made once: the offer of a set shared through a link, the title, the
// list, the field that adds puzzles, the links (with their language) and the clear button.
// puzzle-set/render.js fills them in; puzzle-set/events.js acts on them.

import { button, el, uniqueId } from "../../kit/dom.js";
import { linkList, textField } from "../../kit/teach/parts.js";
import { cleanSet, MAX_TITLE } from "../../kit/teach/set.js";
import { parseRefs } from "../../kit/teach/links.js";
import { LANGUAGES } from "./state.js";

/** @typedef {ReturnType<typeof buildLayout>} SetLayout */

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {import("./state.js").SetState} s
 * @param {{keepShared: (incoming: import("./state.js").PuzzleSet) => void, title: () => void, lang: () => void, clear: () => void}} on
 */
export function buildLayout(ctx, s, on) {
  const { t } = ctx;
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
    const keep = button(t("set.shared-keep"), () => on.keepShared(incoming));
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
  titleInput.addEventListener("input", () => on.title());
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
  langSelect.value = s.linkLang;
  langSelect.addEventListener("change", () => on.lang());
  langWrap.append(langSelect);
  const links = linkList();
  const clear = button(t("set.clear"), () => on.clear());
  clear.dataset.role = "clear";

  box.append(notice, titleLabel, listTitle, empty, list, addForm, linksTitle, langWrap, links, clear, live);
  return { box, notice, live, titleInput, list, empty, addForm, addInput, langSelect, links, clear };
}
