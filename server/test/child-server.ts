// Runs the site in its own process for tests that `kill -9` it (test/child.ts starts it).
import { start } from '../src/main';

const overrides = JSON.parse(process.env.CHILD_OVERRIDES ?? '{}');
start(overrides, process.env).then(
  (running) => process.stdout.write(`LISTENING ${running.url}\n`),
  (e) => {
    process.stderr.write(`child server failed: ${e?.stack ?? e}\n`);
    process.exit(1);
  },
);
