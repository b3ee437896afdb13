import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createServices } from '../app.ts';
import { systemClock } from '../clock.ts';
import { ConfigError, invocationDirectory, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { IMPORT_EXIT, importEvents } from '../modules/partner-events/import-events.ts';

// `npm run events:import -- <file.csv> --tenant <key>`: partner events from a CSV file, through
// the same service as `POST /api/partner/v1/{tenantKey}/events`, on the database the server uses.
// The exit code is set rather than exited with, so a long report piped elsewhere is written whole.

const USAGE = 'usage: npm run events:import -- <file.csv> --tenant <tenant key>';

async function main(): Promise<number> {
  let args: ReturnType<typeof parseCommandLine>;
  try {
    args = parseCommandLine();
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return IMPORT_EXIT.usage;
  }
  const [file, ...extra] = args.positionals;
  if (args.values.help) {
    console.log(USAGE);
    return IMPORT_EXIT.done;
  }
  if (!file || extra.length > 0 || !args.values.tenant) {
    console.error(USAGE);
    return IMPORT_EXIT.usage;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return IMPORT_EXIT.usage;
  }
  // Opening an empty DATA_DIR would create a database; a wrong path should say so instead.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(
      `no embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as the server has it`,
    );
    return IMPORT_EXIT.usage;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const services = createServices({ config, database, clock: systemClock });
    return await importEvents(
      {
        tenants: services.tenants,
        partnerEvents: services.partnerEvents,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      },
      { file: path.resolve(invocationDirectory(), file), tenantKey: args.values.tenant },
    );
  } finally {
    await database.close();
  }
}

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { tenant: { type: 'string', short: 't' }, help: { type: 'boolean', short: 'h' } },
  });
}

process.exitCode = await main();
