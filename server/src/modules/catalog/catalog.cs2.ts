import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Lang } from '@dropforge/shared/domain';
import type { CS2EconomyItem, CS2ItemTranslationMap } from '@ianlucas/cs2-lib';

/**
 * Site language → the cs2-lib translation file holding Valve's official names in that language.
 * `ch-tr` is Traditional Chinese (Steam's "tchinese"), `br` Brazilian Portuguese, `vn` Vietnamese,
 * `in` Indonesian; `es` uses Steam's Spanish of Spain (not "latam").
 */
export const CS2_LANGUAGE_FILES: Record<Lang, string> = {
  en: 'english',
  zh: 'schinese',
  pl: 'polish',
  es: 'spanish',
  'ch-tr': 'tchinese',
  vn: 'vietnamese',
  fr: 'french',
  br: 'brazilian',
  ro: 'romanian',
  in: 'indonesian',
  de: 'german',
  ru: 'russian',
};

/** The installed package folder (its `exports` map hides the single translation files). */
function packageDir(): string {
  const require = createRequire(import.meta.url);
  for (const base of require.resolve.paths('@ianlucas/cs2-lib') ?? []) {
    const dir = join(base, '@ianlucas', 'cs2-lib');
    if (existsSync(join(dir, 'dist', 'translations'))) return dir;
  }
  throw new Error('@ianlucas/cs2-lib is not installed (npm install)');
}

/** A fresh copy of a substring, so it does not keep the whole (multi-megabyte) file text alive. */
const own = (text: string) => Buffer.from(text.replace(/\\(.)/g, '$1'), 'utf8').toString('utf8');

/**
 * Names (and sticker categories) of one language: `{libItemId: {name, category}}`. The package's
 * `/translations` entry would load all 29 languages (~800 MB, kept forever in the module cache);
 * instead the one file is read as text and only the names are picked out (every entry starts with
 * its name, then the category when it has one, as template literals), so the descriptions never
 * become objects.
 */
function loadTranslation(lang: Lang): Map<number, { name: string; category?: string }> {
  const file = join(packageDir(), 'dist', 'translations', `${CS2_LANGUAGE_FILES[lang]}.mjs`);
  const source = readFileSync(file, 'utf8');
  const entries = new Map<number, { name: string; category?: string }>();
  // Keys are numbers as the minifier wrote them (`1e3` is 1000).
  for (const m of source.matchAll(/(\d+(?:e\d+)?):\{name:`([^`]*)`(?:,category:`([^`]*)`)?/g)) {
    entries.set(Number(m[1]), m[3] === undefined ? { name: own(m[2]!) } : { name: own(m[2]!), category: own(m[3]) });
  }
  if (entries.size === 0) throw new Error(`unexpected translation file format: ${file}`);
  return entries;
}

/** Item names of one language: `{libItemId: name}`. */
export function loadItemNames(lang: Lang): Map<number, string> {
  const names = new Map<number, string>();
  for (const [id, t] of loadTranslation(lang)) names.set(id, t.name);
  return names;
}

/**
 * cs2-lib's items with English names, loaded on demand (only an import needs them). `release()` empties
 * the library's singleton afterwards so the items do not stay in memory.
 */
export async function cs2Items(): Promise<{ items: CS2EconomyItem[]; release: () => void }> {
  const { CS2_ITEMS, CS2Economy } = await import('@ianlucas/cs2-lib');
  const english: CS2ItemTranslationMap = {};
  for (const [id, t] of loadTranslation('en')) english[id] = t;
  CS2Economy.use({ items: CS2_ITEMS, language: english });
  return { items: CS2Economy.itemsAsArray, release: () => CS2Economy.use({ items: [], language: {} }) };
}
