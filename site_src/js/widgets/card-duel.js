// card-duel: one round of two cards (or four, in pairs), each maybe covered, under a vira.
// The engine's `compare` op says who wins, or that the round is tied, and why; this module only
// draws its answer and explains it with explain.js.
//
//   <div data-widget="card-duel"></div>
//   deep link: ?card-duel.vira=4h&card-duel.cards=5c-3h&card-duel.covered=0-1
//   (cards in play order from player 1, separated by "-"; covered: one 0/1 per card, optional)
//
// Random examples, the default cards and the 2/4 toggle are presentation: every card the user or
// a link gives goes to the engine as typed, and the engine accepts or refuses it.

import { cardText, explain } from "../explain.js";
import { pageStrings } from "../strings.js";

const RANKS = ["4", "5", "6", "7", "Q", "J", "K", "A", "2", "3"];
const SUITS = ["c", "h", "s", "d"];
const DECK = RANKS.flatMap((rank) => SUITS.map((suit) => rank + suit));
const SUIT_CODES = { c: "c", h: "h", s: "s", d: "d", "♣": "c", "♥": "h", "♠": "s", "♦": "d", "♧": "c", "♡": "h", "♤": "s", "♢": "d" };
const DEFAULTS = { vira: "4h", cards: ["5d", "3c", "2h", "Kc"], players: 2 };
/** Cards offered when slots 3 and 4 appear, first ones not already on the table. */
const FILLERS = ["2h", "Kc", "3d", "Ah", "Js", "7c"];
const MAX_LINK_TEXT = 60;
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

function isEngineAnswer(err) {
  return err && err.name === "EngineError" && typeof err.code === "string" && !ENGINE_DOWN.has(err.code);
}

/** The engine's reason for refusing a request, in words (its message when no sentence exists). */
function reasonText(err, t, players) {
  if (err && ENGINE_DOWN.has(err.code)) return t(err.code === "timeout" ? "engine.timeout" : "engine.failed");
  const code = err && err.code;
  if (code && typeof pageStrings()[`reason.${code}`] === "string") {
    const { code: _c, message: _m, ...params } = err.details && typeof err.details === "object" ? err.details : {};
    return explain({ code, params }, t, { players });
  }
  return sentence(err && err.message ? err.message : String(err));
}

/** Display form of a card the engine has accepted ("q♥" -> "Qh"); formatting only. */
function canonical(text) {
  const body = String(text).trim();
  const suit = SUIT_CODES[body.slice(-1).toLowerCase()] || body.slice(-1).toLowerCase();
  return body.slice(0, -1).trim().toUpperCase() + suit;
}

function joinCards(codes, t) {
  const items = codes.map((c) => cardText(c, t));
  if (items.length <= 1) return items.join("");
  return items.slice(0, -1).join(", ") + t("list.and") + items[items.length - 1];
}

