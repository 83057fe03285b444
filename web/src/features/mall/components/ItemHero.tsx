import { useTranslation } from 'react-i18next';
import { ItemPicture, ItemTags } from '../../../components/ui/ItemCard';
import { safeColor } from '../../../lib/rarity';
import type { MallGoods } from '../api/mall';

/** A rarity colour safe for inline styles (Consumer grey otherwise). */
export function rarityColor(goods: Pick<MallGoods, 'quality'>): string {
  return safeColor(goods.quality.color);
}

/** Float bar: the exterior bands 0–1 with this variant's float range lit. */
function FloatBar({ min, max }: { min: number; max: number }) {
  const { t } = useTranslation('mall');
  const left = Math.max(0, Math.min(1, min)) * 100;
  const width = Math.max(1.5, (Math.max(0, Math.min(1, max)) - Math.max(0, min)) * 100);
  return (
    <div className="w-full">
      <div className="flex items-center justify-between text-[11px] font-bold uppercase tracking-wider text-subtle">
        <span>{t('item.float')}</span>
        <span className="tabular text-muted">
          {min.toFixed(2)} – {max.toFixed(2)}
        </span>
      </div>
      <div
        className="relative mt-1.5 h-2 rounded-full"
        style={{
          background:
            'linear-gradient(90deg, #3ee089 0 7%, #8fd14f 7% 15%, #ffc23d 15% 38%, #ff8a1f 38% 45%, #ff5d5d 45% 100%)',
          opacity: 0.35,
        }}
        aria-hidden="true"
      />
      <div
        aria-hidden="true"
        className="relative -mt-2 h-2 rounded-full bg-text shadow-[0_0_10px_rgb(255_255_255/0.6)]"
        style={{ marginLeft: `${left}%`, width: `${width}%` }}
      />
    </div>
  );
}

/** The item's picture on a rarity glow, with wear/variant tags, rarity and float range. */
export function ItemHero({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('mall');
  const color = rarityColor(goods);
  return (
    <div
      className="relative flex min-h-52 flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:min-h-80 sm:p-5"
      style={{
        backgroundImage: `radial-gradient(70% 60% at 50% 55%, ${color}47, transparent 70%), radial-gradient(120% 50% at 50% 110%, ${color}30, transparent 70%)`,
      }}
    >
      <div className="flex items-start justify-between gap-2">
        <ItemTags goods={goods} />
        <span
          className="rounded-md border px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider"
          style={{ color, borderColor: `${color}66`, background: `${color}1f` }}
        >
          {t(`rarity.${goods.quality.value}`, { defaultValue: goods.quality.value })}
        </span>
      </div>
      <div className="grid flex-1 place-items-center py-4">
        <ItemPicture
          goods={goods}
          className="h-32 w-full max-w-md drop-shadow-[0_18px_30px_rgb(0_0_0/0.6)] sm:h-56 motion-safe:animate-[fade-up_0.4s_ease-out]"
        />
      </div>
      {goods.float ? <FloatBar min={goods.float.min} max={goods.float.max} /> : null}
      <span aria-hidden="true" className="absolute inset-x-0 bottom-0 h-1" style={{ background: color }} />
    </div>
  );
}
