import { createHash, randomBytes } from 'node:crypto';

export type Envelope<T> = { code: number; msg: string; data: T };
export type Call = <T>(path: string, body?: unknown, token?: string) => Promise<T>;

/** An envelope-aware API client for a running site: answers `data`, throws on any other code. */
export function apiClient(baseUrl: string): Call {
  return async <T>(path: string, body?: unknown, token?: string): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
    return envelope.data;
  };
}

/**
 * A new player through the e-mail flow (code read from the dev mailbox; the site runs with
 * CAPTCHA_MODE=off). Answers the session token; the password is `secret123`.
 */
export async function registerPlayer(call: Call, tag: string): Promise<{ token: string; email: string }> {
  const email = `${tag}-${randomBytes(3).toString('hex')}@example.com`;
  await call('/api/user/send_email_code', { email });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const mails = (await call<Array<{ to: string; text: string }>>('/dev/mail.json')) ?? [];
    code = /\b(\d{6})\b/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) await new Promise((r) => setTimeout(r, 100));
  }
  const password = createHash('md5').update('secret123').digest('hex');
  const { token } = await call<{ token: string }>('/api/email/register', {
    username: `Player${randomBytes(2).toString('hex')}`,
    email,
    email_code: code,
    password,
    password_confirmation: password,
  });
  return { token, email };
}