function shuffled(items) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export default async function mount(root, ctx) {
  const { t } = ctx;
  const id = `truco-cd-${++instances}`;
  // See vira-lookup.js: send args both flat and under "args" (the shell's client sends {op, ...args}).
  const ask = (op, args) => ctx.ask(op, args);

  // --- state -----------------------------------------------------------------------------------
  const state = { players: DEFAULTS.players, vira: DEFAULTS.vira, cards: [...DEFAULTS.cards], covered: [false, false, false, false] };
  let link = null; // the link's state, tried once at mount
  const linkNotes = [];
  {
    const vira = ctx.url.get("vira");
    const cards = ctx.url.get("cards");
    const covered = ctx.url.get("covered");
    if (vira !== null || cards !== null || covered !== null) {
      link = { vira: vira === null ? DEFAULTS.vira : vira.slice(0, 200) };
      link.cards = cards === null ? DEFAULTS.cards.slice(0, 2) : cards.slice(0, 400).split("-");
      link.covered = link.cards.map(() => false);
      if (covered !== null) {
        const flags = covered.split("-");
        if (flags.every((f) => f === "0" || f === "1") && flags.length === link.cards.length) {
          link.covered = flags.map((f) => f === "1");
        } else {
          linkNotes.push(t("card-duel.bad_covered", { value: clip(covered) }));
        }
      }
    }
  }

  // --- controls --------------------------------------------------------------------------------
  const form = el("form", "truco-cd__form");
  form.noValidate = true;
  form.setAttribute("aria-label", t("card-duel.form"));

  const mode = el("fieldset", "truco-cd__mode");
  mode.append(el("legend", "truco-cd__legend", t("card-duel.players")));
  const modeInputs = {};
  for (const n of [2, 4]) {
    const label = el("label", "truco-cd__radio");
    const input = el("input");
    input.type = "radio";
    input.name = `${id}-players`;
    input.value = String(n);
    modeInputs[n] = input;
    label.append(input, el("span", "", t(n === 2 ? "card-duel.two" : "card-duel.four")));
    mode.append(label);
  }

  const deck = el("datalist");
  deck.id = `${id}-deck`;
  for (const code of DECK) {
    const option = el("option");
    option.value = code;
    option.label = `${cardText(code, t)} · ${t("card.label", { rank: t(`rank.${code.slice(0, -1)}`), suit: t(`suit.${code.slice(-1)}`) })}`;
    deck.append(option);
  }

  function cardInput(name, labelText) {
    const input = el("input", "truco-cd__input");
    input.type = "text";
    input.id = `${id}-${name}`;
    input.name = name;
    input.setAttribute("list", deck.id);
    input.autocomplete = "off";
    input.spellcheck = false;
    input.setAttribute("autocapitalize", "off");
    input.size = 5;
    input.setAttribute("aria-describedby", `${id}-hint`);
    const label = el("label", "truco-cd__field");
    label.htmlFor = input.id;
    label.append(el("span", "truco-cd__field-name", labelText), input);
    return { input, label };
  }

  const viraBox = el("div", "truco-cd__vira");
  const vira = cardInput("vira", t("card-duel.vira"));
  const manilhaLine = el("p", "truco-cd__manilhas");
  const viraRow = el("div", "truco-cd__vira-row");
  const viraCard = el("span", "truco-cd__vira-card");
  viraRow.append(vira.label, viraCard);
  viraBox.append(viraRow, manilhaLine);
  const noVira = el("p", "truco-cd__novira");
  noVira.hidden = true;

  const top = el("div", "truco-cd__top");
  top.append(mode, viraBox, noVira);

  const slotsBox = el("div", "truco-cd__slots");
  const slots = [];
  for (let seat = 0; seat < 4; seat++) {
    const fieldset = el("fieldset", "truco-cd__slot");
    fieldset.dataset.seat = String(seat);
    const legend = el("legend", "truco-cd__legend");
    const card = cardInput(`card${seat + 1}`, t("card-duel.card"));
    const coverLabel = el("label", "truco-cd__cover");
    const cover = el("input");
    cover.type = "checkbox";
    cover.name = `covered${seat + 1}`;
    coverLabel.append(cover, el("span", "", t("card-duel.covered")));
    fieldset.append(legend, card.label, coverLabel);
    slotsBox.append(fieldset);
    slots.push({ fieldset, legend, input: card.input, cover });
  }

  const hint = el("p", "truco-cd__hint", t("card-duel.hint"));
  hint.id = `${id}-hint`;

  const buttons = el("div", "truco-cd__buttons");
  const compareButton = el("button", "md-button md-button--primary truco-cd__compare", t("card-duel.compare"));
  compareButton.type = "submit";
  const swapButton = el("button", "md-button truco-cd__swap", t("card-duel.swap"));
  swapButton.type = "button";
  const randomButton = el("button", "md-button truco-cd__random", t("card-duel.random"));
  randomButton.type = "button";
  const copyButton = el("button", "md-button truco-cd__copy-button", t("card-duel.copy"));
  copyButton.type = "button";
  const copyStatus = el("span", "truco-cd__copy-status");
  copyStatus.setAttribute("role", "status");
  buttons.append(compareButton, swapButton, randomButton, copyButton, copyStatus);

  const copyFallback = el("label", "truco-cd__copy-fallback");
  const copyField = el("input", "truco-cd__copy-field");
  copyField.type = "text";
  copyField.readOnly = true;
  copyField.id = `${id}-link`;
  copyFallback.htmlFor = copyField.id;
  copyFallback.append(el("span", "", t("card-duel.copy_fallback")), copyField);
  copyFallback.hidden = true;

  form.append(top, slotsBox, hint, buttons, copyFallback, deck);

  // --- output ----------------------------------------------------------------------------------
  const notice = el("div", "truco-cd__notice");
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  const table = el("ol", "truco-cd__table");
  table.setAttribute("aria-label", t("card-duel.table"));
  const live = el("div", "truco-cd__result");
  live.setAttribute("aria-live", "polite");
  live.id = `${id}-result`;

  root.replaceChildren(form, notice, table, live);

  // --- drawing the controls from the state -----------------------------------------------------
  function seatLabel(seat, players = state.players) {
    return players === 2
      ? t("card-duel.seat2", { n: seat + 1 })
      : t("card-duel.seat4", { n: seat + 1, team: (seat % 2) + 1 });
  }

  function syncControls() {
    modeInputs[2].checked = state.players === 2;
    modeInputs[4].checked = state.players === 4;
    vira.input.value = state.vira;
    slots.forEach((slot, seat) => {
      slot.fieldset.hidden = seat >= state.players;
      if (state.players === 2) {
        slot.legend.textContent = seatLabel(seat, 2);
      } else {
        // "Player 1" then "team 1" on its own line; read as "Player 1, team 1"
        const sep = el("span", "truco-cd__sr", ", ");
        const team = el("span", "truco-cd__legend-team", t("card-duel.team", { team: (seat % 2) + 1 }));
        slot.legend.replaceChildren(document.createTextNode(seatLabel(seat, 2)), sep, team);
      }
      slot.input.value = state.cards[seat];
      slot.cover.checked = state.covered[seat];
    });
    slotsBox.dataset.players = String(state.players);
    swapButton.textContent = t(state.players === 2 ? "card-duel.swap" : "card-duel.swap_teams");
  }

  function readControls() {
    state.vira = vira.input.value;
    slots.forEach((slot, seat) => {
      state.cards[seat] = slot.input.value;
      state.covered[seat] = slot.cover.checked;
    });
  }

  function showNotice(lines) {
    notice.replaceChildren(...lines.map((line) => el("p", "", line)));
    notice.hidden = false;
  }

  function clearNotice() {
    notice.hidden = true;
    notice.replaceChildren();
  }

  function markInvalid(err) {
    const bad = err && err.details && typeof err.details.input === "string" ? err.details.input : null;
    for (const input of [vira.input, ...slots.map((s) => s.input)]) {
      if (bad !== null && input.value === bad) {
        input.setAttribute("aria-invalid", "true");
        input.setAttribute("aria-describedby", `${live.id} ${id}-hint`);
      } else {
        input.removeAttribute("aria-invalid");
        input.setAttribute("aria-describedby", `${id}-hint`);
      }
    }
  }

  // --- drawing the engine's answer -------------------------------------------------------------
  function renderManilhas(data, preset) {
    const fixed = data.vira === null;
    viraBox.hidden = fixed;
    noVira.hidden = !fixed;
    const codes = data.manilhas.map((m) => m.card);
    viraCard.replaceChildren(...(fixed ? [] : [ctx.card(data.vira)]));
    if (fixed) {
      noVira.textContent = t("card-duel.no_vira", { preset: t(`preset.${preset}`), cards: joinCards(codes, t) });
      manilhaLine.textContent = "";
    } else {
      manilhaLine.textContent = t("card-duel.manilhas", { cards: joinCards(codes, t) });
    }
    return fixed;
  }

  function renderResult(res, cards, covered, players) {
    const topSet = new Set(res.top);
    const tie = res.winner === null;
    table.replaceChildren(
      ...cards.map((code, seat) => {
        const item = el("li", "truco-cd__play");
        item.dataset.seat = String(seat);
        item.dataset.card = code;
        if (covered[seat]) item.dataset.covered = "true";
        item.append(el("span", "truco-cd__who", seatLabel(seat, players)));
        const card = ctx.card(covered[seat] ? null : code);
        if (covered[seat]) card.setAttribute("aria-label", t("card-duel.covered_label", { card: cardText(code, t) }));
        item.append(card);
        if (covered[seat]) item.append(el("span", "truco-cd__under", t("card-duel.covered_caption", { card: cardText(code, t) })));
        if (topSet.has(seat)) {
          item.classList.add(tie ? "truco-cd__play--tie" : "truco-cd__play--top");
          item.append(el("span", "truco-cd__badge", t(tie ? "card-duel.badge_tie" : "card-duel.badge_win")));
        }
        return item;
      }),
    );
    table.hidden = false;

    const strings = pageStrings();
    const template = strings[`reason.${res.ruling.code}`] || "";
    const headline = el("p", "truco-cd__headline");
    if (tie) {
      headline.textContent = t("card-duel.tie");
    } else {
      const seat = res.top[0];
      const card = cardText(covered[seat] ? "covered" : cards[seat], t);
      headline.textContent = players === 2
        ? t("card-duel.wins2", { card, n: seat + 1 })
        : t("card-duel.wins4", { card, n: seat + 1, team: res.winner + 1 });
    }
    const why = el("p", "truco-cd__why");
    const parts = [explain(res.ruling, t, { players })];
    const nested = res.ruling.params && res.ruling.params.compare;
    if (nested && !template.includes("{compare}")) parts.push(explain(nested, t, { players }));
    if (!template.includes("{lead}")) {
      parts.push(explain({ code: tie ? "lead-tie" : "lead-winner", params: { seat: res.lead } }, t, { players }));
    }
    why.textContent = parts.filter(Boolean).join(" ");
    live.replaceChildren(headline, why);
    live.dataset.outcome = tie ? "tie" : `team-${res.winner}`;
  }

  function renderError(err) {
    table.replaceChildren();
    table.hidden = true;
    const box = el("p", "truco-cd__error");
    box.append(el("strong", "", t("card-duel.refused")), document.createTextNode(" " + reasonText(err, t, state.players)));
    live.replaceChildren(box);
    live.dataset.outcome = "error";
    live.dataset.code = err && err.code ? err.code : "";
  }

  // --- asking the engine -----------------------------------------------------------------------
  let token = 0;
  let first = true;

  /** The round the controls describe: vira, and the cards and covered flags in play order. */
  function current() {
    return { vira: state.vira, cards: state.cards.slice(0, state.players), covered: state.covered.slice(0, state.players) };
  }

  async function compute({ vira: viraText, cards, covered }, preset) {
    const args = { rules: preset, vira: viraText };
    let man;
    try {
      man = await ask("manilhas", args);
    } catch (err) {
      viraCard.replaceChildren();
      manilhaLine.textContent = "";
      throw err;
    }
    renderManilhas(man, preset);
    const res = await ask("compare", { ...args, cards, covered });
    return { man, res, vira: viraText, cards, covered };
  }

  function resetState() {
    state.players = DEFAULTS.players;
    state.vira = DEFAULTS.vira;
    state.cards = [...DEFAULTS.cards];
    state.covered = [false, false, false, false];
  }

  /** Ask the engine about the current state (at mount: about the link's state) and draw it. */
  async function refresh({ fromLink = false } = {}) {
    const mine = ++token;
    const preset = ctx.preset;
    root.dataset.busy = "true";
    try {
      let out;
      try {
        out = await compute(fromLink ? { vira: link.vira, cards: link.cards, covered: link.covered } : current(), preset);
      } catch (err) {
        if (mine !== token) return;
        if (!isEngineAnswer(err)) throw err;
        if (!fromLink) {
          markInvalid(err);
          renderError(err);
          if (first) {
            first = false;
            ctx.ready();
          }
          return;
        }
        // A link the engine refuses: say why, then show the starting example.
        showNotice([...linkNotes, t("card-duel.bad_link"), reasonText(err, t, state.players)]);
        notice.dataset.code = err.code;
        fromLink = false;
        ctx.url.set({ vira: null, cards: null, covered: null });
        resetState();
        syncControls();
        out = await compute(current(), preset);
      }
      if (mine !== token) return;
      if (fromLink && linkNotes.length) showNotice(linkNotes);
      const fixed = renderManilhas(out.man, preset);
      // Accepted cards in their canonical form, in the inputs and in the address bar. A field the
      // user has edited since the question was sent keeps what the user typed.
      const cards = out.cards.map(canonical);
      cards.forEach((c, i) => {
        if (slots[i].input.value === out.cards[i]) slots[i].input.value = c;
      });
      if (!fixed && vira.input.value === out.vira) vira.input.value = out.man.vira;
      readControls();
      markInvalid(null);
      renderResult(out.res, cards, out.covered, out.cards.length);
      if (!first || fromLink) {
        ctx.url.set({
          vira: fixed ? ctx.url.get("vira") : out.man.vira,
          cards: cards.join("-"),
          covered: out.covered.some(Boolean) ? out.covered.map((c) => (c ? "1" : "0")).join("-") : null,
        });
      }
      if (first) {
        first = false;
        ctx.ready();
      }
    } catch (err) {
      if (mine !== token) return;
      if (first) throw err;
      renderError(err);
    } finally {
      if (mine === token) {
        delete root.dataset.busy;
        root.dataset.preset = preset; // the preset of the answer on screen
        // how many answers this widget has drawn (tests wait for it to move)
        root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
      }
    }
  }

  function update() {
    readControls();
    clearNotice();
    refresh().catch((err) => ctx.fail(err));
  }

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    update();
  });
  for (const input of [vira.input, ...slots.map((s) => s.input)]) input.addEventListener("change", update);
  for (const slot of slots) slot.cover.addEventListener("change", update);
  for (const n of [2, 4]) {
    modeInputs[n].addEventListener("change", () => {
      if (!modeInputs[n].checked) return;
      readControls();
      state.players = n;
      if (n === 4) {
        // fill the partners' slots with cards not yet on the table (presentation only)
        const used = new Set([state.vira, ...state.cards.slice(0, 2)].map((c) => canonical(c)));
        for (const seat of [2, 3]) {
          if (state.cards[seat] && !used.has(canonical(state.cards[seat]))) {
            used.add(canonical(state.cards[seat]));
            continue;
          }
          const filler = FILLERS.find((c) => !used.has(c));
          state.cards[seat] = filler;
          used.add(filler);
        }
      }
      syncControls();
      clearNotice();
      refresh().catch((err) => ctx.fail(err));
    });
  }

  swapButton.addEventListener("click", () => {
    readControls();
    const order = state.players === 2 ? [1, 0] : [1, 0, 3, 2];
    const cards = order.map((i) => state.cards[i]);
    const covered = order.map((i) => state.covered[i]);
    cards.forEach((c, i) => {
      state.cards[i] = c;
      state.covered[i] = covered[i];
    });
    syncControls();
    clearNotice();
    refresh().catch((err) => ctx.fail(err));
  });

  randomButton.addEventListener("click", () => {
    const picked = shuffled(DECK).slice(0, 5);
    state.vira = picked[0];
    state.cards = picked.slice(1);
    state.covered = [false, false, false, false];
    syncControls();
    clearNotice();
    refresh().catch((err) => ctx.fail(err));
  });

  copyButton.addEventListener("click", async () => {
    const url = new URL(ctx.url.href());
    url.searchParams.set("preset", ctx.preset);
    const href = url.href;
    copyStatus.textContent = "";
    try {
      if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
      await navigator.clipboard.writeText(href);
      copyFallback.hidden = true;
      copyStatus.textContent = t("card-duel.copied");
    } catch {
      copyField.value = href;
      copyFallback.hidden = false;
      copyField.focus();
      copyField.select();
      copyStatus.textContent = t("card-duel.copy_manual");
    }
  });

  ctx.onPresetChange(() => {
    readControls();
    refresh().catch((err) => ctx.fail(err));
  });

  if (link !== null) {
    // The link's values go to the engine as they are; the inputs show them meanwhile.
    state.players = link.cards.length === 4 ? 4 : 2;
    state.vira = link.vira;
    state.cards = [...link.cards, ...DEFAULTS.cards].slice(0, 4);
    state.covered = [...link.covered, false, false, false, false].slice(0, 4);
  }
  syncControls();
  await refresh({ fromLink: link !== null });
}
