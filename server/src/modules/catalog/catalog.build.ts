import { LANGS, type Lang } from '@dropforge/shared/domain';
import type { CS2EconomyItem } from '@ianlucas/cs2-lib';
import type { CategoryType, ContainerItem, ContainerKind, GoodsKind, WearCode } from './catalog.types';

/**
 * Builds the goods (one row per tradeable variant: item × wear × Normal/StatTrak™/Souvenir) and the
 * containers from cs2-lib. Pure: no I/O, the same input always gives the same rows and ids.
 */

export type GoodsDraft = {
  id: number;
  hashName: string;
  eName: string;
  names: Record<Lang, string>;
  picture: string;
  quality: { value: string; color: string };
  appearance: { value: string; short: string };
  category: { type: CategoryType; value: string };
  typeName: 'StatTrak™' | 'Souvenir' | 'Normal';
  wName: string;
  ex: { en: string; jx: string };
  floatMin: number | null;
  floatMax: number | null;
  itemId: number;
  kind: GoodsKind;
  wear: WearCode | null;
};

export type ContainerDraft = {
  id: number;
  goodsId: number | null;
  hashName: string;
  names: Record<Lang, string>;
  picture: string;
  kind: ContainerKind;
  statTrak: boolean;
  items: ContainerItem[];
};

/** Wear tiers with Valve's float boundaries (a tier exists for a skin when its float range overlaps it). */
export const WEARS: ReadonlyArray<{ code: WearCode; name: string; min: number; max: number }> = [
  { code: 'FN', name: 'Factory New', min: 0, max: 0.07 },
  { code: 'MW', name: 'Minimal Wear', min: 0.07, max: 0.15 },
  { code: 'FT', name: 'Field-Tested', min: 0.15, max: 0.38 },
  { code: 'WW', name: 'Well-Worn', min: 0.38, max: 0.45 },
  { code: 'BS', name: 'Battle-Scarred', min: 0.45, max: 1 },
];
/** Knives without a finish ("★ Karambit"). */
export const VANILLA = { value: 'Vanilla', short: 'Vanilla' };
/** Everything that has no exterior at all: stickers, agents, cases, charms, patches, music kits. */
export const NOT_PAINTED = { value: 'Not Painted', short: 'NP' };

const KIND_CODE: Record<GoodsKind, number> = { normal: 0, stattrak: 1, souvenir: 2 };

/**
 * The stable goods id: `libItemId × 100 + kind × 10 + wear`, kind 0 Normal, 1 StatTrak™, 2 Souvenir;
 * wear 0 none (or Vanilla), 1 FN … 5 BS. E.g. 134_512 = item 1345, StatTrak™, Minimal Wear.
 */
export function goodsIdOf(itemId: number, kind: GoodsKind, wear: WearCode | null): number {
  const w = wear ? WEARS.findIndex((x) => x.code === wear) + 1 : 0;
  return itemId * 100 + KIND_CODE[kind] * 10 + w;
}

/** `type.name` as the spec detects it: from the market hash name. */
export function typeNameOf(hashName: string): GoodsDraft['typeName'] {
  if (hashName.includes('StatTrak™')) return 'StatTrak™';
  if (hashName.startsWith('Souvenir ')) return 'Souvenir';
  return 'Normal';
}

// Valve's rarity names by colour for each family of items (spec §3 rarity names).
const SKIN_RARITY: Record<string, string> = {
  '#ded6cc': 'Consumer Grade',
  '#b0c3d9': 'Consumer Grade',
  '#5e98d9': 'Industrial Grade',
  '#4b69ff': 'Mil-Spec Grade',
  '#8847ff': 'Restricted',
  '#d32ce6': 'Classified',
  '#eb4b4b': 'Covert',
  '#e4ae39': 'Contraband',
};
const GRAPHIC_RARITY: Record<string, string> = {
  '#ded6cc': 'Base Grade',
  '#b0c3d9': 'Base Grade',
  '#5e98d9': 'Industrial Grade',
  '#4b69ff': 'High Grade',
  '#8847ff': 'Remarkable',
  '#d32ce6': 'Exotic',
  '#eb4b4b': 'Extraordinary',
  '#e4ae39': 'Contraband',
};
const AGENT_RARITY: Record<string, string> = {
  '#4b69ff': 'Distinguished',
  '#8847ff': 'Exceptional',
  '#d32ce6': 'Superior',
  '#eb4b4b': 'Master',
};
export const CONTRABAND = { value: 'Contraband', color: '#e4ae39' };

