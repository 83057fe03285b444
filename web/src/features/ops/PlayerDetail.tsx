import type { OpsPlayerDetail } from '@dropforge/shared/contract/ops';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { money, when } from './format';
import { useOpsQuery } from './hooks';
import { AdjustForm, FlagsForm, Notes } from './PlayerActions';
import { LedgerTable, ListTable, OrdersTable, SessionsTable } from './PlayerTables';
import { Chip, Panel, QueryView, ScreenTitle, Stat, useLocaleTag } from './ui';

/** Everything about one player an operator needs, and the support actions (each one is audited). */
export function PlayerDetail() {
  const { t } = useTranslation('ops');
  const { id } = useParams();
  const playerId = Number(id);
  const player = useOpsQuery('player', { params: { id: playerId } }, { enabled: Number.isInteger(playerId) });
  return (
    <div data-testid="ops-player" className="space-y-4">
      <Link to="/ops/players" className="inline-flex items-center gap-1 text-sm text-muted hover:text-text">
        <Icon name="chevronLeft" />
        {t('players.back')}
      </Link>
      <QueryView query={player} skeleton="h-96">
        {(p) => <PlayerBody p={p} />}
      </QueryView>
    </div>
  );
}

function PlayerBody({ p }: { p: OpsPlayerDetail }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  return (
    <>
      <ScreenTitle title={p.name} />
      <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
        <span className="tabular">#{p.id}</span>
        <span>· {p.email ?? t('players.noEmail')}</span>
        {p.steam_id ? <span className="font-mono">· {p.steam_id}</span> : null}
        <span>· {t('players.joinedAt', { date: when(p.created_at, tag) })}</span>
        {p.flagged ? <Chip state="blocked" label={t('players.flagged')} /> : null}
        {p.host ? <Pill tone="info">{t('players.host')}</Pill> : null}
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6" data-testid="ops-player-balances">
        <Stat label={t('currency.money')} value={money(p.balances.money)} tone="text-money" />
        <Stat label={t('currency.shop_score')} value={money(p.balances.shop_score, 'shop_score')} />
        <Stat label={t('currency.score')} value={money(p.balances.score, 'score')} />
        <Stat label={t('players.held')} value={money(p.held.money)} tone="text-warning" />
        <Stat label={t('players.vip')} value={`VIP ${p.vip_level}`} tone="text-accent-2" />
        <Stat
          label={t('players.responsible')}
          value={t(`responsible.${p.responsible.state}`, { defaultValue: p.responsible.state.replace(/_/g, ' ') })}
          tone={p.responsible.state === 'none' ? 'text-text' : 'text-danger'}
        />
      </div>
      {p.responsible.until ? (
        <p className="text-xs text-muted">{t('players.until', { date: when(p.responsible.until, tag) })}</p>
      ) : null}
      {p.held.shop_score || p.held.score ? (
        <p className="text-xs text-muted">
          {t('players.heldOther', {
            shop: money(p.held.shop_score, 'shop_score'),
            score: money(p.held.score, 'score'),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-3">
        <AdjustForm playerId={p.id} />
        <FlagsForm playerId={p.id} flagged={p.flagged} />
        <Notes playerId={p.id} notes={p.notes} />
      </div>
      <Panel title={t('players.ledger')}>
        <LedgerTable rows={p.ledger} />
      </Panel>
      <div className="grid gap-4 xl:grid-cols-2">
        <Panel title={t('players.orders')}>
          <OrdersTable rows={p.orders} />
        </Panel>
        <Panel title={t('players.sessions')}>
          <SessionsTable playerId={p.id} rows={p.sessions} />
        </Panel>
        <Panel title={t('players.backpack')}>
          <ListTable rows={p.backpack} label={t('players.backpack')} />
        </Panel>
        <Panel title={t('players.withdrawals')}>
          <ListTable rows={p.withdrawals} label={t('players.withdrawals')} />
        </Panel>
      </div>
    </>
  );
}
