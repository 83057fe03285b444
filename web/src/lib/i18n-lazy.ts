import type { ResourceLanguage } from 'i18next';

/** Loaders of every lazy namespace file of every language (see i18n.ts): all but the core namespaces. */
export const LAZY_FILES = import.meta.glob<ResourceLanguage[string]>(
  [
    '../locales/*/*.json',
    '!../locales/*/{common,layout,home,footer,pages,errors,auth,account,captcha,payments,cases,drops,notifications}.json',
  ],
  { import: 'default' },
);
