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
import {
  askEngine,
  button,
  capitalize,
  el,
  hasString,
  isFatal,
  kbd,
  presetOf,
  rulesInfo,
  setButtonText,
  sleep,
  store,
  uniqueId,
} from "./play/util.js";
import { STRENGTHS, Words } from "./play/words.js";
import { handButtons, roundsList, scoreboard, summary, TableView } from "./play/view.js";

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
  const box = el("div", "truco-play");
  const settings = el("fieldset", "truco-play__settings");
  settings.append(el("legend", "", t("play-table.settings")));
  const makeSelect = (role, label, options) => {
    const wrap = el("span", "truco-play__control");
    const lab = el("label", "", label);
    const select = el("select", "truco-play__select");
    select.id = uniqueId(`truco-play-${role}`);
    select.dataset.role = role;
    lab.htmlFor = select.id;
    for (const [value, text] of options) {
      const option = el("option", "", text);
      option.value = value;
      select.append(option);
    }
    wrap.append(lab, select);
    settings.append(wrap);
    return select;
  };
  const modeSelect = makeSelect("mode", t("play-table.mode"), [["2", t("play-table.mode.2")], ["4", t("play-table.mode.4")]]);
  const strengthSelect = makeSelect("strength", t("play-table.strength"), STRENGTHS.map((id) => [
    id, t("play-table.strength.option", { name: t(`play-table.bot.${id}.name`), level: t(`play-table.bot.${id}.level`) }),
  ]));
  const personality = el("p", "truco-play__personality");
  personality.dataset.role = "personality";
  personality.setAttribute("aria-live", "polite");
  const colourWrap = el("span", "truco-play__control truco-play__control--check");
  const colourBox = el("input");
  colourBox.type = "checkbox";
  colourBox.id = uniqueId("truco-play-colours");
  colourBox.dataset.role = "four-colour";
  const colourLabel = el("label", "", t("play-table.four_colour"));
  colourLabel.htmlFor = colourBox.id;
  colourWrap.append(colourBox, colourLabel);
  const newBtn = button("new-match", () => requestNewMatch({}));
  setButtonText(newBtn, t("play-table.new_match"));
  settings.append(colourWrap, newBtn, personality);

  const confirmBox = el("div", "truco-play__confirm");
  confirmBox.dataset.role = "confirm";
  confirmBox.setAttribute("role", "group");
  const confirmText = el("p", "truco-play__confirm-text");
  confirmText.id = uniqueId("truco-play-confirm");
  confirmBox.setAttribute("aria-labelledby", confirmText.id);
  const yesBtn = button("confirm-yes", () => confirmYes());
  setButtonText(yesBtn, t("play-table.confirm.yes"));
  const noBtn = button("confirm-no", () => confirmNo());
  setButtonText(noBtn, t("play-table.confirm.no"));
  confirmBox.append(confirmText, yesBtn, noBtn);
  confirmBox.hidden = true;

  const message = el("p", "truco-play__message");
  message.dataset.role = "message";
  message.setAttribute("role", "alert");
  message.hidden = true;
  const note = el("p", "truco-play__note");
  note.dataset.role = "rules-note";
  note.hidden = true;

  const boardSlot = el("div", "truco-play__board-slot");
  const game = el("section", "truco-play__game");
  game.tabIndex = -1;
  game.setAttribute("aria-label", t("play-table.game_label"));
  const table = new TableView(ctx);
  const roundsSlot = el("div", "truco-play__rounds-slot");
  const prompt = el("p", "truco-play__prompt");
  prompt.dataset.role = "prompt";
  const partnerBox = el("div", "truco-play__partner");
  partnerBox.dataset.role = "partner-hand";
  partnerBox.hidden = true;
  const handSlot = el("div", "truco-play__hand-slot");
  const actions = el("div", "truco-play__actions");
  const raiseBtn = button("raise", () => doAction("raise"));
  const acceptBtn = button("accept", () => doAction("accept"));
  const foldBtn = button("fold", () => doAction("fold"));
  const coverBtn = button("cover-mode", () => toggleCover());
  const nextBtn = button("next", () => nextHand());
  const rematchBtn = button("rematch", () => requestNewMatch({}, { rematch: true }));
  actions.append(raiseBtn, acceptBtn, foldBtn, coverBtn, nextBtn, rematchBtn);
  const summarySlot = el("div", "truco-play__summary-slot");
  game.append(table.root, roundsSlot, prompt, partnerBox, handSlot, actions, summarySlot);

  const linkBox = el("div", "truco-play__link");
  const copyBtn = button("copy-link", () => copyLink());
  setButtonText(copyBtn, t("play-table.copy"));
  const linkNote = el("span", "truco-play__link-note", t("play-table.copy_note"));
  const fallback = el("p", "truco-play__copy-fallback");
  fallback.hidden = true;
  const field = el("input", "truco-play__copy-field");
  field.type = "text";
  field.readOnly = true;
  field.id = uniqueId("truco-play-link");
  field.dataset.role = "link-field";
  const fieldLabel = el("label", "", t("play-table.copy_fallback"));
  fieldLabel.htmlFor = field.id;
  fallback.append(fieldLabel, " ", field);
  linkBox.append(copyBtn, " ", linkNote, fallback);

  const logHead = el("h3", "truco-play__log-title", t("play-table.log.title"));
  logHead.id = uniqueId("truco-play-log");
  const logList = el("ol", "truco-play__log");
  logList.dataset.role = "log";
  logList.tabIndex = 0;
  logList.setAttribute("aria-labelledby", logHead.id);
  const keys = el("p", "truco-play__keys");
  keys.dataset.role = "keys";
  for (const [key, text] of [["1–3", t("play-table.keys.cards")], ["T", t("play-table.keys.raise")], ["A", t("play-table.keys.accept")],
    ["F", t("play-table.keys.fold")], ["C", t("play-table.keys.cover")], ["N", t("play-table.keys.next")]]) {
    keys.append(el("span", "truco-play__key", ""));
    keys.lastChild.append(kbd(key), ` ${text}`);
  }
  keys.prepend(el("span", "truco-play__keys-lead", `${t("play-table.keys.lead")} `));
  const live = el("p", "truco-play__live");
  live.dataset.role = "live";
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");

  box.append(settings, confirmBox, message, note, boardSlot, game, linkBox, keys, logHead, logList, live);
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
    return state.match.hands > 1 || obs.log.length > 0 || state.match.score.some((x) => x > 0);
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

  // --- drawing ------------------------------------------------------------------------------
  function promptText(w) {
    const obs = state.observation;
    const match = state.match;
    if (match.next === "over") return t("play-table.prompt.match_over");
    if (match.next === "deal") return t("play-table.prompt.hand_over");
    if (obs.to_act !== 0) return t("play-table.prompt.wait");
    if (obs.phase === "eleven") {
      const o = info.options;
      return t("play-table.prompt.eleven", { value: o.eleven_value, pays: o.eleven_fold_pays, team: w.team(1) });
    }
    if (obs.phase === "answer" && obs.pending) {
      return t("play-table.prompt.answer", { who: capitalize(w.who(obs.pending.raiser)), call: w.callOfValue(obs.pending.offer), value: obs.pending.offer });
    }
    if (obs.blind) return t("play-table.prompt.blind");
    const lead = obs.table.length === 0 ? t("play-table.prompt.lead", { n: obs.round }) : t("play-table.prompt.follow", { n: obs.round });
    return coverMode ? `${lead} ${t("play-table.prompt.cover_mode")}` : lead;
  }

  function drawActions(w) {
    const obs = state.observation;
    const legal = new Set(obs.legal);
    const mine = state.match.next === "play" && obs.to_act === 0;
    const setUsable = (b, usable) => {
      if (usable && !busy) b.removeAttribute("aria-disabled");
      else b.setAttribute("aria-disabled", "true");
    };
    // raise: the next call by name, from the engine's ladder
    raiseBtn.hidden = !(mine && (obs.phase === "play" || obs.phase === "answer"));
    const offer = obs.ladder.next_offer;
    const call = offer === null || offer === undefined ? t("play-table.raise_generic") : w.callOfValue(offer);
    setButtonText(raiseBtn, obs.phase === "answer" ? t("play-table.act.reraise", { call }) : t("play-table.act.raise", { call }), "T");
    setUsable(raiseBtn, legal.has("raise"));
    // accept: a pending raise or the hand of eleven
    acceptBtn.hidden = !(mine && (obs.phase === "answer" || obs.phase === "eleven"));
    if (obs.phase === "eleven") setButtonText(acceptBtn, t("play-table.act.accept_eleven", { value: info.options.eleven_value }), "A");
    else if (obs.pending) setButtonText(acceptBtn, t("play-table.act.accept", { value: obs.pending.offer }), "A");
    setUsable(acceptBtn, legal.has("accept"));
    // fold: answer a raise, decline the hand of eleven, or surrender on your turn
    foldBtn.hidden = !mine;
    if (obs.phase === "eleven") {
      setButtonText(foldBtn, t("play-table.act.decline", { team: w.team(1), pays: info.options.eleven_fold_pays }), "F");
    } else if (obs.phase === "answer" && obs.pending) {
      const c = info.calls.find((x) => x.value === obs.pending.offer);
      setButtonText(foldBtn, c ? t("play-table.act.fold_pays", { pays: c.fold_pays }) : t("play-table.act.fold"), "F");
    } else {
      setButtonText(foldBtn, t("play-table.act.surrender"), "F");
    }
    setUsable(foldBtn, legal.has("fold"));
    // cover mode: from the round the engine allows it (legal has "cover ...")
    coverBtn.hidden = !(mine && obs.phase === "play" && !obs.blind);
    setButtonText(coverBtn, t(coverMode ? "play-table.act.cover_on" : "play-table.act.cover_off"), "C");
    coverBtn.setAttribute("aria-pressed", String(coverMode));
    setUsable(coverBtn, obs.legal.some((a) => a.startsWith("cover ")));
    nextBtn.hidden = state.match.next !== "deal";
    setButtonText(nextBtn, t("play-table.act.next"), "N");
    rematchBtn.hidden = state.match.next !== "over";
    setButtonText(rematchBtn, t("play-table.act.rematch"), "N");
  }

  function drawHand() {
    const obs = state.observation;
    const row = handButtons(ctx, obs, { coverMode, busy, onPick: (i) => pick(i), playing: state.match.next === "play" });
    const title = state.match.next !== "play" ? "play-table.hand_left" : obs.hand === null ? "play-table.hand_blind" : "play-table.hand";
    const head = el("p", "truco-play__hand-title", t(title));
    handSlot.replaceChildren(head, row);
    handSlot.hidden = state.match.next !== "play" && row.childElementCount === 0;
    if (obs.hand !== null && obs.hand.length === 0 && state.match.next === "play") handSlot.append(el("p", "truco-play__note", t("play-table.hand_empty")));
  }

  function drawPartner(w) {
    const obs = state.observation;
    if (!obs.partner_hand || state.match.next !== "play") {
      partnerBox.hidden = true;
      partnerBox.replaceChildren();
      return;
    }
    partnerBox.hidden = false;
    const row = el("div", "truco-play__partner-cards");
    for (const code of obs.partner_hand) {
      const card = ctx.card(code);
      card.dataset.role = "partner-card";
      row.append(card);
    }
    partnerBox.replaceChildren(el("p", "truco-play__partner-title", t("play-table.partner_cards", { name: w.botName(2) })), row);
  }

  function render() {
    const obs = state.observation;
    const match = state.match;
    const w = words();
    root.dataset.game = String(session ? session.id : "");
    root.dataset.code = state.code;
    root.dataset.phase = obs.phase;
    root.dataset.next = match.next;
    root.dataset.players = String(match.players);
    root.dataset.opponents = state.bots["1"] || "";
    root.dataset.kind = obs.kind;
    root.dataset.blind = String(obs.blind);
    root.dataset.score = match.score.join("-");
    root.dataset.turn = match.next === "play" && obs.to_act === 0 ? "you" : "";
    root.dataset.coverMode = String(coverMode);
    keepFocus(() => {
      boardSlot.replaceChildren(scoreboard(state, w, info));
      table.draw(state, w, { toAct: match.next === "play" ? obs.to_act : null });
      roundsSlot.replaceChildren();
      if (obs.rounds.length && !obs.outcome) roundsSlot.append(el("h3", "truco-play__sub", t("play-table.rounds")), roundsList(ctx, obs, w));
      prompt.textContent = promptText(w);
      drawPartner(w);
      drawHand();
      drawActions(w);
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
      session.code = next.code;
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
        }
        drawHand();
      });
      for (const line of batch) {
        const e = line.event;
        if (e.type === "action") {
          const [kind, card] = e.action.split(" ");
          if (e.seat !== 0) {
            table.setTurn(e.seat);
            await sleep(BOT_DELAY_MS);
          }
          if (kind === "play" || kind === "cover") {
            table.addPlay({ seat: e.seat, card: card === "?" ? null : card, covered: kind === "cover" }, w);
          }
        }
        addLog(line.text);
        announce(line.text);
        if (e.type === "round") {
          table.setTurn(null);
          await sleep(ROUND_DELAY_MS);
          table.setTable([], w);
        }
        if (!root.isConnected) return;
      }
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
    session = { id: fresh.id, lines: [], eventCount: 0, code: fresh.code };
    lines = [];
    logList.replaceChildren();
    coverMode = false;
    state = null;
    await show(fresh, { intro: [t(code ? "play-table.log.opened" : "play-table.log.new_match"), ...intro] });
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
        const { scenario } = await askEngine(ctx, "decode", { code: state.code });
        await askEngine(ctx, "replay", { scenario: { ...scenario, actions: [...scenario.actions, action] } });
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
    if (busy) return;
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
  async function copyLink() {
    if (!state) return;
    const href = positionHref(state.code);
    try {
      if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
      await navigator.clipboard.writeText(href);
      fallback.hidden = true;
      announce(t("play-table.copied"));
      showMessage("");
    } catch {
      field.value = href;
      fallback.hidden = false;
      field.focus();
      field.select();
      announce(t("play-table.copy_select"));
    }
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
    if (!confirmBox.hidden && !["1", "2", "3"].includes(event.key)) {
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
