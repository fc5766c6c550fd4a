// @ts-check
// Puzzles that lead on: the next puzzle after an answer (the next unsolved of the same topic and
// level, then onwards, from the engine's real listing), and how the puzzles page's two widgets
// talk without importing each other (kit/teach/flow.js: window events).

import assert from "node:assert/strict";
import { test } from "node:test";

import { onOpen, onRecordChange, openHere, openOnClick, recordChanged } from "../../site_src/js/kit/teach/flow.js";
import { emptyRecord, galleryItems, galleryOrder, nextPuzzle, nextUnsolved, recordEnding } from "../../site_src/js/kit/teach/solved.js";
import { engine } from "./helpers.mjs";

const [LISTING] = engine([{ op: "puzzle_list", args: {} }]);
const ITEMS = galleryItems(LISTING);

/** A record where `ids` were solved. @param {string[]} ids */
function solved(ids) {
  return ids.reduce((r, id) => recordEnding(r, id, { status: "solved", misses: 1 }), emptyRecord());
}

/** The ids of a topic's level, in gallery order. @param {string} topic @param {number} level */
function group(topic, level) {
  return ITEMS.filter((p) => p.topic === topic && p.level === level).map((p) => p.id);
}

test("the gallery's items come in gallery order: by topic, then by level", () => {
  assert.deepEqual(ITEMS.map((p) => p.id), galleryOrder(LISTING));
  assert.equal(ITEMS.length, LISTING.puzzles.length);
  assert.ok(ITEMS.every((p) => typeof p.topic === "string" && typeof p.level === "number"));
});

test("the next puzzle: the next unsolved of the same topic and level, wrapping round within them", () => {
  // a topic level with three puzzles or more, none its topic's last
  const topic = LISTING.topics.find((/** @type {string} */ t) => group(t, 2).length >= 3 && ITEMS.some((p) => p.topic === t && p.level === 3));
  assert.ok(topic, "a topic with three puzzles of level 2 and one of level 3");
  const [a, b, c] = group(topic, 2);
  const order = galleryOrder(LISTING);
  // from the last of the level, with the first unsolved: back to it, not on to level 3
  assert.equal(nextPuzzle(ITEMS, solved([b]), c), a);
  assert.notEqual(nextUnsolved(order, solved([b]), c), a); // gallery order alone would move on
  // the rest of the level solved: on to the topic's next level
  const level3 = group(topic, 3)[0];
  assert.equal(nextPuzzle(ITEMS, solved([a, b]), c), level3);
  // the puzzle itself is never next, even when it is not solved
  assert.notEqual(nextPuzzle(ITEMS, emptyRecord(), a), a);
  assert.equal(nextPuzzle(ITEMS, emptyRecord(), a), b);
});

test("the next puzzle: onwards through the topics, wrapping round; none when all are solved", () => {
  const order = galleryOrder(LISTING);
  const last = order[order.length - 1];
  const lastItem = ITEMS[ITEMS.length - 1];
  const mates = group(lastItem.topic, lastItem.level);
  // the last level of the last topic solved but for the last puzzle: back to the first puzzle
  assert.equal(nextPuzzle(ITEMS, solved(mates.filter((id) => id !== last)), last), order[0]);
  // no puzzle named (a plain open, a teacher's code): the first unsolved in gallery order
  assert.equal(nextPuzzle(ITEMS, emptyRecord(), null), order[0]);
  assert.equal(nextPuzzle(ITEMS, solved(order.slice(0, 3)), "Q1abcdef"), order[3]);
  assert.equal(nextPuzzle(ITEMS, solved(order), order[4]), null);
  assert.equal(nextPuzzle(ITEMS, solved(order.filter((id) => id !== order[4])), order[4]), null);
});

/** Window events in Node: the page's `addEventListener` and friends on one EventTarget. */
function withWindow() {
  const target = new EventTarget();
  const g = /** @type {any} */ (globalThis);
  g.addEventListener = target.addEventListener.bind(target);
  g.removeEventListener = target.removeEventListener.bind(target);
  g.dispatchEvent = target.dispatchEvent.bind(target);
}

test("the gallery opens puzzles in the page's puzzle widget, or lets its link go", () => {
  withWindow();
  assert.equal(openHere(["ties-1"]), false); // no puzzle widget on the page: the link is followed
  const root = /** @type {any} */ ({ isConnected: true });
  /** @type {string[][]} */
  const opened = [];
  onOpen(root, (refs) => opened.push(refs));
  assert.equal(openHere(["ties-1", "ties-2"]), true);
  assert.deepEqual(opened, [["ties-1", "ties-2"]]);
  onOpen(root, (refs) => opened.push(["again", ...refs])); // mounted again: one listener, the new one
  openHere(["manilhas-1"]);
  assert.deepEqual(opened.at(-1), ["again", "manilhas-1"]);
  assert.equal(opened.length, 2);
  assert.equal(openHere([]), false); // nothing to open: the link is followed

  // a plain left click is taken; with a modifier key or another button the browser opens the link
  let prevented = 0;
  let stopped = 0;
  const click = (/** @type {Record<string, unknown>} */ more) => /** @type {any} */ ({
    button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false,
    preventDefault() { prevented += 1; }, stopPropagation() { stopped += 1; }, ...more,
  });
  openOnClick(click({}), ["ties-3"]);
  assert.deepEqual([prevented, stopped], [1, 1]); // not on to the site's instant navigation either
  openOnClick(click({ ctrlKey: true }), ["ties-3"]);
  openOnClick(click({ button: 1 }), ["ties-3"]);
  assert.deepEqual([prevented, stopped], [1, 1]);
  assert.equal(opened.length, 3);

  root.isConnected = false; // the widget left the page (instant navigation)
  assert.equal(openHere(["ties-1"]), false);
});

test("the puzzle widget tells the gallery on its page that the record changed", () => {
  withWindow();
  const gallery = /** @type {any} */ ({ isConnected: true });
  let heard = 0;
  onRecordChange(gallery, () => { heard += 1; });
  recordChanged();
  recordChanged();
  assert.equal(heard, 2);
  gallery.isConnected = false;
  recordChanged();
  assert.equal(heard, 2);
});
