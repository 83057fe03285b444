import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { matchPage, type PageLookup } from '@dropforge/shared/contract/pages';
import { isLang, type Lang } from '@dropforge/shared/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { langFromHeader, message } from '../i18n/messages';
import { acceptedEncoding, addVary } from './compression';
import { sendError } from './envelope';
import { AppError } from './errors';
import { FORBIDDEN_HTML, type PageGuard, pageAllowed } from './page-guard';

const MAINTENANCE_HTML = (text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="15"><title>Dropforge</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d1117;color:#e6edf3;font:600 20px system-ui,sans-serif}</style></head><body><main><h1>${text}</h1></main></body></html>`;

/** Whether the id of a `lookup` page exists (cheap: a cache or one primary-key read). */
export type PageLookups = Record<PageLookup, (id: string) => Promise<boolean>>;

type Html = { raw: Buffer; br: Buffer; gzip: Buffer };

function loadIndex(file: string): Html | undefined {
  if (!existsSync(file)) return undefined;
  const raw = readFileSync(file);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
}

/** The page path without its language prefix (`/de/case/x` → `/case/x`), and the language. */
export function splitLocale(path: string): { lang: Lang; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  const first = match?.[1]?.toLowerCase();
  if (first === 'pr') return { lang: 'br', path: match?.[2] || '/' };
  if (first && isLang(first)) return { lang: first, path: match?.[2] || '/' };
  return { lang: langFromHeader(undefined), path };
}

/**
 * Serves the built web app: hashed assets immutable and precompressed (`.br`/`.gz` from the build), the app's
 * HTML for its pages (HTTP 200 for a known page, 404 for an unknown one, so the app renders its not-found
 * page), and the 404 envelope under `/api/`. While the database is unreachable, page loads get the
 * maintenance page with HTTP 500, which reloads itself every 15 s. With the page-load guard on, a page load
 * without the session cookie or a browser's headers gets "403 ERROR!" (`page-guard.ts`).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  isReady: () => Promise<boolean>,
  lookups: Partial<PageLookups> = {},
  guard: PageGuard = { enabled: false, allow: [] },
) {
  const index = loadIndex(join(webDist, 'index.html'));
  if (index) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: 0,
      setHeaders: (reply, path) => {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'public, max-age=3600');
      },
      // The HTML is answered below (with the page's status), never as a file.
      allowedPath: (path) => path !== '/index.html',
    });
  }

  const sendHtml = (req: FastifyRequest, reply: FastifyReply, status: number, html: Html) => {
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    addVary(reply);
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding === 'br' ? html.br : encoding === 'gzip' ? html.gzip : html.raw);
  };

  const pageExists = async (path: string) => {
    const page = matchPage(path);
    if (!page) return false;
    const lookup = page.route.lookup && lookups[page.route.lookup];
    if (!lookup || page.id === undefined) return true;
    // A failing lookup never turns a real page into a 404.
    return lookup(page.id).catch(() => true);
  };

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPageMethod = req.method === 'GET' || req.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !isPageMethod || /\.\w{2,5}$/.test(path)) {
      return sendError(new AppError('not_found'), req, reply);
    }
    if (!pageAllowed(guard, req.headers, req.cookies)) {
      return reply
        .status(403)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(FORBIDDEN_HTML);
    }
    const locale = splitLocale(path);
    if (!(await isReady())) {
      return reply
        .status(500)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(MAINTENANCE_HTML(message('maintenance', locale.lang)));
    }
    if (!index) {
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .send(MAINTENANCE_HTML('The web app is not built yet: run `npm run build`.'));
    }
    return sendHtml(req, reply, (await pageExists(locale.path)) ? 200 : 404, index);
  });
}
