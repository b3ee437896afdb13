import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { revokeDemoPartnerKeys } from '../../db/seed/demo-partner-keys.ts';

/** Exit codes of `npm run partner-keys`. */
export const PARTNER_KEYS_EXIT = {
  done: 0,
  /** Unknown or missing subcommand, or the configuration could not be read. */
  usage: 2,
} as const;

export const PARTNER_KEYS_USAGE = 'usage: npm run partner-keys -- revoke-demo';

/**
 * `npm run partner-keys -- revoke-demo` (partner-keys.cli.ts): revokes every valid demo partner
 * key, so a deployment that is not for development may start (the start refuses while one is valid).
 */
export async function partnerKeysCommand(
  positionals: string[],
  deps: { db: Db; clock: Clock; out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  const [subcommand, ...extra] = positionals;
  if (subcommand !== 'revoke-demo' || extra.length > 0) {
    deps.err(PARTNER_KEYS_USAGE);
    return PARTNER_KEYS_EXIT.usage;
  }
  const revoked = await revokeDemoPartnerKeys(deps.db, deps.clock.now());
  deps.out(
    revoked === 0
      ? 'no valid demo partner key'
      : `revoked ${revoked} demo partner key(s); other keys unchanged`,
  );
  return PARTNER_KEYS_EXIT.done;
}
