import { join } from 'node:path';
import { LANGS, milli } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { loadPlatformNotifications } from './notifications.content';
import { personalOf } from './notifications.events';
import { renderPersonal, TEXTS } from './notifications.texts';

const now = new Date('2026-11-26T12:00:00Z');
const opts = { upgradeMinValue: milli(10_000) };
const at = (userId: number, event: string, data: unknown) =>
  personalOf({ channel: `notifications.${userId}`, event, data }, opts, now);

describe('personal notifications of events', () => {
  it('key each event by what it is about, so a second delivery has the same key', () => {
    expect(at(7, 'deposit', { order_sn: 'DF1', currency: 'money', amount: 12 })).toMatchObject({
      userId: 7,
      kind: 'deposit',
      sourceKey: 'u7:deposit:DF1',
      params: { amount: '$12.00' },
      link: '/my/history',
    });
    expect(at(7, 'vip.level_up', { level: 4 })).toMatchObject({ sourceKey: 'u7:vip:4', link: '/vip' });
    expect(at(7, 'battle.won', { battle_id: 3, received: 1.5 })).toMatchObject({
      sourceKey: 'u7:battle:3',
      link: '/battle/3',
    });
    const w = {
      id: 5,
      state: 'ready',
      offer_url: 'https://steamcommunity.com/tradeoffer/9/',
      goods: { hash_name: 'X', picture: '/p' },
    };
    expect(at(7, 'withdrawal', w)).toMatchObject({
      kind: 'withdrawal.ready',
      sourceKey: 'u7:withdrawal:5:ready',
      link: 'https://steamcommunity.com/tradeoffer/9/',
    });
    expect(at(7, 'withdrawal', { ...w, state: 'success' })).toMatchObject({ sourceKey: 'u7:withdrawal:5:success' });
  });

  it('ignore what is not a notification: other channels, unknown events, in-progress withdrawals, small upgrades', () => {
    expect(personalOf({ channel: 'battles', event: 'deposit', data: { order_sn: 'x' } }, opts, now)).toBeNull();
    expect(at(7, 'notification', { item: null, unread: 0 })).toBeNull();
    expect(at(7, 'probe', null)).toBeNull();
    expect(at(7, 'deposit', null)).toBeNull();
    expect(at(7, 'withdrawal', { id: 5, state: 'in_progress', goods: {} })).toBeNull();
    expect(at(7, 'upgrade.won', { upgrade_id: 1, name: 'A', picture: '', value: 9.999 })).toBeNull();
    expect(at(7, 'upgrade.won', { upgrade_id: 1, name: 'A', picture: '', value: 10 })).toMatchObject({
      sourceKey: 'u7:upgrade:1',
    });
    // A trade offer link that is not https is not followed.
    const w = { id: 5, state: 'ready', offer_url: 'javascript:alert(1)', goods: { hash_name: 'X', picture: '' } };
    expect(at(7, 'withdrawal', w)?.link).toBe('/my/history/withdrawals');
  });
});

describe('texts', () => {
  it('every language has every kind, with the same placeholders as English', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const lang of LANGS) {
      expect(Object.keys(TEXTS[lang]).sort(), lang).toEqual(Object.keys(TEXTS.en).sort());
      for (const [kind, t] of Object.entries(TEXTS[lang])) {
        const en = TEXTS.en[kind as keyof typeof TEXTS.en];
        expect(placeholders(t.title), `${lang} ${kind}`).toEqual(placeholders(en.title));
        expect(placeholders(t.text), `${lang} ${kind}`).toEqual(placeholders(en.text));
        if (lang !== 'en') expect(t.text, `${lang} ${kind} is translated`).not.toBe(en.text);
      }
    }
    expect(renderPersonal('vip.level', { level: 3 }, 'de').title).toBe('VIP-Stufe 3 erreicht');
  });

  it('the shipped platform notifications parse and are written in all 12 languages', () => {
    const list = loadPlatformNotifications(join(findRoot(), 'content'));
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((n) => n.audience === 'all' && n.createdAt.getTime() <= Date.now())).toBe(true);
    for (const n of list) {
      const { title, text } = n.params as { title: Record<string, string>; text: Record<string, string> };
      expect(Object.keys(title).sort(), n.sourceKey).toEqual([...LANGS].sort());
      expect(Object.keys(text).sort(), n.sourceKey).toEqual([...LANGS].sort());
    }
  });
});
