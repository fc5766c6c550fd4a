// @ts-check
// eleven: set the score, the number of players and the dealer; the engine says what kind of hand
// follows (normal, hand of eleven — mão de dez in mineiro —, iron hand open or blind), who decides
// and what they see, what playing and declining pay, and that the ladder is locked. The reader
// can take the decision and play the hand out (every seat, as a demonstration).
//
//   <div data-widget="eleven"></div>
//   deep links: ?eleven.score=11-7&eleven.players=4&eleven.dealer=1   or   ?eleven.s=<scenario code>
//   ?eleven.ex=1 the exercise mode (what kind of hand is dealt? play or decline? predicted, then
//   graded by the engine: eleven/exercise.js), ?eleven.q=<seed> one question
//
// Every number and ruling shown is the engine's: `kind_ruling` (the score that makes the hand
// special, its value, what declining pays), the `choices` and their `preview`, `seats` (partners),
// `hands`, and the `rules` options (target, eleven_at). The playing part is the kit's scenario
// panel; the decision has a panel of its own with each option's value: with two players the
// solved game's exact answer (op `eleven_solution`), in pairs (and under rules nobody solved) the
// coach's estimate with its interval (op `analyse`), each labelled as what it is, and the chance
// of winning at which playing pays off (from the rules' values, in the `eleven_solution` answer).
// Modules (widgets/eleven/): situation.js (the situation and its example hand), requests.js (the
// first requests, the board's seat, the values asked), words.js and values.js (what is shown, in
// words), state.js, layout.js (the page parts), render.js (drawn from the answer), actions.js (the
// transitions).

import { el } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { openScenario } from "../kit/initial.js";
import { linkParams } from "../kit/page.js";
import { sameRules } from "../kit/protocol.js";
import { scenarioPanel } from "../kit/scenario-panel.js";
import { ScenarioPlayer } from "../kit/scenario-player.js";
import { errorText } from "../kit/words.js";
import { loadValues, newDeal, onControl, onPreset, syncUrl, tryRaise } from "./eleven/actions.js";
import { elevenQuiz } from "./eleven/exercise.js";
import { buildLayout } from "./eleven/layout.js";
import { draw } from "./eleven/render.js";
import { boardSeat, scenarioRequests } from "./eleven/requests.js";
import { createElevenState } from "./eleven/state.js";

export { boardSeat, initialRequests, scenarioRequests, valueRequests, viewRequests } from "./eleven/requests.js";
export { isExampleDeal, linkSituation, situationScenario } from "./eleven/situation.js";
export { bestText, breakEvenText, decisionValues, methodText, optionValueText, pointsValue } from "./eleven/values.js";
export { decisionOptions, deciderText, kindNote, kindTitle, seenSeats, seesText, tryAllowedText } from "./eleven/words.js";

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const s = createElevenState();
  /** The widget: its context, parts, state and panel (filled in below, before any event). */
  const w = /** @type {import("./eleven/state.js").Eleven} */ ({
    root, ctx, s, player: new ScenarioPlayer(ctx.ask),
    reason: (err, players) => errorText(err, t, { players }).text,
  });
  w.ui = buildLayout(ctx, { control: () => onControl(w), newDeal: () => newDeal(w), tryRaise: () => tryRaise(w) });
  w.panel = scenarioPanel(ctx, w.player, {
    seenBy: boardSeat,
    onState: (r, rules) => {
      s.info = rules;
      draw(w, r);
      syncUrl(w, r);
      loadValues(w, r);
    },
  });
  const { ui, panel } = w;
  ui.box.append(ui.controls, panel.top, ui.summary, ui.decision, ui.tryBox, panel.node);

  // --- exercise mode: what kind of hand is dealt, and play or decline? --------------------------
  const quiz = exercise(ctx, {
    name: "eleven",
    explore: ui.box,
    question: async (random) => {
      const q = await elevenQuiz(ctx.ask, random, { rules: ctx.rules, t, lang: ctx.lang });
      return { ...q, figure: figure(q.vira, q.cards) };
    },
  });
  /** The question drawn: the vira and the decider's cards. @param {string | null} vira @param {string[]} cards */
  function figure(vira, cards) {
    if (vira === null && cards.length === 0) return [];
    const shown = el("p", "truco-eleven__ex-cards");
    /** a label and its cards, kept on one line (a phone wraps between the groups) @param {string} label @param {string[]} codes */
    const group = (label, codes) => {
      const part = el("span", "truco-eleven__ex-group");
      part.append(el("span", "truco-eleven__ex-label", label), ...codes.map((c) => ctx.card(c)));
      return part;
    };
    if (vira !== null) shown.append(group(t("hand.vira"), [vira]));
    if (cards.length) shown.append(group(t("eleven.ex.yours"), cards));
    return [shown];
  }
  ctx.onPresetChange((preset) => {
    onPreset(w, preset);
    quiz.renew();
  });

  // --- first state: the link's scenario, else its situation, else the starting one --------------------
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["s", "score", "players", "dealer"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value;
  }
  if (params.s !== undefined) for (const name of ["score", "players", "dealer"]) delete params[name];
  const { first, info, linkError } = await openScenario(ctx, w.player, scenarioRequests, { preset: ctx.preset, rules: ctx.rules, params });
  s.info = info;
  root.replaceChildren(quiz.switchNode, ui.box, quiz.node);
  panel.opened(first, linkError);
  await draw(w, first);
  if (Object.keys(params).length > 0) syncUrl(w, first);
  await quiz.start(linkParams(ctx.url, ["s", "score", "players", "dealer", "ex", "q"]));
  ctx.ready();
  loadValues(w, first);
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  // the reader switched the preset while the first (unlinked) situation was being built
  if (params.s === undefined && !sameRules(first.scenario.rules, ctx.rules)) onPreset(w, ctx.preset);
}
