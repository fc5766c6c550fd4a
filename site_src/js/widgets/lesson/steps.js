// @ts-check
// The first lesson's steps (pure: no DOM). Each step is one thing to do: the learner picks one of
// its options, the widget asks the engine the step's request for that pick, and the step grades
// the engine's answer (or its refusal) into praise or a hint. The cards of each step are data;
// every ruling comes from the engine. The last step is a real hand against the random bot
// (`game_new` with a fixed seed: GAME), played through the training game's ops.

import { actionLabel, capitalize, cardText, errorText, explain, joinList, pointsText, readerSeatNames } from "../../kit/words.js";
import { payoutText, previewText } from "../../kit/moves.js";
import { ranksOf } from "../../kit/cards.js";
import { passes } from "../../kit/coach-review.js";
import { cleanProgress } from "../../kit/course.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").Step} Step
 * @typedef {{op: string, args: any}} Request
 * @typedef {{value: string, label: string, card?: string, note?: string}} Option
 * @typedef {{ok: true, answer: any} | {ok: false, error: any}} Reply the engine's answer or refusal
 * @typedef {{right: boolean, lines: string[]}} Graded praise (right) or a hint, in words
 * @typedef {{label: string, card: string | null, covered?: boolean, result?: string}} Shown a card
 *   laid out with its label (`null`: face down), or a round's result in words
 *
 * @typedef {Object} LessonStep
 * @property {string} id
 * @property {Request | null} setup asked when the step opens (its answer: `data`), or nothing
 * @property {string | null} vira the vira the step shows
 * @property {string | null} led the card the opponent led (the round step)
 * @property {number} [seat] the learner's seat in this step (default LEARNER, player 1); a step
 *   where the opponent leads (`led`) seats the learner second, as player 2
 * @property {boolean} [board] the setup's answer is a position, drawn as the learner sees it
 * @property {(t: Translate, data: any) => Shown[]} [shown] cards (or round results) the step lays out
 *   (`data`: the setup's answer)
 * @property {Record<string, string | number>} [words] values the step's text, task, hint and "why"
 *   name (the score of its position: the numbers that depend on the rules are never in the strings)
 * @property {(t: Translate, data: any) => string} situation what is on the table, in words
 * @property {(t: Translate, data: any) => Option[]} options what the learner may pick
 * @property {(value: string) => Request} request what the engine is asked about a pick
 * @property {(value: string, reply: Reply, t: Translate, data: any, has: (key: string) => boolean) => Graded} grade
 */

const RULES = "paulista";

/** The learner's seat in every lesson position and in the lesson's real hand. */
export const LEARNER = 0;
/**
 * The real hand of the last step: the random bot, paulista rules, and a seed whose deal the
 * learner wins whatever they play, unless they fold (tests/js/lesson.test.mjs plays every line).
 */
export const GAME = Object.freeze({ rules: RULES, players: 2, opponents: "random", seed: 15 });

/**
 * The position of the truco step: the learner won round 1, led round 2 and holds the zap; player 2
 * calls truco. The hand cannot be lost (the coach's chance is exactly 1: the solved hand says so).
 */
export const TRUCO_SCENARIO = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h",
  hands: [["3s", "5c", "6d"], ["Kd", "7s", "2h"]],
  actions: ["play 3s", "play Kd", "play 6d", "raise"],
});

/**
 * An engine ruling in words, the learner named as everywhere in the course: "player 1 (you)".
 * @param {any} ruling @param {Translate} t @param {number} [players]
 */
export function ruled(ruling, t, players = 2) {
  return explain(ruling, t, { players, name: readerSeatNames(t, LEARNER, players) });
}

/**
 * A chance in words: a whole percentage, except that a chance under 1 never reads as 100% (the
 * coach's 0.997 is "more than 99%": the lesson promises no certainty the engine does not give).
 * @param {number} win @param {Translate} t
 */
export function chanceText(win, t) {
  const percent = Math.round(win * 100);
  // the language's own form, as the rest of the site writes it (Spanish spaces the sign: "74 %")
  return win < 1 && percent >= 100 ? t("lesson.chance.over99") : t("lesson.chance.percent", { n: percent });
}

/**
 * Where each card stands in the engine's ranking (place 1 is the strongest).
 * @param {{place: number, cards: string[]}[]} ranking @param {string} card
 */
function placeOf(ranking, card) {
  const row = ranking.find((r) => r.cards.includes(card));
  return row ? row.place : Infinity;
}

/**
 * A step "which of these is strongest?" under a vira, graded with the engine's ranking.
 * @param {string} id @param {string} vira @param {string[]} cards @param {boolean} show whether the
 *   vira is shown (before the vira step, the cards are ordinary ones and the vira is not named)
 * @returns {LessonStep}
 */
