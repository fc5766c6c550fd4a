// @ts-check
// The value graph of a line: the value of the hand for the viewer's team after each judged move
// (the engine's `review_line`), and the result once the hand is over. Points are pure facts
// (graphPoints); drawGraph draws them as an SVG, each point a link-like target to its decision.

import { valueDigits, valueText } from "../../kit/numbers.js";

/**
 * @typedef {import("../../kit/protocol.js").LineReview} LineReview
 * @typedef {{step: number, decision: number | null, value: number, grade: string | null}} GraphPoint
 *   `step`: the position after the move (the line's step); `decision`: the step of the decision
 *   the point judges (null for the result)
 */

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const HEIGHT = 100;
const PAD = 14;

/**
 * The graph's points: each judged, unforced move at the step after it, then the result.
 * @param {LineReview} review @param {number} moves the line's moves @returns {GraphPoint[]}
 */
export function graphPoints(review, moves) {
  /** @type {GraphPoint[]} */
  const points = [];
  for (const d of review.decisions) {
    if (d.hidden || d.forced || typeof d.value !== "number") continue;
    points.push({ step: d.index + 1, decision: d.index, value: d.value, grade: d.grade || null });
  }
  if (review.outcome !== null && review.outcome !== undefined) {
    points.push({ step: moves, decision: null, value: review.outcome, grade: null });
  }
  return points;
}

/** @param {string} tag @param {Record<string, string | number>} attributes */
function svg(tag, attributes) {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/**
 * The graph as an SVG (a line through the points, a zero line, a dot per point; the current step
 * marked). Clicking a dot goes to its decision.
 * @param {GraphPoint[]} points @param {number} moves @param {number} current the step on screen
 * @param {string} lang @param {(step: number) => void} go
 * @returns {SVGSVGElement}
 */
export function drawGraph(points, moves, current, lang, go) {
  const root = /** @type {SVGSVGElement} */ (svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "truco-analysis__graph-svg", "aria-hidden": "true", focusable: "false" }));
  const top = Math.max(1, ...points.map((p) => Math.abs(p.value)));
  const x = (/** @type {number} */ step) => PAD + (moves === 0 ? 0 : (step / moves) * (WIDTH - 2 * PAD));
  const y = (/** @type {number} */ value) => HEIGHT / 2 - (value / top) * (HEIGHT / 2 - PAD);
  root.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(0), y2: y(0), class: "truco-analysis__graph-zero" }));
  root.append(svg("line", { x1: x(current), x2: x(current), y1: PAD / 2, y2: HEIGHT - PAD / 2, class: "truco-analysis__graph-now" }));
  const digits = valueDigits(points.map((p) => p.value));
  for (const [value, place] of [[top, PAD], [-top, HEIGHT - PAD]]) {
    const label = svg("text", { x: 2, y: place + 4, class: "truco-analysis__graph-scale" });
    label.textContent = valueText(value, lang, digits);
    root.append(label);
  }
  if (points.length > 1) {
    root.append(svg("polyline", { points: points.map((p) => `${x(p.step)},${y(p.value)}`).join(" "), class: "truco-analysis__graph-line" }));
  }
  for (const p of points) {
    const dot = svg("circle", { cx: x(p.step), cy: y(p.value), r: 5,
      class: p.grade ? `truco-analysis__graph-dot truco-grade--${p.grade}` : `truco-analysis__graph-dot truco-analysis__graph-dot--${p.decision === null ? "result" : "none"}` });
    const target = p.decision;
    if (target !== null) dot.addEventListener("click", () => go(target));
    root.append(dot);
  }
  return root;
}
