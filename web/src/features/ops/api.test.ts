import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPS_TOKEN_KEY, OpsError, opsCall, opsToken, setOpsToken } from './api';

const PLAYER_TOKEN = 'player-secret-token';
const OPS_TOKEN = 'ops_operator-token';

function memoryStorage(seed: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(seed));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ code: status, msg: status === 200 ? 'ok' : 'nope', data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** The request the client sent: URL, init and its headers as a plain object. */
function sent(fetchMock: ReturnType<typeof vi.fn>, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('ops api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    // The player is signed in on this browser: token in localStorage and in the readable cookie.
    vi.stubGlobal('localStorage', memoryStorage({ authsk: PLAYER_TOKEN, lang: 'en' }));
    vi.stubGlobal('document', { cookie: `authsk=${PLAYER_TOKEN}` });
    vi.stubGlobal('sessionStorage', memoryStorage());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the operator bearer token and never the player token', async () => {
    setOpsToken(OPS_TOKEN);
    fetchMock.mockResolvedValueOnce(ok({ id: 1, email: 'op@example.com', role: 'admin', areas: ['cases'] }));
    const me = await opsCall('me');
    expect(me.email).toBe('op@example.com');
    const { url, init, headers } = sent(fetchMock);
    expect(url).toBe('/api/ops/me');
    expect(headers.Authorization).toBe(`Bearer ${OPS_TOKEN}`);
    expect(JSON.stringify(headers)).not.toContain(PLAYER_TOKEN);
    // No cookies either: the player's HttpOnly session cookie stays off operator routes.
    expect(init.credentials).toBe('omit');
  });

  it('sends no Authorization at all without an operator token, even when a player is signed in', async () => {
    fetchMock.mockResolvedValueOnce(ok(null, 401));
    await expect(opsCall('me')).rejects.toBeInstanceOf(OpsError);
    const { headers } = sent(fetchMock);
    expect(headers.Authorization).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain(PLAYER_TOKEN);
  });

  it('keeps the token in sessionStorage under df_ops_token', () => {
    setOpsToken(OPS_TOKEN);
    expect(sessionStorage.getItem(OPS_TOKEN_KEY)).toBe(OPS_TOKEN);
    expect(localStorage.getItem(OPS_TOKEN_KEY)).toBeNull();
  });

  it('posts JSON with an Idempotency-Key, and login without one', async () => {
    setOpsToken(OPS_TOKEN);
    fetchMock.mockResolvedValueOnce(ok({ tx_id: 9, balance: 15 }));
    await opsCall('adjust', { params: { id: 42 }, body: { currency: 'money', amount: '-5', reason: 'goodwill' } });
    const adjust = sent(fetchMock, 0);
    expect(adjust.url).toBe('/api/ops/players/42/adjust');
    expect(adjust.init.method).toBe('POST');
    expect(adjust.headers['Content-Type']).toBe('application/json');
    expect(adjust.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(adjust.init.body))).toEqual({ currency: 'money', amount: '-5', reason: 'goodwill' });

    fetchMock.mockResolvedValueOnce(
      ok({ token: 'ops_new', expires_at: '', operator: { id: 1, email: 'a@b.c', role: 'admin', areas: [] } }),
    );
    await opsCall('login', { body: { email: 'a@b.c', password: 'pw', totp: '123456' } });
    expect(sent(fetchMock, 1).headers['Idempotency-Key']).toBeUndefined();
  });

  it('throws code and msg of a failed envelope', async () => {
    setOpsToken(OPS_TOKEN);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 409, msg: 'Already published', data: null }), { status: 200 }),
    );
    const error = await opsCall('publishCase', { params: { id: 'neon' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpsError);
    expect((error as OpsError).code).toBe(409);
    expect((error as OpsError).msg).toBe('Already published');
    expect(opsToken()).toBe(OPS_TOKEN);
  });

  it('clears the operator token on 401 (the console shows its login)', async () => {
    setOpsToken(OPS_TOKEN);
    fetchMock.mockResolvedValueOnce(ok(null, 401));
    await expect(opsCall('sessions')).rejects.toMatchObject({ code: 401 });
    expect(opsToken()).toBeNull();
    expect(localStorage.getItem('authsk')).toBe(PLAYER_TOKEN);
  });
});
