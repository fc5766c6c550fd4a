// @ts-check
// tie-explorer: when is a hand decided? Two modes, both answered by the engine.
//   <div data-widget="tie-explorer"></div>
//
// "Round results" (tie-explorer/outcomes.js): the reader says who took each round and the kind
//   of hand; the engine's `ties` op says after which round the hand is decided, who wins, what it
//   pays and why. "Play cards" (tie-explorer/cards.js): a two-player deal played card by card
//   through the scenario player (`replay`, `retarget`); its legal choices are the only buttons.
//
// URL (prefix "tie-explorer."): m=cards (card mode), o=T-M (M the mão's team, O the other
// team, T a tie), k=eleven|iron, s=<scenario code>, all=1 (every legal action, not only cards);
// ex=1 the exercise mode ("who wins the hand, and why?", tie-explorer/exercise.js), q=<seed>.

import { copyLink } from "../kit/copy-link.js";
import { el, uniqueId } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { operations } from "../kit/operation.js";
import { linkParams } from "../kit/page.js";
import { cardRequests, cardsPanel } from "./tie-explorer/cards.js";
import { tiesQuiz } from "./tie-explorer/exercise.js";
import { outcomesPanel, readOutcomes, tiesRequest } from "./tie-explorer/outcomes.js";

const PARAMS = ["m", "o", "k", "s", "all", "ex", "q"];
const KINDS = ["normal", "eleven", "iron"];

/**
 * The widget's state in a link (URL parameters without the prefix).
 * @param {Record<string, string>} params
 */
export function readState(params) {
  const { outcomes, bad } = readOutcomes(params.o);
  const kind = params.k !== undefined && KINDS.includes(params.k) ? params.k : "normal";
  const code = params.s === undefined ? null : params.s;
  const cards = params.m === "cards" || (params.m === undefined && code !== null && params.o === undefined);
  return {
    mode: cards ? "cards" : "outcomes",
    outcomes,
    badOutcomes: bad,
    kind,
    badKind: params.k !== undefined && !KINDS.includes(params.k),
    code,
    all: params.all === "1",
  };
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, without the
 * prefix): the rules (their threshold of eleven), the round results, then the card panel's
 * (tie-explorer/cards.js: the deck, the deal, the deal's rules once `answered` has a linked one).
 * @param {import("../kit/initial.js").OpenState} state `rules`: the reader's rules (default: the preset)
 * @param {(request: import("../kit/initial.js").Request) => any} [answered]
 * @returns {import("../kit/initial.js").Request[]}
 */
export function initialRequests({ preset, rules = preset, params }, answered = () => undefined) {
  const state = readState(params);
  return [
    { op: "rules", args: { rules } },
    tiesRequest(rules, state.outcomes, state.kind),
    ...cardRequests({ preset, rules, params }, answered),
  ];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  root.classList.add("truco-tie-explorer");
  const params = linkParams(ctx.url, PARAMS);
  const state = readState(params);
  const open = { preset: ctx.preset, rules: ctx.rules, params };
  const [rulesRequest, firstTies] = initialRequests(open);

  let mode = state.mode;
  /** The round-results mode's round trips (the card panel runs its own: kit/scenario-panel.js). */
  const run = operations(ctx, (err) => outcomes.refused(err));
  const outcomes = outcomesPanel(ctx, run);
  const cards = cardsPanel(ctx, { showAll: state.all });

  // --- mode switch -------------------------------------------------------------------------
  const modeSet = el("fieldset", "truco-tie-explorer__modes");
  modeSet.append(el("legend", "truco-tie-explorer__modes-legend", t("tie-explorer.mode.legend")));
  const modeName = uniqueId("truco-tie-explorer-mode");
  /** @type {Record<string, HTMLInputElement>} */
  const modeInputs = {};
  for (const name of ["outcomes", "cards"]) {
    const label = el("label", "truco-tie-explorer__mode");
    const input = el("input");
    input.type = "radio";
    input.name = modeName;
    input.value = name;
    input.addEventListener("change", run(() => showMode(name, true)));
    modeInputs[name] = input;
    label.append(input, el("span", "", t(`tie-explorer.mode.${name}`)));
    modeSet.append(label);
  }
  const box = el("div", "truco-tie-explorer__box");
  box.append(modeSet, outcomes.node, cards.node, copyLink(ctx, () => ctx.url.href()));
  // exercise mode: who wins the hand, and why? (the engine's `ties` answer grades it)
  const quiz = exercise(ctx, {
    name: "tie-explorer",
    explore: box,
    question: async (random) => ({ ...(await tiesQuiz(ctx.ask, random, { rules: ctx.rules, t })), figure: [] }),
  });
  root.replaceChildren(quiz.switchNode, box, quiz.node);

  /** @param {string} next @param {boolean} fromUser */
  function showMode(next, fromUser) {
    mode = next;
    modeInputs[next].checked = true;
    outcomes.node.hidden = next !== "outcomes";
    cards.node.hidden = next !== "cards";
    box.dataset.mode = next;
    if (fromUser) ctx.url.set({ m: next === "cards" ? "cards" : null });
  }

  showMode(mode, false);
  if (params.m !== undefined && params.m !== "cards") ctx.url.set({ m: null });
  root.dataset.busy = "true";
  await Promise.all([
    outcomes.start(firstTies, rulesRequest, { kind: state.kind, badOutcomes: state.badOutcomes, badKind: state.badKind }),
    cards.start(open),
  ]);
  delete root.dataset.busy;
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  await quiz.start(params);
  ctx.ready();

  // both modes follow the reader's rules, in one round trip of the widget (one busy marker); a
  // question of the exercise mode is dealt again under them
  ctx.onPresetChange((preset) => cards.run(() => Promise.all([outcomes.refresh(ctx.rules), cards.retarget(preset), quiz.renew()]).then(() => {})));
}
