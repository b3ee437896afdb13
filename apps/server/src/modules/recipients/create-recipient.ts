import { randomBytes } from 'node:crypto';
import type { Language } from '@kwk/shared/errors/error-codes';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { RecipientLookups, RecipientsDeps } from './recipient-lookups.ts';
import { randomEmpfaengernummer } from './recipients.rules.ts';

/** `POST /empfaenger/create/{nr}`: a recipient number and the token the browser acts with. */
export function createRecipientCreation(
  deps: Pick<RecipientsDeps, 'db' | 'clock' | 'recipients'>,
  look: RecipientLookups,
) {
  const { db, clock } = deps;
  return async (tenant: Tenant, nr: number, hex: string, channel: string | undefined, lang: Language) => {
    const referral = await look.referralByLink(db, tenant, nr, hex);
    look.refuseUnusable(await look.describe(db, tenant, referral, lang));
    const token = randomBytes(24).toString('hex');
    for (let attempt = 0; attempt < 5; attempt++) {
      const empfaengernummer = randomEmpfaengernummer();
      const inserted = await deps.recipients.insert(db, {
        tenantId: tenant.id,
        referralId: referral.id,
        empfaengernummer,
        tokenHash: hashToken(token),
        channel: channel || referral.channel || null,
        createdAt: clock.now(),
      });
      if (inserted) return { Empfaengernummer: empfaengernummer, Token: token };
    }
    throw new AppError('common.technical');
  };
}
