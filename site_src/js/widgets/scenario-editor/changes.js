// @ts-check
// scenario-editor's transitions: each change of the draft (rules, cards, moves, the question)
// asks the engine (`replay` of the complete deal, `puzzle_make` of the question, `deal` for the
// random fill), then everything is drawn again, the URL follows and the focus stays where it was.
// An answer for an older change is dropped (the state's generation).

import { notice } from "../../kit/teach/parts.js";
import { rulesInfo } from "../../kit/scenario-player.js";
import { presetOf } from "../../kit/protocol.js";
import { actionLabel, capitalize, cardText, isEngineDown, seatText } from "../../kit/words.js";
import {
  cardAt, clearCards, complete, dealArgs, fromScenario, holder, nextEmpty, place, toScenario, withDeal,
} from "../../kit/teach/draft.js";
import { drawCards, focusSlot, slotName } from "./cards.js";
import { drawAll, say, syncUrl, warn } from "./render.js";
import { puzzleArgs, refusedField, usesVira } from "./state.js";

/**
 * @typedef {import("./state.js").Editor} Editor
 * @typedef {import("./state.js").ReplayResult} ReplayResult
 * @typedef {import("./state.js").RulesInfo} RulesInfo
 * @typedef {import("./state.js").RulesSpec} RulesSpec
 */

/** The engine stopped a link's moves: where and why. @param {Editor} w @param {ReplayResult} answer */
function warnRefused(w, answer) {
  if (!answer.refused) return;
  const index = typeof answer.refused.index === "number" ? answer.refused.index : 0;
  warn(w, `${w.ctx.t("scenario.stopped", { n: index + 1 })} ${w.reason({ code: answer.refused.code, message: answer.refused.message, details: answer.refused })}`);
}

/** Replay the complete deal and its moves (as far as the rules allow); nothing while cards are missing. @param {Editor} w */
export async function replay(w) {
  const { s, ctx } = w;
  const mine = ++s.generation;
  if (!complete(s.draft, usesVira(s))) {
    s.result = null;
    s.made = null;
    s.madeError = "";
    s.madeField = "";
    return;
  }
  let answer;
  try {
    answer = /** @type {ReplayResult} */ (await ctx.ask("replay", { scenario: toScenario(s.draft, usesVira(s)), prefix: true }));
  } catch (err) {
    if (isEngineDown(err)) throw err;
    if (mine !== s.generation) return;
    s.result = null;
    s.made = null;
    warn(w, w.reason(err));
    return;
  }
  if (mine !== s.generation) return;
  s.result = answer;
  warnRefused(w, answer);
  s.draft = { ...s.draft, actions: [...(answer.scenario.actions || [])] };
  await makePuzzleNow(w);
}

/** Check the question against the position (the engine says whether it fits). @param {Editor} w */
async function makePuzzleNow(w) {
  const { s, ctx } = w;
  const mine = s.generation;
  s.made = null;
  s.madeError = "";
  s.madeField = "";
  if (!s.question.kind || !s.result) return;
  try {
    const answer = await ctx.ask("puzzle_make", { puzzle: puzzleArgs(s.question, s.result) });
    if (mine !== s.generation) return;
    s.made = { code: answer.code, view: answer.view };
  } catch (err) {
    if (isEngineDown(err)) throw err;
    if (mine !== s.generation) return;
    s.madeError = w.reason(err);
    s.madeField = refusedField(err);
  }
}

/** A selector for the control that has the focus (redrawing replaces the controls). @param {Editor} w */
function focusKey(w) {
  const focused = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!focused || !w.root.contains(focused)) return null;
  if (focused.dataset.slot) return `[data-slot="${focused.dataset.slot}"]`;
  if (focused.classList.contains("truco-editor__pick")) return `.truco-editor__pick[data-card="${focused.dataset.card}"]`;
  if (focused.dataset.role) return `[data-role="${focused.dataset.role}"]`;
  return null;
}

