// Truco Lab engine client: one worker per visit, request ids, timeouts, restarts.
//
// A module script runs once per visit, also under Material's instant navigation, so the worker
// started here survives page changes. It starts as soon as this module is evaluated.
//
//   ask(op, args, {timeout}) -> Promise of the engine's `result`
//     sends JSON {op, ...args} to truco.web.handle; rejects with an EngineError carrying the
//     engine's error `code` and `message` (and the whole error object as `details`).
//   <html data-engine="loading|ready|failed"> follows the worker.

const DEFAULT_TIMEOUT_MS = 10_000;
const BOOT_TIMEOUT_MS = 60_000; // first boot on a slow machine: download ~13 MB + start Python
const AUTO_RESTARTS = 1; // silent retries of a failed boot before the page shows "failed"

export class EngineError extends Error {
  constructor(message, { code = "engine-error", details = null } = {}) {
    super(message);
    this.name = "EngineError";
    this.code = code;
    this.details = details;
  }
}

function workerUrl() {
  let data = {};
  try {
    data = JSON.parse(document.getElementById("truco-page").textContent);
  } catch {
    // no page data (should not happen): boot without cache busting or snapshot
  }
  const url = new URL("./worker.js", import.meta.url);
  url.searchParams.set("v", String(data.engine || "dev"));
  if (data.snapshot) url.searchParams.set("s", String(data.snapshot));
  return url;
}

const WORKER_URL = workerUrl();

let worker = null;
let state = "loading";
let info = { version: null, mode: null, bootMs: null, error: null };
let nextId = 1;
let autoRestartsLeft = AUTO_RESTARTS;
let bootTimer = null;
const pending = new Map(); // id -> {resolve, reject, timeout, timer}
const listeners = new Set();

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

/** {state, version, mode ("snapshot" | "plain"), bootMs, error} of the current worker. */
export function engineInfo() {
  return { state, ...info };
}

/** Call fn(state, info) on every change of state; returns an unsubscribe function. */
export function onEngineState(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

function armTimer(id) {
  const entry = pending.get(id);
  if (!entry || entry.timer !== null) return;
  entry.timer = setTimeout(() => {
    // The worker is busy (or stuck) with this request: nothing else would get through either.
    const error = new EngineError(`the engine did not answer within ${entry.timeout} ms`, {
      code: "timeout",
    });
    restart(error, { silent: true });
  }, entry.timeout);
}

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

function onMessage(event) {
  const msg = event.data || {};
  switch (msg.type) {
    case "ready":
      clearTimeout(bootTimer);
      bootTimer = null;
      info = { version: msg.version, mode: msg.mode, bootMs: msg.bootMs, error: null };
      autoRestartsLeft = AUTO_RESTARTS;
      setState("ready");
      for (const id of pending.keys()) armTimer(id);
      break;
    case "fatal":
      bootFailed(new EngineError(msg.message || "the engine could not start", { code: "boot-failed" }));
      break;
    case "response":
    case "error": {
      const entry = pending.get(msg.id);
      if (!entry) return; // answer to a request that already timed out
      pending.delete(msg.id);
      if (entry.timer !== null) clearTimeout(entry.timer);
      if (msg.type === "error") {
        entry.reject(new EngineError(msg.message, { code: "worker-error" }));
        return;
      }
      let parsed;
      try {
        parsed = JSON.parse(msg.response);
      } catch {
        entry.reject(new EngineError("the engine sent invalid JSON", { code: "bad-response" }));
        return;
      }
      if (parsed && parsed.ok === true) {
        entry.resolve(parsed.result);
      } else {
        const error = (parsed && parsed.error) || {};
        entry.reject(
          new EngineError(error.message || "the engine refused the request", {
            code: error.code || "engine-error",
            details: error,
          }),
        );
      }
      break;
    }
    default:
      break; // closed protocol: ignore anything else
  }
}

function bootFailed(error) {
  stop();
  info = { version: null, mode: null, bootMs: null, error: error.message };
  if (autoRestartsLeft > 0) {
    autoRestartsLeft -= 1;
    rejectAll(error);
    start();
    return;
  }
  rejectAll(error);
  setState("failed");
}

function start() {
  if (worker !== null) return;
  if (state !== "loading") setState("loading");
  try {
    worker = new Worker(WORKER_URL, { type: "module", name: "truco-engine" });
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
    bootFailed(
      new EngineError(`the engine worker failed: ${event.message || "could not load its script"}`, {
        code: "boot-failed",
      }),
    );
  };
  bootTimer = setTimeout(() => {
    bootFailed(new EngineError(`the engine did not start within ${BOOT_TIMEOUT_MS} ms`, {
      code: "boot-timeout",
    }));
  }, BOOT_TIMEOUT_MS);
}

/**
 * Throw the current worker away and start a new one. Pending requests are rejected with `error`.
 * Used after a timed-out request (silent) and by the "try again" button (resets the retries).
 */
export function restart(error = new EngineError("the engine was restarted", { code: "restarted" }), { silent = false } = {}) {
  stop();
  rejectAll(error);
  if (!silent) autoRestartsLeft = AUTO_RESTARTS;
  setState("loading");
  start();
}

/**
 * Ask the engine: resolves with `result` of truco.web.handle({op, ...args}).
 * @param {string} op
 * @param {object} [args]
 * @param {{timeout?: number}} [options] milliseconds once the engine is ready (default 10 s);
 *   while it boots, the boot timeout applies.
 */
export function ask(op, args = {}, { timeout = DEFAULT_TIMEOUT_MS } = {}) {
  if (state === "failed") {
    return Promise.reject(new EngineError(info.error || "the engine is not available", { code: "engine-failed" }));
  }
  let request;
  try {
    request = JSON.stringify({ op, args });
  } catch (err) {
    return Promise.reject(new EngineError(`cannot encode the request: ${err}`, { code: "bad-request" }));
  }
  start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, timeout, timer: null });
    worker.postMessage({ type: "request", id, request });
    if (state === "ready") armTimer(id);
  });
}

document.documentElement.setAttribute("data-engine", state);
start();
