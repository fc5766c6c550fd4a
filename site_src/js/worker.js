// @ts-check
// Truco Lab engine worker: Pyodide + the `truco` package, answering JSON requests.
//
// Protocol (a closed set of message types; anything else gets an error reply):
//   page -> worker  {type: "request", id, request}     request: a JSON string for truco.web.handle
//   worker -> page  {type: "response", id, response}    response: the JSON string handle returned
//                   {type: "error", id, message}        the message could not be handled
//                   {type: "ready", version, mode, bootMs, slowLink}  after boot, once; mode "snapshot"
//                                                       (restored from assets/engine/snapshot.bin) or "plain";
//                                                       slowLink: a plain boot chosen because the snapshot's
//                                                       download would have taken longer (kit/boot-choice.js)
//                   {type: "fatal", message}            boot failed; the worker is useless
//   page -> worker  {type: "load", id, name}            fetch shipped data the engine keeps out of
//                                                       its zip and install it (name "ladder": the
//                                                       solved hand with the ladder); answered as a
//                                                       response {ok, result: {name, loaded}}
// Requests that arrive during boot, or while a load is on its way, are queued and answered in
// order once the engine is ready (a bot's move asked after a load is played with its data).
//
// The worker's own URL carries ?v=<engine zip hash> so that a new engine is never read from cache,
// and ?s=<snapshot key> when the site has a memory snapshot (a faster boot; a plain boot is the
// fallback when it is missing or does not restore); ?gz=1 when the page may have the site's
// service worker (the snapshot's .gz copy is the one it precaches; once inflated, the worker keeps
// it in Cache Storage "truco-lab-snapshot" for the next visit: keptSnapshot).

import { bootChoice, cpuProbe, nameBoot, plainExtraSeconds } from "./kit/boot-choice.js";

const here = new URL(self.location.href);
const version = here.searchParams.get("v") || "dev";
const PYODIDE_URL = new URL("../pyodide/", here).href;
const ENGINE_ZIP_URL = new URL(`../engine/truco.zip?v=${encodeURIComponent(version)}`, here).href;
// ?s=<key> when the build has a memory snapshot of Pyodide with the engine imported
const snapshotKey = here.searchParams.get("s");
// ?gz=1: fetch snapshot.bin.gz straight away (the copy the site's service worker precaches)
const snapshotGz = here.searchParams.get("gz") === "1";
// the boot a developer chose for the tab, in the worker's name (engine-client.js), not measured
const forcedBoot = nameBoot(/** @type {any} */ (self).name || "");
const SNAPSHOT_URL = snapshotKey ? new URL(`../engine/snapshot.bin?s=${encodeURIComponent(snapshotKey)}`, here).href : null;
// ?l=<hash> when the build ships the solved hand with the ladder (assets/engine/ladder.json)
const ladderHash = here.searchParams.get("l");
/**
 * The data a load may ask for; the engine also fetches each file itself (synchronously, from its
 * `url`) the first time a request needs it (truco.solved.shipped.fetch_from), so every coach's answer
 * has it whether or not the page asked for it ahead.
 * @type {Record<string, {url: string | null, module: string, file: string}>}
 */
const DATA = {
  ladder: {
    url: ladderHash ? new URL(`../engine/ladder.json?v=${encodeURIComponent(ladderHash)}`, here).href : null,
    module: "truco.solved.ladder",
    file: "ladder.json",
  },
};

/** @type {((request: string) => string) | null} truco.web.handle as a JS-callable proxy, once booted */
let handle = null;
/** @type {string | null} the boot error message, if boot failed */
let failed = null;
/** @type {any[]} requests that arrived during boot or during a load */
const queue = [];
/** a load is on its way: what arrives meanwhile waits in the queue */
let loading = false;
/** @type {Set<string>} the data already installed */
const installed = new Set();
/** This worker's global scope (typed for the DOM library the other modules use). */
const scope = /** @type {any} */ (self);

/** @param {object} message */
function reply(message) {
  scope.postMessage(message);
}

