// @ts-check
// A real widget in Node (issue 36: a widget's behaviour is tested in the cheapest tier that sees
// it): the widget's own module mounted by the shell's own code (shell/widgets.js mountAll: the
// same ctx — ask, t, card, rules, URL state, ready, fail — as in a page; shell/presets.js for the
// reader's rules; engine-client.js for ctx.ask) in a fresh linkedom document per page, with the
// page's data as the build writes it (language, strings, presets, rule options, catalog). The
// engine worker is a stand-in, like the browser tests' (tests/browser/stub/worker.js): the same
// closed message set, every request answered by the real engine in CPython (helpers.mjs
// engineProcess). What needs layout, focus or a real browser stays in tests/browser.
//
//   const lab = widgetLab();                       // one engine process per test file
//   after(() => lab.close());
//   const w = await lab.open("card-duel", { lang: "pt", preset: "mineiro", query: "card-duel.cards=Ac-Ad" });
//   await w.do(() => w.click(".truco-card-duel__compare"));   // acts, waits for the next answer
//   w.text(".truco-card-duel__headline"); w.params();         // what it shows, its link parameters

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach } from "node:test";
import { parseHTML } from "linkedom";

import { reflect } from "../../site_src/build/linkedom_reflect.mjs";
import { engineProcess, ROOT, strings } from "./helpers.mjs";

/** How long a widget may take to draw an answer before a test fails. */
const SETTLE_MS = 20_000;
const ORIGIN = "http://truco.test";
const WIDGETS = readdirSync(join(ROOT, "site_src", "js", "widgets")).filter((n) => n.endsWith(".js"))
  .map((n) => n.slice(0, -3));

/** @type {Record<string, any> | null} */
let shared = null;
/** The page data every language shares (site_src/hooks/truco_site.py page_data), from CPython. */
function sharedData() {
  if (shared !== null) return shared;
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const script = "import json, truco_site, catalog\n"
    + "print(json.dumps({'presets': list(truco_site.PRESETS), 'defaultPreset': truco_site.DEFAULT_PRESET,"
    + " 'rules': truco_site.rules_data(), 'catalog': catalog.catalog()}))";
  const text = execFileSync(python, ["-c", script], {
    env: { ...process.env, PYTHONPATH: [join(ROOT, "engine"), join(ROOT, "site_src", "hooks")].join(":") },
    encoding: "utf8",
  });
  shared = JSON.parse(text);
  return /** @type {Record<string, any>} */ (shared);
}

/** @type {ReturnType<typeof engineProcess> | null} the engine the worker stand-in asks */
let engine = null;
/** @type {string[]} the ops the page's engine client sent, in order (a test may empty it) */
const ops = [];
/** @type {Set<Promise<any>>} requests the engine process is answering now */
const inflight = new Set();
/** Set when the lab closes: the stand-in answers at once from then on. */
let closing = false;
/** @type {{op: string, args: any}[]} the requests themselves, in order (a test may empty it) */
const requests = [];

/** @type {Map<string, Record<string, any>>} the build's embedded answers, by the page's widgets */
const embeddedAnswers = new Map();
/**
 * The answers the build embeds in a page holding `widgets` (site_src/hooks/prerender.py: each
 * widget's initialRequests under every preset and in the states the site's own links open),
 * worked out by the build's own code in CPython, once per set of widgets.
 * @param {string[]} widgets
 */
function embedded(widgets) {
  const key = [...widgets].sort().join(" ");
  const known = embeddedAnswers.get(key);
  if (known !== undefined) return known;
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const script = "import json, sys, truco_site\nfrom prerender import Prerenderer\n"
    + "names = sys.argv[1:]\n"
    + "p = Prerenderer(truco_site.ROOT / 'docs', sorted(set(names)), truco_site.PRESETS)\n"
    + "print(json.dumps(p.for_page(''.join(f'<div data-widget=\"{n}\"></div>' for n in names))))";
  const text = execFileSync(python, ["-c", script, ...widgets], {
    cwd: ROOT,
    env: { ...process.env, PYTHONPATH: [join(ROOT, "engine"), join(ROOT, "site_src", "hooks")].join(":") },
    encoding: "utf8",
  });
  const answers = JSON.parse(text);
  embeddedAnswers.set(key, answers);
  return answers;
}

