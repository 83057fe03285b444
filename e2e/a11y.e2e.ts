import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, describeFindings } from './axe';
import { DESKTOP, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Accessibility gate: axe-core on the pages a new player meets first, at desktop and phone width, signed
 * in (a funded player with a drop in the strip, a stake for the upgrade and an open battle in the lobby)
 * and signed out. Any serious or critical violation fails, listed with its rule, selectors and summary.
 */
let site: Site;
let giftId = 0;
let caseId: string;
const contexts = new Map<string, { context: BrowserContext; page: Page }>();

type Who = 'player' | 'visitor';

/** Each page and what proves its content rendered (API answers included, not network idle alone). */
const PAGES: Array<{ name: string; path: () => string; ready: (who: Who) => string }> = [
  { name: 'home', path: () => '/', ready: () => '[data-testid="case-card"]' },
  { name: 'case', path: () => `/case/${caseId}`, ready: () => '[data-testid="case-contents"]' },
  { name: 'battles', path: () => '/battle', ready: () => '[data-testid="battle-card"]' },
  { name: 'battle create', path: () => '/battle/create', ready: () => '[data-testid="battle-box-option"]' },
  {
    name: 'upgrade',
    path: () => '/upgrade',
    ready: (who) => (who === 'player' ? '[data-testid="upgrade-stake-item"]' : '[data-testid="upgrade-target"]'),
  },
  { name: 'mall', path: () => '/mall', ready: () => '[data-testid="mall-card"]' },
  {
    name: 'pay',
    path: () => '/pay',
    ready: (who) => (who === 'player' ? '[data-testid="pay-amount"]' : '[data-testid="signin-layer"]'),
  },
  { name: 'giveaways', path: () => '/giveaway', ready: () => '[data-testid="giveaway-card"]' },
  { name: 'giveaway', path: () => `/giveaway/${giftId}`, ready: () => '[data-testid="giveaway-join-panel"]' },
  {
    name: 'promotion',
    path: () => '/my/promotion',
    ready: (who) => (who === 'player' ? '[data-testid="spread-code"]' : '[data-testid="signin-layer"]'),
  },
  { name: 'events', path: () => '/event', ready: () => '[data-testid="event-daily-cards"]' },
  {
    name: 'check-in',
    path: () => '/event/check',
    ready: (who) => (who === 'player' ? '[data-testid="check-in-board"]' : '[data-testid="check-sign-in"]'),
  },
  {
    name: 'cards',
    path: () => '/event/cards',
    ready: (who) => (who === 'player' ? '[data-testid="card-table"]' : '[data-testid="cards-sign-in"]'),
  },
  {
    name: 'wheel',
    path: () => '/event/wheel',
    ready: (who) => (who === 'player' ? '[data-testid="prize-wheel"]' : '[data-testid="wheel-sign-in"]'),
  },
  {
    name: 'flipping',
    path: () => '/event/flipping',
    ready: (who) => (who === 'player' ? '[data-testid="flip-card-0"]' : '[data-testid="flipping-sign-in"]'),
  },
  { name: 'missions', path: () => '/mission', ready: () => '[data-testid="mission-board"]' },
  { name: 'turntable', path: () => '/turntable', ready: () => '[data-testid="turntable-panel"]' },
  { name: 'trust centre', path: () => '/trust', ready: () => '[data-testid="rtp-chart"]' },
];

beforeAll(async () => {
  // Waiting battles never expire here, so the lobby keeps its card however long the run takes.
  site = await startSite('a11y', { BATTLE_WAIT_MINUTES: '0' });
  const token = await site.register();
  await site.running.mall.apply();
  await deposit(token);
  // A drop for the strip and a stake for /upgrade; an open battle for the lobby.
  await site.call('/api/box/budget-one-buck/open', { number: 1 }, token);
  await site.call('/api/battle', { boxes: ['budget-pennies'], players: 2, mode: 'crazy' }, token);
  const categories = await site.call<{ list: Array<{ list: Array<{ id: string }> }> }>('/api/box');
  caseId = categories.list.flatMap((c) => c.list)[0]!.id;
  // The official rooms of content/giveaways open with the site.
  giftId = (await site.call<{ list: Array<{ id: number }> }>('/api/gift/shop')).list[0]!.id;

  const player = await site.signedInPage(token);
  contexts.set('player', player);
  contexts.set('visitor', await visitorPage(player.context, { consented: true }));
}, 180_000);

afterAll(async () => {
  for (const { context } of contexts.values()) await context.close();
  await site?.stop();
});

/** `site.topUp` without `expect.poll` (which only runs inside a test): the sandbox deposit, then its credit. */
async function deposit(token: string) {
  const { order_sn } = await site.call<{ order_sn: string }>(
    '/api/system_shop/recharge',
    { amount: 25, payment_id: 'card', country: 'US' },
    token,
  );
  await fetch(`${site.url}/sandbox/checkout/${order_sn}/pay`, { method: 'POST', redirect: 'manual' });
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    if ((await site.call<{ money: number }>('/api/user', undefined, token)).money > 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox deposit was not credited within 20 s');
}

/** A signed-out visitor in the player's browser; `consented` = already answered the cookie banner and saw today's notice. */
async function visitorPage(sibling: BrowserContext, { consented }: { consented: boolean }, viewport = DESKTOP) {
  const context = await sibling.browser()!.newContext({ viewport, deviceScaleFactor: 1 });
  if (consented) {
    await context.addInitScript(() => {
      const d = new Date();
      const stamp = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      localStorage.setItem('notice_day', stamp);
    });
    await context.addCookies([{ name: 'cookie_consent', value: '1', url: site.url }]);
  }
  return { context, page: await context.newPage() };
}

/** Waits until the page shows its content and every finite animation (fades, slides) has ended. */
async function settle(page: Page, selector: string) {
  // Generous: on a loaded machine the first paint of a page can take tens of seconds.
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="drop-strip"]').waitFor();
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  for (const [width, viewport] of [
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const) {
    for (const who of ['player', 'visitor'] as const) {
      for (const target of PAGES) {
        it(`${target.name}, ${who}, ${width}`, async () => {
          const { page } = contexts.get(who)!;
          await page.setViewportSize(viewport);
          await page.goto(`${site.url}${target.path()}`, { timeout: 60_000 });
          await settle(page, target.ready(who));
          const findings = await audit(page);
          expect(findings, describeFindings(`${target.path()} (${who}, ${width})`, findings)).toEqual([]);
        }, 120_000);
      }
    }

    it(`a first visit: the cookie banner and the day's notice (${width})`, async () => {
      const { context, page } = await visitorPage(contexts.get('player')!.context, { consented: false }, viewport);
      await page.goto(`${site.url}/`, { timeout: 60_000 });
      await page.getByTestId('cookie-banner').waitFor({ timeout: 60_000 });
      await settle(page, '[data-testid="case-card"]');
      const findings = await audit(page);
      await context.close();
      expect(findings, describeFindings(`/ first visit (${width})`, findings)).toEqual([]);
    }, 120_000);
  }
});
