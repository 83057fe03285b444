import { contentApi, feedbackApi, followApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import { countryOf } from '../../platform/http/country';
import type { ContentService } from './content.service';
import type { Support } from './support.service';

export function contentRoutes(service: ContentService, support: Support, trustProxy: boolean) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['content'];
    const api = contentApi;

    app.get(
      api.config.path,
      { schema: { tags, querystring: api.config.query, response: { 200: api.config.result } } },
      async (req) => ok(await service.config(langOf(req), countryOf(req, trustProxy))),
    );
    app.get(
      api.page.path,
      { schema: { tags, params: api.page.params, response: { 200: api.page.result } } },
      async (req) => ok(await service.page(req.params.slug, langOf(req))),
    );
    app.get(api.footer.path, { schema: { tags, response: { 200: api.footer.result } } }, async (req) =>
      ok(await service.footer(langOf(req))),
    );
    app.get(api.banner.path, { schema: { tags, response: { 200: api.banner.result } } }, async (req) =>
      ok(await service.banners(langOf(req))),
    );
    app.get(api.noticeNew.path, { schema: { tags, response: { 200: api.noticeNew.result } } }, async (req) =>
      ok(await service.notices(langOf(req))),
    );
    app.get(
      api.articles.path,
      { schema: { tags, querystring: api.articles.query, response: { 200: api.articles.result } } },
      async (req) => ok(await service.articles(req.query.page, req.query.limit, langOf(req))),
    );
    app.get(
      api.article.path,
      { schema: { tags, params: api.article.params, response: { 200: api.article.result } } },
      async (req) => ok(await service.article(req.params.id, langOf(req))),
    );
    app.get(feedbackApi.support.path, { schema: { tags, response: { 200: feedbackApi.support.result } } }, async () =>
      ok(await support.info()),
    );
    // Limited per account and per IP by the support service (FEEDBACK_*), which answers 429 with the wait.
    app.post(
      feedbackApi.send.path,
      {
        schema: { tags, body: feedbackApi.send.body, response: { 200: feedbackApi.send.result } },
        config: { auth: 'optional' },
      },
      async (req) => ok(await support.sendFeedback(req.body, req.ip, req.viewer?.id ?? null, langOf(req))),
    );
    app.post(
      followApi.follow.path,
      {
        schema: { tags, body: followApi.follow.body, response: { 200: followApi.follow.result } },
        config: { auth: 'player' },
      },
      async (req) => ok(await support.follow(req.player.id, req.body)),
    );
    app.get(api.rolling.path, { schema: { tags, response: { 200: api.rolling.result } } }, async () =>
      ok(await service.rolling()),
    );
  };
}
