// Mall listing over HTTP on the full catalogue: `GET /api/system_shop` with a mix of the filters and sorts
// the mall header offers (name search in English and Chinese, price range, descending, name sort, deep pages),
// every connection cycling through the mix. Read-only; the mall stock comes from content/mall/ at boot.

import type { Running } from '../server/src/main';
import { type LoadResult, load } from './load';

export const MALL_MIX = [
  '/api/system_shop',
  '/api/system_shop?name=redline',
  '/api/system_shop?name=ak-47&sort=desc',
  '/api/system_shop?price=5&max_price=50',
  '/api/system_shop?sort=desc',
  '/api/system_shop?field=name&page=40',
  '/api/system_shop?page=150',
  `/api/system_shop?name=${encodeURIComponent('红线')}`,
  '/api/system_shop?field=name&sort=desc&price=1&max_price=10&page=5',
  '/api/system_shop?name=case&price=0.5&max_price=3',
];

export type MallBenchRow = LoadResult & { offered: number; goods: number };

export async function benchMallListing(running: Running, connections: number, seconds: number): Promise<MallBenchRow> {
  const count = async (sql: string) => (await running.database.pool.query<{ n: number }>(sql)).rows[0]!.n;
  const offered = await count('select count(*)::int as n from mall_stock where stock > 0');
  const goods = await count('select count(*)::int as n from goods');
  const result = await load({ url: running.url, paths: MALL_MIX, connections, seconds });
  return { ...result, offered, goods };
}
