// vira-lookup: pick a vira, see the manilha rank, the four manilhas (strongest first, with their
// nicknames) and the 40 cards ranked for that vira. Under a fixed-manilha preset (mineiro) there is
// no vira: the widget says so and shows the fixed manilhas and the ranking.
//
//   <div data-widget="vira-lookup"></div>          deep link: ?vira-lookup.vira=7d
//
// Every fact shown comes from the engine's `manilhas` op; this module only draws it. The rank and
// suit lists below are the picker's options (card codes), not a rule.

import { cardText, explain } from "../explain.js";
import { pageStrings } from "../strings.js";

const RANKS = ["4", "5", "6", "7", "Q", "J", "K", "A", "2", "3"];
const SUITS = ["c", "h", "s", "d"];
const SUIT_SYMBOLS = { c: "♣", h: "♥", s: "♠", d: "♦" };
const DEFAULT_VIRA = "4h";
const MAX_LINK_TEXT = 60;
/** Error codes of the engine client that mean "the engine is not available", not "bad input". */
const ENGINE_DOWN = new Set(["timeout", "boot-failed", "boot-timeout", "engine-failed", "restarted", "worker-error", "bad-response"]);

let instances = 0;

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function sentence(text) {
  const trimmed = String(text || "").trim();
  return /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function clip(text) {
  const value = String(text);
  return value.length > MAX_LINK_TEXT ? `${value.slice(0, MAX_LINK_TEXT)}…` : value;
}

/** The engine's reason for refusing a request, in words (its message when no sentence exists). */
function reasonText(err, t) {
  if (err && ENGINE_DOWN.has(err.code)) return t(err.code === "timeout" ? "engine.timeout" : "engine.failed");
  const code = err && err.code;
  if (code && typeof pageStrings()[`reason.${code}`] === "string") {
    const { code: _c, message: _m, ...params } = (err.details && typeof err.details === "object") ? err.details : {};
    return explain({ code, params }, t);
  }
  return sentence(err && err.message ? err.message : String(err));
}

function isEngineAnswer(err) {
  return err && typeof err.code === "string" && !ENGINE_DOWN.has(err.code) && err.name === "EngineError";
}

/** "zap (clubs)"; only the nickname when it already is the suit's name ("copas" in Portuguese). */
function nickname(name, suit, t) {
  const suitName = t(`suit.${suit}`);
  if (suitName.toLocaleLowerCase() === String(name).toLocaleLowerCase()) return name;
  return t("vira-lookup.nickname", { name, suit: suitName });
}

function joinCards(codes, t) {
  const items = codes.map((c) => cardText(c, t));
  if (items.length <= 1) return items.join("");
  return items.slice(0, -1).join(", ") + t("list.and") + items[items.length - 1];
}

export default async function mount(root, ctx) {
  const { t } = ctx;
  const id = `truco-vl-${++instances}`;
  // ctx.ask's payload reaches truco.web.handle as {op, ...args}; handle reads {op, args}. Send both
  // shapes so the request works whichever way the client wraps it.
  const ask = (op, args) => ctx.ask(op, args);

  // --- controls --------------------------------------------------------------------------------
  const controls = el("div", "truco-vl__controls");
  const pick = el("fieldset", "truco-vl__pick");
  pick.append(el("legend", "truco-vl__legend", t("vira-lookup.vira")));
  const rankSelect = el("select", "truco-vl__select");
  rankSelect.id = `${id}-rank`;
  rankSelect.name = "rank";
  for (const rank of RANKS) {
    const option = el("option", "", t("vira-lookup.rank_option", { rank, name: t(`rank.${rank}`) }));
    option.value = rank;
    rankSelect.append(option);
  }
  const suitSelect = el("select", "truco-vl__select");
  suitSelect.id = `${id}-suit`;
  suitSelect.name = "suit";
  for (const suit of SUITS) {
    const option = el("option", "", `${SUIT_SYMBOLS[suit]} ${t(`suit.${suit}`)}`);
    option.value = suit;
    suitSelect.append(option);
  }
  const rankLabel = el("label", "truco-vl__field");
  rankLabel.htmlFor = rankSelect.id;
  rankLabel.append(el("span", "truco-vl__field-name", t("vira-lookup.rank")), rankSelect);
  const suitLabel = el("label", "truco-vl__field");
  suitLabel.htmlFor = suitSelect.id;
  suitLabel.append(el("span", "truco-vl__field-name", t("vira-lookup.suit")), suitSelect);
  pick.append(rankLabel, suitLabel);

  const noVira = el("p", "truco-vl__novira");
  noVira.hidden = true;

  const copyBox = el("div", "truco-vl__copy");
  const copyButton = el("button", "md-button truco-vl__copy-button", t("vira-lookup.copy"));
  copyButton.type = "button";
  const copyStatus = el("span", "truco-vl__copy-status");
  copyStatus.setAttribute("role", "status");
  const copyFallback = el("label", "truco-vl__copy-fallback");
  const copyField = el("input", "truco-vl__copy-field");
  copyField.type = "text";
  copyField.readOnly = true;
  copyField.id = `${id}-link`;
  copyFallback.htmlFor = copyField.id;
  copyFallback.append(el("span", "", t("vira-lookup.copy_fallback")), copyField);
  copyFallback.hidden = true;
  copyBox.append(copyButton, copyStatus, copyFallback);

  controls.append(pick, noVira, copyBox);

  // --- output ----------------------------------------------------------------------------------
  const notice = el("div", "truco-vl__notice");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  const summary = el("p", "truco-vl__summary");
  summary.setAttribute("aria-live", "polite");
  summary.id = `${id}-summary`;
  const result = el("div", "truco-vl__result");

  root.replaceChildren(controls, notice, summary, result);

  // --- state -----------------------------------------------------------------------------------
  let vira = DEFAULT_VIRA; // what we ask the engine for (canonical once the engine accepted it)
  let token = 0;
  let first = true;

  const linkVira = ctx.url.get("vira");
  if (linkVira !== null) vira = linkVira.slice(0, 200);

  function showNotice(lines) {
    notice.replaceChildren(...lines.map((line) => el("p", "", line)));
    notice.hidden = false;
  }

  function clearNotice() {
    notice.hidden = true;
    notice.replaceChildren();
  }

  function setSelects(code) {
    const rank = code.slice(0, -1);
    const suit = code.slice(-1);
    if (RANKS.includes(rank)) rankSelect.value = rank;
    if (SUITS.includes(suit)) suitSelect.value = suit;
  }

  function render(data, preset) {
    const fixed = data.vira === null;
    pick.hidden = fixed;
    noVira.hidden = !fixed;
    noVira.textContent = fixed ? t("vira-lookup.no_vira", { preset: t(`preset.${preset}`) }) : "";
    if (!fixed) setSelects(data.vira);

    const manilhaCodes = data.manilhas.map((m) => m.card);
    summary.textContent = fixed
      ? t("vira-lookup.summary_fixed", { preset: t(`preset.${preset}`), cards: joinCards(manilhaCodes, t) })
      : t("vira-lookup.summary", { vira: cardText(data.vira, t), rank: data.manilha_rank, cards: joinCards(manilhaCodes, t) });

    const parts = [];
    if (!fixed) {
      const head = el("div", "truco-vl__head");
      const viraBox = el("div", "truco-vl__vira");
      const viraCard = ctx.card(data.vira);
      viraBox.append(el("span", "truco-vl__caption", t("vira-lookup.vira")), viraCard);
      const arrow = el("span", "truco-vl__arrow", "→");
      arrow.setAttribute("aria-hidden", "true");
      const rankBox = el("p", "truco-vl__rank");
      rankBox.append(
        el("span", "truco-vl__caption", t("vira-lookup.manilha_rank")),
        el("strong", "truco-vl__rank-value", data.manilha_rank),
      );
      rankBox.lastChild.setAttribute("data-rank", data.manilha_rank);
      head.append(viraBox, arrow, rankBox);
      parts.push(head);
    }

    const manilhasTitle = el("p", "truco-vl__title", t("vira-lookup.manilhas_title"));
    manilhasTitle.id = `${id}-manilhas`;
    const list = el("ol", "truco-vl__manilhas");
    list.setAttribute("aria-labelledby", manilhasTitle.id);
    for (const m of data.manilhas) {
      const item = el("li", "truco-vl__manilha");
      item.dataset.card = m.card;
      const text = el("span", "truco-vl__manilha-text");
      text.append(
        el("strong", "truco-vl__manilha-card", cardText(m.card, t)),
        el("span", "truco-vl__nickname", nickname(m.name, m.card.slice(-1), t)),
      );
      item.append(ctx.card(m.card), text);
      list.append(item);
    }
    parts.push(manilhasTitle, list);

    const rankingTitle = el("p", "truco-vl__title", t("vira-lookup.ranking_title"));
    rankingTitle.id = `${id}-ranking`;
    const rankingNote = el("p", "truco-vl__note", t("vira-lookup.ranking_note"));
    const ranking = el("ol", "truco-vl__ranking");
    ranking.setAttribute("aria-labelledby", rankingTitle.id);
    for (const group of data.ranking) {
      const item = el("li", "truco-vl__group");
      item.dataset.place = String(group.place);
      if (group.manilha) item.classList.add("truco-vl__group--manilha");
      const place = el("span", "truco-vl__place", String(group.place));
      const cards = el("span", "truco-vl__cards");
      for (const code of group.cards) {
        const card = ctx.card(code);
        card.classList.add("truco-vl__card");
        if (code === data.vira) {
          const mark = t("vira-lookup.vira_mark");
          const wrap = el("span", "truco-vl__is-vira");
          wrap.dataset.vira = code;
          card.setAttribute("aria-label", `${card.getAttribute("aria-label")} (${mark})`);
          const badge = el("span", "truco-vl__vira-badge", mark);
          badge.setAttribute("aria-hidden", "true");
          wrap.append(card, badge);
          cards.append(wrap);
        } else {
          cards.append(card);
        }
      }
      item.append(place, cards);
      if (group.manilha) item.append(el("span", "truco-vl__tag", t("vira-lookup.manilha_tag")));
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
        data = await ask("manilhas", { rules: preset, vira });
      } catch (err) {
        if (mine !== token) return;
        if (!isEngineAnswer(err)) throw err;
        // The engine refused the vira (only a link can carry one it refuses): say why, go on
        // with the default vira so that the widget stays usable.
        const asked = vira;
        vira = DEFAULT_VIRA;
        showNotice([
          t("vira-lookup.bad_link", { value: clip(asked), fallback: cardText(DEFAULT_VIRA, t) }),
          reasonText(err, t),
        ]);
        notice.dataset.code = err.code;
        ctx.url.set({ vira: null });
        data = await ask("manilhas", { rules: preset, vira });
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
      summary.textContent = reasonText(err, t);
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

  copyButton.addEventListener("click", async () => {
    const url = new URL(ctx.url.href());
    url.searchParams.set("preset", ctx.preset);
    const href = url.href;
    copyStatus.textContent = "";
    try {
      if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
      await navigator.clipboard.writeText(href);
      copyFallback.hidden = true;
      copyStatus.textContent = t("vira-lookup.copied");
    } catch {
      copyField.value = href;
      copyFallback.hidden = false;
      copyField.focus();
      copyField.select();
      copyStatus.textContent = t("vira-lookup.copy_manual");
    }
  });

  ctx.onPresetChange(() => {
    refresh().catch((err) => ctx.fail(err));
  });

  await refresh();
}
