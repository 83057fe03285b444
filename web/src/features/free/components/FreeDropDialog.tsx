import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import { useRarityName } from '../../../lib/rarity';
import type { OpenResult } from '../api/free';
import { rarityColor } from '../lib/free-state';

/** What a free box dropped: the item in its rarity colour, its price, and the case's contents and fairness data. */
export function FreeDropDialog({
  result,
  boxName,
  onClose,
}: {
  result: OpenResult | null;
  boxName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('free');
  const rarityName = useRarityName();
  const drop = result?.list[0];
  if (!result || !drop) return null;
  const { goods } = drop;
  const color = rarityColor(goods.quality.color);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('won.title')}
      description={t('won.body', { box: boxName })}
      testId="free-drop"
      hero={
        <div
          className="relative mt-8 mb-4 grid h-44 place-items-center overflow-hidden rounded-xl border bg-surface-2"
          style={{ borderColor: `${color}88`, boxShadow: `inset 0 -40px 60px -30px ${color}66` }}
        >
          <div
            aria-hidden="true"
            className="absolute size-40 rounded-full opacity-40 blur-3xl"
            style={{ background: color }}
          />
          <SafeImage
            src={goods.picture}
            alt={goods.name}
            className="relative max-h-36 max-w-[85%] object-contain motion-safe:animate-pop"
            fallback={
              <span
                className="relative grid size-24 place-items-center rounded-2xl text-5xl motion-safe:animate-pop"
                style={{ background: `${color}22`, color }}
              >
                <Icon name="sparkle" />
              </span>
            }
          />
          <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1" style={{ background: color }} />
        </div>
      }
    >
      <div className="mt-4 flex items-start justify-between gap-3" data-testid="free-drop-item">
        <div className="min-w-0">
          <p className="text-[11px] font-black uppercase tracking-[0.16em]" style={{ color }}>
            {rarityName(goods.quality.value)}
          </p>
          <p className="font-display text-xl font-bold leading-tight">{goods.name}</p>
          <p className="text-xs text-muted">
            {[goods.type.name !== 'Normal' ? goods.type.name : '', goods.appearance.value].filter(Boolean).join(' · ')}
          </p>
        </div>
        <p className="shrink-0 font-display text-2xl font-bold text-money tabular">{formatAmount(goods.price)}</p>
      </div>
      <p className="mt-3 rounded-lg border border-line bg-surface-2 px-3 py-2 text-xs text-muted">
        {t('won.fair', { nonce: drop.nonce, ticket: drop.ticket })}
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <ButtonLink to={`/case/${encodeURIComponent(result.box_id)}`} variant="secondary" onClick={onClose}>
          <Icon name="eye" />
          {t('won.contents')}
        </ButtonLink>
        <ButtonLink to="/my" onClick={onClose}>
          <Icon name="box" />
          {t('won.backpack')}
        </ButtonLink>
      </div>
    </Dialog>
  );
}
