import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { describeStores, type StoreName } from '../../test/stores';
import { createPostgresStore, createRedisStore, type Store } from './kv';

let app: TestApp;
let redis: Redis | undefined;
const stores: Record<StoreName, () => Store> = {
  postgres: () => createPostgresStore(app.database.pool),
  redis: () => createRedisStore(redis!, `test:kv:${randomBytes(4).toString('hex')}:`),
};

beforeAll(async () => {
  app = await startTestApp();
  if (process.env.REDIS_URL) redis = new Redis(process.env.REDIS_URL);
});
afterAll(async () => {
  await redis?.quit();
  await app?.close();
});

describeStores('%s store', (name) => {
  const make = stores[name];
  it('gives a single-use value to exactly one of 100 parallel takers', async () => {
    const store = make();
    await store.set('once', 'secret', 10_000);
    const results = await Promise.all(Array.from({ length: 100 }, () => store.take('once')));
    expect(results.filter((r) => r === 'secret')).toHaveLength(1);
    expect(await store.get('once')).toBeUndefined();
  });

  it('lets one of many parallel callers set a key that is absent', async () => {
    const store = make();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.setIfAbsent('nonce', String(i), 10_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('expires values and counters', async () => {
    const store = make();
    await store.set('short', 'v', 50);
    expect(await store.increment('count', 50)).toBe(1);
    expect(await store.increment('count', 50)).toBe(2);
    await new Promise((r) => setTimeout(r, 120));
    expect(await store.get('short')).toBeUndefined();
    expect(await store.take('short')).toBeUndefined();
    expect(await store.increment('count', 50)).toBe(1);
    expect(await store.setIfAbsent('short', 'again', 1000)).toBe(true);
  });

  it('counts parallel increments exactly', async () => {
    const store = make();
    await Promise.all(Array.from({ length: 60 }, () => store.increment('hits', 10_000)));
    expect(await store.increment('hits', 10_000)).toBe(61);
    expect(await store.ttl('hits')).toBeGreaterThan(5_000);
  });
});
