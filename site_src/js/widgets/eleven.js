// @ts-check
// eleven: set the score, the number of players and the dealer; the engine says what kind of hand
// follows (normal, hand of eleven — mão de dez in mineiro —, iron hand open or blind), who decides
// and what they see, what playing and declining pay, and that the ladder is locked. The reader
// can take the decision and play the hand out (every seat, as a demonstration).
//
//   <div data-widget="eleven"></div>
//   deep links: ?eleven.score=11-7&eleven.players=4&eleven.dealer=1   or   ?eleven.s=<scenario code>
//
// Every number and ruling shown is the engine's: `kind_ruling` (the score that makes the hand
// special, its value, what declining pays), the `choices` and their `preview`, `seats` (partners),
// `hands`, and the `rules` options (target, eleven_at). The playing part is the kit's scenario
// panel; the decision has a panel of its own with each option's value: with two players the
// solved game's exact answer (op `eleven_solution`), in pairs (and under rules nobody solved) the
// coach's estimate with its interval (op `analyse`), each labelled as what it is, and the chance
// of winning at which playing pays off (from the rules' values, in the `eleven_solution` answer).

import { chanceText, format } from "../kit/coach.js";
import { button, el, factList, select } from "../kit/dom.js";
import { askInitial, openScenario } from "../kit/initial.js";
import { presetOf, sameRules } from "../kit/protocol.js";
import { scenarioPanel } from "../kit/scenario-panel.js";
import { ScenarioPlayer } from "../kit/scenario-player.js";
import {
  actionLabel, callText, capitalize, errorText, explain, isEngineDown, pointsText, seatText, teamText,
} from "../kit/words.js";

/**
 * @typedef {import("../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../kit/words.js").Translate} Translate
 * @typedef {import("../kit/initial.js").Request} Request
 * @typedef {import("../kit/protocol.js").ElevenSolution} ElevenSolution
 * @typedef {import("../kit/protocol.js").Analysis} Analysis
 * @typedef {Object} OptionValue what one option of the decision is worth, from the decider's seat
 * @property {number} ev expected points of the hand, the decider's team's minus the other's
 * @property {[number, number] | null} ci95 the 95% interval of a sampled estimate
 * @property {number | null} win the chance of winning the hand (null: not given)
 * @property {boolean} best the solution's (or the coach's) choice
 * @property {number | null} share how often the solution takes it (null for the coach)
 * @property {boolean} sure a value that is certain (what declining pays)
 * @typedef {Object} DecisionValues the values of both options and where they come from
 * @property {"solved" | "estimate"} kind
 * @property {Record<string, OptionValue>} options by action ("accept", "fold")
 * @property {ElevenSolution} solution the engine's `eleven_solution` answer (the rules' values)
 * @property {Analysis | null} analysis the coach's analysis (estimates only)
 * @typedef {{score: unknown[], players: unknown, dealer: unknown}} Situation values as the link
 *   gave them: the engine judges them (a score out of range, 3 players, a dealer seat that is not)
 */

/** Example deals (demonstration data, not rules). The vira is used only by rules that turn one.
 * "Deal new cards" draws others from the engine's deck (demonstration data too). */
const DEALS = /** @type {Record<number, {vira: string, hands: string[][]}>} */ ({
  2: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"]] },
  4: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"], ["Ah", "4c", "Jd"], ["Qh", "7s", "2d"]] },
});
/** The other side's score in the starting situation (any score below the hand of eleven). */
const OTHER_SCORE = 5;

