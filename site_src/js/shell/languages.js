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
 * Widget state lives in the query string and is the same in every language: keep it when the
 * reader switches language (headings differ, so the #fragment is dropped). Installed once.
 */
export function keepStateAcrossLanguages() {
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
}
