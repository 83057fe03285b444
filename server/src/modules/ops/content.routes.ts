import { opsContentApi as api } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/http';
import type { Broadcast } from '../../platform/ports';
import { contentEntry, listContent, previewContent, saveContent } from '../content';
import { audit } from './audit';
import { actorOf, guard } from './guard';
import type { OpsRouteDeps } from './ops.routes';

/**
 * Content (area `content`): banners, announcements, info pages and articles in 12 languages with a preview, live for
 * players as soon as they are saved published; platform notifications through the notifications module.
 */
export function opsContentRoutes(deps: OpsRouteDeps & { broadcast: () => Broadcast | undefined }) {
  const { database, operators } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const preHandler = guard(operators, 'content');

    app.get(
      api.contentList.path,
      { preHandler, schema: { tags, querystring: api.contentList.query, response: { 200: api.contentList.result } } },
      async (req) => ok({ list: await listContent(database.db, req.query.kind) }),
    );
    app.post(
      api.previewContent.path,
      { preHandler, schema: { tags, body: api.previewContent.body, response: { 200: api.previewContent.result } } },
      async (req) => ok(previewContent(req.body.kind, req.body.lang, req.body.fields)),
    );
    app.get(
      api.contentEntry.path,
      { preHandler, schema: { tags, params: api.contentEntry.params, response: { 200: api.contentEntry.result } } },
      async (req) => ok(await contentEntry(database.db, req.params.kind, req.params.id)),
    );
    app.post(
      api.createContent.path,
      {
        preHandler,
        schema: {
          tags,
          params: api.createContent.params,
          body: api.createContent.body,
          response: { 200: api.createContent.result },
        },
      },
      async (req) => {
        const entry = await database.withTx(async (tx) => {
          const saved = await saveContent(tx, req.params.kind, null, req.body, new Date(deps.now()));
          await audit(tx, actorOf(req), {
            action: 'content.create',
            target: `${req.params.kind}:${saved.entry.id}`,
            after: saved.entry,
          });
          return saved.entry;
        });
        return ok(entry);
      },
    );
    app.post(
      api.editContent.path,
      {
        preHandler,
        schema: {
          tags,
          params: api.editContent.params,
          body: api.editContent.body,
          response: { 200: api.editContent.result },
        },
      },
      async (req) => {
        const { kind, id } = req.params;
        const entry = await database.withTx(async (tx) => {
          const saved = await saveContent(tx, kind, id, req.body, new Date(deps.now()));
          await audit(tx, actorOf(req), {
            action: 'content.edit',
            target: `${kind}:${id}`,
            before: saved.before,
            after: saved.entry,
          });
          return saved.entry;
        });
        return ok(entry);
      },
    );
    app.post(
      api.broadcast.path,
      { preHandler, schema: { tags, body: api.broadcast.body, response: { 200: api.broadcast.result } } },
      async (req) => {
        const send = deps.broadcast();
        if (!send) throw new AppError('not_found');
        const at = new Date(deps.now());
        const key = `${at.getTime().toString(36)}-${actorOf(req).id}`;
        const id = await database.withTx(async (tx) => {
          const made = await send(tx, { ...req.body, key, at });
          await audit(tx, actorOf(req), {
            action: 'notification.broadcast',
            target: `notification:${made}`,
            after: req.body,
          });
          return made;
        });
        return ok({ id, source_key: `ops:${key}` });
      },
    );
  };
}
