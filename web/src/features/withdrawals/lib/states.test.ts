import type { Paged } from '@dropforge/shared/contract';
import { describe, expect, it } from 'vitest';
import {
  applyWithdrawal,
  badgeOf,
  isWithdrawalState,
  offerCountdown,
  parseWithdrawalEvent,
  STATE_BADGES,
  safeOfferUrl,
  WITHDRAWAL_STATES,
  type Withdrawal,
} from './states';

const row = (id: number, state: Withdrawal['state'] = 'in_progress'): Withdrawal => ({
  id,
  knapsack_id: id * 10,
  state,
  goods: {
    id: 1,
    hash_name: 'AWP | Asiimov (Field-Tested)',
    eName: 'AWP | Asiimov',
    name: 'AWP | Asiimov',
    picture: '',
    price: 80,
    price_source: 'file',
    quality: { value: 'Covert', color: '#eb4b4b' },
    appearance: { value: 'Field-Tested', short: 'FT' },
    category: { type: 'sniper', value: 'AWP' },
    type: { name: 'Normal' },
    wName: 'Asiimov',
    ex: { en: 'Field-Tested', jx: 'FT' },
    float: null,
  },
  price: 80,
  provider: 'sandbox',
  offer_url: null,
  expires_at: null,
  reason: null,
  created_at: '2025-01-01T10:00:00Z',
  updated_at: '2025-01-01T10:00:00Z',
});

const paged = (list: Withdrawal[], page = 1, total = list.length): Paged<Withdrawal> => ({ list, page, total });

describe('states and badges', () => {
  it('knows the five states', () => {
    expect(WITHDRAWAL_STATES).toEqual(['in_progress', 'ready', 'success', 'failed', 'cancelled']);
    expect(isWithdrawalState('ready')).toBe(true);
    expect(isWithdrawalState('done')).toBe(false);
    expect(isWithdrawalState(null)).toBe(false);
  });

  it('gives each state its own colour and icon', () => {
    const colors = new Set(Object.values(STATE_BADGES).map((b) => b.color));
    const icons = new Set(Object.values(STATE_BADGES).map((b) => b.icon));
    expect(colors.size).toBe(5);
    expect(icons.size).toBe(5);
    expect(badgeOf('success')).toMatchObject({ icon: 'check', live: false });
    expect(badgeOf('failed').icon).toBe('alert');
    expect(badgeOf('in_progress').live).toBe(true);
    expect(badgeOf('ready').live).toBe(true);
  });

  it('shows an unknown state as the quiet grey badge', () => {
    expect(badgeOf('weird')).toBe(STATE_BADGES.cancelled);
  });
});

describe('offerCountdown', () => {
  const now = Date.parse('2025-01-01T10:00:00Z');

  it('counts down minutes and seconds, hours when there are any', () => {
    expect(offerCountdown('2025-01-01T10:12:05Z', now)?.text).toBe('12:05');
    expect(offerCountdown('2025-01-01T10:00:09Z', now)?.text).toBe('0:09');
    expect(offerCountdown('2025-01-01T11:02:03Z', now)?.text).toBe('1:02:03');
  });

  it('is null once expired, without an expiry, or for a bad date', () => {
    expect(offerCountdown('2025-01-01T09:59:59Z', now)).toBeNull();
    expect(offerCountdown('2025-01-01T10:00:00Z', now)).toBeNull();
    expect(offerCountdown(null, now)).toBeNull();
    expect(offerCountdown('soon', now)).toBeNull();
  });
});

describe('safeOfferUrl', () => {
  it('keeps http(s) links only', () => {
    expect(safeOfferUrl('https://steamcommunity.com/tradeoffer/123/')).toBe(
      'https://steamcommunity.com/tradeoffer/123/',
    );
    expect(safeOfferUrl('javascript:alert(1)')).toBeNull();
    expect(safeOfferUrl('/relative')).toBeNull();
    expect(safeOfferUrl(null)).toBeNull();
  });
});

describe('live updates', () => {
  it('reads a withdrawal event, refusing junk', () => {
    expect(parseWithdrawalEvent(row(1, 'ready'))?.state).toBe('ready');
    expect(parseWithdrawalEvent({ id: 1, state: 'ready' })).toBeNull();
    expect(parseWithdrawalEvent({ ...row(1), state: 'lost' })).toBeNull();
    expect(parseWithdrawalEvent('ready')).toBeNull();
  });

  it('changes a row in place, even when it leaves the filtered tab', () => {
    const page = paged([row(3), row(2), row(1)]);
    const next = applyWithdrawal(page, { ...row(2), state: 'ready' }, 'in_progress');
    expect(next.list.map((r) => [r.id, r.state])).toEqual([
      [3, 'in_progress'],
      [2, 'ready'],
      [1, 'in_progress'],
    ]);
    expect(next.total).toBe(3);
    expect(page.list[1]?.state).toBe('in_progress');
  });

  it('puts a new withdrawal on top of the first page of a matching tab', () => {
    const page = paged([row(2), row(1)]);
    expect(applyWithdrawal(page, row(3), null).list.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(applyWithdrawal(page, row(3), null).total).toBe(3);
    expect(applyWithdrawal(page, row(3), 'success')).toBe(page);
    expect(applyWithdrawal(paged([row(2)], 2, 11), row(3), null).list).toHaveLength(1);
  });

  it('keeps a page at 10 rows', () => {
    const full = paged(
      Array.from({ length: 10 }, (_, i) => row(10 - i)),
      1,
      25,
    );
    const next = applyWithdrawal(full, row(11), null);
    expect(next.list).toHaveLength(10);
    expect(next.list[0]?.id).toBe(11);
    expect(next.total).toBe(26);
  });
});
