// @ts-check
// ladder, exercise mode: a hand dealt from the engine's deck is walked a few moves (raises,
// accepts, re-raises and now and then a card: each one of the engine's legal choices); the
// learner sees the calls by name only, never their values, and answers "what is the hand worth
// now?" or, when a raise waits for its answer, "if it is folded, what does the raising team
// score?". Then the engine's `replay` of the position (or of the fold) grades and explains it.
// Pure: the DOM is kit/exercise.js's.

import { callText, capitalize, cardText, explain, seatText, teamText } from "../../kit/words.js";
import { dealSeed } from "../../kit/exercise.js";
import { rulesInfo } from "../../kit/scenario-player.js";

/**
 * @typedef {import("../../kit/words.js").Translate} Translate
 * @typedef {import("../../kit/exercise.js").Random} Random
 * @typedef {import("../../kit/protocol.js").ReplayResult} ReplayResult
 * @typedef {import("../../kit/protocol.js").ScenarioJson} ScenarioJson
 * @typedef {import("../../kit/protocol.js").Step} Step
 * @typedef {import("../../kit/protocol.js").OpResults["rules"]} RulesInfo
 */

/** How likely each kind of legal choice is in the walk (folds and covers are never chosen). */
const WEIGHTS = /** @type {Record<string, number>} */ ({ raise: 4, reraise: 3, accept: 4, play: 1 });
/** The walk's length: at least one move, at most this many (more while nobody has raised yet). */
const MOST_MOVES = 5;
/** The walk never makes more moves than this. */
const LIMIT = 9;

/** How many moves the walk makes. @param {Random} random */
export function walkLength(random) {
  return 1 + Math.floor(random() * MOST_MOVES);
}

/**
 * Whether the walk goes on after `made` moves: until its length, and then until someone raised
 * (a question about a hand nobody raised is rare), never past LIMIT.
 * @param {number} made @param {number} length @param {Step[]} history
 */
export function walkOn(made, length, history) {
  if (made >= LIMIT) return false;
  return made < length || !history.some((step) => step.meaning === "raise" || step.meaning === "reraise");
}

/**
 * The next move of the walk: one of the engine's legal choices, weighted by what it means.
 * @param {Random} random @param {Step[]} choices @returns {string | null}
 */
export function nextMove(random, choices) {
  const weighted = choices.filter((c) => (WEIGHTS[c.meaning] || 0) > 0);
  const total = weighted.reduce((sum, c) => sum + WEIGHTS[c.meaning], 0);
  let roll = random() * total;
  for (const choice of weighted) {
    roll -= WEIGHTS[choice.meaning];
    if (roll < 0) return choice.action;
  }
  return null;
}

/**
 * A move as the question tells it: the call's name, never its value.
 * @param {Step} step @param {Translate} t
 */
export function moveText(step, t) {
  const Seat = capitalize(seatText(step.seat, t));
  if (step.meaning === "raise") return t("ladder.ex.raise", { Seat, call: callText(step.call, t) });
  if (step.meaning === "reraise") return t("ladder.ex.reraise", { Seat, call: callText(step.call, t) });
  if (step.meaning === "accept") return t("ladder.ex.accept", { Seat });
  return t("ladder.ex.play", { Seat, card: cardText(step.card, t) });
}

/**
 * The question for a position: its kind ("fold" when a raise waits for its answer, else "worth"),
 * its words and the options (the values of the rules' ladder, from the engine).
 * @param {ReplayResult} r @param {RulesInfo} info @param {string} presetName @param {Translate} t
 */
export function ladderQuestion(r, info, presetName, t) {
  const moves = r.history.length ? r.history.map((step) => moveText(step, t)) : [t("ladder.ex.no-moves")];
  const options = [...new Set(/** @type {number[]} */ (info.options.ladder))].map((v) => ({ value: String(v), label: String(v) }));
  const intro = t("ladder.ex.intro", { preset: presetName });
  if (r.pending) {
    const { responder } = r.pending;
    return {
      kind: "fold",
      prompt: t("ladder.ex.fold-prompt", { Seat: capitalize(seatText(responder, t)), team: teamText(raiserTeam(r), t, r.players) }),
      situation: [intro, ...moves].join(" "),
      moves,
      options,
    };
  }
  return { kind: "worth", prompt: t("ladder.ex.worth-prompt"), situation: [intro, ...moves].join(" "), moves, options };
}

/** The raising team of a pending raise (the engine's seat facts). @param {ReplayResult} r */
export function raiserTeam(r) {
  const raiser = r.pending ? r.pending.raiser : -1;
  const seat = r.seats.find((s) => s.seat === raiser);
  return seat ? seat.team : 0;
}

/**
 * The engine's answer for the question: the position (worth) or the fold played (fold).
 * @param {ReplayResult} r @param {string} kind @returns {ScenarioJson}
 */
export function checkScenario(r, kind) {
  const actions = r.scenario.actions || [];
  return { ...r.scenario, actions: kind === "fold" ? [...actions, "fold"] : actions };
}

/**
 * The verdict: the value the engine gives (the hand's value, or what the raising team scores on
 * the fold) and why; the calls of the rules and what each is worth, from the engine's `rules`.
 * @param {ReplayResult} answer the engine's replay of checkScenario @param {string} kind
 * @param {number} raiserTeam for a fold @param {RulesInfo} info @param {Translate} t
 */
export function ladderVerdict(answer, kind, raiserTeam, info, t) {
  const calls = info.calls.map((c) => t("ladder.ex.call-value", { call: callText(c.name, t), value: c.value })).join(", ");
  const ladder = t("ladder.ex.calls", { first: info.options.ladder[0], calls });
  if (kind === "fold") {
    const points = answer.points[raiserTeam];
    return {
      headline: t("ladder.ex.fold-answer", { team: capitalize(teamText(raiserTeam, t, answer.players)), points }),
      why: [explain(answer.ruling, t, { players: answer.players }), ladder],
      correct: { value: [String(points)] },
    };
  }
  return {
    headline: t("ladder.ex.worth-answer", { value: answer.value }),
    why: [ladder],
    correct: { value: [String(answer.value)] },
  };
}

/**
 * A whole question, dealt and checked through `ask` (the engine): the engine's deal (for a seed
 * drawn from `random`), a walk of legal moves (each the engine's replay), then, once answered,
 * the replay of the position or of the fold.
 * @param {(op: any, args?: any) => Promise<any>} ask @param {Random} random
 * @param {{rules: import("../../kit/protocol.js").RulesSpec, presetName: string, t: Translate}} setting
 */
export async function ladderQuiz(ask, random, { rules, presetName, t }) {
  const info = await rulesInfo(ask, rules);
  const { scenario } = await ask("deal", { rules, seed: dealSeed(random) });
  /** @type {ReplayResult} */
  let r = await ask("replay", { scenario });
  const length = walkLength(random);
  for (let made = 0; walkOn(made, length, r.history); made += 1) {
    const action = nextMove(random, r.choices);
    if (!action) break;
    const next = /** @type {ReplayResult} */ (await ask("replay", { scenario: { ...r.scenario, actions: [...(r.scenario.actions || []), action] } }));
    if (next.finished) break;
    r = next;
  }
  const position = r;
  const q = ladderQuestion(position, info, presetName, t);
  return {
    kind: q.kind,
    prompt: q.prompt,
    situation: q.situation,
    vira: null,
    position,
    groups: [{ name: "value", legend: q.prompt, options: q.options }],
    check: async () => {
      const answer = await ask("replay", { scenario: checkScenario(position, q.kind) });
      return ladderVerdict(answer, q.kind, raiserTeam(position), info, t);
    },
  };
}
