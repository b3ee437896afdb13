import { createServices, type Services } from '../app.ts';
import { type Clock, systemClock } from '../clock.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { runOnCommandDatabase } from '../db/open-command-database.ts';

/**
 * Runs an operator command with the services the server builds, on the database it uses, and
 * closes that after. Answers the command's exit code, or `unusable` where the environment is wrong.
 */
export function runWithServices(
  unusable: number,
  command: (services: Services, opened: { config: AppConfig; database: Database }) => Promise<number>,
  clock: Clock = systemClock,
): Promise<number> {
  return runOnCommandDatabase(unusable, (opened) => command(createServices({ ...opened, clock }), opened));
}