/** Put the focus back on the same control, redrawn, unless it moved somewhere meanwhile. @param {Editor} w @param {string | null} key */
function refocus(w, key) {
  const now = document.activeElement;
  if (!key || (now && now !== document.body && w.root.contains(now))) return;
  const again = /** @type {HTMLElement | null} */ (w.root.querySelector(key));
  if (again) again.focus();
}

/** Run a change: the engine answers, then everything is drawn again and the URL follows. @param {Editor} w @param {() => Promise<void> | void} fn */
export function change(w, fn) {
  const key = focusKey(w);
  return w.run(async () => {
    warn(w, "");
    await fn();
    drawAll(w);
    syncUrl(w);
    refocus(w, key);
  })();
}

/** @param {Editor} w @param {RulesSpec} spec */
export function setRules(w, spec) {
  const { s, ctx } = w;
  return change(w, async () => {
    s.info = /** @type {RulesInfo} */ (await rulesInfo(ctx.ask, spec));
    s.draft = { ...s.draft, rules: s.info.spec, vira: s.info.uses_vira ? s.draft.vira : null };
    if (s.active === "vira" && !usesVira(s)) s.active = nextEmpty(s.draft, usesVira(s), null);
    await replay(w);
    say(w, ctx.t("editor.rules-set", { rules: ctx.t(`preset.${presetOf(s.info.spec)}`) }));
  });
}

/** The palette's card goes to the slot picked (or the next empty one). @param {Editor} w @param {string} card */
export function pick(w, card) {
  const { s } = w;
  const { t } = w.ctx;
  const where = holder(s.draft, card);
  if (where !== null) {
    say(w, t("editor.pick-dealt", { card: cardText(card, t), slot: slotName(where, t) }));
    return Promise.resolve();
  }
  const slot = s.active !== null ? s.active : nextEmpty(s.draft, usesVira(s), null);
  if (slot === null) {
    say(w, t("editor.cards.full"));
    return Promise.resolve();
  }
  return change(w, async () => {
    s.draft = place(s.draft, slot, card).draft;
    s.active = nextEmpty(s.draft, usesVira(s), slot);
    await replay(w);
    say(w, t("editor.placed", { card: cardText(card, t), slot: slotName(slot, t) }) + (s.active ? ` ${t("editor.next-slot", { slot: slotName(s.active, t) })}` : ""));
  });
}

/** The slot the next card goes to. @param {Editor} w @param {string} slot */
export function selectSlot(w, slot) {
  w.s.active = slot;
  drawCards(w);
  focusSlot(w, slot);
  say(w, w.ctx.t("editor.slot-picked", { slot: slotName(slot, w.ctx.t) }));
}

/** @param {Editor} w */
export function removeActive(w) {
  const { s } = w;
  if (s.active === null || cardAt(s.draft, s.active) === null) return Promise.resolve();
  const slot = s.active;
  return change(w, async () => {
    s.draft = place(s.draft, slot, null).draft;
    await replay(w);
    say(w, w.ctx.t("editor.removed", { slot: slotName(slot, w.ctx.t) }));
  }).then(() => focusSlot(w, slot));
}

/** The engine deals every empty slot at random, around the cards already placed. @param {Editor} w */
export function dealRandom(w) {
  const { s } = w;
  return change(w, async () => {
    const dealt = await w.ctx.ask("deal", dealArgs(s.draft, usesVira(s)));
    s.draft = withDeal(s.draft, dealt.scenario);
    s.active = null;
    await replay(w);
    say(w, w.ctx.t("editor.dealt"));
  });
}

/** @param {Editor} w */
export function clearAll(w) {
  const { s } = w;
  return change(w, async () => {
    s.draft = clearCards(s.draft);
    s.active = nextEmpty(s.draft, usesVira(s), null);
    await replay(w);
    say(w, w.ctx.t("editor.cleared"));
  });
}

