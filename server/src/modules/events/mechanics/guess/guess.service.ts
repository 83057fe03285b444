import type { GuessReceiveResult, GuessSupportBody, GuessSupportResult } from '@dropforge/shared/contract';
import { type Milli, parseMilli, toAmount } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../../platform/clock';
import type { Database } from '../../../../platform/db';
import { AppError, answerInTx } from '../../../../platform/http';
import { PLAY } from '../../../../platform/modules';
import type { Player, PlayGate, ReferralCodeHook } from '../../../../platform/ports';
import { balancesOf, wallet } from '../../../wallet';
import type { Engine } from '../../events.engine';
import * as repo from './guess.repo';
import { guessViews } from './guess.view';

export const GUESS = 'guess';

export type GuessDeps = {
  engine: Engine;
  database: Database;
  clock: Clock;
  gate: PlayGate;
  /** Applies a backing's `user_code` (the affiliates module; absent: codes are not applied). */
  referralCode?: ReferralCodeHook;
};

/** Why a guess takes no backing now, or null. */
function closedReason(row: repo.GuessRow, now: number): AppError | null {
  if (row.state !== 'open') return new AppError('guess_settled');
  if (row.closes_at.getTime() <= now) return new AppError('guess_closed');
  return null;
}

/**
 * Players' side of guesses: the lists, backing an option (`POST /api/guess/{id}/support/{n}`) and receiving a win
 * (`GET /api/guess/{id}/receive`). A backing moves the coins into the pool (`house:guess`) in the transaction that
 * takes the player's backing slot (the unique key (guess, player, seq) is the limit); the guess row is share-locked,
 * so a settlement or refund waits for backings in flight and no backing lands after it.
 */
export function createGuessService(deps: GuessDeps) {
  const { database, clock, engine } = deps;
  const now = () => clock.now();

  async function found(id: number): Promise<repo.GuessRow> {
    const row = await repo.guessById(database.db, id);
    if (!row) throw new AppError('guess_not_found');
    return row;
  }

  return {
    async list(viewerId: number | undefined, page: number, limit: number) {
      const { rows, total } = await repo.listGuesses(database.db, limit, (page - 1) * limit);
      return { list: await guessViews(database.db, rows, viewerId, now()), page, total };
    },

    async first(viewerId: number | undefined) {
      const row = await repo.firstGuess(database.db, new Date(now()));
      return row ? (await guessViews(database.db, [row], viewerId, now()))[0]! : null;
    },

    async detail(viewerId: number | undefined, id: number) {
      return (await guessViews(database.db, [await found(id)], viewerId, now()))[0]!;
    },

    async support(
      player: Player,
      req: FastifyRequest,
      id: number,
      n: number,
      body: GuessSupportBody,
    ): Promise<GuessSupportResult> {
      const row = await found(id);
      await engine.find(GUESS, row.event_key, player, req);
      const refused = closedReason(row, now());
      if (refused) throw refused;
      if (n > row.options.length) throw new AppError('guess_bad_option');
      const amount = parseMilli(body.amount);
      if (amount < row.min_amount || amount > row.max_amount)
        throw new AppError('guess_amount', {
          min: toAmount(row.min_amount as Milli),
          max: toAmount(row.max_amount as Milli),
        });
      await deps.gate(player.id, PLAY);
      // The code binds like `POST /api/user/promotion` would, whether or not this backing then goes through.
      const referral = body.user_code && deps.referralCode ? await deps.referralCode(player.id, body.user_code) : null;
      return database.withTx(async (tx) => {
        const locked = await repo.lockForBacking(tx, id);
        const late = locked ? closedReason(locked, now()) : new AppError('guess_not_found');
        if (late) throw late;
        const stakeId = await repo.insertStake(
          tx,
          { guessId: id, userId: player.id, option: n, amount },
          row.max_backings,
        );
        if (stakeId === undefined) throw new AppError('event_limit');
        await wallet.debit(tx, {
          userId: player.id,
          to: 'guess',
          currency: 'score',
          amount,
          kind: 'guess_stake',
          key: `guess:${id}:stake:${stakeId}`,
          ref: { kind: 'guess', id },
          memo: row.title,
        });
        const [guess] = await guessViews(tx, [locked!], player.id, now());
        const result: GuessSupportResult = {
          guess: guess!,
          n,
          amount: toAmount(amount),
          score: toAmount((await balancesOf(tx, player.id)).score),
          referral,
        };
        await answerInTx(tx, result);
        return result;
      });
    },

    /** A winner's share, once (the payout row's `received_at` and the ledger key). Works whatever the schedule. */
    async receive(player: Player, id: number): Promise<GuessReceiveResult> {
      const row = await found(id);
      if (row.state === 'open') throw new AppError('guess_not_settled');
      return database.withTx(async (tx) => {
        const amount = await repo.receive(tx, id, player.id, new Date(now()));
        if (amount === undefined) {
          const [mine] = await repo.payoutsOf(tx, [id], player.id);
          throw new AppError(mine?.kind === 'win' ? 'guess_received' : 'guess_nothing');
        }
        await wallet.credit(tx, {
          userId: player.id,
          from: 'guess',
          currency: 'score',
          amount: amount as Milli,
          kind: 'guess_win',
          key: `guess:${id}:win:${player.id}`,
          ref: { kind: 'guess', id },
          memo: row.title,
        });
        return { id, amount: toAmount(amount as Milli), score: toAmount((await balancesOf(tx, player.id)).score) };
      });
    },
  };
}

export type GuessService = ReturnType<typeof createGuessService>;