/** A link value as the engine should judge it: an integer when it looks like one, else the text. @param {string} text */
function linkValue(text) {
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

/**
 * The situation a link describes; what it leaves out is the starting one (the first side at the
 * score of the hand of eleven, two players, the second one deals).
 * @param {Record<string, string>} params @param {RulesInfo} info @returns {Situation}
 */
export function linkSituation(params, info) {
  const players = params.players === undefined ? 2 : linkValue(params.players);
  return {
    score: params.score === undefined ? [info.options.eleven_at, OTHER_SCORE] : params.score.split("-").map(linkValue),
    players,
    dealer: params.dealer === undefined ? (typeof players === "number" ? players - 1 : 1) : linkValue(params.dealer),
  };
}

/**
 * The example hand of a situation under `rules` (the engine's `rules` answer for them): the cards
 * of `deal` when it has a hand for each player, else the example deal of that many players.
 * @param {RulesSpec} rules @param {RulesInfo} info @param {Situation} situation
 * @param {{vira?: string, hands: string[][]} | null} [deal]
 * @returns {ScenarioJson}
 */
export function situationScenario(rules, info, { score, players, dealer }, deal = null) {
  const fits = deal && deal.hands.length === players && (info.options.manilhas !== "vira" || deal.vira);
  const cards = fits && deal ? deal : DEALS[/** @type {number} */ (players)] || DEALS[2];
  const scenario = /** @type {ScenarioJson} */ (/** @type {unknown} */ ({ rules, players, score, dealer, hands: cards.hands }));
  if (info.options.manilhas === "vira") scenario.vira = cards.vira || DEALS[2].vira;
  return scenario;
}

/**
 * New example cards for `players` players from the engine's deck (its `rules` answer), with a
 * vira when the rules turn one: demonstration data, drawn with `random` (0 <= x < 1).
 * @param {RulesInfo} info @param {number} players @param {() => number} [random]
 * @returns {{vira?: string, hands: string[][]}}
 */
export function randomDeal(info, players, random = Math.random) {
  const deck = [...info.deck];
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const hands = Array.from({ length: players }, (_, seat) => deck.slice(3 * seat, 3 * seat + 3));
  return info.options.manilhas === "vira" ? { vira: deck[3 * players], hands } : { hands };
}

/** Whether a scenario holds the example deal of its number of players. @param {ScenarioJson} sc */
export function isExampleDeal(sc) {
  const deal = DEALS[/** @type {number} */ (sc.players)];
  return !!deal && JSON.stringify(sc.hands) === JSON.stringify(deal.hands) && (sc.vira === undefined || sc.vira === deal.vira);
}

/**
 * The requests the widget makes when it opens with these URL parameters (its own, without the
 * `eleven.` prefix). A scenario code: that scenario, then its rules. Otherwise the rules of the
 * reader's preset, then the situation of the link (or the starting one), which needs the rules'
 * numbers: it is listed once `answered` (the answer to an earlier request, or undefined) has them.
 * @param {import("../kit/initial.js").OpenState} state `rules`: the reader's rules (default: the preset)
 * @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function initialRequests(state, answered = () => undefined) {
  const first = scenarioRequests(state, answered);
  const replay = first.find((r) => r.op === "replay");
  const opened = replay ? answered(replay) : undefined;
  return [...first, ...viewRequests(opened), ...valueRequests(opened, answered)];
}

/**
 * The view the board shows when it is a seat's (the engine's `replay` with that viewer): the
 * decider's while a hand of eleven waits for them (their cards, their partner's in pairs), the
 * seat to act's in a blind hand (no card named, its choices by position).
 * @param {ReplayResult | undefined} r
 */
export function viewRequests(r) {
  const seat = boardSeat(r);
  return r && seat !== null ? [{ op: "replay", args: { code: r.code, viewer: seat } }] : [];
}

/**
 * The seat whose view the board shows: the decider while the hand of eleven waits for them, the
 * seat to act in a blind hand; null (every card) otherwise.
 * @param {ReplayResult | undefined} r
 */
export function boardSeat(r) {
  if (!r || typeof r.code !== "string") return null;
  if (r.phase === "eleven" && r.decider !== null) return r.decider;
  return r.blind && r.to_act !== null ? r.to_act : null;
}

/**
 * The first requests that build the scenario (the rules and the replay): the part of
 * `initialRequests` the scenario player asks. @type {import("../kit/initial.js").InitialRequests}
 */
export function scenarioRequests({ preset, rules: spec = preset, params }, answered = () => undefined) {
  if (params.s !== undefined) {
    const open = { op: "replay", args: { code: params.s, prefix: true } };
    const opened = answered(open);
    return opened && opened.scenario ? [open, { op: "rules", args: { rules: opened.scenario.rules } }] : [open];
  }
  const rules = { op: "rules", args: { rules: spec } };
  const info = answered(rules);
  if (!info || !info.options) return [rules];
  return [rules, { op: "replay", args: { scenario: situationScenario(spec, info, linkSituation(params, info)) } }];
}

/**
 * The requests for the values of a decision waiting at state `r` (none at any other state): the
 * solved decision, and where the engine has none (pairs, rules nobody solved) the coach's
 * analysis of the same position.
 * @param {ReplayResult | undefined | null} r @param {(request: Request) => any} [answered]
 * @returns {Request[]}
 */
export function valueRequests(r, answered = () => undefined) {
  if (!r || r.phase !== "eleven" || typeof r.code !== "string") return [];
  const solution = { op: "eleven_solution", args: { code: r.code } };
  const found = answered(solution);
  if (!found || !("solved" in found) || found.solved) return [solution];
  return [solution, { op: "analyse", args: { code: r.code } }];
}

// --- what the widget shows, in words (pure) ----------------------------------------------------

/** "Hand of 11.", "Iron hand (10×10), blind." @param {ReplayResult} r @param {Translate} t */
export function kindTitle(r, t) {
  const params = r.kind_ruling ? r.kind_ruling.params || {} : {};
  if (r.kind === "eleven") return t("eleven.kind.eleven", { at: params.at });
  if (r.kind === "iron") return t(params.blind ? "eleven.kind.iron-blind" : "eleven.kind.iron-open", { at: params.at });
  return t("eleven.kind.normal");
}

/** Why: the engine's ruling for a special hand; for a normal one, what it would take. @param {ReplayResult} r @param {RulesInfo} info @param {Translate} t */
export function kindNote(r, info, t) {
  if (r.kind_ruling) return explain(r.kind_ruling, t, { players: r.players });
  return t("eleven.note.normal", { n: info.options.eleven_at, value: r.ladder.steps[0] });
}

/** @param {ReplayResult} r @param {Translate} t */
export function deciderText(r, t) {
  if (r.decider === null) return t(r.kind === "iron" ? "eleven.decider-none-iron" : "eleven.decider-none");
  const name = capitalize(seatText(r.decider, t));
  return r.players === 4 ? `${name} (${teamText(r.seats[r.decider].team, t, 4)})` : name;
}

/**
 * The seats whose cards the decider looks at, the decider first: in the decider's view (the
 * engine's, see `viewRequests`) the hands it shows; none in any other view.
 * @param {ReplayResult} view @returns {number[]}
 */
export function seenSeats(view) {
  const decider = view.viewer;
  if (decider === null || view.phase !== "eleven") return [];
  return [decider, ...view.seats.map((s) => s.seat).filter((s) => s !== decider && view.hands[s] !== null)];
}

/** @param {ReplayResult} view the decider's view @param {Translate} t */
export function seesText(view, t) {
  const [decider, partner] = seenSeats(view);
  if (decider === undefined) return "";
  const seat = capitalize(seatText(decider, t));
  return partner === undefined ? t("eleven.sees-own", { seat }) : t("eleven.sees-partner", { seat, partner: seatText(partner, t) });
}

/**
 * The decision's options: each legal choice, its label, and what it leads to (playing: what the
 * hand is worth, the engine's preview; declining: who scores what, the engine's choice).
 * @param {ReplayResult} r @param {Translate} t
 * @returns {{action: string, meaning: string, label: string, pays: string}[]}
 */
export function decisionOptions(r, t) {
  if (r.phase !== "eleven") return [];
  return r.choices.map((choice) => {
    const preview = r.preview.find((p) => p.action === choice.action);
    const pays = choice.meaning === "accept-eleven"
      ? t("eleven.option-accept", { value: preview ? preview.value : r.value })
      : t("eleven.option-decline", { team: teamText(choice.team, t, r.players), points: pointsText(choice.pays || 0, t) });
    return { action: choice.action, meaning: choice.meaning, label: actionLabel(choice, t), pays };
  });
}

// --- the values of the decision (pure) ---------------------------------------------------------

/**
 * Both options' values, from the solved decision, or (where nothing is solved) from the coach's
 * analysis; null while the analysis is missing.
 * @param {ElevenSolution} solution @param {Analysis | null} [analysis]
 * @returns {DecisionValues | null}
 */
export function decisionValues(solution, analysis = null) {
  const solved = solution.solved;
  if (solved) {
    const p = solved.accept_probability;
    return {
      kind: "solved", solution, analysis: null,
      options: {
        accept: { ev: solved.value_accept, ci95: null, win: solved.win_chance, best: solved.accept, share: p, sure: false },
        fold: { ev: solved.value_decline, ci95: null, win: 0, best: !solved.accept, share: 1 - p, sure: true },
      },
    };
  }
  if (!analysis) return null;
  /** @type {Record<string, OptionValue>} */
  const options = {};
  for (const a of analysis.actions) {
    const ending = a.meaning === "decline-eleven";
    options[a.action] = { ev: a.ev, ci95: a.ci95, win: ending ? 0 : a.win, best: a.action === analysis.choice, share: null, sure: ending };
  }
  return { kind: "estimate", solution, analysis, options };
}

/** Points, two decimals, signed: "+1.92", "−1.00". @param {number} x @param {string} lang */
export function pointsValue(x, lang) {
  const text = format(lang, "points", { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" }).format(x);
  return text.replace("-", "−");
}

/** A small number of points, as many decimals as it needs: "0.0001". @param {number} x @param {string} lang */
function smallNumber(x, lang) {
  return format(lang, "small", { maximumSignificantDigits: 2 }).format(x);
}

/**
 * What one option is worth, in words: exact (solved), certain (declining) or estimated.
 * @param {OptionValue} v @param {"solved" | "estimate"} kind @param {Translate} t @param {string} lang
 */
export function optionValueText(v, kind, t, lang) {
  const value = pointsValue(v.ev, lang);
  if (v.sure) return t("eleven.value.sure", { value });
  const win = v.win === null ? "" : chanceText(v.win, lang);
  if (kind === "solved") return t("eleven.value.solved", { value, win });
  if (v.ci95) return t("eleven.value.estimate", { value, win, low: pointsValue(v.ci95[0], lang), high: pointsValue(v.ci95[1], lang) });
  return t("eleven.value.estimate-exact", { value, win });
}

/** The mark of the option the solution (or the coach) takes, or "". @param {OptionValue} v @param {Translate} t @param {string} lang */
export function bestText(v, t, lang) {
  if (v.share !== null) {
    if (v.share >= 1) return t("eleven.best.solved");
    return v.share > 0 ? t("eleven.best.mixed", { share: chanceText(v.share, lang) }) : "";
  }
  return v.best ? t("eleven.best.coach") : "";
}

/**
 * Where the values come from: the solved game with its exploitability, or the coach's estimate
 * (why nothing is solved, and how the analysis was made).
 * @param {DecisionValues} values @param {Translate} t @param {string} lang
 */
export function methodText(values, t, lang) {
  const solved = values.solution.solved;
  if (values.kind === "solved" && solved) return t("eleven.method.solved", { exploitability: smallNumber(solved.exploitability, lang) });
  const why = t(values.solution.reason === "pairs" ? "eleven.method.why-pairs" : "eleven.method.why-rules");
  const a = values.analysis;
  if (!a) return why;
  const worlds = format(lang, "count", {}).format(a.worlds);
  return `${why} ${t(a.method === "sampled" ? "eleven.method.sampled" : "eleven.method.every-deal", { worlds })}`;
}

/**
 * The chance of winning above which playing beats declining, from the rules' values the engine
 * gave: "Playing wins or loses 3 points; declining costs 1 point. ... more than 1 in 3 ...".
 * @param {ElevenSolution} solution @param {Translate} t
 */
export function breakEvenText(solution, t) {
  const { numerator: n, denominator: d } = solution.break_even;
  return t("eleven.break-even", {
    value: solution.eleven_value, pays: pointsText(solution.fold_pays, t), chance: t("eleven.one-in", { n, d }),
  });
}

/** The engine allowed a raise: the probe's last step says who called what. @param {ReplayResult} probe @param {Translate} t */
export function tryAllowedText(probe, t) {
  const step = probe.history[probe.history.length - 1];
  return capitalize(t("eleven.try-allowed", { seat: seatText(step.seat, t), call: callText(step.call, t), offer: step.offer }));
}

// --- the widget --------------------------------------------------------------------------------

/** @type {import("../app.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const player = new ScenarioPlayer(ctx.ask);
  /** @type {RulesInfo | null} */
  let info = null;
  const reason = (/** @type {unknown} */ err, /** @type {number} */ players) => errorText(err, t, { players }).text;

  // --- layout ------------------------------------------------------------------------------------
  const box = el("div", "truco-eleven");
  const controls = el("fieldset", "truco-eleven__controls");
  controls.append(el("legend", "truco-eleven__legend", t("eleven.setup")));
  /** @param {string} role */
  const control = (role) => {
    const { box: label, input } = select("", [], "", () => onControl(), "truco-field truco-eleven__control");
    input.dataset.role = role;
    controls.append(label);
    return { name: /** @type {HTMLElement} */ (label.firstChild), input };
  };
  const score0 = control("score0");
  const score1 = control("score1");
  const playersControl = control("players");
  const dealerControl = control("dealer");
  playersControl.name.textContent = t("eleven.players");
  dealerControl.name.textContent = t("eleven.dealer");
  const dealButton = button(t("eleven.deal"), () => newDeal(), "md-button truco-button truco-eleven__deal");
  dealButton.dataset.role = "deal";
  controls.append(dealButton);

  const { node: summary, fields } = factList("truco-eleven", t, {
    kind: "eleven.kind", decider: "eleven.decider", value: "eleven.value", cards: "eleven.cards", ladder: "eleven.ladder",
  });

  // the decision: who decides, what they see, what each option pays (a solver's values go with
  // each option: .truco-eleven__option)
  const decision = el("section", "truco-eleven__decision");
  const seesLine = el("p", "truco-eleven__sees");
  const seen = el("div", "truco-eleven__seen");
  const options = el("ul", "truco-eleven__options");
  // where the options' values come from, when playing pays off, and what they leave out
  const valuesBox = el("div", "truco-eleven__values");
  const valuesStatus = el("p", "truco-eleven__values-status");
  const methodLine = el("p", "truco-eleven__method");
  const breakEven = el("p", "truco-eleven__break-even");
  const scopeNote = el("p", "truco-eleven__note", t("eleven.values-note"));
  valuesBox.append(valuesStatus, methodLine, breakEven, scopeNote);
  decision.append(el("p", "truco-eleven__title", t("eleven.decision")), seesLine, seen,
    el("p", "truco-eleven__note", t("eleven.others-hidden")), options, valuesBox);
  /** @type {Map<string, DecisionValues>} the values of each decision seen, by scenario code */
  const valuesByCode = new Map();
  /** @type {Map<string, string>} why the values of a decision could not be had, by scenario code */
  const valuesFailed = new Map();

  const tryBox = el("div", "truco-eleven__try");
  const tryButton = button(t("eleven.try-raise"), () => tryRaise());
  tryButton.dataset.role = "try-raise";
  const tryOut = el("p", "truco-eleven__try-out");
  tryOut.setAttribute("role", "status");
  tryOut.hidden = true;
  tryBox.append(tryButton, tryOut);

  const panel = scenarioPanel(ctx, player, {
    seenBy: boardSeat,
    onState: (r, rules) => {
      info = rules;
      draw(r);
      syncUrl(r);
      loadValues(r);
    },
  });
  box.append(controls, panel.top, summary, decision, tryBox, panel.node);

  // --- drawing -------------------------------------------------------------------------------------
  /**
   * @param {HTMLSelectElement} input @param {unknown[]} values
   * @param {(v: any) => string} text @param {unknown} selected
   */
  function fill(input, values, text, selected) {
    input.replaceChildren(...values.map((v) => {
      const option = el("option", "", text(v));
      option.value = String(v);
      return option;
    }));
    input.value = String(selected);
  }

  /** @param {ReplayResult} r */
  async function draw(r) {
    const drawn = panel.draw(r);
    const view = await panel.seen(r);
    if (!info) return;
    const sc = r.scenario;
    const score = /** @type {number[]} */ (sc.score);
    root.dataset.code = r.code;
    root.dataset.kind = r.kind;
    root.dataset.blind = String(r.blind);
    root.dataset.value = String(r.value);
    root.dataset.finished = String(r.finished);
    root.dataset.rulesPreset = presetOf(sc.rules);

    // the controls show the scenario
    const scores = Array.from({ length: info.options.target }, (_, i) => i);
    const points = r.players === 2 ? "eleven.points-player" : "eleven.points-team";
    score0.name.textContent = t(points, { n: 1 });
    score1.name.textContent = t(points, { n: 2 });
    fill(score0.input, scores, String, score[0]);
    fill(score1.input, scores, String, score[1]);
    fill(playersControl.input, [2, 4], (n) => t(`eleven.players-${n}`), r.players);
    fill(dealerControl.input, r.seats.map((s) => s.seat), (s) => capitalize(seatText(s, t)), r.dealer);

    // the hand as dealt: its kind, who decides, its value, the cards, the ladder
    fields.kind.replaceChildren(el("strong", "", kindTitle(r, t)), " ", el("span", "", kindNote(r, info, t)));
    fields.kind.dataset.kind = r.kind;
    fields.decider.textContent = deciderText(r, t);
    fields.decider.dataset.seat = r.decider === null ? "" : String(r.decider);
    fields.value.textContent = String(r.value);
    fields.value.dataset.value = String(r.value);
    fields.cards.textContent = t(r.blind ? "eleven.cards-blind" : "eleven.cards-open");
    fields.ladder.textContent = t(r.ladder.locked ? "eleven.ladder-locked" : "eleven.ladder-open");
    fields.ladder.dataset.locked = String(r.ladder.locked);

    // the decision, while it is to be taken
    const seats = seenSeats(view);
    decision.hidden = seats.length === 0;
    seesLine.textContent = seesText(view, t);
    seen.replaceChildren(...seats.map((seat) => {
      const group = el("div", "truco-eleven__seen-group");
      group.dataset.seat = String(seat);
      const cards = el("span", "truco-eleven__seen-cards");
      cards.append(...(view.hands[seat] || []).map((card) => ctx.card(card)));
      group.append(cards, el("span", "truco-eleven__seen-seat", capitalize(seatText(seat, t))));
      return group;
    }));
    drawValues(r);
    tryOut.hidden = true;
    tryOut.textContent = "";
    delete tryOut.dataset.code;
    await drawn;
  }

  /** The options and their values (when known), where they come from, the break-even chance. @param {ReplayResult} r */
  function drawValues(r) {
    const values = valuesByCode.get(r.code) || null;
    options.replaceChildren(...decisionOptions(r, t).map((o) => {
      const item = el("li", "truco-eleven__option");
      item.dataset.action = o.action;
      item.dataset.meaning = o.meaning;
      item.append(el("strong", "truco-eleven__option-label", o.label), " — ", el("span", "truco-eleven__option-pays", o.pays));
      const v = values ? values.options[o.action] : undefined;
      if (v) {
        item.dataset.ev = String(v.ev);
        item.dataset.best = String(v.best);
        const line = el("span", "truco-eleven__option-value", capitalize(optionValueText(v, values ? values.kind : "solved", t, ctx.lang)));
        const best = bestText(v, t, ctx.lang);
        if (best) line.append(" ", el("strong", "truco-eleven__option-best", best));
        item.append(line);
      }
      return item;
    }));
    const failed = valuesFailed.get(r.code);
    valuesStatus.hidden = !!values;
    valuesStatus.textContent = values ? "" : failed ? t("eleven.values-error", { why: failed }) : t("eleven.values-loading");
    methodLine.hidden = !values;
    methodLine.textContent = values ? methodText(values, t, ctx.lang) : "";
    methodLine.dataset.kind = values ? values.kind : "";
    breakEven.hidden = !values;
    breakEven.textContent = values ? breakEvenText(values.solution, t) : "";
    scopeNote.hidden = !values;
  }

  /**
   * Ask the values of the decision waiting at `r` (the solved decision, or the coach's estimate)
   * and draw them if `r` is still the state on screen. `data-values` says where they are:
   * loading, solved, estimate, error, or none (no decision waiting).
   * @param {ReplayResult} r
   */
  async function loadValues(r) {
    if (r.phase !== "eleven") {
      root.dataset.values = "none";
      return;
    }
    const known = valuesByCode.get(r.code);
    if (known) {
      root.dataset.values = known.kind;
      return;
    }
    root.dataset.values = "loading";
    /** @type {string} */
    let state;
    try {
      const ask = (/** @type {Request} */ q) => ctx.ask(/** @type {"eleven_solution" | "analyse"} */ (q.op), q.args);
      const [solution, analysis] = await askInitial(ask, (_, answered) => valueRequests(r, answered), { preset: ctx.preset, params: {} });
      const values = decisionValues(solution, analysis || null);
      if (!values) throw new Error("no values");
      valuesByCode.set(r.code, values);
      state = values.kind;
    } catch (err) {
      valuesFailed.set(r.code, reason(err, r.players));
      state = "error";
    }
    if (r !== player.result) return;
    drawValues(r);
    root.dataset.values = state;
  }

  /** @param {ReplayResult} r */
  function syncUrl(r) {
    const sc = r.scenario;
    const score = /** @type {number[]} */ (sc.score);
    // the cards travel in the scenario code once they are not the example deal
    ctx.url.set({ score: `${score[0]}-${score[1]}`, players: sc.players, dealer: sc.dealer,
      s: (sc.actions || []).length > 0 || !isExampleDeal(sc) ? r.code : null });
  }

  /** New example cards, the same situation. */
  function newDeal() {
    const r = player.result;
    if (!r || !info || panel.busy()) return;
    const sc = r.scenario;
    const situation = { score: /** @type {number[]} */ (sc.score), players: r.players, dealer: r.dealer };
    const scenario = situationScenario(/** @type {RulesSpec} */ (sc.rules), info, situation, randomDeal(info, r.players));
    panel.run(() => panel.show(player.settle("replay", { scenario }), (next) => `${t("eleven.dealt")} ${kindSaid(next)}`));
  }

  /** @param {ReplayResult} r */
  const kindSaid = (r) => `${kindTitle(r, t)} ${info ? kindNote(r, info, t) : ""}`.trim();

  // --- the reader's controls -----------------------------------------------------------------------
  function onControl() {
    if (!player.result || !info) return;
    const rules = /** @type {RulesSpec} */ (player.scenario.rules);
    const players = Number(playersControl.input.value);
    const dealer = Math.min(Number(dealerControl.input.value), players - 1);
    const situation = { score: [Number(score0.input.value), Number(score1.input.value)], players, dealer };
    const sc = player.scenario;
    const deal = { vira: sc.vira, hands: sc.hands };
    const scenario = situationScenario(rules, info, situation, deal);
    panel.run(async () => {
      try {
        await panel.show(player.settle("replay", { scenario }), kindSaid);
      } catch (err) {
        if (player.result) draw(player.result); // refused: the controls show the situation again
        throw err;
      }
    });
  }

  function tryRaise() {
    const r = player.result;
    if (!r || panel.busy()) return;
    const probe = (/** @type {string[]} */ more) => ctx.ask("replay", { scenario: { ...r.scenario, actions: [...(r.scenario.actions || []), ...more] } });
    panel.run(async () => {
      let text;
      let code;
      try {
        text = tryAllowedText(await probe(["raise"]), t);
        code = "allowed";
      } catch (err) {
        if (isEngineDown(err)) throw err;
        code = /** @type {any} */ (err).code;
        text = t("eleven.try-refused", { why: reason(err, r.players) });
        if (code === "eleven-pending") {
          // the decision comes first; and once the hand is played, the ladder stays locked
          try {
            await probe(["accept", "raise"]);
          } catch (after) {
            if (isEngineDown(after)) throw after;
            code = /** @type {any} */ (after).code;
            text += ` ${t("eleven.try-after-accept", { why: reason(after, r.players) })}`;
          }
        }
      }
      if (r !== player.result) return;
      tryOut.hidden = false;
      tryOut.dataset.code = code;
      tryOut.textContent = text;
    });
  }

  /** @param {string} preset */
  function onPreset(preset) {
    if (!player.result) return; // the first state is still being built: checked once it is on screen
    // the same deal, score and moves under the preset's own rules, as far as they stay legal
    const said = t("scenario.rules-changed", { preset: t(`preset.${preset}`) });
    const rules = typeof ctx.rules === "string" ? { preset: ctx.rules } : ctx.rules;
    panel.run(() => panel.show(player.retarget(rules), (r) => `${said} ${kindSaid(r)}`));
  }
  ctx.onPresetChange(onPreset);

  // --- first state: the link's scenario, else its situation, else the starting one --------------------
  /** @type {Record<string, string>} */
  const params = {};
  for (const name of ["s", "score", "players", "dealer"]) {
    const value = ctx.url.get(name);
    if (value !== null) params[name] = value;
  }
  if (params.s !== undefined) for (const name of ["score", "players", "dealer"]) delete params[name];
  const { first, info: rules, linkError } = await openScenario(ctx, player, scenarioRequests, { preset: ctx.preset, rules: ctx.rules, params });
  info = rules;
  root.replaceChildren(box);
  panel.opened(first, linkError);
  await draw(first);
  if (Object.keys(params).length > 0) syncUrl(first);
  ctx.ready();
  loadValues(first);
  root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
  // the reader switched the preset while the first (unlinked) situation was being built
  if (params.s === undefined && !sameRules(first.scenario.rules, ctx.rules)) onPreset(ctx.preset);
}
