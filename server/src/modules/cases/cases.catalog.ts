import { createHash } from 'node:crypto';
import {
  caseOdds,
  contentsText,
  designForRtp,
  expectedValue,
  type FreeType,
  type Lang,
  type Milli,
  maxMilli,
  milli,
  type OddsEntry,
  type OfficialItem,
  officialOdds,
  priceForRtp,
  type TicketRange,
  ticketRanges,
  type ValveRarity,
  validateOdds,
  ZERO_MILLI,
} from '@dropforge/shared/domain';
import { pictureUrl } from '../../platform/images';
import type { CatalogService, GoodsRow } from '../catalog';
import { type CaseContent, slugOf } from './cases.content';
import type { DesignedRow, SwitchRow } from './designed.schema';

/** A case ready to open: its odds as ticket ranges over goods, and its price at current catalogue prices. */
export type ResolvedCase = {
  id: string;
  kind: 'official' | 'site';
  names: Partial<Record<Lang, string>> & { en: string };
  category: string;
  /** The same-origin picture (`/img/case/…`, English art); `pictureOrigin` is where it is fetched from. */
  picture: string;
  pictureOrigin: string;
  level: number;
  enabled: boolean;
  rtp: number;
  price: Milli;
  ev: Milli;
  entries: OddsEntry[];
  ranges: TicketRange[];
  goods: Map<number, GoodsRow>;
  /** Free boxes (content `free` block): price 0, opened by the free-box rules. */
  free?: { type: FreeType; depositHours: number | null };
  /** `contents_hash`: SHA-256 of `contents`, the ticket table every roll of this case is drawn against. */
  contentsHash: string;
  contents: string;
  /** One open's expected payout and its variance at current prices (thousandths), for the realised RTP. */
  odds: { expected: number; variance: number };
};

/** The version and odds a resolved case carries, from its ticket table and goods prices. */
function versioned(c: Omit<ResolvedCase, 'contentsHash' | 'contents' | 'odds'>): ResolvedCase {
  const contents = contentsText(c.ranges.map((r) => ({ goodsId: r.goodsId, from: r.from, to: r.to })));
  const { expected, variance } = caseOdds(
    c.ranges.map((r) => ({ tickets: r.to - r.from, price: c.goods.get(Number(r.goodsId))!.price })),
    c.price,
  );
  return {
    ...c,
    contents,
    contentsHash: createHash('sha256').update(contents, 'utf8').digest('hex'),
    odds: { expected, variance },
  };
}

const RARITY: Record<string, ValveRarity> = {
  'Mil-Spec Grade': 'milSpec',
  Restricted: 'restricted',
  Classified: 'classified',
  Covert: 'covert',
};

type Log = { warn: (msg: string) => void };

/** The case's price from its EV and RTP; at least 1 thousandth. */
function priced(entries: OddsEntry[], goods: Map<number, GoodsRow>, rtp: number) {
  const ev = expectedValue(entries.map((e) => ({ tickets: e.tickets, price: goods.get(Number(e.goodsId))!.price })));
  return { ev, price: maxMilli(milli(1), priceForRtp(ev, rtp)) };
}

/**
 * Official odds of a weapon case (DESIGN §5, Valve's published tiers): each content item's goods are its
 * wears (normal and, where the case has them, StatTrak™), weighted by the width of each wear's float range
 * within the skin's range (a uniform float); rare specials share the 0.26 % tier. Souvenirs never drop.
 * Answers undefined when the catalogue lacks goods of an item (e.g. a partial import).
 */
export function officialEntries(
  container: { items: Array<{ item_id: number; rarity: string; special: boolean }>; statTrak: boolean },
  goodsOfItem: Map<number, GoodsRow[]>,
): OddsEntry[] | undefined {
  const items: OfficialItem[] = [];
  for (const content of container.items) {
    const rarity: ValveRarity | undefined = content.special ? 'rareSpecial' : RARITY[content.rarity];
    if (!rarity) continue;
    const variants = (goodsOfItem.get(content.item_id) ?? [])
      .filter((g) => g.kind === 'normal' || (g.kind === 'stattrak' && container.statTrak))
      .sort((a, b) => a.id - b.id)
      .map((g) => ({
        goodsId: g.id,
        statTrak: g.kind === 'stattrak',
        wearWeight: g.floatMin === null || g.floatMax === null ? 1 : Math.max(g.floatMax - g.floatMin, 1e-6),
      }));
    if (variants.length === 0) return undefined;
    items.push({ rarity, variants });
  }
  if (items.length === 0) return undefined;
  return officialOdds(items);
}

