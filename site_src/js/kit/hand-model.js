// @ts-check
// A hand as the page draws it, from the engine's answer: a replay result (full information) or
// a seat's observation (training games). Pure: the model copies what the engine said (who holds
// what, who is mão, what each round's ruling was) and decides nothing. hand-view.js paints it.

import { capitalize, explain, pointsText, seatText, teamText } from "./words.js";

/**
 * @typedef {import("./protocol.js").ReplayResult} ReplayResult
 * @typedef {import("./protocol.js").Observation} Observation
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
 * @property {"played" | "current" | "future" | "unplayed"} status
 * @property {PlayModel[]} plays
 * @property {number | null} winner the winning team, null for a tie (played rounds)
 * @property {Ruling | null} ruling
 *
 * @typedef {Object} HandModel
 * @property {number} players
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
 * @param {ReplayResult | Observation} answer
 * @param {{visible?: (seat: number) => boolean, hideCovered?: boolean}} [options]
 *   `visible`: whose cards are face up (a replay shows every hand by default);
 *   `hideCovered`: draw covered cards face down even where the answer names them (and the
 *   history does not name them either: added with the scenario widgets' port)
 * @returns {HandModel}
 */
export function handModel(answer, { visible = () => true, hideCovered = false } = {}) {
  const a = /** @type {any} */ (answer);
  const isObservation = Array.isArray(a.held);
  const players = a.players;
  const seats = a.seats.map((/** @type {any} */ facts) => ({
    seat: facts.seat,
    team: facts.team,
    partner: facts.partner,
    mao: facts.mao,
    dealer: facts.dealer,
    decider: a.decider === facts.seat,
    toAct: a.to_act === facts.seat,
    cards: isObservation ? observedCards(a, facts.seat) : replayCards(a, facts.seat, visible),
  }));
  /** @param {import("./protocol.js").PlayView} p @returns {PlayModel} */
  const play = (p) => ({ seat: p.seat, card: p.covered && hideCovered ? null : p.card, covered: p.covered });
  const played = (isObservation ? a.rounds : a.round_details) || [];
  const finished = isObservation ? a.phase === "over" : a.finished;
  /** @type {RoundModel[]} */
  const rounds = [0, 1, 2].map((i) => {
    const r = played[i];
    if (r) return { n: i + 1, status: "played", plays: r.plays.map(play), winner: r.winner, ruling: r.ruling };
    const status = i === played.length && !finished ? "current" : finished ? "unplayed" : "future";
    return { n: i + 1, status, plays: status === "current" ? a.table.map(play) : [], winner: null, ruling: null };
  });
  const outcome = isObservation
    ? a.outcome && { winner: a.outcome.winner, points: a.outcome.points, ruling: a.outcome.ruling,
      score: a.outcome.score, matchRulings: a.outcome.match_rulings }
    : finished ? { winner: a.winner, points: a.points, ruling: a.ruling, score: a.score,
      matchRulings: a.match_rulings } : null;
  return {
    players,
    vira: a.vira ?? (a.scenario ? a.scenario.vira ?? null : null),
    manilhas: a.manilhas,
    seats,
    table: a.table.map(play),
    rounds,
    phase: a.phase,
    finished,
    blind: a.blind,
    kind: a.kind,
    kindRuling: a.kind_ruling,
    toAct: a.to_act,
    value: a.value,
    pending: a.pending,
    ladder: a.ladder,
    outcome: outcome || null,
    startScore: isObservation ? a.score : a.start_score,
    history: hideCovered
      ? a.history.map((/** @type {Step} */ s) => (s.meaning === "cover" ? { ...s, card: undefined } : s))
      : a.history,
    choices: a.choices,
  };
}

/** @param {any} r @param {number} seat @param {(seat: number) => boolean} visible */
function replayCards(r, seat, visible) {
  const cards = r.hands[seat];
  return r.blind || !visible(seat) ? cards.map(() => null) : [...cards];
}

/** @param {any} obs @param {number} seat */
function observedCards(obs, seat) {
  if (seat === obs.seat) return obs.hand ? [...obs.hand] : obs.slots.map(() => null);
  if (obs.partner_hand && seat === obs.partner) return [...obs.partner_hand];
  return Array.from({ length: obs.held[seat] }, () => null);
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
 * @returns {string[]}
 */
export function outcomeSentences(m, t) {
  const o = m.outcome;
  if (!o) return [];
  const lines = [];
  if (o.winner === null || o.winner === undefined) lines.push(t("outcome.nobody"));
  else lines.push(capitalize(t("outcome.winner", { team: teamText(o.winner, t, m.players),
    points: pointsText(o.points[o.winner], t) })));
  if (o.ruling) lines.push(explain(o.ruling, t, { players: m.players }));
  lines.push(t("outcome.score", { a: o.score[0], b: o.score[1], t1: teamText(0, t, m.players),
    t2: teamText(1, t, m.players) }));
  for (const ruling of o.matchRulings || []) lines.push(explain(ruling, t, { players: m.players }));
  return lines;
}

/**
 * The roles of a seat as words: team (pairs), mão, dealer, decider, to act / answers.
 * @param {HandModel} m @param {SeatModel} s @param {Translate} t
 * @returns {string[]}
 */
export function seatRoles(m, s, t) {
  const roles = [];
  if (m.players === 4) roles.push(teamText(s.team, t, 4));
  if (s.mao) roles.push(t("role.mao"));
  if (s.dealer) roles.push(t("role.dealer"));
  if (s.decider && m.kind === "eleven") roles.push(t("role.decider"));
  if (s.toAct) roles.push(m.phase === "answer" ? t("role.answers") : t("role.to-act"));
  return roles;
}
