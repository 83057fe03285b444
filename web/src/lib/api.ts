import type { Envelope } from '@dropforge/shared/contract';
import { i18next } from './i18n';
import { languageHeader } from './locale';
import { authToken } from './session';

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

/** Calls the API and returns `data`, or throws ApiError with the envelope's code and msg. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Language: languageHeader() };
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
  if (!envelope || typeof envelope.code !== 'number') {
    throw new ApiError(response.status || 500, i18next.t('errors:generic'));
  }
  if (envelope.code === 401 && !options.quietUnauthorized) unauthorizedHandler?.(envelope.msg);
  if (envelope.code !== 200) {
    throw new ApiError(envelope.code, envelope.msg || i18next.t('errors:generic'), envelope.data ?? null);
  }
  return envelope.data;
}

export function isApiError(error: unknown, code?: number): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
