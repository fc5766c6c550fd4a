// Eleven widget: set the score, the number of players and the dealer; the engine says what kind
// of hand follows (normal, hand of eleven / mão de dez, iron hand open or blind), who decides,
// what accepting and folding pay, and that the ladder is locked. The reader can take the decision
// and play the hand out (every seat, as a demonstration).
//   <div data-widget="eleven"></div>
//   deep links: ?eleven.score=11-7&eleven.players=4&eleven.dealer=1   or   ?eleven.s=<scenario code>
//
// Every ruling shown is the engine's `replay` answer; this module draws and asks.

import { explain, teamText, seatText } from "../explain.js";
import { hasString } from "../strings.js";
import {
  askEngine,
  announceAfter,
  button,
  buildScenario,
  callName,
  CopyLink,
  el,
  errorText,
  HandView,
  makeRunner,
  presetOf,
  replayStack,
  rulesInfo,
} from "./ladder.js";

/** Example deals (demonstration data, not rules). The vira is used only by vira presets. */
export const ELEVEN_DEALS = {
  2: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"]] },
  4: { vira: "7c", hands: [["Qs", "3d", "5h"], ["2c", "Kd", "6s"], ["Ah", "4c", "Jd"], ["Qh", "7s", "2d"]] },
};

const FATAL = ["timeout", "boot-failed", "boot-timeout", "engine-failed", "restarted", "worker-error"];

function capitalize(text) {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}

/** A link value as the engine should judge it: an integer when it looks like one, else the text. */
function linkValue(text) {
  return /^\d{1,6}$/.test(text) ? Number(text) : text;
}

function linkScore(text) {
  return text.split("-").map(linkValue);
}

