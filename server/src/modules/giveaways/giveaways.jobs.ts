import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import type { Log } from './giveaways.deps';
import * as repo from './giveaways.repo';

export const DRAW_QUEUE = 'giveaway-draw';
/** How often each instance looks for rooms whose draw is due (and creates the official rooms' occurrences). */
const SWEEP_MS = 10_000;

const TIMER_HORIZON_MS = 86_400_000;

type DrawJob = { roomId: number };

/**
 * The clock of draws (DESIGN §8). A room's draw is a pg-boss job (`giveaway-draw`, one per room by its singleton
 * key) due at its end time, or sent at once when a continuous room reaches its target; an in-process timer on the
 * instance that scheduled it is the fast path. A sweep on boot and every few seconds draws any room that is due
 * without a job (created by `npm run ops`, or whose instance died). However many of these reach a room, the draw
 * claims it in the database (`state` → 3), so it pays once.
 */
export function createGiveawayJobs(deps: {
  database: Database;
  jobs: Jobs;
  clock: Clock;
  draw: (roomId: number) => Promise<unknown>;
  /** Work of each sweep before the due rooms (official occurrences). */
  beforeSweep: () => Promise<unknown>;
  log: Log;
}) {
  const { log, clock } = deps;
  const boss = deps.jobs.boss;
  const cancels = new Set<() => void>();
  const running = new Set<Promise<unknown>>();
  let sweeper: NodeJS.Timeout | undefined;
  let stopped = false;

  function run(roomId: number) {
    const done = deps
      .draw(roomId)
      .catch((e) => log.warn({ err: e }, `giveaway ${roomId} draw failed (retried by its job or the sweep)`))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  }

  async function sweep(): Promise<void> {
    await deps.beforeSweep().catch((e) => log.warn({ err: e }, 'giveaway occurrences failed'));
    for (const id of await repo.dueRooms(deps.database.db, new Date(clock.now()))) await run(id);
  }

  return {
    sweep,
    /** Room `roomId` is drawn at `at` (now when omitted): the timer here, the job anywhere. */
    async schedule(roomId: number, at?: Date): Promise<void> {
      const when = at ?? new Date(clock.now());
      // Timers only for draws within a day (Node timers overflow past 24.8 days); the job and the sweep do the rest.
      if (!stopped && when.getTime() - clock.now() < TIMER_HORIZON_MS) {
        const cancel = clock.at(when.getTime(), () => {
          cancels.delete(cancel);
          void run(roomId);
        });
        cancels.add(cancel);
      }
      if (!boss) return;
      await boss.send(DRAW_QUEUE, { roomId } satisfies DrawJob, {
        startAfter: new Date(when.getTime() + 1_000),
        singletonKey: `gift:${roomId}`,
        retryLimit: 10,
        retryDelay: 5,
        expireInSeconds: 120,
      });
    },
    async start() {
      if (boss) {
        await boss.createQueue(DRAW_QUEUE, { name: DRAW_QUEUE, policy: 'short' });
        await boss.work<DrawJob>(DRAW_QUEUE, { pollingIntervalSeconds: 1, batchSize: 5 }, async (jobs) => {
          // A failed draw fails the batch so pg-boss retries it; the others' retries find their room drawn.
          const failed = (await Promise.allSettled(jobs.map((job) => deps.draw(job.data.roomId)))).find(
            (r) => r.status === 'rejected',
          );
          if (failed) throw failed.reason;
        });
      }
      await sweep().catch((e) => log.warn({ err: e }, 'giveaway sweep failed'));
      sweeper = setInterval(() => {
        sweep().catch((e) => log.warn({ err: e }, 'giveaway sweep failed'));
      }, SWEEP_MS);
      sweeper.unref();
    },
    async stop() {
      stopped = true;
      if (sweeper) clearInterval(sweeper);
      for (const cancel of cancels) cancel();
      cancels.clear();
      await Promise.allSettled([...running]);
    },
  };
}

export type GiveawayJobs = ReturnType<typeof createGiveawayJobs>;
