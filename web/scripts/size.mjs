// The size gate: the JavaScript dist/index.html loads before anything else (the entry module plus every
// modulepreload chunk), brotli-compressed as the server sends it. Fails over the budget.
// Also runnable on its own: `node scripts/size.mjs`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** KB (1024 bytes) of initial JS on the wire, brotli. */
export const LIMIT_KB = 170;

/** The module scripts and modulepreloads of index.html, as paths under dist. */
export function initialScripts(html) {
  const files = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && /\btype="module"/.test(tag)) files.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/.test(tag)) files.add(href);
  }
  return [...files];
}

function brotliSize(path) {
  if (existsSync(`${path}.br`)) return readFileSync(`${path}.br`).length;
  return brotliCompressSync(readFileSync(path), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** Prints the initial JS per file (brotli and gzip) and returns whether it is within the budget. */
export function checkSize(dist) {
  const files = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (files.length === 0) {
    console.error('initial JS: no module script found in dist/index.html');
    return false;
  }
  let br = 0;
  let gz = 0;
  const rows = [];
  for (const file of files) {
    const path = join(dist, file.replace(/^\//, ''));
    const b = brotliSize(path);
    const g = gzipSync(readFileSync(path), { level: 9 }).length;
    br += b;
    gz += g;
    rows.push(`  ${(b / 1024).toFixed(1).padStart(7)} KB br ${(g / 1024).toFixed(1).padStart(7)} KB gz  ${file}`);
  }
  console.log(rows.join('\n'));
  const kb = br / 1024;
  console.log(
    `initial JS: ${kb.toFixed(1)} KB brotli, ${(gz / 1024).toFixed(1)} KB gzip, ${files.length} files (limit ${LIMIT_KB} KB brotli)`,
  );
  if (kb > LIMIT_KB) console.error(`initial JS is over the ${LIMIT_KB} KB budget: split the entry further`);
  return kb <= LIMIT_KB;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  if (!checkSize(dist)) process.exit(1);
}
