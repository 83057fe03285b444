import type { OpsPlayerDetail } from '@dropforge/shared/contract/ops';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { money, when } from './format';
import { useOpsMutation } from './hooks';
import { DataTable, NUM, numeric, TD } from './table';
import { Chip, useLocaleTag } from './ui';

function None() {
  const { t } = useTranslation('ops');
  return <p className="py-3 text-sm text-muted">{t('none')}</p>;
}

/** The player's statement: every ledger line, signed and in its currency. */
export function LedgerTable({ rows }: { rows: OpsPlayerDetail['ledger'] }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  if (!rows.length) return <None />;
  return (
    <DataTable
      label={t('players.ledger')}
      scroll="max-h-[28rem]"
      columns={[
        t('players.date'),
        t('players.kind'),
        t('players.currency'),
        numeric(t('players.amount')),
        t('players.memo'),
        t('players.ref'),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="hover:bg-surface-2/60">
          <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(r.created_at, tag)}</td>
          <td className={TD}>{r.kind}</td>
          <td className={cx(TD, 'text-muted')}>{t(`currency.${r.currency}`, { defaultValue: r.currency })}</td>
          <td className={cx(TD, NUM, r.amount < 0 ? 'text-[#ff9a9a]' : 'text-money')}>
            {r.amount < 0 ? money(r.amount, r.currency) : `+${money(r.amount, r.currency)}`}
          </td>
          <td className={cx(TD, 'max-w-[18rem] truncate text-muted')} title={r.memo}>
            {r.memo || '—'}
          </td>
          <td className={cx(TD, 'font-mono text-[11px] text-subtle')}>{r.ref || '—'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Items in the backpack, or withdrawals: name, price, state and date. */
export function ListTable({ rows, label }: { rows: OpsPlayerDetail['backpack']; label: string }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  if (!rows.length) return <None />;
  return (
    <DataTable
      label={label}
      scroll="max-h-80"
      columns={[t('players.item'), numeric(t('players.price')), t('players.state'), t('players.date')]}
    >
      {rows.map((r) => (
        <tr key={r.id} className="hover:bg-surface-2/60">
          <td className={cx(TD, 'max-w-[16rem] truncate')} title={r.name}>
            {r.name}
          </td>
          <td className={cx(TD, NUM, 'text-money')}>{money(r.price)}</td>
          <td className={TD}>
            <Chip state={r.state} />
          </td>
          <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(r.created_at, tag)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export function OrdersTable({ rows }: { rows: OpsPlayerDetail['orders'] }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  if (!rows.length) return <None />;
  return (
    <DataTable
      label={t('players.orders')}
      scroll="max-h-80"
      columns={[
        t('payments.order'),
        numeric(t('payments.amount')),
        numeric(t('payments.bonus')),
        t('players.state'),
        t('players.date'),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.order_sn} className="hover:bg-surface-2/60">
          <td className={cx(TD, 'font-mono text-[11px]')}>{r.order_sn}</td>
          <td className={cx(TD, NUM, 'text-money')}>{money(r.amount)}</td>
          <td className={cx(TD, NUM)}>{r.bonus ? money(r.bonus) : '—'}</td>
          <td className={TD}>
            <Chip state={r.state} />
          </td>
          <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(r.created_at, tag)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The player's signed-in sessions; revoking one signs that device out. */
export function SessionsTable({ playerId, rows }: { playerId: number; rows: OpsPlayerDetail['sessions'] }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const revoke = useOpsMutation('revokePlayerSession', { refresh: ['player'], toastErrors: true });
  if (!rows.length) return <None />;
  return (
    <DataTable
      label={t('players.sessions')}
      columns={[t('sessions.started'), t('sessions.lastSeen'), t('sessions.ip')]}
      actions
    >
      {rows.map((s) => (
        <tr key={s.id} data-testid="ops-player-session">
          <td className={cx(TD, 'whitespace-nowrap')}>{when(s.created_at, tag)}</td>
          <td className={cx(TD, 'whitespace-nowrap text-muted')}>{s.last_seen ? when(s.last_seen, tag) : '—'}</td>
          <td className={cx(TD, 'font-mono text-[11px]')}>{s.ip}</td>
          <td className={cx(TD, 'text-right')}>
            <Button
              size="sm"
              variant="secondary"
              disabled={revoke.isPending && revoke.variables?.params.sid === s.id}
              onClick={() => revoke.mutate({ params: { id: playerId, sid: s.id } })}
              data-testid="ops-revoke-player-session"
            >
              {t('sessions.revoke')}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
