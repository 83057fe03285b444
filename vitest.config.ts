import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'server/src/**/*.unit.test.ts',
            'server/scripts/**/*.test.ts',
          ],
          environment: 'node',
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/src/**/*.test.ts'],
          exclude: ['server/src/**/*.unit.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Most of an integration file's time is spent waiting (Postgres, job steps, timers), not computing: three
          // files at once overlap those waits even on two cores (Vitest's default is one worker per core minus one).
          maxWorkers: 3,
          // A group of its own: projects that run side by side must share one maxWorkers.
          sequence: { groupOrder: 1 },
          // Files of a worker share the imported server modules instead of importing the whole app again per file
          // (about a minute of CPU over the project); each file still starts its own app on its own database.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // One file at a time, after the integration suites: a journey's time is the browser drawing pages, and two
          // browsers on two cores made every file two to four times slower than alone (no faster overall) and
          // pushed timing-sensitive journeys past their waits. Measured in bench/RESULTS.md.
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
          // A journey is minutes of a player's time compressed; with two sites and browsers on two cores, some take
          // over a minute. Waits inside tests stay as they are.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
