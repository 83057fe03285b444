// Bundles the server into dist/main.js; npm packages stay external, workspace sources are inlined.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@dropforge/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
console.log('server built: server/dist/main.js');
