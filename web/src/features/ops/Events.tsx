import type { OpsEvent } from '@dropforge/shared/contract/ops-promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { toast } from '../../components/ui/toast-store';
import { EventNew } from './EventNew';
import { ScheduleDialog } from './EventSchedule';
import { costEnds, EVENT_TONES, eventState, scheduleText } from './events-lib';
import { money, when } from './format';
import { useOpsMutation, useOpsQuery } from './hooks';
import { NewToggle } from './promo-ui';
import { DataTable, NUM, numeric, TD } from './table';
import { ConfirmDialog, Panel, QueryView, ScreenTitle, useLocaleTag } from './ui';

/** Events: what runs, when, and what each is expected to cost a participant a day; scheduling, ending, new ones. */
export function Events() {
  const { t } = useTranslation('ops');
  const events = useOpsQuery('events');
  const [creating, setCreating] = useState(false);
  const [scheduling, setScheduling] = useState<OpsEvent | null>(null);
  const [ending, setEnding] = useState<OpsEvent | null>(null);
  const end = useOpsMutation('endEvent', {
    refresh: ['events', 'event'],
    onSuccess: (event) => {
      setEnding(null);
      toast.success(t('promo.events.ended', { title: event.title || event.key }));
    },
  });

  return (
    <div data-testid="ops-events" className="space-y-4">
      <ScreenTitle
        title={t('promo.events.title')}
        actions={
          <NewToggle
            open={creating}
            onToggle={() => setCreating((v) => !v)}
            controls="ops-event-new"
            label={t('promo.events.new')}
            closeLabel={t('promo.events.closeNew')}
            testId="ops-event-new-toggle"
          />
        }
      />
      {creating ? <EventNew events={events.data?.list ?? []} onCreated={() => setCreating(false)} /> : null}
      <Panel>
        <QueryView query={events} empty={t('promo.events.empty')} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <EventsTable
              events={data.list}
              onSchedule={setScheduling}
              onEnd={(event) => {
                end.reset();
                setEnding(event);
              }}
            />
          )}
        </QueryView>
      </Panel>
      {scheduling ? (
        <ScheduleDialog key={scheduling.key} event={scheduling} onClose={() => setScheduling(null)} />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('promo.events.endTitle', { title: ending?.title || ending?.key || '' })}
        body={t('promo.events.endBody')}
        confirmLabel={t('promo.events.end')}
        pending={end.isPending}
        error={end.error}
        onConfirm={() => ending && end.mutate({ params: { key: ending.key } })}
      />
    </div>
  );
}

function EventsTable({
  events,
  onSchedule,
  onEnd,
}: {
  events: OpsEvent[];
  onSchedule: (event: OpsEvent) => void;
  onEnd: (event: OpsEvent) => void;
}) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  return (
    <DataTable
      label={t('promo.events.title')}
      columns={[
        t('promo.events.event'),
        t('promo.events.mechanic'),
        t('promo.events.source'),
        t('promo.events.state'),
        t('promo.events.schedule'),
        numeric(t('promo.events.costPerDay'), 'max-w-[9rem]'),
      ]}
      actions
    >
      {events.map((e) => {
        const state = eventState(e);
        const { base, top } = costEnds(e.cost);
        return (
          <tr key={e.key} className="hover:bg-surface-2/60" data-testid="ops-event-row" data-key={e.key}>
            <td className={TD}>
              <span className="block max-w-[14rem] truncate font-bold text-text" title={e.title}>
                {e.title || e.key}
              </span>
              <span className="font-mono text-[11px] text-subtle" title={e.path}>
                {e.key}
              </span>
            </td>
            <td className={cx(TD, 'font-mono text-[11px] text-muted')}>{e.mechanic}</td>
            <td className={TD}>
              <Pill tone={e.source === 'console' ? 'accent' : 'neutral'} data-source={e.source}>
                {t(`promo.events.sources.${e.source}`)}
              </Pill>
            </td>
            <td className={TD}>
              <Pill tone={EVENT_TONES[state]} data-state={state}>
                {t(`promo.events.states.${state}`)}
              </Pill>
              {e.ended_at ? (
                <span className="mt-0.5 block whitespace-nowrap text-[11px] text-subtle">{when(e.ended_at, tag)}</span>
              ) : null}
            </td>
            <td className={cx(TD, 'text-xs text-muted')}>
              {e.schedule.type === 'dates' ? (
                <span className="block whitespace-nowrap">
                  {when(e.schedule.from, tag)} →<br />
                  {when(e.schedule.to, tag)}
                </span>
              ) : (
                scheduleText(e.schedule, tag, t('promo.schedule.always'))
              )}
            </td>
            <td className={cx(TD, NUM)}>
              <span className="block font-bold text-money">{base === null ? '—' : money(base)}</span>
              {top ? (
                <span className="block text-[11px] text-muted">
                  {t('promo.vipLevel', { level: top.level })} · {money(top.amount)}
                </span>
              ) : null}
              {e.cost.unpriced.length ? (
                <span
                  className="ml-auto flex max-w-[12rem] items-center justify-end gap-1 text-[11px] text-warning"
                  title={e.cost.unpriced.join(', ')}
                >
                  <Icon name="alert" className="shrink-0" />
                  <span className="truncate">{t('promo.unpricedList', { names: e.cost.unpriced.join(', ') })}</span>
                </span>
              ) : null}
            </td>
            <td className={cx(TD, 'whitespace-nowrap text-right')}>
              <span className="inline-flex flex-col items-stretch gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => onSchedule(e)}
                  aria-label={t('promo.events.scheduleOf', { title: e.title || e.key })}
                  data-testid="ops-event-schedule"
                >
                  {t('promo.events.scheduleAction')}
                </Button>
                {state === 'running' || state === 'scheduled' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onEnd(e)}
                    aria-label={t('promo.events.endOf', { title: e.title || e.key })}
                    data-testid="ops-event-end"
                  >
                    {t('promo.events.end')}
                  </Button>
                ) : null}
              </span>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
