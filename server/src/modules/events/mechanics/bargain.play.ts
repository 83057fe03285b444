import type { BargainHelpResult, BargainOpenResult } from '@dropforge/shared/contract';
import { bargainCut, type Lang, type Milli, toAmount } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, answerInTx } from '../../../platform/http';
import { PLAY } from '../../../platform/modules';
import type { Player } from '../../../platform/ports';
import { wallet } from '../../wallet';
import * as bargains from '../bargain.repo';
import { keysOf } from '../device-keys';
import { takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import { bargainView, ruleOf, stateOf } from './bargain.view';
import type { MechanicContext } from './mechanic';

/**
 * A friend's help, in one transaction under the bargain's row lock: refused for the asker ("cannot help your own"),
 * once the bargain cannot be cut any more — at its target, expired or opened ("Discount failed") —, for a second help
 * of the same friend (unique key) and past the friend's helps of the day (the day's claim slots: "You reached the
 * daily limit for helping friends"). The cut is drawn from the helper's own seed pair (game `bargain`).
 */
export async function helpBargain(
  ctx: MechanicContext,
  player: Player,
  req: FastifyRequest,
  id: string,
  lang: Lang,
): Promise<BargainHelpResult> {
  const { engine, database, clock } = ctx;
  const found = await bargains.byId(database.db, id);
  if (!found) throw new AppError('bargain_not_found');
  if (found.user_id === player.id) throw new AppError('bargain_own');
  const event = engine.events.find((e) => e.key === found.event_key && e.bargain);
  if (!event) throw new AppError('bargain_failed');
  const cal = engine.calendar(event);
  const total = takesPerDay(event, await ctx.levelOf(player.id));
  return database.withTx(async (tx) => {
    const now = clock.now();
    const row = (await bargains.byId(tx, id, true))!;
    if (stateOf(row, now) !== 'open' || row.current_price <= row.target_price) throw new AppError('bargain_failed');
    if (await bargains.helped(tx, id, player.id)) throw new AppError('bargain_helped');
    // Under the bargain's lock: a helper on the asker's or an earlier helper's address or device is a second account.
    const keys = keysOf(req, ctx.bargainChecks, ctx.trustedIps);
    if (await bargains.sameKeys(tx, id, keys)) throw new AppError('bargain_same_device');
    let claimId: number | undefined;
    for (let slot = 0; slot < total && claimId === undefined; slot++) {
      claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: event.mechanic,
        period: cal.day,
        slot,
        day: cal.day,
      });
    }
    if (claimId === undefined) throw new AppError('bargain_daily_limit');
    await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
    const roll = await engine.roll(tx, event, player.id);
    const gap = (row.current_price - row.target_price) as Milli;
    const cut = bargainCut(gap, roll.ticket, row.helpers, ruleOf(event, row.helpers_needed));
    const added = await bargains.addHelp(tx, id, {
      helper_id: player.id,
      claim_id: claimId,
      gap_before: gap,
      cut,
      nonce: roll.nonce,
      ticket: roll.ticket,
      server_seed_hash: roll.serverSeedHash,
      client_seed: roll.clientSeed,
      created_at: new Date(now),
      ip_key: keys.ipKey,
      device_key: keys.deviceKey,
    });
    if (!added) throw new AppError('bargain_helped');
    await engine.recordRoll(tx, player.id, roll, `bargain:${id}`);
    const after = (await bargains.byId(tx, id))!;
    const left = Math.max(0, total - (await repo.claimsIn(tx, player.id, event.key, cal.day)).length);
    const view = await bargainView(ctx, tx, after, { id: player.id, helpsLeft: left }, lang);
    const result: BargainHelpResult = { ...view, cut: toAmount(cut) };
    await answerInTx(tx, result);
    return result;
  });
}

/**
 * The asker opens the case once at the bargained price (one conditional update decides, however many opens race):
 * the player pays `current_price` to `house:revenue`, `house:promotions` pays the discount to it, and the case opens
 * through the cases module's opening (rolls, backpack, drop feed), all in one transaction.
 */
export async function openBargain(
  ctx: MechanicContext,
  player: Player,
  id: string,
  lang: Lang,
): Promise<BargainOpenResult> {
  const { database, clock } = ctx;
  const found = await bargains.byId(database.db, id);
  if (!found || found.user_id !== player.id) throw new AppError('bargain_not_found');
  const box = await ctx.cases.byId(found.box_id);
  if (!box.enabled) throw new AppError('box_disabled');
  const done = await database.withTx(async (tx) => {
    await ctx.gate?.(player.id, PLAY, tx);
    const now = clock.now();
    const row = await bargains.markOpened(tx, id, player.id, new Date(now));
    if (!row) {
      const current = (await bargains.byId(tx, id))!;
      const state = stateOf(current, now);
      if (state === 'opened') throw new AppError('bargain_opened');
      if (state === 'expired') throw new AppError('bargain_expired');
      throw new AppError('bargain_not_ready');
    }
    const ref = { kind: 'bargain', id };
    const paid = row.current_price as Milli;
    const discount = (row.price - row.current_price) as Milli;
    if (paid > 0) {
      await wallet.debit(tx, {
        userId: player.id,
        to: 'revenue',
        currency: 'money',
        amount: paid,
        kind: 'case',
        key: `bargain:${id}:open`,
        ref,
        memo: `bargain × ${box.names.en}`,
      });
    }
    if (discount > 0) {
      await wallet.transfer(tx, {
        from: { house: 'promotions' },
        to: { house: 'revenue' },
        currency: 'money',
        amount: discount,
        kind: 'event',
        key: `bargain:${id}:discount`,
        ref,
        memo: `bargain discount × ${box.names.en}`,
      });
    }
    const opened = await ctx.opening.draw(tx, player, box, 1, 'case');
    const result: BargainOpenResult = {
      ...ctx.opening.answerOf(opened, lang),
      id,
      price: toAmount(row.price),
      paid: toAmount(paid),
    };
    await answerInTx(tx, result);
    return { result, opened };
  });
  ctx.opening.delivered(done.opened, lang);
  return done.result;
}
