// @ts-check
// Lesson 6, "Playing to the end" (pure: no DOM): the match around the hands. How many points win
// it, who your partner is in pairs, who deals the next hand, which score brings the hand of eleven,
// what a hand adds near the end (the score stops at the target) and when the match is over. Every
// answer is the engine's: the preset's values (`rules`), the position (`replay`: its seats, its
// kind, its score and match rulings, and once a hand is over who deals the next one).

import { readerSeatNames } from "../../kit/words.js";
import { LEARNER, ruled } from "./steps.js";
import { gradedLines, RULES } from "./kinds.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep @typedef {import("../../kit/words.js").Translate} Translate */

const LESSON = "match";

/** Pairs, 3–2: player 4 deals, the learner (player 1) is the mão and has just surrendered. */
export const PAIRS = Object.freeze({
  rules: RULES, players: 4, dealer: 3, vira: "Kd", score: [3, 2],
  hands: [["7c", "Jh", "2s"], ["6h", "Qs", "4d"], ["Ac", "3h", "5s"], ["Qd", "Jc", "7h"]],
  actions: ["fold"],
});
/** Heads-up, 10–9: the learner calls truco, it is accepted, and the learner wins two rounds. */
export const NEAR_END = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h", score: [10, 9],
  hands: [["3c", "2h", "Kd"], ["4c", "6d", "Qs"]],
  actions: ["raise", "accept", "play 3c", "play 4c", "play 2h", "play 6d"],
});
/** Heads-up, 8–11: the opponent plays the hand of eleven and the learner wins it. */
export const CAUGHT_UP = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h", score: [8, 11],
  hands: [["3c", "2h", "Kd"], ["4c", "6d", "Qs"]],
  actions: ["accept", "play 3c", "play 4c", "play 2h", "play 6d"],
});
/** A heads-up deal before any action, played at each score the learner may pick. */
const AT_SCORE = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h", hands: [["Kd", "7s", "2h"], ["6c", "Jh", "Ac"]],
  actions: /** @type {string[]} */ ([]),
});

/** "You 10, opponent 9" from a value "10-9". @param {string} value @param {Translate} t */
const scoreLabel = (value, t) => {
  const [a, b] = value.split("-");
  return t("lesson.match.score", { a, b });
};

/**
 * The score laid out (the two sides' points) as the step's figure.
 * @param {readonly number[]} score @returns {(t: Translate) => import("./steps.js").Shown[]}
 */
const scoreShown = (score) => (t) => score.map((points, team) => ({
  label: t(team === 0 ? "lesson.shown.you" : "lesson.shown.opponent", { n: team + 1 }),
  card: null,
  result: t("lesson.match.shown.points", { n: points }),
}));

/** The seats of PAIRS as the engine lays them out (its `replay`): who deals and who is the mão. */
const PAIRS_SEATS = Object.freeze({ op: "replay", args: { scenario: PAIRS, viewer: 0 } });

/**
 * The four seats of PAIRS: who deals and who is the mão (the engine's seat facts).
 * @param {Translate} t @param {import("../../kit/protocol.js").HandView} data @returns {import("./steps.js").Shown[]}
 */
const seatsShown = (t, data) => data.seats.map((facts) => ({
  label: t(facts.seat === 0 ? "lesson.shown.you" : "lesson.match.shown.player", { n: facts.seat + 1 }),
  card: null,
  result: t(facts.dealer ? "lesson.match.shown.dealer" : facts.mao ? "lesson.match.shown.mao" : "lesson.match.shown.seat"),
}));

/** Options naming players by number. @param {string[]} players @returns {(t: Translate) => {value: string, label: string}[]} */
const playerOptions = (players) => (t) => players.map((value) => ({ value, label: t("lesson.match.player", { n: value }) }));
/** Options naming scores "a-b". @param {string[]} scores @returns {(t: Translate) => {value: string, label: string}[]} */
const scoreOptions = (scores) => (t) => scores.map((value) => ({ value, label: scoreLabel(value, t) }));

