import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { MonoValue } from '../../../components/ui/MonoValue';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { useSeeds, useUpdateSeeds } from '../api/fair';
import { clientSeedProblem, randomClientSeed } from '../lib/verifier';
import { RotateDialog } from './RotateDialog';
import { SignInPrompt } from './SignInPrompt';

function ClientSeedForm({ current }: { current: string }) {
  const { t } = useTranslation('fair');
  const id = useId();
  const update = useUpdateSeeds();
  const [value, setValue] = useState(current);
  const [touched, setTouched] = useState(false);
  useEffect(() => setValue(current), [current]);
  const problem = clientSeedProblem(value);
  const changed = value !== current;

  const save = () => {
    setTouched(true);
    if (problem || !changed || update.isPending) return;
    update.mutate(
      { clientSeed: value },
      { onSuccess: () => toast.success(t('seeds.saved')), onError: (error) => toast.error(error.message) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="text-[10px] font-bold uppercase tracking-wider text-subtle">
        {t('seeds.client')}
      </label>
      <div className="mt-1 flex gap-2">
        <div
          className={cx(
            'flex h-10 min-w-0 flex-1 items-center rounded-lg border bg-bg pr-1 pl-2.5 transition focus-within:border-accent focus-within:ring-2 focus-within:ring-accent/25',
            touched && problem ? 'border-danger' : 'border-line-strong',
          )}
        >
          <input
            id={id}
            data-testid="fair-client-seed"
            value={value}
            maxLength={80}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={touched && problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            className="min-w-0 flex-1 bg-transparent font-mono text-xs text-text outline-none"
          />
          <button
            type="button"
            onClick={() => setValue(randomClientSeed())}
            aria-label={t('seeds.random')}
            title={t('seeds.random')}
            className="grid size-8 place-items-center rounded-md text-muted transition hover:bg-surface-3 hover:text-text"
          >
            <Icon name="dice" />
          </button>
        </div>
        <Button type="submit" variant="secondary" aria-disabled={!changed || update.isPending}>
          {t('seeds.save')}
        </Button>
      </div>
      <p id={`${id}-hint`} className={cx('mt-1 text-[11px]', touched && problem ? 'text-danger' : 'text-subtle')}>
        {touched && problem ? t(`seeds.problems.${problem}`) : t('seeds.clientHint')}
      </p>
    </form>
  );
}

/** The signed-in player's seed pair: committed hash, editable client seed, nonce, and rotation. */
export function SeedPanel({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('fair');
  const seeds = useSeeds(signedIn);
  const [rotating, setRotating] = useState(false);
  return (
    <section
      aria-labelledby="fair-seeds-title"
      data-testid="fair-seeds"
      className="rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <h2
          id="fair-seeds-title"
          className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide"
        >
          <Icon name="key" className="text-accent-2" />
          {t('seeds.title')}
        </h2>
        {signedIn && seeds.data ? (
          <Button variant="outline" size="sm" data-testid="fair-rotate" onClick={() => setRotating(true)}>
            <Icon name="refresh" />
            {t('seeds.rotate')}
          </Button>
        ) : null}
      </header>
      {!signedIn ? (
        <SignInPrompt body={t('seeds.signIn')} />
      ) : seeds.data ? (
        <div className="space-y-3 p-4">
          <dl className="space-y-3">
            <MonoValue label={t('seeds.hash')} value={seeds.data.serverSeedHash} testId="fair-current-hash" />
            <div>
              <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('seeds.nonce')}</dt>
              <dd className="mt-1 flex items-baseline gap-2">
                <span className="font-display text-2xl font-bold tabular">{seeds.data.nonce}</span>
                <span className="text-xs text-subtle">{t('seeds.nonceHint')}</span>
              </dd>
            </div>
          </dl>
          <ClientSeedForm current={seeds.data.clientSeed} />
          <p className="flex gap-2 rounded-lg border border-info/25 bg-info/8 p-2.5 text-xs leading-relaxed text-[#b9dcff]">
            <Icon name="info" className="mt-0.5 shrink-0" />
            {t('seeds.hiddenHint')}
          </p>
        </div>
      ) : seeds.isError ? (
        <p className="p-4 text-sm text-danger">{t('seeds.error')}</p>
      ) : (
        <div className="space-y-3 p-4" role="status" aria-label={t('common:loading')}>
          <Skeleton className="h-14" />
          <Skeleton className="h-10 w-1/3" />
          <Skeleton className="h-16" />
        </div>
      )}
      <RotateDialog open={rotating} onOpenChange={setRotating} />
    </section>
  );
}
