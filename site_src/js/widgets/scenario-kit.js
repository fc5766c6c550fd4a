// Shared parts of the tie-explorer and covered-card widgets (not a widget itself: no page names it).
// Drawing and wording only: every ruling, legal action and error comes from the engine.
//
//   const kit = makeKit(ctx, "tie-explorer.");
//   const result = await kit.ask("replay", {scenario});
//   board.replaceChildren(kit.handBoard(result, {hideCovered: false}));

import { cardText, explain, seatText, teamText } from "../explain.js";
import { pageStrings } from "../strings.js";

/** Engine-client error codes that mean "the engine is not there", not "the engine said no". */
const INFRA_CODES = new Set([
  "timeout",
  "boot-failed",
  "boot-timeout",
  "engine-failed",
  "restarted",
  "worker-error",
  "bad-response",
]);

export function isInfraError(err) {
  return !err || typeof err.code !== "string" || INFRA_CODES.has(err.code);
}

function capitalize(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/** An element with a class and text (never HTML). */
export function el(tag, className = "", text = null) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== null && text !== undefined) node.textContent = text;
  return node;
}

export function button(className, text, onClick) {
  const node = el("button", className, text);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

let uid = 0;
export function uniqueId(base) {
  uid += 1;
  return `${base}-${uid}`;
}

// Engine answers that do not depend on the position: cached for the visit.
const rulesCache = new Map();
let deckCache = null;

/** Display order of the card pickers (the notation of DESIGN.md; not a strength order). */
const RANK_ORDER = "4567QJKA23";
const SUIT_ORDER = "chsd";

export function makeKit(ctx, prefix) {
  const strings = pageStrings();
  const t = ctx.t;
  const tk = (key, params) => t(prefix + key, params);

  function ask(op, args = {}) {
    return ctx.ask(op, args);
  }

  async function rulesInfo(preset) {
    const key = JSON.stringify(preset);
    if (!rulesCache.has(key)) rulesCache.set(key, ask("rules", { rules: preset }));
    try {
      return await rulesCache.get(key);
    } catch (err) {
      rulesCache.delete(key);
      throw err;
    }
  }

  /** The 40 cards, as the engine's ranking lists them, in picker order. */
  async function deck() {
    if (deckCache === null) {
      deckCache = ask("manilhas", { rules: "mineiro" }).then((res) => {
        const cards = res.ranking.flatMap((row) => row.cards);
        const key = (c) => RANK_ORDER.indexOf(c.slice(0, -1)) * 4 + SUIT_ORDER.indexOf(c.slice(-1));
        return cards.sort((a, b) => key(a) - key(b));
      });
      deckCache.catch(() => {
        deckCache = null;
      });
    }
    return deckCache;
  }

  /** An engine refusal in words: its reason sentence when there is one, else its message. */
  function errorText(err) {
    if (!err) return "";
    const details = (err.details && typeof err.details === "object" ? err.details : {}) || {};
    const code = typeof details.reason === "string" ? details.reason : err.code;
    if (typeof code === "string" && typeof strings[`reason.${code}`] === "string") {
      const params = {};
      for (const [name, value] of Object.entries(details)) {
        if (!["message", "code", "reason", "index", "input", "action"].includes(name)) params[name] = value;
      }
      return explain({ code, params }, t);
    }
    return String(err.message || err);
  }

  const seat = (n) => seatText(n, t);
  const Seat = (n) => capitalize(seatText(n, t));
  /** {seat, Seat}: a seat's name mid-sentence and at the start of one (strings pick either). */
  const sp = (n) => ({ seat: seat(n), Seat: Seat(n) });
  /** A seat's name as a label ("Player 1"). */
  const seatLabel = (n) => tk("seat.label", { n: n + 1 });

  function presetName(spec) {
    const name = typeof spec === "string" ? spec : spec && spec.preset;
    return typeof strings[`preset.${name}`] === "string" ? t(`preset.${name}`) : String(name);
  }

  function pointsText(n) {
    return n === 1 ? tk("points.one") : tk("points.many", { n });
  }

  /** Button text for an engine action string, in the context of the replay result. */
  function actionLabel(action, result, calls = []) {
    const [kind, arg] = action.split(" ");
    if (kind === "play" && arg && arg.startsWith("#")) return tk("action.slot", { n: arg.slice(1) });
    if (kind === "play") return tk("action.play", { card: cardText(arg, t) });
    if (kind === "cover") return tk("action.cover", { card: cardText(arg, t) });
    if (kind === "raise") {
      const preview = (result.preview || []).find((p) => p.action === action);
      const value = preview ? preview.offer : null;
      const call = calls.find((c) => c.value === value);
      return tk("action.raise", { name: call ? call.name : "", value: value ?? "" });
    }
    if (kind === "accept") {
      if (result.phase === "eleven") return tk("action.accept-eleven");
      return tk("action.accept", { value: result.pending ? result.pending.offer : result.value });
    }
    if (kind === "fold") {
      if (result.phase === "eleven") return tk("action.decline-eleven");
      if (result.pending) return tk("action.fold");
      return tk("action.surrender");
    }
    return action;
  }

  /** Cards each seat still holds: its dealt hand minus the cards the replay shows as played. */
  function remaining(result) {
    const used = new Set();
    for (const round of result.round_details) for (const p of round.plays) used.add(`${p.seat}:${p.card}`);
    for (const p of result.table) used.add(`${p.seat}:${p.card}`);
    return result.scenario.hands.map((hand, s) => hand.filter((c) => !used.has(`${s}:${c}`)));
  }

  /** One card on the table; a covered card face down when its identity is hidden. */
  function tablePlay(play, hideCovered) {
    const box = el("span", "tlk-play");
    box.dataset.seat = String(play.seat);
    box.append(el("span", "tlk-play__seat", seatLabel(play.seat)));
    if (play.covered) {
      box.classList.add("tlk-play--covered");
      box.dataset.covered = "";
      if (hideCovered) {
        const back = ctx.card(null);
        back.setAttribute("aria-label", t("card.covered"));
        box.append(back);
        box.append(el("span", "tlk-play__note", tk("covered.hidden")));
      } else {
        box.dataset.card = play.card;
        const face = ctx.card(play.card);
        face.classList.add("tlk-card--covered");
        face.setAttribute("aria-label", tk("covered.known", { card: face.getAttribute("aria-label") }));
        box.append(face);
        box.append(el("span", "tlk-play__note", tk("covered.badge")));
      }
    } else {
      box.dataset.card = play.card;
      box.append(ctx.card(play.card));
    }
    return box;
  }

  function playSentence(play, hideCovered) {
    if (!play.covered) return tk("played", { ...sp(play.seat), card: cardText(play.card, t) });
    if (hideCovered) return tk("covered.sentence-hidden", sp(play.seat));
    return tk("covered.sentence", { ...sp(play.seat), card: cardText(play.card, t) });
  }

  /** The hand's outcome as sentences: who scores, why (the engine's ruling), the score. */
  function outcomeLines(result) {
    const players = result.scenario.players;
    const parts = [];
    if (result.winner === null || result.winner === undefined) parts.push(tk("over.nobody"));
    else {
      const n = result.points[result.winner];
      parts.push(tk("over.winner", { team: teamText(result.winner, t, players), points: pointsText(n) }));
    }
    if (result.ruling) parts.push(explain(result.ruling, t, { players }));
    parts.push(tk("over.score", { a: result.score[0], b: result.score[1] }));
    return parts;
  }

  /**
   * The board of a replay result: hands, up to three rounds (played, on the table, not played)
   * and the hand's outcome. Returns {node, summary} (summary: one sentence for aria-live).
   */
  function handBoard(result, { hideCovered = false } = {}) {
    const players = result.scenario.players;
    const node = el("div", "tlk-board");
    // vira and manilhas
    const top = el("div", "tlk-board__top");
    if (result.scenario.vira) {
      const vira = el("div", "tlk-vira");
      vira.append(el("span", "tlk-label", tk("vira")), ctx.card(result.scenario.vira));
      top.append(vira);
    } else {
      top.append(el("p", "tlk-note", tk("no-vira")));
    }
    const man = el("div", "tlk-manilhas");
    man.append(el("span", "tlk-label", tk("manilhas")));
    for (const c of result.manilhas) man.append(ctx.card(c));
    top.append(man);
    node.append(top);
    // hands
    const hands = el("div", "tlk-hands");
    remaining(result).forEach((cards, s) => {
      const box = el("div", "tlk-hand");
      box.dataset.seat = String(s);
      if (result.to_act === s) box.classList.add("tlk-hand--to-act");
      const roles = [];
      if (result.mao === s) roles.push(tk("role.mao"));
      if (result.dealer === s) roles.push(tk("role.dealer"));
      const title = el("p", "tlk-hand__title", seatLabel(s) + (roles.length ? ` (${roles.join(", ")})` : ""));
      box.append(title);
      const row = el("div", "tlk-hand__cards");
      if (cards.length === 0) row.append(el("span", "tlk-note", tk("hand.empty")));
      for (const c of cards) row.append(ctx.card(c));
      box.append(row);
      hands.append(box);
    });
    node.append(hands);
    // rounds
    const list = el("ol", "tlk-rounds");
    list.setAttribute("aria-label", tk("rounds"));
    let summary = "";
    for (let i = 0; i < 3; i += 1) {
      const item = el("li", "tlk-round");
      item.dataset.round = String(i + 1);
      item.append(el("p", "tlk-round__title", tk("round", { n: i + 1 })));
      const played = result.round_details[i];
      if (played) {
        item.dataset.status = "played";
        item.dataset.winner = played.winner === null ? "tie" : String(played.winner);
        const plays = el("div", "tlk-round__plays");
        for (const p of played.plays) plays.append(tablePlay(p, hideCovered));
        item.append(plays);
        const why = explain(played.ruling, t, { players });
        item.append(el("p", "tlk-round__ruling", why));
        summary = `${tk("round", { n: i + 1 })}: ${why}`;
      } else if (i === result.round_details.length && !result.finished) {
        item.dataset.status = "current";
        const plays = el("div", "tlk-round__plays");
        for (const p of result.table) plays.append(tablePlay(p, hideCovered));
        if (result.table.length === 0) plays.append(el("span", "tlk-note", tk("round.empty")));
        item.append(plays);
        if (result.table.length) summary = playSentence(result.table[result.table.length - 1], hideCovered);
      } else if (result.finished) {
        item.dataset.status = "unplayed";
        item.classList.add("tlk-round--unplayed");
        item.append(el("p", "tlk-note", tk("round.unplayed", { n: i + 1 })));
      } else {
        item.dataset.status = "future";
        item.classList.add("tlk-round--future");
        item.append(el("p", "tlk-note", tk("round.future")));
      }
      list.append(item);
    }
    node.append(list);
    // state line
    const state = el("div", "tlk-state");
    if (result.finished) {
      state.classList.add("tlk-state--over");
      state.dataset.finished = "";
      const lines = outcomeLines(result);
      state.append(...lines.map((line, i) => el("p", i === 0 ? "tlk-state__head" : "", line)));
      const unplayed = [];
      for (let i = result.round_details.length; i < 3; i += 1) unplayed.push(tk("round.unplayed", { n: i + 1 }));
      summary = [summary, ...lines, ...unplayed].filter(Boolean).join(" ");
    } else {
      let text;
      if (result.phase === "eleven") text = tk("state.eleven", sp(result.to_act));
      else if (result.pending)
        text = tk("state.pending", { ...sp(result.pending.raiser), offer: result.pending.offer, responder: seat(result.pending.responder) });
      else {
        text = tk("state.to-act", sp(result.to_act));
        state.hidden = true; // the action buttons' title says it already
      }
      state.textContent = text;
      summary = [summary, text].filter(Boolean).join(" ");
    }
    node.append(state);
    return { node, summary };
  }

  /** A "copy link" button with a status line and a select-the-text fallback. */
  function copyLink() {
    const box = el("div", "tlk-copy");
    const status = el("span", "tlk-copy__status");
    status.setAttribute("role", "status");
    const field = el("input", "tlk-copy__field");
    field.type = "text";
    field.readOnly = true;
    field.hidden = true;
    field.id = uniqueId("tlk-link");
    field.setAttribute("aria-label", tk("copy.field"));
    const btn = button("tlk-button", tk("copy"), async () => {
      const href = ctx.url.href();
      try {
        if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
        await navigator.clipboard.writeText(href);
        field.hidden = true;
        status.textContent = tk("copy.done");
      } catch {
        field.value = href;
        field.hidden = false;
        field.focus();
        field.select();
        status.textContent = tk("copy.manual");
      }
    });
    box.append(btn, field, status);
    return box;
  }

  /**
   * Replay a scenario; when the engine refuses an action (error with an index), replay the
   * legal prefix instead. Returns {result, error} (error: the refusal, or null).
   */
  async function replayPrefix(scenario) {
    try {
      return { result: await ask("replay", { scenario }), error: null };
    } catch (err) {
      if (isInfraError(err)) throw err;
      const index = err.details && Number.isInteger(err.details.index) ? err.details.index : null;
      if (index === null || !Array.isArray(scenario.actions)) throw err;
      const shorter = { ...scenario, actions: scenario.actions.slice(0, index) };
      const again = await ask("replay", { scenario: shorter });
      return { result: again, error: err };
    }
  }

  /**
   * The same deal under another preset (options overrides kept): without a vira for a
   * fixed-manilha preset, with the given (or a free) vira card otherwise.
   */
  async function underPreset(scenario, preset, preferredVira) {
    const info = await rulesInfo(preset);
    const rules = typeof scenario.rules === "string" || !scenario.rules ? preset : { ...scenario.rules, preset };
    const out = { ...scenario, rules };
    delete out.vira;
    if (info.options.manilhas === "vira") {
      const used = new Set(scenario.hands.flat());
      let vira = [scenario.vira, preferredVira].find((c) => c && !used.has(c));
      if (!vira) vira = (await deck()).find((c) => !used.has(c));
      out.vira = vira;
    }
    return out;
  }

  /**
   * Run an operation of the widget (a user action, a preset change): while it runs the root
   * carries data-busy; once it has drawn its answer, data-answers counts one more (for tests
   * and for anyone waiting for the widget to settle). Engine outages go to ctx.fail; an engine
   * refusal goes to onRefusal(err).
   */
  let running = 0;
  function operation(fn, onRefusal) {
    return async (...args) => {
      running += 1;
      ctx.root.dataset.busy = "true";
      try {
        await fn(...args);
      } catch (err) {
        if (!err || typeof err.code !== "string") console.error(`Truco Lab: ${ctx.name}`, err); // a bug here
        if (isInfraError(err)) ctx.fail(err);
        else onRefusal(err);
      } finally {
        running -= 1;
        if (running === 0) delete ctx.root.dataset.busy;
        ctx.root.dataset.answers = String(Number(ctx.root.dataset.answers || 0) + 1);
      }
    };
  }

  return {
    operation,
    t,
    tk,
    ask,
    rulesInfo,
    deck,
    errorText,
    seat,
    Seat,
    sp,
    seatLabel,
    presetName,
    pointsText,
    actionLabel,
    handBoard,
    copyLink,
    replayPrefix,
    underPreset,
    playSentence,
    capitalize,
  };
}
