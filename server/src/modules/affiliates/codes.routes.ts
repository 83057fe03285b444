import { codesApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { Codes } from './codes.service';

/** `POST /api/user/cdkey`. */
export function codesRoutes(deps: { codes: Codes }) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      codesApi.redeem.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['codes'], body: codesApi.redeem.body, response: { 200: codesApi.redeem.result } },
      },
      async (req) => ok(await deps.codes.redeem(req.player, req.body.code, req.ip, langOf(req))),
    );
  };
}
