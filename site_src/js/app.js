// @ts-check
// Truco Lab shell: the wiring of boot, the widget registry, the rule controls, the engine banner.
//
// Widgets: every element `<div data-widget="name">` in a page is mounted by the module
// `widgets/<name>.js`, whose default export is `mount(root, ctx)` (it may be async). To add a
// widget, write that module and add its name to WIDGETS below (the build reads this list too:
// site_src/hooks/prerender.py widget_names). Shared parts (wording, the hand renderer, the
// scenario player, copy-link...) live in kit/; no widget imports another widget. The shell's
// parts: shell/presets.js (the reader's rules), shell/header.js (the rule controls),
// shell/languages.js, shell/banner.js, shell/widgets.js (registry, ctx, mounting, URL state),
// shell/nav-ticks.js (the sidebar's ticks for completed lessons). The widget contract's types
// (WidgetContext, Mount) are in kit/types.js.
//
// JavaScript never decides a game rule: widgets draw, listen and ask the engine (ctx.ask).

import { engineInfo, onEngineState, onRestart, restart } from "./engine-client.js";
import { renderBanner } from "./shell/banner.js";
import { renderPresetSelector } from "./shell/header.js";
import { registerOffline, renderUpdateNotice } from "./shell/offline.js";
import { landOnSection, watchSectionLinks } from "./shell/landing.js";
import { keepStateAcrossLanguages, updateLanguageLinks } from "./shell/languages.js";
import { markCompletedLessons, watchCourse } from "./shell/nav-ticks.js";
import { openPage, rules } from "./shell/presets.js";
import { mountAll, setWidgets } from "./shell/widgets.js";

export { t } from "./kit/page.js";
export { currentPreset, currentRules, setPreset } from "./shell/presets.js";
export { registerWidget } from "./shell/widgets.js";

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
  "course",
  "trainer",
];
setWidgets(WIDGETS, onRestart);

/** Mount every `[data-widget]` root of the page that is not mounted yet (runs on each page). */
export function mountWidgets() {
  mountAll();
}

function onPage() {
  openPage();
  renderPresetSelector();
  updateLanguageLinks(rules.page.alternates);
  renderBanner(engineInfo().state, restart);
  renderUpdateNotice();
  markCompletedLessons();
  mountAll();
  landOnSection();
  if (engineInfo().state !== "loading") registerOffline();
}

keepStateAcrossLanguages();
watchSectionLinks();
watchCourse();
let lastState = engineInfo().state;
onEngineState((state) => {
  renderBanner(state, restart);
  if (state === "ready" && lastState !== "ready") mountAll({ remountEngineErrors: true });
  // the offline copy once the engine has started (its downloads wait for the first boot)
  if (state !== "loading") registerOffline();
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
