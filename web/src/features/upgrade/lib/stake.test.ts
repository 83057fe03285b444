import { milli, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  chanceView,
  cheapestAtLeast,
  formatMultiplier,
  maxAmountText,
  multiplierFloor,
  parseAmountInput,
  stakeMilli,
  toggleStake,
  verifyPath,
} from './stake';

const RULES = { rtp: 0.9, max_chance: 75 };
const m = milli;

describe('stake value', () => {
  it('sums item prices and the balance part exactly in thousandths', () => {
    expect(stakeMilli([0.1, 0.2])).toBe(300);
    expect(stakeMilli([1.234, 2.001], m(500))).toBe(3735);
    expect(stakeMilli([])).toBe(0);
  });

  it('parses the balance part and checks it against the balance', () => {
    expect(parseAmountInput('', 10)).toEqual({ milli: 0, error: null });
    expect(parseAmountInput('2.5', 10)).toEqual({ milli: 2500, error: null });
    expect(parseAmountInput('2,25', 10)).toEqual({ milli: 2250, error: null });
    expect(parseAmountInput('.5', 10)).toEqual({ milli: 500, error: null });
    expect(parseAmountInput('3.', 10)).toEqual({ milli: 3000, error: null });
    expect(parseAmountInput('10.001', 10).error).toBe('balance');
    expect(parseAmountInput('10', 10).error).toBeNull();
    expect(maxAmountText(10.009)).toBe('10.00');
    expect(maxAmountText(0)).toBe('0.00');
    for (const bad of ['abc', '1.2345', '-1', '.', '1e3']) expect(parseAmountInput(bad, 10).error, bad).toBe('format');
  });
});

describe('chance view', () => {
  it('computes the shared chance and the multiplier', () => {
    const view = chanceView(m(1000), 2, RULES);
    expect(view).toMatchObject({ kind: 'ok', multiplier: 2, chance: { chance: 45, capped: false } });
  });

  it('caps at the maximum probability', () => {
    const view = chanceView(m(1000), 1.05, RULES);
    expect(view.kind === 'ok' && view.chance).toMatchObject({ winTickets: 75_000_000, capped: true });
  });

  it('explains why there is no chance', () => {
    expect(chanceView(m(0), 2, RULES).kind).toBe('empty');
    expect(chanceView(m(1000), null, RULES).kind).toBe('noTarget');
    expect(chanceView(m(1000), 2, undefined).kind).toBe('noTarget');
    expect(chanceView(m(1000), 1, RULES).kind).toBe('targetTooLow');
    expect(chanceView(m(1), TICKETS_TOTAL, RULES).kind).toBe('chanceTooLow');
  });
});

describe('quick multipliers', () => {
  it('aims at stake × multiplier, rounded to the thousandth', () => {
    expect(multiplierFloor(m(1000), 1.5)).toBe(1.5);
    expect(multiplierFloor(m(333), 1.5)).toBe(0.5);
    expect(multiplierFloor(m(12_345), 10)).toBe(123.45);
  });

  it('picks the cheapest target at or above the floor and above the stake', () => {
    const list = [{ price: 2.5 }, { price: 1.99 }, { price: 2 }, { price: 3 }];
    expect(cheapestAtLeast(list, 2, m(1000))).toEqual({ price: 2 });
    expect(cheapestAtLeast(list, 2.01, m(1000))).toEqual({ price: 2.5 });
    expect(cheapestAtLeast(list, 1, m(2000))).toEqual({ price: 2.5 });
    expect(cheapestAtLeast(list, 5, m(1000))).toBeNull();
  });

  it('labels multipliers', () => {
    expect(formatMultiplier(1.5)).toBe('×1.5');
    expect(formatMultiplier(2)).toBe('×2');
    expect(formatMultiplier(Math.E)).toBe('×2.72');
  });
});

describe('stake selection', () => {
  const items = [1, 2, 3].map((knapsack_id) => ({ knapsack_id }));
  it('adds, removes and refuses beyond the maximum', () => {
    let selected = toggleStake([], items[0]!, 2).next;
    selected = toggleStake(selected, items[1]!, 2).next;
    const refused = toggleStake(selected, items[2]!, 2);
    expect(refused.refused).toBe(true);
    expect(refused.next.map((s) => s.knapsack_id)).toEqual([1, 2]);
    expect(toggleStake(selected, items[0]!, 2)).toEqual({ next: [items[1]], refused: false });
  });
});

describe('verify link', () => {
  it('fills the verifier fields for game upgrade', () => {
    const path = verifyPath({ serverSeedHash: 'ab', clientSeed: 'my seed', nonce: 7, ticket: 42 });
    const url = new URL(path, 'https://x');
    expect(url.pathname).toBe('/provablyfair');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientSeed: 'my seed',
      nonce: '7',
      game: 'upgrade',
      hash: 'ab',
      ticket: '42',
    });
  });
});
