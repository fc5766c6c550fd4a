// @ts-check
// eleven's state: the rules' answer for the scenario on screen and the values of each decision
// seen (or why they could not be had), by scenario code; the widget's shape for its modules.

/**
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 * @typedef {Object} ElevenState
 * @property {RulesInfo | null} info the engine's `rules` answer for the scenario's rules
 * @property {Map<string, import("./values.js").DecisionValues>} valuesByCode the values of each decision seen
 * @property {Map<string, string>} valuesFailed why the values of a decision could not be had
 * @typedef {Object} Eleven one mounted widget: its context, parts, state and scenario panel
 * @property {HTMLElement} root
 * @property {import("../../kit/types.js").WidgetContext} ctx
 * @property {ElevenState} s
 * @property {ReturnType<typeof import("./layout.js").buildLayout>} ui
 * @property {import("../../kit/scenario-player.js").ScenarioPlayer} player
 * @property {ReturnType<typeof import("../../kit/scenario-panel.js").scenarioPanel>} panel
 * @property {(err: unknown, players: number) => string} reason a refusal in words
 */

/** @returns {ElevenState} */
export function createElevenState() {
  return { info: null, valuesByCode: new Map(), valuesFailed: new Map() };
}
