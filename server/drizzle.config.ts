import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/src/platform/*.schema.ts', './server/src/modules/*/*.schema.ts'],
  out: './server/migrations',
});
