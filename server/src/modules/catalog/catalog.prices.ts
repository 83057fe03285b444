import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { type Milli, maxMilli, milli, roundToMilli } from '@dropforge/shared/domain';
import type { GoodsDraft } from './catalog.build';
import type { PriceSourceName } from './catalog.types';

/** Prices in thousandths of a USD by market hash name. */
export type PriceMap = Map<string, Milli>;

export interface PriceSource {
  name: PriceSourceName;
  load(): Promise<PriceMap>;
}

export type PriceSettings = {
  /** `auto` = `file` when the price file exists, else `estimate`. */
  source: PriceSourceName | 'auto';
  /** Absolute path of the JSON price file (items carrying `market_hash_name` and `price_usd`). */
  file: string;
  skinportUrl: string;
};

const toMilli = (usd: number) => milli(Math.round(usd * 1000));

/**
 * `file`: a JSON file `{items: [{market_hash_name, price_usd}], cases?: [{name, price_usd}]}` (in development
 * and CI the third-party `../shared/data/cs2-catalog.json`, read at run time and never copied).
 */
export function filePriceSource(path: string): PriceSource {
  return {
    name: 'file',
    async load() {
      const data = JSON.parse(await readFile(path, 'utf8')) as {
        items?: Array<{ market_hash_name?: string; price_usd?: number | null }>;
        cases?: Array<{ name?: string; price_usd?: number | null }>;
      };
      const prices: PriceMap = new Map();
      for (const item of data.items ?? []) {
        if (item.market_hash_name && typeof item.price_usd === 'number' && item.price_usd > 0) {
          prices.set(item.market_hash_name, toMilli(item.price_usd));
        }
      }
      for (const box of data.cases ?? []) {
        if (box.name && typeof box.price_usd === 'number' && box.price_usd > 0 && !prices.has(box.name)) {
          prices.set(box.name, toMilli(box.price_usd));
        }
      }
      return prices;
    },
  };
}

/**
 * `skinport`: the public Skinport items API (`[{market_hash_name, suggested_price, min_price, …}]`, USD).
 * The suggested price is used; items without one take their lowest listing. The API answers brotli only.
 */
export function skinportPriceSource(url: string, timeoutMs = 30_000): PriceSource {
  return {
    name: 'skinport',
    async load() {
      const res = await fetch(url, {
        headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`Skinport answered ${res.status}`);
      const rows = (await res.json()) as Array<{
        market_hash_name?: string;
        suggested_price?: number | null;
        min_price?: number | null;
      }>;
      if (!Array.isArray(rows)) throw new Error('Skinport answered something other than a list');
      const prices: PriceMap = new Map();
      for (const row of rows) {
        const usd = row.suggested_price ?? row.min_price;
        if (row.market_hash_name && typeof usd === 'number' && usd > 0) prices.set(row.market_hash_name, toMilli(usd));
      }
      return prices;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Estimate (offline fallback; docs/decisions.md "Estimated prices")
//
//   price = base(rarity, category) × wear(exterior) × variant(type) × class(weapon class) × spread(hash name)
//
//   base, USD      Consumer 0.04, Industrial 0.10, Mil-Spec 0.25, Restricted 1.20, Classified 5, Covert 22,
//                  Contraband skins 1500; knives 220, gloves 180 (both count as Contraband);
//                  stickers/patches/charms/music kits: Base 0.05, High 0.15, Remarkable 0.60, Exotic 2.50,
//                  Extraordinary 12, Contraband 400; agents: Distinguished 2, Exceptional 5, Superior 10,
//                  Master 25; containers 0.80 (weapon cases), 0.50 otherwise
//   wear           FN 1.60, MW 1.20, FT 1.00, WW 0.85, BS 0.75, Vanilla 1.30, none 1.00
//   variant        StatTrak™ ×2.0 (knives ×1.25), Souvenir ×3.0, Normal ×1
//   class          rifle 1.3, sniper 1.3, pistol 1.0, smg 0.8, heavy 0.7, equipment 0.8, others 1.0
//   spread         0.75 … 1.25, from a hash of the market hash name (FNV-1a), so equal-rarity items differ
//                  a little but every import gives the same price
//   result         rounded half away from zero to the thousandth, at least $0.03
// ---------------------------------------------------------------------------------------------

const SKIN_BASE: Record<string, number> = {
  'Consumer Grade': 0.04,
  'Industrial Grade': 0.1,
  'Mil-Spec Grade': 0.25,
  Restricted: 1.2,
  Classified: 5,
  Covert: 22,
  Contraband: 1500,
};
const GRAPHIC_BASE: Record<string, number> = {
  'Base Grade': 0.05,
  'Industrial Grade': 0.1,
  'High Grade': 0.15,
  Remarkable: 0.6,
  Exotic: 2.5,
  Extraordinary: 12,
  Contraband: 400,
};
const AGENT_BASE: Record<string, number> = { Distinguished: 2, Exceptional: 5, Superior: 10, Master: 25 };
const WEAR_FACTOR: Record<string, number> = { FN: 1.6, MW: 1.2, FT: 1, WW: 0.85, BS: 0.75, Vanilla: 1.3 };
const CLASS_FACTOR: Record<string, number> = {
  rifle: 1.3,
  sniper: 1.3,
  pistol: 1,
  smg: 0.8,
  heavy: 0.7,
  equipment: 0.8,
};

function spread(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return 0.75 + (h % 1001) / 2000;
}

export type EstimateInput = Pick<GoodsDraft, 'hashName' | 'quality' | 'appearance' | 'category' | 'kind'>;

/** The documented estimate of one goods, in thousandths. */
export function estimatePrice(g: EstimateInput): Milli {
  const type = g.category.type;
  let base: number;
  if (type === 'knife') base = 220;
  else if (type === 'gloves') base = 180;
  else if (type === 'agent') base = AGENT_BASE[g.quality.value] ?? 2;
  else if (type === 'container') base = g.category.value === 'Case' ? 0.8 : 0.5;
  else if (['sticker', 'patch', 'charm', 'musickit'].includes(type)) base = GRAPHIC_BASE[g.quality.value] ?? 0.15;
  else base = SKIN_BASE[g.quality.value] ?? 0.1;
  const wear = WEAR_FACTOR[g.appearance.short] ?? 1;
  const variant = g.kind === 'stattrak' ? (type === 'knife' ? 1.25 : 2) : g.kind === 'souvenir' ? 3 : 1;
  const usd = base * wear * variant * (CLASS_FACTOR[type] ?? 1) * spread(g.hashName);
  return maxMilli(milli(30), roundToMilli(usd));
}

/** `estimate`: no market data at all; every price comes from `estimatePrice` (rows flagged 'estimate'). */
export const estimatePriceSource: PriceSource = { name: 'estimate', load: async () => new Map() };

/** The configured source; `auto` picks the file when it exists, else the estimate. */
export function choosePriceSource(settings: PriceSettings): PriceSource {
  switch (settings.source) {
    case 'file':
      return filePriceSource(settings.file);
    case 'skinport':
      return skinportPriceSource(settings.skinportUrl);
    case 'estimate':
      return estimatePriceSource;
    default:
      return existsSync(settings.file) ? filePriceSource(settings.file) : estimatePriceSource;
  }
}
