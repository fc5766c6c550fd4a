// Drawing the play-table: seats, the felt, rounds, the hand, the scoreboard, the hand summary.
// It draws the engine's observation as it is; it never works out who wins anything.

import { cardText } from "../../explain.js";
import { capitalize, el, hasString, kbd, sleep } from "./util.js";

/** Where each seat sits on screen, seen from seat 0 (play goes 0 -> 1 -> 2 -> 3). */
const PLACES = { 2: { 0: "south", 1: "north" }, 4: { 0: "south", 1: "east", 2: "north", 3: "west" } };

/** A card with a caption under it (who played it, or its key). */
export function figure(ctx, code, caption, { covered = false, seat = null, className = "" } = {}) {
  const fig = el("figure", `truco-play__fig ${className}`.trim());
  const known = code !== null && code !== undefined && code !== "covered";
  // a covered card lies face down; only its owner is told which card it is
  const card = ctx.card(covered ? null : known ? code : null);
  if (covered) {
    card.classList.add("truco-play__covered");
    const label = known ? ctx.t("play-table.covered_own", { card: ctx.card(code).getAttribute("aria-label") }) : ctx.t("card.covered");
    card.setAttribute("aria-label", label);
  }
  fig.append(card);
  if (caption) {
    const cap = el("figcaption", "truco-play__caption", caption);
    if (covered && known) cap.append(el("span", "truco-play__own-covered", ` (${cardText(code, ctx.t)})`));
    fig.append(cap);
  }
  if (seat !== null) fig.dataset.seat = String(seat);
  fig.dataset.covered = String(Boolean(covered));
  if (known) fig.dataset.card = code;
  return fig;
}

export class TableView {
  constructor(ctx) {
    this.ctx = ctx;
    const t = ctx.t;
    this.root = el("div", "truco-play__felt");
    this.root.dataset.role = "table";
    this.seats = {};
    for (const place of ["north", "west", "center", "east", "south"]) {
      const area = el("div", `truco-play__area truco-play__area--${place}`);
      this.root.append(area);
      this.seats[place] = area;
    }
    this.center = this.seats.center;
    this.center.dataset.role = "center";
    this.t = t;
  }

  /** Seats with names, badges and held cards; the vira and manilhas in the centre. */
  draw(state, words, { toAct = null } = {}) {
    const obs = state.observation;
    const players = obs.players;
    const places = PLACES[players];
    this.root.dataset.players = String(players);
    for (const place of ["north", "west", "east", "south"]) {
      this.seats[place].replaceChildren();
      this.seats[place].hidden = true;
      delete this.seats[place].dataset.seat;
    }
    this.slots = {};
    for (let seat = 0; seat < players; seat += 1) {
      const area = this.seats[places[seat]];
      area.hidden = false;
      area.dataset.seat = String(seat);
      const head = el("p", "truco-play__seat-name");
      head.append(el("strong", "", capitalize(seat === 0 ? words.t("play-table.you_seat", { n: 1 }) : words.who(seat))));
      const badges = el("span", "truco-play__badges");
      if (obs.dealer === seat) badges.append(el("span", "truco-play__badge truco-play__badge--dealer", words.t("play-table.badge.dealer")));
      if (obs.mao === seat) badges.append(el("span", "truco-play__badge truco-play__badge--mao", words.t("play-table.badge.mao")));
      if (players === 4 && seat === 2) badges.append(el("span", "truco-play__badge", words.t("play-table.badge.partner")));
      const turn = el("span", "truco-play__badge truco-play__badge--turn", words.t("play-table.badge.turn"));
      turn.dataset.role = "turn-badge";
      turn.hidden = toAct !== seat;
      badges.append(turn);
      head.append(" ", badges);
      area.append(head);
      area.classList.toggle("truco-play__area--turn", toAct === seat);
      if (seat !== 0) {
        const held = obs.held[seat];
        const backs = el("p", "truco-play__held");
        backs.append(el("span", "truco-play__held-text", words.t("play-table.held", { n: held })));
        const row = el("span", "truco-play__backs");
        row.setAttribute("aria-hidden", "true");
        for (let i = 0; i < held; i += 1) row.append(el("span", "truco-play__back"));
        backs.append(row);
        area.append(backs);
      }
      const slot = el("div", "truco-play__slot");
      slot.dataset.role = "played";
      slot.dataset.seat = String(seat);
      area.append(slot);
      this.slots[seat] = slot;
    }
    // centre: the vira (vira presets) and the manilhas, strongest first, as the engine lists them
    this.center.replaceChildren();
    if (obs.vira) {
      this.center.append(figure(this.ctx, obs.vira, words.t("play-table.vira"), { className: "truco-play__vira" }));
    }
    const man = el("p", "truco-play__manilhas");
    man.append(el("span", "truco-play__label", words.t(obs.vira ? "play-table.manilhas" : "play-table.manilhas_fixed")), " ");
    man.append(el("span", "truco-play__manilha-list", obs.manilhas.map((c) => words.card(c)).join(" ")));
    man.dataset.role = "manilhas";
    this.center.append(man);
    this.setTable(obs.table, words);
  }

