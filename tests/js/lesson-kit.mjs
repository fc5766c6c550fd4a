// @ts-check
// What the lessons' unit tests share: an engine answer or refusal as a step grades it, and every
// option of a step graded against the engine's real answers.

import assert from "node:assert/strict";

/** A string with a placeholder left in it: a missing parameter. */
export const PLACEHOLDER = /\{\w+\}/;

/**
 * The engine's answer or refusal, as a step's `grade` reads it.
 * @param {{ask: (op: string, args: object) => Promise<any>}} engine @param {string} op @param {object} args
 */
export async function reply(engine, op, args) {
  try {
    return { ok: /** @type {const} */ (true), answer: await engine.ask(op, args) };
  } catch (err) {
    return { ok: /** @type {const} */ (false), error: err };
  }
}

/**
 * Grade every option of a step with the engine's answers; each option has a label and graded
 * words without a placeholder left. Returns the options graded right, sorted.
 * @param {{ask: (op: string, args: object) => Promise<any>}} engine @param {any} step @param {any} data
 * @param {any} t @param {(key: string) => boolean} has @param {string} where
 * @returns {Promise<string[]>}
 */
export async function rightOptions(engine, step, data, t, has, where) {
  const options = step.options(t, data);
  assert.ok(options.length >= 2, where);
  const right = [];
  for (const option of options) {
    assert.ok(option.label && !PLACEHOLDER.test(option.label), `${where}: ${option.label}`);
    const request = step.request(option.value);
    const graded = step.grade(option.value, await reply(engine, request.op, request.args), t, data, has);
    assert.ok(graded.lines.length >= 1, where);
    for (const line of graded.lines) assert.ok(line && !PLACEHOLDER.test(line), `${where} ${option.value}: ${line}`);
    if (graded.right) right.push(option.value);
  }
  return right.sort();
}
