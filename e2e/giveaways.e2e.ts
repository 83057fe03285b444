import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGiftHost } from '../server/src/modules/giveaways';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, DESKTOP, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Giveaways (issue 19) with three players: a host (marked by the operator) creates a room on /giveaway with a case
 * drop from their backpack and cash as prizes, drawn when two players have joined; two players join on the room's
 * page and watch the draw land on the winner the server drew; the winner finds the prize in the backpack, marked
 * unsellable, and a notification. A private room asks for its password on a phone. Screenshots of the list and a
 * room before and after its draw at 1440 and 390 px. A drawn room's fairness link opens /provablyfair in giveaway
 * mode with the same winners (screenshots in /work/notes/shots when that folder exists).
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('giveaways');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

type Me = { id: number; name: string };
type Room = {
  id: number;
  state: number;
  total_people: number;
  obtain_user_id: number[];
  participants: Array<{ user_id: number; name: string }>;
  gift_user: Array<{ user_id: number; name: string }>;
  prize: Array<{ kind: string; name: string; price: number }>;
  fairness: { server_seed: string | null; client_seeds: string[] | null };
};
type BackpackRow = { knapsack_id: number; source: string; sellable: boolean; goods_info: { name: string } };
type Notifications = { list: Array<{ type: number; content: { title: string; text: string } }> };

const me = (token: string) => site.call<Me>('/api/user', undefined, token);
const roomOf = (id: number, token?: string) => site.call<Room>(`/api/gift/shop/${id}`, undefined, token);

async function openOneCase(token: string): Promise<BackpackRow> {
  const opened = await site.call<{ list: Array<{ knapsack_id: number }> }>(
    '/api/box/budget-one-buck/open',
    { number: 1 },
    token,
  );
  const knapsackId = opened.list[0]!.knapsack_id;
  const backpack = await site.call<{ list: BackpackRow[] }>('/api/system_shop/backpack?limit=50', undefined, token);
  return backpack.list.find((item) => item.knapsack_id === knapsackId)!;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });
}

async function noSideScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
}