  /** The cards of the round in progress, each in front of its player. */
  setTable(plays, words) {
    for (const slot of Object.values(this.slots || {})) slot.replaceChildren();
    for (const play of plays) {
      const slot = this.slots[play.seat];
      if (!slot) continue;
      const covered = Boolean(play.covered);
      const caption = covered ? words.t("play-table.covered") : words.t("play-table.played");
      slot.append(figure(this.ctx, covered ? play.card || "covered" : play.card, caption, { covered, seat: play.seat, className: "truco-play__on-table" }));
    }
  }

  addPlay(play, words) {
    const slot = this.slots && this.slots[play.seat];
    if (!slot) return;
    const covered = Boolean(play.covered);
    slot.replaceChildren(figure(this.ctx, covered ? play.card || "covered" : play.card, covered ? words.t("play-table.covered") : words.t("play-table.played"), { covered, seat: play.seat, className: "truco-play__on-table" }));
  }

  /**
   * A batch of engine events shown one by one: each bot's move after a pause, a finished round
   * left on the table for a moment. Returns false if the widget left the page meanwhile.
   */
  async playBack(batch, words, { botDelay, roundDelay, onLine, alive }) {
    for (const line of batch) {
      const e = line.event;
      if (e.type === "action") {
        const [kind, card] = e.action.split(" ");
        if (e.seat !== 0) {
          this.setTurn(e.seat);
          await sleep(botDelay);
        }
        if (kind === "play" || kind === "cover") {
          this.addPlay({ seat: e.seat, card: card === "?" ? null : card, covered: kind === "cover" }, words);
        }
      }
      onLine(line.text);
      if (e.type === "round") {
        this.setTurn(null);
        await sleep(roundDelay);
        this.setTable([], words);
      }
      if (!alive()) return false;
    }
    return true;
  }

  setTurn(seat) {
    for (const [s, slot] of Object.entries(this.slots || {})) {
      const area = slot.parentElement;
      const mine = Number(s) === seat;
      area.classList.toggle("truco-play__area--turn", mine);
      const badge = area.querySelector("[data-role=turn-badge]");
      if (badge) badge.hidden = !mine;
    }
  }
}

/** The rounds of the hand so far: cards and result (the engine's winner). */
export function roundsList(ctx, obs, words, { explain = false } = {}) {
  const list = el("ol", "truco-play__rounds");
  list.dataset.role = explain ? "summary-rounds" : "rounds";
  obs.rounds.forEach((round, i) => {
    const item = el("li", "truco-play__round");
    item.dataset.round = String(i + 1);
    item.dataset.winner = round.winner === null ? "tie" : String(round.winner);
    const head = el("p", "truco-play__round-head");
    head.append(el("strong", "", words.t("play-table.round_n", { n: i + 1 })), " ");
    const result = round.winner === null
      ? words.t("play-table.round_tied")
      : words.t("play-table.round_won_by", { team: words.team(round.winner, { object: true }) });
    head.append(el("span", "truco-play__round-result", result));
    item.append(head);
    const cards = el("div", "truco-play__round-cards");
    for (const play of round.plays) {
      const who = play.seat === 0 ? capitalize(words.t("play-table.you")) : words.botName(play.seat);
      cards.append(figure(ctx, play.covered ? play.card || "covered" : play.card, who, { covered: play.covered, seat: play.seat, className: "truco-play__small" }));
    }
    item.append(cards);
    if (explain) item.append(el("p", "truco-play__why", words.explain(round.ruling)));
    list.append(item);
  });
  return list;
}

