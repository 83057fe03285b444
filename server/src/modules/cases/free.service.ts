import type { FreeBox, FreeQuery, OpenResult } from '@dropforge/shared/contract';
import { FREE_STATE, type FreeState, type Lang, toAmount } from '@dropforge/shared/domain';
import type { Database, Tx } from '../../platform/db';
import { AppError, answerInTx } from '../../platform/http';
import type { PlayerRef } from '../../platform/ports';
import type { ResolvedCase } from './cases.catalog';
import type { CasesService } from './cases.service';
import * as repo from './free.repo';
import type { Opening } from './opening';

/** The first-recharge grant of decision 13, owned by `payments` and handed in by app.ts. */
export type FirstRechargeGrants = {
  /** The case of the player's unopened grant, or null. */
  pendingCase: (userId: number) => Promise<string | null>;
  /** Marks the grant opened inside the opening's transaction; false when none is left to open. */
  redeem: (tx: Tx, userId: number, caseId: string) => Promise<boolean>;
};

export type FreeDeps = {
  database: Database;
  cases: CasesService;
  opening: Opening;
  levelOf: (userId: number) => Promise<number>;
  /** When the player's latest completed deposit was paid, or null. */
  lastDepositAt: (userId: number) => Promise<Date | null>;
  firstRecharge: FirstRechargeGrants;
};

type FreeCase = ResolvedCase & { free: NonNullable<ResolvedCase['free']> };
/** What decides the state of each free box for one player. */
type Standing = {
  level: number;
  lastDeposit: Date | null;
  openedToday: Set<string>;
  nextDay: Date;
  pending: string | null;
};

const ORDER: Record<FreeCase['free']['type'], number> = { first_recharge: 0, daily: 1, level: 2 };
const isFree = (c: ResolvedCase): c is FreeCase => c.free !== undefined && c.enabled;
const depositMissing = (box: FreeCase, last: Date | null, now = Date.now()) =>
  box.free.depositHours !== null && (!last || now - last.getTime() > box.free.depositHours * 3_600_000);

function stateOf(box: FreeCase, s: Standing | null): FreeState {
  if (!s) return FREE_STATE.signIn;
  if (box.level > s.level) return FREE_STATE.levelLocked;
  if (s.openedToday.has(box.id)) return FREE_STATE.openedToday;
  if (depositMissing(box, s.lastDeposit)) return FREE_STATE.needsDeposit;
  return FREE_STATE.open;
}

/**
 * Free boxes: the daily box, the VIP level cases and the first-recharge case (docs/architecture.md "Free
 * boxes"). Each opening is a real roll of the player's seed pair, like a paid one, but costs nothing; once
 * per UTC day is the unique key of `free_opens`, once ever (first recharge) the conditional update of the
 * grant row.
 */
export function createFreeBoxes(deps: FreeDeps) {
  const { database, cases } = deps;

  async function freeCases(): Promise<FreeCase[]> {
    return (await cases.all())
      .filter(isFree)
      .sort((a, b) => ORDER[a.free.type] - ORDER[b.free.type] || a.level - b.level || a.id.localeCompare(b.id));
  }

  async function standingOf(userId: number): Promise<Standing> {
    const [level, lastDeposit, pending, today] = await Promise.all([
      deps.levelOf(userId),
      deps.lastDepositAt(userId),
      deps.firstRecharge.pendingCase(userId),
      repo.todayOf(database.db, userId),
    ]);
    const openedToday = new Set(today.openedToday);
    const nextDay = new Date(today.nextDay ?? Date.now());
    return { level, lastDeposit, openedToday, nextDay, pending };
  }

  function entry(box: FreeCase, s: Standing | null, lang: Lang): FreeBox {
    const state = stateOf(box, s);
    return {
      ...cases.summary(box, lang),
      free: box.free.type,
      value: toAmount(box.ev),
      state,
      next_at: state === FREE_STATE.openedToday && s ? s.nextDay.toISOString() : null,
      deposit_hours: box.free.depositHours,
    };
  }

  return {
    /**
     * The free boxes with the player's state for each (visitors: "sign in"). The first-recharge case is
     * listed only to a player holding an unopened grant for it.
     */
    async list(userId: number | undefined, query: FreeQuery, lang: Lang) {
      const [boxes, standing] = await Promise.all([freeCases(), userId ? standingOf(userId) : null]);
      const all = boxes
        .filter((b) => !query.type || b.free.type === query.type)
        .filter((b) => b.free.type !== 'first_recharge' || standing?.pending === b.id)
        .map((b) => entry(b, standing, lang))
        .filter((e) => query.state === undefined || e.state === query.state);
      return { list: all.slice(0, query.limit), page: 1, total: all.length };
    },

    /** Whether `id` is a free box (then `POST /api/box/{id}/open` opens it by these rules). */
    async isFreeBox(id: string): Promise<boolean> {
      return (await cases.all()).some((c) => c.id === id && c.free !== undefined);
    },

    /**
     * Opens one free box in one transaction: the day's `free_opens` key (or the first-recharge grant) first,
     * then the roll, the backpack (`source = 'free'`), the roll record and the drop feed. Conditions that
     * change slowly (VIP level, the deposit window, holding a grant) are checked before.
     */
    async open(player: PlayerRef, id: string, lang: Lang): Promise<OpenResult> {
      const box = await cases.byId(id);
      if (!isFree(box)) throw new AppError('box_not_found');
      if (box.level > 0 && (await deps.levelOf(player.id)) < box.level) throw new AppError('box_conditions');
      if (box.free.depositHours !== null && depositMissing(box, await deps.lastDepositAt(player.id)))
        throw new AppError('box_conditions');
      const firstRecharge = box.free.type === 'first_recharge';
      if (firstRecharge && (await deps.firstRecharge.pendingCase(player.id)) !== box.id)
        throw new AppError('box_conditions');

      const opened = await database.withTx(async (tx) => {
        if (firstRecharge && !(await deps.firstRecharge.redeem(tx, player.id, box.id)))
          throw new AppError('box_conditions');
        const openId = await repo.takeFreeOpen(tx, player.id, box.id, box.free.type);
        if (openId === undefined) throw new AppError('free_box_opened');
        const drawn = await deps.opening.draw(tx, player, box, 1, 'free');
        await repo.setFreeOpenItem(tx, openId, drawn.items[0]!.knapsack_id);
        await answerInTx(tx, deps.opening.answerOf(drawn, lang));
        return drawn;
      });
      return deps.opening.delivered(opened, lang);
    },
  };
}

export type FreeBoxes = ReturnType<typeof createFreeBoxes>;
