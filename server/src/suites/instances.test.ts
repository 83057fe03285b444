import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/auth';
import { type Running, start } from '../main';
import { aesEncrypt } from '../modules/auth';

const redisUrl = process.env.REDIS_URL;

/** A round-robin proxy in front of two instances: each request and each websocket goes to the next one. */
function roundRobin(targets: number[]) {
  let next = 0;
  const pick = () => targets[next++ % targets.length]!;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: '127.0.0.1', port: pick(), path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = net.connect(pick(), '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Two instances on one database and one Redis, behind a round-robin proxy (issue 16). */
describe.runIf(redisUrl)('two instances behind a load balancer', () => {
  let a: TestApp;
  let b: Running;
  let proxy: { url: string; close: () => Promise<void> };
  const prefix = `test:pair:${randomBytes(4).toString('hex')}:`;
  const env = { CAPTCHA_MODE: 'off', REDIS_PREFIX: prefix, RATE_LIMIT_MAX: '8', RATE_LIMIT_WINDOW_MS: '60000' };

  beforeAll(async () => {
    a = await startTestApp({ trustedIps: [] }, env);
    b = await start(
      { port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir: mkdtempSync(join(tmpdir(), 'dropforge-b-')) },
      {
        NODE_ENV: 'test',
        DATABASE_URL: a.config.databaseUrl,
        REDIS_URL: redisUrl,
        SESSION_PEPPER: a.config.sessionPepper,
        COOKIE_SECRET: a.config.cookieSecret,
        RATE_LIMIT_MONEY_MAX: '1000',
        ...env,
      },
    );
    proxy = await roundRobin([a.port, b.port]);
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await b?.stop();
    await a?.close();
  });

  const viaProxy = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const res = await fetch(`${proxy.url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };

  it('a session made on one instance is honoured by the other, and a deposit reaches a websocket on either', async () => {
    const token = await registerUser(a, 'Pairplayer');
    const seen = await Promise.all([1, 2].map(() => viaProxy('/api/user', { headers: bearer(token) })));
    expect(seen.map((r) => r.body.data.name)).toEqual(['Pairplayer', 'Pairplayer']);
    const id = seen[0]!.body.data.id;

    // One socket lands on each instance; both follow the player's private channel.
    const sockets = [1, 2].map(
      () => new WebSocket(`${proxy.url.replace('http', 'ws')}/ws`, { headers: bearer(token) }),
    );
    const probed = new Set<WebSocket>();
    const notified = sockets.map(
      (socket) =>
        new Promise<unknown>((resolve) => {
          socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel: `notifications.${id}` })));
          socket.on('message', (raw) => {
            const msg = JSON.parse(String(raw));
            if (msg.channel !== `notifications.${id}`) return;
            if (msg.event === 'probe') probed.add(socket);
            if (msg.event === 'deposit') resolve(msg.data);
          });
        }),
    );
    await expect.poll(async () => (await a.gateway.online()) >= 2 && (await b.gateway.online()) >= 2).toBe(true);
    // Both subscriptions are in place once a probe on the channel reaches both sockets.
    await expect
      .poll(async () => {
        await a.bus.publish({ channel: `notifications.${id}`, event: 'probe', data: null });
        return probed.size;
      })
      .toBe(2);

    // The order is made through the proxy; the sandbox processor's page is answered on instance B; the webhook job
    // runs on whichever instance's worker takes it, once.
    const order = await viaProxy('/api/system_shop/recharge', {
      method: 'POST',
      headers: bearer(token),
      json: { amount: 12, payment_id: 'card', country: 'US' },
    });
    const orderSn = order.body.data.order_sn as string;
    const paid = await fetch(`${b.url}/sandbox/checkout/${orderSn}/pay`, {
      method: 'POST',
      headers: bearer(token),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await Promise.all(notified);
    for (const socket of sockets) socket.close();

    const events = await a.database.pool.query('select count(*)::int as n from webhook_events where order_sn = $1', [
      orderSn,
    ]);
    expect(events.rows[0].n).toBe(1);
    const profile = await viaProxy('/api/user', { headers: bearer(token) });
    expect(profile.body.data.money).toBe(14.9); // $12, the +20 % first top-up bonus and the VIP level 1 reward
  });

  it('shares rate limits and captcha state', async () => {
    // A captcha got on A is checked on B.
    const got = await a.request('/api/captcha/get', { method: 'POST', json: { captchaType: 'blockPuzzle' } });
    const { token, secretKey } = got.body.repData as { token: string; secretKey: string };
    const answer = JSON.stringify(await a.captcha.peekAnswer(token));
    const checked = await fetch(`${b.url}/api/captcha/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ captchaType: 'blockPuzzle', token, pointJson: aesEncrypt(answer, secretKey) }),
    }).then((r) => r.json() as Promise<{ repCode: string }>);
    expect(checked.repCode).toBe('0000');

    // Writes from one address: the limit (8 a minute) holds over both instances together. Earlier writes of this
    // address count too; with a limit per instance, 12 writes split over two would nearly all pass.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await viaProxy('/api/user/feedback', {
        method: 'POST',
        json: { type: 'bug', email: 'pair@example.com', content: `round robin feedback number ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(8);
  });
});
