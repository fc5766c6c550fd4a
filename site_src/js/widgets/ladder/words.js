// @ts-check
// ladder's words (pure): what the ladder shows, from the engine's answers — the hand's value, the
// raise waiting for an answer (named by the engine), who may raise next and with which call,
// whose turn it is, and the ladder's steps with what a fold to each pays.

import { handModel, stateSentence } from "../../kit/hand-model.js";
import { callText, capitalize, teamText } from "../../kit/words.js";

/**
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {import("../../kit/protocol.js").RulesSpec} RulesSpec
 * @typedef {import("../../kit/words.js").Translate} Translate
 */

/** The rules of a scenario the engine answered (it always names them). @param {import("../../kit/protocol.js").ScenarioJson} scenario */
export function rulesOf(scenario) {
  return /** @type {RulesSpec} */ (scenario.rules);
}

/** @param {ReplayResult} r @param {Translate} t */
export function valueText(r, t) {
  return r.ladder.locked ? t("ladder.value-locked", { value: r.value }) : String(r.value);
}

/** The raise waiting for an answer (the engine names its call), or "none". @param {ReplayResult} r @param {Translate} t */
export function pendingText(r, t) {
  if (!r.pending) return t("ladder.pending-none");
  const { raiser, responder, offer, call } = r.pending;
  return capitalize(t("ladder.pending-text", {
    raiser: t("seat.n", { n: raiser + 1 }), call: callText(call, t), offer, responder: t("seat.n", { n: responder + 1 }),
  }));
}

/**
 * Who may raise next and with which call (the engine's `ladder.may_raise`, `next_offer`, `next_call`).
 * @param {ReplayResult} r @param {Translate} t
 */
export function mayRaiseText(r, t) {
  const { ladder, players } = r;
  if (r.finished) return t("ladder.may-raise-over");
  if (ladder.locked) return t("ladder.may-raise-locked");
  if (ladder.next_offer === null) return t("ladder.may-raise-top");
  const who = ladder.may_raise.length === 2
    ? t(players === 2 ? "ladder.may-raise-any2" : "ladder.may-raise-any4")
    : ladder.may_raise.map((team) => teamText(team, t, players)).join(t("list.and"));
  let text = capitalize(t("ladder.may-raise-text", { who, call: callText(/** @type {string} */ (ladder.next_call), t), offer: ladder.next_offer }));
  if (ladder.last_raiser_team !== null) {
    text += ` ${capitalize(t("ladder.alternation-note", { team: teamText(ladder.last_raiser_team, t, players) }))}`;
  }
  return text;
}

/** Whose turn it is (the kit's state sentence), or that the hand is over. @param {ReplayResult} r @param {Translate} t */
export function turnText(r, t) {
  return r.finished ? t("state.over") : capitalize(stateSentence(handModel(r), t));
}

/**
 * The ladder's steps as the widget lists them: value, call name (the first step has none: it is
 * where the hand starts), what a fold to that call pays, the current and the offered step.
 * @param {ReplayResult} r @param {RulesInfo} info @param {Translate} t
 */
export function ladderSteps(r, info, t) {
  return r.ladder.steps.map((value, index) => {
    const call = info.calls.find((c) => c.step === index);
    return {
      index,
      value,
      name: call ? callText(call.name, t) : t("ladder.step-start"),
      fold: call ? t("ladder.step-fold", { points: call.fold_pays }) : "",
      current: !r.ladder.locked && index === r.ladder.step,
      offered: r.pending !== null && r.pending.offer === value,
    };
  });
}