/** The engine's rulings on the match after a hand (the score capped, the match won), in words. @param {any} a @param {Translate} t */
const matchWords = (a, t) => a.match_rulings.map((/** @type {any} */ r) => ruled(r, t, a.players)).join(" ");

/** @type {LessonStep[]} */
export const STEPS = [
  {
    id: "target",
    setup: null,
    vira: null,
    led: null,
    shown: scoreShown([0, 0]),
    situation: () => "",
    options: (t) => ["6", "12", "24"].map((value) => ({ value, label: t("lesson.match.shown.points", { n: value }) })),
    // the preset's own target
    request: () => ({ op: "rules", args: { rules: RULES } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const target = String(reply.answer.options.target);
      const right = value === target;
      return { right, lines: gradedLines(LESSON, "target", right, "", t, has, { target }) };
    },
  },
  {
    id: "partner",
    setup: PAIRS_SEATS,
    vira: null,
    led: null,
    shown: seatsShown,
    situation: () => "",
    options: playerOptions(["2", "3", "4"]),
    // the seats as the engine lays them out for the learner's seat
    request: () => PAIRS_SEATS,
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const partner = reply.answer.seats[0].partner;
      const right = partner !== null && value === String(partner + 1);
      return { right, lines: gradedLines(LESSON, "partner", right, "", t, has) };
    },
  },
  {
    id: "next-deal",
    setup: PAIRS_SEATS,
    vira: null,
    led: null,
    shown: seatsShown,
    situation: () => "",
    options: playerOptions(["1", "2", "3", "4"]),
    // the finished hand: the engine says who deals the match's next hand and who is its mão
    request: () => PAIRS_SEATS,
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const next = reply.answer.next_hand;
      const right = value === String(next.dealer + 1);
      return { right, lines: gradedLines(LESSON, "next-deal", right, "", t, has, { mao: readerSeatNames(t, LEARNER, 4)(next.mao) }) };
    },
  },
  {
    id: "eleven-comes",
    setup: null,
    vira: null,
    led: null,
    situation: () => "",
    options: scoreOptions(["10-10", "11-8", "11-11"]),
    // the hand dealt at the picked score: the engine says what kind of hand it is
    request: (value) => ({ op: "replay", args: { scenario: { ...AT_SCORE, score: value.split("-").map(Number) }, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const right = a.kind === "eleven";
      return { right, lines: gradedLines(LESSON, "eleven-comes", right, right ? ruled(a.kind_ruling, t) : "", t, has) };
    },
  },
  {
    id: "capped",
    setup: { op: "replay", args: { scenario: NEAR_END, viewer: 0 } },
    vira: null,
    led: null,
    shown: scoreShown(NEAR_END.score),
    situation: (t, data) => t("lesson.match.capped.situation", { value: data.value }),
    options: scoreOptions(["13-9", "12-9", "11-9"]),
    // the finished hand: the score the engine adds up
    request: () => ({ op: "replay", args: { scenario: NEAR_END, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const right = value === a.score.join("-");
      return { right, lines: gradedLines(LESSON, "capped", right, right ? matchWords(a, t) : "", t, has) };
    },
  },
  {
    id: "over",
    setup: { op: "replay", args: { scenario: CAUGHT_UP, viewer: 0 } },
    vira: null,
    led: null,
    shown: scoreShown(CAUGHT_UP.score),
    situation: (t, data) => t("lesson.match.over.situation", { value: data.value }),
    options: (t) => ["me", "opponent", "nobody"].map((value) => ({ value, label: t(`lesson.match.over.${value}`) })),
    // the finished hand: the new score and the match's winner, if any
    request: () => ({ op: "replay", args: { scenario: CAUGHT_UP, viewer: 0 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const truth = a.match_winner === null ? "nobody" : a.match_winner === 0 ? "me" : "opponent";
      const right = value === truth;
      return { right, lines: gradedLines(LESSON, "over", right, "", t, has, { score: scoreLabel(a.score.join("-"), t) }) };
    },
  },
];

export const STEP_IDS = STEPS.map((s) => s.id);
