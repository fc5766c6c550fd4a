// Truco Lab engine worker: Pyodide + the `truco` package, answering JSON requests.
//
// Protocol (a closed set of message types; anything else gets an error reply):
//   page -> worker  {type: "request", id, request}     request: a JSON string for truco.web.handle
//   worker -> page  {type: "response", id, response}    response: the JSON string handle returned
//                   {type: "error", id, message}        the message could not be handled
//                   {type: "ready", version, bootMs}    after boot, once
//                   {type: "fatal", message}            boot failed; the worker is useless
// Requests that arrive during boot are queued and answered once the engine is ready.
//
// The worker's own URL carries ?v=<engine zip hash> so that a new engine is never read from cache.

const here = new URL(self.location.href);
const version = here.searchParams.get("v") || "dev";
const PYODIDE_URL = new URL("../pyodide/", here).href;
const ENGINE_ZIP_URL = new URL(`../engine/truco.zip?v=${encodeURIComponent(version)}`, here).href;

let handle = null; // truco.web.handle as a JS-callable proxy, once booted
let failed = null; // the boot error message, if boot failed
const queue = [];

function reply(message) {
  self.postMessage(message);
}

function answer(msg) {
  if (msg === null || typeof msg !== "object") {
    reply({ type: "error", id: null, message: "malformed message: expected an object" });
    return;
  }
  if (msg.type !== "request") {
    reply({ type: "error", id: msg.id ?? null, message: `unknown message type: ${String(msg.type)}` });
    return;
  }
  if (typeof msg.request !== "string") {
    reply({ type: "error", id: msg.id ?? null, message: "request must be a JSON string" });
    return;
  }
  if (failed !== null) {
    reply({ type: "error", id: msg.id, message: failed });
    return;
  }
  if (handle === null) {
    queue.push(msg);
    return;
  }
  try {
    reply({ type: "response", id: msg.id, response: handle(msg.request) });
  } catch (err) {
    // truco.web.handle never raises by contract; if it does, say so instead of dying silently.
    reply({ type: "error", id: msg.id, message: `engine error: ${err && err.message ? err.message : err}` });
  }
}

self.onmessage = (event) => answer(event.data);

async function boot() {
  const started = performance.now();
  let loadPyodide;
  try {
    ({ loadPyodide } = await import(new URL("pyodide.mjs", PYODIDE_URL).href));
  } catch (err) {
    throw new Error(`cannot load the Pyodide runtime from ${PYODIDE_URL}: ${err}`);
  }
  const pyodide = await loadPyodide({ indexURL: PYODIDE_URL, fullStdLib: false });
  const response = await fetch(ENGINE_ZIP_URL);
  if (!response.ok) {
    throw new Error(`cannot fetch the engine (${ENGINE_ZIP_URL}): HTTP ${response.status}`);
  }
  pyodide.unpackArchive(await response.arrayBuffer(), "zip");
  const web = pyodide.pyimport("truco.web");
  handle = web.handle;
  const ping = JSON.parse(handle(JSON.stringify({ op: "ping" })));
  const engineVersion = ping && ping.ok ? ping.result.version : null;
  reply({ type: "ready", version: engineVersion, bootMs: Math.round(performance.now() - started) });
  while (queue.length > 0) answer(queue.shift());
}

boot().catch((err) => {
  failed = `the rules engine could not start: ${err && err.message ? err.message : err}`;
  handle = null;
  reply({ type: "fatal", message: failed });
  while (queue.length > 0) answer(queue.shift());
});
