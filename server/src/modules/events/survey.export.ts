import type { Executor } from '../../platform/db';
import { answersOf } from './onboarding.repo';

const cell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * A survey's answer sets for the operator (`npm run ops -- surveys export`): CSV with one row per account and a
 * column per question (in `questions` order, else as answered), or JSON lines' array as stored.
 */
export async function exportSurvey(
  db: Executor,
  eventKey: string,
  format: 'csv' | 'json',
  questions?: readonly string[],
): Promise<string> {
  const rows = await answersOf(db, eventKey);
  if (format === 'json') {
    return `${JSON.stringify(
      rows.map((r) => ({ survey: eventKey, user_id: r.user_id, answered_at: r.created_at, answers: r.answers })),
      null,
      2,
    )}\n`;
  }
  const ids = questions?.length ? [...questions] : [...new Set(rows.flatMap((r) => r.answers.map((a) => a.id)))];
  const lines = [['user_id', 'answered_at', ...ids].map(cell).join(',')];
  for (const r of rows) {
    const by = new Map(r.answers.map((a) => [a.id, a.answer]));
    lines.push([r.user_id, r.created_at, ...ids.map((id) => by.get(id) ?? '')].map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}
