import {
  COOL_OFF_HOURS,
  type ErrorCode,
  LIMIT_INCREASE_HOURS,
  LIMIT_PERIODS,
  type LimitRefusal,
  type LimitsResult,
  type SetLimitsBody,
} from '@dropforge/shared/contract';
import { type Milli, parseMilli, toAmount } from '@dropforge/shared/domain';
import type { Clock } from '../../platform/clock';
import type { Database, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { GateAction } from '../../platform/ports';
import * as repo from './limits.repo';
import { addMonths, blocked, change, formatUntil, settle, WINDOW_MS, windowOf } from './limits.rules';

export type LimitsDeps = {
  database: Database;
  clock: Clock;
  /** A player's paid deposits since a time, oldest first (payments). */
  depositsSince: (userId: number, since: Date) => Promise<Array<{ amount: Milli; paidAt: Date }>>;
};

const BODY_KEYS = { day: 'deposit_day', week: 'deposit_week', month: 'deposit_month' } as const;

/** Deposit limits, cool-off and self-exclusion, and the gate every money entry point calls (decision 65). */
export function createLimits(deps: LimitsDeps) {
  const { database, clock } = deps;
  const db = database.db;

  async function view(userId: number, stored: repo.LimitsRow): Promise<LimitsResult> {
    const now = clock.now();
    const row = settle(stored, now);
    const deposits = await deps.depositsSince(userId, new Date(now - WINDOW_MS.month));
    return {
      deposit: LIMIT_PERIODS.map((period) => {
        const w = windowOf(period, row[period] as Milli | null, deposits, now);
        const pending = row.pending[period];
        return {
          period,
          limit: row[period] === null ? null : toAmount(row[period] as Milli),
          used: toAmount(w.used),
          remaining: w.remaining === null ? null : toAmount(w.remaining),
          resets_at: w.resetsAt?.toISOString() ?? null,
          pending: pending
            ? { limit: pending.limit === null ? null : toAmount(pending.limit as Milli), effective_at: pending.at }
            : null,
        };
      }),
      block: blocked(row, now)
        ? {
            kind: row.blockKind ?? 'cool_off',
            since: (row.blockSince ?? new Date(now)).toISOString(),
            until: row.blockPermanent ? null : (row.blockUntil?.toISOString() ?? null),
          }
        : null,
      increase_hours: LIMIT_INCREASE_HOURS,
    };
  }

  /** Starts a cool-off or self-exclusion ending at `until` (null: permanent); never shortens a running one. */
  async function block(userId: number, kind: 'cool_off' | 'self_exclusion', until: Date | null) {
    const row = await database.withTx(async (tx) => {
      const now = clock.now();
      const current = settle(await repo.lock(tx, userId), now);
      if (blocked(current, now)) {
        if (current.blockPermanent) throw new AppError('limit_block_forever', {}, refusalData(current));
        if (until !== null && until.getTime() <= (current.blockUntil as Date).getTime())
          throw new AppError(
            'limit_block_running',
            { until: formatUntil(current.blockUntil as Date) },
            refusalData(current),
          );
      }
      const running = blocked(current, now);
      const next: repo.LimitsRow = {
        ...current,
        blockKind: kind,
        blockSince: running && current.blockSince ? current.blockSince : new Date(now),
        blockUntil: until,
        blockPermanent: until === null,
      };
      await repo.write(tx, userId, next, new Date(now));
      return next;
    });
    return view(userId, row);
  }

  function refusalData(row: repo.LimitsRow): LimitRefusal {
    return {
      reason: row.blockKind ?? 'cool_off',
      until: row.blockPermanent ? null : (row.blockUntil?.toISOString() ?? null),
    };
  }

  return {
    async get(userId: number) {
      return view(userId, await repo.read(db, userId));
    },

    async set(userId: number, body: SetLimitsBody) {
      const row = await database.withTx(async (tx) => {
        const now = clock.now();
        let next = settle(await repo.lock(tx, userId), now);
        for (const period of LIMIT_PERIODS) {
          const value = body[BODY_KEYS[period]];
          if (value === undefined) continue;
          next = change(next, period, value === null ? null : parseMilli(value), now);
        }
        await repo.write(tx, userId, next, new Date(now));
        return next;
      });
      return view(userId, row);
    },

    coolOff(userId: number, hours: number) {
      if (hours < COOL_OFF_HOURS.min || hours > COOL_OFF_HOURS.max)
        throw new AppError('validation_failed', { field: 'hours' });
      return block(userId, 'cool_off', new Date(clock.now() + hours * 3_600_000));
    },

    selfExclude(userId: number, months: number) {
      return block(userId, 'self_exclusion', months === 0 ? null : addMonths(new Date(clock.now()), months));
    },

    /**
     * The `playGate` contribution: a running block refuses everything; a deposit also checks each limit. With the
     * bet's `tx`, under the player's shared limits lock (a cool-off committed before the bet commits refuses it).
     */
    async gate(userId: number, action: GateAction, tx?: Tx): Promise<void> {
      const stored = tx ? await repo.readForBet(tx, userId) : await repo.read(db, userId);
      const now = clock.now();
      const row = settle(stored, now);
      if (blocked(row, now)) {
        const data = refusalData(row);
        if (row.blockPermanent) throw new AppError('limit_self_excluded_forever', {}, data);
        const code: ErrorCode = row.blockKind === 'self_exclusion' ? 'limit_self_excluded' : 'limit_cool_off';
        throw new AppError(code, { until: formatUntil(row.blockUntil as Date) }, data);
      }
      if (action.kind !== 'deposit' || LIMIT_PERIODS.every((p) => row[p] === null)) return;
      const deposits = await deps.depositsSince(userId, new Date(now - WINDOW_MS.month));
      for (const period of LIMIT_PERIODS) {
        const limit = row[period] as Milli | null;
        if (limit === null) continue;
        const w = windowOf(period, limit, deposits, now);
        if (w.used + action.amount <= limit) continue;
        const until = w.resetsAt ?? w.fallbackReset;
        const remaining = toAmount(w.remaining as Milli);
        const data: LimitRefusal = { reason: 'deposit_limit', until: until.toISOString(), period, remaining };
        throw new AppError(`limit_deposit_${period}`, { remaining, until: formatUntil(until) }, data);
      }
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;
