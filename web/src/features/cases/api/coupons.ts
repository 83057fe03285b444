import { groupGrabRoutes } from '@dropforge/shared/contract/routes-groupgrab';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { COUPONS_KEY } from './cases';

/** The player's group-grab coupons (`GET /api/coupon/room_backpack`): ready case coupons apply at an open. */
export function useCaseCoupons(enabled: boolean) {
  return useQuery({
    queryKey: COUPONS_KEY,
    queryFn: ({ signal }) => call(groupGrabRoutes.backpack, { signal }),
    enabled,
    staleTime: 30_000,
  });
}
