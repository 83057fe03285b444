import type { OpsGiveaway } from '@dropforge/shared/contract/ops-promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { LinkTabs } from '../../components/ui/LinkTabs';
import { Pill, type PillTone } from '../../components/ui/Pill';
import { toast } from '../../components/ui/toast-store';
import { count, money, when } from './format';
import { GiveawayForm } from './GiveawayForm';
import { useOpsMutation, useOpsQuery, usePage } from './hooks';
import { NewToggle, PrizeLine } from './promo-ui';
import { DataTable, NUM, numeric, PagedView, TD } from './table';
import { ConfirmDialog, Panel, ScreenTitle, useLocaleTag } from './ui';

type State = OpsGiveaway['state'];
// The contract's states, copied: a value import would bundle zod with the console.
const STATES: readonly State[] = ['open', 'closed', 'drawn', 'cancelled'];
const TONES: Record<State, PillTone> = { open: 'money', closed: 'info', drawn: 'accent', cancelled: 'neutral' };

/** Giveaway rooms by state, ending an open one now (the draw runs), and a new room with its expected cost. */
export function Giveaways() {
  const { t } = useTranslation('ops');
  const [params] = useSearchParams();
  const raw = params.get('state');
  const state = STATES.find((s) => s === raw);
  const [page, setPage] = usePage(state);
  const list = useOpsQuery('giveaways', { query: { state, page } }, { keepPrevious: true });
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<OpsGiveaway | null>(null);
  const end = useOpsMutation('endGiveaway', {
    refresh: ['giveaways'],
    onSuccess: (room) => {
      setEnding(null);
      toast.success(t('promo.giveaways.ended', { title: room.title }));
    },
  });
  const tabs = [undefined, ...STATES].map((s) => ({
    key: s ?? 'all',
    to: s ? `/ops/giveaways?state=${s}` : '/ops/giveaways',
    label: s ? t(`promo.giveaways.states.${s}`) : t('all'),
    selected: s === state,
    testId: `ops-giveaways-tab-${s ?? 'all'}`,
  }));

  return (
    <div data-testid="ops-giveaways" className="space-y-4">
      <ScreenTitle
        title={t('promo.giveaways.title')}
        actions={
          <NewToggle
            open={creating}
            onToggle={() => setCreating((v) => !v)}
            controls="ops-giveaway-new"
            label={t('promo.giveaways.new')}
            closeLabel={t('promo.giveaways.closeNew')}
            testId="ops-giveaway-new-toggle"
          />
        }
      />
      {creating ? <GiveawayForm onCreated={() => setCreating(false)} /> : null}
      <LinkTabs label={t('promo.giveaways.tabs')} tabs={tabs} />
      <Panel>
        <PagedView query={list} empty={t('promo.giveaways.empty')} page={page} onPage={setPage} found>
          {(data) => (
            <GiveawaysTable
              rooms={data.list}
              onEnd={(room) => {
                end.reset();
                setEnding(room);
              }}
            />
          )}
        </PagedView>
      </Panel>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('promo.giveaways.endTitle', { title: ending?.title ?? '' })}
        body={t('promo.giveaways.endBody', { people: ending?.people ?? 0, winners: ending?.winners ?? 0 })}
        confirmLabel={t('promo.giveaways.end')}
        pending={end.isPending}
        error={end.error}
        onConfirm={() => ending && end.mutate({ params: { id: ending.id } })}
      />
    </div>
  );
}

function GiveawaysTable({ rooms, onEnd }: { rooms: OpsGiveaway[]; onEnd: (room: OpsGiveaway) => void }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  return (
    <DataTable
      label={t('promo.giveaways.title')}
      columns={[
        '#',
        t('promo.giveaways.room'),
        t('promo.giveaways.state'),
        t('promo.giveaways.prizes'),
        numeric(t('promo.giveaways.winners')),
        numeric(t('promo.giveaways.people')),
        numeric(t('promo.giveaways.ticket')),
        t('promo.giveaways.ends'),
      ]}
      actions
    >
      {rooms.map((g) => (
        <tr key={g.id} className="hover:bg-surface-2/60" data-testid="ops-giveaway-row" data-state={g.state}>
          <td className={cx(TD, 'tabular text-subtle')}>{g.id}</td>
          <td className={TD}>
            <span className="block max-w-[14rem] truncate font-bold text-text" title={g.title}>
              {g.title}
            </span>
            <span className="text-[11px] text-subtle">
              {t(`promo.giveaways.kinds.${g.kind}`, { defaultValue: g.kind })} · {when(g.created_at, tag)}
            </span>
          </td>
          <td className={TD}>
            <Pill tone={TONES[g.state]} data-state={g.state}>
              {t(`promo.giveaways.states.${g.state}`)}
            </Pill>
          </td>
          <td className={cx(TD, 'max-w-[16rem]')}>
            {g.prizes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a room may list one prize twice
              <PrizeLine key={i} prize={p} />
            ))}
          </td>
          <td className={cx(TD, NUM)}>{count(g.winners, tag)}</td>
          <td className={cx(TD, NUM)}>
            {count(g.people, tag)}
            {g.people_target === null ? null : <span className="text-subtle"> / {count(g.people_target, tag)}</span>}
          </td>
          <td className={cx(TD, NUM)}>
            {g.ticket > 0 ? t('promo.coinsAmount', { amount: money(g.ticket, 'coins') }) : t('promo.giveaways.free')}
          </td>
          <td className={cx(TD, 'whitespace-nowrap text-muted')}>
            {g.ends_at ? when(g.ends_at, tag) : t('promo.giveaways.atPeople')}
          </td>
          <td className={cx(TD, 'text-right')}>
            {g.state === 'open' && g.kind === 'official' ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onEnd(g)}
                aria-label={t('promo.giveaways.endOf', { title: g.title })}
                data-testid="ops-giveaway-end"
              >
                {t('promo.giveaways.end')}
              </Button>
            ) : null}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
