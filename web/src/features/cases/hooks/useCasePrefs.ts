import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';

/** localStorage keys of the case page's toggles. */
export const SOUND_KEY = 'cases.sound';
export const FAST_KEY = 'cases.fast';

function read(key: string, fallback: boolean): boolean {
  const value = storage.get(key);
  return value === null ? fallback : value === '1';
}

/** A boolean preference remembered in localStorage. */
function usePref(key: string, fallback: boolean): [boolean, (next: boolean) => void] {
  const [value, setValue] = useState(() => read(key, fallback));
  const set = useCallback(
    (next: boolean) => {
      storage.set(key, next ? '1' : '0');
      setValue(next);
    },
    [key],
  );
  return [value, set];
}

/** Sound (on by default) and fast mode (off by default), remembered across visits. */
export function useCasePrefs() {
  const [sound, setSound] = usePref(SOUND_KEY, true);
  const [fast, setFast] = usePref(FAST_KEY, false);
  return { sound, setSound, fast, setFast };
}
