import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import {
  OPERATOR_CREATE_EXIT,
  type OperatorCreateArgs,
  operatorCreateCommand,
  parseOperatorCreateArgs,
} from './operator-create.command.ts';
import { consoleApi } from './operators.test-helpers.ts';

describe('npm run operator:create: reading the command line', () => {
  it.each([
    [[], '--email is required'],
    [['--email', 'a@b.example'], '--role is required (admin, support, finance)'],
    [['--email', 'a@b.example', '--role', 'root'], 'unknown role: root (roles: admin, support, finance)'],
    [['--email', 'kein-at', '--role', 'admin'], '--email is not an e-mail address: kein-at'],
    [['--email', 'a@b.example', '--role', 'admin', '--password', 'x'], "Unknown option '--password'"],
  ])('%j → %s', (argv, message) => {
    expect(parseOperatorCreateArgs(argv)).toContain(message);
  });

  it('reads e-mail (lower-cased), name and roles; the name defaults to the local part', () => {
    expect(
      parseOperatorCreateArgs([
        '--email',
        'Ada@Betrieb.example',
        '--name',
        ' Ada A. ',
        '--role',
        'admin',
        '--role',
        'support',
      ]),
    ).toEqual({ email: 'ada@betrieb.example', name: 'Ada A.', roles: ['admin', 'support'] });
    expect(parseOperatorCreateArgs(['--email', 'bo@betrieb.example', '--role', 'finance'])).toMatchObject({
      name: 'bo',
    });
    expect(parseOperatorCreateArgs(['--help'])).toEqual({ help: true });
  });
});

describe.each(databaseKinds())('npm run operator:create on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await operatorCreateCommand(parseOperatorCreateArgs(argv) as OperatorCreateArgs, {
      management: t.app.services.operatorManagement,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  };

  it('creates the operator, prints a link that opens enrolment, and audits it as the system', async () => {
    const made = await run(['--email', 'first@betrieb.example', '--name', 'Erste Admin', '--role', 'admin']);
    expect(made.code).toBe(OPERATOR_CREATE_EXIT.done);
    expect(made.err).toEqual([]);
    expect(made.out[0]).toBe('operator first@betrieb.example (admin) created.');
    const url = made.out[2]!;
    expect(url).toMatch(/^http:\/\/betrieb\.localhost:3000\/einrichtung\/[\w-]{43}$/);
    const state = await consoleApi(t, 'GET', `einrichtung/${url.split('/einrichtung/')[1]}`);
    expect(state.json()).toMatchObject({ Name: 'Erste Admin', Email: 'first@betrieb.example' });
    const [row] = rowsOf<{ actor_kind: string; roles: string[] }>(
      await t.database.db.execute(
        sql`select a.actor_kind, o.roles from audit_log a join operators o on a.subject = 'operator:' || o.id where a.action = 'operator.invited' and o.email = 'first@betrieb.example'`,
      ),
    );
    expect(row).toEqual({ actor_kind: 'system', roles: ['admin'] });
  });

  it('refuses a second operator with the same address (any case), exit 1', async () => {
    await run(['--email', 'dup@betrieb.example', '--role', 'support']);
    const again = await run(['--email', 'DUP@betrieb.example', '--role', 'admin']);
    expect(again.code).toBe(OPERATOR_CREATE_EXIT.refused);
    expect(again.out).toEqual([]);
    expect(again.err[0]).toContain('an operator with dup@betrieb.example exists already');
  });
});
