import { useQuery } from '@tanstack/react-query';
import { ARTICLES_PER_PAGE, contentQueries } from '../../../lib/queries';

export { ARTICLES_PER_PAGE };

export function useArticlesQuery(page: number) {
  return useQuery(contentQueries.articles(page));
}

export function useArticleQuery(id: number) {
  return useQuery(contentQueries.article(id));
}
