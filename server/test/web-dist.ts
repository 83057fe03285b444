import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findRoot } from '../src/platform/paths';

/**
 * A small built web app in a temporary folder, made the way `npm run build` makes one: index.html with a
 * module script and a modulepreload, hashed assets, the files of web/public, and the build's precompression.
 */
export async function fakeWebDist(): Promise<{ dir: string; script: string; preload: string; js: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'dropforge-dist-'));
  const root = findRoot();
  cpSync(join(root, 'web', 'public'), dir, { recursive: true });
  mkdirSync(join(dir, 'assets'));
  const js = `export const words = ${JSON.stringify(Array.from({ length: 800 }, (_, i) => `word${i % 37}`))};\n`;
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), js);
  writeFileSync(join(dir, 'assets', 'vendor-XyZ789.js'), js.replace('words', 'more'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Dropforge</title>' +
      '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-XyZ789.js"></head>' +
      `<body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`,
  );
  const { precompress } = (await import(join(root, 'web', 'scripts', 'compress.mjs'))) as {
    precompress: (dist: string) => Promise<number>;
  };
  await precompress(dir);
  return { dir, script: '/assets/index-AbC123.js', preload: '/assets/vendor-XyZ789.js', js };
}
