import { parseArgs } from 'node:util';
import { type Clock, startOfBerlinDay, systemClock } from '../clock.ts';
import { readCommandLine } from '../lib/command-line.ts';
import { JOBS_EXIT as EXIT, runDailyJobs } from './run-jobs.ts';
import { runWithServices } from './run-with-services.ts';

// `npm run jobs:run -- [--date YYYY-MM-DD]`: the daily lifecycle jobs (expiry, erasure, reward
// periods, session purge) and a voucher issue run once, now or as on the given day, on the database the server uses, with
// the same services the server builds. Each job runs once per day whoever runs it (the queue in
// `lifecycle_jobs`), so running it beside a server, or twice, does the day's work once.

const USAGE = 'usage: npm run jobs:run -- [--date YYYY-MM-DD]';

async function main(): Promise<number> {
  const args = readCommandLine(parseCommandLine, USAGE, EXIT);
  if (typeof args === 'number') return args;
  let clock: Clock = systemClock;
  if (args.values.date !== undefined) {
    const at = startOfBerlinDay(args.values.date);
    if (!at) {
      console.error(`not a date: ${args.values.date}\n${USAGE}`);
      return EXIT.usage;
    }
    clock = { now: () => at };
  }

  return runWithServices(
    EXIT.usage,
    (services) => runDailyJobs(services, (line) => console.log(line)),
    clock,
  );
}

function parseCommandLine() {
  return parseArgs({
    options: { date: { type: 'string', short: 'd' }, help: { type: 'boolean', short: 'h' } },
  });
}

process.exitCode = await main();
