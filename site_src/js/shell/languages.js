// @ts-check
// The header's language links: the header is not replaced by instant navigation, so they are
// pointed at this page's translations on every page, as full page loads (the whole header
// changes language), and they keep the widgets' state (the query string) when followed.

/** @param {Record<string, string> | undefined} alternates the page's translations, by language */
export function updateLanguageLinks(alternates) {
  for (const link of document.querySelectorAll("a.md-select__link[hreflang]")) {
    const anchor = /** @type {HTMLAnchorElement} */ (link);
    const target = alternates && alternates[anchor.hreflang];
    if (target) anchor.href = new URL(target, location.href).href;
    anchor.target = "_self";
  }
}

/**
 * The headings of an article (those with an id), in order: their ids and levels.
 * @param {ParentNode} doc
 * @returns {{id: string, level: string}[]}
 */
export function headingsOf(doc) {
  const article = doc.querySelector("article") || doc;
  return [...article.querySelectorAll("h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]")]
    .map((h) => ({ id: h.id, level: h.tagName }));
}

/**
 * The section of a translation that matches section `id` of this page: the same id when the
 * translation has it (an id given in every language), else the heading at the same place when
 * both pages have the same outline (headings differ by language, the outline does not), else none.
 * @param {string} id @param {{id: string, level: string}[]} here @param {{id: string, level: string}[]} there
 * @returns {string | null}
 */
export function matchingSection(id, here, there) {
  if (there.some((h) => h.id === id)) return id;
  const at = here.findIndex((h) => h.id === id);
  const same = here.length === there.length && here.every((h, i) => h.level === there[i].level);
  return at >= 0 && same ? there[at].id : null;
}

/** How long a language switch waits for the translation's outline before it goes anyway (ms). */
const OUTLINE_WAIT = 1500;

/**
 * The translation's address at the section the reader is at (`#anchor`), looked up in the
 * translation itself (fetched: the browser or the offline copy keeps it for the page load).
 * @param {string} href @param {string} hash "#id"
 */
async function withSection(href, hash) {
  const id = decodeURIComponent(hash.slice(1));
  const url = new URL(href);
  const here = headingsOf(document);
  if (!id || !here.some((h) => h.id === id)) return url.href;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), OUTLINE_WAIT);
  try {
    const response = await fetch(url.href, { signal: controller.signal, credentials: "same-origin" });
    if (!response.ok) return url.href;
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    const found = matchingSection(id, here, headingsOf(doc));
    if (found) url.hash = found;
  } catch {
    // no outline in time: the page's top
  } finally {
    clearTimeout(timer);
  }
  return url.href;
}

/**
 * Widget state lives in the query string and is the same in every language: keep it when the
 * reader switches language. The section (#anchor) is kept too: headings differ by language, so
 * the translation's heading at the same place is looked up (matchingSection). Installed once.
 */
export function keepStateAcrossLanguages() {
  document.addEventListener(
    "click",
    (event) => {
      const found = event.target instanceof Element ? event.target.closest("a.md-select__link[hreflang]") : null;
      if (!found) return;
      const link = /** @type {HTMLAnchorElement} */ (found);
      const url = new URL(link.href);
      url.search = location.search;
      url.hash = "";
      link.href = url.href;
      const modified = event instanceof MouseEvent && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      if (!location.hash || modified || url.origin !== location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      withSection(url.href, location.hash).then((href) => location.assign(href));
    },
    true,
  );
}
