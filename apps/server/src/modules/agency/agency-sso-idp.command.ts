import { parseArgs } from 'node:util';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { createAgencySsoRepository } from './agency-sso.repository.ts';
import { AGENCY_IDP_SECRET_PURPOSE } from './agency-sso.service.ts';

/** Exit codes of `npm run agency-idp` (as `npm run partner-keys`, plus a refusal of sound input). */
export const AGENCY_IDP_EXIT = {
  done: 0,
  /** The tenant is unknown or has no agency area, the secret was empty, or there is nothing to remove. */
  refused: 1,
  /** Unknown or missing subcommand or option, or the configuration could not be read. */
  usage: 2,
} as const;

export const AGENCY_IDP_USAGE = `usage:
  npm run agency-idp -- set --tenant KEY --issuer URL --client-id ID --redirect-uri URL [--redirect-uri URL …] [--role-claim NAME]
      (the client secret is read from standard input, e.g. printf %s "$SECRET" | npm run agency-idp -- set …)
  npm run agency-idp -- show --tenant KEY
  npm run agency-idp -- remove --tenant KEY`;

export type AgencyIdpArgs =
  | {
      command: 'set';
      tenant: string;
      issuer: string;
      clientId: string;
      redirectUris: string[];
      roleClaim: string;
    }
  | { command: 'show'; tenant: string }
  | { command: 'remove'; tenant: string }
  | { command: 'help' };

/**
 * Reads the command line; answers a message for the operator where it is wrong. URLs must be
 * https, except on a machine that is not production (a provider on http://localhost).
 */
export function parseAgencyIdpArgs(argv: string[], options: { allowHttp: boolean }): AgencyIdpArgs | string {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        tenant: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        'redirect-uri': { type: 'string', multiple: true },
        'role-claim': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  try {
    parsed = parse();
  } catch (error) {
    return (error as Error).message;
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  const [command, ...extra] = positionals;
  if (extra.length > 0) return `unexpected argument: ${extra.join(' ')}`;
  if (command !== 'set' && command !== 'show' && command !== 'remove')
    return 'name a subcommand: set, show or remove';
  const tenant = values.tenant?.trim();
  if (!tenant) return '--tenant is required';
  if (command !== 'set') {
    const stray = ['issuer', 'client-id', 'redirect-uri', 'role-claim'].filter((o) => o in values);
    if (stray.length) return `${command} takes only --tenant (not --${stray.join(', --')})`;
    return { command, tenant };
  }
  const url = (name: string, value: string | undefined) => {
    if (!value) return `--${name} is required`;
    if (!URL.canParse(value)) return `--${name} is not a URL: ${value}`;
    const { protocol } = new URL(value);
    if (protocol === 'https:' || (protocol === 'http:' && options.allowHttp)) return undefined;
    return `--${name} must be an https URL${options.allowHttp ? ' (or http)' : ''}: ${value}`;
  };
  const issuer = values.issuer?.trim().replace(/\/+$/, '');
  const redirectUris = (values['redirect-uri'] ?? []).map((u) => u.trim());
  const problem =
    url('issuer', issuer) ??
    (redirectUris.length === 0 ? '--redirect-uri is required (once per URI)' : undefined) ??
    redirectUris.map((u) => url('redirect-uri', u)).find(Boolean);
  if (problem) return problem;
  const clientId = values['client-id']?.trim();
  if (!clientId) return '--client-id is required';
  const roleClaim = values['role-claim']?.trim() || 'roles';
  if (!/^[\w.:/-]{1,100}$/.test(roleClaim)) return `--role-claim is not a claim name: ${roleClaim}`;
  return { command, tenant, issuer: issuer!, clientId, redirectUris: [...new Set(redirectUris)], roleClaim };
}

/** The client secret as given on standard input: one line, its line end not part of it. */
export function secretFromInput(text: string): string {
  return text.replace(/\r?\n$/, '');
}

/**
 * `npm run agency-idp` (cli/agency-idp.cli.ts): sets, shows or removes a tenant's identity
 * provider for the agency sign-in. The secret is sealed with the app key before it is stored and
 * is never printed; every instance discovers the provider anew because the row changed.
 */
export async function agencyIdpCommand(
  args: Exclude<AgencyIdpArgs, { command: 'help' }>,
  deps: {
    db: Db;
    appSecret: string;
    tenants: TenantCache;
    readSecret: () => Promise<string>;
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<number> {
  const repository = createAgencySsoRepository();
  const tenant = await deps.tenants.byKey(args.tenant);
  if (!tenant) {
    deps.err(`no tenant ${args.tenant}`);
    return AGENCY_IDP_EXIT.refused;
  }
  if (args.command === 'show') {
    const row = await repository.providerOf(deps.db, tenant.id);
    if (!row) {
      deps.out(`${tenant.key}: no identity provider for the agency sign-in`);
      return AGENCY_IDP_EXIT.done;
    }
    deps.out(`${tenant.key}: issuer ${row.issuer}`);
    deps.out(`  client id ${row.clientId} (client secret stored encrypted)`);
    deps.out(`  redirect URIs ${row.redirectUris.join(' ')}`);
    deps.out(`  role claim ${row.roleClaim}; changed ${row.updatedAt.toISOString()}`);
    return AGENCY_IDP_EXIT.done;
  }
  if (args.command === 'remove') {
    if (!(await repository.removeProvider(deps.db, tenant.id))) {
      deps.err(`${tenant.key} has no identity provider to remove`);
      return AGENCY_IDP_EXIT.refused;
    }
    deps.out(`${tenant.key}: identity provider removed; agency sign-in is off until one is set`);
    return AGENCY_IDP_EXIT.done;
  }
  if (!tenant.mandant.Modules.ModuleAgenturbereich) {
    deps.err(`${tenant.key} has no agency area (ModuleAgenturbereich is off)`);
    return AGENCY_IDP_EXIT.refused;
  }
  const secret = secretFromInput(await deps.readSecret());
  if (!secret.trim()) {
    deps.err('no client secret on standard input');
    return AGENCY_IDP_EXIT.refused;
  }
  const box = createSecretBox(deps.appSecret, AGENCY_IDP_SECRET_PURPOSE);
  await repository.saveProvider(deps.db, {
    tenantId: tenant.id,
    issuer: args.issuer,
    clientId: args.clientId,
    clientSecretEncrypted: box.seal(secret),
    redirectUris: args.redirectUris,
    roleClaim: args.roleClaim,
    updatedAt: new Date(),
  });
  deps.out(
    `${tenant.key}: agency sign-in through ${args.issuer} as ${args.clientId} (secret stored encrypted)`,
  );
  return AGENCY_IDP_EXIT.done;
}
