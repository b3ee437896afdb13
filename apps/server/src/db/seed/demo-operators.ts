import { DEMO_POOL_MAX, demoPool } from '@kwk/shared/operator/demo-operator-pool';
import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
import type { AppConfig } from '../../config.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createOperatorsRepository } from '../../modules/operators/operators.repository.ts';
import type { Db } from '../client.ts';

/**
 * Development only (main.ts checks config.isDevelopment): one demo operator per role, signing in
 * with TOTP on the console (http://betrieb.localhost:3000). The secrets are public (README), so an
 * authenticator app or `node scripts/totp-code.mjs <secret>` gives the code; the end-to-end tests
 * sign in the same way.
 */
export const DEMO_OPERATORS: readonly {
  email: string;
  name: string;
  roles: OperatorRole[];
  totpSecret: string;
}[] = [
  {
    email: 'admin@betrieb.localhost',
    name: 'Ada Admin',
    roles: ['admin'],
    totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  },
  {
    email: 'support@betrieb.localhost',
    name: 'Sam Support',
    roles: ['support'],
    totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  },
  {
    email: 'finanzen@betrieb.localhost',
    name: 'Fina Finanzen',
    roles: ['finance'],
    totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  },
  // A second finance operator: a payout batch one prepares the other releases (four eyes, issue 15).
  {
    email: 'finanzen2@betrieb.localhost',
    name: 'Finn Freigabe',
    roles: ['finance'],
    totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
  },
];

/** The demo operators and a pool of `poolSize` more per role (DEMO_OPERATOR_POOL, the browser suite). */
const demoOperators = (poolSize: number) => [...DEMO_OPERATORS, ...demoPool(poolSize)];

/**
 * Writes the demo operators that are missing, and the pool's; an existing one keeps its row (and
 * its passkeys).
 */
export async function seedDemoOperators(db: Db, appSecret: string, now: Date, poolSize = 0): Promise<void> {
  const repository = createOperatorsRepository();
  const box = createSecretBox(appSecret, 'operator-totp');
  const wanted = demoOperators(poolSize);
  const existing = new Set(
    (
      await repository.byEmails(
        db,
        wanted.map((demo) => demo.email),
      )
    ).map((row) => row.email),
  );
  for (const demo of wanted) {
    if (existing.has(demo.email)) continue;
    await repository.insert(db, {
      email: demo.email,
      name: demo.name,
      roles: demo.roles,
      totpSecretSealed: box.seal(demo.totpSecret),
      createdAt: now,
      updatedAt: now,
    });
  }
}

/** The command that deactivates the demo operators (cli/operator-demo-off.cli.ts). */
export const DEACTIVATE_DEMO_OPERATORS_COMMAND = 'npm run operator:demo-off';

/**
 * The active demo operators that still hold their public demo secret: anyone who read the README
 * could sign in as them. An operator with a demo address whose secret was replaced (enrolled anew,
 * or sealed under another app secret, which the server cannot open either) is not one.
 */
export async function usableDemoOperators(db: Db, appSecret: string): Promise<string[]> {
  const repository = createOperatorsRepository();
  const box = createSecretBox(appSecret, 'operator-totp');
  const usable: string[] = [];
  // Every address a pool may have, read in one statement: a pool seeded in development counts too.
  const candidates = demoOperators(DEMO_POOL_MAX);
  const rows = new Map(
    (
      await repository.byEmails(
        db,
        candidates.map((demo) => demo.email),
      )
    ).map((row) => [row.email, row]),
  );
  for (const demo of candidates) {
    const row = rows.get(demo.email);
    if (!row?.active || !row.totpSecretSealed) continue;
    let secret: string | undefined;
    try {
      secret = box.open(row.totpSecretSealed);
    } catch {
      secret = undefined;
    }
    if (secret === demo.totpSecret) usable.push(demo.email);
  }
  return usable;
}

/** Deactivates every demo operator that could sign in with its demo secret; answers their addresses. */
export async function deactivateDemoOperators(db: Db, appSecret: string, at: Date): Promise<string[]> {
  const repository = createOperatorsRepository();
  const usable = await usableDemoOperators(db, appSecret);
  for (const email of usable) {
    const row = await repository.byEmail(db, email);
    if (!row) continue;
    await repository.update(db, row.id, { active: false, updatedAt: at });
    await repository.removeSessionsOf(db, row.id);
  }
  return usable;
}

/**
 * The start-up check: outside a development deployment no demo operator may be able to sign in.
 * Returns the message to stop with, or undefined when the start may go on.
 */
export async function demoOperatorRefusal(
  db: Db,
  config: Pick<AppConfig, 'isDevelopment' | 'env' | 'deployEnv' | 'appSecret'>,
): Promise<string | undefined> {
  if (config.isDevelopment) return undefined;
  const usable = await usableDemoOperators(db, config.appSecret);
  if (usable.length === 0) return undefined;
  return [
    `Refusing to start: the demo operators ${usable.join(', ')} are active with their public TOTP`,
    `secrets, and this is not a development deployment (NODE_ENV=${config.env}, DEPLOY_ENV=${config.deployEnv}).`,
    'Anyone who read the README could sign in to the console. Deactivate them, with the same',
    `DATABASE_URL or DATA_DIR, and start again: ${DEACTIVATE_DEMO_OPERATORS_COMMAND}`,
  ].join('\n');
}
