import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdReveals, MAX_HOLD_MS, onRevealsReleased, revealsHeld } from './reveal-hold';

afterEach(() => vi.useRealTimers());

describe('reveal hold', () => {
  it('holds while any reveal runs and tells the strip once the last one ends', () => {
    const released = vi.fn();
    const off = onRevealsReleased(released);
    const a = holdReveals();
    const b = holdReveals();
    expect(revealsHeld()).toBe(true);
    a();
    a(); // ending twice counts once
    expect(revealsHeld()).toBe(true);
    expect(released).not.toHaveBeenCalled();
    b();
    expect(revealsHeld()).toBe(false);
    expect(released).toHaveBeenCalledTimes(1);
    off();
  });

  it('lets go by itself after MAX_HOLD_MS', () => {
    vi.useFakeTimers();
    const released = vi.fn();
    const off = onRevealsReleased(released);
    holdReveals();
    vi.advanceTimersByTime(MAX_HOLD_MS - 1);
    expect(revealsHeld()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(revealsHeld()).toBe(false);
    expect(released).toHaveBeenCalledTimes(1);
    off();
  });
});
