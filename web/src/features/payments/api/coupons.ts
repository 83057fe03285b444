import type { Coupon } from '@dropforge/shared/contract';
import { groupGrabRoutes } from '@dropforge/shared/contract/routes-groupgrab';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/client';

/** The query key of the player's coupons as the top-up form reads them (refreshed after an order that used one). */
export const TOPUP_COUPONS_KEY = ['payments', 'coupons'];

/** The player's group-grab coupons (`GET /api/coupon/room_backpack`): ready top-up coupons apply at checkout. */
export function useTopupCoupons(enabled: boolean) {
  return useQuery({
    queryKey: TOPUP_COUPONS_KEY,
    queryFn: ({ signal }) => call(groupGrabRoutes.backpack, { signal }),
    enabled,
    staleTime: 30_000,
  });
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
