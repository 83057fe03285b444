import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { until } from '../../../test/until';
import { eventsContent } from './events.test-kit';

let app: TestApp;
let dir: string;
const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const keys = async () =>
  ((await app.request('/api/events')).body.data.list as Array<{ key: string }>).map((e) => e.key);
const file = (key: string) => join(dir, 'events', `${key}.json`);

beforeAll(async () => {
  dir = eventsContent();
  app = await startTestApp({ contentDir: dir }, { CAPTCHA_MODE: 'off' });
}, 120_000);
afterAll(() => app?.close());

describe('event content hot reload', () => {
  it('a new, changed or removed file applies without a restart; a bad file keeps the running events', async () => {
    expect(await keys()).not.toContain('test-added');
    const added = {
      key: 'test-added',
      mechanic: 'free_coins',
      path: '/event',
      priority: 99,
      title: texts('Added'),
      description: texts('D'),
      picture: '/x.svg',
      prizes: [{ kind: 'coins', amount: 0.5, tickets: 100_000_000 }],
    };
    writeFileSync(file('test-added'), JSON.stringify(added));
    expect((await until(keys, (k) => k[0] === 'test-added'))[0]).toBe('test-added');

    writeFileSync(file('test-added'), JSON.stringify({ ...added, priority: -99 }));
    expect((await until(keys, (k) => k.at(-1) === 'test-added')).at(-1)).toBe('test-added');
    const prizes = (await app.request('/api/events/test-added/prizes')).body.data;
    expect(prizes).toMatchObject({ game: 'freecoins', prizes: [{ kind: 'coins', amount: 0.5, tickets: 100_000_000 }] });

    // Odds that do not sum to 100 000 000: the whole reload is refused, the previous events keep running.
    writeFileSync(
      file('test-broken'),
      JSON.stringify({ ...added, key: 'test-broken', prizes: [{ ...added.prizes[0], tickets: 5 }] }),
    );
    const before = app.events.engine.events;
    expect(app.events.engine.reload()).toMatchObject({ ok: false, error: expect.stringContaining('test-broken.json') });
    expect(app.events.engine.events).toBe(before);
    expect(await keys()).toContain('test-added');
    rmSync(file('test-broken'));

    rmSync(file('test-added'));
    expect(await until(keys, (k) => !k.includes('test-added'))).not.toContain('test-added');
    expect((await app.request('/api/events/test-added/prizes')).body.code).toBe(404);
  }, 60_000);
});
