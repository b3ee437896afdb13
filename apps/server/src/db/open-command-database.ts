import { existsSync } from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from '../config.ts';
import { type Database, openDatabase } from './client.ts';

/**
 * For the operator commands (events:import, jobs:run, partner-keys): the configuration and the
 * migrated database the server uses (DATABASE_URL, or the embedded one in DATA_DIR). Answers
 * undefined after printing why when the environment is wrong or DATA_DIR holds no database
 * (opening an empty one would create a database; a wrong path should say so instead).
 */
export async function openCommandDatabase(): Promise<{ config: AppConfig; database: Database } | undefined> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return undefined;
  }
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    console.error(
      `no embedded database in ${config.dataDir}: set DATA_DIR (or DATABASE_URL) as the server has it`,
    );
    return undefined;
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  return { config, database };
}

/**
 * Runs an operator command on that database and closes it after, however the command ends.
 * Answers the command's exit code, or `unusable` where the environment is wrong (said why above).
 */
export async function runOnCommandDatabase(
  unusable: number,
  command: (opened: { config: AppConfig; database: Database }) => Promise<number>,
): Promise<number> {
  const opened = await openCommandDatabase();
  if (!opened) return unusable;
  try {
    return await command(opened);
  } finally {
    await opened.database.close();
  }
}
