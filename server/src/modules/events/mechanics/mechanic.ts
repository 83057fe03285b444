import type { Lang, Milli } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import type { Database, Executor } from '../../../platform/db';
import { langOf, ok } from '../../../platform/http';
import type { PlayGate, ReferralCodeHook } from '../../../platform/ports';
import type { CasesService, Opening } from '../../cases';
import type { SameChecks } from '../device-keys';
import type { Deposit, Engine } from '../events.engine';
import type { Tokens } from '../events.tokens';
import type { GroupGrab } from './group-grab/rooms';

export type MechanicContext = {
  engine: Engine;
  /** Event tokens (hammers, snowballs, chances…): earned by play and deposits, spent by mechanics. */
  tokens: Tokens;
  database: Database;
  levelOf: (userId: number) => Promise<number>;
  lastDepositAt: (userId: number) => Promise<Date | null>;
  /** Addresses exempt from per-address limits. */
  trustedIps: readonly string[];
  /** The bargain's second-account checks (BARGAIN_ONE_PER_ADDRESS, BARGAIN_ONE_PER_DEVICE). */
  bargainChecks: SameChecks;
  emailTaken: (email: string) => Promise<boolean>;
  /** Paid deposits of a player in thousandths, ever or since `since` (through `via` inside a transaction). */
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  clock: Clock;
  /** Responsible gaming: mechanics where players stake (guess backings) ask it first. */
  gate: PlayGate;
  /** Applies a referral code brought to an action (the affiliates module; absent: not applied). */
  referralCode?: ReferralCodeHook;
  /** Paid deposits of a player since `since` with their order ids, oldest first. */
  deposits: (userId: number, since: Date, via?: Executor) => Promise<Deposit[]>;
  /** Cases and their opening (a bargain opens its case like a normal open). */
  cases: CasesService;
  opening: Opening;
  /** Names and avatars (and account age) of players. */
  accounts: (ids: number[]) => Promise<Array<{ id: number; name: string; avatar: string; created_at: string }>>;
  /** Players bound to a referrer's code within [from, to) (invitations). */
  boundBetween: (
    from: Date,
    to: Date,
    limit: number,
  ) => Promise<Array<{ id: number; parent_id: number; bound_at: string }>>;
  /** Group-grab rooms and coupons (its deposit hook and coupon use share this one service). */
  groupGrab: GroupGrab;
};

/** A mechanic's routes, given the engine (registered in `registry.ts` with its spec). */
export type Mechanic = (ctx: MechanicContext) => (app: FastifyInstance) => Promise<void>;

type RouteSpec = {
  method: 'GET' | 'POST';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  result: z.ZodType;
};
type Req<S extends RouteSpec> = FastifyRequest<{
  Params: S['params'] extends z.ZodType ? z.infer<S['params']> : unknown;
  Querystring: S['query'] extends z.ZodType ? z.infer<S['query']> : unknown;
  Body: S['body'] extends z.ZodType ? z.infer<S['body']> : unknown;
}>;

/** A signed-in player's route of a mechanic: contract in, envelope out. */
export function mechanicRoute<S extends RouteSpec>(
  fastify: FastifyInstance,
  spec: S,
  handle: (req: Req<S>, lang: Lang) => Promise<unknown>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    method: spec.method,
    url: spec.path,
    config: { auth: 'player' },
    schema: {
      tags: ['events'],
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: { 200: spec.result },
    },
    handler: async (req) => ok(await handle(req as unknown as Req<S>, langOf(req))),
  });
}
