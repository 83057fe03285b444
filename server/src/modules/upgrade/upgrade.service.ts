import { randomUUID } from 'node:crypto';
import type {
  BoughtWith,
  Goods,
  Paged,
  UpgradeBody,
  UpgradeConfig,
  UpgradeHistoryEntry,
  UpgradeResult,
  UpgradeTargetsQuery,
} from '@dropforge/shared/contract';
import { UPGRADE_HISTORY_PAGE_SIZE, UPGRADE_WON_EVENT, type UpgradeWonEvent } from '@dropforge/shared/contract';
import {
  failureCoins,
  isWin,
  type Lang,
  type Milli,
  milli,
  parseMilli,
  revealDelayMs,
  stakeValue,
  TICKETS_PER_PERCENT,
  TICKETS_TOTAL,
  toAmount,
  type UpgradeChance,
  UpgradeRuleError,
  upgradeChance,
  winningRange,
  winOrLoseOdds,
  ZERO_MILLI,
} from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import { type Database, isoTime, readMilli } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import { recordMetric } from '../../platform/metrics';
import { PLAY } from '../../platform/modules';
import type { BetHook, PlayerRef, PlayGate } from '../../platform/ports';
import type { CatalogService, GoodsRow } from '../catalog';
import { type Fair, tally } from '../fair';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';
import { wallet } from '../wallet';
import * as repo from './upgrade.repo';
import type { UpgradeSettings } from './upgrade.settings';

export type UpgradeDeps = {
  database: Database;
  catalog: CatalogService;
  inventory: Inventory;
  fair: Fair;
  drops: Drops;
  settings: UpgradeSettings;
  log: { warn: (msg: string) => void };
  /** Won upgrades are announced on the player's `notifications.{id}` channel (the notifications module's source). */
  bus?: Bus;
  /** Work of modules above inside each upgrade's transaction (extension point `bets`: VIP rakeback). */
  bets?: () => readonly BetHook[];
  /** Responsible gaming, first thing inside each upgrade's transaction (extension point `playGate`). */
  gate?: PlayGate;
};

/** USD of a query to thousandths (`round` the way the bound needs: floor for "above", ceil for "from"). */
const usdTo = (usd: number, round: (n: number) => number) => milli(round(Math.round(usd * 1_000_000) / 1000));

/**
 * Upgrades (issue 8, docs/architecture.md "upgrade"): a stake of owned items and balance toward one pricier
 * catalogue item, decided by the player's own roll (game `upgrade`) against the pure rules of
 * `shared/domain/upgrade.ts`. One transaction per attempt; any refusal changes nothing.
 */
