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
//
// Parts: vira-lookup/view.js (the page parts: picker, notice, summary, result), vira-lookup/render.js
// (an answer drawn), vira-lookup/exercise.js (the exercise's questions); here, the wiring.

import { uniqueId } from "../kit/dom.js";
import { exercise } from "../kit/exercise.js";
import { hasString, linkParams } from "../kit/page.js";
import { rulesInfo } from "../kit/scenario-player.js";
import { cardText, errorText, isEngineDown } from "../kit/words.js";
import { viraQuiz } from "./vira-lookup/exercise.js";
import { drawLookup } from "./vira-lookup/render.js";
import { clearNotice, lookupView, pickedVira, questionFigure, showNotice } from "./vira-lookup/view.js";

const DEFAULT_VIRA = "4h";
const MAX_LINK_TEXT = 60;

/** @param {string} text */
function clip(text) {
  const value = String(text);
  return value.length > MAX_LINK_TEXT ? `${value.slice(0, MAX_LINK_TEXT)}…` : value;
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
  const v = lookupView(ctx, id, deck);

  // --- exercise mode: which rank are the manilhas, which card is the strongest? ---------------
  const quiz = exercise(ctx, {
    name: "vira-lookup",
    explore: v.box,
    question: async (random) => {
      const presetName = t(`preset.${ctx.preset}`);
      const q = await viraQuiz(ctx.ask, random, { rules: ctx.rules, deck, shown: vira, presetName, t });
      return { ...q, figure: questionFigure(ctx, q.vira) };
    },
  });
  root.replaceChildren(quiz.switchNode, v.box, quiz.node);

  // --- state -----------------------------------------------------------------------------------
  let vira = firstRequest.args.vira; // what we ask the engine for (canonical once accepted)
  let token = 0;
  let first = true;

  /** @param {unknown} err */
  const reason = (err) => errorText(err, t, { has: hasString }).text;

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
        showNotice(v, [t("vira-lookup.bad_link", { value: clip(asked), fallback: cardText(DEFAULT_VIRA, t) }), reason(err)]);
        v.notice.dataset.code = /** @type {any} */ (err).code;
        ctx.url.set({ vira: null });
        data = await ctx.ask("manilhas", { rules: preset, vira });
      }
      if (mine !== token) return;
      // keep a vira the engine accepted in its canonical form (a link may say "q♥" for "Qh")
      if (data.vira !== null) vira = data.vira;
      drawLookup(ctx, v, data, preset);
      if (first) {
        first = false;
        ctx.ready();
      }
    } catch (err) {
      if (mine !== token) return;
      if (first) throw err;
      v.summary.textContent = reason(err);
      v.result.replaceChildren();
    } finally {
      if (mine === token) {
        delete root.dataset.busy;
        // how many answers this widget has drawn (tests wait for it to move)
        root.dataset.answers = String(Number(root.dataset.answers || 0) + 1);
      }
    }
  }

  function onPick() {
    vira = pickedVira(v);
    clearNotice(v);
    ctx.url.set({ vira });
    refresh().catch((err) => ctx.fail(err));
  }

  v.rankSelect.addEventListener("change", onPick);
  v.suitSelect.addEventListener("change", onPick);

  ctx.onPresetChange(() => {
    refresh().catch((err) => ctx.fail(err));
    quiz.renew();
  });

  await refresh();
  await quiz.start(linkParams(ctx.url, ["vira", "ex", "q"]));
}