/** Scoreboard: score, hand number and value, the next call, the rules. */
export function scoreboard(state, words, info) {
  const t = words.t;
  const obs = state.observation;
  const match = state.match;
  const dl = el("dl", "truco-play__board");
  dl.dataset.role = "board";
  const field = (label, role, content) => {
    const box = el("div", "truco-play__board-item");
    const dt = el("dt", "", label);
    const dd = el("dd");
    dd.dataset.role = role;
    if (typeof content === "string") dd.textContent = content;
    else dd.append(...content);
    box.append(dt, dd);
    dl.append(box);
    return dd;
  };
  const score = el("span", "truco-play__score");
  score.append(
    el("span", "truco-play__score-team", `${words.teamShort(0)} `), el("strong", "", String(match.score[0])),
    el("span", "truco-play__score-sep", " · "),
    el("span", "truco-play__score-team", `${words.teamShort(1)} `), el("strong", "", String(match.score[1])),
  );
  field(t("play-table.board.score", { target: match.target }), "score", [score]).dataset.score = match.score.join("-");
  field(t("play-table.board.hand"), "hand", t("play-table.board.hand_n", { n: match.hands }));
  field(t("play-table.board.value"), "value", String(obs.value)).dataset.value = String(obs.value);
  const ladder = obs.ladder;
  let next;
  if (obs.outcome) next = t("play-table.next.over");
  else if (ladder.locked) next = t("play-table.next.locked");
  else if (ladder.next_offer === null || ladder.next_offer === undefined) next = t("play-table.next.top");
  else {
    next = t("play-table.next.call", { call: words.callOfValue(ladder.next_offer), value: ladder.next_offer });
    if (ladder.may_raise.length === 1) {
      const only = words.players === 2 && ladder.may_raise[0] === 0
        ? t("play-table.next.only_you") : t("play-table.next.only", { team: words.team(ladder.may_raise[0]) });
      next += ` ${only}`;
    }
  }
  field(t("play-table.board.next"), "next-call", next);
  const preset = typeof obs.rules === "string" ? obs.rules : obs.rules && obs.rules.preset;
  field(t("play-table.board.rules"), "rules", hasString(`preset.${preset}`) ? t(`preset.${preset}`) : String(preset));
  void info;
  return dl;
}

/** The person's cards as buttons (or face-down positions in a blind hand). */
export function handButtons(ctx, obs, { coverMode, busy, onPick, playing = true }) {
  const t = ctx.t;
  const legal = new Set(obs.legal);
  const row = el("div", "truco-play__hand");
  row.dataset.role = "hand";
  if (!playing) {
    // the hand is over: the cards left are only shown
    if (obs.hand === null) for (const slot of obs.slots) row.append(figure(ctx, null, String(slot)));
    else for (const code of obs.hand) row.append(figure(ctx, code, ""));
    return row;
  }
  const items = obs.hand === null
    ? obs.slots.map((slot) => ({ code: null, action: `play #${slot}`, slot }))
    : obs.hand.map((code) => ({ code, action: `${coverMode ? "cover" : "play"} ${code}` }));
  items.forEach((item, i) => {
    const key = String(i + 1);
    const b = el("button", "truco-play__card-button");
    b.type = "button";
    b.dataset.role = "card";
    b.dataset.action = item.action;
    b.dataset.key = key;
    if (item.code) b.dataset.card = item.code;
    // the name comes from the content: "Play" + the card's own label + "(key 1)"; the visible key
    // hint repeats the key for the eye only
    const card = ctx.card(item.code);
    if (coverMode && item.code) card.classList.add("truco-play__will-cover");
    if (item.code === null) card.setAttribute("aria-hidden", "true");
    const template = item.code === null ? t("play-table.card.blind", { slot: item.slot, key })
      : t(coverMode ? "play-table.card.cover" : "play-table.card.play", { key });
    const [before, after = ""] = template.split("{card}");
    if (item.code === null) b.append(card, el("span", "truco-play__sr", before));
    else b.append(el("span", "truco-play__sr", before), card, el("span", "truco-play__sr", after));
    const hint = kbd(key);
    hint.setAttribute("aria-hidden", "true");
    b.append(hint);
    b.setAttribute("aria-keyshortcuts", key);
    const usable = legal.has(item.action) && !busy;
    if (!usable) b.setAttribute("aria-disabled", "true");
    b.addEventListener("click", () => onPick(i));
    row.append(b);
  });
  return row;
}