/** @param {any} msg */
function answer(msg) {
  if (msg === null || typeof msg !== "object") {
    reply({ type: "error", id: null, message: "malformed message: expected an object" });
    return;
  }
  if (msg.type !== "request" && msg.type !== "load") {
    reply({ type: "error", id: msg.id ?? null, message: `unknown message type: ${String(msg.type)}` });
    return;
  }
  if (msg.type === "request" && typeof msg.request !== "string") {
    reply({ type: "error", id: msg.id ?? null, message: "request must be a JSON string" });
    return;
  }
  if (msg.type === "load" && !Object.hasOwn(DATA, msg.name)) {
    reply({ type: "error", id: msg.id ?? null, message: `unknown data: ${String(msg.name)}` });
    return;
  }
  if (failed !== null) {
    reply({ type: "error", id: msg.id, message: failed });
    return;
  }
  if (handle === null || loading) {
    queue.push(msg);
    return;
  }
  if (msg.type === "load") {
    loading = true;
    load(msg).finally(() => {
      loading = false;
      drain();
    });
    return;
  }
  try {
    reply({ type: "response", id: msg.id, response: handle(msg.request) });
  } catch (err) {
    // truco.web.handle never raises by contract; if it does (or Pyodide itself failed), say so:
    // the client replaces this worker and asks again.
    reply({ type: "error", id: msg.id, message: `engine error: ${err instanceof Error ? err.message : err}` });
  }
}

self.onmessage = (event) => answer(event.data);

function drain() {
  while (queue.length > 0 && !loading) answer(queue.shift());
}

/**
 * Fetch and install one piece of shipped data (once per worker); a build without it, or a
 * download that fails, answers loaded: false and the engine plays on without it.
 * @param {{id: number, name: string}} msg
 */
async function load(msg) {
  const { url, module } = DATA[msg.name];
  let loaded = installed.has(msg.name);
  let problem = null;
  if (!loaded && url !== null) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      scope.truco.pyodide.pyimport(module).install(await response.text());
      installed.add(msg.name);
      loaded = true;
    } catch (err) {
      problem = `cannot load ${msg.name} (${url}): ${err instanceof Error ? err.message : err}`;
    }
  }
  const result = { name: msg.name, loaded, ...(problem ? { problem } : {}) };
  reply({ type: "response", id: msg.id, response: JSON.stringify({ ok: true, result }) });
}

