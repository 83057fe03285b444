import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { authApi } from '@dropforge/shared/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, langOf, ok } from '../../platform/http';
import { message } from '../../platform/i18n/messages';
import type { Profiles } from './profile.service';
import { MAX_UPLOAD_BYTES, storeImage } from './upload';

export function profileRoutes({
  profiles,
  uploadDir,
  uploadSecret,
}: {
  profiles: Profiles;
  uploadDir: string;
  uploadSecret: Buffer;
}) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['account'];
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

    app.get(
      authApi.profile.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: authApi.profile.result } } },
      async (req) => ok(await profiles.profileOf(req.player)),
    );

    app.post(
      authApi.update.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: authApi.update.body, response: { 200: authApi.update.result } },
      },
      async (req) => ok(await profiles.update(req.player, req.body), message('saved', langOf(req))),
    );

    app.post(
      authApi.tradeUrl.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: authApi.tradeUrl.body, response: { 200: authApi.tradeUrl.result } },
      },
      async (req) => ok(await profiles.saveTradeUrl(req.player, req.body.trade_url), message('saved', langOf(req))),
    );

    app.post(
      authApi.upload.path,
      {
        schema: { tags, response: { 200: authApi.upload.result } },
        config: { auth: 'player', rateLimit: { max: 20, timeWindow: 60_000 } },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError('image_invalid');
        let file: Awaited<ReturnType<typeof req.file>>;
        try {
          file = await req.file();
        } catch {
          throw new AppError('image_invalid');
        }
        if (!file) throw new AppError('image_invalid');
        const bytes = await file.toBuffer().catch(() => {
          throw new AppError('image_invalid');
        });
        if (file.file.truncated) throw new AppError('image_invalid');
        return ok({ url: await storeImage(bytes, uploadDir, { secret: uploadSecret, userId: req.player.id }) });
      },
    );

    app.get(
      '/uploads/:file',
      { schema: { hide: true, params: z.object({ file: z.string().regex(/^[a-f0-9]{32}\.webp$/) }) } },
      async (req, reply) => {
        const path = join(uploadDir, req.params.file);
        if (!existsSync(path)) throw new AppError('not_found');
        return reply
          .type('image/webp')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(createReadStream(path));
      },
    );
  };
}
