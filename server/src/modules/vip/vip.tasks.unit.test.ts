import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { milli } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { rakebackOf } from './vip.rakeback';
import { loadTasks, periodOf } from './vip.tasks.content';

const at = (iso: string) => Date.parse(iso);

describe('VIP task periods (UTC)', () => {
  it('a day runs from midnight to midnight UTC', () => {
    expect(periodOf('day', at('2026-11-26T23:59:59.999Z'))).toEqual({
      start: new Date('2026-11-26T00:00:00Z'),
      end: new Date('2026-11-27T00:00:00Z'),
    });
  });

  it('a week runs from Monday 00:00 UTC, Sunday night included, across a month', () => {
    const week = { start: new Date('2026-11-30T00:00:00Z'), end: new Date('2026-12-07T00:00:00Z') };
    expect(periodOf('week', at('2026-11-30T00:00:00Z'))).toEqual(week); // Monday
    expect(periodOf('week', at('2026-12-03T12:00:00Z'))).toEqual(week); // Thursday
    expect(periodOf('week', at('2026-12-06T23:59:59Z'))).toEqual(week); // Sunday
    expect(periodOf('week', at('2026-11-29T23:59:59Z')).start).toEqual(new Date('2026-11-23T00:00:00Z'));
  });
});

describe('content/vip-tasks.json', () => {
  const dir = (tasks: unknown) => {
    const d = mkdtempSync(join(tmpdir(), 'vip-tasks-'));
    writeFileSync(join(d, 'vip-tasks.json'), JSON.stringify({ tasks }));
    return d;
  };

  it('reads deposits in thousandths and counts as whole numbers; no file is no tasks', () => {
    const tasks = loadTasks(
      dir([
        { id: 1, kind: 'deposit', period: 'week', target: 12.345, reward: 0.5 },
        { id: 2, kind: 'case_opens', period: 'day', target: 3, reward: 0.1, min_level: 2 },
      ]),
    );
    expect(tasks).toEqual([
      { id: 1, kind: 'deposit', period: 'week', target: 12_345, reward: 500, minLevel: 0 },
      { id: 2, kind: 'case_opens', period: 'day', target: 3, reward: 100, minLevel: 2 },
    ]);
    expect(loadTasks(mkdtempSync(join(tmpdir(), 'vip-none-')))).toEqual([]);
  });

  it('refuses a task id used twice and an unknown kind', () => {
    const twice = { id: 1, kind: 'upgrades', period: 'week', target: 1, reward: 1 };
    expect(() => loadTasks(dir([twice, twice]))).toThrow(/task id 1 is used twice/);
    expect(() => loadTasks(dir([{ ...twice, kind: 'jackpots' }]))).toThrow();
  });

  it('the shipped tasks load', () => {
    expect(loadTasks(join(import.meta.dirname, '../../../../content')).length).toBeGreaterThan(0);
  });
});

describe('rakeback to the thousandth', () => {
  it('is exact where doubles are not, and never rounds up', () => {
    expect(rakebackOf(milli(1000), 0.9, 0.06)).toBe(6); // 1000 × 0.1 × 0.06 = 6 (doubles: 5.999…)
    expect(rakebackOf(milli(1166), 0.9, 0.06)).toBe(6); // 6.996 → 6
    expect(rakebackOf(milli(123_456), 0.95, 0.2)).toBe(1234); // 1234.56 → 1234
    expect(rakebackOf(milli(5000), 1.02, 0.2)).toBe(0); // no house edge, nothing back
  });
});
