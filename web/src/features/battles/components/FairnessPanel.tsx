import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { MonoValue } from '../../../components/ui/MonoValue';
import type { BattleDetail } from '../api/battles';
import { verifyHref } from '../lib/fair-link';

const spaced = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

/**
 * The battle's fairness: the server seed's hash (from creation), every seat's client seed, the server seed
 * once the battle ended, and each roll with a link that replays it on /provablyfair.
 */
export function FairnessPanel({
  detail,
  code,
  shown,
}: {
  detail: BattleDetail;
  code: string | null;
  /** Rounds the reels have shown: later rounds stay out of the table until they stop. */
  shown: number;
}) {
  const { t } = useTranslation('battles');
  const revealed = detail.server_seed !== null;
  const rounds = detail.results.slice(0, shown);
  return (
    <section
      aria-labelledby="battle-fair-title"
      data-testid="battle-fairness"
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <header className="flex items-center gap-2.5 border-b border-line bg-[linear-gradient(90deg,rgb(62_224_137/0.1),transparent_60%)] px-4 py-3">
        <span className="grid size-8 place-items-center rounded-lg bg-money/15 text-money">
          <Icon name="shield" />
        </span>
        <div>
          <h2 id="battle-fair-title" className="font-display text-lg font-bold uppercase leading-tight tracking-wide">
            {t('fairness.title')}
          </h2>
          <p className="text-xs text-muted">{t('fairness.subtitle')}</p>
        </div>
      </header>
      <div className="grid gap-4 p-4 lg:grid-cols-2">
        <dl className="space-y-3">
          <MonoValue label={t('fairness.hash')} value={detail.server_seed_hash} testId="battle-seed-hash" />
          <MonoValue
            label={t('fairness.seed')}
            value={detail.server_seed}
            empty={t('fairness.seedHidden')}
            testId="battle-server-seed"
          />
          {detail.beacon ? <MonoValue label={t('fairness.beacon')} value={detail.beacon} /> : null}
          <div>
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('fairness.clientSeeds')}</dt>
            <dd>
              <ol className="mt-1 space-y-1">
                {detail.slots.map((seat, slot) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its slot
                    key={slot}
                    className="grid grid-cols-[1.5rem_minmax(0,7rem)_minmax(0,1fr)] items-center gap-2 rounded-lg border border-line bg-bg px-2.5 py-1.5 text-xs"
                  >
                    <span className="font-bold text-subtle tabular">{slot}</span>
                    <span className="truncate font-semibold">{seat?.name ?? t('room.emptySeat')}</span>
                    <span className="break-all font-mono text-[#c9d4e8]">{seat?.client_seed ?? '—'}</span>
                  </li>
                ))}
              </ol>
            </dd>
          </div>
        </dl>
        <div className="min-w-0">
          <h3 className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('fairness.rounds')}</h3>
          {rounds.length === 0 ? (
            <p className="mt-2 text-sm text-muted">{t('fairness.noRounds')}</p>
          ) : (
            <div className="mt-1 max-h-80 overflow-auto rounded-lg border border-line">
              <table className="w-full text-xs">
                <thead className="sticky top-0 bg-surface-2 text-left text-[10px] uppercase tracking-wider text-subtle">
                  <tr>
                    <th scope="col" className="px-2 py-1.5">
                      {t('room.round')}
                    </th>
                    {detail.slots.map((seat, slot) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its slot
                      <th key={slot} scope="col" className="truncate px-2 py-1.5">
                        {seat?.name ?? slot}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rounds.map((round) => (
                    <tr key={round.round} className="border-t border-line">
                      <th scope="row" className="px-2 py-1.5 font-bold tabular">
                        {round.round + 1}
                      </th>
                      {round.drops.map((drop) => (
                        <td key={drop.slot} className="px-2 py-1.5 font-mono tabular">
                          {revealed ? (
                            <Link
                              to={verifyHref(detail, round.round, drop.slot, code)}
                              data-testid="battle-verify-link"
                              aria-label={t('fairness.verifyLabel', { round: round.round + 1, slot: drop.slot })}
                              className="inline-flex items-center gap-1 text-accent-2 hover:underline"
                            >
                              {spaced(drop.ticket)}
                              <Icon name="shield" className="shrink-0 text-money" />
                            </Link>
                          ) : (
                            <span className="text-muted">{spaced(drop.ticket)}</span>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {!revealed && rounds.length > 0 ? (
            <p className="mt-2 text-xs text-subtle">{t('fairness.verifyLater')}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
