import type { Campaign } from '@dropforge/shared/contract/ops-promotions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Pill, type PillTone } from '../../components/ui/Pill';
import { toast } from '../../components/ui/toast-store';
import { CodesForm } from './CodesForm';
import { count, money, when } from './format';
import { ReasonField, reasonOk } from './forms';
import { useOpsMutation, useOpsQuery } from './hooks';
import { UsageBar } from './promo-ui';
import { DataTable, NUM, numeric, TD } from './table';
import { ConfirmDialog, Panel, QueryView, ScreenTitle, useLocaleTag } from './ui';

type CampaignState = 'active' | 'used' | 'expired' | 'ended';
const TONES: Record<CampaignState, PillTone> = { active: 'money', used: 'info', expired: 'neutral', ended: 'danger' };

function stateOf(c: Campaign, now: number): CampaignState {
  if (c.ended) return 'ended';
  if (c.expires_at && Date.parse(c.expires_at) <= now) return 'expired';
  return c.used >= c.uses ? 'used' : 'active';
}

/** Promo-code campaigns: usage, what they paid and can still pay, ending one; a new campaign's codes shown once. */
export function Codes() {
  const { t } = useTranslation('ops');
  const campaigns = useOpsQuery('codeCampaigns');
  const [ending, setEnding] = useState<Campaign | null>(null);
  const [reason, setReason] = useState('');
  const end = useOpsMutation('endCodeCampaign', {
    refresh: ['codeCampaigns'],
    onSuccess: (c) => {
      setEnding(null);
      setReason('');
      toast.success(t('promo.codes.ended', { campaign: c.campaign }));
    },
  });

  return (
    <div data-testid="ops-codes" className="space-y-4">
      <ScreenTitle title={t('promo.codes.title')} />
      <Panel title={t('promo.codes.campaigns')}>
        <QueryView query={campaigns} empty={t('promo.codes.empty')} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <CampaignsTable
              campaigns={data.list}
              onEnd={(c) => {
                end.reset();
                setEnding(c);
              }}
            />
          )}
        </QueryView>
      </Panel>
      <CodesForm />
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={t('promo.codes.endTitle', { campaign: ending?.campaign ?? '' })}
        body={t('promo.codes.endBody', { exposure: money(ending?.exposure ?? 0) })}
        confirmLabel={t('promo.codes.end')}
        pending={end.isPending}
        disabled={!reasonOk(reason)}
        error={end.error}
        onConfirm={() =>
          ending && end.mutate({ params: { campaign: ending.campaign }, body: { reason: reason.trim() } })
        }
      >
        <ReasonField
          value={reason}
          onChange={setReason}
          hint={t('promo.reasonHint')}
          invalid={reason !== '' && !reasonOk(reason)}
          className="mt-4"
          testId="ops-codes-end-reason"
        />
      </ConfirmDialog>
    </div>
  );
}

function CampaignsTable({ campaigns, onEnd }: { campaigns: Campaign[]; onEnd: (c: Campaign) => void }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [now] = useState(() => Date.now());
  return (
    <DataTable
      label={t('promo.codes.campaigns')}
      columns={[
        t('promo.codes.campaign'),
        t('promo.codes.reward'),
        numeric(t('promo.codes.codes')),
        t('promo.codes.usage'),
        numeric(t('promo.codes.players')),
        numeric(t('promo.codes.paid')),
        numeric(t('promo.codes.exposure'), 'max-w-[6rem]'),
        t('promo.codes.state'),
      ]}
      actions
    >
      {campaigns.map((c) => {
        const state = stateOf(c, now);
        return (
          <tr key={c.campaign} className="hover:bg-surface-2/60" data-testid="ops-campaign-row" data-state={state}>
            <td className={TD}>
              <span className="block max-w-[14rem] truncate font-bold text-text" title={c.campaign}>
                {c.campaign}
              </span>
              {c.source === 'content' ? (
                <span className="block text-[11px] text-accent-2">{t('promo.codes.fromFile')}</span>
              ) : null}
              <span className="block text-[11px] text-subtle">{when(c.created_at, tag)}</span>
            </td>
            <td className={cx(TD, 'whitespace-nowrap')}>
              <span className="block text-[11px] font-bold uppercase text-subtle">
                {t(`promo.codes.kinds.${c.kind}`, { defaultValue: c.kind })}
              </span>
              {c.kind === 'mixed' ? null : c.kind === 'box' ? (
                <span className="font-mono text-xs">{c.box ?? '—'}</span>
              ) : c.kind === 'token' ? (
                <span className="tabular text-accent-2">
                  {t('promo.coinsAmount', { amount: money(c.amount, 'coins') })}
                </span>
              ) : (
                <span className="tabular text-money">{money(c.amount)}</span>
              )}
            </td>
            <td className={cx(TD, NUM)}>{count(c.codes, tag)}</td>
            <td className={TD}>
              <UsageBar used={c.used} total={c.uses} />
            </td>
            <td className={cx(TD, NUM)}>{count(c.players, tag)}</td>
            <td className={cx(TD, NUM, 'text-money')}>
              {money(c.paid)}
              {c.paid_coins > 0 ? (
                <span className="block text-[11px] text-accent-2">
                  {t('promo.coinsAmount', { amount: money(c.paid_coins, 'coins') })}
                </span>
              ) : null}
            </td>
            <td className={cx(TD, NUM, c.ended ? 'text-subtle' : 'font-bold text-accent-2')}>
              {money(c.ended ? 0 : c.exposure)}
              {!c.ended && c.exposure_coins > 0 ? (
                <span className="block text-[11px] font-normal">
                  {t('promo.coinsAmount', { amount: money(c.exposure_coins, 'coins') })}
                </span>
              ) : null}
            </td>
            <td className={TD}>
              <Pill tone={TONES[state]} data-state={state}>
                {t(`promo.codes.states.${state}`)}
              </Pill>
              <span className="mt-0.5 block max-w-[8rem] text-[11px] text-subtle">
                {c.expires_at
                  ? t('promo.codes.expiresOn', { when: when(c.expires_at, tag) })
                  : t('promo.codes.noExpiry')}
              </span>
            </td>
            <td className={cx(TD, 'text-right')}>
              {c.ended ? null : c.source === 'content' ? (
                <span className="inline-block max-w-[7rem] text-[11px] whitespace-normal text-subtle">
                  {t('promo.codes.endInFile')}
                </span>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onEnd(c)}
                  aria-label={t('promo.codes.endOf', { campaign: c.campaign })}
                  data-testid="ops-campaign-end"
                >
                  {t('promo.codes.end')}
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
