import { createHash, randomBytes } from 'node:crypto';
import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { GoodwillOutcome } from '@kwk/shared/operator/goodwill.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { mailVoice } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import { goodwillDecisionMail } from './goodwill.mails.ts';
import type { GoodwillCaseRow } from './goodwill.repository.ts';
import type { GoodwillDeps } from './goodwill-deps.ts';

/** The decision's page link works this long; afterwards support answers by mail. */
const THANKS_LINK_MS = 180 * 86_400_000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The sender's mail on a final decision (a grant credited, or a refusal) with a new link to
 * /kulanzdanke; answers the link's token hash for the case. Nothing without an address (erased).
 */
export async function mailOutcome(
  deps: GoodwillDeps,
  tx: Db,
  found: GoodwillCaseRow,
  tenant: Tenant,
  outcome: { granted: boolean; cents: number | null; reason: string },
  now: Date,
): Promise<string | null> {
  if (!found.email) return null;
  const token = randomBytes(32).toString('base64url');
  const lang: Language = found.language === 'en' ? 'en' : 'de';
  const mail = goodwillDecisionMail(mailVoice(tenant.mandant.Brand, lang), {
    brand: tenant.mandant.Brand.Name,
    granted: outcome.granted,
    amount: outcome.cents ? formatEuro(outcome.cents, lang) : '',
    reason: outcome.reason,
    link: `${portalOrigin(tenant, deps.config)}/kulanzdanke?token=${token}`,
  });
  await deps.outbox.enqueue(
    { tenantId: tenant.id, kind: 'goodwill.decided', to: found.email, ...mail },
    tx,
    now,
  );
  return tokenHash(token);
}

/** `GET /kulanz/{token}`: the decision for the thank-you page (/kulanzdanke). */
export async function goodwillOutcome(
  deps: GoodwillDeps,
  tenant: Tenant,
  token: string,
): Promise<GoodwillOutcome> {
  const found = await deps.repository.byToken(deps.db, tenant.id, tokenHash(token));
  // The final decision: finance's, where a grant waited for it.
  const decidedAt = found?.approvalAt ?? found?.decidedAt;
  if (!found || !decidedAt || deps.clock.now().getTime() - decidedAt.getTime() > THANKS_LINK_MS)
    throw new AppError('goodwill.link_invalid');
  const refusedByFinance = found.status === 'Abgelehnt' && found.approvalReason !== null;
  return {
    Status: found.status,
    BetragCent: refusedByFinance ? null : found.cents,
    Begruendung: refusedByFinance ? found.approvalReason : found.reason,
    Entschieden: decidedAt.toISOString(),
  };
}
