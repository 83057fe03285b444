import type { Goods } from '@dropforge/shared/contract';
import { ItemArt } from './ItemArt';
import { LayeredImage } from './SafeImage';

// Kept apart from ItemCard so the live-drop strip (on every page) loads only the picture.
export type ItemLike = Pick<Goods, 'name' | 'picture' | 'price' | 'quality' | 'appearance' | 'category' | 'type'>;

/** `AK-47 | Redline` → weapon and skin lines (items without a skin keep one line). */
export function splitName(name: string): { weapon: string; skin: string } {
  const cut = name.indexOf(' | ');
  if (cut < 0) return { weapon: '', skin: name.replace(/^★\s*/, '') };
  return { weapon: name.slice(0, cut).replace(/^★\s*/, ''), skin: name.slice(cut + 3) };
}

/**
 * The item's picture over its generated silhouette: the silhouette shows while the picture loads and stays
 * when the picture is missing or unreachable. `className` sizes the box.
 */
export function ItemPicture({ goods, className }: { goods: ItemLike; className?: string }) {
  return (
    <LayeredImage
      src={goods.picture}
      alt=""
      className={className}
      placeholder={<ItemArt category={goods.category.type} color={goods.quality.color} className="size-full" />}
    />
  );
}
