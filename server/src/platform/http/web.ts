import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langFromHeader, message } from '../i18n/messages';
import { sendError } from './envelope';
import { AppError } from './errors';

const MAINTENANCE_HTML = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dropforge</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d1117;color:#e6edf3;font:600 20px system-ui,sans-serif}</style></head><body><main><h1>${text}</h1></main></body></html>`;

/**
 * Serves the built web app with an SPA fallback. Unknown `/api/*` paths answer the 404 envelope;
 * while the database is unreachable, page loads get the maintenance page with HTTP 500.
 */
export async function registerWeb(app: FastifyInstance, webDist: string, isReady: () => Promise<boolean>) {
  const indexFile = join(webDist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: 0,
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : undefined;

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || req.method !== 'GET' || /\.\w{2,5}$/.test(path)) {
      return sendError(new AppError('not_found'), req, reply);
    }
    const lang = langFromHeader(path.split('/')[1]);
    if (!(await isReady())) {
      return reply
        .status(500)
        .type('text/html')
        .send(MAINTENANCE_HTML(message('maintenance', lang)));
    }
    if (!indexHtml) {
      return reply
        .status(200)
        .type('text/html')
        .send(MAINTENANCE_HTML('The web app is not built yet: run `npm run build`.'));
    }
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
}
