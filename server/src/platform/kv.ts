import type { Redis } from 'ioredis';
import type pg from 'pg';

/**
 * Expiring keys shared by every instance: Redis when configured, otherwise Postgres. All
 * operations are atomic, so a single-use value taken by 100 parallel requests is taken once.
 */
export interface Store {
  readonly kind: 'redis' | 'postgres';
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent (or expired); true when this call set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | undefined>;
  /** Reads and deletes in one step: only one caller ever receives the value. */
  take(key: string): Promise<string | undefined>;
  delete(key: string): Promise<void>;
  /** Increments a counter that expires `ttlMs` after its first increment; returns the new count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Remaining lifetime in ms, or 0 when absent. */
  ttl(key: string): Promise<number>;
}

export function createRedisStore(redis: Redis, prefix: string): Store {
  const k = (key: string) => `${prefix}kv:${key}`;
  return {
    kind: 'redis',
    async set(key, value, ttlMs) {
      await redis.set(k(key), value, 'PX', ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', ttlMs, 'NX')) === 'OK';
    },
    async get(key) {
      return (await redis.get(k(key))) ?? undefined;
    },
    async take(key) {
      return (await redis.getdel(k(key))) ?? undefined;
    },
    async delete(key) {
      await redis.del(k(key));
    },
    async increment(key, ttlMs) {
      const [[, count]] = (await redis.multi().incr(k(key)).pexpire(k(key), ttlMs, 'NX').exec()) as [[null, number]];
      return count;
    },
    async ttl(key) {
      return Math.max(0, await redis.pttl(k(key)));
    },
  };
}

export function createPostgresStore(pool: pg.Pool): Store {
  const q = async <T extends pg.QueryResultRow>(sql: string, params: unknown[]) =>
    (await pool.query<T>(sql, params)).rows;
  const expiry = (ttlMs: number) => new Date(Date.now() + ttlMs);
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    pool.query('delete from kv_entries where expires_at < now()').catch(() => {});
  };
  return {
    kind: 'postgres',
    async set(key, value, ttlMs) {
      sweep();
      await q(
        `insert into kv_entries (key, value, counter, expires_at) values ($1, $2, 0, $3)
         on conflict (key) do update set value = excluded.value, counter = 0, expires_at = excluded.expires_at`,
        [key, value, expiry(ttlMs)],
      );
    },
    async setIfAbsent(key, value, ttlMs) {
      const rows = await q(
        `insert into kv_entries (key, value, counter, expires_at) values ($1, $2, 0, $3)
         on conflict (key) do update set value = excluded.value, counter = 0, expires_at = excluded.expires_at
         where kv_entries.expires_at < now()
         returning key`,
        [key, value, expiry(ttlMs)],
      );
      return rows.length === 1;
    },
    async get(key) {
      const rows = await q<{ value: string }>('select value from kv_entries where key = $1 and expires_at > now()', [
        key,
      ]);
      return rows[0]?.value;
    },
    async take(key) {
      const rows = await q<{ value: string; live: boolean }>(
        'delete from kv_entries where key = $1 returning value, expires_at > now() as live',
        [key],
      );
      return rows[0]?.live ? rows[0].value : undefined;
    },
    async delete(key) {
      await q('delete from kv_entries where key = $1', [key]);
    },
    async increment(key, ttlMs) {
      sweep();
      const rows = await q<{ counter: number }>(
        `insert into kv_entries (key, value, counter, expires_at) values ($1, '', 1, $2)
         on conflict (key) do update set
           counter = case when kv_entries.expires_at < now() then 1 else kv_entries.counter + 1 end,
           expires_at = case when kv_entries.expires_at < now() then excluded.expires_at else kv_entries.expires_at end
         returning counter`,
        [key, expiry(ttlMs)],
      );
      return Number(rows[0]?.counter ?? 0);
    },
    async ttl(key) {
      const rows = await q<{ ms: number }>(
        `select greatest(0, round(extract(epoch from (expires_at - now())) * 1000))::bigint as ms from kv_entries where key = $1`,
        [key],
      );
      return rows[0]?.ms ?? 0;
    },
  };
}
