// Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, so the server sends
// them as they are (no compression work per request). Files that do not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ico|webmanifest|map)$/;
// Even tiny files: a compressed answer is never larger (checked below), and every script goes out encoded.
const MIN_BYTES = 1;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Precompresses every compressible file under `dist`; returns how many files got compressed copies. */
export async function precompress(dist) {
  const jobs = [];
  for (const path of walk(dist)) {
    if (statSync(path).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const bytes = readFileSync(path);
        const [br, gzipped] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gz(bytes, { level: 9 }),
        ]);
        if (br.length >= bytes.length) return 0;
        writeFileSync(`${path}.br`, br);
        if (gzipped.length < bytes.length) writeFileSync(`${path}.gz`, gzipped);
        return 1;
      })(),
    );
  }
  return (await Promise.all(jobs)).reduce((a, b) => a + b, 0);
}
