import type { Db } from '../../platform/db';
import { AppError } from '../../platform/http';
import { findBySteamId, insertUser, isUniqueViolation, nameTaken, type User, updateUser } from './accounts.repo';
import { parentOf } from './referrals.repo';

export type SteamProfile = { steamId: string; name?: string; avatar?: string };

/**
 * The Steam account signs in the user linked to it, or creates one. With `linkUserId` (a signed-in
 * player linking Steam from /my) the SteamID is attached to that user instead.
 */
export async function signInWithSteam(
  db: Db,
  profile: SteamProfile,
  options: { referralCode?: string; ad?: string; linkUserId?: number } = {},
): Promise<User> {
  const existing = await findBySteamId(db, profile.steamId);
  if (options.linkUserId) {
    if (existing && existing.id !== options.linkUserId) throw new AppError('steam_linked_elsewhere');
    if (existing) return existing;
    try {
      const row = await updateUser(db, options.linkUserId, { steamId: profile.steamId });
      if (!row) throw new AppError('not_logged_in');
      return row;
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('steam_linked_elsewhere');
      throw e;
    }
  }
  if (existing) {
    if (profile.avatar && !existing.avatar) return (await updateUser(db, existing.id, { avatar: profile.avatar }))!;
    return existing;
  }
  const base = (profile.name ?? '').trim().slice(0, 20) || `player${profile.steamId.slice(-6)}`;
  const name = (await nameTaken(db, base)) ? `${base.slice(0, 13)}#${profile.steamId.slice(-6)}` : base;
  try {
    return await insertUser(db, {
      name,
      steamId: profile.steamId,
      avatar: profile.avatar ?? '',
      ...(await parentOf(db, options.referralCode)),
      ad: options.ad ?? null,
    });
  } catch (e) {
    // Two callbacks for one new SteamID at once: the second finds the first's row.
    if (isUniqueViolation(e, 'users_steam_id_key')) {
      const row = await findBySteamId(db, profile.steamId);
      if (row) return row;
    }
    throw e;
  }
}
