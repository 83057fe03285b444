import { useSyncExternalStore } from 'react';

/**
 * The bell's unread count: the login data's `unread` first, then every newer figure (a `notification` event on the
 * player's channel, a list or mark-as-read answer), so a late profile reload never puts back an older count.
 */
let unread: number | null = null;
let owner: number | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function setUnread(value: number) {
  if (!Number.isInteger(value) || value < 0 || value === unread) return;
  unread = value;
  emit();
}

/** The signed-in player's count from the login data, taken only when no newer figure exists for that player. */
export function seedUnread(userId: number | null, value: number | undefined) {
  if (userId !== owner) {
    owner = userId;
    unread = null;
  }
  if (unread === null && typeof value === 'number') setUnread(value);
}

export function useUnread(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread ?? 0,
    () => unread ?? 0,
  );
}
