// @ts-check
// play-table's keyboard: 1-3 play a card, C covers, N deals the next hand, H asks for a hint,
// T/A/F raise, accept, fold (the DESIGN's action notation), while the game has the focus, or
// while nothing on the page has it (a fresh page, a click on the page's text): the Play page's
// keys then go to the game, not to the site's own shortcuts (Material's N and P turn pages).

/** The actions of the keys T, A and F. */
const KEY_ACTIONS = /** @type {Record<string, string>} */ ({ t: "raise", a: "accept", f: "fold" });

/**
 * @param {HTMLElement} root
 * @param {{pick: (index: number) => void, cover: () => void, next: () => void, hint: () => void,
 *   choose: (action: string) => void}} on
 * @param {{confirming: () => string | null, busy: () => boolean, announce: (text: string) => void}} table
 *   `confirming`: the question waiting for a yes or no (the keys only repeat it), or null
 */
export function bindKeys(root, on, table) {
  /** @type {Record<string, () => void>} */
  const KEYS = {
    1: () => on.pick(0),
    2: () => on.pick(1),
    3: () => on.pick(2),
    c: () => on.cover(),
    n: () => on.next(),
    h: () => on.hint(),
  };
  /** @param {KeyboardEvent} event */
  const onKey = (event) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = /** @type {HTMLElement | null} */ (event.target);
    if (target && (["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName) || target.isContentEditable)) return;
    const key = String(event.key).toLowerCase();
    const fn = KEYS[key] || (KEY_ACTIONS[key] ? () => on.choose(KEY_ACTIONS[key]) : null);
    if (!fn) return;
    // the keys work while the game has the focus (and do not reach the site's own shortcuts)
    event.preventDefault();
    event.stopPropagation();
    const question = table.confirming();
    if (question !== null) {
      table.announce(question);
      return;
    }
    if (!table.busy()) fn();
  };
  root.addEventListener("keydown", onKey);
  // nothing focused (the body): the keys are the game's too, as long as the table is on the page
  /** @param {KeyboardEvent} event */
  const onPageKey = (event) => {
    if (!root.isConnected) {
      document.removeEventListener("keydown", onPageKey);
      return;
    }
    const target = event.target;
    if (target === document.body || target === document.documentElement || target === null) onKey(event);
  };
  document.addEventListener("keydown", onPageKey);
}
