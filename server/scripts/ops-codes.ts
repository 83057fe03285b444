// npm run ops -- codes create --kind cash|token|box --amount <decimal> [--box <case id>] --uses <n> --per-account <n>
//   [--count <n>] [--valid-days <n>] [--min-deposit <decimal>] [--campaign <name>]

import { parseArgs } from 'node:util';
import { CODE_KINDS, type CodeKind } from '@dropforge/shared/contract';
import { type Milli, parseMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import { createCodeBatch } from '../src/modules/affiliates';
import { loadCaseContent } from '../src/modules/cases';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

export const CODES_USAGE =
  '  npm run ops -- codes create --kind cash|token|box --amount <decimal> [--box <case id>] --uses <n> --per-account <n>\n' +
  '                              [--count <n>] [--valid-days <n>] [--min-deposit <decimal>] [--campaign <name>]';
const MAX_COUNT = 10_000;

const whole = (fail: (m: string) => never, name: string, value: string, max: number) => {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    fail(`--${name} must be a whole number from 1 to ${max}: ${value}`);
  return Number(value);
};
const decimal = (fail: (m: string) => never, name: string, value: string): Milli => {
  try {
    const amount = parseMilli(value);
    if (amount < 0) throw new Error();
    return amount;
  } catch {
    return fail(`--${name} is not a positive amount with at most 3 decimals: ${value}`);
  }
};

/** Prints each new code alone on its own line, once (only an HMAC of it is stored). */
export async function codes(rest: string[], fail: (message: string) => never) {
  const [sub, ...args] = rest;
  if (sub !== 'create') fail(sub ? `unknown codes command: ${sub}` : 'missing codes command (create)');
  const { values } = parseArgs({
    args,
    options: {
      kind: { type: 'string' },
      amount: { type: 'string' },
      box: { type: 'string' },
      uses: { type: 'string' },
      'per-account': { type: 'string' },
      count: { type: 'string' },
      'valid-days': { type: 'string' },
      'min-deposit': { type: 'string' },
      campaign: { type: 'string' },
    },
  });
  if (!values.kind || !(CODE_KINDS as readonly string[]).includes(values.kind))
    fail('--kind must be cash, token or box');
  const kind = values.kind as CodeKind;
  if (!values.uses || !values['per-account']) fail('--uses and --per-account are required');
  let amount: Milli = ZERO_MILLI;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    return fail(`codes refused: ${(e as Error).message}`);
  }
  if (kind === 'box') {
    if (!values.box) fail('a box code needs --box <case id>');
    const ids = new Set(loadCaseContent(config.contentDir).site.map((c) => c.id));
    if (!ids.has(values.box)) fail(`no such case: ${values.box}`);
  } else {
    if (!values.amount) fail('--amount is required for cash and token codes');
    amount = decimal(fail, 'amount', values.amount);
    if (amount <= 0) fail('--amount must be positive');
  }
  const campaign = values.campaign?.trim() || null;
  if (campaign && campaign.length > 64) fail('--campaign is at most 64 characters');
  const batch = {
    kind,
    amount,
    box: kind === 'box' ? (values.box ?? null) : null,
    uses: whole(fail, 'uses', values.uses, 100_000_000),
    perAccount: whole(fail, 'per-account', values['per-account'], 1000),
    count: values.count ? whole(fail, 'count', values.count, MAX_COUNT) : 1,
    validDays: values['valid-days'] ? whole(fail, 'valid-days', values['valid-days'], 3650) : null,
    minDeposit: values['min-deposit'] ? decimal(fail, 'min-deposit', values['min-deposit']) : ZERO_MILLI,
    campaign,
  };
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const created = await createCodeBatch(database.db, config.sessionPepper, batch);
    for (const code of created) console.log(code);
    console.error(`created ${created.length} ${kind} code(s)${campaign ? ` for ${campaign}` : ''}`);
  } catch (e) {
    console.error(`codes refused: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
