// The page's UI strings as data, for widgets that must know whether a string exists before
// asking ctx.t for it (ctx.t logs an error for a missing key). One reader for every widget.

let source = null;
let strings = {};

/** The page's UI strings {key: text} (read again after instant navigation changes them). */
export function pageStrings() {
  const node = document.getElementById("truco-page");
  if (node && node.textContent !== source) {
    source = node.textContent;
    try {
      strings = JSON.parse(source).strings || {};
    } catch {
      strings = {};
    }
  }
  return strings;
}

/** Whether the page has the UI string `key`. */
export function hasString(key) {
  return typeof pageStrings()[key] === "string";
}
