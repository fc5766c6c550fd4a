// @ts-check
// vira-lookup's answer drawn (the engine's `manilhas` answer): the picker or the note for rules
// without a vira, the summary sentence, the vira and its manilha rank, the four manilhas with
// their nicknames, and the cards ranked for that vira.

import { suitOf } from "../../kit/cards.js";
import { el } from "../../kit/dom.js";
import { cardText, joinList } from "../../kit/words.js";
import { setSelects } from "./view.js";

/**
 * @typedef {import("./view.js").LookupView} LookupView
 * @typedef {import("../../kit/protocol.js").OpResults["manilhas"]} ManilhasAnswer
 */

/**
 * "zap (clubs)"; only the nickname when it already is the suit's name ("copas" in Portuguese).
 * @param {string} name @param {string} suit @param {import("../../kit/words.js").Translate} t
 */
function nickname(name, suit, t) {
  const suitName = t(`suit.${suit}`);
  if (suitName.toLocaleLowerCase() === String(name).toLocaleLowerCase()) return name;
  return t("vira-lookup.nickname", { name, suit: suitName });
}

/**
 * The engine's answer for a vira (or for fixed manilhas) under `preset`.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {LookupView} v
 * @param {ManilhasAnswer} data @param {string} preset
 */
export function drawLookup(ctx, v, data, preset) {
  const { t } = ctx;
  const fixed = data.vira === null;
  v.pick.hidden = fixed;
  v.noVira.hidden = !fixed;
  v.noVira.textContent = fixed ? t("vira-lookup.no_vira", { preset: t(`preset.${preset}`) }) : "";
  if (data.vira !== null) setSelects(v, data.vira);

  const manilhas = joinList(data.manilhas.map((m) => cardText(m.card, t)), t);
  v.summary.textContent = data.vira === null
    ? t("vira-lookup.summary_fixed", { preset: t(`preset.${preset}`), cards: manilhas })
    : t("vira-lookup.summary", { vira: cardText(data.vira, t), rank: data.manilha_rank, cards: manilhas });

  const parts = [];
  if (data.vira !== null) parts.push(viraHead(ctx, data));
  parts.push(...manilhaList(ctx, v.id, data), ...rankingList(ctx, v.id, data));
  v.result.replaceChildren(...parts);
  v.result.dataset.preset = preset;
  v.result.dataset.vira = data.vira === null ? "" : data.vira;
}

/** The vira, an arrow, the manilha rank it makes. @param {import("../../kit/types.js").WidgetContext} ctx @param {ManilhasAnswer} data */
function viraHead(ctx, data) {
  const { t } = ctx;
  const head = el("div", "truco-vira-lookup__head");
  const viraBox = el("div", "truco-vira-lookup__vira");
  viraBox.append(el("span", "truco-vira-lookup__caption", t("vira-lookup.vira")), ctx.card(/** @type {string} */ (data.vira)));
  const arrow = el("span", "truco-vira-lookup__arrow", "→");
  arrow.setAttribute("aria-hidden", "true");
  const rankBox = el("p", "truco-vira-lookup__rank");
  const value = el("strong", "truco-vira-lookup__rank-value", data.manilha_rank);
  value.dataset.rank = String(data.manilha_rank);
  rankBox.append(el("span", "truco-vira-lookup__caption", t("vira-lookup.manilha_rank")), value);
  head.append(viraBox, arrow, rankBox);
  return head;
}

/**
 * The four manilhas, strongest first, with their nicknames.
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string} id @param {ManilhasAnswer} data
 */
function manilhaList(ctx, id, data) {
  const { t } = ctx;
  const manilhasTitle = el("p", "truco-vira-lookup__title", t("vira-lookup.manilhas_title"));
  manilhasTitle.id = `${id}-manilhas`;
  const list = el("ol", "truco-vira-lookup__manilhas");
  list.setAttribute("aria-labelledby", manilhasTitle.id);
  for (const m of data.manilhas) {
    const item = el("li", "truco-vira-lookup__manilha");
    item.dataset.card = m.card;
    const text = el("span", "truco-vira-lookup__manilha-text");
    text.append(
      el("strong", "truco-vira-lookup__manilha-card", cardText(m.card, t)),
      el("span", "truco-vira-lookup__nickname", nickname(m.name, suitOf(m.card), t)),
    );
    item.append(ctx.card(m.card), text);
    list.append(item);
  }
  return [manilhasTitle, list];
}

/**
 * Every card ranked for the vira, strongest first, the cards of equal strength together (the vira
 * itself marked).
 * @param {import("../../kit/types.js").WidgetContext} ctx @param {string} id @param {ManilhasAnswer} data
 */
function rankingList(ctx, id, data) {
  const { t } = ctx;
  const rankingTitle = el("p", "truco-vira-lookup__title", t("vira-lookup.ranking_title"));
  rankingTitle.id = `${id}-ranking`;
  const rankingNote = el("p", "truco-vira-lookup__note", t("vira-lookup.ranking_note"));
  const ranking = el("ol", "truco-vira-lookup__ranking");
  ranking.setAttribute("aria-labelledby", rankingTitle.id);
  for (const group of data.ranking) {
    const item = el("li", "truco-vira-lookup__group");
    item.dataset.place = String(group.place);
    if (group.manilha) item.classList.add("truco-vira-lookup__group--manilha");
    const place = el("span", "truco-vira-lookup__place", String(group.place));
    const cards = el("span", "truco-vira-lookup__cards");
    for (const code of group.cards) {
      const card = ctx.card(code);
      card.classList.add("truco-vira-lookup__card");
      if (code === data.vira) {
        const mark = t("vira-lookup.vira_mark");
        const wrap = el("span", "truco-vira-lookup__is-vira");
        wrap.dataset.vira = code;
        card.setAttribute("aria-label", `${card.getAttribute("aria-label")} (${mark})`);
        const badge = el("span", "truco-vira-lookup__vira-badge", mark);
        badge.setAttribute("aria-hidden", "true");
        wrap.append(card, badge);
        cards.append(wrap);
      } else {
        cards.append(card);
      }
    }
    item.append(place, cards);
    if (group.manilha) item.append(el("span", "truco-vira-lookup__tag", t("vira-lookup.manilha_tag")));
    ranking.append(item);
  }
  return [rankingTitle, rankingNote, ranking];
}