/** Resolves the content against the catalogue; cases whose goods are missing are left out (logged once). */
export async function resolveCases(
  content: CaseContent,
  catalog: CatalogService,
  defaultRtp: number,
  log: Log,
  designed: readonly DesignedRow[] = [],
): Promise<ResolvedCase[]> {
  const out: ResolvedCase[] = [];
  const missing: string[] = [];

  if (content.official.length > 0) {
    const containers = await catalog.containers('weapon_case');
    const byName = new Map(containers.map((c) => [c.hashName, c]));
    const wanted = content.official.flatMap((f) => f.containers.map((name) => ({ file: f, name })));
    const itemIds = wanted.flatMap(({ name }) => byName.get(name)?.items.map((i) => i.item_id) ?? []);
    const goodsOfItem = new Map<number, GoodsRow[]>();
    for (const g of await catalog.goodsOfItems(itemIds)) {
      const list = goodsOfItem.get(g.itemId) ?? [];
      list.push(g);
      goodsOfItem.set(g.itemId, list);
    }
    for (const { file, name } of wanted) {
      const container = byName.get(name);
      const entries = container && officialEntries(container, goodsOfItem);
      if (!container || !entries) {
        missing.push(name);
        continue;
      }
      const ids = new Set(entries.map((e) => Number(e.goodsId)));
      const goods = new Map<number, GoodsRow>();
      for (const list of goodsOfItem.values()) for (const g of list) if (ids.has(g.id)) goods.set(g.id, g);
      const rtp = file.rtp ?? defaultRtp;
      const id = slugOf(name);
      out.push(
        versioned({
          id,
          kind: 'official',
          names: { ...container.names, en: container.names.en ?? name },
          category: file.category,
          picture: pictureUrl('case', id, container.picture),
          pictureOrigin: container.picture,
          level: file.level,
          enabled: true,
          rtp,
          ...priced(entries, goods, rtp),
          entries,
          ranges: ticketRanges(entries),
          goods,
        }),
      );
    }
  }

  const hashNames = content.site.flatMap((c) => c.items.map((i) => i.hash_name));
  const byHash = new Map((await catalog.findGoodsByHashNames(hashNames)).map((g) => [g.hashName, g]));
  for (const file of content.site) {
    const rows = file.items.map((i) => byHash.get(i.hash_name));
    if (rows.some((r) => !r)) {
      missing.push(file.id);
      continue;
    }
    const goods = new Map(rows.map((r) => [r!.id, r!]));
    const entries = file.items.map((item, i) => ({ goodsId: rows[i]!.id, tickets: item.tickets }));
    validateOdds(entries);
    const rtp = file.rtp ?? defaultRtp;
    const dearest = [...goods.values()].sort((a, b) => b.price - a.price)[0]!;
    const value = priced(entries, goods, rtp);
    out.push(
      versioned({
        id: file.id,
        kind: 'site',
        names: { ...file.names, en: file.name },
        category: file.category,
        picture: pictureUrl('case', file.id, file.picture ?? dearest.picture),
        pictureOrigin: file.picture ?? dearest.picture,
        level: file.level,
        enabled: file.enabled,
        rtp,
        ev: value.ev,
        price: file.free ? ZERO_MILLI : value.price,
        entries,
        ranges: ticketRanges(entries),
        goods,
        ...(file.free ? { free: { type: file.free.type, depositHours: file.free.deposit_hours ?? null } } : {}),
      }),
    );
  }
  out.push(...(await resolveDesigned(designed, catalog, missing)));
  if (missing.length > 0) {
    log.warn(`cases: ${missing.length} case(s) left out, their goods are not in the catalogue: ${missing.join(', ')}`);
  }
  return out;
}

/** Odds for a site case of `goods` at `targetRtp` (the `cases:design` script). */
export function designSiteCase(goods: Array<{ id: number; price: Milli }>, targetRtp: number, casePrice?: Milli) {
  return designForRtp(
    goods.map((g) => ({ goodsId: g.id, price: g.price })),
    targetRtp,
    casePrice,
  );
}

/** The published designed cases (issue 25): their frozen tables over goods ids, priced like site cases. */
async function resolveDesigned(designed: readonly DesignedRow[], catalog: CatalogService, missing: string[]) {
  const published = designed.filter((d) => d.version > 0 && d.items && d.rtp !== null);
  const ids = published.flatMap((d) => d.items!.map((i) => i.goods_id));
  const byId = new Map((ids.length ? await catalog.findGoods(ids) : []).map((g) => [g.id, g]));
  const out: ResolvedCase[] = [];
  for (const d of published) {
    const rows = d.items!.map((i) => byId.get(i.goods_id));
    if (rows.some((r) => !r || r.price <= 0)) {
      missing.push(d.id);
      continue;
    }
    const goods = new Map(rows.map((r) => [r!.id, r!]));
    const entries = d.items!.map((i) => ({ goodsId: i.goods_id, tickets: i.tickets }));
    validateOdds(entries);
    const dearest = [...goods.values()].sort((a, b) => b.price - a.price)[0]!;
    const rtp = d.rtp!;
    out.push(
      versioned({
        id: d.id,
        kind: 'site',
        names: { en: d.name ?? d.id },
        category: d.category ?? 'site',
        picture: pictureUrl('case', d.id, dearest.picture),
        pictureOrigin: dearest.picture,
        level: d.level,
        enabled: false,
        rtp,
        ...priced(entries, goods, rtp),
        entries,
        ranges: ticketRanges(entries),
        goods,
      }),
    );
  }
  return out;
}

/**
 * The console's switches over resolved cases at `now`: a switched case is on only inside its window. Answers the
 * cases and the next time a window opens or closes (the resolved list must be recomputed then), if any.
 */
export function applySwitches(cases: ResolvedCase[], switches: readonly SwitchRow[], now: number) {
  const byId = new Map(switches.map((s) => [s.boxId, s]));
  let next: number | undefined;
  const consider = (t: Date | null) => {
    const ms = t ? new Date(t).getTime() : undefined;
    if (ms !== undefined && ms > now && (next === undefined || ms < next)) next = ms;
    return ms;
  };
  const out = cases.map((c) => {
    const s = byId.get(c.id);
    if (!s) return c;
    const from = consider(s.availableFrom);
    const until = consider(s.availableUntil);
    const open = s.enabled && (from === undefined || from <= now) && (until === undefined || now < until);
    return open === c.enabled ? c : { ...c, enabled: open };
  });
  return { cases: out, next };
}
