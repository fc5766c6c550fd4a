// @ts-check
// analysis: any position of a hand in analysis mode. A line (a deal and the moves played in it)
// opens at a step; the board shows it as the seat to act sees it, the coach gives the value of
// each of that seat's choices (how they were obtained, in words), and the reader steps back and
// forth through the moves (each step analysed again for the seat to act then), tries another
// move from any position, and copies a link to the decision on screen.
//
//   <div data-widget="analysis"></div>
//   links: ?s=<scenario code> opens that line at its end (the Play page's position links, its
//          reviews, the strategy page's examples); &analysis.step=N at the position after its
//          first N moves ("look at this decision"); &analysis.open=1 with every hand face up.
//   keys (while the widget has the focus): ← → one move back or forward, Home / End.
//
// Every position and value is the engine's answer (`replay`, `analyse`); this module draws them.
// Parts: analysis/line.js (the line and its steps), analysis/words.js (wording), the kit's hand
// renderer and the kit's coach table (kit/coach-view.js).

import { coachValues } from "../kit/coach-view.js";
import { copyLink } from "../kit/copy-link.js";
import { button, el, uniqueId } from "../kit/dom.js";
import { handModel } from "../kit/hand-model.js";
import { renderHand } from "../kit/hand-view.js";
import { operations } from "../kit/operation.js";
import { hasString, prerendered } from "../kit/page.js";
import { presetOf, requestKey, sameRules } from "../kit/protocol.js";
import { errorText, isEngineDown, seatText } from "../kit/words.js";
import { clampStep, codeFromInput, readStep, scenarioAt, stepHref, stepRequests, viewRequests } from "./analysis/line.js";
import { forWhomText, moveText, playedText, positionText, viewerOf } from "./analysis/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").Analysis} Analysis
 * @typedef {import("../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../kit/initial.js").Request} Request
 */

/** The example line without a link (demonstration data): a bluff after round 1 (strategy page). */
const EXAMPLE = /** @type {ScenarioJson} */ ({
  rules: "paulista", players: 2, score: [0, 0], dealer: 1, vira: "7d",
  hands: [["3d", "4s", "6h"], ["5d", "Qs", "Kc"]], actions: ["play 3d", "play 5d"],
});
/** The budget of "more deals" for a sampled analysis (the engine allows up to 5,000). */
export const MORE_WORLDS = 1000;

/** The example line under `rules` (the engine carries it over and picks the vira). @param {RulesSpec} rules @returns {Request} */
export function exampleRequest(rules) {
  return { op: "retarget", args: { scenario: EXAMPLE, rules } };
}

