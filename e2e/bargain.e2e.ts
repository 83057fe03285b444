import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Help-a-friend bargains and the old/new ranking in the browser (issue 22): a player asks for a case, two friends
 * (each in a browser context of their own, one on a phone) open the shared link and cut the price to the target, the
 * asker opens the case at the bargained price; then the old/new page with its live ranking at 1440 and 390 px.
 */
let site: Site;

beforeAll(async () => {
  site = await startSite('bargain');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

const SLOW = { timeout: 15_000 };
type Bargain = { id: string; current_price: number; target_price: number; helpers: number; state: string };
type Mine = { cases: Array<{ box_id: string }>; list: Bargain[] };

describe('bargain', () => {
  it('is asked for, helped by two friends and opened; the ranking lists the players', async () => {
    const asker = await site.register();
    await site.topUp(asker);
    const mine = await site.call<Mine>('/api/bargain', undefined, asker);
    const boxId = mine.cases[0]!.box_id;

    const a = await site.signedInPage(asker);
    await a.page.goto(`${site.url}/event/bargain`, { waitUntil: 'networkidle' });
    await a.page.screenshot({ path: join(ARTIFACTS, 'bargain-home-desktop.png') });
    await a.page.getByTestId(`bargain-ask-${boxId}`).click();
    await a.page.getByTestId('bargain-link').waitFor(SLOW);
    const link = (await a.page.getByTestId('bargain-link').innerText()).trim();
    const id = new URL(link).searchParams.get('id')!;
    expect(id).toMatch(/^[a-z0-9]{12}$/);
    await a.page.screenshot({ path: join(ARTIFACTS, 'bargain-asked-desktop.png') });

    // Friend 1 on a desktop: opens the link, helps; the bar slides down (caught mid-animation, then at rest).
    const f1 = await site.register();
    const one = await site.signedInPage(f1);
    await one.page.goto(`${site.url}/event/bargain?id=${id}`, { waitUntil: 'networkidle' });
    await one.page.getByTestId('bargain-help').click();
    await one.page.getByTestId('bargain-helped').waitFor(SLOW);
    await one.page.waitForTimeout(250);
    await one.page.screenshot({ path: join(ARTIFACTS, 'bargain-helping-desktop.png') });
    await one.page.waitForTimeout(1600);
    await one.page.screenshot({ path: join(ARTIFACTS, 'bargain-helped-desktop.png') });
    await one.context.close();
    await expect.poll(async () => (await site.call<Bargain>(`/api/bargain/${id}`)).helpers, SLOW).toBe(1);

    // Friend 2 on a phone, with reduced motion.
    const f2 = await site.register();
    const two = await site.signedInPage(f2, MOBILE);
    await two.page.emulateMedia({ reducedMotion: 'reduce' });
    await two.page.goto(`${site.url}/event/bargain?id=${id}`, { waitUntil: 'networkidle' });
    await two.page.screenshot({ path: join(ARTIFACTS, 'bargain-friend-mobile.png'), fullPage: true });
    await two.page.getByTestId('bargain-help').click();
    await two.page.getByTestId('bargain-helped').waitFor(SLOW);
    expect(await two.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await two.page.screenshot({ path: join(ARTIFACTS, 'bargain-helped-mobile.png'), fullPage: true });
    await two.context.close();

    const reached = await site.call<Bargain>(`/api/bargain/${id}`);
    expect(reached.helpers).toBe(2);
    expect(reached.current_price).toBe(reached.target_price);

    // The asker opens at the bargained price.
    const before = (await site.call<{ money: number }>('/api/user', undefined, asker)).money;
    await a.page.reload({ waitUntil: 'networkidle' });
    await a.page.getByTestId('bargain-open').click();
    await a.page.getByTestId('bargain-drop').waitFor(SLOW);
    await a.page.screenshot({ path: join(ARTIFACTS, 'bargain-opened-desktop.png') });
    const after = (await site.call<{ money: number }>('/api/user', undefined, asker)).money;
    expect(Math.round((before - after) * 1000)).toBe(Math.round(reached.target_price * 1000));
    await expect.poll(async () => (await site.call<Bargain>(`/api/bargain/${id}`)).state, SLOW).toBe('opened');
    await a.context.close();

    // The asker on a phone: the bargains list.
    const phone = await site.signedInPage(asker, MOBILE);
    await phone.page.goto(`${site.url}/event/bargain`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('bargain-mine').waitFor(SLOW);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'bargain-home-mobile.png'), fullPage: true });

    // The old/new event's ranking: the asker's deposit and open count as points.
    await phone.page.goto(`${site.url}/event/old-new`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('ranking-me').waitFor(SLOW);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.page.screenshot({ path: join(ARTIFACTS, 'old-new-mobile.png'), fullPage: true });
    await phone.context.close();
    const desk = await site.signedInPage(asker);
    await desk.page.goto(`${site.url}/event/old-new`, { waitUntil: 'networkidle' });
    await desk.page.getByTestId('ranking-me').waitFor(SLOW);
    await desk.page.waitForTimeout(150);
    await desk.page.screenshot({ path: join(ARTIFACTS, 'old-new-ranking-anim-desktop.png') });
    await desk.page.waitForTimeout(1500);
    await desk.page.screenshot({ path: join(ARTIFACTS, 'old-new-ranking-desktop.png'), fullPage: true });
    await desk.context.close();
  }, 240_000);
});
