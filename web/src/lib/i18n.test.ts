/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANG_TAGS, LANGS } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', 'locales');
type Tree = { [key: string]: string | Tree };

function readLocale(lang: string): Record<string, Tree> {
  const dir = join(LOCALES, lang);
  const out: Record<string, Tree> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    out[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree;
  }
  return out;
}

/** Flattens a namespace into `ns:a.b.c` → value. */
function flatten(tree: Tree, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') flatten(value, `${path}.`, out);
    else out.set(path, value);
  }
  return out;
}

function keysOf(lang: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [ns, tree] of Object.entries(readLocale(lang))) flatten(tree, `${ns}:`, out);
  return out;
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const english = keysOf('en');

describe('locales', () => {
  it('English has keys, all non-empty strings that differ from their key path', () => {
    expect(english.size).toBeGreaterThan(100);
    for (const [path, value] of english) {
      expect(typeof value, path).toBe('string');
      expect(String(value).trim(), path).not.toBe('');
      expect(value, path).not.toBe(path.slice(path.indexOf(':') + 1));
    }
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    describe(lang, () => {
      it('has a locale folder', () => {
        expect(existsSync(join(LOCALES, lang)), `src/locales/${lang}`).toBe(true);
      });

      it('has every English key, translated, with the same placeholders', () => {
        if (!existsSync(join(LOCALES, lang))) throw new Error(`missing src/locales/${lang}`);
        const translated = keysOf(lang);
        const missing = [...english.keys()].filter((path) => !translated.has(path));
        expect(missing, `${lang} misses keys`).toEqual([]);
        for (const [path, enValue] of english) {
          const value = translated.get(path);
          const keyPath = path.slice(path.indexOf(':') + 1);
          expect(typeof value, `${lang} ${path}`).toBe('string');
          expect(String(value).trim(), `${lang} ${path} is empty`).not.toBe('');
          expect(value, `${lang} ${path} equals its key`).not.toBe(keyPath);
          expect(placeholders(String(value)), `${lang} ${path} placeholders`).toEqual(placeholders(String(enValue)));
        }
      });

      it('has no keys that English lacks (beyond the plural forms its grammar needs)', () => {
        if (!existsSync(join(LOCALES, lang))) return;
        const forms = new Set(new Intl.PluralRules(LANG_TAGS[lang]).resolvedOptions().pluralCategories);
        const extra = [...keysOf(lang).keys()].filter((path) => {
          if (english.has(path)) return false;
          const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
          return !(plural && english.has(`${plural[1]}_other`) && forms.has(plural[2] as Intl.LDMLPluralRule));
        });
        expect(extra, `${lang} has extra keys`).toEqual([]);
      });
    });
  }
});

describe('lazy namespaces', () => {
  const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'i18n.ts'), 'utf8');
  const list = (name: string) =>
    [...(source.match(new RegExp(`${name}[^=]*= \\[([^\\]]*)\\]`))?.[1] ?? '').matchAll(/'([a-z-]+)'/g)].map(
      (m) => m[1],
    );
  const braces = (prefix: string) =>
    (source.match(new RegExp(`'${prefix}\\{([^}]*)\\}\\.json'`))?.[1] ?? '').split(',').sort();

  it('the entry leaves out exactly the lazy namespaces, and the on-demand glob exactly the core ones', () => {
    const all = list('NAMESPACES');
    const lazy = list('LAZY_NAMESPACES');
    expect(lazy.length).toBeGreaterThan(0);
    expect(braces('!../locales/en/')).toEqual([...lazy].sort());
    const core = all.filter((ns) => !lazy.includes(ns)).sort();
    const coreInOrder = all.filter((ns) => !lazy.includes(ns)).join(',');
    expect(source).toContain(`'../locales/*/{${coreInOrder}}.json'`);
    const lazyModule = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'i18n-lazy.ts'), 'utf8');
    expect(lazyModule).toContain(`'!../locales/*/{${coreInOrder}}.json'`);
    expect(core.length + lazy.length).toBe(all.length);
  });

  it('every namespace file of English is listed in NAMESPACES', () => {
    expect(Object.keys(readLocale('en')).sort()).toEqual(
      list('NAMESPACES')
        .filter((ns) => existsSync(join(LOCALES, 'en', `${ns}.json`)))
        .sort(),
    );
  });
});
