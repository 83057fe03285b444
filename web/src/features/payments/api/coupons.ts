import type { Coupon } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../../lib/queries';

/** The player's group-grab coupons (`GET /api/coupon/room_backpack`): ready top-up coupons apply at checkout. */
export function useTopupCoupons(enabled: boolean) {
  return useQuery({ ...accountQueries.coupons(), enabled });
}

/**
 * The coupon a top-up of `amount` thousandths gets: the asked one (`?coupon=`) when it applies, else the ready top-up
 * coupon worth most among those whose least top-up the amount reaches, soonest to expire first on a tie.
 */
export function pickTopupCoupon(list: readonly Coupon[], amount: number, asked?: number): Coupon | undefined {
  const usable = list.filter((c) => c.state === 'ready' && c.target === 'recharge' && c.min * 1000 <= amount);
  const wanted = usable.find((c) => c.id === asked);
  if (wanted) return wanted;
  return [...usable].sort(
    (a, b) => b.amount - a.amount || (a.expires_at ?? '').localeCompare(b.expires_at ?? '') || a.id - b.id,
  )[0];
}
