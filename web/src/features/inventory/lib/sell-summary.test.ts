import { describe, expect, it } from 'vitest';
import { canSell, inferFeeRate, ratePercent, type SellLine, sellSummary } from './sell-summary';

const line = (price: number, recycling_price: number, bought_with: SellLine['bought_with'] = 'money'): SellLine => ({
  price,
  recycling_price,
  bought_with,
});

describe('sellSummary', () => {
  it('is empty for no items', () => {
    expect(sellSummary([])).toEqual({ count: 0, value: 0, receive: 0, toShopScore: 0, toBalance: 0, fee: 0 });
  });

  it('adds in thousandths, without float error', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floats.
    const summary = sellSummary([line(0.1, 0.095), line(0.2, 0.19), line(0.42, 0.399)]);
    expect(summary).toEqual({ count: 3, value: 0.72, receive: 0.684, toShopScore: 0, toBalance: 0.684, fee: 0.036 });
  });

  it('splits what goes to the shop score (mall items) from the balance', () => {
    const summary = sellSummary([line(10, 9.5), line(2, 1.9, 'shop_score')]);
    expect(summary.toShopScore).toBe(1.9);
    expect(summary.toBalance).toBe(9.5);
    expect(summary.receive).toBe(11.4);
    expect(summary.fee).toBe(0.6);
  });
});

describe('inferFeeRate', () => {
  it('reads the server rate from the answer, rounding per item half away from zero', () => {
    // 5 %: 0.25 → fee 0.0125 → 0.013 → 0.237; 0.42 → 0.399; 1.77 → 1.681 (preview server answers).
    expect(inferFeeRate([line(0.25, 0.237), line(0.42, 0.399), line(1.77, 1.681)])).toBe(0.05);
    expect(inferFeeRate([line(0.25, 0.237)])).toBe(0.05);
  });

  it('finds half and tenth percents, and zero', () => {
    expect(inferFeeRate([line(100, 92.5), line(3.333, 3.083)])).toBe(0.075);
    expect(inferFeeRate([line(100, 96.9)])).toBe(0.031);
    expect(inferFeeRate([line(12.5, 12.5)])).toBe(0);
  });

  it('falls back to the ratio of the totals, and is null without priced sellable items', () => {
    expect(inferFeeRate([line(100, 90.01)])).toBe(0.1);
    expect(inferFeeRate([])).toBeNull();
    expect(inferFeeRate([line(5, 0)])).toBeNull();
  });

  it('formats as a percent', () => {
    expect(ratePercent(0.05)).toBe('5');
    expect(ratePercent(0.075)).toBe('7.5');
  });
});

describe('canSell', () => {
  it('never offers raffle prizes or items that left the backpack', () => {
    expect(canSell({ sellable: true, source: 'case', state: 'owned' })).toBe(true);
    expect(canSell({ sellable: true, source: 'raffle', state: 'owned' })).toBe(false);
    expect(canSell({ sellable: false, source: 'case', state: 'owned' })).toBe(false);
    expect(canSell({ sellable: true, source: 'case', state: 'sold' })).toBe(false);
  });
});
