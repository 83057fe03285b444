import { describe, expect, it } from 'vitest';
import { battleSpinMs, caseReelMs, REVEAL_MARGIN_MS, revealDelayMs, UPGRADE_WHEEL_MS } from './reveal';

describe('reveal durations', () => {
  it('staggers the reels of a multi-open; quick mode is shorter', () => {
    expect(caseReelMs(false, 0)).toBe(6200);
    expect(caseReelMs(false, 4)).toBe(7160);
    expect(caseReelMs(true, 0)).toBe(1900);
    expect(caseReelMs(true, 4)).toBe(2260);
  });

  it('spins a battle round for most of its time, within bounds', () => {
    expect(battleSpinMs(4000)).toBe(2800);
    expect(battleSpinMs(1000)).toBe(900);
    expect(battleSpinMs(60_000)).toBe(4500);
    expect(battleSpinMs(4000, true)).toBe(400);
  });

  it('keeps each drop off the feed until its full-length animation has landed', () => {
    for (let reel = 0; reel < 5; reel++) {
      expect(revealDelayMs.case(reel)).toBeGreaterThan(caseReelMs(false, reel));
      expect(revealDelayMs.case(reel)).toBeGreaterThan(caseReelMs(true, reel));
    }
    expect(revealDelayMs.upgrade()).toBe(UPGRADE_WHEEL_MS + REVEAL_MARGIN_MS);
    for (const roundMs of [10, 1000, 4000, 600_000]) {
      expect(revealDelayMs.battle(roundMs)).toBeGreaterThan(battleSpinMs(roundMs));
      expect(revealDelayMs.battle(roundMs)).toBeGreaterThan(battleSpinMs(roundMs, true));
    }
    expect(revealDelayMs.mall()).toBe(0);
  });
});
