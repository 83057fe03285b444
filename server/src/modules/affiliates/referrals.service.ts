import { REFERRAL_EARNED_EVENT, type SpreadInfo } from '@dropforge/shared/contract';
import { type Lang, type Milli, mulRate, toAmount } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import type { Database, Tx } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import type { Player } from '../../platform/ports';
import type { Referrals } from '../auth';
import { wallet } from '../wallet';
import { type AffiliateTerms, levelFor } from './referrals.content';
import { renderPoster } from './referrals.poster';
import * as repo from './referrals.repo';

type PaidOrder = { orderSn: string; userId: number; amount: Milli; paidAt: Date };
export type ReferralDeps = {
  database: Database;
  bus: Bus;
  terms: AffiliateTerms;
  publicUrl: string;
  accounts: Referrals;
  paidOrder: (orderSn: string) => Promise<PaidOrder | undefined>;
  paidSince: (since: Date, limit: number) => Promise<PaidOrder[]>;
  log: { warn: (obj: object, msg: string) => void };
};

const PAGE = 20;
const CHART_DAYS = 30;
const SWEEP_BATCH = 500;
const mask = (name: string) => `${Array.from(name.trim()).slice(0, 2).join('')}…`;

/**
 * Referral rebates (issue 18): a referrer earns, on every deposit a player they referred makes after the binding,
 * the share of their affiliate level; once per order whatever repeats (unique `order_sn`), paid from
 * `house:promotions` when claimed.
 */
