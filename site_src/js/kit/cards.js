// @ts-check
// Drawing cards with CSS. Formatting only: which card beats which is the engine's business.
//
// cardElement("Qh", t) -> <span class="truco-card truco-card--red" role="img" aria-label="Queen of hearts">

const SUIT_SYMBOLS = { c: "♣", h: "♥", s: "♠", d: "♦" };
const RED_SUITS = new Set(["h", "d"]);

/**
 * A card drawn with CSS, with a text label for assistive technology.
 * @param {string|null} code canonical card code from the engine ("Qh"); null for a face-down card
 * @param {(key: string, params?: object) => string} t translator of the page
 */
export function cardElement(code, t) {
  const el = document.createElement("span");
  el.className = "truco-card";
  el.setAttribute("role", "img");
  if (code === null || code === undefined) {
    el.classList.add("truco-card--back");
    el.setAttribute("aria-label", t("card.hidden"));
    return el;
  }
  const text = String(code);
  const rank = text.slice(0, -1);
  const suit = text.slice(-1);
  el.dataset.card = text;
  if (RED_SUITS.has(suit)) el.classList.add("truco-card--red");
  el.setAttribute("aria-label", t("card.label", { rank: t(`rank.${rank}`), suit: t(`suit.${suit}`) }));
  const rankEl = document.createElement("span");
  rankEl.className = "truco-card__rank";
  rankEl.setAttribute("aria-hidden", "true");
  rankEl.textContent = rank;
  const suitEl = document.createElement("span");
  suitEl.className = "truco-card__suit";
  suitEl.setAttribute("aria-hidden", "true");
  suitEl.textContent = SUIT_SYMBOLS[suit] || suit;
  el.append(rankEl, suitEl);
  return el;
}
