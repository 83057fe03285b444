import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../platform/bus';
import { SESSIONS_REVOKED_CHANNEL } from '../../platform/ws';
import { createSessionCache, USERS_CHANGED_CHANNEL } from './session-cache';

describe('session cache', () => {
  const make = (ttlMs = 1000) => {
    let now = 0;
    const bus = createMemoryBus();
    const cache = createSessionCache<string>({ bus, ttlMs, now: () => now });
    return { bus, cache, tick: (ms: number) => (now += ms) };
  };

  it('answers until the time to live, then forgets', () => {
    const { cache, tick } = make();
    cache.set('k', 'alice', { userId: 1, sessionId: 10 }, cache.mark());
    expect(cache.get('k')).toBe('alice');
    tick(999);
    expect(cache.get('k')).toBe('alice');
    tick(1);
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('forgets on the bus: a revoked session, all sessions of a user, a changed user', async () => {
    const { bus, cache } = make();
    cache.set('a1', 'a', { userId: 1, sessionId: 10 }, cache.mark());
    cache.set('a2', 'a', { userId: 1, sessionId: 11 }, cache.mark());
    cache.set('b1', 'b', { userId: 2, sessionId: 20 }, cache.mark());
    await bus.publish({ channel: SESSIONS_REVOKED_CHANNEL, event: 'revoked', data: { sessionIds: [10] } });
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')]).toEqual([undefined, 'a', 'b']);
    await bus.publish({ channel: USERS_CHANGED_CHANNEL, event: 'changed', data: { userId: 1 } });
    expect([cache.get('a2'), cache.get('b1')]).toEqual([undefined, 'b']);
    await bus.publish({ channel: SESSIONS_REVOKED_CHANNEL, event: 'revoked', data: { userId: 2 } });
    expect(cache.size()).toBe(0);
  });

  it('does not store a look-up that began before a revocation', () => {
    const { cache } = make();
    const mark = cache.mark();
    cache.forget({ sessionIds: [10] });
    cache.set('k', 'stale', { userId: 1, sessionId: 10 }, mark);
    expect(cache.get('k')).toBeUndefined();
  });

  it('stores nothing with a time to live of 0', () => {
    const { cache } = make(0);
    cache.set('k', 'alice', { userId: 1, sessionId: 10 }, cache.mark());
    expect(cache.get('k')).toBeUndefined();
  });
});
