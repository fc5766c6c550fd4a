// @ts-check
// Kinds of lesson step shared by the course's lessons (pure: no DOM). Each builds a LessonStep
// (steps.js) whose grade reads only the engine's answer: "who takes this round?" (op `compare`),
// "who wins this hand?" (op `ties`), and a card to play that must do something (`compare`).
// The learner is player 1 (seat 0) unless a step says otherwise; the words of a step are the UI
// strings `lesson.<lesson>.<step>.<part>` (title, text, task, hint; `why` when there is one).

import { actionLabel, cardText, explain, readerSeatNames } from "../../kit/words.js";
import { previewText } from "../../kit/moves.js";
import { ruled } from "./steps.js";

/**
 * @typedef {import("./steps.js").LessonStep} LessonStep
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("./steps.js").Shown} Shown
 */

export const RULES = "paulista";

/**
 * A step at a position of a hand, as the engine replays it for the learner's seat: its board,
 * and the engine's legal answers there, each with what it leads to (`replay`'s choices and
 * previews). The step adds what it asks the engine about a pick and how it grades the answer.
 * @param {string} id @param {Readonly<Record<string, any>>} scenario
 */
export function atPosition(id, scenario) {
  return {
    id,
    setup: { op: "replay", args: { scenario, viewer: 0 } },
    board: true,
    vira: null,
    led: null,
    situation: () => "",
    options: (/** @type {import("../../kit/words.js").Translate} */ t, /** @type {any} */ data) => data.choices.map((/** @type {import("../../kit/protocol.js").Step} */ choice) => {
      const preview = data.preview.find((/** @type {{action: string}} */ p) => p.action === choice.action);
      return { value: choice.action, label: actionLabel(choice, t), note: preview ? previewText(preview, t) : "" };
    }),
  };
}

/** The UI string of a course lesson's step. @param {string} lesson @param {string} step @param {string} part */
export const stepKey = (lesson, step, part) => `lesson.${lesson}.${step}.${part}`;

/**
 * The lines of a graded answer: praise (with the step's `why` when it has one) or its hint, then
 * the engine's own ruling.
 * @param {string} lesson @param {string} step @param {boolean} right @param {string} ruling
 * @param {Translate} t @param {(key: string) => boolean} has @param {Record<string, string>} [params]
 */
export function gradedLines(lesson, step, right, ruling, t, has, params = {}) {
  const head = right ? t("lesson.well") : t(stepKey(lesson, step, "hint"), params);
  const why = right && has(stepKey(lesson, step, "why")) ? [t(stepKey(lesson, step, "why"), params)] : [];
  return [head, ...(ruling ? [ruling] : []), ...why];
}

/**
 * "Who takes this round?": the cards on the table in play order (the learner's seat `mine`),
 * some maybe covered; the answer is the engine's `compare`.
 * @param {{lesson: string, id: string, vira: string, cards: string[], covered?: boolean[], mine?: number,
 *   answers?: string[]}} spec
 * @returns {LessonStep}
 */
export function roundStep({ lesson, id, vira, cards, covered, mine = 0, answers = ["me", "opponent", "tie"] }) {
  return {
    id,
    setup: null,
    vira,
    led: null,
    shown: (t) => cards.map((card, seat) => ({
      label: t(seat === mine ? "lesson.shown.you" : "lesson.shown.opponent", { n: seat + 1 }),
      card: covered && covered[seat] ? null : card,
      covered: !!(covered && covered[seat]),
    })),
    situation: () => "",
    options: (t) => answers.map((value) => ({ value, label: t(`lesson.who.${value}`) })),
    request: () => ({ op: "compare", args: { rules: RULES, vira, cards, ...(covered ? { covered } : {}) } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const truth = a.winner === null ? "tie" : a.winner === mine ? "me" : "opponent";
      const right = value === truth;
      return { right, lines: gradedLines(lesson, id, right, right ? ruled(a.ruling, t) : "", t, has) };
    },
  };
}

/**
 * "Who leads the next round?" after the cards shown (the engine's `compare`: its `lead`).
 * @param {{lesson: string, id: string, vira: string, cards: string[]}} spec @returns {LessonStep}
 */
export function leadStep({ lesson, id, vira, cards }) {
  const step = roundStep({ lesson, id, vira, cards, answers: ["me", "opponent"] });
  step.options = (t) => ["me", "opponent"].map((value) => ({ value, label: t(`lesson.lead.${value}`) }));
  step.grade = (value, reply, t, _data, has) => {
    if (!reply.ok) throw reply.error;
    const a = reply.answer;
    const right = value === (a.lead === 0 ? "me" : "opponent");
    const lines = gradedLines(lesson, id, right, right ? ruled(a.lead_ruling, t) : "", t, has);
    return { right, lines };
  };
  return step;
}

/**
 * "Play a card that …": the opponent (seat 0) led `led`; the learner (seat 1) picks one of `hand`;
 * `wants` says which round result is right (the engine's `compare` of the two cards).
 * @param {{lesson: string, id: string, vira: string, led: string, hand: string[], wants: "tie" | "win"}} spec
 * @returns {LessonStep}
 */
export function answerStep({ lesson, id, vira, led, hand, wants }) {
  return {
    id,
    setup: null,
    vira,
    led,
    seat: 1,
    situation: () => "",
    options: (t) => hand.map((card) => ({ value: card, card, label: cardText(card, t) })),
    request: (value) => ({ op: "compare", args: { rules: RULES, vira, cards: [led, value] } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const right = wants === "tie" ? a.winner === null : a.winner === 1;
      const ruling = explain(a.ruling, t, { players: 2, name: readerSeatNames(t, 1) });
      return { right, lines: gradedLines(lesson, id, right, ruling, t, has, { card: cardText(value, t) }) };
    },
  };
}

/**
 * "Who wins the hand?" after these round results (0: the learner's team, 1: the opponent's, null:
 * a tie), the answer being the engine's `ties`; "open" when the hand goes on.
 * @param {{lesson: string, id: string, outcomes: (number | null)[], rules?: string, answers?: string[]}} spec
 * @returns {LessonStep}
 */
export function handStep({ lesson, id, outcomes, rules = RULES, answers = ["me", "opponent", "open"] }) {
  return {
    id,
    setup: null,
    vira: null,
    led: null,
    shown: (t) => outcomes.map((o, i) => ({
      label: t("lesson.round-n", { n: i + 1 }),
      card: null,
      result: t(o === null ? "lesson.result.tie" : o === 0 ? "lesson.result.me" : "lesson.result.opponent"),
    })),
    situation: () => "",
    options: (t) => answers.map((value) => ({ value, label: t(`lesson.who.hand-${value}`) })),
    request: () => ({ op: "ties", args: { rules, outcomes } }),
    grade(value, reply, t, _data, has) {
      if (!reply.ok) throw reply.error;
      const a = reply.answer;
      const truth = !a.decided ? "open" : a.winner === 0 ? "me" : a.winner === 1 ? "opponent" : "nobody";
      const right = value === truth;
      return { right, lines: gradedLines(lesson, id, right, right ? ruled(a.ruling, t) : "", t, has) };
    },
  };
}
