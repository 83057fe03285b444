import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type FetchFailure, type FetchSettings, fetchImage, type ImageType, sniffImage } from './origin';

export type StoredImage = { bytes: Buffer; type: ImageType };
/** `backoff`: a recent fetch failed, so this one was not tried (the origin is not hammered). */
export type ObtainOutcome = ({ ok: true } & StoredImage) | { ok: false; reason: FetchFailure | 'backoff' };

export type ImageCacheSettings = FetchSettings & { dir: string; retryMs: number; now?: () => number };

/** The name of a picture on disk and in `/img/` URLs: 32 hex digits of the SHA-256 of its origin URL. */
export const pictureKey = (origin: string) => createHash('sha256').update(origin).digest('hex').slice(0, 32);
export const PICTURE_KEY = /^[0-9a-f]{32}$/;

const MAX_RETRY_MS = 3_600_000;
const MAX_TRACKED = 10_000;

type Failure = { failures: number; retryAt: number };

/**
 * Pictures fetched from their origin once and kept under `dir` by hash (no part of a request ever names a
 * file). Concurrent requests for one picture share one fetch. A failed fetch is not retried before its
 * back-off (doubling per failure, at most an hour) has passed: per picture when the origin refused it, per
 * host when the host did not answer, and then a single request probes the host while the others wait.
 */
export function createImageCache(settings: ImageCacheSettings) {
  const now = settings.now ?? Date.now;
  const inflight = new Map<string, Promise<ObtainOutcome>>();
  const refusedUrls = new Map<string, Failure>();
  const downHosts = new Map<string, Failure>();
  let fetches = 0;

  const fileOf = (key: string) => join(settings.dir, key.slice(0, 2), key);

  async function read(key: string): Promise<StoredImage | undefined> {
    if (!PICTURE_KEY.test(key)) return undefined;
    const bytes = await readFile(fileOf(key)).catch(() => undefined);
    const type = bytes && sniffImage(bytes);
    return bytes && type ? { bytes, type } : undefined;
  }

  async function write(key: string, bytes: Buffer) {
    const file = fileOf(key);
    await mkdir(join(settings.dir, key.slice(0, 2)), { recursive: true });
    // Written aside then renamed, so a reader (or another instance sharing the folder) never sees half a file.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file);
  }

  const delay = (failures: number) => Math.min(MAX_RETRY_MS, settings.retryMs * 2 ** (failures - 1));

  function remember(map: Map<string, Failure>, key: string) {
    const failures = (map.get(key)?.failures ?? 0) + 1;
    map.delete(key);
    map.set(key, { failures, retryAt: now() + delay(failures) });
    if (map.size > MAX_TRACKED) map.delete(map.keys().next().value!);
  }

  async function fetchOnce(origin: string, key: string): Promise<ObtainOutcome> {
    const host = new URL(origin).host;
    const down = downHosts.get(host);
    const refused = refusedUrls.get(key);
    if ((down && down.retryAt > now()) || (refused && refused.retryAt > now())) return { ok: false, reason: 'backoff' };
    // The one request that probes a host that was down; the others keep answering the fallback meanwhile.
    if (down) down.retryAt = now() + settings.timeoutMs;
    fetches++;
    const outcome = await fetchImage(origin, settings);
    if (outcome.ok) {
      downHosts.delete(host);
      refusedUrls.delete(key);
      await write(key, outcome.bytes);
      return outcome;
    }
    if (outcome.reason === 'unreachable') {
      if (down) down.retryAt = 0;
      remember(downHosts, host);
    } else {
      downHosts.delete(host);
      remember(refusedUrls, key);
    }
    return outcome;
  }

  return {
    read,
    /** The picture from disk, else fetched from its origin (which the caller has checked is allowed). */
    async obtain(origin: string): Promise<ObtainOutcome> {
      const key = pictureKey(origin);
      const stored = await read(key);
      if (stored) return { ok: true, ...stored };
      let pending = inflight.get(key);
      if (!pending) {
        pending = fetchOnce(origin, key)
          .catch((): ObtainOutcome => ({ ok: false, reason: 'unreachable' }))
          .finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
    /** Fetches started since boot (tests and the log). */
    fetches: () => fetches,
  };
}

export type ImageCache = ReturnType<typeof createImageCache>;
