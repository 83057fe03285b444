// Development helper (not a test): serves the built site on a database of its own with one funded
// player, for looking at pages by hand or with `e2e/shot.ts`.
//   npm run build -w @dropforge/web && npx tsx e2e/preview.ts --port 3101 --name mine [--balance 100]
// Prints the URL and the player's session token, then serves until interrupted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { start } from '../server/src/main';
import { wallet } from '../server/src/modules/wallet';
import { ensureDatabase } from '../server/src/platform/db';
import { testPostgres, withDatabase } from '../server/test/postgres';
import { apiClient, registerPlayer } from './players';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3101' },
    name: { type: 'string', default: 'preview' },
    balance: { type: 'string', default: '100' },
  },
});

const pg = await testPostgres();
const dbName = `preview_${values.name.replace(/\W/g, '_')}`;
await ensureDatabase(pg.adminUrl, dbName);
const running = await start(
  {
    port: Number(values.port),
    host: '127.0.0.1',
    logLevel: 'warn',
    dataDir: mkdtempSync(join(tmpdir(), 'dropforge-preview-')),
    trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
  },
  { ...process.env, NODE_ENV: 'development', CAPTCHA_MODE: 'off', DATABASE_URL: withDatabase(pg.adminUrl, dbName) },
);

const { token, email } = await registerPlayer(apiClient(running.url), 'preview');
const me = await fetch(`${running.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
const userId = ((await me.json()) as { data: { id: number } }).data.id;
await running.database.withTx((tx) =>
  wallet.credit(tx, {
    userId,
    currency: 'money',
    amount: Math.round(Number(values.balance) * 1000),
    from: 'promotions',
    kind: 'adjustment',
    key: `preview:${userId}`,
    ref: { kind: 'preview', id: userId },
  }),
);
console.log(`url ${running.url}\ntoken ${token}\nemail ${email} password secret123`);
const stop = () => running.stop().finally(() => pg.stop().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