/** The end-of-hand summary: every round and why, how the hand ended, who scored what. */
export function summary(ctx, state, words, { before }) {
  const t = words.t;
  const obs = state.observation;
  const match = state.match;
  const box = el("section", "truco-play__summary");
  box.dataset.role = "summary";
  const headId = `truco-play-summary-${Math.random().toString(36).slice(2, 8)}`;
  const head = el("h2", "truco-play__summary-title", t("play-table.summary.title", { n: match.hands }));
  head.id = headId;
  box.setAttribute("aria-labelledby", headId);
  box.append(head);
  if (obs.rounds.length) box.append(roundsList(ctx, obs, words, { explain: true }));
  else if (!obs.table.length) box.append(el("p", "truco-play__why", t("play-table.summary.no_rounds")));
  if (obs.table.length) {
    // the hand ended in the middle of a round: its cards stay as they were played
    const left = el("div", "truco-play__unfinished");
    left.dataset.role = "unfinished";
    left.append(el("p", "truco-play__round-head", t("play-table.summary.unfinished", { n: obs.round })));
    const cards = el("div", "truco-play__round-cards");
    for (const play of obs.table) {
      const who = play.seat === 0 ? capitalize(words.t("play-table.you")) : words.botName(play.seat);
      cards.append(figure(ctx, play.covered ? play.card || "covered" : play.card, who, { covered: play.covered, seat: play.seat, className: "truco-play__small" }));
    }
    left.append(cards);
    box.append(left);
  }
  const outcome = obs.outcome;
  const end = el("p", "truco-play__ending");
  end.dataset.role = "ending";
  end.dataset.code = outcome.ruling.code;
  end.append(el("strong", "", `${t("play-table.summary.ending")} `), words.explain(outcome.ruling));
  box.append(end);
  const pts = el("p", "truco-play__points");
  pts.dataset.role = "points";
  pts.dataset.points = outcome.points.join("-");
  pts.textContent = `${words.points(outcome.points)}.`;
  // the score stops at the target: the engine says so when the hand's points did not all count
  for (const ruling of outcome.match_rulings || []) {
    if (ruling.code === "score-capped") pts.textContent += ` ${words.explain(ruling)}`;
  }
  box.append(pts);
  const sc = el("p", "truco-play__summary-score");
  sc.textContent = t("play-table.summary.score", { a: words.teamShort(0), x: match.score[0], b: words.teamShort(1), y: match.score[1] });
  box.append(sc);
  if (match.winner !== null && match.winner !== undefined) {
    const over = el("p", "truco-play__match-over");
    over.dataset.role = "match-over";
    over.dataset.winner = String(match.winner);
    over.textContent = match.winner === 0
      ? t(state.match.players === 2 ? "play-table.match.won_you" : "play-table.match.won_us", { x: match.score[0], y: match.score[1] })
      : t("play-table.match.lost", { who: capitalize(words.team(1)), x: match.score[0], y: match.score[1] });
    box.append(over);
  }
  return box;
}
