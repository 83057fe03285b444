import { describe } from 'vitest';

export type StoreName = 'postgres' | 'redis';

/**
 * `describe(title, body)` once per store behind the key-value port (`%s` in the title names it). Without REDIS_URL
 * the Redis suite is still declared and reported as skipped, so a run without Redis shows what it left out.
 */
export function describeStores(title: string, body: (name: StoreName) => void): void {
  for (const name of ['postgres', 'redis'] as const) {
    describe.skipIf(name === 'redis' && !process.env.REDIS_URL)(title.replace('%s', name), () => body(name));
  }
}
