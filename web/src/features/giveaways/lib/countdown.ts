/** The giveaway countdown ticks every 1001 ms (spec §9). */
export const COUNTDOWN_TICK_MS = 1001;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The end has passed (or the room has ended): every part is 0. */
  over: boolean;
}

const ZERO: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };

/** Days, hours, minutes and seconds left until `end` (ISO); zeros when over, ended or without an end. */
export function countdownParts(end: string | null, now: number, ended = false): CountdownParts {
  if (ended || !end) return ZERO;
  const ms = Date.parse(end) - now;
  if (!Number.isFinite(ms) || ms <= 0) return ZERO;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: false,
  };
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Compact "04:05:09" of a card, after "{days}" (translated by the caller) when a day or more is left. */
export function shortCountdown(parts: CountdownParts, days: (n: number) => string): string {
  const clock = `${pad2(parts.hours)}:${pad2(parts.minutes)}:${pad2(parts.seconds)}`;
  return parts.days > 0 ? `${days(parts.days)} ${clock}` : clock;
}
