import { useEffect, useState } from 'react';

/** How long a button that asks twice waits for its second press. */
export const CONFIRM_MS = 4000;

/** The armed state of a button that asks twice: armed by the first press, disarmed after `ms` on its own. */
export function useArmed(ms = CONFIRM_MS) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const timer = setTimeout(() => setArmed(false), ms);
    return () => clearTimeout(timer);
  }, [armed, ms]);
  return { armed, arm: () => setArmed(true), disarm: () => setArmed(false) };
}
