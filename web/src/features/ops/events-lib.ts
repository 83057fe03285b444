import type { EventCost, OpsEvent, OpsSchedule } from '@dropforge/shared/contract/ops-promotions';
import type { PillTone } from '../../components/ui/Pill';
import { when } from './format';

/** What an event is doing now, from its switch, schedule and end. */
export type EventState = 'running' | 'scheduled' | 'disabled' | 'ended';

export function eventState(event: Pick<OpsEvent, 'enabled' | 'running' | 'ended_at'>): EventState {
  if (event.ended_at) return 'ended';
  if (!event.enabled) return 'disabled';
  return event.running ? 'running' : 'scheduled';
}

export const EVENT_TONES: Record<EventState, PillTone> = {
  running: 'money',
  scheduled: 'info',
  disabled: 'neutral',
  ended: 'danger',
};

/** ISO weekdays 1 (Monday) … 7 (Sunday). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A weekday's short name in the console's language (1 = Monday); 2024-01-01 was a Monday. */
export function weekdayName(day: number, tag: string): string {
  const date = new Date(Date.UTC(2024, 0, day, 12));
  try {
    return new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(date);
  } catch {
    return String(day);
  }
}

/** A schedule as one line; `always` is the caller's translated word. */
export function scheduleText(schedule: OpsSchedule, tag: string, always: string): string {
  if (schedule.type === 'always') return always;
  if (schedule.type === 'dates') return `${when(schedule.from, tag)} → ${when(schedule.to, tag)}`;
  const days = [...schedule.days].sort((a, b) => a - b).map((d) => weekdayName(d, tag));
  return `${days.join(', ')} · ${schedule.from}–${schedule.to}`;
}

/** The cost of a participant-day at level 0 and at the highest level priced. */
export function costEnds(cost: EventCost): { base: number | null; top: { level: number; amount: number } | null } {
  const levels = [...cost.per_day].sort((a, b) => a.level - b.level);
  const base = levels.find((l) => l.level === 0)?.amount ?? levels[0]?.amount ?? null;
  return { base, top: levels.length > 1 ? (levels[levels.length - 1] ?? null) : null };
}

export const EVENT_KEY = /^[a-z0-9][a-z0-9-]{1,47}$/;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/**
 * A free key for a copy of `key`: `key-2`, `key-3`… (a copy's own `-2` is replaced, a year like `-2026` kept; cut to
 * the 48 characters a key may have).
 */
export function suggestKey(key: string, taken: ReadonlySet<string>): string {
  const stem = key.replace(/-\d{1,2}$/, '');
  for (let n = 2; n < 1000; n++) {
    const suffix = `-${n}`;
    const candidate = `${stem.slice(0, 48 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${stem.slice(0, 40)}-${Date.now().toString(36).slice(-6)}`;
}

export type Parsed =
  | { ok: true; definition: Record<string, unknown> }
  | { ok: false; problem: 'empty' | 'object' | 'syntax'; detail?: string };

/** Parses the definition typed in the textarea: an object, or why it is not one (`detail`: the parser's words). */
export function parseDefinition(text: string): Parsed {
  if (!text.trim()) return { ok: false, problem: 'empty' };
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false, problem: 'object' };
    return { ok: true, definition: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, problem: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
}
