// @ts-check
// Predict, then reveal (added for the widgets' exercise mode): a switch that turns a rule widget
// into a quiz, and the quiz panel. The widget deals a question (a situation built from the
// engine's deck or from its answers, with a seeded random source: the randomness lives here, the
// rules do not); the learner answers; only then does the widget ask the engine, whose answer
// grades the answer and explains it. The answer is never in the page before the learner answers.
// A running score is kept for the visit (sessionStorage), shown and announced.
//
//   const quiz = exercise(ctx, {name: "card-duel", block: "truco-card-duel", explore, question});
//   root.replaceChildren(quiz.switchNode, explore, quiz.node);
//   await quiz.start();          // the mode of the link, else the one the reader chose last time
//
// Links: ?<widget>.ex=1 opens the exercise mode (ex=0 the explore mode), ?<widget>.q=<seed> one
// question. Strings: exercise.* (site_src/i18n/kit-exercise.json). Styles: kit-exercise.css.

import { copyLink } from "./copy-link.js";
import { button, el, store, uniqueId } from "./dom.js";
import { hasString } from "./page.js";
import { errorText, isEngineDown } from "./words.js";

/**
 * @typedef {import("./words.js").Translate} Translate
 * @typedef {() => number} Random a random number in [0, 1)
 *
 * @typedef {Object} Option one answer the learner may pick
 * @property {string} value
 * @property {string} label its words
 * @property {string} [card] a card drawn beside the words
 * @property {boolean} [covered] the card is drawn covered (face down, still named to its owner)
 *
 * @typedef {Object} Group one part of the answer: a set of radio buttons
 * @property {string} name
 * @property {string} legend what is asked
 * @property {Option[]} options
 * @property {(answers: Record<string, string>) => boolean} [needed] whether this part must be
 *   answered, given the others (default: always)
 *
 * @typedef {Object} Verdict the engine's answer, worded, and what it makes right
 * @property {string} headline e.g. "Player 2 wins with 3♦."
 * @property {string[]} why the engine's ruling in words
 * @property {Record<string, string[]>} correct per group, the values the engine's answer makes right
 *
 * @typedef {Object} Question
 * @property {string} prompt the question, one sentence (shown unless a group's legend says it)
 * @property {string} situation what the learner sees, in words (also read by screen readers)
 * @property {HTMLElement[]} figure the situation drawn (cards); never the answer
 * @property {Group[]} groups
 * @property {(answers: Record<string, string>) => Promise<Verdict>} check asks the engine
 *
 * @typedef {{right: number, total: number}} Score
 */

// --- seeded randomness (questions a link can bring back) ------------------------------------

/** Largest seed: nine digits, easy to read in a link. */
export const SEED_MAX = 999_999_999;

/**
 * A seeded source of random numbers in [0, 1) (mulberry32): the same seed, the same question.
 * @param {number} seed @returns {Random}
 */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fresh seed. */
export function newSeed() {
  return 1 + Math.floor(Math.random() * SEED_MAX);
}

