// @ts-check
// A link to a section of another page lands on that section. Material's instant navigation keeps
// two trackers of the page left behind running a moment after a click: its scroll offset (100 ms)
// and its section in the address (250 ms, navigation.tracking). When the next page is slow to come
// (a busy machine, a slow link) they write the old page's offset and section into the new page's
// history entry, and the new page opens where the old one was scrolled: the gallery's "Order and
// share the set" opened For teachers 1,500 px above the set builder, with the puzzles page's
// #all-puzzles in the address. The shell remembers the section a clicked link names and, once the
// new page is in, puts it back in the address and in view.

/** @typedef {{path: string, hash: string}} Section */

/** @type {Section | null} the section the last clicked link named, until its page is in */
let wanted = null;

/**
 * The section a click on a link to another page of this site names, or null (a plain left click
 * only: a new tab or window keeps its own address).
 * @param {MouseEvent} event @param {Location} here
 * @returns {Section | null}
 */
export function linkedSection(event, here) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== "_self")) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || url.pathname === here.pathname || url.hash.length < 2) return null;
  return { path: url.pathname, hash: url.hash };
}

/** Remember the section of every link to another page as it is clicked (before Material's handler). */
export function watchSectionLinks() {
  document.addEventListener("click", (event) => {
    wanted = linkedSection(event, location);
  }, true);
}

/** Once a new page is in: the section its link named back in the address and in view. */
export function landOnSection() {
  const section = wanted;
  wanted = null;
  if (!section || location.pathname !== section.path) return;
  // after Material's own scroll of the new page (it may restore the stale offset)
  requestAnimationFrame(() => requestAnimationFrame(() => {
    const heading = document.getElementById(decodeURIComponent(section.hash.slice(1)));
    if (!heading || location.pathname !== section.path) return;
    if (location.hash !== section.hash) history.replaceState(null, "", section.hash);
    // just below the sticky header (as Material's own landing on a section puts it)
    const header = document.querySelector(".md-header");
    const below = (header ? header.getBoundingClientRect().bottom : 0) + 8;
    const off = heading.getBoundingClientRect().top - below;
    if (Math.abs(off) > 24) window.scrollTo({ top: window.scrollY + off, behavior: "instant" });
  }));
}
