import type { Coupon } from '@dropforge/shared/contract';
import { describe, expect, it } from 'vitest';
import { pickTopupCoupon } from './coupons';

const coupon = (id: number, over: Partial<Coupon>): Coupon => ({
  id,
  key: 'group-grab',
  title: 'Group grab',
  room_code: 'ABCDEFGH',
  target: 'recharge',
  amount: 2,
  min: 20,
  valid_days: 7,
  state: 'ready',
  expires_at: '2026-12-03T00:00:00.000Z',
  received_at: '2026-11-26T00:00:00.000Z',
  used_at: null,
  ...over,
});

describe('pickTopupCoupon', () => {
  const list = [
    coupon(1, { amount: 2, min: 20 }),
    coupon(2, { amount: 5, min: 50 }),
    coupon(3, { amount: 5, min: 10, expires_at: '2026-12-01T00:00:00.000Z' }),
    coupon(4, { target: 'case', amount: 9, min: 0 }),
    coupon(5, { state: 'won', amount: 9, min: 0 }),
    coupon(6, { state: 'used', amount: 9, min: 0 }),
  ];

  it('takes the ready top-up coupon worth most that the amount reaches, the sooner to expire on a tie', () => {
    expect(pickTopupCoupon(list, 60_000)?.id).toBe(3);
    expect(pickTopupCoupon(list, 20_000)?.id).toBe(3);
    expect(pickTopupCoupon(list.slice(0, 2), 20_000)?.id).toBe(1);
    expect(pickTopupCoupon(list, 9_990)).toBeUndefined();
  });

  it('prefers the asked coupon when it applies, never a case, unreceived or used one', () => {
    expect(pickTopupCoupon(list, 60_000, 1)?.id).toBe(1);
    expect(pickTopupCoupon(list, 30_000, 2)?.id).toBe(3);
    expect(pickTopupCoupon(list, 60_000, 4)?.id).toBe(3);
    expect(pickTopupCoupon(list.slice(3), 60_000)).toBeUndefined();
  });
});
