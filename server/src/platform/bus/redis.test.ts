import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';

const redisUrl = process.env.REDIS_URL;

/** Two instances sharing one Redis: what happens on A reaches clients of B. */
describe.runIf(redisUrl)('Redis fan-out between instances', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const prefix = `test:fanout:${randomBytes(4).toString('hex')}:`;
    [a, b] = await Promise.all([
      startTestApp({}, { REDIS_PREFIX: prefix }),
      startTestApp({}, { REDIS_PREFIX: prefix }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('uses the Redis bus', () => {
    expect(a.bus.kind).toBe('redis');
  });

  it('delivers a drop published on A to a websocket client of B', async () => {
    const socket = new WebSocket(`${b.url.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const received = new Promise<any>((resolve) => {
      socket.on('message', (raw) => {
        const m = JSON.parse(String(raw));
        if (m.channel === 'DropKanbanChannel') resolve(m);
      });
    });
    await a.bus.publish({ channel: 'DropKanbanChannel', event: 'DropKanban', data: { id: 'from-a' } });
    expect(await received).toEqual({ channel: 'DropKanbanChannel', event: 'DropKanban', data: { id: 'from-a' } });
    socket.close();
  });

  it('counts players online across instances', async () => {
    const s1 = new WebSocket(`${a.url.replace('http', 'ws')}/ws`);
    const s2 = new WebSocket(`${b.url.replace('http', 'ws')}/ws`);
    await Promise.all([s1, s2].map((s) => new Promise((resolve) => s.once('open', resolve))));
    await expect
      .poll(async () => (await a.gateway.online()) === 2 && (await b.gateway.online()) === 2, { timeout: 5000 })
      .toBe(true);
    s1.close();
    s2.close();
  });
});
