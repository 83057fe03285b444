import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type Running, type StartOptions, start } from '../server/src/main';
import { testPostgres, withDatabase } from '../server/test/postgres';
import { cloneDatabase, dropDatabase } from '../server/test/template';
import { DESKTOP, launch } from './browser';
import { apiClient, registerPlayer } from './players';

export type { Envelope } from './players';

/** A new player's balance after `topUp`: $25, the 20 % deposit bonus and the VIP level 1 reward ($0.50). */
export const TOPPED_UP = 30.5;

/**
 * The whole site on a database of its own with the full catalogue (a copy of the snapshot the global setup
 * imported, mall stocked, so the site boots with its cases and mall like a deployed one), a browser, and the API calls the
 * money journeys share (players made through the e-mail flow, deposits through the sandbox processor).
 */
export async function startSite(tag: string, env: NodeJS.ProcessEnv = {}, options: StartOptions = {}) {
  const pg = await testPostgres();
  const name = `e2e_${tag}_${randomBytes(4).toString('hex')}`;
  await cloneDatabase(pg.adminUrl, inject('catalogTemplate'), name);
  const running: Running = await start(
    {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'warn',
      dataDir: mkdtempSync(join(tmpdir(), `dropforge-e2e-${tag}-`)),
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    },
    {
      NODE_ENV: 'test',
      CAPTCHA_MODE: 'off',
      DATABASE_URL: withDatabase(pg.adminUrl, name),
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `test:${name}:`,
      ...env,
    },
    options,
  );
  const browser: Browser = await launch();

  const call = apiClient(running.url);

  return {
    running,
    url: running.url,
    call,
    async register(): Promise<string> {
      return (await registerPlayer(call, tag)).token;
    },
    /**
     * A $25 deposit the way the sandbox processor makes one: the order, the hosted page's Pay, the webhook. Waits for
     * the balance to reach `expected` (see `TOPPED_UP`; more with an invitation bonus).
     */
    async topUp(token: string, expected = TOPPED_UP): Promise<void> {
      const { order_sn } = await call<{ order_sn: string }>(
        '/api/system_shop/recharge',
        { amount: 25, payment_id: 'card', country: 'US' },
        token,
      );
      await fetch(`${running.url}/sandbox/checkout/${order_sn}/pay`, { method: 'POST', redirect: 'manual' });
      await expect
        .poll(async () => (await call<{ money: number }>('/api/user', undefined, token)).money, { timeout: 20_000 })
        .toBe(expected);
    },
    /** A visitor who accepted cookies and already saw today's announcement. */
    async visitorPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addInitScript(() => {
        const d = new Date();
        const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        localStorage.setItem('notice_day', stamp);
      });
      await context.addCookies([{ name: 'cookie_consent', value: '1', url: running.url }]);
      return { context, page: await context.newPage() };
    },
    async signedInPage(token: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await context.addInitScript((t) => {
        const d = new Date();
        const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        localStorage.setItem('notice_day', stamp);
        localStorage.setItem('authsk', t);
      }, token);
      await context.addCookies([
        { name: 'cookie_consent', value: '1', url: running.url },
        { name: 'authsk', value: token, url: running.url },
      ]);
      return { context, page: await context.newPage() };
    },
    async stop() {
      await browser.close();
      await running.stop();
      await dropDatabase(pg.adminUrl, name).catch(() => {});
      await pg.stop();
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
