import type { RtpRow, WithdrawalFigure } from '@dropforge/shared/contract';
import { milli, rtpFigures, toAmount } from '@dropforge/shared/domain';
import type { Database } from '../../platform/db';
import { memoFor } from '../../platform/memo';
import type { TotalsRow } from '../fair';

type DeliveryFigure = Omit<WithdrawalFigure, 'success_rate'>;

/** The shared reads of the trust centre, each kept for a second (the totals are drained every two). */
export function createTrustService(deps: {
  database: Database;
  totals: () => Promise<TotalsRow[]>;
  /** Every enabled paid case with its published RTP, so a case nobody opened yet is listed too. */
  cases: () => Promise<{ id: string; rtp: number }[]>;
  deliveries: (now: Date) => Promise<DeliveryFigure[]>;
  now: () => number;
}) {
  const rtpMemo = memoFor<{ list: RtpRow[]; updated_at: string | null }>(1000);
  const withdrawalMemo = memoFor<{ list: WithdrawalFigure[] }>(5000);

  async function rtp() {
    const [rows, cases] = await Promise.all([deps.totals(), deps.cases()]);
    const list: RtpRow[] = rows.map((r) => ({
      game: r.game,
      box_id: r.game === 'case' ? r.box_id : null,
      ...rtpFigures(r),
      bets: r.bets,
      wagered: toAmount(milli(r.wagered)),
      paid: toAmount(milli(r.paid)),
      currency: r.currency,
    }));
    const seen = new Set(rows.filter((r) => r.game === 'case').map((r) => r.box_id));
    for (const c of cases)
      if (!seen.has(c.id))
        list.push({
          game: 'case',
          box_id: c.id,
          published_rtp: c.rtp,
          realised_rtp: null,
          bets: 0,
          wagered: 0,
          paid: 0,
          ci_low: null,
          ci_high: null,
          currency: 'money',
        });
    const latest = rows.reduce<number | null>((at, r) => Math.max(at ?? 0, new Date(r.updated_at).getTime()), null);
    return { list, updated_at: latest === null ? null : new Date(latest).toISOString() };
  }

  return {
    /** `GET /api/stats/rtp`. */
    rtp: () => rtpMemo.get('rtp', rtp),
    /** `GET /api/stats/withdrawals`. */
    withdrawals: () =>
      withdrawalMemo.get('w', async () => ({
        list: (await deps.deliveries(new Date(deps.now()))).map((f) => ({
          ...f,
          success_rate: f.finished > 0 ? Math.round((f.delivered / f.finished) * 10_000) / 10_000 : null,
        })),
      })),
  };
}

export type TrustService = ReturnType<typeof createTrustService>;
