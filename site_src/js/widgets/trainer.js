// @ts-check
// trainer: endless decisions drawn from the solved game's own play, graded by what each gives
// away (issue 33 point 2). The learner picks a kind of spot (the mão's first card, a truco faced
// in round 1 or later, calling as mão or pé, a seis or more, the hand of eleven at a score) or
// "mixed", where spaced repetition brings back the kinds missed more often. The engine draws the
// spot (op `trainer_spot`: the seat's view and a token that names no card) and grades the pick
// (op `trainer_check`: the coach's analysis from the seat's view, the engine's grade and what the
// pick gave away); the page keeps a running score, figures by kind, the costliest decisions with
// links to the Analysis page, and the seed of the next spot in the browser (like the course).
//
//   <div data-widget="trainer"></div>
//
// Keys: 1 to 9 pick a move while the spot waits; every control is a button, a link or a menu.
// Parts (widgets/trainer/): flow.js (which spot next, what a pick records), progress.js (the
// record), repetition.js (spaced repetition), words.js (the wording), view.js (the DOM).

import { passes } from "../kit/coach-review.js";
import { store } from "../kit/dom.js";
import { newSeed } from "../kit/exercise/random.js";
import { operations } from "../kit/operation.js";
import { hasString, pageData, prerendered } from "../kit/page.js";
import { presetOf, requestKey } from "../kit/protocol.js";
import { errorText } from "../kit/words.js";
import { KINDS, decisionOf, isChoice, spotRequest } from "./trainer/flow.js";
import { STORE_KEY, cleared, readProgress, record, writeProgress } from "./trainer/progress.js";
import { buildLayout, drawRecord, drawSpot, drawVerdict } from "./trainer/view.js";
import { kindName, verdictLines } from "./trainer/words.js";

export { initialRequests } from "./trainer/flow.js";

/**
 * The score of the hand of eleven under the reader's rules (its option, else the preset's), for
 * the kinds' names: never a number kept in a string.
 * @param {import("../kit/protocol.js").RulesSpec} rules
 */
function elevenAt(rules) {
  if (typeof rules === "object" && typeof rules.eleven_at === "number") return rules.eleven_at;
  const preset = pageData().rules?.presets[presetOf(rules)];
  return typeof preset?.eleven_at === "number" ? preset.eleven_at : "";
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  let progress = readProgress(store.get(STORE_KEY), KINDS);
  /** @type {{spot: import("../kit/protocol.js").TrainerSpot | null, picked: boolean, opening: number, data: Promise<unknown> | null}} */
  const s = { spot: null, picked: false, opening: 0, data: null };
  const at = () => elevenAt(ctx.rules);
  const save = () => store.set(STORE_KEY, writeProgress(progress));
  /** The solved hand with the ladder, fetched once before the first live request. */
  const data = () => (s.data ??= ctx.needData("ladder").catch(() => null));
  ctx.onRestart(() => { s.data = null; });
  /** An engine request; a live one waits for the solved hand. @param {"trainer_spot" | "trainer_check"} op @param {any} args */
  const ask = async (op, args) => {
    if (!prerendered(requestKey(op, args)).found) await data();
    return ctx.ask(op, args);
  };
  const run = operations(ctx, (err) => {
    ui.verdict.replaceChildren();
    ui.verdict.textContent = errorText(err, t, { has: hasString }).text;
  });

  const ui = buildLayout(ctx, {
    choose: (choice) => {
      if (!isChoice(choice)) return;
      progress = { ...progress, choice };
      save();
      run(() => openSpot(true))();
    },
    next: () => {
      progress = { ...progress, next: newSeed() };
      save();
      run(() => openSpot(true))();
    },
    clear: () => {
      progress = cleared(progress);
      save();
      drawRecord(ui, ctx, progress, at());
      ui.confirm.hidden = true;
      ui.reset.hidden = false;
      ui.menu.focus();
    },
  }, at());
  ui.menu.value = progress.choice;
  root.replaceChildren(ui.box);

  /** Ask for the next spot and draw it. @param {boolean} focus */
  async function openSpot(focus) {
    const mine = ++s.opening;
    const request = spotRequest(progress, ctx.rules);
    const spot = /** @type {import("../kit/protocol.js").TrainerSpot} */ (await ask(request.op, request.args));
    if (mine !== s.opening) return;
    s.spot = spot;
    s.picked = false;
    root.dataset.kind = spot.kind;
    drawSpot(ui, ctx, spot, (action) => run(() => pick(action))(), { at: at(), rulesName: t(`preset.${presetOf(spot.rules)}`) });
    if (focus) ui.kind.focus();
  }

  /** The learner picked `action`: the engine grades it, the record keeps it. @param {string} action */
  async function pick(action) {
    const spot = s.spot;
    if (!spot || s.picked) return;
    s.picked = true;
    const mine = s.opening;
    for (const b of ui.choices.querySelectorAll("button")) b.disabled = true;
    /** @type {import("../kit/protocol.js").TrainerCheck} */
    let check;
    try {
      check = /** @type {import("../kit/protocol.js").TrainerCheck} */ (await ask("trainer_check", { token: spot.token, action }));
    } catch (err) {
      s.picked = false;
      for (const b of ui.choices.querySelectorAll("button")) b.disabled = false;
      throw err;
    }
    if (mine !== s.opening) return;
    const decision = decisionOf(spot, check, passes);
    progress = record({ ...progress, next: newSeed() }, decision);
    save();
    drawVerdict(ui, ctx, verdictLines(check, decision.passed, t, ctx.lang, { has: hasString }), decision.passed,
      check.action, check, check.analysis);
    drawRecord(ui, ctx, progress, at());
    ui.next.focus();
  }

  root.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || !/^[1-9]$/.test(event.key) || s.picked) return;
    const target = /** @type {HTMLElement | null} */ (event.target);
    if (target && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)) return;
    const buttons = [...ui.choices.querySelectorAll("button")];
    const b = buttons[Number(event.key) - 1];
    if (!b || b.disabled) return;
    event.preventDefault();
    b.click();
  });
  ctx.onPresetChange(() => {
    ui.menu.querySelectorAll("option").forEach((o) => { o.textContent = kindName(o.value, t, at()); });
    run(() => openSpot(false))();
  });

  drawRecord(ui, ctx, progress, at());
  await run(() => openSpot(false))();
  ctx.ready();
}
