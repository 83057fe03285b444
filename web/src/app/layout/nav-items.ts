import type { IconName } from '../../components/ui/icons';

export interface NavItem {
  key: string;
  to: string;
  icon: IconName;
}

/** Main navigation (spec §2): upgrade, battle, mall, event, giveaway, vip. Labels: `layout:nav.<key>`. */
export const MAIN_NAV: NavItem[] = [
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade' },
  { key: 'battle', to: '/battle', icon: 'swords' },
  { key: 'mall', to: '/mall', icon: 'store' },
  { key: 'event', to: '/event', icon: 'calendar' },
  { key: 'giveaway', to: '/giveaway', icon: 'gift' },
  { key: 'vip', to: '/vip', icon: 'crown' },
];

/** Top bar links; `partners` and `code` are actions. Labels: `layout:topbar.<key>`. */
export const TOP_LINKS: NavItem[] = [
  { key: 'groupGrab', to: '/event/groupgrab', icon: 'users' },
  { key: 'checkIn', to: '/event/check', icon: 'calendarCheck' },
  { key: 'freeCoins', to: '/free', icon: 'coins' },
  { key: 'cards', to: '/event/cards', icon: 'cards' },
  { key: 'mission', to: '/mission', icon: 'target' },
];

/** Bottom navigation on phones. Labels: `layout:bottomNav.<key>`. */
export const BOTTOM_NAV: NavItem[] = [
  { key: 'home', to: '/', icon: 'home' },
  { key: 'battle', to: '/battle', icon: 'swords' },
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade' },
  { key: 'free', to: '/free', icon: 'gift' },
];

/** Mobile menu groups. Labels: `layout:menu.items.<key>`. */
export const MENU_ACCOUNT: NavItem[] = [
  { key: 'account', to: '/my', icon: 'user' },
  { key: 'history', to: '/my/history', icon: 'history' },
  { key: 'withdrawals', to: '/my/history/withdrawals', icon: 'wallet' },
  { key: 'promotion', to: '/my/promotion', icon: 'users' },
  { key: 'checkIn', to: '/my/check', icon: 'calendarCheck' },
];
export const MENU_GAMES: NavItem[] = [
  { key: 'battle', to: '/battle', icon: 'swords' },
  { key: 'upgrade', to: '/upgrade', icon: 'upgrade' },
  { key: 'mall', to: '/mall', icon: 'store' },
  { key: 'giveaway', to: '/giveaway', icon: 'gift' },
  { key: 'turntable', to: '/turntable', icon: 'wheel' },
  { key: 'vip', to: '/vip', icon: 'crown' },
];
export const MENU_ACTIVITIES: NavItem[] = [
  { key: 'event', to: '/event', icon: 'calendar' },
  { key: 'free', to: '/free', icon: 'gift' },
  { key: 'mission', to: '/mission', icon: 'target' },
  { key: 'groupGrab', to: '/event/groupgrab', icon: 'users' },
  { key: 'cards', to: '/event/cards', icon: 'cards' },
  { key: 'top', to: '/top', icon: 'trophy' },
];
