import { describe, expect, it } from 'vitest';
import { targetOf } from './links';

describe('targetOf', () => {
  it('follows site paths and https links only', () => {
    expect(targetOf('/my/history')).toEqual({ kind: 'site', to: '/my/history' });
    expect(targetOf('https://steamcommunity.com/tradeoffer/1/')).toEqual({
      kind: 'external',
      href: 'https://steamcommunity.com/tradeoffer/1/',
    });
    for (const bad of ['', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'http://x.example', 'data:x']) {
      expect(targetOf(bad), bad).toBeNull();
    }
  });
});
