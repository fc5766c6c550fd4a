// @ts-check
// The tie-explorer widget's pure parts (node --test): reading its links, the requests it makes,
// the result box it words from the engine's real `ties` answers (every sequence a reader can
// click, every preset and kind of hand, es/pt/en), and the card panel's view of real `replay`
// answers (kit/scenario-view.js). The browser test checks what only a browser shows.

import assert from "node:assert/strict";
import { test } from "node:test";

import { handModel } from "../../site_src/js/kit/hand-model.js";
import { moveSentence } from "../../site_src/js/kit/moves.js";
import { cardChoices } from "../../site_src/js/kit/scenario-panel.js";
import { actionLabel, capitalize, explain, pointsText, teamText } from "../../site_src/js/kit/words.js";
import { cardRequests, exampleRequest } from "../../site_src/js/widgets/tie-explorer/cards.js";
import { readOutcomes, resultLines, writeOutcomes } from "../../site_src/js/widgets/tie-explorer/outcomes.js";
import { initialRequests, readState } from "../../site_src/js/widgets/tie-explorer.js";
import { engine, LANGUAGES, translator } from "./helpers.mjs";

const PLACEHOLDER = /\{\w+\}/;
const PRESETS = ["paulista", "paulista-fpt", "mineiro"];
const WORKED = { rules: "paulista", players: 2, score: [0, 0], dealer: 1, vira: "7d",
  hands: [["3c", "Kh", "4s"], ["3h", "Ks", "Qd"]], actions: [] };

/** Every sequence of round results a reader can click (depth first): decided ones end a branch. */
function sequences() {
  /** @type {(number | null)[][]} */
  const all = [];
  const visit = (/** @type {(number | null)[]} */ prefix) => {
    for (const o of [0, 1, null]) {
      const seq = [...prefix, o];
      all.push(seq);
      if (seq.length < 3) visit(seq);
    }
  };
  visit([]);
  return all;
}

test("links: round results, kind of hand, mode; unreadable parts fall back and are reported", () => {
  assert.deepEqual(readOutcomes(undefined), { outcomes: [null, 1], bad: false });
  assert.deepEqual(readOutcomes("none"), { outcomes: [], bad: false });
  assert.deepEqual(readOutcomes("t-m-o"), { outcomes: [null, 0, 1], bad: false });
  for (const hostile of ["<script>alert(1)</script>", "M-M-M-M", "X"]) {
    assert.deepEqual(readOutcomes(hostile), { outcomes: [null, 1], bad: true }, hostile);
  }
  assert.equal(writeOutcomes([null, 0, 1]), "T-M-O");
  assert.equal(writeOutcomes([]), "none");
  assert.equal(readState({}).mode, "outcomes");
  assert.equal(readState({ s: "v1.x" }).mode, "cards", "a scenario code alone opens the cards");
  assert.equal(readState({ s: "v1.x", o: "M" }).mode, "outcomes");
  assert.equal(readState({ s: "v1.x", o: "M", m: "cards" }).mode, "cards");
  assert.deepEqual([readState({ k: "<b>" }).kind, readState({ k: "<b>" }).badKind], ["normal", true]);
  assert.deepEqual([readState({ k: "iron" }).kind, readState({ k: "iron" }).badKind], ["iron", false]);
  assert.equal(readState({ all: "1" }).all, true);
});

test("the first requests: the rules, the round results, the deck and the deal (and its rules)", () => {
  assert.deepEqual(initialRequests({ preset: "mineiro", params: { o: "T-T", k: "eleven" } }), [
    { op: "rules", args: { rules: "mineiro" } },
    { op: "ties", args: { rules: "mineiro", outcomes: [null, null], kind: "eleven" } },
    { op: "rules", args: { rules: "paulista" } },
    exampleRequest("mineiro"),
    { op: "rules", args: { rules: "mineiro" } },
  ]);
  // the reader's rules with options go to the engine; the preset's name stays the preset's
  const options = { preset: "paulista", three_ties: "dealer" };
  const [rules, ties] = initialRequests({ preset: "paulista", rules: options, params: {} });
  assert.deepEqual([rules.args.rules, ties.args.rules], [options, options]);
  // a linked deal: its rules are asked once the engine has answered it
  const open = { op: "replay", args: { code: "v1.code", prefix: true } };
  assert.deepEqual(cardRequests({ preset: "paulista", params: { s: "v1.code" } }).slice(1), [open]);
  const answered = () => ({ scenario: { rules: "mineiro" } });
  assert.deepEqual(cardRequests({ preset: "paulista", params: { s: "v1.code" } }, answered).slice(1),
    [open, { op: "rules", args: { rules: "mineiro" } }]);
  // the engine carries the example to the preset: no vira in mineiro, the same vira elsewhere
  const [mineiro, fpt] = engine([exampleRequest("mineiro"), exampleRequest("paulista-fpt", "ties")]);
  assert.equal(mineiro.scenario.vira, undefined);
  assert.equal(mineiro.scenario.rules, "mineiro");
  assert.equal(fpt.scenario.vira, "2d");
});

