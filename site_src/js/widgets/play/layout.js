// The play-table's layout: every element built once; the controller fills them in.

import { STRENGTHS } from "./words.js";
import { TableView } from "./view.js";
import { button, el, kbd, setButtonText, uniqueId } from "./util.js";

/**
 * Build the widget's elements. `on` holds the handlers of its controls:
 * {newMatch, confirmYes, confirmNo, act(action), toggleCover, next, rematch, copy}.
 */
export function buildLayout(ctx, on) {
  const t = ctx.t;
  const box = el("div", "truco-play");
  const settings = el("fieldset", "truco-play__settings");
  settings.append(el("legend", "", t("play-table.settings")));
  const makeSelect = (role, label, options) => {
    const wrap = el("span", "truco-play__control");
    const lab = el("label", "", label);
    const select = el("select", "truco-play__select");
    select.id = uniqueId(`truco-play-${role}`);
    select.dataset.role = role;
    lab.htmlFor = select.id;
    for (const [value, text] of options) {
      const option = el("option", "", text);
      option.value = value;
      select.append(option);
    }
    wrap.append(lab, select);
    settings.append(wrap);
    return select;
  };
  const modeSelect = makeSelect("mode", t("play-table.mode"), [["2", t("play-table.mode.2")], ["4", t("play-table.mode.4")]]);
  const strengthSelect = makeSelect("strength", t("play-table.strength"), STRENGTHS.map((id) => [
    id, t("play-table.strength.option", { name: t(`play-table.bot.${id}.name`), level: t(`play-table.bot.${id}.level`) }),
  ]));
  const personality = el("p", "truco-play__personality");
  personality.dataset.role = "personality";
  personality.setAttribute("aria-live", "polite");
  const colourWrap = el("span", "truco-play__control truco-play__control--check");
  const colourBox = el("input");
  colourBox.type = "checkbox";
  colourBox.id = uniqueId("truco-play-colours");
  colourBox.dataset.role = "four-colour";
  const colourLabel = el("label", "", t("play-table.four_colour"));
  colourLabel.htmlFor = colourBox.id;
  colourWrap.append(colourBox, colourLabel);
  const newBtn = button("new-match", () => on.newMatch());
  setButtonText(newBtn, t("play-table.new_match"));
  settings.append(colourWrap, newBtn, personality);

  const confirmBox = el("div", "truco-play__confirm");
  confirmBox.dataset.role = "confirm";
  confirmBox.setAttribute("role", "group");
  const confirmText = el("p", "truco-play__confirm-text");
  confirmText.id = uniqueId("truco-play-confirm");
  confirmBox.setAttribute("aria-labelledby", confirmText.id);
  const yesBtn = button("confirm-yes", () => on.confirmYes());
  setButtonText(yesBtn, t("play-table.confirm.yes"));
  const noBtn = button("confirm-no", () => on.confirmNo());
  setButtonText(noBtn, t("play-table.confirm.no"));
  confirmBox.append(confirmText, yesBtn, noBtn);
  confirmBox.hidden = true;

  const message = el("p", "truco-play__message");
  message.dataset.role = "message";
  message.setAttribute("role", "alert");
  message.hidden = true;
  const note = el("p", "truco-play__note");
  note.dataset.role = "rules-note";
  note.hidden = true;

  const boardSlot = el("div", "truco-play__board-slot");
  const game = el("section", "truco-play__game");
  game.tabIndex = -1;
  game.setAttribute("aria-label", t("play-table.game_label"));
  const table = new TableView(ctx);
  const roundsSlot = el("div", "truco-play__rounds-slot");
  const prompt = el("p", "truco-play__prompt");
  prompt.dataset.role = "prompt";
  const partnerBox = el("div", "truco-play__partner");
  partnerBox.dataset.role = "partner-hand";
  partnerBox.hidden = true;
  const handSlot = el("div", "truco-play__hand-slot");
  const actions = el("div", "truco-play__actions");
  const raiseBtn = button("raise", () => on.act("raise"));
  const acceptBtn = button("accept", () => on.act("accept"));
  const foldBtn = button("fold", () => on.act("fold"));
  const coverBtn = button("cover-mode", () => on.toggleCover());
  const nextBtn = button("next", () => on.next());
  const rematchBtn = button("rematch", () => on.rematch());
  actions.append(raiseBtn, acceptBtn, foldBtn, coverBtn, nextBtn, rematchBtn);
  const summarySlot = el("div", "truco-play__summary-slot");
  game.append(table.root, roundsSlot, prompt, partnerBox, handSlot, actions, summarySlot);

  const linkBox = el("div", "truco-play__link");
  const copyBtn = button("copy-link", () => on.copy());
  setButtonText(copyBtn, t("play-table.copy"));
  const linkNote = el("span", "truco-play__link-note", t("play-table.copy_note"));
  const fallback = el("p", "truco-play__copy-fallback");
  fallback.hidden = true;
  const field = el("input", "truco-play__copy-field");
  field.type = "text";
  field.readOnly = true;
  field.id = uniqueId("truco-play-link");
  field.dataset.role = "link-field";
  const fieldLabel = el("label", "", t("play-table.copy_fallback"));
  fieldLabel.htmlFor = field.id;
  fallback.append(fieldLabel, " ", field);
  linkBox.append(copyBtn, " ", linkNote, fallback);

  const logHead = el("h2", "truco-play__log-title", t("play-table.log.title"));
  logHead.id = uniqueId("truco-play-log");
  const logList = el("ol", "truco-play__log");
  logList.dataset.role = "log";
  logList.tabIndex = 0;
  logList.setAttribute("aria-labelledby", logHead.id);
  const keys = el("p", "truco-play__keys");
  keys.dataset.role = "keys";
  for (const [key, text] of [["1–3", t("play-table.keys.cards")], ["T", t("play-table.keys.raise")], ["A", t("play-table.keys.accept")],
    ["F", t("play-table.keys.fold")], ["C", t("play-table.keys.cover")], ["N", t("play-table.keys.next")]]) {
    keys.append(el("span", "truco-play__key", ""));
    keys.lastChild.append(kbd(key), ` ${text}`);
  }
  keys.prepend(el("span", "truco-play__keys-lead", `${t("play-table.keys.lead")} `));
  const live = el("p", "truco-play__live");
  live.dataset.role = "live";
  live.setAttribute("aria-live", "polite");
  live.setAttribute("aria-atomic", "true");

  box.append(settings, confirmBox, message, note, boardSlot, game, linkBox, keys, logHead, logList, live);

  return {
    box,
    settings,
    modeSelect,
    strengthSelect,
    personality,
    colourBox,
    newBtn,
    confirmBox,
    confirmText,
    yesBtn,
    noBtn,
    message,
    note,
    boardSlot,
    game,
    table,
    roundsSlot,
    prompt,
    partnerBox,
    handSlot,
    raiseBtn,
    acceptBtn,
    foldBtn,
    coverBtn,
    nextBtn,
    rematchBtn,
    summarySlot,
    copyBtn,
    fallback,
    field,
    logList,
    live,
  };
}

/** Copy a link: the clipboard, else a read-only field holding it, selected. Returns what to say. */
export async function copyLink(ui, href, t) {
  try {
    if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
    await navigator.clipboard.writeText(href);
    ui.fallback.hidden = true;
    return t("play-table.copied");
  } catch {
    ui.field.value = href;
    ui.fallback.hidden = false;
    ui.field.focus();
    ui.field.select();
    return t("play-table.copy_select");
  }
}
