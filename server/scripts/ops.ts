// npm run ops -- adjust --user <id|email> --currency money|shop_score|score --amount <±decimal> --reason "<text>"
// npm run ops -- giftcards --count <n> --amount <decimal>
// npm run ops -- flag|unflag --user <id|email>     (a flagged account cannot withdraw items)
// npm run ops -- codes create …                      (promo codes: see ops-codes.ts)
// npm run ops -- host …, giveaway create …             (giveaways: see ops-giveaways.ts)
// npm run ops -- guess create …, guess settle …      (guesses: see ops-guess.ts)
// npm run ops -- liabilities snapshot                 (proof of liabilities: a snapshot now, see docs/trust.md)
// npm run ops -- operator create --email <e> --role <r>  (console operators: see ops-operators.ts, docs/ops.md)
// npm run ops -- surveys export --id <key> [--format csv|json]   (survey answers: see ops-surveys.ts)

import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { USERS_CHANGED_CHANNEL } from '../src/modules/auth';
import { createGiftCards } from '../src/modules/payments';
import { createLiabilities } from '../src/modules/trust';
import { adjustBalance, balancesOf, CURRENCIES, type Currency } from '../src/modules/wallet';
import { createRedisBus } from '../src/platform/bus';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';
import { CODES_USAGE, codes } from './ops-codes';
import { GIVEAWAYS_USAGE, giveaway, host } from './ops-giveaways';
import { GUESS_USAGE, guess } from './ops-guess';
import { OPERATORS_USAGE, operator } from './ops-operators';
import { SURVEYS_USAGE, surveys } from './ops-surveys';

const USAGE = `usage:
  npm run ops -- adjust --user <id|email> --currency money|shop_score|score --amount <±decimal> --reason "<text>"
  npm run ops -- giftcards --count <n> --amount <decimal>
  npm run ops -- flag|unflag --user <id|email>
  npm run ops -- liabilities snapshot
${OPERATORS_USAGE}
${CODES_USAGE}
${GIVEAWAYS_USAGE}
${GUESS_USAGE}
${SURVEYS_USAGE}`;
const MAX_GIFTCARDS = 1000;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'adjust') await adjust(rest);
else if (command === 'giftcards') await giftcards(rest);
else if (command === 'flag' || command === 'unflag') await flag(rest, command === 'flag');
else if (command === 'codes') await codes(rest, fail);
else if (command === 'host') await host(rest, fail);
else if (command === 'giveaway') await giveaway(rest, fail);
else if (command === 'guess') await guess(rest, fail);
else if (command === 'surveys') await surveys(rest, fail);
else if (command === 'liabilities') await liabilities(rest);
else if (command === 'operator') await operator(rest, fail);
else fail(command ? `unknown command: ${command}` : 'missing command');
process.exit(process.exitCode ?? 0);

/**
 * Sandbox gift cards, printed one code per line (shown once: only their hash is stored). The hash uses
 * the server's pepper, so the site's own configuration is read: SESSION_PEPPER, else in development
 * the generated `<DATA_DIR>/secrets.json`.
 */
async function giftcards(rest: string[]) {
  const { values } = parseArgs({ args: rest, options: { count: { type: 'string' }, amount: { type: 'string' } } });
  if (!values.count || !values.amount) fail('--count and --amount are required');
  if (!/^\d+$/.test(values.count) || Number(values.count) < 1 || Number(values.count) > MAX_GIFTCARDS)
    fail(`--count must be a whole number from 1 to ${MAX_GIFTCARDS}: ${values.count}`);
  let amount: Milli;
  try {
    amount = parseMilli(values.amount);
  } catch {
    fail(`not an amount with at most 3 decimals: ${values.amount}`);
  }
  if (amount <= 0) fail('the amount must be positive');
  let pepper: string;
  try {
    pepper = loadConfig().sessionPepper;
  } catch (e) {
    console.error(`gift cards refused: ${(e as Error).message}`);
    process.exitCode = 1;
    return;
  }
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const codes = await createGiftCards(database.db, pepper, Number(values.count), amount);
    for (const code of codes) console.log(code);
    console.error(`created ${codes.length} gift card(s) of $${(amount / 1000).toFixed(2)}`);
  } catch (e) {
    console.error(`gift cards refused: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

/** An audited transaction against house:promotions. */
async function adjust(rest: string[]) {
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
  let amount: Milli;
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
    const posted = await database.withTx((tx) =>
      adjustBalance(tx, {
        userId: user.id,
        currency,
        amount,
        reason: values.reason!.trim(),
        operator: userInfo().username,
      }),
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
}

/**
 * Running instances answer sessions from memory for SESSION_CACHE_MS: with a shared Redis they forget this account's
 * at once; without one (the embedded single instance) the change shows within that time.
 */
async function tellInstances(userId: number) {
  const config = loadConfig();
  if (!config.redisUrl) return;
  const bus = await createRedisBus(config.redisUrl, config.redisPrefix, () => {});
  try {
    await bus.publish({ channel: USERS_CHANGED_CHANNEL, event: 'changed', data: { userId } });
  } finally {
    await bus.close();
  }
}

/** Flags (or clears) an account: a flagged account cannot withdraw items ("Sorry, you cannot withdraw items right now"). */
async function flag(rest: string[], flagged: boolean) {
  const { values } = parseArgs({ args: rest, options: { user: { type: 'string' } } });
  if (!values.user) fail('--user is required');
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const found = await database.pool.query<{ id: number; name: string }>(
      /^\d+$/.test(values.user)
        ? 'update users set flagged = $2 where id = $1 returning id, name'
        : 'update users set flagged = $2 where lower(email) = lower($1) returning id, name',
      [values.user, flagged],
    );
    const user = found.rows[0];
    if (!user) {
      console.error(`no such user: ${values.user}`);
      process.exitCode = 1;
      return;
    }
    await tellInstances(user.id);
    console.log(`${flagged ? 'flagged' : 'unflagged'} ${user.name} (#${user.id})`);
  } finally {
    await database.close();
  }
}

/** A proof-of-liabilities snapshot of every currency now (the site also takes one every LIABILITIES_EVERY_HOURS). */
async function liabilities(rest: string[]) {
  if (rest[0] !== 'snapshot' || rest.length > 1) fail('liabilities takes one subcommand: snapshot');
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const taken = (await createLiabilities(database).snapshot()) ?? [];
    for (const t of taken) {
      console.log(`${t.currency.padEnd(10)} ${t.leaves} leaves  total ${t.total / 1000}  root ${t.root}  (${t.date})`);
    }
  } finally {
    await database.close();
  }
}