/**
 * The requests the widget makes when it opens with these URL parameters (`s`, the page's position
 * code, and its own `step`): the line (the link's, else the example under the reader's rules),
 * then, at the step shown, the replay of that position when it is not the line's end, and the
 * coach's analysis unless the hand is over there.
 * @param {import("../kit/initial.js").OpenState} state @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  const open = params.s === undefined ? exampleRequest(rules) : { op: "replay", args: { code: params.s, prefix: true } };
  const opened = answered(open);
  if (!opened || !opened.scenario) return [open];
  const line = /** @type {ScenarioJson} */ (opened.scenario);
  const moves = (line.actions || []).length;
  const step = clampStep(params.s === undefined ? null : readStep(params.step), moves);
  if (step === moves) {
    const { analyse } = stepRequests(line, step, opened);
    return [open, ...seen(opened), ...(analyse ? [analyse] : [])];
  }
  const { replay } = stepRequests(line, step);
  const shown = answered(replay);
  if (!shown) return [open, replay];
  const { analyse } = stepRequests(line, step, shown);
  return [open, replay, ...seen(shown), ...(analyse ? [analyse] : [])];

  /** The seat's views of the step (the board) and of the line (the moves). @param {ReplayResult} r */
  function seen(r) {
    const views = viewRequests(line, step, viewerOf(r), params.open === "1");
    return !views ? [] : views.moves === views.board ? [views.board] : [views.board, views.moves];
  }
}

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t, lang } = ctx;
  /** @type {ScenarioJson} the line shown */
  let line = EXAMPLE;
  /** @type {ScenarioJson | null} the line the link (or a pasted code) opened, to go back to */
  let linked = null;
  /** whether the address carries the line and step (a link, a pasted code, or once the reader moves) */
  let inUrl = false;
  let step = 0;
  let showAll = ctx.url.get("open") === "1";
  /** @type {{replay: ReplayResult, board: ReplayResult, line: ReplayResult | null, analysis: Analysis | null, live: boolean, worlds?: number} | null} */
  let shown = null;
  let generation = 0;
  /** @type {Map<string, Promise<any>>} the engine's answers for this visit, by request */
  const answers = new Map();
  /** @type {Map<string, ReplayResult>} replays of whole lines (their moves in words, their code) */
  const ends = new Map();
  const titleId = uniqueId("truco-analysis-values");

  // --- the parts -------------------------------------------------------------------------------
  const box = el("div", "truco-analysis");
  const notice = el("p", "truco-scenario__notice"); // the kit's notice and rules note (kit.css)
  notice.setAttribute("role", "alert");
  notice.dataset.role = "notice";
  notice.hidden = true;
  const rulesNote = el("p", "truco-scenario__rules-note");
  rulesNote.dataset.role = "rules-note";
  rulesNote.hidden = true;
  const where = el("p", "truco-analysis__where");
  where.dataset.role = "where";

  const stepsNav = el("nav", "truco-analysis__steps");
  stepsNav.setAttribute("aria-label", t("analysis.steps"));
  /** @param {string} key @param {string} role @param {() => number} target @param {string} keys */
  const stepButton = (key, role, target, keys) => {
    const b = button(t(key), () => moveTo(target()), "md-button truco-button truco-analysis__step");
    b.dataset.role = role;
    b.setAttribute("aria-keyshortcuts", keys);
    return b;
  };
  const first = stepButton("analysis.first", "first", () => 0, "Home");
  const back = stepButton("analysis.back", "back", () => step - 1, "ArrowLeft");
  const forward = stepButton("analysis.forward", "forward", () => step + 1, "ArrowRight");
  const last = stepButton("analysis.last", "last", () => movesOf(line), "End");
  const counter = el("span", "truco-analysis__counter");
  counter.dataset.role = "counter";
  stepsNav.append(first, back, counter, forward, last);

  const main = el("div", "truco-analysis__main");
  const boardBox = el("section", "truco-analysis__board");
  boardBox.setAttribute("aria-label", t("analysis.board"));
  const coachBox = el("section", "truco-analysis__coach");
  coachBox.dataset.role = "coach";
  coachBox.setAttribute("aria-labelledby", titleId);
  const coachTitle = el("h2", "truco-analysis__title");
  coachTitle.id = titleId;
  const played = el("p", "truco-analysis__played");
  played.dataset.role = "played";
  const values = el("div", "truco-analysis__values");
  const more = button(t("analysis.more"), () => sampleMore(), "md-button truco-button truco-analysis__more");
  more.dataset.role = "more";
  more.hidden = true;
  coachBox.append(coachTitle, played, values, more);
  main.append(boardBox, coachBox);

  const movesBox = el("section", "truco-analysis__moves-box");
  const movesTitle = el("h2", "truco-analysis__title", t("analysis.moves"));
  movesTitle.id = uniqueId("truco-analysis-moves");
  movesBox.setAttribute("aria-labelledby", movesTitle.id);
  const moves = el("ol", "truco-analysis__moves");
  moves.dataset.role = "moves";
  const backToLink = button(t("analysis.back-to-link"), () => reopen(), "md-button truco-button truco-analysis__back-to-link");
  backToLink.dataset.role = "back-to-link";
  backToLink.hidden = true;
  movesBox.append(movesTitle, moves, backToLink);

  const tools = el("div", "truco-analysis__tools");
  const openLabel = el("label", "truco-analysis__check");
  const openBox = el("input", "truco-analysis__check-box");
  openBox.type = "checkbox";
  openBox.dataset.role = "show-all";
  openBox.checked = showAll;
  openLabel.append(openBox, " ", t("analysis.show-all"));
  openBox.addEventListener("change", () => {
    showAll = openBox.checked;
    ctx.url.set({ open: showAll ? "1" : null });
    run(async () => {
      if (shown) shown = { ...shown, ...(await seatViews(line, step, shown.replay)) };
      draw();
      announce(t(showAll ? "analysis.show-all-on" : "analysis.show-all-off"));
    })();
  });
  const playHere = el("a", "md-button truco-button truco-analysis__play");
  playHere.dataset.role = "play-here";
  playHere.textContent = t("analysis.play-here");
  const copy = copyLink(ctx, () => stepHref(location.href, lineCode(), step, movesOf(line)),
    { label: t("analysis.copy"), onCopied: (text) => announce(text) });
  tools.append(openLabel, copy, playHere);

  const form = el("form", "truco-analysis__open");
  form.dataset.role = "open-form";
  const fieldId = uniqueId("truco-analysis-code");
  const fieldLabel = el("label", "truco-analysis__open-label", t("analysis.open-label"));
  fieldLabel.htmlFor = fieldId;
  const field = el("input", "truco-analysis__open-field");
  field.id = fieldId;
  field.type = "text";
  field.autocomplete = "off";
  field.spellcheck = false;
  field.dataset.role = "open-field";
  const openButton = el("button", "md-button truco-button truco-analysis__open-button", t("analysis.open"));
  openButton.type = "submit";
  form.append(fieldLabel, field, openButton);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = codeFromInput(field.value, location.href);
    if (code === null) {
      showNotice(t("analysis.open-empty"));
      return;
    }
    run(async () => {
      await openLine({ op: "replay", args: { code, prefix: true } }, { fromLink: true, at: null });
      field.value = "";
    })();
  });

  const live = el("p", "truco-analysis__live");
  live.setAttribute("aria-live", "polite");
  live.dataset.role = "live";
  box.append(notice, rulesNote, where, stepsNav, main, movesBox, tools, form, live);

  // --- helpers ---------------------------------------------------------------------------------
  /** @param {ScenarioJson} l */
  function movesOf(l) {
    return (l.actions || []).length;
  }

  /** @param {string} text */
  function announce(text) {
    live.textContent = text;
  }

  /** @param {string} text */
  function showNotice(text) {
    notice.textContent = text;
    notice.hidden = !text;
  }

  /** @param {unknown} err */
  function reason(err) {
    return errorText(err, t, { players: line.players || 2, has: hasString }).text;
  }

  const run = operations(ctx, (err) => {
    const text = reason(err);
    showNotice(text);
    announce(text);
  });

  /** The engine's answer to a request (each asked once per visit). @param {Request} request */
  function ask(request) {
    const key = requestKey(request.op, request.args);
    let found = answers.get(key);
    if (!found) {
      found = ctx.ask(/** @type {any} */ (request.op), request.args);
      answers.set(key, found);
      found.catch(() => answers.delete(key));
    }
    return found;
  }

  /** Whether the answer to `request` was computed when the site was built (its time is not the page's). @param {Request} request */
  function builtIn(request) {
    return prerendered(requestKey(request.op, request.args)).found;
  }

  /** The key of the replay of the whole line. */
  function endKey() {
    return requestKey("replay", { scenario: scenarioAt(line, movesOf(line)) });
  }

  /** The code of the whole line (its replay carries it), or of the position shown until it is known. */
  function lineCode() {
    const end = ends.get(endKey());
    return end ? end.code : shown ? shown.replay.code : "";
  }

  // --- showing a step ----------------------------------------------------------------------------
  /**
   * Show the position after `target` moves of the line: its board at once, then the coach's values.
   * Answers that a later step made stale are dropped.
   * @param {number} target @param {{worlds?: number, say?: boolean}} [options]
   */
  async function show(target, { worlds, say = true } = {}) {
    const mine = ++generation;
    const next = clampStep(target, movesOf(line));
    const requests = stepRequests(line, next, undefined, worlds);
    const replay = /** @type {ReplayResult} */ (await ask(requests.replay));
    if (mine !== generation) return;
    if (next === movesOf(line)) ends.set(endKey(), replay);
    const views = await seatViews(line, next, replay);
    if (mine !== generation) return;
    step = next;
    shown = { replay, ...views, analysis: null, live: false, worlds };
    draw();
    const analyse = stepRequests(line, next, replay, worlds).analyse;
    if (analyse) {
      const analysis = /** @type {Analysis} */ (await ask(analyse));
      if (mine !== generation) return;
      shown = { replay, ...views, analysis, live: !builtIn(analyse), worlds };
      draw();
    }
    if (say) announce(spoken());
  }

  /**
   * The position and the line as the page shows them: the seat's views, or the replay itself
   * (every card) with "show all".
   * @param {ScenarioJson} of @param {number} at @param {ReplayResult} replay
   * @returns {Promise<{board: ReplayResult, line: ReplayResult | null}>}
   */
  async function seatViews(of, at, replay) {
    const views = viewRequests(of, at, viewerOf(replay), showAll);
    if (!views) return { board: replay, line: null };
    const [board, whole] = await Promise.all([ask(views.board), ask(views.moves)]);
    return { board: /** @type {ReplayResult} */ (board), line: /** @type {ReplayResult} */ (whole) };
  }

  /** A step the reader asked for (a button, a key, a move of the list). @param {number} target */
  function moveTo(target) {
    inUrl = true;
    return run(() => show(target))();
  }

  /**
   * Open a line: the engine replays it as far as its moves are legal (`refused` says where it
   * stopped); the page shows it at step `at` (its end when null). A refusal of the whole line rejects.
   * @param {Request} request @param {{fromLink: boolean, at: number | null, lead?: string, say?: boolean}} options
   */
  async function openLine(request, { fromLink, at, lead = "", say = true }) {
    const opened = /** @type {ReplayResult} */ (await ask(request));
    line = opened.scenario;
    linked = fromLink ? line : null;
    inUrl = fromLink;
    ends.set(endKey(), opened);
    answers.set(endKey(), Promise.resolve(opened));
    const problems = lead ? [lead] : [];
    if (opened.refused) {
      problems.push(`${t("analysis.stopped", { n: (Number(opened.refused.index) || 0) + 1 })} ${reason({
        code: opened.refused.code, message: opened.refused.message, details: opened.refused })}`);
    }
    showNotice(problems.join(" "));
    await show(clampStep(at, movesOf(line)), { say });
  }

  /** Back to the line the link opened, at the step shown (the moves tried since are dropped). */
  function reopen() {
    if (!linked) return;
    line = linked;
    moveTo(Math.min(step, movesOf(line)));
  }

  /** A sampled analysis, again with more deals (a narrower interval). */
  function sampleMore() {
    if (!shown || !shown.analysis) return;
    run(() => show(step, { worlds: MORE_WORLDS }))();
  }

  /** Try another move at this position: the line goes on with it (the moves after it go). @param {string} action */
  function tryMove(action) {
    const actions = [...(line.actions || []).slice(0, step), action];
    line = { ...line, actions };
    moveTo(actions.length);
  }

  /** What the live region says once a step is on screen. */
  function spoken() {
    const parts = [where.textContent || ""];
    const best = values.querySelector(".truco-coach__best");
    if (played.textContent) parts.push(played.textContent);
    else if (best && best.textContent) parts.push(best.textContent);
    return parts.filter(Boolean).join(" ");
  }

  // --- drawing -----------------------------------------------------------------------------------
  function draw() {
    if (!shown) return;
    const r = shown.replay;
    const total = movesOf(line);
    const viewer = viewerOf(r);
    const m = handModel(shown.board);
    const data = root.dataset;
    data.step = String(step);
    data.moves = String(total);
    data.code = r.code;
    data.viewer = String(viewer);
    data.finished = String(r.finished);
    data.analysed = String(Boolean(shown.analysis));
    data.rulesPreset = presetOf(line.rules);
    where.textContent = positionText(r, step, total, m, t);
    boardBox.replaceChildren(renderHand(t, m, { parts: ["vira", "seats", "rounds", "result"] }).node);
    drawCoach(r);
    drawMoves(r, total);

    counter.textContent = t("analysis.counter", { step, moves: total });
    const active = document.activeElement;
    first.disabled = step === 0;
    back.disabled = step === 0;
    forward.disabled = step === total;
    last.disabled = step === total;
    if (active instanceof HTMLButtonElement && stepsNav.contains(active) && active.disabled) (step === 0 ? forward : back).focus();

    const preset = presetOf(line.rules);
    rulesNote.hidden = sameRules(line.rules, ctx.rules);
    rulesNote.textContent = rulesNote.hidden ? "" : t("scenario.rules-from-link", { preset: hasString(`preset.${preset}`) ? t(`preset.${preset}`) : preset });
    if (inUrl) {
      setLinkCode(lineCode());
      ctx.url.set({ step: step === total ? null : step });
    }
    playHere.hidden = r.finished;
    playHere.href = new URL(`../play/?s=${encodeURIComponent(r.code)}`, location.href).href;
  }

  /** The coach's part: the values of the seat to act's choices, what was played here. @param {ReplayResult} r */
  function drawCoach(r) {
    const total = movesOf(line);
    const playedAction = step < total ? (line.actions || [])[step] : null;
    if (r.finished) {
      coachTitle.textContent = t("analysis.over-title");
      played.textContent = t("analysis.over");
      values.replaceChildren();
      more.hidden = true;
      return;
    }
    const seat = /** @type {number} */ (r.to_act);
    coachTitle.textContent = t("analysis.values-for", { seat: seatText(seat, t) });
    const analysis = shown && shown.analysis;
    if (!analysis) {
      played.textContent = "";
      values.replaceChildren(el("p", "truco-analysis__thinking", t("analysis.thinking")));
      more.hidden = true;
      return;
    }
    played.textContent = playedText(analysis, playedAction, t, lang);
    values.replaceChildren(coachValues(t, lang, analysis, {
      forWhom: forWhomText(r, seat, t), played: playedAction, showTime: Boolean(shown && shown.live), has: hasString,
      extraHead: t("analysis.try-head"),
      extra: (row) => {
        if (row.action === playedAction) return null;
        const b = button(t("analysis.try"), () => tryMove(row.action), "md-button truco-button truco-analysis__try");
        b.dataset.role = "try";
        b.dataset.action = row.action;
        b.setAttribute("aria-label", t("analysis.try-named", { move: row.label }));
        return b;
      },
    }));
    more.hidden = analysis.method !== "sampled" || (shown && shown.worlds || 0) >= MORE_WORLDS;
  }

  /** The line's moves, each a button to its decision; the current one marked. @param {ReplayResult} r @param {number} total */
  function drawMoves(r, total) {
    const end = shown && shown.line ? shown.line : ends.get(endKey());
    const steps = (end || r).history;
    const focused = document.activeElement instanceof HTMLElement && moves.contains(document.activeElement)
      ? document.activeElement.dataset.step : undefined;
    moves.replaceChildren();
    for (let i = 0; i <= total; i += 1) {
      const item = el("li", i === total ? "truco-analysis__move truco-analysis__move--end" : "truco-analysis__move");
      const text = i === total ? t("analysis.end", { n: total }) : steps[i] ? moveText(steps[i], t) : (line.actions || [])[i];
      const b = button(text, () => moveTo(i), "truco-analysis__move-button");
      b.dataset.step = String(i);
      if (i === step) {
        item.classList.add("truco-analysis__move--current");
        b.setAttribute("aria-current", "step");
      }
      item.append(b);
      moves.append(item);
    }
    if (focused !== undefined) {
      const again = moves.querySelector(`[data-step="${focused}"]`);
      if (again instanceof HTMLElement) again.focus();
    }
    backToLink.hidden = !linked || JSON.stringify(linked.actions) === JSON.stringify(line.actions);
  }

  /** @param {string | null} code */
  function setLinkCode(code) {
    const url = new URL(location.href);
    if (code) url.searchParams.set("s", code);
    else url.searchParams.delete("s");
    if (url.href !== location.href) history.replaceState(history.state, "", url);
  }

  // --- keys ----------------------------------------------------------------------------------------
  root.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = /** @type {HTMLElement | null} */ (event.target);
    if (target && (["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName) || target.isContentEditable)) return;
    const to = /** @type {Record<string, number>} */ ({ ArrowLeft: step - 1, ArrowRight: step + 1, Home: 0, End: movesOf(line) })[event.key];
    if (to === undefined) return;
    event.preventDefault();
    if (to >= 0 && to <= movesOf(line) && to !== step) moveTo(to);
  });

  ctx.onPresetChange(() => {
    if (inUrl) {
      draw(); // a link's line keeps its own rules: the note says so
      return;
    }
    run(() => openLine(exampleRequest(ctx.rules), { fromLink: false, at: null }))();
  });

  // --- the first state: the link's line, else the example ----------------------------------------
  root.replaceChildren(box);
  const code = new URLSearchParams(location.search).get("s");
  let lead = "";
  let opened = false;
  if (code !== null) {
    try {
      await openLine({ op: "replay", args: { code, prefix: true } }, { fromLink: true, at: readStep(ctx.url.get("step")), say: false });
      opened = true;
    } catch (err) {
      if (isEngineDown(err)) throw err;
      setLinkCode(null);
      ctx.url.set({ step: null });
      lead = `${t("analysis.link-bad")} ${reason(err)}`;
    }
  }
  if (!opened) await openLine(exampleRequest(ctx.rules), { fromLink: false, at: null, lead, say: false });
  ctx.ready();
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
}
