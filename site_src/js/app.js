// Truco Lab shell: boot, widget registry, preset selector, engine banner.
//
// Widgets: every element `<div data-widget="name">` in a page is mounted by the module
// `widgets/<name>.js`, whose default export is `mount(root, ctx)` (it may be async). To add a
// widget, write that module and add its name to WIDGETS below. `registerWidget(name, mount)` also
// registers one directly. The shell sets `data-state="loading"` before mounting; the widget calls
// `ctx.ready()` once its first engine answer is on screen; a thrown error or rejected promise
// puts the root in `data-state="error"` with a translated message.
//
// JavaScript never decides a game rule: widgets draw, listen and ask the engine (ctx.ask).

import { cardElement } from "./cards.js";
import { ask, EngineError, engineInfo, onEngineState, restart } from "./engine-client.js";

/** Widget modules in site_src/js/widgets/, one name per line. */
const WIDGETS = [
  "engine-status",
  "vira-lookup",
  "card-duel",
  "tie-explorer",
  "covered-card",
  "ladder",
  "eleven",
  "play-table",
];

const PRESET_STORAGE_KEY = "truco-lab.preset";
const registry = new Map(); // name -> mount function
const presetListeners = new Set(); // {root, fn}
let page = readPage();
let preset = null;

export function registerWidget(name, mount) {
  if (typeof mount !== "function") throw new TypeError(`widget ${name}: mount must be a function`);
  registry.set(name, mount);
}

// --- page data and strings -----------------------------------------------------------------

function readPage() {
  const el = document.getElementById("truco-page");
  try {
    return JSON.parse(el.textContent);
  } catch {
    return { lang: document.documentElement.lang || "es", strings: {}, presets: ["paulista"], defaultPreset: "paulista", alternates: {} };
  }
}

const reportedMissing = new Set();

