/** Mirror of contract MALL_PAGE_SIZE (spec §9: 15). Types only come from the contract, so zod stays out. */
export const MALL_PAGE_SIZE = 15;
/** Spec §2: the price range applies once it has not changed for 500 ms. */
export const PRICE_DEBOUNCE_MS = 500;

/** Sorting options: the server's order (price ascending), price up, price down, by name. */
export const MALL_SORTS = ['default', 'asc', 'desc', 'name'] as const;
export type MallSort = (typeof MALL_SORTS)[number];

/** What the mall URL says (`name, price, max_price, sort, field, page`); prices stay as typed. */
export interface MallFilters {
  name: string;
  price: string;
  maxPrice: string;
  sort: MallSort;
  page: number;
}

export const DEFAULT_MALL_FILTERS: MallFilters = { name: '', price: '', maxPrice: '', sort: 'default', page: 1 };

const MAX_NAME = 100;
const MAX_PAGE = 100_000;
const MAX_USD = 10_000_000;

/** A USD bound as typed (`12`, `12.5`, `12,5`), or undefined when empty or not a price. */
export function priceBound(text: string): number | undefined {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,8}(\.\d{0,3})?$/.test(clean)) return undefined;
  const value = Number(clean);
  return Number.isFinite(value) && value <= MAX_USD ? value : undefined;
}

function cleanPrice(raw: string | null): string {
  return raw !== null && priceBound(raw) !== undefined ? raw.trim().replace(',', '.') : '';
}

function sortOf(params: URLSearchParams): MallSort {
  if (params.get('field') === 'name') return 'name';
  const sort = params.get('sort');
  return sort === 'asc' || sort === 'desc' ? sort : 'default';
}

/** Reads the mall URL; anything malformed falls back to the default. */
export function parseMallSearch(params: URLSearchParams): MallFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    name: (params.get('name') ?? '').trim().slice(0, MAX_NAME),
    price: cleanPrice(params.get('price')),
    maxPrice: cleanPrice(params.get('max_price')),
    sort: sortOf(params),
    page: Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1,
  };
}

/** The URL search for `filters` (`''` for the defaults); defaults are left out so links stay short. */
export function mallSearch(filters: MallFilters): string {
  const params = new URLSearchParams();
  const name = filters.name.trim();
  if (name) params.set('name', name);
  if (priceBound(filters.price) !== undefined) params.set('price', filters.price.trim().replace(',', '.'));
  if (priceBound(filters.maxPrice) !== undefined) params.set('max_price', filters.maxPrice.trim().replace(',', '.'));
  if (filters.sort === 'asc' || filters.sort === 'desc') params.set('sort', filters.sort);
  if (filters.sort === 'name') params.set('field', 'name');
  if (filters.page > 1) params.set('page', String(filters.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** A new filter value starts again from page 1. */
export function withFilter(filters: MallFilters, patch: Partial<Omit<MallFilters, 'page'>>): MallFilters {
  return { ...filters, ...patch, page: 1 };
}

export interface MallListQuery {
  page: number;
  limit: number;
  sort?: 'asc' | 'desc';
  field?: 'price' | 'name';
  name?: string;
  price?: number;
  max_price?: number;
}

/** `GET /api/system_shop` query; a reversed range (from > to) is swapped rather than answering nothing. */
export function mallQuery(filters: MallFilters): MallListQuery {
  let low = priceBound(filters.price);
  let high = priceBound(filters.maxPrice);
  if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
  const name = filters.name.trim();
  return {
    page: filters.page,
    limit: MALL_PAGE_SIZE,
    ...(filters.sort === 'asc' || filters.sort === 'desc' ? { sort: filters.sort, field: 'price' as const } : {}),
    ...(filters.sort === 'name' ? { sort: 'asc' as const, field: 'name' as const } : {}),
    ...(name ? { name } : {}),
    ...(low !== undefined ? { price: low } : {}),
    ...(high !== undefined ? { max_price: high } : {}),
  };
}

/** Pages for `total` items (spec §9 mall page size), at least 0. */
export function pageCount(total: number, size = MALL_PAGE_SIZE): number {
  return total > 0 ? Math.ceil(total / size) : 0;
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: MallFilters): boolean {
  return (
    filters.name.trim() !== '' || priceBound(filters.price) !== undefined || priceBound(filters.maxPrice) !== undefined
  );
}
