import { useQuery } from '@tanstack/react-query';
import { contentQueries } from '../../../lib/queries';

export function useRollingQuery() {
  return useQuery(contentQueries.rolling());
}
