import { readFileSync } from 'node:fs';
import path from 'node:path';
import { row, shown, startProcess, TABLE_HEAD, type Target } from './measure.ts';

/** What the sections share: the README lines they report, their tables, and the portal they start. */

export const root = path.resolve(import.meta.dirname, '../..');
export const dist = path.join(root, 'apps/web/dist');
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every line reported, in order: the README's performance section. */
export const lines: string[] = [];
export const report = (line: string) => {
  console.log(line);
  lines.push(line);
};
export const table = (title: string) => {
  report('');
  report(`### ${title}`);
  report('');
  for (const line of TABLE_HEAD) report(line);
};
/** A ratio figure: `a vs b per s = **median ratio (min–max)**`, its status from the median ratio. */
export const ratioRow = (
  figure: string,
  portal: number[],
  baseline: number[],
  target: Target,
  unit = 'per s',
) => {
  const ratios = portal.map((p, i) => p / baseline[i]!);
  report(
    row(figure, `${shown(portal)} vs ${shown(baseline)} ${unit} = **${shown(ratios, 2)}**`, target, ratios),
  );
};
const portalEnv = (port: number, dataDir: string, databaseUrl?: string, logLevel = 'warn', extra = {}) => ({
  // Vite's build set NODE_ENV=production in this process; the portal runs as in development
  // (demo tenants seeded, mails kept in the outbox, the OpenAPI document at /api/docs).
  NODE_ENV: 'development',
  PORT: String(port),
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: logLevel,
  RATE_LIMIT_PER_MINUTE: '100000000',
  // The load posts recommendations: the demo tenants' captcha (on for `npm start`) stays off.
  DEMO_CAPTCHA: 'off',
  ...extra,
});
/**
 * The node arguments of the server's `npm start` (apps/server/package.json), so the bench runs the
 * portal with the same V8 flags as a deployment: `node --max-semi-space-size=8 --liftoff-only dist/main.js`.
 */
const serverStartArgs = () => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const [command, ...args] = String(scripts.start).split(/\s+/);
  if (command !== 'node') throw new Error(`apps/server's start script runs ${command}, not node`);
  return args.map((arg) => (arg.endsWith('.js') ? path.join(root, 'apps/server', arg) : arg));
};
/** The V8 flags of the server's `npm start`, for a baseline server that runs under the same ones. */
export const serverNodeFlags = () => serverStartArgs().filter((arg) => arg.startsWith('--'));
/**
 * The built portal (apps/server/dist) as a process, on PGlite in `dataDir` or on `databaseUrl`;
 * `extraEnv` adds to its environment (REDIS_URL for several instances).
 */
export const startPortal = (
  port: number,
  dataDir: string,
  databaseUrl?: string,
  logLevel?: string,
  extraEnv: Record<string, string> = {},
) =>
  startProcess(
    serverStartArgs(),
    portalEnv(port, dataDir, databaseUrl, logLevel, extraEnv),
    `http://127.0.0.1:${port}/readyz`,
  );
