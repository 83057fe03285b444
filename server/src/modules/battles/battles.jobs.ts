import type { Database } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import * as lists from './battles.lists.repo';
import * as repo from './battles.repo';
import type { BattleRunner } from './battles.runner';

export const ROUND_QUEUE = 'battle-round';
/** A round's pg-boss job is due this long after the round: it only acts when the in-process timer did not. */
export const BACKSTOP_MS = 2_000;
/** How often each instance looks for running battles whose next round is overdue. */
const SWEEP_MS = 5_000;
/** Overdue beyond the backstop and a few polls means the round has no job left: it is scheduled again. */
const OVERDUE_MS = BACKSTOP_MS + 3_000;
const WORKER_BATCH = 10;

type RoundJob = { battleId: number; round: number };
type Log = { warn: (obj: unknown, msg?: string) => void };

/**
 * The clock of running battles (DESIGN §8, docs/decisions.md). Each round is scheduled twice:
 *
 * - an in-process timer on the instance that revealed the previous round (or started the battle), due exactly
 *   when the round is: the fast path, so rounds keep time and a reveal costs no job polling;
 * - a pg-boss job (`battle-round`, one per battle and round by its singleton key) due `BACKSTOP_MS` later,
 *   which any instance's worker takes: if the instance holding the timer died or stalled, the job reveals the
 *   round and the battle carries on there; otherwise it finds the round revealed and does nothing.
 *
 * Reveals are claims (`revealed = r → r + 1`), so a round is revealed once whoever gets there first. A sweep on
 * boot and every few seconds schedules again any running battle whose round is overdue beyond the backstop (an
 * instance died between a reveal's commit and sending the next job, or mid-job). Without pg-boss on this
 * instance (`JOBS=false`) the timers and the sweep carry battles alone; the state is in Postgres either way.
 */
export function createBattleJobs(deps: { database: Database; jobs: Jobs; runner: BattleRunner; log: Log }) {
  const { runner, log } = deps;
  const boss = deps.jobs.boss;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;

  async function run(job: RoundJob, backstop = false): Promise<void> {
    // A backstop job usually finds its round revealed: one read, no transaction.
    if (backstop && !(await repo.roundPending(deps.database.db, job.battleId, job.round))) return;
    const revealed = await runner.reveal(job.battleId, job.round);
    if (revealed?.next) await schedule(job.battleId, revealed.next.round, revealed.next.at);
  }

  /** Round `round` of a battle is due at `at`: the timer here, the backstop job anywhere. */
  async function schedule(battleId: number, round: number, at: Date): Promise<void> {
    if (!stopped) {
      const timer = setTimeout(
        () => {
          timers.delete(timer);
          const done = run({ battleId, round })
            .catch((e) => log.warn({ err: e }, `battle ${battleId} round ${round} failed`))
            .finally(() => running.delete(done));
          running.add(done);
        },
        Math.max(0, at.getTime() - Date.now()),
      );
      timers.add(timer);
    }
    if (!boss) return;
    // Sent even while stopping (pg-boss stops after the app): the next instance takes it from there.
    await boss.send(ROUND_QUEUE, { battleId, round } satisfies RoundJob, {
      startAfter: new Date(at.getTime() + BACKSTOP_MS),
      singletonKey: `${battleId}:${round}`,
      retryLimit: 10,
      retryDelay: 1,
      expireInSeconds: 60,
    });
  }

  async function sweep(): Promise<void> {
    for (const due of await lists.overdue(deps.database.db, OVERDUE_MS)) {
      await schedule(due.id, due.revealed, new Date());
    }
  }

  return {
    schedule,
    sweep,
    async start() {
      if (boss) {
        await boss.createQueue(ROUND_QUEUE, { name: ROUND_QUEUE, policy: 'short' });
        await boss.work<RoundJob>(
          ROUND_QUEUE,
          { pollingIntervalSeconds: 0.5, batchSize: WORKER_BATCH },
          async (jobs) => {
            // A failed reveal fails the batch, so pg-boss retries it; the others' retries are no-ops.
            const failed = (await Promise.allSettled(jobs.map((job) => run(job.data, true)))).find(
              (r) => r.status === 'rejected',
            );
            if (failed) throw failed.reason;
          },
        );
      }
      await sweep().catch((e) => log.warn({ err: e }, 'battle sweep failed'));
      sweeper = setInterval(() => {
        sweep().catch((e) => log.warn({ err: e }, 'battle sweep failed'));
      }, SWEEP_MS);
      sweeper.unref();
    },
    /** Stops the timers and the sweep, and waits for reveals under way (the app closes before pg-boss and the pool). */
    async stop() {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type BattleJobs = ReturnType<typeof createBattleJobs>;
