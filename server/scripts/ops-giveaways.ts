// npm run ops -- host --user <id|email> [--off]
// npm run ops -- giveaway create --title <text> --winners <n> (--ends-in <seconds> | --people <n>)
//   [--prize-cash <decimal per winner>] [--prize-coins <n per winner>] [--prize-box <case id>] [--prize-goods <goods id>]
//   [--ticket <coins>] [--password <text>] [--min-deposit <decimal> --days <n>] [--vip <level>]

import { parseArgs } from 'node:util';
import { type Milli, parseMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import { loadCaseContent, resolveCases } from '../src/modules/cases';
import { catalogSettings, createCatalogModule } from '../src/modules/catalog';
import { createOfficialRoom, type NewPrize, setGiftHost } from '../src/modules/giveaways';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

export const GIVEAWAYS_USAGE =
  '  npm run ops -- host --user <id|email> [--off]\n' +
  '  npm run ops -- giveaway create --title <text> --winners <n> (--ends-in <seconds> | --people <n>)\n' +
  '       [--prize-cash <decimal per winner>] [--prize-coins <n per winner>] [--prize-box <case id>] [--prize-goods <goods id>]\n' +
  '       [--ticket <coins>] [--password <text>] [--min-deposit <decimal> --days <n>] [--vip <level>]';

type Fail = (message: string) => never;

const whole = (fail: Fail, name: string, value: string, min: number, max: number) => {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    fail(`--${name} must be a whole number from ${min} to ${max}: ${value}`);
  return Number(value);
};
const decimal = (fail: Fail, name: string, value: string): Milli => {
  try {
    const amount = parseMilli(value);
    if (amount <= 0) throw new Error();
    return amount;
  } catch {
    return fail(`--${name} is not a positive amount with at most 3 decimals: ${value}`);
  }
};

/** Marks (or with `--off` unmarks) a player as a giveaway host: hosts may create rooms funded by themselves. */
export async function host(rest: string[], fail: Fail) {
  const { values } = parseArgs({ args: rest, options: { user: { type: 'string' }, off: { type: 'boolean' } } });
  if (!values.user) fail('--user is required');
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const found = await database.pool.query<{ id: number; name: string }>(
      /^\d+$/.test(values.user)
        ? 'select id, name from users where id = $1'
        : 'select id, name from users where lower(email) = lower($1)',
      [values.user],
    );
    const user = found.rows[0];
    if (!user) {
      console.error(`no such user: ${values.user}`);
      process.exitCode = 1;
      return;
    }
    const changed = await setGiftHost(database.db, user.id, !values.off);
    const what = values.off ? 'not a host' : 'a host';
    console.log(`${user.name} (#${user.id}) is ${what}${changed ? '' : ' (already)'}`);
  } finally {
    await database.close();
  }
}

/** Creates an official room (funded by house:promotions when drawn) and prints its id alone on a line. */
export async function giveaway(rest: string[], fail: Fail) {
  const [sub, ...args] = rest;
  if (sub !== 'create') fail(sub ? `unknown giveaway command: ${sub}` : 'missing giveaway command (create)');
  const { values } = parseArgs({
    args,
    options: {
      title: { type: 'string' },
      winners: { type: 'string' },
      'ends-in': { type: 'string' },
      people: { type: 'string' },
      'prize-cash': { type: 'string' },
      'prize-coins': { type: 'string' },
      'prize-box': { type: 'string' },
      'prize-goods': { type: 'string' },
      ticket: { type: 'string' },
      password: { type: 'string' },
      'min-deposit': { type: 'string' },
      days: { type: 'string' },
      vip: { type: 'string' },
    },
  });
  const title = values.title?.trim();
  if (!title || title.length > 60) fail('--title is required (at most 60 characters)');
  if (!values.winners) fail('--winners is required');
  const winners = whole(fail, 'winners', values.winners, 1, 100);
  if ((values['ends-in'] === undefined) === (values.people === undefined))
    fail('give either --ends-in <seconds> or --people <n>');
  const timing =
    values['ends-in'] !== undefined
      ? { endTime: new Date(Date.now() + whole(fail, 'ends-in', values['ends-in'], 1, 60 * 86_400) * 1000) }
      : { people: whole(fail, 'people', values.people!, 1, 100_000) };
  if (values.days && !values['min-deposit']) fail('--days goes with --min-deposit');
  if (values.password !== undefined && (values.password.length < 1 || values.password.length > 64))
    fail('--password is 1 to 64 characters');
  const cash = values['prize-cash'] ? decimal(fail, 'prize-cash', values['prize-cash']) : ZERO_MILLI;
  const coins = values['prize-coins'] ? decimal(fail, 'prize-coins', values['prize-coins']) : ZERO_MILLI;
  const goodsId = values['prize-goods'] ? whole(fail, 'prize-goods', values['prize-goods'], 1, 2_147_483_647) : null;
  const boxId = values['prize-box'] ?? null;
  if (cash <= 0 && coins <= 0 && goodsId === null && boxId === null)
    fail('give at least one prize: --prize-cash, --prize-coins, --prize-box or --prize-goods');

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    return fail(`giveaway refused: ${(e as Error).message}`);
  }
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const log = { info: () => {}, warn: (m: string) => console.error(m) };
    const catalog = createCatalogModule({
      db: database.db,
      jobs: { boss: undefined, stop: async () => {} },
      settings: catalogSettings.read(catalogSettings.env.parse(process.env), config),
      log,
    }).service;
    const base = { amount: ZERO_MILLI, goods_id: null, box_id: null, knapsack_id: null, hold_id: null };
    const each: NewPrize[] = [];
    if (cash > 0) each.push({ ...base, kind: 'cash', amount: cash, price: cash });
    if (coins > 0) each.push({ ...base, kind: 'coins', amount: coins, price: coins });
    if (boxId !== null) {
      if (!loadCaseContent(config.contentDir).site.some((c) => c.id === boxId)) fail(`no such case: ${boxId}`);
      const rtp = Number(process.env.DEFAULT_RTP ?? 0.9);
      const box = (await resolveCases(loadCaseContent(config.contentDir), catalog, rtp, log)).find(
        (c) => c.id === boxId,
      );
      if (!box) fail(`case ${boxId} cannot be priced (its goods are not in the catalogue)`);
      each.push({ ...base, kind: 'box', box_id: boxId, price: box.price });
    }
    if (goodsId !== null) {
      const [g] = await catalog.findGoods([goodsId]);
      if (!g) fail(`no such goods: ${goodsId}`);
      each.push({ ...base, kind: 'goods', goods_id: goodsId, price: g.price });
    }
    const prizes = Array.from({ length: winners }, () => each).flat();
    const id = await database.withTx((tx) =>
      createOfficialRoom(
        tx,
        {
          title,
          timing,
          winners,
          ticket: values.ticket ? decimal(fail, 'ticket', values.ticket) : ZERO_MILLI,
          password: values.password ?? null,
          minDeposit: values['min-deposit'] ? decimal(fail, 'min-deposit', values['min-deposit']) : ZERO_MILLI,
          depositDays: values.days ? whole(fail, 'days', values.days, 1, 365) : null,
          minVip: values.vip ? whole(fail, 'vip', values.vip, 1, 100) : 0,
        },
        prizes,
      ),
    );
    console.log(String(id));
    console.error(`created giveaway #${id} "${title}": ${prizes.length} prize(s) for ${winners} winner(s)`);
  } catch (e) {
    console.error(`giveaway refused: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
