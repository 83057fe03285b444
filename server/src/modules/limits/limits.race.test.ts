import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { until } from '../../../test/until';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

/**
 * The gate runs inside the bet's transaction under the player's limits lock (decision 65): a cool-off that commits
 * before a bet commits always refuses it, and a cool-off asked for while a bet is in flight commits after that bet.
 * The lock is `pg_advisory_xact_lock(7065, user)`: changes take it exclusively, bets shared.
 */
const LOCK_SPACE = 7065;
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir: contentWithCases({ 'test-pistols': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let n = 0;
async function player() {
  n += 1;
  const name = `Lr${n}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  await fund(app, id, 100_000);
  return { token, id };
}
type P = Awaited<ReturnType<typeof player>>;
const open = (p: P) =>
  app.request('/api/box/test-pistols/open', { method: 'POST', headers: bearer(p.token), json: { number: 1 } });
const caseDebits = async (p: P) =>
  Number(
    (
      await app.database.pool.query(`select count(*)::int as n from ledger_tx where kind = 'case' and user_id = $1`, [
        p.id,
      ])
    ).rows[0].n,
  );
/** Sessions waiting for the player's limits lock (shared or exclusive). */
const waitingOnLimits = async (p: P) =>
  Number(
    (
      await app.database.pool.query(
        `select count(*)::int as n from pg_locks
          where locktype = 'advisory' and classid = $1 and objid = $2 and objsubid = 2 and not granted`,
        [LOCK_SPACE, p.id],
      )
    ).rows[0].n,
  );
/** Sessions of this database waiting for a row or transaction lock. */
const waitingOnRows = async () =>
  Number(
    (
      await app.database.pool.query(
        `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where not l.granted and l.locktype in ('transactionid', 'tuple') and a.datname = current_database()`,
      )
    ).rows[0].n,
  );

describe('the gate inside the bet’s transaction', () => {
  it('a cool-off that commits while an open waits for the lock refuses that open; nothing is debited', async () => {
    const p = await player();
    const coolOff = await app.database.pool.connect();
    try {
      // A cool-off in its transaction, as `limits` writes one: the exclusive lock, then the row.
      await coolOff.query('begin');
      await coolOff.query('select pg_advisory_xact_lock($1, $2)', [LOCK_SPACE, p.id]);
      const blockUntil = new Date(Date.now() + 24 * 3_600_000).toISOString();
      await coolOff.query(
        `insert into player_limits (user_id, block_kind, block_since, block_until) values ($1, 'cool_off', now(), $2)`,
        [p.id, blockUntil],
      );
      const opening = open(p);
      expect(
        await until(
          () => waitingOnLimits(p),
          (w) => w === 1,
        ),
      ).toBe(1);
      await coolOff.query('commit');
      const res = await opening;
      expect([res.status, res.body.data?.reason]).toEqual([403, 'cool_off']);
    } finally {
      coolOff.release();
    }
    expect(await caseDebits(p)).toBe(0);
  });

  it('a cool-off asked for while an open is in its transaction commits after the open, then refuses the next', async () => {
    const p = await player();
    const holder = await app.database.pool.connect();
    let coolOffDone = false;
    try {
      // Hold the player's balance row so the open stops after its gate, inside its transaction.
      await holder.query('begin');
      await holder.query(
        `select id from accounts where owner = 'user' and owner_id = $1 and currency = 'money' for update`,
        [p.id],
      );
      const rowsBefore = await waitingOnRows();
      const opening = open(p);
      expect(await until(waitingOnRows, (w) => w > rowsBefore)).toBeGreaterThan(rowsBefore);
      const coolOff = app
        .request('/api/user/cool_off', { method: 'POST', headers: bearer(p.token), json: { hours: 24 } })
        .then((r) => {
          coolOffDone = true;
          return r;
        });
      // The cool-off waits for the open's shared lock: it cannot commit while the open is in flight.
      expect(
        await until(
          () => waitingOnLimits(p),
          (w) => w === 1,
        ),
      ).toBe(1);
      expect(coolOffDone).toBe(false);
      await holder.query('commit');
      const [opened, cooled] = await Promise.all([opening, coolOff]);
      expect(opened.body.code).toBe(200);
      expect(cooled.body.code).toBe(200);
    } finally {
      holder.release();
    }
    expect(await caseDebits(p)).toBe(1);
    expect((await open(p)).status).toBe(403);
    expect(await caseDebits(p)).toBe(1);
  });
});
