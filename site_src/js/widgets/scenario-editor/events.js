// @ts-check
// scenario-editor's controls made once (layout.js): the rules, players, score and dealer menus,
// the question's kind, seat, title and note, the links' language, and the box that opens a link or
// code.
// Each one changes the state through changes.js.

import { isEngineDown } from "../../kit/words.js";
import { nextEmpty, withPlayers } from "../../kit/teach/draft.js";
import { readLink } from "../../kit/teach/links.js";
import { change, makePuzzle, openSource, replay, setRules } from "./changes.js";
import { drawAll, drawLinks, say, syncUrl, warn } from "./render.js";
import { MAX_NOTE, MAX_TITLE, usesVira } from "./state.js";

/** @param {import("./state.js").Editor} w */
export function bindControls(w) {
  const { s, ui, ctx } = w;
  const { t } = ctx;
  ui.presetSelect.input.addEventListener("change", () => setRules(w, ui.presetSelect.input.value));
  ui.playersSelect.input.addEventListener("change", () => change(w, async () => {
    s.draft = withPlayers(s.draft, Number(ui.playersSelect.input.value));
    s.question.show = s.question.show.filter((x) => x < s.draft.players);
    if (s.question.seat >= s.draft.players) s.question.seat = 0;
    s.active = nextEmpty(s.draft, usesVira(s), null);
    await replay(w);
    say(w, t("editor.players-set", { n: s.draft.players }));
  }));
  for (const [team, field] of [[0, ui.score0], [1, ui.score1]]) {
    const which = /** @type {number} */ (team);
    const control = /** @type {{input: HTMLSelectElement}} */ (field);
    control.input.addEventListener("change", () => change(w, async () => {
      const score = [...s.draft.score];
      score[which] = Number(control.input.value);
      s.draft = { ...s.draft, score };
      await replay(w);
    }));
  }
  ui.dealerSelect.input.addEventListener("change", () => change(w, async () => {
    s.draft = { ...s.draft, dealer: Number(ui.dealerSelect.input.value) };
    await replay(w);
  }));
  ui.kindSelect.input.addEventListener("change", () => {
    s.question.kind = ui.kindSelect.input.value;
    makePuzzle(w);
  });
  ui.seatSelect.input.addEventListener("change", () => {
    s.question.seat = Number(ui.seatSelect.input.value);
    s.question.show = s.question.show.filter((x) => x !== s.question.seat);
    makePuzzle(w);
  });
  typed(w, ui.titleInput, ui.titleCount, "title", MAX_TITLE);
  typed(w, ui.noteInput, ui.noteCount, "note", MAX_NOTE);
  ui.langSelect.input.addEventListener("change", () => {
    s.linkLang = ui.langSelect.input.value;
    drawLinks(w);
  });
  ui.openForm.addEventListener("submit", (event) => {
    event.preventDefault();
    const found = readLink(ui.openInput.value);
    if (found.problem) {
      ui.openSaid.textContent = t(`editor.open.${found.problem}`);
      return;
    }
    const source = found.scenario ? { scenario: found.scenario } : { puzzle: /** @type {string[]} */ (found.puzzles)[0] };
    const more = found.puzzles && found.puzzles.length > 1 ? ` ${t("editor.open.first-of", { n: found.puzzles.length })}` : "";
    w.run(async () => {
      warn(w, "");
      try {
        await openSource(w, source);
      } catch (err) {
        if (isEngineDown(err)) throw err;
        ui.openSaid.textContent = t("editor.open.refused", { why: w.reason(err) });
        return;
      }
      drawAll(w);
      syncUrl(w);
      ui.openSaid.textContent = t("editor.open.done") + more;
      say(w, ui.openSaid.textContent);
    })();
  });
}

/**
 * The teacher's words as they type them (the title or the note): counted at once, and checked by
 * the engine once the typing pauses (it makes the puzzle again, or says why it cannot).
 * @param {import("./state.js").Editor} w @param {HTMLInputElement | HTMLTextAreaElement} input
 * @param {HTMLElement} count @param {"title" | "note"} key @param {number} max
 */
function typed(w, input, count, key, max) {
  const { s, ctx } = w;
  input.addEventListener("input", () => {
    s.question[key] = input.value.slice(0, max);
    count.textContent = ctx.t("editor.question.count", { n: s.question[key].length, max });
    clearTimeout(s.textTimer);
    s.textTimer = window.setTimeout(() => {
      makePuzzle(w).then(() => {
        if (document.activeElement !== input) return;
        const end = input.value.length;
        input.setSelectionRange(end, end);
      });
    }, 400);
  });
}
