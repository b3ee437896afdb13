import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { runSeed } from './seed-command.ts';

// `npm run seed`: migrate, then seed-command.ts on the database the server uses.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await database.migrate();
  await runSeed({ config, database, out: (line) => console.log(line) });
} finally {
  await database.close();
}
