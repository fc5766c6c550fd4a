// @ts-check
// Drawing the training game: the felt (the kit's hand renderer in its "table" layout, which
// widget-play-table.css lays out around the green felt by data-place), the reader's cards and
// choices as buttons, the end of a hand (board.js: the scoreboard, the rounds, the hand's
// summary). Each function draws the engine's answer as it is; none works out who wins anything.

import { cardElement } from "../../kit/cards.js";
import { button, el, uniqueId } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { renderChoices, renderHand } from "../../kit/hand-view.js";
import { actionLabel, capitalize, explain, pointsText } from "../../kit/words.js";
import { isSaid } from "./playback.js";
import { choiceNote, handChoices, KEY_OF_MEANING, otherChoices, saidText } from "./words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/hand-model.js").HandModel} HandModel
 * @typedef {import("../../kit/hand-model.js").PlayModel} PlayModel
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 * @typedef {import("../../kit/protocol.js").Observation} Observation
 * @typedef {import("./words.js").TableNames} TableNames
 * @typedef {import("./words.js").RulesInfo} RulesInfo
 */

/** The data-role of a choice's button, by its key (what the tests and the focus keeper find). */
const ROLE_OF_KEY = /** @type {Record<string, string>} */ ({ T: "raise", A: "accept", F: "fold" });

/** A key hint, for the eye (the key is said in the button's name). @param {string} key */
export function kbd(key) {
  const node = el("kbd", "truco-play-table__kbd", key);
  node.setAttribute("aria-hidden", "true");
  return node;
}

/**
 * The felt's model: the engine's observation, or — while the bots' moves are shown one by one —
 * the same seats with the cards on the table so far and the seat about to move.
 * @param {Observation} obs @param {{table?: PlayModel[], toAct?: number | null}} [during]
 * @returns {HandModel}
 */
export function feltModel(obs, during) {
  const m = handModel(obs);
  if (!during) return m;
  const toAct = during.toAct === undefined ? null : during.toAct;
  return { ...m, finished: false, table: during.table || [], toAct,
    seats: m.seats.map((s) => ({ ...s, toAct: s.seat === toAct })) };
}

/** How many of a seat's words the felt shows (the latest last). */
const SAID_SHOWN = 2;

/**
 * The green felt: the seats around it (names, roles, cards face down), the vira and manilhas,
 * and the cards of the round on the table in front of each player. At each seat, what it said
 * this hand (its calls, answers, a fold or a surrender: the engine's steps, latest last); once
 * the hand is over, the cards each seat still held face up (the engine's `reveal`, sent only
 * then) and the hand-over panel where the round's cards were.
 * @param {Translate} t @param {HandModel} m @param {TableNames} names
 * @param {{said?: import("../../kit/protocol.js").Step[], reveal?: (string[])[] | null, panel?: HTMLElement | null,
 *   fresh?: import("../../kit/protocol.js").Step | null}} [more]
 */
export function drawFelt(t, m, names, { said = [], reveal = null, panel = null, fresh = null } = {}) {
  const felt = el("div", "truco-play-table__felt");
  felt.dataset.role = "felt";
  felt.dataset.players = String(m.players);
  const partner = names.me.partner;
  const shown = reveal && m.finished
    ? { ...m, seats: m.seats.map((s) => ({ ...s, cards: reveal[s.seat] || s.cards })) }
    : m;
  const { node } = renderHand(t, shown, {
    parts: ["vira", "seats", "table"],
    layout: "table",
    name: (seat) => names.seat(seat),
    badges: (seat) => (seat === partner ? [t("play-table.partner")] : []),
    // the reader's turn said to them ("Tú … te toca", not "le toca")
    turnWords: (seat) => (seat === names.me.seat
      ? { toAct: t("play-table.role.your-turn"), answers: t("play-table.role.you-answer") } : null),
  });
  if (reveal && m.finished) felt.dataset.revealed = "true";
  for (const item of node.querySelectorAll(".truco-hand__seat")) {
    const seat = Number(/** @type {HTMLElement} */ (item).dataset.seat);
    const words = said.filter((step) => step.seat === seat && isSaid(step)).slice(-SAID_SHOWN);
    if (!words.length) continue;
    const box = el("span", "truco-play-table__said-list");
    words.forEach((step, i) => {
      const badge = el("span", "truco-play-table__said", saidText(step, t));
      badge.dataset.role = "said";
      badge.dataset.meaning = step.meaning;
      badge.dataset.seat = String(seat);
      if (i === words.length - 1) badge.dataset.latest = "true";
      if (fresh && step === fresh) badge.classList.add("truco-play-table__said--fresh");
      box.append(badge);
    });
    item.querySelector(".truco-hand__seat-name")?.after(box);
  }
  if (panel) node.append(panel);
  felt.append(node);
  return felt;
}

