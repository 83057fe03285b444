import { catalogApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { CatalogService } from './catalog.service';

export function catalogRoutes(service: CatalogService) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['catalog'];
    const api = catalogApi;

    app.get(
      api.goodsConfig.path,
      { schema: { tags, params: api.goodsConfig.params, response: { 200: api.goodsConfig.result } } },
      async (req) => ok(await service.goodsConfig(req.params.class)),
    );
    app.get(
      api.goods.path,
      { schema: { tags, params: api.goods.params, response: { 200: api.goods.result } } },
      async (req) => ok(await service.goods(req.params.id, langOf(req))),
    );
  };
}
