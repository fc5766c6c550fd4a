// Play-table widget: the training game. The reader (seat 0) plays a match to 12 against bots,
// heads-up or in pairs with a bot partner, with the mouse or the keyboard alone.
//   <div data-widget="play-table"></div>
//   links: ?s=<scenario code> opens that exact position; ?play-table.seed=7 fixes the deal;
//          ?play-table.fast=1 shows the bots' moves without pauses; ?play-table.players=4 and
//          ?play-table.opponents=random|heuristic|search choose the table.
//
// JavaScript never decides a rule here: what the reader may do is observation.legal, what
// happened comes from the engine's events and observation, and every ruling is explained with
// explain.js. Modules: play/util.js (helpers), play/words.js (names, log), play/view.js (drawing).

import { explain } from "../explain.js";
import { buildLayout, copyLink } from "./play/layout.js";
import { drawActions, drawHand, drawPartner, promptText } from "./play/panel.js";
import { askEngine, el, hasString, isFatal, presetOf, rulesInfo, store } from "./play/util.js";
import { STRENGTHS, Words } from "./play/words.js";
import { roundsList, scoreboard, summary } from "./play/view.js";

const STORE = {
  players: "truco-lab.play.players",
  opponents: "truco-lab.play.opponents",
  colours: "truco-lab.play.four-colour",
};
const BOT_DELAY_MS = 750;
const ROUND_DELAY_MS = 1200;
const PARTNER = "heuristic";

/** The game in progress, kept across instant navigation (the worker keeps the match). */
let session = null;

function linkCode() {
  return new URLSearchParams(location.search).get("s");
}

function setLinkCode(code) {
  const url = new URL(location.href);
  if (code) url.searchParams.set("s", code);
  else url.searchParams.delete("s");
  if (url.href !== location.href) history.replaceState(history.state, "", url);
}

function positionHref(code) {
  const url = new URL(location.href);
  url.searchParams.set("s", code);
  url.hash = "";
  return url.href;
}

