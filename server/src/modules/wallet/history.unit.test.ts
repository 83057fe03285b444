import type { Transaction } from '@dropforge/shared/contract';
import { describe, expect, it } from 'vitest';
import { itemIdsOf, toCsv } from './history';

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

describe('item references of ledger entries', () => {
  it('reads a sale’s ids and a purchase’s id, nothing of other entries', () => {
    expect(itemIdsOf('items', '3,10,7')).toEqual([3, 10, 7]);
    expect(itemIdsOf('item', '42')).toEqual([42]);
    expect(itemIdsOf('box', '42')).toEqual([]);
    expect(itemIdsOf('items', '')).toEqual([]);
  });

  it('drops the id a 200-character reference of an older sale may have cut', () => {
    const ids = Array.from({ length: 40 }, (_, i) => 1_000_000 + i).join(',');
    const cut = ids.slice(0, 200);
    const read = itemIdsOf('items', cut);
    expect(read.length).toBe(cut.split(',').length - 1);
    expect(read.every((id) => id >= 1_000_000)).toBe(true);
  });
});
