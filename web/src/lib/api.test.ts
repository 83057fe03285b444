/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../components/ui/toast-store';
import { ApiError, api } from './api';
import { i18next } from './i18n';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const limited = (seconds: number) =>
  json(
    429,
    { code: 429, msg: `Too many requests, please try again in ${seconds} seconds`, data: { retry_after: seconds } },
    { 'retry-after': String(seconds) },
  );

// What the toast store was asked to show.
let lastToast: string | undefined;
vi.mock('../components/ui/toast-store', async (original) => {
  const real = await original<typeof import('../components/ui/toast-store')>();
  return {
    ...real,
    toast: {
      ...real.toast,
      warning: (message: string) => {
        lastToast = message;
      },
    },
  };
});

beforeAll(async () => {
  const en = JSON.parse(readFileSync(new URL('../locales/en/errors.json', import.meta.url), 'utf8'));
  await i18next.init({ lng: 'en', resources: { en: { errors: en } } });
});

describe('api on 429', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    fetchMock.mockReset();
    lastToast = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('shows "slow down" with the wait, waits Retry-After and tries once more', async () => {
    fetchMock.mockResolvedValueOnce(limited(3)).mockResolvedValueOnce(json(200, { code: 200, msg: 'ok', data: 7 }));
    const answer = api<number>('/api/config');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastToast).toBe('Slow down: too many requests. Trying again in 3 s.');
    await vi.advanceTimersByTimeAsync(2_900);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    await expect(answer).resolves.toBe(7);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry with the server message', async () => {
    fetchMock.mockResolvedValueOnce(limited(1)).mockResolvedValueOnce(limited(40));
    const answer = api('/api/banner').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_100);
    const error = (await answer) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(429);
    expect(error.message).toBe('Too many requests, please try again in 40 seconds');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry a business 429 (a code asked for too soon)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { code: 429, msg: 'Please wait 30 seconds before requesting another code', data: null }),
    );
    await expect(api('/api/user/send_email_code', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 429 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastToast).toBeUndefined();
  });
});
