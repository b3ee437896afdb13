import type { OperatorRole } from './operator-rights.ts';

/**
 * The demo operator pool (development deployments only, `DEMO_OPERATOR_POOL`): extra console
 * operators per role whose TOTP secrets follow from their address, public like the four demo
 * operators'. The browser suite gives each console visitor an operator of its own, so no two tests
 * share a code's 30-second step (a code counts once per operator) and none waits for a fresh step.
 */
export const DEMO_POOL_ROLES = ['admin', 'support', 'finance'] as const satisfies readonly OperatorRole[];
export type DemoPoolRole = (typeof DEMO_POOL_ROLES)[number];

/** The most operators per role a pool may have (config refuses more; the start-up check reads as many). */
export const DEMO_POOL_MAX = 50;

export interface DemoPoolOperator {
  email: string;
  name: string;
  roles: OperatorRole[];
  totpSecret: string;
}

const NAMES: Record<DemoPoolRole, string> = {
  admin: 'Ada Admin',
  support: 'Sam Support',
  finance: 'Fina Finanzen',
};

/** The pool's operator `n` (1 … DEMO_POOL_MAX) of a role. */
export function demoPoolOperator(role: DemoPoolRole, n: number): DemoPoolOperator {
  const number = String(n).padStart(2, '0');
  return {
    email: `${role}-${number}@pool.betrieb.localhost`,
    name: `${NAMES[role]} ${number}`,
    roles: [role],
    // 20 bytes, the length RFC 4226 recommends, spelled from the address: public by design.
    totpSecret: base32(`kwk-${role}-${number}`.padEnd(20, '.')),
  };
}

/** Every operator of a pool of `size` per role. */
export function demoPool(size: number): DemoPoolOperator[] {
  return DEMO_POOL_ROLES.flatMap((role) =>
    Array.from({ length: size }, (_, i) => demoPoolOperator(role, i + 1)),
  );
}

/** RFC 4648 base32 without padding, of an ASCII text: the form TOTP secrets take. */
function base32(ascii: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of ascii) bits += char.charCodeAt(0).toString(2).padStart(8, '0');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}
