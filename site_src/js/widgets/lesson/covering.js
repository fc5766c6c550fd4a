// @ts-check
// Lesson 3, "Covering" (pure: no DOM): when a card may be played face down, what a covered card
// does in a round, what the others see of it, and which card (if any) to cover. Every answer is
// the engine's: its refusal of a cover in round 1 (`replay` with `prefix`), `compare` with covered
// cards, the opponent's view of the table (`replay` with a `viewer`), the hand after a move
// (`replay`), and the coach (`analyse`).

import { actionLabel, cardText, errorText } from "../../kit/words.js";
import { gradedLines, roundStep, RULES } from "./kinds.js";
import { passes } from "../../kit/coach-review.js";
import { chanceText, ruled } from "./steps.js";

/** @typedef {import("./steps.js").LessonStep} LessonStep @typedef {import("../../kit/protocol.js").Step} Step */

const LESSON = "covering";

/** Round 1, the learner (player 1) to play: may they cover? */
export const ROUND_ONE = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h",
  hands: [["6c", "3s", "4d"], ["7h", "Kh", "Qc"]], actions: /** @type {string[]} */ ([]),
});
/** The learner won round 1 with 2♣ and leads round 2 holding 3♠ and 4♦. */
export const LEADING = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h",
  hands: [["2c", "3s", "4d"], ["Kh", "7h", "Qc"]], actions: ["play 2c", "play Kh"],
});
/** The opponent won round 1 and leads K♥ in round 2: the learner must win this round. */
export const BEHIND = Object.freeze({
  rules: RULES, players: 2, dealer: 1, vira: "4h",
  hands: [["6c", "3s", "4d"], ["7h", "Kh", "Qc"]], actions: ["play 6c", "play 7h", "play Kh"],
});

/** The card moves the engine offers at a position (the step's options: no raise, no surrender). @param {any} data @param {import("../../kit/words.js").Translate} t */
function cardMoves(data, t) {
  return data.choices
    .filter((/** @type {Step} */ c) => c.meaning === "play" || c.meaning === "cover")
    .map((/** @type {Step} */ c) => ({ value: c.action, label: actionLabel(c, t) }));
}

/**
 * The engine's refusal in a replay (its error's fields, flat) in words, as the kit words an error.
 * @param {Record<string, any>} refused @param {import("../../kit/words.js").Translate} t @param {(key: string) => boolean} has
 */
function refusal(refused, t, has) {
  return errorText({ code: refused.code, message: refused.message, details: refused }, t, { has }).text;
}

/** @type {LessonStep[]} */
export const STEPS = [
  {
    id: "too-early",
    setup: { op: "replay", args: { scenario: ROUND_ONE, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: (t) => ["yes", "no"].map((value) => ({ value, label: t(`lesson.covering.too-early.${value}`) })),
    // the engine is asked to cover 4♦ now: it plays the move or refuses it, and says why
    request: () => ({ op: "replay", args: { scenario: { ...ROUND_ONE, actions: ["cover 4d"] }, prefix: true } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const refused = reply.answer.refused;
      const right = value === (refused ? "no" : "yes");
      return { right, lines: gradedLines(LESSON, "too-early", right, right && refused ? refusal(refused, t, has) : "", t, has) };
    },
  },
  roundStep({ lesson: LESSON, id: "loses", vira: "7d", cards: ["3c", "4h"], covered: [true, false] }),
  roundStep({ lesson: LESSON, id: "two-covered", vira: "7d", cards: ["3c", "4h"], covered: [true, true] }),
  {
    id: "hidden",
    setup: { op: "replay", args: { scenario: { ...LEADING, actions: [...LEADING.actions, "cover 4d"] }, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: (t) => ["card", "suit", "nothing"].map((value) => ({ value, label: t(`lesson.covering.hidden.${value}`) })),
    // the table as the opponent's seat is told it
    request: () => ({ op: "replay", args: { scenario: { ...LEADING, actions: [...LEADING.actions, "cover 4d"] }, viewer: 1 } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const mine = reply.answer.table.find((/** @type {{seat: number}} */ p) => p.seat === 0);
      const truth = mine && mine.covered && !mine.card ? "nothing" : "card";
      const right = value === truth;
      return { right, lines: gradedLines(LESSON, "hidden", right, "", t, has) };
    },
  },
  {
    id: "keep",
    setup: { op: "replay", args: { scenario: BEHIND, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: (_t, data) => cardMoves(data, _t),
    // the hand after the learner's move, as the engine plays it
    request: (value) => ({ op: "replay", args: { scenario: { ...BEHIND, actions: [...BEHIND.actions, value] } } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const lost = a.finished && a.winner === 1;
      const round = a.round_details[1];
      const ruling = lost ? ruled(a.ruling, t) : round ? ruled(round.ruling, t) : "";
      return { right: !lost, lines: gradedLines(LESSON, "keep", !lost, ruling, t, has) };
    },
  },
  {
    id: "which",
    setup: { op: "replay", args: { scenario: LEADING, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: (t, data) => cardMoves(data, t).filter((o) => o.value.startsWith("cover ")),
    // the coach's analysis of the position, from the learner's seat only
    request: () => ({ op: "analyse", args: { scenario: LEADING } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const actions = /** @type {import("../../kit/protocol.js").ActionValue[]} */ (reply.answer.actions);
      const mine = actions.find((a) => a.action === value);
      // right when the engine grades the cover good or better
      const right = !!mine && passes(mine.grade);
      const card = cardText(value.slice("cover ".length), t);
      const coach = t("lesson.covering.which.coach", { card, chance: chanceText(mine ? mine.win : 0, t) });
      return { right, lines: gradedLines(LESSON, "which", right, coach, t, has, { card }) };
    },
  },
];

export const STEP_IDS = STEPS.map((s) => s.id);
