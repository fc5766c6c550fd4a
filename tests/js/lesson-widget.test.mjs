// @ts-check
// Lesson 1's real hand in Node against the engine (tests/js/widget-harness.mjs): when the
// opponent gives the hand up before its rounds are played out (the hint's truco, which the
// random bot may run from), the lesson says so and points to the same deal again.

import assert from "node:assert/strict";
import { after, test } from "node:test";

import { strings } from "./helpers.mjs";
import { widgetLab } from "./widget-harness.mjs";

const lab = widgetLab();
after(() => lab.close());

test("a hand won because the opponent ran from the truco says the rounds were not played, and how to see them", async () => {
  for (const lang of ["es", "pt", "en"]) {
    const s = strings(lang);
    const w = await lab.open("lesson", { lang, query: "lesson.step=play" });
    // the learner calls truco until the hand ends (the seed's random bot runs at once)
    for (let i = 0; i < 4 && w.root.dataset.hand === "playing"; i += 1) {
      const raise = w.root.querySelector('.truco-lesson__options [data-action="raise"]');
      if (!raise) break;
      await w.do(() => w.click('.truco-lesson__options [data-action="raise"]'));
    }
    assert.equal(w.root.dataset.hand, "won", lang);
    const text = w.text(".truco-lesson__feedback");
    assert.ok(text.includes(s["lesson.play.won"]), text);
    const early = s["lesson.play.won-early"].replace("{again}", s["lesson.play.again"]);
    assert.ok(text.includes(early), `${lang}: ${text}`);
  }
});
