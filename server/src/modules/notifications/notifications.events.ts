import {
  BATTLE_WON_EVENT,
  type BattleWonEvent,
  CODE_REDEEMED_EVENT,
  type CodeRedeemedEvent,
  DEPOSIT_EVENT,
  type DepositEvent,
  GIFT_WON_EVENT,
  type GiftWonEvent,
  REFERRAL_EARNED_EVENT,
  type ReferralEarnedEvent,
  UPGRADE_WON_EVENT,
  type UpgradeWonEvent,
  VIP_LEVEL_EVENT,
  type VipLevelEvent,
  WITHDRAWAL_EVENT,
  type Withdrawal,
} from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import type { BusMessage } from '../../platform/bus';
import type { NewNotification } from './notifications.repo';
import type { PersonalKind } from './notifications.texts';

const CHANNEL = /^notifications\.(\d{1,12})$/;
const usd = (amount: number) => `$${amount.toFixed(2)}`;
const ENDED = new Set(['ready', 'success', 'failed', 'cancelled']);

type Personal = Omit<NewNotification, 'userId' | 'createdAt' | 'kind'> & { kind: PersonalKind };

/**
 * The personal notification an event of another module makes, or null. Each event carries the id of what it is
 * about, so `source_key` is the same however often (and on however many instances) it is delivered.
 */
export function personalOf(message: BusMessage, opts: { upgradeMinValue: Milli }, now: Date): NewNotification | null {
  const match = CHANNEL.exec(message.channel);
  if (!match) return null;
  const userId = Number(match[1]);
  const made = build(userId, message.event, message.data, opts);
  return made && { ...made, userId, createdAt: now };
}

function build(userId: number, event: string, data: unknown, opts: { upgradeMinValue: Milli }): Personal | null {
  const key = (...parts: Array<string | number>) => [`u${userId}`, ...parts].join(':');
  switch (event) {
    case DEPOSIT_EVENT: {
      const d = data as DepositEvent;
      if (!d?.order_sn) return null;
      return {
        kind: 'deposit',
        sourceKey: key('deposit', d.order_sn),
        params: { amount: usd(d.amount) },
        image: '',
        link: '/my/history',
      };
    }
    case WITHDRAWAL_EVENT: {
      const w = data as Withdrawal;
      if (!w?.id || !ENDED.has(w.state)) return null;
      const ready = w.state === 'ready';
      return {
        kind: `withdrawal.${w.state}` as PersonalKind,
        sourceKey: key('withdrawal', w.id, w.state),
        params: { name: w.goods.hash_name },
        image: w.goods.picture,
        link: ready && w.offer_url?.startsWith('https://') ? w.offer_url : '/my/history/withdrawals',
      };
    }
    case BATTLE_WON_EVENT: {
      const b = data as BattleWonEvent;
      if (!b?.battle_id) return null;
      return {
        kind: 'battle.won',
        sourceKey: key('battle', b.battle_id),
        params: { battle: b.battle_id, amount: usd(b.received) },
        image: '',
        link: `/battle/${b.battle_id}`,
      };
    }
    case GIFT_WON_EVENT: {
      const g = data as GiftWonEvent;
      if (!g?.room_id) return null;
      return {
        kind: 'giveaway.won',
        sourceKey: key('giveaway', g.room_id),
        params: { title: g.title, prizes: g.prizes, amount: usd(g.value) },
        image: '',
        link: `/giveaway/${g.room_id}`,
      };
    }
    case UPGRADE_WON_EVENT: {
      const u = data as UpgradeWonEvent;
      if (!u?.upgrade_id || Math.round(u.value * 1000) < opts.upgradeMinValue) return null;
      return {
        kind: 'upgrade.won',
        sourceKey: key('upgrade', u.upgrade_id),
        params: { name: u.name, amount: usd(u.value) },
        image: u.picture,
        link: '/my',
      };
    }
    case VIP_LEVEL_EVENT: {
      const v = data as VipLevelEvent;
      if (!v?.level) return null;
      return {
        kind: 'vip.level',
        sourceKey: key('vip', v.level),
        params: { level: v.level },
        image: '',
        link: '/vip',
      };
    }
    case CODE_REDEEMED_EVENT: {
      const c = data as CodeRedeemedEvent;
      if (!c?.id || !['cash', 'token', 'box'].includes(c.type)) return null;
      return {
        kind: `code.${c.type}` as PersonalKind,
        sourceKey: key('code', c.id),
        params: { amount: usd(c.amount), tokens: c.tokens },
        image: '',
        link: c.type === 'box' ? '/my#backpack' : '/my/history?type=code',
      };
    }
    case REFERRAL_EARNED_EVENT: {
      const r = data as ReferralEarnedEvent;
      if (!r?.order_sn) return null;
      return {
        kind: 'referral.earned',
        sourceKey: key('referral', r.order_sn),
        params: { amount: usd(r.amount) },
        image: '',
        link: '/my/promotion',
      };
    }
    default:
      return null;
  }
}