export function createReferralProgram(deps: ReferralDeps) {
  const { database, terms } = deps;
  const linkOf = (code: string) => `${deps.publicUrl.replace(/\/$/, '')}/r/${code}`;

  async function earn(order: PaidOrder): Promise<boolean> {
    const [account] = await deps.accounts.accounts([order.userId]);
    if (!account?.parent_id || !account.parent_bound_at) return false;
    if (order.paidAt.getTime() < new Date(account.parent_bound_at).getTime()) return false;
    const parentId = account.parent_id;
    const earned = await database.withTx(async (tx) => {
      await repo.lockReferrer(tx, parentId);
      const level = levelFor(terms.levels, await repo.referredDeposits(tx, parentId));
      const ratePpm = Math.round(level.rate * 1_000_000);
      const amount = mulRate(order.amount, ratePpm / 1_000_000);
      const e = { parentId, userId: order.userId, orderSn: order.orderSn, deposit: order.amount, level: level.level };
      return (await repo.insertEarning(tx, { ...e, ratePpm, amount })) ? amount : null;
    });
    if (earned === null) return false;
    deps.bus
      .publish({
        channel: `notifications.${parentId}`,
        event: REFERRAL_EARNED_EVENT,
        data: { order_sn: order.orderSn, amount: toAmount(earned) },
      })
      .catch(() => {});
    return true;
  }

  return {
    /** A deposit was credited (bus): its rebate, if its player was referred. */
    async deposited(orderSn: string): Promise<boolean> {
      const order = await deps.paidOrder(orderSn);
      return order ? earn(order) : false;
    },

    /** Paid orders since `since` that earned nothing yet (a missed bus message): answers the last paid time seen. */
    async sweep(since: Date): Promise<Date> {
      const orders = await deps.paidSince(since, SWEEP_BATCH);
      const done = await repo.earnedOrders(
        database.db,
        orders.map((o) => o.orderSn),
      );
      for (const order of orders) {
        if (done.has(order.orderSn)) continue;
        await earn(order).catch((e) => deps.log.warn({ err: e }, `referral rebate of ${order.orderSn} failed`));
      }
      return orders.at(-1)?.paidAt ?? since;
    },

    async bind(player: Player, code: string) {
      const parent = await deps.accounts.bind(player.id, code, terms.bindDays);
      return { code: parent.code, proportion: terms.inviteBonus };
    },

    /** A code brought to another action (a guess backing's `user_code`): binds when it can, says why not otherwise. */
    async apply(userId: number, code: string): Promise<'bound' | 'already_bound' | 'unknown' | 'refused'> {
      try {
        await deps.accounts.bind(userId, code, terms.bindDays);
        return 'bound';
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        if (e.code === 'referral_not_found') return 'unknown';
        return e.code === 'referral_bound' ? 'already_bound' : 'refused';
      }
    },

    async setCode(player: Player, code: string) {
      const set = await deps.accounts.setCode(player.id, code, terms.reserved);
      return { code: set, link: linkOf(set) };
    },

    async info(player: Player, page: number): Promise<SpreadInfo> {
      const [[me], totals, chart, referred] = await Promise.all([
        deps.accounts.accounts([player.id]),
        repo.totals(database.db, player.id),
        repo.byDay(database.db, player.id, CHART_DAYS),
        deps.accounts.referees(player.id, PAGE, (page - 1) * PAGE),
      ]);
      const code = me?.extension_code ?? player.extensionCode;
      const deposited = await repo.depositedOf(
        database.db,
        player.id,
        referred.rows.map((r) => r.id),
      );
      const level = levelFor(terms.levels, totals.deposits);
      const next = terms.levels.find((l) => l.level > level.level) ?? null;
      return {
        code,
        link: linkOf(code),
        level: level.level,
        proportion: level.rate,
        next: next ? { level: next.level, deposits: toAmount(next.deposits), proportion: next.rate } : null,
        deposits: toAmount(totals.deposits),
        earnings: toAmount(totals.earned),
        claimable: toAmount(totals.claimable),
        users: {
          list: referred.rows.map((r) => ({
            name: mask(r.name),
            joined: new Date(r.bound_at ?? r.created_at).toISOString(),
            deposited: deposited.has(r.id),
          })),
          page,
          total: referred.total,
        },
        by_day: chart.map((d) => ({ day: d.day, amount: toAmount(d.amount) })),
        levels: terms.levels.map((l) => ({ level: l.level, deposits: toAmount(l.deposits), proportion: l.rate })),
        invite_bonus: terms.inviteBonus,
        bind_days: terms.bindDays,
      };
    },

    /** Pays every unclaimed rebate to the balance in one ledger transaction; 50 parallel claims pay once. */
    async claim(player: Player) {
      const claimed = await database.withTx(async (tx) => {
        const { claimId, amount } = await repo.claimAll(tx, player.id);
        if (amount <= 0) throw new AppError('spread_nothing');
        await wallet.credit(tx, {
          userId: player.id,
          from: 'promotions',
          currency: 'money',
          amount,
          kind: 'referral',
          key: `referral-claim:${claimId}`,
          ref: { kind: 'referral_claim', id: claimId },
          memo: 'referral rebates',
        });
        const result = { amount: toAmount(amount), claimable: 0 };
        await answerInTx(tx, result);
        return result;
      });
      return claimed;
    },

    /** The invitation poster of the player's current code, in `lang`. */
    async poster(player: Player, lang: Lang): Promise<Buffer> {
      const [me] = await deps.accounts.accounts([player.id]);
      const code = me?.extension_code ?? player.extensionCode;
      return renderPoster({ code, link: linkOf(code), bonus: +(terms.inviteBonus * 100).toFixed(2), lang });
    },

    /** The invitation bonus on a referred player's deposits. */
    async inviteBonus(tx: Tx, userId: number) {
      const [me] = await deps.accounts.accounts([userId], tx);
      return {
        rate: me?.parent_id ? terms.inviteBonus : 0,
        memo: `invitation bonus +${Math.round(terms.inviteBonus * 100)}%`,
      };
    },

    /** The profile's `invite` and `parent` parts (spec §3 login data). */
    async profile(userId: number) {
      const [me] = await deps.accounts.accounts([userId]);
      if (!me) return {};
      const level = levelFor(terms.levels, (await repo.totals(database.db, userId)).deposits);
      return {
        extension: { current_level: level.level, extension_code: me.extension_code },
        invite: { apply: me.parent_id ? 1 : 0, proportion: me.parent_id ? terms.inviteBonus : 0 },
        parent: { extension_code: me.parent_code },
      };
    },
  };
}

export type ReferralProgram = ReturnType<typeof createReferralProgram>;
