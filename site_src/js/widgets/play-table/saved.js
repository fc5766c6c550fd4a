// @ts-check
// play-table's match kept across a reload: the engine's token of the last state, in the tab's
// sessionStorage under the page's path, with the address it was kept at (a reload opens the same
// address; another link starts its own match). The engine decides what may be kept: a state
// whose `keep_refused` is set (a blind iron hand in progress, whose cards follow from the token)
// leaves only that reason, which the reloaded page says. No DOM here.

/**
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {{href: string, token: string, handBase: number}} KeptMatch a match to reopen
 * @typedef {{href: string, refused: string}} RefusedMatch why the match could not be kept
 * @typedef {Pick<Storage, "getItem" | "setItem" | "removeItem">} StorageLike
 */

/** The storage key's prefix; the page's path follows. */
export const SAVED_KEY = "truco-lab.play.match:";

/** The wording of each reason the engine gives for not keeping a match (`keep_refused`). */
const REFUSED_TEXT = /** @type {Record<string, string>} */ ({ "blind-secret": "play-table.reload.blind" });

/** The UI string that says why a match was not kept across the reload. @param {string} code */
export function refusedText(code) {
  return REFUSED_TEXT[code] || "play-table.reload.lost";
}

/** An address without its fragment (a reload keeps the rest). @param {string} href */
export function pageHref(href) {
  const url = new URL(href);
  url.hash = "";
  return url.href;
}

/**
 * What to keep of a state, at the address `href`: its token, or only why the engine refuses.
 * @param {GameState} state @param {string} href @param {number} handBase
 * @returns {KeptMatch | RefusedMatch}
 */
export function keptOf(state, href, handBase) {
  return state.keep_refused ? { href, refused: state.keep_refused } : { href, token: state.token, handBase };
}

/**
 * What a page opened at `href` finds in the stored text: the match to reopen, why it could not
 * be kept, or nothing (nothing kept, another address, or unreadable).
 * @param {string | null} text @param {string} href @returns {KeptMatch | RefusedMatch | null}
 */
export function readKept(text, href) {
  let data;
  try {
    data = JSON.parse(text || "null");
  } catch {
    return null;
  }
  if (!data || typeof data !== "object" || data.href !== href) return null;
  if (typeof data.refused === "string") return { href, refused: data.refused };
  if (typeof data.token !== "string" || !data.token) return null;
  const base = Number.isInteger(data.handBase) && data.handBase >= 0 ? data.handBase : 0;
  return { href, token: data.token, handBase: base };
}

/** The tab's sessionStorage, or null where it cannot be used. @returns {StorageLike | null} */
function sessionStore() {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The kept match of one page (`path`) in `storage`; every call is quiet when storage fails.
 * @param {string} path @param {StorageLike | null} [storage]
 */
export function keptMatch(path, storage = sessionStore()) {
  const key = SAVED_KEY + path;
  return {
    /** Keep a state (the engine's token, or why not). @param {GameState} state @param {string} href @param {number} handBase */
    save(state, href, handBase) {
      try {
        if (storage) storage.setItem(key, JSON.stringify(keptOf(state, href, handBase)));
      } catch {
        // full or disabled: a reload starts a new match
      }
    },
    /** What the page opened at `href` finds. @param {string} href */
    load(href) {
      try {
        return storage ? readKept(storage.getItem(key), href) : null;
      } catch {
        return null;
      }
    },
    forget() {
      try {
        if (storage) storage.removeItem(key);
      } catch {
        // nothing to do
      }
    },
  };
}
