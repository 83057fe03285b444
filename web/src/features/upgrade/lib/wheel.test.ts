import { isWin, TICKETS_TOTAL, type UpgradeDirection } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  angleToTicket,
  arcStroke,
  landsInArc,
  normalizeAngle,
  SPIN_TURNS,
  spinEase,
  spinRotation,
  ticketToAngle,
  winningArc,
} from './wheel';

/** Deterministic random integers (mulberry32). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const DIRECTIONS: UpgradeDirection[] = ['under', 'over'];

describe('wheel angle ↔ ticket', () => {
  it('puts ticket t at t / 10^8 × 360°', () => {
    expect(ticketToAngle(0)).toBe(0);
    expect(ticketToAngle(TICKETS_TOTAL / 4)).toBe(90);
    expect(ticketToAngle(TICKETS_TOTAL / 2)).toBe(180);
    expect(ticketToAngle(TICKETS_TOTAL - 1)).toBeLessThan(360);
  });

  it('maps every landing angle back to its ticket (boundaries and 200 000 random tickets)', () => {
    const edges = [0, 1, 2, 49_999_999, 50_000_000, 74_999_999, 75_000_000, TICKETS_TOTAL - 2, TICKETS_TOTAL - 1];
    for (const ticket of edges) expect(angleToTicket(ticketToAngle(ticket))).toBe(ticket);
    const rand = seeded(8);
    const wrong: number[] = [];
    for (let i = 0; i < 200_000; i++) {
      const ticket = rand(TICKETS_TOTAL);
      if (angleToTicket(ticketToAngle(ticket)) !== ticket) wrong.push(ticket);
    }
    expect(wrong).toEqual([]);
  });

  it('reads the same ticket after any number of full turns', () => {
    const rand = seeded(3);
    for (let i = 0; i < 10_000; i++) {
      const ticket = rand(TICKETS_TOTAL);
      const final = spinRotation(rand(3600) - 1800, ticket);
      expect(angleToTicket(final)).toBe(ticket);
    }
  });

  it('normalises angles into [0, 360)', () => {
    expect(normalizeAngle(-90)).toBe(270);
    expect(normalizeAngle(720)).toBe(0);
    expect(normalizeAngle(365)).toBe(5);
  });
});

describe('winning arc', () => {
  it('under starts at 0°, over ends at 360°, both sweep chance × 3.6°', () => {
    expect(winningArc(25_000_000, 'under')).toEqual({ start: 0, sweep: 90 });
    expect(winningArc(25_000_000, 'over')).toEqual({ start: 270, sweep: 90 });
    expect(winningArc(0, 'under').sweep).toBe(0);
  });

  it('the pointer lands inside the arc iff the roll wins (edges and random rolls)', () => {
    const rand = seeded(11);
    const check = (ticket: number, win: number, direction: UpgradeDirection) =>
      expect(landsInArc(ticketToAngle(ticket), win, direction), `${ticket} ${win} ${direction}`).toBe(
        isWin(ticket, win, direction),
      );
    for (const direction of DIRECTIONS) {
      for (const win of [1, 1_000_000, 37_123_457, 75_000_000]) {
        const edge = direction === 'under' ? win : TICKETS_TOTAL - win;
        for (const ticket of [0, edge - 1, edge, edge + 1, TICKETS_TOTAL - 1]) {
          if (ticket >= 0 && ticket < TICKETS_TOTAL) check(ticket, win, direction);
        }
      }
      const wrong: string[] = [];
      for (let i = 0; i < 50_000; i++) {
        const ticket = rand(TICKETS_TOTAL);
        const win = 1 + rand(75_000_000);
        if (landsInArc(ticketToAngle(ticket), win, direction) !== isWin(ticket, win, direction)) {
          wrong.push(`${ticket}/${win}`);
        }
      }
      expect(wrong).toEqual([]);
    }
  });

  it('draws the arc on an SVG circle from 12 o’clock', () => {
    const r = 100;
    const full = 2 * Math.PI * r;
    const under = arcStroke(winningArc(50_000_000, 'under'), r);
    expect(under.rotate).toBe(-90);
    expect(Number(under.dash.split(' ')[0])).toBeCloseTo(full / 2, 6);
    expect(arcStroke(winningArc(25_000_000, 'over'), r).rotate).toBe(180);
  });
});

describe('spin', () => {
  it('turns clockwise several full turns and ends on the roll', () => {
    const from = 123.4;
    const final = spinRotation(from, 50_000_000);
    expect(final).toBeGreaterThan(from + SPIN_TURNS * 360 - 1e-9);
    expect(final).toBeLessThan(from + (SPIN_TURNS + 1) * 360);
    expect(normalizeAngle(final)).toBeCloseTo(180, 9);
  });

  it('eases from 0 to 1', () => {
    expect(spinEase(0)).toBe(0);
    expect(spinEase(1)).toBe(1);
    expect(spinEase(0.5)).toBeGreaterThan(0.9);
  });
});
