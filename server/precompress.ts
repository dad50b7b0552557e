// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of a built site, at the best ratio. The production
// server sends these copies as they are (sirv's brotli and gzip options) instead of compressing on every request,
// and they are smaller than on-the-fly compression makes them (docs/decisions/010-server-compression.md).
// The container build runs it: `npx tsx server/precompress.ts dist`.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
/** Below this, the compressed copy saves less than its headers cost (compression's own threshold). */
const MIN_BYTES = 1024;

export interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** Compresses every text file under `dist` (not the copies of an earlier run); returns what it wrote. */
export function precompress(dist: string): Precompressed {
  const total: Precompressed = { files: 0, bytes: 0, brotliBytes: 0 };
  const entries = readdirSync(resolve(dist), { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT_FILES.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    total.files += 1;
    total.bytes += content.length;
    total.brotliBytes += brotli.length;
  }
  return total;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const dist = process.argv[2] ?? 'dist';
  const done = precompress(dist);
  console.log(
    `Precompressed ${String(done.files)} files in ${dist}: ${String(Math.round(done.bytes / 1024))} KB, ${String(Math.round(done.brotliBytes / 1024))} KB with brotli`,
  );
}
