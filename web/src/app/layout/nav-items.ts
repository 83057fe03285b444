import type { IconName } from '../../components/ui/icons';
import { builtOnly, type Feature } from '../../lib/features';

export interface NavItem {
  key: string;
  to: string;
  icon: IconName;
  /** Listed only once this feature is built: every list below drops the others (lib/features). */
  feature?: Feature;
}

/** Main navigation (spec §2): upgrade, battle, mall, event, giveaway, vip. Labels: `layout:nav.<key>`. */
export const MAIN_NAV: NavItem[] = builtOnly<NavItem>([
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade' },
  { key: 'battle', to: '/battle', icon: 'swords' },
  { key: 'mall', to: '/mall', icon: 'store' },
  { key: 'event', to: '/event', icon: 'calendar', feature: 'events' },
  { key: 'giveaway', to: '/giveaway', icon: 'gift', feature: 'giveaways' },
  { key: 'vip', to: '/vip', icon: 'crown' },
]);

/** Top bar links; `partners` and `code` are actions. Labels: `layout:topbar.<key>`. */
export const TOP_LINKS: NavItem[] = builtOnly<NavItem>([
  { key: 'groupGrab', to: '/event/groupgrab', icon: 'users', feature: 'groupGrab' },
  { key: 'checkIn', to: '/event/check', icon: 'calendarCheck', feature: 'checkIn' },
  { key: 'freeCase', to: '/free', icon: 'gift' },
  { key: 'cards', to: '/event/cards', icon: 'cards', feature: 'cards' },
  { key: 'freeCoins', to: '/event#free-coins', icon: 'coins', feature: 'events' },
  { key: 'mission', to: '/mission', icon: 'target', feature: 'missions' },
]);

/** Bottom navigation on phones. Labels: `layout:bottomNav.<key>`. */
export const BOTTOM_NAV: NavItem[] = builtOnly<NavItem>([
  { key: 'home', to: '/', icon: 'home' },
  { key: 'battle', to: '/battle', icon: 'swords' },
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade' },
  { key: 'free', to: '/free', icon: 'gift' },
]);

/** Mobile menu groups. Labels: `layout:menu.items.<key>`. */
export const MENU_ACCOUNT: NavItem[] = builtOnly<NavItem>([
  { key: 'account', to: '/my', icon: 'user' },
  { key: 'history', to: '/my/history', icon: 'history' },
  { key: 'withdrawals', to: '/my/history/withdrawals', icon: 'wallet' },
  { key: 'promotion', to: '/my/promotion', icon: 'users', feature: 'partners' },
  { key: 'checkIn', to: '/my/check', icon: 'calendarCheck', feature: 'checkIn' },
]);
export const MENU_GAMES: NavItem[] = builtOnly<NavItem>([
  { key: 'battle', to: '/battle', icon: 'swords' },
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade' },
  { key: 'mall', to: '/mall', icon: 'store' },
  { key: 'giveaway', to: '/giveaway', icon: 'gift', feature: 'giveaways' },
  { key: 'turntable', to: '/turntable', icon: 'wheel', feature: 'turntable' },
  { key: 'vip', to: '/vip', icon: 'crown' },
]);
export const MENU_ACTIVITIES: NavItem[] = builtOnly<NavItem>([
  { key: 'event', to: '/event', icon: 'calendar', feature: 'events' },
  { key: 'free', to: '/free', icon: 'gift' },
  { key: 'mission', to: '/mission', icon: 'target', feature: 'missions' },
  { key: 'groupGrab', to: '/event/groupgrab', icon: 'users', feature: 'groupGrab' },
  { key: 'cards', to: '/event/cards', icon: 'cards', feature: 'cards' },
  { key: 'top', to: '/top', icon: 'trophy' },
]);