function strongestStep(id, vira, cards, show) {
  return {
    id,
    setup: null,
    vira: show ? vira : null,
    led: null,
    situation: (t) => t(`lesson.${id}.situation`, { vira: cardText(vira, t) }),
    options: (t) => cards.map((card) => ({ value: card, card, label: cardText(card, t) })),
    request: () => ({ op: "manilhas", args: { rules: RULES, vira } }),
    grade(value, reply, t) {
      if (!reply.ok) throw reply.error;
      const ranking = reply.answer.ranking;
      const order = [...cards].sort((a, b) => placeOf(ranking, a) - placeOf(ranking, b));
      const right = order[0] === value;
      const names = reply.answer.manilhas.map((/** @type {{card: string, name: string}} */ m) => t("lesson.manilha-name", { card: cardText(m.card, t), name: m.name }));
      const lines = [t("lesson.order", { cards: order.map((c) => cardText(c, t)).join(" > ") })];
      if (id === "suits") lines.push(t("lesson.suits.names", { names: joinList(names, t) }));
      lines.unshift(t(right ? `lesson.${id}.right` : `lesson.${id}.hint`, { card: cardText(value, t), best: cardText(order[0], t) }));
      return { right, lines };
    },
  };
}

/** @type {LessonStep[]} */
export const STEPS = [
  {
    id: "deck",
    setup: null,
    vira: null,
    led: null,
    situation: (t) => t("lesson.deck.situation"),
    options: (t) => ["7h", "Ks", "8c", "3d"].map((card) => ({ value: card, card, label: cardText(card, t) })),
    // the engine takes any card of its deck as a vira, and refuses any other
    request: (value) => ({ op: "manilhas", args: { rules: RULES, vira: value } }),
    grade(value, reply, t, _data, has) {
      if (reply.ok) return { right: false, lines: [t("lesson.deck.hint", { card: cardText(value, t) })] };
      const code = reply.error && reply.error.code;
      if (code !== "card-not-in-deck") throw reply.error;
      return { right: true, lines: [t("lesson.deck.right", { card: cardText(value, t) }), errorText(reply.error, t, { has }).text] };
    },
  },
  strongestStep("ranks", "5d", ["As", "Kh", "2c"], false),
  {
    id: "vira",
    // the deck as the engine lists it: its ranks, weakest first, are the step's buttons
    setup: { op: "rules", args: { rules: RULES } },
    vira: "7h",
    led: null,
    situation: (t) => t("lesson.vira.situation", { vira: cardText("7h", t) }),
    options: (t, data) => ranksOf(data.deck).map((rank) => ({ value: rank, label: t("lesson.vira.option", { rank, name: t(`rank.${rank}`) }) })),
    request: () => ({ op: "manilhas", args: { rules: RULES, vira: "7h" } }),
    grade(value, reply, t) {
      if (!reply.ok) throw reply.error;
      const rank = reply.answer.manilha_rank;
      const cards = joinList(reply.answer.manilhas.map((/** @type {{card: string}} */ m) => cardText(m.card, t)), t);
      const right = rank === value;
      return {
        right,
        lines: [
          t(right ? "lesson.vira.right" : "lesson.vira.hint", { rank: value, name: t(`rank.${value}`) }),
          ...(right ? [t("lesson.vira.why", { rank, cards })] : []),
        ],
      };
    },
  },
  strongestStep("suits", "7h", ["Qd", "3c", "Qh", "Qs"], true),
  {
    id: "round",
    setup: null,
    vira: "4d",
    led: "Ks",
    seat: 1,
    situation: (t) => t("lesson.round.situation", { vira: cardText("4d", t), card: cardText("Ks", t) }),
    // the ordinary card that wins first, the manilha that wins too second (es review 3.3)
    options: (t) => ["Ac", "5h", "6s"].map((card) => ({ value: card, card, label: cardText(card, t) })),
    request: (value) => ({ op: "compare", args: { rules: RULES, vira: "4d", cards: ["Ks", value] } }),
    grade(value, reply, t) {
      if (!reply.ok) throw reply.error;
      const right = reply.answer.winner === 1;
      // won with a manilha where an ordinary card wins too (the engine's ruling says how it won)
      const spent = right && reply.answer.ruling.params.compare.code === "manilha-beats-ordinary";
      const key = !right ? "lesson.round.hint" : spent ? "lesson.round.right-manilha" : "lesson.round.right";
      return {
        right,
        lines: [t(key, { card: cardText(value, t) }), explain(reply.answer.ruling, t, { players: 2, name: readerSeatNames(t, 1) })],
      };
    },
  },
  {
    id: "hand",
    setup: null,
    vira: null,
    led: null,
    situation: (t) => t("lesson.hand.situation"),
    options: (t) => ["0", "1", "open"].map((value) => ({ value, label: t(`lesson.hand.option.${value}`) })),
    request: () => ({ op: "ties", args: { rules: RULES, outcomes: [0, null] } }),
    grade(value, reply, t) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const truth = a.decided ? String(a.winner) : "open";
      const right = truth === value;
      return {
        right,
        lines: [t(right ? "lesson.hand.right" : "lesson.hand.hint"), ...(right ? [explain(a.ruling, t, { players: 2, name: readerSeatNames(t, LEARNER) })] : [])],
      };
    },
  },
  {
    id: "truco",
    setup: { op: "replay", args: { scenario: TRUCO_SCENARIO, viewer: 0 } },
    board: true,
    vira: null, // the board of the position shows it
    led: null,
    situation: (t) => t("lesson.truco.situation"),
    options: (t, data) => data.choices.map((/** @type {Step} */ choice) => {
      const preview = data.preview.find((/** @type {{action: string}} */ p) => p.action === choice.action);
      return { value: choice.action, label: actionLabel(choice, t), note: preview ? previewText(preview, t, { name: readerSeatNames(t, LEARNER) }) : "" };
    }),
    // the coach's analysis of the position, from the learner's seat only
    request: () => ({ op: "analyse", args: { scenario: TRUCO_SCENARIO } }),
    grade(value, reply, t, data) {
      if (!reply.ok) throw reply.error;
      const actions = /** @type {import("../../kit/protocol.js").ActionValue[]} */ (reply.answer.actions);
      const best = Math.max(...actions.map((a) => a.win));
      const mine = actions.find((a) => a.action === value);
      // right when the engine grades the move good or better
      const right = !!mine && passes(mine.grade);
      const choice = data.choices.find((/** @type {Step} */ c) => c.action === value);
      const label = choice ? actionLabel(choice, t) : value;
      const chance = chanceText(mine ? mine.win : 0, t);
      if (right) {
        return { right, lines: [t("lesson.truco.right", { action: label }), t("lesson.truco.coach", { action: label, chance }),
          t("lesson.truco.rounds")] };
      }
      const preview = data.preview.find((/** @type {{action: string}} */ p) => p.action === value);
      const gives = preview && preview.finished ? payoutText(preview.points, t, 2, readerSeatNames(t, LEARNER)) : "";
      return {
        right,
        lines: [t("lesson.truco.hint", { action: label }), ...(gives ? [capitalize(gives) + "."] : []),
          t("lesson.truco.best", { chance: chanceText(best, t) })],
      };
    },
  },
];

