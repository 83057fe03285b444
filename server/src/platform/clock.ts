/**
 * Wall-clock time and timers, injected so that tests can move time instead of sleeping
 * (`server/test/clock.ts`). `at` runs `fn` once when the clock reaches `time` (ms since the epoch; at once
 * when it already has) and answers a function that cancels it.
 */
export interface Clock {
  now(): number;
  at(time: number, fn: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  at(time, fn) {
    const timer = setTimeout(fn, Math.max(0, time - Date.now()));
    // A pending timer never keeps a stopping process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};
