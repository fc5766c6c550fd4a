// @ts-check
// Cards: their notation read (rank and suit of "Qh") and cards drawn with CSS. Formatting only:
// which card beats which, and the order of the ranks, are the engine's (the `rules` answer's deck
// lists the cards in the engine's order; ranksOf keeps it).
//
// rankOf("10h") is not a card: the engine's ranks are one character, its suits one letter.
// cardElement("Qh", t) -> <span class="truco-card truco-card--red" role="img" aria-label="Queen of hearts">

const SUIT_SYMBOLS = { c: "♣", h: "♥", s: "♠", d: "♦" };
const RED_SUITS = new Set(["h", "d"]);

/** A card's rank in the engine's notation: "Q" of "Qh". @param {string} card */
export function rankOf(card) {
  return card.slice(0, -1);
}

/** A card's suit in the engine's notation: "h" of "Qh". @param {string} card */
export function suitOf(card) {
  return card.slice(-1);
}

/** The ranks of a deck (the engine's `rules` deck), in the deck's order: weakest first. @param {readonly string[]} deck */
export function ranksOf(deck) {
  return [...new Set(deck.map(rankOf))];
}

/** The suits of a deck, in the deck's order. @param {readonly string[]} deck */
export function suitsOf(deck) {
  return [...new Set(deck.map(suitOf))];
}

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
  const rank = rankOf(text);
  const suit = suitOf(text);
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
