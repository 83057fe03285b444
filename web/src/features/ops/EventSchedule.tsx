import type { OpsEvent, OpsSchedule } from '@dropforge/shared/contract/ops-promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-store';
import { HHMM, WEEKDAYS, weekdayName } from './events-lib';
import { fromLocalInput, toLocalInput } from './format';
import { useOpsMutation } from './hooks';
import { Notice } from './promo-ui';
import { ConfirmDialog, Field, INPUT, Input, useLocaleTag } from './ui';

type Kind = OpsSchedule['type'];
const KINDS: readonly Kind[] = ['always', 'dates', 'weekly'];
const CHECK = 'size-4 shrink-0 accent-[var(--color-accent)]';

/** Switches an event on or off and sets when it runs: always, between two dates, or on weekdays between two times. */
export function ScheduleDialog({ event, onClose }: { event: OpsEvent; onClose: () => void }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const current = event.schedule;
  const [enabled, setEnabled] = useState(event.enabled);
  const [kind, setKind] = useState<Kind>(current.type);
  const [from, setFrom] = useState(current.type === 'dates' ? toLocalInput(current.from) : '');
  const [to, setTo] = useState(current.type === 'dates' ? toLocalInput(current.to) : '');
  const [days, setDays] = useState<number[]>(current.type === 'weekly' ? current.days : [6, 7]);
  const [start, setStart] = useState(current.type === 'weekly' ? current.from : '18:00');
  const [stop, setStop] = useState(current.type === 'weekly' ? current.to : '24:00');

  const fromIso = fromLocalInput(from);
  const toIso = fromLocalInput(to);
  const datesOk = fromIso !== null && toIso !== null && Date.parse(fromIso) < Date.parse(toIso);
  const timesOk = HHMM.test(start) && HHMM.test(stop) && start < stop;
  const schedule: OpsSchedule | null =
    kind === 'always'
      ? { type: 'always' }
      : kind === 'dates'
        ? datesOk && fromIso && toIso
          ? { type: 'dates', from: fromIso, to: toIso }
          : null
        : days.length && timesOk
          ? { type: 'weekly', days: [...days].sort((a, b) => a - b), from: start, to: stop }
          : null;

  const save = useOpsMutation('scheduleEvent', {
    refresh: ['events', 'event'],
    onSuccess: (saved) => {
      toast.success(t('promo.schedule.saved', { title: saved.title || saved.key }));
      onClose();
    },
  });
  const toggleDay = (day: number, on: boolean) =>
    setDays((list) => (on ? [...new Set([...list, day])] : list.filter((d) => d !== day)));

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('promo.schedule.title', { title: event.title || event.key })}
      body={
        event.source === 'file'
          ? t('promo.schedule.fileNote', { path: `content/events/${event.key}.json` })
          : t('promo.schedule.body')
      }
      confirmLabel={t('promo.schedule.save')}
      pending={save.isPending}
      disabled={schedule === null}
      error={save.error}
      onConfirm={() => schedule && save.mutate({ params: { key: event.key }, body: { enabled, schedule } })}
    >
      <div className="mt-4 grid gap-3" data-testid="ops-event-schedule-form">
        <label className="flex items-center gap-2 rounded-lg border border-line bg-bg/50 px-3 py-2.5 text-sm font-bold">
          <input
            type="checkbox"
            className={CHECK}
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
            data-testid="ops-event-enabled"
          />
          {t('promo.schedule.enabled')}
        </label>
        <Field label={t('promo.schedule.type')}>
          <select
            className={INPUT}
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
            data-testid="ops-event-schedule-type"
          >
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`promo.schedule.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        {kind === 'dates' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('promo.schedule.from')}>
              <Input
                type="datetime-local"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                aria-invalid={!datesOk}
                required
                data-testid="ops-event-from"
              />
            </Field>
            <Field label={t('promo.schedule.to')}>
              <Input
                type="datetime-local"
                value={to}
                min={from || undefined}
                onChange={(e) => setTo(e.target.value)}
                aria-invalid={!datesOk}
                required
                data-testid="ops-event-to"
              />
            </Field>
            <p className="text-[11px] text-subtle sm:col-span-2">{t('promo.schedule.localTime')}</p>
          </div>
        ) : null}
        {kind === 'weekly' ? (
          <>
            <fieldset className="min-w-0">
              <legend className="mb-1 text-[11px] font-bold uppercase tracking-wider text-muted">
                {t('promo.schedule.days')}
              </legend>
              <div className="flex flex-wrap gap-1.5">
                {WEEKDAYS.map((day) => (
                  <label
                    key={day}
                    className="flex h-9 items-center gap-1.5 rounded-lg border border-line-strong bg-bg px-2.5 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/15"
                  >
                    <input
                      type="checkbox"
                      className={CHECK}
                      checked={days.includes(day)}
                      onChange={(e) => toggleDay(day, e.target.checked)}
                    />
                    {weekdayName(day, tag)}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-2 gap-3">
              <Field label={t('promo.schedule.fromTime')}>
                <Input
                  value={start}
                  onChange={(e) => setStart(e.target.value.trim())}
                  inputMode="numeric"
                  maxLength={5}
                  placeholder="18:00"
                  aria-invalid={!timesOk}
                  data-testid="ops-event-start"
                />
              </Field>
              <Field label={t('promo.schedule.toTime')}>
                <Input
                  value={stop}
                  onChange={(e) => setStop(e.target.value.trim())}
                  inputMode="numeric"
                  maxLength={5}
                  placeholder="24:00"
                  aria-invalid={!timesOk}
                  data-testid="ops-event-stop"
                />
              </Field>
            </div>
            <p className="text-[11px] text-subtle">{t('promo.schedule.timesHint')}</p>
          </>
        ) : null}
        {schedule === null ? (
          <Notice>{kind === 'dates' ? t('promo.schedule.datesInvalid') : t('promo.schedule.weeklyInvalid')}</Notice>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
