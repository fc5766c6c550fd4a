// @ts-check
// The training game's page parts, built once: the opponents (always in sight), the settings
// (folded away during a match), the confirmation, the messages, the game (scoreboard, felt,
// rounds, prompt, cards, choices, the coach's hint, summary and reviews), the position links, the
// keys and the log. play-table.js fills them in from the engine's answers.

import { copyLink } from "../../kit/copy-link.js";
import { button, el, select, uniqueId } from "../../kit/dom.js";
import { catalog } from "../../kit/page.js";
import { kbd } from "./view.js";
import { SPEEDS } from "./state.js";

/**
 * @typedef {ReturnType<typeof buildLayout>} Layout
 */

/**
 * A labelled checkbox of the settings (data-role `role`).
 * @param {string} label @param {string} role @param {(on: boolean) => void} onChange
 */
function checkbox(label, role, onChange) {
  const input = el("input", "truco-play-table__check");
  input.type = "checkbox";
  input.id = uniqueId(`truco-play-table-${role}`);
  input.dataset.role = role;
  input.addEventListener("change", () => onChange(input.checked));
  const text = el("label", "truco-play-table__check-label", label);
  text.htmlFor = input.id;
  const box = el("span", "truco-play-table__control truco-play-table__control--check");
  box.append(input, text);
  return { box, input };
}

/**
 * @param {import("../../kit/types.js").WidgetContext} ctx
 * @param {{newMatch: () => void, confirmYes: () => void, confirmNo: () => void,
 *   mode: (value: string) => void, strength: (value: string) => void, colours: (on: boolean) => void,
 *   hints: (on: boolean) => void, speed: (value: string) => void, openPosition: () => void,
 *   positionHref: () => Promise<string>, onCopied: (text: string) => void,
 *   onCopyError: (err: unknown) => void}} on
 */
