// Ladder widget: a demonstration hand in which the reader makes every seat's choices (raise,
// accept, fold, or play a card to move the turn) and watches the betting ladder climb.
//   <div data-widget="ladder"></div>       deep link: ?ladder.s=<scenario code>
//
// JavaScript never decides a rule here: every state shown (value, pending offer, who answers,
// who may raise, what each action pays, who won and why) is the engine's `replay` answer for
// the scenario built from a fixed example deal plus the reader's actions.
//
// This module also exports the hand view and helpers that the `eleven` widget reuses
// (HandView, askEngine, rulesInfo, replayStack, errorText, CopyLink, ...); their UI strings are
// the "ladder.*" keys of site_src/i18n/widget-ladder.json.

import { explain, cardText, teamText, seatText } from "../explain.js";
import { hasString } from "../strings.js";

/** Example deals (demonstration data, not rules). The vira is used only by vira presets. */
export const LADDER_DEALS = {
  2: { vira: "4h", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]] },
  4: { vira: "4h", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"], ["2c", "7d", "Js"], ["Ac", "6h", "5d"]] },
};

// --- engine access ---------------------------------------------------------------------------

/**
 * ctx.ask with the op's arguments sent both flat and under "args": the shell's client sends
 * {...args, op} while truco.web.handle reads {op, args}; this works with either (extra keys are
 * ignored by the engine's ops).
 */
export function askEngine(ctx, op, args = {}) {
  return ctx.ask(op, args);
}

const rulesCache = new Map();

/** The engine's `rules` answer (options and calls) for a rules spec, cached. */
export function rulesInfo(ctx, spec) {
  const key = JSON.stringify(spec);
  if (!rulesCache.has(key)) {
    const promise = askEngine(ctx, "rules", { rules: spec });
    rulesCache.set(key, promise);
    promise.catch(() => rulesCache.delete(key));
  }
  return rulesCache.get(key);
}

export function presetOf(spec) {
  return typeof spec === "string" ? spec : spec && typeof spec.preset === "string" ? spec.preset : "paulista";
}

/** A scenario JSON for `rules` from a deal; the vira only where the engine says the rules turn one. */
export function buildScenario(info, deal, { rules, players, score = [0, 0], dealer, actions = [] }) {
  const scenario = { rules, players, score, dealer, hands: deal.hands.map((h) => [...h]), actions: [...actions] };
  if (info.options.manilhas === "vira" && deal.vira) scenario.vira = deal.vira;
  return scenario;
}

/**
 * Replay every prefix of a scenario's actions: [result after 0 actions, ..., after all].
 * `source` is {scenario} or {code}. With `truncate`, an illegal action (the engine names its
 * index) cuts the actions there instead of failing.
 */
export async function replayStack(ctx, source, { truncate = false } = {}) {
  let full;
  try {
    full = await askEngine(ctx, "replay", source);
  } catch (err) {
    const index = err && err.details && Number.isInteger(err.details.index) ? err.details.index : null;
    if (!truncate || index === null || !source.scenario) throw err;
    const scenario = { ...source.scenario, actions: source.scenario.actions.slice(0, index) };
    full = await askEngine(ctx, "replay", { scenario });
  }
  const actions = full.scenario.actions;
  const stack = [];
  for (let i = 0; i < actions.length; i += 1) {
    stack.push(await askEngine(ctx, "replay", { scenario: { ...full.scenario, actions: actions.slice(0, i) } }));
  }
  stack.push(full);
  return stack;
}

// --- strings and errors ----------------------------------------------------------------------