/** A seed from a link: digits only, 1 to SEED_MAX; anything else is null. @param {string | null | undefined} text */
export function readSeed(text) {
  if (typeof text !== "string" || !/^[0-9]{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= SEED_MAX ? n : null;
}

/** One item, at random. @template T @param {Random} random @param {readonly T[]} items @returns {T} */
export function pick(random, items) {
  return items[Math.floor(random() * items.length)];
}

/** The items in a random order (a copy). @template T @param {Random} random @param {readonly T[]} items @returns {T[]} */
export function shuffle(random, items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// --- the mode and the score (pure parts) ------------------------------------------------------

/**
 * Whether the widget opens in exercise mode: the link says so (`ex` 1 or 0); a link to an
 * explored state (any other of the widget's parameters) opens it in explore mode; else the
 * reader's last choice for this widget.
 * @param {Record<string, string>} params the widget's link parameters
 * @param {string | null} stored "1" when the reader last left the widget in exercise mode
 */
export function wantsExercise(params, stored) {
  if (params.ex === "1") return true;
  if (params.ex !== undefined) return false;
  if (Object.keys(params).some((name) => name !== "q")) return false;
  return stored === "1" || params.q !== undefined;
}

/** The running score in words. @param {Score} score @param {Translate} t */
export function scoreText(score, t) {
  return score.total === 0 ? t("exercise.score-none") : t("exercise.score", { right: score.right, total: score.total });
}

/**
 * Whether the answers match what the engine's answer makes right, part by part (a part that is
 * not needed is not graded).
 * @param {Group[]} groups @param {Record<string, string>} answers @param {Record<string, string[]>} correct
 * @returns {{right: boolean, parts: Record<string, boolean>}}
 */
export function gradeAnswers(groups, answers, correct) {
  /** @type {Record<string, boolean>} */
  const parts = {};
  for (const group of groups) {
    if (group.needed && !group.needed(answers)) continue;
    parts[group.name] = (correct[group.name] || []).includes(answers[group.name]);
  }
  return { right: Object.values(parts).every(Boolean), parts };
}

const SCORE_KEY = "truco-lab.exercise.score.";
const MODE_KEY = "truco-lab.exercise.mode.";

/** The visit's score of a widget (sessionStorage, else this page's memory). */
const memory = /** @type {Map<string, Score>} */ (new Map());

/** @param {string} name @returns {Score} */
export function loadScore(name) {
  const kept = memory.get(name);
  if (kept) return { ...kept };
  try {
    const data = JSON.parse(sessionStorage.getItem(SCORE_KEY + name) || "null");
    if (data && Number.isInteger(data.right) && Number.isInteger(data.total) && data.right >= 0 && data.right <= data.total) {
      return { right: data.right, total: data.total };
    }
  } catch {
    // no storage, or unreadable: a new score
  }
  return { right: 0, total: 0 };
}

/** @param {string} name @param {Score} score */
function saveScore(name, score) {
  memory.set(name, { ...score });
  try {
    sessionStorage.setItem(SCORE_KEY + name, JSON.stringify(score));
  } catch {
    // the score lasts for this page only
  }
}

// --- the switch and the panel ------------------------------------------------------------------

/**
 * @typedef {Object} ExerciseOptions
 * @property {string} name the widget's name (its stored mode and score)
 * @property {HTMLElement} explore the widget's own part, hidden while the quiz is on
 * @property {(random: Random) => Promise<Question>} question deal a question
 * @property {string} [intro] a line under the switch, while the quiz is on
 *
 * @typedef {Object} Exercise
 * @property {HTMLElement} switchNode
 * @property {HTMLElement} node
 * @property {() => boolean} on
 * @property {(params: Record<string, string>) => Promise<void>} start open in the mode the link
 *   (its `ex` and `q`) or the reader's last choice asks for
 * @property {() => Promise<void>} renew a new question if the quiz is on (the rules changed)
 */

/**
 * The exercise mode of a widget.
 * @param {import("../app.js").WidgetContext} ctx @param {ExerciseOptions} options
 * @returns {Exercise}
 */
export function exercise(ctx, { name, explore, question, intro = "" }) {
  const { t } = ctx;
  const id = uniqueId("truco-exercise");
  let active = false;
  let score = loadScore(name);
  /** @type {Question | null} */
  let current = null;
  let seed = 0;
  let checked = false;
  let dealing = 0;

  // the switch
  const switchNode = el("div", "truco-check truco-exercise__switch");
  const toggle = el("input");
  toggle.type = "checkbox";
  toggle.id = `${id}-switch`;
  toggle.setAttribute("role", "switch");
  toggle.dataset.role = "exercise-switch";
  const toggleLabel = el("label", "", t("exercise.switch"));
  toggleLabel.htmlFor = toggle.id;
  switchNode.append(toggle, toggleLabel);

  // the panel
  const node = el("section", "truco-exercise");
  node.setAttribute("aria-label", t("exercise.title"));
  node.hidden = true;
  const introLine = el("p", "truco-exercise__intro", intro || t("exercise.intro"));
  const scoreLine = el("p", "truco-exercise__score");
  const form = el("form", "truco-exercise__form");
  form.noValidate = true;
  const prompt = el("p", "truco-exercise__prompt");
  prompt.id = `${id}-prompt`;
  const situation = el("p", "truco-exercise__situation");
  situation.id = `${id}-situation`;
  const figure = el("div", "truco-exercise__figure");
  const groupsBox = el("div", "truco-exercise__groups");
  const buttons = el("div", "truco-buttons truco-exercise__buttons");
  const checkButton = button(t("exercise.check"), null, "md-button md-button--primary truco-exercise__check");
  checkButton.type = "submit";
  const nextButton = button(t("exercise.next"), null, "md-button truco-button truco-exercise__next");
  buttons.append(checkButton, nextButton);
  /** The question's own copy-link, added when the quiz is first shown (the explore mode keeps
   * one copy-link in the widget); told apart from the widget's by its data-role. */
  function addCopyLink() {
    if (buttons.querySelector(".truco-copy")) return;
    const copy = copyLink(ctx, () => ctx.url.href(), { label: t("exercise.copy") });
    /** @type {HTMLElement} */ (copy.querySelector("button")).dataset.role = "exercise-copy-link";
    buttons.append(copy);
  }
  const verdict = el("div", "truco-exercise__verdict");
  verdict.setAttribute("role", "status");
  verdict.id = `${id}-verdict`;
  form.append(prompt, situation, figure, groupsBox, buttons);
  node.append(introLine, scoreLine, form, verdict);

  /** @param {string} text @param {string} [kind] */
  function say(text, kind = "") {
    verdict.replaceChildren(...(text ? [el("p", "", text)] : []));
    verdict.dataset.kind = kind;
  }

  function drawScore() {
    scoreLine.textContent = scoreText(score, t);
    scoreLine.dataset.right = String(score.right);
    scoreLine.dataset.total = String(score.total);
  }

  const operation = (/** @type {() => Promise<void>} */ fn) => async () => {
    ctx.root.dataset.busy = "true";
    try {
      await fn();
    } catch (err) {
      if (isEngineDown(err)) {
        ctx.fail(err);
        return;
      }
      say(errorText(err, t, { has: hasString }).text, "error");
    } finally {
      delete ctx.root.dataset.busy;
      ctx.root.dataset.answers = String(Number(ctx.root.dataset.answers || 0) + 1);
    }
  };

  /** The learner's answers so far, by group. @returns {Record<string, string>} */
  function answers() {
    /** @type {Record<string, string>} */
    const out = {};
    for (const input of groupsBox.querySelectorAll("input[type=radio]")) {
      const radio = /** @type {HTMLInputElement} */ (input);
      if (radio.checked) out[/** @type {string} */ (radio.dataset.group)] = radio.value;
    }
    return out;
  }

  /** Groups not needed by the answers so far are disabled (e.g. "why" once "not decided" is picked). */
  function syncGroups() {
    if (!current || checked) return;
    const now = answers();
    for (const group of current.groups) {
      const set = /** @type {HTMLFieldSetElement | null} */ (groupsBox.querySelector(`[data-group="${group.name}"]`));
      if (set) set.disabled = group.needed ? !group.needed(now) : false;
    }
  }

  /** @param {Question} q */
  function drawQuestion(q) {
    current = q;
    checked = false;
    prompt.textContent = q.prompt;
    prompt.hidden = q.groups.some((group) => group.legend === q.prompt);
    situation.textContent = q.situation;
    figure.replaceChildren(...q.figure);
    figure.hidden = q.figure.length === 0;
    groupsBox.replaceChildren(...q.groups.map((group) => {
      const set = el("fieldset", "truco-exercise__group");
      set.dataset.group = group.name;
      set.setAttribute("aria-describedby", situation.id);
      set.append(el("legend", "truco-exercise__legend", group.legend));
      const radioName = `${id}-${group.name}`;
      const list = el("div", "truco-exercise__options");
      for (const option of group.options) {
        const label = el("label", "truco-exercise__option");
        const input = el("input");
        input.type = "radio";
        input.name = radioName;
        input.value = option.value;
        input.dataset.group = group.name;
        input.addEventListener("change", syncGroups);
        label.dataset.value = option.value;
        label.append(input);
        if (option.card) {
          const card = ctx.card(option.card);
          if (option.covered) {
            card.classList.add("truco-card--covered");
            card.setAttribute("aria-label", t("hand.covered-known", { card: card.getAttribute("aria-label") || option.card }));
          }
          label.append(card);
        }
        label.append(el("span", "truco-exercise__option-text", option.label));
        list.append(label);
      }
      set.append(list);
      return set;
    }));
    syncGroups();
    checkButton.hidden = false;
    checkButton.disabled = false;
    nextButton.hidden = true;
    node.dataset.phase = "question";
    form.setAttribute("aria-labelledby", prompt.id);
  }

  /** Deal a new question (from the link's seed, or a new one). @param {{seed?: number | null, focus?: boolean, announce?: boolean}} [how] */
  async function deal({ seed: wanted = null, focus = false, announce = true } = {}) {
    const mine = ++dealing;
    const next = wanted || newSeed();
    say(t("exercise.dealing"));
    const q = await question(seeded(next));
    if (mine !== dealing || !active) return;
    seed = next;
    ctx.url.set({ ex: "1", q: seed });
    node.dataset.seed = String(seed);
    drawQuestion(q);
    say(announce ? `${t("exercise.new")} ${q.prompt} ${q.situation}` : "");
    if (focus) {
      const first = /** @type {HTMLInputElement | null} */ (groupsBox.querySelector("input[type=radio]"));
      if (first) first.focus();
    }
  }

  /** Grade the learner's answers with the engine's answer. */
  async function check() {
    if (!current || checked) return;
    const q = current;
    const given = answers();
    const missing = q.groups.find((g) => (!g.needed || g.needed(given)) && given[g.name] === undefined);
    if (missing) {
      say(t("exercise.missing", { what: missing.legend }), "missing");
      const first = /** @type {HTMLInputElement | null} */ (groupsBox.querySelector(`[data-group="${missing.name}"] input`));
      if (first) first.focus();
      return;
    }
    checkButton.disabled = true;
    const result = await q.check(given);
    if (q !== current) return;
    checked = true;
    const graded = gradeAnswers(q.groups, given, result.correct);
    const right = graded.right;
    score = { right: score.right + (right ? 1 : 0), total: score.total + 1 };
    saveScore(name, score);
    drawScore();
    markOptions(result.correct, given, graded.parts);
    for (const set of groupsBox.querySelectorAll("fieldset")) /** @type {HTMLFieldSetElement} */ (set).disabled = true;
    const head = t(right ? "exercise.right" : "exercise.wrong");
    verdict.replaceChildren(
      el("p", "truco-exercise__verdict-head", `${head} ${result.headline}`),
      ...result.why.map((line) => el("p", "truco-exercise__why", line)),
      el("p", "truco-exercise__verdict-score", scoreText(score, t)),
    );
    verdict.dataset.kind = right ? "right" : "wrong";
    node.dataset.phase = "answered";
    node.dataset.right = String(right);
    checkButton.hidden = true;
    nextButton.hidden = false;
    nextButton.focus();
  }

  /**
   * After checking: the options the engine makes right are marked, and a wrong pick too.
   * @param {Record<string, string[]>} correct @param {Record<string, string>} given
   * @param {Record<string, boolean>} parts
   */
  function markOptions(correct, given, parts) {
    for (const label of groupsBox.querySelectorAll(".truco-exercise__option")) {
      const option = /** @type {HTMLElement} */ (label);
      const input = /** @type {HTMLInputElement} */ (option.querySelector("input"));
      const group = /** @type {string} */ (input.dataset.group);
      if (!(group in parts)) continue;
      const isRight = (correct[group] || []).includes(input.value);
      const picked = given[group] === input.value;
      if (isRight) {
        option.classList.add("truco-exercise__option--right");
        option.append(el("span", "truco-exercise__mark", t("exercise.mark-right")));
      } else if (picked) {
        option.classList.add("truco-exercise__option--wrong");
        option.append(el("span", "truco-exercise__mark", t("exercise.mark-wrong")));
      }
    }
  }

  /** @param {boolean} on @param {{fromUser?: boolean, seed?: number | null}} [how] */
  async function setMode(on, { fromUser = false, seed: wanted = null } = {}) {
    active = on;
    toggle.checked = on;
    node.hidden = !on;
    explore.hidden = on;
    ctx.root.dataset.mode = on ? "exercise" : "explore";
    if (fromUser) store.set(MODE_KEY + name, on ? "1" : "0");
    if (!on) {
      dealing += 1;
      current = null;
      if (fromUser) ctx.url.set({ ex: null, q: null });
      return;
    }
    drawScore();
    addCopyLink();
    await deal({ seed: wanted, announce: fromUser });
  }

  toggle.addEventListener("change", operation(() => setMode(toggle.checked, { fromUser: true })));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    operation(check)();
  });
  nextButton.addEventListener("click", operation(() => deal({ focus: true, announce: false })));
  drawScore();

  return {
    switchNode,
    node,
    on: () => active,
    /**
     * Open in the mode the link asks for, else the reader's last choice for this widget.
     * @param {Record<string, string>} params the widget's link parameters (with `ex` and `q`)
     */
    async start(params) {
      if (!wantsExercise(params, store.get(MODE_KEY + name))) {
        await setMode(false);
        return;
      }
      await operation(() => setMode(true, { seed: readSeed(params.q) }))();
    },
    renew: () => (active ? operation(() => deal({ announce: true }))() : Promise.resolve()),
  };
}
