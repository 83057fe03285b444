import { randomUUID } from 'node:crypto';
import type { BoxDetail, BoxSummary, OpenResult } from '@dropforge/shared/contract';
import {
  type Lang,
  type Milli,
  maxMilli,
  openCost,
  parseContents,
  RARITY_COLORS as RARITY_ORDER,
  TICKETS_TOTAL,
  toAmount,
  ZERO_MILLI,
} from '@dropforge/shared/domain';
import type { Database } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import { type PictureSource, pictureUrl } from '../../platform/images';
import { recordMetric } from '../../platform/metrics';
import { PLAY } from '../../platform/modules';
import type { BetHook, CouponUse, PlayerRef, PlayGate } from '../../platform/ports';
import type { CatalogService } from '../catalog';
import { tally } from '../fair';
import { wallet } from '../wallet';
import { applySwitches, type ResolvedCase, resolveCases } from './cases.catalog';
import type { CaseContent } from './cases.content';
import * as designed from './designed.repo';
import type { Opening } from './opening';
import * as versions from './versions.repo';

type Log = { warn: (msg: string) => void };

const CACHE_MS = 60_000;

export type CasesDeps = {
  database: Database;
  catalog: CatalogService;
  opening: Opening;
  content: CaseContent;
  defaultRtp: number;
  /** The player's VIP level (level-gated cases). */
  levelOf: (userId: number) => Promise<number>;
  /** Work of modules above inside each open's transaction (extension point `bets`: VIP rakeback). */
  bets?: () => readonly BetHook[];
  /** Responsible gaming before a paid open, inside its transaction (extension point `playGate`). */
  gate?: PlayGate;
  /** Coupons taken off an open's price (extension point `coupons`; none: a coupon is refused). */
  coupons?: () => readonly CouponUse[];
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

    /**
     * Opens `number` cases in one transaction: debit, then `opening.draw` (one roll per case from the player's
     * seed pair, the drops into the backpack, the rolls and the drop feed). Any failure changes nothing. Drops
     * are published after commit. Free boxes are not sold: they open through the free-box rules.
     */
    async open(
      player: PlayerRef,
      id: string,
      number: number,
      lang: Lang,
      requestKey?: string,
      couponId?: number,
    ): Promise<OpenResult> {
      const box = await byId(id);
      if (!box.enabled) throw new AppError('box_disabled');
      if (box.free) throw new AppError('box_conditions');
      if (box.level > 0 && (await deps.levelOf(player.id)) < box.level) throw new AppError('box_conditions');
      const amount = openCost(box.price, number);
      const key = `case:${player.id}:${requestKey ?? randomUUID()}`;
      const opened = await database.withTx(async (tx) => {
        // Responsible gaming inside the open's transaction: a cool-off committed before this commits refuses it.
        await deps.gate?.(player.id, PLAY, tx);
        // A coupon takes its amount off the price: the player pays the rest, `house:promotions` the discount, so
        // revenue still sees the full price of the open.
        let discount = ZERO_MILLI;
        if (couponId !== undefined) {
          const use = deps.coupons?.()[0];
          if (!use) throw new AppError('coupon_not_found');
          discount = await use(tx, { userId: player.id, couponId, target: 'case', price: amount, ref: key });
        }
        const paid = (amount - discount) as Milli;
        const memo = `${number} × ${box.names.en}`;
        const posted =
          paid > 0
            ? await wallet.debit(tx, {
                userId: player.id,
                to: 'revenue',
                currency: 'money',
                amount: paid,
                kind: 'case',
                key,
                ref: { kind: 'box', id: box.id },
                memo,
              })
            : { duplicate: false };
        if (posted.duplicate) throw new AppError('conflict');
        if (discount > 0) {
          await wallet.transfer(tx, {
            from: { house: 'promotions' },
            to: { house: 'revenue' },
            currency: 'money',
            amount: discount,
            kind: 'coupon',
            key: `${key}:coupon`,
            ref: { kind: 'coupon', id: couponId! },
            memo: `coupon on ${memo}`,
          });
        }
        for (const hook of deps.bets?.() ?? [])
          await hook(tx, { userId: player.id, game: 'case', stake: paid, rtp: box.rtp, key, count: number });
        const drawn = await deps.opening.draw(tx, player, box, number, 'case');
        await tally(tx, [
          {
            game: 'case',
            boxId: box.id,
            currency: 'money',
            bets: number,
            wagered: amount,
            paid: drawn.items.reduce((sum, item) => sum + item.price, 0),
            expected: number * box.odds.expected,
            variance: number * box.odds.variance,
          },
        ]);
        const withDiscount = (r: OpenResult): OpenResult => (discount > 0 ? { ...r, discount: toAmount(discount) } : r);
        await answerInTx(tx, withDiscount(deps.opening.answerOf(drawn, lang)));
        return { drawn, withDiscount };
      });
      recordMetric.bet('case', number, amount);
      return opened.withDiscount(deps.opening.delivered(opened.drawn, lang));
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
