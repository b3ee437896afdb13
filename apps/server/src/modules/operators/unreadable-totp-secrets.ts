import type { FastifyBaseLogger } from 'fastify';
import type { OperatorTotpService } from './operator-totp.service.ts';

/**
 * The start's check (finding 27.7): operators whose TOTP secret was sealed under another
 * APP_SECRET cannot sign in by code. One warning names them by id and name (never the address),
 * so an admin can reset them before they call.
 */
export async function reportUnreadableTotpSecrets(
  totp: Pick<OperatorTotpService, 'unreadableSecrets'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const unreadable = await totp.unreadableSecrets();
  if (unreadable.length === 0) return;
  const names = unreadable.map((o) => `${o.id} (${o.name})`).join(', ');
  log.warn(
    `TOTP secrets that do not open with this APP_SECRET, sign-in by code is refused until a passkey or an admin's reset: ${names}`,
  );
}
