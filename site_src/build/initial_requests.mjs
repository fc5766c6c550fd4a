// The requests each widget makes when it opens in a given state, asked of the widgets' own
// modules (their exported, pure `initialRequests({preset, params, data})`; `data`: the widget
// element's own data attributes, e.g. {lesson: "covering"}): the site build answers
// them with the engine and embeds the answers in the page (site_src/hooks/prerender.py).
//
//   echo '{"states": [{"widget": "vira-lookup", "preset": "paulista", "params": {}}], "answers": {}}' \
//     | node site_src/build/initial_requests.mjs
//   -> [{"widget": ..., "preset": ..., "params": ..., "requests": [{op, args}, ...] | null}]
//
// A widget without initialRequests answers null (it waits for the engine as before). Some first
// requests depend on an earlier answer (a linked scenario's rules): `answers` (by request key,
// kit/protocol.js requestKey) holds the answers known so far, and the build asks again with more
// until no new request appears (site_src/hooks/prerender.py).

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { requestKey } from "../js/kit/protocol.js";

const WIDGETS = join(dirname(fileURLToPath(import.meta.url)), "..", "js", "widgets");

const { states, answers } = JSON.parse(readFileSync(0, "utf8"));
const answered = (/** @type {{op: string, args: object}} */ request) => answers[requestKey(request.op, request.args)];
const modules = new Map();
const out = [];
for (const state of states) {
  if (!/^[a-z][a-z0-9-]*$/.test(state.widget)) throw new Error(`bad widget name ${state.widget}`);
  if (!modules.has(state.widget)) {
    modules.set(state.widget, await import(pathToFileURL(join(WIDGETS, `${state.widget}.js`)).href));
  }
  const make = modules.get(state.widget).initialRequests;
  const requests = typeof make === "function"
    ? make({ preset: state.preset, params: state.params || {}, data: state.data || {} }, answered) : null;
  out.push({ ...state, requests });
}
process.stdout.write(JSON.stringify(out));
