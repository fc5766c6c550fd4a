// @ts-check
// Words of the teachers' tools (the puzzle, the gallery, the set and the scenario editor): the
// question of a puzzle, its answers to choose from, what a student's answer earned, the solution
// and how the coach valued the moves. Pure functions of the engine's answers (ops `puzzle`,
// `puzzle_check`, `puzzle_list`) and a translator; every fact — who won, why, what a move is worth —
// comes from the engine. Strings: puzzle.* (site_src/i18n/widget-puzzle.json), set.own-* (the
// names of a teacher's own puzzles: widget-puzzle-set.json); the coach's values
// in the coach's own words and numbers (kit/coach.js: the same column names, precision, grades,
// reasons and method sentences as the Play and Analysis pages).

import { amountDigits, amountText, analysisDigits, chanceText, valueText, whyLine } from "../coach.js";
import { gradeText } from "../coach-review.js";
import { actionLabel, callText, capitalize, cardText, explain, joinList, pointsText, seatText, teamText } from "../words.js";

/**
 * @typedef {import("../words.js").Translate} Translate
 * @typedef {import("../protocol.js").Observation} Observation
 * @typedef {import("../protocol.js").Step} Step
 * @typedef {import("../protocol.js").PuzzleView} PuzzleView
 * @typedef {import("../protocol.js").PuzzleVerdict} PuzzleVerdict
 * @typedef {import("../protocol.js").PuzzleSolution} PuzzleSolution
 * @typedef {{value: number | null | string, label: string}} Option an answer to choose from
 */

/** The question kinds, as the engine lists them (truco.teach.puzzles.KINDS): the editor's menu order. */
export const KINDS = /** @type {const} */ (["play", "round", "lead", "hand", "points"]);

/** The question a puzzle asks. @param {string} kind @param {Translate} t */
export function questionText(kind, t) {
  return t(`puzzle.ask.${kind}`);
}

/**
 * A team as an answer: "player 2" heads-up, "team 1 (players 1 and 3)" in pairs.
 * @param {number} team @param {number} players @param {Translate} t
 */
export function teamOption(team, players, t) {
  if (players === 2) return capitalize(teamText(team, t, 2));
  return capitalize(t("puzzle.team-seats", { team: teamText(team, t, 4), a: team + 1, b: team + 3 }));
}

/**
 * The answers a student chooses from for "who": teams and a tie (round) or nobody (hand), or
 * seats (lead), in the order the engine lists them.
 * @param {PuzzleView} view @param {Translate} t @returns {Option[]}
 */
export function whoOptions(view, t) {
  const who = view.options.who || [];
  return who.map((value) => {
    if (value === null) return { value, label: t(view.kind === "round" ? "puzzle.who.tie" : "puzzle.who.nobody") };
    if (view.kind === "lead") return { value, label: capitalize(seatText(value, t)) };
    return { value, label: teamOption(value, view.players, t) };
  });
}

/** The reasons offered (the same list for every puzzle of a kind). @param {PuzzleView} view @param {Translate} t @returns {Option[]} */
export function whyOptions(view, t) {
  return (view.options.why || []).map((code) => ({ value: code, label: t(`puzzle.why.${code}`) }));
}

/**
 * The label of an answer the student gave, for feedback ("Not player 2").
 * @param {PuzzleView} view @param {unknown} value @param {Translate} t
 */
export function answerLabel(view, value, t) {
  const found = whoOptions(view, t).find((o) => o.value === value);
  return found ? found.label : String(value);
}

/**
 * Who the student is, in words: "You are player 2." (and "Your partner is player 4." in pairs).
 * @param {PuzzleView} view @param {Translate} t
 */
export function seatLine(view, t) {
  const { partner } = view.observation.seats[view.seat];
  const you = t("puzzle.you-are", { seat: seatText(view.seat, t) });
  if (partner === null) return you;
  return `${you} ${t("puzzle.partner-is", { seat: seatText(partner, t) })}`;
}

/**
 * The situation in one line: the score, what the hand is worth, which round it is.
 * @param {PuzzleView} view @param {Translate} t
 */
