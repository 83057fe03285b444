import type { Lang } from '@dropforge/shared/domain';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Namespaces, one JSON file each under `src/locales/<lang>/`. */
export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'footer',
  'pages',
  'errors',
  'auth',
  'account',
  'captcha',
  'payments',
  'cases',
  'drops',
  'notifications',
  // Below: namespaces of lazily loaded pages (LAZY_NAMESPACES), fetched with their page.
  'blog',
  'history',
  'vip',
  'inventory',
  'fair',
  'free',
  'upgrade',
  'mall',
  'withdrawals',
  'battles',
  'support',
  'promotion',
  'codes',
  'pay',
  'limits',
  'events',
  'giveaways',
  'onboarding',
  'guess',
  'ladder',
  'turntable',
  'seasonal',
  'social',
  'groupgrab',
  'trust',
  'ops',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces only lazily loaded pages use: not even their English ships with the entry (keep this list in
 * step with the `!` patterns of the globs below). A page preloads its namespaces with `loadNamespaces`.
 */
export const LAZY_NAMESPACES: readonly Namespace[] = [
  'blog',
  'history',
  'vip',
  'inventory',
  'fair',
  'free',
  'upgrade',
  'mall',
  'withdrawals',
  'battles',
  'support',
  'promotion',
  'codes',
  'pay',
  'limits',
  'events',
  'giveaways',
  'onboarding',
  'guess',
  'ladder',
  'turntable',
  'seasonal',
  'social',
  'groupgrab',
  'trust',
  'ops',
];
const CORE_NAMESPACES = NAMESPACES.filter((ns) => !LAZY_NAMESPACES.includes(ns));

// English is the fallback for every language, so its core namespaces ship with the entry; the rest loads on demand.
const english = import.meta.glob<ResourceLanguage[string]>(
  [
    '../locales/en/*.json',
    '!../locales/en/{blog,history,vip,inventory,fair,free,upgrade,mall,withdrawals,battles,support,promotion,codes,pay,limits,events,giveaways,onboarding,guess,ladder,turntable,seasonal,social,groupgrab,trust,ops}.json',
  ],
  { eager: true, import: 'default' },
);
// The core namespaces of the other languages, one chunk per file (a language picked at first paint loads them).
const coreFiles = import.meta.glob<ResourceLanguage[string]>(
  [
    '../locales/*/{common,layout,home,footer,pages,errors,auth,account,captcha,payments,cases,drops,notifications}.json',
    '!../locales/en/*.json',
  ],
  { import: 'default' },
);
// Every lazy namespace file of every language: a map of 300-odd loaders in a module of its own, fetched after the
// first paint (initI18n starts it), so the entry does not carry it.
type Loaders = Record<string, () => Promise<ResourceLanguage[string]>>;
let lazyFiles: Promise<Loaders> | undefined;
const lazyMap = (): Promise<Loaders> =>
  (lazyFiles ??= import('./i18n-lazy').then(
    (m) => m.LAZY_FILES,
    () => {
      lazyFiles = undefined;
      return {};
    },
  ));

function namespaceOf(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1, -'.json'.length);
}

function englishResources(): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const [file, data] of Object.entries(english)) out[namespaceOf(file)] = data;
  return out;
}

/** Loads one namespace file (a missing or failing file answers `{}`: English fills in). */
async function loadFile(lang: string, ns: string): Promise<ResourceLanguage[string]> {
  const file = `../locales/${lang}/${ns}.json`;
  const load = coreFiles[file] ?? (await lazyMap())[file];
  return load ? load().catch(() => ({})) : {};
}

/** The core namespaces of one language, in parallel. */
async function loadLanguage(lang: Lang): Promise<ResourceLanguage> {
  const loaded = await Promise.all(CORE_NAMESPACES.map(async (ns) => [ns, await loadFile(lang, ns)] as const));
  return Object.fromEntries(loaded);
}

/** i18next backend for whatever the entry did not bring: lazy namespaces, and languages picked later. */
const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(lang: string, ns: string, done: (error: unknown, data: ResourceLanguage[string] | null) => void) {
    loadFile(lang, ns).then(
      (data) => done(null, data),
      (error) => done(error, null),
    );
  },
};

export async function initI18n(lang: Lang): Promise<typeof i18next> {
  void lazyMap();
  const resources: Resource = { en: englishResources() };
  if (lang !== 'en') resources[lang] = await loadLanguage(lang);
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: 'en',
      resources,
      partialBundledLanguages: true,
      ns: CORE_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
      react: { useSuspense: false },
    });
  return i18next;
}

/** Resolves once `namespaces` are loaded for the current language and English (pages await it with their chunk). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18next.isInitialized ? i18next.loadNamespaces([...namespaces]) : Promise.resolve();
}

export { i18next };
