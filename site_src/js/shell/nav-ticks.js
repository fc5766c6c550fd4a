// @ts-check
// Ticks in the navigation: each lesson the learner has completed (kit/course.js, this browser's
// localStorage) gets a ✓ (aria-hidden) and a word for screen readers beside its link in
// Material's sidebar (the drawer on a phone), in every language. Marked again on every page
// (instant navigation swaps the sidebar) and whenever the course is written (a lesson completed
// on this page: kit/dom.js store announces writes; another tab: the storage event).

import { isComplete, LEGACY_KEY, lessonAtPath, readCourse, STORE_KEY } from "../kit/course.js";
import { STORE_EVENT, store } from "../kit/dom.js";
import { t } from "../kit/page.js";

const TICK = "truco-nav-tick";

/** @type {URL | null} */
let root = null;

/**
 * The site's root, from Material's config as the first page carries it (instant navigation does
 * not swap it; this runs first on that page).
 */
function siteRoot() {
  if (!root) {
    let base = ".";
    try {
      base = JSON.parse(document.getElementById("__config")?.textContent || "{}").base ?? ".";
    } catch {
      // keep "."
    }
    root = new URL(base.endsWith("/") ? base : `${base}/`, location.href);
  }
  return root;
}

/** The tick put inside a link: ✓ for the eye, the word for screen readers. */
function tick() {
  const box = document.createElement("span");
  box.className = TICK;
  const mark = document.createElement("span");
  mark.className = `${TICK}__mark`;
  mark.setAttribute("aria-hidden", "true");
  mark.textContent = "✓";
  const word = document.createElement("span");
  word.className = `${TICK}__word`;
  word.textContent = t("course.nav.done");
  box.append(mark, word);
  return box;
}

/** Tick the sidebar's links to completed lessons (and untick the others). */
export function markCompletedLessons() {
  const course = readCourse(store.get(STORE_KEY), store.get(LEGACY_KEY));
  const base = siteRoot();
  for (const node of document.querySelectorAll("a.md-nav__link")) {
    const link = /** @type {HTMLAnchorElement} */ (node);
    const url = new URL(link.href, location.href);
    const inside = url.origin === base.origin && url.pathname.startsWith(base.pathname) && !url.hash;
    const lesson = inside ? lessonAtPath(url.pathname.slice(base.pathname.length)) : null;
    const done = !!lesson && isComplete(course, lesson.id);
    const present = link.querySelector(`:scope > .${TICK}`);
    if (done && !present) link.append(tick());
    else if (!done && present) present.remove();
  }
}

/** Mark again whenever the course is written, here or in another tab. Installed once. */
export function watchCourse() {
  window.addEventListener(STORE_EVENT, (event) => {
    const detail = /** @type {CustomEvent<{key: string}>} */ (event).detail;
    if (detail && detail.key === STORE_KEY) markCompletedLessons();
  });
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === STORE_KEY || event.key === LEGACY_KEY) markCompletedLessons();
  });
}
