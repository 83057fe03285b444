// The web build is always a production build: NODE_ENV configures the server only. A shell that
// exports NODE_ENV=development (as `NODE_ENV=development npm start` does) would otherwise make Vite
// bundle React's development build. Then every text asset is precompressed and the size gate runs.
process.env.NODE_ENV = 'production';

const { dirname, join } = await import('node:path');
const { fileURLToPath } = await import('node:url');
const { build } = await import('vite');
const { precompress } = await import('./compress.mjs');
const { checkSize } = await import('./size.mjs');

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
await build({ root: web, mode: 'production', logLevel: 'warn' });
const dist = join(web, 'dist');
const written = await precompress(dist);
console.log(`precompressed ${written} files (.br, .gz)`);
if (!checkSize(dist)) process.exit(1);