/** Every rarity name with its colour, in ascending order (the quality dictionary of the filters). */
export const RARITIES: ReadonlyArray<{ value: string; color: string }> = [
  { value: 'Base Grade', color: '#b0c3d9' },
  { value: 'Consumer Grade', color: '#b0c3d9' },
  { value: 'Industrial Grade', color: '#5e98d9' },
  { value: 'Mil-Spec Grade', color: '#4b69ff' },
  { value: 'High Grade', color: '#4b69ff' },
  { value: 'Distinguished', color: '#4b69ff' },
  { value: 'Restricted', color: '#8847ff' },
  { value: 'Remarkable', color: '#8847ff' },
  { value: 'Exceptional', color: '#8847ff' },
  { value: 'Classified', color: '#d32ce6' },
  { value: 'Exotic', color: '#d32ce6' },
  { value: 'Superior', color: '#d32ce6' },
  { value: 'Covert', color: '#eb4b4b' },
  { value: 'Extraordinary', color: '#eb4b4b' },
  { value: 'Master', color: '#eb4b4b' },
  CONTRABAND,
];

function qualityOf(item: CS2EconomyItem, category: CategoryType): { value: string; color: string } {
  // Spec §3: knives and gloves always count as Contraband.
  if (category === 'knife' || category === 'gloves') return CONTRABAND;
  const color = item.rarity ?? '#b0c3d9';
  const table =
    category === 'agent'
      ? AGENT_RARITY
      : item.isWeapon()
        ? SKIN_RARITY
        : category === 'container'
          ? {}
          : GRAPHIC_RARITY;
  const value = table[color] ?? 'Base Grade';
  return { value, color: value === 'Base Grade' ? '#b0c3d9' : color };
}

function categoryOf(item: CS2EconomyItem): CategoryType | undefined {
  switch (item.type) {
    case 'weapon':
      if (item.isSniperRifle()) return 'sniper';
      if (item.isPistol()) return 'pistol';
      if (item.isSMG()) return 'smg';
      if (item.isRifle()) return 'rifle';
      if (item.isHeavy()) return 'heavy';
      if (item.isEquipment()) return 'equipment';
      return undefined;
    case 'melee':
      return 'knife';
    case 'glove':
      return 'gloves';
    case 'sticker':
      return 'sticker';
    case 'agent':
      return 'agent';
    case 'keychain':
      return item.name.startsWith('Charm |') ? 'charm' : undefined; // sticker slabs are left out
    case 'patch':
      return 'patch';
    case 'musickit':
      return 'musickit';
    case 'case':
      return 'container';
    default:
      return undefined; // graffiti, keys, tools, collectibles, stubs, default utility
  }
}

const CONTAINER_KIND: Record<number, ContainerKind> = {
  0: 'weapon_case',
  1: 'sticker_capsule',
  2: 'graffiti_box',
  3: 'souvenir_package',
};
const CONTAINER_LABEL: Record<ContainerKind, string> = {
  weapon_case: 'Case',
  sticker_capsule: 'Sticker Capsule',
  graffiti_box: 'Graffiti Box',
  souvenir_package: 'Souvenir Package',
  other: 'Container',
};
const TYPE_LABEL: Partial<Record<CategoryType, string>> = {
  sticker: 'Sticker',
  agent: 'Agent',
  charm: 'Charm',
  patch: 'Patch',
  musickit: 'Music Kit',
};

/** cs2-lib prefixes agents, containers and keys with their type ("Agent | …"); the market name has none. */
const dropTypePrefix = (name: string) => name.replace(/^[^|]*\|\s*/, '');

