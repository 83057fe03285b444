import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { useRarityName } from '../../../lib/rarity';
import type { BoxDetail } from '../api/cases';
import { byPrice, rarityShares } from '../lib/contents';
import { formatChance } from '../lib/format';

/** Items shown before "Show all". */
const FIRST = 24;

/** The case's contents sorted by price with each item's chance, the odds per rarity, EV, RTP and fairness link. */
export function CaseContents({ box }: { box: BoxDetail }) {
  const { t } = useTranslation('cases');
  const [all, setAll] = useState(false);
  const sorted = useMemo(() => byPrice(box.items), [box]);
  const shares = useMemo(() => rarityShares(box.items), [box]);
  const rarityName = useRarityName();
  const shown = all ? sorted : sorted.slice(0, FIRST);

  return (
    <section aria-labelledby="case-contents-title" className="space-y-3">
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_minmax(0,2.2fr)]">
        <Stat label={t('contents.ev')} value={formatAmount(box.expected_value)} hint={t('contents.evHint')} />
        {box.free ? null : (
          <Stat label={t('contents.rtp')} value={`${(box.rtp * 100).toFixed(1)}%`} hint={t('contents.rtpHint')} />
        )}
        <Link
          to="/provablyfair"
          className="group flex items-center gap-3 rounded-xl border border-money/30 bg-money/[0.07] p-3 transition hover:border-money/60"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-money/15 text-xl text-money">
            <Icon name="shield" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-bold">{t('contents.fair')}</span>
            <span className="block text-xs text-muted group-hover:text-text">{t('contents.fairLink')}</span>
          </span>
        </Link>
        <div className="rounded-xl border border-line bg-surface p-3 sm:col-span-2 lg:col-span-1">
          <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('contents.odds')}</p>
          <div className="mt-2 flex h-2.5 overflow-hidden rounded-full bg-bg-2">
            {shares.map((share) => (
              <span
                key={share.name}
                className="h-full min-w-[3px]"
                style={{ width: `${share.odds}%`, background: share.color }}
                title={`${rarityName(share.name)}: ${formatChance(share.odds)}%`}
              />
            ))}
          </div>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-[11px]">
            {shares.map((share) => (
              <li key={share.name} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-2 rounded-full" style={{ background: share.color }} />
                <span className="text-muted">{rarityName(share.name)}</span>
                <span className="font-bold tabular">{formatChance(share.odds)}%</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="rounded-2xl border border-line bg-surface/60 p-3 sm:p-5">
        <div className="mb-3 flex items-baseline justify-between gap-3">
          <h2 id="case-contents-title" className="font-display text-2xl font-bold uppercase tracking-wide">
            {t('contents.title')}
          </h2>
          <p className="text-xs text-muted">{t('contents.sorted', { n: box.items.length })}</p>
        </div>
        <p className="mb-3 break-all font-mono text-[10px] text-subtle" data-testid="contents-hash">
          <Link to="/trust#contents" className="font-sans font-bold text-muted hover:text-text">
            {t('contents.hash')}
          </Link>
          : {box.contents_hash}
        </p>
        <ul
          data-testid="case-contents"
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6 2xl:grid-cols-8"
        >
          {shown.map((item) => (
            <li key={item.goods.id} className="min-w-0">
              <ItemCard
                goods={item.goods}
                className="h-full"
                corner={
                  <span className="rounded bg-black/45 px-1.5 py-0.5 text-[10px] font-bold text-text tabular">
                    <span className="sr-only">{t('contents.chance')} </span>
                    {formatChance(item.odds)}%
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        {sorted.length > FIRST ? (
          <div className="mt-4 flex justify-center">
            <Button variant="secondary" onClick={() => setAll(!all)} aria-expanded={all}>
              <Icon name="chevronDown" className={all ? 'rotate-180' : undefined} />
              {all ? t('contents.showLess') : t('contents.showAll', { n: sorted.length })}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-3">
      <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</p>
      <p className="mt-0.5 font-display text-2xl font-bold tabular">{value}</p>
      <p className="text-xs text-muted">{hint}</p>
    </div>
  );
}
