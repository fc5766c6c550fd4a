// @ts-check
// lesson's real hand: a hand against the random bot through the training game's ops (`game_new`
// with the lesson's fixed deal, `game_act`), the learner's choices drawn from the observation,
// what happened in words, a hint from the engine's coach, and the same deal again.

import { whyLine } from "../../kit/coach.js";
import { el } from "../../kit/dom.js";
import { handModel } from "../../kit/hand-model.js";
import { hasString } from "../../kit/page.js";
import { renderChoices, renderHand } from "../../kit/hand-view.js";
import { actionLabel, isEngineDown, readerSeatNames } from "../../kit/words.js";
/** @typedef {import("../../kit/protocol.js").Observation} Observation */
import { markDone, say, sayComplete } from "./render.js";
import { repeated } from "./state.js";
import { eventLine, GAME, handResult, LEARNER } from "./steps.js";

/**
 * @typedef {import("./state.js").Lesson} Lesson
 * @typedef {import("../../kit/protocol.js").GameState} GameState
 */

/** @param {Lesson} w @param {number} mine */
export async function startGame(w, mine) {
  const { s, ui } = w;
  const state = /** @type {GameState} */ (await w.ctx.ask("game_new", { ...GAME }));
  if (mine !== s.opening) return;
  s.game.id = state.id ?? null;
  s.game.state = state;
  ui.situation.replaceChildren();
  drawGame(w, []);
}

/** Draw the hand, the learner's choices and what just happened. @param {Lesson} w @param {string[]} lines */
function drawGame(w, lines) {
  const { root, ctx, s, ui } = w;
  const { t } = ctx;
  const state = /** @type {GameState} */ (s.game.state);
  const obs = state.observation;
  const model = handModel(obs);
  const names = readerSeatNames(t, LEARNER);
  const hand = renderHand(t, model, { parts: ["vira", "seats", "table", "rounds", "state", "result"],
    name: names, rulingName: names }).node;
  const result = handResult(model.outcome);
  if (result === "playing") playableCards(hand, obs, t, (action) => w.on.play(action));
  ui.situation.replaceChildren(hand);
  // the instruction holds while the hand is played; once it is over it says so
  ui.task.textContent = t(result === "playing" ? "lesson.play.task" : "lesson.play.over");
  ui.options.replaceChildren(result === "playing" ? renderChoices(t, model, (action) => w.on.play(action)) : "");
  for (const line of lines) ui.log.append(el("li", "", line));
  ui.log.hidden = ui.log.childElementCount === 0;
  ui.hintButton.hidden = result !== "playing" || obs.to_act !== 0;
  ui.againButton.hidden = result === "playing";
  root.dataset.hand = result;
  if (result === "won") {
    markDone(w, "play");
    // the opponent folded or surrendered (the engine's ruling says how the hand ended): the
    // rounds were not played out, and the same deal again shows them (pt review 3.1)
    const ended = model.outcome && model.outcome.ruling ? model.outcome.ruling.code : "";
    const early = ["fold-pays-previous", "surrender"].includes(ended);
    const more = early ? [t("lesson.play.won-early", { again: t("lesson.play.again") })] : [];
    say(w, t("lesson.play.won"), "right", [...more, t("lesson.play.next")]);
    const links = el("p", "truco-lesson__links");
    const play = el("a", "md-button md-button--primary", t("lesson.play.link-play"));
    play.href = "../play/?play-table.opponents=beginner"; // the beginner bot the lesson leads to
    const rounds = el("a", "md-button", t("lesson.play.link-exercises"));
    rounds.href = "../rounds/";
    links.append(play, " ", rounds);
    ui.feedback.append(links);
    sayComplete(w);
  } else if (result === "lost") {
    say(w, t("lesson.play.lost"), "hint");
  } else if (lines.length) {
    say(w, lines.join(" "), "info");
  }
}

/**
 * The learner's own cards made buttons, as on the Play page: a card is clickable when the engine
 * lists playing it among the choices (the same action as its button below), and only then.
 * @param {HTMLElement} hand @param {Observation} obs @param {import("../../kit/words.js").Translate} t
 * @param {(action: string) => void} onPlay
 */
function playableCards(hand, obs, t, onPlay) {
  const seat = obs.viewer ?? 0;
  for (const found of hand.querySelectorAll(`.truco-hand__seat[data-seat="${seat}"] .truco-card[data-card]`)) {
    const card = /** @type {HTMLElement} */ (found);
    const choice = obs.choices.find((c) => c.meaning === "play" && c.card === card.dataset.card);
    if (!choice) continue;
    const pick = el("button", "truco-lesson__card-button");
    pick.type = "button";
    pick.dataset.action = choice.action;
    pick.setAttribute("aria-label", actionLabel(choice, t));
    card.replaceWith(pick);
    pick.append(card);
    // the second click of a double click on "Next step" is no move
    pick.addEventListener("click", (event) => { if (!repeated(event)) onPlay(choice.action); });
  }
}

/** The learner's move; the bot answers (the engine's events say what happened). @param {Lesson} w @param {string} action */
export async function play(w, action) {
  const { ctx, s, ui } = w;
  const { t } = ctx;
  const game = s.game;
  if (game.id === null || !game.state) return;
  const since = game.state.event_count;
  let state;
  try {
    state = /** @type {GameState} */ (await ctx.ask("game_act", { id: game.id, action }));
  } catch (err) {
    if (isEngineDown(err) || /** @type {any} */ (err).code !== "unknown-game") throw err;
    // the engine no longer holds this game (restarted): the same deal again
    await startGame(w, s.opening);
    say(w, t("lesson.play.restarted"), "info");
    return;
  }
  if (s.current !== "play") return;
  game.state = state;
  const events = state.events.filter((_e, i) => state.event_count - state.events.length + i >= since);
  drawGame(w, events.map((e) => eventLine(e, t, -1)).filter(Boolean));
  const first = /** @type {HTMLElement | null} */ (ui.options.querySelector("button"));
  (first || (ui.againButton.hidden ? ui.title : ui.againButton)).focus();
}

/** The coach's choice for the learner, as a hint. @param {Lesson} w */
export async function hint(w) {
  const { game } = w.s;
  if (game.id === null || !game.state) { // the engine still starting: the hand is not dealt yet
    say(w, w.ctx.t("lesson.play.hint-wait"), "info");
    return;
  }
  say(w, w.ctx.t("lesson.play.thinking"), "info"); // the coach's analysis may take a moment
  const analysis = await w.ask("analyse", { id: game.id });
  const choice = game.state.observation.choices.find((c) => c.action === analysis.choice);
  const label = choice ? actionLabel(choice, w.ctx.t) : analysis.choice;
  const entry = analysis.actions.find((/** @type {import("../../kit/protocol.js").ActionValue} */ a) => a.action === analysis.choice);
  const why = entry ? whyLine(entry.reason, w.ctx.t, w.ctx.lang, { has: hasString }) : "";
  say(w, [w.ctx.t("lesson.play.hint", { action: label }), why].filter(Boolean).join(" "), "info");
}

/** The same deal again. @param {Lesson} w */
export async function again(w) {
  const { ui } = w;
  ui.log.replaceChildren();
  await startGame(w, w.s.opening);
  say(w, w.ctx.t("lesson.play.dealt-again"), "info");
  const first = /** @type {HTMLElement | null} */ (ui.options.querySelector("button"));
  if (first) first.focus();
}
