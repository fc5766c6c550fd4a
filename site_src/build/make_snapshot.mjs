// Pyodide at build time: which standard-library files the engine needs, and a memory snapshot
// with the engine already imported (a faster first boot).
//
//   node site_src/build/make_snapshot.mjs --modules ENGINE.zip NAMES.json   list the stdlib files used
//   node site_src/build/make_snapshot.mjs OUT.bin ENGINE.zip [STDLIB.zip]        make the snapshot
//   node site_src/build/make_snapshot.mjs --check SNAP.bin ENGINE.zip [STDLIB.zip]  restore it, ask ping
//
// --modules boots Pyodide with its full standard library, unpacks the engine, imports every
// engine module and every stdlib module the engine's source names anywhere (NAMES.json, from an
// AST scan), and prints the files of /lib/python314.zip that were loaded: the site serves a
// standard library trimmed to those (site_src/hooks/snapshot.py). The snapshot must be made with
// the same trimmed library it is restored with (Python's zip importer caches the archive's
// directory in memory). The snapshot options are private API of the pinned Pyodide version: the
// worker keeps a plain boot as fallback, and tests/site checks that the snapshot restores.

import { readFileSync, writeFileSync } from "node:fs";

const args = process.argv.slice(2);
const mode = args[0] === "--check" || args[0] === "--modules" ? args.shift() : "make";

function usage() {
  console.error("usage: node site_src/build/make_snapshot.mjs [--check] SNAPSHOT.bin ENGINE.zip [STDLIB.zip]\n"
    + "       node site_src/build/make_snapshot.mjs --modules ENGINE.zip NAMES.json");
  process.exit(2);
}

/** loadPyodide from the npm runtime, with a standard library zip of ours if given. */
async function boot(options, stdlib) {
  const { loadPyodide } = await import("pyodide");
  return loadPyodide(stdlib ? { ...options, stdLibURL: stdlib } : options);
}

try {
  if (mode === "--modules") {
    const [zipPath, namesPath] = args;
    if (!zipPath || !namesPath) usage();
    const pyodide = await boot({});
    pyodide.unpackArchive(new Uint8Array(readFileSync(zipPath)), "zip");
    pyodide.globals.set("stdlib_names", JSON.parse(readFileSync(namesPath, "utf8")));
    const files = pyodide.runPython(`
import importlib, json, pkgutil, sys
import truco
for info in pkgutil.walk_packages(truco.__path__, "truco."):
    importlib.import_module(info.name)
for name in stdlib_names:
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # not in Pyodide (or a name local to the engine): nothing to serve
prefix = "/lib/python314.zip/"
json.dumps(sorted({m.__file__[len(prefix):] for m in list(sys.modules.values())
                   if (getattr(m, "__file__", None) or "").startswith(prefix)}))
`);
    process.stdout.write(files);
    process.exit(0);
  }
  const [snapPath, zipPath, stdlib] = args;
  if (!snapPath || !zipPath) usage();
  const zip = new Uint8Array(readFileSync(zipPath));
  if (mode === "--check") {
    const started = performance.now();
    const pyodide = await boot({ _loadSnapshot: new Uint8Array(readFileSync(snapPath)) }, stdlib);
    const restoreMs = Math.round(performance.now() - started);
    pyodide.unpackArchive(zip, "zip");
    const ping = JSON.parse(pyodide.pyimport("truco.web").handle(JSON.stringify({ op: "ping" })));
    console.log(JSON.stringify({ ping, restoreMs, pyodide: pyodide.version }));
    process.exit(ping && ping.ok === true ? 0 : 1);
  }
  const pyodide = await boot({ _makeSnapshot: true }, stdlib);
  pyodide.unpackArchive(zip, "zip");
  pyodide.runPython("import truco.web");
  writeFileSync(snapPath, pyodide.makeMemorySnapshot());
} catch (err) {
  console.error(`make_snapshot: ${err && err.stack ? err.stack : err}`);
  process.exit(1);
}
