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

// Parts: card-duel/link.js (the round's state, links, requests), card-duel/view.js (the DOM),
// card-duel/picker.js (the deck to click), card-duel/words.js (the verdict in words),
// card-duel/exercise.js (the exercise's questions).

import { el, uniqueId } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { operations } from "../kit/operation.js";
import { hasString, linkParams } from "../kit/page.js";
import { presetOf } from "../kit/protocol.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { errorText, isEngineDown } from "../kit/words.js";
import { duelQuiz } from "./card-duel/exercise.js";
import { deckPicker } from "./card-duel/picker.js";
import {
  clip, defaultRound, initialState, LINK_PARAMS, randomExample, readLink, roundOf, roundRequests, setPlayers, swap,
} from "./card-duel/link.js";
import {
  clearNotice, drawManilhas, drawRefusal, drawVerdict, duelView, markInvalid, readControls, showNotice, syncControls,
} from "./card-duel/view.js";
import { verdict } from "./card-duel/words.js";

export { readLink, verdict };

/**
 * @typedef {import("../kit/protocol.js").OpResults["compare"]} CompareAnswer
 * @typedef {import("../kit/protocol.js").OpResults["manilhas"]} ManilhasAnswer
 * @typedef {import("./card-duel/link.js").Round} Round
 * @typedef {import("./card-duel/link.js").Request} Request
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 */

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

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  root.classList.add("truco-card-duel");
  const params = linkParams(ctx.url, LINK_PARAMS);
  const quizParams = linkParams(ctx.url, [...LINK_PARAMS, "ex", "q"]);
  const link = readLink(params);
  const [deckRequest, ...firstRound] = initialRequests({ preset: ctx.rules, params });
  const { deck } = await rulesInfo(ctx.ask, deckRequest.args.rules);

  let state = initialState(link);
  const v = duelView(ctx, uniqueId("truco-card-duel"), deck);

  // --- exercise mode: which card wins? (card-duel/exercise.js; the engine's compare grades it) ---
  const quiz = exercise(ctx, {
    name: "card-duel",
    explore: v.explore,
    question: async (random) => {
      const info = await rulesInfo(ctx.ask, ctx.rules);
      const quiz = await duelQuiz(ctx.ask, random, {
        rules: ctx.rules, deck, usesVira: info.uses_vira, t, verdict: (answer) => verdict(answer, t, 2),
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
  root.replaceChildren(quiz.switchNode, v.explore, quiz.node);

  /** @param {unknown} err */
  const reason = (err) => errorText(err, t, { players: state.players, has: hasString }).text;

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
    drawManilhas(ctx, v, man);
    root.dataset.preset = presetOf(compare.args.rules); // the preset of the answer on screen
    if (answer.status === "rejected") throw answer.reason;
    const result = /** @type {CompareAnswer} */ (answer.value);
    // the cards as the engine read them ("q♥" -> "Qh"), unless the reader changed a field since
    result.cards.forEach((card, i) => {
      if (v.slots[i].input.value === round.cards[i]) v.slots[i].input.value = card;
    });
    if (result.vira !== null && v.vira.input.value === round.vira) v.vira.input.value = result.vira;
    readControls(v, state);
    markInvalid(v, null);
    drawVerdict(t, v, result, round);
    picker.draw();
    if (!write) return;
    ctx.url.set({
      vira: result.vira === null ? ctx.url.get("vira") : result.vira,
      cards: result.cards.join("-"),
      covered: round.covered.some(Boolean) ? round.covered.map((c) => (c ? "1" : "0")).join("-") : null,
    });
  }

  // --- events: each changes the state, redraws the controls and asks the engine -----------------
  const run = operations(ctx, (err) => drawRefusal(t, v, err, reason(err)));
  /** @param {() => void} change */
  const redraw = (change) => run(async () => {
    change();
    syncControls(v, state, t);
    clearNotice(v);
    await show(roundOf(state));
  });
  const update = run(async () => {
    readControls(v, state);
    clearNotice(v);
    await show(roundOf(state));
  });

  const picker = deckPicker(ctx, v, deck, () => update());
  v.form.insertBefore(picker.node, v.pairs);

  v.form.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
  });
  for (const input of [v.vira.input, ...v.slots.map((s) => s.input)]) input.addEventListener("change", update);
  for (const slot of v.slots) slot.cover.addEventListener("change", update);
  for (const n of [2, 4]) {
    v.modeInputs[n].addEventListener("change", redraw(() => {
      readControls(v, state);
      setPlayers(state, n);
    }));
  }
  v.swapButton.addEventListener("click", redraw(() => {
    readControls(v, state);
    swap(state);
  }));
  v.randomButton.addEventListener("click", redraw(() => randomExample(state, deck)));

  ctx.onPresetChange(run(async () => {
    readControls(v, state);
    await show(roundOf(state));
    await quiz.renew();
  }));

  // --- first answer: the link's round (or the starting example) ---------------------------------
  syncControls(v, state, t);
  root.dataset.busy = "true";
  const linkNote = link && link.badCovered !== null ? t("card-duel.bad_covered", { value: clip(link.badCovered) }) : "";
  try {
    await show(link || defaultRound(), { requests: firstRound, write: link !== null });
    if (linkNote) showNotice(v, [linkNote]);
  } catch (err) {
    if (isEngineDown(err) || !link) throw err;
    // A link the engine refuses: say why, then show the starting example.
    showNotice(v, [linkNote, `${t("scenario.link-error")} ${reason(err)}`].filter(Boolean));
    v.notice.dataset.code = /** @type {any} */ (err).code;
    ctx.url.set({ vira: null, cards: null, covered: null });
    state = initialState(null);
    syncControls(v, state, t);
    await show(roundOf(state), { write: false });
  } finally {
    delete root.dataset.busy;
  }
  root.dataset.answers = "1";
  await quiz.start(quizParams);
  ctx.ready();
}
