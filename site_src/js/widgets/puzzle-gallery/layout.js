// @ts-check
// puzzle-gallery's page parts, made once: the filters (topic, rules, level, status), the count,
// the learner's record (how many solved, the next unsolved, a wipe that asks first), the
// teacher's set and the list of topics. puzzle-gallery/render.js fills them in.

import { button, el } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { openOnClick } from "../../kit/teach/flow.js";
import { levelText, topicText } from "../../kit/teach/words.js";
import { STATUSES } from "./state.js";

/**
 * @typedef {import("./state.js").GalleryState} GalleryState
 * @typedef {import("./state.js").Filters} Filters
 * @typedef {ReturnType<typeof buildLayout>} GalleryLayout
 */

/**
 * A link to solve `refs`: opened in place by the puzzle widget of the page.
 * @param {HTMLAnchorElement} a @param {() => string[]} refs
 */
export function solveLink(a, refs) {
  a.addEventListener("click", (event) => openOnClick(event, refs()));
  return a;
}

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {GalleryState} s
 * @param {{filter: (name: keyof Filters, value: string) => void, reset: () => void, wipe: () => void, keep: () => void}} on
 */
export function buildLayout(ctx, s, on) {
  const { t } = ctx;
  const { listing, filters, page } = s;
  const box = el("div", "truco-gallery");
  const controls = el("form", "truco-gallery__filters");
  controls.setAttribute("aria-label", t("gallery.filters"));
  controls.addEventListener("submit", (event) => event.preventDefault());
  /** @param {keyof Filters} name @param {string} label @param {{value: string, text: string}[]} options */
  const filterSelect = (name, label, options) => {
    const wrap = el("label", "truco-field truco-gallery__filter");
    wrap.append(el("span", "truco-field__label", label));
    const select = el("select", "truco-field__input");
    select.dataset.role = `filter-${name}`;
    for (const o of options) {
      const option = el("option", "", o.text);
      option.value = o.value;
      select.append(option);
    }
    select.value = filters[name];
    select.addEventListener("change", () => on.filter(name, select.value));
    wrap.append(select);
    return wrap;
  };
  controls.append(
    filterSelect("topic", t("gallery.topic"), [{ value: "", text: t("gallery.all-topics") }, ...listing.topics.map((x) => ({ value: x, text: topicText(x, t) }))]),
    filterSelect("rules", t("gallery.rules"), [{ value: "", text: t("gallery.all-rules") }, ...page.presets.map((p) => ({ value: p, text: hasString(`preset.${p}`) ? t(`preset.${p}`) : p }))]),
    filterSelect("level", t("gallery.level"), [{ value: "", text: t("gallery.all-levels") }, ...listing.levels.map((l) => ({ value: String(l), text: levelText(l, t) }))]),
    filterSelect("status", t("gallery.status"), [{ value: "", text: t("gallery.all-statuses") }, ...STATUSES.map((x) => ({ value: x, text: t(`gallery.status.${x}`) }))]),
  );
  const count = el("p", "truco-gallery__count");
  count.setAttribute("aria-live", "polite");

  // the teacher's set
  const setBar = el("div", "truco-gallery__set");
  setBar.dataset.role = "set";
  const setSaid = el("p", "truco-gallery__set-count");
  setSaid.setAttribute("aria-live", "polite");
  const setLinks = el("p", "truco-gallery__set-links");
  setBar.append(setSaid, setLinks);

  // the learner's record
  const mine = el("div", "truco-gallery__record");
  mine.dataset.role = "record";
  const mineSaid = el("p", "truco-gallery__record-count");
  mineSaid.setAttribute("aria-live", "polite");
  const onward = solveLink(el("a", "md-button md-button--primary truco-button truco-gallery__next"), () => (s.onwardId ? [s.onwardId] : []));
  onward.dataset.role = "next-unsolved";
  const reset = button(t("gallery.record.reset"), () => on.reset(), "md-button truco-button truco-gallery__reset");
  reset.dataset.role = "reset";
  const ask = el("p", "truco-gallery__reset-ask");
  ask.hidden = true;
  const yes = button(t("gallery.record.reset-yes"), () => on.wipe(), "md-button truco-button");
  yes.dataset.role = "reset-yes";
  const no = button(t("gallery.record.reset-no"), () => on.keep(), "md-button truco-button");
  no.dataset.role = "reset-no";
  ask.append(el("span", "", t("gallery.record.reset-ask")), " ", yes, " ", no);
  mine.append(mineSaid, onward, reset, ask);

  const list = el("div", "truco-gallery__topics");
  box.append(controls, count, mine, setBar, list);
  return { box, count, setSaid, setLinks, mineSaid, onward, reset, ask, no, list };
}
