import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root: the nearest folder upwards that holds both `server/` and `content/`. */
export function findRoot(start = process.cwd()): string {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, 'server')) && existsSync(join(dir, 'content'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start);
    dir = parent;
  }
}
