// @ts-check
// puzzle's sequence: one puzzle at a time, stepped through like the chapters of a study — the
// count, previous and next, a dot per puzzle with its status, the summary once some are done —
// with each one's progress kept while the visit lasts (instant navigation remounts). A gallery
// puzzle's ending goes into the learner's record (kit/teach/solved.js; the gallery on the page
// hears of it, kit/teach/flow.js), and a sequence of gallery puzzles without a teacher's title
// leads on, at its end, to the next puzzle not solved yet: of the same topic and level first.

import { copyLink } from "../../kit/copy-link.js";
import { button, el, store } from "../../kit/dom.js";
import { operations } from "../../kit/operation.js";
import { isEngineDown } from "../../kit/words.js";
import { recordChanged } from "../../kit/teach/flow.js";
import { isGalleryId } from "../../kit/teach/links.js";
import { galleryItems, loadRecord, nextPuzzle, recordEnding, saveRecord, tally } from "../../kit/teach/solved.js";
import { summaryText } from "../../kit/teach/words.js";
import { solveCard } from "./card.js";
import { indexOf } from "./requests.js";

/**
 * @typedef {import("../../kit/protocol.js").PuzzleView} PuzzleView
 * @typedef {import("./card.js").Progress} Progress
 */

/** Progress through a sequence, kept while the visit lasts (instant navigation remounts). */
const progressKept = new Map();
/** The endings already in the learner's record (a remount shows them again, it does not redo them). */
const recorded = new WeakSet();

/**
 * @param {HTMLElement} root @param {import("../../kit/types.js").WidgetContext} ctx @param {HTMLElement} box
 * @param {string[]} refs @param {Record<string, string>} params the widget's URL parameters
 * @param {string} title the set's title @param {string} lang
 * @param {(text: string) => void} warn @param {(err: unknown) => string} reason
 * @param {{focus?: boolean}} [options] focus: move the focus to the puzzle's title once drawn
 */
