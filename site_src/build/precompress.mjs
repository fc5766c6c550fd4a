// Precompressed copies next to the site's files, so that a static host (nginx gzip_static /
// brotli_static, most CDNs) or scripts/dev/serve.py can send them compressed without compressing on
// every request: FILE.gz (gzip -9) and FILE.br (brotli, quality 11), for text-like files and the
// WebAssembly runtime. Archives that are compressed already (zip, .gz) are left alone.
//
//   node site_src/build/precompress.mjs SITE_DIR [CACHE_DIR]
//     -> prints {"files": n, "bytes": raw, "gz": .., "br": .., "cached": n}
//
// Brotli at quality 11 is slow (the 9.6 MB runtime takes seconds): compressed copies are cached
// by content hash in CACHE_DIR (default build/precompress), so a rebuild only compresses what
// changed.

import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|wasm|map|webmanifest|bin)$/;
const MIN_BYTES = 1024;
/** Brotli's best quality takes minutes on the 31 MB snapshot: big files get quality 9 at most. */
const LARGE_BYTES = 12_000_000;
/** TRUCO_BROTLI_QUALITY lowers the quality (the test builds use a fast one; the bytes differ a
 * little, the behaviour not at all). */
const QUALITY = Math.max(1, Math.min(11, Number(process.env.TRUCO_BROTLI_QUALITY || 11)));

const root = process.argv[2];
if (!root) {
  console.error("usage: node site_src/build/precompress.mjs SITE_DIR [CACHE_DIR]");
  process.exit(2);
}
const cache = process.argv[3] || join(dirname(fileURLToPath(import.meta.url)), "..", "..", "build", "precompress");
mkdirSync(cache, { recursive: true });

/** A compressed form of data, from the cache when this content was compressed before. */
function compressed(data, kind, make) {
  const key = createHash("sha256").update(data).digest("hex").slice(0, 32);
  const path = join(cache, `${key}.${kind}`);
  if (existsSync(path)) {
    totals.cached += 1;
    return readFileSync(path);
  }
  const out = make(data);
  writeFileSync(path, out);
  return out;
}

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const totals = { files: 0, bytes: 0, gz: 0, br: 0, cached: 0 };
for (const path of walk(root)) {
  if (!COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const data = readFileSync(path);
  // a .gz the build made already (the snapshot's own fallback) is kept as it is
  const gz = existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`)
    : compressed(data, "gz", (d) => gzipSync(d, { level: 9 }));
  const br = compressed(data, `q${QUALITY}.br`, (d) => brotliCompressSync(d, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: d.length > LARGE_BYTES ? Math.min(9, QUALITY) : QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_SIZE_HINT]: d.length,
    },
  }));
  // keep a compressed copy only where it is smaller than the file itself
  if (gz.length < data.length && !existsSync(`${path}.gz`)) writeFileSync(`${path}.gz`, gz);
  if (br.length < data.length) writeFileSync(`${path}.br`, br);
  totals.files += 1;
  totals.bytes += data.length;
  totals.gz += Math.min(gz.length, data.length);
  totals.br += Math.min(br.length, data.length);
}
process.stdout.write(JSON.stringify(totals));
