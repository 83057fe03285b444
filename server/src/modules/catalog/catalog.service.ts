import type { Goods, GoodsConfigClass, GoodsConfigEntry, GoodsConfigResult } from '@dropforge/shared/contract';
import { type Lang, toAmount } from '@dropforge/shared/domain';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/http';
import { type PictureSource, pictureUrl } from '../../platform/images';
import { NOT_PAINTED, RARITIES, VANILLA, WEARS } from './catalog.build';
import * as repo from './catalog.repo';
import { CATEGORY_TYPES, type CategoryType } from './catalog.types';

export type { ContainerRow, GoodsRow } from './catalog.repo';

const CATEGORY_LABELS: Record<CategoryType, string> = {
  knife: 'Knives',
  gloves: 'Gloves',
  rifle: 'Rifles',
  sniper: 'Sniper Rifles',
  pistol: 'Pistols',
  smg: 'SMGs',
  heavy: 'Heavy',
  equipment: 'Equipment',
  sticker: 'Stickers',
  agent: 'Agents',
  charm: 'Charms',
  patch: 'Patches',
  musickit: 'Music Kits',
  container: 'Containers',
};
const APPEARANCES = [...WEARS.map((w) => ({ value: w.name, short: w.code })), VANILLA, NOT_PAINTED];
const TYPE_NAMES = ['Normal', 'StatTrak™', 'Souvenir'];
const CONFIG_TTL_MS = 60_000;

/** Where a goods picture comes from, and its drawn art: the weapon model's silhouette in the rarity colour. */
export function goodsPicture(row: repo.GoodsRow, lang: Lang): PictureSource {
  return {
    origin: row.picture,
    art: {
      kind: 'item',
      model: row.wName,
      category: row.categoryType,
      color: row.qualityColor,
      name: row.names[lang] || row.eName,
      wear: row.wear,
      variant: row.typeName,
    },
  };
}

/** The spec's Goods shape of a row, named in `lang`; its picture is served by `/img/` (platform/images). */
export function goodsView(row: repo.GoodsRow, lang: Lang): Goods {
  return {
    id: row.id,
    hash_name: row.hashName,
    eName: row.eName,
    name: row.names[lang] || row.names.en || row.eName,
    picture: pictureUrl('goods', row.id, row.picture, lang),
    price: toAmount(row.price),
    price_source: row.priceSource,
    quality: { value: row.quality, color: row.qualityColor },
    appearance: { value: row.appearance, short: row.appearanceShort },
    category: { type: row.categoryType, value: row.categoryValue },
    type: { name: row.typeName },
    wName: row.wName,
    ex: { en: row.appearance, jx: row.appearanceShort },
    float: row.floatMin === null || row.floatMax === null ? null : { min: row.floatMin, max: row.floatMax },
  };
}

export function createCatalogService(db: Db) {
  const configCache = new Map<GoodsConfigClass, { at: number; list: GoodsConfigEntry[] }>();

  async function buildConfig(cls: GoodsConfigClass): Promise<GoodsConfigEntry[]> {
    if (cls === 'category') {
      const rows = await repo.categoryCounts(db);
      return CATEGORY_TYPES.flatMap((type) => {
        const values = rows.filter((r) => r.type === type).map((r) => ({ value: r.value, count: r.n }));
        if (values.length === 0) return [];
        const count = values.reduce((sum, v) => sum + v.count, 0);
        return [{ value: type, label: CATEGORY_LABELS[type], count, values }];
      });
    }
    const column = cls === 'quality' ? 'quality' : cls === 'appearance' ? 'appearance' : 'type_name';
    const counts = new Map((await repo.countsBy(db, column)).map((r) => [r.value, r.n]));
    if (cls === 'quality') {
      return RARITIES.filter((r) => counts.has(r.value)).map((r) => ({
        value: r.value,
        label: r.value,
        color: r.color,
        count: counts.get(r.value)!,
      }));
    }
    if (cls === 'appearance') {
      return APPEARANCES.filter((a) => counts.has(a.value)).map((a) => ({
        value: a.value,
        label: a.value,
        short: a.short,
        count: counts.get(a.value)!,
      }));
    }
    return TYPE_NAMES.filter((t) => counts.has(t)).map((t) => ({ value: t, label: t, count: counts.get(t)! }));
  }

  return {
    goodsView,

    /** The source of `/img/goods/:id` pictures. */
    async pictureSource(id: string, lang: Lang): Promise<PictureSource | undefined> {
      const [row] = await repo.findGoodsByIds(db, [Number(id)]);
      return row ? goodsPicture(row, lang) : undefined;
    },

    /** Goods rows by id (any order; unknown ids are left out). */
    findGoods: (ids: number[]) => repo.findGoodsByIds(db, [...new Set(ids)]),

    /** Goods rows by Steam market hash name (unknown names are left out). */
    findGoodsByHashNames: (names: string[]) => repo.findGoodsByHashNames(db, [...new Set(names)]),

    /** Every goods row of cs2-lib items (all wears and StatTrak™/Souvenir twins), e.g. of a case's contents. */
    goodsOfItems: (itemIds: number[]) => repo.findGoodsByItemIds(db, [...new Set(itemIds)]),

    /** Goods by price range and name part, ordered by price (the upgrade target picker, the mall). */
    search: (q: repo.GoodsSearch) => repo.searchGoods(db, q),

    async goods(id: number, lang: Lang): Promise<Goods> {
      const [row] = await repo.findGoodsByIds(db, [id]);
      if (!row) return fail('not_found');
      return goodsView(row, lang);
    },

    /** A container with its contents (cs2-lib item ids with rarity and the rare-special flag). */
    container: (id: number) => repo.findContainer(db, id),
    containers: (kind?: string) => repo.listContainers(db, kind),
    containersOfItem: (itemId: number) => repo.containersOfItem(db, itemId),

    /** Filter dictionaries (`GET /api/goods_config/{class}`), cached for a minute. */
    async goodsConfig(cls: GoodsConfigClass): Promise<GoodsConfigResult> {
      const cached = configCache.get(cls);
      if (cached && Date.now() - cached.at < CONFIG_TTL_MS) return { class: cls, list: cached.list };
      const list = await buildConfig(cls);
      configCache.set(cls, { at: Date.now(), list });
      return { class: cls, list };
    },

    /** Forgets the cached dictionaries (after an import). */
    invalidate: () => configCache.clear(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
