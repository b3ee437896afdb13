import { text } from 'node:stream/consumers';
import { loadConfig } from '../config.ts';
import {
  agencyIdpCommand,
  AGENCY_IDP_EXIT as EXIT,
  parseAgencyIdpArgs,
  AGENCY_IDP_USAGE as USAGE,
} from '../modules/agency/agency-sso-idp.command.ts';
import { runWithServices } from './run-with-services.ts';

// `npm run agency-idp -- set|show|remove --tenant KEY …`: a tenant's identity provider for the
// agency sign-in, on the database the server uses (DATABASE_URL or the embedded one in DATA_DIR).
// The client secret comes from standard input, never from the command line (shell history, ps).

async function main(): Promise<number> {
  let allowHttp = true;
  try {
    allowHttp = !loadConfig().isProduction;
  } catch {
    // openCommandDatabase below says what is wrong with the environment.
  }
  const args = parseAgencyIdpArgs(process.argv.slice(2), { allowHttp });
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return EXIT.usage;
  }
  if (args.command === 'help') {
    console.log(USAGE);
    return EXIT.done;
  }
  return runWithServices(EXIT.usage, (services, { config, database }) =>
    agencyIdpCommand(args, {
      db: database.db,
      appSecret: config.appSecret,
      tenants: services.tenants,
      readSecret: async () => {
        if (process.stdin.isTTY) console.error('client secret (input ends with Ctrl-D):');
        return text(process.stdin);
      },
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    }),
  );
}

process.exitCode = await main();
