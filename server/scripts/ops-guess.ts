// npm run ops -- guess create --title <text> --options A,B[,…] --closes-in <seconds> [--event <key>]
// npm run ops -- guess settle --id <id> --option <n>

import { parseArgs } from 'node:util';
import { createGuess, GuessRefused, loadEventContent, MECHANIC_SPECS, settleGuess } from '../src/modules/events';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

export const GUESS_USAGE =
  '  npm run ops -- guess create --title <text> --options A,B[,…] --closes-in <seconds> [--event <guess event key>]\n' +
  '  npm run ops -- guess settle --id <id> --option <n>   (n = 1 for the first option)';

type Fail = (message: string) => never;
const MAX_CLOSE_S = 365 * 86_400;

/** Creates a guess (its terms from its event's content) and prints its id alone on a line; or settles one. */
export async function guess(rest: string[], fail: Fail) {
  const [sub, ...args] = rest;
  if (sub !== 'create' && sub !== 'settle') fail(sub ? `unknown guess command: ${sub}` : 'missing guess command');
  const { values } = parseArgs({
    args,
    options: {
      title: { type: 'string' },
      options: { type: 'string' },
      'closes-in': { type: 'string' },
      event: { type: 'string' },
      id: { type: 'string' },
      option: { type: 'string' },
    },
  });
  let contentDir: string;
  try {
    contentDir = loadConfig().contentDir;
  } catch (e) {
    return fail(`configuration: ${(e as Error).message}`);
  }
  const database = openDatabase(siteDatabaseUrl(), 2);
  try {
    if (sub === 'create') {
      if (!values.title || !values.options || !values['closes-in'])
        fail('--title, --options and --closes-in are required');
      const seconds = values['closes-in']!;
      if (!/^\d+$/.test(seconds) || Number(seconds) < 1 || Number(seconds) > MAX_CLOSE_S)
        fail(`--closes-in must be a whole number of seconds from 1 to ${MAX_CLOSE_S}: ${seconds}`);
      const events = loadEventContent(contentDir, new Set(MECHANIC_SPECS.keys())).filter(
        (e) => e.mechanic === 'guess' && e.enabled && (values.event === undefined || e.key === values.event),
      );
      const event = events.sort((a, b) => b.priority - a.priority)[0];
      if (!event)
        fail(values.event ? `no enabled guess event ${values.event}` : 'no enabled guess event in content/events');
      const id = await createGuess(database, {
        event: event!,
        title: values.title!,
        options: values.options!.split(','),
        closesInMs: Number(seconds) * 1000,
        now: Date.now(),
      });
      console.log(String(id));
      console.error(`created guess #${id} "${values.title!.trim()}" (${event!.key}), closing in ${seconds} s`);
    } else {
      if (!values.id || !/^\d+$/.test(values.id)) fail('--id <guess id> is required');
      if (!values.option || !/^\d+$/.test(values.option)) fail('--option <n> is required (1 = the first option)');
      const done = await settleGuess(database, Number(values.id), Number(values.option), Date.now());
      console.log(
        done.state === 'void'
          ? `guess #${done.id} settled on option ${values.option}: nobody backed it, ${done.pool / 1000} coins refunded`
          : `guess #${done.id} settled on option ${values.option}: pool ${done.pool / 1000}, edge ${done.edge / 1000}, ${done.winners} winner(s) to receive ${(done.pool - done.edge) / 1000}`,
      );
    }
  } catch (e) {
    if (!(e instanceof GuessRefused)) throw e;
    console.error(`guess refused: ${e.message}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
