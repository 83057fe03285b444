import type * as contract from '@dropforge/shared/contract';
import { api, type RequestOptions } from './api';

/**
 * Typed calls through the contract's route tables. The web passes a route of `contract/routes.ts` (method and
 * path only: importing the `*Api` tables as values would bundle zod); its params, query, body and result are
 * typed from the table entry with the same method and path.
 */

type Tables =
  | typeof contract.affiliatesApi
  | typeof contract.authApi
  | typeof contract.bargainApi
  | typeof contract.battlesApi
  | typeof contract.captchaApi
  | typeof contract.casesApi
  | typeof contract.catalogApi
  | typeof contract.codesApi
  | typeof contract.contentApi
  | typeof contract.eventsApi
  | typeof contract.feedbackApi
  | typeof contract.followApi
  | typeof contract.dropsApi
  | typeof contract.fairApi
  | typeof contract.flippingApi
  | typeof contract.freeApi
  | typeof contract.giveawaysApi
  | typeof contract.guessApi
  | typeof contract.groupGrabApi
  | typeof contract.inventoryApi
  | typeof contract.ladderApi
  | typeof contract.limitsApi
  | typeof contract.mallApi
  | typeof contract.missionsApi
  | typeof contract.notificationsApi
  | typeof contract.oldNewApi
  | typeof contract.onboardingApi
  | typeof contract.paymentsApi
  | typeof contract.smashApi
  | typeof contract.seasonalApi
  | typeof contract.steamApi
  | typeof contract.trustApi
  | typeof contract.turntableApi
  | typeof contract.upgradeApi
  | typeof contract.vipApi
  | typeof contract.wheelApi
  | typeof contract.withdrawalsApi;
type EntryOf<T> = T extends unknown ? T[keyof T] : never;
type Entry = EntryOf<Tables>;

export interface Route {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
}
/** The table entry of a route. */
export type Spec<R extends Route> = Extract<Entry, { method: R['method']; path: R['path'] }>;

type Out<S> = S extends { _zod: { output: infer O } } ? O : never;
type In<S> = S extends { _zod: { input: infer I } } ? I : never;
/** A schema's input, where coerced fields (input `unknown`) take their output type. */
type Sent<S, I = In<S>, O = Out<S>> = {
  [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] | undefined : I[K]) : I[K];
};
type Nullable<T> = { [K in keyof T]?: T[K] | null };

type ParamsOf<S> = [S] extends [{ params: infer P }] ? { params: Out<P> } : { params?: never };
type QueryOf<S> = [S] extends [{ query: infer Q }] ? { query?: Nullable<Sent<Q>> } : { query?: never };
type BodyOf<S> = [S] extends [{ body: infer B }] ? { body: Sent<B> } : { body?: FormData };
/** What a call sends: the route's params, query and body, plus the request options. */
export type CallInput<R extends Route> = ParamsOf<Spec<R>> &
  QueryOf<Spec<R>> &
  BodyOf<Spec<R>> &
  Omit<RequestOptions, 'method' | 'query' | 'body'>;
/** The `data` of the route's answer. */
export type Result<R extends Route> = [Spec<R>] extends [{ result: infer E }] ? Out<E>['data' & keyof Out<E>] : never;

type NeedsInput<R extends Route> = [Spec<R>] extends [{ params: unknown } | { body: unknown }] ? true : false;

/** The route's path with its `:name` params filled in (encoded). */
export function pathOf<R extends Route>(route: R, params?: Record<string, string | number>): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.path}: missing param ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Calls `route` through `api` (errors, 401, Idempotency-Key, the 429 retry) and returns the answer's data. */
export function call<R extends Route>(
  route: R,
  ...[input]: NeedsInput<R> extends true ? [CallInput<R>] : [CallInput<R>?]
): Promise<Result<R>> {
  const { params, query, body, ...options } = (input ?? {}) as unknown as {
    params?: Record<string, string | number>;
    query?: RequestOptions['query'];
    body?: unknown;
  } & Omit<RequestOptions, 'method' | 'query' | 'body'>;
  return api<Result<R>>(pathOf(route, params), { ...options, method: route.method, query, body });
}

/** A fresh Idempotency-Key for one money or item call (retries of that call reuse it). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
