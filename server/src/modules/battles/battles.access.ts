import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/http';
import type { BattleRow, SeatRow } from './battles.repo';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Private battles are reached by link with their code (the "room password"): a caller who sits in the battle
 * needs none; anyone else without it is asked for it, with a wrong one told so.
 */
export function checkCode(
  battle: Pick<BattleRow, 'code'>,
  code: string | undefined,
  seats: readonly Pick<SeatRow, 'user_id'>[] = [],
  viewerId?: number,
): void {
  if (battle.code === null) return;
  if (viewerId !== undefined && seats.some((s) => s.user_id === viewerId)) return;
  if (!code) throw new AppError('battle_password_required');
  if (!same(code.toLowerCase(), battle.code)) throw new AppError('battle_password_wrong');
}
