import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { estimatePrice, skinportPriceSource } from './catalog.prices';

const SHARED_PRICES = resolve(import.meta.dirname, '../../../../../shared/data/cs2-catalog.json');
const catalogConfig = (over: Record<string, unknown> = {}) => ({
  catalog: {
    source: 'auto' as const,
    file: '/nonexistent/prices.json',
    skinportUrl: 'http://127.0.0.1:9/skinport',
    refreshCron: '17 * * * *',
    importOnBoot: false,
    ...over,
  },
});

const rows = async (app: TestApp, where = 'true') =>
  (await app.database.pool.query(`select * from goods where ${where} order by id`)).rows;

describe('catalogue import without a price file (estimate source)', () => {
  let app: TestApp;
  let bootMs = 0;
  beforeAll(async () => {
    const started = Date.now();
    // PRICE_FILE points nowhere: `auto` falls back to the estimate; the boot import fills the empty table.
    app = await startTestApp(catalogConfig({ importOnBoot: true }));
    bootMs = Date.now() - started;
  });
  afterAll(() => app?.close());

  it('imports the whole catalogue on first boot, every price estimated', async () => {
    const [{ n, estimated }] = (
      await app.database.pool.query(
        `select count(*)::int as n, count(*) filter (where price_source = 'estimate')::int as estimated from goods`,
      )
    ).rows;
    expect(n).toBeGreaterThan(20_000);
    expect(estimated).toBe(n);
    expect(bootMs).toBeLessThan(60_000);
    const containers = (await app.database.pool.query('select count(*)::int as n from containers')).rows[0].n;
    expect(containers).toBeGreaterThan(40);
  });

  it('is idempotent: a second run changes nothing and keeps every id', async () => {
    const before = (await app.database.pool.query('select id, hash_name, price, updated_at from goods order by id'))
      .rows;
    const summary = await app.catalog.import();
    expect(summary).toMatchObject({ inserted: 0, updated: 0, containersChanged: 0 });
    expect(summary.unchanged).toBe(summary.goods);
    const after = (await app.database.pool.query('select id, hash_name, price, updated_at from goods order by id'))
      .rows;
    expect(after).toEqual(before);
    expect(await app.catalog.importIfEmpty()).toBeUndefined();
  });

  it('counts knives and gloves as Contraband', async () => {
    const wrong = await rows(app, `category_type in ('knife', 'gloves') and quality <> 'Contraband'`);
    expect(wrong).toHaveLength(0);
    const [knife] = await rows(app, `hash_name = '★ Karambit | Fade (Factory New)'`);
    expect(knife).toMatchObject({ quality: 'Contraband', quality_color: '#e4ae39', category_type: 'knife' });
    const gloves = await rows(app, `category_type = 'gloves'`);
    expect(gloves.length).toBeGreaterThan(100);
  });

  it('detects StatTrak™ and Souvenir from the name', async () => {
    const mismatched = await rows(
      app,
      `type_name <> case when hash_name like '%StatTrak™%' then 'StatTrak™' when hash_name like 'Souvenir %' then 'Souvenir' else 'Normal' end`,
    );
    expect(mismatched).toHaveLength(0);
    const [st] = await rows(app, `hash_name = 'StatTrak™ AK-47 | Redline (Field-Tested)'`);
    expect(st).toMatchObject({ type_name: 'StatTrak™', kind: 'stattrak', w_name: 'AK-47', category_type: 'rifle' });
    const [souvenir] = await rows(app, `hash_name = 'Souvenir AWP | Dragon Lore (Factory New)'`);
    expect(souvenir).toMatchObject({ type_name: 'Souvenir', category_type: 'sniper', w_name: 'AWP' });
    const [stKnife] = await rows(app, `hash_name = '★ StatTrak™ Karambit | Fade (Factory New)'`);
    expect(stKnife.type_name).toBe('StatTrak™');
    // Gloves never come as StatTrak™.
    expect(await rows(app, `category_type = 'gloves' and kind <> 'normal'`)).toHaveLength(0);
  });

  it('answers goods with wear short forms and float ranges', async () => {
    const [redline] = await rows(app, `hash_name = 'AK-47 | Redline (Field-Tested)'`);
    const res = await app.request(`/api/goods/${redline.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: redline.id,
      hash_name: 'AK-47 | Redline (Field-Tested)',
      eName: 'AK-47 | Redline',
      name: 'AK-47 | Redline',
      quality: { value: 'Classified', color: '#d32ce6' },
      appearance: { value: 'Field-Tested', short: 'FT' },
      category: { type: 'rifle', value: 'AK-47' },
      type: { name: 'Normal' },
      wName: 'AK-47',
      ex: { en: 'Field-Tested', jx: 'FT' },
      price_source: 'estimate',
    });
    expect(res.body.data.float.min).toBeGreaterThanOrEqual(0.15);
    expect(res.body.data.float.max).toBeLessThanOrEqual(0.38);
    expect(typeof res.body.data.price).toBe('number');
    const shorts = (
      await app.database.pool.query('select distinct appearance, appearance_short from goods order by 2')
    ).rows.map((r) => `${r.appearance_short}=${r.appearance}`);
    expect(shorts).toEqual(
      expect.arrayContaining([
        'FN=Factory New',
        'MW=Minimal Wear',
        'FT=Field-Tested',
        'WW=Well-Worn',
        'BS=Battle-Scarred',
        'Vanilla=Vanilla',
        'NP=Not Painted',
      ]),
    );
    expect(shorts).toHaveLength(7);
    expect((await app.request('/api/goods/7')).status).toBe(404);
  });

  it("names goods in the caller's language", async () => {
    const [karambit] = await rows(app, `hash_name = '★ Karambit | Doppler (Factory New)'`);
    const zh = await app.request(`/api/goods/${karambit.id}`, { headers: { Language: 'zh_CN' } });
    expect(zh.body.data.name).toMatch(/^★ .*[\u4e00-\u9fff]/);
    expect(zh.body.data.eName).toBe('★ Karambit | Doppler');
    const [box] = await rows(app, `hash_name = 'Fever Case'`);
    const de = await app.request(`/api/goods/${box.id}`, { headers: { Language: 'de' } });
    expect(de.body.data.name).not.toBe('Fever Case');
    expect(de.body.data.name).toMatch(/Fieber/);
    expect(de.body.data.category).toEqual({ type: 'container', value: 'Case' });
    const en = await app.request(`/api/goods/${box.id}`);
    expect(en.body.data.name).toBe('Fever Case');
  });

  it('answers the filter dictionaries', async () => {
    const total = (await app.database.pool.query('select count(*)::int as n from goods')).rows[0].n;
    const quality = (await app.request('/api/goods_config/quality')).body.data;
    expect(quality.class).toBe('quality');
    expect(quality.list).toContainEqual(expect.objectContaining({ value: 'Contraband', color: '#e4ae39' }));
    expect(quality.list).toContainEqual(expect.objectContaining({ value: 'Mil-Spec Grade', color: '#4b69ff' }));
    expect(quality.list.reduce((s: number, e: { count: number }) => s + e.count, 0)).toBe(total);

    const category = (await app.request('/api/goods_config/category')).body.data.list;
    const knives = category.find((c: { value: string }) => c.value === 'knife');
    expect(knives.label).toBe('Knives');
    expect(knives.values).toContainEqual(expect.objectContaining({ value: 'Karambit' }));
    expect(category.reduce((s: number, e: { count: number }) => s + e.count, 0)).toBe(total);

    const appearance = (await app.request('/api/goods_config/appearance')).body.data.list;
    expect(appearance[0]).toMatchObject({ value: 'Factory New', short: 'FN' });
    const types = (await app.request('/api/goods_config/type')).body.data.list.map((t: { value: string }) => t.value);
    expect(types).toEqual(['Normal', 'StatTrak™', 'Souvenir']);
    expect((await app.request('/api/goods_config/colour')).status).toBe(400);
  });

  it('stores case contents with rarities and rare specials', async () => {
    const box = await app.catalog.service.containers('weapon_case');
    expect(box.length).toBeGreaterThanOrEqual(40);
    const fever = box.find((c) => c.hashName === 'Fever Case')!;
    expect(fever.statTrak).toBe(true);
    expect(fever.items.filter((i) => i.special).every((i) => i.rarity === 'Contraband')).toBe(true);
    expect(fever.items.some((i) => i.special)).toBe(true);
    expect(fever.items.some((i) => !i.special && i.rarity === 'Covert')).toBe(true);
    const goods = await app.catalog.service.goodsOfItems(fever.items.map((i) => i.item_id));
    expect(new Set(goods.map((g) => g.itemId)).size).toBe(fever.items.length);
    const views = (await app.catalog.service.findGoods(goods.slice(0, 3).map((g) => g.id))).map((g) =>
      app.catalog.service.goodsView(g, 'ru'),
    );
    expect(views).toHaveLength(3);
  });
});

describe('price file and refresh', () => {
  let app: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'dropforge-prices-'));
  const file = join(dir, 'prices.json');
  const writePrices = (items: Array<{ market_hash_name: string; price_usd: number }>) =>
    writeFileSync(file, JSON.stringify({ items }));
  beforeAll(async () => {
    writePrices([{ market_hash_name: 'AK-47 | Redline (Field-Tested)', price_usd: 12.345 }]);
    app = await startTestApp(catalogConfig({ source: 'file', file }));
  });
  afterAll(() => app?.close());

  it('reads a price file and estimates what it lacks; a refresh changes prices only', async () => {
    const summary = await app.catalog.import({ categories: ['rifle'] });
    expect(summary.bySource).toEqual({ file: 1, estimate: summary.goods - 1 });
    const [redline] = await rows(app, `hash_name = 'AK-47 | Redline (Field-Tested)'`);
    expect(redline).toMatchObject({ price: 12345, price_source: 'file' });

    const before = await rows(app);
    writePrices([
      { market_hash_name: 'AK-47 | Redline (Field-Tested)', price_usd: 20.5 },
      { market_hash_name: 'AK-47 | Redline (Minimal Wear)', price_usd: 31 },
      { market_hash_name: 'Not An Item', price_usd: 1 },
    ]);
    expect(await app.catalog.refreshPrices()).toEqual({ known: 3, changed: 2 });
    const after = await rows(app);
    expect(after).toHaveLength(before.length);
    const changed = after.filter((r, i) => r.price !== before[i].price);
    expect(changed.map((r) => [r.hash_name, r.price, r.price_source])).toEqual(
      expect.arrayContaining([
        ['AK-47 | Redline (Field-Tested)', 20500, 'file'],
        ['AK-47 | Redline (Minimal Wear)', 31000, 'file'],
      ]),
    );
    expect(changed).toHaveLength(2);
    const strip = ({ price, price_source, price_updated_at, ...rest }: Record<string, unknown>) => rest;
    expect(after.map(strip)).toEqual(before.map(strip));

    // A re-import after the refresh keeps market prices over estimates and changes nothing else.
    const again = await app.catalog.import({ categories: ['rifle'] });
    expect(again).toMatchObject({ inserted: 0 });
    const [mw] = await rows(app, `hash_name = 'AK-47 | Redline (Minimal Wear)'`);
    expect(mw).toMatchObject({ price: 31000, price_source: 'file' });
  });

  it.skipIf(!existsSync(SHARED_PRICES))('reads the shared development price file', async () => {
    const shared = await startTestApp(catalogConfig({ source: 'file', file: SHARED_PRICES }));
    try {
      const summary = await shared.catalog.import({ categories: ['knife'] });
      expect(summary.bySource.file).toBeGreaterThan(summary.goods * 0.8);
      const data = JSON.parse(readFileSync(SHARED_PRICES, 'utf8')) as {
        items: Array<{ market_hash_name: string; price_usd: number }>;
      };
      const sample = data.items.find((i) => i.market_hash_name.startsWith('★ Karambit |'))!;
      const [row] = await rows(shared, `hash_name = '${sample.market_hash_name.replaceAll("'", "''")}'`);
      expect(row).toMatchObject({ price: Math.round(sample.price_usd * 1000), price_source: 'file' });
    } finally {
      await shared.close();
    }
  });
});

