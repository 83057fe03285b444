import { dailyFreeRule } from '@dropforge/shared/domain';
import type { CaseContent } from './cases.content';

/**
 * What pages say about the free cases, from their configuration (content/cases `free` blocks), for the
 * `{{fact:…}}` placeholders of content/pages (English: page bodies are per language, English the fallback).
 */
export function freeCaseFacts(content: CaseContent): Record<string, string> {
  const rule = dailyFreeRule(content.site.map((c) => ({ free: c.free?.type, deposit_hours: c.free?.deposit_hours })));
  const hours = rule?.depositHours ?? null;
  return {
    free_deposit_hours: hours === null ? '' : String(hours),
    free_daily_rule: !rule
      ? 'there is no daily free case at the moment'
      : hours === null
        ? 'one free case per calendar day (UTC), no deposit needed'
        : `one free case per calendar day (UTC) for players with a completed deposit in the last ${hours} hours`,
  };
}
