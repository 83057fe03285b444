import { useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage';

/** Spec §2: the promotion badge's collapsed state is remembered. '1' collapsed, '0' open. */
export const PROMO_COLLAPSED_KEY = 'promo_badge_collapsed';

const listeners = new Set<() => void>();
let collapsed = storage.get(PROMO_COLLAPSED_KEY) === '1';

export function setPromoCollapsed(next: boolean): void {
  collapsed = next;
  storage.set(PROMO_COLLAPSED_KEY, next ? '1' : '0');
  for (const listener of listeners) listener();
}

/** One state shared by the header chip, the phone dock and the layout's bottom padding. */
export function usePromoCollapsed(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => collapsed,
    () => collapsed,
  );
}
