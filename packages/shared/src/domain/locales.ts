/** Site languages. `en` has no path prefix; every other code is a `/{code}/` prefix. */
export const LANGS = ['en', 'zh', 'pl', 'es', 'ch-tr', 'vn', 'fr', 'br', 'ro', 'in', 'de', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** BCP 47 tags for Intl formatting and the html lang attribute. */
export const LANG_TAGS: Record<Lang, string> = {
  en: 'en',
  zh: 'zh-CN',
  pl: 'pl',
  es: 'es',
  'ch-tr': 'zh-TW',
  vn: 'vi',
  fr: 'fr',
  br: 'pt-BR',
  ro: 'ro',
  in: 'id',
  de: 'de',
  ru: 'ru',
};

/** Names of the languages in their own script, for the language picker. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  zh: '简体中文',
  pl: 'Polski',
  es: 'Español',
  'ch-tr': '繁體中文',
  vn: 'Tiếng Việt',
  fr: 'Français',
  br: 'Português (BR)',
  ro: 'Română',
  in: 'Bahasa Indonesia',
  de: 'Deutsch',
  ru: 'Русский',
};

export function isLang(value: string | undefined | null): value is Lang {
  return !!value && (LANGS as readonly string[]).includes(value);
}

/**
 * Reads the `Language` header value the client stores (spec §7). zh is stored as `zh_CN`;
 * other codes are stored as they are. Unknown values fall back to English.
 */
export function langFromHeader(value: string | undefined | null): Lang {
  if (!value) return DEFAULT_LANG;
  const v = value.trim().toLowerCase().replace('_', '-');
  if (v === 'zh-cn' || v === 'zh') return 'zh';
  if (v === 'zh-tw' || v === 'zh-hant') return 'ch-tr';
  if (v === 'pr' || v === 'pt' || v === 'pt-br') return 'br';
  if (v === 'vi') return 'vn';
  if (v === 'id') return 'in';
  return isLang(v) ? v : DEFAULT_LANG;
}

/** The value stored client-side and sent as the `Language` header. */
export function headerValueOf(lang: Lang): string {
  return lang === 'zh' ? 'zh_CN' : lang;
}
