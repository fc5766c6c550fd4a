// @ts-check
// play-table's keyboard: 1-3 play a card, C covers, N deals the next hand, H asks for a hint,
// T/A/F raise, accept, fold (the DESIGN's action notation), while the game has the focus.

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
  root.addEventListener("keydown", (event) => {
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
  });
}
