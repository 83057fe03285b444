import { useMemo } from 'react';
import { useDropList } from '../api/drops';
import { type DropEntry, mergeDrops, STRIP_SIZE, STRIP_TOP } from '../lib/drops';
import { type LiveDrops, useLiveDrops } from './useLiveDrops';

export type StripMode = 'all' | 'top';

export interface DropFeed {
  drops: DropEntry[];
  arrived: LiveDrops['arrived'];
  status: 'pending' | 'error' | 'success';
  retry: () => void;
}

/**
 * The live strip's drops: `GET /api/drop?limit=30` (all) or `?top=15` (best), then the drops that arrive on
 * DropKanbanChannel prepended (deduplicated; best drops only in top mode), at most 30.
 */
export function useDropFeed(mode: StripMode): DropFeed {
  const query = useDropList(mode === 'top' ? { top: STRIP_TOP } : { limit: STRIP_SIZE, page: 1 });
  const { refetch } = query;
  const live = useLiveDrops(STRIP_SIZE, () => void refetch());
  const loaded = query.data?.list;
  const drops = useMemo(
    () => mergeDrops(loaded ?? [], mode === 'top' ? live.top : live.all, { cap: STRIP_SIZE, topOnly: mode === 'top' }),
    [loaded, live, mode],
  );
  return {
    drops,
    arrived: live.arrived,
    status: query.isPending ? 'pending' : query.isError && !loaded ? 'error' : 'success',
    retry: () => void refetch(),
  };
}
