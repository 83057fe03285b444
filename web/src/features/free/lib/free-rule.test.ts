/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FreeBox } from '@dropforge/shared/contract';
import { FREE_STATE } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { ruleOf, ruleText } from './free-rule';

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'locales', 'en');
const en = JSON.parse(readFileSync(join(LOCALES, 'free.json'), 'utf8'));
const home = JSON.parse(readFileSync(join(LOCALES, 'home.json'), 'utf8'));

const box = (free: FreeBox['free'], depositHours: number | null, level = 0) =>
  ({
    id: `${free}-${level}`,
    name: 'x',
    picture: '',
    price: 0,
    level,
    kind: 'site',
    top_color: '#b0c3d9',
    free,
    value: 0.1,
    state: FREE_STATE.needsDeposit,
    next_at: null,
    deposit_hours: depositHours,
  }) as FreeBox;

const fill = (text: string, hours: number) => text.replace('{{hours}}', String(hours));

describe('the daily free case rule', () => {
  it('comes from the daily box of the list, with its configured deposit window', () => {
    const list = [box('first_recharge', null), box('daily', 24), box('level', null, 1)];
    expect(ruleOf(list)).toEqual({ depositHours: 24 });
    expect(ruleText(ruleOf(list))).toEqual({ variant: 'deposit', hours: 24 });
    expect(ruleText(ruleOf([box('daily', 48)]))).toEqual({ variant: 'deposit', hours: 48 });
  });

  it('says "no deposit" only when the daily box needs none', () => {
    expect(ruleText(ruleOf([box('daily', null)]))).toEqual({ variant: 'noDeposit', hours: 0 });
    expect(ruleText(ruleOf([box('level', null, 1)]))).toBeNull();
    expect(ruleText(ruleOf(undefined))).toBeNull();
  });

  it('has texts that state the deposit window with the configured number, and never promise no deposit', () => {
    const texts = [home.hero.freeTextDeposit, en.subtitleDeposit, en.rules.deposit];
    for (const text of texts) {
      expect(fill(text, 24)).toContain('24 hours');
      expect(text.toLowerCase()).not.toContain('no deposit');
    }
    expect(home.hero.freeTextNoDeposit.toLowerCase()).toContain('no deposit');
    // The game-mode tile states no numbers, so it holds under any configuration.
    expect(home.features.free.text).not.toMatch(/no deposit|missions/i);
  });
});
