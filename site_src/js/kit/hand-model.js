// @ts-check
// A hand as the page draws it, from the engine's one view of a hand (a replay, or a seat's
// observation: the same shape). Pure: the model copies what the engine said (who holds what and
// what the viewer may see, who is mão, what each round's ruling was) and decides nothing.
// hand-view.js paints it.

import { capitalize, explain, pointsText, seatText, teamText } from "./words.js";

/**
 * @typedef {import("./protocol.js").HandView} HandView
 * @typedef {import("./protocol.js").Ruling} Ruling
 * @typedef {import("./protocol.js").Step} Step
 * @typedef {import("./words.js").Translate} Translate
 *
 * @typedef {Object} SeatModel
 * @property {number} seat
 * @property {number} team
 * @property {number | null} partner
 * @property {boolean} mao
 * @property {boolean} dealer
 * @property {boolean} decider
 * @property {boolean} toAct
 * @property {(string | null)[]} cards held cards; null = face down (unseen or hidden)
 *
 * @typedef {{seat: number, card: string | null, covered: boolean}} PlayModel
 *   card is null when the viewer may not see it (a covered card of someone else)
 *
 * @typedef {Object} RoundModel
 * @property {number} n 1..3
 * @property {"played" | "current" | "cut" | "future" | "unplayed"} status "cut": the hand ended
 *   (a fold) with cards of this round on the table
 * @property {PlayModel[]} plays
 * @property {number | null} winner the winning team, null for a tie (played rounds)
 * @property {Ruling | null} ruling
 *
 * @typedef {Object} HandModel
 * @property {number} players
 * @property {number | null} viewer the seat whose view this is (null: every card)
 * @property {string | null} vira
 * @property {string[]} manilhas
 * @property {SeatModel[]} seats
 * @property {PlayModel[]} table the round being played
 * @property {RoundModel[]} rounds always three
 * @property {string} phase
 * @property {boolean} finished
 * @property {boolean} blind
 * @property {string} kind
 * @property {Ruling | null} kindRuling
 * @property {number | null} toAct
 * @property {number} value
 * @property {import("./protocol.js").PendingView | null} pending
 * @property {import("./protocol.js").LadderView} ladder
 * @property {{winner: number | null, points: number[], ruling: Ruling | null, score: number[],
 *   matchRulings: Ruling[]} | null} outcome
 * @property {number[]} startScore
 * @property {Step[]} history
 * @property {Step[]} choices
 */

/**
 * The model of a hand from the engine's one view of it (a `replay` or `retarget` answer, or a
 * game's `observation`: the same shape; a card the viewer may not see is null).
 * @param {HandView} v
 * @returns {HandModel}
 */
export function handModel(v) {
  const seats = v.seats.map((facts) => ({
    seat: facts.seat,
    team: facts.team,
    partner: facts.partner,
    mao: facts.mao,
    dealer: facts.dealer,
    decider: v.decider === facts.seat,
    toAct: v.to_act === facts.seat,
    cards: seatCards(v, facts.seat),
  }));
  /** @type {RoundModel[]} */
  const rounds = [0, 1, 2].map((i) => {
    const r = v.round_details[i];
    if (r) return { n: i + 1, status: "played", plays: r.plays, winner: r.winner, ruling: r.ruling };
    const open = i === v.round_details.length;
    /** @type {RoundModel["status"]} */
    const status = open && !v.finished ? "current" : open && v.table.length > 0 ? "cut" : v.finished ? "unplayed" : "future";
    const plays = status === "current" || status === "cut" ? v.table : [];
    return { n: i + 1, status, plays, winner: null, ruling: null };
  });
  return {
    players: v.players,
    viewer: v.viewer,
    vira: v.vira,
    manilhas: v.manilhas,
    seats,
    table: v.table,
    rounds,
    phase: v.phase,
    finished: v.finished,
    blind: v.blind,
    kind: v.kind,
    kindRuling: v.kind_ruling,
    toAct: v.to_act,
    value: v.value,
    pending: v.pending,
    ladder: v.ladder,
    outcome: v.finished ? { winner: v.winner, points: v.points, ruling: v.ruling, score: v.score,
      matchRulings: v.match_rulings } : null,
    startScore: v.start_score,
    history: v.history,
    choices: v.choices,
  };
}

