import type { Envelope } from '@dropforge/shared/contract';
import { toast } from '../components/ui/toast-store';
import { i18next } from './i18n';
import { languageHeader } from './locale';
import { authToken } from './session';
import { storage } from './storage';

/**
 * A non-200 envelope (or a failed request): `code` is the envelope code / HTTP status, `message` the server msg,
 * `data` the envelope's data when the error carries details (e.g. a mall shortfall).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
  }
}

/** Code used when the network itself failed (no HTTP answer). */
export const NETWORK_ERROR = 0;

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** Do not report a 401 to the session (the caller handles it, e.g. the profile fetch at boot). */
  quietUnauthorized?: boolean;
}

type UnauthorizedHandler = (message: string) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session registers here: a 401 envelope ("Please log in first", "Login has expired") ends the login. */
export function onUnauthorized(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The longest a rate-limited call waits before its one retry (the server's window is a minute). */
const RETRY_AFTER_CAP_S = 60;

/** Seconds a 429 asks to wait: the Retry-After header, else the envelope's `retry_after`, else 5. */
export function retryAfterOf(response: Response, envelope?: { data?: unknown }): number {
  const header = Number(response.headers.get('retry-after'));
  const body = (envelope?.data as { retry_after?: unknown } | null | undefined)?.retry_after;
  const seconds = Number.isFinite(header) && header > 0 ? header : typeof body === 'number' && body > 0 ? body : 5;
  return Math.min(Math.ceil(seconds), RETRY_AFTER_CAP_S);
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * Calls the API and returns `data`, or throws ApiError with the envelope's code and msg. A 429 (rate limited)
 * shows the "slow down" toast with the wait and is tried once more after Retry-After: the server refused it
 * before doing anything, so sending it again is safe.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const first = await call<T>(path, options);
  if (first.ok) return first.data;
  toast.warning(i18next.t('errors:slowDown', { seconds: first.seconds }));
  await wait(first.seconds * 1000, options.signal);
  const second = await call<T>(path, options);
  if (!second.ok) throw second.error;
  return second.data;
}

type Attempt<T> = { ok: true; data: T } | { ok: false; seconds: number; error: ApiError };

/**
 * A random id kept in this browser (`X-Device-Id`): group-grab rooms take one slot per device, so one person's
 * second accounts in the same browser cannot fill a room.
 */
function deviceId(): string {
  let id = storage.get('did');
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    const bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    storage.set('did', id);
  }
  return id;
}

async function call<T>(path: string, options: RequestOptions): Promise<Attempt<T>> {
  // X-Requested-With: the server's cross-site guard takes it as the site's own call when a browser sends no
  // Sec-Fetch-Site, Origin or Referer.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Language: languageHeader(),
    'X-Requested-With': 'dropforge',
    'X-Device-Id': deviceId(),
  };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (uploads) sets its own multipart content type.
  const form = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: form ? (options.body as FormData) : options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, i18next.t('errors:network'));
  }

  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  // The rate limiter's 429 names its wait in `data.retry_after` (a proxy's may not be JSON at all); business
  // 429s (a code asked for too soon, a locked sign-in) carry no such field and fail as usual.
  const retryAfter = (envelope?.data as { retry_after?: unknown } | null | undefined)?.retry_after;
  if (response.status === 429 && (typeof retryAfter === 'number' || typeof envelope?.code !== 'number')) {
    const error = new ApiError(429, envelope?.msg || i18next.t('errors:generic'), envelope?.data ?? null);
    return { ok: false, seconds: retryAfterOf(response, envelope), error };
  }
  if (!envelope || typeof envelope.code !== 'number') {
    throw new ApiError(response.status || 500, i18next.t('errors:generic'));
  }
  if (envelope.code === 401 && !options.quietUnauthorized) unauthorizedHandler?.(envelope.msg);
  if (envelope.code !== 200) {
    throw new ApiError(envelope.code, envelope.msg || i18next.t('errors:generic'), envelope.data ?? null);
  }
  return { ok: true, data: envelope.data };
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
