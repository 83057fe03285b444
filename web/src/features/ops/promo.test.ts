import { describe, expect, it } from 'vitest';
import { codesBody, EMPTY_CODES } from './codes-body';
import { costEnds, eventState, parseDefinition, scheduleText, suggestKey, weekdayName } from './events-lib';
import { EMPTY_GIVEAWAY, giveawayBody } from './giveaway-body';
import { fits, numberOf } from './promo-lib';

describe('promo-lib', () => {
  it('reads optional numbers: empty is undefined, junk is NaN, a comma is a decimal point', () => {
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('  ')).toBeUndefined();
    expect(numberOf('2,5')).toBe(2.5);
    expect(numberOf('1e3')).toBeNaN();
    expect(fits(undefined, 1, 2)).toBe(true);
    expect(fits(Number.NaN, 1, 2)).toBe(false);
    expect(fits(1.5, 1, 2, true)).toBe(false);
  });
});

describe('events-lib', () => {
  it('names the state: ended, then off, then running or scheduled', () => {
    expect(eventState({ enabled: false, running: false, ended_at: '2026-01-01T00:00:00Z' })).toBe('ended');
    expect(eventState({ enabled: false, running: false, ended_at: null })).toBe('disabled');
    expect(eventState({ enabled: true, running: true, ended_at: null })).toBe('running');
    expect(eventState({ enabled: true, running: false, ended_at: null })).toBe('scheduled');
  });

  it('writes schedules and weekdays (1 = Monday)', () => {
    expect(weekdayName(1, 'en-US')).toBe('Mon');
    expect(weekdayName(7, 'en-US')).toBe('Sun');
    expect(scheduleText({ type: 'always' }, 'en-US', 'Always')).toBe('Always');
    expect(scheduleText({ type: 'weekly', days: [7, 6], from: '18:00', to: '24:00' }, 'en-US', '')).toBe(
      'Sat, Sun · 18:00–24:00',
    );
  });

  it('takes the cost of level 0 and of the top level', () => {
    const cost = {
      per_day: [
        { level: 10, amount: 0.4 },
        { level: 0, amount: 0.1 },
      ],
      unpriced: [],
    };
    expect(costEnds(cost)).toEqual({ base: 0.1, top: { level: 10, amount: 0.4 } });
    expect(costEnds({ per_day: [{ level: 0, amount: 0.1 }], unpriced: [] })).toEqual({ base: 0.1, top: null });
  });

  it('suggests a free key within 48 characters', () => {
    expect(suggestKey('bargain', new Set(['bargain']))).toBe('bargain-2');
    expect(suggestKey('bargain-2', new Set(['bargain', 'bargain-2']))).toBe('bargain-3');
    expect(suggestKey('christmas-2026', new Set(['christmas-2026']))).toBe('christmas-2026-2');
    expect(suggestKey('x'.repeat(48), new Set()).length).toBe(48);
  });

  it('parses a definition: an object, or why not', () => {
    expect(parseDefinition('{"key":"a"}')).toEqual({ ok: true, definition: { key: 'a' } });
    expect(parseDefinition(' ')).toEqual({ ok: false, problem: 'empty' });
    expect(parseDefinition('[1]')).toEqual({ ok: false, problem: 'object' });
    expect(parseDefinition('{"key":')).toMatchObject({ ok: false, problem: 'syntax' });
  });
});

describe('giveaway body', () => {
  const base = { ...EMPTY_GIVEAWAY, title: ' Friday ', cash: '5' };

  it('sends one timing, numbers, and leaves empty fields out', () => {
    expect(giveawayBody(base).body).toEqual({
      title: 'Friday',
      winners: 1,
      ends_in_minutes: 60,
      prize_cash: 5,
    });
    const byPeople = giveawayBody({ ...base, timing: 'people', people: '50', minutes: '60' }).body;
    expect(byPeople?.people).toBe(50);
    expect(byPeople?.ends_in_minutes).toBeUndefined();
  });

  it('needs a prize, and sends the deposit window only with a minimum deposit', () => {
    expect(giveawayBody({ ...base, cash: '' }).bad.has('prize')).toBe(true);
    expect(giveawayBody({ ...base, days: '7' }).body?.days).toBeUndefined();
    expect(giveawayBody({ ...base, minDeposit: '10', days: '7' }).body).toMatchObject({ min_deposit: 10, days: 7 });
    expect(giveawayBody({ ...base, password: 'abc' }).bad.has('password')).toBe(true);
    expect(giveawayBody({ ...base, winners: '101' }).bad.has('winners')).toBe(true);
  });
});

describe('codes body', () => {
  it('needs an amount for cash and token codes and a case for box codes', () => {
    const cash = { ...EMPTY_CODES, campaign: 'spring', amount: '1.5', count: '20' };
    expect(codesBody(cash).body).toEqual({
      campaign: 'spring',
      kind: 'cash',
      amount: 1.5,
      box: undefined,
      uses: 1,
      per_account: 1,
      count: 20,
      valid_days: undefined,
      min_deposit: undefined,
    });
    expect(codesBody({ ...cash, amount: '' }).bad.has('amount')).toBe(true);
    expect(codesBody({ ...cash, kind: 'box' }).bad.has('box')).toBe(true);
    expect(codesBody({ ...cash, kind: 'box', box: 'budget-pennies' }).body?.amount).toBeUndefined();
    expect(codesBody({ ...cash, count: '1001' }).bad.has('count')).toBe(true);
  });
});