test("the result box words every ties answer, with the engine's numbers, in every language", () => {
  const kinds = ["normal", "eleven", "iron"];
  const seqs = sequences();
  /** @type {{op: string, args: any}[]} */
  const requests = [];
  for (const preset of PRESETS) {
    requests.push({ op: "rules", args: { rules: preset } });
    for (const kind of kinds) for (const outcomes of [[], ...seqs]) requests.push({ op: "ties", args: { rules: preset, outcomes, kind } });
  }
  const answers = engine(requests);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    let i = 0;
    for (const preset of PRESETS) {
      const { options } = answers[i++];
      for (const kind of kinds) {
        for (const outcomes of [[], ...seqs]) {
          const answer = answers[i++];
          assert.ok(!answer.error, JSON.stringify(answer.error));
          const lines = resultLines(answer, kind, t, options.eleven_at);
          const where = `${lang} ${preset} ${kind} ${JSON.stringify(outcomes)}`;
          for (const line of lines) assert.ok(line && !PLACEHOLDER.test(line), `${where}: ${line}`);
          if (!answer.decided) {
            assert.equal(lines.length, 1, where);
            continue;
          }
          assert.ok(lines[0].includes(String(answer.after)), where);
          if (answer.winner === null) assert.equal(lines[1], t("tie-explorer.result.nobody"), where);
          else {
            assert.ok(lines[1].includes(capitalize(teamText(answer.winner, t, 4))), `${where}: ${lines[1]}`);
            assert.ok(lines[1].includes(pointsText(answer.points, t)), `${where}: ${lines[1]}`);
            if (kind === "eleven") assert.ok(lines[1].includes(String(options.eleven_at)), `${where}: ${lines[1]}`);
          }
          assert.ok(lines[2].includes(explain(answer.ruling, t, { players: 4 })), where);
          assert.equal(lines.length, 3 + answer.unplayed, `${where}: the rounds not played`);
        }
      }
    }
    assert.deepEqual(missing, []);
  }
});

test("the hand of eleven is named with the preset's threshold (10 in mineiro), never a fixed 11", () => {
  const [mineiro, paulista] = engine([{ op: "rules", args: { rules: "mineiro" } }, { op: "rules", args: { rules: "paulista" } }]);
  assert.equal(mineiro.options.eleven_at, 10);
  for (const lang of LANGUAGES) {
    const t = translator(lang);
    for (const kind of ["eleven", "iron"]) {
      const label = t(`tie-explorer.kind.${kind}`, { at: mineiro.options.eleven_at });
      assert.ok(label.includes("10") && !label.includes("11"), `${lang}: ${label}`);
      assert.ok(t(`tie-explorer.kind.${kind}`, { at: paulista.options.eleven_at }).includes("11"));
    }
    for (const key of Object.keys(t.table).filter((k) => k.startsWith("tie-explorer."))) {
      assert.ok(!/\b1[01]\b/.test(t.table[key]), `${lang} ${key} fixes a threshold: ${t.table[key]}`);
    }
  }
});

test("the card panel offers the engine's card plays, or every legal move; the last move in words", () => {
  const [start, raised, done, covered, opponent] = engine([
    { op: "replay", args: { scenario: WORKED } },
    { op: "replay", args: { scenario: { ...WORKED, actions: ["raise"] } } },
    { op: "replay", args: { scenario: { ...WORKED, actions: ["play 3c", "play 3h", "play Kh", "play Qd"] } } },
    { op: "replay", args: { scenario: { ...WORKED, actions: ["play 3c", "play 3h", "cover Kh"] } } },
    { op: "replay", args: { scenario: { ...WORKED, actions: ["play 3c", "play 3h", "cover Kh"] }, viewer: 1 } },
  ]);
  for (const lang of LANGUAGES) {
    const missing = [];
    const t = translator(lang, missing);
    const m = handModel(start);
    assert.deepEqual(cardChoices(m).map((c) => c.action), start.legal.filter((a) => a.startsWith("play ")));
    assert.deepEqual(cardChoices(m, true).map((c) => c.action), start.legal);
    // a raise waits for an answer: no card to play, so the answers are offered
    assert.deepEqual(cardChoices(handModel(raised)).map((c) => c.action), raised.legal);
    assert.deepEqual(cardChoices(handModel(done)), []);
    // the last move in words; a covered card is not named in the opponent's view
    const step = covered.history[covered.history.length - 1];
    assert.equal(step.meaning, "cover");
    assert.ok(moveSentence(handModel(covered), t).includes(actionLabel(step, t)));
    const hidden = moveSentence(handModel(opponent), t);
    assert.ok(!hidden.includes("K♥") && hidden.includes(t("action.cover-hidden")), hidden);
    assert.deepEqual(missing, []);
  }
});
