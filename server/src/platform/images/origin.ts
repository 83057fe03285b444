/**
 * Fetching one picture from an allowed origin: the allow-list, the size cap, the timeout, and the check that
 * the answer is a picture by both its declared type and its first bytes.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif' | 'image/avif';

/** Why a picture could not be used: the origin did not answer in time (`unreachable`) or answered no picture. */
export type FetchFailure = 'unreachable' | 'refused';
export type FetchOutcome = { ok: true; bytes: Buffer; type: ImageType } | { ok: false; reason: FetchFailure };

/** The kind of picture by its first bytes (never by a name or a declared type); SVG is never accepted. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  const at = (i: number, text: string) => [...text].every((c, k) => bytes[i + k] === c.charCodeAt(0));
  if (bytes.length >= 8 && bytes[0] === 0x89 && at(1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && at(0, 'RIFF') && at(8, 'WEBP')) return 'image/webp';
  if (bytes.length >= 6 && (at(0, 'GIF87a') || at(0, 'GIF89a'))) return 'image/gif';
  if (bytes.length >= 12 && at(4, 'ftyp') && (at(8, 'avif') || at(8, 'avis'))) return 'image/avif';
  return undefined;
}

const DECLARED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/webp', 'image/gif', 'image/avif']);

/** One allow-list entry: a bare host allows `https://host` (port 443); a full origin allows exactly itself. */
export type AllowedOrigin = { protocol: 'https:' | 'http:'; host: string };

export function parseOrigins(entries: string[]): AllowedOrigin[] {
  return entries.map((entry) => {
    const url = new URL(entry.includes('://') ? entry : `https://${entry}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`IMAGE_ORIGINS: ${entry} is not http(s)`);
    return { protocol: url.protocol, host: url.host.toLowerCase() };
  });
}

/** Whether `raw` is an absolute http(s) URL without credentials on one of the allowed origins. */
export function allowedUrl(raw: string, origins: AllowedOrigin[]): URL | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const host = url.host.toLowerCase();
  return origins.some((o) => o.protocol === url.protocol && o.host === host) ? url : undefined;
}

export type FetchSettings = { origins: AllowedOrigin[]; timeoutMs: number; maxBytes: number };

const MAX_REDIRECTS = 3;

/** Fetches a picture; redirects are followed only onto allowed origins. Never throws. */
export async function fetchImage(raw: string, settings: FetchSettings): Promise<FetchOutcome> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  let url = allowedUrl(raw, settings.origins);
  try {
    for (let hop = 0; url && hop <= MAX_REDIRECTS; hop++) {
      const res = await fetch(url, {
        signal,
        redirect: 'manual',
        headers: { accept: 'image/avif,image/webp,image/*' },
      });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel();
        const next = res.headers.get('location');
        url = next ? allowedUrl(new URL(next, url).href, settings.origins) : undefined;
        continue;
      }
      if (res.status >= 500 || res.status === 408 || res.status === 429) {
        await res.body?.cancel();
        return { ok: false, reason: 'unreachable' };
      }
      const declared = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const length = Number(res.headers.get('content-length') ?? 0);
      if (res.status !== 200 || !DECLARED.has(declared) || length > settings.maxBytes || !res.body) {
        await res.body?.cancel();
        return { ok: false, reason: 'refused' };
      }
      const bytes = await readCapped(res.body, settings.maxBytes);
      if (!bytes) return { ok: false, reason: 'refused' };
      const type = sniffImage(bytes);
      return type ? { ok: true, bytes, type } : { ok: false, reason: 'refused' };
    }
    return { ok: false, reason: 'refused' };
  } catch {
    // Connection refused, DNS failure, reset or the timeout: the origin may answer later.
    return { ok: false, reason: 'unreachable' };
  }
}

/** The whole body, or undefined as soon as it grows past `max` bytes. */
async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > max) return undefined; // leaving the loop cancels the stream
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
