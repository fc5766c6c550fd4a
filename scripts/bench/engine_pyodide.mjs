// The engine in Pyodide under Node, for the benchmarks: the engine zip built as the site builds it
// (site_src/build/build_engine_zip.py), unpacked into a fresh Pyodide, with the shipped solution
// of the hand with the ladder installed as the page's worker installs it.
//
//   const { pyodide, python, root } = await engineWithLadder();

import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The interpreter that builds the zip: PYTHON, else the checkout's .venv, else python3. */
export const python = process.env.PYTHON || (existsSync(join(root, ".venv/bin/python")) ? join(root, ".venv/bin/python") : "python3");

/** A Pyodide with the engine importable and ladder.json installed. */
export async function engineWithLadder() {
  const built = spawnSync(python, [join(root, "site_src/build/build_engine_zip.py"), "-"], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  if (built.status !== 0) throw new Error(`cannot build the engine zip: ${built.stderr}`);
  const { loadPyodide } = await import("pyodide");
  const pyodide = await loadPyodide();
  pyodide.unpackArchive(new Uint8Array(built.stdout), "zip");
  pyodide.globals.set("LADDER", readFileSync(join(root, "engine/truco/data/ladder.json"), "utf8"));
  return { pyodide, python, root };
}
