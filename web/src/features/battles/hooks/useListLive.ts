import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteSocket } from '../../../lib/ws';
import { BATTLE_PAGE_SIZE, type BattleSummary, KEY, type Paged } from '../api/battles';
import { applyListEvent, type ListFilters } from '../lib/list';

/** Mirrors of the contract's BATTLE_LIST_CHANNEL / BATTLE_LIST_EVENT (a value import would bundle zod). */
const LIST_CHANNEL = 'battles';
const LIST_EVENT = 'battle';

function isSummary(data: unknown): data is BattleSummary {
  const value = data as BattleSummary | null;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof value.id === 'number' &&
    typeof value.state === 'string' &&
    Array.isArray(value.slots) &&
    Array.isArray(value.boxes)
  );
}

/**
 * Live list: each summary on the `battles` channel updates every cached list page in place (joined seats,
 * a start moves it to "running"…), and the player's own battles are reloaded when one of theirs changed.
 */
export function useListLive(userId: number | null) {
  const client = useQueryClient();
  useEffect(() => {
    const release = siteSocket.retain();
    let wasOpen = siteSocket.status === 'open';
    const offStatus = siteSocket.onStatus((status) => {
      if (status !== 'open') return;
      if (wasOpen) void client.invalidateQueries({ queryKey: [KEY, 'list'] });
      wasOpen = true;
    });
    const off = siteSocket.subscribe(LIST_CHANNEL, (event, data) => {
      if (event !== LIST_EVENT || !isSummary(data)) return;
      for (const [key, page] of client.getQueriesData<Paged<BattleSummary>>({ queryKey: [KEY, 'list'] })) {
        if (!page) continue;
        const filters = key[2] as ListFilters | undefined;
        if (!filters) continue;
        const next = applyListEvent(page, data, filters, BATTLE_PAGE_SIZE);
        if (next !== page) client.setQueryData(key, next);
      }
      if (userId !== null && data.slots.some((seat) => seat?.user_id === userId)) {
        void client.invalidateQueries({ queryKey: [KEY, 'mine'] });
      }
    });
    return () => {
      off();
      offStatus();
      release();
    };
  }, [client, userId]);
}