/**
 * site_src/js/worker.js's messages, answered by the CPython engine in order, one at a time.
 * engine-client.js creates it as `new Worker(url, options)`.
 */
class EngineWorker {
  constructor() {
    /** @type {((event: {data: any}) => void) | null} */
    this.onmessage = null;
    /** @type {((event: any) => void) | null} */
    this.onerror = null;
    this.closed = false;
    this.chain = Promise.resolve().then(async () => {
      const ping = await this.handle(JSON.stringify({ op: "ping" }));
      this.post({ type: "ready", version: JSON.parse(ping).result.version, mode: "node", bootMs: 0, slowLink: false });
    });
  }

  /** @param {any} data */
  post(data) {
    if (!this.closed) this.onmessage?.({ data });
  }

  /** The engine's answer to an encoded request, as truco.web.handle words it. @param {string} request */
  async handle(request) {
    if (engine === null) throw new Error("no engine: open widgets through widgetLab()");
    if (closing) {
      // the test file is over: an answer at once, so that no engine-client timer is left waiting
      // (a worker started now still comes up, so that its start timer ends too)
      if (JSON.parse(request).op === "ping") return JSON.stringify({ ok: true, result: { version: "closed" } });
      return JSON.stringify({ ok: false, error: { code: "closed", message: "the tests' engine is closed" } });
    }
    const { op, args } = JSON.parse(request);
    ops.push(op);
    requests.push({ op, args });
    const asked = engine.ask(op, args);
    inflight.add(asked);
    try {
      return JSON.stringify({ ok: true, result: await asked });
    } catch (err) {
      const error = /** @type {any} */ (err).details;
      if (!error) throw err;
      return JSON.stringify({ ok: false, error });
    } finally {
      inflight.delete(asked);
    }
  }

  /** @param {any} msg */
  postMessage(msg) {
    this.chain = this.chain.then(async () => {
      if (msg.type === "request") {
        this.post({ type: "response", id: msg.id, response: await this.handle(msg.request) });
      } else if (msg.type === "load") {
        // CPython's engine reads the solved hand with the ladder from its package
        this.post({ type: "response", id: msg.id, response: JSON.stringify({ ok: true, result: { name: msg.name, loaded: true } }) });
      }
    }).catch((err) => this.post({ type: "error", id: msg.id ?? null, message: `engine error: ${err}` }));
  }

  terminate() {
    this.closed = true;
  }
}

/**
 * A fresh page in linkedom with `widget`'s root in its article (after a section heading), its
 * window, document, address and storage the globals the site's modules use.
 * @param {string} widget @param {string} lang @param {string} search the address's query ("?...")
 * @param {{answers?: Record<string, any> | null, stores?: {local: Storage, session: Storage} | null}} [page]
 *   `answers`: the build's embedded answers (page data); `stores`: the storage of an earlier page
 *   of the same visit (default: new)
 */