/**
 * The hand-over panel on the felt: who scores what, why (the engine's ruling in the shared
 * sentences), the score; at the end of the match, who won it, in how many hands, and a rematch.
 * @param {Translate} t @param {GameState} state @param {HandModel} m @param {TableNames} names
 * @param {{onRematch: () => void, accuracy?: string}} options
 */
export function drawHandOver(t, state, m, names, { onRematch, accuracy = "" }) {
  const o = m.outcome;
  const box = el("section", "truco-play-table__over");
  box.dataset.role = "hand-over";
  if (!o) return box;
  const match = state.match;
  box.dataset.winner = o.winner === null ? "" : String(o.winner);
  if (o.ruling) box.dataset.code = o.ruling.code;
  const players = m.players;
  if (match.next === "over" && match.winner !== null) {
    box.dataset.role = "match-over";
    box.classList.add("truco-play-table__over--match");
    box.dataset.matchWinner = String(match.winner);
    box.append(el("h2", "truco-play-table__over-title", t("play-table.over.match", { team: names.team(match.winner),
      a: match.score[0], b: match.score[1] })));
  }
  const head = o.winner === null ? t("outcome.nobody")
    : t("play-table.over.points", { points: pointsText(o.points[o.winner], t), team: names.team(o.winner) });
  box.append(el("p", "truco-play-table__over-head", capitalize(head)));
  if (o.ruling) {
    const why = el("p", "truco-play-table__over-why", explain(o.ruling, t, { players }));
    why.dataset.role = "why";
    box.append(why);
  }
  const score = el("p", "truco-play-table__over-score");
  score.dataset.role = "over-score";
  score.append(`${names.teamShort(0)} `, el("strong", "", String(o.score[0])), " · ", `${names.teamShort(1)} `, el("strong", "", String(o.score[1])));
  box.append(score);
  for (const ruling of o.matchRulings || []) box.append(el("p", "truco-play-table__over-match", explain(ruling, t, { players })));
  if (box.dataset.role === "match-over") {
    box.append(el("p", "truco-play-table__over-hands", t("play-table.over.hands", { n: names.hand(match.hands) })));
    if (accuracy) box.append(el("p", "truco-play-table__over-accuracy", accuracy));
    const again = button(t("play-table.rematch"), onRematch, "md-button md-button--primary truco-button");
    again.dataset.role = "panel-rematch";
    box.append(again);
  }
  return box;
}

/**
 * The reader's cards as buttons (keys 1-3); usable when the engine lists the action as a choice.
 * In a blind hand they are face down and picked by position.
 * @param {Translate} t @param {Observation} obs
 * @param {{coverMode: boolean, playing: boolean, busy: boolean, onPick: (index: number) => void}} options
 */
