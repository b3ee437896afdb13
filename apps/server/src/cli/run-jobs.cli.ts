import { parseArgs } from 'node:util';
import { createServices } from '../app.ts';
import { type Clock, startOfBerlinDay, systemClock } from '../clock.ts';
import { openCommandDatabase } from '../db/open-command-database.ts';
import { JOBS_EXIT as EXIT, runDailyJobs } from './run-jobs.ts';

// `npm run jobs:run -- [--date YYYY-MM-DD]`: the daily lifecycle jobs (expiry, erasure, reward
// periods, session purge) and a voucher issue run once, now or as on the given day, on the database the server uses, with
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

  const opened = await openCommandDatabase();
  if (!opened) return EXIT.usage;
  const { config, database } = opened;
  try {
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