function installPage(widget, lang, search, { answers = null, stores = null } = {}) {
  /** @type {Record<string, any>} */
  const data = { lang, strings: strings(lang), ...sharedData() };
  if (answers !== null) data.answers = answers;
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  const html = `<!doctype html><html lang="${lang}" data-truco-preset="${data.defaultPreset}"><head>`
    + `<script type="application/json" id="truco-page">${json}</script></head><body>`
    + `<div class="md-container"><article class="md-content__inner md-typeset"><h1 id="page">Page</h1>`
    + `<h2 id="widget-section">Section</h2><div data-widget="${widget}"></div></article></div></body></html>`;
  const { window, document } = parseHTML(html);
  reflect(window);
  const location = new URL(`${ORIGIN}/${lang}/page/${search}`);
  const history = {
    state: null,
    /** @param {any} state @param {string} _title @param {string | URL} url */
    replaceState(state, _title, url) {
      history.state = state;
      location.href = new URL(String(url), location.href).href;
    },
    /** @param {any} state @param {string} title @param {string | URL} url */
    pushState(state, title, url) {
      history.replaceState(state, title, url);
    },
  };
  /** @returns {Storage} */
  const storage = () => {
    const store = new Map();
    return /** @type {any} */ ({
      getItem: (/** @type {string} */ k) => (store.has(k) ? store.get(k) : null),
      setItem: (/** @type {string} */ k, /** @type {unknown} */ v) => store.set(k, String(v)),
      removeItem: (/** @type {string} */ k) => store.delete(k),
      clear: () => store.clear(),
    });
  };
  /** @type {Record<string, unknown>} */
  const globals = {
    window,
    document,
    location,
    history,
    localStorage: stores ? stores.local : storage(),
    sessionStorage: stores ? stores.session : storage(),
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    requestAnimationFrame: (/** @type {(t: number) => void} */ fn) => setTimeout(() => fn(0), 0),
    cancelAnimationFrame: (/** @type {any} */ id) => clearTimeout(id),
    getComputedStyle: () => ({ getPropertyValue: () => "" }),
    addEventListener: (/** @type {string} */ type, /** @type {any} */ fn, /** @type {any} */ options) =>
      window.addEventListener(type, fn, options),
    removeEventListener: (/** @type {string} */ type, /** @type {any} */ fn, /** @type {any} */ options) =>
      window.removeEventListener(type, fn, options),
    dispatchEvent: (/** @type {any} */ e) => window.dispatchEvent(e),
    navigator: { language: lang, languages: [lang], userAgent: "node widget harness" },
    Worker: EngineWorker,
  };
  for (const name of ["HTMLElement", "Element", "Node", "Event", "CustomEvent", "KeyboardEvent", "MouseEvent",
    "InputEvent", "DocumentFragment", "HTMLInputElement", "HTMLSelectElement", "HTMLButtonElement", "Text",
    "MutationObserver"]) {
    if (window[name] !== undefined) globals[name] = window[name];
  }
  for (const name of ["location", "history", "localStorage", "sessionStorage", "matchMedia", "navigator"]) {
    Object.defineProperty(window, name, { value: globals[name], configurable: true, writable: true });
  }
  window.isSecureContext = false;
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  if (typeof document.readyState !== "string") Object.defineProperty(document, "readyState", { value: "loading" });
  return /** @type {Document} */ (/** @type {unknown} */ (document));
}

