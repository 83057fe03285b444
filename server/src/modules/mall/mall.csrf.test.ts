import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth';
import { fund } from '../../../test/wallet';
import { mallTestApp } from './mall.test-kit';

// Issue 16 defect 3: a HEAD never changes state, and a cookie-authenticated state change must come from the site.
const { app, player, stocked, snapshot } = mallTestApp({ apply: true });

const cookie = (token: string) => ({ Cookie: `authsk=${token}` });
const CROSS = 'This request must come from the site itself';

async function shopper() {
  const { token, id } = await player();
  const goods = await stocked(1_000, 50_000, 5);
  await fund(app(), id, goods.price * 3, 'shop_score');
  return { token, id, goods };
}

const buyUrl = (id: number) => `/api/system_shop/${id}/buy`;
const signedIn = async (token: string) => (await app().request('/api/user', { headers: bearer(token) })).body.code;

describe('state changes only from the site itself', () => {
  it('a HEAD on the buy path buys nothing, with the cookie or a bearer token', async () => {
    const { token, id, goods } = await shopper();
    const before = await snapshot(token, id, goods.id);
    const head = await app().request(buyUrl(goods.id), { method: 'HEAD', headers: cookie(token) });
    expect(head.status).toBe(405);
    await app().request(buyUrl(goods.id), { method: 'HEAD', headers: bearer(token) });
    expect(await snapshot(token, id, goods.id)).toEqual(before);
  });

  it('a cross-site cookie GET of the buy path is refused with a 403 envelope and buys nothing', async () => {
    const { token, id, goods } = await shopper();
    const before = await snapshot(token, id, goods.id);
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Referer: 'https://evil.example/page' },
      // No browser header at all and not the web client's own header (a stripped top-level navigation).
      {},
    ];
    for (const headers of foreign) {
      const res = await app().request(buyUrl(goods.id), { headers: { ...cookie(token), ...headers } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 403, msg: CROSS, data: null });
    }
    const de = await app().request(buyUrl(goods.id), {
      headers: { ...cookie(token), 'Sec-Fetch-Site': 'cross-site', Language: 'de' },
    });
    expect(de.body.msg).toBe('Diese Anfrage muss von der Website selbst kommen');
    expect(await snapshot(token, id, goods.id)).toEqual(before);
  });

  it('same-origin cookie requests and bearer requests (from anywhere) still buy', async () => {
    const { token, goods } = await shopper();
    const self = new URL(app().url).origin;
    const sameOrigin = await app().request(buyUrl(goods.id), {
      headers: { ...cookie(token), 'Sec-Fetch-Site': 'same-origin', Origin: self },
    });
    expect(sameOrigin.body.code).toBe(200);
    const referred = await app().request(buyUrl(goods.id), { headers: { ...cookie(token), Referer: `${self}/mall` } });
    expect(referred.body.code).toBe(200);
    const bearerCross = await app().request(buyUrl(goods.id), {
      headers: { ...bearer(token), 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
    });
    expect(bearerCross.body.code).toBe(200);
    // The web client's own header stands in when a browser sends none of Sec-Fetch-Site, Origin, Referer.
    const other = await shopper();
    const scripted = await app().request(buyUrl(other.goods.id), {
      headers: { ...cookie(other.token), 'X-Requested-With': 'dropforge' },
    });
    expect(scripted.body.code).toBe(200);
  });

  it('GET /api/steam_out signs out neither cross-site nor by HEAD; same-origin it does', async () => {
    const { token } = await player();
    const head = await app().request('/api/steam_out', { method: 'HEAD', headers: cookie(token) });
    expect(head.status).toBe(405);
    const cross = await app().request('/api/steam_out', {
      headers: { ...cookie(token), 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(cross.body).toEqual({ code: 403, msg: CROSS, data: null });
    expect(await signedIn(token)).toBe(200);
    const own = await app().request('/api/steam_out', {
      headers: { ...cookie(token), 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.body.code).toBe(200);
    expect(await signedIn(token)).toBe(401);
  });

  it('a cross-site cookie POST is refused and changes nothing; a bearer POST is not', async () => {
    const { token } = await player();
    const cross = await app().request('/api/user/logout_all', {
      method: 'POST',
      headers: { ...cookie(token), Origin: 'https://evil.example' },
    });
    expect(cross.body).toEqual({ code: 403, msg: CROSS, data: null });
    expect(await signedIn(token)).toBe(200);
    const viaBearer = await app().request('/api/user/logout_all', {
      method: 'POST',
      headers: { ...bearer(token), 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(viaBearer.body.code).toBe(200);
    expect(await signedIn(token)).toBe(401);
  });
});
