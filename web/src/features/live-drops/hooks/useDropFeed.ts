import { useEffect, useState } from 'react';
import { DROP_CHANNEL, siteSocket } from '../../../lib/ws';

/** A drop as the strip shows it; fields are read defensively until the drop feed contract lands. */
export interface LiveDrop {
  id: string;
  itemName: string;
  rarityColor: string;
  price: number | null;
  userName: string;
  image: string;
  top: boolean;
}

/** Live strip length (spec §9). */
export const STRIP_SIZE = 30;
/** A "best drop" is priced 10 or more (spec §9). */
export const TOP_DROP_MIN = 10;

function str(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function toDrop(raw: unknown): LiveDrop | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const goods = (r.goods && typeof r.goods === 'object' ? r.goods : r) as Record<string, unknown>;
  const itemName = str(goods.hash_name) || str(goods.name) || str(r.item_name);
  if (!itemName) return null;
  const price = Number(goods.price ?? r.price);
  return {
    id: str(r.id) || `${itemName}-${Date.now()}-${Math.random()}`,
    itemName,
    rarityColor: str(goods.rarity_color) || str(r.rarity_color) || '#b0c3d9',
    price: Number.isFinite(price) ? price : null,
    userName: str(r.user_name) || str(r.name),
    image: str(goods.image) || str(r.image),
    top: Number.isFinite(price) && price >= TOP_DROP_MIN,
  };
}

/** Subscribes to DropKanbanChannel; new drops are prepended (they slide in from the left). */
export function useDropFeed(): LiveDrop[] {
  const [drops, setDrops] = useState<LiveDrop[]>([]);
  useEffect(() => {
    const release = siteSocket.retain();
    const off = siteSocket.subscribe(DROP_CHANNEL, (_event, data) => {
      const list = Array.isArray(data) ? data : [data];
      const fresh = list.map(toDrop).filter((d): d is LiveDrop => d !== null);
      if (fresh.length > 0) setDrops((prev) => [...fresh, ...prev].slice(0, STRIP_SIZE));
    });
    return () => {
      off();
      release();
    };
  }, []);
  return drops;
}
