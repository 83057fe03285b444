import { ERRORS, type ErrorCode } from '@dropforge/shared/contract';
import { LANGS } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, message } from './messages';

const codes = Object.keys(ERRORS) as ErrorCode[];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  it('keeps the spec wording in English', () => {
    for (const code of codes) expect(CATALOGUES.en[code]).toBe(ERRORS[code].en);
  });

  for (const lang of LANGS.filter((l) => l !== 'en')) {
    it(`has every message translated into ${lang}`, () => {
      const catalogue = CATALOGUES[lang];
      for (const code of codes) {
        const text = catalogue[code];
        expect(text, `${lang}.${code}`).toBeTruthy();
        expect(placeholders(text ?? ''), `${lang}.${code} placeholders`).toEqual(placeholders(ERRORS[code].en));
      }
      const same = codes.filter((c) => catalogue[c] === ERRORS[c].en && !/^\W*$/.test(ERRORS[c].en));
      // A handful of words (e.g. "OK") may coincide; whole catalogues copied from English may not.
      expect(same.length, `${lang} untranslated: ${same.join(', ')}`).toBeLessThanOrEqual(2);
    });
  }

  it('fills placeholders', () => {
    expect(message('validation_failed', 'en', { field: 'email' })).toBe('Invalid value for email');
    expect(message('validation_failed', 'de', { field: 'email' })).toContain('email');
  });
});
