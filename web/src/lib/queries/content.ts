import { catalogRoutes, contentRoutes, dropsRoutes } from '@dropforge/shared/contract/routes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CallInput, call } from '../client';

/** Articles per page (spec §9). */
export const ARTICLES_PER_PAGE = 10;

export type DropQuery = NonNullable<CallInput<typeof dropsRoutes.list>['query']>;

/** Site content, the drop feeds and catalogue look-ups. */
export const contentQueries = {
  /** Site configuration: counters, service links, SEO texts, visitor country. */
  config: () =>
    queryOptions({
      queryKey: ['config'],
      queryFn: ({ signal }) => call(contentRoutes.config, { query: { ip: '' }, signal }),
      staleTime: 60_000,
      retry: 1,
      retryDelay: 400,
      refetchOnWindowFocus: false,
    }),
  footer: () =>
    queryOptions({
      queryKey: ['footer'],
      queryFn: ({ signal }) => call(contentRoutes.footer, { signal }),
      staleTime: 5 * 60_000,
    }),
  page: (slug: string) =>
    queryOptions({
      queryKey: ['page', slug],
      queryFn: ({ signal }) => call(contentRoutes.page, { params: { slug }, signal }),
      staleTime: 5 * 60_000,
    }),
  banners: () =>
    queryOptions({
      queryKey: ['banner'],
      queryFn: ({ signal }) => call(contentRoutes.banner, { signal }),
      staleTime: 5 * 60_000,
    }),
  notices: () =>
    queryOptions({
      queryKey: ['notice_new'],
      queryFn: ({ signal }) => call(contentRoutes.noticeNew, { signal }),
      staleTime: 5 * 60_000,
    }),
  articles: (page: number) =>
    queryOptions({
      queryKey: ['article', 'list', page],
      queryFn: ({ signal }) => call(contentRoutes.articles, { query: { page, limit: ARTICLES_PER_PAGE }, signal }),
      placeholderData: keepPreviousData,
    }),
  article: (id: number) =>
    queryOptions({
      queryKey: ['article', id],
      queryFn: ({ signal }) => call(contentRoutes.article, { params: { id }, signal }),
      enabled: Number.isInteger(id) && id > 0,
    }),
  rolling: () =>
    queryOptions({
      queryKey: ['rolling_data'],
      queryFn: ({ signal }) => call(contentRoutes.rolling, { signal }),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  /** `GET /api/drop`: a page of the latest drops, or (`top`) the latest best drops (priced ≥ 10). */
  drops: (query: DropQuery) =>
    queryOptions({
      queryKey: ['drops', 'list', query],
      queryFn: ({ signal }) => call(dropsRoutes.list, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** `GET /api/drop_top`: today's ten dearest drops (UTC day). */
  todayTop: () =>
    queryOptions({
      queryKey: ['drops', 'today'],
      queryFn: ({ signal }) => call(dropsRoutes.top, { signal }),
    }),
  /** One goods (`GET /api/goods/{id}`). */
  goods: (id: number | null) =>
    queryOptions({
      queryKey: ['goods', id],
      queryFn: ({ signal }) => call(catalogRoutes.goods, { params: { id: id ?? 0 }, signal }),
      enabled: id !== null,
      staleTime: 10 * 60_000,
    }),
  /** Rarity filter values (`GET /api/goods_config/quality`), with their colours. */
  qualities: () =>
    queryOptions({
      queryKey: ['goods-config', 'quality'],
      queryFn: ({ signal }) => call(catalogRoutes.goodsConfig, { params: { class: 'quality' }, signal }),
      staleTime: 10 * 60_000,
    }),
};
