// @ts-check
// Truco Lab shell: boot, widget registry, preset selector, engine banner.
//
// Widgets: every element `<div data-widget="name">` in a page is mounted by the module
// `widgets/<name>.js`, whose default export is `mount(root, ctx)` (it may be async). To add a
// widget, write that module and add its name to WIDGETS below. The shell sets
// `data-state="loading"` before mounting; the widget calls `ctx.ready()` once its first engine
// answer is on screen; a thrown error or rejected promise puts the root in `data-state="error"`
// with a translated message. Shared parts (wording, the hand renderer, the scenario player,
// copy-link...) live in kit/; no widget imports another widget.
//
// JavaScript never decides a game rule: widgets draw, listen and ask the engine (ctx.ask).

import { ask, EngineError, engineInfo, onEngineState, restart } from "./engine-client.js";
import { cardElement } from "./kit/cards.js";
import { hasString, pageData, prerendered, t } from "./kit/page.js";
import { requestKey } from "./kit/protocol.js";
import { errorText } from "./kit/words.js";
import { cleanOptions, linkedOptions, renderPanel, specOf, storedOptions, storeOptions } from "./rule-options.js";

/**
 * What a widget's mount function receives.
 * @typedef {Object} WidgetContext
 * @property {HTMLElement} root
 * @property {string} name
 * @property {string} lang
 * @property {typeof ask} ask
 * @property {(key: string, params?: Record<string, unknown>) => string} t
 * @property {(code: string | null) => HTMLElement} card
 * @property {string} preset the reader's rule preset (its name)
 * @property {import("./kit/protocol.js").RulesSpec} rules the rules to send the engine: the
 *   preset, with the reader's rule options when there are any
 * @property {(fn: (preset: string) => void) => () => void} onPresetChange called when the preset
 *   or the rule options change
 * @property {UrlState} url this widget's query parameters (deep links)
 * @property {() => void} ready the first answer is on screen
 * @property {(err: unknown) => void} fail show a failure instead of the widget
 *
 * @typedef {Object} UrlState
 * @property {(name: string) => string | null} get
 * @property {(values: Record<string, string | number | null | undefined>) => void} set
 * @property {() => string} href
 *
 * @typedef {(root: HTMLElement, ctx: WidgetContext) => void | Promise<void>} Mount
 */

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
  "puzzle",
  "puzzle-gallery",
  "puzzle-set",
  "scenario-editor",
  "analysis",
  "lesson",
];

const PRESET_STORAGE_KEY = "truco-lab.preset";
/** @type {Map<string, Mount>} */
const registry = new Map();
/** @type {Set<{root: Element, fn: (preset: string) => void}>} */
const presetListeners = new Set();
let page = pageData();
let preset = page.defaultPreset;
/** @type {Record<string, unknown>} the reader's rule options on top of the preset */
let options = {};
/** @type {import("./rule-options.js").RulesData} */
const NO_RULES = { presets: {}, choices: [] };

/** @param {string} name @param {Mount} mount */
export function registerWidget(name, mount) {
  if (typeof mount !== "function") throw new TypeError(`widget ${name}: mount must be a function`);
  registry.set(name, mount);
}

export { t };

// --- preset ----------------------------------------------------------------------------------

