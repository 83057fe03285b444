import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { caseQueries } from '../../../lib/queries';
import type { CaseInfo } from './RtpChart';

/** Name and picture of every listed case, by id, from the case list (already cached by the home page). */
export function useCaseInfo(): Map<string, CaseInfo> {
  const list = useQuery(caseQueries.list());
  return useMemo(() => {
    const map = new Map<string, CaseInfo>();
    for (const category of list.data?.list ?? [])
      for (const c of category.list) map.set(c.id, { name: c.name, picture: c.picture });
    return map;
  }, [list.data]);
}
