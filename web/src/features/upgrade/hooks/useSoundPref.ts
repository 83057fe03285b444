import { useCallback, useState } from 'react';
import { storage } from '../../../lib/storage';

export const SOUND_KEY = 'upgrade.sound';

/** Wheel sound on/off (on by default), remembered across visits. */
export function useSoundPref(): [boolean, (next: boolean) => void] {
  const [sound, setSound] = useState(() => storage.get(SOUND_KEY) !== '0');
  const set = useCallback((next: boolean) => {
    storage.set(SOUND_KEY, next ? '1' : '0');
    setSound(next);
  }, []);
  return [sound, set];
}