export default async function mount(root, ctx) {
  const t = ctx.t;
  const fast = ctx.url.get("fast") === "1"
    || (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
  let state = null; // the engine's last game state
  let info = null; // the engine's `rules` answer for the game's rules
  let busy = false;
  let coverMode = false;
  let lines = []; // the match log, as shown
  let confirmTarget = null;
  let deferred = null; // settings asked for while busy

  // --- settings -----------------------------------------------------------------------------
  const wantPlayers = () => {
    const fromUrl = ctx.url.get("players");
    const value = fromUrl !== null ? fromUrl : store.get(STORE.players);
    return value === "4" ? 4 : 2;
  };
  const wantOpponents = () => {
    const fromUrl = ctx.url.get("opponents");
    const value = fromUrl !== null ? fromUrl : store.get(STORE.opponents);
    return STRENGTHS.includes(value) ? value : "heuristic";
  };

  // --- layout -------------------------------------------------------------------------------
  const ui = buildLayout(ctx, {
    newMatch: () => requestNewMatch({}),
    confirmYes: () => confirmYes(),
    confirmNo: () => confirmNo(),
    act: (action) => doAction(action),
    toggleCover: () => toggleCover(),
    next: () => nextHand(),
    rematch: () => requestNewMatch({}, { rematch: true }),
    copy: () => copy(),
  });
  const {
    box,
    modeSelect,
    strengthSelect,
    personality,
    colourBox,
    confirmBox,
    confirmText,
    yesBtn,
    message,
    note,
    boardSlot,
    game,
    table,
    roundsSlot,
    prompt,
    handSlot,
    summarySlot,
    logList,
    live,
  } = ui;
  root.replaceChildren(box);

  // --- small helpers ------------------------------------------------------------------------
  function announce(text) {
    live.textContent = text;
  }

  function showMessage(text) {
    message.textContent = text || "";
    message.hidden = !text;
  }

  function errorWords(err) {
    const code = err && typeof err.code === "string" ? err.code : "";
    if (code && hasString(`reason.${code}`)) return explain({ code }, t, { players: state ? state.match.players : 2 });
    return err && err.message ? String(err.message) : String(err);
  }

  function words() {
    return new Words(t, state, info);
  }

  function addLog(text) {
    lines.push(text);
    const item = el("li", "", text);
    logList.append(item);
    logList.scrollTop = logList.scrollHeight;
    if (session) session.lines = lines;
  }

  function setColours(on) {
    colourBox.checked = on;
    root.classList.toggle("truco-play--four-colour", on);
  }

  function setBusy(value) {
    busy = value;
    root.dataset.busy = String(value);
    game.setAttribute("aria-busy", String(value));
  }

  /** Re-draw without losing the keyboard focus: back to the same control, else the game. */
  function keepFocus(draw) {
    const active = document.activeElement;
    const had = active && root.contains(active);
    const role = had ? active.dataset.role : null;
    const key = had ? active.dataset.key : null;
    draw();
    if (!had || (root.contains(document.activeElement) && document.activeElement !== document.body)) return;
    let target = null;
    if (role) {
      const selector = key ? `[data-role="${role}"][data-key="${key}"]` : `[data-role="${role}"]`;
      target = [...root.querySelectorAll(selector)].find((n) => !n.hidden && n.offsetParent !== null);
    }
    (target || game).focus({ preventScroll: true });
  }

  function inProgress() {
    if (!state || state.match.next === "over") return false;
    const obs = state.observation;
    return state.match.hands > 1 || obs.history.length > 0 || state.match.score.some((x) => x > 0);
  }

  function settingsOfGame() {
    return {
      players: state ? state.match.players : wantPlayers(),
      opponents: state ? state.bots["1"] : wantOpponents(),
      rules: ctx.preset,
    };
  }

  function syncSettings() {
    const current = settingsOfGame();
    modeSelect.value = String(current.players);
    strengthSelect.value = current.opponents;
    describeStrength(current.opponents);
  }

  function describeStrength(id) {
    personality.textContent = t(`play-table.bot.${id}.about`);
  }

  function panelView() {
    return { ui, ctx, t, state, info, coverMode, busy, onPick: (i) => pick(i) };
  }

  function render() {
    const obs = state.observation;
    const match = state.match;
    const w = words();
    root.dataset.game = String(session ? session.id : "");
    root.dataset.position = state.position;
    root.dataset.phase = obs.phase;
    root.dataset.next = match.next;
    root.dataset.players = String(match.players);
    root.dataset.opponents = state.bots["1"] || "";
    root.dataset.kind = obs.kind;
    root.dataset.blind = String(obs.blind);
    root.dataset.score = match.score.join("-");
    root.dataset.rules = typeof match.rules === "string" ? match.rules : match.rules.preset;
    root.dataset.turn = match.next === "play" && obs.to_act === 0 ? "you" : "";
    root.dataset.coverMode = String(coverMode);
    keepFocus(() => {
      boardSlot.replaceChildren(scoreboard(state, w, info));
      table.draw(state, w, { toAct: match.next === "play" ? obs.to_act : null });
      roundsSlot.replaceChildren();
      if (obs.rounds.length && !obs.outcome) roundsSlot.append(el("h2", "truco-play__sub", t("play-table.rounds")), roundsList(ctx, obs, w));
      const v = panelView();
      prompt.textContent = promptText(v, w);
      drawPartner(v, w);
      drawHand(v);
      drawActions(v, w);
      summarySlot.replaceChildren();
      if (obs.outcome) summarySlot.append(summary(ctx, state, w, { before: obs.score }));
      const preset = presetOf(obs.rules);
      note.hidden = preset === ctx.preset;
      note.textContent = note.hidden ? "" : t("play-table.rules_note", { game: t(`preset.${preset}`), chosen: t(`preset.${ctx.preset}`) });
    });
  }

  // --- playing the engine's events ----------------------------------------------------------
  /** Show a new state: its events one by one (with pauses unless fast), then the whole table. */
  async function show(next, { intro = [] } = {}) {
    const previous = state;
    info = await rulesInfo(ctx, next.observation.rules);
    state = next;
    if (session) {
      session.eventCount = next.event_count;
    }
    const w = words();
    const batch = w.eventLines(next.events);
    const paced = !fast && previous !== null && batch.some((l) => l.event.type === "action" && l.event.seat !== 0);
    for (const text of intro) addLog(text);
    if (paced) {
      setBusy(true);
      const dealt = next.events.some((e) => e.type === "deal");
      keepFocus(() => {
        if (dealt) {
          table.draw(next, w, {});
          table.setTable([], w);
          roundsSlot.replaceChildren();
          summarySlot.replaceChildren();
        }
        drawHand(panelView());
        // the buttons come back with the final state: they would tell what happens next
        for (const b of [ui.raiseBtn, ui.acceptBtn, ui.foldBtn, ui.coverBtn, ui.nextBtn, ui.rematchBtn]) b.hidden = true;
        prompt.textContent = t("play-table.prompt.wait");
      });
      const done = await table.playBack(batch, w, {
        botDelay: BOT_DELAY_MS,
        roundDelay: ROUND_DELAY_MS,
        onLine: (text) => {
          addLog(text);
          announce(text);
        },
        alive: () => root.isConnected,
      });
      if (!done) return;
      setBusy(false);
      render();
      announce(prompt.textContent);
    } else {
      for (const line of batch) addLog(line.text);
      render();
      announce([...intro, ...batch.map((l) => l.text), prompt.textContent].join(" "));
    }
  }

  async function newMatch(target, { code = null, seed = null, intro = [] } = {}) {
    const args = code
      ? { code, opponents: target.opponents, partner: PARTNER }
      : { rules: target.rules, players: target.players, opponents: target.opponents, partner: PARTNER };
    if (seed !== null) args.seed = seed;
    const fresh = await askEngine(ctx, "game_new", args);
    session = { id: fresh.id, lines: [], eventCount: 0 };
    lines = [];
    logList.replaceChildren();
    coverMode = false;
    state = null;
    await show(fresh, { intro: [...intro, t(code ? "play-table.log.opened" : "play-table.log.new_match")] });
    syncSettings();
  }

  async function run(task) {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch (err) {
      if (isFatal(err) || !state) throw err;
      if (err && err.code === "unknown-game") {
        showMessage(t("play-table.game_lost"));
        await newMatch(settingsOfGame());
      } else {
        const text = errorWords(err);
        showMessage(text);
        announce(text);
      }
    } finally {
      setBusy(false);
      if (state) render();
      if (deferred && root.isConnected) {
        // a change of settings or preset that came while the bots were moving
        const change = deferred;
        deferred = null;
        requestNewMatch(change);
      }
    }
  }

  /** Errors inside event handlers: fatal ones put the widget in its error state. */
  function guarded(task) {
    run(task).catch((err) => ctx.fail(err));
  }

  function doAction(action) {
    if (busy || !state) return;
    const obs = state.observation;
    if (state.match.next !== "play" || obs.to_act !== 0 || !obs.legal.includes(action)) {
      guarded(() => explainRefusal(action));
      return;
    }
    coverMode = false;
    showMessage("");
    guarded(async () => {
      const next = await askEngine(ctx, "game_act", { id: session.id, action });
      await show(next);
    });
  }

  /** Why an action is not possible now, in the engine's words (the position plus that action). */
  async function explainRefusal(action) {
    const obs = state.observation;
    let text;
    if (state.match.next !== "play") {
      text = t(state.match.next === "over" ? "play-table.refuse.match_over" : "play-table.refuse.hand_over");
    } else if (action.startsWith("cover") && obs.blind) {
      text = explain({ code: "cover-blind" }, t);
    } else {
      try {
        // the engine checks the action against the real hand; the page never holds hidden cards
        await askEngine(ctx, "game_check", { id: session.id, action });
        text = t("play-table.refuse.other");
      } catch (err) {
        if (isFatal(err)) throw err;
        text = errorWords(err);
      }
    }
    announce(text);
    showMessage(text);
  }

  function pick(index) {
    if (busy || !state) return;
    const buttons = [...handSlot.querySelectorAll("[data-role=card]")];
    const b = buttons[index];
    if (!b) {
      const text = t("play-table.refuse.no_card", { n: index + 1 });
      announce(text);
      showMessage(text);
      return;
    }
    doAction(b.dataset.action);
  }

  function toggleCover() {
    if (busy || !state) return;
    const obs = state.observation;
    const coverable = obs.legal.filter((a) => a.startsWith("cover "));
    if (!coverMode && coverable.length === 0) {
      const card = obs.hand && obs.hand.length ? obs.hand[0] : "4c";
      guarded(() => explainRefusal(`cover ${card}`));
      return;
    }
    coverMode = !coverMode;
    showMessage("");
    render();
    announce(t(coverMode ? "play-table.cover_on_said" : "play-table.cover_off_said"));
  }

  function nextHand() {
    if (busy || !state) return;
    if (state.match.next === "over") {
      requestNewMatch({}, { rematch: true });
      return;
    }
    if (state.match.next !== "deal") {
      announce(t("play-table.refuse.not_over"));
      return;
    }
    showMessage("");
    guarded(async () => {
      const next = await askEngine(ctx, "game_next", { id: session.id });
      await show(next);
    });
  }

  // --- new matches and settings -------------------------------------------------------------
  function requestNewMatch(change, { rematch = false } = {}) {
    if (busy) {
      if (!rematch) deferred = { ...(deferred || {}), ...change };
      return;
    }
    const target = { ...settingsOfGame(), ...change };
    if (!rematch && inProgress()) {
      confirmTarget = target;
      const changes = [];
      if (target.rules !== presetOf(state.observation.rules)) changes.push(t("play-table.confirm.rules", { preset: t(`preset.${target.rules}`) }));
      if (target.players !== state.match.players) changes.push(t(`play-table.mode.${target.players}`));
      if (target.opponents !== state.bots["1"]) changes.push(t("play-table.confirm.opponents", { name: t(`play-table.bot.${target.opponents}.name`) }));
      confirmText.textContent = t("play-table.confirm.text", {
        what: changes.length ? changes.join(", ") : t("play-table.confirm.same"),
        a: state.match.score[0], b: state.match.score[1],
      });
      confirmBox.hidden = false;
      announce(confirmText.textContent);
      yesBtn.focus();
      return;
    }
    startMatch(target);
  }

  function startMatch(target) {
    confirmBox.hidden = true;
    confirmTarget = null;
    showMessage("");
    setLinkCode(null);
    guarded(() => newMatch(target));
  }

  function confirmYes() {
    if (confirmTarget) startMatch(confirmTarget);
  }

  function confirmNo() {
    confirmBox.hidden = true;
    confirmTarget = null;
    syncSettings();
    if (state) render();
    announce(t("play-table.confirm.kept"));
    game.focus({ preventScroll: true });
  }

  modeSelect.addEventListener("change", () => {
    store.set(STORE.players, modeSelect.value);
    requestNewMatch({ players: Number(modeSelect.value) });
  });
  strengthSelect.addEventListener("change", () => {
    store.set(STORE.opponents, strengthSelect.value);
    describeStrength(strengthSelect.value);
    requestNewMatch({ opponents: strengthSelect.value });
  });
  colourBox.addEventListener("change", () => {
    setColours(colourBox.checked);
    store.set(STORE.colours, colourBox.checked ? "1" : "0");
    announce(t(colourBox.checked ? "play-table.four_colour_on" : "play-table.four_colour_off"));
  });
  ctx.onPresetChange((preset) => {
    if (!state) return;
    if (!inProgress()) {
      startMatch({ ...settingsOfGame(), rules: preset });
      return;
    }
    requestNewMatch({ rules: preset });
  });

  // --- copy link ----------------------------------------------------------------------------
  async function copy() {
    if (!state) return;
    // the position code names every card dealt: asked for only when the reader copies the link
    const { code } = await askEngine(ctx, "game_code", { id: session.id });
    const said = await copyLink(ui, positionHref(code), t);
    announce(said);
    if (ui.fallback.hidden) showMessage("");
  }

  // --- keyboard -----------------------------------------------------------------------------
  const KEYS = {
    1: () => pick(0),
    2: () => pick(1),
    3: () => pick(2),
    t: () => doAction("raise"),
    a: () => doAction("accept"),
    f: () => doAction("fold"),
    c: () => toggleCover(),
    n: () => nextHand(),
  };
  root.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target && (["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName) || target.isContentEditable)) return;
    const fn = KEYS[String(event.key).toLowerCase()];
    if (!fn) return;
    // the keys work while the game has the focus (and do not reach the site's own shortcuts)
    event.preventDefault();
    event.stopPropagation();
    if (!confirmBox.hidden) {
      announce(confirmText.textContent);
      return;
    }
    if (!busy) fn();
  });

  // --- first state --------------------------------------------------------------------------
  setColours(store.get(STORE.colours) === "1");
  modeSelect.value = String(wantPlayers());
  strengthSelect.value = wantOpponents();
  describeStrength(wantOpponents());
  setBusy(true);
  const seedText = ctx.url.get("seed");
  const seed = seedText !== null && /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
  const code = linkCode();
  const target = { players: wantPlayers(), opponents: wantOpponents(), rules: ctx.preset };
  let started = false;
  if (code !== null) {
    try {
      await newMatch(target, { code, seed });
      started = true;
    } catch (err) {
      if (isFatal(err)) throw err;
      const why = errorWords(err);
      showMessage(t("play-table.link.bad", { why }));
      setLinkCode(null);
      await newMatch(target, { seed, intro: [t("play-table.link.bad", { why })] });
      started = true;
    }
  } else if (session && seed === null && ctx.url.get("players") === null && ctx.url.get("opponents") === null) {
    // back on the page (instant navigation): the worker still holds the match; a link that
    // asks for a seed or a table starts a new one instead
    try {
      const resumed = await askEngine(ctx, "game_state", { id: session.id, since: session.eventCount });
      lines = [];
      for (const text of session.lines) addLog(text);
      await show(resumed, { intro: [t("play-table.log.resumed")] });
      syncSettings();
      started = true;
      if (presetOf(state.observation.rules) !== ctx.preset) requestNewMatch({ rules: ctx.preset });
    } catch (err) {
      if (isFatal(err)) throw err;
      session = null;
    }
  }
  if (!started) await newMatch(target, { seed });
  setBusy(false);
  render();
  ctx.ready();
}
