import { existsSync, type FSWatcher, watch } from 'node:fs';
import { join } from 'node:path';

/**
 * The content hot reload: a change under content/events reloads the events after a short quiet time (an editor
 * writes a file in several steps). A bad file keeps the running events and is logged with its name.
 */
export function watchEventContent(
  contentDir: string,
  reload: () => { ok: true; count: number } | { ok: false; error: string },
  log: { info: (obj: unknown, msg?: string) => void; warn: (obj: unknown, msg?: string) => void },
  quietMs = 300,
): () => void {
  const dir = join(contentDir, 'events');
  if (!existsSync(dir)) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(dir, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const result = reload();
        if (result.ok) log.info({ events: result.count }, 'event content reloaded');
        else log.warn({ err: result.error }, 'event content not reloaded: the running events stay');
      }, quietMs);
      timer.unref();
    });
    watcher.on('error', (e) => log.warn({ err: e }, 'event content watch stopped'));
  } catch (e) {
    log.warn({ err: e }, 'event content is not watched (restart to apply changes)');
  }
  return () => {
    clearTimeout(timer);
    watcher?.close();
  };
}
