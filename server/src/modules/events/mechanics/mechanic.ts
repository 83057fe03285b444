import type { Lang, Milli } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import type { Database, Executor } from '../../../platform/db';
import { langOf, ok } from '../../../platform/http';
import type { PlayGate } from '../../../platform/ports';
import type { CasesService, Opening } from '../../cases';
import type { Engine } from '../events.engine';
import type { Tokens } from '../events.tokens';

export type MechanicContext = {
  engine: Engine;
  /** Event tokens (hammers, snowballs, chances…): earned by play and deposits, spent by mechanics. */
  tokens: Tokens;
  database: Database;
  levelOf: (userId: number) => Promise<number>;
  lastDepositAt: (userId: number) => Promise<Date | null>;
  /** Addresses exempt from per-address limits. */
  trustedIps: readonly string[];
  emailTaken: (email: string) => Promise<boolean>;
  /** Paid deposits of a player in thousandths, ever or since `since` (through `via` inside a transaction). */
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  /** Cases and their opening (a bargain opens its case like a normal open). */
  cases: CasesService;
  opening: Opening;
  /** Responsible gaming inside a paid open's transaction (none: nothing refused). */
  gate?: PlayGate;
  clock: Clock;
  /** Names and avatars (and account age) of players. */
  accounts: (ids: number[]) => Promise<Array<{ id: number; name: string; avatar: string; created_at: string }>>;
  /** Players bound to a referrer's code within [from, to) (invitations). */
  boundBetween: (
    from: Date,
    to: Date,
    limit: number,
  ) => Promise<Array<{ id: number; parent_id: number; bound_at: string }>>;
};

/** A mechanic's routes, given the engine (registered in `registry.ts` with its spec). */
export type Mechanic = (ctx: MechanicContext) => (app: FastifyInstance) => Promise<void>;

type RouteSpec = {
  method: 'GET' | 'POST';
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  result: z.ZodType;
};
type Req<S extends RouteSpec> = FastifyRequest<{
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
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: { 200: spec.result },
    },
    handler: async (req) => ok(await handle(req as unknown as Req<S>, langOf(req))),
  });
}
