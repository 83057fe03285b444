import type { Redis } from 'ioredis';

/** Counts open websocket connections across every instance. */
export interface Presence {
  report(localCount: number): Promise<void>;
  total(): Promise<number>;
  close(): Promise<void>;
}

export function createMemoryPresence(): Presence {
  let count = 0;
  return {
    async report(n) {
      count = n;
    },
    async total() {
      return count;
    },
    async close() {},
  };
}

const STALE_MS = 30_000;

/** Each instance writes `count:timestamp` under its id; entries older than 30 s are ignored and pruned. */
export function createRedisPresence(redis: Redis, prefix: string, instanceId: string): Presence {
  const KEY = `${prefix}online`;
  return {
    async report(n) {
      await redis.hset(KEY, instanceId, `${n}:${Date.now()}`);
    },
    async total() {
      const entries = await redis.hgetall(KEY);
      const now = Date.now();
      let sum = 0;
      for (const [id, value] of Object.entries(entries)) {
        const [count, at] = value.split(':').map(Number);
        if (now - (at ?? 0) > STALE_MS) await redis.hdel(KEY, id);
        else sum += count ?? 0;
      }
      return sum;
    },
    async close() {
      await redis.hdel(KEY, instanceId).catch(() => {});
      await redis.quit().catch(() => {});
    },
  };
}
