// @ts-check
// Snapshot or plain boot of the engine (worker.js), by the bandwidth its first downloads measure.
//
// The memory snapshot (6.6 MB compressed) spares Pyodide's own start, about 1.5 s of CPU on the
// machine the figures below come from and several seconds on a slow phone, but on a first visit
// it has to be downloaded on top of the runtime: on a slow link a plain boot is ready first
// (scripts/bench/bench_site.py, 4G column). Once the engine's zip has arrived, the worker asks
// bootChoice with what the snapshot's download has done so far; a repeat visit finds the snapshot
// already there and always restores it.

/** Measured on the machine the benchmarks run on (2 cores): the probe's time, and how much
 * longer a plain boot takes than a restore from the snapshot (engine ready, cold, on localhost:
 * 2.63 s plain against 1.13 s from the snapshot). */
export const REFERENCE = { probeMs: 1, plainExtraS: 1.5 };

/**
 * How long a plain boot would take beyond a restore on this device, from the probe's time:
 * the reference's, scaled by how much slower (or faster) this device ran the probe.
 * @param {number} probeMs @returns {number} seconds, from 1 to 10
 */
export function plainExtraSeconds(probeMs) {
  const scaled = REFERENCE.plainExtraS * (probeMs / REFERENCE.probeMs);
  return Number.isFinite(scaled) ? Math.min(10, Math.max(1, scaled)) : REFERENCE.plainExtraS;
}

/**
 * A fixed piece of integer work, timed: the fastest of eight short runs, in milliseconds (the
 * first ones warm the JIT; on a shared machine single runs vary threefold, the fastest little).
 * @param {() => number} now a clock in milliseconds
 */
export function cpuProbe(now) {
  let best = Infinity;
  let h = 0x811c9dc5;
  for (let run = 0; run < 8; run++) {
    const started = now();
    for (let i = 0; i < 1_000_000; i++) h = Math.imul(h ^ (i & 0xff), 16777619) >>> 0;
    best = Math.min(best, now() - started);
  }
  return h === 0.5 ? -1 : best; // h is used, so the loop is not dropped (it is never 0.5)
}

/**
 * "plain" when the snapshot's download would still take longer than the plain boot's extra
 * work, at the rate everything downloaded so far came in; "snapshot" otherwise, and whenever
 * the download's size is unknown or it is already complete.
 * @param {{received: number, total: number | null, otherBytes: number, elapsedS: number,
 *   plainExtraS: () => number}} measured
 *   received / total: the snapshot's compressed bytes so far and in all; otherBytes: what else
 *   came in meanwhile (the engine's zip); elapsedS: seconds since the downloads began;
 *   plainExtraS: the plain boot's extra seconds, asked only when the download is still going
 * @returns {"snapshot" | "plain"}
 */
export function bootChoice({ received, total, otherBytes, elapsedS, plainExtraS }) {
  if (total === null || !(total > 0) || received >= total) return "snapshot";
  const rate = (received + otherBytes) / elapsedS; // bytes per second on this link
  if (!(rate > 0) || !Number.isFinite(rate)) return "snapshot";
  return (total - received) / rate > plainExtraS() ? "plain" : "snapshot";
}

/**
 * The engine worker's address: the build's worker URL (its ?v=, ?s=, ?l=) resolved against the
 * site's root, with ?gz=1 where the site's service worker can run (the snapshot then comes as
 * snapshot.bin.gz, the copy it precaches: one download serves this boot and every later one).
 * The service worker precaches the worker's script under exactly this address.
 * @param {{root: URL, worker: string, serviceWorkers: boolean}} where
 * @returns {URL}
 */
export function workerAddress({ root, worker, serviceWorkers }) {
  const url = new URL(worker, root);
  if (serviceWorkers) url.searchParams.set("gz", "1");
  return url;
}

/**
 * The engine worker's name, which carries a developer's choice of boot for the tab
 * (sessionStorage "truco.engine-boot": "snapshot" or "plain", over the worker's measure of the
 * link; the browser tests use it) without touching the address the offline cache keeps.
 * @param {string | null} boot @returns {string}
 */
export function workerName(boot) {
  return boot === "snapshot" || boot === "plain" ? `${WORKER_PREFIX}:${boot}` : WORKER_PREFIX;
}

/** The boot a worker's name asks for, or null (the worker measures). @param {string} name @returns {"snapshot" | "plain" | null} */
export function nameBoot(name) {
  const [prefix, boot] = name.split(":");
  return prefix === WORKER_PREFIX && (boot === "snapshot" || boot === "plain") ? boot : null;
}

const WORKER_PREFIX = "truco-engine";
