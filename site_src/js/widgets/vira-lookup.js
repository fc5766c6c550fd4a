// @ts-check
// vira-lookup: pick a vira, see the manilha rank, the four manilhas (strongest first, with their
// nicknames) and the 40 cards ranked for that vira. Under a fixed-manilha preset (mineiro) there is
// no vira: the widget says so and shows the fixed manilhas and the ranking.
//
//   <div data-widget="vira-lookup"></div>          deep link: ?vira-lookup.vira=7d
//   ?vira-lookup.ex=1 the exercise mode ("which rank are the manilhas?", "which card is the
//   strongest?": vira-lookup/exercise.js), ?vira-lookup.q=<seed> one question
//
// Every fact shown comes from the engine: the `manilhas` op (manilhas, ranking) and the deck of
// the `rules` op (the picker's ranks and suits). This module only draws it.

import { rankOf, ranksOf, suitOf, suitsOf } from "../kit/cards.js";
import { copyLink } from "../kit/copy-link.js";
import { el, uniqueId } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { hasString, linkParams } from "../kit/page.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { cardText, errorText, isEngineDown, joinList, SUIT_SYMBOLS } from "../kit/words.js";
import { viraQuiz } from "./vira-lookup/exercise.js";

const DEFAULT_VIRA = "4h";
const MAX_LINK_TEXT = 60;

/** @param {string} text */
function clip(text) {
  const value = String(text);
  return value.length > MAX_LINK_TEXT ? `${value.slice(0, MAX_LINK_TEXT)}…` : value;
}

/**
 * "zap (clubs)"; only the nickname when it already is the suit's name ("copas" in Portuguese).
 * @param {string} name @param {string} suit @param {import("../kit/words.js").Translate} t
 */
function nickname(name, suit, t) {
  const suitName = t(`suit.${suit}`);
  if (suitName.toLocaleLowerCase() === String(name).toLocaleLowerCase()) return name;
  return t("vira-lookup.nickname", { name, suit: suitName });
}

/**
 * The requests the widget makes when it opens with these URL parameters: the build answers them
 * in advance, so the widget is drawn before the engine is up.
 * @param {{preset: string, params: Record<string, string>}} state
 * @returns {{op: "rules" | "manilhas", args: any}[]}
 */
export function initialRequests({ preset, params }) {
  const vira = params.vira !== undefined ? params.vira.slice(0, 200) : DEFAULT_VIRA;
  return [{ op: "rules", args: { rules: "paulista" } }, { op: "manilhas", args: { rules: preset, vira } }];
}

