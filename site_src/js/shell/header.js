// @ts-check
// The header's rule controls: the preset selector beside Material's header options, and the
// rule options button with its panel (which on a phone starts with the preset selector too).
// Drawn from the rules state (shell/presets.js); every change goes back through it.

import { el } from "../kit/dom.js";
import { hasString, t } from "../kit/page.js";
import { renderPanel } from "../rule-options.js";
import { onRulesDrawn, rules, setOptions, setPreset } from "./presets.js";

/** A <select> of the presets, on the reader's. @param {string} id @param {string} className */
function presetSelect(id, className) {
  const select = el("select", className);
  select.id = id;
  select.append(...rules.page.presets.map((name) => {
    const option = el("option", "", t(`preset.${name}`));
    option.value = name;
    return option;
  }));
  select.value = rules.preset;
  select.addEventListener("change", () => setPreset(select.value));
  return select;
}

/** The preset selector in the header (made once; its words and options again on each page). */
export function renderPresetSelector() {
  let box = document.getElementById("truco-preset");
  if (!box) {
    const anchor = document.querySelector(".md-header__inner .md-header__option")
      || document.querySelector(".md-header__inner .md-search");
    if (!anchor || !anchor.parentNode) return;
    box = el("div", "md-header__option truco-preset");
    box.id = "truco-preset";
    const label = el("label", "truco-preset__label");
    label.htmlFor = "truco-preset-select";
    box.append(label, presetSelect("truco-preset-select", "truco-preset__select"));
    anchor.parentNode.insertBefore(box, anchor);
  }
  const label = box.querySelector("label");
  if (label) label.textContent = t("preset.label");
  const select = box.querySelector("select");
  if (!select) return;
  select.replaceChildren(...presetSelect("", "").children);
  select.value = rules.preset;
  renderOptions();
}

let closing = false;

/** The options panel closes on a click or a tap outside it, and on Escape (then the focus goes
 * back to its button), on every screen. Bound once per document. */
function closeOptionsFromOutside() {
  if (closing) return;
  closing = true;
  document.addEventListener("pointerdown", (event) => {
    const details = /** @type {HTMLDetailsElement | null} */ (document.getElementById("truco-options"));
    if (details && details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const details = /** @type {HTMLDetailsElement | null} */ (document.getElementById("truco-options"));
    if (!details || !details.open) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  });
}

/** The options button and panel beside the preset selector. */
export function renderOptions() {
  closeOptionsFromOutside();
  const box = document.getElementById("truco-preset");
  const data = rules.page.rules;
  if (!box || !data) return;
  let details = /** @type {HTMLDetailsElement | null} */ (document.getElementById("truco-options"));
  if (!details) {
    details = el("details", "md-header__option truco-options");
    details.id = "truco-options";
    details.append(el("summary", "truco-options__summary"), el("div", "truco-options__panel"));
    box.after(details);
  }
  const { preset, options } = rules;
  const count = Object.keys(options).length;
  const summary = /** @type {HTMLElement} */ (details.querySelector("summary"));
  // on a phone the header has no room for the preset selector: the button reads "Rules" and its
  // panel starts with the preset (truco.css shows one word or the other)
  summary.replaceChildren(
    el("span", "truco-options__word", count ? `${t("options.button")} (${count})` : t("options.button")),
    el("span", "truco-options__word truco-options__word--phone", count ? `${t("preset.label")} (${count})` : t("preset.label")),
  );
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
  const label = el("label", "truco-options__field truco-options__preset");
  label.append(el("span", "truco-options__name", t("preset.label")),
    presetSelect("truco-preset-select-panel", "truco-options__select"));
  return label;
}

// every change of the rules: the header's selector shows the preset, the panel the options
onRulesDrawn(() => {
  const select = /** @type {HTMLSelectElement | null} */ (document.getElementById("truco-preset-select"));
  if (select && select.value !== rules.preset) select.value = rules.preset;
  renderOptions();
});
