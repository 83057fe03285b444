import { createHash } from 'node:crypto';
import type { TestApp } from './app';

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** The latest code mailed to `email`, read from the outbox the way a developer would. */
export async function lastCode(app: TestApp, email: string): Promise<string> {
  const res = await app.request('/dev/mail.json');
  const mail = res.body.data.find((m: { to: string }) => m.to.toLowerCase() === email.toLowerCase());
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Registers through the real endpoints (captcha off) and answers the session token. */
export async function registerUser(
  app: TestApp,
  name: string,
  email = `${name}@example.com`,
  password = 'hunter22',
  extra: { extension_code?: string } = {},
) {
  const sent = await app.request('/api/user/send_email_code', { method: 'POST', json: { email } });
  if (sent.body.code !== 200) throw new Error(`send code: ${JSON.stringify(sent.body)}`);
  const res = await app.request('/api/email/register', {
    method: 'POST',
    json: {
      username: name,
      email,
      email_code: await lastCode(app, email),
      password: md5(password),
      password_confirmation: md5(password),
      ...extra,
    },
  });
  if (res.body.code !== 200) throw new Error(`register: ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Solves a real slider captcha the way the browser does and answers its captchaVerification. */
export async function solveCaptcha(app: TestApp): Promise<string> {
  const { aesEncrypt, verificationOf } = await import('../src/modules/auth');
  const got = await app.request('/api/captcha/get', { method: 'POST', json: { captchaType: 'blockPuzzle' } });
  const { token, secretKey } = got.body.repData as { token: string; secretKey: string };
  const answer = await app.captcha.peekAnswer(token);
  const plain = JSON.stringify(answer);
  const checked = await app.request('/api/captcha/check', {
    method: 'POST',
    json: { captchaType: 'blockPuzzle', token, pointJson: aesEncrypt(plain, secretKey) },
  });
  if (checked.body.repCode !== '0000') throw new Error(`captcha check: ${JSON.stringify(checked.body)}`);
  return verificationOf(token, plain, secretKey);
}

/** A test edited an account's row in SQL, behind the site's back: the site reads its sessions afresh. */
export const userEdited = (app: TestApp, userId: number) => app.sessions.userChanged(userId);
