import { type DailyFreeRule, dailyFreeRule } from '@dropforge/shared/domain';
import type { FreeBox } from '../api/free';

export type { DailyFreeRule };

/** The daily free case's rule from the server's free-box list (the daily box's configured deposit window). */
export function ruleOf(list: readonly FreeBox[] | undefined): DailyFreeRule | null {
  return list ? dailyFreeRule(list) : null;
}

/**
 * Which text states the rule, and its numbers: `deposit` (with the configured hours) or `noDeposit`. Every
 * place that describes the daily case picks its key through this, so none can promise what the server refuses.
 */
export function ruleText(rule: DailyFreeRule | null): { variant: 'deposit' | 'noDeposit'; hours: number } | null {
  if (!rule) return null;
  return rule.depositHours === null
    ? { variant: 'noDeposit', hours: 0 }
    : { variant: 'deposit', hours: rule.depositHours };
}
