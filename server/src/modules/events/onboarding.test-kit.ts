import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';

const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const options = (...ids: string[]) => ids.map((id) => ({ id, text: texts(id) }));

/** Onboarding test events (guidance, two surveys, two pre-registration campaigns) beside `test-pistols`. */
export function onboardingContent(): string {
  const dir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  rmSync(join(dir, 'events'), { recursive: true, force: true });
  const base = { schedule: { type: 'always' }, title: texts('Title'), description: texts('Text'), picture: '/x.svg' };
  const files: Record<string, unknown> = {
    'test-guidance': {
      ...base,
      key: 'test-guidance',
      mechanic: 'guidance',
      path: '/event',
      rewards: [
        { kind: 'coins', amount: 0.1 },
        { kind: 'coins', amount: 0.2 },
        { kind: 'cash', amount: 0.25 },
        { kind: 'coins', amount: 0.3 },
        { kind: 'shop_score', amount: 0.5 },
      ],
    },
    'test-survey': {
      ...base,
      key: 'test-survey',
      mechanic: 'survey',
      path: '/event/survey',
      rewards: [{ kind: 'coins', amount: 0.2 }],
      questions: [
        { id: 'source', text: texts('Where from?'), options: options('stream', 'friend', 'other') },
        { id: 'rating', text: texts('How good?'), options: options('great', 'ok') },
      ],
    },
    'test-survey-old': {
      ...base,
      key: 'test-survey-old',
      mechanic: 'survey',
      path: '/event/survey',
      schedule: { type: 'dates', from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' },
      rewards: [{ kind: 'coins', amount: 5 }],
      questions: [{ id: 'q', text: texts('Q'), options: options('a', 'b') }],
    },
    'test-pre': {
      ...base,
      key: 'test-pre',
      mechanic: 'pre_register',
      path: '/event/pre-register',
      limits: { per_ip_day: 3 },
      rewards: [{ kind: 'cash', amount: 0.5 }],
    },
    'test-pre-over': {
      ...base,
      key: 'test-pre-over',
      mechanic: 'pre_register',
      path: '/event/pre-register',
      schedule: { type: 'dates', from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' },
      rewards: [{ kind: 'cash', amount: 9 }],
    },
  };
  mkdirSync(join(dir, 'events'), { recursive: true });
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(body));
  return dir;
}
