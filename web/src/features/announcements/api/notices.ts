import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';

export function useNoticesQuery() {
  return useQuery(contentQueries.notices());
}
