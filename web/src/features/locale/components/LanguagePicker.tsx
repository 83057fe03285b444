import { LANG_NAMES, LANGS } from '@dropforge/shared/domain';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { currentLang, localizedHref, storeLang } from '../../../lib/locale';

/** Header language menu. Choosing a language stores it and reloads to `/{code}/{path}` (`/` for en). */
export function LanguagePicker() {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const active = currentLang();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        data-testid="lang-picker"
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-2 px-2 text-xs font-bold uppercase text-text transition hover:bg-surface-3 data-[state=open]:border-accent/60 sm:h-10 sm:px-2.5"
      >
        <Icon name="globe" className="text-base text-muted" />
        <span>{active}</span>
        {/* Named by its visible code first (WCAG 2.5.3, label in name), then what it does. */}
        <span className="sr-only"> {t('language.change', { language: LANG_NAMES[active] })}</span>
        <Icon name="chevronDown" className="hidden text-muted sm:block" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          className="z-50 grid max-h-[70dvh] w-64 grid-cols-1 overflow-y-auto rounded-xl border border-line-strong bg-surface-2 p-1.5 shadow-2xl motion-safe:animate-fade-up"
        >
          <Menu.Label className="px-2.5 pt-1 pb-2 text-[11px] font-bold uppercase tracking-wider text-subtle">
            {t('language.label')}
          </Menu.Label>
          {LANGS.map((lang) => (
            <Menu.Item key={lang} asChild onSelect={() => storeLang(lang)}>
              <a
                href={localizedHref(lang, `${pathname}${search}`)}
                hrefLang={lang}
                className={cx(
                  'flex items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none transition data-[highlighted]:bg-surface-3 data-[highlighted]:text-text',
                  lang === active ? 'text-text' : 'text-muted',
                )}
              >
                <span className="w-12 shrink-0 whitespace-nowrap rounded bg-surface-3 px-1 py-0.5 text-center text-[10px] font-bold uppercase text-text">
                  {lang}
                </span>
                <span className="flex-1">{LANG_NAMES[lang]}</span>
                {lang === active ? <Icon name="check" className="text-accent-2" /> : null}
              </a>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
