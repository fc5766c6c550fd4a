// @ts-check
// puzzle-gallery: the curated puzzles, grouped by topic, with a thumbnail of each position (what
// the student sees), filtered by topic, rules and level; each opens in the puzzle widget above it
// on the puzzles page (in place, kit/teach/flow.js; a plain link elsewhere or with a modifier
// key), alone or with the rest of its topic, and can go into the teacher's set. The learner's
// record (kit/teach/solved.js) marks the puzzles solved or looked up, counts them per topic and in
// all, offers the next one not solved yet and can be wiped (after asking).
//
//   <div data-widget="puzzle-gallery"></div>
//   ?puzzle-gallery.topic=ties&puzzle-gallery.rules=mineiro&puzzle-gallery.level=2   filters
//   ?puzzle-gallery.status=unsolved                                                   or solved
//
// The list and the thumbnails are the engine's (`puzzle_list`, answered when the site is built):
// titles in each language and each question's view — never its answer, nor its teaching point
// (several state the answer: the puzzle page shows it with the solution).

import { button, el, store, uniqueId } from "../kit/dom.js";
import { hasString, pageData } from "../kit/page.js";
import { thumbnail } from "../kit/teach/board.js";
import { onRecordChange, openOnClick } from "../kit/teach/flow.js";
import { pageUrl, puzzleParams, PUZZLES_PAGE, setPageUrl, withParams } from "../kit/teach/links.js";
import { addTo, loadSet, removeFrom, saveSet } from "../kit/teach/set.js";
import { emptyRecord, galleryOrder, isSolved, loadRecord, nextUnsolved, saveRecord, tally } from "../kit/teach/solved.js";
import { levelText, questionText, topicText } from "../kit/teach/words.js";
import { cardText } from "../kit/words.js";

/**
 * @typedef {import("../kit/protocol.js").GalleryItem} GalleryItem
 * @typedef {import("../kit/protocol.js").OpResults["puzzle_list"]} Listing
 * @typedef {{topic: string, rules: string, level: string, status: string}} Filters "" = all
 */

/** The requests the gallery makes when it opens: the list (answered at build time). @returns {import("../kit/initial.js").Request[]} */
export function initialRequests() {
  return [{ op: "puzzle_list", args: {} }];
}

/**
 * The filters a link asks for, kept only when the listing knows them.
 * @param {Record<string, string | null>} params @param {Listing} listing @param {string[]} presets @returns {Filters}
 */
export function linkFilters(params, listing, presets) {
  const topic = params.topic && listing.topics.includes(params.topic) ? params.topic : "";
  const rules = params.rules && presets.includes(params.rules) ? params.rules : "";
  const level = params.level && listing.levels.map(String).includes(params.level) ? params.level : "";
  const status = params.status && STATUSES.includes(params.status) ? params.status : "";
  return { topic, rules, level, status };
}

/** The status filter's choices: puzzles not solved yet, or solved. */
export const STATUSES = ["unsolved", "solved"];

/**
 * The puzzles a filter keeps, in gallery order.
 * @param {GalleryItem[]} items @param {Filters} f @param {import("../kit/teach/solved.js").Solved} [record]
 */
