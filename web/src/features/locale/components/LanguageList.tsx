import { LANG_NAMES } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { cx } from '../../../components/ui/cx';
import {
  currentLang,
  langOfMenuCode,
  localizedHref,
  MENU_LANG_CODES,
  PR_NATIVE_NAME,
  storeLang,
} from '../../../lib/locale';

/** The mobile menu's language list (spec §2 order, `pr` as an alias of `br`); each entry reloads the page. */
export function LanguageList() {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const active = currentLang();
  return (
    <ul aria-label={t('language.label')} className="grid grid-cols-2 gap-1.5 sm:grid-cols-3">
      {MENU_LANG_CODES.map((code) => {
        const lang = langOfMenuCode(code);
        const isActive = lang === active && code !== 'pr';
        return (
          <li key={code}>
            <a
              href={localizedHref(lang, `${pathname}${search}`)}
              lang={code === 'pr' ? 'pt' : undefined}
              hrefLang={lang}
              aria-current={isActive ? 'true' : undefined}
              onClick={() => storeLang(lang)}
              className={cx(
                'flex items-center gap-2 rounded-lg border px-2.5 py-2 text-sm transition',
                isActive
                  ? 'border-accent/60 bg-accent/10 text-text'
                  : 'border-line bg-surface-2 text-muted hover:border-line-strong hover:text-text',
              )}
            >
              <span className="w-12 shrink-0 whitespace-nowrap rounded bg-surface-3 px-1 py-0.5 text-center text-[10px] font-bold uppercase text-text">
                {code}
              </span>
              <span className="truncate">{code === 'pr' ? PR_NATIVE_NAME : LANG_NAMES[lang]}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
