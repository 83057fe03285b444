// npm run verify -- --server-seed <hex> --client-seed <s> --nonce <n> [--game case] [--round 0]
//                   [--server-seed-hash <hex>] [--ticket <n>] [--case <odds.json>] [--json]
// npm run verify -- --game battle --server-seed <hex> --client-seed <slot 0> --client-seed <slot 1> …
//                   --round <r> --slot <s> [--beacon <value>] [--server-seed-hash <hex>] [--ticket <n>] [--case …]
// npm run verify -- --game giveaway --server-seed <hex> --client-seed <join 0> --client-seed <join 1> … --winners <n>
//                   [--participant <user id of join 0> …] [--beacon <value>] [--server-seed-hash <hex>] [--json]
//
// npm run verify -- liabilities --proof <proof.json> [--root <hex>] [--total <n>]   (see verify-liabilities.ts)
//
// Recomputes a provably-fair roll (DESIGN §5) with the same shared code the server and the /provablyfair
// page use. Exit 0 when everything given matches, 1 on a mismatch (hash or ticket), 2 on bad arguments.

import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  drawGiveaway,
  GAMES,
  hashServerSeed,
  isGame,
  isRoomGame,
  isServerSeed,
  type OddsEntry,
  pickDrop,
  ticketRanges,
  type Verification,
  verifyBattleRoll,
  verifyRoll,
} from '@dropforge/shared/domain';
import { LIABILITIES_USAGE, verifyLiabilities } from './verify-liabilities';

const USAGE = `usage:
  npm run verify -- --server-seed <hex> --client-seed <s> --nonce <n> [--game ${GAMES.filter((g) => !isRoomGame(g)).join('|')}]
                    [--round 0] [--server-seed-hash <hex>] [--ticket <n>] [--case <odds JSON file>] [--json]
  npm run verify -- --game battle|giveaway --server-seed <hex> --client-seed <seed of slot 0> --client-seed <…>
                    --round <r> --slot <s> [--beacon <value>] [--server-seed-hash <hex>] [--ticket <n>] [--case <file>]
  npm run verify -- --game giveaway --server-seed <hex> --client-seed <join 0> --client-seed <…> --winners <n>
                    [--participant <user id of join 0> --participant <…>] [--beacon <value>] [--server-seed-hash <hex>]
  A case file is a JSON array of {"goodsId", "tickets"} in the case's published order (or {"entries": [...]}),
  or a site case's content file (content/cases/<id>.json).
${LIABILITIES_USAGE}`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

if (process.argv[2] === 'liabilities') process.exit(verifyLiabilities(process.argv.slice(3), fail));

function counter(name: string, text: string | undefined, fallback?: number): number {
  if (text === undefined) {
    if (fallback === undefined) fail(`--${name} is required`);
    return fallback;
  }
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text))) fail(`--${name} must be a whole number: ${text}`);
  return Number(text);
}

