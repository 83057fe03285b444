import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../../lib/queries';

/** The player's group-grab coupons (`GET /api/coupon/room_backpack`): ready case coupons apply at an open. */
export function useCaseCoupons(enabled: boolean) {
  return useQuery({ ...accountQueries.coupons(), enabled });
}
