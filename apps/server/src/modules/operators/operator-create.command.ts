import { parseArgs } from 'node:util';
import { operatorInviteSchema } from '@kwk/shared/operator/operator-management.schemas';
import { OPERATOR_ROLES } from '@kwk/shared/operator/operator-rights';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorManagementService } from './operator-management.service.ts';

/** Exit codes of `npm run operator:create` (as `npm run partner-keys`). */
export const OPERATOR_CREATE_EXIT = {
  done: 0,
  /** The e-mail address has an operator already. */
  refused: 1,
  /** A missing or wrong option, or the configuration could not be read. */
  usage: 2,
} as const;

export const OPERATOR_CREATE_USAGE = `usage:
  npm run operator:create -- --email ADDRESS [--name "FULL NAME"] --role ${OPERATOR_ROLES.join('|')} [--role …]
      creates an operator of the console and prints their one-time enrolment link (valid 72 hours)`;

export type OperatorCreateArgs = { email: string; name: string; roles: (typeof OPERATOR_ROLES)[number][] };

/**
 * Reads the command line through the console's own invitation schema (same rules as an admin's
 * invitation); answers a message for the operator where it is wrong. Without --name the address's
 * local part is the name until the operator is renamed.
 */
export function parseOperatorCreateArgs(argv: string[]): OperatorCreateArgs | { help: true } | string {
  let values: { email?: string; name?: string; role?: string[]; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return (error as Error).message;
  }
  if (values.help) return { help: true };
  if (!values.email?.trim()) return '--email is required';
  const roles = values.role ?? [];
  if (roles.length === 0) return `--role is required (${OPERATOR_ROLES.join(', ')})`;
  const unknown = roles.filter((r) => !(OPERATOR_ROLES as readonly string[]).includes(r));
  if (unknown.length) return `unknown role: ${unknown.join(', ')} (roles: ${OPERATOR_ROLES.join(', ')})`;
  const name = values.name?.trim() || values.email.trim().split('@')[0] || '';
  const parsed = operatorInviteSchema.safeParse({ Email: values.email, Name: name, Roles: roles });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return field === 'Email'
      ? `--email is not an e-mail address: ${values.email}`
      : `--name is not valid: ${name}`;
  }
  return { email: parsed.data.Email, name: parsed.data.Name, roles: parsed.data.Roles };
}

/**
 * Creates the operator (audited as the system) and prints the enrolment link: the bootstrap path
 * (decision 032), the only one where roles are granted without a second admin and a link is shown.
 */
export async function operatorCreateCommand(
  args: OperatorCreateArgs,
  deps: {
    management: Pick<OperatorManagementService, 'bootstrap'>;
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<number> {
  try {
    const link = await deps.management.bootstrap(args);
    deps.out(`operator ${args.email} (${args.roles.join(', ')}) created.`);
    deps.out(`one-time enrolment link, valid until ${link.ExpiresAt}:`);
    deps.out(link.Url);
    return OPERATOR_CREATE_EXIT.done;
  } catch (error) {
    if (error instanceof AppError && error.code === 'operator.email_taken') {
      deps.err(
        `an operator with ${args.email} exists already; an admin can reset their access in the console (Betreiber)`,
      );
      return OPERATOR_CREATE_EXIT.refused;
    }
    throw error;
  }
}
