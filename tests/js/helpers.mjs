// @ts-check
// Shared by the Node unit tests of the site's pure modules: the UI strings per language (as the
// build reads them) and real answers from the engine (CPython, one process for many requests).

import { execFileSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
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

/** The engine in a long-lived CPython process, like the worker; `restart` replaces it. */
export function engineProcess() {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const script = "import sys\nfrom truco.web import handle\nfor line in sys.stdin:\n    print(handle(line), flush=True)";
  /** @type {import("node:child_process").ChildProcessWithoutNullStreams} */
  let child;
  /** @type {((answer: any) => void)[]} */
  let waiting = [];
  let requests = 0;
  let closed = false;
  const start = () => {
    child = spawn(python, ["-c", script], { env: { ...process.env, PYTHONPATH: join(ROOT, "engine") } });
    child.stdin.on("error", () => {}); // a request written as the process ends (EPIPE): ask() refuses it
    waiting = [];
    createInterface({ input: child.stdout }).on("line", (line) => {
      const next = waiting.shift();
      if (next) next(JSON.parse(line));
    });
  };
  start();
  /** @type {(op: string, args?: any) => Promise<any>} */
  const ask = (op, args = {}) => new Promise((resolve, reject) => {
    if (closed) {
      reject(Object.assign(new Error("the engine process is closed"), { code: "closed" }));
      return;
    }
    requests += 1;
    waiting.push((answer) => (answer.ok ? resolve(answer.result)
      : reject(Object.assign(new Error(answer.error.message), { code: answer.error.code, details: answer.error }))));
    child.stdin.write(`${JSON.stringify({ op, args })}\n`);
  });
  return {
    ask,
    get requests() {
      return requests;
    },
    /** How many requests were asked so far (the exercise tests' name). */
    get count() {
      return requests;
    },
    close() {
      closed = true;
      child.kill();
    },
    restart() {
      child.kill();
      start();
    },
    stop() {
      child.kill();
    },
  };
}

/**
 * An engine that asks each request once: the answer (or refusal) read again later is a copy of
 * the first. For tests that ask the same pure requests in every language (the engine's answers do
 * not depend on the language; the page's words do); never for a game's moves.
 * @param {{ask: (op: string, args?: any) => Promise<any>, close: () => void}} engine
 */
export function askingOnce(engine) {
  /** @type {Map<string, Promise<any>>} */
  const asked = new Map();
  return {
    /** @type {(op: string, args?: any) => Promise<any>} */
    ask(op, args = {}) {
      const key = JSON.stringify([op, args]);
      let answer = asked.get(key);
      if (!answer) {
        answer = engine.ask(op, args);
        asked.set(key, answer);
      }
      return answer.then((result) => structuredClone(result));
    },
    close: () => engine.close(),
  };
}

/**
 * The engine's lists as the build writes them into every page's data (site_src/hooks/catalog.py:
 * grades, the Play page's bots), from CPython.
 * @returns {import("../../site_src/js/kit/page.js").Catalog}
 */
export function pageCatalog() {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const text = execFileSync(python, ["-c", "import json, catalog; print(json.dumps(catalog.catalog()))"], {
    env: { ...process.env, PYTHONPATH: [join(ROOT, "engine"), join(ROOT, "site_src", "hooks")].join(":") },
    encoding: "utf8",
  });
  return JSON.parse(text);
}

/**
 * A page's data in Node, as a built page carries it (<script id="truco-page">: the language, its
 * strings, the engine's lists), for the modules that read kit/page.js. Only where no document is.
 * @param {string} [lang]
 */
export function installPage(lang = "en") {
  const g = /** @type {any} */ (globalThis);
  if (g.document) return;
  const text = JSON.stringify({ lang, strings: strings(lang), catalog: pageCatalog() });
  g.document = {
    documentElement: { lang },
    getElementById: (/** @type {string} */ id) => (id === "truco-page" ? { textContent: text } : null),
  };
}
