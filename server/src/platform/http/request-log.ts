import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Requests to the API, the websocket, the payment sandbox and the probes; the rest are files and page loads. */
const API = /^\/(api|ws|sandbox|dev|healthz|readyz)(\/|$)/;

export const isApiPath = (url: string) => API.test(url.split('?')[0] ?? '/');

/**
 * Fastify's request log lines, quieter: one line per answered API call at info (method, path, status, time),
 * static files and page loads at debug, so one page load is a handful of lines, not two per asset.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (isApiPath(request.url)) reply.log.info(line, 'request completed');
    else reply.log.debug(line, 'request completed');
  }
}
