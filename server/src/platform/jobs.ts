import PgBoss from 'pg-boss';

export type Jobs = { boss: PgBoss | undefined; stop: () => Promise<void> };

/** pg-boss on the application database; `enabled = false` leaves this instance without workers. */
export async function startJobs(url: string, enabled: boolean, onError: (e: unknown) => void): Promise<Jobs> {
  if (!enabled) return { boss: undefined, stop: async () => {} };
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4 });
  boss.on('error', onError);
  await boss.start();
  return {
    boss,
    // Graceful: waits for running handlers (up to 20 s) before closing its connections.
    stop: () => boss.stop({ graceful: true, timeout: 20_000, wait: true }),
  };
}
