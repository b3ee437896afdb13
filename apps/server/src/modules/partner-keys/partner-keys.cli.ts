import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../clock.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { PARTNER_KEYS_EXIT, PARTNER_KEYS_USAGE, partnerKeysCommand } from './partner-keys.command.ts';

// `npm run partner-keys -- revoke-demo`: on the database the server uses (DATABASE_URL or the
// embedded one in DATA_DIR), revokes the demo partner keys; see partner-keys.command.ts.

async function main(): Promise<number> {
  let args: ReturnType<typeof parseCommandLine>;
  try {
    args = parseCommandLine();
  } catch (error) {
    console.error(`${(error as Error).message}\n${PARTNER_KEYS_USAGE}`);
    return PARTNER_KEYS_EXIT.usage;
  }
  if (args.values.help) {
    console.log(PARTNER_KEYS_USAGE);
    return PARTNER_KEYS_EXIT.done;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return PARTNER_KEYS_EXIT.usage;
  }
  // Opening an empty DATA_DIR would create a database; a wrong path should say so instead.
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(
      `no embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as the server has it`,
    );
    return PARTNER_KEYS_EXIT.usage;
  }

  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    return await partnerKeysCommand(args.positionals, {
      db: database.db,
      clock: systemClock,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
}

function parseCommandLine() {
  return parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
}

process.exitCode = await main();
