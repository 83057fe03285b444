import { useMemo } from 'react';
import { useNow } from '../../../lib/useNow';
import { useDropList, useTodayTop } from '../api/drops';
import { type DropEntry, mergeDrops, PAGE_SIZE, PAGE_TOP } from '../lib/drops';
import { mergeDearest, startOfUtcDay } from '../lib/today';
import { type LiveDrops, useLiveDrops } from './useLiveDrops';

export type DropsTab = 'top' | 'all';

const TODAY_SIZE = 10;

export interface DropsPage {
  drops: DropEntry[];
  pages: number;
  list: ReturnType<typeof useDropList>;
  today: DropEntry[];
  todayQuery: ReturnType<typeof useTodayTop>;
  arrived: LiveDrops['arrived'];
  now: number;
}

/**
 * The drops page: today's ten dearest (`GET /api/drop_top`), the latest 50 best drops (`?top=50`) or a page of
 * 40 (`?limit=40&page=n`); drops arriving live are folded into today's best and prepended on page 1.
 */
export function useDropsPage(tab: DropsTab, page: number): DropsPage {
  const list = useDropList(tab === 'top' ? { top: PAGE_TOP } : { limit: PAGE_SIZE, page });
  const todayQuery = useTodayTop();
  const refetchList = list.refetch;
  const refetchToday = todayQuery.refetch;
  const live = useLiveDrops(PAGE_TOP, () => {
    void refetchList();
    void refetchToday();
  });
  const now = useNow(true, 30_000);
  const loaded = list.data?.list;
  const first = tab === 'top' || page === 1;
  const drops = useMemo(() => {
    if (!loaded) return [];
    if (!first) return loaded;
    return tab === 'top'
      ? mergeDrops(loaded, live.top, { cap: PAGE_TOP, topOnly: true })
      : mergeDrops(loaded, live.all, { cap: PAGE_SIZE });
  }, [loaded, first, tab, live]);
  const since = startOfUtcDay(now);
  const today = useMemo(
    () => mergeDearest(todayQuery.data ?? [], [...live.top, ...live.all], { cap: TODAY_SIZE, since }),
    [todayQuery.data, live, since],
  );
  const pages = tab === 'top' ? 1 : Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return { drops, pages, list, today, todayQuery, arrived: live.arrived, now };
}
