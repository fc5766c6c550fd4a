// @ts-check
// play-table: the training game. The reader (seat 0) plays a match against bots, heads-up or in
// pairs with a bot partner, with the mouse or the keyboard alone.
//
//   <div data-widget="play-table"></div>
//   links: ?s=<scenario code> opens that exact position; ?play-table.seed=7 fixes the deal;
//          ?play-table.fast=1 shows the bots' moves without pauses; ?play-table.players=4 and
//          ?play-table.opponents=random|heuristic|search choose the table.
//
// The coach: on the reader's turn a hint (key H, or the Hint button; it can be switched off in
// the settings, and the choice is remembered) shows the engine's value for each choice; after
// each hand a review grades every decision the reader made; at the end of the match a summary
// gives the share of best moves, the points given away per decision and the costliest decisions,
// each with a button that reopens its position in the analysis page. The coach never holds up the
// game: it runs on request or once a hand is over, and a hint that comes back after the position
// changed is dropped (play/coach.js).
//
// JavaScript decides no rule here: what the reader may do is the observation's `choices`, what
// happened is the engine's events (each step says what it meant), every ruling is the engine's.
// The match lives in the engine worker's memory; the page keeps its token and reopens it where it
// was after an engine restart. Modules: play/words.js (wording), play/session.js (the game's
// requests), play/playback.js (the bots' moves one by one), play/view.js (drawing),
// play/layout.js (the page parts), play/coach.js and play/coach-view.js (the coach).

import { bestText, matchSummary, reviewSummaryText, shortMethod } from "../kit/coach.js";
import { badgeButtons } from "../kit/coach-view.js";
import { el, sleep, store, uniqueId } from "../kit/dom.js";
import { operations } from "../kit/operation.js";
import { hasString, prerendered } from "../kit/page.js";
import { presetOf, requestKey, sameRules } from "../kit/protocol.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { TableCoach } from "./play/coach.js";
import { drawCoachNote, drawHint, drawMatchReview, drawReview } from "./play/coach-view.js";
import { buildLayout } from "./play/layout.js";
import { playbackFrames } from "./play/playback.js";
import { GameSession } from "./play/session.js";
import {
  drawActions, drawFelt, drawHandButtons, drawHintButton, drawRounds, drawScoreboard, drawSummary, feltModel,
} from "./play/view.js";
import { eventLines, otherChoices, promptText, STRENGTHS, TableNames } from "./play/words.js";

/**
 * @typedef {import("../kit/protocol.js").GameState} GameState
 * @typedef {import("./play/words.js").RulesInfo} RulesInfo
 * @typedef {{players: number, opponents: string, rules: import("../kit/protocol.js").RulesSpec}} Table
 */

const STORE = {
  players: "truco-lab.play.players",
  opponents: "truco-lab.play.opponents",
  colours: "truco-lab.play.four-colour",
  hints: "truco-lab.play.hints",
};
const BOT_DELAY_MS = 750;
const ROUND_DELAY_MS = 1200;
const PARTNER = "heuristic";
/** Where the analysis page is, from the play page (the same language). */
const ANALYSIS_PATH = "../analysis/";
/** The actions of the keys T, A and F (the DESIGN's action notation). */
const KEY_ACTIONS = /** @type {Record<string, string>} */ ({ t: "raise", a: "accept", f: "fold" });

/**
 * The engine request that starts a match: at a linked position (`code`), or a fresh deal.
 * @param {{preset: import("../kit/protocol.js").RulesSpec, players: number, opponents: string, seed?: number | null, code?: string | null}} table  preset: the rules (a preset, with options)
 * @returns {{op: "game_new", args: import("../kit/protocol.js").OpArgs["game_new"]}}
 */
