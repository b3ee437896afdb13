import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import { createAgencySsoRepository } from './agency-sso.repository.ts';
import { AGENCY_IDP_SECRET_PURPOSE } from './agency-sso.service.ts';
import {
  AGENCY_IDP_EXIT,
  type AgencyIdpArgs,
  agencyIdpCommand,
  parseAgencyIdpArgs,
  secretFromInput,
} from './agency-sso-idp.command.ts';

const SET = [
  'set',
  '--tenant',
  'partner',
  '--issuer',
  'https://login.partner.example/realms/agenturen/',
  '--client-id',
  'kwk-portal',
  '--redirect-uri',
  'https://partner.example/agentur/anmelden',
  '--redirect-uri',
  'https://www.partner.example/agentur/anmelden',
];
/** The provider SET names: the issuer without its trailing slash, the default role claim. */
const PROVIDER = {
  issuer: 'https://login.partner.example/realms/agenturen',
  clientId: 'kwk-portal',
  redirectUris: ['https://partner.example/agentur/anmelden', 'https://www.partner.example/agentur/anmelden'],
  roleClaim: 'roles',
};

describe('npm run agency-idp: reading the command line', () => {
  it.each([
    [[], 'name a subcommand: set, show or remove'],
    [['rotate', '--tenant', 'partner'], 'name a subcommand: set, show or remove'],
    [['show'], '--tenant is required'],
    [
      ['show', '--tenant', 'partner', '--issuer', 'https://x.example'],
      'show takes only --tenant (not --issuer)',
    ],
    [['set', '--tenant', 'partner'], '--issuer is required'],
    [SET.filter((a, i) => a !== '--client-id' && SET[i - 1] !== '--client-id'), '--client-id is required'],
    [SET.slice(0, 7), '--redirect-uri is required (once per URI)'],
    [
      [...SET.slice(0, 4), 'http://login.partner.example', ...SET.slice(5)],
      '--issuer must be an https URL: http://login.partner.example',
    ],
    [[...SET, '--client-secret', 'x'], "Unknown option '--client-secret'"],
    [[...SET, 'extra'], 'unexpected argument: extra'],
  ])('%j → %s', (argv, message) => {
    const answer = parseAgencyIdpArgs(argv, { allowHttp: false });
    expect(typeof answer).toBe('string');
    expect(answer).toContain(message);
  });

  it('reads a full set command, trimming the issuer’s slash, with the default role claim', () => {
    expect(parseAgencyIdpArgs(SET, { allowHttp: false })).toEqual({
      command: 'set',
      tenant: 'partner',
      ...PROVIDER,
    });
  });

  it('takes http only outside production, and another role claim', () => {
    const local = [
      ...SET.slice(0, 4),
      'http://localhost:8080/realms/dev',
      ...SET.slice(5),
      '--role-claim',
      'groups',
    ];
    expect(parseAgencyIdpArgs(local, { allowHttp: true })).toMatchObject({
      issuer: 'http://localhost:8080/realms/dev',
      roleClaim: 'groups',
    });
    expect(parseAgencyIdpArgs(local, { allowHttp: false })).toContain('must be an https URL');
  });

  it('takes the secret as typed, without its line end', () => {
    expect(secretFromInput('s3cr3t\n')).toBe('s3cr3t');
    expect(secretFromInput('s3cr3t\r\n')).toBe('s3cr3t');
    expect(secretFromInput(' spaced ')).toBe(' spaced ');
  });
});

describe('npm run agency-idp on an embedded database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const run = async (argv: string[], secret = '') => {
    const out: string[] = [];
    const err: string[] = [];
    const args = parseAgencyIdpArgs(argv, { allowHttp: false }) as Exclude<
      AgencyIdpArgs,
      string | { command: 'help' }
    >;
    const code = await agencyIdpCommand(args, {
      db: t.database.db as Db,
      appSecret: TEST_APP_SECRET,
      tenants: t.app.services.tenants,
      readSecret: async () => secret,
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out, err };
  };
  const row = async () => {
    const partner = (await t.app.services.tenants.byKey('partner'))!;
    return createAgencySsoRepository().providerOf(t.database.db as Db, partner.id);
  };

  it('sets the provider with the secret sealed, shows it without the secret, and removes it', async () => {
    const set = await run(SET, 'the-client-secret\n');
    expect(set).toEqual({
      code: AGENCY_IDP_EXIT.done,
      out: [
        'partner: agency sign-in through https://login.partner.example/realms/agenturen as kwk-portal (secret stored encrypted)',
      ],
      err: [],
    });
    const stored = (await row())!;
    expect(stored).toMatchObject(PROVIDER);
    expect(stored.clientSecretEncrypted).not.toContain('the-client-secret');
    const box = createSecretBox(TEST_APP_SECRET, AGENCY_IDP_SECRET_PURPOSE);
    expect(box.open(stored.clientSecretEncrypted)).toBe('the-client-secret');

    const shown = await run(['show', '--tenant', 'partner']);
    expect(shown.code).toBe(AGENCY_IDP_EXIT.done);
    expect(shown.out.join('\n')).toContain('client id kwk-portal (client secret stored encrypted)');
    expect(shown.out.join('\n')).not.toContain('the-client-secret');

    expect((await run(['remove', '--tenant', 'partner'])).code).toBe(AGENCY_IDP_EXIT.done);
    expect(await row()).toBeUndefined();
    expect(await run(['remove', '--tenant', 'partner'])).toMatchObject({
      code: AGENCY_IDP_EXIT.refused,
      err: ['partner has no identity provider to remove'],
    });
  });

  it('refuses an empty secret, an unknown tenant and a tenant without the agency area', async () => {
    expect(await run(SET, '\n')).toMatchObject({
      code: AGENCY_IDP_EXIT.refused,
      err: ['no client secret on standard input'],
    });
    const other = (tenant: string) => SET.map((a, i) => (SET[i - 1] === '--tenant' ? tenant : a));
    expect(await run(other('gibtesnicht'), 'x')).toMatchObject({
      code: AGENCY_IDP_EXIT.refused,
      err: ['no tenant gibtesnicht'],
    });
    expect(await run(other('telko'), 'x')).toMatchObject({
      code: AGENCY_IDP_EXIT.refused,
      err: ['telko has no agency area (ModuleAgenturbereich is off)'],
    });
  });
});
