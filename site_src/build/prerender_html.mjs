// The widgets' first answers as HTML, drawn at build time by the widgets' own modules (the same
// renderer as in the browser) in a DOM made by linkedom, on the answers the engine computed for
// the page (page data `answers`; site_src/hooks/prerender.py). site_src/hooks/first_paint.py
// writes the result into each widget's root, so that the answer is on screen at first paint,
// with JavaScript still loading or off; in the browser the widget then draws the same markup
// over it (shell/widgets.js), with nothing moving.
//
//   node site_src/build/prerender_html.mjs < [{page, lang, data, roots: ["<div data-widget=...>", ...]}]
//   -> [{page, roots: [{html: inner HTML | null, className, state, reason}]}]
//
// A root is drawn only when its widget reaches data-state="ready" on the embedded answers alone
// (a widget that needs the live engine for its first answer, or that fails here, gets null and
// keeps its loading line).

import { readFileSync } from "node:fs";
import { parseHTML } from "linkedom";

import { reflect } from "./linkedom_reflect.mjs";

const jobs = JSON.parse(readFileSync(0, "utf8"));
/** How long a widget may take to draw from the embedded answers (microtasks, timers). */
const SETTLE_MS = 1500;

const escapeJson = (text) => text.replace(/</g, "\\u003c");

/** Make `window` and friends of a fresh linkedom document the globals the site's modules use. */
function install(lang, data, roots) {
  const html = `<!doctype html><html lang="${lang}" data-truco-preset="${data.defaultPreset}"><head>`
    + `<script type="application/json" id="truco-page">${escapeJson(JSON.stringify(data))}</script>`
    + `</head><body><div class="md-container"><article class="md-content__inner md-typeset">`
    + roots.map((tag) => `${tag}</div>`).join("") + `</article></div></body></html>`;
  const { window, document } = parseHTML(html);
  reflect(window);
  const store = new Map();
  const url = new URL("http://prerender.invalid/");
  const globals = {
    window,
    document,
    location: url,
    history: { state: null, replaceState() {}, pushState() {} },
    localStorage: {
      getItem: (k) => (store.has(k) ? store.get(k) : null),
      setItem: (k, v) => store.set(k, String(v)),
      removeItem: (k) => store.delete(k),
    },
    matchMedia: () => ({ matches: false, addEventListener() {}, removeEventListener() {} }),
    requestAnimationFrame: (fn) => setTimeout(() => fn(0), 0),
    cancelAnimationFrame: (id) => clearTimeout(id),
    getComputedStyle: () => ({ getPropertyValue: () => "" }),
    addEventListener: (...a) => window.addEventListener(...a),
    removeEventListener: (...a) => window.removeEventListener(...a),
    dispatchEvent: (...a) => window.dispatchEvent(...a),
    navigator: { language: lang, languages: [lang], userAgent: "prerender" },
  };
  for (const name of ["HTMLElement", "Element", "Node", "Event", "CustomEvent", "KeyboardEvent",
    "MouseEvent", "DocumentFragment", "HTMLInputElement", "HTMLSelectElement", "HTMLButtonElement",
    "Text", "MutationObserver"]) {
    if (window[name] !== undefined) globals[name] = window[name];
  }
  window.localStorage = globals.localStorage;
  window.matchMedia = globals.matchMedia;
  window.location = url;
  window.history = globals.history;
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  if (typeof document.readyState !== "string") Object.defineProperty(document, "readyState", { value: "loading" });
  return document;
}

/** Resolve once every root is ready or failed, or after SETTLE_MS. */
function settled(document) {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      const roots = [...document.querySelectorAll("[data-widget]")];
      const done = roots.every((r) => ["ready", "error"].includes(r.getAttribute("data-state") || ""));
      if (done || Date.now() - started > SETTLE_MS) resolve(roots);
      else setTimeout(check, 10);
    };
    check();
  });
}

const out = [];
// the shell's modules are imported once the first document exists (some read it at load)
let shell = null;
for (const job of jobs) {
  const document = install(job.lang, job.data, job.roots);
  if (shell === null) {
    const [widgets, presets, app] = await Promise.all([
      import("../js/shell/widgets.js"),
      import("../js/shell/presets.js"),
      import("../js/app.js").catch(() => null),
    ]);
    shell = { widgets, presets, app };
  }
  shell.presets.openPage();
  shell.widgets.mountAll();
  const roots = await settled(document);
  out.push({
    page: job.page,
    roots: roots.map((root) => {
      const state = root.getAttribute("data-state");
      const ready = state === "ready" && !root.getAttribute("data-busy");
      // the classes the shell and the widget give the root (its frame, its layout) go with it
      return { html: ready ? root.innerHTML : null, className: root.getAttribute("class") || "", state,
        reason: root.getAttribute("data-error") };
    }),
  });
}
// a widget may have left timers (a live region's delay): once the answers are written, stop
process.stdout.write(JSON.stringify(out), () => process.exit(0));
