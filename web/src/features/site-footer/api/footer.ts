import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';

export function useFooterQuery() {
  return useQuery(contentQueries.footer());
}
