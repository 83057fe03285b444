import { describe, expect, it } from 'vitest';
import { COUNTDOWN_TICK_MS, countdownParts, shortCountdown } from './countdown';
import { conditionKey, isClosing, joinState, pollInterval, stateKey } from './room';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const iso = (ms: number) => new Date(NOW + ms).toISOString();
const room = (patch: Partial<Parameters<typeof joinState>[0]> = {}) => ({
  state: 1,
  joined: false,
  end_time: iso(3_600_000),
  time_slot_end: iso(3_600_000),
  people_target: null,
  total_people: 3,
  conditions: { ticket: null, min_deposit: null, vip: null, password: false, invite_code: false },
  host: null,
  ...patch,
});
const viewer = { signedIn: true, vip: 0, pending: false, now: NOW };

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(iso(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 900), NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      over: false,
    });
    expect(shortCountdown(countdownParts(iso(65_000), NOW), (d) => `${d}d`)).toBe('00:01:05');
    expect(shortCountdown(countdownParts(iso(90_000_000), NOW), (d) => `${d}d`)).toBe('1d 01:00:00');
  });
  it('shows zeros when over, ended or without an end', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, over: true };
    expect(countdownParts(iso(-1000), NOW)).toEqual(zero);
    expect(countdownParts(iso(60_000), NOW, true)).toEqual(zero);
    expect(countdownParts(null, NOW)).toEqual(zero);
  });
  it('ticks every 1001 ms (spec §9)', () => expect(COUNTDOWN_TICK_MS).toBe(1001));
});

describe('joinState', () => {
  it('walks sign in → join → joining → joined', () => {
    expect(joinState(room(), { ...viewer, signedIn: false })).toBe('signIn');
    expect(joinState(room(), viewer)).toBe('join');
    expect(joinState(room(), { ...viewer, pending: true })).toBe('joining');
    expect(joinState(room({ joined: true }), viewer)).toBe('joined');
  });
  it('lets a host look at, not join, their own room', () => {
    const hosted = room({ host: { user_id: 7, name: 'Host', avatar: '' } });
    expect(joinState(hosted, { ...viewer, userId: 7 })).toBe('host');
    expect(joinState(hosted, { ...viewer, userId: 8 })).toBe('join');
  });
  it('says what a VIP room takes', () => {
    const vip = room({ conditions: { ...room().conditions, vip: 3 } });
    expect(joinState(vip, { ...viewer, vip: 2 })).toBe('vip');
    expect(joinState(vip, { ...viewer, vip: 3 })).toBe('join');
  });
  it('closes when the time is up, the target is met, the draw runs or the room ended', () => {
    expect(joinState(room({ end_time: iso(-1), time_slot_end: iso(-1) }), viewer)).toBe('drawing');
    expect(joinState(room({ end_time: null, time_slot_end: null, people_target: 3 }), viewer)).toBe('drawing');
    expect(joinState(room({ state: 2 }), viewer)).toBe('drawing');
    expect(joinState(room({ state: 2, joined: true }), viewer)).toBe('joined');
    expect(joinState(room({ state: 3, joined: true }), viewer)).toBe('ended');
    expect(joinState(room({ state: 4 }), viewer)).toBe('ended');
    expect(isClosing(room({ end_time: null, time_slot_end: null, people_target: 10 }), NOW)).toBe(false);
  });
});

describe('pollInterval', () => {
  it('asks every 10 s while open, every 2 s near the end and while drawing, never once drawn', () => {
    expect(pollInterval(room(), NOW)).toBe(10_000);
    expect(pollInterval(room({ end_time: iso(30_000) }), NOW)).toBe(2000);
    expect(pollInterval(room({ end_time: null, people_target: 5, total_people: 4 }), NOW)).toBe(2000);
    expect(pollInterval(room({ state: 2 }), NOW)).toBe(2000);
    expect(pollInterval(room({ state: 3 }), NOW)).toBe(false);
    expect(pollInterval(room({ state: 4 }), NOW)).toBe(false);
    expect(pollInterval(undefined, NOW)).toBe(false);
  });
});

describe('badges', () => {
  it('names the condition (4 = password) and the state', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(conditionKey)).toEqual([
      'free',
      'ticket',
      'deposit',
      'vip',
      'password',
      'invite',
      'free',
    ]);
    expect([1, 2, 3, 4].map(stateKey)).toEqual(['active', 'drawing', 'ended', 'cancelled']);
  });
});
