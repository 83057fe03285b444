import type { ItemOwned, ItemVariant, MallGoods } from '@dropforge/shared/contract';
import { amountToMilli, MINUS } from '../../../lib/money';

/** Spec §2: `/item/{goods id}`; `?od=od&oid={knapsack id}` marks "just bought". */
export function itemHref(id: number, knapsackId?: number): string {
  return knapsackId ? `/item/${id}?od=od&oid=${knapsackId}` : `/item/${id}`;
}

/** The item page's id from the route, or null when it is not a goods id. */
export function parseItemId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The knapsack id of `?oid=`, or undefined. */
export function parseOid(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,16}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/**
 * Which panel the item page shows: `owned` (withdraw or convert), `withdrawing` (on its way, see the history),
 * or `shop` (buy). A sold, withdrawn or used item leaves the page on the shop panel.
 */
export type ItemMode = 'owned' | 'withdrawing' | 'shop';

export function itemMode(owned: ItemOwned | null): ItemMode {
  if (owned?.state === 'owned') return 'owned';
  if (owned?.state === 'withdrawing') return 'withdrawing';
  return 'shop';
}

const WEAR_ORDER = ['FN', 'MW', 'FT', 'WW', 'BS', 'Vanilla', 'NP'];
const TYPE_ORDER = ['Normal', 'StatTrak™', 'Souvenir'];

function rank(list: string[], value: string): number {
  const index = list.indexOf(value);
  return index < 0 ? list.length : index;
}

export interface WearOption {
  id: number;
  short: string;
  wear: string;
  type: string;
  price: number;
  stock: number;
  current: boolean;
}

/**
 * The wear picker: this item and its other exteriors and variants on sale (`ex`), Factory New first, the
 * plain variant before StatTrak™ and Souvenir. Duplicates of the current id are dropped.
 */
export function wearOptions(goods: MallGoods, ex: readonly ItemVariant[]): WearOption[] {
  const current: WearOption = {
    id: goods.id,
    short: goods.appearance.short,
    wear: goods.appearance.value,
    type: goods.type.name,
    price: goods.price,
    stock: goods.stock,
    current: true,
  };
  const others = ex
    .filter((variant) => variant.id !== goods.id)
    .map((variant) => ({
      id: variant.id,
      short: variant.appearance.short,
      wear: variant.appearance.value,
      type: variant.type.name,
      price: variant.price,
      stock: variant.stock,
      current: false,
    }));
  return [current, ...others].sort(
    (a, b) =>
      rank(TYPE_ORDER, a.type) - rank(TYPE_ORDER, b.type) ||
      rank(WEAR_ORDER, a.short) - rank(WEAR_ORDER, b.short) ||
      a.price - b.price ||
      a.id - b.id,
  );
}

/** `ST` / `SV` for the picker's variant mark, '' for the plain item. */
export function variantMark(type: string): string {
  return type === 'StatTrak™' ? 'ST' : type === 'Souvenir' ? 'SV' : '';
}

/** Adds `resume=1` to the return address, so the page reopens the purchase after a top-up. */
export function resumeHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('resume', '1');
  return `${pathname}?${params.toString()}`;
}

/** Where an owned item came from, as the item page names it (`other` for a source it has no words for). */
export const OWNED_ORIGINS = ['case', 'free', 'battle', 'upgrade', 'mall', 'raffle', 'event', 'promotion'] as const;
export type OwnedOrigin = (typeof OWNED_ORIGINS)[number] | 'other';

export function ownedOrigin(source: string): OwnedOrigin {
  return (OWNED_ORIGINS as readonly string[]).includes(source) ? (source as OwnedOrigin) : 'other';
}

/** A fee rate as a percentage, to a tenth (`0.05` → `5`, `0.075` → `7.5`). */
export function feePercent(rate: number): string {
  return Number.isFinite(rate) && rate > 0 ? String(Math.round(rate * 1000) / 10) : '0';
}

/**
 * An amount exactly as credited: cents when it has no thousandths (`$9.50`), else all three decimals
 * (`$0.285`), so "price − fee = what you get" adds up as written.
 */
export function formatExact(amount: number, sign = '$'): string {
  const milli = amountToMilli(amount);
  const abs = Math.abs(milli);
  const text = abs % 10 === 0 ? (abs / 1000).toFixed(2) : (abs / 1000).toFixed(3);
  return `${milli < 0 ? MINUS : ''}${sign}${text}`;
}
