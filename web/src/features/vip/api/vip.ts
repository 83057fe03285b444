import type { VipInfo } from '@dropforge/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '../../../lib/queries';

export type { VipInfo };
export type VipLevel = VipInfo['levels'][number];

/** Level 0 colour of spec §3, used when a configured colour is not a hex colour. */
export const DEFAULT_COLOR = '#AEC1D6';

export function safeColor(color: string | undefined): string {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_COLOR;
}

/** The player's level, progress and the table of levels; null for a visitor (the page shows the sign-in prompt). */
export function useVip(userId: number | null) {
  return useQuery(accountQueries.vip(userId));
}

/** Progress 0…1 from the current level's threshold to the next one. */
export function levelProgress(info: VipInfo): number {
  if (info.next_level_exp === null) return 1;
  const floor = info.levels.find((l) => l.level === info.level)?.exp ?? 0;
  const span = info.next_level_exp - floor;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (info.level_exp - floor) / span));
}