/** @type {import("../kit/types.js").Mount} */
export default async function mount(root, ctx) {
  const { t } = ctx;
  const id = uniqueId("truco-vira-lookup");
  const linkVira = ctx.url.get("vira");
  const [rulesRequest, firstRequest] = initialRequests({ preset: ctx.preset, params: linkVira === null ? {} : { vira: linkVira } });
  const { deck } = await rulesInfo(ctx.ask, rulesRequest.args.rules);
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

  // --- exercise mode: which rank are the manilhas, which card is the strongest? ---------------
  const quiz = exercise(ctx, {
    name: "vira-lookup",
    explore: box,
    question: async (random) => {
      const presetName = t(`preset.${ctx.preset}`);
      const q = await viraQuiz(ctx.ask, random, { rules: ctx.rules, deck, shown: vira, presetName, t });
      return { ...q, figure: figure(q.vira, q.cards) };
    },
  });
  /** The question drawn: the vira and the cards asked about. @param {string | null} shownVira @param {string[]} cards */
  function figure(shownVira, cards) {
    const parts = [];
    if (shownVira !== null) {
      const shown = el("p", "truco-vira-lookup__ex-vira");
      shown.append(el("span", "truco-vira-lookup__caption", t("vira-lookup.vira")), ctx.card(shownVira));
      parts.push(shown);
    }
    return parts;
  }
  root.replaceChildren(quiz.switchNode, box, quiz.node);

  // --- state -----------------------------------------------------------------------------------
  let vira = firstRequest.args.vira; // what we ask the engine for (canonical once accepted)
  let token = 0;
  let first = true;

  /** @param {unknown} err */
  const reason = (err) => errorText(err, t, { has: hasString }).text;

  /** @param {string[]} lines */
  function showNotice(lines) {
    notice.replaceChildren(...lines.map((line) => el("p", "", line)));
    notice.hidden = false;
  }

  function clearNotice() {
    notice.hidden = true;
    notice.replaceChildren();
  }

  /** @param {string} code */
  function setSelects(code) {
    const rank = rankOf(code);
    const suit = suitOf(code);
    if (ranks.includes(rank)) rankSelect.value = rank;
    if (suits.includes(suit)) suitSelect.value = suit;
  }

  /** @param {import("../kit/protocol.js").OpResults["manilhas"]} data @param {string} preset */
  function render(data, preset) {
    const fixed = data.vira === null;
    pick.hidden = fixed;
    noVira.hidden = !fixed;
    noVira.textContent = fixed ? t("vira-lookup.no_vira", { preset: t(`preset.${preset}`) }) : "";
    if (data.vira !== null) setSelects(data.vira);

    const manilhas = joinList(data.manilhas.map((m) => cardText(m.card, t)), t);
    summary.textContent = data.vira === null
      ? t("vira-lookup.summary_fixed", { preset: t(`preset.${preset}`), cards: manilhas })
      : t("vira-lookup.summary", { vira: cardText(data.vira, t), rank: data.manilha_rank, cards: manilhas });

    const parts = [];
    if (data.vira !== null) {
      const head = el("div", "truco-vira-lookup__head");
      const viraBox = el("div", "truco-vira-lookup__vira");
      viraBox.append(el("span", "truco-vira-lookup__caption", t("vira-lookup.vira")), ctx.card(data.vira));
      const arrow = el("span", "truco-vira-lookup__arrow", "→");
      arrow.setAttribute("aria-hidden", "true");
      const rankBox = el("p", "truco-vira-lookup__rank");
      const value = el("strong", "truco-vira-lookup__rank-value", data.manilha_rank);
      value.dataset.rank = String(data.manilha_rank);
      rankBox.append(el("span", "truco-vira-lookup__caption", t("vira-lookup.manilha_rank")), value);
      head.append(viraBox, arrow, rankBox);
      parts.push(head);
    }

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
    parts.push(manilhasTitle, list);

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
    parts.push(rankingTitle, rankingNote, ranking);

    result.replaceChildren(...parts);
    result.dataset.preset = preset;
    result.dataset.vira = data.vira === null ? "" : data.vira;
  }

  async function refresh() {
    const mine = ++token;
    const preset = ctx.preset;
    root.dataset.busy = "true";
    try {
      let data;
      try {
        data = await ctx.ask("manilhas", { rules: preset, vira });
      } catch (err) {
        if (mine !== token) return;
        if (isEngineDown(err)) throw err;
        // The engine refused the vira (only a link can carry one it refuses): say why, go on
        // with the default vira so that the widget stays usable.
        const asked = vira;
        vira = DEFAULT_VIRA;
        showNotice([t("vira-lookup.bad_link", { value: clip(asked), fallback: cardText(DEFAULT_VIRA, t) }), reason(err)]);
        notice.dataset.code = /** @type {any} */ (err).code;
        ctx.url.set({ vira: null });
        data = await ctx.ask("manilhas", { rules: preset, vira });
      }
      if (mine !== token) return;
      // keep a vira the engine accepted in its canonical form (a link may say "q♥" for "Qh")
      if (data.vira !== null) vira = data.vira;
      render(data, preset);
      if (first) {
        first = false;
        ctx.ready();
      }
    } catch (err) {
      if (mine !== token) return;
      if (first) throw err;
      summary.textContent = reason(err);
      result.replaceChildren();
    } finally {
      if (mine === token) {
        delete root.dataset.busy;
        // how many answers this widget has drawn (tests wait for it to move)
        root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
      }
    }
  }

  function onPick() {
    vira = rankSelect.value + suitSelect.value;
    clearNotice();
    ctx.url.set({ vira });
    refresh().catch((err) => ctx.fail(err));
  }

  rankSelect.addEventListener("change", onPick);
  suitSelect.addEventListener("change", onPick);

  ctx.onPresetChange(() => {
    refresh().catch((err) => ctx.fail(err));
    quiz.renew();
  });

  await refresh();
  await quiz.start(linkParams(ctx.url, ["vira", "ex", "q"]));
}
