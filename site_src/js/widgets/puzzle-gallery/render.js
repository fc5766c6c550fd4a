// @ts-check
// puzzle-gallery drawn from its state and the browser's stores: the puzzles the filters keep,
// by topic (a thumbnail of what the student sees, the level, the question, the rules; a link
// that opens it and a button that puts it in the teacher's set), the learner's marks and counts,
// and the teacher's set.

import { button, el, store, uniqueId } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { thumbnail } from "../../kit/teach/board.js";
import { setPageUrl } from "../../kit/teach/links.js";
import { addTo, loadSet, removeFrom, saveSet } from "../../kit/teach/set.js";
import { loadRecord, nextUnsolved, tally } from "../../kit/teach/solved.js";
import { levelText, questionText, topicText } from "../../kit/teach/words.js";
import { cardText } from "../../kit/words.js";
import { solveLink } from "./layout.js";
import { filtered, here, puzzleUrl } from "./state.js";

/**
 * @typedef {import("./state.js").GalleryItem} GalleryItem
 * @typedef {{ctx: import("../../kit/types.js").WidgetContext, s: import("./state.js").GalleryState,
 *   ui: import("./layout.js").GalleryLayout}} Gallery
 */

/** The learner's record: how many solved, the next unsolved, the marks on the puzzles. @param {Gallery} g */
export function drawRecord({ ctx, s, ui }) {
  const { t } = ctx;
  const record = loadRecord(store);
  const sum = tally(s.order, record);
  ui.mineSaid.textContent = sum.solved || sum.revealed
    ? t("gallery.record.count", { solved: sum.solved, total: sum.total, first: sum.firstTry, streak: record.streak, best: record.best })
    : t("gallery.record.none", { total: sum.total });
  const next = nextUnsolved(s.order, record, null);
  s.onwardId = next;
  ui.onward.hidden = next === null;
  if (next !== null) {
    ui.onward.href = puzzleUrl(s, [next]);
    ui.onward.textContent = t(sum.solved || sum.revealed ? "gallery.record.continue" : "gallery.record.start");
  }
  ui.reset.hidden = !(sum.solved || sum.revealed) || !ui.ask.hidden;
  for (const li of ui.list.querySelectorAll(".truco-gallery__item")) {
    const item = /** @type {HTMLElement} */ (li);
    const mark = record.marks[item.dataset.puzzle || ""];
    const badge = /** @type {HTMLElement} */ (item.querySelector(".truco-gallery__mark"));
    if (mark) item.dataset.mark = mark;
    else delete item.dataset.mark;
    badge.hidden = !mark;
    badge.textContent = mark ? t(`gallery.mark.${mark}`) : "";
  }
}

/**
 * The teacher's set: how many puzzles it holds (or what just changed), its links, the buttons.
 * @param {Gallery} g @param {string} [message] what just changed (else how many puzzles the set holds)
 */
export function drawSet({ ctx, s, ui }, message) {
  const { t } = ctx;
  const set = loadSet(store);
  ui.setSaid.textContent = message || (set.items.length ? t("gallery.set.count", { n: set.items.length }) : t("gallery.set.empty"));
  ui.setLinks.replaceChildren();
  if (set.items.length) {
    const solve = solveLink(el("a", "", t("gallery.set.solve")), () => set.items);
    solve.href = puzzleUrl(s, set.items);
    solve.dataset.role = "set-solve";
    const sheet = el("a", "", t("gallery.set.sheet"));
    sheet.href = puzzleUrl(s, set.items, { sheet: true });
    sheet.dataset.role = "set-sheet";
    const manage = el("a", "", t("gallery.set.manage"));
    manage.href = setPageUrl(s.lang, here(s));
    ui.setLinks.append(solve, " · ", sheet, " · ", manage);
  }
  for (const b of ui.list.querySelectorAll("[data-role=toggle-set]")) {
    const ref = /** @type {HTMLElement} */ (b).dataset.puzzle || "";
    const inSet = set.items.includes(ref);
    b.setAttribute("aria-pressed", String(inSet));
    b.textContent = t(inSet ? "gallery.set.in" : "gallery.set.add");
  }
}

/** One puzzle of the gallery. @param {Gallery} g @param {GalleryItem} item */
function card(g, item) {
  const { t } = g.ctx;
  const li = el("li", "truco-gallery__item");
  li.dataset.puzzle = item.id;
  li.dataset.topic = item.topic;
  li.dataset.preset = item.preset;
  li.dataset.level = String(item.level);
  const titleText = item.title[g.s.lang] || item.title.en;
  const heading = el("h3", "truco-gallery__title");
  const link = solveLink(el("a", "truco-gallery__link", titleText), () => [item.id]);
  link.href = puzzleUrl(g.s, [item.id]);
  link.id = uniqueId("truco-gallery-title");
  heading.append(link);
  const thumb = thumbnail(t, item);
  thumb.setAttribute("role", "img");
  thumb.setAttribute("aria-label", thumbLabel(item, t));
  const meta = el("p", "truco-gallery__meta", [
    levelText(item.level, t), questionText(item.kind, t),
    t("puzzle.rules", { rules: hasString(`preset.${item.preset}`) ? t(`preset.${item.preset}`) : item.preset }),
    t(`gallery.players.${item.players}`),
  ].join(" · "));
  const toggle = button(t("gallery.set.add"), () => {
    const set = loadSet(store);
    if (set.items.includes(item.id)) {
      saveSet(store, removeFrom(set, item.id));
      drawSet(g, t("gallery.set.removed", { title: titleText, n: set.items.length - 1 }));
    } else {
      const { set: next, added, full } = addTo(set, item.id);
      if (added) saveSet(store, next);
      drawSet(g, full ? t("gallery.set.full") : t("gallery.set.added", { title: titleText, n: next.items.length }));
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

/** The thumbnail in words: your cards and the table. @param {GalleryItem} item @param {import("../../kit/words.js").Translate} t */
function thumbLabel(item, t) {
  const th = item.thumb;
  const cards = (/** @type {(string | null)[]} */ list) => list.map((c) => (c ? cardText(c, t) : t("card.hidden"))).join(" ");
  return t("gallery.thumb", {
    vira: th.vira ? cards([th.vira]) : "—",
    hand: th.hand ? cards(th.hand) : t("card.hidden"),
    table: th.table.length ? cards(th.table.map((p) => p.card)) : "—",
  });
}

/** The whole gallery: the puzzles the filters keep, by topic, then the set and the record. @param {Gallery} g */
export function draw(g) {
  const { ctx, s, ui } = g;
  const { t } = ctx;
  const { listing } = s;
  const record = loadRecord(store);
  const shown = filtered(listing.puzzles, s.filters, record);
  ui.count.textContent = t("gallery.count", { n: shown.length, total: listing.puzzles.length });
  ui.list.replaceChildren();
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
      all.href = puzzleUrl(s, refs);
      head.append(all);
    }
    const ul = el("ul", "truco-gallery__grid");
    for (const item of [...items].sort((a, b) => a.level - b.level)) ul.append(card(g, item));
    section.append(head, ul);
    ui.list.append(section);
  }
  if (!shown.length) ui.list.append(el("p", "truco-gallery__none", t("gallery.none")));
  drawSet(g);
  drawRecord(g);
}

/** The wipe of the record asked about (or the question put away), the focus on what comes next. @param {Gallery} g @param {boolean} asking */
export function confirmReset({ ui }, asking) {
  ui.ask.hidden = !asking;
  ui.reset.hidden = asking;
  (asking ? ui.no : ui.reset).focus();
}
