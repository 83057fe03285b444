import type { EventTokens } from '@dropforge/shared/contract';
import { type Lang, type Milli, parseMilli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { deferWrite, type Executor, type Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { BetHook, DepositHook } from '../../platform/ports';
import type { Engine, EventDef } from './events.engine';

type Row = { staked_milli: string; deposited_milli: string; given: number; spent: number };

const unitOf = (usd: number | undefined): number | null => (usd === undefined ? null : parseMilli(String(usd)));

/** Tokens a row holds under the event's rates: accruals turned into whole tokens, plus given, minus spent. */
function balanceOf(event: EventDef, row: Row | undefined): number {
  if (!row) return 0;
  const stake = unitOf(event.tokens?.stake);
  const deposit = unitOf(event.tokens?.deposit);
  const earned =
    (stake ? Math.floor(Number(row.staked_milli) / stake) : 0) +
    (deposit ? Math.floor(Number(row.deposited_milli) / deposit) : 0);
  return earned + row.given - row.spent;
}

/** SQL for the same balance, so a spend checks it in its own update. */
function balanceSql(event: EventDef) {
  const stake = unitOf(event.tokens?.stake);
  const deposit = unitOf(event.tokens?.deposit);
  return sql`(${stake ? sql`staked_milli / ${stake}` : sql`0`} + ${deposit ? sql`deposited_milli / ${deposit}` : sql`0`} + given - spent)`;
}

async function rowOf(db: Executor, event: EventDef, userId: number): Promise<Row | undefined> {
  const res = await db.execute<Row>(sql`
    select staked_milli::text, deposited_milli::text, given, spent from event_tokens
     where event_key = ${event.key} and user_id = ${userId}`);
  return res.rows[0];
}

/**
 * Accrues once per source: the source row's unique key decides, then the counter moves in the same transaction.
 * Returns false when the source was already counted.
 */
async function accrue(
  tx: Tx,
  event: EventDef,
  userId: number,
  sourceKey: string,
  add: { staked?: Milli; deposited?: Milli; given?: number },
): Promise<boolean> {
  const fresh = await tx.execute(sql`
    insert into event_token_sources (event_key, user_id, source_key) values (${event.key}, ${userId}, ${sourceKey})
    on conflict do nothing returning 1`);
  if (fresh.rows.length === 0) return false;
  await tx.execute(sql`
    insert into event_tokens (event_key, user_id, staked_milli, deposited_milli, given)
    values (${event.key}, ${userId}, ${add.staked ?? 0}, ${add.deposited ?? 0}, ${add.given ?? 0})
    on conflict (event_key, user_id) do update set
      staked_milli = event_tokens.staked_milli + excluded.staked_milli,
      deposited_milli = event_tokens.deposited_milli + excluded.deposited_milli,
      given = event_tokens.given + excluded.given,
      updated_at = now()`);
  return true;
}

/**
 * `accrue` of a bet's stake to several events in one statement, deferred to the bet's commit: each event's source
 * row decides (once per bet key), and only the events whose source row is new move their counter.
 */
function accrueStake(tx: Tx, events: EventDef[], userId: number, sourceKey: string, staked: Milli) {
  const keys = sql.join(
    events.map((e) => sql`${e.key}`),
    sql`, `,
  );
  return deferWrite(
    tx,
    'event_tokens',
    sql`insert into event_token_sources (event_key, user_id, source_key)
        select k, ${userId}, ${sourceKey} from unnest(array[${keys}]::text[]) as k
        on conflict do nothing returning event_key`,
    (fresh) => sql`insert into event_tokens (event_key, user_id, staked_milli, deposited_milli, given)
        select event_key, ${userId}, ${staked}, 0, 0 from ${fresh}
        on conflict (event_key, user_id) do update set
          staked_milli = event_tokens.staked_milli + excluded.staked_milli,
          updated_at = now()`,
  );
}

/**
 * Event tokens (issue 21): earned by play and deposits while an event runs (content `tokens`), spent by its
 * mechanic in the spend's own transaction. Earning happens inside the bet's or deposit's transaction, once per
 * bet or deposit key.
 */
export function createTokens(engine: Engine) {
  const earning = () => engine.events.filter((e) => e.tokens && engine.running(e));
  return {
    /** The player's tokens of an event as players see them. */
    async view(db: Executor, event: EventDef, userId: number | undefined, lang: Lang): Promise<EventTokens | null> {
      const t = event.tokens;
      if (!t) return null;
      const row = userId === undefined ? undefined : await rowOf(db, event, userId);
      const stake = unitOf(t.stake);
      return {
        name: t.name[lang] ?? t.name.en ?? '',
        picture: t.picture ?? null,
        balance: balanceOf(event, row),
        per_stake: t.stake ?? null,
        per_deposit: t.deposit ?? null,
        next_progress: stake && row ? (Number(row.staked_milli) % stake) / stake : 0,
      };
    },

    async balance(db: Executor, event: EventDef, userId: number): Promise<number> {
      return balanceOf(event, await rowOf(db, event, userId));
    },

    /** Spends `n` tokens in the caller's transaction, or refuses with "not enough <tokens>" (`event_tokens_short`). */
    async spend(tx: Tx, event: EventDef, userId: number, n: number): Promise<number> {
      const res = await tx.execute<{ left: number }>(sql`
        update event_tokens set spent = spent + ${n}, updated_at = now()
         where event_key = ${event.key} and user_id = ${userId} and ${balanceSql(event)} >= ${n}
        returning ${balanceSql(event)} as left`);
      const left = res.rows[0]?.left;
      if (left === undefined) throw new AppError('event_tokens_short');
      return Number(left);
    },

    /** The players with the most tokens (ties: who got there first), `limit` of them, with their tokens. */
    async top(db: Executor, event: EventDef, limit: number): Promise<Array<{ userId: number; points: number }>> {
      const res = await db.execute<{ user_id: number; points: string }>(sql`
        select user_id, ${balanceSql(event)}::text as points from event_tokens
         where event_key = ${event.key} and ${balanceSql(event)} > 0
         order by ${balanceSql(event)} desc, updated_at, user_id limit ${limit}`);
      return res.rows.map((r) => ({ userId: Number(r.user_id), points: Number(r.points) }));
    },

    /** The player's place among those with tokens (same order as `top`), or null with none. */
    async rankOf(db: Executor, event: EventDef, userId: number): Promise<number | null> {
      const res = await db.execute<{ rank: number }>(sql`
        with me as (
          select ${balanceSql(event)} as p, updated_at as at, user_id as uid from event_tokens
           where event_key = ${event.key} and user_id = ${userId})
        select (select count(*)::int + 1 from event_tokens t
                 where t.event_key = ${event.key}
                   and (${balanceSql(event)} > me.p or (${balanceSql(event)} = me.p and (t.updated_at, t.user_id) < (me.at, me.uid)))) as rank
          from me where me.p > 0`);
      return res.rows[0] ? Number(res.rows[0].rank) : null;
    },

    /** Gives tokens outright (a task's reward), once per `sourceKey`. */
    give: (tx: Tx, event: EventDef, userId: number, n: number, sourceKey: string) =>
      accrue(tx, event, userId, `give:${sourceKey}`, { given: n }),

    /** Extension point `bets`: each bet's stake accrues to every running token event counting its game. */
    bet: (async (tx, b) => {
      const events = earning().filter((e) => e.tokens?.stake && e.tokens.games.includes(b.game));
      if (events.length > 0) await accrueStake(tx, events, b.userId, `bet:${b.key}`, b.stake);
    }) satisfies BetHook,

    /** Extension point `deposited`: each credited deposit accrues to every running token event counting deposits. */
    deposited: (async (tx, userId, deposit) => {
      for (const event of earning()) {
        if (event.tokens?.deposit)
          await accrue(tx, event, userId, `deposit:${deposit.key}`, { deposited: deposit.amount });
      }
    }) satisfies DepositHook,
  };
}

export type Tokens = ReturnType<typeof createTokens>;

/**
 * A typical player's day for `events:cost` (an assumption, stated here once): $20 wagered on the counted games
 * and $5 deposited. Token mechanics cost per day = the tokens such a day earns × the expected prize per token.
 */
export const TYPICAL_DAY = { stake: 20, deposit: 5 } as const;

/** Tokens a typical day earns under an event's rates (the expectation, not floored). */
export function tokensPerDay(event: EventDef): number {
  const t = event.tokens;
  if (!t) return 0;
  return (t.stake ? TYPICAL_DAY.stake / t.stake : 0) + (t.deposit ? TYPICAL_DAY.deposit / t.deposit : 0);
}
