// tie-explorer: when is a hand decided? Two modes, both answered by the engine.
//   <div data-widget="tie-explorer"></div>
//
// "Round results": the reader says who took each round (team 1 = the mão's team, team 2, or a
//   tie) and the kind of hand; the engine's `ties` op says after which round the hand is
//   decided, who wins and why; the rounds it does not play are greyed out.
// "Play cards": a concrete two-player deal played card by card through the engine's `replay`
//   op (its legal actions are the only buttons); each round's ruling and the hand's outcome are
//   explained in words.
//
// URL (prefix "tie-explorer."): m=cards (card mode), o=T-M (M the mão's team, O the other
// team, T a tie), k=eleven|iron, s=<scenario code>, all=1 (every legal action, not only cards).

import { cardText, explain, teamText } from "../explain.js";
import { button, el, isInfraError, makeKit, uniqueId } from "./scenario-kit.js";

const LETTER = { 0: "M", 1: "O", null: "T" };
const FROM_LETTER = { M: 0, O: 1, T: null };
const KINDS = ["normal", "eleven", "iron"];
const DEFAULT_OUTCOMES = [null, 1];

/** Example deals (data only; every ruling about them comes from the engine). */
const EXAMPLES = {
  worked: { vira: "7d", hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]] },
  ties: { vira: "2d", hands: [["Kc", "Jh", "5s"], ["Kh", "Js", "5d"]] },
};

function parseOutcomes(text) {
  if (text === null) return { outcomes: DEFAULT_OUTCOMES.slice(), bad: false };
  if (text === "" || text.toLowerCase() === "none") return { outcomes: [], bad: false };
  const parts = text.toUpperCase().split("-");
  if (parts.length > 3 || !parts.every((p) => p in FROM_LETTER)) {
    return { outcomes: DEFAULT_OUTCOMES.slice(), bad: true };
  }
  return { outcomes: parts.map((p) => FROM_LETTER[p]), bad: false };
}

