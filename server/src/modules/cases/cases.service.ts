import type { BoxDetail, BoxSummary } from '@dropforge/shared/contract';
import {
  type Lang,
  type Milli,
  maxMilli,
  parseContents,
  RARITY_COLORS as RARITY_ORDER,
  TICKETS_TOTAL,
  toAmount,
  ZERO_MILLI,
} from '@dropforge/shared/domain';
import { AppError } from '../../platform/http';
import { type PictureSource, pictureUrl } from '../../platform/images';
import type { CatalogService } from '../catalog';
import { applySwitches, type ResolvedCase, resolveCases } from './cases.catalog';
import type { CaseContent } from './cases.content';
import { createPaidOpen, type OpenDeps } from './cases.open';
import * as designed from './designed.repo';
import * as versions from './versions.repo';

type Log = { warn: (msg: string) => void };

const CACHE_MS = 60_000;

export type CasesDeps = OpenDeps & {
  catalog: CatalogService;
  content: CaseContent;
  defaultRtp: number;
  log: Log;
};

const topColors = new WeakMap<ResolvedCase, string>();

/** The colour of a case's rarest item (cached per resolved case). */
function topColorOf(c: ResolvedCase): string {
  let color = topColors.get(c);
  if (color) return color;
  let rank = 0;
  for (const g of c.goods.values()) rank = Math.max(rank, RARITY_ORDER.indexOf(g.qualityColor.toLowerCase()));
  color = RARITY_ORDER[rank]!;
  topColors.set(c, color);
  return color;
}

const nameIn = (names: Partial<Record<Lang, string>> & { en: string }, lang: Lang) => names[lang] || names.en;

