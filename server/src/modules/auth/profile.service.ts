import { type Profile, TRADE_URL } from '@dropforge/shared/contract';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { Player } from '../../platform/ports';
import { isUniqueViolation, nameTaken, updateUser } from './accounts.repo';
import { isOwnUpload } from './upload';

/** SteamID64 of partner account N is 76561197960265728 + N. */
const STEAM_ID_BASE = 76561197960265728n;
const LEVEL0_COLOR = '#AEC1D6';

export type Balances = { money: number; score: number; shop_score: number };
/** Profile parts owned by later modules (wallet, vip, affiliates), injected by app.ts. */
export type ProfileExtras = (userId: number) => Promise<Partial<Profile>>;

export function parseTradeUrl(url: string): { partner: bigint } | undefined {
  const match = TRADE_URL.exec(url);
  if (!match) return undefined;
  const partner = BigInt(match[1]!);
  if (partner < 1n || partner > 4294967295n) return undefined;
  return { partner };
}

/** The account fields a profile shows (a session's player or a freshly updated row). */
type Account = Omit<Player, 'sessionId'>;

export function createProfiles(deps: {
  db: Db;
  extras: readonly ProfileExtras[];
  uploadSecret: Buffer;
  /** The account's row changed (sessions read it afresh). */
  changed: (userId: number) => Promise<void>;
}) {
  const { db } = deps;

  async function profileOf(user: Account): Promise<Profile> {
    const base: Profile = {
      id: user.id,
      name: user.name,
      avatar: user.avatar,
      email: user.email,
      money: 0,
      score: 0,
      shop_score: 0,
      created_at: user.createdAt.toISOString(),
      steam_id: user.steamId,
      trade_url: user.tradeUrl,
      svip: { level: 0, color: LEVEL0_COLOR },
      extension: { current_level: 0, extension_code: user.extensionCode },
      invite: { apply: 0, proportion: 0 },
      parent: { extension_code: user.parentCode },
      first_box: null,
      last_recharge: null,
      unread: 0,
    };
    const parts = await Promise.all(deps.extras.map((extra) => extra(user.id)));
    return Object.assign(base, ...parts);
  }

  return {
    profileOf,

    async update(user: Account, changes: { name?: string; avatar?: string }): Promise<Profile> {
      // Keeping the current avatar is always fine; a new one must be the player's own upload.
      if (
        changes.avatar !== undefined &&
        changes.avatar !== user.avatar &&
        !isOwnUpload(deps.uploadSecret, user.id, changes.avatar)
      ) {
        throw new AppError('avatar_not_own');
      }
      if (
        changes.name &&
        changes.name.toLowerCase() !== user.name.toLowerCase() &&
        (await nameTaken(db, changes.name))
      ) {
        throw new AppError('username_taken');
      }
      try {
        const row = await updateUser(db, user.id, changes);
        await deps.changed(user.id);
        return profileOf(row ?? user);
      } catch (e) {
        if (isUniqueViolation(e, 'users_name_lower_key')) throw new AppError('username_taken');
        throw e;
      }
    },

    async saveTradeUrl(user: Account, url: string | undefined): Promise<Profile> {
      if (!url) throw new AppError('trade_url_required');
      const parsed = parseTradeUrl(url);
      if (!parsed) throw new AppError('trade_url_invalid');
      if (user.steamId && BigInt(user.steamId) !== STEAM_ID_BASE + parsed.partner)
        throw new AppError('trade_url_invalid');
      const row = await updateUser(db, user.id, { tradeUrl: url });
      await deps.changed(user.id);
      return profileOf(row ?? user);
    },
  };
}

export type Profiles = ReturnType<typeof createProfiles>;
