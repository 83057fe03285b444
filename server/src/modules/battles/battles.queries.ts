import type {
  BattleDetail,
  BattleHistoryEntry,
  BattleListQuery,
  BattleSummary,
  Paged,
} from '@dropforge/shared/contract';
import { type Lang, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Database } from '../../platform/db';
import { AppError } from '../../platform/http';
import { checkCode } from './battles.access';
import type { BattleBoxes } from './battles.boxes';
import * as lists from './battles.lists.repo';
import * as repo from './battles.repo';
import type { BattleSettings } from './battles.settings';
import { detailView, summaryView, totalsBySlot } from './battles.view';

/** Reading battles: the public list, the caller's battles and history, one battle in full, the counter. */
export function createBattleQueries(deps: { database: Database; boxes: BattleBoxes; settings: BattleSettings }) {
  const { db } = deps.database;

  /** Summaries of battle rows with their seats and totals (two queries for the whole page). */
  async function summaries(rows: repo.BattleRow[], lang: Lang) {
    const ids = rows.map((r) => Number(r.id));
    const [seats, totals] = await Promise.all([repo.seatsOf(db, ids), lists.totalsOf(db, ids)]);
    return rows.map((row) => {
      const own = seats.filter((s) => Number(s.battle_id) === Number(row.id));
      const sums = totalsBySlot(
        row.players,
        totals.filter((t) => Number(t.battle_id) === Number(row.id)).map((t) => ({ slot: t.slot, value: t.total })),
      );
      return { summary: summaryView(row, own, sums, lang), seats: own };
    });
  }

  return {
    async list(q: BattleListQuery, lang: Lang): Promise<Paged<BattleSummary>> {
      const { rows, total } = await lists.publicPage(
        db,
        q.state,
        { by: q.sort, order: q.order },
        q.limit,
        (q.page - 1) * q.limit,
      );
      return { list: (await summaries(rows, lang)).map((s) => s.summary), page: q.page, total };
    },

    async mine(userId: number, page: number, limit: number, lang: Lang): Promise<Paged<BattleSummary>> {
      const { rows, total } = await lists.playerPage(db, userId, ['waiting', 'running'], limit, (page - 1) * limit);
      return { list: (await summaries(rows, lang)).map((s) => s.summary), page, total };
    },

    async history(userId: number, page: number, limit: number, lang: Lang): Promise<Paged<BattleHistoryEntry>> {
      const { rows, total } = await lists.playerPage(db, userId, ['ended', 'cancelled'], limit, (page - 1) * limit);
      const list = (await summaries(rows, lang)).flatMap(({ summary, seats }) => {
        const seat = seats.find((s) => s.user_id === userId);
        if (!seat) return [];
        return [
          {
            ...summary,
            slot: seat.slot,
            paid: summary.state === 'cancelled' ? 0 : summary.cost,
            received: toAmount(seat.received ?? ZERO_MILLI),
            won: seat.won === true,
          },
        ];
      });
      return { list, page, total };
    },

    /** One battle in full; a private one needs its code unless the caller sits in it. */
    async detail(
      id: number,
      viewerId: number | undefined,
      code: string | undefined,
      lang: Lang,
    ): Promise<BattleDetail> {
      const battle = await repo.findBattle(db, id);
      if (!battle) throw new AppError('battle_not_found');
      const [seats, drops] = await Promise.all([repo.seatsOf(db, [id]), repo.dropsOf(db, [id])]);
      if (viewerId !== battle.creator_id) checkCode(battle, code, seats, viewerId);
      const goods = await deps.boxes.goods(drops.map((d) => d.goods_id));
      return detailView(battle, seats, drops, goods, { lang, roundMs: deps.settings.roundMs, viewerId });
    },

    /** `counters.battle`: battles that started. */
    count: () => lists.countStarted(db),
  };
}

export type BattleQueries = ReturnType<typeof createBattleQueries>;
