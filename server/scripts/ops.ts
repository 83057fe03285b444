// npm run ops -- adjust --user <id|email> --currency money|shop_score|score --amount <±decimal> --reason "<text>"

import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { parseMilli } from '@dropforge/shared/domain';
import { balancesOf, CURRENCIES, type Currency, wallet } from '../src/modules/wallet';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

const USAGE = `usage:
  npm run ops -- adjust --user <id|email> --currency money|shop_score|score --amount <±decimal> --reason "<text>"`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'adjust') fail(command ? `unknown command: ${command}` : 'missing command');
// `--amount -5` reads as an option to parseArgs; bind a signed value to its flag.
const args = rest.map((arg, i) => (rest[i - 1] === '--amount' && /^-\d/.test(arg) ? `=${arg}` : arg));
const joined = args.reduce<string[]>((out, arg) => {
  if (arg.startsWith('=')) out[out.length - 1] += arg;
  else out.push(arg);
  return out;
}, []);
const { values } = parseArgs({
  args: joined,
  options: {
    user: { type: 'string' },
    currency: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
  },
});
if (!values.user || !values.currency || !values.amount || !values.reason?.trim()) fail('every option is required');
if (!(CURRENCIES as readonly string[]).includes(values.currency)) fail(`unknown currency: ${values.currency}`);
let amount: number;
try {
  amount = parseMilli(values.amount);
} catch {
  fail(`not an amount with at most 3 decimals: ${values.amount}`);
}
if (amount === 0) fail('the amount must not be zero');

const database = openDatabase(siteDatabaseUrl(), 2);
try {
  const found = await database.pool.query<{ id: number; email: string | null; name: string }>(
    /^\d+$/.test(values.user)
      ? 'select id, email, name from users where id = $1'
      : 'select id, email, name from users where lower(email) = lower($1)',
    [values.user],
  );
  const user = found.rows[0];
  if (!user) fail(`no such user: ${values.user}`);
  const currency = values.currency as Currency;
  const movement = {
    userId: user.id,
    currency,
    amount: Math.abs(amount),
    kind: 'adjustment',
    key: `adjust:${randomUUID()}`,
    ref: { kind: 'operator', id: userInfo().username },
    memo: values.reason.trim(),
  };
  const posted = await database.withTx((tx) =>
    amount > 0
      ? wallet.credit(tx, { ...movement, from: 'promotions' })
      : wallet.debit(tx, { ...movement, to: 'promotions' }),
  );
  const balances = await balancesOf(database.db, user.id);
  console.log(
    `adjusted ${user.name} (#${user.id}) ${currency} by ${values.amount}: transaction ${posted.txId}, balance now ${balances[currency] / 1000}`,
  );
} catch (e) {
  console.error(`adjustment refused: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
process.exit(process.exitCode ?? 0);
