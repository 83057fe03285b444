import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof matchMedia === 'undefined') return () => {};
      const list = matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => typeof matchMedia !== 'undefined' && matchMedia(query).matches,
    () => false,
  );
}