export async function sequence(root, ctx, box, refs, params, title, lang, warn, reason, { focus = false } = {}) {
  const { t } = ctx;
  let key = refs.join(",");
  const leadsOn = !title && refs.every(isGalleryId);
  /** @type {Progress[]} */
  const progress = progressKept.get(key) || refs.map(() => ({ status: "open", tries: 0, misses: 0 }));
  progressKept.set(key, progress);
  let index = indexOf(params.n, refs.length);

  const head = el("div", "truco-puzzle__sequence");
  const count = el("p", "truco-puzzle__count");
  count.setAttribute("aria-live", "polite");
  const nav = el("div", "truco-puzzle__nav");
  const prev = button(t("puzzle.previous"), () => go(index - 1));
  prev.dataset.role = "previous";
  const next = button(t("puzzle.next"), () => go(index + 1));
  next.dataset.role = "next";
  nav.append(prev, next);
  const dots = el("ol", "truco-puzzle__dots");
  dots.setAttribute("aria-label", t("puzzle.progress"));
  head.append(count, nav, dots);
  head.hidden = refs.length < 2;
  if (title) head.prepend(el("p", "truco-puzzle__set-title", title));

  const stage = el("div", "truco-puzzle__stage");
  const summary = el("p", "truco-puzzle__summary");
  summary.hidden = true;
  const record = el("p", "truco-puzzle__record");
  record.setAttribute("aria-live", "polite");
  record.hidden = true;
  const foot = el("div", "truco-puzzle__foot");
  foot.append(record, copyLink(ctx, () => ctx.url.href(), { label: t("puzzle.copy") }));
  box.append(head, stage, summary, foot);

  const run = operations(ctx, (err) => {
    feedbackLine(reason(err));
  });
  /** @type {(text: string) => void} */
  let feedbackLine = (text) => warn(text);

  function drawProgress() {
    count.textContent = t("puzzle.count", { n: index + 1, total: refs.length });
    prev.disabled = index === 0;
    next.disabled = index >= refs.length - 1;
    dots.replaceChildren(...progress.map((p, i) => {
      const item = el("li", `truco-puzzle__dot truco-puzzle__dot--${p.status}`);
      if (i === index) {
        item.classList.add("truco-puzzle__dot--current");
        item.setAttribute("aria-current", "step");
      }
      item.dataset.status = p.status;
      const link = el("a", "truco-puzzle__dot-link", String(i + 1));
      const url = new URL(location.href);
      url.searchParams.set("puzzle.n", String(i + 1));
      link.href = url.href;
      link.setAttribute("aria-label", t("puzzle.dot", { n: i + 1, status: t(`puzzle.status.${p.status}`) }));
      link.addEventListener("click", (event) => {
        event.preventDefault();
        go(i);
      });
      item.append(link);
      return item;
    }));
    const done = progress.filter((p) => p.status !== "open").length;
    summary.hidden = refs.length < 2 || done === 0;
    summary.textContent = summaryText(progress, t);
  }

  /** The gallery's puzzles in its order, asked once. @type {Promise<import("../../kit/teach/solved.js").Placed[]> | null} */
  let gallery = null;
  const galleryList = () => {
    gallery = gallery || ctx.ask("puzzle_list", {}).then(galleryItems);
    return gallery;
  };

  /** A gallery puzzle ended: into the record, and the record's line. @param {number} at */
  async function noteEnding(at) {
    const p = progress[at];
    if (!isGalleryId(refs[at])) return;
    if (p.status !== "open" && !recorded.has(p)) {
      recorded.add(p);
      saveRecord(store, recordEnding(loadRecord(store), refs[at], p));
      recordChanged();
    }
    if (p.status === "open") return;
    const ids = (await galleryList()).map((item) => item.id);
    const mine = loadRecord(store);
    const sum = tally(ids, mine);
    record.textContent = t("puzzle.record", { solved: sum.solved, total: sum.total, streak: mine.streak });
    record.hidden = false;
  }

  /** On to the next gallery puzzle not solved yet (of this one's topic and level first): the
   * sequence becomes that one puzzle. */
  async function leadOn() {
    const id = nextPuzzle(await galleryList(), loadRecord(store), refs[index]);
    if (id === null) {
      feedbackLine(t("puzzle.all-solved"));
      return;
    }
    refs.splice(0, refs.length, id);
    progress.splice(0, progress.length, { status: "open", tries: 0, misses: 0 });
    key = id;
    progressKept.set(key, progress);
    index = 0;
    head.hidden = true;
    ctx.url.set({ p: id, n: null });
    await show(true);
  }

  /** @param {number} to */
  async function go(to) {
    if (to < 0 || to >= refs.length || to === index) return;
    index = to;
    ctx.url.set({ n: refs.length > 1 ? index + 1 : null });
    await run(() => show(true))();
  }

  /** @param {boolean} focus move the focus to the new puzzle's title */
  async function show(focus) {
    drawProgress();
    const ref = refs[index];
    let view;
    try {
      view = /** @type {PuzzleView} */ (await ctx.ask("puzzle", { puzzle: ref }));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      const failed = el("div", "truco-puzzle__card truco-puzzle__card--error");
      failed.append(el("p", "truco-teach-notice", t("puzzle.link.bad", { n: index + 1, why: reason(err) })));
      stage.replaceChildren(failed);
      root.dataset.puzzle = "";
      return;
    }
    if (refs[index] !== ref || !root.contains(box)) return; // moved on, or other puzzles opened here
    const at = index;
    const card = solveCard(ctx, view, ref, lang, progress[index], {
      onProgress: () => {
        drawProgress();
        run(() => noteEnding(at))();
      },
      onNext: index < refs.length - 1 ? () => go(index + 1) : leadsOn ? () => run(leadOn)() : null,
      setFeedback: (fn) => { feedbackLine = fn; },
    });
    stage.replaceChildren(card.node);
    root.dataset.puzzle = ref;
    root.dataset.kind = view.kind;
    if (focus) card.focusTitle();
    if (progress[index].status !== "open") await noteEnding(index);
  }

  root.replaceChildren(box);
  await show(focus);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}
