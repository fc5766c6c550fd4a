// @ts-check
// eleven's words (pure): the kind of hand and why, who decides and what they see, what each
// option of the decision pays, and what a raise probe was told. Every number is the engine's.

import { actionLabel, callText, capitalize, explain, pointsText, seatText, teamText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/initial.js").Request} Request
 * @typedef {import("../../kit/protocol.js").ElevenSolution} ElevenSolution
 * @typedef {import("../../kit/protocol.js").Analysis} Analysis
 */

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

/** The engine allowed a raise: the probe's last step says who called what. @param {ReplayResult} probe @param {Translate} t */
export function tryAllowedText(probe, t) {
  const step = probe.history[probe.history.length - 1];
  return capitalize(t("eleven.try-allowed", { seat: seatText(step.seat, t), call: callText(step.call, t), offer: step.offer }));
}
