// @ts-check
// Rule options on top of the reader's preset: the values tables play (three tied rounds, the
// 2-4-8-10-12 ladder, the iron hand, the exposed card...), chosen in a panel beside the preset
// selector, remembered, and carried in links (?options={"three_ties":"dealer"}). The choices and
// each preset's own values come from the engine at build time (page data `rules`); the engine
// checks every spec it receives. This module only keeps the reader's choice and draws the panel.

import { el } from "./kit/dom.js";

const STORAGE_KEY = "truco-lab.options";

/**
 * @typedef {Record<string, unknown>} Options option name -> value (JSON)
 * @typedef {{presets: Record<string, Options>, choices: [string, unknown[]][],
 *   kept?: Record<string, Record<string, number[]>>}} RulesData
 *   choices: [option name, the values tables play] in the engine's order; kept: per preset and
 *   option, the values (indexes in choices) the engine's own spec keeps (Rules.to_spec, at build
 *   time): an override equal to the preset's own value is not one
 */

/** @param {unknown} a @param {unknown} b */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The overrides that are among the panel's choices and that the engine's spec keeps (page data
 * `kept`, from Rules.to_spec at build time): the rules the engine would name itself.
 * @param {unknown} raw @param {RulesData} data @param {string} preset @returns {Options}
 */
export function cleanOptions(raw, data, preset) {
  /** @type {Options} */
  const out = {};
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return out;
  const kept = (data.kept || {})[preset] || {};
  const choices = new Map(data.choices);
  for (const [name, value] of Object.entries(raw)) {
    const index = (choices.get(name) || []).findIndex((v) => same(v, value));
    if (index >= 0 && (kept[name] || []).includes(index)) out[name] = value;
  }
  return out;
}

/**
 * The rules spec the widgets send: the preset's name, or the preset with overrides.
 * @param {string} preset @param {Options} options
 */
export function specOf(preset, options) {
  return Object.keys(options).length ? { preset, ...options } : preset;
}

/** @returns {unknown} */
export function storedOptions() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) || "{}");
  } catch {
    return {};
  }
}

/** @param {Options} options */
export function storeOptions(options) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(options));
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** The options a link carries (?options=), or null. @returns {unknown} */
export function linkedOptions() {
  const text = new URLSearchParams(location.search).get("options");
  if (text === null) return null;
  try {
    return JSON.parse(text.slice(0, 2000));
  } catch {
    return {};
  }
}

/**
 * The label of an option's value.
 * @param {string} name @param {unknown} value @param {(key: string) => string} t
 * @param {(key: string) => boolean} has
 */
function valueText(name, value, t, has) {
  if (Array.isArray(value)) return value.join(" · ");
  if (typeof value === "boolean") return t(value ? "tables.yes" : "tables.no");
  const key = `options.value.${name}.${value}`;
  if (has(key)) return t(key);
  return has(`tables.value.${value}`) ? t(`tables.value.${value}`) : String(value);
}

/**
 * Draw (or redraw) the panel: one select per option, the preset's own value marked.
 * @param {HTMLElement} box the panel's container
 * @param {{data: RulesData, preset: string, options: Options, t: (key: string, params?: object) => string,
 *   has: (key: string) => boolean, onChange: (options: Options) => void}} state
 */
export function renderPanel(box, { data, preset, options, t, has, onChange }) {
  const own = data.presets[preset] || {};
  const fields = data.choices.map(([name, values]) => {
    const label = el("label", "truco-options__field");
    label.append(el("span", "truco-options__name", t(`tables.option.${name}`)));
    const select = el("select", "truco-options__select");
    select.name = name;
    values.forEach((value, i) => {
      const isOwn = same(own[name], value);
      const text = valueText(name, value, t, has) + (isOwn ? ` (${t("options.preset_value")})` : "");
      const option = el("option", "", text);
      option.value = String(i);
      select.append(option);
    });
    const current = name in options ? options[name] : own[name];
    select.value = String(Math.max(0, values.findIndex((v) => same(v, current))));
    select.addEventListener("change", () => {
      const next = { ...options, [name]: values[Number(select.value)] };
      onChange(cleanOptions(next, data, preset));
    });
    label.append(select);
    return label;
  });
  const reset = el("button", "md-button truco-button truco-options__reset", t("options.reset"));
  reset.type = "button";
  reset.disabled = Object.keys(options).length === 0;
  reset.addEventListener("click", () => onChange({}));
  box.replaceChildren(
    el("p", "truco-options__note", t("options.note")),
    el("div", "truco-options__fields"),
    reset,
  );
  /** @type {HTMLElement} */ (box.children[1]).append(...fields);
}
