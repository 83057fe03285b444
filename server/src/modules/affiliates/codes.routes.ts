import { codesApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import { openGate, PLAY } from '../../platform/modules';
import type { PlayGate } from '../../platform/ports';
import type { Codes } from './codes.service';

/** `POST /api/user/cdkey`. */
export function codesRoutes(deps: { codes: Codes; gate?: PlayGate }) {
  const { gate = openGate } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post(
      codesApi.redeem.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['codes'], body: codesApi.redeem.body, response: { 200: codesApi.redeem.result } },
      },
      async (req) => {
        await gate(req.player.id, PLAY);
        return ok(await deps.codes.redeem(req.player, req.body.code, req.ip, langOf(req)));
      },
    );
  };
}
