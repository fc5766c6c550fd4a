// A stand-in for site_src/js/worker.js in the browser tests: the same closed message set, but
// every request is answered by the test process's own CPython engine (truco.web.handle) through
// POST /__engine, which the tests' browser context routes (tests/browser/engine_stub.py). No
// Pyodide boots, so a page load costs what the page costs. The real worker keeps its own tests
// (the real-Pyodide tier: boot, snapshot, restart, offline, first paint).

const ENGINE = new URL("/__engine", self.location.href).href;
let chain = Promise.resolve();

/** @param {string} request @returns {Promise<string>} */
async function handle(request) {
  const response = await fetch(ENGINE, { method: "POST", body: request, headers: { "Content-Type": "application/json" } });
  if (!response.ok) throw new Error(`the test engine answered HTTP ${response.status}`);
  return response.text();
}

/** @param {any} msg */
async function answer(msg) {
  if (msg === null || typeof msg !== "object") {
    self.postMessage({ type: "error", id: null, message: "malformed message: expected an object" });
  } else if (msg.type === "request" && typeof msg.request === "string") {
    try {
      self.postMessage({ type: "response", id: msg.id, response: await handle(msg.request) });
    } catch (err) {
      self.postMessage({ type: "error", id: msg.id, message: `engine error: ${err && err.message ? err.message : err}` });
    }
  } else if (msg.type === "load" && msg.name === "ladder") {
    // CPython's engine reads the solved hand with the ladder from its package
    self.postMessage({ type: "response", id: msg.id, response: JSON.stringify({ ok: true, result: { name: msg.name, loaded: true } }) });
  } else {
    self.postMessage({ type: "error", id: msg.id ?? null, message: `unknown message type: ${String(msg.type)}` });
  }
}

self.onmessage = (event) => {
  chain = chain.then(() => answer(event.data)); // in order, one at a time, as the real worker
};

chain = chain.then(async () => {
  const started = performance.now();
  const ping = JSON.parse(await handle(JSON.stringify({ op: "ping" })));
  self.postMessage({ type: "ready", version: ping.result.version, mode: "stub",
    bootMs: Math.round(performance.now() - started), slowLink: false });
}).catch((err) => self.postMessage({ type: "fatal", message: `the test engine could not start: ${err}` }));
