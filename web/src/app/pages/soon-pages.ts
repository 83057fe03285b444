import type { IconName } from '../../components/ui/icons';

/** Pages whose feature lands in a later issue; text lives under `pages:soon.<key>`. */
export const SOON_PAGES = {
  account: { icon: 'user', color: '#4b69ff' },
  history: { icon: 'history', color: '#5e98d9' },
  promotion: { icon: 'users', color: '#8847ff' },
  checkIn: { icon: 'calendarCheck', color: '#3ee089' },
  pay: { icon: 'wallet', color: '#ff8a1f' },
  events: { icon: 'calendar', color: '#d32ce6' },
  groupGrab: { icon: 'users', color: '#ff8a1f' },
  eventCheck: { icon: 'calendarCheck', color: '#5e98d9' },
  cards: { icon: 'cards', color: '#8847ff' },
  snow: { icon: 'snowflake', color: '#b0c3d9' },
  coupon: { icon: 'ticket', color: '#e4ae39' },
  mission: { icon: 'target', color: '#eb4b4b' },
  vip: { icon: 'crown', color: '#e4ae39' },
  turntable: { icon: 'wheel', color: '#d32ce6' },
} as const satisfies Record<string, { icon: IconName; color: string }>;

export type SoonKey = keyof typeof SOON_PAGES;
