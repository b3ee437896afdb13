import path from 'node:path';
import { parseArgs } from 'node:util';
import { invocationDirectory } from '../config.ts';
import { readCommandLine } from '../lib/command-line.ts';
import { IMPORT_EXIT, importEvents } from '../modules/partner-events/import-events.ts';
import { runWithServices } from './run-with-services.ts';

// `npm run events:import -- <file.csv> --tenant <key>`: partner events from a CSV file, through
// the same service as `POST /api/partner/v1/{tenantKey}/events`, on the database the server uses.
// The exit code is set rather than exited with, so a long report piped elsewhere is written whole.

const USAGE = 'usage: npm run events:import -- <file.csv> --tenant <tenant key>';

async function main(): Promise<number> {
  const args = readCommandLine(parseCommandLine, USAGE, IMPORT_EXIT);
  if (typeof args === 'number') return args;
  const [file, ...extra] = args.positionals;
  if (!file || extra.length > 0 || !args.values.tenant) {
    console.error(USAGE);
    return IMPORT_EXIT.usage;
  }

  const tenantKey = args.values.tenant;
  return runWithServices(IMPORT_EXIT.usage, (services) =>
    importEvents(
      {
        tenants: services.tenants,
        partnerEvents: services.partnerEvents,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      },
      { file: path.resolve(invocationDirectory(), file), tenantKey },
    ),
  );
}

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { tenant: { type: 'string', short: 't' }, help: { type: 'boolean', short: 'h' } },
  });
}

process.exitCode = await main();
