import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { type SpreadInfo, useBuildSpread } from '../api/promotion';
import { CopyField } from './CopyField';

/** My code and link with copy buttons, and the form that changes the code. */
export function ShareCard({ info }: { info: SpreadInfo }) {
  const { t } = useTranslation('promotion');
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState('');
  const build = useBuildSpread();
  const inputId = useId();
  const errorId = useId();
  const error = build.error?.message ?? null;

  return (
    <section className="relative overflow-hidden rounded-[var(--radius-card)] border border-accent/40 bg-gradient-to-br from-accent/15 via-surface to-surface p-5">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-accent/20 blur-3xl motion-safe:animate-float"
      />
      <h2 className="relative flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide">
        <Icon name="link" className="text-accent-2" />
        {t('share.title')}
      </h2>
      <div className="relative mt-4 grid gap-3 md:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)]">
        <CopyField label={t('share.code')} value={info.code} mono testId="spread-code" />
        <CopyField label={t('share.link')} value={info.link} testId="spread-link" />
      </div>
      {editing ? (
        <form
          className="relative mt-4 flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!code.trim() || build.isPending) return;
            build.mutate(code.trim(), {
              onSuccess: () => {
                setEditing(false);
                setCode('');
              },
            });
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {t('share.code')}
          </label>
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            maxLength={16}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            placeholder={info.code}
            data-testid="spread-code-input"
            className="h-10 min-w-0 flex-1 basis-48 rounded-lg border border-line-strong bg-bg px-3 font-mono text-sm tracking-widest text-text uppercase focus:border-accent focus:outline-none"
          />
          <Button type="submit" aria-disabled={build.isPending || !code.trim()} data-testid="spread-code-save">
            {build.isPending ? t('share.saving') : t('share.save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            {t('share.cancel')}
          </Button>
          <p className="w-full text-xs text-muted">{t('share.hint')}</p>
          {error ? (
            <p id={errorId} role="alert" className="w-full text-sm text-[#ff8d8d]" data-testid="spread-code-error">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <button
          type="button"
          onClick={() => {
            build.reset();
            setEditing(true);
          }}
          className="relative mt-3 inline-flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-accent-2 hover:underline"
        >
          <Icon name="edit" />
          {t('share.edit')}
        </button>
      )}
    </section>
  );
}
