import type { EventPrizes, PrizeOdds, PrizeView } from '@dropforge/shared/contract';
import { type Lang, type Milli, milli, type Prize, parseMilli, toAmount } from '@dropforge/shared/domain';
import { AppError } from '../../platform/http';
import type { GoodsRow } from '../catalog';
import type { EngineDeps } from './events.deps';
import type { Definitions, EventDef, MechanicSpec } from './events.load';
import * as repo from './events.repo';

/** Prizes as players see them: their value, their views, an event's prize table, odds and a player's draws. */
export function createPrizeViews(
  deps: Pick<EngineDeps, 'database' | 'catalog' | 'cases' | 'clock'>,
  mechanics: ReadonlyMap<string, MechanicSpec>,
  definitions: Pick<Definitions, 'events'>,
) {
  const { clock } = deps;
  const goodsCache = new Map<string, { row: GoodsRow; at: number }>();

  async function goodsByName(names: string[]): Promise<Map<string, GoodsRow>> {
    const fresh = clock.now() - 60_000;
    const missing = names.filter((n) => (goodsCache.get(n)?.at ?? 0) < fresh);
    if (missing.length) {
      for (const row of await deps.catalog.findGoodsByHashNames(missing))
        goodsCache.set(row.hashName, { row, at: clock.now() });
    }
    return new Map(names.flatMap((n) => (goodsCache.has(n) ? [[n, goodsCache.get(n)!.row] as const] : [])));
  }

  /** A prize's value in thousandths for `events:cost` (cases: their expected value; unknown items: 0). */
  async function prizeValue(prize: Prize): Promise<Milli> {
    switch (prize.kind) {
      case 'case':
        return (await deps.cases.byId(prize.case_id)).ev;
      case 'item':
        return (await goodsByName([prize.hash_name])).get(prize.hash_name)?.price ?? milli(0);
      default:
        return parseMilli(String(prize.amount));
    }
  }

  async function views(prizes: readonly Prize[], lang: Lang): Promise<PrizeView[]> {
    const names = prizes.flatMap((p) => (p.kind === 'item' ? [p.hash_name] : []));
    const goods = names.length ? await goodsByName(names) : new Map<string, GoodsRow>();
    return Promise.all(
      prizes.map(async (p): Promise<PrizeView> => {
        if (p.kind === 'case') {
          const box = await deps.cases.byId(p.case_id).catch(() => undefined);
          return {
            kind: 'case',
            amount: box ? toAmount(box.ev) : null,
            name: box ? (box.names[lang] ?? box.names.en) : p.case_id,
            picture: box?.picture ?? null,
            case_id: p.case_id,
          };
        }
        if (p.kind === 'item') {
          const row = goods.get(p.hash_name);
          const view = row ? deps.catalog.goodsView(row, lang) : undefined;
          return {
            kind: 'item',
            amount: row ? toAmount(row.price) : null,
            name: view?.hash_name ?? p.hash_name,
            picture: view?.picture ?? null,
            case_id: null,
          };
        }
        return { kind: p.kind, amount: p.amount, name: null, picture: null, case_id: null };
      }),
    );
  }

  /** An event's published prize table by key, running or not (verifying a past draw); 404 when it has none. */
  async function prizeTable(key: string, lang: Lang): Promise<EventPrizes> {
    const event = definitions.events.find((e) => e.key === key && e.prizes.length > 0);
    if (!event) throw new AppError('event_not_found');
    const shown = await views(event.prizes, lang);
    return {
      key: event.key,
      mechanic: event.mechanic,
      game: mechanics.get(event.mechanic)?.game ?? null,
      title: event.title[lang],
      prizes: shown.map((v, i) => ({ ...v, tickets: event.prizes[i]!.tickets })),
    };
  }

  /** A player's latest drawn takes of an event with their rolls and prizes as shown (prize histories). */
  async function drawHistory(event: EventDef, userId: number, lang: Lang, limit = 20) {
    const game = mechanics.get(event.mechanic)?.game ?? event.mechanic;
    const rows = await repo.latestDraws(deps.database.db, userId, event.key, game, limit);
    const shown = await views(
      rows.map((r) => r.prize as Prize),
      lang,
    );
    return rows.map((r, i) => ({ ...r, view: shown[i]! }));
  }

  /** The prize table with its odds, as players see it. */
  async function odds(event: EventDef, lang: Lang): Promise<PrizeOdds[]> {
    const shown = await views(event.prizes, lang);
    return shown.map((v, i) => ({ ...v, tickets: event.prizes[i]!.tickets }));
  }

  return { goodsByName, valueOf: prizeValue, views, prizeTable, drawHistory, odds };
}

export type PrizeViews = ReturnType<typeof createPrizeViews>;
