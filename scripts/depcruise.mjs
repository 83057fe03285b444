// Runs dependency-cruiser over the sources and fails if it broke a rule or cruised nothing
// (with an incompatible TypeScript it silently finds 0 modules).
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  [
    'depcruise',
    ...['packages/shared/src', 'server/src', 'server/test', 'server/scripts', 'web/src', 'e2e', 'bench'],
    ...['--output-type', 'json'],
  ],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (!result.stdout) {
  console.error(result.stderr);
  process.exit(1);
}
const report = JSON.parse(result.stdout);
const { totalCruised, violations } = report.summary;
if (!totalCruised || totalCruised < 10) {
  console.error(`dependency-cruiser cruised only ${totalCruised} modules: the import check did not run.`);
  process.exit(1);
}
const errors = violations.filter((v) => v.rule.severity === 'error');
for (const v of errors) console.error(`${v.rule.name}: ${v.from} → ${v.to}`);
console.log(`dependency-cruiser: ${totalCruised} modules, ${errors.length} violations`);
process.exit(errors.length ? 1 : 0);
