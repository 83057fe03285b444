/// <reference types="node" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server proxies API calls (the Dropforge server). */
const API = process.env.DROPFORGE_API ?? 'http://localhost:3000';

/** Vendor groups split out of the entry so the browser caches them across deploys. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
  if (id.includes('react-router')) return 'router';
  if (id.includes('@tanstack')) return 'query';
  if (id.includes('i18next')) return 'i18n';
  if (id.includes('@radix-ui') || id.includes('@floating-ui')) return 'radix';
  if (/[\\/]node_modules[\\/](motion|framer-motion|motion-dom|motion-utils)[\\/]/.test(id)) return 'motion';
  return undefined;
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
