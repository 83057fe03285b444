import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hashServerSeed, type Milli, SERVER_SEED_BYTES, seedFromBytes, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import * as repo from './giveaways.repo';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A room password as stored: `salt:hash` (hex) of scrypt. */
export async function hashRoomPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${(await scryptAsync(password, salt, 32)).toString('hex')}`;
}

export async function roomPasswordMatches(stored: string, password: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const got = await scryptAsync(password, Buffer.from(salt, 'hex'), 32);
  const want = Buffer.from(hash, 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}

export const newInviteCode = () =>
  Array.from(randomBytes(8), (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');

/** What a room is made of, whoever creates it (content schedule, `npm run ops`, a host). */
export type RoomSpec = {
  kind: 'official' | 'host';
  hostId: number | null;
  host?: { name: string; avatar: string };
  title: string;
  picture?: string;
  /** Timed (drawn at `endTime`) or continuous (drawn when `people` have joined). */
  timing: { endTime: Date } | { people: number };
  winners: number;
  ticket?: Milli;
  minDeposit?: Milli;
  depositDays?: number | null;
  minVip?: number;
  password?: string | null;
  inviteCode?: string | null;
  scheduleKey?: string | null;
  beacon?: string | null;
};

/**
 * Inserts a room with a fresh server seed (its hash public from now on) and answers its id; undefined when
 * its schedule key exists. Prizes are added by the caller (`repo.insertPrizes`), after any escrow.
 */
export async function insertRoom(tx: Tx, spec: RoomSpec): Promise<number | undefined> {
  const serverSeed = seedFromBytes(randomBytes(SERVER_SEED_BYTES));
  const timed = 'endTime' in spec.timing;
  return repo.insertRoom(tx, {
    kind: spec.kind,
    host_id: spec.hostId,
    host_name: spec.host?.name ?? '',
    host_avatar: spec.host?.avatar ?? '',
    title: spec.title,
    picture: spec.picture ?? '',
    type: timed ? 1 : 0,
    winners: spec.winners,
    people_target: 'people' in spec.timing ? spec.timing.people : null,
    end_time: 'endTime' in spec.timing ? spec.timing.endTime : null,
    ticket: spec.ticket ?? ZERO_MILLI,
    min_deposit: spec.minDeposit ?? ZERO_MILLI,
    deposit_days: spec.depositDays ?? null,
    min_vip: spec.minVip ?? 0,
    password_hash: spec.password ? await hashRoomPassword(spec.password) : null,
    invite_code: spec.inviteCode ?? null,
    server_seed: serverSeed,
    server_seed_hash: hashServerSeed(serverSeed),
    beacon: spec.beacon ?? null,
    schedule_key: spec.scheduleKey ?? null,
  });
}

/** An official room (content, `npm run ops`): prizes funded by house:promotions when drawn, nothing held now. */
export async function createOfficialRoom(
  tx: Tx,
  spec: Omit<RoomSpec, 'kind' | 'hostId'>,
  prizes: repo.NewPrize[],
): Promise<number | undefined> {
  const id = await insertRoom(tx, { ...spec, kind: 'official', hostId: null });
  if (id !== undefined) await repo.insertPrizes(tx, id, prizes);
  return id;
}
