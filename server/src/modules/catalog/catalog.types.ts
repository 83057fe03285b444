/** Weapon class or item family of a goods row (`category.type`). */
export const CATEGORY_TYPES = [
  'knife',
  'gloves',
  'rifle',
  'sniper',
  'pistol',
  'smg',
  'heavy',
  'equipment',
  'sticker',
  'agent',
  'charm',
  'patch',
  'musickit',
  'container',
] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export type WearCode = 'FN' | 'MW' | 'FT' | 'WW' | 'BS';
export type GoodsKind = 'normal' | 'stattrak' | 'souvenir';
export type ContainerKind = 'weapon_case' | 'sticker_capsule' | 'graffiti_box' | 'souvenir_package' | 'other';
export type PriceSourceName = 'file' | 'skinport' | 'estimate';

/** One entry of a container's contents: a cs2-lib item (all its wears) with its rarity; `special` = rare special (★). */
export type ContainerItem = { item_id: number; rarity: string; color: string; special: boolean };
