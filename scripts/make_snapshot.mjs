// Make a Pyodide memory snapshot with the engine already imported (a faster first boot).
//
//   node scripts/make_snapshot.mjs OUT.bin ENGINE.zip          make it
//   node scripts/make_snapshot.mjs --check SNAP.bin ENGINE.zip  restore it and ask the engine ping
//
// Uses the npm pyodide runtime (the same files the site serves), unpacks the engine zip, imports
// truco.web and writes pyodide.makeMemorySnapshot(). The snapshot options are private API of the
// pinned Pyodide version: the worker keeps a plain boot as fallback, and tests/site checks (with
// --check) that the built snapshot restores with this runtime.

import { readFileSync, writeFileSync } from "node:fs";

const args = process.argv.slice(2);
const check = args[0] === "--check";
const [snapPath, zipPath] = check ? args.slice(1) : args;
if (!snapPath || !zipPath) {
  console.error("usage: node scripts/make_snapshot.mjs [--check] SNAPSHOT.bin ENGINE.zip");
  process.exit(2);
}
try {
  const { loadPyodide } = await import("pyodide");
  const zip = new Uint8Array(readFileSync(zipPath));
  if (check) {
    const started = performance.now();
    const pyodide = await loadPyodide({ _loadSnapshot: new Uint8Array(readFileSync(snapPath)) });
    const restoreMs = Math.round(performance.now() - started);
    pyodide.unpackArchive(zip, "zip");
    const ping = JSON.parse(pyodide.pyimport("truco.web").handle(JSON.stringify({ op: "ping" })));
    console.log(JSON.stringify({ ping, restoreMs, pyodide: pyodide.version }));
    process.exit(ping && ping.ok === true ? 0 : 1);
  }
  const pyodide = await loadPyodide({ _makeSnapshot: true });
  pyodide.unpackArchive(zip, "zip");
  pyodide.runPython("import truco.web");
  writeFileSync(snapPath, pyodide.makeMemorySnapshot());
} catch (err) {
  console.error(`make_snapshot: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
}