describe('price sources', () => {
  it('parses the Skinport items API (suggested price, else the lowest listing)', async () => {
    const server = createServer((req, res) => {
      expect(req.headers['accept-encoding']).toContain('br');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify([
          {
            market_hash_name: 'AK-47 | Redline (Field-Tested)',
            currency: 'USD',
            suggested_price: 9.871,
            min_price: 8.5,
          },
          { market_hash_name: 'AWP | Asiimov (Field-Tested)', currency: 'USD', suggested_price: null, min_price: 80 },
          { market_hash_name: 'Nothing listed', currency: 'USD', suggested_price: null, min_price: null },
        ]),
      );
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      const prices = await skinportPriceSource(`http://127.0.0.1:${port}/v1/items`).load();
      expect([...prices]).toEqual([
        ['AK-47 | Redline (Field-Tested)', 9871],
        ['AWP | Asiimov (Field-Tested)', 80000],
      ]);
    } finally {
      server.close();
    }
  });

  it('estimates by rarity, wear, StatTrak™ and category', () => {
    const base = {
      hashName: 'AK-47 | Example (Field-Tested)',
      quality: { value: 'Covert', color: '#eb4b4b' },
      appearance: { value: 'Field-Tested', short: 'FT' },
      category: { type: 'rifle' as const, value: 'AK-47' },
      kind: 'normal' as const,
    };
    const ft = estimatePrice(base);
    expect(Number.isInteger(ft)).toBe(true);
    expect(estimatePrice({ ...base, appearance: { value: 'Factory New', short: 'FN' } })).toBeGreaterThan(ft);
    expect(estimatePrice({ ...base, kind: 'stattrak' })).toBeGreaterThan(ft);
    expect(estimatePrice({ ...base, quality: { value: 'Mil-Spec Grade', color: '#4b69ff' } })).toBeLessThan(ft);
    expect(estimatePrice(base)).toBe(ft);
  });
});