/** A move, allowed or not: the engine replays it or says why not. @param {Editor} w @param {string} action */
export function act(w, action) {
  const { s, ctx, ui } = w;
  const { t } = ctx;
  if (!s.result) return Promise.resolve();
  const before = s.result;
  return w.run(async () => {
    warn(w, "");
    const scenario = { ...before.scenario, actions: [...(before.scenario.actions || []), action] };
    let answer;
    try {
      answer = /** @type {ReplayResult} */ (await ctx.ask("replay", { scenario }));
    } catch (err) {
      if (isEngineDown(err)) throw err;
      // the refusal where the move was tried, under its row of buttons (the next move redraws it away)
      const text = t("editor.moves.refused", { why: w.reason(err) });
      const tried = ui.pad.querySelector(`button[data-action="${CSS.escape(action)}"]`);
      const row = tried ? tried.closest(".truco-editor__moves") : null;
      if (row) {
        for (const old of ui.pad.querySelectorAll("[data-role=move-refused]")) old.remove();
        const note = notice();
        note.dataset.role = "move-refused";
        note.textContent = text;
        note.hidden = false;
        row.after(note);
      } else {
        warn(w, text);
      }
      say(w, text);
      return;
    }
    if (before !== s.result) return;
    s.generation += 1;
    s.result = answer;
    s.draft = { ...s.draft, actions: [...(answer.scenario.actions || [])] };
    await makePuzzleNow(w);
    drawAll(w);
    syncUrl(w);
    const step = answer.history[answer.history.length - 1];
    say(w, step ? t("hand.step", { Seat: capitalize(seatText(step.seat, t)), what: actionLabel(step, t) }) : "");
    const first = /** @type {HTMLElement | null} */ (ui.pad.querySelector(".truco-editor__moves button"));
    if (first) first.focus();
    else ui.undoButton.focus();
  })();
}

/** Undo the last move, or all of them. @param {Editor} w @param {boolean} all */
export function moveBack(w, all) {
  const { s, ui } = w;
  if (!s.result) return Promise.resolve();
  const actions = s.result.scenario.actions || [];
  return change(w, async () => {
    s.draft = { ...s.draft, actions: all ? [] : actions.slice(0, -1) };
    await replay(w);
    say(w, w.ctx.t(all ? "editor.moves.restarted" : "scenario.undone"));
  }).then(() => {
    if (ui.undoButton.disabled) {
      const first = /** @type {HTMLElement | null} */ (ui.pad.querySelector(".truco-editor__moves button"));
      if (first) first.focus();
    }
  });
}

/** @param {Editor} w */
export function makePuzzle(w) {
  return change(w, async () => {
    w.s.generation += 1;
    await makePuzzleNow(w);
  });
}

/**
 * Open a position or a puzzle (from the link box, or the editor's own link): the same requests
 * as requests.js names (the build may have answered them).
 * @param {Editor} w @param {{scenario?: string, puzzle?: string}} source
 */
export async function openSource(w, source) {
  const { s, ctx } = w;
  let code = source.scenario;
  let opened = null;
  if (source.puzzle) {
    opened = await ctx.ask("puzzle_open", { puzzle: source.puzzle });
    code = opened.puzzle.scenario;
  }
  const answer = /** @type {ReplayResult} */ (await ctx.ask("replay", { code, prefix: true }));
  s.info = /** @type {RulesInfo} */ (await rulesInfo(ctx.ask, /** @type {RulesSpec} */ (answer.scenario.rules)));
  s.draft = fromScenario(answer.scenario);
  s.active = null;
  const parts = opened ? opened.puzzle : null;
  Object.assign(s.question, parts
    ? { kind: parts.kind, seat: parts.seat, show: parts.show || [], title: parts.title || "", note: parts.note || "" }
    : { kind: "", seat: 0, show: [], title: "", note: "" });
  s.generation += 1;
  s.result = answer;
  warnRefused(w, answer);
  await makePuzzleNow(w);
}
