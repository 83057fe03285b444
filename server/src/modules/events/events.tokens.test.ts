import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { deposit } from '../../../test/deposits';
import { auditLedger } from '../wallet';
import type { EventDef } from './events.engine';
import { eventsContent } from './events.test-kit';

const clock = createManualClock();
let app: TestApp;
let players = 0;
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));

beforeAll(async () => {
  const dir = eventsContent();
  const base = {
    mechanic: 'free_coins',
    path: '/event',
    title: texts('T'),
    description: texts('D'),
    picture: '/x.svg',
  };
  const prizes = [{ kind: 'coins', amount: 0.01, tickets: 100_000_000 }];
  const files = {
    'test-tokens': { ...base, priority: -10, prizes, tokens: { name: texts('Hammer'), stake: 0.5, deposit: 10 } },
    'test-tokens-cases': {
      ...base,
      priority: -11,
      prizes,
      tokens: { name: texts('Ball'), stake: 1, games: ['upgrade'] },
    },
    'test-tokens-over': {
      ...base,
      priority: -12,
      prizes,
      schedule: { type: 'dates', from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' },
      tokens: { name: texts('Old'), stake: 0.5, deposit: 1 },
    },
  };
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify({ key, ...body }));
  app = await startTestApp({ contentDir: dir }, { CAPTCHA_MODE: 'off' }, { clock });
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
}, 120_000);
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

async function player() {
  players += 1;
  const token = await registerUser(app, `Tokener${players}`, `tokener${players}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
const eventOf = (key: string) => app.events.engine.events.find((e: EventDef) => e.key === key)!;
const balance = (key: string, userId: number) => app.events.tokens.balance(app.database.db, eventOf(key), userId);

describe('event tokens', () => {
  it('accrue from deposits and bets of the counted games while the event runs, once per source', async () => {
    const p = await player();
    await deposit(app, p.token, 25);
    // $25 at $10 per token: 2; the ended event accrues nothing; the upgrade-only event ignores deposits.
    expect(await balance('test-tokens', p.id)).toBe(2);
    expect(await balance('test-tokens-over', p.id)).toBe(0);
    expect(await balance('test-tokens-cases', p.id)).toBe(0);

    const price: number = (await app.request('/api/box/test-pistols', { headers: bearer(p.token) })).body.data.price;
    const open = await app.request('/api/box/test-pistols/open', {
      method: 'POST',
      json: { number: 3 },
      headers: bearer(p.token),
    });
    expect(open.body.code).toBe(200);
    const staked = 3 * price;
    expect(await balance('test-tokens', p.id)).toBe(2 + Math.floor(staked / 0.5));
    expect(await balance('test-tokens-cases', p.id)).toBe(0);

    // The same bet reported again (a replay) accrues nothing more.
    const before = await balance('test-tokens', p.id);
    const bet = { userId: p.id, game: 'case' as const, stake: 5000 as never, rtp: 0.9, key: 'replayed-bet' };
    await app.database.withTx((tx) => app.events.tokens.bet(tx, bet));
    await app.database.withTx((tx) => app.events.tokens.bet(tx, bet));
    expect(await balance('test-tokens', p.id)).toBe(before + 10);

    const view = await app.events.tokens.view(app.database.db, eventOf('test-tokens'), p.id, 'de');
    expect(view).toMatchObject({ name: 'Hammer (de)', balance: before + 10, per_stake: 0.5, per_deposit: 10 });
  });

  it('spends never below zero: 50 parallel spends of one token with 4 in hand spend exactly 4', async () => {
    const p = await player();
    const event = eventOf('test-tokens');
    await app.database.withTx((tx) => app.events.tokens.give(tx, event, p.id, 4, 'test-gift'));
    await app.database.withTx((tx) => app.events.tokens.give(tx, event, p.id, 4, 'test-gift'));
    expect(await balance('test-tokens', p.id)).toBe(4);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => app.database.withTx((tx) => app.events.tokens.spend(tx, event, p.id, 1))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(46);
    expect(new Set(refused.map((r) => r.reason.code))).toEqual(new Set(['event_tokens_short']));
    expect(await balance('test-tokens', p.id)).toBe(0);
  });
});
