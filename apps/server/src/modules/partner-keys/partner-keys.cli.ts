import { parseArgs } from 'node:util';
import { systemClock } from '../../clock.ts';
import { runOnCommandDatabase } from '../../db/open-command-database.ts';
import { readCommandLine } from '../../lib/command-line.ts';
import { PARTNER_KEYS_EXIT, PARTNER_KEYS_USAGE, partnerKeysCommand } from './partner-keys.command.ts';

// `npm run partner-keys -- revoke-demo`: on the database the server uses (DATABASE_URL or the
// embedded one in DATA_DIR), revokes the demo partner keys; see partner-keys.command.ts.

async function main(): Promise<number> {
  const args = readCommandLine(parseCommandLine, PARTNER_KEYS_USAGE, PARTNER_KEYS_EXIT);
  if (typeof args === 'number') return args;

  return runOnCommandDatabase(PARTNER_KEYS_EXIT.usage, async ({ database }) =>
    partnerKeysCommand(args.positionals, {
      db: database.db,
      clock: systemClock,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    }),
  );
}

function parseCommandLine() {
  return parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
}

process.exitCode = await main();
