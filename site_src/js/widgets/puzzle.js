// @ts-check
// puzzle: a question about a position, answered by the student and checked by the engine — one
// puzzle, a sequence of them (a teacher's set, stepped through like the chapters of a study), or a
// printable worksheet of the set with its answer key on a separate page. It sits on the puzzles
// page above the gallery, whose links open here in place (kit/teach/flow.js).
//
//   <div data-widget="puzzle"></div>
//   ?puzzle.p=ties-1,Q1...   the puzzles (gallery ids or sealed codes), in order; none: the next
//                            puzzle of the gallery not solved yet (kit/teach/solved.js)
//   ?puzzle.n=3              the puzzle shown (from 1)
//   ?puzzle.title=...        the set's title (plain text)
//   ?puzzle.sheet=1          the worksheet: every position drawn, the answer key on request
//   <div data-widget="puzzle" data-moved-to="puzzles"></div>   an old address: forwards there,
//                            with the same link
//
// The page never holds the answer before the student gives one: the question comes from the
// engine's `puzzle` op (the student's seat's view, nothing hidden, nothing decided after the last
// move), each answer goes to `puzzle_check`, and the solution comes back only once solved or when
// the student asks for it. Questions are data (a kind from a fixed list); a teacher's title (the
// puzzle's heading) and note are plain text, drawn as text. Modules (widgets/puzzle/): requests.js (the first requests),
// sequence.js (one at a time), card.js (one puzzle: the question and its answers), solution.js,
// sheet.js (the worksheet).

import { el, store } from "../kit/dom.js";
import { hasString, pageData } from "../kit/page.js";
import { errorText } from "../kit/words.js";
import { onOpen } from "../kit/teach/flow.js";
import { notice as noticeBox } from "../kit/teach/parts.js";
import { cleanTitle } from "../kit/teach/set.js";
import { galleryItems, galleryOrder, loadRecord, nextPuzzle } from "../kit/teach/solved.js";
import { linkedRefs } from "./puzzle/requests.js";
import { sequence } from "./puzzle/sequence.js";
import { sheet } from "./puzzle/sheet.js";

export { indexOf, initialRequests, linkedRefs, SHEET_MAX } from "./puzzle/requests.js";

/** The widget's URL parameters (without `puzzle.`). */
const PARAMS = ["p", "n", "title", "sheet"];

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const moved = root.dataset.movedTo;
  if (moved) {
    forward(root, ctx, moved);
    return;
  }
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of PARAMS) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value;
  }
  await open(root, ctx, params, false);
  // the gallery's links on the same page open here, without a page load
  onOpen(root, (refs) => {
    const p = refs.join(",");
    ctx.url.set({ p, n: null, title: null, sheet: null });
    open(root, ctx, { p }, true).then(() => root.scrollIntoView({ block: "start" }), (err) => ctx.fail(err));
  });
}

/**
 * Open the puzzles `params` name (a link's), or the next one of the gallery not solved yet.
 * @param {HTMLElement} root @param {import("../kit/types.js").WidgetContext} ctx
 * @param {Record<string, string>} params @param {boolean} focus move the focus to the puzzle
 */
async function open(root, ctx, params, focus) {
  const { t } = ctx;
  const lang = pageData().lang;
  const linked = linkedRefs(params);
  const title = cleanTitle(params.title);
  const box = el("div", "truco-puzzle");
  const notice = noticeBox();
  box.append(notice);

  /** @param {string} text */
  function warn(text) {
    notice.textContent = notice.hidden ? text : `${notice.textContent} ${text}`;
    notice.hidden = false;
  }
  /** @param {unknown} err */
  const reason = (err) => errorText(err, t, { has: hasString }).text;

  let refs = linked.refs;
  if (params.p !== undefined && (linked.dropped > 0 || refs.length === 0)) {
    warn(refs.length ? t("puzzle.link.dropped", { n: linked.dropped }) : t("puzzle.link.none"));
  }
  if (refs.length === 0) {
    const list = await ctx.ask("puzzle_list", {});
    const order = galleryOrder(list);
    if (params.sheet === "1") refs = order;
    else {
      // no link: the next puzzle of the gallery this learner has not solved yet
      const next = nextPuzzle(galleryItems(list), loadRecord(store), null);
      if (next === null && params.p === undefined) warn(t("puzzle.all-solved"));
      refs = [next ?? order[0]];
    }
  }
  root.dataset.mode = params.sheet === "1" ? "sheet" : "sequence";
  if (params.sheet === "1") {
    await sheet(root, ctx, box, refs, title, warn);
    return;
  }

  await sequence(root, ctx, box, refs, params, title, lang, warn, reason, { focus });
}

/**
 * An old address of the puzzles (the `puzzle/` page, before it joined the gallery's): on to the
 * page they live on now, with the same link, which every teacher's link keeps working through.
 * @param {HTMLElement} root @param {import("../kit/types.js").WidgetContext} ctx @param {string} page
 */
function forward(root, ctx, page) {
  // every page is a folder below its language's root: relative, as the build draws it too
  const target = `../${encodeURIComponent(page)}/${location.search}${location.hash}`;
  const link = el("a", "", ctx.t("puzzle.moved.link"));
  link.href = target;
  link.dataset.role = "moved";
  const said = el("p", "truco-puzzle__moved", `${ctx.t("puzzle.moved")} `);
  said.append(link);
  root.replaceChildren(said);
  ctx.ready();
  if (typeof location.replace === "function") location.replace(new URL(target, location.href).href);
}
