import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { seedTenants } from './seed.ts';

// `npm run seed`: migrate and write the demo tenants; prints how many rows changed.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
const { changed } = await seedTenants(database.db);
console.log(`seed: ${changed} row(s) changed`);
await database.close();