export function createCasesService(deps: CasesDeps) {
  const { database, catalog } = deps;
  let cache: { until: number; cases: ResolvedCase[]; byId: Map<string, ResolvedCase> } | undefined;
  let loading: Promise<ResolvedCase[]> | undefined;

  const lists = new Map<Lang, { from: ResolvedCase[]; answer: ReturnType<typeof listOf> }>();
  /** The case list of one language, built again only when the cases are (every `CACHE_MS` at most). */
  function listOf(resolved: ResolvedCase[], lang: Lang) {
    // Free boxes have their own list (`/api/free`).
    const cases = resolved.filter((c) => c.enabled && !c.free);
    const known = deps.content.categories;
    const ids = [...new Set([...known.map((k) => k.id), ...cases.map((c) => c.category)])];
    const list = ids.flatMap((id) => {
      const members = cases.filter((c) => c.category === id).sort((a, b) => a.price - b.price);
      if (members.length === 0) return [];
      const cat = known.find((k) => k.id === id);
      return [{ id, name: cat ? cat.names?.[lang] || cat.name : id, list: members.map((c) => summary(c, lang)) }];
    });
    return { list };
  }

  const details = new Map<string, { from: ResolvedCase; answer: BoxDetail }>();
  /** A case's page of one language, built again only when the case is re-resolved. */
  function detailOf(c: ResolvedCase, lang: Lang): BoxDetail {
    return {
      ...summary(c, lang),
      category: c.category,
      expected_value: toAmount(c.ev),
      contents_hash: c.contentsHash,
      rtp: c.price > 0 ? Math.round((c.ev / c.price) * 10_000) / 10_000 : 0,
      items: c.ranges.map((r) => ({
        goods: catalog.goodsView(c.goods.get(Number(r.goodsId))!, lang),
        odds: ((r.to - r.from) / TICKETS_TOTAL) * 100,
        tickets: r.to - r.from,
        ticket_from: r.from,
        ticket_to: r.to,
      })),
    };
  }

  /** The cases at current catalogue prices, re-resolved every minute (and after `reload`). */
  async function all(): Promise<ResolvedCase[]> {
    if (cache && Date.now() < cache.until) return cache.cases;
    loading ??= Promise.all([designed.allDesigned(database.db), designed.allSwitches(database.db)])
      .then(async ([rows, switches]) => {
        const resolved = await resolveCases(deps.content, catalog, deps.defaultRtp, deps.log, rows);
        // Known before any roll is drawn against it, so every roll's case_hash finds its table.
        await versions.recordVersions(
          database.db,
          resolved.map((c) => ({ boxId: c.id, hash: c.contentsHash, contents: c.contents })),
        );
        const now = Date.now();
        const { cases, next } = applySwitches(resolved, switches, now);
        // A scheduled case opens or closes on time: the list is resolved again at its next boundary.
        cache = {
          until: Math.min(now + CACHE_MS, next ?? Number.POSITIVE_INFINITY),
          cases,
          byId: new Map(cases.map((c) => [c.id, c])),
        };
        return cases;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  async function byId(id: string): Promise<ResolvedCase> {
    await all();
    const box = cache?.byId.get(id);
    if (!box) throw new AppError('box_not_found');
    return box;
  }

  const summary = (c: ResolvedCase, lang: Lang): BoxSummary => ({
    id: c.id,
    name: nameIn(c.names, lang),
    picture: pictureUrl('case', c.id, c.pictureOrigin, lang),
    price: toAmount(c.price),
    level: c.level,
    kind: c.kind,
    top_color: topColorOf(c),
    ...(c.free ? { free: c.free.type } : {}),
  });

  const open = createPaidOpen(deps, byId);

  return {
    all,
    byId,
    summary,
    /** Forgets resolved cases (after a catalogue import or price refresh). */
    reload() {
      cache = undefined;
    },
    /** The source of `/img/case/:id` pictures: the case's picture, else its own art in its best rarity's colour. */
    async pictureSource(id: string, lang: Lang): Promise<PictureSource | undefined> {
      await all();
      const c = cache?.byId.get(id);
      return c && { origin: c.pictureOrigin, art: { kind: 'case', name: nameIn(c.names, lang), color: topColorOf(c) } };
    },
    /** The price of the case's dearest item now ("a case worth up to …"), or null for an unknown case. */
    async topValue(id: string): Promise<Milli | null> {
      await all();
      const c = cache?.byId.get(id);
      if (!c) return null;
      let top = ZERO_MILLI;
      for (const g of c.goods.values()) top = maxMilli(top, g.price);
      return top;
    },
    /** A ticket table the site has had, by its hash (`GET /api/box/version/{hash}`). */
    async version(hash: string) {
      const row = await versions.versionByHash(database.db, hash);
      if (!row) throw new AppError('case_version_not_found');
      return {
        hash: row.hash,
        box_id: row.box_id,
        created_at: new Date(row.created_at).toISOString(),
        contents: row.contents,
        items: parseContents(row.contents).map((l) => ({
          goods_id: Number(l.goodsId),
          ticket_from: l.from,
          ticket_to: l.to,
        })),
      };
    },

    /** The change log of case contents, newest first (`GET /api/box/versions`). */
    async versions(q: { box_id?: string; page: number; limit: number }) {
      const { rows, total } = await versions.versionPage(database.db, q.box_id, q.limit, (q.page - 1) * q.limit);
      return {
        list: rows.map((r) => ({ hash: r.hash, box_id: r.box_id, created_at: new Date(r.created_at).toISOString() })),
        page: q.page,
        total,
      };
    },

    /** Name and picture of a case for the drop feed (from the cache; null when unknown). */
    boxInfo(id: string) {
      const c = cache?.byId.get(id);
      return c ? { id: c.id, name: c.names.en, picture: c.picture } : null;
    },

    async list(lang: Lang) {
      const cases = await all();
      const known = lists.get(lang);
      if (known?.from === cases) return known.answer;
      const answer = listOf(cases, lang);
      lists.set(lang, { from: cases, answer });
      return answer;
    },

    async detail(id: string, lang: Lang): Promise<BoxDetail> {
      const c = await byId(id);
      const key = `${id}:${lang}`;
      const known = details.get(key);
      if (known?.from === c) return known.answer;
      const answer = detailOf(c, lang);
      details.set(key, { from: c, answer });
      return answer;
    },

    open,
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
