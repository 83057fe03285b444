import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** JSON answers shorter than this go out as they are (compressing them saves nothing worth the work). */
export const COMPRESS_MIN_BYTES = 1024;

/** The encoding to answer with: brotli when accepted, else gzip, else none (`q=0` refuses a coding). */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function addVary(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).toLowerCase();
  if (list.includes('accept-encoding') || list.trim() === '*') return;
  reply.header('vary', list.trim() ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses JSON answers above COMPRESS_MIN_BYTES with brotli (a fast level: answers are made per request)
 * or gzip. Registered before every route (hooks reach only later routes) and after the idempotency hook,
 * whose record keeps the plain JSON.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || reply.getHeader('content-encoding')) return payload;
    addVary(reply);
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gz(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
