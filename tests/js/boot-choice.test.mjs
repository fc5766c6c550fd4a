// @ts-check
// Snapshot or plain boot (site_src/js/kit/boot-choice.js): a plain boot only when the snapshot's
// download would still take longer than the plain boot's extra work at the measured rate; the
// snapshot whenever its size is unknown, it is complete or nothing was measured. The browser test
// (tests/browser/test_offline.py) throttles a first visit and checks the worker's choice.

import assert from "node:assert/strict";
import { test } from "node:test";

import { REFERENCE, bootChoice, cpuProbe, nameBoot, plainExtraSeconds, workerAddress, workerName } from "../../site_src/js/kit/boot-choice.js";

const MB = 1_000_000;
const extra = (/** @type {number} */ s) => () => s;

test("a slow link boots plainly, a fast one restores the snapshot", () => {
  // 4G, 9 Mbit/s: 1.1 MB/s; after 0.5 s the zip (0.25 MB) and 0.3 MB of the snapshot's 6.6 MB
  const slow = { received: 0.3 * MB, total: 6.6 * MB, otherBytes: 0.25 * MB, elapsedS: 0.5, plainExtraS: extra(1.5) };
  assert.equal(bootChoice(slow), "plain"); // 6.3 MB at 1.1 MB/s: 5.7 s, more than 1.5 s
  // 100 Mbit/s: 12 MB/s; after 0.1 s, 0.95 MB of the snapshot
  const fast = { received: 0.95 * MB, total: 6.6 * MB, otherBytes: 0.25 * MB, elapsedS: 0.1, plainExtraS: extra(1.5) };
  assert.equal(bootChoice(fast), "snapshot"); // 5.65 MB at 12 MB/s: 0.5 s
});

test("a slower device needs a slower link before a plain boot pays", () => {
  // 20 Mbit/s (2.5 MB/s): 2.6 s of snapshot left; a plain boot costs 1.5 s here, 6 s on a slow phone
  const measured = { received: 0.5 * MB, total: 6.6 * MB, otherBytes: 0.25 * MB, elapsedS: 0.3 };
  assert.equal(bootChoice({ ...measured, plainExtraS: extra(1.5) }), "plain");
  assert.equal(bootChoice({ ...measured, plainExtraS: extra(6) }), "snapshot");
});

test("the snapshot whenever the download is done, its size unknown or nothing was measured", () => {
  let asked = 0;
  const count = () => { asked += 1; return 1.5; };
  const base = { received: 0, total: 6.6 * MB, otherBytes: 0, elapsedS: 0.5, plainExtraS: count };
  assert.equal(bootChoice({ ...base, received: 6.6 * MB }), "snapshot");
  assert.equal(bootChoice({ ...base, total: null }), "snapshot");
  assert.equal(bootChoice({ ...base, total: 0 }), "snapshot");
  assert.equal(bootChoice({ ...base, elapsedS: 0, otherBytes: 0.25 * MB }), "snapshot");
  assert.equal(bootChoice(base), "snapshot"); // no byte yet: no rate to judge by
  assert.equal(asked, 0, "the device is probed only when the download is still going");
});

test("the plain boot's extra time scales with the probe, within bounds", () => {
  assert.equal(plainExtraSeconds(REFERENCE.probeMs), REFERENCE.plainExtraS);
  assert.equal(plainExtraSeconds(REFERENCE.probeMs * 4), REFERENCE.plainExtraS * 4);
  assert.equal(plainExtraSeconds(REFERENCE.probeMs / 100), 1);
  assert.equal(plainExtraSeconds(REFERENCE.probeMs * 100), 10);
  assert.equal(plainExtraSeconds(Number.NaN), REFERENCE.plainExtraS);
});

test("the probe times real work with the clock it is given", () => {
  let t = 0;
  const clock = () => (t += 2); // every reading 2 ms later: each run takes 2 ms
  assert.equal(cpuProbe(clock), 2);
  const ms = cpuProbe(() => performance.now());
  assert.ok(ms > 0 && ms < 1000, `probe took ${ms} ms`);
});

test("the worker's address is the build's (gz where a service worker runs); a developer's boot goes in its name", () => {
  const root = new URL("https://example.org/truco/");
  const worker = "assets/js/worker.js?v=abc&s=key";
  const plainPage = workerAddress({ root, worker, serviceWorkers: false });
  assert.equal(plainPage.href, "https://example.org/truco/assets/js/worker.js?v=abc&s=key");
  const offlinePage = workerAddress({ root, worker, serviceWorkers: true });
  assert.equal(offlinePage.href, "https://example.org/truco/assets/js/worker.js?v=abc&s=key&gz=1",
    "exactly what the service worker precaches");
  for (const boot of /** @type {const} */ (["snapshot", "plain"])) assert.equal(nameBoot(workerName(boot)), boot);
  // anything else in storage is not a boot: the worker measures the link
  for (const boot of ["", "fast", "SNAPSHOT", "plain ", null]) assert.equal(nameBoot(workerName(boot)), null);
  assert.equal(nameBoot("other:snapshot"), null);
});
