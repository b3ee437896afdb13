import { runOnCommandDatabase } from '../db/open-command-database.ts';
import { DEMO_OPERATORS, deactivateDemoOperators } from '../db/seed/demo-operators.ts';

// `npm run operator:demo-off`: deactivates the demo operators that can still sign in with their
// public demo secrets (the server refuses to start outside development while one can), on the
// database the server uses (DATABASE_URL or the embedded one in DATA_DIR).

async function main(): Promise<number> {
  return runOnCommandDatabase(2, async ({ config, database }) => {
    const off = await deactivateDemoOperators(database.db, config.appSecret, new Date());
    console.log(
      off.length
        ? `deactivated: ${off.join(', ')}`
        : `no usable demo operator (${DEMO_OPERATORS.map((d) => d.email).join(', ')})`,
    );
    return 0;
  });
}

process.exitCode = await main();
