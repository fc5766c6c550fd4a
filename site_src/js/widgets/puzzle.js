// @ts-check
// puzzle: a question about a position, answered by the student and checked by the engine — one
// puzzle, a sequence of them (a teacher's set, stepped through like the chapters of a study), or a
// printable worksheet of the set with its answer key on a separate page.
//
//   <div data-widget="puzzle"></div>
//   ?puzzle.p=ties-1,Q1...   the puzzles (gallery ids or sealed codes), in order; none: the gallery
//   ?puzzle.n=3              the puzzle shown (from 1)
//   ?puzzle.title=...        the set's title (plain text)
//   ?puzzle.sheet=1          the worksheet: every position drawn, the answer key on request
//
// The page never holds the answer before the student gives one: the question comes from the
// engine's `puzzle` op (the student's seat's view, nothing hidden, nothing decided after the last
// move), each answer goes to `puzzle_check`, and the solution comes back only once solved or when
// the student asks for it. Questions are data (a kind from a fixed list); a teacher's note is
// plain text, drawn as text. Modules (widgets/puzzle/): requests.js (the first requests),
// sequence.js (one at a time), card.js (one puzzle: the question and its answers), solution.js,
// sheet.js (the worksheet).

import { el } from "../kit/dom.js";
import { hasString, pageData } from "../kit/page.js";
import { errorText } from "../kit/words.js";
import { notice as noticeBox } from "../kit/teach/parts.js";
import { cleanTitle } from "../kit/teach/set.js";
import { linkedRefs } from "./puzzle/requests.js";
import { sequence } from "./puzzle/sequence.js";
import { sheet } from "./puzzle/sheet.js";

export { indexOf, initialRequests, linkedRefs, SHEET_MAX } from "./puzzle/requests.js";

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const lang = pageData().lang;
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["p", "n", "title", "sheet"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value;
  }
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
    refs = list.puzzles.map((p) => p.id);
  }
  if (params.sheet === "1") {
    await sheet(root, ctx, box, refs, title, warn);
    return;
  }

  await sequence(root, ctx, box, refs, params, title, lang, warn, reason);
}
