import { guessApi } from '@dropforge/shared/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../../../platform/clock';
import type { Database } from '../../../../platform/db';
import { ok } from '../../../../platform/http';
import type { MechanicSpec } from '../../events.engine';
import type { Mechanic } from '../mechanic';
import * as repo from './guess.repo';
import { createGuessService, GUESS } from './guess.service';
import { refundGuess } from './guess.settle';

const tags = ['events'];

/**
 * Guess (issue 21): no draw (the operator names the outcome), so no fair game. Its `dailyCost` is 0: the house
 * never adds coins to a pool — winners share the players' own stakes minus the edge, a void or refunded guess gives
 * the stakes back — so the worst a guess costs the house on any day is nothing; the edge is revenue that depends on
 * how much is backed, not a cost to budget.
 */
export const guessSpec: MechanicSpec = {
  name: GUESS,
  validate() {},
  dailyCost: () => 0,
};

export const guess: Mechanic = (ctx) => {
  const service = createGuessService(ctx);
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const viewer = (req: { viewer?: { id: number } }) => req.viewer?.id;
    app.get(
      guessApi.list.path,
      {
        config: { auth: 'optional' },
        schema: { tags, querystring: guessApi.list.query, response: { 200: guessApi.list.result } },
      },
      async (req) => ok(await service.list(viewer(req), req.query.page, req.query.limit)),
    );
    app.get(
      guessApi.first.path,
      { config: { auth: 'optional' }, schema: { tags, response: { 200: guessApi.first.result } } },
      async (req) => ok(await service.first(viewer(req))),
    );
    app.get(
      guessApi.detail.path,
      {
        config: { auth: 'optional' },
        schema: { tags, params: guessApi.detail.params, response: { 200: guessApi.detail.result } },
      },
      async (req) => ok(await service.detail(viewer(req), req.params.id)),
    );
    // Spec path: a GET that pays a winner's share; same-site only and never on HEAD.
    app.get(
      guessApi.receive.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, params: guessApi.receive.params, response: { 200: guessApi.receive.result } },
      },
      async (req) => ok(await service.receive(req.player, req.params.id)),
    );
    app.post(
      guessApi.support.path,
      {
        config: { auth: 'player' },
        schema: {
          tags,
          params: guessApi.support.params,
          body: guessApi.support.body,
          response: { 200: guessApi.support.result },
        },
      },
      async (req) => ok(await service.support(req.player, req, req.params.id, req.params.n, req.body)),
    );
  };
};

const SWEEP_MS = 30_000;

/**
 * Refunds of guesses not settled by their refund time. A sweep on boot and every 30 s on each instance: a guess is
 * claimed by one conditional update in the refund's transaction (`open` → `refunded`), so however many instances
 * sweep, or race the operator's settlement, it is refunded once; a crash rolls the whole refund back and the next
 * sweep does it. Guesses are created by the ops CLI, which has no job queue, so a sweep rather than a pg-boss job.
 */
export function createGuessSweep(deps: { database: Database; clock: Clock; log: { warn: (msg: string) => void } }) {
  let timer: NodeJS.Timeout | undefined;
  /** One pass: the ids this pass refunded. */
  async function sweep(): Promise<number[]> {
    const refunded: number[] = [];
    for (const id of await repo.dueRefunds(deps.database.db, new Date(deps.clock.now()))) {
      if (await refundGuess(deps.database, id, deps.clock.now())) refunded.push(id);
    }
    return refunded;
  }
  const safe = () => sweep().catch((e) => deps.log.warn(`guess refund sweep failed: ${(e as Error).message}`));
  return {
    sweep,
    async start() {
      await safe();
      timer = setInterval(safe, SWEEP_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
