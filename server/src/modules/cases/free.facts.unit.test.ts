import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { type CaseContent, loadCaseContent } from './cases.content';
import { freeCaseFacts } from './free.facts';

const content = loadCaseContent(join(findRoot(), 'content'));
const withDaily = (free: CaseContent['site'][number]['free']): CaseContent => ({
  ...content,
  site: content.site.map((c) => (c.free?.type === 'daily' ? { ...c, free } : c)),
});

describe('what pages say about the daily free case', () => {
  it('states the configured deposit window of the shipped daily case', () => {
    const hours = content.site.find((c) => c.free?.type === 'daily')?.free?.deposit_hours;
    expect(hours).toBe(24);
    const facts = freeCaseFacts(content);
    expect(facts.free_deposit_hours).toBe('24');
    expect(facts.free_daily_rule).toContain('a completed deposit in the last 24 hours');
  });

  it('follows the configuration: another window, or none', () => {
    expect(freeCaseFacts(withDaily({ type: 'daily', deposit_hours: 48 })).free_daily_rule).toContain('last 48 hours');
    const none = freeCaseFacts(withDaily({ type: 'daily' }));
    expect(none.free_daily_rule).toContain('no deposit needed');
    expect(none.free_deposit_hours).toBe('');
  });

  it('is what the FAQ quotes (no hand-written number in the page)', () => {
    const faq = readFileSync(join(findRoot(), 'content', 'pages', 'faq.en.html'), 'utf8');
    expect(faq).toContain('{{fact:free_daily_rule}}');
    expect(faq).not.toMatch(/no deposit/i);
  });
});