/** The UI string `key` in the page's language, with `{name}` placeholders filled from params. */
export function t(key, params = {}) {
  const text = page.strings[key];
  if (typeof text !== "string") {
    if (!reportedMissing.has(key)) {
      reportedMissing.add(key);
      console.error(`Truco Lab: missing UI string "${key}" (site_src/i18n/strings.json)`);
    }
    return key;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

// --- preset ----------------------------------------------------------------------------------

function storedPreset() {
  try {
    return localStorage.getItem(PRESET_STORAGE_KEY);
  } catch {
    return null;
  }
}

function urlPreset() {
  return new URLSearchParams(location.search).get("preset");
}

function isPreset(name) {
  return page.presets.includes(name);
}

/** The reader's preset: ?preset= first, then the stored choice, then the default. */
export function currentPreset() {
  return preset;
}

export function setPreset(name, { fromUser = true } = {}) {
  if (!isPreset(name)) return;
  const changed = name !== preset;
  preset = name;
  document.documentElement.setAttribute("data-truco-preset", name);
  try {
    localStorage.setItem(PRESET_STORAGE_KEY, name);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  if (fromUser) {
    const url = new URL(location.href);
    if (url.searchParams.has("preset")) {
      url.searchParams.set("preset", name);
      history.replaceState(history.state, "", url);
    }
  }
  const select = document.getElementById("truco-preset-select");
  if (select && select.value !== name) select.value = name;
  if (!changed) return;
  for (const listener of [...presetListeners]) {
    if (!listener.root.isConnected) {
      presetListeners.delete(listener);
      continue;
    }
    try {
      listener.fn(name);
    } catch (err) {
      console.error(err);
    }
  }
}

function resolvePreset() {
  for (const candidate of [urlPreset(), storedPreset(), preset, page.defaultPreset]) {
    if (isPreset(candidate)) return candidate;
  }
  return page.presets[0];
}

function renderPresetSelector() {
  let box = document.getElementById("truco-preset");
  if (!box) {
    const anchor = document.querySelector(".md-header__inner .md-header__option") || document.querySelector(".md-header__inner .md-search");
    if (!anchor) return;
    box = document.createElement("div");
    box.id = "truco-preset";
    box.className = "md-header__option truco-preset";
    const label = document.createElement("label");
    label.className = "truco-preset__label";
    label.htmlFor = "truco-preset-select";
    const select = document.createElement("select");
    select.id = "truco-preset-select";
    select.className = "truco-preset__select";
    select.addEventListener("change", () => setPreset(select.value));
    box.append(label, select);
    anchor.parentNode.insertBefore(box, anchor);
  }
  box.querySelector("label").textContent = t("preset.label");
  const select = box.querySelector("select");
  select.replaceChildren(
    ...page.presets.map((name) => {
      const option = document.createElement("option");
      option.value = name;
      option.textContent = t(`preset.${name}`);
      return option;
    }),
  );
  select.value = preset;
}

// --- language links --------------------------------------------------------------------------

function updateLanguageLinks() {
  // The header is not replaced by instant navigation: point its language links at this page's
  // translations, and make them full page loads so that the whole header changes language.
  for (const link of document.querySelectorAll("a.md-select__link[hreflang]")) {
    const target = page.alternates && page.alternates[link.hreflang];
    if (target) link.href = new URL(target, location.href).href;
    link.target = "_self";
  }
}

// Widget state lives in the query string and is the same in every language: keep it when the
// reader switches language (headings differ, so the #fragment is dropped).
document.addEventListener(
  "click",
  (event) => {
    const link = event.target instanceof Element ? event.target.closest("a.md-select__link[hreflang]") : null;
    if (!link || !location.search) return;
    const url = new URL(link.href);
    url.search = location.search;
    url.hash = "";
    link.href = url.href;
  },
  true,
);

// --- engine banner ---------------------------------------------------------------------------

function renderBanner(state) {
  let banner = document.getElementById("truco-engine-banner");
  if (state !== "failed") {
    if (banner) banner.hidden = true;
    return;
  }
  if (!banner) {
    banner = document.createElement("div");
    banner.id = "truco-engine-banner";
    banner.className = "truco-banner";
    banner.setAttribute("role", "alert");
    const text = document.createElement("p");
    text.className = "truco-banner__text";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "md-button truco-banner__retry";
    button.addEventListener("click", () => restart());
    banner.append(text, button);
    const container = document.querySelector(".md-container");
    if (container) container.before(banner);
    else document.body.prepend(banner);
  }
  banner.querySelector(".truco-banner__text").textContent = t("engine.failed");
  banner.querySelector(".truco-banner__retry").textContent = t("engine.retry");
  banner.hidden = false;
}

// --- widgets ---------------------------------------------------------------------------------

async function mountFunction(name) {
  if (registry.has(name)) return registry.get(name);
  if (!WIDGETS.includes(name)) return null;
  const module = await import(`./widgets/${name}.js`);
  if (!registry.has(name)) registerWidget(name, module.default);
  return registry.get(name);
}

/** A translated sentence for a widget failure; technical details go to data-error and the console. */
function errorMessage(err) {
  if (err instanceof EngineError) {
    if (err.code === "timeout") return t("engine.timeout");
    if (["boot-failed", "boot-timeout", "engine-failed", "restarted"].includes(err.code)) return t("engine.failed");
  }
  return t("widget.error");
}

function showError(root, text) {
  root.setAttribute("data-state", "error");
  const box = document.createElement("p");
  box.className = "truco-widget__error";
  box.setAttribute("role", "alert");
  box.textContent = text;
  root.replaceChildren(box);
}

function widgetKey(root, name, used) {
  const base = root.id || name;
  const count = (used.get(base) || 0) + 1;
  used.set(base, count);
  return count === 1 ? base : `${base}${count}`;
}

function urlState(key) {
  const param = (name) => `${key}.${name}`;
  return {
    /** Value of this widget's query parameter `name`, or null. */
    get(name) {
      return new URLSearchParams(location.search).get(param(name));
    },
    /** Set (or with null/"" remove) query parameters of this widget, without a new history entry. */
    set(values) {
      const url = new URL(location.href);
      for (const [name, value] of Object.entries(values)) {
        if (value === null || value === undefined || value === "") url.searchParams.delete(param(name));
        else url.searchParams.set(param(name), String(value));
      }
      history.replaceState(history.state, "", url);
    },
    /** The full URL that opens this page with the current state (for "copy link"). */
    href() {
      return location.href;
    },
  };
}

async function mountWidget(root, key) {
  const name = root.getAttribute("data-widget");
  root.setAttribute("data-mounted", "");
  root.setAttribute("data-state", "loading");
  root.classList.add("truco-widget");
  if (!root.hasChildNodes()) {
    const loading = document.createElement("p");
    loading.className = "truco-widget__loading";
    loading.textContent = t("widget.loading");
    root.append(loading);
  }
  const ctx = {
    root,
    name,
    lang: page.lang,
    ask,
    t,
    card: (code) => cardElement(code, t),
    get preset() {
      return preset;
    },
    onPresetChange(fn) {
      const listener = { root, fn };
      presetListeners.add(listener);
      return () => presetListeners.delete(listener);
    },
    url: urlState(key),
    ready() {
      root.setAttribute("data-state", "ready");
    },
    fail(err) {
      root.dataset.errorKind = err instanceof EngineError ? "engine" : "widget";
      root.dataset.error = err && err.message ? err.message : String(err);
      showError(root, errorMessage(err));
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

/** Mount every `[data-widget]` root of the page that is not mounted yet (runs on each page). */
export function mountWidgets() {
  mountAll();
}

function mountAll({ remountEngineErrors = false } = {}) {
  const used = new Map();
  for (const root of document.querySelectorAll("[data-widget]")) {
    const key = widgetKey(root, root.getAttribute("data-widget"), used);
    const retry = remountEngineErrors && root.dataset.state === "error" && root.dataset.errorKind === "engine";
    if (retry) {
      root.replaceChildren();
      delete root.dataset.errorKind;
    }
    if (!root.hasAttribute("data-mounted") || retry) mountWidget(root, key);
  }
}

// --- boot ------------------------------------------------------------------------------------

function onPage() {
  page = readPage();
  setPreset(resolvePreset(), { fromUser: false });
  renderPresetSelector();
  updateLanguageLinks();
  renderBanner(engineInfo().state);
  mountAll();
}

let lastState = engineInfo().state;
onEngineState((state) => {
  renderBanner(state);
  if (state === "ready" && lastState !== "ready") mountAll({ remountEngineErrors: true });
  lastState = state;
});

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => onPage());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", onPage, { once: true });
} else {
  onPage();
}
