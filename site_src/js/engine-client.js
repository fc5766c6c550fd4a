// @ts-check
// Truco Lab engine client: one worker per visit, request ids, timeouts, restarts.
//
// A module script runs once per visit, also under Material's instant navigation: the worker,
// started as soon as this module is evaluated, survives page changes.
//
//   ask(op, args, {timeout}) -> Promise of the engine's `result`
//     sends {op, args} (kit/protocol.js) to truco.web.handle; rejects with an EngineError
//     carrying the engine's error `code` and `message` (and the whole error object as `details`).
//   <html data-engine="loading|ready|failed"> follows the worker.
//
// The worker survives anything the engine does: when the interpreter fails (a fatal Pyodide
// error, an exception out of handle(), an answer that is not one) the worker is replaced and
// the request is sent once more; listeners of onRestart hear about it (a training game reopens
// itself from its token).

import { decodeResponse, encodeRequest, EngineError } from "./kit/protocol.js";
import { pageData } from "./kit/page.js";
import { workerAddress, workerName } from "./kit/boot-choice.js";

export { EngineError };

const DEFAULT_TIMEOUT_MS = 10_000;
const BOOT_TIMEOUT_MS = 60_000; // first boot on a slow machine: download ~13 MB + start Python
const AUTO_RESTARTS = 1; // silent retries of a failed boot before the page shows "failed"
/** Answers after which the interpreter cannot be trusted: replace the worker, ask again once. */
const BROKEN = new Set(["worker-error", "bad-response"]);

const WORKER_URL = workerAddress({
  root: new URL("../../", import.meta.url), // this module is assets/js/engine-client.js
  worker: String(pageData().worker || "assets/js/worker.js?v=dev"),
  serviceWorkers: typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext,
});
// a developer's boot for the tab, in the worker's name (its URL stays the one the offline cache keeps)
const WORKER_NAME = workerName((() => {
  try {
    return window.sessionStorage.getItem("truco.engine-boot");
  } catch {
    return null; // storage blocked: the worker measures the link
  }
})());

/**
 * @typedef {{request: string, resolve: (v: any) => void, reject: (e: Error) => void,
 *   timeout: number, timer: ReturnType<typeof setTimeout> | null, retried: boolean,
 *   load?: string}} Pending
 */

/** @type {Worker | null} */
let worker = null;
let state = "loading";
/** @type {{version: string | null, mode: string | null, bootMs: number | null, error: string | null, slowLink?: boolean}} */
let info = { version: null, mode: null, bootMs: null, error: null };
let nextId = 1;
let autoRestartsLeft = AUTO_RESTARTS;
/** @type {ReturnType<typeof setTimeout> | null} */
let bootTimer = null;
/** @type {Map<number, Pending>} */
const pending = new Map();
/** @type {Set<(state: string, info: object) => void>} */
const listeners = new Set();
/** @type {Set<(reason: string) => void>} */
const restartListeners = new Set();

/** @param {string} next */
function setState(next) {
  state = next;
  document.documentElement.setAttribute("data-engine", next);
  for (const fn of [...listeners]) {
    try {
      fn(next, { ...info });
    } catch (err) {
      console.error(err);
    }
  }
}

/** Current engine state: "loading" | "ready" | "failed". */
export function engineState() {
  return state;
}

/** {state, version, mode ("snapshot" | "plain"), bootMs, error, slowLink} of the current worker
 * (slowLink: a plain boot chosen because the snapshot's download was too slow). */
export function engineInfo() {
  return { state, ...info };
}

