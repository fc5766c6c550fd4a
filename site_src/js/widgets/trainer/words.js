// @ts-check
// The trainer in words (pure: a translator and the page's language in, text out): the kinds of
// spot, the coach's verdict on a pick (its grade, its value, what it gave away against the best
// move: points, or where the score decided, the chance to win the match — the engine's `loss`),
// the running score, the figures per kind and the decisions to review. Strings:
// site_src/i18n/widget-trainer.json (`trainer.*`), the kit's (`coach.grade.*`, actions, cards).

import { analysisDigits, choiceOf, whyLine } from "../../kit/coach.js";
import { gradeText } from "../../kit/coach-review.js";
import { amountDigits, amountText, chanceText, countText, valueText } from "../../kit/numbers.js";
import { actionLabel } from "../../kit/words.js";
import { bestChoice } from "./flow.js";
import { totals } from "./progress.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").TrainerCheck} TrainerCheck
 * @typedef {import("./progress.js").Progress} Progress
 * @typedef {import("./progress.js").KindStats} KindStats
 * @typedef {import("./progress.js").Review} Review
 */

/**
 * A kind of spot's name (`at`: the score of the hand of eleven under the rules, mão de dez in
 * mineiro: from the page's rules, never a fixed number).
 * @param {string} kind @param {Translate} t @param {number | string} at
 */
export function kindName(kind, t, at) {
  return t(`trainer.kind.${kind}`, { at });
}

/** An amount of points, with the decimals it needs. @param {number} n @param {string} lang */
const points = (n, lang) => amountText(n, lang, amountDigits([n]));
/** A chance given away, in percentage points. @param {number} chance @param {string} lang */
const pp = (chance, lang) => points(100 * chance, lang);

/**
 * The coach's verdict on the pick, in lines: whether it passed, its grade and value, what it gave
 * away against the best move, and the coach's reason for it.
 * @param {TrainerCheck} check @param {boolean} passed @param {Translate} t @param {string} lang
 * @param {{has?: (key: string) => boolean}} [options]
 * @returns {string[]}
 */
export function verdictLines(check, passed, t, lang, options = {}) {
  const { analysis, grade } = check;
  const mine = analysis.actions.find((a) => a.action === check.action);
  if (!mine) return [t("trainer.verdict.unknown")];
  const move = actionLabel(choiceOf(mine), t);
  const gradeWords = gradeText(grade.grade, t);
  const top = mine.best ? null : bestChoice(check);
  const topValue = top ? analysis.actions.find((a) => a.action === top.action) : undefined;
  const head = t(passed ? "trainer.right" : "trainer.wrong");
  let line;
  if (grade.by === "match") {
    const value = chanceText(mine.match, lang);
    line = top && topValue
      ? t("trainer.verdict.other-match", { move, grade: gradeWords, value, loss: pp(grade.loss, lang),
        best: actionLabel(top, t), bestValue: chanceText(topValue.match, lang) })
      : t("trainer.verdict.best-match", { move, grade: gradeWords, value });
  } else {
    const digits = /** @type {1 | 2} */ (Math.max(analysisDigits(analysis), amountDigits([grade.loss])));
    const value = valueText(mine.ev, lang, digits);
    line = top && topValue
      ? t("trainer.verdict.other", { move, grade: gradeWords, value, loss: amountText(grade.loss, lang, digits),
        best: actionLabel(top, t), bestValue: valueText(topValue.ev, lang, digits) })
      : t("trainer.verdict.best", { move, grade: gradeWords, value });
  }
  const why = whyLine(mine.reason, t, lang, options);
  return [head, line, ...(why ? [why] : [])];
}

/**
 * The running score: what the decisions gave away on average (points; and apart, where the score
 * decided, the chance to win the match), and how many passed.
 * @param {Progress} p @param {Translate} t @param {string} lang @returns {string[]}
 */
export function scoreLines(p, t, lang) {
  const s = totals(p);
  if (s.n === 0) return [t("trainer.score.none")];
  const lines = [t(s.n === 1 ? "trainer.score.passed.one" : "trainer.score.passed.many",
    { passed: countText(s.passed, lang), n: countText(s.n, lang) })];
  if (s.byPoints) {
    lines.push(t(s.byPoints === 1 ? "trainer.score.points.one" : "trainer.score.points.many",
      { loss: points(s.loss / s.byPoints, lang), n: countText(s.byPoints, lang) }));
  }
  if (s.byMatch) {
    lines.push(t(s.byMatch === 1 ? "trainer.score.match.one" : "trainer.score.match.many",
      { loss: pp(s.matchLoss / s.byMatch, lang), n: countText(s.byMatch, lang) }));
  }
  return lines;
}

/**
 * One kind's figures for the table: decisions, how many passed, given away per decision.
 * @param {KindStats | undefined} s @param {Translate} t @param {string} lang
 * @returns {{n: string, passed: string, loss: string}}
 */
export function kindRow(s, t, lang) {
  if (!s || s.n === 0) return { n: countText(0, lang), passed: "", loss: "" };
  const parts = [];
  if (s.byPoints) parts.push(t("trainer.stats.points", { loss: points(s.loss / s.byPoints, lang) }));
  if (s.byMatch) parts.push(t("trainer.stats.match", { loss: pp(s.matchLoss / s.byMatch, lang) }));
  return { n: countText(s.n, lang), passed: countText(s.passed, lang), loss: parts.join("; ") };
}

/**
 * A costly decision to review, in one line.
 * @param {Review} r @param {Translate} t @param {string} lang @param {number | string} at
 */
export function reviewText(r, t, lang, at) {
  const params = { kind: kindName(r.kind, t, at), move: actionLabel(r.move, t), grade: gradeText(r.grade, t),
    best: r.best ? actionLabel(r.best, t) : "" };
  if (r.by === "match") return t("trainer.worst.item-match", { ...params, loss: pp(r.loss, lang) });
  return t("trainer.worst.item", { ...params, loss: points(r.loss, lang) });
}
