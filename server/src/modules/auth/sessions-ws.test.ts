import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, md5, registerUser } from '../../../test/auth';

// Issue 16 defect 5a: a revoked session's open websocket stops receiving private channels at once, on every
// instance (two instances sharing Postgres and Redis).
describe.runIf(process.env.REDIS_URL)('websockets of revoked sessions', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      CAPTCHA_MODE: 'off',
      REDIS_PREFIX: `test:revoke:${randomBytes(4).toString('hex')}:`,
      SESSION_PEPPER: randomBytes(32).toString('hex'),
    };
    a = await startTestApp({}, env);
    b = await startTestApp({}, { ...env, DATABASE_URL: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  type Socket = { socket: WebSocket; got: Array<{ channel?: string; data?: unknown }> };
  async function open(app: TestApp, token: string, channels: string[]): Promise<Socket> {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`, { headers: { Cookie: `authsk=${token}` } });
    const got: Socket['got'] = [];
    socket.on('message', (raw) => got.push(JSON.parse(String(raw))));
    await new Promise((resolve) => socket.once('open', resolve));
    for (const channel of channels) socket.send(JSON.stringify({ type: 'subscribe', channel }));
    // The subscription waits for the session look-up; a ping answered means the subscribes were handled.
    socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => got.some((m) => (m as { type?: string }).type === 'pong')).toBe(true);
    return { socket, got };
  }
  const login = async (email: string) =>
    (
      await a.request('/api/email/login', {
        method: 'POST',
        json: { email, password: md5('hunter22'), check: true },
      })
    ).body.data.token as string;
  const idOf = async (token: string) => (await a.request('/api/user', { headers: bearer(token) })).body.data.id;
  const received = (s: Socket, channel: string, mark: string) =>
    s.got.some((m) => m.channel === channel && (m.data as { mark?: string })?.mark === mark);

  async function publish(id: number, mark: string) {
    for (const channel of [`notifications.${id}`, `FallingGoods.${id}`]) {
      await a.bus.publish({ channel, event: 'test', data: { mark } });
    }
  }

  it('sign out everywhere cuts every socket of the player off their private channels, on both instances', async () => {
    const first = await registerUser(a, 'wsrevoke', 'wsrevoke@example.com');
    const second = await login('wsrevoke@example.com');
    const id = await idOf(first);
    const channels = [`notifications.${id}`, `FallingGoods.${id}`];
    const onA = await open(a, first, channels);
    const onB = await open(b, second, channels);
    await publish(id, 'before');
    await expect.poll(() => channels.every((c) => received(onA, c, 'before') && received(onB, c, 'before'))).toBe(true);

    expect((await a.request('/api/user/logout_all', { method: 'POST', headers: bearer(first) })).body.code).toBe(200);
    await publish(id, 'after');
    // A public message published after the private ones: once it arrives, the private ones would have too.
    await a.bus.publish({ channel: 'DropKanbanChannel', event: 'test', data: { mark: 'after' } });
    await expect
      .poll(() => received(onA, 'DropKanbanChannel', 'after') && received(onB, 'DropKanbanChannel', 'after'))
      .toBe(true);
    for (const s of [onA, onB]) for (const c of channels) expect(received(s, c, 'after')).toBe(false);

    // Subscribing again is refused: the socket is a visitor's now.
    onB.socket.send(JSON.stringify({ type: 'subscribe', channel: `notifications.${id}` }));
    await expect.poll(() => onB.got.some((m) => (m as { msg?: string }).msg === 'channel not allowed')).toBe(true);
    onA.socket.close();
    onB.socket.close();
  });

  it('signing out one session cuts only that session’s sockets', async () => {
    const first = await registerUser(a, 'wsone', 'wsone@example.com');
    const second = await login('wsone@example.com');
    const id = await idOf(first);
    const channels = [`notifications.${id}`];
    const signedOut = await open(b, first, channels);
    const kept = await open(b, second, channels);
    expect((await a.request('/api/user/logout', { method: 'POST', headers: bearer(first) })).body.code).toBe(200);
    await publish(id, 'after');
    await expect.poll(() => received(kept, `notifications.${id}`, 'after')).toBe(true);
    await a.bus.publish({ channel: 'DropKanbanChannel', event: 'test', data: { mark: 'after' } });
    await expect.poll(() => received(signedOut, 'DropKanbanChannel', 'after')).toBe(true);
    expect(received(signedOut, `notifications.${id}`, 'after')).toBe(false);
    signedOut.socket.close();
    kept.socket.close();
  });
});
