import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '../app.ts';
import { type Clock, systemClock } from '../clock.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { JOBS_EXIT as EXIT, runDailyJobs, startOfBerlinDay } from './run-jobs.ts';

// `npm run jobs:run -- [--date YYYY-MM-DD]`: the daily lifecycle jobs (expiry, erasure, reward
// periods, session purge) once, now or as on the given day, on the database the server uses, with
// the same services the server builds. Each job runs once per day whoever runs it (the queue in
// `lifecycle_jobs`), so running it beside a server, or twice, does the day's work once.

const USAGE = 'usage: npm run jobs:run -- [--date YYYY-MM-DD]';

async function main(): Promise<number> {
  let args: ReturnType<typeof parseCommandLine>;
  try {
    args = parseCommandLine();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  if (args.values.help) {
    console.log(USAGE);
    return EXIT.done;
  }
  let clock: Clock = systemClock;
  if (args.values.date !== undefined) {
    const at = startOfBerlinDay(args.values.date);
    if (!at) {
      console.error(`not a date: ${args.values.date}\n${USAGE}`);
      return EXIT.usage;
    }
    clock = { now: () => at };
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return EXIT.usage;
  }
  // Opening an empty DATA_DIR would create a database; a wrong path should say so instead.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(
      `no embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as the server has it`,
    );
    return EXIT.usage;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const services = createServices({ config, database, clock });
    return await runDailyJobs(services, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

function parseCommandLine() {
  return parseArgs({
    options: { date: { type: 'string', short: 'd' }, help: { type: 'boolean', short: 'h' } },
  });
}

process.exitCode = await main();
