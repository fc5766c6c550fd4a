// @ts-check
// The scenario editor's draft: the rules, the table (players, score, dealer) and the cards dealt
// so far, slot by slot, before the engine sees a complete deal; then the moves. Pure functions
// that return a new draft. They keep a card from being dealt twice; the empty slots are dealt at
// random by the engine (`deal` with the cards already placed: dealArgs, withDeal); every rule
// (which cards are legal, who acts, what the vira makes manilha) is the engine's, asked once the
// deal is complete.

/**
 * @typedef {import("../protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../protocol.js").ScenarioJson} ScenarioJson
 * @typedef {Object} Draft
 * @property {RulesSpec} rules
 * @property {number} players 2 or 4
 * @property {number[]} score [team 1, team 2]
 * @property {number} dealer a seat (from 0)
 * @property {string | null} vira
 * @property {(string | null)[][]} hands three slots per seat
 * @property {string[]} actions the moves so far
 * @typedef {string} Slot "vira", or "<seat>.<index>" (seat and index from 0)
 */

/** A draft with no card dealt. @param {RulesSpec} rules @param {number} [players] @returns {Draft} */
export function emptyDraft(rules, players = 2) {
  return { rules, players, score: [0, 0], dealer: players - 1, vira: null, hands: emptyHands(players), actions: [] };
}

/** @param {number} players */
function emptyHands(players) {
  return Array.from({ length: players }, () => [null, null, null]);
}

/** Every slot in dealing order: the vira first when the rules turn one. @param {Draft} d @param {boolean} usesVira @returns {Slot[]} */
export function slots(d, usesVira) {
  const out = usesVira ? ["vira"] : [];
  d.hands.forEach((hand, seat) => hand.forEach((_, i) => out.push(`${seat}.${i}`)));
  return out;
}

/** @param {Slot} slot @returns {{seat: number, index: number} | null} */
export function slotSeat(slot) {
  const found = /^(\d)\.(\d)$/.exec(slot);
  return found ? { seat: Number(found[1]), index: Number(found[2]) } : null;
}

/** The card in a slot. @param {Draft} d @param {Slot} slot */
export function cardAt(d, slot) {
  if (slot === "vira") return d.vira;
  const at = slotSeat(slot);
  return at && d.hands[at.seat] ? d.hands[at.seat][at.index] ?? null : null;
}

/** The slot a card is dealt to, if any. @param {Draft} d @param {string} card @returns {Slot | null} */
export function holder(d, card) {
  if (d.vira === card) return "vira";
  for (let seat = 0; seat < d.hands.length; seat++) {
    const index = d.hands[seat].indexOf(card);
    if (index >= 0) return `${seat}.${index}`;
  }
  return null;
}

/**
 * Deal a card to a slot (or empty it with null). A card already dealt elsewhere is not moved:
 * `clash` names where it is.
 * @param {Draft} d @param {Slot} slot @param {string | null} card
 * @returns {{draft: Draft, clash: Slot | null}}
 */
export function place(d, slot, card) {
  if (card !== null) {
    const where = holder(d, card);
    if (where !== null && where !== slot) return { draft: d, clash: where };
  }
  if (slot === "vira") return { draft: { ...d, vira: card }, clash: null };
  const at = slotSeat(slot);
  if (!at || !d.hands[at.seat]) return { draft: d, clash: null };
  const hands = d.hands.map((hand, seat) => (seat === at.seat ? hand.map((c, i) => (i === at.index ? card : c)) : hand));
  return { draft: { ...d, hands }, clash: null };
}

/** The next empty slot after `from` (in dealing order, wrapping), or null. @param {Draft} d @param {boolean} usesVira @param {Slot | null} from */
export function nextEmpty(d, usesVira, from) {
  const order = slots(d, usesVira);
  const start = from === null ? -1 : order.indexOf(from);
  for (let k = 1; k <= order.length; k++) {
    const slot = order[(start + k) % order.length];
    if (cardAt(d, slot) === null) return slot;
  }
  return null;
}

/** Whether every slot holds a card. @param {Draft} d @param {boolean} usesVira */
export function complete(d, usesVira) {
  return slots(d, usesVira).every((slot) => cardAt(d, slot) !== null);
}

/**
 * The arguments of the engine's `deal` that fill every empty slot of the draft at random and keep
 * the cards already placed (the editor's random fill: the engine deals, never this page).
 * @param {Draft} d @param {boolean} usesVira
 * @returns {import("../protocol.js").OpArgs["deal"]}
 */
export function dealArgs(d, usesVira) {
  return { rules: d.rules, players: d.players, dealer: d.dealer, hands: d.hands.map((hand) => [...hand]),
    vira: usesVira ? d.vira : null };
}

/** The draft with the cards of the engine's deal (its `deal` answer's scenario). @param {Draft} d @param {ScenarioJson} dealt @returns {Draft} */
export function withDeal(d, dealt) {
  return { ...d, hands: dealt.hands.map((hand) => [...hand]), vira: dealt.vira ?? null };
}

/** The draft with no card dealt (and so no moves). @param {Draft} d @returns {Draft} */
export function clearCards(d) {
  return { ...d, vira: null, hands: emptyHands(d.players), actions: [] };
}

/**
 * The draft for another number of players: pairs add two empty seats; heads-up keeps seats 1
 * and 2. Moves name seats, so they go.
 * @param {Draft} d @param {number} players @returns {Draft}
 */
export function withPlayers(d, players) {
  if (players === d.players) return d;
  const hands = players > d.players ? [...d.hands, ...emptyHands(players - d.players)] : d.hands.slice(0, players);
  return { ...d, players, hands, dealer: Math.min(d.dealer, players - 1), actions: [] };
}

/** The scenario JSON of a complete draft (the vira only when the rules turn one). @param {Draft} d @param {boolean} usesVira @returns {ScenarioJson} */
export function toScenario(d, usesVira) {
  /** @type {ScenarioJson} */
  const out = { rules: d.rules, players: d.players, score: [...d.score], dealer: d.dealer,
    hands: d.hands.map((hand) => hand.map((c) => String(c))), actions: [...d.actions] };
  if (usesVira && d.vira) out.vira = d.vira;
  return out;
}

/** A draft from the engine's scenario JSON. @param {ScenarioJson} s @returns {Draft} */
export function fromScenario(s) {
  const players = s.players || 2;
  return {
    rules: s.rules || "paulista",
    players,
    score: s.score ? [...s.score] : [0, 0],
    dealer: s.dealer ?? players - 1,
    vira: s.vira ?? null,
    hands: s.hands.map((hand) => [...hand]),
    actions: [...(s.actions || [])],
  };
}
