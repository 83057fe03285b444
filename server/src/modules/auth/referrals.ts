import type { Database, Executor } from '../../platform/db';
import { AppError } from '../../platform/http';
import { isUniqueViolation } from './accounts.repo';
import * as repo from './referrals.repo';

const CODE = /^[A-Z0-9]{4,16}$/;
export const normalReferral = (code: string) => code.trim().toUpperCase();

/**
 * Who referred whom (issue 18). A player is bound to a referrer once: at registration with a valid code, or by
 * `POST /api/user/promotion` within the bind window; never to themselves and never into a cycle. The binding keeps
 * the referrer's id, so a referrer may later change their code.
 */
export function createReferrals(database: Database, changed: (userId: number) => Promise<void>) {
  const { db } = database;
  return {
    /** Accounts by id; `via` is the caller's transaction when it reads inside one. */
    accounts: (ids: number[], via: Executor = db) => repo.accounts(via, ids),
    referees: (parentId: number, limit: number, offset: number) => repo.referees(db, parentId, limit, offset),
    /** Bindings made within [from, to) (the old-player / new-player event's invitations). */
    boundBetween: (from: Date, to: Date, limit: number) => repo.boundBetween(db, from, to, limit),
    /** The id of the player whose code this is, or undefined. */
    async byCode(code: string) {
      const normal = normalReferral(code);
      return CODE.test(normal) ? repo.byCode(db, normal) : undefined;
    },

    async bind(userId: number, code: string, days: number): Promise<{ id: number; code: string }> {
      const parent = await this.byCode(code);
      if (!parent) throw new AppError('referral_not_found');
      if (parent.id === userId) throw new AppError('referral_self');
      const bound = await database.withTx(async (tx) => {
        await repo.lockGraph(tx);
        if (await repo.wouldCycle(tx, userId, parent.id)) throw new AppError('referral_cycle');
        if (!(await repo.bind(tx, userId, parent, days))) {
          const [me] = await repo.accounts(tx, [userId]);
          throw new AppError(me?.parent_id ? 'referral_bound' : 'referral_too_late', { days });
        }
        return parent;
      });
      await changed(userId);
      return bound;
    },

    /** Sets the player's own code (4–16 letters and digits); `reserved` words and codes in use are refused. */
    async setCode(userId: number, code: string, reserved: ReadonlySet<string>): Promise<string> {
      const normal = normalReferral(code);
      if (!CODE.test(normal)) throw new AppError('referral_code_invalid');
      if ([...reserved].some((word) => normal.includes(word))) throw new AppError('referral_code_reserved');
      try {
        await repo.setCode(db, userId, normal);
        await changed(userId);
      } catch (e) {
        if (isUniqueViolation(e, 'users_extension_code_key')) throw new AppError('referral_code_taken');
        throw e;
      }
      return normal;
    },
  };
}

export type Referrals = ReturnType<typeof createReferrals>;
