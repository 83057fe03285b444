import type { Clock } from '../src/platform/clock';

export type ManualClock = Clock & {
  /** Moves time forward by `ms`, running every timer that falls due, in order of their time. */
  advance(ms: number): void;
  /** Timers not yet run. */
  pending(): number;
};

/** A clock that only moves when told to (starts at the real time, so database timestamps stay comparable). */
export function createManualClock(start = Date.now()): ManualClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, { time: number; fn: () => void }>();
  return {
    now: () => now,
    at(time, fn) {
      const id = ++seq;
      timers.set(id, { time, fn });
      return () => void timers.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.time <= until)
          .sort((a, b) => a[1].time - b[1].time || a[0] - b[0])[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].time);
        due[1].fn();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
