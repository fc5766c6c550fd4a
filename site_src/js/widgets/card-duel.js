// @ts-check
// card-duel: one round of two cards (or four, in pairs), each maybe covered, under a vira.
// The engine's `compare` op says who wins, or that the round is tied, and why (it also gives the
// cards back in canonical form); the `manilhas` op names the manilhas of the vira (asked again
// only when the vira or the preset changes). This module only draws the answers.
//
//   <div data-widget="card-duel"></div>
//   deep link: ?card-duel.vira=4h&card-duel.cards=5c-3h&card-duel.covered=0-1
//   (cards in play order from player 1, separated by "-"; covered: one 0/1 per card, optional)
//   exercise mode ("which card wins?", card-duel/exercise.js): ?card-duel.ex=1[&card-duel.q=<seed>]
//
// Random examples, the default cards and the 2/4 toggle are presentation: every card the user or
// a link gives goes to the engine as typed, and the engine accepts or refuses it.

import { playFigure } from "../kit/hand-view.js";
import { copyLink } from "../kit/copy-link.js";
import { button, el, uniqueId } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { operations } from "../kit/operation.js";
import { hasString, linkParams } from "../kit/page.js";
import { presetOf } from "../kit/protocol.js";
import { rulesInfo } from "../kit/scenario-player.js";
import {
  capitalize, cardText, errorText, explain, isEngineDown, joinList, reasonKey, seatText, teamText,
} from "../kit/words.js";
import { duelQuiz } from "./card-duel/exercise.js";

/**
 * @typedef {import("../kit/words.js").Translate} Translate
 * @typedef {import("../kit/protocol.js").OpResults["compare"]} CompareAnswer
 * @typedef {import("../kit/protocol.js").OpResults["manilhas"]} ManilhasAnswer
 * @typedef {{vira: string, cards: string[], covered: boolean[]}} Round what is asked: cards in play order
 * @typedef {{op: "rules" | "manilhas" | "compare", args: any}} Request
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 */

const DEFAULTS = { vira: "4h", cards: ["5d", "3c", "2h", "Kc"] };
/** Cards offered when slots 3 and 4 appear, first ones not already on the table. */
const FILLERS = ["2h", "Kc", "3d", "Ah", "Js", "7c"];
const MAX_LINK_TEXT = 60;
const LINK_PARAMS = ["vira", "cards", "covered"];

/** @param {string} text */
function clip(text) {
  const value = String(text);
  return value.length > MAX_LINK_TEXT ? `${value.slice(0, MAX_LINK_TEXT)}…` : value;
}

/**
 * The round a link asks for, as typed (the engine judges it), or null without link parameters.
 * `badCovered` is the covered flags' text when it cannot be read (then no card is covered).
 * @param {Record<string, string>} params
 * @returns {(Round & {badCovered: string | null}) | null}
 */
export function readLink(params) {
  if (!LINK_PARAMS.some((name) => params[name] !== undefined)) return null;
  const cards = params.cards === undefined ? DEFAULTS.cards.slice(0, 2) : params.cards.slice(0, 400).split("-");
  let covered = cards.map(() => false);
  let badCovered = null;
  if (params.covered !== undefined) {
    const flags = params.covered.split("-");
    if (flags.length === cards.length && flags.every((f) => f === "0" || f === "1")) covered = flags.map((f) => f === "1");
    else badCovered = params.covered;
  }
  return { vira: params.vira === undefined ? DEFAULTS.vira : params.vira.slice(0, 200), cards, covered, badCovered };
}

/** @returns {Round} */
function defaultRound() {
  return { vira: DEFAULTS.vira, cards: DEFAULTS.cards.slice(0, 2), covered: [false, false] };
}

/**
 * What the widget asks for a round: the vira's manilhas and the comparison.
 * @param {RulesSpec} rules @param {Round} round @returns {[Request, Request]}
 */
function roundRequests(rules, { vira, cards, covered }) {
  return [
    { op: "manilhas", args: { rules, vira } },
    { op: "compare", args: { rules, vira, cards, covered } },
  ];
}

/**
 * The requests the widget makes when it opens with these URL parameters: the deck (for the card
 * picker and random examples), then the round of the link (or the starting example).
 * @param {{preset: RulesSpec, params: Record<string, string>}} state `preset`: the rules (a preset
 *   name, or the reader's rules with options: ctx.rules)
 * @returns {Request[]}
 */
