import type { OldNewGroup } from '@dropforge/shared/contract';
import type { Prize } from '@dropforge/shared/domain';
import type { EventDef } from '../events.engine';

export const OLD_NEW = 'old_new';
const DAY_MS = 86_400_000;
/** Ranking rewards are paid this long after the run ends: deposits and binds of the last moment have committed. */
export const SETTLE_MS = 5 * 60_000;
/** Ranking list length (spec: top 50). */
export const TOP = 50;

export const startOf = (event: EventDef) => Date.parse((event.schedule as { from: string }).from);
export const endOf = (event: EventDef) => Date.parse((event.schedule as { to: string }).to);

/** `new`: the account was made at most `new_days` before the run's start (or during it); `old` otherwise. */
export function groupOf(event: EventDef, createdAt: Date | string): OldNewGroup {
  const made = new Date(createdAt).getTime();
  return made >= startOf(event) - event.old_new!.new_days * DAY_MS ? 'new' : 'old';
}

/** The ranking reward of a place, or undefined. */
export function rankReward(event: EventDef, rank: number): Prize | undefined {
  return event.old_new!.ranking.find((r) => rank >= r.from && rank <= r.to)?.reward;
}
