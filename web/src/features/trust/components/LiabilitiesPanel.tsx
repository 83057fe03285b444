import { recomputeLiabilityRoot, sha256Hex } from '@dropforge/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { formatMilliAmount } from '../../../lib/money';
import {
  type LiabilityCurrency,
  type LiabilityProof,
  type LiabilityRoot,
  useLiabilities,
  useLiabilityProof,
} from '../api/trust';

const money = (thousandths: number, currency: LiabilityCurrency) =>
  formatMilliAmount(thousandths as never, currency === 'money' ? '$' : '');

/** The published roots, and (signed in) the player's own proof recomputed here, step by step. */
export function LiabilitiesPanel({ signedIn, onSignIn }: { signedIn: boolean; onSignIn: () => void }) {
  const { t, i18n } = useTranslation('trust');
  const roots = useLiabilities();
  const [currency, setCurrency] = useState<LiabilityCurrency>('money');
  const [asked, setAsked] = useState(false);
  const proof = useLiabilityProof(currency, signedIn && asked);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  if (roots.isPending)
    return (
      <div aria-busy="true" className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
    );
  if (roots.isError)
    return <ErrorState title={t('liabilities.error')} retryLabel={t('retry')} onRetry={() => void roots.refetch()} />;
  const list = roots.data.list;
  if (list.length === 0) return <p className="text-sm text-muted">{t('liabilities.none')}</p>;

  return (
    <div className="space-y-4" data-testid="liabilities">
      <ul className="grid gap-3 sm:grid-cols-3">
        {list.map((root) => (
          <RootCard key={root.currency} root={root} date={date(root.date)} />
        ))}
      </ul>
      <div className="rounded-xl border border-money/30 bg-money/5 p-4">
        {!signedIn ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted">{t('liabilities.signIn')}</p>
            <Button variant="money" size="sm" onClick={onSignIn}>
              <Icon name="user" />
              {t('liabilities.verify')}
            </Button>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <fieldset className="flex gap-1.5 m-0 min-w-0 border-0 p-0">
                <legend className="sr-only">{t('liabilities.title')}</legend>
                {list.map((r) => (
                  <button
                    key={r.currency}
                    type="button"
                    aria-pressed={currency === r.currency}
                    onClick={() => setCurrency(r.currency)}
                    className={cx(
                      'h-8 rounded-full border px-3 text-xs font-bold',
                      currency === r.currency ? 'border-money bg-money/15 text-money' : 'border-line-strong text-muted',
                    )}
                  >
                    {t(`liabilities.currency.${r.currency}`)}
                  </button>
                ))}
              </fieldset>
              <Button
                variant="money"
                size="sm"
                className="ml-auto"
                data-testid="verify-liabilities"
                disabled={asked && proof.isFetching}
                onClick={() => (asked ? void proof.refetch() : setAsked(true))}
              >
                <Icon name="shield" />
                {asked && proof.isFetching ? t('liabilities.verifying') : t('liabilities.verify')}
              </Button>
            </div>
            {asked && proof.isError ? (
              <p className="mt-3 text-sm text-muted" role="status">
                {proof.error instanceof ApiError && proof.error.code === 404
                  ? t('liabilities.notIncluded')
                  : t('liabilities.error')}
              </p>
            ) : null}
            {asked && proof.data ? (
              <ProofSteps proof={proof.data} published={list.find((r) => r.currency === proof.data.currency)} />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

function RootCard({ root, date }: { root: LiabilityRoot; date: string }) {
  const { t } = useTranslation('trust');
  return (
    <li className="rounded-xl border border-line bg-bg/50 p-4" data-currency={root.currency}>
      <p className="text-[11px] font-bold uppercase tracking-wider text-muted">
        {t(`liabilities.currency.${root.currency}`)}
      </p>
      <p className="mt-1 font-display text-2xl font-bold text-text">{money(root.total, root.currency)}</p>
      <p className="text-xs text-muted">
        {t('liabilities.leaves', { count: root.leaves })} · {t('liabilities.taken', { date })}
      </p>
      <p className="mt-2 break-all font-mono text-[10px] leading-snug text-subtle">
        {t('liabilities.root')}: {root.root}
      </p>
    </li>
  );
}

/** Recomputes the proof in the browser with the shared code and shows every hash on the way to the root. */
function ProofSteps({ proof, published }: { proof: LiabilityProof; published: LiabilityRoot | undefined }) {
  const { t } = useTranslation('trust');
  const check = recomputeLiabilityRoot(proof.leaf, proof.path);
  const userHashOk = sha256Hex(`${proof.user_id}:${proof.salt}`) === proof.leaf.user_hash;
  const ok =
    userHashOk &&
    check.root === proof.root &&
    check.total === proof.total &&
    (!published || (published.root === check.root && published.total === check.total));
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(proof, null, 2))}`;
  return (
    <div className="mt-4 space-y-3" data-testid="proof-result" data-ok={ok}>
      <p
        role="status"
        className={cx(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-bold',
          ok ? 'bg-money/15 text-money' : 'bg-[#ff5c7a]/15 text-[#ff8aa0]',
        )}
      >
        <Icon name={ok ? 'check' : 'alert'} />
        {ok ? t('liabilities.ok') : t('liabilities.bad')}
      </p>
      <p className="text-sm text-muted">
        {t('liabilities.yourBalance')}:{' '}
        <span className="font-bold text-text">{money(proof.leaf.balance, proof.currency)}</span>
      </p>
      <p className="break-all rounded-lg bg-bg/60 px-3 py-2 font-mono text-[11px] text-[#c9d4e8]">
        <span className="font-sans font-bold text-muted">{t('liabilities.userHash')}</span>
        <br />
        sha256("{proof.user_id}:{proof.salt}") = {proof.leaf.user_hash} {userHashOk ? '✓' : '✗'}
      </p>
      <ol className="space-y-1.5" aria-label={t('liabilities.steps')}>
        {check.steps.map((step, i) => (
          <li
            key={step.hash}
            className="proof-step rounded-lg bg-bg/60 px-3 py-2"
            style={{ animationDelay: `${i * 60}ms` }}
          >
            <p className="text-[11px] font-bold text-muted">
              {i === 0
                ? t('liabilities.leafStep')
                : t('liabilities.nodeStep', { n: i, side: t(`liabilities.${proof.path[i - 1]!.side}`) })}
            </p>
            <p className="break-all font-mono text-[10px] text-subtle">{step.text}</p>
            <p className="break-all font-mono text-[11px] text-[#c9d4e8]">
              → {step.hash} <span className="text-muted">Σ {step.sum}</span>
            </p>
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
        <a
          href={href}
          download={`liabilities-proof-${proof.currency}.json`}
          className="font-bold text-money hover:underline"
        >
          {t('liabilities.download')}
        </a>
        <span className="font-mono">{t('liabilities.cli')}</span>
      </div>
    </div>
  );
}
