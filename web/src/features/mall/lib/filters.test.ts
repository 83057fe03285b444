import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../components/ui/Pager';
import {
  DEFAULT_MALL_FILTERS,
  isFiltered,
  type MallFilters,
  mallQuery,
  mallSearch,
  pageCount,
  parseMallSearch,
  priceBound,
  withFilter,
} from './filters';

const parse = (qs: string) => parseMallSearch(new URLSearchParams(qs));
const filters = (patch: Partial<MallFilters>): MallFilters => ({ ...DEFAULT_MALL_FILTERS, ...patch });

describe('parseMallSearch', () => {
  it('reads nothing as the defaults', () => {
    expect(parse('')).toEqual(DEFAULT_MALL_FILTERS);
  });

  it('reads name, price range, sort and page', () => {
    expect(parse('name=%20ak-47%20&price=10&max_price=50.5&sort=desc&page=3')).toEqual({
      name: 'ak-47',
      price: '10',
      maxPrice: '50.5',
      sort: 'desc',
      page: 3,
    });
  });

  it('maps field=name to the name sort, whatever the direction', () => {
    expect(parse('field=name').sort).toBe('name');
    expect(parse('field=name&sort=desc').sort).toBe('name');
    expect(parse('sort=asc').sort).toBe('asc');
    expect(parse('sort=sideways').sort).toBe('default');
  });

  it('drops malformed prices and clamps the page', () => {
    const read = parse('price=abc&max_price=-5&page=0');
    expect(read.price).toBe('');
    expect(read.maxPrice).toBe('');
    expect(read.page).toBe(1);
    expect(parse('page=999999999').page).toBe(100_000);
    expect(parse('page=x').page).toBe(1);
  });

  it('accepts a decimal comma and cuts long names', () => {
    expect(parse('price=12,5').price).toBe('12.5');
    expect(parse(`name=${'a'.repeat(150)}`).name).toHaveLength(100);
  });
});

describe('mallSearch', () => {
  it('leaves the defaults out', () => {
    expect(mallSearch(DEFAULT_MALL_FILTERS)).toBe('');
  });

  it('writes what parseMallSearch reads (round trip)', () => {
    for (const value of [
      filters({ name: 'M4A4 | Howl', price: '1.5', maxPrice: '200', sort: 'asc', page: 2 }),
      filters({ sort: 'name' }),
      filters({ sort: 'desc', maxPrice: '0' }),
    ]) {
      expect(parse(mallSearch(value).slice(1))).toEqual(value);
    }
  });

  it('names the sort the way the API does', () => {
    expect(mallSearch(filters({ sort: 'name' }))).toBe('?field=name');
    expect(mallSearch(filters({ sort: 'desc' }))).toBe('?sort=desc');
  });

  it('skips prices that are not prices', () => {
    expect(mallSearch(filters({ price: 'cheap', maxPrice: '5' }))).toBe('?max_price=5');
  });
});

describe('withFilter', () => {
  it('starts again from page 1', () => {
    expect(withFilter(filters({ page: 4 }), { name: 'awp' })).toEqual(filters({ name: 'awp', page: 1 }));
  });
});

describe('mallQuery', () => {
  it('asks 15 a page in the server order by default', () => {
    expect(mallQuery(DEFAULT_MALL_FILTERS)).toEqual({ page: 1, limit: 15 });
  });

  it('maps each sort option to sort and field', () => {
    expect(mallQuery(filters({ sort: 'asc' }))).toMatchObject({ sort: 'asc', field: 'price' });
    expect(mallQuery(filters({ sort: 'desc' }))).toMatchObject({ sort: 'desc', field: 'price' });
    expect(mallQuery(filters({ sort: 'name' }))).toMatchObject({ sort: 'asc', field: 'name' });
  });

  it('sends prices as numbers and swaps a reversed range', () => {
    expect(mallQuery(filters({ price: '50', maxPrice: '10', name: ' knife ' }))).toEqual({
      page: 1,
      limit: 15,
      name: 'knife',
      price: 10,
      max_price: 50,
    });
    expect(mallQuery(filters({ price: '0' }))).toMatchObject({ price: 0 });
  });
});

describe('priceBound and isFiltered', () => {
  it('reads prices up to 3 decimals', () => {
    expect(priceBound('0.125')).toBe(0.125);
    expect(priceBound('0.1234')).toBeUndefined();
    expect(priceBound('1e3')).toBeUndefined();
    expect(priceBound('')).toBeUndefined();
  });

  it('ignores the sort', () => {
    expect(isFiltered(filters({ sort: 'desc' }))).toBe(false);
    expect(isFiltered(filters({ maxPrice: '3' }))).toBe(true);
  });
});

describe('pagination', () => {
  it('counts pages of 15', () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
  });

  it('shows a window of 5 pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
