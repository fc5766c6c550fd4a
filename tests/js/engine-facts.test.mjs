// @ts-check
// The site's JavaScript keeps no copy of the engine's lists (node --test): no module under
// site_src/js writes out the coach's grades, the bots, the presets or the order of the ranks (the
// engine's: the page data's catalog and presets, the `rules` answer's deck). The lists to look for
// are read from the engine, so a new grade, bot or preset is looked for too.

import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test } from "node:test";

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

/** The engine's lists, from CPython: every grade, every bot, every preset, the ranks in deck order. */
function engineLists() {
  const python = process.env.PYTHON || join(ROOT, ".venv", "bin", "python");
  const script = [
    "import json",
    "from truco.bots import BOTS",
    "from truco.coach.grades import GRADE_NAMES",
    "from truco.core.rules import PRESETS",
    "from truco.web import handle",
    "deck = json.loads(handle(json.dumps({'op': 'rules', 'args': {'rules': 'paulista'}})))['result']['deck']",
    "ranks = list(dict.fromkeys(card[:-1] for card in deck))",
    "print(json.dumps({'grades': list(GRADE_NAMES), 'bots': list(BOTS), 'presets': list(PRESETS), 'ranks': ranks}))",
  ].join("\n");
  const text = execFileSync(python, ["-c", script], { env: { ...process.env, PYTHONPATH: join(ROOT, "engine") }, encoding: "utf8" });
  return /** @type {{grades: string[], bots: string[], presets: string[], ranks: string[]}} */ (JSON.parse(text));
}

/**
 * A module's code without its comments (strings and template literals kept as they are).
 * @param {string} text
 */
function code(text) {
  return text.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
    (match, literal) => literal ?? "");
}

/** The strings quoted in a piece of code. @param {string} text */
function quoted(text) {
  return [...text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$\\]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/**
 * The places in a module's code that name at least `least` of a list's items: an array literal
 * (a list kept in JavaScript), or one line (a list spelled out as comparisons).
 * @param {string} text @param {string[]} items @param {number} least
 * @param {(names: string[]) => boolean} [also] a further condition on the names found
 */
function listed(text, items, least, also = () => true) {
  const places = [...text.matchAll(/\[[^[\]]*\]/g)].map((m) => m[0]).concat(text.split("\n"));
  return places.filter((place) => {
    const names = [...new Set(quoted(place).filter((s) => items.includes(s)))];
    return names.length >= least && also(names);
  });
}

test("no site module keeps a copy of the engine's grades, bots, presets or rank order", () => {
  const lists = engineLists();
  assert.ok(lists.grades.length >= 5 && lists.bots.length >= 5 && lists.presets.length >= 3 && lists.ranks.length === 10);
  const order = lists.ranks.join("");
  const found = [];
  for (const path of modules(JS)) {
    const text = code(readFileSync(path, "utf8"));
    const where = relative(ROOT, path);
    for (const place of listed(text, lists.grades, 3)) found.push(`${where}: grades ${place.trim()}`);
    for (const place of listed(text, lists.bots, 2)) found.push(`${where}: bots ${place.trim()}`);
    for (const place of listed(text, lists.presets, 2)) found.push(`${where}: presets ${place.trim()}`);
    // ranks: four or more, two of them face cards or aces (a list of numbers is not the deck's)
    const faces = lists.ranks.filter((r) => /[A-Z]/.test(r));
    for (const place of listed(text, lists.ranks, 4, (names) => names.filter((n) => faces.includes(n)).length >= 2)) {
      found.push(`${where}: ranks ${place.trim()}`);
    }
    // or the order written as one string ("4567QJKA23")
    for (const s of quoted(text)) {
      for (let i = 0; i + 5 <= order.length; i += 1) {
        if (s.includes(order.slice(i, i + 5))) found.push(`${where}: rank order "${s}"`);
      }
    }
  }
  assert.deepEqual(found, [], "read them from the engine: kit/page.js catalog() (grades, bots), the page data's presets, "
    + "kit/cards.js ranksOf(the rules answer's deck)");
});

test("the check finds such copies", () => {
  const lists = engineLists();
  const text = code(`// a comment naming "best", "good", "mistake" is fine
const GRADES = ["best", "good", "inaccuracy", "mistake", "blunder"];
const bad = g === "inaccuracy" || g === "mistake" || g === "blunder";
const STRENGTHS = ["random", "heuristic"];
const url = "http://example.invalid/"; const P = ["paulista", "mineiro"];
const RANKS = ["4", "5", "6", "7", "Q", "J", "K", "A", "2", "3"];
const players = ["1", "2", "3", "4"];`);
  assert.equal(listed(text, lists.grades, 3).length, 2 + 1, "the array, its line, the comparisons");
  assert.ok(!text.includes("a comment"));
  assert.equal(listed(text, lists.bots, 2).length, 2);
  assert.equal(listed(text, lists.presets, 2).length, 2);
  const faces = (/** @type {string[]} */ names) => names.filter((n) => /[A-Z]/.test(n)).length >= 2;
  assert.equal(listed(text, lists.ranks, 4, faces).length, 2, "the ranks, not the players");
});
