import type { WithdrawalState } from '@dropforge/shared/contract';
import { type Database, isoTime } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { CatalogService } from '../catalog';
import type { Inventory } from '../inventory';
import { MarketUnavailable, PurchaseRefused, tradeUrlParts, type WithdrawProvider } from './providers/provider';
import * as repo from './withdrawals.repo';
import type { WithdrawalSettings } from './withdrawals.settings';
import type { Notify } from './withdrawals.view';

/** Advisory lock space of withdrawal steps (the two-key form; other locks use the one-key form). */
const LOCK_SPACE = 0x5744;
const MAX_BACKOFF_MS = 300_000;
const BUSY_RETRY_MS = 1_000;

export type StepsDeps = {
  database: Database;
  /** The marketplaces by id; each withdrawal goes on with the one it started with. */
  providers: Readonly<Record<string, WithdrawProvider>>;
  inventory: Inventory;
  catalog: CatalogService;
  notify: Notify;
  settings: WithdrawalSettings;
  log: { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };
};

/**
 * The withdrawal state machine (docs/architecture.md "withdrawals"). `advance(id)` takes one step of one withdrawal
 * and answers how many ms until the next one (null: finished). Steps are safe to run twice or at once: one runs per
 * withdrawal at a time (an advisory lock), every state change is `UPDATE … WHERE state = $expected`, and the item
 * moves in the same transaction, so a failed or cancelled withdrawal gives the item back once.
 */
