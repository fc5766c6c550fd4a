// @ts-check
// Words of the training game: the names at the table, the log, the prompt, the scoreboard.
// Pure functions of the engine's game state and a translator; every fact comes from the engine
// (seats, partner, choices, kind_ruling, events with their meaning). Shared sentences (action
// labels, rulings, outcomes, rounds) come from the kit (kit/words.js, kit/hand-model.js).

import { outcomeSentences } from "../../kit/hand-model.js";
import { actionLabel, callText, capitalize, explain, joinList, pointsText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {import("../../kit/protocol.js").Observation} Observation
 * @typedef {import("../../kit/protocol.js").Step} Step
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {{type: string} & Record<string, any>} GameEvent
 */

/** The keys of the game: one per kind of choice (the cards are 1-3). */
export const KEY_OF_MEANING = /** @type {Record<string, string>} */ ({
  raise: "T",
  reraise: "T",
  accept: "A",
  "accept-eleven": "A",
  fold: "F",
  surrender: "F",
  "decline-eleven": "F",
});

/**
 * The people at the table, as the reader sees them: "you (player 1)", "Luna (player 2)"; the
 * teams as "you" / "Luna" (heads-up) or "your team (you and Nico)" / "the other team (…)".
 * Who is whose partner comes from the engine's seat facts.
 */
export class TableNames {
  /**
   * @param {Translate} t
   * @param {Observation} obs the reader's observation (seat, team, partner, seats)
   * @param {Record<string, string>} bots bot id by seat ("1": "heuristic", ...)
   * @param {number} [handBase] the match's hands before the first one dealt on this page
   */
  constructor(t, obs, bots, handBase = 0) {
    this.t = t;
    this.handBase = handBase;
    this.obs = obs;
    this.bots = bots;
    this.players = obs.players;
    /** the reader's seat, team and partner (the engine's seat facts) */
    this.me = obs.seats[/** @type {number} */ (obs.viewer)];
    const { seat: mine, partner } = this.me;
    const others = obs.seats.map((s) => s.seat).filter((s) => s !== mine && s !== partner);
    /** @type {Map<number, string>} which name of its bot a seat carries */
    this.which = new Map(others.map((seat, i) => [seat, i === 0 ? "name" : "name2"]));
    if (partner !== null) this.which.set(partner, "partner");
  }

  /** The number of the match's hand `n` of this page (the engine counts from the position it
   * opened). @param {number} n */
  hand(n) {
    return n + this.handBase;
  }

  /** A bot's own name at a seat ("Luna"). @param {number} seat */
  botName(seat) {
    const id = this.bots[String(seat)] || "";
    return this.t(`play-table.bot.${id}.${this.which.get(seat) || "name"}`);
  }

  /** "you (player 1)" or "Luna (player 2)", mid-sentence. @param {number} seat */
  seat(seat) {
    if (seat === this.me.seat) return this.t("play-table.you-seat", { n: seat + 1 });
    return this.t("play-table.bot-seat", { name: this.botName(seat), n: seat + 1 });
  }

  /** A team, mid-sentence. @param {number} team */
  team(team) {
    const seats = this.obs.seats.filter((s) => s.team === team).map((s) => s.seat);
    if (this.players === 2) return this.seat(seats[0]);
    if (team === this.me.team) return this.t("play-table.team-us", { partner: this.botName(/** @type {number} */ (this.me.partner)) });
    return this.t("play-table.team-them", { names: joinList(seats.map((s) => this.botName(s)), this.t) });
  }

  /** A team on the scoreboard: "You" / "Luna", "Us (team 1)" / "Them (team 2)". @param {number} team */
  teamShort(team) {
    const mine = team === this.me.team;
    if (this.players === 4) return this.t(mine ? "play-table.us" : "play-table.them", { n: team + 1 });
    if (mine) return capitalize(this.t("play-table.you"));
    const seat = this.obs.seats.find((s) => s.team === team);
    return seat ? this.botName(seat.seat) : "";
  }
}

/** A call, an answer, a fold or a surrender as a few words at its seat ("Seis!", "Folded").
 * @param {Step} step @param {Translate} t @returns {string} */
export function saidText(step, t) {
  if ((step.meaning === "raise" || step.meaning === "reraise") && step.call) return callText(step.call, t);
  return t(`play-table.said.${step.meaning}`);
}

// --- the log -----------------------------------------------------------------------------------

/**
 * One line of the log per event of the engine ("deal", "action", "round", "hand-over"), in order.
 * `state` is the game state the events lead to (the deal of a batch is its hand).
 * @param {GameEvent[]} events @param {GameState} state @param {TableNames} names @param {Translate} t
 * @returns {{event: GameEvent, text: string}[]}
 */
export function eventLines(events, state, names, t) {
  const players = state.observation.players;
  /** @param {GameEvent} e */
  const line = (e) => {
    switch (e.type) {
      case "deal":
        return dealLine(e, state, names, t);
      case "action":
        return stepLine(/** @type {Step} */ (/** @type {unknown} */ (e)), names, t);
      case "round":
        return `${t("hand.round", { n: e.number })}: ${explain(e.ruling, t, { players })}`;
      case "hand-over":
        return outcomeSentences(/** @type {any} */ ({ players, outcome: { winner: e.winner, points: e.points,
          ruling: e.ruling, score: e.score, matchRulings: e.match_rulings } }), t).join(" ");
      default:
        return "";
    }
  };
  return events.map((event) => ({ event, text: line(event) })).filter((l) => l.text);
}

/** "Hand 2. Dealer: … Mão: …" and, for a hand of eleven or the iron hand, the engine's ruling.
 * @param {GameEvent} e @param {GameState} state @param {TableNames} names @param {Translate} t */
function dealLine(e, state, names, t) {
  const parts = [t("play-table.log.deal", { n: names.hand(state.match.hands), dealer: names.seat(e.dealer), mao: names.seat(e.mao) })];
  if (e.kind_ruling) parts.push(explain(e.kind_ruling, t, { players: state.observation.players }));
  if (e.kind_ruling && e.kind_ruling.params && e.kind_ruling.params.blind) parts.push(t("play-table.log.blind"));
  return parts.join(" ");
}

/** "Luna (player 2): Call Truco! (to 3)". @param {Step} step @param {TableNames} names @param {Translate} t */
export function stepLine(step, names, t) {
  return t("hand.step", { Seat: capitalize(names.seat(step.seat)), what: actionLabel(step, t) });
}

// --- what the reader may do ---------------------------------------------------------------------

/**
 * The prompt under the table: whose turn, what the reader decides (the raise by the engine's
 * name for it), what the keys do.
 * @param {GameState} state @param {TableNames} names @param {Translate} t
 * @param {{coverMode?: boolean, touch?: boolean}} [options] touch: a touch screen (no key named)
 */
export function promptText(state, names, t, { coverMode = false, touch = false } = {}) {
  const obs = state.observation;
  const next = state.match.next;
  const keys = touch ? "-touch" : ""; // a touch screen has no keys to name
  if (next === "over") return t(`play-table.prompt.match-over${keys}`);
  if (next === "deal") return t(`play-table.prompt.hand-over${keys}`);
  if (obs.to_act !== obs.viewer) return t("play-table.prompt.wait");
  if (obs.phase === "eleven") {
    const lines = [t(`play-table.prompt.eleven${keys}`), explain(obs.kind_ruling, t, { players: obs.players })];
    if (obs.hands.some((cards, seat) => seat !== obs.viewer && cards !== null)) lines.push(t("play-table.prompt.eleven-partner"));
    return lines.join(" ");
  }
  if (obs.phase === "answer" && obs.pending) {
    // "or raise again" only when the engine offers a raise (not at the top of the ladder)
    const top = (obs.choices || []).some((c) => c.meaning === "reraise") ? "" : "-top";
    return t(`play-table.prompt.answer${top}${keys}`, { Seat: capitalize(names.seat(obs.pending.raiser)),
      call: callText(obs.pending.call, t), offer: obs.pending.offer });
  }
  if (obs.blind) return t("play-table.prompt.blind");
  const turn = t(obs.table.length === 0 ? "play-table.prompt.lead" : "play-table.prompt.follow", { n: obs.round });
  return coverMode ? `${turn} ${t("play-table.prompt.cover-mode")}` : turn;
}

/**
 * A line under a choice's button: what a fold, a surrender or a declined hand gives the others.
 * @param {Step} choice @param {TableNames} names @param {Translate} t
 */
export function choiceNote(choice, names, t) {
  if (choice.pays === undefined || choice.team === undefined) return "";
  return t("play-table.pays", { team: names.team(choice.team), points: pointsText(choice.pays, t) });
}

/**
 * The reader's cards as buttons: each card (or, in a blind hand, each position) with the step a
 * click makes — the engine's legal choice for it when there is one, else the action to ask the
 * engine about (its refusal says why).
 * @param {Observation} obs @param {boolean} coverMode
 * @returns {{card: string | null, step: Step, legal: boolean}[]}
 */
export function handChoices(obs, coverMode) {
  const choices = obs.choices || [];
  const seat = /** @type {number} */ (obs.viewer);
  const own = obs.hands[seat];
  if (own === null) {
    return obs.slots[seat].map((slot) => {
      const choice = choices.find((c) => c.meaning === "blind-play" && c.slot === slot);
      const step = choice || { seat, round: obs.round, action: `play #${slot}`, meaning: "blind-play", slot };
      return { card: null, step, legal: Boolean(choice) };
    });
  }
  const meaning = coverMode ? "cover" : "play";
  return own.map((card) => {
    const choice = choices.find((c) => c.meaning === meaning && c.card === card);
    const step = choice || { seat, round: obs.round, action: `${meaning} ${card}`, meaning, card };
    return { card, step, legal: Boolean(choice) };
  });
}

/** The reader's choices other than the cards (raise, accept, fold...), from the engine.
 * @param {Observation} obs */
export function otherChoices(obs) {
  return (obs.choices || []).filter((c) => !["play", "cover", "blind-play"].includes(c.meaning));
}

// --- the scoreboard ----------------------------------------------------------------------------

/**
 * The scoreboard's "next call" cell: the ladder's next offer by name, who may make it, or why
 * nobody may (the engine's ladder view, which names the call).
 * @param {Observation} obs @param {TableNames} names @param {Translate} t
 */
export function nextCallText(obs, names, t) {
  const ladder = obs.ladder;
  if (obs.finished) return t("play-table.next.over");
  if (ladder.locked) return t("play-table.next.locked");
  if (ladder.next_offer === null) return t("play-table.next.top");
  const text = t("play-table.next.call", { call: callText(/** @type {string} */ (ladder.next_call), t), offer: ladder.next_offer });
  if (ladder.may_raise.length !== 1) return text;
  const team = ladder.may_raise[0];
  const only = obs.players === 2 && team === names.me.team ? t("play-table.next.only-you") : t("play-table.next.only", { team: names.team(team) });
  return `${text} ${only}`;
}
