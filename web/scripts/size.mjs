// Prints the gzipped size of the JavaScript that dist/index.html loads before anything else:
// the entry module plus every modulepreload chunk. Exits 1 when it is over the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 200;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const files = new Set();
for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
  const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
  if (src && /\btype="module"/.test(tag)) files.add(src);
}
for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
  const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
  if (href && /\brel="modulepreload"/.test(tag)) files.add(href);
}

let total = 0;
const rows = [];
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
  total += bytes;
  rows.push(`  ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
if (files.size === 0) {
  console.error('initial JS: no module script found in dist/index.html');
  process.exit(1);
}
console.log(rows.join('\n'));
const kb = total / 1024;
console.log(`initial JS: ${kb.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB)`);
if (kb > LIMIT_KB) process.exit(1);