export default async function mount(root, ctx) {
  const t = ctx.t;
  let stack = null;
  let info = null;
  let busy = false;

  // --- layout ---
  const box = el("div", "truco-eleven");
  const controls = el("fieldset", "truco-eleven__controls");
  const legend = el("legend", "", t("eleven.setup"));
  controls.append(legend);
  const makeSelect = (role, labelKey) => {
    const wrap = el("span", "truco-eleven__control");
    const label = el("label", "", t(labelKey));
    const select = el("select", "truco-eleven__select");
    select.id = `truco-eleven-${role}-${Math.random().toString(36).slice(2, 8)}`;
    select.dataset.role = role;
    label.htmlFor = select.id;
    wrap.append(label, select);
    controls.append(wrap);
    return { label, select };
  };
  const score0 = makeSelect("score0", "eleven.points_player");
  const score1 = makeSelect("score1", "eleven.points_player");
  const playersSel = makeSelect("players", "eleven.players");
  const dealerSel = makeSelect("dealer", "eleven.dealer");

  const errorBox = el("p", "truco-hand__error");
  errorBox.setAttribute("role", "alert");
  errorBox.hidden = true;
  const presetNote = el("p", "truco-hand__note truco-hand__preset-note");
  presetNote.hidden = true;

  const summary = el("dl", "truco-eleven__summary");
  const field = (key, name) => {
    const dt = el("dt", "", t(key));
    const dd = el("dd");
    dd.dataset.field = name;
    summary.append(dt, dd);
    return dd;
  };
  const kindDd = field("eleven.kind", "kind");
  const deciderDd = field("eleven.decider", "decider");
  const valueDd = field("eleven.value", "value");
  const cardsDd = field("eleven.cards", "cards");
  const ladderDd = field("eleven.ladder", "ladder");

  const sees = el("div", "truco-eleven__sees");
  const tryBox = el("div", "truco-eleven__try");
  const tryBtn = button(t("eleven.try_raise"), () => tryRaise());
  tryBtn.dataset.role = "try-raise";
  const tryOut = el("p", "truco-eleven__try-out");
  tryOut.hidden = true;
  tryBox.append(tryBtn, tryOut);

  const view = new HandView(ctx, { onAction: (send) => act(send) });

  const live = el("p", "truco-hand__live");
  live.setAttribute("aria-live", "polite");
  const announce = (text) => {
    live.textContent = text;
  };
  const copy = new CopyLink(ctx, announce);
  const buttons = el("div", "truco-hand__buttons");
  const undoBtn = button(t("ladder.undo"), () => undo());
  undoBtn.dataset.role = "undo";
  const resetBtn = button(t("ladder.reset"), () => reset());
  resetBtn.dataset.role = "reset";
  buttons.append(undoBtn, resetBtn, copy.button);

  box.append(controls, errorBox, presetNote, summary, sees, tryBox, view.root, buttons, copy.fallback, live);
  root.replaceChildren(box);

  // --- helpers ---
  function showError(err, lead) {
    if (!err) {
      errorBox.hidden = true;
      errorBox.replaceChildren();
      return;
    }
    const players = stack ? stack[0].scenario.players : 2;
    const { text, detail } = errorText(err, t, { players });
    errorBox.replaceChildren(el("span", "", lead ? `${lead} ${text}` : text));
    if (detail) errorBox.append(" ", el("span", "truco-hand__engine-message", t("ladder.engine_said", { message: detail })));
    errorBox.hidden = false;
  }

  function fillOptions(select, values, labelOf, selected) {
    select.replaceChildren(
      ...values.map((v) => {
        const option = el("option", "", labelOf(v));
        option.value = String(v);
        return option;
      }),
    );
    select.value = String(selected);
  }

  function kindText(r) {
    const n = info.options.eleven_at;
    if (r.kind === "normal") return t("eleven.kind.normal");
    if (r.kind === "eleven") {
      if (n === 11) return t("eleven.kind.eleven");
      if (n === 10) return t("eleven.kind.ten");
      return t("eleven.kind.other", { n });
    }
    return r.blind ? t("eleven.kind.iron_blind", { n }) : t("eleven.kind.iron_open", { n });
  }

  function kindNote(r, players) {
    const n = info.options.eleven_at;
    if (r.kind === "normal") return t("eleven.note.normal", { n, value: r.ladder.steps[0] });
    if (r.kind === "eleven") {
      return capitalize(t("eleven.note.eleven", {
        team: teamText(r.decider % 2, t, players), seat: seatText(r.decider, t), n, value: info.options.eleven_value,
      }));
    }
    return t("eleven.note.iron", { n, value: info.options.eleven_value });
  }

  function draw() {
    const r = stack[stack.length - 1];
    const first = stack[0];
    const players = r.scenario.players;
    const target = info.options.target;
    root.dataset.code = r.code;
    root.dataset.kind = r.kind;
    root.dataset.blind = String(r.blind);
    root.dataset.value = String(r.value);
    root.dataset.finished = String(r.finished);
    root.dataset.rulesPreset = presetOf(r.scenario.rules);

    // controls follow the scenario
    const scores = Array.from({ length: target }, (_, i) => i);
    const pointsKey = players === 2 ? "eleven.points_player" : "eleven.points_team";
    score0.label.textContent = t(pointsKey, { n: 1 });
    score1.label.textContent = t(pointsKey, { n: 2 });
    fillOptions(score0.select, scores, String, r.scenario.score[0]);
    fillOptions(score1.select, scores, String, r.scenario.score[1]);
    fillOptions(playersSel.select, [2, 4], (n) => t(`eleven.players_${n}`), players);
    fillOptions(dealerSel.select, Array.from({ length: players }, (_, i) => i), (s) => capitalize(seatText(s, t)), r.scenario.dealer);

    const preset = presetOf(r.scenario.rules);
    if (preset !== ctx.preset || typeof r.scenario.rules !== "string") {
      presetNote.hidden = false;
      presetNote.textContent = t("ladder.preset_note", { preset: hasString(`preset.${preset}`) ? t(`preset.${preset}`) : preset });
    } else {
      presetNote.hidden = true;
    }

    // summary, from the hand as dealt (before any decision)
    kindDd.replaceChildren(el("strong", "", kindText(first)), " ", el("span", "", kindNote(first, players)));
    kindDd.dataset.kind = first.kind;
    if (first.decider === null || first.decider === undefined) {
      deciderDd.textContent = first.kind === "iron" ? t("eleven.decider_none_iron") : t("eleven.decider_none");
      deciderDd.dataset.seat = "";
    } else {
      let text = capitalize(seatText(first.decider, t));
      if (players === 4) text += ` (${teamText(first.decider % 2, t, 4)})`;
      deciderDd.textContent = text;
      deciderDd.dataset.seat = String(first.decider);
    }
    valueDd.textContent = String(r.value);
    valueDd.dataset.value = String(r.value);
    if (first.kind === "eleven" && r.phase === "eleven") {
      // what each choice pays: the engine's preview of accept and fold
      const accept = r.preview.find((p) => p.action === "accept");
      const fold = r.preview.find((p) => p.action === "fold");
      const parts = [];
      if (accept) parts.push(t("eleven.if_accept", { value: accept.value }));
      if (fold) {
        const team = fold.points[0] > 0 ? 0 : 1;
        parts.push(t("eleven.if_fold", { team: teamText(team, t, players), points: fold.points[team] }));
      }
      valueDd.textContent = parts.join(" ");
    }
    cardsDd.textContent = r.blind ? t("eleven.cards_blind") : t("eleven.cards_open");
    ladderDd.textContent = r.ladder.locked ? t("eleven.ladder_locked") : t("eleven.ladder_open");
    ladderDd.dataset.locked = String(r.ladder.locked);

    // what the decider sees (pairs: also the partner's cards)
    sees.replaceChildren();
    const deciding = r.phase === "eleven" && first.decider !== null && first.decider !== undefined;
    if (deciding) {
      const d = first.decider;
      const partner = players === 4 ? (d + 2) % 4 : null;
      const text = partner === null
        ? t("eleven.sees_own", { seat: capitalize(seatText(d, t)) })
        : t("eleven.sees_partner", { seat: capitalize(seatText(d, t)), partner: seatText(partner, t) });
      sees.append(el("p", "truco-eleven__sees-text", text));
      const row = el("div", "truco-eleven__sees-cards");
      for (const seat of partner === null ? [d] : [d, partner]) {
        const group = el("span", "truco-eleven__sees-group");
        group.dataset.seat = String(seat);
        group.append(el("span", "truco-hand__play-seat", capitalize(seatText(seat, t))));
        const cards = el("span", "truco-hand__cards");
        for (const card of r.scenario.hands[seat]) cards.append(ctx.card(card));
        group.append(cards);
        row.append(group);
      }
      sees.append(row, el("p", "truco-hand__note", t("eleven.others_hidden")));
    }
    sees.hidden = !deciding;

    const visible = deciding
      ? (seat) => seat === first.decider || (players === 4 && seat === (first.decider + 2) % 4)
      : () => true;
    view.update(stack, info, { visible });
    undoBtn.disabled = stack.length <= 1;
    resetBtn.disabled = stack.length <= 1;
    tryBtn.disabled = busy;
    setBusy(busy);
  }

  function setBusy(value) {
    busy = value;
    box.setAttribute("aria-busy", value ? "true" : "false");
    for (const b of box.querySelectorAll("button[data-action]")) b.disabled = value;
    tryBtn.disabled = value;
  }

  async function load(newStack) {
    const r = newStack[newStack.length - 1];
    const newInfo = await rulesInfo(ctx, r.scenario.rules);
    stack = newStack;
    info = newInfo;
    tryOut.hidden = true;
    tryOut.textContent = "";
    delete tryOut.dataset.code;
    draw();
  }

  function syncUrl() {
    const r = stack[stack.length - 1];
    const sc = r.scenario;
    ctx.url.set({
      score: `${sc.score[0]}-${sc.score[1]}`,
      players: sc.players,
      dealer: sc.dealer,
      s: sc.actions.length > 0 ? r.code : null,
    });
  }

  const run = makeRunner(box, view, () => stack, setBusy);

  async function exampleStack(rulesSpec, { score, players, dealer, actions = [] }) {
    const rinfo = await rulesInfo(ctx, rulesSpec);
    const deal = ELEVEN_DEALS[players] || ELEVEN_DEALS[2];
    const scenario = buildScenario(rinfo, deal, { rules: rulesSpec, players, score, dealer, actions });
    return replayStack(ctx, { scenario }, { truncate: true });
  }

  async function defaultStack(rulesSpec) {
    const rinfo = await rulesInfo(ctx, rulesSpec);
    return exampleStack(rulesSpec, { score: [rinfo.options.eleven_at, 5], players: 2, dealer: 1 });
  }

  // --- reader's actions ---
  async function act(action) {
    if (busy || !stack) return;
    const before = stack[stack.length - 1];
    await run(async (current) => {
      const scenario = { ...before.scenario, actions: [...before.scenario.actions, action] };
      try {
        const after = await askEngine(ctx, "replay", { scenario });
        if (!current()) return;
        showError(null);
        await load([...stack, after]);
        syncUrl();
        announce(announceAfter(before, after, info, t, action));
      } catch (err) {
        if (!current()) return;
        showError(err);
        announce(errorText(err, t).text);
      }
    });
  }

  async function tryRaise() {
    if (busy || !stack) return;
    const r = stack[stack.length - 1];
    const players = r.scenario.players;
    const attempt = (extra) => askEngine(ctx, "replay", { scenario: { ...r.scenario, actions: [...r.scenario.actions, ...extra] } });
    await run(async (current) => {
      let text;
      let code;
      try {
        const res = await attempt(["raise"]);
        code = "allowed";
        text = capitalize(t("eleven.try_allowed", {
          seat: seatText(res.pending.raiser, t), call: callName(info, res.pending.offer, t), offer: res.pending.offer,
        }));
      } catch (err) {
        if (FATAL.includes(err && err.code)) throw err;
        code = err.code;
        text = t("eleven.try_refused", { why: errorText(err, t, { players }).text });
        if (err.code === "eleven-pending") {
          // the decision comes first; and once the hand is accepted, the ladder stays locked
          try {
            await attempt(["accept", "raise"]);
          } catch (err2) {
            if (FATAL.includes(err2 && err2.code)) throw err2;
            code = err2.code;
            text += " " + t("eleven.try_after_accept", { why: errorText(err2, t, { players }).text });
          }
        }
      }
      if (!current()) return;
      tryOut.hidden = false;
      tryOut.dataset.code = code;
      tryOut.textContent = text;
      announce(text);
    });
  }

  async function undo() {
    if (busy || !stack || stack.length <= 1) return;
    await run(async () => {
      showError(null);
      await load(stack.slice(0, -1));
      syncUrl();
      announce(t("ladder.undone"));
    });
  }

  async function reset() {
    if (busy || !stack) return;
    await run(async () => {
      showError(null);
      await load([stack[0]]);
      syncUrl();
      announce(t("ladder.was_reset"));
    });
  }

  // --- the setup controls ---
  function onControl() {
    if (!stack) return;
    const sc = stack[0].scenario;
    const players = Number(playersSel.select.value);
    let dealer = Number(dealerSel.select.value);
    if (dealer >= players) dealer = players - 1;
    const score = [Number(score0.select.value), Number(score1.select.value)];
    run(async (current) => {
      try {
        const next = await exampleStack(sc.rules, { score, players, dealer });
        if (!current()) return;
        showError(null);
        await load(next);
        syncUrl();
        const r = next[0];
        announce([capitalize(kindText(r)) + ".", kindNote(r, players)].join(" "));
      } catch (err) {
        if (!current()) return;
        showError(err);
        draw();
      }
    });
  }
  for (const { select } of [score0, score1, playersSel, dealerSel]) select.addEventListener("change", onControl);

  function onPreset(preset) {
    if (!stack) return; // the first state is still being built: checked once it is on screen
    const r = stack[stack.length - 1];
    const sc = r.scenario;
    run(async (current) => {
      try {
        const rinfo = await rulesInfo(ctx, preset);
        let next;
        try {
          const vira = sc.vira || (ELEVEN_DEALS[sc.players] || ELEVEN_DEALS[2]).vira;
          const scenario = buildScenario(rinfo, { hands: sc.hands, vira }, {
            rules: preset, players: sc.players, score: sc.score, dealer: sc.dealer, actions: sc.actions,
          });
          next = await replayStack(ctx, { scenario }, { truncate: true });
        } catch (err) {
          if (FATAL.includes(err && err.code)) throw err;
          next = await exampleStack(preset, { score: sc.score, players: sc.players, dealer: sc.dealer, actions: sc.actions });
        }
        if (!current()) return;
        showError(null);
        await load(next);
        syncUrl();
        announce(t("ladder.preset_changed", { preset: t(`preset.${preset}`) }) + " " + capitalize(kindText(next[0])) + ".");
      } catch (err) {
        if (current()) showError(err);
      }
    });
  }
  ctx.onPresetChange(onPreset);

  // --- first state: a scenario code, else score/players/dealer from the link, else the default ---
  setBusy(true);
  let first = null;
  const code = ctx.url.get("s");
  const scoreP = ctx.url.get("score");
  const playersP = ctx.url.get("players");
  const dealerP = ctx.url.get("dealer");
  if (code !== null) {
    try {
      first = await replayStack(ctx, { code });
    } catch (err) {
      if (FATAL.includes(err && err.code)) throw err;
      showError(err, t("eleven.link_error"));
    }
  }
  if (first === null && code === null && (scoreP !== null || playersP !== null || dealerP !== null)) {
    const rinfo = await rulesInfo(ctx, ctx.preset);
    const players = playersP === null ? 2 : linkValue(playersP);
    const score = scoreP === null ? [rinfo.options.eleven_at, 5] : linkScore(scoreP);
    const dealer = dealerP === null ? (Number.isInteger(players) ? players - 1 : 1) : linkValue(dealerP);
    try {
      // the engine judges the values (score range, players 2 or 4, dealer seat)
      const scenario = buildScenario(rinfo, ELEVEN_DEALS[players] || ELEVEN_DEALS[2], { rules: ctx.preset, players, score, dealer });
      first = await replayStack(ctx, { scenario });
    } catch (err) {
      if (FATAL.includes(err && err.code)) throw err;
      info = rinfo;
      showError(err, t("eleven.link_error"));
    }
  }
  if (first === null) first = await defaultStack(ctx.preset);
  busy = false;
  await load(first);
  ctx.ready();
  // the reader switched the preset while the first (unlinked) example was being built
  if (presetOf(first[0].scenario.rules) !== ctx.preset && !stack[0].scenario.actions.length && !ctx.url.get("s")) {
    onPreset(ctx.preset);
  }
}