async function fetchBytes(url, what) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch ${what} (${url}): HTTP ${response.status}`);
  return response.arrayBuffer();
}

/**
 * The snapshot's download as it goes: its compressed bytes so far and in all (null until the
 * host says), and the way to stop it when a plain boot is chosen (kit/boot-choice.js).
 */
const download = { received: 0, total: /** @type {number | null} */ (null), controller: new AbortController() };

/** @param {string} url @param {string} what @param {boolean} [counted] the snapshot's download */
async function fetchGunzipped(url, what, counted = false) {
  const response = await fetch(url, counted ? { signal: download.controller.signal } : {});
  if (!response.ok || !response.body) throw new Error(`cannot fetch ${what} (${url}): HTTP ${response.status}`);
  let body = response.body;
  if (counted) {
    download.total = Number(response.headers.get("Content-Length")) || null;
    body = body.pipeThrough(new TransformStream({
      transform(chunk, out) {
        download.received += chunk.byteLength;
        out.enqueue(chunk);
      },
    }));
  }
  return new Response(body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
}

/**
 * The snapshot (31 MB raw): sent compressed by hosts that serve the build's .br/.gz siblings
 * (about 4.8 MB with brotli), else fetched as snapshot.bin.gz (6 MB) and inflated here.
 * A HEAD request tells which: a host that compresses it says so in Content-Encoding.
 */
async function fetchSnapshot(url) {
  const packed = new URL(url);
  packed.pathname += ".gz";
  if (snapshotGz) return fetchGunzipped(packed.href, "the snapshot", true);
  const head = await fetch(url, { method: "HEAD" }).catch(() => null);
  if (head && head.ok && head.headers.get("Content-Encoding")) return fetchBytes(url, "the snapshot");
  return fetchGunzipped(packed.href, "the snapshot");
}

/** The Cache Storage where the inflated snapshot is kept between visits (the gz mode's). */
const RAW_CACHE = "truco-lab-snapshot";

/**
 * The inflated snapshot kept from an earlier visit: inflating the precached .gz (6 MB to 31 MB)
 * is most of a repeat visit's wait for the engine after Pyodide's own start. null when none is
 * kept for this snapshot (or Cache Storage is not there).
 * @param {string} url @returns {Promise<ArrayBuffer | null>}
 */
async function keptSnapshot(url) {
  try {
    const found = await (await caches.open(RAW_CACHE)).match(url);
    return found ? await found.arrayBuffer() : null;
  } catch {
    return null;
  }
}

/**
 * Keep the inflated snapshot for the next visit, the only entry of its cache (an older
 * snapshot's goes). Runs once the engine is ready; a failure (a full disk) only costs the
 * next visit the inflation. @param {string} url @param {Blob} bytes
 */
async function keepSnapshot(url, bytes) {
  try {
    const cache = await caches.open(RAW_CACHE);
    for (const request of await cache.keys()) if (request.url !== url) await cache.delete(request);
    await cache.put(url, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch {
    // nothing kept: the next visit inflates the .gz again
  }
}

/**
 * The snapshot's bytes: the inflated copy kept from an earlier visit where the site's service
 * worker runs (gz mode), else downloaded (fetchSnapshot); `keep` is set to what to store.
 * @param {string} url @returns {Promise<{bytes: ArrayBuffer, keep: Blob | null}>}
 */
async function snapshotBytes(url) {
  if (snapshotGz && typeof caches !== "undefined") {
    const kept = await keptSnapshot(url);
    if (kept !== null) return { bytes: kept, keep: null };
    const bytes = await fetchSnapshot(url);
    return { bytes, keep: new Blob([bytes]) }; // a copy: the restore may take the buffer over
  }
  return { bytes: await fetchSnapshot(url), keep: null };
}

async function loadEngine(pyodide, zip) {
  pyodide.unpackArchive(zip, "zip");
  const web = pyodide.pyimport("truco.web");
  const ping = JSON.parse(web.handle(JSON.stringify({ op: "ping" })));
  if (!ping || ping.ok !== true) throw new Error("the engine does not answer ping");
  const shipped = pyodide.pyimport("truco.solved.shipped");
  for (const { url, file } of Object.values(DATA)) if (url !== null) shipped.fetch_from(file, url);
  // for diagnostics from the browser's devtools (and the tests that break the engine on purpose)
  scope.truco = Object.freeze({ pyodide, version: ping.result.version });
  return { handle: web.handle, version: ping.result.version };
}

async function boot() {
  const started = performance.now();
  const zipPromise = fetchBytes(ENGINE_ZIP_URL, "the engine");
  // Start the snapshot download early; a failure only means a plain boot.
  const snapshotPromise = SNAPSHOT_URL ? snapshotBytes(SNAPSHOT_URL).catch(() => null) : Promise.resolve(null);
  zipPromise.catch(() => {}); // awaited below; avoid an unhandled rejection meanwhile
  let loadPyodide;
  try {
    ({ loadPyodide } = await import(new URL("pyodide.mjs", PYODIDE_URL).href));
  } catch (err) {
    throw new Error(`cannot load the Pyodide runtime from ${PYODIDE_URL}: ${err}`);
  }
  const zip = await zipPromise;
  // a first visit on a slow link: the snapshot still to come would take longer than a plain boot
  const choice = SNAPSHOT_URL === null ? "plain" : forcedBoot ?? bootChoice({
    received: download.received, total: download.total, otherBytes: zip.byteLength,
    elapsedS: (performance.now() - started) / 1000,
    plainExtraS: () => plainExtraSeconds(cpuProbe(() => performance.now())),
  });
  let engine = null;
  let mode = "plain";
  /** @type {Blob | null} */
  let keep = null;
  if (choice === "snapshot") {
    try {
      // the snapshot as a promise: Pyodide fetches its runtime meanwhile
      const bytes = snapshotPromise.then((got) => {
        if (got === null) throw new Error("no snapshot");
        return got.bytes;
      });
      bytes.catch(() => {}); // awaited by Pyodide after its runtime script: not unhandled meanwhile
      const pyodide = await loadPyodide({ indexURL: PYODIDE_URL, _loadSnapshot: bytes });
      engine = await loadEngine(pyodide, zip);
      mode = "snapshot";
      keep = (await snapshotPromise)?.keep ?? null;
    } catch {
      engine = null; // no snapshot, or one that does not restore with this runtime: boot plainly
      const got = await snapshotPromise;
      if (got !== null && got.keep === null && typeof caches !== "undefined") {
        caches.open(RAW_CACHE).then((cache) => cache.delete(String(SNAPSHOT_URL))).catch(() => {});
      }
    }
  } else {
    download.controller.abort(); // the link is free for the runtime; the service worker fetches it later
  }
  if (engine === null) {
    const pyodide = await loadPyodide({ indexURL: PYODIDE_URL });
    engine = await loadEngine(pyodide, zip);
  }
  handle = engine.handle;
  reply({ type: "ready", version: engine.version, mode, bootMs: Math.round(performance.now() - started),
    slowLink: choice === "plain" && SNAPSHOT_URL !== null && forcedBoot === null });
  drain();
  if (keep !== null && SNAPSHOT_URL !== null) await keepSnapshot(SNAPSHOT_URL, keep);
}

boot().catch((err) => {
  failed = `the rules engine could not start: ${err && err.message ? err.message : err}`;
  handle = null;
  reply({ type: "fatal", message: failed });
  while (queue.length > 0) answer(queue.shift());
});
