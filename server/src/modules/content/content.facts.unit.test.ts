import { describe, expect, it } from 'vitest';
import { withFacts } from './content.seed';

describe('facts in page bodies', () => {
  it('replaces {{fact:name}} with the configured text, escaped', () => {
    expect(withFacts('<p>Open it ({{fact:rule}}).</p>', { rule: 'deposit in the last 24 hours' }, 'faq')).toBe(
      '<p>Open it (deposit in the last 24 hours).</p>',
    );
    expect(withFacts('{{fact:a}}', { a: '<b>&' }, 'faq')).toBe('&lt;b&gt;&amp;');
  });

  it('refuses a fact the configuration does not have (the boot stops, naming the file)', () => {
    expect(() => withFacts('{{fact:nope}}', {}, 'content/pages/faq.en.html')).toThrow(/faq\.en\.html.*nope/);
  });
});