export function drawHandButtons(t, obs, { coverMode, playing, busy, onPick }) {
  const row = el("div", "truco-play-table__hand");
  row.dataset.role = "hand";
  if (!playing) {
    // the hand is over: the cards left are only shown
    const seat = /** @type {number} */ (obs.viewer);
    for (const card of obs.hands[seat] || obs.slots[seat].map(() => null)) row.append(cardElement(card, t));
    return row;
  }
  handChoices(obs, coverMode).forEach((item, i) => {
    const key = String(i + 1);
    const b = el("button", "truco-play-table__card-button");
    b.type = "button";
    b.dataset.role = "card";
    b.dataset.action = item.step.action;
    b.dataset.key = key;
    if (item.card) b.dataset.card = item.card;
    const card = cardElement(item.card, t);
    card.setAttribute("aria-hidden", "true");
    if (coverMode && item.card) card.classList.add("truco-play-table__card--will-cover");
    b.append(el("span", "truco-play-table__sr", `${actionLabel(item.step, t)} ${t("play-table.key", { key })}`), card, kbd(key));
    b.setAttribute("aria-keyshortcuts", key);
    if (!item.legal || busy) b.setAttribute("aria-disabled", "true");
    b.addEventListener("click", () => onPick(i));
    row.append(b);
  });
  return row;
}

/**
 * The reader's other choices (raise, accept, fold, the hand of eleven) as the kit's buttons, with
 * their key and, for a fold, what it gives the others; then cover mode, next hand or rematch.
 * @param {Translate} t @param {GameState} state @param {TableNames} names
 * @param {{coverMode: boolean, onChoose: (action: string) => void, onCover: () => void,
 *   onNext: () => void, onRematch: () => void}} options
 */
export function drawActions(t, state, names, { coverMode, onChoose, onCover, onNext, onRematch }) {
  const obs = state.observation;
  const box = el("div", "truco-play-table__actions");
  const mine = state.match.next === "play" && obs.to_act === obs.viewer;
  if (mine) {
    const model = /** @type {HandModel} */ (/** @type {unknown} */ ({ choices: otherChoices(obs) }));
    const list = renderChoices(t, model, onChoose, { note: (choice) => choiceNote(choice, names, t) });
    for (const found of list.querySelectorAll("button")) {
      const b = /** @type {HTMLButtonElement} */ (found);
      // what a fold gives the others is said with its button (a phone shows only the button)
      const note = b.parentElement && b.parentElement.querySelector(".truco-hand__choice-note");
      if (note) {
        note.id = uniqueId("truco-play-table-note");
        b.setAttribute("aria-describedby", note.id);
      }
      const key = KEY_OF_MEANING[b.dataset.meaning || ""];
      if (!key) continue;
      b.dataset.role = ROLE_OF_KEY[key];
      b.dataset.key = key;
      b.append(" ", kbd(key));
      b.setAttribute("aria-keyshortcuts", key);
    }
    box.append(list);
  }
  const extra = [];
  if (mine && obs.phase === "play" && !obs.blind) {
    const cover = button(t(coverMode ? "play-table.cover-mode.on" : "play-table.cover-mode.off"), onCover);
    cover.dataset.role = "cover-mode";
    cover.setAttribute("aria-pressed", String(coverMode));
    if (!obs.choices.some((c) => c.meaning === "cover")) cover.setAttribute("aria-disabled", "true");
    extra.push([cover, "C"]);
  }
  if (state.match.next === "deal") extra.push([button(t("play-table.next-hand"), onNext), "N", "next"]);
  if (state.match.next === "over") extra.push([button(t("play-table.rematch"), onRematch), "N", "rematch"]);
  for (const [b, key, role] of /** @type {[HTMLButtonElement, string, string?][]} */ (extra)) {
    if (role) b.dataset.role = role;
    b.dataset.key = key;
    b.append(" ", kbd(key));
    b.setAttribute("aria-keyshortcuts", key);
    box.append(b);
  }
  return box;
}

/**
 * The coach's Hint button (key H), or "thinking" while the engine works the values out.
 * @param {Translate} t @param {{onHint: () => void, working: boolean}} hint
 */
export function drawHintButton(t, { onHint, working }) {
  const ask = button(t(working ? "play-table.coach.thinking-short" : "play-table.coach.hint"), onHint,
    "md-button truco-button truco-play-table__hint-button");
  ask.dataset.role = "hint";
  ask.dataset.key = "H";
  if (working) ask.setAttribute("aria-busy", "true");
  ask.append(" ", kbd("H"));
  ask.setAttribute("aria-keyshortcuts", "H");
  return ask;
}
