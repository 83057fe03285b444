import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, toCreateBody } from './create';
import { listQuery, listSearch, pageCount, parseListSearch } from './list';

const parse = (qs: string) => parseListSearch(new URLSearchParams(qs));

describe('list URL', () => {
  it('reads the tabs: active (default), ended (state 2 or 3), mine (is_me=1)', () => {
    expect(parse('')).toEqual({ tab: 'active', mine: 'active', word: '', page: 1 });
    expect(parse('state=2&page=3').tab).toBe('ended');
    expect(parse('state=3').tab).toBe('ended');
    expect(parse('is_me=1')).toMatchObject({ tab: 'mine', mine: 'active' });
    expect(parse('is_me=1&state=3')).toMatchObject({ tab: 'mine', mine: 'ended' });
    expect(parse('page=-4&word=%20knife%20').page).toBe(1);
    expect(parse('word=%20knife%20').word).toBe('knife');
  });
  it('writes a view back to the same URL, defaults left out', () => {
    for (const qs of ['', '?state=2', '?is_me=1', '?is_me=1&state=3', '?state=2&word=knife&page=2']) {
      expect(listSearch(parse(qs.slice(1)))).toBe(qs);
    }
  });
  it('asks the API for 15 a page with the tab’s state and is_me', () => {
    expect(listQuery(parse(''))).toEqual({ state: 1, limit: 15, page: 1, word: undefined, is_me: undefined });
    expect(listQuery(parse('state=2&word=ak'))).toMatchObject({ state: 2, word: 'ak' });
    expect(listQuery(parse('is_me=1'))).toMatchObject({ state: 1, is_me: 1 });
    expect(listQuery(parse('is_me=1&state=3'))).toMatchObject({ state: 3, is_me: 1 });
  });
  it('pages only above 15 rooms', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(46)).toBe(4);
  });
});

describe('create form', () => {
  const form = { ...EMPTY_FORM, title: ' Stream night ', winners: '2', cash: '5.5' };
  it('builds the contract body of a timed room with cash per winner', () => {
    expect(toCreateBody(form)).toEqual({ body: { title: 'Stream night', winners: 2, ends_in: 3600, prize_cash: 5.5 } });
  });
  it('builds a continuous, private, ticketed room with items and conditions', () => {
    const result = toCreateBody({
      ...form,
      mode: 'people',
      people: '20',
      cash: '',
      items: [7, 9],
      ticket: '50',
      password: 'pw',
      inviteOnly: true,
      minDeposit: '10',
      days: '30',
      vip: 2,
    });
    expect(result).toEqual({
      body: {
        title: 'Stream night',
        winners: 2,
        people: 20,
        prize_items: [7, 9],
        ticket: 50,
        password: 'pw',
        invite_only: true,
        min_deposit: 10,
        days: 30,
        vip: 2,
      },
    });
  });
  it('names the first wrong field', () => {
    expect(toCreateBody({ ...form, title: '  ' })).toEqual({ error: 'title' });
    expect(toCreateBody({ ...form, winners: '0' })).toEqual({ error: 'winners' });
    expect(toCreateBody({ ...form, winners: '1.5' })).toEqual({ error: 'winners' });
    expect(toCreateBody({ ...form, mode: 'people', people: '1' })).toEqual({ error: 'people' });
    expect(toCreateBody({ ...form, cash: '' })).toEqual({ error: 'prize' });
    expect(toCreateBody({ ...form, cash: '1.2345' })).toEqual({ error: 'cash' });
    expect(toCreateBody({ ...form, coins: '2.5' })).toEqual({ error: 'coins' });
    expect(toCreateBody({ ...form, minDeposit: '10', days: '0' })).toEqual({ error: 'days' });
  });
});
