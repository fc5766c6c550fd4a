// @ts-check
// Widgets: every element `<div data-widget="name">` of a page is mounted by the module
// `widgets/<name>.js` (a name of app.js's WIDGETS), whose default export is `mount(root, ctx)`.
// The shell sets `data-state="loading"` before mounting; the widget calls `ctx.ready()` once its
// first engine answer is on screen; a thrown error or rejected promise puts the root in
// `data-state="error"` with a translated message. Here: the registry, the context a widget
// gets (ctx: ask, t, card, the reader's rules, its URL state), mounting and remounting.

import { ask, EngineError, engineState, needData, restart } from "../engine-client.js";
import { cardElement } from "../kit/cards.js";
import { el } from "../kit/dom.js";
import { hasString, prerendered, t } from "../kit/page.js";
import { requestKey } from "../kit/protocol.js";
import { errorText } from "../kit/words.js";
import { currentRules, onPresetChange, rules } from "./presets.js";

/**
 * The widget contract (kit/types.js).
 * @typedef {import("../kit/types.js").WidgetContext} WidgetContext
 * @typedef {import("../kit/types.js").UrlState} UrlState
 * @typedef {import("../kit/types.js").Mount} Mount
 */

/** @type {Map<string, Mount>} */
const registry = new Map();
/** @type {readonly string[]} the widget modules of site_src/js/widgets/ (app.js's WIDGETS) */
let known = [];
/** @type {(fn: () => void) => () => void} */
let restartListener = () => () => {};

/**
 * The names of the widget modules, and the engine's restart notices (engine-client onRestart).
 * @param {readonly string[]} names @param {(fn: () => void) => () => void} onRestart
 */
export function setWidgets(names, onRestart) {
  known = names;
  restartListener = onRestart;
}

/** @param {string} name @param {Mount} mount */
export function registerWidget(name, mount) {
  if (typeof mount !== "function") throw new TypeError(`widget ${name}: mount must be a function`);
  registry.set(name, mount);
}

/** @param {string} name @returns {Promise<Mount | null>} */
async function mountFunction(name) {
  const found = registry.get(name);
  if (found) return found;
  if (!known.includes(name)) return null;
  const module = await import(`../widgets/${name}.js`);
  if (!registry.has(name)) registerWidget(name, module.default);
  return registry.get(name) || null;
}

/** A translated sentence for a widget failure; technical details go to data-error and the console. @param {unknown} err */
function errorMessage(err) {
  if (err instanceof EngineError) return errorText(err, t, { has: hasString }).text;
  return t("widget.error");
}

/**
 * The widget's error in its place. An engine's failure says what (kit/words.js errorText), whether
 * the engine is starting again (after a request that took too long: the widget then comes back by
 * itself, app.js) and offers "try again": a failed engine is started again (the runtime it
 * downloaded stays in the browser's caches), a running one is asked again.
 * @param {HTMLElement} root @param {string} text @param {boolean} [engine] an engine's failure
 */
function showError(root, text, engine = false) {
  root.setAttribute("data-state", "error");
  const box = el("div", "truco-widget__error");
  box.setAttribute("role", "alert");
  box.append(el("p", "", text));
  if (engine) {
    const note = el("p", "truco-widget__error-note", engineState() === "loading" ? t("engine.restarting") : "");
    note.hidden = engineState() !== "loading";
    const again = el("button", "md-button truco-widget__retry", t("engine.retry"));
    again.type = "button";
    again.addEventListener("click", () => {
      again.disabled = true;
      if (engineState() === "failed") restart(); // remounted once ready (app.js)
      else if (engineState() === "ready") mountAll({ remountEngineErrors: true });
      else {
        note.textContent = t("engine.restarting");
        note.hidden = false;
      }
    });
    box.append(note, again);
  }
  root.replaceChildren(box);
}

/** @param {HTMLElement} root @param {string} name @param {Map<string, number>} used */
function widgetKey(root, name, used) {
  const base = root.id || name;
  const count = (used.get(base) || 0) + 1;
  used.set(base, count);
  return count === 1 ? base : `${base}${count}`;
}

