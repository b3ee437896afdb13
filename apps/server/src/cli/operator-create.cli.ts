import {
  OPERATOR_CREATE_EXIT as EXIT,
  operatorCreateCommand,
  parseOperatorCreateArgs,
  OPERATOR_CREATE_USAGE as USAGE,
} from '../modules/operators/operator-create.command.ts';
import { runWithServices } from './run-with-services.ts';

// `npm run operator:create -- --email … --name … --role admin`: an operator of the console, on the
// database the server uses (DATABASE_URL or the embedded one in DATA_DIR), with a one-time
// enrolment link printed once (only its hash is stored). The first admin is made this way.

async function main(): Promise<number> {
  const args = parseOperatorCreateArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`${args}\n${USAGE}`);
    return EXIT.usage;
  }
  if ('help' in args) {
    console.log(USAGE);
    return EXIT.done;
  }
  return runWithServices(EXIT.usage, (services) =>
    operatorCreateCommand(args, {
      management: services.operatorManagement,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    }),
  );
}

process.exitCode = await main();