export function filtered(items, f, record = emptyRecord()) {
  return items.filter((p) => (!f.topic || p.topic === f.topic) && (!f.rules || p.preset === f.rules) && (!f.level || String(p.level) === f.level)
    && (!f.status || (f.status === "solved") === isSolved(record, p.id)));
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const page = pageData();
  const lang = page.lang;
  const listing = /** @type {Listing} */ (await ctx.ask("puzzle_list", {}));
  const here = () => ({ href: location.href, lang, alternates: page.alternates });
  const puzzleUrl = (/** @type {string[]} */ refs, /** @type {{sheet?: boolean}} */ options = {}) => withParams(pageUrl(PUZZLES_PAGE, lang, here()), puzzleParams(refs, options));
  /** A link to solve `refs`: opened in place by the puzzle widget of the page. @param {HTMLAnchorElement} a @param {() => string[]} refs */
  const solveLink = (a, refs) => {
    a.addEventListener("click", (event) => openOnClick(event, refs()));
    return a;
  };

  /** @type {Filters} */
  const filters = linkFilters({ topic: ctx.url.get("topic"), rules: ctx.url.get("rules"), level: ctx.url.get("level"), status: ctx.url.get("status") }, listing, page.presets);
  const order = galleryOrder(listing);

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
    select.addEventListener("change", () => {
      filters[name] = select.value;
      ctx.url.set({ [name]: select.value || null });
      draw();
    });
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
  /** The puzzle the "next unsolved" button opens. @type {string | null} */
  let onwardId = null;
  const onward = solveLink(el("a", "md-button md-button--primary truco-button truco-gallery__next"), () => (onwardId ? [onwardId] : []));
  onward.dataset.role = "next-unsolved";
  const reset = button(t("gallery.record.reset"), () => confirmReset(true), "md-button truco-button truco-gallery__reset");
  reset.dataset.role = "reset";
  const ask = el("p", "truco-gallery__reset-ask");
  ask.hidden = true;
  const yes = button(t("gallery.record.reset-yes"), () => {
    saveRecord(store, emptyRecord());
    confirmReset(false);
    draw();
    mineSaid.textContent = t("gallery.record.wiped");
    onward.focus();
  }, "md-button truco-button");
  yes.dataset.role = "reset-yes";
  const no = button(t("gallery.record.reset-no"), () => confirmReset(false), "md-button truco-button");
  no.dataset.role = "reset-no";
  ask.append(el("span", "", t("gallery.record.reset-ask")), " ", yes, " ", no);
  mine.append(mineSaid, onward, reset, ask);
  /** @param {boolean} asking */
  function confirmReset(asking) {
    ask.hidden = !asking;
    reset.hidden = asking;
    (asking ? no : reset).focus();
  }

  const list = el("div", "truco-gallery__topics");
  box.append(controls, count, mine, setBar, list);

  function drawRecord() {
    const record = loadRecord(store);
    const sum = tally(order, record);
    mineSaid.textContent = sum.solved || sum.revealed
      ? t("gallery.record.count", { solved: sum.solved, total: sum.total, first: sum.firstTry, streak: record.streak, best: record.best })
      : t("gallery.record.none", { total: sum.total });
    const next = nextUnsolved(order, record, null);
    onwardId = next;
    onward.hidden = next === null;
    if (next !== null) {
      onward.href = puzzleUrl([next]);
      onward.textContent = t(sum.solved || sum.revealed ? "gallery.record.continue" : "gallery.record.start");
    }
    reset.hidden = !(sum.solved || sum.revealed) || !ask.hidden;
    for (const li of list.querySelectorAll(".truco-gallery__item")) {
      const item = /** @type {HTMLElement} */ (li);
      const mark = record.marks[item.dataset.puzzle || ""];
      const badge = /** @type {HTMLElement} */ (item.querySelector(".truco-gallery__mark"));
      if (mark) item.dataset.mark = mark;
      else delete item.dataset.mark;
      badge.hidden = !mark;
      badge.textContent = mark ? t(`gallery.mark.${mark}`) : "";
    }
  }

  /** @param {string} [message] what just changed (else how many puzzles the set holds) */
  function drawSet(message) {
    const set = loadSet(store);
    setSaid.textContent = message || (set.items.length ? t("gallery.set.count", { n: set.items.length }) : t("gallery.set.empty"));
    setLinks.replaceChildren();
    if (set.items.length) {
      const solve = solveLink(el("a", "", t("gallery.set.solve")), () => set.items);
      solve.href = puzzleUrl(set.items);
      solve.dataset.role = "set-solve";
      const sheet = el("a", "", t("gallery.set.sheet"));
      sheet.href = puzzleUrl(set.items, { sheet: true });
      sheet.dataset.role = "set-sheet";
      const manage = el("a", "", t("gallery.set.manage"));
      manage.href = setPageUrl(lang, here());
      setLinks.append(solve, " · ", sheet, " · ", manage);
    }
    for (const b of list.querySelectorAll("[data-role=toggle-set]")) {
      const ref = /** @type {HTMLElement} */ (b).dataset.puzzle || "";
      const inSet = set.items.includes(ref);
      b.setAttribute("aria-pressed", String(inSet));
      b.textContent = t(inSet ? "gallery.set.in" : "gallery.set.add");
    }
  }

  /** @param {GalleryItem} item */
  function card(item) {
    const li = el("li", "truco-gallery__item");
    li.dataset.puzzle = item.id;
    li.dataset.topic = item.topic;
    li.dataset.preset = item.preset;
    li.dataset.level = String(item.level);
    const titleText = item.title[lang] || item.title.en;
    const heading = el("h3", "truco-gallery__title");
    const link = solveLink(el("a", "truco-gallery__link", titleText), () => [item.id]);
    link.href = puzzleUrl([item.id]);
    link.id = uniqueId("truco-gallery-title");
    heading.append(link);
    const thumb = thumbnail(t, item);
    thumb.setAttribute("role", "img");
    thumb.setAttribute("aria-label", thumbLabel(item));
    const meta = el("p", "truco-gallery__meta", [
      levelText(item.level, t), questionText(item.kind, t),
      t("puzzle.rules", { rules: hasString(`preset.${item.preset}`) ? t(`preset.${item.preset}`) : item.preset }),
      t(`gallery.players.${item.players}`),
    ].join(" · "));
    const toggle = button(t("gallery.set.add"), () => {
      const set = loadSet(store);
      if (set.items.includes(item.id)) {
        saveSet(store, removeFrom(set, item.id));
        drawSet(t("gallery.set.removed", { title: titleText, n: set.items.length - 1 }));
      } else {
        const { set: next, added, full } = addTo(set, item.id);
        if (added) saveSet(store, next);
        drawSet(full ? t("gallery.set.full") : t("gallery.set.added", { title: titleText, n: next.items.length }));
      }
    }, "md-button truco-button truco-gallery__toggle");
    toggle.dataset.role = "toggle-set";
    toggle.dataset.puzzle = item.id;
    toggle.setAttribute("aria-describedby", link.id); // "Add to my set", which one: the title
    const badge = el("p", "truco-gallery__mark");
    badge.hidden = true;
    li.append(thumb, heading, badge, meta, toggle); // the teaching point comes with the solution only
    return li;
  }

  /** The thumbnail in words: your cards and the table. @param {GalleryItem} item */
  function thumbLabel(item) {
    const th = item.thumb;
    const cards = (/** @type {(string | null)[]} */ list) => list.map((c) => (c ? cardText(c, t) : t("card.hidden"))).join(" ");
    return t("gallery.thumb", {
      vira: th.vira ? cards([th.vira]) : "—",
      hand: th.hand ? cards(th.hand) : t("card.hidden"),
      table: th.table.length ? cards(th.table.map((p) => p.card)) : "—",
    });
  }

  function draw() {
    const record = loadRecord(store);
    const shown = filtered(listing.puzzles, filters, record);
    count.textContent = t("gallery.count", { n: shown.length, total: listing.puzzles.length });
    list.replaceChildren();
    for (const topic of listing.topics) {
      const items = shown.filter((p) => p.topic === topic);
      if (!items.length) continue;
      const section = el("section", "truco-gallery__topic");
      section.dataset.topic = topic;
      const head = el("div", "truco-gallery__topic-head");
      head.append(el("h2", "truco-gallery__topic-title", topicText(topic, t)));
      const ofTopic = listing.puzzles.filter((p) => p.topic === topic).map((p) => p.id);
      const done = tally(ofTopic, record);
      if (done.solved) {
        const said = el("span", "truco-gallery__topic-progress", t("gallery.topic-progress", { solved: done.solved, total: done.total }));
        said.dataset.role = "topic-progress";
        head.append(said);
      }
      if (items.length > 1) {
        const refs = [...items].sort((a, b) => a.level - b.level).map((p) => p.id);
        const all = solveLink(el("a", "truco-gallery__topic-solve", t("gallery.solve-topic", { n: items.length })), () => refs);
        all.href = puzzleUrl(refs);
        head.append(all);
      }
      const ul = el("ul", "truco-gallery__grid");
      for (const item of [...items].sort((a, b) => a.level - b.level)) ul.append(card(item));
      section.append(head, ul);
      list.append(section);
    }
    if (!shown.length) list.append(el("p", "truco-gallery__none", t("gallery.none")));
    drawSet();
    drawRecord();
  }

  root.replaceChildren(box);
  draw();
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  // another tab or widget changed the set
  addEventListener("storage", (event) => {
    if (event.key && root.isConnected) draw();
  });
  // the puzzle widget on this page recorded an ending: the marks and counts follow
  onRecordChange(root, draw);
}