function readCase(path: string): OddsEntry[] {
  if (!existsSync(path)) {
    fail(`--case ${path}: no such file (looking a case up by id needs the site's database; pass a JSON file of odds)`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    fail(`--case ${path}: not JSON (${(error as Error).message})`);
  }
  // A site case's content file (content/cases/<id>.json) lists its goods by market hash name.
  const items = (parsed as { items?: Array<{ hash_name: string; tickets: number }> })?.items;
  if (Array.isArray(items)) return items.map((i) => ({ goodsId: i.hash_name, tickets: i.tickets }));
  const entries = Array.isArray(parsed) ? parsed : (parsed as { entries?: unknown })?.entries;
  if (!Array.isArray(entries)) fail(`--case ${path}: expected an array of {goodsId, tickets} or {"entries": [...]}`);
  return entries as OddsEntry[];
}

function parse() {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      options: {
        'server-seed': { type: 'string' },
        'server-seed-hash': { type: 'string' },
        'client-seed': { type: 'string', multiple: true },
        nonce: { type: 'string' },
        game: { type: 'string', default: 'case' },
        round: { type: 'string' },
        slot: { type: 'string' },
        beacon: { type: 'string' },
        ticket: { type: 'string' },
        case: { type: 'string' },
        winners: { type: 'string' },
        participant: { type: 'string', multiple: true },
        json: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
}

function caseRanges(path: string) {
  try {
    return ticketRanges(readCase(path));
  } catch (error) {
    fail(`--case ${path}: ${(error as Error).message}`);
  }
}

const args = parse();
const serverSeed = args['server-seed'] ?? fail('--server-seed is required');
if (!isServerSeed(serverSeed)) {
  console.error('warning: a server seed is 64 lower-case hex characters; the HMAC key is the text exactly as given');
}
const game = args.game;
if (!isGame(game)) fail(`--game must be one of ${GAMES.join(', ')}: ${game}`);
const clientSeeds = args['client-seed'] ?? fail('--client-seed is required');
const expected = {
  serverSeedHash: args['server-seed-hash'],
  ticket: args.ticket === undefined ? undefined : counter('ticket', args.ticket),
};
const ranges = args.case === undefined ? undefined : caseRanges(args.case);

if (args.winners !== undefined) {
  if (game !== 'giveaway') fail('--winners is for --game giveaway');
  giveawayWinners(counter('winners', args.winners));
}

/** A giveaway room's whole draw (DESIGN §5): winner k from round k, slot 0, among those not yet drawn. */
function giveawayWinners(winners: number): never {
  if (winners < 1) fail('--winners must be at least 1');
  const users = args.participant;
  if (users && users.length !== clientSeeds.length) fail('give one --participant per --client-seed, in join order');
  const rolls = drawGiveaway({ serverSeed, clientSeeds, winners, beacon: args.beacon });
  const hash = hashServerSeed(serverSeed);
  const hashMatches =
    expected.serverSeedHash === undefined ? null : hash === expected.serverSeedHash.trim().toLowerCase();
  const list = rolls.map((r) => ({ ...r, user_id: users ? users[r.participant] : undefined }));
  if (args.json) console.log(JSON.stringify({ serverSeedHash: hash, hashMatches, winners: list }, null, 2));
  else {
    for (const w of list) {
      const who = w.user_id === undefined ? '' : `  user ${w.user_id}`;
      console.log(`winner ${w.round}  float ${w.float}  index ${w.index}  join #${w.participant}${who}`);
    }
    console.log(`server seed hash  ${hash}${hashMatches === null ? '' : hashMatches ? '  ✓ matches' : '  ✗ MISMATCH'}`);
  }
  if (hashMatches === false) {
    console.error(`server seed hash mismatch: expected ${expected.serverSeedHash}`);
    process.exit(1);
  }
  process.exit(0);
}

let result: Verification;
try {
  if (isRoomGame(game)) {
    result = verifyBattleRoll({
      serverSeed,
      game,
      clientSeeds,
      round: counter('round', args.round),
      slot: counter('slot', args.slot),
      beacon: args.beacon,
      ...expected,
    });
  } else {
    if (clientSeeds.length !== 1) fail(`--game ${game} takes one --client-seed`);
    if (args.slot !== undefined || args.beacon !== undefined) fail('--slot and --beacon are for battle and giveaway');
    result = verifyRoll({
      serverSeed,
      game,
      clientSeed: clientSeeds[0]!,
      nonce: counter('nonce', args.nonce),
      round: counter('round', args.round, 0),
      ...expected,
    });
  }
} catch (error) {
  fail((error as Error).message);
}

const drop = ranges ? pickDrop(ranges, result.ticket) : undefined;
if (args.json) {
  console.log(JSON.stringify({ ...result, ...(drop ? { drop } : {}) }, null, 2));
} else {
  const mark = (matches: boolean | null) => (matches === null ? '' : matches ? '  ✓ matches' : '  ✗ MISMATCH');
  console.log(`message           ${result.message}`);
  console.log(`digest            ${result.digest}`);
  console.log(`float             ${result.float}`);
  console.log(`ticket            ${result.ticket}${mark(result.ticketMatches)}`);
  console.log(`server seed hash  ${result.serverSeedHash}${mark(result.hashMatches)}`);
  if (drop) console.log(`drop              goods ${drop.goodsId} (tickets ${drop.from} … ${drop.to - 1})`);
}
if (!result.ok) {
  if (result.hashMatches === false) console.error(`server seed hash mismatch: expected ${expected.serverSeedHash}`);
  if (result.ticketMatches === false) console.error(`ticket mismatch: expected ${expected.ticket}`);
  process.exit(1);
}
