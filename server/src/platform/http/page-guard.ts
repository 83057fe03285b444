import type { IncomingHttpHeaders } from 'node:http';

/** The session cookie's name (`auth` module's AUTH_COOKIE; the platform knows no module). */
const SESSION_COOKIE = 'authsk';

export type PageGuard = { enabled: boolean; allow: string[] };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * The page-load guard (spec §7: "clients without an auth cookie or a normal browser header get a 403 page").
 * A page load (the app's HTML, never `/api`, assets, pictures or health probes) passes when
 * - it carries the session cookie, or
 * - its User-Agent contains one of the allowed substrings (crawlers, link previews; case-insensitive), or
 * - it has a browser's headers: a User-Agent starting with `Mozilla/`, an Accept naming `text/html`, an
 *   Accept-Language, and, when the browser sends Sec-Fetch-Mode (every current one does), `navigate`.
 * A deterrent against scripted page scraping, not a security boundary: each of these headers can be forged.
 */
export function pageAllowed(guard: PageGuard, headers: IncomingHttpHeaders, cookies: Record<string, unknown> = {}) {
  if (!guard.enabled) return true;
  if (cookies[SESSION_COOKIE]) return true;
  const agent = one(headers['user-agent']);
  const lower = agent.toLowerCase();
  if (guard.allow.some((s) => lower.includes(s.toLowerCase()))) return true;
  const mode = headers['sec-fetch-mode'];
  return (
    agent.startsWith('Mozilla/') &&
    one(headers.accept).toLowerCase().includes('text/html') &&
    one(headers['accept-language']).trim() !== '' &&
    (mode === undefined || one(mode).toLowerCase() === 'navigate')
  );
}

export const FORBIDDEN_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>403 ERROR!</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0d1117;color:#e6edf3;font:600 20px system-ui,sans-serif}</style></head><body><main><h1>403 ERROR!</h1></main></body></html>';
