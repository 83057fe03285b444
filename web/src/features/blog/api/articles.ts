import type { Article, ArticleSummary, Paged } from '@dropforge/shared/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Articles per page (spec §9). */
export const ARTICLES_PER_PAGE = 10;

export function useArticlesQuery(page: number) {
  return useQuery({
    queryKey: ['article', 'list', page],
    queryFn: ({ signal }) =>
      api<Paged<ArticleSummary>>('/api/article', { query: { page, limit: ARTICLES_PER_PAGE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useArticleQuery(id: number) {
  return useQuery({
    queryKey: ['article', id],
    queryFn: ({ signal }) => api<Article>(`/api/article/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