export function situationLine(view, t) {
  const obs = view.observation;
  const score = t("outcome.score", { a: obs.start_score[0], b: obs.start_score[1], t1: teamText(0, t, view.players), t2: teamText(1, t, view.players) });
  return `${score} ${t("puzzle.worth", { points: pointsText(obs.value, t) })}`;
}

/**
 * What the student's answer earned, in words (the engine's verdict; the points a move gives away
 * as the coach writes them: kit/coach.js amountText, never "0.0" for a loss).
 * @param {PuzzleView} view @param {PuzzleVerdict} verdict @param {unknown} given what was answered
 * @param {Translate} t @param {string} lang
 */
export function verdictText(view, verdict, given, t, lang) {
  if (verdict.revealed) return t("puzzle.revealed");
  if (verdict.part === "action") {
    const grade = verdict.grade || "best";
    const loss = verdict.loss || 0;
    const text = verdict.by === "match" && grade !== "best" && grade !== "good"
      ? t(`puzzle.grade.${grade}-match`, { loss: amountText(100 * loss, lang, amountDigits([100 * loss])) })
      : t(`puzzle.grade.${grade}`, { loss: amountText(loss, lang, amountDigits([loss])) });
    return verdict.solved ? text : `${text} ${t("puzzle.try-again")}`;
  }
  if (verdict.correct) {
    if (verdict.part === "who" && !verdict.solved) return t("puzzle.right-why");
    return t("puzzle.right");
  }
  if (verdict.part === "why") return `${t("puzzle.wrong-why")} ${t("puzzle.try-again")}`;
  if (verdict.part === "points") return `${t("puzzle.wrong-points", { n: String(given) })} ${t("puzzle.try-again")}`;
  return `${t("puzzle.wrong-who", { answer: answerLabel(view, given, t) })} ${t("puzzle.try-again")}`;
}

/**
 * The solution in sentences: the answer, and the engine's reason for it (round, lead, hand,
 * points), or the coach's move and why (play: the first best move's reason, as the coach says it).
 * @param {PuzzleView} view @param {PuzzleSolution} solution @param {Translate} t @param {string} lang
 * @returns {string[]}
 */
export function solutionLines(view, solution, t, lang) {
  const lines = [];
  const players = view.players;
  if (solution.kind === "play") {
    const analysis = /** @type {NonNullable<PuzzleSolution["analysis"]>} */ (solution.analysis);
    const bests = analysis.actions.filter((a) => a.best);
    lines.push(t("puzzle.answer.play", { moves: joinList(bests.map((a) => actionLabel(a, t)), t) }));
    const why = bests.length ? whyLine(bests[0].reason, t, lang) : "";
    if (why) lines.push(why);
    return lines;
  }
  if (solution.kind === "points") {
    lines.push(t("puzzle.answer.points", { points: pointsText(/** @type {number} */ (solution.points), t) }));
  } else if (solution.kind === "lead") {
    lines.push(t("puzzle.answer.lead", { seat: seatText(/** @type {number} */ (solution.who), t) }));
  } else {
    const who = solution.who === null || solution.who === undefined
      ? t(solution.kind === "round" ? "puzzle.answer.tie" : "puzzle.answer.nobody")
      : t(`puzzle.answer.${solution.kind}`, { team: teamText(solution.who, t, players) });
    lines.push(capitalize(who));
  }
  if (solution.ruling) lines.push(explain(solution.ruling, t, { players }));
  return lines;
}

/**
 * The rows of the coach's table, best first, as the coach's own table words them (kit/coach.js):
 * each move, its value (the analysis's precision), its chance of winning the hand and its grade (the engine
 * grades; the page only words it).
 * @param {NonNullable<PuzzleSolution["analysis"]>} analysis @param {Record<string, string>} grades
 *   the grade of each action (from the engine's `grade`, see `puzzle_check`) @param {Translate} t
 * @param {string} lang
 */
