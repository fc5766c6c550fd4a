// @ts-check
// The reader's rules: the preset (?preset= first, then the stored choice, then the default) and
// the rule options on top of it (?options=, else the stored ones), with the listeners told when
// either changes. The options panel and the selectors (shell/header.js) draw this state.

import { store } from "../kit/dom.js";
import { pageData } from "../kit/page.js";
import { cleanOptions, linkedOptions, specOf, storedOptions, storeOptions } from "../rule-options.js";

const PRESET_STORAGE_KEY = "truco-lab.preset";
/** @type {import("../rule-options.js").RulesData} */
const NO_RULES = { presets: {}, choices: [] };

/** The rules state: the page's data, the preset, the options. */
export const rules = {
  page: pageData(),
  preset: pageData().defaultPreset,
  /** @type {Record<string, unknown>} the reader's rule options on top of the preset */
  options: {},
};

/** @type {Set<{root: Element, fn: (preset: string) => void}>} */
const listeners = new Set();
/** @type {Set<() => void>} redraws of the header */
const views = new Set();

/** @param {() => void} fn called after every change (the header redraws) */
export function onRulesDrawn(fn) {
  views.add(fn);
}

/** @param {string | null} name @returns {name is string} */
function isPreset(name) {
  return name !== null && rules.page.presets.includes(name);
}

/** The reader's preset. */
export function currentPreset() {
  return rules.preset;
}

/** The rules the widgets send the engine: the preset, with the reader's options. */
export function currentRules() {
  return specOf(rules.preset, rules.options);
}

/**
 * A widget's listener of rule changes (dropped once its root leaves the page).
 * @param {Element} root @param {(preset: string) => void} fn
 */
export function onPresetChange(root, fn) {
  const listener = { root, fn };
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** @param {string} name @param {{fromUser?: boolean}} [settings] */
export function setPreset(name, { fromUser = true } = {}) {
  if (!isPreset(name)) return;
  const changed = name !== rules.preset;
  rules.preset = name;
  const kept = cleanOptions(rules.options, rules.page.rules || NO_RULES, name);
  const optionsChanged = JSON.stringify(kept) !== JSON.stringify(rules.options);
  rules.options = kept;
  document.documentElement.setAttribute("data-truco-preset", name);
  store.set(PRESET_STORAGE_KEY, name); // storage unavailable (private mode): the choice lasts for this page only
  if (fromUser) {
    const url = new URL(location.href);
    if (url.searchParams.has("preset")) {
      url.searchParams.set("preset", name);
      history.replaceState(history.state, "", url);
    }
  }
  drawn();
  if (changed || optionsChanged) notify();
}

/** Change the reader's rule options (on top of the preset) from the panel. @param {Record<string, unknown>} next */
export function setOptions(next) {
  rules.options = cleanOptions(next, rules.page.rules || NO_RULES, rules.preset);
  storeOptions(rules.options);
  const url = new URL(location.href);
  if (url.searchParams.has("options") || Object.keys(rules.options).length) {
    if (Object.keys(rules.options).length) url.searchParams.set("options", JSON.stringify(rules.options));
    else url.searchParams.delete("options");
    history.replaceState(history.state, "", url);
  }
  drawn();
  notify();
}

function drawn() {
  for (const fn of views) fn();
}

function notify() {
  for (const listener of [...listeners]) {
    if (!listener.root.isConnected) {
      listeners.delete(listener);
      continue;
    }
    try {
      listener.fn(rules.preset);
    } catch (err) {
      console.error(err);
    }
  }
}

function resolvePreset() {
  const fromUrl = new URLSearchParams(location.search).get("preset");
  for (const candidate of [fromUrl, store.get(PRESET_STORAGE_KEY), rules.preset, rules.page.defaultPreset]) {
    if (isPreset(candidate)) return candidate;
  }
  return rules.page.presets[0];
}

/** A new page: its data, then the preset and options of its link (or the stored ones). */
export function openPage() {
  rules.page = pageData();
  const linked = linkedOptions();
  const resolved = resolvePreset();
  rules.options = cleanOptions(linked !== null ? linked : storedOptions(), rules.page.rules || NO_RULES, resolved);
  if (Object.keys(rules.options).length && linked === null) {
    // remembered options travel in the page's links (copy-link copies location.href)
    const url = new URL(location.href);
    url.searchParams.set("options", JSON.stringify(rules.options));
    history.replaceState(history.state, "", url);
  }
  setPreset(resolved, { fromUser: false });
}
