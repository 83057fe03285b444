import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { MonoValue } from '../../../components/ui/MonoValue';
import type { GiftRoomDetail, GiftUser } from '../api/giveaways';
import { recomputeDraw, sameWinners } from '../lib/draw';
import { verifyHref } from '../lib/fair-link';

/**
 * The room's fairness: the server seed's hash from creation; after the draw the server seed, the client
 * seeds in join order and each winner's float and index, recomputed here in the browser with the shared code.
 */
export function FairnessPanel({ room, revealed }: { room: GiftRoomDetail; revealed: number }) {
  const { t } = useTranslation('giveaways');
  const f = room.fairness;
  const names = useMemo(() => {
    const map = new Map<number, GiftUser>();
    for (const user of [...room.participants, ...room.gift_user]) map.set(user.user_id, user);
    return map;
  }, [room.participants, room.gift_user]);
  const check = useMemo(() => {
    if (!f.server_seed || !f.client_seeds || f.client_seeds.length === 0) return null;
    // The seeds are the participants' in join order: without the full list there is nothing to check against.
    if (f.client_seeds.length !== room.participants.length) return null;
    try {
      const rolls = recomputeDraw({
        serverSeed: f.server_seed,
        clientSeeds: f.client_seeds,
        participants: room.participants.map((p) => p.user_id),
        winners: room.gift_user_count,
        beacon: f.beacon,
      });
      return sameWinners(rolls, room.obtain_user_id);
    } catch {
      return false;
    }
  }, [f.server_seed, f.client_seeds, f.beacon, room.participants, room.gift_user_count, room.obtain_user_id]);
  const rolls = (f.rolls ?? []).slice(0, revealed);

  return (
    <section
      aria-labelledby="giveaway-fair-title"
      data-testid="giveaway-fairness"
      className="overflow-hidden rounded-2xl border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line bg-[linear-gradient(90deg,rgb(62_224_137/0.1),transparent_60%)] px-4 py-3">
        <div className="flex items-center gap-2.5">
          <span className="grid size-8 place-items-center rounded-lg bg-money/15 text-money">
            <Icon name="shield" />
          </span>
          <h2 id="giveaway-fair-title" className="font-display text-lg font-bold uppercase leading-tight tracking-wide">
            {t('fairness.title')}
          </h2>
        </div>
        {check !== null && revealed >= room.obtain_user_id.length ? (
          <span
            data-testid="giveaway-fair-check"
            data-ok={check}
            className={cx(
              'inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-xs font-bold uppercase tracking-wide',
              check ? 'border-money/40 bg-money/12 text-money' : 'border-danger/40 bg-danger/12 text-[#ff9a9a]',
            )}
          >
            <Icon name={check ? 'check' : 'alert'} />
            {check ? t('fairness.verified') : t('fairness.mismatch')}
          </span>
        ) : null}
      </header>
      <div className="grid gap-4 p-4 lg:grid-cols-2">
        <div className="space-y-3">
          <p className="text-sm text-muted">{t('fairness.explain')}</p>
          <dl className="space-y-3">
            <MonoValue label={t('fairness.hash')} value={f.server_seed_hash} testId="giveaway-seed-hash" />
            <MonoValue
              label={t('fairness.seed')}
              value={f.server_seed}
              empty={t('fairness.seedHidden')}
              testId="giveaway-server-seed"
            />
            {f.beacon ? <MonoValue label={t('fairness.beacon')} value={f.beacon} /> : null}
          </dl>
          <Link
            to={verifyHref(room)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-bold text-accent-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent/50"
            data-testid="giveaway-fair-link"
            data-drawn={f.server_seed ? 'true' : 'false'}
          >
            <Icon name="shield" className="text-money" />
            {t('fairness.verifyLink')}
            <Icon name="arrowRight" />
          </Link>
          {f.server_seed ? null : <p className="text-xs text-subtle">{t('fairness.verifyLater')}</p>}
        </div>
        <div className="min-w-0 space-y-3">
          {f.client_seeds ? (
            <div>
              <h3 className="text-[10px] font-bold uppercase tracking-wider text-subtle">
                {t('fairness.clientSeeds')}
              </h3>
              <ol className="mt-1 max-h-52 space-y-1 overflow-auto" data-testid="giveaway-client-seeds">
                {f.client_seeds.map((seed, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a seed is its place in join order
                    key={i}
                    className="grid grid-cols-[1.75rem_minmax(0,7rem)_minmax(0,1fr)] items-center gap-2 rounded-lg border border-line bg-bg px-2.5 py-1.5 text-xs"
                  >
                    <span className="font-bold text-subtle tabular">{i}</span>
                    <span className="truncate font-semibold">{room.participants[i]?.name ?? '—'}</span>
                    <span className="break-all font-mono text-[#c9d4e8]">{seed}</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : (
            <p className="text-sm text-muted">{t('fairness.seedsLater')}</p>
          )}
          {rolls.length > 0 ? (
            <div className="overflow-auto rounded-lg border border-line">
              <table className="w-full text-xs" data-testid="giveaway-rolls">
                <caption className="sr-only">{t('fairness.rolls')}</caption>
                <thead className="bg-surface-2 text-left text-[10px] uppercase tracking-wider text-subtle">
                  <tr>
                    <th scope="col" className="px-2 py-1.5">
                      {t('fairness.round')}
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      {t('fairness.float')}
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      {t('fairness.index')}
                    </th>
                    <th scope="col" className="px-2 py-1.5">
                      {t('fairness.winner')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rolls.map((roll) => (
                    <tr key={roll.round} className="border-t border-line">
                      <th scope="row" className="px-2 py-1.5 font-bold tabular">
                        {roll.round}
                      </th>
                      <td className="px-2 py-1.5 font-mono tabular">{roll.float.toFixed(10)}</td>
                      <td className="px-2 py-1.5 font-mono tabular">{roll.index}</td>
                      <td className="max-w-[8rem] truncate px-2 py-1.5 font-semibold">
                        {names.get(roll.user_id)?.name ?? `#${roll.user_id}`}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
