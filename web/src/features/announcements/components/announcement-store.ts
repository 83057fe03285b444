import { useSyncExternalStore } from 'react';
import { dayStamp, storage } from '../../../lib/storage';

/** localStorage key of the day the announcement was last shown (spec §4: the popup opens once per day). */
export const NOTICE_DAY_KEY = 'notice_day';

let open = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the announcement popup is open: shared by the header button, the home page and the popup itself. */
export function useAnnouncementOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}

/** Opens (or closes) the popup; opening stamps the day, so the automatic opening does not come again today. */
export function setAnnouncementOpen(next: boolean): void {
  if (next) storage.set(NOTICE_DAY_KEY, dayStamp());
  if (open === next) return;
  open = next;
  emit();
}

/** Whether today's announcement was already shown (by itself or by the button). */
export function seenToday(): boolean {
  return storage.get(NOTICE_DAY_KEY) === dayStamp();
}

/** Opens the popup unless it was already shown today; answers whether it did. */
export function openOncePerDay(): boolean {
  if (seenToday()) return false;
  setAnnouncementOpen(true);
  return true;
}

/** Tests: back to closed. */
export function resetAnnouncementStore(): void {
  open = false;
  emit();
}
