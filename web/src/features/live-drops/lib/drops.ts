import type { DropEntry, DropType } from '@dropforge/shared/contract';
import type { ItemLike } from '../../../components/ui/ItemPicture';
import { RARITY_COLORS, safeColor } from '../../../lib/rarity';

export type { DropEntry, DropType };

/** Live strip length (spec §9: `GET /api/drop?limit=30`). */
export const STRIP_SIZE = 30;
/** Strip's best drops: `GET /api/drop?top=15` (spec §4). */
export const STRIP_TOP = 15;
/** Drops page: 40 a page, or the latest 50 best drops (spec §9). */
export const PAGE_SIZE = 40;
export const PAGE_TOP = 50;
/** Mirror of the contract's TOP_DROP_MIN_USD (a value import would pull zod into every page). */
export const TOP_DROP_MIN = 10;

/** Consumer grey: the colour of a drop whose rarity colour is missing or not a plain hex. */
export const FALLBACK_COLOR = RARITY_COLORS[0];

/** A colour safe to put in inline styles. */
export { safeColor };

export type Variant = 'StatTrak™' | 'Souvenir' | 'Normal';

/** StatTrak™ / Souvenir from the market hash name (`★ StatTrak™ Karambit | …`, `Souvenir AWP | …`). */
export function variantOf(hashName: string): Variant {
  const name = hashName.replace(/^★\s*/, '');
  if (name.startsWith('StatTrak™')) return 'StatTrak™';
  if (name.startsWith('Souvenir ')) return 'Souvenir';
  return 'Normal';
}

/** The name without its variant prefix (the card shows the variant as a tag). */
function plainName(name: string, variant: Variant): string {
  if (variant === 'Normal') return name;
  const star = name.startsWith('★') ? '★ ' : '';
  const rest = name.replace(/^★\s*/, '');
  return rest.startsWith(`${variant} `) ? `${star}${rest.slice(variant.length + 1)}` : name;
}

export interface DropCardModel {
  id: number;
  type: DropType;
  /** The ItemCard / ItemPicture shape. */
  item: ItemLike;
  /** Full market name, for titles and labels. */
  fullName: string;
  color: string;
  price: number;
  top: boolean;
  box: { id: string; name: string; picture: string; path: string } | null;
  user: { name: string; avatar: string; initials: string };
  createdAt: string;
}

/** Up to two initials of a player name (`john_doe` → `JD`, `Player8f2a` → `P8`… `?` when empty). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s_.\-|]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...(words[0] ?? '')][0] ?? '';
  const second = words.length > 1 ? ([...(words[1] ?? '')][0] ?? '') : ([...(words[0] ?? '')][1] ?? '');
  return `${first}${second}`.toUpperCase();
}

/** Route of a case page (the router's basename adds the language prefix). */
export const casePath = (id: string) => `/case/${encodeURIComponent(id)}`;

/** A drop as the cards draw it. */
export function toCardModel(drop: DropEntry): DropCardModel {
  const { goods } = drop;
  const variant = variantOf(goods.hash_name);
  const color = safeColor(goods.goods_quality.color);
  return {
    id: drop.id,
    type: drop.type,
    item: {
      name: plainName(goods.name, variant),
      picture: goods.picture,
      price: goods.price,
      quality: { value: goods.goods_quality.value, color },
      appearance: { value: goods.goods_appearance.value, short: goods.goods_appearance.short },
      category: { type: goods.goods_category.type, value: goods.goods_category.value },
      type: { name: variant },
    },
    fullName: goods.hash_name || goods.name,
    color,
    price: goods.price,
    top: isTopDrop(drop),
    box: drop.box ? { ...drop.box, path: casePath(drop.box.id) } : null,
    user: { name: drop.user.name, avatar: drop.user.avatar, initials: initialsOf(drop.user.name) },
    createdAt: drop.created_at,
  };
}

export function isTopDrop(drop: Pick<DropEntry, 'goods'>): boolean {
  return drop.goods.price >= TOP_DROP_MIN;
}

/** Light shape check of a websocket message's data (the socket is not trusted to be well-formed). */
export function isDropEntry(data: unknown): data is DropEntry {
  if (!data || typeof data !== 'object') return false;
  const d = data as Partial<DropEntry>;
  const g = d.goods;
  return (
    typeof d.id === 'number' &&
    typeof d.type === 'string' &&
    typeof d.created_at === 'string' &&
    !!d.user &&
    typeof d.user.name === 'string' &&
    !!g &&
    typeof g.name === 'string' &&
    typeof g.hash_name === 'string' &&
    typeof g.price === 'number' &&
    Number.isFinite(g.price) &&
    !!g.goods_quality &&
    !!g.goods_category &&
    !!g.goods_appearance
  );
}

/**
 * Live drops (newest first) over a loaded list: deduplicated by id, newest (highest id) first, best drops
 * only when `topOnly`, at most `cap`.
 */
export function mergeDrops(
  loaded: readonly DropEntry[],
  live: readonly DropEntry[],
  { cap, topOnly = false }: { cap: number; topOnly?: boolean },
): DropEntry[] {
  const seen = new Set<number>();
  const out: DropEntry[] = [];
  for (const drop of [...live, ...loaded]) {
    if (seen.has(drop.id) || (topOnly && !isTopDrop(drop))) continue;
    seen.add(drop.id);
    out.push(drop);
  }
  out.sort((a, b) => b.id - a.id);
  return out.slice(0, cap);
}

/** Drops received over the socket: the latest `cap` of all drops and, apart, of the best ones. */
export interface LiveBuffer {
  all: DropEntry[];
  top: DropEntry[];
}

export const EMPTY_BUFFER: LiveBuffer = { all: [], top: [] };

/** Adds one received drop to the buffer (ignored when already there). */
export function pushLive(buffer: LiveBuffer, drop: DropEntry, cap: number): LiveBuffer {
  if (buffer.all.some((d) => d.id === drop.id) || buffer.top.some((d) => d.id === drop.id)) return buffer;
  return {
    all: mergeDrops(buffer.all, [drop], { cap }),
    top: isTopDrop(drop) ? mergeDrops(buffer.top, [drop], { cap }) : buffer.top,
  };
}
