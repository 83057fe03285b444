import { LANGS, type Milli } from '@dropforge/shared/domain';
import type { Db } from '../../platform/db';
import { buildCatalog, type GoodsDraft, type NameTables } from './catalog.build';
import { cs2Items, loadItemNames } from './catalog.cs2';
import { estimatePrice, estimatePriceSource, type PriceSource } from './catalog.prices';
import * as repo from './catalog.repo';
import type { CategoryType } from './catalog.types';

export type ImportFilter = {
  /** Only goods of these families (e.g. `['knife', 'gloves']`); containers are always imported. */
  categories?: CategoryType[];
  /** At most this many goods (after `categories`), in id order. For tests; a full import takes a few seconds. */
  limit?: number;
};

export type ImportSummary = {
  goods: number;
  inserted: number;
  updated: number;
  unchanged: number;
  containers: number;
  containersChanged: number;
  /** Goods of the whole table by price source after the import. */
  bySource: Record<string, number>;
  source: string;
  ms: number;
};

const BATCH = 2500;

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** Builds the catalogue from cs2-lib (no I/O besides reading the package), with its 12 name tables. */
export async function buildFromLibrary() {
  const names = {} as NameTables;
  for (const lang of LANGS) names[lang] = loadItemNames(lang);
  const library = await cs2Items();
  try {
    return buildCatalog(library.items, names);
  } finally {
    library.release();
  }
}

function applyFilter(drafts: GoodsDraft[], filter: ImportFilter | undefined): GoodsDraft[] {
  let out = drafts;
  if (filter?.categories) {
    const wanted = new Set(filter.categories);
    out = out.filter((g) => wanted.has(g.category.type));
  }
  if (filter?.limit !== undefined) out = [...out].sort((a, b) => a.id - b.id).slice(0, filter.limit);
  return out;
}

/** Loads a source's prices; a market source that fails leaves the import to the estimate (logged). */
async function loadPrices(source: PriceSource, log: Log) {
  try {
    return { source, prices: await source.load() };
  } catch (e) {
    if (source.name === 'file') throw e;
    log.warn(`price source ${source.name} failed (${(e as Error).message}); importing with estimated prices`);
    return { source: estimatePriceSource, prices: new Map<string, Milli>() };
  }
}

/**
 * Idempotent import: upserts every goods row and container (ids derived from cs2-lib, so a re-import
 * keeps them), never deletes. Runs in one transaction under an advisory lock, so two instances booting
 * together import once after the other and the second changes nothing.
 */
export async function importCatalog(
  db: Db,
  options: {
    source: PriceSource;
    filter?: ImportFilter;
    log: Log;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<ImportSummary> {
  const started = Date.now();
  const built = await buildFromLibrary();
  const drafts = applyFilter(built.goods, options.filter);
  const { source, prices } = await loadPrices(options.source, options.log);
  const rows: repo.GoodsInsert[] = drafts.map((g) => {
    const market = prices.get(g.hashName);
    return {
      id: g.id,
      hashName: g.hashName,
      eName: g.eName,
      names: g.names,
      picture: g.picture,
      price: market ?? estimatePrice(g),
      priceSource: market === undefined ? 'estimate' : source.name,
      quality: g.quality.value,
      qualityColor: g.quality.color,
      appearance: g.appearance.value,
      appearanceShort: g.appearance.short,
      categoryType: g.category.type,
      categoryValue: g.category.value,
      typeName: g.typeName,
      wName: g.wName,
      floatMin: g.floatMin,
      floatMax: g.floatMax,
      itemId: g.itemId,
      kind: g.kind,
      wear: g.wear,
    };
  });

  let inserted = 0;
  let updated = 0;
  let containersChanged = 0;
  options.onProgress?.(0, rows.length);
  await db.transaction(async (tx) => {
    await repo.lockImport(tx);
    for (let i = 0; i < rows.length; i += BATCH) {
      const result = await repo.upsertGoods(tx, rows.slice(i, i + BATCH));
      inserted += result.inserted;
      updated += result.updated;
      options.onProgress?.(Math.min(i + BATCH, rows.length), rows.length);
    }
    containersChanged = await repo.upsertContainers(
      tx,
      built.containers.map((c) => ({ ...c, items: c.items })),
    );
  });
  const bySource = Object.fromEntries((await repo.priceSourceCounts(db)).map((r) => [r.source, r.n]));
  return {
    goods: rows.length,
    inserted,
    updated,
    unchanged: rows.length - inserted - updated,
    containers: built.containers.length,
    containersChanged,
    bySource,
    source: source.name,
    ms: Date.now() - started,
  };
}

/** Refreshes prices from a market source: changes `price` (and its source) of known goods, nothing else. */
export async function refreshPrices(db: Db, source: PriceSource): Promise<{ known: number; changed: number }> {
  const prices = await source.load();
  const changed = await repo.updatePrices(db, prices, source.name);
  return { known: prices.size, changed };
}

export function summaryLine(s: ImportSummary): string {
  const sources = Object.entries(s.bySource)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
  return (
    `catalog import: ${s.goods} goods (${s.inserted} new, ${s.updated} changed, ${s.unchanged} unchanged), ` +
    `${s.containers} containers (${s.containersChanged} changed); prices by source: ${sources}; ${(s.ms / 1000).toFixed(1)} s`
  );
}