/** The id of every step, the real hand last. */
export const STEP_IDS = [...STEPS.map((s) => s.id), "play"];

/**
 * A step by id.
 * @param {string} id @returns {LessonStep | undefined}
 */
export function stepOf(id) {
  return STEPS.find((s) => s.id === id);
}

// --- progress -------------------------------------------------------------------------------------

/**
 * The learner's progress read back from storage: steps done (known ids only) and where they were.
 * @param {string | null} text
 * @returns {{done: string[], at: string}}
 */
export function readProgress(text) {
  let data = null;
  try {
    data = JSON.parse(text || "null");
  } catch {
    data = null;
  }
  return cleanProgress({ id: "first-hand", page: "lesson", steps: STEP_IDS }, data);
}

/**
 * The step to open: a linked step, else where the learner was.
 * @param {string | null} linked @param {{at: string}} progress @param {readonly string[]} [ids] the lesson's steps
 */
export function openingStep(linked, progress, ids = STEP_IDS) {
  return linked !== null && ids.includes(linked) ? linked : progress.at;
}

// --- the real hand ----------------------------------------------------------------------------------

/**
 * A game event in words (the bots' moves, each round's ruling, the end of the hand), for the log
 * and the live region; the learner's own moves are said by the button they pressed.
 * @param {{type: string} & Record<string, any>} event @param {Translate} t @param {number} me
 * @returns {string}
 */
export function eventLine(event, t, me = 0) {
  const name = readerSeatNames(t, LEARNER);
  if (event.type === "action") {
    if (event.seat === me) return "";
    const did = t("hand.step", { Seat: capitalize(name(event.seat)), what: actionLabel(/** @type {Step} */ (/** @type {unknown} */ (event)), t) });
    return /[.!?]$/.test(did) ? did : `${did}.`;
  }
  if (event.type === "round") return `${t("hand.round", { n: event.number })}: ${explain(event.ruling, t, { players: 2, name })}`;
  if (event.type === "hand-over") {
    const head = event.winner === null || event.winner === undefined ? t("outcome.nobody")
      : capitalize(t("outcome.winner", { team: name(event.winner), points: pointsText(event.points[event.winner], t) }));
    return `${head} ${explain(event.ruling, t, { players: 2, name })}`;
  }
  return "";
}

/**
 * How the real hand ended for the learner (seat 0): won, or not (then the same deal again).
 * @param {{winner: number | null} | null} outcome
 * @returns {"playing" | "won" | "lost"}
 */
export function handResult(outcome) {
  if (!outcome) return "playing";
  return outcome.winner === LEARNER ? "won" : "lost";
}
