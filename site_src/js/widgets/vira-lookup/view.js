// @ts-check
// vira-lookup's page parts, made once: the vira picker (a rank and a suit, from the engine's
// deck), the note for rules without a vira, the copy-link control, the notice, the summary and
// the result; and the small changes to them (the picker set to a vira, a notice shown or
// cleared). vira-lookup/render.js draws an answer into the result.

import { rankOf, ranksOf, suitOf, suitsOf } from "../../kit/cards.js";
import { copyLink } from "../../kit/copy-link.js";
import { el, showLines } from "../../kit/dom.js";
import { SUIT_SYMBOLS } from "../../kit/words.js";

/**
 * @typedef {ReturnType<typeof lookupView>} LookupView
 */

/**
 * The widget's parts, for the engine's deck (its ranks and suits, in its order).
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string} id the widget's unique id
 * @param {readonly string[]} deck
 */
export function lookupView(ctx, id, deck) {
  const { t } = ctx;
  const ranks = ranksOf(deck);
  const suits = suitsOf(deck);

  // --- controls --------------------------------------------------------------------------------
  const controls = el("div", "truco-vira-lookup__controls");
  const pick = el("fieldset", "truco-vira-lookup__pick");
  pick.append(el("legend", "truco-vira-lookup__legend", t("vira-lookup.vira")));
  const rankSelect = el("select", "truco-vira-lookup__select");
  rankSelect.id = `${id}-rank`;
  rankSelect.name = "rank";
  for (const rank of ranks) {
    const option = el("option", "", t("vira-lookup.rank_option", { rank, name: t(`rank.${rank}`) }));
    option.value = rank;
    rankSelect.append(option);
  }
  const suitSelect = el("select", "truco-vira-lookup__select");
  suitSelect.id = `${id}-suit`;
  suitSelect.name = "suit";
  for (const suit of suits) {
    const option = el("option", "", `${/** @type {Record<string, string>} */ (SUIT_SYMBOLS)[suit]} ${t(`suit.${suit}`)}`);
    option.value = suit;
    suitSelect.append(option);
  }
  const rankLabel = el("label", "truco-vira-lookup__field");
  rankLabel.htmlFor = rankSelect.id;
  rankLabel.append(el("span", "truco-vira-lookup__field-name", t("vira-lookup.rank")), rankSelect);
  const suitLabel = el("label", "truco-vira-lookup__field");
  suitLabel.htmlFor = suitSelect.id;
  suitLabel.append(el("span", "truco-vira-lookup__field-name", t("vira-lookup.suit")), suitSelect);
  pick.append(rankLabel, suitLabel);

  const noVira = el("p", "truco-vira-lookup__novira");
  noVira.hidden = true;

  const copy = copyLink(ctx, () => {
    const url = new URL(ctx.url.href());
    url.searchParams.set("preset", ctx.preset);
    return url.href;
  });
  controls.append(pick, noVira, copy);

  // --- output ----------------------------------------------------------------------------------
  const notice = el("div", "truco-vira-lookup__notice");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  const summary = el("p", "truco-vira-lookup__summary");
  summary.setAttribute("aria-live", "polite");
  summary.id = `${id}-summary`;
  const result = el("div", "truco-vira-lookup__result");

  const box = el("div", "truco-vira-lookup__explore");
  box.append(controls, notice, summary, result);
  return { id, ranks, suits, pick, rankSelect, suitSelect, noVira, notice, summary, result, box };
}

/** The picker set to a vira (a rank and a suit it offers). @param {LookupView} v @param {string} code */
export function setSelects(v, code) {
  const rank = rankOf(code);
  const suit = suitOf(code);
  if (v.ranks.includes(rank)) v.rankSelect.value = rank;
  if (v.suits.includes(suit)) v.suitSelect.value = suit;
}

/** The vira the picker shows. @param {LookupView} v */
export function pickedVira(v) {
  return v.rankSelect.value + v.suitSelect.value;
}

/** @param {LookupView} v @param {string[]} lines */
export function showNotice(v, lines) {
  showLines(v.notice, lines);
}

/** @param {LookupView} v */
export function clearNotice(v) {
  showLines(v.notice, []);
}

/**
 * An exercise question drawn: the vira it shows, if any.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string | null} shownVira
 * @returns {HTMLElement[]}
 */
export function questionFigure(ctx, shownVira) {
  const parts = [];
  if (shownVira !== null) {
    const shown = el("p", "truco-vira-lookup__ex-vira");
    shown.append(el("span", "truco-vira-lookup__caption", ctx.t("vira-lookup.vira")), ctx.card(shownVira));
    parts.push(shown);
  }
  return parts;
}
