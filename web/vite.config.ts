/// <reference types="node" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server proxies API calls (the Dropforge server). */
const API = process.env.DROPFORGE_API ?? 'http://localhost:3000';

/**
 * Vendor chunks, split out of the entry so the browser keeps them across deploys. The libraries every page
 * loads share one chunk (brotli compresses one file better than five: about 4 KB less on the wire); the
 * reel's animation library loads with the pages that use it.
 */
function vendorChunk(id: string): string | undefined {
  // The class-name joiner is shared by the entry and lazy pages; alone it would be a chunk too small to compress.
  if (/[\\/]src[\\/]components[\\/]ui[\\/]cx\.ts$/.test(id)) return 'vendor';
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](motion|framer-motion|motion-dom|motion-utils)[\\/]/.test(id)) return 'motion';
  // React, the router, TanStack Query, i18next and Radix with their helpers: all of them load on every page.
  return 'vendor';
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API, changeOrigin: true },
      '/healthz': { target: API, changeOrigin: true },
      '/dev': { target: API, changeOrigin: true },
      '/ws': { target: API, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        manualChunks: vendorChunk,
      },
    },
  },
});
