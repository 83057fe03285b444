import {
  type ExtractResult,
  type Paged,
  TRADE_URL,
  type Transaction,
  type Withdrawal,
  type WithdrawalsQuery,
} from '@dropforge/shared/contract';
import { type Lang, toAmount } from '@dropforge/shared/domain';
import { type Database, isoTime } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import type { Player } from '../../platform/ports';
import type { CatalogService } from '../catalog';
import type { Inventory } from '../inventory';
import type { HistorySource } from '../wallet';
import * as repo from './withdrawals.repo';
import type { WithdrawalSettings } from './withdrawals.settings';
import { type Notify, withdrawalViews } from './withdrawals.view';

type Withdrawer = Pick<Player, 'id' | 'tradeUrl' | 'flagged'>;

/** The signed-in player as the session gives it: the saved trade URL and the operator's flag. */

export type WithdrawalsDeps = {
  database: Database;
  catalog: CatalogService;
  inventory: Inventory;
  settings: WithdrawalSettings;
  /** The provider new withdrawals go through (`sandbox` or `waxpeer`). */
  providerId: string;
  /** A player's lifetime paid deposits, thousandths (from payments, injected by app.ts). */
  depositTotal: (userId: number) => Promise<number>;
  /** The operator's flag, read from the account now (sessions may answer a few seconds old). */
  flagged: (userId: number) => Promise<boolean>;
  notify: Notify;
  /** Queues the first step of new withdrawals (pg-boss; nothing without workers). */
  schedule: (ids: number[]) => Promise<void>;
};

const TICKER_SIZE = 10;
const isUniqueViolation = (e: unknown) => {
  const err = (e as { cause?: unknown }).cause ?? e;
  return (err as { code?: string }).code === '23505';
};

/** Withdrawals (issue 6): requests, the player's list, the ticker and the transaction-history entries. */
export function createWithdrawalsService(deps: WithdrawalsDeps) {
  const { database, catalog, inventory, settings } = deps;

  /** Rules that block a player from withdrawing (configuration, decision in docs/decisions.md). */
  async function checkAllowed(player: Withdrawer): Promise<void> {
    if (player.flagged || (await deps.flagged(player.id))) throw new AppError('withdraw_blocked');
    if (settings.minDeposit > 0 && (await deps.depositTotal(player.id)) < settings.minDeposit)
      throw new AppError('withdraw_blocked');
  }

  return {
    /**
     * `POST /api/system_shop/extract`: one `in_progress` withdrawal per item, the items locked (`owned →
     * withdrawing`, all or nothing: "Withdraw failed" when any is not the player's owned item) in the same
     * transaction. The market steps run in jobs after the answer.
     */
    async extract(player: Withdrawer, knapsackIds: number[], lang: Lang): Promise<ExtractResult> {
      const ids = [...new Set(knapsackIds)].sort((a, b) => a - b);
      if (ids.length === 0) throw new AppError('select_items');
      if (!player.tradeUrl) throw new AppError('trade_url_required');
      if (!TRADE_URL.test(player.tradeUrl)) throw new AppError('trade_url_invalid');
      await checkAllowed(player);
      const tradeUrl = player.tradeUrl;
      let rows: repo.WithdrawalRow[];
      try {
        rows = await database.withTx(async (tx) => {
          const items = await inventory.lock(tx, player.id, ids, 'withdraw_failed');
          const created = await repo.insertWithdrawals(tx, {
            userId: player.id,
            provider: deps.providerId,
            tradeUrl,
            items: items.map((i) => ({ knapsackId: i.knapsack_id, goodsId: i.goods_id, price: i.current_price })),
          });
          await answerInTx(tx, { list: await withdrawalViews(created, lang, catalog) });
          return created;
        });
      } catch (e) {
        // The partial unique index on active withdrawals backs the item lock.
        if (isUniqueViolation(e)) throw new AppError('withdraw_failed');
        throw e;
      }
      await deps.schedule(rows.map((r) => r.id));
      await deps.notify(rows);
      return { list: await withdrawalViews(rows, lang, catalog) };
    },

    /** `GET /api/withdrawals`: the player's withdrawals, newest first. */
    async list(userId: number, q: WithdrawalsQuery, lang: Lang): Promise<Paged<Withdrawal>> {
      const { rows, total } = await repo.page(database.db, userId, {
        state: q.state,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return { list: await withdrawalViews(rows, lang, catalog), page: q.page, total };
    },

    /** The ticker's `withdrawal` part: the latest delivered items (names are masked by the content module). */
    async recent(): Promise<{ withdrawal: Array<{ name: string; goods: { hash_name: string } }> }> {
      const rows = await repo.recentSuccessful(database.db, TICKER_SIZE);
      const goods = new Map((await catalog.findGoods(rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
      return {
        withdrawal: rows.flatMap((r) => {
          const g = goods.get(Number(r.goods_id));
          return g ? [{ name: r.name, goods: { hash_name: g.hashName } }] : [];
        }),
      };
    },

    /**
     * Withdrawals in the transaction history (type `withdrawal`): no balance moves, so each is an item entry
     * (amount 0, the item with its value) with the withdrawal's state, order number `WD<id>` and the item's name.
     */
    history: {
      type: 'withdrawal',
      async latest(userId: number, limit: number, lang: Lang): Promise<Transaction[]> {
        const { rows } = await repo.page(database.db, userId, { limit, offset: 0 });
        const goods = new Map((await catalog.findGoods(rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
        return rows.map((r) => {
          const g = goods.get(r.goods_id);
          const view = g ? catalog.goodsView(g, lang) : null;
          return {
            id: r.id,
            type: 'withdrawal',
            amount: 0,
            currency: 'money',
            date: isoTime(r.created_at),
            state: r.state,
            order_sn: `WD${r.id}`,
            memo: g?.hashName ?? '',
            ...(view
              ? {
                  items: [
                    {
                      knapsack_id: r.knapsack_id,
                      goods_id: view.id,
                      name: view.name,
                      hash_name: view.hash_name,
                      picture: view.picture,
                      quality: view.quality,
                      price: toAmount(r.price),
                    },
                  ],
                  item_count: 1,
                }
              : {}),
          };
        });
      },
      count: (userId: number) => repo.countByUser(database.db, userId),
    } satisfies HistorySource,
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
