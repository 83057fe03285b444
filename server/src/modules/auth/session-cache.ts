import type { Bus } from '../../platform/bus';
import { SESSIONS_REVOKED_CHANNEL, type SessionsRevoked } from '../../platform/ws';

/** The site changed an account's row (name, e-mail, trade URL, referrer…): every instance forgets its sessions. */
export const USERS_CHANGED_CHANNEL = 'internal.users_changed';
export type UsersChanged = { userId: number };

const MAX_ENTRIES = 50_000;

type Entry<T> = { value: T; userId: number; sessionId: number; until: number };

/**
 * Sessions answered from memory for `ttlMs`. An entry is dropped as soon as the bus says its session was revoked or
 * its user changed, on every instance. A look-up that was in flight when such a message arrived is not stored (the
 * generation moved), so a read that began before a revocation cannot put the old row back.
 */
export function createSessionCache<T>(deps: { bus: Bus; ttlMs: number; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const byUser = new Map<number, Set<string>>();
  let generation = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) byUser.delete(entry.userId);
  }

  function forget(what: SessionsRevoked) {
    generation++;
    if (what.userId !== undefined) for (const key of [...(byUser.get(what.userId) ?? [])]) drop(key);
    if (what.sessionIds?.length) {
      const ids = new Set(what.sessionIds);
      for (const [key, entry] of entries) if (ids.has(entry.sessionId)) drop(key);
    }
  }

  const unsubscribe = deps.bus.subscribe((message) => {
    if (message.channel === SESSIONS_REVOKED_CHANNEL) forget(message.data as SessionsRevoked);
    else if (message.channel === USERS_CHANGED_CHANNEL) forget({ userId: (message.data as UsersChanged).userId });
  });

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        drop(key);
        return undefined;
      }
      return entry.value;
    },
    /** The generation to pass to `set` for a look-up starting now. */
    mark: () => generation,
    set(key: string, value: T, ids: { userId: number; sessionId: number }, mark: number) {
      if (deps.ttlMs <= 0 || mark !== generation) return;
      drop(key);
      if (entries.size >= MAX_ENTRIES) drop(entries.keys().next().value as string);
      entries.set(key, { value, ...ids, until: now() + deps.ttlMs });
      const keys = byUser.get(ids.userId) ?? new Set<string>();
      keys.add(key);
      byUser.set(ids.userId, keys);
    },
    /** Drops this instance's entries at once (the bus message that follows does the same everywhere). */
    forget,
    size: () => entries.size,
    close: unsubscribe,
  };
}
