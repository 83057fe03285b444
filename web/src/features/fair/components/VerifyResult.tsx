import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { isEventGame, runVerifier, type VerifierInput } from '../lib/verifier';
import { BattleOutcome } from './BattleOutcome';
import { CaseOutcome } from './CaseOutcome';
import { EventOutcome } from './EventOutcome';
import { Check, MONO, Step } from './ResultParts';

/** Every intermediate value of the roll, recomputed in the browser, then the item the ticket lands on. */
export function VerifyResult({ input }: { input: VerifierInput }) {
  const { t } = useTranslation('fair');
  const outcome = runVerifier(input);
  if (!outcome.ok) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-[#ff9a9a]">
        <Icon name="alert" />
        {t('result.invalid')}
      </p>
    );
  }
  const { verification: v, seedLooksValid } = outcome;
  const head = v.digest.slice(0, 13);
  return (
    <div className="space-y-4" aria-live="polite">
      <div
        className={cx(
          'flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4',
          v.ok ? 'border-money/35 bg-money/8' : 'border-danger/45 bg-danger/10',
        )}
      >
        <div>
          <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('result.ticket')}</p>
          <p data-testid="fair-ticket" className="font-display text-4xl font-bold text-accent-2 tabular sm:text-5xl">
            {v.ticket.toLocaleString('en-US').replace(/,/g, ' ')}
          </p>
          <p className="mt-0.5 font-mono text-xs text-muted">
            {t('result.ofTickets')} · {t('result.floatValue', { value: v.float })}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <Check state={v.hashMatches} testId="fair-hash-match">
            {v.hashMatches === null
              ? t('result.noHash')
              : v.hashMatches
                ? t('result.hashMatch')
                : t('result.hashMismatch')}
          </Check>
          {v.ticketMatches !== null ? (
            <Check state={v.ticketMatches} testId="fair-ticket-match">
              {v.ticketMatches ? t('result.ticketMatch') : t('result.ticketMismatch', { ticket: input.ticket })}
            </Check>
          ) : null}
        </div>
      </div>
      {!seedLooksValid ? (
        <p className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-xs text-warning">
          <Icon name="alert" className="mt-0.5 shrink-0" />
          {t('result.seedFormat')}
        </p>
      ) : null}
      <ol className="space-y-3.5">
        <Step n={1} label={t('result.sha')}>
          <code className={cx(MONO, v.hashMatches === false ? 'text-[#ff9a9a]' : 'text-[#c9d4e8]')}>
            {v.serverSeedHash}
          </code>
        </Step>
        <Step n={2} label={t('result.message')}>
          <code className={cx(MONO, 'text-text')}>{v.message}</code>
        </Step>
        <Step n={3} label={t('result.hmac')}>
          <code className={cx(MONO, 'text-muted')}>
            <mark className="rounded-sm bg-accent/20 px-0.5 text-accent-2">{head}</mark>
            {v.digest.slice(13)}
          </code>
        </Step>
        <Step n={4} label={t('result.float')}>
          <code className={cx(MONO, 'text-text')}>
            0x{head} / 2^52 = {v.float}
          </code>
        </Step>
        <Step n={5} label={t('result.ticketStep')}>
          <code className={cx(MONO, 'text-text')}>
            floor({v.float} × 100 000 000) = <span className="font-bold text-accent-2">{v.ticket}</span>
          </code>
        </Step>
      </ol>
      {outcome.game === 'battle' ? (
        input.battle ? (
          <div className="rounded-xl border border-line bg-surface-2/60 p-4">
            <BattleOutcome
              battleId={Number(input.battle)}
              code={input.code}
              round={outcome.round}
              slot={outcome.slot ?? 0}
              ticket={v.ticket}
            />
          </div>
        ) : (
          <p className="text-xs text-subtle">{t('result.addBattle')}</p>
        )
      ) : input.caseId ? (
        <div className="rounded-xl border border-line bg-surface-2/60 p-4">
          {isEventGame(outcome.game) ? (
            <EventOutcome eventKey={input.caseId} ticket={v.ticket} />
          ) : (
            <CaseOutcome caseId={input.caseId} ticket={v.ticket} />
          )}
        </div>
      ) : (
        <p className="text-xs text-subtle">{t(isEventGame(outcome.game) ? 'result.addEvent' : 'result.addCase')}</p>
      )}
    </div>
  );
}
