import { vipApi } from '@dropforge/shared/contract';
import { type Milli, milli, toAmount } from '@dropforge/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import type { Database, Executor, Tx } from '../../platform/db';
import { AppError, ok } from '../../platform/http';
import type { BetHook } from '../../platform/ports';
import { wallet } from '../wallet';
import * as repo from './rakeback.repo';
import { type Level, levelFor } from './vip.levels';

type RakebackDeps = {
  database: Database;
  clock: Clock;
  levels: Level[];
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  /** The same total (ever) as an SQL subquery. */
  depositTotalSql: (userId: number) => SQL;
};

const MILLIONTHS = 1_000_000n;
/**
 * `stake × (1 − rtp) × share` rounded down to the thousandth, in integers: the house edge and the share are taken to
 * millionths first, so floating point never loses the last thousandth (1 − 0.9 is 0.09999999999999998 in doubles).
 */
export function rakebackOf(stake: Milli, rtp: number, share: number): Milli {
  const edge = BigInt(Math.max(0, Math.round((1 - rtp) * 1e6)));
  const rate = BigInt(Math.max(0, Math.round(share * 1e6)));
  return milli(Number((BigInt(stake) * edge * rate) / (MILLIONTHS * MILLIONTHS)));
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (ms: number) =>
  new Date(Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate() + 1));

/**
 * VIP rakeback (issue 18): each case open and upgrade accrues, inside its own transaction, the player's level share of
 * its house edge (stake × (1 − RTP) × share, rounded down to the thousandth; once per bet key). Claimable once per
 * UTC day, from `house:promotions`.
 */
export function createRakeback(deps: RakebackDeps) {
  const { database, clock } = deps;
  const rateOf = async (userId: number, via?: Executor) =>
    levelFor(deps.levels, await deps.depositTotal(userId, undefined, via)).rakeback;

  // The level's share in millionths, by level in order: the SQL twin of `levelFor(…).rakeback` and `rakebackOf`.
  const shares = sql.join(
    deps.levels.map((l, i) => sql`(${i}, ${l.exp}::bigint, ${Math.max(0, Math.round(l.rakeback * 1e6))}::bigint)`),
    sql`, `,
  );
  const share = (total: SQL) => sql`coalesce((select v.share from (values ${shares}) as v(i, exp, share)
    where ${total} >= v.exp order by v.i desc limit 1), ${Math.max(0, Math.round((deps.levels[0]?.rakeback ?? 0) * 1e6))}::bigint)`;

  /**
   * Accrues inside the bet's transaction with no round trip of its own: the deposit total, the level, the share and
   * the amount are computed by the deferred insert itself (integers, rounded down as `rakebackOf` does).
   */
  const bet: BetHook = async (tx, b) => {
    const edge = Math.max(0, Math.round((1 - b.rtp) * 1e6));
    if (edge === 0 || b.stake <= 0) return;
    const amount = sql`div(${b.stake}::numeric * ${edge}::numeric * ${share(deps.depositTotalSql(b.userId))}::numeric, 1000000000000)::bigint`;
    await repo.accrueComputed(tx, b.key, b.userId, amount);
  };

  async function info(userId: number) {
    const now = clock.now();
    const [rate, s] = await Promise.all([rateOf(userId), repo.standing(database.db, userId, dayOf(now))]);
    return {
      rate,
      claimable: toAmount(s.claimable),
      total: toAmount(s.total),
      claimed_today: s.claimed,
      next_claim_at: (s.claimed ? nextDay(now) : new Date(now)).toISOString(),
    };
  }

  async function receive(userId: number) {
    const now = clock.now();
    const paid = await database.withTx(async (tx: Tx) => {
      const claimed = await repo.claim(tx, userId, dayOf(now));
      if (!claimed)
        throw new AppError('rakeback_claimed', {
          time: `${nextDay(now).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        });
      if (claimed.amount <= 0) throw new AppError('spread_nothing');
      await wallet.credit(tx, {
        userId,
        from: 'promotions',
        currency: 'money',
        amount: claimed.amount,
        kind: 'vip',
        key: `rakeback:${claimed.id}`,
        ref: { kind: 'rakeback', id: claimed.id },
        memo: 'rakeback',
      });
      return claimed.amount;
    });
    return { amount: toAmount(paid) };
  }

  return {
    bet,
    info,
    receive,
    async routes(fastify: FastifyInstance) {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      app.get(
        vipApi.rakeback.path,
        { config: { auth: 'player' }, schema: { tags: ['vip'], response: { 200: vipApi.rakeback.result } } },
        async (req) => ok(await info(req.player.id)),
      );
      app.post(
        vipApi.rakebackReceive.path,
        { config: { auth: 'player' }, schema: { tags: ['vip'], response: { 200: vipApi.rakebackReceive.result } } },
        async (req) => ok(await receive(req.player.id)),
      );
    },
  };
}
