import { useEffect, useState } from 'react';
import { nextReminder, REALITY_EVENT, REALITY_KEY, realityMinutes, sessionStart } from '../lib/reality-check';
import Reminder from './RealityReminder';

/**
 * The reality check (mounted lazily by the layout for signed-in players): every chosen number of minutes since
 * this tab's session started, a dialog says how long they have been playing. Client-side only; the choice is
 * kept in this browser (set on `/my`). The dialog's entrance respects reduced motion (`Dialog` is motion-safe).
 */
export default function RealityCheck() {
  const [minutes, setMinutes] = useState(realityMinutes);
  const [shown, setShown] = useState<number | null>(null);
  // The session starts with the tab's first page load, whatever the interval chosen later.
  const [start] = useState(() => sessionStart());

  useEffect(() => {
    const follow = (event?: Event) => {
      if (event instanceof StorageEvent && event.key !== REALITY_KEY) return;
      setMinutes(realityMinutes());
    };
    window.addEventListener(REALITY_EVENT, follow);
    window.addEventListener('storage', follow);
    return () => {
      window.removeEventListener(REALITY_EVENT, follow);
      window.removeEventListener('storage', follow);
    };
  }, []);

  useEffect(() => {
    if (!minutes) return;
    let timer: number | undefined;
    const arm = () => {
      const due = nextReminder(start, minutes, Date.now());
      timer = window.setTimeout(
        () => {
          setShown(Math.round((Date.now() - start) / 60_000));
          arm();
        },
        Math.min(due - Date.now(), 2_147_000_000),
      );
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [minutes, start]);

  return shown === null ? null : <Reminder played={shown} onClose={() => setShown(null)} />;
}
