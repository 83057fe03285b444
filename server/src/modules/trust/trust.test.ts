import { rmSync } from 'node:fs';
import {
  contentsHash,
  contentsText,
  parseMilli,
  pickDrop,
  recomputeLiabilityRoot,
  roll,
  sha256Hex,
} from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { fund } from '../../../test/wallet';
import { type Running, start } from '../../main';
import { auditLedger } from '../wallet';

let app: TestApp;
let contentDir: string;
let token: string;
let userId: number;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await app.database.pool.query(text, params)).rows as T[];
const open = (number: number, t = token) =>
  app.request('/api/box/test-pistols/open', { method: 'POST', json: { number }, headers: bearer(t) });

beforeAll(async () => {
  contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  // The drain runs on demand here (`app.trust.drain`), not on its timer.
  app = await startTestApp(
    { contentDir },
    { CAPTCHA_MODE: 'off', RTP_DRAIN_MS: '60000', LIABILITIES_EVERY_HOURS: '0' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  token = await registerUser(app, 'Truster', 'truster@example.com');
  userId = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  await fund(app, userId, 500_000);
}, 60_000);
afterAll(async () => {
  await app?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

describe('realised RTP', () => {
  it("equals the ledger's paid ÷ wagered for a case after known opens, with a band from the odds", async () => {
    for (const n of [5, 5, 3, 1]) expect((await open(n)).body.code).toBe(200);
    await app.trust.drain();
    const { list } = (await app.request('/api/stats/rtp')).body.data;
    const row = list.find((r: { box_id: string | null }) => r.box_id === 'test-pistols');
    // What the ledger says: the debits of the case's opens, and the items they put in the backpack.
    const [ledger] = await q<{ wagered: string; paid: string; bets: number }>(
      `select (select -sum(p.amount) from postings p join ledger_tx t on t.id = p.tx_id join accounts a on a.id = p.account_id
                where t.kind = 'case' and t.ref_id = 'test-pistols' and a.owner = 'user')::text as wagered,
              (select sum(price) from items where source = 'case' and owner_id = $1)::text as paid,
              (select count(*)::int from rolls where game = 'case' and box_id = 'test-pistols') as bets`,
      [userId],
    );
    expect(row).toMatchObject({ game: 'case', bets: 14, currency: 'money' });
    expect(ledger!.bets).toBe(14);
    expect(parseMilli(row.wagered)).toBe(Number(ledger!.wagered));
    expect(parseMilli(row.paid)).toBe(Number(ledger!.paid));
    expect(row.realised_rtp).toBeCloseTo(Number(ledger!.paid) / Number(ledger!.wagered), 4);
    const box = (await app.request('/api/box/test-pistols')).body.data;
    expect(row.published_rtp).toBeCloseTo(box.rtp, 3);
    expect(row.ci_low).toBeLessThan(row.realised_rtp);
    expect(row.ci_high).toBeGreaterThan(row.realised_rtp);

    // Drained once: a second drain adds nothing, and bets made since are counted by the next.
    await app.trust.drain();
    expect(
      (await q<{ bets: string }>(`select bets::text from rtp_totals where box_id = 'test-pistols'`))[0]!.bets,
    ).toBe('14');
    expect(await q('select * from bet_tally')).toEqual([]);
  });

  it('counts every bet exactly once while drains race the opens', async () => {
    const before = Number(
      (await q<{ bets: string }>(`select bets::text from rtp_totals where box_id = 'test-pistols'`))[0]!.bets,
    );
    const opens = Array.from({ length: 20 }, () => open(1));
    const drains = Array.from({ length: 10 }, () => app.trust.drain());
    const results = await Promise.all(opens);
    await Promise.all(drains);
    await app.trust.drain();
    const ok = results.filter((r) => r.body.code === 200).length;
    expect(ok).toBe(20);
    const [after] = await q<{ bets: string }>(`select bets::text from rtp_totals where box_id = 'test-pistols'`);
    expect(Number(after!.bets) - before).toBe(20);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });

  it('lists a case nobody opened with its published RTP and no realised one', async () => {
    const { list } = (await app.request('/api/stats/rtp')).body.data;
    const others = list.filter((r: { game: string; bets: number }) => r.game === 'case' && r.bets === 0);
    for (const r of others)
      expect(r).toMatchObject({ realised_rtp: null, ci_low: null, published_rtp: expect.any(Number) });
  });
});

describe('case contents bound to rolls', () => {
  it('answers contents_hash of the ticket table, and every case roll carries it', async () => {
    const box = (await app.request('/api/box/test-pistols')).body.data;
    const lines = box.items.map((i: { goods: { id: number }; ticket_from: number; ticket_to: number }) => ({
      goodsId: i.goods.id,
      from: i.ticket_from,
      to: i.ticket_to,
    }));
    expect(box.contents_hash).toBe(contentsHash(lines));
    expect(box.contents_hash).toBe(sha256Hex(contentsText(lines)));
    const log = (await app.request('/api/pfv_log', { headers: bearer(token) })).body.data.list;
    expect(log.length).toBeGreaterThan(0);
    for (const r of log)
      expect(r).toMatchObject({ game: 'case', box_id: 'test-pistols', case_hash: box.contents_hash });
    const version = (await app.request(`/api/box/version/${box.contents_hash}`)).body.data;
    expect(version).toMatchObject({ hash: box.contents_hash, box_id: 'test-pistols', contents: contentsText(lines) });
    expect(version.items).toEqual(
      lines.map((l: { goodsId: number; from: number; to: number }) => ({
        goods_id: l.goodsId,
        ticket_from: l.from,
        ticket_to: l.to,
      })),
    );
    expect((await app.request(`/api/box/version/${'0'.repeat(64)}`)).body).toMatchObject({ code: 404 });
    expect((await app.request('/api/box/version/not-a-hash')).body.code).toBe(400);
  });

  it('makes a new version when the contents change; old rolls still verify against their own table', async () => {
    const oldHash = (await app.request('/api/box/test-pistols')).body.data.contents_hash;
    const [oldRoll] = await q<{ ticket: number; goods_id: number; case_hash: string }>(
      `select ticket, goods_id, case_hash from rolls where game = 'case' order by id limit 1`,
    );
    // The operator moves a million tickets from the P250 to the P2000 and restarts on the same database.
    const edited = contentWithCases({
      'test-pistols': {
        ...TEST_PISTOL_CASE,
        items: [
          { ...TEST_PISTOL_CASE.items[0]!, tickets: 68_000_000 },
          { ...TEST_PISTOL_CASE.items[1]!, tickets: 31_000_000 },
          TEST_PISTOL_CASE.items[2]!,
        ],
      },
    });
    let second: Running | undefined;
    try {
      second = await start(
        { port: 0, host: '127.0.0.1', logLevel: 'silent', contentDir: edited, dataDir: contentDir },
        {
          NODE_ENV: 'test',
          DATABASE_URL: app.config.databaseUrl,
          REDIS_URL: process.env.REDIS_URL,
          JOBS: 'false',
          CAPTCHA_MODE: 'off',
        },
      );
      const box = (await (await fetch(`${second.url}/api/box/test-pistols`)).json()) as any;
      expect(box.data.contents_hash).not.toBe(oldHash);
      const log = (await (await fetch(`${second.url}/api/box/versions?box_id=test-pistols`)).json()) as any;
      expect(log.data.list.map((v: { hash: string }) => v.hash)).toEqual([box.data.contents_hash, oldHash]);
      // The old roll maps to its goods through the table it was drawn against, not the new one.
      const old = (await (await fetch(`${second.url}/api/box/version/${oldRoll!.case_hash}`)).json()) as any;
      const ranges = old.data.items.map((i: { goods_id: number; ticket_from: number; ticket_to: number }) => ({
        goodsId: i.goods_id,
        from: i.ticket_from,
        to: i.ticket_to,
      }));
      expect(contentsHash(ranges)).toBe(oldRoll!.case_hash);
      expect(Number(pickDrop(ranges, oldRoll!.ticket).goodsId)).toBe(oldRoll!.goods_id);
    } finally {
      await second?.stop();
      rmSync(edited, { recursive: true, force: true });
    }
  });

  it('recomputes a revealed roll to its ticket', async () => {
    const rotated = await app.request('/api/pfv_api', {
      method: 'POST',
      json: { rotate: true },
      headers: bearer(token),
    });
    const { serverSeed } = rotated.body.data.previous;
    const [r] = (await app.request('/api/pfv_log', { headers: bearer(token) })).body.data.list;
    expect(roll({ serverSeed, game: 'case', clientSeed: r.clientSeed, nonce: r.nonce, round: r.round }).ticket).toBe(
      r.ticket,
    );
  });
});

describe('proof of liabilities', () => {
  it('answers 404 before the first snapshot and 401 to a visitor', async () => {
    expect((await app.request('/api/transparency/liabilities')).body.data).toEqual({ list: [] });
    expect((await app.request('/api/transparency/liabilities/proof', { headers: bearer(token) })).body).toMatchObject({
      code: 404,
      msg: 'No liabilities snapshot has been published yet',
    });
    expect((await app.request('/api/transparency/liabilities/proof')).body.code).toBe(401);
  });

  it("publishes the root and total; each player's proof recomputes to them", async () => {
    const others = [];
    for (const [i, amount] of [12_345, 1, 250_000].entries()) {
      const t = await registerUser(app, `Holder${i}`, `holder${i}@example.com`);
      const id = (await app.request('/api/user', { headers: bearer(t) })).body.data.id;
      await fund(app, id, amount);
      others.push({ token: t, id, amount });
    }
    await fund(app, others[0]!.id, 777, 'score');
    const none = await registerUser(app, 'Empty', 'empty@example.com');
    await app.trust.liabilities.snapshot();

    const published = (await app.request('/api/transparency/liabilities')).body.data.list;
    expect(published.map((p: { currency: string }) => p.currency)).toEqual(['money', 'shop_score', 'score']);
    const money = published[0];
    const [owed] = await q<{ total: string; n: number }>(
      `select sum(balance)::text as total, count(distinct owner_id)::int as n from accounts
       where owner = 'user' and currency = 'money' and balance > 0`,
    );
    expect(money).toMatchObject({ total: Number(owed!.total), leaves: owed!.n });

    for (const p of [{ token, id: userId }, ...others]) {
      const proof = (await app.request('/api/transparency/liabilities/proof', { headers: bearer(p.token) })).body.data;
      expect(proof.user_id).toBe(p.id);
      expect(proof.leaf.user_hash).toBe(sha256Hex(`${p.id}:${proof.salt}`));
      const [row] = await q<{ balance: string }>(
        `select sum(balance)::text as balance from accounts where owner = 'user' and owner_id = $1 and currency = 'money'`,
        [p.id],
      );
      expect(proof.leaf.balance).toBe(Number(row!.balance));
      const check = recomputeLiabilityRoot(proof.leaf, proof.path);
      expect(check).toMatchObject({ root: money.root, total: money.total });
      // A balance shown lower than counted does not reach the root.
      expect(recomputeLiabilityRoot({ ...proof.leaf, balance: proof.leaf.balance - 1 }, proof.path).root).not.toBe(
        money.root,
      );
    }
    const score = await app.request('/api/transparency/liabilities/proof?currency=score', {
      headers: bearer(others[0]!.token),
    });
    expect(recomputeLiabilityRoot(score.body.data.leaf, score.body.data.path)).toMatchObject({
      root: published[2].root,
      total: 777,
    });
    expect((await app.request('/api/transparency/liabilities/proof', { headers: bearer(none) })).body.code).toBe(404);
    expect(
      (await app.request('/api/transparency/liabilities/proof?currency=gold', { headers: bearer(token) })).body.code,
    ).toBe(400);
  });

  it('takes the periodic snapshot once however many instances ask at once', async () => {
    const [before] = await q<{ n: number }>('select count(*)::int as n from liability_snapshots');
    const taken = await Promise.all(
      Array.from({ length: 4 }, () => app.trust.liabilities.snapshot({ ifOlderThanMs: 0 })),
    );
    expect(taken.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    const hourly = await Promise.all(
      Array.from({ length: 4 }, () => app.trust.liabilities.snapshot({ ifOlderThanMs: 3_600_000 })),
    );
    expect(hourly.filter(Boolean)).toEqual([]);
    const [after] = await q<{ n: number }>('select count(*)::int as n from liability_snapshots');
    expect(after!.n - before!.n).toBe(3 * taken.filter(Boolean).length);
  });
});

describe('ledger chains', () => {
  it('shows hash and prev_hash on the history, linked entry to entry', async () => {
    const list = [];
    for (let page = 1; ; page++) {
      const { data } = (await app.request(`/api/wallet/transactions?page=${page}`, { headers: bearer(token) })).body;
      list.push(...data.list);
      if (list.length >= data.total || data.list.length === 0) break;
    }
    // By hash: a background credit (a VIP reward) between two page reads shifts an entry onto the next page too.
    const money = [
      ...new Map(
        list
          .filter((t: { currency: string; hash?: string | null }) => t.currency === 'money' && t.hash)
          .map((t: { hash: string }) => [t.hash, t]),
      ).values(),
    ] as { prev_hash: string; hash: string }[];
    expect(money.length).toBeGreaterThan(3);
    // One chain in lock order (racing bets may commit in another order than their transaction ids): from '' through
    // every entry once.
    const next = new Map(money.map((t: { prev_hash: string; hash: string }) => [t.prev_hash, t.hash]));
    expect(next.size).toBe(money.length);
    let at = '';
    for (let i = 0; i < money.length; i++) at = next.get(at) as string;
    expect(at).toMatch(/^[0-9a-f]{64}$/);
    const [head] = await q<{ chain_hash: string }>(
      `select chain_hash from accounts where owner = 'user' and owner_id = $1 and name = 'main' and currency = 'money'`,
      [userId],
    );
    expect(at).toBe(head!.chain_hash);
  });

  it('finds a ledger row edited behind its back, even with the balance edited to match', async () => {
    expect(await auditLedger(app.database.pool)).toEqual([]);
    // A bet made $1 cheaper after the fact: the player's posting, the house's and the cached balance all agree.
    const [p] = await q<{ id: number; account_id: number; house: number }>(
      `select p.id, p.account_id, h.id as house from postings p join accounts a on a.id = p.account_id
       join postings h on h.tx_id = p.tx_id and h.id <> p.id
       where a.owner = 'user' and a.owner_id = $1 and p.amount < 0 order by p.id limit 1`,
      [userId],
    );
    const shift = async (by: number) => {
      await q('update postings set amount = amount + $2 where id = $1', [p!.id, by]);
      await q('update postings set amount = amount - $2 where id = $1', [p!.house, by]);
      await q('update accounts set balance = balance + $2 where id = $1', [p!.account_id, by]);
    };
    await shift(1000);
    try {
      const found = new Set((await auditLedger(app.database.pool)).map((v) => v.invariant));
      expect([...found]).toEqual(["each player's postings form an unbroken hash chain (docs/trust.md)"]);
    } finally {
      await shift(-1000);
    }
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });
});

describe('withdrawal figures', () => {
  it('answers median and p90 time to delivery and the success rate per provider and window', async () => {
    const now = Date.now();
    const rows = [
      { state: 'success', minutes: 2, ago: 1 },
      { state: 'success', minutes: 4, ago: 2 },
      { state: 'success', minutes: 10, ago: 3 },
      { state: 'failed', minutes: 30, ago: 4 },
      { state: 'success', minutes: 60, ago: 24 * 10 },
      { state: 'cancelled', minutes: 1, ago: 1 },
    ];
    for (const [i, r] of rows.entries()) {
      const finished = new Date(now - r.ago * 3_600_000);
      await q(
        `insert into withdrawals (user_id, knapsack_id, goods_id, price, provider, state, trade_url, created_at, updated_at, finished_at)
         values ($1, $2, 1, 1000, 'sandbox', $3, 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x', $4, $5, $5)`,
        [userId, 900_000 + i, r.state, new Date(finished.getTime() - r.minutes * 60_000), finished],
      );
    }
    const { list } = (await app.request('/api/stats/withdrawals')).body.data;
    expect(list).toEqual([
      {
        provider: 'sandbox',
        window: '24h',
        finished: 4,
        delivered: 3,
        success_rate: 0.75,
        median_seconds: 240,
        p90_seconds: 528,
      },
      {
        provider: 'sandbox',
        window: '30d',
        finished: 5,
        delivered: 4,
        success_rate: 0.8,
        median_seconds: 420,
        p90_seconds: 2_700,
      },
    ]);
    await q('delete from withdrawals where knapsack_id >= 900000');
  });
});
