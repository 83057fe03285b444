import type { FastifyRequest } from 'fastify';

/** Which second-account checks a social mechanic runs: one address, one device id (`X-Device-Id`). */
export type SameChecks = { sameAddress: boolean; sameDevice: boolean };

/** The web client's device id (`X-Device-Id`, a random id kept in the browser), or '' when absent or malformed. */
export function deviceOf(req: FastifyRequest): string {
  const raw = req.headers['x-device-id'];
  const id = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : '';
}

/**
 * The address and device keys a player's part holds: null when that check is off, for a trusted address
 * (RATE_LIMIT_TRUSTED_IPS), or without a device id. Unique keys over them stop one person's second accounts.
 */
export function keysOf(
  req: FastifyRequest,
  checks: SameChecks,
  trustedIps: readonly string[],
): { ipKey: string | null; deviceKey: string | null } {
  const ip = req.ip;
  const device = deviceOf(req);
  return {
    ipKey: checks.sameAddress && !trustedIps.includes(ip) ? ip : null,
    deviceKey: checks.sameDevice && device ? device : null,
  };
}
