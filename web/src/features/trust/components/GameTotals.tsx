import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/money';
import { type RtpRow, useMechanicTitles } from '../api/trust';
import { pct } from './RtpChart';

type Total = {
  game: string;
  currency: RtpRow['currency'];
  bets: number;
  wagered: number;
  paid: number;
  published: number | null;
  realised: number | null;
};

/** Per game: the cases summed, then upgrade and battles, each with staked, paid and realised against published RTP. */
export function gameTotals(rows: readonly RtpRow[]): Total[] {
  const byGame = new Map<string, Total & { expected: number }>();
  for (const r of rows) {
    const t = byGame.get(r.game) ?? {
      game: r.game,
      currency: r.currency,
      bets: 0,
      wagered: 0,
      paid: 0,
      expected: 0,
      published: null,
      realised: null,
    };
    t.bets += r.bets;
    t.wagered += r.wagered;
    t.paid += r.paid;
    t.expected += (r.published_rtp ?? 0) * r.wagered;
    byGame.set(r.game, t);
  }
  return [...byGame.values()].map((t) => ({
    ...t,
    published: t.wagered > 0 ? t.expected / t.wagered : null,
    realised: t.wagered > 0 ? t.paid / t.wagered : null,
  }));
}

const GAMES = new Set(['case', 'upgrade', 'battle']);

export function GameTotals({ rows }: { rows: RtpRow[] }) {
  const { t } = useTranslation('trust');
  const titles = useMechanicTitles();
  const nameOf = (game: string) =>
    GAMES.has(game)
      ? t(`rtp.game.${game}`)
      : (titles.data?.get(game) ?? game.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()));
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="rtp-games">
      {gameTotals(rows).map((g) => (
        <li key={g.game} className="rounded-xl border border-line bg-bg/50 p-4" data-game={g.game}>
          <p className="text-[11px] font-bold uppercase tracking-wider text-muted">{nameOf(g.game)}</p>
          <p className="mt-1 font-display text-3xl font-bold text-money">{pct(g.realised)}</p>
          <p className="text-xs text-muted">
            {t('rtp.published')} {pct(g.published)}
          </p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-[11px]">
            <div>
              <dt className="text-subtle">{t('rtp.bets')}</dt>
              <dd className="font-bold text-text">{g.bets.toLocaleString()}</dd>
            </div>
            <div>
              <dt className="text-subtle">{t('rtp.wagered')}</dt>
              <dd className="font-bold text-text">{formatAmount(g.wagered, g.currency === 'money' ? '$' : '')}</dd>
            </div>
            <div>
              <dt className="text-subtle">{t('rtp.paid')}</dt>
              <dd className="font-bold text-text">{formatAmount(g.paid, g.currency === 'money' ? '$' : '')}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
