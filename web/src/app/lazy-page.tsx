import { type ComponentType, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/Button';
import { Icon } from '../components/ui/icons';
import { loadNamespaces, type Namespace } from '../lib/i18n';

/** Pause before the one retry of a chunk that failed to load (a dropped connection often comes back). */
export const CHUNK_RETRY_MS = 1000;

/** Runs `load`; when it fails, waits and runs `retry` (by default `load` again) once. */
export async function retryOnce<T>(
  load: () => Promise<T>,
  delayMs = CHUNK_RETRY_MS,
  retry: (error: unknown) => Promise<T> = load,
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return retry(error);
  }
}

/**
 * The chunk a failed dynamic import names, under a fresh URL: the browser keeps a failed module in its
 * module map, so importing the same URL again fails again without asking the server.
 */
export function freshChunkUrl(error: unknown, now = Date.now()): string | undefined {
  const url = error instanceof Error ? /https?:\/\/[^\s'"]+?\.js\b/.exec(error.message)?.[0] : undefined;
  return url ? `${url}?retry=${now}` : undefined;
}

/**
 * A lazily loaded page whose chunk and translation namespaces load together (no flash of untranslated keys).
 * A failed load is tried once more; if that fails too, the page offers a reload instead of a blank screen.
 */
export function page(load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []) {
  const chunk = () =>
    retryOnce(load, CHUNK_RETRY_MS, (error) => {
      const url = freshChunkUrl(error);
      return url ? (import(/* @vite-ignore */ url) as Promise<{ default: ComponentType }>) : load();
    });
  return lazy(() =>
    Promise.all([chunk(), retryOnce(() => loadNamespaces(namespaces))])
      .then(([module]) => module)
      .catch(() => ({ default: ChunkFailed })),
  );
}

function ChunkFailed() {
  const { t } = useTranslation('errors');
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <h1 className="font-display text-3xl font-bold uppercase tracking-wide">{t('chunk.title')}</h1>
      <p className="mt-3 text-muted">{t('chunk.body')}</p>
      <Button size="lg" className="mt-8" onClick={() => location.reload()}>
        <Icon name="refresh" />
        {t('chunk.reload')}
      </Button>
    </section>
  );
}
