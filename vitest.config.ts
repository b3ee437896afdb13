import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for the whole repo: server and shared tests in Node, web tests in jsdom.
export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one free, which on CI's two cores is half the machine.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/shared/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
          ],
          environment: 'node',
          setupFiles: ['apps/server/src/test/setup.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