function storedPreset() {
  try {
    return localStorage.getItem(PRESET_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** @param {string | null} name @returns {name is string} */
function isPreset(name) {
  return name !== null && page.presets.includes(name);
}

/** The reader's preset: ?preset= first, then the stored choice, then the default. */
export function currentPreset() {
  return preset;
}

/** The rules the widgets send the engine: the preset, with the reader's options. */
export function currentRules() {
  return specOf(preset, options);
}

/** @param {string} name @param {{fromUser?: boolean}} [settings] */
export function setPreset(name, { fromUser = true } = {}) {
  if (!isPreset(name)) return;
  const changed = name !== preset;
  preset = name;
  const kept = cleanOptions(options, page.rules || NO_RULES, name);
  const optionsChanged = JSON.stringify(kept) !== JSON.stringify(options);
  options = kept;
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
  const select = /** @type {HTMLSelectElement | null} */ (document.getElementById("truco-preset-select"));
  if (select && select.value !== name) select.value = name;
  renderOptions();
  if (changed || optionsChanged) notifyRules();
}

/** Change the reader's rule options (on top of the preset) from the panel. @param {Record<string, unknown>} next */
function setOptions(next) {
  options = cleanOptions(next, page.rules || NO_RULES, preset);
  storeOptions(options);
  const url = new URL(location.href);
  if (url.searchParams.has("options") || Object.keys(options).length) {
    if (Object.keys(options).length) url.searchParams.set("options", JSON.stringify(options));
    else url.searchParams.delete("options");
    history.replaceState(history.state, "", url);
  }
  renderOptions();
  notifyRules();
}

function notifyRules() {
  for (const listener of [...presetListeners]) {
    if (!listener.root.isConnected) {
      presetListeners.delete(listener);
      continue;
    }
    try {
      listener.fn(preset);
    } catch (err) {
      console.error(err);
    }
  }
}

function resolvePreset() {
  const fromUrl = new URLSearchParams(location.search).get("preset");
  for (const candidate of [fromUrl, storedPreset(), preset, page.defaultPreset]) {
    if (isPreset(candidate)) return candidate;
  }
  return page.presets[0];
}

function renderPresetSelector() {
  let box = document.getElementById("truco-preset");
  if (!box) {
    const anchor = document.querySelector(".md-header__inner .md-header__option")
      || document.querySelector(".md-header__inner .md-search");
    if (!anchor || !anchor.parentNode) return;
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
  const label = box.querySelector("label");
  if (label) label.textContent = t("preset.label");
  const select = box.querySelector("select");
  if (!select) return;
  select.replaceChildren(
    ...page.presets.map((name) => {
      const option = document.createElement("option");
      option.value = name;
      option.textContent = t(`preset.${name}`);
      return option;
    }),
  );
  select.value = preset;
  renderOptions();
}

/** The options button and panel beside the preset selector. */
function renderOptions() {
  const box = document.getElementById("truco-preset");
  const data = page.rules;
  if (!box || !data) return;
  let details = /** @type {HTMLDetailsElement | null} */ (document.getElementById("truco-options"));
  if (!details) {
    details = document.createElement("details");
    details.id = "truco-options";
    details.className = "md-header__option truco-options";
    const summary = document.createElement("summary");
    summary.className = "truco-options__summary";
    const panel = document.createElement("div");
    panel.className = "truco-options__panel";
    details.append(summary, panel);
    box.after(details);
  }
  const count = Object.keys(options).length;
  const summary = /** @type {HTMLElement} */ (details.querySelector("summary"));
  // on a phone the header has no room for the preset selector: the button reads "Rules" and its
  // panel starts with the preset (truco.css shows one word or the other)
  const word = document.createElement("span");
  word.className = "truco-options__word";
  word.textContent = count ? `${t("options.button")} (${count})` : t("options.button");
  const phoneWord = document.createElement("span");
  phoneWord.className = "truco-options__word truco-options__word--phone";
  phoneWord.textContent = count ? `${t("preset.label")} (${count})` : t("preset.label");
  summary.replaceChildren(word, phoneWord);
  summary.title = count ? t("options.changed", { preset: t(`preset.${preset}`), n: count })
    : t("options.title", { preset: t(`preset.${preset}`) });
  details.dataset.changed = String(count);
  const panel = /** @type {HTMLElement} */ (details.querySelector(".truco-options__panel"));
  const focused = document.activeElement instanceof HTMLSelectElement && panel.contains(document.activeElement)
    ? document.activeElement.id || document.activeElement.name : null;
  renderPanel(panel, { data, preset, options, t, has: hasString, onChange: setOptions });
  panel.prepend(panelPreset());
  if (focused) {
    const again = panel.querySelector(`#${CSS.escape(focused)}, select[name="${CSS.escape(focused)}"]`);
    if (again instanceof HTMLElement) again.focus();
  }
}

/** The preset selector inside the options panel (the one a phone shows). */
function panelPreset() {
  const label = document.createElement("label");
  label.className = "truco-options__field truco-options__preset";
  const name = document.createElement("span");
  name.className = "truco-options__name";
  name.textContent = t("preset.label");
  const select = document.createElement("select");
  select.id = "truco-preset-select-panel";
  select.className = "truco-options__select";
  for (const value of page.presets) {
    const option = document.createElement("option");
    option.value = value;
    option.textContent = t(`preset.${value}`);
    select.append(option);
  }
  select.value = preset;
  select.addEventListener("change", () => setPreset(select.value));
  label.append(name, select);
  return label;
}

// --- language links --------------------------------------------------------------------------

function updateLanguageLinks() {
  // The header is not replaced by instant navigation: point its language links at this page's
  // translations, and make them full page loads so that the whole header changes language.
  for (const link of document.querySelectorAll("a.md-select__link[hreflang]")) {
    const anchor = /** @type {HTMLAnchorElement} */ (link);
    const target = page.alternates && page.alternates[anchor.hreflang];
    if (target) anchor.href = new URL(target, location.href).href;
    anchor.target = "_self";
  }
}

// Widget state lives in the query string and is the same in every language: keep it when the
// reader switches language (headings differ, so the #fragment is dropped).
document.addEventListener(
  "click",
  (event) => {
    const found = event.target instanceof Element ? event.target.closest("a.md-select__link[hreflang]") : null;
    if (!found || !location.search) return;
    const link = /** @type {HTMLAnchorElement} */ (found);
    const url = new URL(link.href);
    url.search = location.search;
    url.hash = "";
    link.href = url.href;
  },
  true,
);

// --- engine banner ---------------------------------------------------------------------------

/** @param {string} state */
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
  const text = banner.querySelector(".truco-banner__text");
  const retry = banner.querySelector(".truco-banner__retry");
  if (text) text.textContent = t("engine.failed");
  if (retry) retry.textContent = t("engine.retry");
  banner.hidden = false;
}

// --- widgets ---------------------------------------------------------------------------------

/** @param {string} name @returns {Promise<Mount | null>} */
async function mountFunction(name) {
  const known = registry.get(name);
  if (known) return known;
  if (!WIDGETS.includes(name)) return null;
  const module = await import(`./widgets/${name}.js`);
  if (!registry.has(name)) registerWidget(name, module.default);
  return registry.get(name) || null;
}

/** A translated sentence for a widget failure; technical details go to data-error and the console. @param {unknown} err */
function errorMessage(err) {
  if (err instanceof EngineError) return errorText(err, t, { has: hasString }).text;
  return t("widget.error");
}

/** @param {HTMLElement} root @param {string} text */
function showError(root, text) {
  root.setAttribute("data-state", "error");
  const box = document.createElement("p");
  box.className = "truco-widget__error";
  box.setAttribute("role", "alert");
  box.textContent = text;
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

/** @param {string} key @returns {UrlState} */
function urlState(key) {
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
      return location.href;
    },
  };
}

/** @param {HTMLElement} root @param {string} key */
async function mountWidget(root, key) {
  const name = root.getAttribute("data-widget") || "";
  root.setAttribute("data-mounted", "");
  root.setAttribute("data-state", "loading");
  root.classList.add("truco-widget");
  if (!root.hasChildNodes()) {
    const loading = document.createElement("p");
    loading.className = "truco-widget__loading";
    loading.textContent = t("widget.loading");
    root.append(loading);
  }
  /** @type {WidgetContext} */
  const ctx = {
    root,
    name,
    lang: page.lang,
    ask: askPage,
    t,
    card: (code) => cardElement(code, t),
    get preset() {
      return preset;
    },
    get rules() {
      return currentRules();
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
      root.dataset.error = err instanceof Error ? err.message : String(err);
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

// --- boot ------------------------------------------------------------------------------------

function onPage() {
  page = pageData();
  const linked = linkedOptions();
  const resolved = resolvePreset();
  options = cleanOptions(linked !== null ? linked : storedOptions(), page.rules || NO_RULES, resolved);
  if (Object.keys(options).length && linked === null) {
    // remembered options travel in the page's links (copy-link copies location.href)
    const url = new URL(location.href);
    url.searchParams.set("options", JSON.stringify(options));
    history.replaceState(history.state, "", url);
  }
  setPreset(resolved, { fromUser: false });
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

/** Material's observable of page loads (instant navigation), when the theme provides it. */
const documents = /** @type {{subscribe?: (fn: () => void) => void} | undefined} */ (
  /** @type {any} */ (window).document$);
if (documents && typeof documents.subscribe === "function") {
  documents.subscribe(() => onPage());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", onPage, { once: true });
} else {
  onPage();
}
