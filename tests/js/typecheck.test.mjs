// @ts-check
// Every module of the site is type-checked: each starts with // @ts-check (tsconfig.json checks
// only the files that opt in), and every widget module imports in Node (no DOM at module level:
// the site build asks them for their first requests).

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

import { ROOT } from "./helpers.mjs";

const JS = join(ROOT, "site_src", "js");

/** @param {string} dir @returns {string[]} */
function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith(".js") ? [path] : [];
  });
}

test("every site module opts into the type check", () => {
  const unchecked = modules(JS).filter((path) => !readFileSync(path, "utf8").startsWith("// @ts-check"));
  assert.deepEqual(unchecked, []);
});

test("every widget module imports without a DOM and names its first requests", async () => {
  const widgets = readdirSync(join(JS, "widgets")).filter((name) => name.endsWith(".js"));
  assert.ok(widgets.length >= 7);
  for (const name of widgets) {
    const module = await import(pathToFileURL(join(JS, "widgets", name)).href);
    assert.equal(typeof module.default, "function", `${name} exports its mount`);
    if (name !== "engine-status.js") assert.equal(typeof module.initialRequests, "function", name);
  }
});

test("no widget imports another widget", () => {
  const widgets = join(JS, "widgets");
  const entries = new Set(readdirSync(widgets).filter((n) => n.endsWith(".js")).map((n) => join(widgets, n)));
  /** @type {Map<string, Set<string>>} a widget's own folder -> the widgets whose modules import it */
  const users = new Map();
  for (const path of modules(widgets)) {
    const folder = path.slice(widgets.length + 1).split("/")[0];
    for (const [, spec] of readFileSync(path, "utf8").matchAll(/from\s+"(\.[^"]+)"/g)) {
      const target = resolve(dirname(path), spec);
      if (!target.startsWith(widgets + "/")) continue;
      assert.ok(!entries.has(target), `${path} imports the widget ${spec}`);
      const used = target.slice(widgets.length + 1).split("/")[0];
      const by = entries.has(path) ? path : folder;
      if (!users.has(used)) users.set(used, new Set());
      /** @type {Set<string>} */ (users.get(used)).add(by.endsWith(".js") ? by : `${used}`);
    }
  }
  for (const [folder, by] of users) {
    const widgetsUsing = [...by].filter((b) => b.endsWith(".js"));
    assert.ok(widgetsUsing.length <= 1, `widgets/${folder}/ is shared by ${widgetsUsing.join(", ")}`);
  }
});
