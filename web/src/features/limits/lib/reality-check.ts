/** The player's reality-check interval in minutes (0: off), kept in this browser. */
export const REALITY_KEY = 'reality_check_minutes';
/** When this browser session started playing (ms), kept for the tab's life. */
const START_KEY = 'reality_check_start';
/** Fired on this window when the choice changes, so the running timer follows at once. */
export const REALITY_EVENT = 'dropforge:reality-check';
export const REALITY_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;

/** localStorage without `lib/storage`: this module loads with the layout's lazy timer, which stays tiny. */
function stored(): string | null {
  try {
    return localStorage.getItem(REALITY_KEY);
  } catch {
    return null;
  }
}

export function realityMinutes(): number {
  const value = Number(stored());
  return (REALITY_CHOICES as readonly number[]).includes(value) ? value : 0;
}

export function setRealityMinutes(minutes: number) {
  try {
    localStorage.setItem(REALITY_KEY, String(minutes));
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  window.dispatchEvent(new Event(REALITY_EVENT));
}

/** The session's start: the first page load of this tab (sessionStorage), now when unavailable. */
export function sessionStart(now = Date.now()): number {
  try {
    const stored = Number(sessionStorage.getItem(START_KEY));
    if (stored > 0 && stored <= now) return stored;
    sessionStorage.setItem(START_KEY, String(now));
  } catch {
    /* storage unavailable: this page load starts the session */
  }
  return now;
}

/** The next reminder after `now`: every `minutes` since the session started. */
export function nextReminder(start: number, minutes: number, now: number): number {
  const step = minutes * 60_000;
  return start + (Math.floor((now - start) / step) + 1) * step;
}
