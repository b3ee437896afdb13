import type { OperatorRole } from '@kwk/shared/operator/operator-rights';
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
];

/** Writes the demo operators that are missing; an existing one keeps its row (and its passkeys). */
export async function seedDemoOperators(db: Db, appSecret: string, now: Date): Promise<void> {
  const repository = createOperatorsRepository();
  const box = createSecretBox(appSecret, 'operator-totp');
  for (const demo of DEMO_OPERATORS) {
    if (await repository.byEmail(db, demo.email)) continue;
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
