import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';

export function useInfoPageQuery(slug: string) {
  return useQuery(contentQueries.page(slug));
}

/** Every info page, from the footer index (same cache entry as the footer's own query). */
export function useInfoPageListQuery() {
  return useQuery({
    ...contentQueries.footer(),
    select: (data) => data.columns.flatMap((column) => column.pages),
  });
}
