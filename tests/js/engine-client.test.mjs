// @ts-check
// The engine client's time limits (node --test), with a stand-in worker and mocked timers: the
// worker answers in order, so a request counts its time from its own turn, not from when it was
// asked (issue 35, M1: on a slow first visit the first requests, queued behind the start and the
// solution's download, timed out as if the engine were dead).

import assert from "node:assert/strict";
import { mock, test } from "node:test";

import { installPage } from "./helpers.mjs";

installPage();
// what the client touches of the page: the engine's state on <html>, and the page's load
const page = /** @type {any} */ (globalThis).document;
page.readyState = "complete";
page.documentElement.setAttribute = (/** @type {string} */ name, /** @type {string} */ value) => {
  page.documentElement[name] = value;
};

/** @type {FakeWorker[]} */
const workers = [];
class FakeWorker {
  constructor() {
    /** @type {any[]} */
    this.sent = [];
    /** @type {((event: {data: any}) => void) | null} */
    this.onmessage = null;
    this.onerror = null;
    this.terminated = false;
    workers.push(this);
  }
  /** @param {any} message */
  postMessage(message) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  /** @param {any} data */
  say(data) {
    this.onmessage?.({ data });
  }
  /** Answer the oldest message not yet answered. @param {any} result */
  answer(result) {
    const message = this.sent.shift();
    this.say({ type: "response", id: message.id, response: JSON.stringify({ ok: true, result }) });
  }
}
/** @type {any} */ (globalThis).Worker = FakeWorker;

test("a request queued behind a slow answer and a download counts its time from its own turn", async () => {
  mock.timers.enable({ apis: ["setTimeout"] });
  try {
    const client = await import("../../site_src/js/engine-client.js");
    const first = client.ask("ping");
    const ladder = client.needData("ladder");
    const second = client.ask("ping");
    const worker = workers[0];
    assert.equal(worker.sent.length, 3);
    mock.timers.tick(30_000); // a slow start: nothing times out while the engine boots
    worker.say({ type: "ready", version: "t", mode: "plain", bootMs: 30_000, slowLink: true });
    mock.timers.tick(9_000); // the first answer takes 9 s (the limit is 10 s)
    worker.answer({ version: "t" });
    assert.deepEqual(await first, { version: "t" });
    mock.timers.tick(60_000); // the solution's download takes a minute (its limit is 2)
    worker.answer({ name: "ladder", loaded: true });
    assert.deepEqual(await ladder, { name: "ladder", loaded: true });
    mock.timers.tick(9_000); // 99 s after it was asked, 9 s after its turn came
    worker.answer({ version: "t" });
    assert.deepEqual(await second, { version: "t" });
    assert.equal(workers.length, 1, "the engine was never taken for dead");
    assert.equal(client.engineInfo().state, "ready");
    // a request the worker sits on past its own limit still fails, and the worker is replaced
    const stuck = client.ask("ping");
    mock.timers.tick(10_001);
    await assert.rejects(stuck, { code: "timeout" });
    assert.equal(workers.length, 2, "a stuck worker is replaced");
    assert.ok(workers[0].terminated);
  } finally {
    mock.timers.reset();
  }
});
