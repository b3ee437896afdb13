import type { AppConfig } from '../../config.ts';
import type { Database } from '../client.ts';
import { seedDemoPartnerKeys } from './demo-partner-keys.ts';
import { seedTenants } from './seed.ts';

/**
 * `npm run seed` (run-seed.ts): writes the demo tenants and prints how many rows changed; in a
 * development deployment also the demo partners' API keys. Nowhere else is a demo key written.
 */
export async function runSeed({
  config,
  database,
  out,
}: {
  config: Pick<AppConfig, 'isDevelopment' | 'appSecret'>;
  database: Database;
  out: (line: string) => void;
}): Promise<void> {
  const { changed } = await seedTenants(database.db);
  out(`seed: ${changed} row(s) changed`);
  if (!config.isDevelopment) return;
  for (const { tenant, key } of await seedDemoPartnerKeys(database.db, config.appSecret))
    out(`partner API key for ${tenant} (development only): ${key}`);
}