function capitalize(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/**
 * An engine error in words: {text, detail}. `text` is the reason sentence when the code has one
 * (site_src/i18n/reasons.json), else the engine's message; `detail` is the engine's own message
 * (it names the offending value) when `text` is the reason sentence.
 */
export function errorText(err, t, { players = 2 } = {}) {
  const code = err && typeof err.code === "string" ? err.code : "";
  const message = err && err.message ? String(err.message) : String(err);
  if (code === "timeout") return { text: t("engine.timeout"), detail: "" };
  if (["boot-failed", "boot-timeout", "engine-failed", "restarted", "worker-error", "bad-response"].includes(code)) {
    return { text: t("engine.failed"), detail: "" };
  }
  if (code && hasString(`reason.${code}`)) {
    const details = (err && err.details) || {};
    const params = {};
    for (const [name, value] of Object.entries(details)) {
      if (name !== "code" && name !== "message" && value !== null && value !== undefined) params[name] = value;
    }
    return { text: explain({ code, params }, t, { players }), detail: message };
  }
  return { text: message, detail: "" };
}

// --- call names ------------------------------------------------------------------------------

/** The call that offers `value` ("¡Seis!"), named per preset by the engine and per language here. */
export function callName(info, value, t) {
  const call = info.calls.find((c) => c.value === value);
  if (!call) return String(value);
  const key = `ladder.call.${call.name}`;
  return hasString(key) ? t(key) : call.name;
}

// --- small DOM helpers -----------------------------------------------------------------------

export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

export function button(text, onClick, className = "md-button truco-hand__button") {
  const node = el("button", className, text);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

// --- copy link -------------------------------------------------------------------------------

/** A "copy link" button with a clipboard fallback: a read-only field holding the URL, selected. */
export class CopyLink {
  constructor(ctx, announce) {
    this.ctx = ctx;
    this.announce = announce;
    this.button = button(ctx.t("ladder.copy"), () => this.copy());
    this.button.dataset.role = "copy-link";
    this.fallback = el("p", "truco-hand__copy-fallback");
    this.fallback.hidden = true;
    const label = el("label", "truco-hand__copy-label", ctx.t("ladder.copy_fallback"));
    this.field = el("input", "truco-hand__copy-field");
    this.field.type = "text";
    this.field.readOnly = true;
    this.field.id = `truco-copy-${Math.random().toString(36).slice(2, 10)}`;
    label.htmlFor = this.field.id;
    this.fallback.append(label, this.field);
  }

  async copy() {
    const href = this.ctx.url.href();
    try {
      if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
      await navigator.clipboard.writeText(href);
      this.fallback.hidden = true;
      this.announce(this.ctx.t("ladder.copied"));
    } catch {
      this.field.value = href;
      this.fallback.hidden = false;
      this.field.focus();
      this.field.select();
      this.announce(this.ctx.t("ladder.copy_select"));
    }
  }
}

// --- the hand view (shared with the eleven widget) ------------------------------------------

const TEAM_OF = (seat) => seat % 2; // seating contract: team 0 = seats 0 and 2, team 1 = seats 1 and 3

/** Points a hand awards as words: "player 1 scores 3" / "nobody scores". */
export function payoutText(points, t, players) {
  const scorers = [0, 1].filter((team) => points && points[team] > 0);
  if (scorers.length === 0) return t("ladder.preview.nobody");
  return scorers
    .map((team) => t("ladder.preview.scores", { team: teamText(team, t, players), points: points[team] }))
    .join(t("list.and"));
}

/** Cards still held by each seat: the dealt cards minus those played so far (bookkeeping). */
export function heldCards(r) {
  const played = new Set();
  for (const rnd of r.round_details) for (const p of rnd.plays) played.add(p.card);
  for (const p of r.table) played.add(p.card);
  return r.scenario.hands.map((hand) => hand.filter((c) => !played.has(c)));
}

/** The label of an action for its button. */
export function actionLabel(action, r, info, t) {
  const [kind, arg] = action.split(" ");
  switch (kind) {
    case "raise":
      return t("ladder.action.raise", { call: callName(info, r.ladder.next_offer, t) });
    case "accept":
      return r.phase === "eleven" ? t("ladder.action.eleven_accept") : t("ladder.action.accept");
    case "fold":
      if (r.phase === "eleven") return t("ladder.action.eleven_fold");
      return r.phase === "answer" ? t("ladder.action.fold") : t("ladder.action.surrender");
    case "play":
      if (arg && arg.startsWith("#")) return t("ladder.action.slot", { n: arg.slice(1) });
      return t("ladder.action.play", { card: cardText(arg, t) });
    case "cover":
      return t("ladder.action.cover", { card: cardText(arg, t) });
    default:
      return action;
  }
}

/** What a previewed action leads to, in words (from the engine's `preview` entry). */
export function previewText(p, r, info, t, players) {
  const kind = p.action.split(" ")[0];
  if (p.finished) {
    const what = payoutText(p.points, t, players);
    return kind === "fold" ? what : t("ladder.preview.ends", { what });
  }
  if (kind === "accept") return t("ladder.preview.worth", { value: p.value });
  if (kind === "raise") {
    const seat = seatText(p.to_act, t);
    return r.pending
      ? t("ladder.preview.reraise", { value: p.value, offer: p.offer, seat })
      : t("ladder.preview.offers", { offer: p.offer, seat });
  }
  return t("ladder.preview.next", { seat: seatText(p.to_act, t) });
}

/** "Hand over: player 2 scores 3." */
export function resultSummary(r, t, players) {
  return capitalize(t("ladder.result", { what: payoutText(r.points, t, players) }));
}

const ORDER = { accept: 0, raise: 1, play: 2, cover: 3, fold: 4 };

/**
 * Seats, vira, the table, played rounds, every legal action with its preview, the log and the
 * result. `update(r, info, options)` redraws from a replay result.
 */
export class HandView {
  constructor(ctx, { onAction }) {
    this.ctx = ctx;
    this.onAction = onAction;
    const t = ctx.t;
    this.root = el("div", "truco-hand");

    this.board = el("div", "truco-hand__board");
    this.viraBox = el("div", "truco-hand__vira");
    this.seatsTitle = el("h4", "truco-hand__title", t("ladder.hands"));
    this.seats = el("ul", "truco-hand__seats");
    this.tableTitle = el("h4", "truco-hand__title");
    this.table = el("div", "truco-hand__table");
    this.roundsBox = el("div", "truco-hand__rounds-box");
    this.roundsTitle = el("h4", "truco-hand__title", t("ladder.rounds"));
    this.rounds = el("ol", "truco-hand__rounds");
    this.roundsBox.append(this.roundsTitle, this.rounds);
    this.board.append(this.viraBox, this.seatsTitle, this.seats, this.tableTitle, this.table, this.roundsBox);

    this.actionsBox = el("div", "truco-hand__actions-box");
    this.actionsTitle = el("h4", "truco-hand__title");
    this.actions = el("ul", "truco-hand__actions");
    this.actionsNote = el("p", "truco-hand__note");
    this.actionsNote.hidden = true;
    this.actionsBox.append(this.actionsTitle, this.actionsNote, this.actions);

    this.result = el("div", "truco-hand__result");
    this.result.hidden = true;

    this.logBox = el("div", "truco-hand__log-box");
    this.log = el("ol", "truco-hand__log");
    this.logBox.append(el("h4", "truco-hand__title", t("ladder.log")), this.log);

    this.root.append(this.board, this.actionsBox, this.result, this.logBox);
  }

  /**
   * @param {Array} stack replay results after 0..n actions (the last one is drawn)
   * @param info the engine's `rules` answer for the scenario's rules
   * @param {{visible?: (seat:number) => boolean}} options: which seats' cards are face up
   */
  update(stack, info, { visible = () => true } = {}) {
    const t = this.ctx.t;
    const r = stack[stack.length - 1];
    const players = r.scenario.players;
    const blind = r.blind;

    // vira and manilhas
    this.viraBox.replaceChildren();
    if (r.scenario.vira) {
      const label = el("span", "truco-hand__label", t("ladder.vira"));
      const card = this.ctx.card(r.scenario.vira);
      card.classList.add("truco-hand__vira-card");
      this.viraBox.append(label, card);
    }
    const man = el("span", "truco-hand__manilhas",
      t("ladder.manilhas", { cards: r.manilhas.map((c) => cardText(c, t)).join(" ") }));
    this.viraBox.append(man);

    // seats and their cards
    const held = heldCards(r);
    this.seats.replaceChildren();
    for (let seat = 0; seat < players; seat += 1) {
      const item = el("li", "truco-hand__seat");
      item.dataset.seat = String(seat);
      if (r.to_act === seat) item.classList.add("truco-hand__seat--to-act");
      const name = el("span", "truco-hand__seat-name", capitalize(seatText(seat, t)));
      const roles = [];
      if (players === 4) roles.push(teamText(TEAM_OF(seat), t, 4));
      if (seat === r.mao) roles.push(t("ladder.role.mao"));
      if (seat === r.dealer) roles.push(t("ladder.role.dealer"));
      if (seat === r.decider) roles.push(t("ladder.role.decider"));
      if (r.to_act === seat) roles.push(r.phase === "answer" ? t("ladder.role.answers") : t("ladder.role.to_act"));
      const rolesEl = el("span", "truco-hand__roles", roles.length ? `(${roles.join(", ")})` : "");
      const cards = el("span", "truco-hand__cards");
      const show = visible(seat) && !blind;
      for (const card of held[seat]) cards.append(this.ctx.card(show ? card : null));
      if (held[seat].length === 0) cards.append(el("span", "truco-hand__muted", t("ladder.no_cards")));
      item.append(name, " ", rolesEl, cards);
      this.seats.append(item);
    }

    // the current round
    const roundNo = Math.min(r.round_details.length + 1, 3);
    if (r.finished) {
      this.tableTitle.hidden = true;
      this.table.hidden = true;
    } else {
      this.tableTitle.hidden = false;
      this.table.hidden = false;
      this.tableTitle.textContent = t("ladder.table", { n: roundNo });
      this.table.replaceChildren();
      if (r.table.length === 0) this.table.append(el("p", "truco-hand__muted", t("ladder.table_empty")));
      for (const play of r.table) this.table.append(this.playFigure(play));
    }

    // played rounds, each explained
    this.rounds.replaceChildren();
    r.round_details.forEach((rnd, i) => {
      const item = el("li", "truco-hand__round");
      const plays = el("span", "truco-hand__round-plays");
      for (const play of rnd.plays) plays.append(this.playFigure(play));
      const text = el("p", "truco-hand__round-text",
        `${t("ladder.round_n", { n: i + 1 })} ${explain(rnd.ruling, t, { players })}`);
      item.append(plays, text);
      this.rounds.append(item);
    });
    this.roundsBox.hidden = r.round_details.length === 0;

    // actions with previews
    this.actions.replaceChildren();
    if (r.finished) {
      this.actionsBox.hidden = true;
    } else {
      this.actionsBox.hidden = false;
      this.actionsTitle.textContent = capitalize(t("ladder.actions_of", { seat: seatText(r.to_act, t) }));
      this.actionsNote.hidden = !blind;
      this.actionsNote.textContent = blind ? t("ladder.blind_note") : "";
      const previews = new Map(r.preview.map((p) => [p.action, p]));
      const dealt = r.scenario.hands[r.to_act] || [];
      const legal = [...r.legal].sort((a, b) => ORDER[a.split(" ")[0]] - ORDER[b.split(" ")[0]]);
      for (const action of legal) {
        const [kind, card] = action.split(" ");
        let send = action;
        let hidden = false;
        if (blind && kind === "play") {
          // a blind seat picks a card by its position, without seeing it
          send = `play #${dealt.indexOf(card) + 1}`;
          hidden = true;
        }
        const item = el("li", "truco-hand__action");
        const btn = button("", () => this.onAction(send, action), "md-button truco-hand__action-button");
        btn.dataset.action = send;
        if (kind === "raise") btn.classList.add("truco-hand__action-button--raise");
        if (kind === "fold") btn.classList.add("truco-hand__action-button--fold");
        btn.textContent = actionLabel(send, r, info, t);
        const preview = el("span", "truco-hand__preview");
        preview.dataset.outcome = action;
        const p = previews.get(action);
        preview.textContent = hidden ? t("ladder.preview.hidden") : p ? previewText(p, r, info, t, players) : "";
        item.append(btn, preview);
        this.actions.append(item);
      }
    }

    // result
    this.result.replaceChildren();
    if (r.finished) {
      this.result.hidden = false;
      this.result.dataset.points = r.points.join("-");
      this.result.append(el("p", "truco-hand__result-main", resultSummary(r, t, players)));
      if (r.ruling) this.result.append(el("p", "truco-hand__result-why", explain(r.ruling, t, { players })));
      const score = el("p", "truco-hand__result-score",
        t("ladder.score_after", { a: r.score[0], b: r.score[1], t1: teamText(0, t, players), t2: teamText(1, t, players) }));
      this.result.append(score);
      for (const ruling of r.match_rulings || []) {
        if (ruling.code === "match-won") this.result.append(el("p", "truco-hand__result-why", explain(ruling, t, { players })));
      }
    } else {
      this.result.hidden = true;
      delete this.result.dataset.points;
    }

    // log: who did what
    this.log.replaceChildren();
    const actions = r.scenario.actions;
    for (let i = 0; i < actions.length; i += 1) {
      const before = stack[i];
      const item = el("li", "", t("ladder.log_item", {
        seat: capitalize(seatText(before.to_act, t)),
        what: actionLabel(actions[i], before, info, t),
      }));
      this.log.append(item);
    }
    this.logBox.hidden = actions.length === 0;
  }

  /** Focus the first action button, or the result once the hand is over. */
  focusFirst(r) {
    const first = this.actions.querySelector("button");
    if (!r.finished && first) {
      first.focus();
    } else {
      this.result.tabIndex = -1;
      queueMicrotask(() => this.result.focus());
    }
  }

  playFigure(play) {
    const t = this.ctx.t;
    const fig = el("span", "truco-hand__play");
    fig.append(this.ctx.card(play.covered ? null : play.card));
    const caption = play.covered ? t("ladder.covered_by", { seat: seatText(play.seat, t) }) : seatText(play.seat, t);
    fig.append(el("span", "truco-hand__play-seat", caption));
    return fig;
  }
}

/**
 * Run an engine round trip for a widget: one at a time (a newer one makes older answers stale),
 * buttons disabled meanwhile, and keyboard focus kept: back on the control that had it, or on
 * the next choices when that control is gone (an action button is redrawn after each action).
 */
export function makeRunner(box, view, getStack, setBusy) {
  let generation = 0;
  return async function run(task) {
    const mine = ++generation;
    const focused = box.contains(document.activeElement) ? document.activeElement : null;
    setBusy(true);
    try {
      await task(() => mine === generation);
    } finally {
      if (mine === generation) {
        setBusy(false);
        const active = document.activeElement;
        const fine = active && active !== document.body && box.contains(active) && !active.disabled;
        const stack = getStack();
        if (focused && !fine && stack) {
          if (focused.isConnected && !focused.disabled) focused.focus();
          else view.focusFirst(stack[stack.length - 1]);
        }
      }
    }
  };
}

/** "Player 1: Call ¡Truco!." plus where the hand stands now, for the live region. */
export function announceAfter(before, after, info, t, action) {
  const players = after.scenario.players;
  const did = t("ladder.log_item", { seat: capitalize(seatText(before.to_act, t)), what: actionLabel(action, before, info, t) });
  const parts = [/[.!?]$/.test(did) ? did : `${did}.`];
  if (after.finished) {
    parts.push(resultSummary(after, t, players));
    if (after.ruling) parts.push(explain(after.ruling, t, { players }));
  } else if (after.pending) {
    parts.push(capitalize(pendingText(after, info, t)));
  } else {
    parts.push(capitalize(t("ladder.now_acts", { seat: seatText(after.to_act, t), value: after.value })));
  }
  return parts.join(" ");
}

export function pendingText(r, info, t) {
  return t("ladder.pending_text", {
    raiser: seatText(r.pending.raiser, t),
    call: callName(info, r.pending.offer, t),
    offer: r.pending.offer,
    responder: seatText(r.pending.responder, t),
  });
}

// --- the ladder widget -----------------------------------------------------------------------

export default async function mount(root, ctx) {
  const t = ctx.t;
  let stack = null; // replay results after 0..n actions
  let info = null; // rules op answer for the current scenario's rules
  let busy = false;

  // layout
  const box = el("div", "truco-ladder");
  const intro = el("p", "truco-hand__note", t("ladder.demo_note"));
  const controls = el("div", "truco-hand__controls");
  const pairsLabel = el("label", "truco-hand__check");
  const pairs = el("input");
  pairs.type = "checkbox";
  pairs.dataset.role = "pairs";
  pairsLabel.append(pairs, " ", t("ladder.pairs"));
  controls.append(pairsLabel);
  const presetNote = el("p", "truco-hand__note truco-hand__preset-note");
  presetNote.hidden = true;
  const errorBox = el("p", "truco-hand__error");
  errorBox.setAttribute("role", "alert");
  errorBox.hidden = true;

  const status = el("dl", "truco-ladder__status");
  const field = (key, name) => {
    const dt = el("dt", "", t(key));
    const dd = el("dd");
    dd.dataset.field = name;
    status.append(dt, dd);
    return dd;
  };
  const valueDd = field("ladder.value", "value");
  const pendingDd = field("ladder.pending", "pending");
  const mayRaiseDd = field("ladder.may_raise", "may-raise");
  const turnDd = field("ladder.turn", "turn");

  const stepsBox = el("div", "truco-ladder__steps-box");
  const stepsTitle = el("h4", "truco-hand__title", t("ladder.steps"));
  const steps = el("ol", "truco-ladder__steps");
  stepsBox.append(stepsTitle, steps);

  const view = new HandView(ctx, { onAction: (send) => act(send) });

  const live = el("p", "truco-hand__live");
  live.setAttribute("aria-live", "polite");
  const announce = (text) => {
    live.textContent = text;
  };
  const copy = new CopyLink(ctx, announce);
  const buttons = el("div", "truco-hand__buttons");
  const undoBtn = button(t("ladder.undo"), () => undo());
  undoBtn.dataset.role = "undo";
  const resetBtn = button(t("ladder.reset"), () => reset());
  resetBtn.dataset.role = "reset";
  buttons.append(undoBtn, resetBtn, copy.button);

  box.append(intro, controls, presetNote, errorBox, status, stepsBox, view.root, buttons, copy.fallback, live);
  root.replaceChildren(box);

  function showError(err, lead) {
    if (!err) {
      errorBox.hidden = true;
      errorBox.replaceChildren();
      return;
    }
    const players = stack ? stack[0].scenario.players : 2;
    const { text, detail } = errorText(err, t, { players });
    errorBox.replaceChildren();
    errorBox.append(el("span", "", lead ? `${lead} ${text}` : text));
    if (detail) errorBox.append(" ", el("span", "truco-hand__engine-message", t("ladder.engine_said", { message: detail })));
    errorBox.hidden = false;
  }

  function draw() {
    const r = stack[stack.length - 1];
    const players = r.scenario.players;
    root.dataset.code = r.code;
    root.dataset.value = String(r.value);
    root.dataset.finished = String(r.finished);
    root.dataset.rulesPreset = presetOf(r.scenario.rules);
    pairs.checked = players === 4;

    // preset of the example vs the page's preset (a link can carry another one)
    const preset = presetOf(r.scenario.rules);
    if (preset !== ctx.preset || typeof r.scenario.rules !== "string") {
      presetNote.hidden = false;
      presetNote.textContent = t("ladder.preset_note", { preset: hasString(`preset.${preset}`) ? t(`preset.${preset}`) : preset });
    } else {
      presetNote.hidden = true;
    }

    // status
    valueDd.textContent = r.ladder.locked ? t("ladder.value_locked", { value: r.value }) : String(r.value);
    valueDd.dataset.value = String(r.value);
    if (r.pending) {
      pendingDd.textContent = capitalize(pendingText(r, info, t));
      pendingDd.dataset.offer = String(r.pending.offer);
      pendingDd.dataset.responder = String(r.pending.responder);
    } else {
      pendingDd.textContent = t("ladder.pending_none");
      delete pendingDd.dataset.offer;
      delete pendingDd.dataset.responder;
    }
    mayRaiseDd.dataset.teams = r.ladder.may_raise.join(",");
    mayRaiseDd.textContent = mayRaiseText(r, players);
    if (r.finished) turnDd.textContent = t("ladder.turn_over");
    else if (r.phase === "answer") turnDd.textContent = capitalize(t("ladder.turn_answer", { seat: seatText(r.to_act, t) }));
    else turnDd.textContent = capitalize(t("ladder.turn_play", { seat: seatText(r.to_act, t) }));
    turnDd.dataset.seat = r.to_act === null ? "" : String(r.to_act);

    // ladder steps
    steps.replaceChildren();
    const offered = r.pending ? r.pending.offer : null;
    r.ladder.steps.forEach((value, index) => {
      const item = el("li", "truco-ladder__step");
      item.dataset.step = String(index);
      item.dataset.value = String(value);
      const call = info.calls.find((c) => c.step === index);
      const name = index === 0 ? t("ladder.step_start") : callName(info, value, t);
      item.append(el("span", "truco-ladder__step-value", String(value)), el("span", "truco-ladder__step-name", name));
      if (call) item.append(el("span", "truco-ladder__step-fold", t("ladder.step_fold", { points: call.fold_pays })));
      const current = !r.ladder.locked && index === r.ladder.step;
      if (current) {
        item.classList.add("truco-ladder__step--current");
        item.setAttribute("aria-current", "step");
        item.append(el("span", "truco-ladder__badge", t("ladder.step_current")));
      }
      if (offered === value) {
        item.classList.add("truco-ladder__step--offered");
        item.append(el("span", "truco-ladder__badge truco-ladder__badge--offered", t("ladder.step_offered")));
      }
      steps.append(item);
    });
    stepsBox.classList.toggle("truco-ladder__steps-box--locked", r.ladder.locked);

    view.update(stack, info);
    undoBtn.disabled = stack.length <= 1;
    resetBtn.disabled = stack.length <= 1;
    setBusy(busy);
  }

  function mayRaiseText(r, players) {
    if (r.finished) return t("ladder.may_raise_over");
    if (r.ladder.locked) return t("ladder.may_raise_locked");
    if (r.ladder.next_offer === null) return t("ladder.may_raise_top");
    const call = callName(info, r.ladder.next_offer, t);
    const teams = r.ladder.may_raise;
    let who;
    if (teams.length === 2) who = players === 2 ? t("ladder.may_raise_any2") : t("ladder.may_raise_any4");
    else who = teams.map((team) => teamText(team, t, players)).join(t("list.and"));
    let text = capitalize(t("ladder.may_raise_text", { who, call, offer: r.ladder.next_offer }));
    if (r.ladder.last_raiser_team !== null && r.ladder.last_raiser_team !== undefined) {
      text += " " + capitalize(t("ladder.alternation_note", { team: teamText(r.ladder.last_raiser_team, t, players) }));
    }
    return text;
  }

  function setBusy(value) {
    busy = value;
    box.setAttribute("aria-busy", value ? "true" : "false");
    for (const b of box.querySelectorAll("button[data-action]")) b.disabled = value;
  }

  async function load(newStack, { url = true } = {}) {
    const r = newStack[newStack.length - 1];
    const newInfo = await rulesInfo(ctx, r.scenario.rules);
    stack = newStack;
    info = newInfo;
    if (url) ctx.url.set({ s: r.code });
    draw();
  }

  const run = makeRunner(box, view, () => stack, setBusy);

  async function act(action) {
    if (busy || !stack) return;
    const before = stack[stack.length - 1];
    await run(async (current) => {
      const scenario = { ...before.scenario, actions: [...before.scenario.actions, action] };
      try {
        const after = await askEngine(ctx, "replay", { scenario });
        if (!current()) return;
        showError(null);
        await load([...stack, after]);
        announce(announceAfter(before, after, info, t, action));
      } catch (err) {
        if (!current()) return;
        showError(err);
        announce(errorText(err, t).text);
      }
    });
  }

  async function undo() {
    if (busy || !stack || stack.length <= 1) return;
    await run(async () => {
      showError(null);
      await load(stack.slice(0, -1));
      announce(t("ladder.undone"));
    });
  }

  async function example(players, rulesSpec, actions = []) {
    const rinfo = await rulesInfo(ctx, rulesSpec);
    const scenario = buildScenario(rinfo, LADDER_DEALS[players], { rules: rulesSpec, players, dealer: players - 1, actions });
    return replayStack(ctx, { scenario }, { truncate: true });
  }

  async function reset() {
    if (busy || !stack) return;
    await run(async () => {
      showError(null);
      await load([stack[0]]);
      announce(t("ladder.was_reset"));
    });
  }

  pairs.addEventListener("change", () => {
    if (!stack) return;
    const players = pairs.checked ? 4 : 2;
    run(async (current) => {
      try {
        const next = await example(players, stack[0].scenario.rules);
        if (!current()) return;
        showError(null);
        await load(next);
        announce(t("ladder.players_changed", { n: players }));
      } catch (err) {
        if (current()) showError(err);
      }
    });
  });

  function onPreset(preset) {
    if (!stack) return; // the first state is still being built: checked once it is on screen
    const r = stack[stack.length - 1];
    const players = r.scenario.players;
    run(async (current) => {
      try {
        const rinfo = await rulesInfo(ctx, preset);
        // keep the deal and the reader's actions where the new rules allow them
        let next;
        try {
          const vira = r.scenario.vira || LADDER_DEALS[players].vira;
          const scenario = buildScenario(rinfo, { hands: r.scenario.hands, vira }, {
            rules: preset, players, score: r.scenario.score, dealer: r.scenario.dealer, actions: r.scenario.actions,
          });
          next = await replayStack(ctx, { scenario }, { truncate: true });
        } catch {
          next = await example(players, preset, r.scenario.actions);
        }
        if (!current()) return;
        showError(null);
        await load(next);
        announce(t("ladder.preset_changed", { preset: t(`preset.${preset}`) }));
      } catch (err) {
        if (current()) showError(err);
      }
    });
  }
  ctx.onPresetChange(onPreset);

  // first state: the link's scenario code, else the example deal under the reader's preset
  const code = ctx.url.get("s");
  let first = null;
  setBusy(true);
  if (code !== null) {
    try {
      first = await replayStack(ctx, { code });
    } catch (err) {
      if (err && ["timeout", "boot-failed", "boot-timeout", "engine-failed", "restarted", "worker-error"].includes(err.code)) throw err;
      showError(err, t("ladder.link_error"));
    }
  }
  if (first === null) first = await example(2, ctx.preset);
  busy = false;
  await load(first, { url: false });
  ctx.ready();
  // the reader switched the preset while the first (unlinked) example was being built
  if (presetOf(first[0].scenario.rules) !== ctx.preset && !stack[0].scenario.actions.length && !ctx.url.get("s")) {
    onPreset(ctx.preset);
  }
}