/** @type {Promise<{widgets: any, presets: any, client: any}> | null} the shell's modules, loaded once */
let shell = null;
function loadShell() {
  if (shell === null) {
    shell = (async () => {
      const client = await import("../../site_src/js/engine-client.js");
      const widgets = await import("../../site_src/js/shell/widgets.js");
      const presets = await import("../../site_src/js/shell/presets.js");
      widgets.setWidgets(WIDGETS, client.onRestart);
      return { widgets, presets, client };
    })();
  }
  return shell;
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A mounted widget: act on it as a reader does (events dispatched on its controls), wait for the
 * answers it draws, read what it shows and its link parameters.
 */
export class Widget {
  /** @param {HTMLElement} root @param {Document} document @param {string} name @param {any} presets */
  constructor(root, document, name, presets) {
    this.root = root;
    this.document = document;
    this.name = name;
    this.presets = presets;
    /** @type {{local: Storage, session: Storage}} the page's storage (the visit's: `open`'s `visit`) */
    this.stores = { local: globalThis.localStorage, session: globalThis.sessionStorage };
  }

  /** How many answers the widget has drawn (its data-answers). */
  get answers() {
    return Number(this.root.dataset.answers || 0);
  }

  /**
   * Wait until the widget is ready, asks the engine nothing and has drawn more answers than
   * `after` (default: any). A failed widget fails the wait with its error.
   * @param {number} [after]
   */
  async settle(after = -1) {
    const started = Date.now();
    for (;;) {
      const d = this.root.dataset;
      if (d.state === "error") throw new Error(`${this.name} failed: ${d.error} (${this.root.textContent})`);
      if (d.state === "ready" && !d.busy && this.answers > after) return this.answers;
      if (Date.now() - started > SETTLE_MS) {
        throw new Error(`${this.name} did not settle (state ${d.state}, busy ${d.busy}, answers ${this.answers})`);
      }
      await sleep(2);
    }
  }

  /** Do something to the widget and wait for the answer it draws. @param {() => unknown} action */
  async do(action) {
    const before = this.answers;
    await action();
    return this.settle(before);
  }

  /** The element at `selector` in the widget (or the element itself); fails when there is none. @param {string | Element} target */
  find(target) {
    if (typeof target !== "string") return /** @type {HTMLElement} */ (target);
    const found = this.root.querySelector(target);
    if (found === null) throw new Error(`${this.name}: nothing matches ${target}`);
    return /** @type {HTMLElement} */ (found);
  }

  /** Every element at `selector` in the widget. @param {string} selector @returns {HTMLElement[]} */
  all(selector) {
    return /** @type {HTMLElement[]} */ ([...this.root.querySelectorAll(selector)]);
  }

  /**
   * An event on `target`, bubbling. @param {string | Element} target @param {string} type
   * @param {Record<string, unknown>} [props] properties of the event (a key's `key`)
   */
  fire(target, type, props = {}) {
    const node = this.find(target);
    const Event = /** @type {any} */ (globalThis).Event;
    const event = new Event(type, { bubbles: true, cancelable: true });
    for (const [name, value] of Object.entries(props)) Object.defineProperty(event, name, { value });
    node.dispatchEvent(event);
    return event;
  }

  /**
   * A click, as a reader's: on a checkbox or radio button it first changes the box (a radio
   * button unchecks the others of its group), then click, input and change. A disabled control
   * takes no click. @param {string | Element} target
   */
  click(target) {
    const node = /** @type {HTMLInputElement} */ (this.find(target));
    const off = (/** @type {any} */ e) => e.disabled === true || e.hasAttribute("disabled");
    if (off(node) || (node.closest("fieldset") !== null && off(node.closest("fieldset")))) {
      throw new Error(`${this.name}: ${target} is disabled`);
    }
    const box = node.tagName === "INPUT" && ["checkbox", "radio"].includes(node.type);
    if (box) this.setChecked(node, node.type === "radio" ? true : !node.checked);
    const click = this.fire(node, "click");
    if (box) {
      this.fire(node, "input");
      this.fire(node, "change");
    }
    // a form's submit button submits it (its `submit` event: no page is sent anywhere here)
    const form = node.closest("form");
    if (node.tagName === "BUTTON" && form !== null && !click.defaultPrevented
      && (node.getAttribute("type") || /** @type {any} */ (node).type || "submit") === "submit") {
      this.fire(form, "submit");
    }
  }

  /** @param {HTMLInputElement} node @param {boolean} checked */
  setChecked(node, checked) {
    if (node.type === "radio" && checked && node.name) {
      for (const other of this.document.querySelectorAll(`input[type=radio][name="${node.name}"]`)) {
        /** @type {HTMLInputElement} */ (other).checked = false;
      }
    }
    node.checked = checked;
  }

  /** Check a box or radio button (Playwright's check: nothing happens when it is checked). @param {string | Element} target */
  check(target) {
    const node = /** @type {HTMLInputElement} */ (this.find(target));
    if (!node.checked) this.click(node);
  }

  /** Type `text` into a field, replacing what it held (input and change). @param {string | Element} target @param {string} text */
  type(target, text) {
    const node = /** @type {HTMLInputElement} */ (this.find(target));
    node.value = text;
    this.fire(node, "input");
    this.fire(node, "change");
  }

  /** Set a field quietly (no event: the next action reads it). @param {string | Element} target @param {string} text */
  setValue(target, text) {
    /** @type {HTMLInputElement} */ (this.find(target)).value = text;
  }

  /** Choose an option of a <select> by its value (input and change). @param {string | Element} target @param {string} value */
  choose(target, value) {
    const node = /** @type {HTMLSelectElement} */ (this.find(target));
    if (![...node.querySelectorAll("option")].some((o) => o.value === value)) {
      throw new Error(`${this.name}: ${target} has no option ${value}`);
    }
    node.value = value;
    this.fire(node, "input");
    this.fire(node, "change");
  }

  /** A key pressed on `target` (keydown, then keyup). @param {string | Element} target @param {string} key */
  press(target, key) {
    const down = this.fire(target, "keydown", { key });
    this.fire(target, "keyup", { key });
    return down;
  }

  /**
   * The text of the element at `selector` (trimmed), null when there is none; without a
   * selector the widget's. @param {string} [selector]
   */
  text(selector) {
    const node = selector === undefined ? this.root : this.root.querySelector(selector);
    return node === null ? null : (node.textContent || "").trim();
  }

  /** The text of the element at `selector` unless it (or an ancestor in the widget) is hidden. @param {string} selector */
  shownText(selector) {
    const node = /** @type {HTMLElement | null} */ (this.root.querySelector(selector));
    return node === null || this.hidden(node) ? null : (node.textContent || "").trim();
  }

  /** Whether `node` or an ancestor up to the widget's root carries `hidden`. @param {Element} node */
  hidden(node) {
    for (let at = /** @type {Element | null} */ (node); at !== null; at = at.parentElement) {
      if (at.hasAttribute("hidden")) return true;
      if (at === this.root) break;
    }
    return false;
  }

  /** The widget's parameters in the address, without its prefix ("name."). @returns {Record<string, string>} */
  params() {
    /** @type {Record<string, string>} */
    const out = {};
    for (const [key, value] of new URL(location.href).searchParams) {
      if (key.startsWith(`${this.name}.`)) out[key.slice(this.name.length + 1)] = value;
    }
    return out;
  }

  /** The page's address. */
  get href() {
    return location.href;
  }

  /**
   * The reader picks a rule preset in the header (shell/presets.js setPreset), and the widget
   * draws its new answer. @param {string} preset
   */
  async preset(preset) {
    if (this.presets.currentPreset() === preset) return this.answers;
    return this.do(() => this.presets.setPreset(preset));
  }
}

/**
 * Widgets mounted in Node against one engine process (close it at the end of the file). As the
 * browser tests' console guard: a test during which the site's code writes to console.error
 * (a widget's failure, a missing UI string) fails.
 */
export function widgetLab() {
  closing = false;
  engine = engineProcess();
  const mine = engine;
  /** @type {string[]} */
  const errors = [];
  const original = console.error;
  console.error = (/** @type {unknown[]} */ ...args) => {
    errors.push(args.map(String).join(" "));
    original(...args);
  };
  afterEach(() => {
    const seen = errors.splice(0);
    assert.deepEqual(seen, [], "errors in the console");
  });
  return {
    engine: mine,
    /** The ops the widgets sent to the engine so far (empty it with `ops.length = 0`). */
    ops,
    /** The requests ({op, args}) the widgets sent to the engine so far, as `ops`. */
    requests,
    /** The answers the build embeds in a page holding `widgets`. @param {string[]} widgets */
    embedded,
    /**
     * The engine's answer as truco.web.handle words it, asked by the test itself (not counted
     * in `ops`): `{ok: true, result}` or `{ok: false, error}`.
     * @param {string} op @param {Record<string, unknown>} [args]
     * @returns {Promise<{ok: boolean, result?: any, error?: any}>}
     */
    async answer(op, args = {}) {
      try {
        return { ok: true, result: await mine.ask(op, args) };
      } catch (err) {
        const error = /** @type {any} */ (err).details;
        if (!error) throw err;
        return { ok: false, error };
      }
    },
    /** The engine's result for a request that must succeed. @param {string} op @param {Record<string, unknown>} [args] */
    result(op, args = {}) {
      return mine.ask(op, args);
    },
    /**
     * A fresh page holding `name`'s widget, opened with `?preset=...&query`, once the widget is
     * ready and has drawn its first answer.
     * @param {string} name
     * @param {{lang?: string, preset?: string, query?: string, settle?: boolean, embed?: string[],
     *   visit?: Widget}} [options]
     *   `settle: false`: return as soon as it is mounted; `embed`: the page holds the answers the
     *   build embeds for a page with these widgets; `visit`: an earlier page of the same visit
     *   (its localStorage and sessionStorage carry over, as in one tab)
     */
    async open(name, { lang = "en", preset = "paulista", query = "", settle = true, embed, visit } = {}) {
      const search = `?preset=${preset}${query ? `&${query}` : ""}`;
      const document = installPage(name, lang, search,
        { answers: embed ? embedded(embed) : null, stores: visit ? visit.stores : null });
      const { widgets, presets } = await loadShell();
      presets.openPage();
      widgets.mountAll();
      const root = /** @type {HTMLElement} */ (document.querySelector("[data-widget]"));
      const widget = new Widget(root, document, name, presets);
      if (settle) await widget.settle();
      return widget;
    },
    /**
     * The end of the test file: the requests the engine is answering finish (a widget may still
     * be dealing when its last test ends), every later one is answered at once, then the engine
     * process stops. Nothing is left waiting: the file ends at once (it used to hang on the
     * engine client's timers, two minutes).
     */
    async close() {
      closing = true;
      const drained = Promise.allSettled([...inflight]);
      await Promise.race([drained, new Promise((done) => setTimeout(done, 5_000).unref())]);
      mine.close();
    },
  };
}