/** Call fn(state, info) on every change of state; returns an unsubscribe function. @param {(state: string, info: object) => void} fn */
export function onEngineState(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Call fn(reason) whenever a broken engine was replaced by a fresh one (its memory, e.g. open
 * training games, is gone). Returns an unsubscribe function. @param {(reason: string) => void} fn
 */
export function onRestart(fn) {
  restartListeners.add(fn);
  return () => restartListeners.delete(fn);
}

/**
 * Arm the time limit of the request the worker is on: the oldest waiting (the worker answers in
 * order), so one queued behind the start, a data load or a slow answer counts from its own turn.
 */
function armHead() {
  const [id] = pending.keys();
  const entry = id === undefined ? undefined : pending.get(id);
  if (state !== "ready" || !entry || entry.timer !== null) return;
  entry.timer = setTimeout(() => {
    // The worker is busy (or stuck) with this request: nothing else would get through either.
    const error = new EngineError(`the engine did not answer within ${entry.timeout} ms`, { code: "timeout" });
    restart(error, { silent: true });
  }, entry.timeout);
}

/** @param {Error} error */
function rejectAll(error) {
  for (const [id, entry] of pending) {
    if (entry.timer !== null) clearTimeout(entry.timer);
    pending.delete(id);
    entry.reject(error);
  }
}

function stop() {
  if (bootTimer !== null) clearTimeout(bootTimer);
  bootTimer = null;
  if (worker !== null) {
    worker.onmessage = null;
    worker.onerror = null;
    worker.terminate();
    worker = null;
  }
}

/** @param {number} id @param {Pending} entry */
function send(id, entry) {
  start();
  if (worker === null) return;
  worker.postMessage(entry.load ? { type: "load", id, name: entry.load } : { type: "request", id, request: entry.request });
  armHead();
}

/**
 * A broken interpreter answered request `id`: replace the worker, send the request once more
 * (the others waiting go along), and tell the listeners.
 * @param {number} id @param {EngineError} error
 */
function recover(id, error) {
  const entry = pending.get(id);
  if (!entry) return;
  if (entry.retried) {
    pending.delete(id);
    if (entry.timer !== null) clearTimeout(entry.timer);
    armHead();
    entry.reject(error);
    return;
  }
  entry.retried = true;
  stop();
  setState("loading");
  for (const [other, waiting] of pending) {
    if (waiting.timer !== null) clearTimeout(waiting.timer);
    waiting.timer = null;
    send(other, waiting);
  }
  for (const fn of [...restartListeners]) {
    try {
      fn(error.code);
    } catch (err) {
      console.error(err);
    }
  }
}

/** @param {MessageEvent} event */
function onMessage(event) {
  const msg = event.data || {};
  switch (msg.type) {
    case "ready":
      if (bootTimer !== null) clearTimeout(bootTimer);
      bootTimer = null;
      info = { version: msg.version, mode: msg.mode, bootMs: msg.bootMs, error: null, slowLink: !!msg.slowLink };
      autoRestartsLeft = AUTO_RESTARTS;
      setState("ready");
      armHead();
      break;
    case "fatal":
      bootFailed(new EngineError(msg.message || "the engine could not start", { code: "boot-failed" }));
      break;
    case "response":
    case "error": {
      const entry = pending.get(msg.id);
      if (!entry) return; // an answer to a request that already timed out
      if (entry.timer !== null) clearTimeout(entry.timer);
      entry.timer = null;
      /** @type {ReturnType<typeof decodeResponse>} */
      const answer = msg.type === "error"
        ? { ok: false, error: { code: "worker-error", message: String(msg.message) } }
        : decodeResponse(msg.response);
      if (!answer.ok && BROKEN.has(answer.error.code)) {
        recover(msg.id, new EngineError(answer.error.message, { code: answer.error.code }));
        return;
      }
      pending.delete(msg.id);
      armHead();
      if (answer.ok) entry.resolve(answer.result);
      else entry.reject(new EngineError(answer.error.message, { code: answer.error.code, details: answer.error }));
      break;
    }
    default:
      // a closed set of messages (worker.js): anything else is a bug of the worker or the page
      throw new TypeError(`engine worker: unknown message type ${JSON.stringify(msg.type)}`);
  }
}

/** @param {EngineError} error */
function bootFailed(error) {
  stop();
  info = { version: null, mode: null, bootMs: null, error: error.message };
  rejectAll(error);
  if (autoRestartsLeft > 0) {
    autoRestartsLeft -= 1;
    start();
    return;
  }
  setState("failed");
}

function start() {
  if (worker !== null) return;
  if (state !== "loading") setState("loading");
  try {
    worker = new Worker(WORKER_URL, { type: "module", name: WORKER_NAME });
  } catch (err) {
    worker = null;
    autoRestartsLeft = 0;
    bootFailed(new EngineError(`cannot start the engine worker: ${err}`, { code: "boot-failed" }));
    return;
  }
  worker.onmessage = onMessage;
  worker.onerror = (event) => {
    // A module that fails to load shows up here as a bare Event; keep it out of the console.
    event.preventDefault();
    bootFailed(new EngineError(`the engine worker failed: ${event.message || "could not load its script"}`, {
      code: "boot-failed",
    }));
  };
  bootTimer = setTimeout(() => {
    bootFailed(new EngineError(`the engine did not start within ${BOOT_TIMEOUT_MS} ms`, { code: "boot-timeout" }));
  }, BOOT_TIMEOUT_MS);
}

/**
 * Throw the current worker away and start a new one. Pending requests are rejected with `error`.
 * Used after a timed-out request (silent) and by the "try again" button (resets the retries).
 * @param {EngineError} [error] @param {{silent?: boolean}} [options]
 */
export function restart(error = new EngineError("the engine was restarted", { code: "restarted" }), { silent = false } = {}) {
  stop();
  rejectAll(error);
  if (!silent) autoRestartsLeft = AUTO_RESTARTS;
  setState("loading");
  start();
}

/**
 * Ask the engine: resolves with `result` of truco.web.handle({op, args}).
 * @template {keyof import("./kit/protocol.js").OpArgs} K
 * @param {K} op
 * @param {import("./kit/protocol.js").OpArgs[K]} [args]
 * @param {{timeout?: number}} [options] milliseconds once the engine is ready (default 10 s);
 *   while it boots, the boot timeout applies.
 * @returns {Promise<import("./kit/protocol.js").OpResults[K]>}
 */
export function ask(op, args = /** @type {any} */ ({}), { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  if (state === "failed") {
    return Promise.reject(new EngineError(info.error || "the engine is not available", { code: "engine-failed" }));
  }
  let request;
  try {
    request = encodeRequest(op, args);
  } catch (err) {
    return Promise.reject(new EngineError(`cannot encode the request: ${err}`, { code: "bad-request" }));
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const entry = { request, resolve, reject, timeout, timer: null, retried: false };
    pending.set(id, entry);
    send(id, entry);
  });
}

/** How long a data download may take before the worker counts as stuck. */
const LOAD_TIMEOUT_MS = 120_000;

/**
 * Have the engine fetch and install shipped data it keeps out of its zip ("ladder": the solved
 * hand with the ladder, which the heads-up coach plays). Requests sent after this wait for it.
 * Resolves with {name, loaded}: loaded false when the build has none or the download failed
 * (the engine then plays on without it).
 * @param {"ladder"} name
 * @returns {Promise<{name: string, loaded: boolean, problem?: string}>}
 */
export function needData(name) {
  if (state === "failed") {
    return Promise.reject(new EngineError(info.error || "the engine is not available", { code: "engine-failed" }));
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const entry = { request: "", resolve, reject, timeout: LOAD_TIMEOUT_MS, timer: null, retried: false, load: name };
    pending.set(id, entry);
    send(id, entry);
  });
}

document.documentElement.setAttribute("data-engine", state);
// The engine boots in the background once the page has loaded: a pre-rendered answer needs no
// engine, and the runtime's download and compilation would compete with the first paint. A
// request before then starts it at once (send). On a repeat visit the site's service worker
// serves the runtime from the offline copy (shell/offline.js): nothing to download, so it starts
// at once.
const local = typeof navigator !== "undefined" && !!(navigator.serviceWorker && navigator.serviceWorker.controller);
if (document.readyState === "complete" || local) start();
else window.addEventListener("load", () => start(), { once: true });
