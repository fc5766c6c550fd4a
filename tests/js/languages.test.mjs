// @ts-check
// The header's language links (site_src/js/shell/languages.js): the section the reader is at is
// kept when the language changes. Headings differ by language; the outline does not.

import assert from "node:assert/strict";
import { test } from "node:test";

import { matchingSection } from "../../site_src/js/shell/languages.js";

const h = (/** @type {string} */ id, level = "H2") => ({ id, level });
const EN = [h("rounds-and-ties", "H1"), h("up-to-three-rounds"), h("three-ties", "H3"), h("when-the-hand-is-decided")];
const ES = [h("bazas-y-pardas", "H1"), h("hasta-tres-bazas"), h("tres-pardas", "H3"), h("cuando-queda-decidida-la-mano")];

test("a section is found at the same place of a translation with the same outline", () => {
  assert.equal(matchingSection("three-ties", EN, ES), "tres-pardas");
  assert.equal(matchingSection("when-the-hand-is-decided", EN, ES), "cuando-queda-decidida-la-mano");
});

test("an id shared by every language is kept as it is", () => {
  const en = [...EN, h("your-set")];
  const es = [...ES.slice(0, 2), h("your-set")];
  assert.equal(matchingSection("your-set", en, es), "your-set");
});

test("no guess when the outlines differ or the id is not a heading here", () => {
  assert.equal(matchingSection("three-ties", EN, ES.slice(0, 3)), null);
  assert.equal(matchingSection("three-ties", EN, [...ES.slice(0, 2), h("tres-pardas", "H2"), ES[3]]), null);
  assert.equal(matchingSection("nowhere", EN, ES), null);
});