export function initialRequests({ preset, params }) {
  const link = readLink(params);
  return [{ op: "rules", args: { rules: "paulista" } }, ...roundRequests(preset, link || defaultRound())];
}

/**
 * The verdict of a comparison in words: the headline (who wins, or a tie) and why (the engine's
 * ruling, with the comparison, and the engine's ruling on who leads next when the first does not say it).
 * @param {CompareAnswer} answer @param {Translate} t @param {number} players
 * @returns {{headline: string, why: string, outcome: string}}
 */
export function verdict(answer, t, players) {
  const ruling = answer.ruling;
  const tie = answer.winner === null;
  let headline = t("card-duel.tie");
  if (!tie) {
    const seat = answer.top[0];
    const card = cardText(ruling.params && ruling.params.card ? ruling.params.card : answer.cards[seat], t);
    headline = players === 2
      ? t("card-duel.wins2", { card, seat: seatText(seat, t) })
      : t("card-duel.wins4", { card, seat: seatText(seat, t), team: teamText(answer.winner, t, 4) });
  }
  const template = t(reasonKey(ruling));
  const parts = [explain(ruling, t, { players })];
  const nested = ruling.params && ruling.params.compare;
  if (nested && !template.includes("{compare}")) parts.push(explain(nested, t, { players }));
  if (!template.includes("{lead}")) {
    parts.push(explain(answer.lead_ruling, t, { players }));
  }
  return { headline: capitalize(headline), why: parts.filter(Boolean).join(" "), outcome: tie ? "tie" : `team-${answer.winner}` };
}