export function buildLayout(ctx, on) {
  const { t } = ctx;
  const box = el("div", "truco-play-table");

  // --- settings: a disclosure whose summary names the table; folded away during a match ------------
  const setup = el("details", "truco-play-table__setup truco-disclosure");
  setup.dataset.role = "setup";
  const setupSummary = el("summary", "truco-play-table__setup-summary");
  const setupTitle = el("span", "truco-play-table__setup-title", t("play-table.settings"));
  const setupText = el("span", "truco-play-table__setup-text");
  setupText.dataset.role = "setup-text";
  setupSummary.append(setupTitle, " ", setupText);
  const settings = el("fieldset", "truco-play-table__settings");
  settings.append(el("legend", "truco-play-table__legend", t("play-table.settings")));
  const mode = select(t("play-table.mode"), [2, 4].map((n) => ({ value: String(n), text: t(`play-table.mode.${n}`) })),
    "2", on.mode, "truco-field truco-play-table__control");
  mode.input.dataset.role = "mode";
  const bots = catalog(); // the engine's opponents, weakest first
  // the opponents: always in sight, beside the folded settings (a newcomer sees whom they play)
  const strength = select(t("play-table.strength"), bots.opponents.map((id) => ({ value: id,
    text: t("play-table.strength.option", { name: t(`play-table.bot.${id}.name`), level: t(`play-table.bot.${id}.level`) }) })),
  bots.opponent, on.strength, "truco-field truco-play-table__control truco-play-table__opponent");
  strength.input.dataset.role = "strength";
  const speed = select(t("play-table.speed"), SPEEDS.map((id) => ({ value: id, text: t(`play-table.speed.${id}`) })),
    "normal", on.speed, "truco-field truco-play-table__control");
  speed.input.dataset.role = "speed";
  const { box: colour, input: colourBox } = checkbox(t("play-table.four-colour"), "four-colour", on.colours);
  const { box: hints, input: hintBox } = checkbox(t("play-table.coach.hints"), "hints", on.hints);
  const newButton = button(t("play-table.new-match"), () => on.newMatch());
  newButton.dataset.role = "new-match";
  const personality = el("p", "truco-play-table__personality");
  personality.dataset.role = "personality";
  personality.setAttribute("aria-live", "polite");
  settings.append(mode.box, speed.box, colour, hints, newButton, personality);
  setup.append(setupSummary, settings);
  strength.input.setAttribute("aria-describedby", personality.id = uniqueId("truco-play-table-personality"));
  const top = el("div", "truco-play-table__top");
  top.append(strength.box, setup);

  // --- confirmation and messages ---------------------------------------------------------------
  const confirmBox = el("div", "truco-play-table__confirm");
  confirmBox.dataset.role = "confirm";
  confirmBox.setAttribute("role", "group");
  const confirmText = el("p", "truco-play-table__confirm-text");
  confirmText.id = uniqueId("truco-play-table-confirm");
  confirmBox.setAttribute("aria-labelledby", confirmText.id);
  const yesButton = button(t("play-table.confirm.yes"), () => on.confirmYes());
  yesButton.dataset.role = "confirm-yes";
  const noButton = button(t("play-table.confirm.no"), () => on.confirmNo());
  noButton.dataset.role = "confirm-no";
  confirmBox.append(confirmText, yesButton, noButton);
  confirmBox.hidden = true;

  const message = el("p", "truco-play-table__message");
  message.dataset.role = "message";
  message.setAttribute("role", "alert");
  message.hidden = true;
  const note = el("p", "truco-play-table__note");
  note.dataset.role = "rules-note";
  note.hidden = true;

  // --- the game ---------------------------------------------------------------------------------
  const board = el("div", "truco-play-table__board-slot");
  const game = el("section", "truco-play-table__game");
  game.tabIndex = -1;
  game.setAttribute("aria-label", t("play-table.game-label"));
  const felt = el("div", "truco-play-table__felt-slot");
  const rounds = el("div", "truco-play-table__rounds-slot");
  const prompt = el("p", "truco-play-table__prompt");
  prompt.dataset.role = "prompt";
  // whose turn it is, and beside it the coach's Hint button on the reader's turn
  const promptRow = el("div", "truco-play-table__prompt-row");
  const hintSlot = el("div", "truco-play-table__hint-slot");
  promptRow.append(prompt, hintSlot);
  const hand = el("div", "truco-play-table__hand-slot");
  const actions = el("div", "truco-play-table__actions-slot");
  const coach = el("div", "truco-play-table__coach-slot");
  const summary = el("div", "truco-play-table__summary-slot");
  // the rounds so far, the coach and the hand's summary: beside the felt on a wide screen, under
  // the buttons on a narrow one (never between the felt and the reader's cards)
  const side = el("div", "truco-play-table__side");
  side.append(rounds, coach, summary);
  // the coach's reviews of the hand and of the match: the game's whole width on a wide screen
  // (a sentence per decision, with its grade and link), after the side on a narrow one
  const review = el("div", "truco-play-table__review-slot");
  game.append(board, felt, promptRow, hand, actions, side, review);

  // --- the position link, the keys, the log -----------------------------------------------------
  const link = el("div", "truco-play-table__link");
  const openPosition = button(t("play-table.coach.open-position"), () => on.openPosition(), "md-button truco-button truco-play-table__open");
  openPosition.dataset.role = "open-position";
  const linkButtons = el("div", "truco-play-table__link-buttons");
  linkButtons.append(copyLink(ctx, on.positionHref, { onCopied: on.onCopied, onError: on.onCopyError }), openPosition);
  const linkNote = el("p", "truco-play-table__link-note", t("play-table.link-note"));
  linkNote.dataset.role = "link-note";
  link.append(linkButtons, linkNote);
  const keys = el("p", "truco-play-table__keys");
  keys.dataset.role = "keys";
  keys.append(el("span", "truco-play-table__keys-lead", t("play-table.keys.lead")));
  for (const [key, what] of [["1–3", "cards"], ["T", "raise"], ["A", "accept"], ["F", "fold"], ["C", "cover"], ["N", "next"], ["H", "hint"]]) {
    const item = el("span", "truco-play-table__key");
    const hint = kbd(key);
    hint.removeAttribute("aria-hidden");
    item.append(hint, ` ${t(`play-table.keys.${what}`)}`);
    keys.append(item);
  }
  const logTitle = el("h2", "truco-play-table__log-title", t("play-table.log.title"));
  logTitle.id = uniqueId("truco-play-table-log");
  const log = el("ol", "truco-play-table__log");
  log.dataset.role = "log";
  log.tabIndex = 0;
  log.setAttribute("aria-labelledby", logTitle.id);
  const live = el("p", "truco-play-table__live");
  live.dataset.role = "live";
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");

  box.append(top, confirmBox, message, note, game, link, keys, logTitle, log, live);
  return { box, setup, setupText, mode: mode.input, strength: strength.input, speed: speed.input, colourBox, hintBox, personality, confirmBox,
    confirmText, yesButton, message, note, board, game, felt, rounds, prompt, hintSlot, hand, actions, coach, summary, review, log, live,
    linkButtons, linkNote, newButton };
}
