// @ts-check
// scenario-editor: build the exact position a teacher wants to discuss — the rules (and a table's
// own options), 2 or 4 players, the score, the dealer, the vira and every hand (from a palette of
// the engine's 40 cards, each dealt once, the rest dealt at random), then the moves so far, one by
// one, each one checked by the engine (a refused move says why) — and hand out links: the Play
// page, the analysis page, a puzzle (a question from a fixed list, for the seat a teacher picks),
// and the widget that shows the point best. It also opens any link or code of the site.
//
//   <div data-widget="scenario-editor"></div>
//   ?scenario-editor.s=<scenario code>     a position
//   ?scenario-editor.p=<puzzle>            a puzzle (gallery id or sealed code): its position and question
//
// Every rule is the engine's: the deck and the options (`rules`), the seats, who acts, what each
// move means and whether it is allowed (`replay`), whether a question fits the position
// (`puzzle_make`), and the random fill of the empty slots (`deal`). The editor only keeps the cards
// being dealt (teach/draft.js). Modules (widgets/scenario-editor/): requests.js (the first
// requests), state.js (the state and its pure facts), layout.js (the page parts), render.js and
// cards.js (drawn from the state), changes.js (the transitions, asking the engine), events.js
// (the controls).

import { uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString, pageData } from "../kit/page.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { cardAt, emptyDraft, nextEmpty, slots } from "../kit/teach/draft.js";
import {
  act, clearAll, dealRandom, makePuzzle, moveBack, openSource, pick, removeActive, selectSlot, setRules,
} from "./scenario-editor/changes.js";
import { bindControls } from "./scenario-editor/events.js";
import { buildLayout } from "./scenario-editor/layout.js";
import { drawAll, warn } from "./scenario-editor/render.js";
import { createEditorState, usesVira } from "./scenario-editor/state.js";

export { initialRequests } from "./scenario-editor/requests.js";
export { MAX_NOTE, optionValueText } from "./scenario-editor/state.js";

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const page = pageData();
  const s = createEditorState(page.lang);
  /** The editor: its context, parts, state and handlers (filled in below, before any event). */
  const w = /** @type {import("./scenario-editor/state.js").Editor} */ ({
    root, ctx, page, s,
    reason: (err) => errorText(err, t, { players: s.draft ? s.draft.players : 2, has: hasString }).text,
  });
  w.on = {
    setRules: (spec) => setRules(w, spec),
    pick: (card) => pick(w, card),
    selectSlot: (slot) => selectSlot(w, slot),
    removeSlot: (slot) => {
      s.active = slot;
      return removeActive(w);
    },
    act: (action) => act(w, action),
    makePuzzle: () => makePuzzle(w),
  };
  w.ui = buildLayout(ctx, uniqueId("truco-editor"), {
    dealRandom: () => dealRandom(w), removeActive: () => removeActive(w), clearAll: () => clearAll(w),
    moveBack: (all) => moveBack(w, all),
  });
  w.run = operations(ctx, (err) => warn(w, w.reason(err)));
  bindControls(w);

  // --- the first state: the link's puzzle or position, else an empty table under the reader's rules
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["s", "p"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value.slice(0, 20000);
  }
  let opened = false;
  if (params.p !== undefined || params.s !== undefined) {
    try {
      // the same requests as initialRequests names (the build may have answered them)
      await openSource(w, params.p !== undefined ? { puzzle: params.p } : { scenario: params.s });
      opened = true;
    } catch (err) {
      if (isEngineDown(err)) throw err;
      warn(w, t("editor.link-error", { why: w.reason(err) }));
      ctx.url.set({ s: null, p: null });
    }
  }
  if (!opened) {
    s.info = /** @type {import("./scenario-editor/state.js").RulesInfo} */ (await rulesInfo(ctx.ask, ctx.rules));
    s.draft = emptyDraft(s.info.spec, 2);
    s.active = nextEmpty(s.draft, usesVira(s), null);
  }
  root.replaceChildren(w.ui.box);
  drawAll(w);
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);

  // the reader's rules, while nothing is dealt yet (then the editor's own selector decides)
  ctx.onPresetChange(() => {
    const empty = slots(s.draft, usesVira(s)).every((slot) => cardAt(s.draft, slot) === null);
    if (empty) setRules(w, ctx.rules);
  });
}
