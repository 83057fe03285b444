import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stepAt, totpAt } from '../server/src/modules/ops';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * The operator console (issue 25): an operator signs in with a TOTP code, designs a case to RTP 0.92, publishes and
 * switches it on; a player opens it and the daily report shows it; a deposit is refunded with its bonus. Screenshots
 * of every console page at 1440 px and the key ones at 390 px.
 */
let site: Site;
let desk: { context: BrowserContext; page: Page };
const CASE_ID = 'ops-journey';

const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

type Goods = { id: number; name: string; price: number };

/** axe-core finds no serious or critical violation on the console page as it is now. */
async function axe(page: Page, where: string) {
  const findings = await audit(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}
type Operator = { email: string; password: string; secret: string };

async function newOperator(role: 'admin' | 'finance', tag: string): Promise<Operator> {
  const made = await site.running.ops.operators.create(`${tag}@ops.example.com`, role);
  return { email: made.operator.email, password: made.password, secret: made.secret };
}

/** A console page of a context whose operator already signed in (its token in sessionStorage). */
async function consolePage(token: string, viewport = MOBILE) {
  const { context, page } = await site.visitorPage(viewport);
  await context.addInitScript((t) => sessionStorage.setItem('df_ops_token', t), token);
  return { context, page };
}

beforeAll(async () => {
  site = await startSite('ops', { RTP_DRAIN_MS: '300', LIABILITIES_EVERY_HOURS: '0' });
}, 120_000);
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && desk)
    await shot(desk.page, `ops-failed-${ctx.task.name.slice(0, 24).replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await desk?.context.close();
  await site?.stop();
});

describe('operator console', () => {
  it('signs in with a TOTP code and lands on the report', async () => {
    const admin = await newOperator('admin', 'journey-admin');
    desk = await site.visitorPage();
    const { page } = desk;
    await page.goto(`${site.url}/ops`, { waitUntil: 'networkidle' });
    await page.getByTestId('ops-login').waitFor();
    await shot(page, 'ops-login-desktop');
    await axe(page, '/ops sign-in');
    await page.getByTestId('ops-login-email').fill(admin.email);
    await page.getByTestId('ops-login-password').fill(admin.password);
    await page.getByTestId('ops-login-totp').fill('000000');
    await page.getByTestId('ops-login-submit').click();
    await page.getByText('Wrong e-mail, password or code').waitFor();
    await page.getByTestId('ops-login-totp').fill(totpAt(admin.secret, stepAt(Date.now())));
    await page.getByTestId('ops-login-submit').click();
    await page.getByTestId('ops-reports').waitFor();
    await page.getByTestId('ops-kpis').waitFor();
    expect(await page.getByTestId('ops-nav').innerText()).toMatch(/Audit/i);
  });

  it('designs a case to RTP 0.92, publishes it and switches it on', async () => {
    const { page } = desk;
    // Six goods between $0.50 and $8, priced so a $25 deposit opens the case.
    const opsToken = (await page.evaluate(() => sessionStorage.getItem('df_ops_token'))) ?? '';
    const cheap = await site.running.database.pool.query<{ id: number; hash_name: string }>(
      `select id, hash_name from goods where price between 500 and 8000 and hash_name like 'P250 |%'
       order by price, id limit 6`,
    );
    const picked: Goods[] = [];
    for (const row of cheap.rows) {
      const found = await site.call<{ list: Goods[] }>(
        `/api/ops/goods?q=${encodeURIComponent(row.hash_name)}&limit=50`,
        undefined,
        opsToken,
      );
      picked.push(found.list.find((g) => g.id === Number(row.id))!);
    }
    expect(picked.length).toBe(6);
    const price = Math.round((picked.reduce((s, g) => s + g.price, 0) / picked.length / 0.92) * 100) / 100;

    await page.getByTestId('ops-nav-cases').click();
    await page.getByTestId('ops-cases').waitFor();
    await page.getByTestId('ops-new-case').click();
    await page.getByTestId('ops-designer').waitFor();
    for (const [i, g] of picked.entries()) {
      await page.getByTestId('ops-goods-search').fill(g.name);
      await page.getByRole('button', { name: `Add ${g.name}`, exact: true }).click();
      await expect.poll(() => page.getByTestId('ops-goods-selected').count()).toBe(i + 1);
    }
    expect(await page.getByTestId('ops-goods-selected').count()).toBe(6);
    await page.getByTestId('ops-design-price').fill(String(price));
    await page.getByTestId('ops-design-rtp').fill('0.92');
    await page.getByTestId('ops-design').click();
    const result = page.getByTestId('ops-design-result');
    await result.waitFor();
    // The tickets reach the target within 0.1 % of it.
    const shown = Number(/RTP\s+(\d+(?:\.\d+)?)\s*%/.exec(await result.innerText())?.[1]);
    expect(Math.abs(shown - 92)).toBeLessThanOrEqual(0.1);
    expect(await page.getByTestId('ops-odds-row').count()).toBe(6);
    await shot(page, 'ops-designer-desktop');
    await axe(page, '/ops/cases/new with a design');

    await page.getByTestId('ops-case-name').fill('Ops Journey');
    await page.getByTestId('ops-case-id').fill(CASE_ID);
    await page.getByTestId('ops-save-draft').click();
    await page.getByTestId('ops-case').waitFor();
    await page.getByTestId('ops-publish').click();
    await page.getByTestId('ops-confirm').click();
    await expect
      .poll(async () => page.getByTestId('ops-case').innerText(), { timeout: 10_000 })
      .toMatch(/[0-9a-f]{64}/);
    await page.getByTestId('ops-enable').click();
    await expect
      .poll(async () => (await site.call<{ rtp: number }>(`/api/box/${CASE_ID}`).catch(() => null))?.rtp ?? 0, {
        timeout: 10_000,
      })
      .toBeCloseTo(0.92, 2);
    await shot(page, 'ops-case-desktop');
    await page.getByTestId('ops-nav-cases').click();
    await page.getByTestId('ops-cases').waitFor();
    await page.getByText('Ops Journey').waitFor();
    await shot(page, 'ops-cases-desktop');
  });

  it('a player opens it, and the daily report shows the case', async () => {
    const token = await site.register();
    await site.topUp(token);
    const { context, page: player } = await site.signedInPage(token);
    await player.emulateMedia({ reducedMotion: 'reduce' });
    await player.goto(`${site.url}/case/${CASE_ID}`, { waitUntil: 'networkidle' });
    const answer = player.waitForResponse(
      (r) => r.url().includes(`/api/box/${CASE_ID}/open`) && r.request().method() === 'POST',
    );
    await player.getByTestId('case-open').click();
    expect((await (await answer).json()).code).toBe(200);
    await player.getByTestId('case-result').waitFor({ timeout: 20_000 });
    await context.close();

    const { page } = desk;
    const row = page.locator(`[data-testid="ops-game-row"][data-box="${CASE_ID}"]`);
    await expect
      .poll(
        async () => {
          await page.getByTestId('ops-nav-reports').click();
          await page.getByTestId('ops-reports').waitFor();
          return row.count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await row.innerText()).toMatch(/\$/);
    await shot(page, 'ops-reports-desktop');
    await axe(page, '/ops/reports');
  });

  it('refunds a deposit and its bonus is reversed', async () => {
    const token = await site.register();
    await site.topUp(token);
    const me = await site.call<{ id: number; money: number; email: string }>('/api/user', undefined, token);
    const { page } = desk;
    await page.getByTestId('ops-nav-payments').click();
    await page.getByTestId('ops-payments').waitFor();
    const order = page.getByTestId('ops-order-row').first();
    await order.waitFor();
    await shot(page, 'ops-payments-desktop');
    await order.getByTestId('ops-refund').click();
    await page.getByTestId('ops-refund-reason').fill('card dispute');
    await page.getByTestId('ops-confirm').click();
    await page.getByTestId('ops-refund-result').waitFor();
    // The $25 deposit and its 20 % bonus are taken back; the VIP level reward it unlocked stays.
    await expect
      .poll(async () => (await site.call<{ money: number }>('/api/user', undefined, token)).money, { timeout: 10_000 })
      .toBe(Math.round((me.money - 30) * 100) / 100);

    // The player sees the order as refunded, on its result page and in the history.
    const refunded = await site.running.database.pool.query<{ order_sn: string }>(
      `select order_sn from payment_orders where user_id = $1 and state = 'refunded'`,
      [me.id],
    );
    expect(refunded.rows).toHaveLength(1);
    const mine = await site.signedInPage(token);
    await mine.page.goto(`${site.url}/pay/result?order_sn=${refunded.rows[0]!.order_sn}`, { waitUntil: 'networkidle' });
    await expect.poll(() => mine.page.locator('main').innerText(), { timeout: 10_000 }).toMatch(/refunded/i);
    await shot(mine.page, 'ops-player-pay-refunded-desktop');
    await mine.page.goto(`${site.url}/my/history`, { waitUntil: 'networkidle' });
    await expect.poll(() => mine.page.locator('main').innerText(), { timeout: 10_000 }).toMatch(/refund/i);
    await shot(mine.page, 'ops-player-history-refunded-desktop');
    await mine.context.close();

    await page.getByTestId('ops-nav-players').click();
    await page.getByTestId('ops-players-search').fill(me.email);
    await page.getByTestId('ops-players-search').press('Enter');
    await expect.poll(() => page.getByTestId('ops-player-row').count()).toBe(1);
    await page.getByTestId('ops-player-row').getByRole('link').first().click();
    await page.getByTestId('ops-player').waitFor();
    await expect.poll(async () => page.getByTestId('ops-player').innerText()).toMatch(/refund/i);
    await shot(page, 'ops-player-desktop');
    await page.getByTestId('ops-nav-players').click();
    await page.getByTestId('ops-players').waitFor();
    await shot(page, 'ops-players-desktop');
  });

  it('shows the audit log, the withdrawal queue and the sessions', async () => {
    const { page } = desk;
    await page.getByTestId('ops-nav-audit').click();
    await page.getByTestId('ops-audit').waitFor();
    await expect.poll(() => page.getByTestId('ops-audit').innerText(), { timeout: 10_000 }).toContain('payment.refund');
    const text = await page.getByTestId('ops-audit').innerText();
    for (const action of ['login', 'case.create', 'case.publish', 'case.state', 'payment.refund'])
      expect(text).toContain(action);
    await shot(page, 'ops-audit-desktop');
    await page.getByTestId('ops-nav-catalog').click();
    await page.getByTestId('ops-catalog-status').waitFor();
    await page.getByTestId('ops-catalog-row').first().waitFor();
    await shot(page, 'ops-catalog-desktop');
    await page.getByTestId('ops-nav-withdrawals').click();
    await page.getByTestId('ops-withdrawals').waitFor();
    await shot(page, 'ops-withdrawals-desktop');
    await page.getByTestId('ops-nav-sessions').click();
    await page
      .getByRole('heading', { name: /sessions/i })
      .first()
      .waitFor();
    await shot(page, 'ops-sessions-desktop');
  });

  it('fits a phone: report, designer, player and payments at 390 px', async () => {
    const finance = await newOperator('admin', 'journey-phone');
    const login = await site.call<{ token: string }>('/api/ops/login', {
      email: finance.email,
      password: finance.password,
      totp: totpAt(finance.secret, stepAt(Date.now())),
    });
    const { context, page } = await consolePage(login.token);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const pages: Array<[string, string]> = [
      ['/ops/reports', 'ops-reports'],
      ['/ops/cases/new', 'ops-designer'],
      ['/ops/payments', 'ops-payments'],
      ['/ops/players', 'ops-players'],
    ];
    for (const [path, id] of pages) {
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      await page.getByTestId(id).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(1);
      await shot(page, `${id}-mobile`);
      await axe(page, `${path} at 390 px`);
    }
    await page.getByTestId('ops-menu').click();
    await page.getByTestId('ops-nav').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'ops-menu-mobile.png') });
    await context.close();
  });
});