/** The cards a seat still holds as the viewer sees them (null: face down). @param {HandView} v @param {number} seat */
function seatCards(v, seat) {
  const cards = v.hands[seat];
  return cards ? [...cards] : Array.from({ length: v.held[seat] }, () => null);
}

/** The viewing seat's own cards, or null where it may not see them (a blind hand, or no viewer). @param {HandView} v */
export function ownCards(v) {
  return v.viewer === null ? null : v.hands[v.viewer];
}

/** The viewing seat's facts: team and partner (a seat's view only). @param {HandView} v */
export function viewerSeat(v) {
  return v.seats[/** @type {number} */ (v.viewer)];
}

/**
 * A seat's name mid-sentence and at the start of one, for string parameters {seat, Seat}.
 * @param {number} seat @param {Translate} t @param {(seat: number) => string} [name]
 */
export function seatParams(seat, t, name = (s) => seatText(s, t)) {
  return { seat: name(seat), Seat: capitalize(name(seat)) };
}

/**
 * What is happening now, in one sentence: who decides the hand of eleven, who answers a raise,
 * or who is to play ("" once the hand is over).
 * @param {HandModel} m @param {Translate} t @param {(seat: number) => string} [name]
 */
export function stateSentence(m, t, name) {
  if (m.finished || m.toAct === null) return "";
  if (m.phase === "eleven") return t("state.eleven", seatParams(m.toAct, t, name));
  if (m.pending) {
    return t("state.pending", { ...seatParams(m.pending.raiser, t, name), offer: m.pending.offer,
      responder: (name || ((/** @type {number} */ s) => seatText(s, t)))(m.pending.responder) });
  }
  return t("state.to-act", seatParams(m.toAct, t, name));
}

/**
 * How the hand ended: who scores what, why (the engine's ruling), the score after it, and what
 * that did to the match (points lost to the cap, the match won).
 * @param {HandModel} m @param {Translate} t
 * @param {(seat: number) => string} [name] the seats' names in these sentences (a lesson's "player 1
 *   (you)": words/readerSeatNames); default "player 1"
 * @returns {string[]}
 */
export function outcomeSentences(m, t, name) {
  const o = m.outcome;
  if (!o) return [];
  const lines = [];
  const team = (/** @type {number} */ n) => teamText(n, t, m.players, name);
  if (o.winner === null || o.winner === undefined) lines.push(t("outcome.nobody"));
  else lines.push(capitalize(t("outcome.winner", { team: team(o.winner),
    points: pointsText(o.points[o.winner], t) })));
  if (o.ruling) lines.push(explain(o.ruling, t, { players: m.players, name }));
  lines.push(t("outcome.score", { a: o.score[0], b: o.score[1], t1: team(0), t2: team(1) }));
  for (const ruling of o.matchRulings || []) lines.push(explain(ruling, t, { players: m.players, name }));
  return lines;
}

/**
 * The roles of a seat as words: team (pairs), mão, dealer, decider, to act / answers.
 * `words` replaces the turn's words for this seat (the Play page says them to the reader:
 * Spanish "te toca" after "Tú", not "le toca").
 * @param {HandModel} m @param {SeatModel} s @param {Translate} t
 * @param {{toAct?: string, answers?: string} | null} [words]
 * @returns {string[]}
 */
export function seatRoles(m, s, t, words = null) {
  const roles = [];
  if (m.players === 4) roles.push(teamText(s.team, t, 4));
  if (s.mao) roles.push(t("role.mao"));
  if (s.dealer) roles.push(t("role.dealer"));
  if (s.decider && m.kind === "eleven") roles.push(t("role.decider"));
  if (s.toAct) {
    roles.push(m.phase === "answer" ? words?.answers ?? t("role.answers") : words?.toAct ?? t("role.to-act"));
  }
  return roles;
}
