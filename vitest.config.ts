import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = [
  'apps/server/src/**/*.test.ts',
  'packages/shared/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'apps/web/build/**/*.test.ts',
];
const ISOLATED = '**/*.isolated.test.ts';
const serverTests = {
  environment: 'node',
  setupFiles: ['apps/server/src/test/setup.ts'],
  globalSetup: ['apps/server/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A statement that would wait for its own transaction on PGlite fails at once (db/pglite-gate.ts),
  // and so do two statements at once on one PostgreSQL transaction (db/one-statement-at-a-time.ts).
  env: { DB_STATEMENT_CHECKS: '1' },
  pool: 'forks',
} as const;

// One Vitest run for the whole repo: server and shared tests in Node, web tests in jsdom.
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on CI's two cores is half the machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          include: SERVER_TESTS,
          exclude: ['**/node_modules/**', ISOLATED],
          ...serverTests,
          // One module registry per worker: a file no longer imports the whole server anew (most
          // of the suite's time went there). A file that replaces a module (vi.mock) would leak
          // its replacement: it is named `*.isolated.test.ts` and runs in the project below.
          isolate: false,
          // The projects run one after the other, each on every core: mixed, their workers
          // (one module registry each) were torn down and built again at every switch.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server-isolated',
          include: [ISOLATED],
          ...serverTests,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // One jsdom and module registry per worker instead of one per file (a tenth of the time).
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