/** Names by language; `names` maps a site language to cs2-lib's `{itemId: name}` of that language. */
export type NameTables = Record<Lang, Map<number, string>>;

export function buildCatalog(
  items: CS2EconomyItem[],
  names: NameTables,
): { goods: GoodsDraft[]; containers: ContainerDraft[] } {
  // Which skins come out of which containers: StatTrak™ exists for skins (and knives) of weapon cases,
  // Souvenir for skins of souvenir packages.
  const statTrakIds = new Set<number>();
  const souvenirIds = new Set<number>();
  // A package's collection counts too: cs2-lib lists the contents of some souvenir packages only by collection.
  const statTrakCollections = new Set<string>();
  const souvenirCollections = new Set<string>();
  const containers = items.filter((i) => i.type === 'case' && (i.rawContents?.length ?? 0) > 0);
  for (const box of containers) {
    const ids = [...(box.rawContents ?? []), ...(box.rawSpecials ?? [])];
    const statTrak = (box.containerType === 0 && box.statTrakless !== true) || box.statTrakOnly === true;
    if (statTrak) for (const id of ids) statTrakIds.add(id);
    if (box.containerType === 3) for (const id of ids) souvenirIds.add(id);
    if (box.collection && statTrak) statTrakCollections.add(box.collection);
    if (box.collection && box.containerType === 3) souvenirCollections.add(box.collection);
  }
  for (const item of items) {
    if (item.collection && statTrakCollections.has(item.collection)) statTrakIds.add(item.id);
    if (item.collection && souvenirCollections.has(item.collection)) souvenirIds.add(item.id);
  }

  const localized = (item: CS2EconomyItem, decorate: (name: string) => string) => {
    const out = {} as Record<Lang, string>;
    for (const lang of LANGS) out[lang] = decorate(names[lang].get(item.id) || names.en.get(item.id) || item.name);
    return out;
  };

  const goods: GoodsDraft[] = [];
  const byHash = new Map<string, GoodsDraft>();
  /** Items that share a market name (Doppler phases) collapse onto the first item's goods. */
  const canonical = new Map<number, number>();
  const add = (draft: GoodsDraft) => {
    const seen = byHash.get(draft.hashName);
    if (seen) {
      canonical.set(draft.itemId, seen.itemId);
      return;
    }
    byHash.set(draft.hashName, draft);
    goods.push(draft);
  };

  // Doppler phases share a market name: the first phase wins, then the lowest id (stable across imports).
  const phaseFirst = (i: CS2EconomyItem) => (i.altName?.startsWith('Phase') ? 0 : 1);
  const ordered = [...items].sort((a, b) => phaseFirst(a) - phaseFirst(b) || a.id - b.id);
  for (const item of ordered) {
    const category = categoryOf(item);
    if (!category || item.free) continue;
    const quality = qualityOf(item, category);
    const picture = item.image ? item.getImage() : '';
    const star = category === 'knife' || category === 'gloves' ? '★ ' : '';

    if (category === 'container') {
      const kind = CONTAINER_KIND[item.containerType ?? -1] ?? 'other';
      if (kind === 'other' || kind === 'graffiti_box') continue;
      const hashName = dropTypePrefix(item.name);
      add({
        id: goodsIdOf(item.id, 'normal', null),
        hashName,
        eName: hashName,
        names: localized(item, dropTypePrefix),
        picture,
        quality,
        appearance: NOT_PAINTED,
        category: { type: category, value: CONTAINER_LABEL[kind] },
        typeName: 'Normal',
        wName: CONTAINER_LABEL[kind],
        ex: { en: NOT_PAINTED.value, jx: NOT_PAINTED.short },
        floatMin: null,
        floatMax: null,
        itemId: item.id,
        kind: 'normal',
        wear: null,
      });
      continue;
    }

    if (category === 'gloves' && item.base) continue; // bare gloves are not tradeable
    const paintable = (item.isWeapon() || item.isMelee() || item.isGloves()) && !item.base;
    const vanillaKnife = item.isMelee() && item.base === true;
    const wName =
      item.isWeapon() || item.isMelee() || item.isGloves() ? (item.parent ?? item).name : TYPE_LABEL[category]!;
    const kinds: GoodsKind[] = ['normal'];
    // Every knife comes out of cases, so every knife has a StatTrak™ twin (cs2-lib's old cases list few finishes).
    if (item.isMelee() || (statTrakIds.has(item.id) && (item.hasStatTrak() || item.isMusicKit())))
      kinds.push('stattrak');
    if (souvenirIds.has(item.id) && item.isWeapon()) kinds.push('souvenir');
    const englishBase = item.isAgent() ? dropTypePrefix(item.name) : item.name;

    for (const kind of kinds) {
      const prefix = `${star}${kind === 'stattrak' ? 'StatTrak™ ' : ''}${kind === 'souvenir' ? 'Souvenir ' : ''}`;
      const decorate = (name: string) => `${prefix}${item.isAgent() ? dropTypePrefix(name) : name}`;
      const eName = `${prefix}${englishBase}`;
      const common = {
        eName,
        names: localized(item, decorate),
        picture,
        quality,
        category: { type: category, value: wName },
        typeName:
          kind === 'stattrak'
            ? ('StatTrak™' as const)
            : kind === 'souvenir'
              ? ('Souvenir' as const)
              : ('Normal' as const),
        wName,
        itemId: item.id,
        kind,
      };
      if (paintable) {
        const min = item.wearMin ?? 0;
        const max = item.wearMax ?? 1;
        for (const wear of WEARS) {
          if (!(min < wear.max && max > wear.min)) continue;
          add({
            ...common,
            id: goodsIdOf(item.id, kind, wear.code),
            hashName: `${eName} (${wear.name})`,
            appearance: { value: wear.name, short: wear.code },
            ex: { en: wear.name, jx: wear.code },
            floatMin: Math.max(min, wear.min),
            floatMax: Math.min(max, wear.max),
            wear: wear.code,
          });
        }
      } else {
        const appearance = vanillaKnife ? VANILLA : NOT_PAINTED;
        add({
          ...common,
          id: goodsIdOf(item.id, kind, null),
          hashName: eName,
          appearance,
          ex: { en: appearance.value, jx: appearance.short },
          floatMin: vanillaKnife ? 0 : null,
          floatMax: vanillaKnife ? 1 : null,
          wear: null,
        });
      }
    }
  }

  const rarityOf = new Map(goods.map((g) => [g.itemId, g.quality]));
  const containerGoods = new Map(goods.filter((g) => g.category.type === 'container').map((g) => [g.itemId, g.id]));
  const contentOf = (id: number, special: boolean): ContainerItem | undefined => {
    const itemId = canonical.get(id) ?? id;
    const quality = rarityOf.get(itemId);
    return quality ? { item_id: itemId, rarity: quality.value, color: quality.color, special } : undefined;
  };
  const containerDrafts: ContainerDraft[] = containers.map((box) => {
    const kind = CONTAINER_KIND[box.containerType ?? -1] ?? 'other';
    const seen = new Set<number>();
    const list: ContainerItem[] = [];
    for (const [ids, special] of [
      [box.rawContents ?? [], false],
      [box.rawSpecials ?? [], true],
    ] as const) {
      for (const id of ids) {
        const entry = contentOf(id, special);
        if (entry && !seen.has(entry.item_id)) {
          seen.add(entry.item_id);
          list.push(entry);
        }
      }
    }
    return {
      id: box.id,
      goodsId: containerGoods.get(box.id) ?? null,
      hashName: dropTypePrefix(box.name),
      names: localized(box, dropTypePrefix),
      picture: box.image ? box.getImage() : '',
      kind,
      statTrak: (kind === 'weapon_case' && box.statTrakless !== true) || box.statTrakOnly === true,
      items: list,
    };
  });
  return { goods, containers: containerDrafts };
}
