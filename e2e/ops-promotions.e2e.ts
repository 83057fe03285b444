import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stepAt, totpAt } from '../server/src/modules/ops';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, DESKTOP, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * The console's promotions and content (issue 25): an operator makes an event from an existing one, sees its cost,
 * switches it on (players see it) and ends it; prices and ends a giveaway; makes codes a player redeems; makes a
 * gift-card batch; writes an info page in two languages that players read at once; sends a platform notification.
 * Screenshots of each screen at 1440 px and 390 px.
 */
let site: Site;
let desk: { context: BrowserContext; page: Page };
let token: string;

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

async function axe(page: Page, where: string) {
  const findings = await audit(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

/** A console page whose operator already signed in (the token in sessionStorage). */
async function consolePage(viewport = DESKTOP) {
  const { context, page } = await site.visitorPage(viewport);
  await context.addInitScript((t) => sessionStorage.setItem('df_ops_token', t), token);
  return { context, page };
}

beforeAll(async () => {
  site = await startSite('opspromo', { LIABILITIES_EVERY_HOURS: '0' });
  const made = await site.running.ops.operators.create('promo-admin@ops.example.com', 'admin');
  const login = await site.call<{ token: string }>('/api/ops/login', {
    email: made.operator.email,
    password: made.password,
    totp: totpAt(made.secret, stepAt(Date.now())),
  });
  token = login.token;
  desk = await consolePage();
  // Dialogs and switches appear at once, so a screenshot never catches them half faded in.
  await desk.page.emulateMedia({ reducedMotion: 'reduce' });
}, 120_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && desk)
    await shot(desk.page, `ops-promo-failed-${ctx.task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await desk?.context.close();
  await site?.stop();
});

const playerEvents = async () =>
  (await site.call<{ list: Array<{ key: string }> }>('/api/events')).list.map((e) => e.key);

describe('operator console: promotions and content', () => {
  it('makes an event from an existing one, prices it, switches it on for players, and ends it', async () => {
    const { page } = desk;
    await page.goto(`${site.url}/ops/events`, { waitUntil: 'networkidle' });
    await page.getByTestId('ops-event-row').first().waitFor();
    await shot(page, 'ops-events-desktop');
    await axe(page, '/ops/events');

    await page.getByTestId('ops-event-new-toggle').click();
    await page.getByTestId('ops-event-start-from').selectOption('prize-wheel');
    const json = page.getByTestId('ops-event-json');
    await expect.poll(() => json.inputValue(), { timeout: 10_000 }).toContain('"mechanic": "wheel"');
    const definition = JSON.parse(await json.inputValue()) as { key: string };
    expect(definition.key).not.toBe('prize-wheel');
    await page.getByTestId('ops-event-check-cost').click();
    await page.getByTestId('ops-event-cost').waitFor();
    expect(await page.getByTestId('ops-event-cost').innerText()).toMatch(/\$/);
    await shot(page, 'ops-event-new-desktop');
    await page.getByTestId('ops-event-create').click();
    const row = page.locator('[data-testid="ops-event-row"]', { hasText: definition.key });
    await row.waitFor();
    expect(await playerEvents()).not.toContain(definition.key);

    await row.getByTestId('ops-event-schedule').click();
    await page.getByTestId('ops-event-schedule-form').waitFor();
    await page.getByTestId('ops-event-enabled').check();
    await shot(page, 'ops-event-schedule-desktop');
    await page.getByTestId('ops-confirm').click();
    await expect.poll(playerEvents, { timeout: 10_000 }).toContain(definition.key);

    await row.getByTestId('ops-event-end').click();
    await page.getByTestId('ops-confirm').click();
    await expect.poll(playerEvents, { timeout: 10_000 }).not.toContain(definition.key);
    await expect.poll(() => row.innerText()).toMatch(/ended/i);
  });

  it('prices a giveaway before creating it, and ends it early', async () => {
    const { page } = desk;
    await page.goto(`${site.url}/ops/giveaways`, { waitUntil: 'networkidle' });
    await page.getByTestId('ops-giveaways').waitFor();
    await page.getByTestId('ops-giveaway-new-toggle').click();
    await page.getByTestId('ops-giveaway-title').fill('Console cash drop');
    await page.getByTestId('ops-giveaway-minutes').fill('30');
    await page.getByTestId('ops-giveaway-cash').fill('2.5');
    await page.getByTestId('ops-giveaway-check-cost').click();
    await expect.poll(() => page.getByTestId('ops-giveaway-cost').innerText(), { timeout: 10_000 }).toContain('2.5');
    await shot(page, 'ops-giveaway-new-desktop');
    await page.getByTestId('ops-giveaway-create').click();
    const row = page.locator('[data-testid="ops-giveaway-row"]', { hasText: 'Console cash drop' });
    await row.waitFor();
    await shot(page, 'ops-giveaways-desktop');
    await axe(page, '/ops/giveaways');
    await row.getByTestId('ops-giveaway-end').click();
    await page.getByTestId('ops-confirm').click();
    // Nobody joined: the room is cancelled rather than drawn.
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toMatch(/cancelled/i);
  });

  it('makes codes shown once, and counts a redemption', async () => {
    const { page } = desk;
    await page.goto(`${site.url}/ops/codes`, { waitUntil: 'networkidle' });
    await page.getByTestId('ops-codes').waitFor();
    await page.getByTestId('ops-codes-campaign').fill('winter-launch');
    await page.getByTestId('ops-codes-amount').fill('1.5');
    await page.getByTestId('ops-codes-uses').fill('5');
    await page.getByTestId('ops-codes-count').fill('3');
    await page.getByTestId('ops-codes-create').click();
    const list = page.getByTestId('ops-codes-once-list');
    await list.waitFor();
    const codes = (await list.innerText()).split(/\s+/).filter((c) => /^[A-Z0-9-]{6,}$/.test(c));
    expect(codes).toHaveLength(3);
    await shot(page, 'ops-codes-once-desktop');
    await page.getByTestId('ops-codes-once-close').click();

    const player = await site.register();
    await site.call('/api/user/cdkey', { code: codes[0] }, player);
    await page.reload({ waitUntil: 'networkidle' });
    const row = page.locator('[data-testid="ops-campaign-row"]', { hasText: 'winter-launch' });
    await expect.poll(() => row.innerText(), { timeout: 10_000 }).toMatch(/1\s*\/\s*15/);
    await shot(page, 'ops-codes-desktop');
    await axe(page, '/ops/codes');
  });

  it('makes a gift-card batch under payments', async () => {
    const { page } = desk;
    await page.goto(`${site.url}/ops/payments`, { waitUntil: 'networkidle' });
    await page.getByTestId('ops-giftcards-form').waitFor();
    await page.getByTestId('ops-giftcards-batch').fill('retail-december');
    await page.getByTestId('ops-giftcards-count').fill('2');
    await page.getByTestId('ops-giftcards-amount').fill('10');
    await page.getByTestId('ops-giftcards-create').click();
    await page.getByTestId('ops-codes-once-list').waitFor();
    await page.getByTestId('ops-codes-once-close').click();
    await page.locator('[data-testid="ops-giftcard-row"]', { hasText: 'retail-december' }).waitFor();
    await shot(page, 'ops-giftcards-desktop');
  });

  it('writes an info page in two languages that players read at once, and sends a notification', async () => {
    const { page } = desk;
    await page.goto(`${site.url}/ops/content`, { waitUntil: 'networkidle' });
    await page.getByTestId('ops-content').waitFor();
    await page.getByTestId('ops-content-row').first().waitFor();
    await shot(page, 'ops-content-desktop');
    await axe(page, '/ops/content');

    await page.getByTestId('ops-content-tab-page').click();
    await page.getByTestId('ops-content-new').click();
    await page.getByTestId('ops-content-editor').waitFor();
    await page.getByTestId('ops-content-title').fill('Winter rules');
    await page.getByTestId('ops-content-content').fill('<h2>Winter</h2><p>Play fair.</p><script>alert(1)</script>');
    await page.getByLabel('Address (slug)').fill('winter-rules');
    await page.getByLabel('Footer column').fill('about');
    await page.locator('[role="tab"][data-lang="de"]').click();
    await page.getByTestId('ops-content-title').fill('Winterregeln');
    await page.getByTestId('ops-content-content').fill('<p>Fair spielen.</p>');
    await page.getByTestId('ops-content-preview-run').click();
    await expect
      .poll(() => page.getByTestId('ops-content-preview').innerText(), { timeout: 10_000 })
      .toContain('Fair spielen.');
    await page.getByRole('switch').click();
    await shot(page, 'ops-content-editor-desktop');
    await page.getByTestId('ops-content-save').click();
    await expect
      .poll(async () => (await fetch(`${site.url}/api/page/winter-rules`, { headers: { Language: 'de' } })).json(), {
        timeout: 10_000,
      })
      .toMatchObject({ code: 200, data: { title: 'Winterregeln', content: '<p>Fair spielen.</p>' } });
    const en = (await (await fetch(`${site.url}/api/page/winter-rules`)).json()) as { data: { content: string } };
    expect(en.data.content).toBe('<h2>Winter</h2><p>Play fair.</p>');

    await page.getByTestId('ops-content-tab-broadcast').click();
    await page.getByTestId('ops-broadcast').waitFor();
    await page.getByTestId('ops-broadcast-title').fill('Winter event is live');
    await page.getByTestId('ops-broadcast-text').fill('Open the prize wheel once a day until New Year.');
    await page.getByTestId('ops-broadcast-send').click();
    await page.getByTestId('ops-confirm').click();
    await page.getByTestId('ops-broadcast-result').waitFor();
    await shot(page, 'ops-broadcast-desktop');
    const player = await site.register();
    const inbox = await site.call<{ list: Array<{ content: { title: string } }> }>(
      '/api/message/notifications?type=0&limit=50',
      undefined,
      player,
    );
    expect(inbox.list.map((n) => n.content.title)).toContain('Winter event is live');
  });

  it('fits a phone: events, giveaways, codes and content at 390 px', async () => {
    const { context, page } = await consolePage(MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pages: Array<[string, string]> = [
      ['/ops/events', 'ops-events'],
      ['/ops/giveaways', 'ops-giveaways'],
      ['/ops/codes', 'ops-codes'],
      ['/ops/content', 'ops-content'],
    ];
    for (const [path, id] of pages) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByTestId(id).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await shot(page, `${id}-mobile`);
      await axe(page, `${path} at 390 px`);
    }
    await context.close();
  });
});
