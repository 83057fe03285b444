import { LANG_NAMES, type Lang } from '@dropforge/shared/domain';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { EDIT_LANGS } from './contentModel';

/**
 * The 12 languages as tabs (arrow keys, Home and End move between them), each in its own name; a dot marks a
 * language with text, English says it is required. `children` is the selected language's panel.
 */
export function LangTabs({
  lang,
  onLang,
  filled,
  label,
  children,
  testId,
}: {
  lang: Lang;
  onLang: (lang: Lang) => void;
  filled: ReadonlySet<string>;
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('ops');
  const base = useId();
  const refs = useRef<Partial<Record<Lang, HTMLButtonElement | null>>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = EDIT_LANGS.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const next = EDIT_LANGS[to];
    if (!next) return;
    event.preventDefault();
    onLang(next);
    refs.current[next]?.focus();
  };

  return (
    <div data-testid={testId}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-xl border border-line bg-bg/60 p-1"
      >
        {EDIT_LANGS.map((code, index) => {
          const selected = code === lang;
          const has = filled.has(code);
          return (
            <button
              key={code}
              ref={(el) => {
                refs.current[code] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-${code}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onLang(code)}
              onKeyDown={(event) => move(event, index)}
              data-lang={code}
              data-filled={has}
              className={cx(
                'inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-xs font-bold whitespace-nowrap transition motion-reduce:transition-none',
                selected
                  ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink'
                  : 'text-muted hover:bg-surface-3 hover:text-text',
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  'size-2 rounded-full border',
                  has
                    ? selected
                      ? 'border-accent-ink bg-accent-ink'
                      : 'border-money bg-money'
                    : selected
                      ? 'border-accent-ink/60'
                      : 'border-line-strong',
                )}
              />
              <span lang={code === 'en' ? 'en' : undefined}>{LANG_NAMES[code]}</span>
              {code === 'en' ? <span className="opacity-80">*</span> : null}
              <span className="sr-only">
                {' '}
                {has ? t('content.langs.filled') : t('content.langs.empty')}
                {code === 'en' ? `, ${t('content.langs.required')}` : ''}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${lang}`} className="mt-3">
        {children}
      </div>
    </div>
  );
}

/** The 12 languages as small chips, lit for those present; one line for screen readers. */
export function LangChips({ langs }: { langs: readonly string[] }) {
  const { t } = useTranslation('ops');
  const present = EDIT_LANGS.filter((l) => langs.includes(l));
  return (
    <span className="inline-flex max-w-[13rem] flex-wrap gap-0.5" data-testid="ops-content-langs">
      <span className="sr-only">
        {t('content.langs.coverage', { n: present.length, total: EDIT_LANGS.length, list: present.join(', ') })}
      </span>
      {EDIT_LANGS.map((code) => {
        const on = langs.includes(code);
        return (
          <span
            key={code}
            aria-hidden="true"
            title={LANG_NAMES[code]}
            data-on={on}
            className={cx(
              'rounded border px-1 py-px font-mono text-[9px] leading-tight font-bold uppercase',
              on ? 'border-money/50 bg-money/15 text-money' : 'border-dashed border-line bg-bg text-subtle',
            )}
          >
            {code}
          </span>
        );
      })}
    </span>
  );
}
