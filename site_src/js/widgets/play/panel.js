// The play-table's panel under the felt: the prompt, the person's cards and the action buttons.
// What may be done comes from observation.legal; names and values from the engine's rules.
//   v = {ui, ctx, t, state, info, coverMode, busy, onPick}; w = a Words for the state

import { handButtons } from "./view.js";
import { capitalize, el, setButtonText } from "./util.js";

export function promptText(v, w) {
  const { t, state, info, coverMode } = v;
  const obs = state.observation;
  const match = state.match;
  if (match.next === "over") return t("play-table.prompt.match_over");
  if (match.next === "deal") return t("play-table.prompt.hand_over");
  if (obs.to_act !== 0) return t("play-table.prompt.wait");
  if (obs.phase === "eleven") {
    const o = info.options;
    const text = t("play-table.prompt.eleven", { value: o.eleven_value, pays: o.eleven_fold_pays, team: w.team(1) });
  return obs.partner_hand ? `${text} ${t("play-table.prompt.eleven_partner")}` : text;
  }
  if (obs.phase === "answer" && obs.pending) {
    return t("play-table.prompt.answer", { who: capitalize(w.who(obs.pending.raiser)), call: w.callOfValue(obs.pending.offer), value: obs.pending.offer });
  }
  if (obs.blind) return t("play-table.prompt.blind");
  const lead = obs.table.length === 0 ? t("play-table.prompt.lead", { n: obs.round }) : t("play-table.prompt.follow", { n: obs.round });
  return coverMode ? `${lead} ${t("play-table.prompt.cover_mode")}` : lead;
}

export function drawActions(v, w) {
  const { t, state, info, coverMode, busy } = v;
  const { raiseBtn, acceptBtn, foldBtn, coverBtn, nextBtn, rematchBtn } = v.ui;
  const obs = state.observation;
  const legal = new Set(obs.legal);
  const mine = state.match.next === "play" && obs.to_act === 0;
  const setUsable = (b, usable) => {
    if (usable && !busy) b.removeAttribute("aria-disabled");
    else b.setAttribute("aria-disabled", "true");
  };
  // raise: the next call by name, from the engine's ladder
  // (hidden while the ladder is locked: T still says why, in the engine's words)
  raiseBtn.hidden = !(mine && (obs.phase === "play" || obs.phase === "answer") && !obs.ladder.locked);
  const offer = obs.ladder.next_offer;
  const call = offer === null || offer === undefined ? t("play-table.raise_generic") : w.callOfValue(offer);
  setButtonText(raiseBtn, obs.phase === "answer" ? t("play-table.act.reraise", { call }) : t("play-table.act.raise", { call }), "T");
  setUsable(raiseBtn, legal.has("raise"));
  // accept: a pending raise or the hand of eleven
  acceptBtn.hidden = !(mine && (obs.phase === "answer" || obs.phase === "eleven"));
  if (obs.phase === "eleven") setButtonText(acceptBtn, t("play-table.act.accept_eleven", { value: info.options.eleven_value }), "A");
  else if (obs.pending) setButtonText(acceptBtn, t("play-table.act.accept", { value: obs.pending.offer }), "A");
  setUsable(acceptBtn, legal.has("accept"));
  // fold: answer a raise, decline the hand of eleven, or surrender on your turn
  foldBtn.hidden = !mine;
  if (obs.phase === "eleven") {
    setButtonText(foldBtn, t("play-table.act.decline", { team: w.team(1), pays: info.options.eleven_fold_pays }), "F");
  } else if (obs.phase === "answer" && obs.pending) {
    const c = info.calls.find((x) => x.value === obs.pending.offer);
    setButtonText(foldBtn, c ? t("play-table.act.fold_pays", { pays: c.fold_pays }) : t("play-table.act.fold"), "F");
  } else {
    setButtonText(foldBtn, t("play-table.act.surrender"), "F");
  }
  setUsable(foldBtn, legal.has("fold"));
  // cover mode: from the round the engine allows it (legal has "cover ...")
  coverBtn.hidden = !(mine && obs.phase === "play" && !obs.blind);
  setButtonText(coverBtn, t(coverMode ? "play-table.act.cover_on" : "play-table.act.cover_off"), "C");
  coverBtn.setAttribute("aria-pressed", String(coverMode));
  setUsable(coverBtn, obs.legal.some((a) => a.startsWith("cover ")));
  nextBtn.hidden = state.match.next !== "deal";
  setButtonText(nextBtn, t("play-table.act.next"), "N");
  rematchBtn.hidden = state.match.next !== "over";
  setButtonText(rematchBtn, t("play-table.act.rematch"), "N");
}

export function drawHand(v) {
  const { t, ctx, state, coverMode, busy } = v;
  const { handSlot } = v.ui;
  const obs = state.observation;
  const row = handButtons(ctx, obs, { coverMode, busy, onPick: v.onPick, playing: state.match.next === "play" });
  const title = state.match.next !== "play" ? "play-table.hand_left" : obs.hand === null ? "play-table.hand_blind" : "play-table.hand";
  const head = el("p", "truco-play__hand-title", t(title));
  handSlot.replaceChildren(head, row);
  handSlot.hidden = state.match.next !== "play" && row.childElementCount === 0;
  if (obs.hand !== null && obs.hand.length === 0 && state.match.next === "play") handSlot.append(el("p", "truco-play__note", t("play-table.hand_empty")));
}

export function drawPartner(v, w) {
  const { t, ctx, state } = v;
  const { partnerBox } = v.ui;
  const obs = state.observation;
  if (!obs.partner_hand || state.match.next !== "play") {
    partnerBox.hidden = true;
    partnerBox.replaceChildren();
    return;
  }
  partnerBox.hidden = false;
  const row = el("div", "truco-play__partner-cards");
  for (const code of obs.partner_hand) {
    const card = ctx.card(code);
    card.dataset.role = "partner-card";
    row.append(card);
  }
  partnerBox.replaceChildren(el("p", "truco-play__partner-title", t("play-table.partner_cards", { name: w.botName(2) })), row);
}
