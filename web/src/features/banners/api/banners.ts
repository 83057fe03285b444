import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';

export function useBannersQuery() {
  return useQuery(contentQueries.banners());
}
