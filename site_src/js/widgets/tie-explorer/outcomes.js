// @ts-check
// tie-explorer, "Round results": the reader says who took each round (team 1 = the mão's team,
// team 2, or a tie) and the kind of hand; the engine's `ties` op says after which round the hand
// is decided, who wins, what it pays and why; the rounds it does not play are greyed out. The
// threshold of a hand of eleven (10 in mineiro) comes from the `rules` op.

import { button, el, select, uniqueId } from "../../kit/dom.js";
import { hasString } from "../../kit/page.js";
import { presetOf } from "../../kit/protocol.js";
import { rulesInfo } from "../../kit/scenario-player.js";
import { capitalize, errorText, explain, pointsText, teamText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/protocol.js").OpResults["ties"]} TiesAnswer
 * @typedef {(number | null)[]} Outcomes each round's winning team, null for a tie
 */

const LETTER = /** @type {Record<string, string>} */ ({ 0: "M", 1: "O", null: "T" });
const FROM_LETTER = /** @type {Record<string, number | null>} */ ({ M: 0, O: 1, T: null });
const KINDS = ["normal", "eleven", "iron"];
const DEFAULT_OUTCOMES = [null, 1];

/**
 * Round results from a link ("T-M"; "none" or "" for none yet); unreadable text gives the
 * starting example and `bad`.
 * @param {string | undefined} text @returns {{outcomes: Outcomes, bad: boolean}}
 */
export function readOutcomes(text) {
  if (text === undefined) return { outcomes: DEFAULT_OUTCOMES.slice(), bad: false };
  if (text === "" || text.toLowerCase() === "none") return { outcomes: [], bad: false };
  const parts = text.toUpperCase().split("-");
  if (parts.length > 3 || !parts.every((p) => p in FROM_LETTER)) return { outcomes: DEFAULT_OUTCOMES.slice(), bad: true };
  return { outcomes: parts.map((p) => FROM_LETTER[p]), bad: false };
}

/** Round results as a link writes them. @param {Outcomes} outcomes */
export function writeOutcomes(outcomes) {
  return outcomes.map((o) => LETTER[String(o)]).join("-") || "none";
}

/**
 * The `ties` request for these round results.
 * @param {import("../../kit/protocol.js").RulesSpec} rules @param {Outcomes} outcomes @param {string} kind
 */
export function tiesRequest(rules, outcomes, kind) {
  return { op: "ties", args: { rules, outcomes, kind } };
}

/**
 * What the winner scores, in words: the engine's number, said as the value of this kind of hand.
 * @param {number} points @param {string} kind @param {Translate} t @param {number} at the threshold of eleven
 */
export function valueText(points, kind, t, at) {
  return t(`tie-explorer.points.value-${kind}`, { points: pointsText(points, t), at });
}

/**
 * The result box for a `ties` answer: open or decided, who wins what and why, the rounds that
 * are not played.
 * @param {TiesAnswer} answer @param {string} kind @param {Translate} t @param {number} at
 * @returns {string[]}
 */
export function resultLines(answer, kind, t, at) {
  const after = answer.after;
  if (!answer.decided) {
    return [after === 0 ? t("tie-explorer.result.start") : t("tie-explorer.result.open", { after, next: after + 1 })];
  }
  const lines = [t("tie-explorer.result.decided", { after })];
  if (answer.winner === null) lines.push(t("tie-explorer.result.nobody"));
  else {
    lines.push(t("tie-explorer.result.winner", { team: capitalize(teamText(answer.winner, t, 4)),
      points: valueText(/** @type {number} */ (answer.points), kind, t, at) }));
  }
  lines.push(t("tie-explorer.result.why", { why: explain(answer.ruling, t, { players: 4 }) }));
  for (let n = after + 1; n <= after + (answer.unplayed || 0); n += 1) lines.push(t("tie-explorer.round.not-played-short", { n }));
  return lines;
}

/**
 * The round-results panel.
 * @param {import("../../kit/types.js").WidgetContext} ctx
 * @param {ReturnType<typeof import("../../kit/operation.js").operations>} run
 */
export function outcomesPanel(ctx, run) {
  const { t } = ctx;
  /** @type {Outcomes} */
  let outcomes = [];
  let kind = "normal";
  let seq = 0;

  const node = el("section", "truco-tie-explorer__panel truco-tie-explorer__panel--outcomes");
  node.setAttribute("aria-label", t("tie-explorer.mode.outcomes"));
  const intro = el("p", "truco-tie-explorer__intro", t("tie-explorer.outcomes.intro"));
  const rulesLine = el("p", "truco-tie-explorer__rules");
  // the kinds are named once the engine has said the preset's threshold of eleven (draw)
  const kinds = KINDS.map((k) => ({ value: k, text: "" }));
  const { box: kindRow, input: kindSelect } = select(t("tie-explorer.kind.label"), kinds, kind, run((/** @type {string} */ value) => {
    kind = value;
    setMessage("");
    return ask(outcomes);
  }), "truco-field truco-tie-explorer__kind");
  const message = el("p", "truco-notice truco-tie-explorer__message");
  message.hidden = true;
  const roundsBox = el("div", "truco-tie-explorer__rounds");
  const rounds = [0, 1, 2].map((i) => {
    const set = el("fieldset", "truco-tie-explorer__round");
    set.dataset.round = String(i + 1);
    set.append(el("legend", "truco-tie-explorer__round-legend", t("hand.round", { n: i + 1 })));
    const name = uniqueId(`truco-tie-explorer-r${i + 1}`);
    /** @type {Record<string, HTMLInputElement>} */
    const inputs = {};
    const choices = el("div", "truco-tie-explorer__round-choices");
    for (const value of ["0", "1", "tie"]) {
      const label = el("label", "truco-check truco-tie-explorer__choice");
      const input = el("input");
      input.type = "radio";
      input.name = name;
      input.value = value;
      input.dataset.outcome = value;
      input.addEventListener("change", run(() => choose(i, value === "tie" ? null : Number(value))));
      inputs[value] = input;
      label.append(input, el("span", "", t(`tie-explorer.outcome.${value}`)));
      choices.append(label);
    }
    const note = el("p", "truco-tie-explorer__round-note");
    set.append(choices, note);
    roundsBox.append(set);
    return { set, inputs, note };
  });
  const buttons = el("div", "truco-buttons truco-tie-explorer__buttons");
  buttons.append(button(t("tie-explorer.clear"), run(() => {
    setMessage("");
    return ask([]);
  })));
  const result = el("div", "truco-tie-explorer__result");
  result.setAttribute("aria-live", "polite");
  node.append(intro, rulesLine, kindRow, message, roundsBox, buttons, result);

  /** @param {string} text */
  function setMessage(text) {
    message.textContent = text;
    message.hidden = !text;
  }

  /** @param {number} i @param {number | null} value */
  function choose(i, value) {
    setMessage("");
    const next = outcomes.slice(0, i);
    next[i] = value;
    return ask([...next, ...outcomes.slice(i + 1)]);
  }

  /**
   * Ask the engine about these round results (and the preset's rules) and draw the answer.
   * @param {Outcomes} next @param {{op: string, args: any}} [request] @param {{op: string, args: any}} [rules]
   */
  async function ask(next, request = tiesRequest(ctx.rules, next, kind), rules = { op: "rules", args: { rules: ctx.rules } }) {
    const mine = ++seq;
    const preset = presetOf(request.args.rules);
    const [answer, info] = await Promise.all([ctx.ask("ties", request.args), rulesInfo(ctx.ask, rules.args.rules)]);
    if (mine !== seq) return;
    // The engine says where the hand stops: rounds after that are not played.
    outcomes = answer.decided ? next.slice(0, answer.after) : next.slice();
    draw(answer, preset, info.options.eleven_at);
    ctx.url.set({ o: writeOutcomes(outcomes), k: kind === "normal" ? null : kind });
  }

  /** @param {TiesAnswer} answer @param {string} preset @param {number} at */
  function draw(answer, preset, at) {
    rulesLine.textContent = t("tie-explorer.rules", { preset: t(`preset.${preset}`) });
    for (const option of kindSelect.options) option.textContent = t(`tie-explorer.kind.${option.value}`, { at });
    kindSelect.value = kind;
    node.dataset.decided = String(answer.decided);
    node.dataset.after = String(answer.after);
    rounds.forEach(({ set, inputs, note }, i) => {
      const chosen = i < outcomes.length ? outcomes[i] : undefined;
      for (const [value, input] of Object.entries(inputs)) {
        input.checked = chosen !== undefined && (value === "tie" ? chosen === null : Number(value) === chosen);
      }
      let status = "played";
      if (answer.decided && i >= answer.after) status = "unplayed";
      else if (i > outcomes.length) status = "waiting";
      else if (i === outcomes.length) status = "next";
      set.dataset.status = status;
      set.disabled = status === "unplayed" || status === "waiting";
      note.textContent = {
        unplayed: () => t("tie-explorer.round.not-played", { n: i + 1, after: answer.after }),
        waiting: () => t("tie-explorer.round.waiting", { prev: i }),
        next: () => t("tie-explorer.round.choose"),
        played: () => "",
      }[status]();
    });
    const lines = resultLines(answer, kind, t, at);
    result.replaceChildren(...lines.map((line, i) => el("p", i === 0 ? "truco-tie-explorer__result-head" : "", line)));
    result.dataset.winner = answer.decided ? String(answer.winner) : "";
  }

  return {
    node,
    /**
     * The first answer, from the widget's initial requests; a link's unreadable parts are said.
     * @param {{op: string, args: any}} request @param {{op: string, args: any}} rules
     * @param {{kind: string, badOutcomes: boolean, badKind: boolean}} link
     */
    async start(request, rules, link) {
      kind = link.kind;
      await ask(request.args.outcomes, request, rules);
      if (link.badOutcomes) setMessage(t("tie-explorer.error.outcomes"));
      else if (link.badKind) setMessage(t("tie-explorer.error.kind"));
    },
    /** The same round results under other rules. @param {import("../../kit/protocol.js").RulesSpec} rules */
    refresh(rules) {
      return ask(outcomes, tiesRequest(rules, outcomes, kind), { op: "rules", args: { rules } });
    },
    /** An engine refusal, in words. @param {unknown} err */
    refused(err) {
      setMessage(errorText(err, t, { players: 4, has: hasString }).text);
    },
  };
}
