import { parseMilli } from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../test/content';
import { deposit } from '../../test/deposits';

/** The value of one series (`name{labels}`) in a Prometheus text answer; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir: contentWithCases({ 'test-pistols': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 60_000);
afterAll(() => app?.close());

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${app.url}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('/metrics', () => {
  it('answers Prometheus text: latency per route, bets by game, deposits, withdrawals by state, jobs, sockets, pool', async () => {
    const before = (await scrape()).text;
    const token = await registerUser(app, 'Metered');
    await deposit(app, token, 25);
    const price = parseMilli((await app.request('/api/box/test-pistols')).body.data.price);
    const open = await app.request('/api/box/test-pistols/open', {
      method: 'POST',
      json: { number: 2 },
      headers: bearer(token),
    });
    expect(open.body.code).toBe(200);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => socket.once('message', resolve));

    const after = await scrape();
    socket.close();
    expect(after.status).toBe(200);
    expect(after.type).toContain('text/plain');
    const delta = (series: string) => sample(after.text, series) - sample(before, series);
    expect(delta('dropforge_bets_total{game="case"}')).toBe(2);
    expect(delta('dropforge_bet_amount_usd_total{game="case"}')).toBeCloseTo((2 * price) / 1000, 3);
    expect(delta('dropforge_deposits_total{method="card"}')).toBe(1);
    expect(delta('dropforge_deposit_amount_usd_total{method="card"}')).toBeCloseTo(25, 3);
    expect(after.text).toMatch(
      /dropforge_http_request_duration_seconds_count\{method="POST",route="\/api\/box\/:id\/open",status="200"\} \d+/,
    );
    for (const state of ['in_progress', 'ready', 'success', 'failed', 'cancelled'])
      expect(after.text).toContain(`dropforge_withdrawals{state="${state}"} 0`);
    expect(sample(after.text, 'dropforge_websocket_connections')).toBe(1);
    expect(after.text).toMatch(/dropforge_db_pool_connections\{state="waiting"\} \d+/);
    expect(after.text).toContain('# TYPE dropforge_job_lag_seconds gauge');
    expect(after.text).toMatch(/dropforge_jobs_failed\{queue="[\w-]+"\} \d+/);
  });
});

describe('/metrics access', () => {
  let prod: TestApp;
  afterAll(() => prod?.close());

  it('in production, asks every address but loopback for METRICS_TOKEN and answers loopback without it', async () => {
    prod = await startTestApp(
      { trustProxy: true },
      {
        NODE_ENV: 'production',
        SESSION_PEPPER: 'p'.repeat(40),
        COOKIE_SECRET: 'c'.repeat(40),
        METRICS_TOKEN: 'metrics-token-0123456789',
      },
    );
    const get = (headers: Record<string, string>) => fetch(`${prod.url}/metrics`, { headers }).then((r) => r.status);
    const remote = { 'x-forwarded-for': '203.0.113.9' };
    expect(await get(remote)).toBe(404);
    expect(await get({ ...remote, authorization: 'Bearer wrong-token-0123456789' })).toBe(404);
    expect(await get({ ...remote, authorization: 'Bearer metrics-token-0123456789' })).toBe(200);
    expect(await get({})).toBe(200);
  });
});
