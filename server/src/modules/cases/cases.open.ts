import { randomUUID } from 'node:crypto';
import type { OpenResult } from '@dropforge/shared/contract';
import { type Lang, type Milli, openCost, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Database } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import { recordMetric } from '../../platform/metrics';
import { PLAY } from '../../platform/modules';
import type { BetHook, CouponUse, PlayerRef, PlayGate } from '../../platform/ports';
import { tally } from '../fair';
import { wallet } from '../wallet';
import type { ResolvedCase } from './cases.catalog';
import type { Opening } from './opening';

export type OpenDeps = {
  database: Database;
  opening: Opening;
  /** The player's VIP level (level-gated cases). */
  levelOf: (userId: number) => Promise<number>;
  /** Work of modules above inside each open's transaction (extension point `bets`: VIP rakeback). */
  bets?: () => readonly BetHook[];
  /** Responsible gaming before a paid open, inside its transaction (extension point `playGate`). */
  gate?: PlayGate;
  /** Coupons taken off an open's price (extension point `coupons`; none: a coupon is refused). */
  coupons?: () => readonly CouponUse[];
};

export function createPaidOpen(deps: OpenDeps, byId: (id: string) => Promise<ResolvedCase>) {
  const { database } = deps;

  /**
   * Opens `number` cases in one transaction: debit, then `opening.draw` (one roll per case from the player's
   * seed pair, the drops into the backpack, the rolls and the drop feed). Any failure changes nothing. Drops
   * are published after commit. Free boxes are not sold: they open through the free-box rules.
   */
  async function open(
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
  }

  return open;
}
