// @ts-check
// analysis: any position of a hand in analysis mode. A line (a deal and the moves played in it)
// opens at a step; the board shows it as one seat sees it (the seat to act where the line opens,
// or the seat the reader picks, kept while stepping), the coach gives the value of each choice of
// the seat to act (how they were obtained, in words) when the viewer may see them, and the reader
// steps back and forth through the moves, tries another move from any position, and copies a link
// to the decision on screen. Below, the hand's value for the viewer's team move by move (a
// graph, the grades in the move list); the post-mortem turns every card up and, if asked, values
// every move with every card known (with the coach's expected line).
//
//   <div data-widget="analysis"></div>
//   links: ?s=<scenario code> opens that line at its end (the Play page's position links, its
//          reviews, the strategy page's examples); &analysis.step=N at the position after its
//          first N moves ("look at this decision"); &analysis.seat=N seen from seat N;
//          &analysis.open=1 with every hand face up; &analysis.known=1 values with every card known.
//   keys (while the widget has the focus): ← → one move back or forward, Home / End.
//
// Every position and value is the engine's answer (`replay`, `analyse`, `review_line`); this
// module draws them. Parts (widgets/analysis/): line.js (the line and its steps), words.js
// (wording), requests.js (the first requests), state.js (the state, the answers of the visit),
// layout.js (the page parts), render.js (drawn from the state), graph.js (the value graph),
// steps.js (the transitions), events.js (the keys); the kit's hand renderer and the kit's coach
// table (kit/coach-view.js).

import { hasString } from "../kit/page.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { operations } from "../kit/operation.js";
import { bindKeys } from "./analysis/events.js";
import { buildLayout } from "./analysis/layout.js";
import { readSeat, readStep, stepHref } from "./analysis/line.js";
import { exampleRequest } from "./analysis/requests.js";
import { announce, draw, setLinkCode, showNotice } from "./analysis/render.js";
import { createAnalysisState, lineCode, movesOf } from "./analysis/state.js";
import { moveTo, openLine, openPasted, reopen, sampleMore, setKnown, setSeat, setShowAll, tryMove } from "./analysis/steps.js";

export { exampleRequest, initialRequests, MORE_WORLDS } from "./analysis/requests.js";

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const s = createAnalysisState({ showAll: ctx.url.get("open") === "1", known: ctx.url.get("known") === "1", seat: readSeat(ctx.url.get("seat")) });
  /** The widget: its context, parts, state and handlers (filled in below, before any event). */
  const w = /** @type {import("./analysis/state.js").AnalysisWidget} */ ({
    root, ctx, s,
    reason: (err) => errorText(err, t, { players: s.line.players || 2, has: hasString }).text,
    on: { moveTo: (target) => moveTo(w, target), tryMove: (action) => tryMove(w, action) },
  });
  /** @type {Record<string, () => number>} the step each of the steps' buttons goes to */
  const targets = { first: () => 0, back: () => s.step - 1, forward: () => s.step + 1, last: () => movesOf(s.line) };
  w.ui = buildLayout(ctx, {
    step: (role) => moveTo(w, targets[role]()), more: () => sampleMore(w), reopen: () => reopen(w),
    showAll: (on) => setShowAll(w, on), known: (on) => setKnown(w, on), seat: (seat) => setSeat(w, seat), open: (text) => openPasted(w, text),
    href: () => stepHref(location.href, lineCode(s), s.step, movesOf(s.line)), announce: (text) => announce(w, text),
  }, { showAll: s.showAll, known: s.known });
  w.run = operations(ctx, (err) => {
    const text = w.reason(err);
    showNotice(w, text);
    announce(w, text);
  });
  bindKeys(w);
  ctx.onPresetChange(() => {
    if (s.inUrl) {
      draw(w); // a link's line keeps its own rules: the note says so
      return;
    }
    w.run(() => openLine(w, exampleRequest(ctx.rules), { fromLink: false, at: null }))();
  });

  // --- the first state: the link's line, else the example ----------------------------------------
  root.replaceChildren(w.ui.box);
  const code = new URLSearchParams(location.search).get("s");
  let lead = "";
  let opened = false;
  if (code !== null) {
    try {
      await openLine(w, { op: "replay", args: { code, prefix: true } }, { fromLink: true, at: readStep(ctx.url.get("step")), say: false });
      opened = true;
    } catch (err) {
      if (isEngineDown(err)) throw err;
      setLinkCode(null);
      ctx.url.set({ step: null });
      lead = `${t("analysis.link-bad")} ${w.reason(err)}`;
    }
  }
  if (!opened) await openLine(w, exampleRequest(ctx.rules), { fromLink: false, at: null, lead, say: false });
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}