export default async function mount(root, ctx) {
  const kit = makeKit(ctx, "tie-explorer.");
  const { t, tk } = kit;
  const box = el("div", "te");

  const guard = kit.operation;

  // --- mode switch -------------------------------------------------------------------------
  const modeName = uniqueId("te-mode");
  const modeSet = el("fieldset", "te-modes");
  modeSet.append(el("legend", "te-modes__legend", tk("mode.legend")));
  const modeInputs = {};
  for (const mode of ["outcomes", "cards"]) {
    const label = el("label", "te-modes__option");
    const input = el("input");
    input.type = "radio";
    input.name = modeName;
    input.value = mode;
    input.addEventListener(
      "change",
      guard(() => showMode(mode, true), () => {}),
    );
    modeInputs[mode] = input;
    label.append(input, el("span", "", tk(`mode.${mode}`)));
    modeSet.append(label);
  }
  const outcomesPanel = el("section", "te-panel te-panel--outcomes");
  const cardsPanel = el("section", "te-panel te-panel--cards");
  outcomesPanel.setAttribute("aria-label", tk("mode.outcomes"));
  cardsPanel.setAttribute("aria-label", tk("mode.cards"));
  box.append(modeSet, outcomesPanel, cardsPanel, kit.copyLink());
  root.replaceChildren(box);

  let mode = "outcomes";
  function showMode(next, fromUser) {
    mode = next;
    modeInputs[next].checked = true;
    outcomesPanel.hidden = next !== "outcomes";
    cardsPanel.hidden = next !== "cards";
    box.dataset.mode = next;
    if (fromUser) ctx.url.set({ m: next === "cards" ? "cards" : null });
  }

  // --- mode 1: round results ---------------------------------------------------------------
  let outcomes = [];
  let kind = "normal";
  let outcomesSeq = 0;

  const intro = el("p", "te-intro", tk("outcomes.intro"));
  const rulesLine = el("p", "te-rules");
  const kindId = uniqueId("te-kind");
  const kindRow = el("div", "te-kind");
  const kindLabel = el("label", "te-label", tk("kind.label"));
  kindLabel.htmlFor = kindId;
  const kindSelect = el("select", "te-select");
  kindSelect.id = kindId;
  for (const k of KINDS) {
    const option = el("option", "", tk(`kind.${k}`));
    option.value = k;
    kindSelect.append(option);
  }
  kindRow.append(kindLabel, kindSelect);
  const outcomeMsg = el("p", "te-message");
  outcomeMsg.hidden = true;
  const roundsBox = el("div", "te-rounds");
  const roundSets = [];
  for (let i = 0; i < 3; i += 1) {
    const set = el("fieldset", "te-round");
    set.dataset.round = String(i + 1);
    set.append(el("legend", "te-round__legend", tk("round", { n: i + 1 })));
    const name = uniqueId(`te-r${i + 1}`);
    const inputs = {};
    const choices = el("div", "te-round__choices");
    for (const value of ["0", "1", "tie"]) {
      const label = el("label", "te-choice");
      const input = el("input");
      input.type = "radio";
      input.name = name;
      input.value = value;
      input.dataset.outcome = value;
      input.addEventListener(
        "change",
        guard(() => {
          setOutcomeMessage("");
          return chooseRound(i, value === "tie" ? null : Number(value));
        }, showOutcomeError),
      );
      inputs[value] = input;
      label.append(input, el("span", "", tk(`outcome.${value}`)));
      choices.append(label);
    }
    const note = el("p", "te-round__note");
    set.append(choices, note);
    roundSets.push({ set, inputs, note });
    roundsBox.append(set);
  }
  const clearButton = button(
    "tlk-button",
    tk("clear"),
    guard(() => {
      setOutcomeMessage("");
      return askTies([]);
    }, showOutcomeError),
  );
  const outcomeResult = el("div", "te-result");
  outcomeResult.setAttribute("aria-live", "polite");
  outcomesPanel.append(intro, rulesLine, kindRow, outcomeMsg, roundsBox, el("div", "te-buttons"), outcomeResult);
  outcomesPanel.querySelector(".te-buttons").append(clearButton);
  kindSelect.addEventListener(
    "change",
    guard(() => {
      kind = kindSelect.value;
      setOutcomeMessage("");
      return askTies(outcomes);
    }, showOutcomeError),
  );

  function setOutcomeMessage(text) {
    outcomeMsg.textContent = text;
    outcomeMsg.hidden = !text;
  }

  function showOutcomeError(err) {
    setOutcomeMessage(tk("error.engine", { message: kit.errorText(err) }));
  }

  async function chooseRound(i, value) {
    const next = outcomes.slice();
    next[i] = value;
    return askTies(next.slice(0, i + 1).concat(outcomes.slice(i + 1)));
  }

  function valueText(answer, info) {
    if (answer.points !== "value") return kit.pointsText(answer.points);
    const opts = info.options;
    if (kind === "normal") return tk("points.value-normal", { points: kit.pointsText(opts.ladder[0]) });
    return tk(`points.value-${kind}`, { points: kit.pointsText(opts.eleven_value) });
  }

  async function askTies(next) {
    const seq = ++outcomesSeq;
    const preset = ctx.preset;
    const [answer, info] = await Promise.all([
      kit.ask("ties", { rules: preset, outcomes: next, kind }),
      kit.rulesInfo(preset),
    ]);
    if (seq !== outcomesSeq) return;
    // The engine says where the hand stops: rounds after that are not played.
    outcomes = answer.decided ? next.slice(0, answer.after) : next.slice();
    renderOutcomes(answer, info, preset);
    ctx.url.set({ o: outcomes.map((o) => LETTER[o]).join("-") || "none", k: kind === "normal" ? null : kind });
  }

  function renderOutcomes(answer, info, preset) {
    rulesLine.textContent = tk("rules", { preset: kit.presetName(preset) });
    kindSelect.value = kind;
    outcomesPanel.dataset.decided = String(answer.decided);
    outcomesPanel.dataset.after = String(answer.after);
    roundSets.forEach(({ set, inputs, note }, i) => {
      const chosen = i < outcomes.length ? outcomes[i] : undefined;
      for (const [value, input] of Object.entries(inputs)) {
        input.checked = chosen !== undefined && (value === "tie" ? chosen === null : Number(value) === chosen);
      }
      set.classList.remove("te-round--unplayed", "te-round--waiting", "te-round--next");
      if (answer.decided && i >= answer.after) {
        set.disabled = true;
        set.dataset.status = "unplayed";
        set.classList.add("te-round--unplayed");
        note.textContent = tk("round.not-played", { n: i + 1, after: answer.after });
      } else if (i > outcomes.length) {
        set.disabled = true;
        set.dataset.status = "waiting";
        set.classList.add("te-round--waiting");
        note.textContent = tk("round.waiting", { prev: i });
      } else if (i === outcomes.length) {
        set.disabled = false;
        set.dataset.status = "next";
        set.classList.add("te-round--next");
        note.textContent = tk("round.choose");
      } else {
        set.disabled = false;
        set.dataset.status = "played";
        note.textContent = "";
      }
    });
    const lines = [];
    if (!answer.decided) {
      lines.push(answer.after === 0 ? tk("result.start") : tk("result.open", { after: answer.after, next: answer.after + 1 }));
    } else {
      lines.push(tk("result.decided", { after: answer.after }));
      if (answer.winner === null) lines.push(tk("result.nobody"));
      else {
        const team = kit.capitalize(teamText(answer.winner, t, 4));
        lines.push(tk("result.winner", { team, points: valueText(answer, info) }));
      }
      lines.push(tk("result.why", { why: explain(answer.ruling, t, { players: 4 }) }));
      for (let n = answer.after + 1; n <= 3; n += 1) lines.push(tk("round.not-played-short", { n }));
    }
    outcomeResult.replaceChildren(...lines.map((line, i) => el("p", i === 0 ? "te-result__head" : "", line)));
    outcomeResult.dataset.winner = answer.decided ? String(answer.winner) : "";
  }

  // --- mode 2: play cards ------------------------------------------------------------------
  let scenario = null;
  let result = null;
  let calls = [];
  let showAll = false;
  let lastVira = EXAMPLES.worked.vira;
  let cardsSeq = 0;
  let cardsReady = false;

  const cardsRules = el("p", "te-rules");
  const deal = el("details", "te-deal");
  const dealSummary = el("summary", "te-deal__summary", tk("deal.summary"));
  const exampleId = uniqueId("te-example");
  const exampleRow = el("div", "te-field");
  const exampleLabel = el("label", "te-label", tk("example.label"));
  exampleLabel.htmlFor = exampleId;
  const exampleSelect = el("select", "te-select");
  exampleSelect.id = exampleId;
  for (const key of ["worked", "ties", "custom"]) {
    const option = el("option", "", tk(`example.${key}`));
    option.value = key;
    if (key === "custom") option.disabled = true;
    exampleSelect.append(option);
  }
  exampleRow.append(exampleLabel, exampleSelect);
  const pickers = el("div", "te-pickers");
  const applyButton = button("tlk-button", tk("deal.apply"), null);
  deal.append(dealSummary, exampleRow, pickers, applyButton);
  const cardsMsg = el("p", "te-message");
  cardsMsg.setAttribute("aria-live", "polite");
  const board = el("div", "te-board");
  const actionsBox = el("div", "te-actions");
  actionsBox.setAttribute("role", "group");
  const actionsTitle = el("p", "te-actions__title");
  actionsTitle.id = uniqueId("te-actions-title");
  actionsBox.setAttribute("aria-labelledby", actionsTitle.id);
  const actionButtons = el("div", "te-actions__buttons");
  const allId = uniqueId("te-all");
  const allRow = el("div", "te-check");
  const allInput = el("input");
  allInput.type = "checkbox";
  allInput.id = allId;
  const allLabel = el("label", "", tk("actions.all"));
  allLabel.htmlFor = allId;
  allRow.append(allInput, allLabel);
  actionsBox.append(actionsTitle, actionButtons, allRow);
  const undoButton = button("tlk-button", tk("undo"), null);
  const restartButton = button("tlk-button", tk("restart"), null);
  const controls = el("div", "te-buttons");
  controls.append(undoButton, restartButton);
  const cardsLive = el("p", "te-live");
  cardsLive.setAttribute("aria-live", "polite");
  cardsPanel.append(cardsRules, deal, cardsMsg, board, actionsBox, controls, cardsLive);

  const showCardsError = (err) => setCardsMessage(tk("error.engine", { message: kit.errorText(err) }));
  function setCardsMessage(text) {
    cardsMsg.textContent = text;
    cardsMsg.hidden = !text;
  }

  let viraSelect = null;
  let handSelects = [];
  function buildPickers(deck, sc) {
    pickers.replaceChildren();
    const makeSelect = (labelText, value, extraClass) => {
      const id = uniqueId("te-pick");
      const row = el("div", `te-field ${extraClass}`);
      const label = el("label", "te-label", labelText);
      label.htmlFor = id;
      const select = el("select", "te-select te-select--card");
      select.id = id;
      for (const c of deck) {
        const option = el("option", "", cardText(c, t));
        option.value = c;
        select.append(option);
      }
      if (value) select.value = value;
      row.append(label, select);
      return { row, select };
    };
    if (sc.vira) {
      const v = makeSelect(tk("vira"), sc.vira, "te-field--vira");
      viraSelect = v.select;
      pickers.append(v.row);
    } else {
      viraSelect = null;
      pickers.append(el("p", "tlk-note", tk("no-vira")));
    }
    handSelects = sc.hands.map((hand, s) => {
      const group = el("fieldset", "te-pickers__seat");
      group.append(el("legend", "", kit.seatLabel(s)));
      const selects = hand.map((c, i) => {
        const p = makeSelect(tk("deal.card", { n: i + 1 }), c, "");
        group.append(p.row);
        return p.select;
      });
      pickers.append(group);
      return selects;
    });
  }

  function exampleScenario(key) {
    const ex = EXAMPLES[key] || EXAMPLES.worked;
    return { rules: ctx.preset, players: 2, score: [0, 0], dealer: 1, vira: ex.vira, hands: ex.hands, actions: [] };
  }

  function matchingExample(sc) {
    for (const [key, ex] of Object.entries(EXAMPLES)) {
      if (sc.players === 2 && JSON.stringify(ex.hands) === JSON.stringify(sc.hands) && (!sc.vira || sc.vira === ex.vira)) return key;
    }
    return "custom";
  }

  /** Ask the engine to replay `sc`; on screen only if no newer request was made meanwhile. */
  async function playScenario(sc, { message = "", keepPrefix = false } = {}) {
    const seq = ++cardsSeq;
    let answer;
    let refusal = null;
    if (keepPrefix) ({ result: answer, error: refusal } = await kit.replayPrefix(sc));
    else answer = await kit.ask("replay", { scenario: sc });
    const info = await kit.rulesInfo(answer.scenario.rules);
    if (seq !== cardsSeq) return;
    calls = info.calls;
    applyResult(answer);
    if (refusal) message = [message, tk("error.dropped", { n: refusal.details.index + 1, message: kit.errorText(refusal) })].filter(Boolean).join(" ");
    setCardsMessage(message);
  }

  function applyResult(answer) {
    const focusWasInActions = actionsBox.contains(document.activeElement);
    result = answer;
    scenario = answer.scenario;
    if (scenario.vira) lastVira = scenario.vira;
    ctx.url.set({ s: answer.code });
    cardsRules.textContent = tk("rules", { preset: kit.presetName(scenario.rules) });
    exampleSelect.value = matchingExample(scenario);
    renderCards();
    if (focusWasInActions) {
      const first = actionButtons.querySelector("button");
      (first || (undoButton.disabled ? allInput : undoButton)).focus();
    }
  }

  function renderCards() {
    kit.deck().then((deck) => buildPickers(deck, scenario)).catch(() => {});
    const { node, summary } = kit.handBoard(result);
    board.replaceChildren(node);
    cardsLive.textContent = summary;
    cardsPanel.dataset.finished = String(result.finished);
    cardsPanel.dataset.code = result.code;
    const isCard = (a) => a.startsWith("play ") || a.startsWith("cover ");
    let shown = showAll ? result.legal : result.legal.filter(isCard);
    const onlyOthers = shown.length === 0 && result.legal.length > 0;
    if (onlyOthers) shown = result.legal;
    actionButtons.replaceChildren(
      ...shown.map((action) => {
        const b = button("tlk-button te-action", kit.actionLabel(action, result, calls), guard(() => act(action), showCardsError));
        b.dataset.action = action;
        if (action.startsWith("cover ")) b.classList.add("te-action--cover");
        return b;
      }),
    );
    if (result.finished) actionsTitle.textContent = tk("actions.over");
    else if (onlyOthers) actionsTitle.textContent = tk("actions.others", kit.sp(result.to_act));
    else actionsTitle.textContent = tk("actions.title", kit.sp(result.to_act));
    allInput.checked = showAll;
    undoButton.disabled = scenario.actions.length === 0;
    restartButton.disabled = scenario.actions.length === 0;
  }

  function act(action) {
    return playScenario({ ...scenario, actions: [...scenario.actions, action] });
  }

  undoButton.addEventListener("click", guard(() => playScenario({ ...scenario, actions: scenario.actions.slice(0, -1) }), showCardsError));
  restartButton.addEventListener("click", guard(() => playScenario({ ...scenario, actions: [] }), showCardsError));
  allInput.addEventListener(
    "change",
    guard(() => {
      showAll = allInput.checked;
      ctx.url.set({ all: showAll ? "1" : null });
      if (result) renderCards();
    }, showCardsError),
  );
  exampleSelect.addEventListener(
    "change",
    guard(async () => {
      if (!(exampleSelect.value in EXAMPLES)) return;
      const sc = await kit.underPreset(exampleScenario(exampleSelect.value), ctx.preset, lastVira);
      await playScenario(sc);
    }, showCardsError),
  );
  applyButton.addEventListener(
    "click",
    guard(async () => {
      const sc = { ...scenario, hands: handSelects.map((selects) => selects.map((s) => s.value)), actions: [] };
      if (viraSelect) sc.vira = viraSelect.value;
      else delete sc.vira;
      try {
        await playScenario(sc);
      } catch (err) {
        if (isInfraError(err)) throw err;
        setCardsMessage(tk("error.deal", { message: kit.errorText(err) }));
      }
    }, showCardsError),
  );

  async function loadFromLink(code) {
    try {
      const answer = await kit.ask("replay", { code });
      const info = await kit.rulesInfo(answer.scenario.rules);
      calls = info.calls;
      applyResult(answer);
      setCardsMessage("");
      return;
    } catch (err) {
      if (isInfraError(err)) throw err;
      const index = err.details && Number.isInteger(err.details.index) ? err.details.index : null;
      if (index !== null) {
        // the deal is fine, an action is not: keep the actions the engine accepted
        const decoded = await kit.ask("decode", { code });
        await playScenario(decoded.scenario, { keepPrefix: true });
        return;
      }
      const sc = await kit.underPreset(exampleScenario("worked"), ctx.preset, lastVira);
      await playScenario(sc, { message: tk("error.link", { message: kit.errorText(err) }) });
    }
  }

  async function initCards() {
    showAll = ctx.url.get("all") === "1";
    await kit.deck(); // the card pickers need it
    const code = ctx.url.get("s");
    if (code !== null) await loadFromLink(code);
    else await playScenario(await kit.underPreset(exampleScenario("worked"), ctx.preset, lastVira));
    cardsReady = true;
  }

  async function initOutcomes() {
    const parsed = parseOutcomes(ctx.url.get("o"));
    const k = ctx.url.get("k");
    const badKind = k !== null && !KINDS.includes(k);
    kind = KINDS.includes(k) ? k : "normal";
    await askTies(parsed.outcomes);
    if (parsed.bad) setOutcomeMessage(tk("error.outcomes"));
    else if (badKind) setOutcomeMessage(tk("error.kind"));
  }

  // --- start ---------------------------------------------------------------------------------
  const linkMode = ctx.url.get("m");
  const startMode = linkMode === "cards" || (linkMode === null && ctx.url.get("s") !== null && ctx.url.get("o") === null) ? "cards" : "outcomes";
  showMode(startMode, false);
  if (linkMode !== null && linkMode !== "cards") ctx.url.set({ m: null });
  setCardsMessage("");
  root.dataset.busy = "true";
  await Promise.all([initOutcomes(), initCards()]);
  delete root.dataset.busy;
  root.dataset.answers = "1";
  ctx.ready();

  ctx.onPresetChange(
    guard(async (preset) => {
      const jobs = [askTies(outcomes)];
      if (cardsReady && scenario) {
        jobs.push(
          kit.underPreset(scenario, preset, lastVira).then((sc) =>
            playScenario(sc, { keepPrefix: true, message: tk("rebuilt", { preset: kit.presetName(preset) }) }),
          ),
        );
      }
      await Promise.all(jobs);
    }, showCardsError),
  );
}