describe('giveaways', () => {
  it('a host room, two players join, the draw lands on the winner, who gets the prize and a notification', async () => {
    // The host: a deposit, a case drop to give away, and the operator's host mark.
    const host = await site.register();
    await site.topUp(host);
    const item = await openOneCase(host);
    const hostMe = await me(host);
    await setGiftHost(site.running.database.db, hostMe.id, true);

    const balance = async (token: string) => ((await me(token)) as unknown as { money: number }).money;
    const before = await balance(host);
    const { context: hostContext, page: hostPage } = await site.signedInPage(host);
    await hostPage.goto(`${site.url}/giveaway`, { waitUntil: 'networkidle' });
    await hostPage.getByTestId('giveaways-create').click();
    const form = hostPage.getByTestId('giveaway-create');
    await form.getByTestId('giveaway-create-title').fill('E2E stream night');
    await form.getByText(/when full/i).click();
    await form.getByLabel(/players that trigger the draw/i).fill('2');
    await form.getByTestId('giveaway-create-cash').fill('1.5');
    await form.getByRole('button', { name: item.goods_info.name }).click();
    await form.getByTestId('giveaway-create-submit').click();
    await hostPage.waitForURL(/\/giveaway\/\d+$/);
    const id = Number(new URL(hostPage.url()).pathname.split('/').pop());
    await hostPage.getByTestId('giveaway-room').waitFor();
    // The case drop left the host's backpack (held until the draw) and the cash was held from the balance.
    const created = await roomOf(id, host);
    expect(created.prize.map((p) => p.kind).sort()).toEqual(['cash', 'goods']);
    expect(await balance(host)).toBeCloseTo(before - 1.5, 3);
    await hostContext.close();

    // Two players watch the room; each joins on its page.
    const players = [await site.register(), await site.register()];
    const ids = await Promise.all(players.map(async (token) => (await me(token)).id));
    const pages = await Promise.all(players.map((token) => site.signedInPage(token)));
    for (const { page } of pages) await page.goto(`${site.url}/giveaway/${id}`, { waitUntil: 'networkidle' });
    const [first, second] = pages.map((p) => p.page) as [Page, Page];

    expect(await first.getByTestId('giveaway-join').getAttribute('data-state')).toBe('join');
    expect(await first.getByTestId('giveaway-seed-hash').innerText()).toMatch(/^[0-9a-f]{64}$/);
    expect(await first.getByTestId('giveaway-server-seed').innerText()).not.toMatch(/^[0-9a-f]{64}$/);
    await first.getByTestId('giveaway-join').click();
    await expect.poll(() => first.getByTestId('giveaway-join').getAttribute('data-state')).toBe('joined');
    await expect.poll(() => first.getByTestId('giveaway-participant').count()).toBe(1);
    await shot(first, 'giveaways-room-before-desktop.png');

    await second.getByTestId('giveaway-join').click();
    // The second join fills the room: the server draws; both pages play the reel onto the drawn winner.
    await expect.poll(async () => (await roomOf(id)).state, { timeout: 20_000 }).toBe(3);
    const drawn = await roomOf(id);
    expect(drawn.obtain_user_id).toHaveLength(1);
    const winner = drawn.obtain_user_id[0]!;
    expect(ids).toContain(winner);
    expect(drawn.participants.map((p) => p.user_id)).toEqual(ids);

    for (const page of [first, second]) {
      await page.getByTestId('giveaway-draw').waitFor({ timeout: 20_000 });
      await page.locator('[data-testid="giveaway-draw"][data-done]').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('giveaway-reel-winner').getAttribute('data-user-id')).toBe(String(winner));
      expect(await page.getByTestId('giveaway-reel').getAttribute('data-state')).toBe('landed');
      expect(await page.getByTestId('giveaway-winner').getAttribute('data-user-id')).toBe(String(winner));
      // Seeds are revealed and the page recomputed the same winner.
      await expect.poll(() => page.getByTestId('giveaway-fair-check').getAttribute('data-ok')).toBe('true');
      expect(await page.getByTestId('giveaway-server-seed').innerText()).toBe(drawn.fairness.server_seed);
      expect(await page.getByTestId('giveaway-join').getAttribute('data-state')).toBe('ended');
    }
    const winnerIndex = ids.indexOf(winner);
    const winnerPage = winnerIndex === 0 ? first : second;
    await winnerPage.getByTestId('giveaway-you-won').waitFor();
    await shot(winnerPage, 'giveaways-room-after-desktop.png');

    // The winner's backpack holds the host's case drop as a raffle prize that cannot be sold; the cash arrived.
    const winnerToken = players[winnerIndex]!;
    const backpack = await site.call<{ list: BackpackRow[] }>(
      '/api/system_shop/backpack?limit=50',
      undefined,
      winnerToken,
    );
    const prize = backpack.list.find((row) => row.source === 'raffle');
    expect(prize).toMatchObject({ sellable: false, goods_info: { name: item.goods_info.name } });
    expect(await balance(winnerToken)).toBe(1.5);
    await winnerPage.goto(`${site.url}/my`, { waitUntil: 'networkidle' });
    const card = winnerPage.locator(`[data-testid="backpack-item"][data-knapsack-id="${prize!.knapsack_id}"]`);
    await card.waitFor();
    // The card carries the "Prize" chip (giveaway prizes cannot be sold) and no sell price.
    expect(await card.innerText()).toMatch(/prize/i);
    expect(await card.getByTitle(/cannot be sold/i).count()).toBe(1);

    // And a personal notification says so.
    const notes = await site.call<Notifications>('/api/message/notifications?type=1', undefined, winnerToken);
    expect(notes.list.map((n) => n.content.title)).toContain('You won a giveaway!');
    await winnerPage.getByTestId('notification-bell').click();
    await winnerPage.getByTestId('notification-tab-personal').click();
    await winnerPage
      .getByTestId('notification-panel')
      .getByTestId('notification-item')
      .filter({ hasText: 'You won a giveaway!' })
      .waitFor();
    for (const { context } of pages) await context.close();

    // The list: the drawn room is under Ended, labelled VIEW; search finds it by its title.
    const { context, page } = await site.signedInPage(players[0]!);
    await page.goto(`${site.url}/giveaway?state=2`, { waitUntil: 'networkidle' });
    const ended = page.locator(`[data-testid="giveaway-card"][data-giveaway-id="${id}"]`);
    await ended.waitFor();
    expect(await ended.innerText()).toMatch(/view/i);
    await page.getByTestId('giveaways-search').fill('stream night');
    await page.waitForURL(/word=stream/);
    await ended.waitFor();
    await page.getByTestId('giveaways-search').fill('no such room at all');
    await expect.poll(() => page.getByTestId('giveaway-card').count()).toBe(0);
    await page.goto(`${site.url}/giveaway`, { waitUntil: 'networkidle' });
    await page.getByTestId('giveaways-page').waitFor();
    await shot(page, 'giveaways-list-desktop.png');
    await context.close();
  });

  it('asks a private room’s password on a phone and joins with it', async () => {
    const host = await site.register();
    await site.topUp(host);
    await setGiftHost(site.running.database.db, (await me(host)).id, true);
    const room = await site.call<{ id: number }>(
      '/api/gift/shop',
      { title: 'E2E private room', winners: 1, ends_in: 3600, prize_cash: 2, password: 'open sesame' },
      host,
    );

    const player = await site.register();
    const { context, page } = await site.signedInPage(player, MOBILE);
    await page.goto(`${site.url}/giveaway`, { waitUntil: 'networkidle' });
    const card = page.locator(`[data-testid="giveaway-card"][data-giveaway-id="${room.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('giveaway-condition').getAttribute('data-condition')).toBe('password');
    await noSideScroll(page);
    await shot(page, 'giveaways-list-mobile.png');

    await card.getByRole('link').click();
    await page.waitForURL(new RegExp(`/giveaway/${room.id}$`));
    await page.getByTestId('giveaway-countdown').waitFor();
    await page.getByTestId('giveaway-join').click();
    const dialog = page.getByTestId('giveaway-password');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Please enter the room password');
    await dialog.getByTestId('giveaway-password-input').fill('wrong');
    await dialog.getByTestId('giveaway-password-submit').click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(/password/i);
    await dialog.getByTestId('giveaway-password-input').fill('open sesame');
    await dialog.getByTestId('giveaway-password-submit').click();
    await expect.poll(() => page.getByTestId('giveaway-join').getAttribute('data-state')).toBe('joined');
    await dialog.waitFor({ state: 'detached' });
    await noSideScroll(page);
    await shot(page, 'giveaways-room-before-mobile.png');
    await context.close();
  });

  it('shows a drawn room on a phone: the winner, the prizes and the fairness panel', async () => {
    const host = await site.register();
    await site.topUp(host);
    await setGiftHost(site.running.database.db, (await me(host)).id, true);
    const room = await site.call<{ id: number }>(
      '/api/gift/shop',
      { title: 'E2E phone draw', winners: 1, people: 2, prize_cash: 1 },
      host,
    );
    const players = [await site.register(), await site.register()];
    for (const token of players) await site.call(`/api/gift/join/${room.id}`, undefined, token);
    await expect.poll(async () => (await roomOf(room.id)).state, { timeout: 20_000 }).toBe(3);
    const { obtain_user_id } = await roomOf(room.id);

    const { context, page } = await site.visitorPage(MOBILE);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.url}/giveaway/${room.id}`, { waitUntil: 'networkidle' });
    // Reduced motion: no spin, the winner is shown at once.
    await page.locator('[data-testid="giveaway-draw"][data-done]').waitFor();
    expect(await page.getByTestId('giveaway-reel').getAttribute('data-state')).toBe('landed');
    expect(await page.getByTestId('giveaway-reel-winner').getAttribute('data-user-id')).toBe(String(obtain_user_id[0]));
    await expect.poll(() => page.getByTestId('giveaway-fair-check').getAttribute('data-ok')).toBe('true');
    await noSideScroll(page);
    await shot(page, 'giveaways-room-after-mobile.png');
    await context.close();
  });

  it('links a room to /provablyfair: the hash before the draw, then the same winners recomputed', async () => {
    const host = await site.register();
    await site.topUp(host);
    await setGiftHost(site.running.database.db, (await me(host)).id, true);
    const room = await site.call<{ id: number }>(
      '/api/gift/shop',
      { title: 'E2E fair link', winners: 2, people: 3, prize_cash: 1 },
      host,
    );
    const { context, page } = await site.visitorPage(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });

    // Before the draw: the link carries the hash only; the verifier waits for the seed.
    await page.goto(`${site.url}/giveaway/${room.id}`, { waitUntil: 'networkidle' });
    const before = page.getByTestId('giveaway-fair-link');
    expect(await before.getAttribute('data-drawn')).toBe('false');
    const early = new URL((await before.getAttribute('href'))!, site.url);
    expect(early.searchParams.get('game')).toBe('giveaway');
    expect(early.searchParams.get('hash')).toMatch(/^[0-9a-f]{64}$/);
    expect(early.searchParams.has('serverSeed')).toBe(false);
    await before.click();
    await page.waitForURL(/\/provablyfair\?/);
    await expect.poll(() => page.locator('#verify').innerText()).toMatch(/revealed after the draw/i);

    const players = [await site.register(), await site.register(), await site.register()];
    for (const token of players) await site.call(`/api/gift/join/${room.id}`, undefined, token);
    await expect.poll(async () => (await roomOf(room.id)).state, { timeout: 20_000 }).toBe(3);
    const drawn = await roomOf(room.id);
    expect(drawn.obtain_user_id).toHaveLength(2);
    const names = drawn.obtain_user_id.map((id) => drawn.participants.find((p) => p.user_id === id)!.name);

    // After the draw: the link (opened with the keyboard) fills the verifier, which finds the room's winners.
    await page.goto(`${site.url}/giveaway/${room.id}`, { waitUntil: 'networkidle' });
    await page.locator('[data-testid="giveaway-draw"][data-done]').waitFor();
    const link = page.getByTestId('giveaway-fair-link');
    await expect.poll(() => link.getAttribute('data-drawn')).toBe('true');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/provablyfair\?.*game=giveaway/);
    const url = new URL(page.url());
    expect(url.searchParams.get('serverSeed')).toBe(drawn.fairness.server_seed);
    expect(url.searchParams.getAll('seeds')).toEqual(drawn.fairness.client_seeds);
    expect(url.searchParams.get('winners')).toBe('2');
    expect(url.searchParams.get('room')).toBe(String(room.id));

    const winners = page.getByTestId('fair-giveaway-winner');
    await expect.poll(() => winners.count()).toBe(2);
    await expect.poll(() => page.getByTestId('fair-giveaway-match').getAttribute('data-match')).toBe('true');
    expect(await page.getByTestId('fair-hash-match').getAttribute('data-match')).toBe('true');
    const ids = await winners.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-user-id'))));
    expect(ids).toEqual(drawn.obtain_user_id);
    const shown = await winners.allInnerTexts();
    for (const [k, name] of names.entries()) expect(shown[k]).toContain(name);
    expect(await page.getByTestId('fair-giveaway-step').count()).toBe(2);
    // Each roll's HMAC message opens from the keyboard.
    await page.getByTestId('fair-giveaway-step').first().locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('fair-giveaway-step').first().locator('details').getAttribute('open')).not.toBeNull();
    const findings = await audit(page);
    expect(findings, describeFindings('/provablyfair giveaway', findings)).toEqual([]);
    await keepShot(page, 'fair-giveaway-desktop.png');

    // The same link on a phone: no side scroll, the form keeps the room's inputs.
    const phone = await site.visitorPage(MOBILE);
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    await phone.page.goto(page.url(), { waitUntil: 'networkidle' });
    await expect.poll(() => phone.page.getByTestId('fair-giveaway-match').getAttribute('data-match')).toBe('true');
    expect(await phone.page.getByTestId('fair-game').inputValue()).toBe('giveaway');
    await noSideScroll(phone.page);
    const phoneFindings = await audit(phone.page);
    expect(phoneFindings, describeFindings('/provablyfair giveaway (phone)', phoneFindings)).toEqual([]);
    await keepShot(phone.page, 'fair-giveaway-mobile.png');
    await phone.context.close();
    await context.close();
  });
});

/** A full-page shot in the artifacts, copied to the notes' shots folder when there is one. */
async function keepShot(page: Page, name: string): Promise<void> {
  await shot(page, name);
  const notes = process.env.SHOTS_DIR;
  if (notes) {
    mkdirSync(notes, { recursive: true });
    copyFileSync(join(ARTIFACTS, name), join(notes, name));
  }
}
