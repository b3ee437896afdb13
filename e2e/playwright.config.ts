import { defineConfig } from '@playwright/test';
import { OPERATOR_CLAIMS, OPERATOR_POOL_SIZE } from './support/console.ts';
import { E2E_PORT } from './support/tenants.ts';

// One built server for the whole browser suite, Debian's Chromium, never a downloaded browser.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A run that goes wrong ends early and says why, within CI's budget: ten failures are enough to
  // read the cause (the harness stops a portal that no longer answers, e2e/start-server.mjs), and
  // the whole suite takes about 11 minutes on two cores, so 40 is a hang, not a slow machine.
  maxFailures: 10,
  globalTimeout: 40 * 60_000,
  reporter: [['list']],
  // A guard against a hang, not a speed check (the bench measures speed): the long flows with axe on
  // each screen took up to 60 s under two workers on a 2-core CI machine, so twice that.
  timeout: 120_000,
  expect: {
    timeout: 10_000,
    // Screenshot references (brand-look.spec.ts): one set, committed next to the specs, for the
    // Debian Chromium this suite runs on — no platform suffix, so a fresh clone compares against them.
    // 0.1 % of the pixels may differ (edge anti-aliasing); a changed heading font is ten times that.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 },
  },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    headless: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the harness stop the portal, close its mail servers and remove the temp database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    // A console operator of its own for every console visitor (support/console.ts): the portal seeds
    // the pool, the harness empties the claims of an earlier run.
    env: { DEMO_OPERATOR_POOL: String(OPERATOR_POOL_SIZE), E2E_OPERATOR_CLAIMS: OPERATOR_CLAIMS },
  },
});
