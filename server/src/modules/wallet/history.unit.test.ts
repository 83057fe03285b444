import type { Transaction } from '@dropforge/shared/contract';
import { describe, expect, it } from 'vitest';
import { toCsv } from './history';

const row = (over: Partial<Transaction>): Transaction => ({
  id: 1,
  type: 'sell',
  amount: 1.5,
  currency: 'money',
  date: '2026-11-23T00:00:00.000Z',
  state: 'completed',
  order_sn: '#1',
  memo: '',
  ...over,
});

describe('transactions CSV', () => {
  it('writes debits as plain negative numbers', () => {
    const [, line] = toCsv([row({ amount: -1.03, type: 'withdrawal' })]).split('\n');
    expect(line).toBe('2026-11-23T00:00:00.000Z,withdrawal,-1.030,money,completed,#1,');
  });

  it('guards text cells that a spreadsheet would read as a formula, and quotes commas', () => {
    const [, line] = toCsv([row({ memo: '=HYPERLINK("x"),y' })]).split('\n');
    expect(line).toBe(`2026-11-23T00:00:00.000Z,sell,1.500,money,completed,#1,"'=HYPERLINK(""x""),y"`);
  });
});