export function analysisRows(analysis, grades, t, lang) {
  const digits = analysisDigits(analysis);
  const order = analysis.actions.map((a, i) => ({ a, i }));
  order.sort((x, y) => y.a.ev - x.a.ev || x.i - y.i); // best first, as the coach's table
  return order.map(({ a }) => ({
    action: a.action,
    label: actionLabel(a, t),
    ev: a.ev,
    value: valueText(a.ev, lang, digits),
    win: chanceText(a.win, lang),
    best: a.best,
    grade: grades[a.action] ? gradeText(grades[a.action], t) : "",
  }));
}

/** A topic's name. @param {string} topic @param {Translate} t */
export function topicText(topic, t) {
  return t(`puzzle.topic.${topic}`);
}

/** A level's name. @param {number} level @param {Translate} t */
export function levelText(level, t) {
  return t(`puzzle.level.${level}`);
}

/**
 * A puzzle's title: the gallery's in the page's language, a teacher's own as they wrote it, else
 * the question.
 * @param {{title?: Record<string, string> | string | null, kind: string}} view @param {string} lang @param {Translate} t
 */
export function titleText(view, lang, t) {
  const { title } = view;
  if (typeof title === "string") return title || questionText(view.kind, t);
  return title && title[lang] ? title[lang] : questionText(view.kind, t);
}

/** How much of a teacher's note names their own puzzle when it has no title (characters). */
export const NOTE_SHOWN = 48;

/**
 * The name of a teacher's own puzzle in a list (the set's): its title, else the start of its
 * note, else the generic words; each with its question and the rules it is played under.
 * @param {{kind: string, title?: Record<string, string> | string | null, note?: string}} view
 * @param {string} rules the rules' name @param {Translate} t
 */
export function ownName(view, rules, t) {
  const words = { question: questionText(view.kind, t), rules };
  if (typeof view.title === "string" && view.title.trim()) return t("set.own-title", { ...words, title: view.title.trim() });
  const note = noteExcerpt(view.note);
  return note ? t("set.own-note", { ...words, note }) : t("set.own-kind", words);
}

/** The start of a teacher's note, on one line (at most NOTE_SHOWN characters). @param {unknown} text */
export function noteExcerpt(text) {
  const line = typeof text === "string" ? text.replace(/\s+/g, " ").trim() : "";
  return line.length > NOTE_SHOWN ? `${line.slice(0, NOTE_SHOWN - 1).trimEnd()}…` : line;
}

/**
 * The summary of a sequence: how many were solved, at the first try, shown.
 * @param {{status: string, misses: number, hinted?: boolean}[]} progress @param {Translate} t
 */
export function summaryText(progress, t) {
  const solved = progress.filter((p) => p.status === "solved");
  const first = solved.filter((p) => p.misses === 0 && !p.hinted).length;
  const shown = progress.filter((p) => p.status === "revealed").length;
  return t("puzzle.summary", { solved: solved.length, total: progress.length, first, shown });
}

/**
 * A puzzle's hint in words (the engine's `puzzle_hint`: the rule to look at, never the answer).
 * @param {import("../protocol.js").PuzzleHint} hint @param {Translate} t
 */
export function hintText(hint, t) {
  const p = hint.params;
  const cards = (/** @type {string[] | undefined} */ list) => joinList((list || []).map((c) => cardText(c, t)), t);
  if (hint.code === "hint-manilhas") return t("puzzle.hint.manilhas", { vira: cardText(p.vira, t), rank: p.rank, cards: cards(p.cards) });
  if (hint.code === "hint-fixed") return t("puzzle.hint.fixed", { cards: cards(p.cards) });
  if (hint.code === "hint-hand") return `${t("puzzle.hint.hand")} ${t(`puzzle.hint.three-ties.${p.three_ties}`)}`;
  if (hint.code === "hint-points") {
    // the call's name as a word in a list, not the shout ("¡Truco!" -> "Truco")
    const steps = (p.calls || []).map((c) => t("puzzle.hint.call", { call: callText(c.call, t).replace(/[¡!]/g, ""), value: c.value }));
    return t("puzzle.hint.points", { start: p.start, calls: joinList(steps, t) });
  }
  if (hint.code === "hint-play") return t("puzzle.hint.play", { good: p.good, moves: p.moves });
  return t(`puzzle.hint.${hint.code.slice("hint-".length)}`);
}
