import type { Db } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import * as repo from './withdrawals.repo';
import type { Steps } from './withdrawals.steps';

/**
 * One job per step of one withdrawal; `short`: at most one queued per withdrawal, any number running. Two steps of
 * one withdrawal never run at once all the same: a step holds the withdrawal's advisory lock (decision 58).
 */
export const STEP_QUEUE = 'withdrawal-step';
/** Every minute (one instance runs it): a step for every active withdrawal that has none queued. */
export const SWEEP_QUEUE = 'withdrawal-sweep';
const RETRY_AFTER_ERROR_MS = 5_000;

type Log = { warn: (o: object, m: string) => void; error: (o: object, m: string) => void };

/**
 * pg-boss drives withdrawals (DESIGN §8): a step job runs `steps.advance` and queues the next step for when it is
 * due. Jobs live in Postgres, so a restart (or another instance) continues them; the boot and minute sweeps queue a
 * step for any active withdrawal left without one (created on an instance without workers, a lost send).
 * Without pg-boss (JOBS=false) this instance queues nothing and runs nothing; the extract still records.
 */
export function createWithdrawalJobs(deps: { db: Db; jobs: Jobs; steps: Steps; log: Log }) {
  const { log } = deps;

  async function enqueue(ids: number[], delayMs = 0): Promise<void> {
    const boss = deps.jobs.boss;
    if (!boss || ids.length === 0) return;
    const startAfter = new Date(Date.now() + delayMs);
    await Promise.all(ids.map((id) => boss.send(STEP_QUEUE, { id }, { startAfter, singletonKey: `withdrawal:${id}` })));
  }

  async function runStep(id: number): Promise<void> {
    let next: number | null;
    try {
      next = await deps.steps.advance(id);
    } catch (e) {
      log.error({ err: e, withdrawal: id }, 'withdrawal step failed');
      next = RETRY_AFTER_ERROR_MS;
    }
    if (next !== null) await enqueue([id], next);
  }

  async function sweep(): Promise<number> {
    const ids = await repo.activeIds(deps.db);
    await enqueue(ids);
    return ids.length;
  }

  return {
    /** Queues the first step of new withdrawals; a failure is logged (the sweep catches up). */
    async schedule(ids: number[]): Promise<void> {
      await enqueue(ids).catch((e) => log.warn({ err: e }, 'withdrawal step not queued; the sweep will'));
    },
    sweep,
    /**
     * The next step of withdrawal `id` now (the console's retry): a step waiting for its backed-off time would keep
     * the singleton key and drop a new send, so it is cancelled first. A step running meanwhile is harmless: steps
     * of one withdrawal take its lock in turn.
     */
    async now(id: number): Promise<void> {
      const boss = deps.jobs.boss;
      if (!boss) return;
      const waiting = await repo.waitingSteps(deps.db, STEP_QUEUE, `withdrawal:${id}`);
      if (waiting.length) await boss.cancel(STEP_QUEUE, waiting);
      await enqueue([id]);
    },
    async start(): Promise<void> {
      const boss = deps.jobs.boss;
      if (!boss) return;
      // `stately` (before decision 58) let a crashed instance's active job block every step fetch for its expiry.
      // createQueue leaves an existing queue as it is, so the policy is also set on it, and the running jobs of
      // the old policy (a crashed instance's included) stop counting against a new one.
      const stepQueue = { name: STEP_QUEUE, policy: 'short', expireInSeconds: 120 } as const;
      await boss.createQueue(STEP_QUEUE, stepQueue);
      await boss.updateQueue(STEP_QUEUE, stepQueue);
      await repo.releaseStatelySteps(deps.db, STEP_QUEUE);
      await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
      await boss.work<{ id: number }>(STEP_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 5 }, async (jobs) => {
        await Promise.all(jobs.map((job) => runStep(Number(job.data.id))));
      });
      await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
        await sweep();
      });
      await boss.schedule(SWEEP_QUEUE, '* * * * *', {}, { singletonKey: SWEEP_QUEUE });
      // Withdrawals that were under way when the site stopped go on now.
      await sweep().catch((e) => log.warn({ err: e }, 'withdrawal boot sweep failed'));
    },
    /** This instance takes no more steps (running ones finish; another instance or the next boot goes on). */
    async stop(): Promise<void> {
      await deps.jobs.boss?.offWork(STEP_QUEUE);
      await deps.jobs.boss?.offWork(SWEEP_QUEUE);
    },
  };
}

export type WithdrawalJobs = ReturnType<typeof createWithdrawalJobs>;
