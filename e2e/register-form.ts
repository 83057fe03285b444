import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Running } from '../server/src/main';
import { ARTIFACTS } from './browser';

/** Solves the slider captcha that the next /api/captcha/get opens: returns the step to run once it is asked for. */
export function solveSlider(running: Running, page: Page, shot?: string) {
  const got = page.waitForResponse((r) => r.url().endsWith('/api/captcha/get'));
  return async () => {
    const body = await (await got).json();
    const answer = (await running.captcha.peekAnswer(body.repData.token)) as { x: number };
    await page.getByTestId('captcha-dialog').waitFor();
    const slider = page.getByTestId('captcha-slider');
    await slider.waitFor();
    if (shot) await page.screenshot({ path: join(ARTIFACTS, shot), animations: 'disabled' });
    await slider.focus();
    for (let i = 0; i < Math.floor(answer.x / 10); i++) await page.keyboard.press('Shift+ArrowRight');
    for (let i = 0; i < answer.x % 10; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  };
}

/** The e-mail code last sent to `email` by the development mailer. */
export async function lastCode(running: Running, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${running.url}/dev/mail.json`);
    const mails = (await res.json()).data as Array<{ to: string; text: string }>;
    const code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${email}`);
}

/** Fills and submits the sign-in layer's registration tab on `page` (already showing the site). */
export async function registerThroughForm(
  running: Running,
  page: Page,
  user: { name: string; email: string; password: string },
  shots: { form?: string; captcha?: string } = {},
): Promise<void> {
  await page.getByTestId('sign-in').first().click();
  const layer = page.getByTestId('signin-layer');
  await layer.waitFor();
  await page.getByTestId('register-tab').click();
  await layer.locator('input[name="username"]').fill(user.name);
  await layer.locator('input[name="email"]').fill(user.email);
  await layer.locator('input[name="password"]').fill(user.password);
  await layer.locator('input[name="password_confirmation"]').fill(user.password);
  await page.getByTestId('terms').check();
  if (shots.form) await page.screenshot({ path: join(ARTIFACTS, shots.form) });
  const solve = solveSlider(running, page, shots.captcha);
  await page.getByTestId('send-code').click();
  await solve();
  await layer.locator('input[name="email_code"]').fill(await lastCode(running, user.email));
  await page.getByTestId('signin-submit').click();
  await page.getByTestId('user-menu').first().waitFor({ timeout: 15_000 });
}
