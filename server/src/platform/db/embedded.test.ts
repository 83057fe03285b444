import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { start } from '../../main';

/** `npm start` without DATABASE_URL: embedded Postgres under the data directory, data kept across restarts. */
describe('embedded Postgres', () => {
  it('starts, applies migrations, seeds, and keeps data across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dropforge-embedded-'));
    const embeddedPgPort = 56100 + Math.floor(Math.random() * 800);
    const boot = () =>
      start({ port: 0, host: '127.0.0.1', logLevel: 'silent', dataDir, embeddedPgPort }, { NODE_ENV: 'test' });
    const pgPort = () => Number(readFileSync(join(dataDir, 'postgres.json'), 'utf8').match(/\d+/)?.[0]);

    const first = await boot();
    const url = first.config.databaseUrl;
    expect(url).toBeUndefined();
    const res = await fetch(`${first.url}/api/config`);
    expect(((await res.json()) as { code: number }).code).toBe(200);
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort()}/dropforge` });
    await client.connect();
    await client.query(
      `insert into feedback (type, email, content, images, ip) values ('other', 'a@b.co', 'kept across restarts', '[]', '::1')`,
    );
    await client.end();
    await first.stop();

    const second = await boot();
    try {
      const again = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort()}/dropforge` });
      await again.connect();
      const rows = await again.query(`select content from feedback`);
      await again.end();
      expect(rows.rows.map((r) => r.content)).toEqual(['kept across restarts']);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
