// @ts-check
// How the puzzles page's two widgets talk without importing each other: the gallery asks the
// page's puzzle widget to open puzzles in place (no page load: the link still works where no
// puzzle widget listens, and with a modifier key), and the puzzle widget says when the learner's
// record (kit/teach/solved.js) changed, so that the gallery redraws its marks. Window events.

export const OPEN_EVENT = "truco-lab:open-puzzles";
export const RECORD_EVENT = "truco-lab:puzzle-record";
/** Each root's listeners (a root mounted again replaces them). @type {WeakMap<HTMLElement, Record<string, EventListener>>} */
const listening = new WeakMap();

/**
 * Listen to `type` while `root` is on the page (once per root: mounting it again replaces the
 * listener).
 * @param {HTMLElement} root @param {string} type @param {(event: Event) => void} fn
 */
function listen(root, type, fn) {
  const mine = listening.get(root) || {};
  if (mine[type]) removeEventListener(type, mine[type]);
  /** @param {Event} event */
  const listener = (event) => {
    if (root.isConnected) fn(event);
    else removeEventListener(type, listener);
  };
  mine[type] = listener;
  listening.set(root, mine);
  addEventListener(type, listener);
}

/**
 * Ask the page's puzzle widget to open `refs`; true when one took them (then the caller keeps
 * the browser from following its link).
 * @param {string[]} refs
 */
export function openHere(refs) {
  return !dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: { refs: [...refs] }, cancelable: true }));
}

/**
 * A click on a link to puzzles, opened in place when the page's puzzle widget takes them (a plain
 * left click: a modifier key or another button opens the link as the browser would). A click
 * taken goes no further: Material's instant navigation, listening on the body, would load the
 * page again.
 * @param {MouseEvent} event @param {string[]} refs
 */
export function openOnClick(event, refs) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (openHere(refs)) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/**
 * While `root` is on the page, `fn` opens the puzzles another widget asks for.
 * @param {HTMLElement} root @param {(refs: string[]) => void} fn
 */
export function onOpen(root, fn) {
  listen(root, OPEN_EVENT, (event) => {
    const refs = /** @type {CustomEvent<{refs: unknown}>} */ (event).detail?.refs;
    if (!Array.isArray(refs) || !refs.length || !refs.every((r) => typeof r === "string")) return;
    event.preventDefault();
    fn(refs);
  });
}

/** The learner's record changed on this page. */
export function recordChanged() {
  dispatchEvent(new CustomEvent(RECORD_EVENT));
}

/**
 * While `root` is on the page, `fn` runs when the learner's record changed on it.
 * @param {HTMLElement} root @param {() => void} fn
 */
export function onRecordChange(root, fn) {
  listen(root, RECORD_EVENT, () => fn());
}
