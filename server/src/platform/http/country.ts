import type { FastifyRequest } from 'fastify';

/** The visitor's country from a trusted proxy header (Cloudflare's or a generic one), else ''. */
export function countryOf(req: FastifyRequest, trustProxy: boolean): string {
  if (!trustProxy) return '';
  const raw = req.headers['cf-ipcountry'] ?? req.headers['x-country-code'];
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : '';
}
