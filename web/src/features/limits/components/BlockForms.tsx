import type { LimitsResult } from '@dropforge/shared/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { useCoolOff, useSelfExclusion } from '../api/limits';
import { fieldClass, Panel } from './Panel';
import { useWhen } from './when';

/** Offered lengths in hours, within the contract's COOL_OFF_HOURS (24 … 1008; a type import keeps zod out). */
const BREAKS = [24, 48, 72, 168, 336, 672, 1008] as const;
const EXCLUSIONS = [6, 12, 60, 0] as const;
type Exclusion = (typeof EXCLUSIONS)[number];
type Asked = { kind: 'cool_off'; hours: number } | { kind: 'self_exclusion'; months: Exclusion };

/** What the end of a break or exclusion asked now would be (null: permanent); the server decides the exact time. */
function endOf(asked: Asked, now = new Date()): Date | null {
  if (asked.kind === 'cool_off') return new Date(now.getTime() + asked.hours * 3_600_000);
  if (asked.months === 0) return null;
  const end = new Date(now);
  end.setUTCMonth(end.getUTCMonth() + asked.months);
  return end;
}

/** A break (cool-off) and self-exclusion, each behind a confirmation that it cannot be undone. */
export function BlockForms({ block }: { block: LimitsResult['block'] }) {
  const { t } = useTranslation('limits');
  const uid = useId();
  const [hours, setHours] = useState<number>(BREAKS[0]);
  const [months, setMonths] = useState<Exclusion>(6);
  const [asked, setAsked] = useState<Asked | null>(null);
  const permanent = block !== null && block.until === null;

  const breakLabel = (h: number) => t(`coolOff.h${h as (typeof BREAKS)[number]}`);
  const exclusionLabel = (m: Exclusion) => t(`exclusion.m${m}`);

  return (
    <>
      <Panel id={`${uid}-break`} icon="clock" title={t('coolOff.title')} body={t('coolOff.body')}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${uid}-hours`} className="sr-only">
            {t('coolOff.length')}
          </label>
          <select
            id={`${uid}-hours`}
            value={hours}
            disabled={permanent}
            onChange={(event) => setHours(Number(event.target.value))}
            className={fieldClass}
            data-testid="cool-off-select"
          >
            {BREAKS.map((h) => (
              <option key={h} value={h}>
                {breakLabel(h)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={permanent}
            onClick={() => setAsked({ kind: 'cool_off', hours })}
            data-testid="cool-off-start"
          >
            {t('coolOff.start')}
          </Button>
        </div>
      </Panel>
      <Panel id={`${uid}-exclusion`} icon="lock" title={t('exclusion.title')} body={t('exclusion.body')}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={`${uid}-months`} className="sr-only">
            {t('exclusion.length')}
          </label>
          <select
            id={`${uid}-months`}
            value={months}
            disabled={permanent}
            onChange={(event) => setMonths(Number(event.target.value) as Exclusion)}
            className={fieldClass}
            data-testid="exclusion-select"
          >
            {EXCLUSIONS.map((m) => (
              <option key={m} value={m}>
                {exclusionLabel(m)}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={permanent}
            onClick={() => setAsked({ kind: 'self_exclusion', months })}
            className="text-[#ff9a9a]"
            data-testid="exclusion-start"
          >
            {t('exclusion.start')}
          </Button>
        </div>
      </Panel>
      {asked ? (
        <Confirm
          asked={asked}
          length={asked.kind === 'cool_off' ? breakLabel(asked.hours) : exclusionLabel(asked.months)}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </>
  );
}

function Confirm({ asked, length, onClose }: { asked: Asked; length: string; onClose: () => void }) {
  const { t } = useTranslation('limits');
  const when = useWhen();
  const coolOff = useCoolOff();
  const exclusion = useSelfExclusion();
  const mutation = asked.kind === 'cool_off' ? coolOff : exclusion;
  const end = endOf(asked);
  const confirm = () => {
    if (mutation.isPending) return;
    if (asked.kind === 'cool_off') coolOff.mutate(asked.hours, { onSuccess: onClose });
    else exclusion.mutate(asked.months, { onSuccess: onClose });
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(asked.kind === 'cool_off' ? 'confirm.breakTitle' : 'confirm.exclusionTitle', { length })}
      description={end ? t('confirm.until', { until: when(end.toISOString()) }) : t('confirm.permanent')}
      testId="limits-confirm"
    >
      <div className="mt-4 flex items-start gap-2.5 rounded-lg border border-[#ff5d5d66] bg-[#ff5d5d14] p-3 text-sm">
        <Icon name="alert" className="mt-0.5 shrink-0 text-danger" />
        <p>
          <strong className="text-text">{t('confirm.irreversible')}</strong>{' '}
          <span className="text-muted">{t('confirm.withdraw')}</span>
        </p>
      </div>
      {mutation.isError ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-[#ff9a9a]">
          {mutation.error.message}
        </p>
      ) : null}
      <div className="mt-6 grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={onClose} autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={mutation.isPending}
          className="bg-none bg-danger text-white shadow-none hover:brightness-110"
          data-testid="limits-confirm-button"
        >
          {t('confirm.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
