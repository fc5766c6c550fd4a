// The site's service worker, generated with Workbox's build tools (workbox-build, pinned in
// package.json) after MkDocs has written the site (site_src/hooks/offline.py calls this).
//
//   node site_src/build/make_sw.mjs < CONFIG_JSON   ->  prints {"count": n, "size": bytes, "warnings": [...]}
//
// CONFIG_JSON (written by offline.py):
//   siteDir        the built site
//   cacheId        the precache's name prefix; carries the Pyodide runtime's hash, so that a new
//                  runtime gets a new cache (Workbox deletes the old one on activation)
//   globPatterns   the shell: Material's bundles, the site's JS/CSS, icons, manifests, search
//   runtime        the Pyodide runtime files: precached under their own URLs, not cache-busted
//                  (their version is in cacheId), so the first visit's HTTP cache fills them
//   extra          [{url, revision}]: the engine worker's script, the engine zip and the snapshot
//                  under the exact URLs the page and the worker ask for (worker.js?v=..&s=..&gz=1,
//                  truco.zip?v=<zip hash>, snapshot.bin.gz?s=<snapshot key>): the worker reads
//                  its parameters from its own URL, so its cached copy must carry them; and every
//                  page (en/play/, revision: a hash of its HTML), so that a page never opened
//                  still opens offline, and a worker serves its own build's pages only: a new
//                  build is served whole once its worker takes over, never page by page
//   pagesScript    a script the worker imports (offline.py writes it): deletes the page cache
//                  of older versions
//   data           paths of data the engine fetches on demand (assets/engine/ladder.json): cached
//                  when fetched (cache first: their URLs are versioned), the latest one only
//   dataCache      that cache's name
//
// The worker takes control of open pages on its first install (clientsClaim) and, when it
// replaces an older one, waits until the page asks it to (message {type: "SKIP_WAITING"}: the
// "new version" notice, site_src/js/shell/offline.js).

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { generateSW } from "workbox-build";

const config = JSON.parse(readFileSync(0, "utf-8"));
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const runtime = new RegExp(`^(?:${config.runtime.map(escape).join("|")})$`);

const { count, size, warnings } = await generateSW({
  globDirectory: config.siteDir,
  globPatterns: [...config.globPatterns, ...config.runtime],
  globIgnores: ["**/*.br", "**/*.gz", "**/*.map", "sw.js", "workbox-*.js", "assets/js/worker.js"],
  swDest: join(config.siteDir, "sw.js"),
  cacheId: config.cacheId,
  additionalManifestEntries: config.extra,
  dontCacheBustURLsMatching: runtime,
  maximumFileSizeToCacheInBytes: 64 * 1024 * 1024,
  cleanupOutdatedCaches: true,
  // a page's link parameters (?preset=..., ?s=<position>) open the precached page: the exact URL
  // is looked up first, so the worker's and the engine's versioned URLs still match exactly
  ignoreURLParametersMatching: [/.*/],
  clientsClaim: true,
  skipWaiting: false,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: "production",
  importScripts: [config.pagesScript],
  runtimeCaching: [
    {
      // data the engine fetches on demand (the solved hand with the ladder, Play page only):
      // versioned URLs, so the cached copy is right until the version changes; the latest only
      // (a RegExp: Workbox writes a function's source into the worker, without this scope)
      urlPattern: new RegExp(`(${(config.data || ["/nothing-on-demand"]).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(\\?|$)`),
      handler: "CacheFirst",
      options: { cacheName: config.dataCache || "truco-data", expiration: { maxEntries: 1 } },
    },
  ],
});
console.log(JSON.stringify({ count, size, warnings }));
