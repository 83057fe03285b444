import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });
});
afterAll(() => app?.close());

describe('rate limit', () => {
  it('answers 429 in the envelope once the limit is spent', async () => {
    const statuses: number[] = [];
    let last: { status: number; body: any } | undefined;
    for (let i = 0; i < 5; i++) {
      last = await app.request('/api/banner', { headers: { Language: 'en' } });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last?.body.code).toBe(429);
    expect(last?.body.msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
  });
});
