// @ts-check
// DOM helpers: elements with a class and text (never HTML), buttons, unique ids.

/**
 * An element with a class and a text (never parsed as HTML).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string | null} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className = "", text = null) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== null && text !== undefined) node.textContent = text;
  return node;
}

/**
 * A native button (type=button) with a text and a click handler.
 * @param {string} text
 * @param {((event: MouseEvent) => void) | null} onClick
 * @param {string} [className]
 */
export function button(text, onClick, className = "md-button truco-button") {
  const node = el("button", className, text);
  node.type = "button";
  if (onClick) node.addEventListener("click", onClick);
  return node;
}

let counter = 0;

/** An id unique in the page, e.g. "truco-copy-7". @param {string} base */
export function uniqueId(base) {
  counter += 1;
  return `${base}-${counter}`;
}

/**
 * A labelled <select> of options [{value, text}].
 * @param {string} label
 * @param {{value: string, text: string}[]} options
 * @param {string} value
 * @param {(value: string) => void} onChange
 * @param {string} [className]
 */
export function select(label, options, value, onChange, className = "truco-field") {
  const box = el("label", className);
  box.append(el("span", "truco-field__label", label));
  const input = el("select", "truco-field__input");
  for (const option of options) {
    const node = el("option", "", option.text);
    node.value = option.value;
    input.append(node);
  }
  input.value = value;
  input.addEventListener("change", () => onChange(input.value));
  box.append(input);
  return { box, input };
}

/** A promise resolved after `ms` milliseconds. @param {number} ms */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The event `store.set` dispatches on window after a write: detail {key}. */
export const STORE_EVENT = "truco-lab:store";

/** localStorage that never throws (private mode, storage disabled); a write is announced (STORE_EVENT). */
export const store = {
  /** @param {string} key */
  get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  /** @param {string} key @param {string} value */
  set(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // the choice lasts for this page only
    }
    if (typeof window !== "undefined" && typeof window.dispatchEvent === "function" && typeof CustomEvent === "function") {
      window.dispatchEvent(new CustomEvent(STORE_EVENT, { detail: { key } }));
    }
  },
};

/**
 * A definition list of a widget's facts (added with the ladder and eleven widgets): one term and
 * one empty definition (data-field=name) per entry of `terms` {name: UI string key}, for the
 * widget to fill. Classes: <block>__facts, <block>__term, <block>__field.
 * @param {string} block the widget's class, e.g. "truco-ladder"
 * @param {(key: string) => string} t
 * @param {Record<string, string>} terms
 * @returns {{node: HTMLDListElement, fields: Record<string, HTMLElement>}}
 */
export function factList(block, t, terms) {
  const node = el("dl", `${block}__facts`);
  /** @type {Record<string, HTMLElement>} */
  const fields = {};
  for (const [name, key] of Object.entries(terms)) {
    const dd = el("dd", `${block}__field`);
    dd.dataset.field = name;
    node.append(el("dt", `${block}__term`, t(key)), dd);
    fields[name] = dd;
  }
  return { node, fields };
}

/**
 * Show `lines` in `box`, one paragraph each (a widget's notice), or hide it empty (no lines).
 * @param {HTMLElement} box @param {string[]} lines
 */
export function showLines(box, lines) {
  box.replaceChildren(...lines.map((line) => el("p", "", line)));
  box.hidden = lines.length === 0;
}