export function createSteps(d: StepsDeps) {
  const { database, settings } = d;
  /** How soon to look again at a withdrawal whose marketplace is not configured here. */
  const UNCONFIGURED_RETRY_MS = 60_000;
  const db = database.db;
  const customIdOf = (id: number) => `${settings.waxpeer.projectId}-${id}`;

  /** Runs `fn` while holding the withdrawal's step lock; 'busy' when another step holds it. */
  async function exclusive<T>(id: number, fn: () => Promise<T>): Promise<T | 'busy'> {
    const client = await database.pool.connect();
    const key = [LOCK_SPACE, id % 2 ** 31];
    let broken = false;
    try {
      if (!(await repo.tryStepLock(client, key))) return 'busy';
      try {
        return await fn();
      } finally {
        await repo.stepUnlock(client, key).catch(() => {
          broken = true;
        });
      }
    } finally {
      // A connection whose unlock failed is dropped, which releases the lock.
      client.release(broken);
    }
  }

  /** Moves the withdrawal and its item together; publishes after commit. False when another step moved it. */
  async function apply(w: repo.WithdrawalRow, from: WithdrawalState, t: repo.Transition): Promise<boolean> {
    const moved = await database.withTx(async (tx) => {
      const row = await repo.transition(tx, w.id, from, t);
      if (!row) return undefined;
      const item =
        t.to === 'success'
          ? await d.inventory.finish(tx, row.user_id, row.knapsack_id)
          : t.to === 'failed' || t.to === 'cancelled'
            ? await d.inventory.release(tx, row.user_id, row.knapsack_id)
            : true;
      if (!item) throw new Error(`withdrawal ${row.id}: item ${row.knapsack_id} is not withdrawing`);
      return row;
    });
    if (moved) await d.notify([moved]);
    return moved !== undefined;
  }

  const backoff = (provider: WithdrawProvider, attempts: number) =>
    Math.min(Math.max(provider.pollMs, provider.pollMs * 2 ** Math.max(0, attempts - 1)), MAX_BACKOFF_MS);

  /** No purchase yet: find a lost one, else buy (counting the attempt first, so a lost answer is looked up). */
  async function purchase(provider: WithdrawProvider, w: repo.WithdrawalRow): Promise<number | null> {
    const customId = customIdOf(w.id);
    if (w.attempts > 0) {
      const found = await provider.lookup(customId);
      if (found) {
        await repo.recordStep(db, w.id, w.state, { externalId: found.externalId, cost: found.cost, attempts: 0 });
        return 0;
      }
      if (w.attempts >= settings.maxAttempts) {
        await apply(w, w.state, { to: 'failed', reason: 'marketplace unavailable' });
        return null;
      }
    }
    const parts = tradeUrlParts(w.trade_url);
    const [goods] = await d.catalog.findGoods([w.goods_id]);
    if (!parts || !goods) {
      await apply(w, w.state, { to: 'failed', reason: parts ? 'item left the catalogue' : 'invalid trade link' });
      return null;
    }
    if (!(await repo.recordStep(db, w.id, w.state, { attempts: w.attempts + 1 }))) return 0;
    try {
      const bought = await provider.buy({
        customId,
        hashName: goods.hashName,
        price: w.price,
        maxPrice: Math.ceil(w.price * (1 + settings.maxMarkup)),
        tradeUrl: w.trade_url,
        ...parts,
      });
      await repo.recordStep(db, w.id, w.state, { externalId: bought.externalId, cost: bought.cost, attempts: 0 });
      return provider.pollMs;
    } catch (e) {
      if (!(e instanceof PurchaseRefused)) throw e;
      await apply(w, w.state, { to: 'failed', reason: e.reason });
      return null;
    }
  }

  /** A purchase exists: ask the market where it stands and follow it. */
  async function follow(
    provider: WithdrawProvider,
    w: repo.WithdrawalRow & { external_id: string },
  ): Promise<number | null> {
    const st = await provider.status({
      customId: customIdOf(w.id),
      externalId: w.external_id,
      // `ready` was recorded when the offer was seen sent (updated_at), with the offer's expiry.
      offer:
        w.state === 'ready'
          ? {
              sentAt: new Date(isoTime(w.updated_at)),
              expiresAt: w.expires_at === null ? null : new Date(isoTime(w.expires_at)),
            }
          : null,
    });
    switch (st.state) {
      case 'pending':
      case 'sent': {
        if (st.state === 'sent' && w.state === 'in_progress') {
          const expiresAt = st.expiresAt ?? new Date(Date.now() + settings.offerExpiryMs);
          await apply(w, 'in_progress', {
            to: 'ready',
            offerId: st.offerId,
            offerUrl: st.offerUrl,
            expiresAt,
            cost: st.cost,
          });
        } else if (w.attempts > 0) await repo.recordStep(db, w.id, w.state, { attempts: 0 });
        return provider.pollMs;
      }
      case 'accepted':
        await apply(w, w.state, { to: 'success', cost: st.cost });
        return null;
      default:
        await apply(w, w.state, { to: st.state, reason: st.reason });
        return null;
    }
  }

  return {
    customIdOf,
    /**
     * An operator's cancel (issue 25): only before the marketplace bought the item, under the step lock, so no step
     * can buy it meanwhile; the item goes back to the player's backpack.
     */
    async cancel(id: number, reason: string): Promise<repo.WithdrawalRow> {
      const result = await exclusive(id, async () => {
        const w = await repo.findWithdrawal(db, id);
        if (!w) throw new AppError('withdrawal_not_found');
        if (w.state !== 'in_progress' && w.state !== 'ready') throw new AppError('withdrawal_not_active');
        if (w.external_id !== null || w.attempts > 0) throw new AppError('withdrawal_not_cancellable');
        if (!(await apply(w, w.state, { to: 'cancelled', reason }))) throw new AppError('conflict');
        return w;
      });
      if (result === 'busy') throw new AppError('conflict');
      return result;
    },
    /** An operator's retry: the attempts start again and a step runs at once. */
    async retry(id: number): Promise<repo.WithdrawalRow> {
      const w = await repo.findWithdrawal(db, id);
      if (!w) throw new AppError('withdrawal_not_found');
      if (w.state !== 'in_progress' && w.state !== 'ready') throw new AppError('withdrawal_not_active');
      await repo.recordStep(db, w.id, w.state, { attempts: 0 });
      return w;
    },
    /** One step of withdrawal `id`; ms until the next, or null when it is finished (or gone). */
    async advance(id: number): Promise<number | null> {
      const result = await exclusive(id, async () => {
        const w = await repo.findWithdrawal(db, id);
        if (!w || (w.state !== 'in_progress' && w.state !== 'ready')) return null;
        const provider = d.providers[w.provider];
        if (!provider) {
          d.log.error({ withdrawal: id, provider: w.provider }, 'withdrawal marketplace not configured here');
          return UNCONFIGURED_RETRY_MS;
        }
        try {
          return w.external_id === null
            ? await purchase(provider, w)
            : await follow(provider, { ...w, external_id: w.external_id });
        } catch (e) {
          if (!(e instanceof MarketUnavailable)) throw e;
          // The outcome is unknown: ask again later, backing off (a purchase counted its attempt before the call).
          const attempts = w.attempts + 1;
          if (w.external_id !== null) await repo.recordStep(db, w.id, w.state, { attempts });
          d.log.warn({ withdrawal: id, attempts, err: e.message }, 'marketplace unavailable, will retry');
          return backoff(provider, attempts);
        }
      });
      // Another step of it is running (a duplicate job): look again shortly.
      return result === 'busy' ? BUSY_RETRY_MS : result;
    },
  };
}

export type Steps = ReturnType<typeof createSteps>;
