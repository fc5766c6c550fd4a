// @ts-check
// Shared by the Node unit tests of the site's pure modules: the UI strings per language (as the
// build reads them) and real answers from the engine (CPython, one process for many requests).

import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { makeTranslator } from "../../site_src/js/kit/words.js";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const LANGUAGES = /** @type {const} */ (["es", "pt", "en"]);

/** Every UI string of site_src/i18n/*.json in one language. @param {string} lang */
export function strings(lang) {
  const dir = join(ROOT, "site_src", "i18n");
  /** @type {Record<string, string>} */
  const out = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const data = JSON.parse(readFileSync(join(dir, name), "utf8"));
    for (const [key, texts] of Object.entries(data)) out[key] = texts[lang];
  }
  return out;
}

/**
 * A translator for `lang` that records missing keys in `missing`.
 * @param {string} lang @param {string[]} [missing]
 */
export function translator(lang, missing = []) {
  const table = strings(lang);
  return Object.assign(makeTranslator(table, (key) => missing.push(key)), { table });
}

/**
 * Answers of truco.web.handle for these requests ([{op, args}]), from CPython.
 * @param {{op: string, args?: object}[]} requests
 * @returns {any[]} each answer's `result` (or the `error` object when refused)
 */
export function engine(requests) {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const script = [
    "import json, sys",
    "from truco.web import handle",
    "out = []",
    "for r in json.load(sys.stdin):",
    "    a = json.loads(handle(json.dumps(r)))",
    "    out.append(a['result'] if a['ok'] else {'error': a['error']})",
    "print(json.dumps(out))",
  ].join("\n");
  const text = execFileSync(python, ["-c", script], {
    input: JSON.stringify(requests.map((r) => ({ op: r.op, args: r.args || {} }))),
    env: { ...process.env, PYTHONPATH: join(ROOT, "engine") },
    encoding: "utf8",
  });
  return JSON.parse(text);
}

/**
 * One engine process (CPython) for many requests, asked like the page asks the worker (added
 * for the exercise tests: their questions are dealt through several round trips): `ask(op,
 * args)` resolves with the result, or rejects like the page's engine client ({code, message,
 * details}). Close it when done.
 */
export function engineProcess() {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const script = "import sys\nfrom truco.web import handle\nfor line in sys.stdin:\n    print(handle(line), flush=True)\n";
  const child = spawn(python, ["-u", "-c", script], {
    env: { ...process.env, PYTHONPATH: join(ROOT, "engine") },
    stdio: ["pipe", "pipe", "inherit"],
  });
  /** @type {((line: string) => void)[]} */
  const waiting = [];
  let buffer = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      const resolve = waiting.shift();
      if (resolve) resolve(line);
    }
  });
  let count = 0;
  return {
    /** @param {string} op @param {object} [args] @returns {Promise<any>} */
    ask(op, args = {}) {
      count += 1;
      return new Promise((resolve, reject) => {
        waiting.push((line) => {
          const answer = JSON.parse(line);
          if (answer.ok) resolve(answer.result);
          else reject(Object.assign(new Error(answer.error.message), { code: answer.error.code, details: answer.error }));
        });
        child.stdin.write(`${JSON.stringify({ op, args })}\n`);
      });
    },
    /** How many requests were asked so far. */
    get count() {
      return count;
    },
    close() {
      child.stdin.end();
    },
  };
}
