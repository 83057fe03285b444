// npm run ops -- surveys export --id <survey key> [--format csv|json]   (answers to stdout)

import { parseArgs } from 'node:util';
import { exportSurvey, loadEventContent, MECHANIC_SPECS } from '../src/modules/events';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

export const SURVEYS_USAGE = '  npm run ops -- surveys export --id <survey key> [--format csv|json]';

type Fail = (message: string) => never;

/** Prints a survey's answer sets (content `content/events/<id>.json`, mechanic `survey`) as CSV or JSON. */
export async function surveys(rest: string[], fail: Fail) {
  const [sub, ...args] = rest;
  if (sub !== 'export') fail(`unknown surveys command: ${sub ?? '(none)'}`);
  const { values } = parseArgs({ args, options: { id: { type: 'string' }, format: { type: 'string' } } });
  if (!values.id) fail('--id is required');
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') fail(`--format must be csv or json: ${format}`);
  let contentDir: string;
  try {
    contentDir = loadConfig().contentDir;
  } catch (e) {
    return fail(`configuration: ${(e as Error).message}`);
  }
  const event = loadEventContent(contentDir, new Set(MECHANIC_SPECS.keys())).find((e) => e.key === values.id);
  if (event?.mechanic !== 'survey') fail(`no survey ${values.id} in content/events`);
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    const out = await exportSurvey(
      database.db,
      event!.key,
      format as 'csv' | 'json',
      event!.questions.map((q) => q.id),
    );
    process.stdout.write(out);
  } catch (e) {
    console.error(`survey export failed: ${(e as Error).message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
