import { battlesRoutes, casesRoutes, contentRoutes, type paymentsRoutes } from '@dropforge/shared/contract/routes';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { type CallInput, call, pathOf, type Result } from './client';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { headers: { 'content-type': 'application/json' } });

describe('call', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path params, sends the body as JSON with the method of the route and returns data', async () => {
    fetchMock.mockResolvedValueOnce(ok({ box_id: 'a b', price: 1, list: [] }));
    const result = await call(casesRoutes.open, { params: { id: 'a b' }, body: { number: 2 }, idempotencyKey: 'k' });
    expect(result).toEqual({ box_id: 'a b', price: 1, list: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/box/a%20b/open');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"number":2}');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k');
  });

  it('leaves out empty query values', async () => {
    fetchMock.mockImplementation(async () => ok(null));
    await call(battlesRoutes.detail, { params: { id: 7 }, query: { code: null } });
    await call(contentRoutes.config, { query: { ip: '' } });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/battle/7', '/api/config?ip=']);
  });

  it('refuses a path with a missing param', () => {
    expect(() => pathOf(casesRoutes.detail)).toThrow('missing param id');
  });

  it('types params, body and result from the contract table', () => {
    expectTypeOf<Result<typeof paymentsRoutes.order>['order_sn']>().toEqualTypeOf<string>();
    expectTypeOf<CallInput<typeof casesRoutes.open>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<CallInput<typeof battlesRoutes.detail>['params']>().toEqualTypeOf<{ id: number }>();
    // @ts-expect-error a case id is a string
    void (() => call(casesRoutes.detail, { params: { id: 1 } }));
    // @ts-expect-error the open needs its params
    void (() => call(casesRoutes.open));
  });
});
