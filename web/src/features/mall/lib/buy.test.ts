import { milli } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { buyDecision, needsTradeUrl, scoreAfter, shortfallOf, topUpAmount, topUpFor } from './buy';

describe('buyDecision', () => {
  it('asks visitors to sign in', () => {
    expect(buyDecision({ signedIn: false, price: 5, shopScore: null, diffType: 'payment', diffPrice: 5 })).toEqual({
      kind: 'signIn',
    });
  });

  it('buys when the shop score covers the price (exactly too)', () => {
    expect(buyDecision({ signedIn: true, price: 12.5, shopScore: 20, diffType: 'none', diffPrice: 0 })).toEqual({
      kind: 'buy',
    });
    expect(buyDecision({ signedIn: true, price: 12.5, shopScore: 12.5 })).toEqual({ kind: 'buy' });
  });

  it('sends a short player to pay the difference, without float error', () => {
    // 0.3 - 0.1 is 0.19999999999999998 in floats.
    expect(buyDecision({ signedIn: true, price: 0.3, shopScore: 0.1 })).toEqual({
      kind: 'pay',
      amount: 0.2,
      missing: 0.2,
    });
  });

  it('rounds the difference up to the cent, so the top-up covers the price', () => {
    expect(buyDecision({ signedIn: true, price: 10.375, shopScore: 10 })).toEqual({
      kind: 'pay',
      amount: 0.38,
      missing: 0.38,
    });
  });

  it('shows what is missing as the shown price minus the shown shop score: $4.94, never $4.95', () => {
    expect(buyDecision({ signedIn: true, price: 4.94, shopScore: 0 })).toMatchObject({ missing: 4.94 });
    // $4.941 is shown as $4.94: missing $4.94, while $4.95 is what covers it.
    expect(buyDecision({ signedIn: true, price: 4.941, shopScore: 0 })).toEqual({
      kind: 'pay',
      amount: 4.95,
      missing: 4.94,
    });
    expect(buyDecision({ signedIn: true, price: 1.14, shopScore: 0.13 })).toMatchObject({ missing: 1.01 });
  });

  it('offers at least the minimum recharge, and says when the minimum applies', () => {
    expect(topUpFor(4.94, 5)).toEqual({ amount: 5, minimum: true });
    expect(topUpFor(0.01, 5)).toEqual({ amount: 5, minimum: true });
    expect(topUpFor(5, 5)).toEqual({ amount: 5, minimum: false });
    expect(topUpFor(12.34, 5)).toEqual({ amount: 12.34, minimum: false });
  });

  it('trusts the live shop score over the page diff computed at load', () => {
    // Topped up since the page loaded: the stale diff no longer applies.
    expect(buyDecision({ signedIn: true, price: 8, shopScore: 9, diffType: 'payment', diffPrice: 3 })).toEqual({
      kind: 'buy',
    });
  });

  it('falls back on diff_type/diff_price without a known shop score', () => {
    expect(buyDecision({ signedIn: true, price: 8, shopScore: null, diffType: 'payment', diffPrice: 2.5 })).toEqual({
      kind: 'pay',
      amount: 2.5,
      missing: 2.5,
    });
    expect(buyDecision({ signedIn: true, price: 8, shopScore: null, diffType: 'none', diffPrice: 0 })).toEqual({
      kind: 'buy',
    });
  });
});

describe('amounts', () => {
  it('rounds top-ups up to cents', () => {
    expect(topUpAmount(milli(0))).toBe(0);
    expect(topUpAmount(milli(1))).toBe(0.01);
    expect(topUpAmount(milli(370))).toBe(0.37);
    expect(topUpAmount(milli(371))).toBe(0.38);
  });

  it('never shows a negative score after buying', () => {
    expect(scoreAfter(20, 12.345)).toBe(7.655);
    expect(scoreAfter(1, 2)).toBe(0);
  });
});

describe('error readers', () => {
  it('reads the shortfall of an "Insufficient balance" buy answer', () => {
    expect(shortfallOf({ code: 422, data: { diff_price: 3.215, diff_type: 'payment' } })).toBe(3.22);
    expect(shortfallOf({ code: 422, data: null })).toBeNull();
    expect(shortfallOf({ code: 409, data: { diff_price: 3 } })).toBeNull();
    expect(shortfallOf(new Error('network'))).toBeNull();
  });

  it('treats a 400 extract answer as a trade URL problem', () => {
    expect(needsTradeUrl({ code: 400 })).toBe(true);
    expect(needsTradeUrl({ code: 403 })).toBe(false);
    expect(needsTradeUrl(null)).toBe(false);
  });
});