export function createUpgradeService(deps: UpgradeDeps) {
  const { database, catalog, inventory, fair, settings } = deps;

  function chanceOf(stake: Milli, target: Milli): UpgradeChance {
    try {
      return upgradeChance({ stake, target, rtp: settings.rtp, maxChance: settings.maxChance });
    } catch (e) {
      if (e instanceof UpgradeRuleError) throw new AppError(e.code);
      throw e;
    }
  }

  /** Clear refusals before the transaction: each item the player's, still owned, not a giveaway prize. */
  async function checkStake(userId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = new Map((await inventory.items(ids)).map((r) => [r.knapsack_id, r]));
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || row.owner_id !== userId || row.state !== 'owned') throw new AppError('upgrade_item_unavailable');
      if ((inventory.unsellableSources as readonly string[]).includes(row.source))
        throw new AppError('upgrade_item_raffle');
    }
  }

  async function targetOf(id: number): Promise<GoodsRow> {
    const [target] = await catalog.findGoods([id]);
    if (!target) throw new AppError('upgrade_target_not_found');
    return target;
  }

  return {
    config(): UpgradeConfig {
      return {
        max_items: settings.maxItems,
        max_chance: settings.maxChance,
        rtp: settings.rtp,
        coins_share: settings.coinsShare,
        multipliers: settings.multipliers,
      };
    },

    /** Catalogue goods priced strictly above the stake value `min`, within `[price, max_price]`, by price. */
    async targets(q: UpgradeTargetsQuery, lang: Lang): Promise<Paged<Goods>> {
      const { rows, total } = await catalog.search({
        above: usdTo(q.min, Math.floor),
        from: q.price === undefined ? undefined : usdTo(q.price, Math.ceil),
        to: q.max_price === undefined ? undefined : usdTo(q.max_price, Math.floor),
        name: q.name || undefined,
        sort: q.sort,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      return { list: rows.map((g) => catalog.goodsView(g, lang)), page: q.page, total };
    },

    /**
     * One attempt in one transaction, in this order (so nothing depends on the outcome before it is paid):
     * consume the stake items (conditional owned → consumed, all or nothing), value the stake at current
     * catalogue prices, check the rules, debit the balance part, take the roll, then grant the target or
     * gift the coins, and record the attempt, the roll and (on success) the drop, published after commit.
     */
    async upgrade(player: PlayerRef, body: UpgradeBody, lang: Lang, requestKey?: string): Promise<UpgradeResult> {
      const ids = body.knapsack_id;
      const amount = parseMilli(body.amount);
      if (ids.length === 0 && amount === 0) throw new AppError('select_items');
      if (ids.length > settings.maxItems) throw new AppError('upgrade_max_items');
      const target = await targetOf(body.target_id);
      await checkStake(player.id, ids);

      const done = await database.withTx(async (tx) => {
        await deps.gate?.(player.id, PLAY, tx);
        const staked =
          ids.length === 0
            ? []
            : await inventory.consume(tx, player.id, ids, {
                excludeSources: [...inventory.unsellableSources],
                error: 'upgrade_item_unavailable',
              });
        const stake = stakeValue(
          staked.map((item) => item.current_price),
          amount,
        );
        const odds = chanceOf(stake, target.price);
        let debitTxId: number | null = null;
        if (amount > 0) {
          const posted = await wallet.debit(tx, {
            userId: player.id,
            to: 'revenue',
            currency: 'money',
            amount,
            kind: 'upgrade',
            key: `upgrade:${player.id}:${requestKey ?? randomUUID()}`,
            ref: { kind: 'goods', id: target.id },
            memo: `upgrade → ${target.hashName}`,
          });
          if (posted.duplicate) throw new AppError('conflict');
          debitTxId = posted.txId;
        }
        const [roll] = await fair.nextRolls(tx, player.id, 'upgrade', 1);
        const drawn = roll!;
        const success = isWin(drawn.ticket, odds.winTickets, body.direction);
        // A stake holding mall items (shop score) must not turn into an item that sells for balance.
        const boughtWith: BoughtWith = staked.some((i) => i.bought_with === 'shop_score') ? 'shop_score' : 'money';
        const known = new Map([[target.id, target]]);
        const [item] = success ? await inventory.grant(tx, player.id, [target.id], 'upgrade', boughtWith, known) : [];
        const coins = success ? ZERO_MILLI : failureCoins(stake, settings.coinsShare);
        const id = await repo.insertUpgrade(tx, {
          userId: player.id,
          stakeItems: staked.map((i) => i.knapsack_id).sort((a, b) => a - b),
          amount,
          stakeValue: stake,
          targetGoodsId: target.id,
          targetPrice: target.price,
          winTickets: odds.winTickets,
          direction: body.direction,
          ticket: drawn.ticket,
          success,
          coins,
          knapsackId: item?.knapsack_id ?? null,
          debitTxId,
          seedId: drawn.seedId,
          nonce: drawn.nonce,
          round: drawn.round,
          serverSeedHash: drawn.serverSeedHash,
          clientSeed: drawn.clientSeed,
        });
        const bet = { userId: player.id, game: 'upgrade' as const, stake, rtp: settings.rtp, key: `upgrade:${id}` };
        // Items staked count at their value, as the chance does; the coins of a failed upgrade are a gift, not a payout.
        const promised = winOrLoseOdds(stake, target.price, odds.winTickets / TICKETS_TOTAL);
        await tally(tx, [
          { game: 'upgrade', currency: 'money', bets: 1, ...promised, paid: success ? target.price : 0 },
        ]);
        for (const hook of deps.bets?.() ?? []) await hook(tx, bet);
        if (coins > 0) {
          await wallet.credit(tx, {
            userId: player.id,
            from: 'promotions',
            currency: 'score',
            amount: coins,
            kind: 'upgrade',
            key: `upgrade:coins:${id}`,
            ref: { kind: 'upgrade', id },
            memo: `failed upgrade → ${target.hashName}`,
          });
        }
        const rolls = fair.rollsInsert(player.id, [
          { roll: drawn, refKind: 'upgrade', refId: String(id), goodsId: success ? target.id : undefined },
        ]);
        const drop = item && {
          type: 'upgrade' as const,
          user: player,
          boxId: null,
          goodsId: target.id,
          price: target.price,
          knapsackId: item.knapsack_id,
          revealMs: revealDelayMs.upgrade(),
        };
        const feed = await deps.drops.record(tx, drop ? [drop] : [], rolls);
        const result: UpgradeResult = {
          success,
          chance: odds.chance,
          ticket: drawn.ticket,
          roll: drawn.float,
          range: winningRange(odds.winTickets, body.direction),
          direction: body.direction,
          stake_value: toAmount(stake),
          goods: catalog.goodsView(target, lang),
          knapsack_id: item?.knapsack_id ?? null,
          coins: toAmount(coins),
          nonce: drawn.nonce,
          round: drawn.round,
          serverSeedHash: drawn.serverSeedHash,
          clientSeed: drawn.clientSeed,
        };
        await answerInTx(tx, result);
        return { id, stake, success, feed, result };
      });
      recordMetric.bet('upgrade', 1, done.stake);

      deps.drops
        .publish(done.feed, new Map([[target.id, target]]))
        .catch((e) => deps.log.warn(`drop publish failed: ${(e as Error).message}`));
      if (done.success && deps.bus) {
        const won: UpgradeWonEvent = {
          upgrade_id: done.id,
          name: target.hashName,
          picture: catalog.goodsView(target, 'en').picture,
          value: toAmount(target.price),
        };
        deps.bus
          .publish({ channel: `notifications.${player.id}`, event: UPGRADE_WON_EVENT, data: won })
          .catch((e) => deps.log.warn(`upgrade event not published: ${(e as Error).message}`));
      }
      return done.result;
    },

    async history(userId: number, page: number, lang: Lang): Promise<Paged<UpgradeHistoryEntry>> {
      const size = UPGRADE_HISTORY_PAGE_SIZE;
      const { rows, total } = await repo.historyPage(database.db, userId, size, (page - 1) * size);
      const goods = new Map((await catalog.findGoods(rows.map((r) => r.target_goods_id))).map((g) => [g.id, g]));
      const list = rows.flatMap((r): UpgradeHistoryEntry[] => {
        const target = goods.get(r.target_goods_id);
        if (!target) return [];
        return [
          {
            id: Number(r.id),
            success: r.success,
            chance: r.win_tickets / TICKETS_PER_PERCENT,
            ticket: r.ticket,
            direction: r.direction,
            stake_value: toAmount(readMilli(r.stake_value)),
            amount: toAmount(readMilli(r.amount)),
            goods: catalog.goodsView(target, lang),
            coins: toAmount(readMilli(r.coins)),
            nonce: Number(r.nonce),
            serverSeedHash: r.server_seed_hash,
            clientSeed: r.client_seed,
            created_at: isoTime(r.created_at),
          },
        ];
      });
      return { list, page, total };
    },

    count: () => repo.countUpgrades(database.db),
  };
}

export type UpgradeService = ReturnType<typeof createUpgradeService>;
