import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] });
});
afterAll(() => app?.close());

describe('envelope', () => {
  it('answers 404 for an unknown /api path', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'Not found', data: null });
  });

  it('translates messages by the Language header', async () => {
    const de = await app.request('/api/nope', { headers: { Language: 'de' } });
    const zh = await app.request('/api/nope', { headers: { Language: 'zh_CN' } });
    expect(de.body.msg).not.toBe('Not found');
    expect(de.body.msg).toBe((await import('./i18n/messages/de.json')).not_found);
    expect(zh.body.msg).toBe((await import('./i18n/messages/zh.json')).not_found);
  });

  it('answers 400 for malformed JSON and changes nothing', async () => {
    const res = await app.request('/api/user/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type": "bug", ',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, msg: 'The request body is not valid JSON', data: null });
    expect(await countFeedback()).toBe(0);
  });

  it('answers 400 naming the field that failed validation', async () => {
    const res = await app.request('/api/user/feedback', {
      method: 'POST',
      json: { type: 'bug', email: 'not-an-email', content: 'The reel froze on the second case.' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('Invalid value for email');
    expect(res.body.data.field).toBe('email');
    expect(await countFeedback()).toBe(0);
  });

  it('stores a valid feedback message', async () => {
    const res = await app.request('/api/user/feedback', {
      method: 'POST',
      json: { type: 'bug', email: 'Player@Example.com', content: 'The reel froze on the second case.' },
    });
    expect(res.body).toMatchObject({ code: 200, msg: 'Success' });
    // Issue 17: the answer is the ticket number the player quotes to support.
    expect(res.body.data.ticket).toMatch(/^DF-\d{6}-\d{5,}$/);
    expect(await countFeedback()).toBe(1);
  });

  it('answers 500 without leaking the error, with a request id', async () => {
    const { openDatabase } = await import('./db');
    const db = openDatabase(app.config.databaseUrl ?? '', 1);
    await db.pool.query('alter table articles rename to articles_gone');
    try {
      const res = await app.request('/api/article');
      expect(res.status).toBe(500);
      expect(res.body.code).toBe(500);
      expect(res.body.msg).toBe('Something went wrong on our side, please try again');
      expect(JSON.stringify(res.body)).not.toMatch(/stack|articles_gone|relation/);
      expect(res.body.data.request_id).toBe(res.headers.get('x-request-id'));
    } finally {
      await db.pool.query('alter table articles_gone rename to articles');
      await db.close();
    }
  });

  async function countFeedback(): Promise<number> {
    const { openDatabase } = await import('./db');
    const db = openDatabase(app.config.databaseUrl ?? '', 1);
    try {
      const res = await db.pool.query<{ n: number }>('select count(*)::int as n from feedback');
      return res.rows[0]?.n ?? -1;
    } finally {
      await db.close();
    }
  }
});

describe('health', () => {
  it('is up and ready once migrations are applied', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data.ready).toBe(true);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await app.request('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/config', '/api/page/{slug}']));
  });

  it('sends a Content-Security-Policy', async () => {
    const res = await app.request('/healthz');
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'.*script-src 'self'/);
  });
});

describe('websocket /ws', () => {
  it('pushes the online count and answers pings', async () => {
    const url = app.url.replace('http', 'ws');
    const a = await openSocket(`${url}/ws`);
    const b = await openSocket(`${url}/ws`);
    a.socket.send(JSON.stringify({ type: 'connect', ip: '', user_id: 0 }));
    const counted = await a.next((m) => m.channel === 'online' && m.data.online === 2, 5000);
    expect(counted.data.online).toBe(2);
    a.socket.send(JSON.stringify({ type: 'ping' }));
    const pong = await a.next((m) => m.type === 'pong');
    expect(pong.online).toBe(2);
    b.socket.close();
    const after = await a.next((m) => m.channel === 'online' && m.data.online === 1, 5000);
    expect(after.data.online).toBe(1);
    a.socket.close();
  });

  it('rejects private channels and junk', async () => {
    const url = app.url.replace('http', 'ws');
    const a = await openSocket(`${url}/ws`);
    a.socket.send(JSON.stringify({ type: 'subscribe', channel: 'FallingGoods.1' }));
    expect((await a.next((m) => m.type === 'error')).msg).toBe('channel not allowed');
    a.socket.send('{nope');
    expect((await a.next((m) => m.type === 'error')).msg).toBe('bad message');
    a.socket.close();
  });
});

type Message = Record<string, any>;
function openSocket(
  url: string,
): Promise<{ socket: WebSocket; next: (match: (m: Message) => boolean, ms?: number) => Promise<Message> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const seen: Message[] = [];
    const waiters: Array<{ match: (m: Message) => boolean; done: (m: Message) => void }> = [];
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as Message;
      const waiter = waiters.find((w) => w.match(m));
      if (waiter) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(m);
      } else seen.push(m);
    });
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        next: (match, ms = 3000) =>
          new Promise((done, fail) => {
            const found = seen.find(match);
            if (found) {
              seen.splice(seen.indexOf(found), 1);
              return done(found);
            }
            const timer = setTimeout(() => fail(new Error('no matching message')), ms);
            waiters.push({
              match,
              done: (m) => {
                clearTimeout(timer);
                done(m);
              },
            });
          }),
      }),
    );
  });
}

describe('Idempotency-Key', () => {
  const send = (key: string, content = 'The reel froze on the second case.') =>
    app.request('/api/user/feedback', {
      method: 'POST',
      json: { type: 'bug', email: 'idem@example.com', content },
      headers: { 'Idempotency-Key': key },
    });

  it('answers a retry with the first answer and runs the call once', async () => {
    const first = await send('retry-1');
    const second = await send('retry-1');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const rows = await app.database.pool.query(
      `select count(*)::int as n from feedback where email = 'idem@example.com'`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    await send('retry-2');
    const other = await send('retry-2', 'Something else entirely happened here.');
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('This Idempotency-Key was used for a different request');
  });

  it('runs 20 parallel copies of one keyed call once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send('burst-1', 'Twenty copies of one request.')),
    );
    const ok = results.filter((r) => r.body.code === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(1);
    expect(results.every((r) => r.body.code === 200 || r.status === 409)).toBe(true);
    const rows = await app.database.pool.query(
      `select count(*)::int as n from feedback where content = 'Twenty copies of one request.'`,
    );
    expect(rows.rows[0].n).toBe(1);
  });
});
