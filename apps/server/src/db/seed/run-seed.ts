import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedDemoPartnerKeys } from './demo-partner-keys.ts';
import { seedTenants } from './seed.ts';

// `npm run seed`: migrate and write the demo tenants; prints how many rows changed and, in
// development, the demo partners' API keys.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
const { changed } = await seedTenants(database.db);
console.log(`seed: ${changed} row(s) changed`);
if (config.deployEnv === 'development')
  for (const { tenant, key } of await seedDemoPartnerKeys(database.db, config.appSecret))
    console.log(`partner API key for ${tenant} (development only): ${key}`);
await database.close();
