/**
 * The /provablyfair verifier, as pure functions over the shared fair code (the same code the server rolls
 * with and `npm run verify` prints): form ⇄ URL, validation, the roll, and the item that owns a ticket.
 */
import {
  GAMES,
  type Game,
  isRoomGame,
  isServerSeed,
  pickDrop,
  ticketRanges,
  type Verification,
  verifyRoll,
} from '@dropforge/shared/domain';
import { parseSeeds, runBattleVerifier } from './battle-verifier';
import { parseList, runGiveawayVerifier } from './giveaway-verifier';

/** Personal games (one client seed and a nonce); battles and giveaways use room seeds. */
export const PERSONAL_GAMES = GAMES.filter((game) => !isRoomGame(game));
/**
 * What the form offers: the personal games, battles (room seeds, one roll per round and slot) and giveaways
 * (room seeds, one roll per winner: the whole draw).
 */
export const VERIFIER_GAMES: readonly Game[] = [...PERSONAL_GAMES, 'battle', 'giveaway'];

/** Games drawn by events: their `case` field names the event whose prize table the ticket maps into. */
export function isEventGame(game: string): boolean {
  return !['case', 'upgrade', 'battle', 'giveaway'].includes(game);
}

export interface VerifierInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  round: string;
  game: string;
  /** A case id (optional): names the item the ticket lands on; for an event's draw, the event key. */
  caseId: string;
  /** The published serverSeedHash to compare with (optional). */
  hash: string;
  /** The ticket the player was shown (optional). */
  ticket: string;
  /** Battles: every seat's client seed, one per line in slot order (`?seeds=` repeated). */
  seeds: string;
  slot: string;
  /** Battles: the public beacon mixed into the rolls (optional). */
  beacon: string;
  /** Battles: the battle's id, to name the drop from its frozen boxes (optional), and a private battle's code. */
  battle: string;
  code: string;
  /** Giveaways: the number of winners drawn, the participants' names or ids in join order (optional, one per line), the room id. */
  winners: string;
  names: string;
  room: string;
}

export const EMPTY_INPUT: VerifierInput = {
  serverSeed: '',
  clientSeed: '',
  nonce: '',
  round: '0',
  game: 'case',
  caseId: '',
  hash: '',
  ticket: '',
  seeds: '',
  slot: '0',
  beacon: '',
  battle: '',
  code: '',
  winners: '1',
  names: '',
  room: '',
};

/**
 * URL parameter of each field: `?serverSeed=&clientSeed=&nonce=&round=&game=&case=&hash=&ticket=`, battles
 * also `&seeds=…&seeds=…&slot=&beacon=&battle=&code=` (one `seeds` per slot, in order), giveaways
 * `&seeds=…&winners=&names=…&beacon=&room=` (one `seeds` and one `names` per participant, in join order).
 */
const PARAM: Record<Exclude<keyof VerifierInput, 'seeds' | 'names'>, string> = {
  serverSeed: 'serverSeed',
  clientSeed: 'clientSeed',
  nonce: 'nonce',
  round: 'round',
  game: 'game',
  caseId: 'case',
  hash: 'hash',
  ticket: 'ticket',
  slot: 'slot',
  beacon: 'beacon',
  battle: 'battle',
  code: 'code',
  winners: 'winners',
  room: 'room',
};
const FIELDS = Object.keys(PARAM) as Array<keyof typeof PARAM>;
const SEEDS_PARAM = 'seeds';
const NAMES_PARAM = 'names';

/** Repeated parameters as the text box's lines; one value with a comma ends with a line break (see parseList). */
function lines(values: string[]): string {
  const text = values.join('\n');
  return values.length === 1 && text.includes(',') ? `${text}\n` : text;
}

export function inputFromParams(params: URLSearchParams): VerifierInput {
  const input = { ...EMPTY_INPUT };
  for (const field of FIELDS) {
    const value = params.get(PARAM[field]);
    // The client seed is kept exactly (spaces count); the others are trimmed.
    if (value !== null) input[field] = field === 'clientSeed' ? value : value.trim();
  }
  input.seeds = input.game === 'giveaway' ? lines(params.getAll(SEEDS_PARAM)) : params.getAll(SEEDS_PARAM).join('\n');
  input.names = lines(params.getAll(NAMES_PARAM));
  return input;
}

/** Fields of one scheme only: a giveaway has no nonce, round, slot, case or ticket; the other games no winners. */
const GIVEAWAY_FIELDS: ReadonlySet<string> = new Set([
  'serverSeed',
  'clientSeed',
  'hash',
  'game',
  'beacon',
  'winners',
  'room',
]);
const relevant = (field: keyof typeof PARAM, game: string) =>
  game === 'giveaway' ? GIVEAWAY_FIELDS.has(field) : field !== 'winners' && field !== 'room';

/** Only the fields of the game that differ from the defaults, in a stable order. */
export function paramsFromInput(input: VerifierInput): URLSearchParams {
  const params = new URLSearchParams();
  const room = input.game === 'battle' || input.game === 'giveaway';
  const giveaway = input.game === 'giveaway';
  for (const field of FIELDS) {
    if (!relevant(field, input.game)) continue;
    const value = input[field];
    if (value !== '' && value !== EMPTY_INPUT[field]) params.set(PARAM[field], value);
    if (field === 'clientSeed' && room) {
      params.delete(PARAM.clientSeed);
      for (const seed of giveaway ? parseList(input.seeds) : parseSeeds(input.seeds)) params.append(SEEDS_PARAM, seed);
    }
  }
  if (giveaway && input.names.trim() !== '') {
    for (const name of parseList(input.names)) params.append(NAMES_PARAM, name.trim());
  }
  return params;
}

