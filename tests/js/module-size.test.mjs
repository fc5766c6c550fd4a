// @ts-check
// The site's JavaScript stays in small modules (node --test): none under site_src/js is over
// MAX_LINES lines. A module that grows past it is split along its seams, the way chessground is
// (CONTRIBUTING.md, "How to add a widget": state, render, events in the widget's folder).

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";

import { ROOT } from "./helpers.mjs";

const JS = join(ROOT, "site_src", "js");
/** The longest a module may be (lines, as `wc -l` counts them). */
const MAX_LINES = 330;

/** @param {string} dir @returns {string[]} */
function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

test(`no site module is over ${MAX_LINES} lines`, () => {
  const all = modules(JS);
  assert.ok(all.length > 100, "the site's modules are found");
  const long = all
    .map((path) => ({ path: relative(ROOT, path), lines: (readFileSync(path, "utf8").match(/\n/g) || []).length }))
    .filter((m) => m.lines > MAX_LINES)
    .map((m) => `${m.path}: ${m.lines}`);
  assert.deepEqual(long, [], "split it along its seams (CONTRIBUTING.md, 'How to add a widget')");
});