/**
 * ctx.ask: the answer the build embedded in the page when there is one (the same request made
 * at build time), else the engine's. Widgets never know the difference.
 * @type {typeof ask}
 */
const askPage = (op, args, options) => {
  const found = prerendered(requestKey(op, args));
  return found.found ? Promise.resolve(found.answer) : ask(op, args, options);
};

/**
 * The section a widget sits in: the id of the last heading before it in the article (a copied
 * link lands there, whatever the reader had scrolled to). @param {HTMLElement} root
 */
function sectionOf(root) {
  const headings = [...document.querySelectorAll("article h2[id], article h3[id]")];
  const before = headings.filter((h) => h.compareDocumentPosition(root) & Node.DOCUMENT_POSITION_FOLLOWING);
  return before.length ? before[before.length - 1].id : "";
}

/** @param {string} key @param {HTMLElement} root @returns {UrlState} */
function urlState(key, root) {
  const param = (/** @type {string} */ name) => `${key}.${name}`;
  return {
    get(name) {
      return new URLSearchParams(location.search).get(param(name));
    },
    set(values) {
      const url = new URL(location.href);
      for (const [name, value] of Object.entries(values)) {
        if (value === null || value === undefined || value === "") url.searchParams.delete(param(name));
        else url.searchParams.set(param(name), String(value));
      }
      history.replaceState(history.state, "", url);
    },
    href() {
      const url = new URL(location.href);
      const section = sectionOf(root);
      url.hash = section ? `#${section}` : "";
      return url.href;
    },
  };
}

/** @param {HTMLElement} root @param {string} key */
async function mountWidget(root, key) {
  const name = root.getAttribute("data-widget") || "";
  root.setAttribute("data-mounted", "");
  root.setAttribute("data-state", "loading");
  root.classList.add("truco-widget");
  if (!root.hasChildNodes()) root.append(el("p", "truco-widget__loading", t("widget.loading")));
  /** @type {WidgetContext} */
  const ctx = {
    root,
    name,
    lang: rules.page.lang,
    ask: askPage,
    needData,
    t,
    card: (code) => cardElement(code, t),
    get preset() {
      return rules.preset;
    },
    get rules() {
      return currentRules();
    },
    onPresetChange: (fn) => onPresetChange(root, fn),
    onRestart: (fn) => restartListener(fn),
    url: urlState(key, root),
    ready() {
      root.setAttribute("data-state", "ready");
    },
    fail(err) {
      root.dataset.errorKind = err instanceof EngineError ? "engine" : "widget";
      root.dataset.error = err instanceof Error ? err.message : String(err);
      showError(root, errorMessage(err), err instanceof EngineError);
    },
  };
  try {
    const mount = await mountFunction(name);
    if (mount === null) {
      showError(root, t("widget.unknown", { name }));
      console.error(`Truco Lab: unknown widget "${name}" (add it to WIDGETS in site_src/js/app.js)`);
      return;
    }
    await mount(root, ctx);
  } catch (err) {
    ctx.fail(err);
    if (!(err instanceof EngineError)) console.error(`Truco Lab: widget "${name}" failed`, err);
  }
}

/**
 * Mount every `[data-widget]` root of the page that is not mounted yet (runs on each page);
 * `remountEngineErrors`: also those that failed because the engine was down.
 */
export function mountAll({ remountEngineErrors = false } = {}) {
  /** @type {Map<string, number>} */
  const used = new Map();
  for (const found of document.querySelectorAll("[data-widget]")) {
    const root = /** @type {HTMLElement} */ (found);
    const key = widgetKey(root, root.getAttribute("data-widget") || "", used);
    const retry = remountEngineErrors && root.dataset.state === "error" && root.dataset.errorKind === "engine";
    if (retry) {
      root.replaceChildren();
      delete root.dataset.errorKind;
    }
    if (!root.hasAttribute("data-mounted") || retry) mountWidget(root, key);
  }
}
