import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, describeFindings } from './axe';
import { ARTIFACTS, MOBILE } from './browser';
import { type Site, startSite } from './site';

/**
 * Onboarding in the browser (issue 20): a new player sees the checklist card, finishes the guidance checklist
 * (trade URL, deposit, case open, battle) and receives each step's reward on `/event`; answers the welcome survey;
 * reserves a launch reward on `/event/pre-register`. Screenshots at 1440 and 390 px.
 */
let site: Site;
const SHOTS = '/work/notes/shots';
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd_-12';
const SLOW = { timeout: 15_000 };
type Guidance = { steps: Array<{ step: string; state: string }>; opened_at: string | null };

const shot = async (page: import('playwright-core').Page, name: string, fullPage = false) => {
  const path = join(ARTIFACTS, `onboarding-${name}.png`);
  await page.screenshot({ path, fullPage });
  try {
    mkdirSync(SHOTS, { recursive: true });
    copyFileSync(path, join(SHOTS, `onboarding-${name}.png`));
  } catch {
    // Outside the project machine: the artifact is enough.
  }
};

beforeAll(async () => {
  site = await startSite('onboarding');
}, 120_000);
afterAll(async () => {
  await site?.stop();
});

describe('onboarding', () => {
  it('finishes the guidance checklist and receives every step reward', async () => {
    const token = await site.register();
    const guidance = () => site.call<Guidance>('/api/guidance', undefined, token);
    const { context, page } = await site.signedInPage(token);
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('guidance-nudge').waitFor();
    await shot(page, 'nudge-1440');

    await site.call('/api/user/trade_url', { trade_url: TRADE_URL }, token);
    await site.topUp(token);
    await site.call('/api/box/budget-pennies/open', { number: 1 }, token);
    const battle = await site.call<{ id: number }>(
      '/api/battle',
      { boxes: ['budget-pennies'], players: 2, mode: 'standard' },
      token,
    );
    await site.call(`/api/battle/${battle.id}/bots`, {}, token);
    await expect.poll(async () => (await guidance()).steps.every((s) => s.state === 'ready'), SLOW).toBe(true);

    await page.getByTestId('guidance-nudge').getByRole('link').click();
    await page.getByTestId('guidance-panel').waitFor();
    await expect.poll(async () => (await guidance()).opened_at, SLOW).not.toBeNull();
    await expect.poll(() => page.locator('[data-testid="guidance-panel"] [data-state="ready"]').count(), SLOW).toBe(5);
    await page.keyboard.press('Escape');
    await shot(page, 'guidance-ready-1440');
    const onEvent = await audit(page);
    expect(onEvent, describeFindings('/event with the checklist', onEvent)).toEqual([]);
    for (const step of ['email', 'trade_url', 'deposit', 'case', 'battle']) {
      await page.getByTestId(`guidance-${step}`).getByRole('button').click();
      await expect.poll(() => page.getByTestId(`guidance-${step}`).getAttribute('data-state'), SLOW).toBe('received');
    }
    expect((await guidance()).steps.every((s) => s.state === 'received')).toBe(true);
    await page.getByTestId('guidance-panel').scrollIntoViewIfNeeded();
    await shot(page, 'guidance-done-1440');
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    expect(await page.getByTestId('guidance-nudge').count()).toBe(0);
    await context.close();

    const phone = await site.signedInPage(await site.register(), MOBILE);
    await phone.page.goto(`${site.url}/event`, { waitUntil: 'networkidle' });
    await phone.page.getByTestId('guidance-panel').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.page.getByTestId('guidance-panel').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    await phone.page.evaluate(() => window.scrollBy(0, -120));
    await shot(phone.page, 'guidance-390');
    await phone.context.close();
  });

  it('answers the welcome survey once', async () => {
    const token = await site.register();
    for (const viewport of [undefined, MOBILE]) {
      const { context, page } = await site.signedInPage(token, viewport);
      await page.goto(`${site.url}/event/survey`, { waitUntil: 'networkidle' });
      const form = page.getByTestId('survey-welcome-survey');
      await form.waitFor();
      if (!viewport) {
        for (const option of ['A friend', 'Cases', 'Great']) await form.getByText(option, { exact: true }).click();
        await shot(page, 'survey-1440');
        const onSurvey = await audit(page);
        expect(onSurvey, describeFindings('/event/survey', onSurvey)).toEqual([]);
        await form.getByRole('button').click();
        await expect
          .poll(
            async () =>
              (await site.call<{ list: Array<{ done: boolean }> }>('/api/ques_surveys', undefined, token)).list[0]
                ?.done,
            SLOW,
          )
          .toBe(true);
      } else {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
        await shot(page, 'survey-done-390');
      }
      await context.close();
    }
  });

  it('reserves a launch reward for an e-mail on the pre-registration page', async () => {
    for (const viewport of [undefined, MOBILE]) {
      const { context, page } = await site.visitorPage(viewport);
      await page.goto(`${site.url}/event/pre-register`, { waitUntil: 'networkidle' });
      const card = page.getByTestId('pre-register-launch-pre-register');
      await card.waitFor();
      if (!viewport) {
        const onPre = await audit(page);
        expect(onPre, describeFindings('/event/pre-register', onPre)).toEqual([]);
      }
      await card.getByRole('textbox').fill(`early-${viewport ? 'phone' : 'desk'}@example.com`);
      await card.getByRole('button').click();
      await card.getByTestId('pre-register-state').waitFor();
      if (viewport)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `pre-register-${viewport ? '390' : '1440'}`);
      await context.close();
    }
  });
});
