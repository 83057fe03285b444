import { ERRORS, type ErrorCode } from '@dropforge/shared/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { langFromHeader, message } from '../i18n/messages';
import { AppError } from './errors';
import { isDependencyDown } from './unavailable';

/** When a client should try again while a dependency is down (it usually comes back within seconds). */
const RETRY_AFTER_SECONDS = 5;

export type Ok<T> = { code: 200; msg: string; data: T };

/** A success envelope; `msg` is filled in the request's language by the onSend hook when left empty. */
export function ok<T>(data: T, msg = ''): Ok<T> {
  return { code: 200, msg, data };
}

export function langOf(req: FastifyRequest) {
  const header = req.headers.language;
  return langFromHeader(Array.isArray(header) ? header[0] : header);
}

type Issue = { field: string; message: string };

function fieldOf(path: string, location: string | undefined): string {
  const clean = path.replace(/^\//, '').replace(/\//g, '.');
  return clean || location || 'body';
}

function validationIssues(error: unknown): Issue[] | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = (error as { validationContext?: string }).validationContext;
    return error.validation.map((v) => ({ field: fieldOf(v.instancePath, location), message: v.message ?? '' }));
  }
  if (error instanceof ZodError) {
    return error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  }
  return undefined;
}

/** Maps any error to the envelope. Unexpected errors are logged with the request id and never leak. */
export function sendError(error: unknown, req: FastifyRequest, reply: FastifyReply) {
  const lang = langOf(req);
  const answer = (status: number, msg: string, data: unknown = null) =>
    reply.status(status).send({ code: status, msg, data });

  const issues = validationIssues(error);
  if (issues) {
    const first = issues[0];
    const field = first?.field ?? 'body';
    // Schemas name catalogue codes as their messages where the spec words the error (e.g. email_invalid).
    const text = first && first.message in ERRORS ? message(first.message as ErrorCode, lang) : undefined;
    return answer(400, text ?? message('validation_failed', lang, { field }), { field, issues });
  }
  if (error instanceof AppError) {
    // A business 429 (code asked too soon, sign-in locked) says when to come back; its data stays its own,
    // so clients tell it from the rate limiter's (whose data is `{ retry_after }`).
    if (error.status === 429 && typeof error.params.seconds === 'number')
      reply.header('retry-after', error.params.seconds);
    return answer(error.status, message(error.code, lang, error.params), error.data);
  }

  const e = error as FastifyError;
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, message('malformed_json', lang));
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, message('payload_too_large', lang));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(415, message('unsupported_media_type', lang));
  }
  if (e.statusCode === 429) {
    // Retry-After is set by the limiter; the envelope repeats it for clients that read only the body.
    const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
    reply.header('retry-after', seconds);
    return answer(429, message('rate_limited', lang, { seconds }), { retry_after: seconds });
  }
  if (e instanceof SyntaxError && e.statusCode === 400) return answer(400, message('malformed_json', lang));
  if (!isResponseSerializationError(error) && e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return answer(e.statusCode, message(e.statusCode === 404 ? 'not_found' : 'bad_request', lang));
  }
  if (isDependencyDown(error)) {
    req.log.warn({ err: error, reqId: req.id }, 'dependency unavailable');
    reply.header('retry-after', RETRY_AFTER_SECONDS);
    return answer(503, message('service_unavailable', lang));
  }
  req.log.error({ err: error, reqId: req.id }, 'unhandled error');
  return answer(500, message('internal_error', lang), { request_id: req.id });
}

/** The path of the first string (value or key) holding a NUL character, searched at most `depth` levels deep. */
export function nulPath(value: unknown, path = '', depth = 8): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (depth === 0 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulPath(inner, at, depth - 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Installs the error and not-found handlers and fills empty success messages. */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => sendError(error, req, reply));
  // Postgres refuses NUL in text, so a NUL anywhere in a path parameter, the query or a parsed body is bad input
  // for every route, refused before any handler can pass it on (raw string bodies, e.g. webhooks, are left alone).
  app.addHook('preValidation', async (req, reply) => {
    for (const [location, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', typeof req.body === 'object' ? req.body : undefined],
    ] as const) {
      const found = nulPath(value);
      if (found === undefined) continue;
      const field = found || location;
      return reply
        .status(400)
        .send({ code: 400, msg: message('validation_failed', langOf(req), { field }), data: { field } });
    }
  });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (payload && typeof payload === 'object' && 'code' in payload && 'msg' in payload) {
      const env = payload as { code: number; msg: string };
      if (env.code === 200 && env.msg === '') env.msg = message('success', langOf(req));
    }
    return payload;
  });
}
