import { DEFAULT_LANG, headerValueOf, isLang, LANG_NAMES, LANG_TAGS, LANGS, type Lang } from '@dropforge/shared/domain';
import { setCookie } from './cookies';
import { storage } from './storage';

/** Storage key (localStorage) and cookie name of the chosen language; the value is the `Language` header. */
export const LANG_STORAGE_KEY = 'lang';

/** Codes of the mobile menu's language list, in the spec's order; `pr` is an alias of `br`. */
export const MENU_LANG_CODES = [
  'en',
  'fr',
  'zh',
  'pr',
  'de',
  'es',
  'pl',
  'br',
  'ro',
  'ch-tr',
  'vn',
  'ru',
  'in',
] as const;
export type MenuLangCode = (typeof MENU_LANG_CODES)[number];

/** Native name shown for the `pr` alias (native names are never translated). */
export const PR_NATIVE_NAME = 'Português';

export function langOfMenuCode(code: MenuLangCode): Lang {
  return code === 'pr' ? 'br' : code;
}

export interface LocaleLocation {
  lang: Lang;
  /** Router basename: '' for en, '/de' for German… */
  basename: string;
  /** Path without the language prefix, always starting with '/'. */
  path: string;
  /** Where the browser should go instead (e.g. `/en/x` → `/x`, `/pr/x` → `/br/x`), if anywhere. */
  redirect?: string;
}

/** Reads the language from the first path segment; the URL always wins over the stored choice. */
export function parseLocalePath(pathname: string): LocaleLocation {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1]?.toLowerCase();
  const rest = match?.[2] || '/';
  if (first === 'en') return { lang: 'en', basename: '', path: rest, redirect: rest };
  if (first === 'pr') return { lang: 'br', basename: '/br', path: rest, redirect: `/br${rest === '/' ? '/' : rest}` };
  if (first && first !== 'en' && isLang(first)) {
    const redirect = match?.[1] !== first ? `/${first}${rest}` : undefined;
    return { lang: first, basename: `/${first}`, path: rest, redirect };
  }
  return { lang: DEFAULT_LANG, basename: '', path: pathname || '/' };
}

/** URL of `path` (prefix-free, with search/hash) in `lang`: `/` stays `/` for en, `/de/` for German. */
export function localizedHref(lang: Lang, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (lang === 'en') return clean;
  return `/${lang.toLowerCase()}${clean === '/' ? '/' : clean}`;
}

let current: Lang = DEFAULT_LANG;

export function currentLang(): Lang {
  return current;
}

/** A language's name in the reader's language ("Englisch" for a German reader), else its own name. */
export function languageName(lang: Lang, reader: Lang = current): string {
  try {
    return new Intl.DisplayNames([LANG_TAGS[reader]], { type: 'language' }).of(LANG_TAGS[lang]) ?? LANG_NAMES[lang];
  } catch {
    return LANG_NAMES[lang];
  }
}

/** Remembers the language (localStorage + cookie `lang`) as the value sent in the `Language` header. */
export function storeLang(lang: Lang): void {
  current = lang;
  const value = headerValueOf(lang);
  storage.set(LANG_STORAGE_KEY, value);
  setCookie(LANG_STORAGE_KEY, value);
}

/** The stored header value; falls back to the current page language. */
export function languageHeader(): string {
  return storage.get(LANG_STORAGE_KEY) ?? headerValueOf(current);
}

export function applyDocumentLang(lang: Lang): void {
  current = lang;
  document.documentElement.lang = LANG_TAGS[lang];
}

/** Full navigation to the same page in another language, storing the choice first. */
export function switchLanguage(lang: Lang): void {
  storeLang(lang);
  const here = parseLocalePath(location.pathname);
  location.assign(localizedHref(lang, `${here.path}${location.search}${location.hash}`));
}

export { LANGS };
