import type { Coupon, CouponOffer, Room } from '@dropforge/shared/contract';
import { groupGrabRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { accountQueries, COUPONS_KEY } from '../../../lib/queries';

export type { Coupon, CouponOffer, Room };

const ROOM = ['groupgrab', 'room'];

/** `GET /api/coupon`: the running group-grab offers (with the viewer's room). */
export function useOffers(userId: number | null) {
  return useQuery({
    queryKey: ['groupgrab', 'offers', userId],
    queryFn: ({ signal }) => call(groupGrabRoutes.offers, { signal }),
  });
}

/** `GET /api/coupon/room/create`: my newest room, or null. */
export function useMyRoom(enabled: boolean) {
  return useQuery({
    queryKey: ROOM,
    queryFn: ({ signal }) => call(groupGrabRoutes.room, { signal }),
    enabled,
    refetchInterval: 10_000,
  });
}

/** `GET /api/coupon/room/join?code=`: a room as the viewer sees it (visitors too). */
export function useRoomByCode(code: string | null, userId: number | null) {
  return useQuery({
    queryKey: ['groupgrab', 'look', code, userId],
    queryFn: ({ signal }) => call(groupGrabRoutes.look, { signal, query: { code } }),
    enabled: code !== null,
    refetchInterval: 10_000,
    retry: false,
  });
}

/** `POST /api/coupon/room/create` (ATTEND): my live room, or a new one. */
export function useCreateRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key?: string) =>
      call(groupGrabRoutes.create, { body: key ? { key } : {}, idempotencyKey: newIdempotencyKey() }),
    onSuccess: (room) => client.setQueryData(ROOM, room),
  });
}

/** Binds to the room creator's code when needed (`POST /api/coupon/room/parent`), then takes a slot (`…/join`). */
export function useJoinRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await call(groupGrabRoutes.parent, { body: { code }, idempotencyKey: newIdempotencyKey() });
      return call(groupGrabRoutes.join, { body: { code }, idempotencyKey: newIdempotencyKey() });
    },
    onSuccess: (room) => {
      void client.invalidateQueries({ queryKey: ['groupgrab'] });
      // The join may have completed the room: its coupons are in the shared coupons cache.
      void client.invalidateQueries({ queryKey: COUPONS_KEY });
      client.setQueryData(['groupgrab', 'look', room.code], room);
    },
  });
}

/** `GET /api/coupon/room_backpack`: my coupons. */
export function useCoupons(enabled: boolean) {
  return useQuery({ ...accountQueries.coupons(), staleTime: 0, enabled });
}

/** `GET /api/coupon/room_receive/{id}`: receives a won coupon (then valid for its days). */
export function useReceiveCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(groupGrabRoutes.receive, { params: { id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: COUPONS_KEY }),
  });
}
