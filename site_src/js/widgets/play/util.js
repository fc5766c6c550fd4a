// Small helpers of the play-table widget: DOM building, engine access, string lookups.
// Formatting only: no rule of the game is decided here.

/** ctx.ask with the op's arguments both flat and under "args" (the shell sends {...args, op},
 *  truco.web.handle reads {op, args}; the engine ignores extra keys). */
export function askEngine(ctx, op, args = {}) {
  return ctx.ask(op, args);
}

/** Engine failures after which the widget cannot go on by itself (the shell shows them). */
export const FATAL = ["timeout", "boot-failed", "boot-timeout", "engine-failed", "restarted", "worker-error", "bad-response"];

export function isFatal(err) {
  return Boolean(err && FATAL.includes(err.code));
}

export function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

/** A <kbd> hint for a key. */
export function kbd(key) {
  const node = el("kbd", "truco-play__kbd", key);
  return node;
}

/** A native button with a visible text, an optional key hint and a data-role. */
export function button(role, onClick, className = "md-button truco-play__button") {
  const node = el("button", className);
  node.type = "button";
  node.dataset.role = role;
  node.addEventListener("click", onClick);
  return node;
}

/** Fill a button with a label and its key hint. */
export function setButtonText(node, text, key) {
  node.replaceChildren(el("span", "truco-play__button-text", text));
  if (key) {
    node.append(" ", kbd(key));
    node.setAttribute("aria-keyshortcuts", key);
  } else {
    node.removeAttribute("aria-keyshortcuts");
  }
}

export function capitalize(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

export { hasString } from "../../strings.js";

let uid = 0;
export function uniqueId(base) {
  uid += 1;
  return `${base}-${uid}-${Math.random().toString(36).slice(2, 7)}`;
}

const rulesCache = new Map();

/** The engine's `rules` answer (options and call names per step) for a rules spec, cached. */
export function rulesInfo(ctx, spec) {
  const key = JSON.stringify(spec);
  if (!rulesCache.has(key)) {
    const promise = askEngine(ctx, "rules", { rules: spec });
    rulesCache.set(key, promise);
    promise.catch(() => rulesCache.delete(key));
  }
  return rulesCache.get(key);
}

export function presetOf(spec) {
  if (typeof spec === "string") return spec;
  return spec && typeof spec.preset === "string" ? spec.preset : "paulista";
}

/** localStorage that never throws (private mode, disabled storage). */
export const store = {
  get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // the choice lasts for this page only
    }
  },
};

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
