import { trustApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, shared } from '../../platform/http';
import type { Liabilities } from './liabilities';
import type { TrustService } from './trust.service';

/** The trust centre's figures (issue 24): realised RTP, withdrawal times, proof of liabilities. */
export function trustRoutes(deps: { trust: TrustService; liabilities: Liabilities }) {
  const { trust, liabilities } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['trust'];
    app.get(trustApi.rtp.path, { schema: { tags, response: { 200: trustApi.rtp.result } } }, async () =>
      ok(shared(await trust.rtp())),
    );
    app.get(trustApi.withdrawals.path, { schema: { tags, response: { 200: trustApi.withdrawals.result } } }, async () =>
      ok(shared(await trust.withdrawals())),
    );
    app.get(trustApi.liabilities.path, { schema: { tags, response: { 200: trustApi.liabilities.result } } }, async () =>
      ok({ list: await liabilities.published() }),
    );
    app.get(
      trustApi.proof.path,
      {
        config: { auth: 'player' },
        schema: { tags, querystring: trustApi.proof.query, response: { 200: trustApi.proof.result } },
      },
      async (req) => ok(await liabilities.proof(req.player.id, req.query.currency)),
    );
  };
}
