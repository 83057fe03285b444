import type { GiftCreateBody, GiftPrize, GiftRoom, GiftRoomDetail, GiftUser } from '@dropforge/shared/contract';
import { giveawaysRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { BACKPACK_KEY, shopQueries } from '../../../lib/queries';
import { loadProfile } from '../../../lib/user';
import { type ListView, listQuery } from '../lib/list';
import { pollInterval } from '../lib/room';

export type { GiftCreateBody, GiftPrize, GiftRoom, GiftRoomDetail, GiftUser };

export const KEY = 'giveaways';
export const detailKey = (id: number) => [KEY, 'detail', id] as const;

/** `GET /api/gift/shop`: one page of rooms of a tab (15 a page, spec §9). */
export function useGiftList(view: ListView, enabled = true) {
  const query = listQuery(view);
  return useQuery({
    queryKey: [KEY, 'list', query],
    queryFn: ({ signal }) => call(giveawaysRoutes.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    refetchInterval: view.tab === 'active' || (view.tab === 'mine' && view.mine === 'active') ? 30_000 : false,
    retry: false,
    enabled,
  });
}

/** `GET /api/gift/shop/{id}`: the room with its participants and fairness, asked again while it is open. */
export function useGiftRoom(id: number) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => call(giveawaysRoutes.detail, { params: { id }, signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 0,
    refetchInterval: (query) => pollInterval(query.state.data, Date.now()),
    refetchIntervalInBackground: false,
    retry: (count, error) => count < 2 && !('code' in error && (error.code === 404 || error.code === 403)),
  });
}

/**
 * `GET /api/gift/join/{id}?pwd=&code=`. Errors come back to the caller (the password dialog keeps its
 * message) and as a toast with the server's message.
 */
export function useJoinGift(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { pwd?: string; code?: string }) =>
      call(giveawaysRoutes.join, {
        params: { id },
        query: { pwd: input.pwd || undefined, code: input.code || undefined },
      }),
    onSuccess: (result) => {
      client.setQueryData<GiftRoomDetail>(detailKey(id), (room) =>
        room ? { ...room, joined: result.joined, total_people: result.total_people } : room,
      );
      // A ticket was paid: balances follow.
      void loadProfile();
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: detailKey(id) });
      void client.invalidateQueries({ queryKey: [KEY, 'list'] });
    },
  });
}

/** `POST /api/gift/shop`: a host's room (prizes escrowed from the balance or the backpack). */
export function useCreateGift() {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (body: GiftCreateBody) => call(giveawaysRoutes.create, { body }),
    onSuccess: (room) => {
      client.setQueryData(detailKey(room.id), room);
      void client.invalidateQueries({ queryKey: [KEY, 'list'] });
      void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
      void loadProfile();
    },
  });
}

/** `POST /api/gift/shop/{id}/cancel`: the host calls off a room nobody joined yet; the escrow comes back. */
export function useCancelGift(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(giveawaysRoutes.cancel, { params: { id } }),
    onSuccess: (room) => {
      client.setQueryData(detailKey(id), room);
      void client.invalidateQueries({ queryKey: [KEY, 'list'] });
      void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
      void loadProfile();
    },
  });
}

/** The host's sellable backpack items, to give as prizes. */
export function useHostItems(enabled: boolean) {
  return useQuery({ ...shopQueries.backpack({ page: 1, limit: 60 }), enabled });
}