/** @param {unknown[]} items */
function shuffled(items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const id = uniqueId("truco-card-duel");
  root.classList.add("truco-card-duel");
  const params = linkParams(ctx.url, LINK_PARAMS);
  const quizParams = linkParams(ctx.url, [...LINK_PARAMS, "ex", "q"]);
  const link = readLink(params);
  const [deckRequest, ...firstRound] = initialRequests({ preset: ctx.rules, params });
  const { deck } = await rulesInfo(ctx.ask, deckRequest.args.rules);

  // --- state -----------------------------------------------------------------------------------
  const state = { players: 2, vira: DEFAULTS.vira, cards: [...DEFAULTS.cards], covered: [false, false, false, false] };
  if (link) {
    state.players = link.cards.length === 4 ? 4 : 2;
    state.vira = link.vira;
    state.cards = [...link.cards, ...DEFAULTS.cards].slice(0, 4);
    state.covered = [...link.covered, false, false, false, false].slice(0, 4);
  }

  // --- controls --------------------------------------------------------------------------------
  const form = el("form", "truco-card-duel__form");
  form.noValidate = true;
  form.setAttribute("aria-label", t("card-duel.form"));

  const mode = el("fieldset", "truco-card-duel__box truco-card-duel__mode");
  mode.append(el("legend", "truco-card-duel__legend", t("card-duel.players")));
  /** @type {Record<number, HTMLInputElement>} */
  const modeInputs = {};
  for (const n of [2, 4]) {
    const label = el("label", "truco-check");
    const input = el("input");
    input.type = "radio";
    input.name = `${id}-players`;
    input.value = String(n);
    modeInputs[n] = input;
    label.append(input, el("span", "", t(n === 2 ? "card-duel.two" : "card-duel.four")));
    mode.append(label);
  }

  const datalist = el("datalist");
  datalist.id = `${id}-deck`;
  for (const code of deck) {
    const option = el("option");
    option.value = code;
    option.label = `${cardText(code, t)} · ${t("card.label", { rank: t(`rank.${code.slice(0, -1)}`), suit: t(`suit.${code.slice(-1)}`) })}`;
    datalist.append(option);
  }

  /** @param {string} name @param {string} labelText */
  function cardInput(name, labelText) {
    const input = el("input", "truco-field__input truco-card-duel__input");
    input.type = "text";
    input.id = `${id}-${name}`;
    input.name = name;
    input.setAttribute("list", datalist.id);
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocapitalize", "off");
    input.size = 5;
    input.setAttribute("aria-describedby", `${id}-hint`);
    const label = el("label", "truco-field truco-card-duel__field");
    label.htmlFor = input.id;
    label.append(el("span", "truco-field__label", labelText), input);
    return { input, label };
  }

  const viraBox = el("div", "truco-card-duel__vira");
  const vira = cardInput("vira", t("hand.vira"));
  const viraCard = el("span", "truco-card-duel__vira-card");
  viraBox.append(vira.label, viraCard);
  const noVira = el("p", "truco-card-duel__novira", t("hand.no-vira"));
  noVira.hidden = true;
  const manilhaLine = el("p", "truco-card-duel__manilhas");
  const viraColumn = el("div", "truco-card-duel__vira-column");
  viraColumn.append(viraBox, noVira, manilhaLine);

  const top = el("div", "truco-card-duel__top");
  top.append(mode, viraColumn);

  const slotsBox = el("div", "truco-card-duel__slots");
  const slots = [0, 1, 2, 3].map((seat) => {
    const fieldset = el("fieldset", "truco-card-duel__box truco-card-duel__slot");
    fieldset.dataset.seat = String(seat);
    const legend = el("legend", "truco-card-duel__legend", capitalize(seatText(seat, t)));
    const card = cardInput(`card${seat + 1}`, t("card-duel.card"));
    const coverLabel = el("label", "truco-check");
    const cover = el("input");
    cover.type = "checkbox";
    cover.name = `covered${seat + 1}`;
    coverLabel.append(cover, el("span", "", t("card-duel.covered")));
    fieldset.append(legend, card.label, coverLabel);
    slotsBox.append(fieldset);
    return { fieldset, input: card.input, cover };
  });
  const pairs = el("p", "truco-card-duel__hint", t("card-duel.pairs"));

  const hint = el("p", "truco-card-duel__hint", t("card-duel.hint"));
  hint.id = `${id}-hint`;

  const buttons = el("div", "truco-buttons truco-card-duel__buttons");
  const compareButton = button(t("card-duel.compare"), null, "md-button md-button--primary truco-card-duel__compare");
  compareButton.type = "submit";
  const swapButton = button(t("card-duel.swap"), null, "md-button truco-button truco-card-duel__swap");
  const randomButton = button(t("card-duel.random"), null, "md-button truco-button truco-card-duel__random");
  const copy = copyLink(ctx, () => {
    const url = new URL(ctx.url.href());
    url.searchParams.set("preset", ctx.preset);
    return url.href;
  });
  buttons.append(compareButton, swapButton, randomButton, copy);

  form.append(top, slotsBox, pairs, hint, buttons, datalist);

  // --- output ----------------------------------------------------------------------------------
  const notice = el("div", "truco-notice truco-card-duel__notice");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  const table = el("ol", "truco-card-duel__table");
  table.setAttribute("aria-label", t("card-duel.table"));
  const live = el("div", "truco-card-duel__result");
  live.setAttribute("aria-live", "polite");
  live.id = `${id}-result`;

  const explore = el("div", "truco-card-duel__explore");
  explore.append(form, notice, table, live);

  // --- exercise mode: which card wins? (card-duel/exercise.js; the engine's compare grades it) ---
  const quiz = exercise(ctx, {
    name: "card-duel",
    explore,
    question: async (random) => {
      const info = await rulesInfo(ctx.ask, ctx.rules);
      const quiz = await duelQuiz(ctx.ask, random, {
        rules: ctx.rules, deck, usesVira: info.options.manilhas === "vira", t, verdict: (answer) => verdict(answer, t, 2),
      });
      const figure = [];
      if (quiz.vira !== null) {
        const shown = el("p", "truco-card-duel__ex-vira");
        shown.append(el("span", "truco-card-duel__ex-label", t("hand.vira")), ctx.card(quiz.vira));
        figure.push(shown);
      }
      return { ...quiz, figure };
    },
  });
  root.replaceChildren(quiz.switchNode, explore, quiz.node);

  // --- drawing the controls from the state -----------------------------------------------------
  function syncControls() {
    modeInputs[2].checked = state.players === 2;
    modeInputs[4].checked = state.players === 4;
    vira.input.value = state.vira;
    slots.forEach((slot, seat) => {
      slot.fieldset.hidden = seat >= state.players;
      slot.input.value = state.cards[seat];
      slot.cover.checked = state.covered[seat];
    });
    pairs.hidden = state.players !== 4;
    slotsBox.dataset.players = String(state.players);
    swapButton.textContent = t(state.players === 2 ? "card-duel.swap" : "card-duel.swap_teams");
  }

  function readControls() {
    state.vira = vira.input.value;
    slots.forEach((slot, seat) => {
      state.cards[seat] = slot.input.value;
      state.covered[seat] = slot.cover.checked;
    });
  }

  /** The round the controls describe. @returns {Round} */
  function current() {
    return { vira: state.vira, cards: state.cards.slice(0, state.players), covered: state.covered.slice(0, state.players) };
  }

  /** @param {string[]} lines */
  function showNotice(lines) {
    notice.replaceChildren(...lines.map((line) => el("p", "", line)));
    notice.hidden = false;
  }

  function clearNotice() {
    notice.hidden = true;
    notice.replaceChildren();
    delete notice.dataset.code;
  }

  /** The field the engine named as the offending input is marked invalid. @param {any} err */
  function markInvalid(err) {
    const bad = err && err.details && typeof err.details.input === "string" ? err.details.input : null;
    for (const input of [vira.input, ...slots.map((s) => s.input)]) {
      const invalid = bad !== null && input.value === bad;
      if (invalid) input.setAttribute("aria-invalid", "true");
      else input.removeAttribute("aria-invalid");
      input.setAttribute("aria-describedby", invalid ? `${live.id} ${id}-hint` : `${id}-hint`);
    }
  }

  /** @param {unknown} err */
  const reason = (err) => errorText(err, t, { players: state.players, has: hasString }).text;

  // --- drawing the engine's answers ------------------------------------------------------------
  /** @param {PromiseSettledResult<ManilhasAnswer>} settled */
  function drawManilhas(settled) {
    if (settled.status === "rejected") {
      viraCard.replaceChildren();
      manilhaLine.textContent = "";
      return;
    }
    const data = settled.value;
    const fixed = data.vira === null;
    viraBox.hidden = fixed;
    noVira.hidden = !fixed;
    viraCard.replaceChildren(...(fixed ? [] : [ctx.card(data.vira)]));
    manilhaLine.textContent = `${t("hand.manilhas")} ${joinList(data.manilhas.map((m) => cardText(m.card, t)), t)}`;
  }

  /** @param {CompareAnswer} answer @param {Round} round */
  function drawVerdict(answer, round) {
    const players = answer.cards.length;
    const { headline, why, outcome } = verdict(answer, t, players);
    table.replaceChildren(
      ...answer.cards.map((card, seat) => {
        const covered = round.covered[seat];
        const item = el("li", "truco-card-duel__play");
        item.dataset.seat = String(seat);
        item.dataset.card = card;
        if (covered) item.dataset.covered = "true";
        const who = capitalize(seatText(seat, t));
        item.append(playFigure(t, { seat, card, covered }, covered ? t("hand.covered-by", { seat: who }) : who));
        if (answer.top.includes(seat)) {
          const tie = answer.winner === null;
          item.classList.add(tie ? "truco-card-duel__play--tie" : "truco-card-duel__play--top");
          item.append(el("span", "truco-card-duel__badge", t(tie ? "card-duel.badge_tie" : "card-duel.badge_win")));
        }
        return item;
      }),
    );
    table.hidden = false;
    live.replaceChildren(el("p", "truco-card-duel__headline", headline), el("p", "truco-card-duel__why", why));
    live.dataset.outcome = outcome;
    delete live.dataset.code;
  }

  /** @param {any} err */
  function drawRefusal(err) {
    markInvalid(err);
    table.replaceChildren();
    table.hidden = true;
    const box = el("p", "truco-notice truco-card-duel__error");
    box.append(el("strong", "", t("card-duel.refused")), ` ${reason(err)}`);
    live.replaceChildren(box);
    live.dataset.outcome = "error";
    live.dataset.code = err && err.code ? err.code : "";
  }

  // --- asking the engine -----------------------------------------------------------------------
  /** Manilhas answers by rules and vira: asked again only when one of them changes. */
  const manilhasAsked = new Map();
  /** @param {Request} request @returns {Promise<ManilhasAnswer>} */
  function manilhasFor(request) {
    const key = JSON.stringify(request.args);
    let promise = manilhasAsked.get(key);
    if (!promise) {
      promise = ctx.ask("manilhas", request.args);
      manilhasAsked.set(key, promise);
      promise.catch(() => manilhasAsked.delete(key));
    }
    return promise;
  }

  let token = 0;
  /**
   * Ask about a round and draw the answer (an engine refusal rejects; a stale answer is dropped).
   * @param {Round} round
   * @param {{requests?: Request[], write?: boolean}} [options] the round's requests when made
   *   already; `write`: put the round in the address bar (not for the plain starting example)
   */
  async function show(round, { requests, write = true } = {}) {
    const mine = ++token;
    const rules = ctx.rules;
    const [manilhas, compare] = requests || roundRequests(rules, round);
    const [answer, man] = await Promise.allSettled([ctx.ask("compare", compare.args), manilhasFor(manilhas)]);
    if (mine !== token) return;
    drawManilhas(man);
    root.dataset.preset = presetOf(compare.args.rules); // the preset of the answer on screen
    if (answer.status === "rejected") throw answer.reason;
    const result = /** @type {CompareAnswer} */ (answer.value);
    // the cards as the engine read them ("q♥" -> "Qh"), unless the reader changed a field since
    result.cards.forEach((card, i) => {
      if (slots[i].input.value === round.cards[i]) slots[i].input.value = card;
    });
    if (result.vira !== null && vira.input.value === round.vira) vira.input.value = result.vira;
    readControls();
    markInvalid(null);
    drawVerdict(result, round);
    if (!write) return;
    ctx.url.set({
      vira: result.vira === null ? ctx.url.get("vira") : result.vira,
      cards: result.cards.join("-"),
      covered: round.covered.some(Boolean) ? round.covered.map((c) => (c ? "1" : "0")).join("-") : null,
    });
  }

  const run = operations(ctx, drawRefusal);
  const update = run(async () => {
    readControls();
    clearNotice();
    await show(current());
  });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
  });
  for (const input of [vira.input, ...slots.map((s) => s.input)]) input.addEventListener("change", update);
  for (const slot of slots) slot.cover.addEventListener("change", update);
  for (const n of [2, 4]) {
    modeInputs[n].addEventListener("change", run(async () => {
      readControls();
      state.players = n;
      if (n === 4) {
        // fill the partners' slots with example cards not yet typed (presentation only)
        const used = new Set([state.vira, ...state.cards.slice(0, 2)]);
        for (const seat of [2, 3]) {
          if (state.cards[seat] && !used.has(state.cards[seat])) {
            used.add(state.cards[seat]);
            continue;
          }
          const filler = FILLERS.find((c) => !used.has(c)) || "";
          state.cards[seat] = filler;
          used.add(filler);
        }
      }
      syncControls();
      clearNotice();
      await show(current());
    }));
  }

  swapButton.addEventListener("click", run(async () => {
    readControls();
    const order = state.players === 2 ? [1, 0] : [1, 0, 3, 2];
    const cards = order.map((i) => state.cards[i]);
    const covered = order.map((i) => state.covered[i]);
    cards.forEach((c, i) => {
      state.cards[i] = c;
      state.covered[i] = covered[i];
    });
    syncControls();
    clearNotice();
    await show(current());
  }));

  randomButton.addEventListener("click", run(async () => {
    const picked = /** @type {string[]} */ (shuffled(deck).slice(0, 5));
    state.vira = picked[0];
    state.cards = picked.slice(1);
    state.covered = [false, false, false, false];
    syncControls();
    clearNotice();
    await show(current());
  }));

  ctx.onPresetChange(run(async () => {
    readControls();
    await show(current());
    await quiz.renew();
  }));

  // --- first answer: the link's round (or the starting example) ---------------------------------
  syncControls();
  root.dataset.busy = "true";
  const linkNote = link && link.badCovered !== null ? t("card-duel.bad_covered", { value: clip(link.badCovered) }) : "";
  try {
    await show(link || defaultRound(), { requests: firstRound, write: link !== null });
    if (linkNote) showNotice([linkNote]);
  } catch (err) {
    if (isEngineDown(err) || !link) throw err;
    // A link the engine refuses: say why, then show the starting example.
    showNotice([linkNote, `${t("scenario.link-error")} ${reason(err)}`].filter(Boolean));
    notice.dataset.code = /** @type {any} */ (err).code;
    ctx.url.set({ vira: null, cards: null, covered: null });
    Object.assign(state, { players: 2, vira: DEFAULTS.vira, cards: [...DEFAULTS.cards], covered: [false, false, false, false] });
    syncControls();
    await show(current(), { write: false });
  } finally {
    delete root.dataset.busy;
  }
  root.dataset.answers = "1";
  await quiz.start(quizParams);
  ctx.ready();
}
