// The one test command: builds the site, runs unit, integration and end-to-end suites with Vitest,
// and ends with the plain line `N passed, N failed` (`, N skipped` when any) over all of them, then how long it took.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const began = Date.now();
const took = () => {
  const s = Math.round((Date.now() - began) / 1000);
  return `in ${Math.floor(s / 60)} min ${s % 60} s`;
};
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

if (run('npm', ['run', 'build']) !== 0) {
  console.log(`0 passed, 1 failed ${took()}`);
  process.exit(1);
}

const outDir = join(root, '.test-results');
mkdirSync(outDir, { recursive: true });
const outFile = join(outDir, 'vitest.json');
rmSync(outFile, { force: true });
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${outFile}`,
  ...process.argv.slice(2),
]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(outFile)) {
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  // A suite that failed to load counts as a failure even though none of its tests ran.
  failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} else {
  failed = 1;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} ${took()}`);
process.exit(failed > 0 || status !== 0 ? 1 : 0);
