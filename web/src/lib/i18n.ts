import type { Lang } from '@dropforge/shared/domain';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces, one JSON file each under `src/locales/<lang>/`. */
export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'footer',
  'blog',
  'pages',
  'errors',
  'auth',
  'account',
  'captcha',
  'pay',
  'history',
  'vip',
  'cases',
  'inventory',
  'fair',
  'free',
  'drops',
  'upgrade',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// English is the fallback for every language, so it ships with the entry; the others load on demand.
const english = import.meta.glob<ResourceLanguage[string]>('../locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<ResourceLanguage[string]>(['../locales/*/*.json', '!../locales/en/*.json'], {
  import: 'default',
});

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function englishResources(): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const [file, data] of Object.entries(english)) out[namespaceOf(file)] = data;
  return out;
}

/** Loads every namespace of one language in parallel (missing files fall back to English). */
async function loadLanguage(lang: Lang): Promise<ResourceLanguage> {
  const prefix = `../locales/${lang}/`;
  const entries = Object.entries(others).filter(([file]) => file.startsWith(prefix));
  const loaded = await Promise.all(
    entries.map(async ([file, load]) => [namespaceOf(file), await load().catch(() => ({}))] as const),
  );
  return Object.fromEntries(loaded);
}

export async function initI18n(lang: Lang): Promise<typeof i18next> {
  const resources: Resource = { en: englishResources() };
  if (lang !== 'en') resources[lang] = await loadLanguage(lang);
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
  });
  return i18next;
}

export { i18next };
