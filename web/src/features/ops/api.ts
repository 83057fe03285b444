import type { Envelope } from '@dropforge/shared/contract';
// Types only: the zod tables as values would pull zod into the console's chunk.
import type { opsApi } from '@dropforge/shared/contract/ops';
import type { opsContentApi } from '@dropforge/shared/contract/ops-content';
import type { opsPromotionsApi } from '@dropforge/shared/contract/ops-promotions';
import { opsRoutes } from '@dropforge/shared/contract/routes-ops';
import { useSyncExternalStore } from 'react';
import { ApiError, NETWORK_ERROR } from '../../lib/api';
import { i18next } from '../../lib/i18n';
import { languageHeader } from '../../lib/locale';

/**
 * The operator console's own client. Operator sessions are not player sessions: it sends the operator's bearer token
 * (kept for this tab only, in sessionStorage) and never the player's cookie token.
 */
export const OPS_TOKEN_KEY = 'df_ops_token';

const listeners = new Set<() => void>();

export function opsToken(): string | null {
  try {
    return sessionStorage.getItem(OPS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOpsToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(OPS_TOKEN_KEY, token);
    else sessionStorage.removeItem(OPS_TOKEN_KEY);
  } catch {
    // Storage off (private mode): the console then asks to sign in again on reload.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The operator token, re-rendering when it is set or cleared (a 401 clears it: the login screen shows). */
export function useOpsToken(): string | null {
  return useSyncExternalStore(subscribe, opsToken, () => null);
}

/** A non-200 answer: `code` is the envelope code (or HTTP status), `msg` the server's message to show. */
export class OpsError extends ApiError {
  readonly msg: string;
  constructor(code: number, msg: string) {
    super(code, msg);
    this.name = 'OpsError';
    this.msg = msg;
  }
}

type OpsApi = typeof opsApi & typeof opsPromotionsApi & typeof opsContentApi;
export type OpsName = keyof OpsApi;
type Out<S> = S extends { _zod: { output: infer O } } ? O : never;
type In<S> = S extends { _zod: { input: infer I } } ? I : never;
type ParamsOf<S> = [S] extends [{ params: infer P }] ? { params: Out<P> } : { params?: never };
type QueryOf<S> = [S] extends [{ query: infer Q }] ? { query?: Partial<Out<Q>> } : { query?: never };
type BodyOf<S> = [S] extends [{ body: infer B }] ? { body: In<B> } : { body?: never };
export type OpsInput<N extends OpsName> = ParamsOf<OpsApi[N]> &
  QueryOf<OpsApi[N]> &
  BodyOf<OpsApi[N]> & { signal?: AbortSignal; idempotencyKey?: string };
export type OpsResult<N extends OpsName> = Out<OpsApi[N]['result']> extends { data: infer D } ? D : never;
type NeedsInput<N extends OpsName> = [OpsApi[N]] extends [{ params: unknown } | { body: unknown }] ? true : false;
export type OpsArgs<N extends OpsName> = NeedsInput<N> extends true ? [OpsInput<N>] : [OpsInput<N>?];

type Query = Record<string, string | number | boolean | null | undefined>;

function urlOf(path: string, params?: Record<string, string | number>, query?: Query): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function headersFor(method: string, idempotencyKey?: string, json = true): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: json ? 'application/json' : 'text/csv, application/json',
    Language: languageHeader(),
    'X-Requested-With': 'dropforge',
  };
  const token = opsToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return headers;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    // `omit`: the player's HttpOnly session cookie has no business on operator routes.
    return await fetch(url, { ...init, credentials: 'omit' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OpsError(NETWORK_ERROR, i18next.t('errors:network'));
  }
}

/** Reads an envelope; a 401 ends the operator session (the console shows its login screen). */
async function unwrap<T>(response: Response): Promise<T> {
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  const code = typeof envelope?.code === 'number' ? envelope.code : response.ok ? 500 : response.status;
  if (code === 401 || response.status === 401) setOpsToken(null);
  if (!envelope || code !== 200) throw new OpsError(code, envelope?.msg || i18next.t('errors:generic'));
  return envelope.data;
}

/** Calls an ops route by its name in `opsApi` and returns the answer's `data`, or throws OpsError. */
export async function opsCall<N extends OpsName>(name: N, ...[input]: OpsArgs<N>): Promise<OpsResult<N>> {
  const route = opsRoutes[name];
  const { params, query, body, signal, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const post = route.method === 'POST';
  const key = post && name !== 'login' ? (idempotencyKey ?? newIdempotencyKey()) : undefined;
  const response = await send(urlOf(route.path, params, query), {
    method: route.method,
    headers: headersFor(route.method, key),
    body: post ? JSON.stringify(body ?? {}) : undefined,
    signal,
  });
  return unwrap<OpsResult<N>>(response);
}

/** Fetches the daily report as CSV with the operator's token and saves it as a file. */
export async function downloadReportCsv(range: { from?: string; to?: string }): Promise<void> {
  const url = urlOf(opsRoutes.daily.path, undefined, { ...range, format: 'csv' });
  const response = await send(url, { method: 'GET', headers: headersFor('GET', undefined, false) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    await unwrap(response);
    throw new OpsError(response.status, i18next.t('errors:generic'));
  }
  const blob = await response.blob();
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = named ?? `dropforge-report-${range.from ?? 'start'}-${range.to ?? 'today'}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
