// Run the engine on Pyodide's Python (3.14) under Node, without a browser.
//
//   node tests/support/pyodide_smoke.mjs [tests/support/pyodide_smoke.py]
//
// Builds the engine zip with the same code as the site (site_src/build/build_engine_zip.py), unpacks it
// into Pyodide from node_modules (npm ci), and runs the Python smoke file, which raises on any
// failure. Exits non-zero on any failure. PYTHON picks the interpreter that builds the zip.

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const smokeFile = resolve(root, process.argv[2] || "tests/support/pyodide_smoke.py");

function fail(message) {
  console.error(`pyodide smoke: FAILED: ${message}`);
  process.exit(1);
}

const python = process.env.PYTHON || (existsSync(join(root, ".venv/bin/python")) ? join(root, ".venv/bin/python") : "python3");
const built = spawnSync(python, [join(root, "site_src/build/build_engine_zip.py"), "-"], {
  cwd: root,
  maxBuffer: 64 * 1024 * 1024,
});
if (built.status !== 0) fail(`cannot build the engine zip: ${built.stderr}`);

// The standard library the site serves: trimmed to what the engine imports (site_src/build/build_stdlib.py)
let stdLibURL;
if (!["0", "false", "no", ""].includes(process.env.TRUCO_SNAPSHOT ?? "1")) {
  const stdlib = spawnSync(python, [join(root, "site_src/build/build_stdlib.py")], { cwd: root, encoding: "utf8" });
  if (stdlib.status !== 0) fail(`cannot build the trimmed standard library: ${stdlib.stderr}`);
  stdLibURL = stdlib.stdout.trim();
}

let loadPyodide;
try {
  ({ loadPyodide } = await import("pyodide"));
} catch (err) {
  fail(`cannot import the npm pyodide package (run npm ci): ${err.message}`);
}

const started = performance.now();
const pyodide = await loadPyodide(stdLibURL ? { stdLibURL } : {});
const bootMs = performance.now() - started;
pyodide.unpackArchive(new Uint8Array(built.stdout), "zip");

try {
  pyodide.runPython(readFileSync(smokeFile, "utf8"), { filename: smokeFile });
} catch (err) {
  fail(err.message);
}
const version = pyodide.runPython("import sys; sys.version.split()[0]");
const library = stdLibURL ? "the trimmed standard library" : "the full standard library";
console.log(`pyodide smoke: passed on Python ${version} (Pyodide ${pyodide.version}, ${library}, boot ${Math.round(bootMs)} ms)`);
process.exit(0);
