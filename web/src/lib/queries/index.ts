/**
 * TanStack `queryOptions` per API endpoint, one place each: every feature that reads an endpoint spreads its
 * factory (and adds its own `select`, `enabled`…), so a response has one query key and one cache entry.
 */

export { accountQueries, COUPONS_KEY, WITHDRAWALS_KEY } from './account';
export { BATTLE_PAGE_SIZE, BATTLES_KEY, battleQueries } from './battles';
export { caseQueries, fetchBox } from './cases';
export { ARTICLES_PER_PAGE, contentQueries, type DropQuery } from './content';
export { BACKPACK_KEY, MALL_KEY, shopQueries, type TargetsQuery, UPGRADE_KEY } from './shop';
