import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../../test/app';

// Issue 23: a client that stops reading is cut off once more than 1 MiB waits for it, instead of the server buffering
// for it without end; a client that reads gets everything.
describe('websocket backpressure', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  async function follow(channel: string) {
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    const got: string[] = [];
    socket.on('message', (raw) => got.push(String(raw)));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'subscribe', channel }));
    socket.send(JSON.stringify({ type: 'ping' }));
    await expect.poll(() => got.some((m) => m.includes('"pong"'))).toBe(true);
    return { socket, got };
  }

  it('disconnects a client with over 1 MiB unread and keeps serving one that reads', async () => {
    const reader = await follow('battles');
    const stalled = await follow('battles');
    // The stalled client's TCP stops reading: its kernel buffers fill, then the server's.
    const tcp = (stalled.socket as unknown as { _socket: { pause: () => void; resume: () => void } })._socket;
    tcp.pause();
    const closed = new Promise((resolve) => stalled.socket.once('close', resolve));
    const filler = 'x'.repeat(16 * 1024);
    const messages = 2000; // 32 MiB: more than loopback's socket buffers and the 1 MiB allowance together
    for (let i = 0; i < messages; i++) {
      await app.bus.publish({ channel: 'battles', event: 'test', data: { i, filler } });
      if (i % 100 === 99) await new Promise((r) => setImmediate(r));
    }
    await expect
      .poll(() => reader.got.filter((m) => m.includes('"event":"test"')).length, { timeout: 20_000 })
      .toBe(messages);
    // Reading again, the stalled client finds what was sent before it was cut off, then the end.
    tcp.resume();
    await closed;
    expect(stalled.got.filter((m) => m.includes('"event":"test"')).length).toBeLessThan(messages);
    reader.socket.close();
  });
});