export function newGameRequest({ preset, players, opponents, seed = null, code = null }) {
  /** @type {import("../kit/protocol.js").OpArgs["game_new"]} */
  const args = code ? { code, opponents, partner: PARTNER } : { rules: preset, players, opponents, partner: PARTNER };
  if (seed !== null) args.seed = seed;
  return { op: "game_new", args };
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, and `s`, the
 * page's position code), which the site build may answer in advance: the names of the calls of
 * the reader's rules. The match itself (game_new) is always asked of the engine: it lives in
 * the worker's memory, and without a seed each match is a new deal.
 * @param {{preset: string, params: Record<string, string>}} state
 * @returns {{op: "rules", args: {rules: string}}[]}
 */
export function initialRequests({ preset, params }) {
  return params.s ? [] : [{ op: "rules", args: { rules: preset } }];
}

/**
 * Where the analysis page opens a position: `code` (a scenario code) at move `step` (the
 * position after that many moves; the end of the line when null).
 * @param {string} base the play page's URL @param {string} code @param {number | null} step
 */
export function analysisHref(base, code, step) {
  const url = new URL(ANALYSIS_PATH, base);
  url.search = "";
  url.hash = "";
  url.searchParams.set("s", code);
  if (step !== null) url.searchParams.set("analysis.step", String(step));
  return url.href;
}

/** The match in progress, kept across instant navigation (the worker keeps the match). */
let kept = /** @type {{session: GameSession, lines: string[], coach: TableCoach} | null} */ (null);
let listening = false;

/** After an engine restart the worker no longer holds the match: the next request reopens it. */
async function listenForRestarts() {
  if (listening) return;
  listening = true;
  const { onRestart } = await import("../engine-client.js");
  onRestart(() => {
    if (kept) kept.session.lost();
  });
}

/** @param {string | null} code */
function setLinkCode(code) {
  const url = new URL(location.href);
  if (code) url.searchParams.set("s", code);
  else url.searchParams.delete("s");
  if (url.href !== location.href) history.replaceState(history.state, "", url);
}

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const fast = ctx.url.get("fast") === "1"
    || (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
  /** @type {GameState | null} the engine's last game state */
  let state = null;
  /** @type {RulesInfo | null} the engine's `rules` answer for the match's rules */
  let info = null;
  /** @type {TableNames | null} */
  let names = null;
  let busy = false;
  let coverMode = false;
  /** @type {string[]} the log, as shown */
  let lines = [];
  /** @type {Table | null} */
  let confirmTarget = null;
  /** @type {Partial<Table> | null} settings asked for while busy */
  let deferred = null;
  const summaryId = uniqueId("truco-play-table-summary");
  const hintId = uniqueId("truco-play-table-hint");
  const reviewId = uniqueId("truco-play-table-review");
  const matchReviewId = uniqueId("truco-play-table-match-review");
  /** @type {{position: string, analysis: import("../kit/protocol.js").Analysis, live: boolean} | null} the hint shown */
  let hint = null;
  /** @type {{position: string, text: string} | null} a hint being worked out, or why it failed */
  let hintNote = null;
  /** whether the match was in progress at the last drawing (the settings fold when it starts) */
  let wasInProgress = false;
  const phone = () => typeof matchMedia === "function" && matchMedia("(max-width: 44.9375em)").matches;

  // --- settings -------------------------------------------------------------------------------
  const wantPlayers = () => ((ctx.url.get("players") ?? store.get(STORE.players)) === "4" ? 4 : 2);
  const wantOpponents = () => {
    const value = ctx.url.get("opponents") ?? store.get(STORE.opponents);
    return value !== null && STRENGTHS.includes(value) ? value : "heuristic";
  };

  const ui = buildLayout(ctx, {
    newMatch: () => requestNewMatch({}),
    confirmYes: () => confirmTarget && startMatch(confirmTarget),
    confirmNo: () => confirmNo(),
    mode: (value) => {
      store.set(STORE.players, value);
      requestNewMatch({ players: Number(value) });
    },
    strength: (value) => {
      store.set(STORE.opponents, value);
      describeStrength(value);
      requestNewMatch({ opponents: value });
    },
    colours: (on) => {
      setColours(on);
      store.set(STORE.colours, on ? "1" : "0");
      announce(t(on ? "play-table.four-colour-on" : "play-table.four-colour-off"));
    },
    hints: (on) => {
      store.set(STORE.hints, on ? "1" : "0");
      if (!on) {
        hint = null;
        hintNote = null;
      }
      if (state) render();
      announce(t(on ? "play-table.coach.hints-on" : "play-table.coach.hints-off"));
    },
    openPosition: () => openAnalysis(null, null),
    // the position code names every card dealt: asked of the engine only when the reader copies
    positionHref: async () => {
      const { code } = await session().code();
      const url = new URL(location.href);
      url.searchParams.set("s", code);
      url.hash = "";
      return url.href;
    },
    onCopied: (text) => {
      announce(text);
      showMessage("");
    },
    onCopyError: (err) => (isEngineDown(err) ? ctx.fail(err) : refused(err)),
  });
  root.replaceChildren(ui.box);

  // --- small helpers --------------------------------------------------------------------------
  const session = () => {
    if (!kept) throw new Error("no match is open");
    return kept.session;
  };
  const coach = () => {
    if (!kept) throw new Error("no match is open");
    return kept.coach;
  };
  const hintsOn = () => store.get(STORE.hints) !== "0";

  /** @param {string} text */
  function announce(text) {
    ui.live.textContent = text;
  }

  /** @param {string} text */
  function showMessage(text) {
    ui.message.textContent = text;
    ui.message.hidden = !text;
  }

  /** @param {string} text */
  function addLog(text) {
    lines.push(text);
    appendLog(text);
  }

  /** @param {string} text */
  function appendLog(text) {
    ui.log.append(el("li", "", text));
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  /** @param {boolean} on */
  function setColours(on) {
    ui.colourBox.checked = on;
    root.classList.toggle("truco-play-table--four-colour", on);
  }

  /** @param {string} id */
  function describeStrength(id) {
    ui.personality.textContent = t(`play-table.bot.${id}.about`);
  }

  /** @param {unknown} err */
  function reason(err) {
    return errorText(err, t, { players: state ? state.observation.players : 2, has: hasString }).text;
  }

  /** The engine refused something: say why in its words (or start again if the match is gone). @param {unknown} err */
  function refused(err) {
    const code = err && typeof err === "object" ? /** @type {any} */ (err).code : "";
    // over-budget: the engine restarted and the match is too long to replay within one call's
    // work (game_resume; the coach's own requests report their failures themselves)
    if (code === "bad-token" || code === "unknown-game" || code === "over-budget") {
      showMessage(t("play-table.game-lost"));
      startMatch(settingsOfGame(), { keepMessage: true });
      return;
    }
    const text = reason(err);
    showMessage(text);
    announce(text);
  }

  const run = operations(ctx, refused);

  /** Run an engine round trip (one at a time); the table is drawn again afterwards. @param {() => Promise<void>} task */
  function perform(task) {
    if (busy) return;
    setBusy(true);
    run(async () => {
      try {
        await task();
      } finally {
        setBusy(false);
        if (state && root.isConnected) render();
      }
    })().then(flushDeferred);
  }

  /** @param {boolean} value */
  function setBusy(value) {
    busy = value;
    ui.game.setAttribute("aria-busy", String(value));
  }

  /** The engine told the session it reopened the match (after an engine restart). @param {GameState} _s @param {string} why */
  function onReopen(_s, why) {
    if (why !== "restart" || !root.isConnected) return;
    addLog(t("play-table.log.reopened"));
    announce(t("play-table.log.reopened"));
  }

  /** Draw again without losing the keyboard focus: back to the same control, else the game. @param {() => void} draw */
  function keepFocus(draw) {
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const had = Boolean(active && root.contains(active));
    const role = had && active ? active.dataset.role : undefined;
    const key = had && active ? active.dataset.key : undefined;
    draw();
    if (!had || (document.activeElement && root.contains(document.activeElement) && document.activeElement !== document.body)) return;
    let target = null;
    if (role) {
      const selector = key ? `[data-role="${role}"][data-key="${key}"]` : `[data-role="${role}"]`;
      target = [...root.querySelectorAll(selector)].find((n) => n instanceof HTMLElement && !n.hidden && n.offsetParent !== null);
    }
    /** @type {HTMLElement} */ (target || ui.game).focus({ preventScroll: true });
  }

  function inProgress() {
    if (!state || state.match.next === "over") return false;
    return state.match.hands > 1 || state.observation.history.length > 0 || state.match.score.some((x) => x > 0);
  }

  /** @returns {Table} */
  function settingsOfGame() {
    return {
      players: state ? state.match.players : wantPlayers(),
      opponents: state ? state.bots["1"] : wantOpponents(),
      rules: ctx.rules,
    };
  }

  function syncSettings() {
    const current = settingsOfGame();
    ui.mode.value = String(current.players);
    ui.strength.value = current.opponents;
    describeStrength(current.opponents);
  }

  // --- drawing ----------------------------------------------------------------------------------
  function render() {
    if (!state || !info || !names) return;
    const obs = state.observation;
    const match = state.match;
    const data = root.dataset;
    data.position = state.position;
    data.phase = obs.phase;
    data.next = match.next;
    data.players = String(match.players);
    data.opponents = state.bots["1"] || "";
    data.kind = obs.kind;
    data.blind = String(obs.blind);
    data.score = match.score.join("-");
    data.rules = presetOf(match.rules);
    data.turn = match.next === "play" && obs.to_act === obs.seat ? "you" : "";
    data.coverMode = String(coverMode);
    data.hints = String(hintsOn());
    drawSetup();
    // a blind iron hand's position code would name the reader's own unseen cards: no link until
    // the hand is over (the engine refuses game_code then too: blind-secret)
    const secret = obs.blind && match.next === "play";
    ui.linkButtons.hidden = secret;
    ui.linkNote.textContent = t(secret ? "reason.blind-secret" : "play-table.link-note");
    const m = feltModel(obs);
    const tableNames = names;
    keepFocus(() => {
      ui.board.replaceChildren(drawScoreboard(t, /** @type {GameState} */ (state), /** @type {RulesInfo} */ (info), tableNames));
      ui.felt.replaceChildren(drawFelt(t, m, tableNames));
      ui.rounds.replaceChildren();
      if (!m.finished && m.rounds.some((r) => r.status === "played")) ui.rounds.append(drawRounds(t, m, tableNames));
      ui.prompt.textContent = promptText(/** @type {GameState} */ (state), /** @type {RulesInfo} */ (info), tableNames, t, { coverMode });
      drawHand();
      ui.actions.replaceChildren(drawActions(t, /** @type {GameState} */ (state), tableNames, {
        coverMode, onChoose: doAction, onCover: toggleCover, onNext: nextHand, onRematch: rematch,
      }));
      drawHintSlot();
      ui.summary.replaceChildren();
      if (m.outcome) ui.summary.append(drawSummary(t, /** @type {GameState} */ (state), m, tableNames, summaryId));
      drawCoach();
      const preset = presetOf(obs.rules);
      ui.note.hidden = sameRules(obs.rules, ctx.rules);
      ui.note.textContent = ui.note.hidden ? "" : t("play-table.rules-note", { game: t(`preset.${preset}`), chosen: t(`preset.${ctx.preset}`) });
    });
  }

  /** The settings' one-line summary (the table being played) and their folding: open before a
   * match starts (not on a phone), folded once it is under way. */
  function drawSetup() {
    if (!state) return;
    const parts = [t(`play-table.mode.${state.match.players}.short`),
      t("play-table.strength.option", { name: t(`play-table.bot.${state.bots["1"]}.name`), level: t(`play-table.bot.${state.bots["1"]}.level`) }),
      t(hintsOn() ? "play-table.coach.hints-short-on" : "play-table.coach.hints-short-off")];
    ui.setupText.textContent = `(${parts.join(" · ")})`;
    const now = inProgress();
    if (now && !wasInProgress) ui.setup.open = false;
    else if (!now && wasInProgress && !phone()) ui.setup.open = true;
    wasInProgress = now;
  }

  /** The coach's parts: the hint at this position (and value badges on the buttons), the review
   * of a finished hand, and the match summary once the match is over. */
  function drawCoach() {
    ui.coach.replaceChildren();
    if (!state || !kept) return;
    const obs = state.observation;
    const mine = state.match.next === "play" && obs.to_act === obs.seat;
    if (mine && hintsOn() && hint && hint.position === state.position) {
      ui.coach.append(drawHint(t, ctx.lang, hint.analysis, { forWhom: forWhom(), id: hintId, live: hint.live, has: hasString }));
      badgeButtons(ui.hand, hint.analysis, ctx.lang);
      badgeButtons(ui.actions, hint.analysis, ctx.lang);
    } else if (mine && hintNote && hintNote.position === state.position) {
      ui.coach.append(drawCoachNote(hintNote.text, "hint-note"));
    }
    if (state.match.next === "play") return;
    const hand = state.match.hands - 1;
    const done = coach().done.get(hand);
    ui.summary.append(done ? drawReview(t, ctx.lang, done, { id: reviewId, onOpen: openAnalysis })
      : drawCoachNote(t("play-table.coach.reviewing"), "review-note"));
    if (state.match.next !== "over") return;
    const all = Array.from({ length: state.match.hands }, (_, i) => coach().done.get(i));
    if (all.every(Boolean)) {
      const summary = matchSummary(/** @type {import("../kit/protocol.js").HandReview[]} */ (all));
      ui.summary.append(drawMatchReview(t, ctx.lang, summary, { id: matchReviewId, onOpen: openAnalysis }));
    } else {
      ui.summary.append(drawCoachNote(t("play-table.coach.match-reviewing"), "match-review-note"));
    }
  }

  /** Whose points the values are: the reader's, or the reader's team's. */
  function forWhom() {
    return t(state && state.match.players === 4 ? "coach.for.your-team" : "coach.for.you");
  }

  /** Redraw only the coach's parts (an answer came back), keeping the focus where it was. */
  function redrawCoach() {
    if (!state || !root.isConnected) return;
    keepFocus(() => {
      drawHand();
      ui.actions.replaceChildren(drawActions(t, /** @type {GameState} */ (state), /** @type {TableNames} */ (names), {
        coverMode, onChoose: doAction, onCover: toggleCover, onNext: nextHand, onRematch: rematch,
      }));
      drawHintSlot();
      const m = feltModel(/** @type {GameState} */ (state).observation);
      ui.summary.replaceChildren();
      if (m.outcome) ui.summary.append(drawSummary(t, /** @type {GameState} */ (state), m, /** @type {TableNames} */ (names), summaryId));
      drawCoach();
    });
  }

  /** The Hint button beside the prompt (none when hints are off or it is not the reader's turn). */
  function drawHintSlot() {
    ui.hintSlot.replaceChildren();
    if (!state || !hintsOn()) return;
    const obs = state.observation;
    if (!(state.match.next === "play" && obs.to_act === obs.seat)) return;
    const working = hintNote !== null && hintNote.position === state.position && hintNote.text === t("play-table.coach.thinking");
    ui.hintSlot.append(drawHintButton(t, { onHint: askHint, working }));
  }

  // --- the coach ----------------------------------------------------------------------------------
  /** Ask the coach for the values of the reader's choices here (H, or the Hint button). */
  function askHint() {
    if (!state || !kept) return;
    if (!hintsOn()) {
      announce(t("play-table.coach.hints-are-off"));
      return;
    }
    const obs = state.observation;
    if (!(state.match.next === "play" && obs.to_act === obs.seat)) {
      announce(t("play-table.coach.not-your-turn"));
      return;
    }
    const position = state.position;
    if (hint && hint.position === position) {
      announce(hintSaid(hint.analysis));
      return;
    }
    hintNote = { position, text: t("play-table.coach.thinking") };
    redrawCoach();
    announce(hintNote.text);
    coach().hint(position, () => (state ? state.position : null)).then((analysis) => {
      if (!analysis || !state || state.position !== position || !root.isConnected) return; // the game moved on
      hint = { position, analysis, live: true };
      hintNote = null;
      redrawCoach();
      announce(hintSaid(analysis));
    }, (err) => {
      if (isEngineDown(err) && err && typeof (/** @type {any} */ (err)).code === "string" && (/** @type {any} */ (err)).code !== "timeout") {
        ctx.fail(err);
        return;
      }
      if (!state || state.position !== position) return;
      hintNote = { position, text: t("play-table.coach.failed", { why: reason(err) }) };
      redrawCoach();
      announce(hintNote.text);
    });
  }

  /** What the live region says when a hint arrives. @param {import("../kit/protocol.js").Analysis} analysis */
  function hintSaid(analysis) {
    return `${bestText(analysis, t, ctx.lang)} ${shortMethod(analysis, t, ctx.lang)}.`;
  }

  /** Once a hand is over: its review (and, at the end of the match, every hand's), in the background. */
  function reviewFinished() {
    if (!state || !kept || state.match.next === "play") return;
    const hands = state.match.next === "over" ? state.match.hands : 0;
    const current = state.match.hands - 1;
    const mine = kept.coach;
    const position = state.position;
    const asked = [mine.review(current), ...(hands ? [mine.all(hands)] : [])];
    Promise.all(asked).then(() => {
      if (kept && kept.coach === mine && state && state.position === position) {
        redrawCoach();
        const done = mine.done.get(current);
        if (done) announce(`${t("play-table.coach.review-title", { n: current + 1 })}: ${reviewSummaryText(done, t, ctx.lang)}`);
      }
    }, (err) => {
      if (!(kept && kept.coach === mine && state && state.position === position)) return;
      if (isEngineDown(err) && (!err || (/** @type {any} */ (err)).code !== "timeout")) return; // the engine banner says it
      showMessage(t("play-table.coach.failed", { why: reason(err) }));
    });
  }

  /**
   * Open a decision (a finished hand's number and a step in it) or, with nulls, the position on the
   * table in the analysis page. Its code names every card dealt: it is asked of the engine only now.
   * @param {number | null} handNumber @param {number | null} step
   */
  function openAnalysis(handNumber, step) {
    if (!kept) return;
    run(async () => {
      const { code } = await session().call("game_code", handNumber === null ? {} : { hand: handNumber });
      follow(analysisHref(location.href, code, step));
    })();
  }

  /** Go to a page of the site as a link would (Material's instant navigation keeps the match). @param {string} href */
  function follow(href) {
    const a = el("a", "truco-play-table__sr", "");
    a.href = href;
    root.append(a);
    a.click();
    a.remove();
  }

  function drawHand() {
    if (!state) return;
    const obs = state.observation;
    const playing = state.match.next === "play";
    const row = drawHandButtons(t, obs, { coverMode, playing, busy, onPick: pick });
    const title = !playing ? "play-table.hand-left" : obs.hand === null ? "play-table.hand-blind" : "play-table.hand";
    ui.hand.replaceChildren(el("p", "truco-play-table__hand-title", t(title)), row);
    ui.hand.hidden = !playing && row.childElementCount === 0;
    if (playing && obs.slots.length === 0) ui.hand.append(el("p", "truco-play-table__note", t("play-table.hand-empty")));
  }

  // --- the engine's events, one by one ------------------------------------------------------
  /**
   * Show a new state: its events in the log (the bots' moves one by one, with pauses, unless
   * fast), then the whole table. Returns false if the widget left the page meanwhile.
   * @param {GameState} next @param {{intro?: string[]}} [options]
   */
  async function show(next, { intro = [] } = {}) {
    const previous = state;
    info = await rulesInfo(ctx.ask, next.observation.rules);
    names = new TableNames(t, next.observation, next.bots);
    const batch = eventLines(next.events, next, names, t);
    const seat = next.observation.seat;
    state = next;
    for (const text of intro) addLog(text);
    const paced = !fast && previous !== null && batch.some((l) => l.event.type === "action" && l.event.seat !== seat);
    if (!paced) {
      for (const line of batch) addLog(line.text);
      render();
      announce([...intro, ...batch.map((l) => l.text), ui.prompt.textContent].join(" "));
      reviewFinished();
      return true;
    }
    // the felt as it was (or the new deal), then each move on it after a pause
    const dealt = batch.some((l) => l.event.type === "deal");
    const base = dealt ? next.observation : /** @type {GameState} */ (previous).observation;
    const before = dealt ? [] : feltModel(base).table;
    const tableNames = names;
    /** @param {import("./play/playback.js").Frame} frame */
    const drawFrame = (frame) => ui.felt.replaceChildren(drawFelt(t, feltModel(base, frame), tableNames));
    keepFocus(() => {
      drawFrame({ table: before, toAct: null });
      if (dealt) {
        ui.rounds.replaceChildren();
        ui.summary.replaceChildren();
      }
      drawHand();
      // the choices come back with the final state: they would tell what happens next
      ui.actions.replaceChildren();
      ui.hintSlot.replaceChildren();
      ui.prompt.textContent = t("play-table.prompt.wait");
    });
    for (const frame of playbackFrames(batch, seat, before)) {
      drawFrame(frame);
      if (frame.text) {
        addLog(frame.text);
        announce(frame.text);
      }
      if (frame.wait) await sleep(frame.wait === "bot" ? BOT_DELAY_MS : ROUND_DELAY_MS);
      if (!root.isConnected) return false;
    }
    render();
    announce(ui.prompt.textContent);
    reviewFinished();
    return true;
  }

  /**
   * Start a match (a new deal, or the position of a link) and show it.
   * @param {Table} target @param {{code?: string | null, seed?: number | null, intro?: string[]}} [options]
   */
  async function newMatch(target, { code = null, seed = null, intro = [] } = {}) {
    const request = newGameRequest({ preset: target.rules, players: target.players, opponents: target.opponents, seed, code });
    const fresh = new GameSession(ctx.ask, { onReopen });
    // an answer the page carried (computed when the site was built) names no game of this worker
    const first = await fresh.start(request.args, { live: !prerendered(requestKey(request.op, request.args)).found });
    kept = { session: fresh, lines: [], coach: new TableCoach((op, args) => fresh.call(op, args)) };
    lines = kept.lines;
    ui.log.replaceChildren();
    coverMode = false;
    state = null;
    await show(first, { intro: [...intro, t(code ? "play-table.log.opened" : "play-table.log.new-match")] });
    syncSettings();
  }

  // --- the reader's moves -------------------------------------------------------------------
  /** @param {string} action */
  function doAction(action) {
    if (busy || !state) return;
    const legal = state.match.next === "play" && state.observation.choices.some((c) => c.action === action);
    if (!legal) {
      perform(() => explainRefusal(action));
      return;
    }
    coverMode = false;
    showMessage("");
    perform(async () => {
      await show(await session().act(action));
    });
  }

  /** Why an action is not possible now, in the engine's words (it checks the real hand). @param {string} action */
  async function explainRefusal(action) {
    if (!state) return;
    let text;
    if (state.match.next !== "play") {
      text = t(state.match.next === "over" ? "play-table.refuse.match-over" : "play-table.refuse.hand-over");
    } else {
      try {
        await session().check(action);
        text = t("play-table.refuse.other");
      } catch (err) {
        if (isEngineDown(err)) throw err;
        text = reason(err);
      }
    }
    showMessage(text);
    announce(text);
  }

  /** @param {number} index */
  function pick(index) {
    if (busy || !state) return;
    const found = ui.hand.querySelectorAll("[data-role=card]")[index];
    if (!(found instanceof HTMLElement) || !found.dataset.action) {
      const text = t("play-table.refuse.no-card", { n: index + 1 });
      announce(text);
      showMessage(text);
      return;
    }
    doAction(found.dataset.action);
  }

  function toggleCover() {
    if (busy || !state || !info) return;
    const obs = state.observation;
    if (!coverMode && !obs.choices.some((c) => c.meaning === "cover")) {
      // the engine says why not (too early, a blind hand, not your turn...)
      const card = obs.hand && obs.hand.length ? obs.hand[0] : info.deck[0];
      perform(() => explainRefusal(`cover ${card}`));
      return;
    }
    coverMode = !coverMode;
    showMessage("");
    render();
    announce(t(coverMode ? "play-table.cover-on-said" : "play-table.cover-off-said"));
  }

  function nextHand() {
    if (busy || !state) return;
    if (state.match.next === "over") {
      rematch();
      return;
    }
    if (state.match.next !== "deal") {
      announce(t("play-table.refuse.not-over"));
      return;
    }
    showMessage("");
    perform(async () => {
      await show(await session().next());
    });
  }

  function rematch() {
    requestNewMatch({}, { rematch: true });
  }

  // --- new matches and settings -------------------------------------------------------------
  /** @param {Partial<Table>} change @param {{rematch?: boolean}} [options] */
  function requestNewMatch(change, { rematch = false } = {}) {
    if (busy) {
      if (!rematch) deferred = { ...(deferred || {}), ...change };
      return;
    }
    const target = { ...settingsOfGame(), ...change };
    if (!rematch && state && inProgress()) {
      confirmTarget = target;
      const changes = [];
      if (target.rules !== presetOf(state.observation.rules)) changes.push(t("play-table.confirm.rules", { preset: t(`preset.${target.rules}`) }));
      if (target.players !== state.match.players) changes.push(t(`play-table.mode.${target.players}`));
      if (target.opponents !== state.bots["1"]) changes.push(t("play-table.confirm.opponents", { name: t(`play-table.bot.${target.opponents}.name`) }));
      ui.confirmText.textContent = t("play-table.confirm.text", {
        what: changes.length ? changes.join(", ") : t("play-table.confirm.same"),
        a: state.match.score[0], b: state.match.score[1],
      });
      ui.confirmBox.hidden = false;
      announce(ui.confirmText.textContent);
      ui.yesButton.focus();
      return;
    }
    startMatch(target);
  }

  /** @param {Table} target @param {{keepMessage?: boolean}} [options] */
  function startMatch(target, { keepMessage = false } = {}) {
    ui.confirmBox.hidden = true;
    confirmTarget = null;
    if (!keepMessage) showMessage("");
    setLinkCode(null);
    perform(() => newMatch(target));
  }

  function flushDeferred() {
    if (!deferred || !root.isConnected) return;
    // a change of settings or preset that came while the bots were moving
    const change = deferred;
    deferred = null;
    requestNewMatch(change);
  }

  function confirmNo() {
    ui.confirmBox.hidden = true;
    confirmTarget = null;
    syncSettings();
    render();
    announce(t("play-table.confirm.kept"));
    ui.game.focus({ preventScroll: true });
  }

  ctx.onPresetChange(() => {
    if (!state) return;
    if (!inProgress()) startMatch({ ...settingsOfGame(), rules: ctx.rules });
    else requestNewMatch({ rules: ctx.rules });
  });

  // --- keyboard -----------------------------------------------------------------------------
  /** @type {Record<string, () => void>} */
  const KEYS = {
    1: () => pick(0),
    2: () => pick(1),
    3: () => pick(2),
    c: () => toggleCover(),
    n: () => nextHand(),
    h: () => askHint(),
  };
  root.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = /** @type {HTMLElement | null} */ (event.target);
    if (target && (["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName) || target.isContentEditable)) return;
    const key = String(event.key).toLowerCase();
    const fn = KEYS[key] || (KEY_ACTIONS[key] ? () => doAction(KEY_ACTIONS[key]) : null);
    if (!fn) return;
    // the keys work while the game has the focus (and do not reach the site's own shortcuts)
    event.preventDefault();
    event.stopPropagation();
    if (!ui.confirmBox.hidden) {
      announce(ui.confirmText.textContent || "");
      return;
    }
    if (!busy) fn();
  });

  // --- the first state ----------------------------------------------------------------------
  setColours(store.get(STORE.colours) === "1");
  ui.hintBox.checked = hintsOn();
  ui.setup.open = !phone();
  ui.mode.value = String(wantPlayers());
  ui.strength.value = wantOpponents();
  describeStrength(wantOpponents());
  setBusy(true);
  listenForRestarts().catch(() => {}); // without it, a lost match is still reopened (unknown-game)
  const code = new URLSearchParams(location.search).get("s");
  for (const request of initialRequests({ preset: ctx.preset, params: code ? { s: code } : {} })) {
    rulesInfo(ctx.ask, request.args.rules).catch(() => {}); // asked again (cached) once the match is open
  }
  const seedText = ctx.url.get("seed");
  const seed = seedText !== null && /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
  const target = { players: wantPlayers(), opponents: wantOpponents(), rules: ctx.rules };
  let started = false;
  if (code !== null) {
    try {
      await newMatch(target, { code, seed });
      started = true;
    } catch (err) {
      if (isEngineDown(err)) throw err;
      const why = reason(err);
      showMessage(t("play-table.link.bad", { why }));
      setLinkCode(null);
      await newMatch(target, { seed, intro: [t("play-table.link.bad", { why })] });
      started = true;
    }
  } else if (kept && seed === null && ctx.url.get("players") === null && ctx.url.get("opponents") === null) {
    // back on the page (instant navigation): the worker still holds the match; a link that asks
    // for a seed or a table starts a new one instead
    const { session: again } = kept;
    lines = kept.lines;
    for (const text of lines) appendLog(text);
    again.onReopen = onReopen;
    try {
      const resumed = await again.state();
      await show(resumed, { intro: [t("play-table.log.resumed")] });
      syncSettings();
      started = true;
      if (state && !sameRules(/** @type {GameState} */ (state).observation.rules, ctx.rules)) deferred = { rules: ctx.rules };
    } catch (err) {
      if (isEngineDown(err)) throw err;
      kept = null;
      lines = [];
      ui.log.replaceChildren();
    }
  }
  if (!started) await newMatch(target, { seed });
  setBusy(false);
  render();
  ctx.ready();
  flushDeferred();
}
