import { LANG_NAMES, type Lang } from '@dropforge/shared/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui/cx';
import { LangTabs } from './ContentLangs';
import {
  type ContentKind,
  type Draft,
  type DraftProblem,
  filledLangs,
  KIND_FIELDS,
  PAGE_COLUMNS,
  type SharedField,
  TEXT_MAX,
  type TextField,
} from './contentModel';
import { Field, Input, Panel } from './ui';

export const TEXTAREA =
  'block w-full min-w-0 rounded-lg border border-line-strong bg-bg px-3 py-2 text-sm text-text outline-none transition placeholder:text-subtle focus:border-accent focus:ring-2 focus:ring-accent/25 aria-invalid:border-danger motion-reduce:transition-none';

/** The texts of one language at a time, behind the 12 language tabs. */
export function TextsPanel({
  kind,
  draft,
  lang,
  onLang,
  onText,
  problems,
}: {
  kind: ContentKind;
  draft: Draft;
  lang: Lang;
  onLang: (lang: Lang) => void;
  onText: (field: TextField, lang: Lang, value: string) => void;
  problems: DraftProblem[];
}) {
  const { t } = useTranslation('ops');
  const spec = KIND_FIELDS[kind];
  // An untouched English title of a new entry is not flagged yet; the list under Save says what is missing.
  const invalid = (field: TextField) =>
    problems.some(
      (p) =>
        (p.key === 'titleEn' && field === 'title' && lang === 'en' && draft.texts.title.en !== undefined) ||
        (p.key === 'englishFirst' && p.field === field && lang === 'en') ||
        (p.key === 'tooLong' && p.field === field),
    );

  return (
    <Panel title={t('content.editor.texts')}>
      <LangTabs
        lang={lang}
        onLang={onLang}
        filled={filledLangs(kind, draft.texts)}
        label={t('content.langs.label')}
        testId="ops-content-langtabs"
      >
        <div className="grid gap-3">
          {spec.texts.map((field) => {
            const value = draft.texts[field][lang] ?? '';
            const english = draft.texts[field].en ?? '';
            const long = field === 'content';
            const label = t('content.field.inLang', {
              field: t(`content.field.${field}`),
              language: LANG_NAMES[lang],
            });
            const hint =
              lang === 'en'
                ? field === 'title'
                  ? t('content.hint.titleEn')
                  : long
                    ? t(spec.html ? 'content.hint.html' : 'content.hint.text')
                    : undefined
                : t('content.hint.fallback');
            const common = {
              value,
              lang,
              maxLength: TEXT_MAX[field],
              // The English text shows through an empty short field; a long one would read as if it were filled.
              placeholder: lang === 'en' || long ? undefined : english.slice(0, 120),
              'aria-invalid': invalid(field) || undefined,
              'data-testid': `ops-content-${field}`,
              onChange: (e: { target: { value: string } }) => onText(field, lang, e.target.value),
            };
            return (
              <Field key={field} label={label} hint={hint}>
                {long ? (
                  <textarea
                    {...common}
                    rows={spec.html ? 14 : 6}
                    className={cx(TEXTAREA, spec.html && 'font-mono text-xs leading-relaxed')}
                  />
                ) : field === 'summary' ? (
                  <textarea {...common} rows={3} className={TEXTAREA} />
                ) : (
                  <Input {...common} required={lang === 'en' && field === 'title'} />
                )}
              </Field>
            );
          })}
        </div>
      </LangTabs>
    </Panel>
  );
}

/** The fields every language shares (address, column, order, picture, video, link). */
export function SharedPanel({
  kind,
  draft,
  onShared,
  problems,
}: {
  kind: ContentKind;
  draft: Draft;
  onShared: (field: SharedField, value: string) => void;
  problems: DraftProblem[];
}) {
  const { t } = useTranslation('ops');
  const columns = useId();
  const shared = KIND_FIELDS[kind].shared;
  const bad = (key: DraftProblem['key']) => problems.some((p) => p.key === key) || undefined;
  const input = (field: SharedField) => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) => onShared(field, e.target.value),
    'data-testid': `ops-content-${field}`,
  });

  return (
    <Panel title={t('content.editor.shared')}>
      <div className="grid gap-3 sm:grid-cols-2">
        {shared.includes('slug') ? (
          <Field label={t('content.field.slug')} hint={t(`content.hint.slug.${kind === 'page' ? 'page' : 'article'}`)}>
            <Input
              {...input('slug')}
              onChange={(e) => onShared('slug', e.target.value.toLowerCase().replace(/\s+/g, '-'))}
              maxLength={80}
              required
              aria-invalid={bad('slug') && draft.slug !== ''}
              className="font-mono"
              autoComplete="off"
              spellCheck={false}
            />
          </Field>
        ) : null}
        {shared.includes('keywords') ? (
          <Field label={t('content.field.keywords')} hint={t('content.hint.keywords')}>
            <Input {...input('keywords')} list={columns} maxLength={60} autoComplete="off" />
            <datalist id={columns}>
              {PAGE_COLUMNS.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </Field>
        ) : null}
        {shared.includes('sort') ? (
          <Field label={t('content.field.sort')} hint={t('content.hint.sort')}>
            <Input
              {...input('sort')}
              type="number"
              inputMode="numeric"
              min={-1000}
              max={1000}
              step={1}
              aria-invalid={bad('sort')}
            />
          </Field>
        ) : null}
        {shared.includes('picture') ? (
          <Field label={t('content.field.picture')} hint={t('content.hint.picture')}>
            <Input {...input('picture')} type="url" maxLength={500} className="font-mono" spellCheck={false} />
          </Field>
        ) : null}
        {shared.includes('video') ? (
          <Field label={t('content.field.video')} hint={t('content.hint.video')}>
            <Input {...input('video')} type="url" maxLength={500} className="font-mono" spellCheck={false} />
          </Field>
        ) : null}
        {shared.includes('link') ? (
          <Field label={t('content.field.link')} hint={t('content.hint.link')}>
            <Input
              {...input('link')}
              maxLength={500}
              aria-invalid={bad('link')}
              className="font-mono"
              spellCheck={false}
            />
          </Field>
        ) : null}
      </div>
    </Panel>
  );
}

/** An on/off switch with its label inside, for the keyboard and screen readers alike. */
export function Switch({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      data-testid={testId}
      className="inline-flex min-h-10 items-center gap-3 rounded-lg px-1 text-sm font-bold text-text"
    >
      <span
        aria-hidden="true"
        className={cx(
          'relative h-6 w-11 shrink-0 rounded-full border transition motion-reduce:transition-none',
          checked ? 'border-money bg-money/80' : 'border-line-strong bg-surface-3',
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 size-[18px] rounded-full bg-text shadow transition-all motion-reduce:transition-none',
            checked ? 'left-[22px]' : 'left-0.5',
          )}
        />
      </span>
      {label}
    </button>
  );
}