/** True when the URL carries a roll to check (a server seed at least). */
export function hasRoll(params: URLSearchParams): boolean {
  return (params.get(PARAM.serverSeed) ?? '').trim() !== '';
}

/** Mirror of contract zClientSeed: 1–64 printable characters. */
export function clientSeedProblem(seed: string): 'required' | 'tooLong' | 'printable' | null {
  if (seed.length === 0) return 'required';
  if (seed.length > 64) return 'tooLong';
  if (!/^[^\p{C}]+$/u.test(seed)) return 'printable';
  return null;
}

/** A fresh client seed: 16 hex characters from the browser's random source. */
export function randomClientSeed(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)) {
  return [...random(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export type VerifierField =
  | 'serverSeed'
  | 'clientSeed'
  | 'nonce'
  | 'round'
  | 'game'
  | 'hash'
  | 'ticket'
  | 'caseId'
  | 'seeds'
  | 'slot'
  | 'beacon'
  | 'battle'
  | 'winners'
  | 'names'
  | 'room';
export type Problems = Partial<
  Record<
    VerifierField,
    'required' | 'counter' | 'hex' | 'game' | 'caseId' | 'seeds' | 'slot' | 'battle' | 'winners' | 'names' | 'room'
  >
>;

const COUNTER = /^\d{1,16}$/;
const CASE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

function counter(text: string): number | null {
  if (!COUNTER.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

export type VerifierOutcome =
  | {
      ok: true;
      verification: Verification;
      game: Game;
      nonce: number;
      round: number;
      seedLooksValid: boolean;
      /** Battles: the slot rolled for. */
      slot?: number;
    }
  | { ok: false; problems: Problems };

/** Validates the form and recomputes the roll; `seedLooksValid` is false for a key that is not 64 hex chars. */
export function runVerifier(input: VerifierInput): VerifierOutcome {
  if (input.game === 'battle') {
    const outcome = runBattleVerifier(input);
    if (!outcome.ok) return outcome;
    const { verification, round, slot, seedLooksValid } = outcome;
    return { ok: true, verification, game: 'battle', nonce: 0, round, slot, seedLooksValid };
  }
  const problems: Problems = {};
  const nonce = counter(input.nonce);
  const round = counter(input.round === '' ? '0' : input.round);
  const game = (PERSONAL_GAMES as readonly string[]).includes(input.game) ? (input.game as Game) : null;
  if (input.serverSeed === '') problems.serverSeed = 'required';
  if (input.clientSeed === '') problems.clientSeed = 'required';
  if (nonce === null) problems.nonce = input.nonce === '' ? 'required' : 'counter';
  if (round === null) problems.round = 'counter';
  if (!game) problems.game = 'game';
  if (input.hash !== '' && !/^[0-9a-fA-F]{64}$/.test(input.hash)) problems.hash = 'hex';
  if (input.ticket !== '' && counter(input.ticket) === null) problems.ticket = 'counter';
  if (input.caseId !== '' && !CASE_ID.test(input.caseId)) problems.caseId = 'caseId';
  if (Object.keys(problems).length > 0 || nonce === null || round === null || !game) return { ok: false, problems };
  const verification = verifyRoll({
    serverSeed: input.serverSeed,
    game,
    clientSeed: input.clientSeed,
    nonce,
    round,
    serverSeedHash: input.hash === '' ? undefined : input.hash,
    ticket: input.ticket === '' ? undefined : Number(input.ticket),
  });
  return { ok: true, verification, game, nonce, round, seedLooksValid: isServerSeed(input.serverSeed) };
}

/** The form's problems for any game (giveaways included); null when the inputs can be verified. */
export function verifierProblems(input: VerifierInput): Problems | null {
  const outcome = input.game === 'giveaway' ? runGiveawayVerifier(input) : runVerifier(input);
  return outcome.ok ? null : outcome.problems;
}

/**
 * Index of the item that owns `ticket`: ranges are rebuilt from the items' tickets in their published order
 * (as the server's pickDrop does); null when the case's odds are malformed.
 */
export function ownerIndex(items: ReadonlyArray<{ tickets: number }>, ticket: number): number | null {
  try {
    const ranges = ticketRanges(items.map((item, i) => ({ goodsId: i, tickets: item.tickets })));
    return Number(pickDrop(ranges, ticket).goodsId);
  } catch {
    return null;
  }
}

/** A row of the player's roll log as a verifier link (the server seed only once revealed). */
export function logEntryHref(entry: {
  game: string;
  box_id: string | null;
  event_key?: string | null;
  nonce: number;
  round: number;
  clientSeed: string;
  serverSeedHash: string;
  serverSeed: string | null;
  ticket: number;
}): string {
  const params = paramsFromInput({
    ...EMPTY_INPUT,
    serverSeed: entry.serverSeed ?? '',
    clientSeed: entry.clientSeed,
    nonce: String(entry.nonce),
    round: String(entry.round),
    game: entry.game,
    caseId: entry.box_id ?? entry.event_key ?? '',
    hash: entry.serverSeedHash,
    ticket: String(entry.ticket),
  });
  return `/provablyfair?${params.toString()}#verify`;
}

/** POSIX single-quoting: the text exactly, whatever it contains. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The same digest with OpenSSL: the message as UTF-8 bytes, keyed by the server seed text. */
export function opensslCommand(message: string, serverSeed: string): string {
  return `printf %s ${shellQuote(message)} | openssl dgst -sha256 -hmac ${shellQuote(serverSeed)}`;
}
