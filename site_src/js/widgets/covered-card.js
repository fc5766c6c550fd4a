// covered-card: play rounds 2 and 3 of a two-player hand face up or covered.
//   <div data-widget="covered-card"></div>
//
// The reader controls both seats (a demonstration). Round 1 of an example deal is already
// played; the buttons are the engine's legal play/cover actions; each round's ruling and the
// hand's outcome come from the engine's `replay` op. "Try to cover in round 1" sends an illegal
// cover through `replay` and shows the engine's refusal in words. "Show what the opponent sees"
// draws covered cards face down.
//
// URL (prefix "covered-card."): s=<scenario code>, view=opponent.

import { cardText } from "../explain.js";
import { button, el, isInfraError, makeKit, uniqueId } from "./scenario-kit.js";

/** The example deal (data only): vira 7c, round 1 already played (A♣ beats K♦). */
const EXAMPLE = {
  vira: "7c",
  hands: [["Ac", "3d", "6h"], ["Kd", "4s", "Jh"]],
  actions: ["play Ac", "play Kd"],
};

export default async function mount(root, ctx) {
  const kit = makeKit(ctx, "covered-card.");
  const { t, tk } = kit;

  let scenario = null;
  let result = null;
  let calls = [];
  let hideCovered = false;
  let lastVira = EXAMPLE.vira;
  let seq = 0;

  const guard = (fn) => kit.operation(fn, (err) => setMessage(tk("error.engine", { message: kit.errorText(err) })));

  // --- layout --------------------------------------------------------------------------------
  const box = el("div", "cc");
  const intro = el("p", "cc-intro", tk("intro"));
  const rulesLine = el("p", "te-rules cc-rules");
  const message = el("p", "te-message cc-message");
  message.setAttribute("aria-live", "polite");
  const board = el("div", "cc-board");

  const actionsBox = el("div", "te-actions cc-actions");
  actionsBox.setAttribute("role", "group");
  const actionsTitle = el("p", "te-actions__title");
  actionsTitle.id = uniqueId("cc-actions-title");
  actionsBox.setAttribute("aria-labelledby", actionsTitle.id);
  const actionButtons = el("div", "te-actions__buttons");
  actionsBox.append(actionsTitle, actionButtons);

  const viewRow = el("div", "te-check cc-view");
  const viewInput = el("input");
  viewInput.type = "checkbox";
  viewInput.id = uniqueId("cc-view");
  const viewLabel = el("label", "", tk("view.opponent"));
  viewLabel.htmlFor = viewInput.id;
  viewRow.append(viewInput, viewLabel);
  const viewNote = el("p", "tlk-note cc-view__note");

  const undoButton = button("tlk-button", tk("undo"), null);
  const resetButton = button("tlk-button", tk("reset"), null);
  const controls = el("div", "te-buttons");
  controls.append(undoButton, resetButton);

  const tryBox = el("div", "cc-try");
  tryBox.append(el("p", "cc-try__title", tk("try.title")));
  const tryButton = button("tlk-button cc-try__button", "", null);
  const tryResult = el("p", "cc-try__result");
  tryResult.setAttribute("aria-live", "polite");
  tryBox.append(tryButton, tryResult);

  const live = el("p", "te-live");
  live.setAttribute("aria-live", "polite");

  box.append(intro, rulesLine, message, board, actionsBox, viewRow, viewNote, controls, tryBox, live, kit.copyLink());
  root.replaceChildren(box);

  function setMessage(text) {
    message.textContent = text;
    message.hidden = !text;
  }

  // --- engine round trips ----------------------------------------------------------------------
  async function play(sc, { note = "", keepPrefix = false } = {}) {
    const mine = ++seq;
    let answer;
    let refusal = null;
    if (keepPrefix) ({ result: answer, error: refusal } = await kit.replayPrefix(sc));
    else answer = await kit.ask("replay", { scenario: sc });
    const info = await kit.rulesInfo(answer.scenario.rules);
    if (mine !== seq) return;
    calls = info.calls;
    apply(answer);
    if (refusal) note = [note, tk("error.dropped", { n: refusal.details.index + 1, message: kit.errorText(refusal) })].filter(Boolean).join(" ");
    setMessage(note);
  }

  function apply(answer) {
    const focusWasInActions = actionsBox.contains(document.activeElement);
    result = answer;
    scenario = answer.scenario;
    if (scenario.vira) lastVira = scenario.vira;
    ctx.url.set({ s: answer.code });
    render();
    if (focusWasInActions) {
      const first = actionButtons.querySelector("button");
      (first || (undoButton.disabled ? resetButton : undoButton)).focus();
    }
  }

  function render() {
    rulesLine.textContent = tk("rules", { preset: kit.presetName(scenario.rules) });
    const { node, summary } = kit.handBoard(result, { hideCovered });
    board.replaceChildren(node);
    live.textContent = summary;
    box.dataset.finished = String(result.finished);
    box.dataset.code = result.code;
    box.dataset.view = hideCovered ? "opponent" : "all";
    const isCard = (a) => a.startsWith("play ") || a.startsWith("cover ");
    let shown = result.legal.filter(isCard);
    const onlyOthers = shown.length === 0 && result.legal.length > 0;
    if (onlyOthers) shown = result.legal;
    actionButtons.replaceChildren(
      ...shown.map((action) => {
        const b = button("tlk-button te-action", kit.actionLabel(action, result, calls), guard(() => act(action)));
        b.dataset.action = action;
        if (action.startsWith("cover ")) b.classList.add("te-action--cover");
        return b;
      }),
    );
    if (result.finished) actionsTitle.textContent = tk("actions.over");
    else if (onlyOthers) actionsTitle.textContent = tk("actions.others", kit.sp(result.to_act));
    else actionsTitle.textContent = tk("actions.title", kit.sp(result.to_act));
    undoButton.disabled = scenario.actions.length === 0;
    viewInput.checked = hideCovered;
    const coverers = new Set();
    for (const r of result.round_details) for (const p of r.plays) if (p.covered) coverers.add(p.seat);
    for (const p of result.table) if (p.covered) coverers.add(p.seat);
    if (coverers.size === 0) viewNote.textContent = tk("view.none");
    else if (hideCovered) viewNote.textContent = tk("view.hidden");
    else viewNote.textContent = tk("view.shown", { seats: [...coverers].map((s) => kit.seat(s)).join(t("list.and")) });
    const mao = result.mao;
    const first = scenario.hands[mao] && scenario.hands[mao][0];
    tryButton.textContent = tk("try.button", { ...kit.sp(mao), card: cardText(first, t) });
    tryButton.dataset.action = `cover ${first}`;
  }

  function act(action) {
    return play({ ...scenario, actions: [...scenario.actions, action] });
  }

  function example(preset) {
    const sc = { rules: preset, players: 2, score: [0, 0], dealer: 1, vira: EXAMPLE.vira, hands: EXAMPLE.hands, actions: EXAMPLE.actions };
    return kit.underPreset(sc, preset, lastVira);
  }

  /** Send an illegal `cover` in round 1 through the engine and show its refusal in words. */
  async function tryCover() {
    const action = tryButton.dataset.action;
    const attempt = { ...scenario, actions: [action] };
    tryResult.dataset.code = "";
    try {
      await kit.ask("replay", { scenario: attempt });
      tryResult.dataset.code = "accepted";
      tryResult.textContent = tk("try.accepted", { action: kit.actionLabel(action, result, calls) });
    } catch (err) {
      if (isInfraError(err)) throw err;
      const code = (err.details && err.details.reason) || err.code;
      tryResult.dataset.code = code;
      tryResult.textContent = tk("try.refused", { action: kit.actionLabel(action, result, calls), why: kit.errorText(err) });
    }
  }

  undoButton.addEventListener("click", guard(() => play({ ...scenario, actions: scenario.actions.slice(0, -1) })));
  resetButton.addEventListener(
    "click",
    guard(async () => {
      tryResult.textContent = "";
      tryResult.dataset.code = "";
      await play(await example(ctx.preset));
    }),
  );
  tryButton.addEventListener("click", guard(tryCover));
  viewInput.addEventListener(
    "change",
    guard(() => {
      hideCovered = viewInput.checked;
      ctx.url.set({ view: hideCovered ? "opponent" : null });
      if (result) render();
    }),
  );

  // --- start ---------------------------------------------------------------------------------
  root.dataset.busy = "true";
  setMessage("");
  hideCovered = ctx.url.get("view") === "opponent";
  const code = ctx.url.get("s");
  if (code === null) {
    await play(await example(ctx.preset));
  } else {
    try {
      const answer = await kit.ask("replay", { code });
      calls = (await kit.rulesInfo(answer.scenario.rules)).calls;
      apply(answer);
    } catch (err) {
      if (isInfraError(err)) throw err;
      const index = err.details && Number.isInteger(err.details.index) ? err.details.index : null;
      if (index !== null) {
        const decoded = await kit.ask("decode", { code });
        await play(decoded.scenario, { keepPrefix: true });
      } else {
        await play(await example(ctx.preset), { note: tk("error.link", { message: kit.errorText(err) }) });
      }
    }
  }
  delete root.dataset.busy;
  root.dataset.answers = "1";
  ctx.ready();

  ctx.onPresetChange(
    guard(async (preset) => {
      const sc = await kit.underPreset(scenario, preset, lastVira);
      await play(sc, { keepPrefix: true, note: tk("rebuilt", { preset: kit.presetName(preset) }) });
    }),
  );
}
