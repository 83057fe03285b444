import type { Lang, Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ContainerItem } from './catalog.types';

/**
 * One tradeable CS2 item variant (spec §3 Goods): a cs2-lib item × wear × Normal/StatTrak™/Souvenir.
 * `id` is derived from the cs2-lib item id and the variant (catalog.build.ts `goodsIdOf`), so a
 * re-import keeps every id. Rows are never deleted: owned items point at them.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey(),
    /** Steam market hash name, e.g. `StatTrak™ AK-47 | Redline (Field-Tested)`; prices are keyed by it. */
    hashName: text('hash_name').notNull().unique(),
    /** English display name without the exterior, e.g. `StatTrak™ AK-47 | Redline`. */
    eName: text('e_name').notNull(),
    /** The display name in each of the 12 site languages (Valve's names from cs2-lib). */
    names: jsonb('names').$type<Record<Lang, string>>().notNull(),
    picture: text('picture').notNull(),
    /** USD in thousandths. */
    price: bigint('price', { mode: 'number' }).$type<Milli>().notNull(),
    /** 'file' | 'skinport' | 'estimate' (an estimate is not market data; operators see the flag). */
    priceSource: text('price_source').notNull(),
    priceUpdatedAt: timestamp('price_updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rarity name (spec §3), knives and gloves always `Contraband`, and its colour. */
    quality: text('quality').notNull(),
    qualityColor: text('quality_color').notNull(),
    /** Exterior: `Factory New` … `Battle-Scarred`, `Vanilla` (plain knives) or `Not Painted`; short FN/MW/FT/WW/BS/Vanilla/NP. */
    appearance: text('appearance').notNull(),
    appearanceShort: text('appearance_short').notNull(),
    /** Weapon class or item family: knife, gloves, rifle, sniper, pistol, smg, heavy, equipment, sticker, … */
    categoryType: text('category_type').notNull(),
    /** Weapon name (`AK-47`, `Karambit`), or the family label for the rest (`Sticker`, `Case`, …). */
    categoryValue: text('category_value').notNull(),
    /** `StatTrak™` | `Souvenir` | `Normal` (from the name). */
    typeName: text('type_name').notNull(),
    wName: text('w_name').notNull(),
    /** Float range of this variant: the skin's range within the wear tier; null when it has no float. */
    floatMin: doublePrecision('float_min'),
    floatMax: doublePrecision('float_max'),
    /** cs2-lib item id (containers list their contents by it). */
    itemId: integer('item_id').notNull(),
    kind: text('kind').notNull(),
    wear: text('wear'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_item_idx').on(t.itemId),
    index('goods_quality_idx').on(t.quality),
    index('goods_category_idx').on(t.categoryType, t.categoryValue),
    index('goods_price_idx').on(t.price),
    check('goods_price_check', sql`${t.price} >= 0`),
  ],
);

/**
 * cs2-lib containers (weapon cases, souvenir packages, sticker capsules …) with their contents, for the
 * cases module to build official odds: `items` lists each content item once (all its wears and
 * StatTrak™ twins are goods rows with that `item_id`), with its rarity and whether it is a rare special.
 */
export const containers = pgTable('containers', {
  id: integer('id').primaryKey(),
  /** The container's own goods row (null for kinds that are not goods, e.g. graffiti boxes). */
  goodsId: integer('goods_id'),
  hashName: text('hash_name').notNull(),
  names: jsonb('names').$type<Record<Lang, string>>().notNull(),
  picture: text('picture').notNull(),
  /** weapon_case | souvenir_package | sticker_capsule | graffiti_box | other */
  kind: text('kind').notNull(),
  /** Whether its skins can drop as StatTrak™ (Valve: 10 %). */
  statTrak: boolean('stat_trak').notNull(),
  items: jsonb('items').$type<ContainerItem[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
