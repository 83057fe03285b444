import type { OpsArea } from '@dropforge/shared/contract/ops';
import type { IconName } from '../../components/ui/icons';

export type ScreenPath =
  | 'reports'
  | 'cases'
  | 'catalog'
  | 'players'
  | 'withdrawals'
  | 'payments'
  | 'events'
  | 'giveaways'
  | 'codes'
  | 'content'
  | 'audit'
  | 'sessions';

/** The console's screens in menu order; `area` is the permission that shows it (sessions: every operator). */
export const SCREENS: ReadonlyArray<{ path: ScreenPath; area: OpsArea | null; icon: IconName }> = [
  { path: 'reports', area: 'reports', icon: 'percent' },
  { path: 'cases', area: 'cases', icon: 'box' },
  { path: 'catalog', area: 'cases', icon: 'coins' },
  { path: 'players', area: 'players', icon: 'users' },
  { path: 'withdrawals', area: 'withdrawals', icon: 'external' },
  { path: 'payments', area: 'payments', icon: 'wallet' },
  { path: 'events', area: 'events', icon: 'calendar' },
  { path: 'giveaways', area: 'events', icon: 'gift' },
  { path: 'codes', area: 'events', icon: 'ticket' },
  { path: 'content', area: 'content', icon: 'news' },
  { path: 'audit', area: 'audit', icon: 'history' },
  { path: 'sessions', area: null, icon: 'key' },
];

export function screensFor(areas: readonly OpsArea[]) {
  return SCREENS.filter((s) => s.area === null || areas.includes(s.area));
}

/** Where `/ops` lands: the reports dashboard, else the first screen the operator may see. */
export function homeOf(areas: readonly OpsArea[]): string {
  return `/ops/${screensFor(areas)[0]?.path ?? 'sessions'}`;
}
