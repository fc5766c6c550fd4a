// @ts-check
// The kit's scenario panel (kit/scenario-panel.js) in a widget mounted in Node (widget-harness.mjs)
// compared with the engine's `replay` answer, worded by the site's own kit modules: the Node side
// of tests/browser/conftest.py's hand_board / scenario_words / assert_board_matches, with the
// same checks (the scenario widgets' behaviour tests moved here: issue 36).

import assert from "node:assert/strict";

import { handModel, outcomeSentences } from "../../site_src/js/kit/hand-model.js";
import { moveSentence } from "../../site_src/js/kit/moves.js";
import { t } from "../../site_src/js/kit/page.js";
import { cardChoices } from "../../site_src/js/kit/scenario-panel.js";
import { actionLabel, capitalize, explain, seatText } from "../../site_src/js/kit/words.js";

/**
 * What the scenario panel inside `box` shows: the board (vira, manilhas, each seat's cards, the
 * rounds with their plays and ruling, the result), the choices (action, label) and their title,
 * the live region and the notice (null if hidden).
 * @param {Element} box
 */
export function handBoard(box) {
  const cards = (/** @type {Element | null} */ e) => (e === null ? []
    : [...e.querySelectorAll(".truco-card")].map((c) => /** @type {HTMLElement} */ (c).dataset.card || null));
  const notice = /** @type {HTMLElement | null} */ (box.querySelector(".truco-scenario__notice"));
  return {
    vira: /** @type {HTMLElement | null} */ (box.querySelector(".truco-hand__vira-card .truco-card"))?.dataset.card || null,
    manilhas: cards(box.querySelector("[data-role=manilhas]")),
    seats: [...box.querySelectorAll(".truco-hand__seat")].map(cards),
    rounds: [...box.querySelectorAll(".truco-hand__round")].map((r) => ({
      status: /** @type {HTMLElement} */ (r).dataset.status,
      text: r.textContent,
      ruling: r.querySelector(".truco-hand__round-ruling")?.textContent || null,
      plays: [...r.querySelectorAll(".truco-hand__play")].map((p) => ({
        card: /** @type {HTMLElement} */ (p).dataset.card || null,
        covered: /** @type {HTMLElement} */ (p).dataset.covered === "true",
        back: !!p.querySelector(".truco-card--back"),
        label: p.querySelector(".truco-card")?.getAttribute("aria-label") ?? null,
      })),
    })),
    result: [...box.querySelectorAll(".truco-hand__result p")].map((p) => p.textContent),
    choices: [...box.querySelectorAll(".truco-hand__choice-button")]
      .map((b) => [/** @type {HTMLElement} */ (b).dataset.action, b.textContent]),
    title: box.querySelector(".truco-scenario__title")?.textContent ?? null,
    live: box.querySelector(".truco-scenario__live")?.textContent ?? null,
    notice: notice && !notice.hidden ? notice.textContent : null,
  };
}

/**
 * What the site's own kit modules say for a replay answer, drawn as `seen` (the engine's view of
 * it for the board's seat; default: the answer itself): each round's ruling, the outcome, the
 * card plays offered (every legal choice with `allChoices`; the seat's own when it is to act),
 * their title and the last move.
 * @param {any} answer @param {{allChoices?: boolean, seen?: any}} [options]
 */
export function scenarioWords(answer, { allChoices = false, seen = null } = {}) {
  const board = seen === null ? answer : seen;
  const own = seen !== null && seen.viewer !== null && seen.to_act === seen.viewer;
  const from = own ? board : answer;
  const m = handModel(board);
  return {
    rulings: board.round_details.map((/** @type {any} */ r) => explain(r.ruling, t, { players: board.players })),
    result: outcomeSentences(m, t),
    choices: cardChoices(handModel(from), allChoices).map((c) => [c.action, actionLabel(c, t)]),
    title: board.to_act === null ? "" : capitalize(t("scenario.choices", { seat: seatText(board.to_act, t) })),
    move: moveSentence(m, t),
  };
}

/**
 * The scenario panel in `box` shows the engine's replay `answer`, worded by the site's own
 * modules; with `viewer`, the board is the engine's view of it for that seat (what that seat may
 * not see stays face down).
 * @param {Element} box @param {any} answer
 * @param {{allChoices?: boolean, viewer?: number | null, ask: (op: string, args: any) => Promise<any>}} options
 */
export async function assertBoardMatches(box, answer, { allChoices = false, viewer = null, ask }) {
  const got = handBoard(box);
  const seen = viewer === null ? null : await ask("replay", { code: answer.code, viewer });
  const board = seen === null ? answer : seen;
  const words = scenarioWords(answer, { allChoices, seen });
  assert.equal(got.vira, answer.scenario.vira ?? null);
  assert.deepEqual(got.manilhas, answer.manilhas);
  assert.deepEqual(got.seats, board.hands.map((/** @type {any} */ cards, /** @type {number} */ i) =>
    (cards !== null ? cards : Array(board.held[i]).fill(null))));
  const played = board.round_details;
  got.rounds.forEach((shown, i) => {
    /** @type {any[]} */
    let plays;
    if (i < played.length) {
      assert.equal(shown.status, "played", `round ${i}`);
      assert.equal(shown.ruling, words.rulings[i]);
      plays = played[i].plays;
    } else if (board.finished) {
      assert.equal(shown.status, "unplayed", `round ${i}`);
      plays = [];
    } else {
      assert.equal(shown.status, i === played.length ? "current" : "future", `round ${i}`);
      plays = i === played.length ? board.table : [];
    }
    assert.deepEqual(shown.plays.map((p) => p.covered), plays.map((p) => p.covered));
    assert.equal(shown.plays.length, plays.length);
    shown.plays.forEach((drawn, j) => {
      assert.equal(drawn.card, plays[j].card, JSON.stringify(drawn));
      if (plays[j].card === null) assert.ok(drawn.back, JSON.stringify(drawn));
    });
  });
  assert.deepEqual(got.result, board.finished ? words.result : []);
  assert.deepEqual(got.choices, words.choices);
  assert.equal(got.title, words.title);
  return got;
}
