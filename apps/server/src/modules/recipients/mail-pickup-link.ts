import { mayMailPickupLink } from '@kwk/shared/lifecycle/recipient-pickup';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { ReferralRecords, ReferralRow } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { PICKUP_LINK_WINDOW_MS, pickupLinkVerdict } from './pickup-link-limit.ts';
import type { RecipientProgress } from './recipient-lookups.ts';
import type { RecipientRow, RecipientsRepository } from './recipients.repository.ts';

/** The audit action of a fresh pickup link; its rows are also what the limit per recipient counts. */
export const PICKUP_LINK_ACTION = 'recipient.pickup_link_sent';

/** The lifecycle engine's recipient pickup mail with a new link (passed by the programme module: the lifecycle sits above). */
export type PickupMail = (
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  recipient: RecipientRow,
  cents: number,
  now: Date,
) => Promise<void>;

interface Deps {
  db: Db;
  clock: Clock;
  referrals: Pick<ReferralRecords, 'byId'>;
  recipients: Pick<RecipientsRepository, 'lock'>;
  progress: Pick<RecipientProgress, 'recipientCredit'>;
  audit: Pick<AuditService, 'record' | 'countSince'>;
  pickupMail: PickupMail;
}

/**
 * `POST /empfaenger/{nr}/praemie/abhollink`: a fresh pickup link for a ready share without an
 * account, mailed to the recipient's own address (issue 27, finding 8): the first mail may be lost
 * or its link expired. The answer never carries the token: whoever holds the recipient's page gets
 * no more than a mail to the address the recipient confirmed. Each link is audited (the recipient's
 * number, never the address or the token), and one recipient gets at most three a day from
 * anywhere (decision 040): the audit rows are the count, under the recipient's row lock, so two
 * requests at once count each other.
 */
export function createMailPickupLink(deps: Deps) {
  const { db, clock } = deps;
  return async (tenant: Tenant, recipient: RecipientRow, empfaengernummer: string) => {
    if (recipient.empfaengernummer !== empfaengernummer) throw new AppError('recipients.unauthorized');
    const referral = await deps.referrals.byId(db, tenant.id, recipient.referralId);
    if (!referral) throw new AppError('recipients.unauthorized');
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await deps.recipients.lock(tx, recipient.id);
      const credit = await deps.progress.recipientCredit(tx, referral.id);
      if (
        !credit ||
        !mayMailPickupLink({ reward: credit.status, bankDataMissing: !recipient.ibanEncrypted }) ||
        !recipient.email ||
        !recipient.personal
      )
        throw new AppError('recipients.pickup_link_unavailable');
      const now = clock.now();
      const subject = `recipient:${recipient.empfaengernummer}`;
      const sent = await deps.audit.countSince(tx, {
        tenantId: tenant.id,
        action: PICKUP_LINK_ACTION,
        subject,
        since: new Date(now.getTime() - PICKUP_LINK_WINDOW_MS),
      });
      const verdict = pickupLinkVerdict(sent, now);
      if (!verdict.allowed)
        throw new AppError('recipients.pickup_link_limit', { retryAfterSeconds: verdict.retryAfterSeconds });
      await deps.pickupMail(tx, tenant, referral, recipient, credit.cents, now);
      await deps.audit.record(tx, {
        actor: { kind: 'recipient', id: recipient.id },
        action: PICKUP_LINK_ACTION,
        tenantId: tenant.id,
        subject,
        details: { empfehlungsnummer: referral.empfehlungsnummer },
      });
      return { Versandt: true as const };
    });
  };
}
