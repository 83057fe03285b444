import { FREE_STATE } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { cardState, countdown, rarityColor } from './free-state';

describe('free-box cards', () => {
  it('reads every server state, and an unknown one as locked for sign-in', () => {
    expect(cardState({ state: FREE_STATE.open })).toBe('open');
    expect(cardState({ state: FREE_STATE.openedToday })).toBe('openedToday');
    expect(cardState({ state: FREE_STATE.levelLocked })).toBe('levelLocked');
    expect(cardState({ state: FREE_STATE.needsDeposit })).toBe('needsDeposit');
    expect(cardState({ state: FREE_STATE.signIn })).toBe('signIn');
    expect(cardState({ state: 42 })).toBe('signIn');
  });

  it('counts down in hours, minutes and seconds and stops at zero', () => {
    const now = Date.UTC(2026, 0, 1, 20, 0, 0);
    expect(countdown(Date.UTC(2026, 0, 2), now)).toBe('04:00:00');
    expect(countdown(now + 3_661_999, now)).toBe('01:01:01');
    expect(countdown(now - 5000, now)).toBe('00:00:00');
  });

  it('keeps rarity colours that are hex and nothing else', () => {
    expect(rarityColor('#eb4b4b')).toBe('#eb4b4b');
    expect(rarityColor('red;background:url(x)')).toBe('#b0c3d9');
    expect(rarityColor(undefined)).toBe('#b0c3d9');
  });
});
