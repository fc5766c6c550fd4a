// @ts-check
// Running a widget's engine round trips: while one runs the root carries data-busy; once it has
// drawn its answer, data-answers counts one more (tests and scripts wait on it). An engine
// outage goes to ctx.fail (the shell shows it); an engine refusal goes to the widget.

import { isEngineDown } from "./words.js";

/**
 * @param {{root: HTMLElement, name?: string, fail: (err: unknown) => void}} ctx
 * @param {(err: any) => void} onRefusal
 * @returns {<A extends unknown[]>(fn: (...args: A) => Promise<void> | void) => (...args: A) => Promise<void>}
 */
export function operations(ctx, onRefusal) {
  let running = 0;
  return (fn) => async (...args) => {
    running += 1;
    ctx.root.dataset.busy = "true";
    try {
      await fn(...args);
    } catch (err) {
      if (isEngineDown(err)) {
        if (!err || typeof (/** @type {any} */ (err)).code !== "string") console.error(`Truco Lab: ${ctx.name}`, err);
        ctx.fail(err);
      } else {
        onRefusal(err);
      }
    } finally {
      running -= 1;
      if (running === 0) delete ctx.root.dataset.busy;
      ctx.root.dataset.answers = String(Number(ctx.root.dataset.answers || 0) + 1);
    }
  };
}
