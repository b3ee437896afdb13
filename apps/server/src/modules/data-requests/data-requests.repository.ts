import { type AnyColumn, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountEvents, referrerBankData, referrers } from '../accounts/accounts.api.ts';
import { rewardCredits } from '../lifecycle/lifecycle.api.ts';
import { outbox } from '../mail/mail.api.ts';
import { recipients, referralHasRecipientAddress } from '../recipients/recipients.api.ts';
import { referrals } from '../referrals/referrals.api.ts';

const inTenants = (column: AnyColumn, tenantIds: string[] | null) =>
  tenantIds ? inArray(column, tenantIds) : undefined;

/**
 * What a data-subject request reads (Art. 15/17 GDPR, issue 14): every row the portal holds about
 * one address, across the owners' tables. Reads only; the erasure writes through each owner.
 */
export function createDataRequestsRepository() {
  return {
    referrers: (tx: Db, identity: string, tenantIds: string[] | null) =>
      tx
        .select()
        .from(referrers)
        .where(and(eq(referrers.emailIdentity, identity), inTenants(referrers.tenantId, tenantIds))),

    bankData: (tx: Db, referrerIds: string[]) =>
      referrerIds.length === 0
        ? Promise.resolve([])
        : tx.select().from(referrerBankData).where(inArray(referrerBankData.referrerId, referrerIds)),

    accountEvents: (tx: Db, referrerIds: string[]) =>
      referrerIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ referrerId: accountEvents.referrerId, kind: accountEvents.kind, at: accountEvents.at })
            .from(accountEvents)
            .where(inArray(accountEvents.referrerId, referrerIds))
            .orderBy(asc(accountEvents.at)),

    /** The referrer's recommendations, without the recipient's data (another person's). */
    referralsMade: (tx: Db, referrerIds: string[]) =>
      referrerIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              tenantId: referrals.tenantId,
              empfehlungsnummer: referrals.empfehlungsnummer,
              productId: referrals.productId,
              status: referrals.status,
              channel: referrals.channel,
              createdAt: referrals.createdAt,
              expiresAt: referrals.expiresAt,
            })
            .from(referrals)
            .where(inArray(referrals.referrerId, referrerIds))
            .orderBy(asc(referrals.createdAt)),

    /** Recommendations made to the person, with what they gave as recipient. */
    referralsReceived: (tx: Db, where: { identityHash: string; email: string; tenantIds: string[] | null }) =>
      tx
        .select({ referral: referrals, recipient: recipients })
        .from(referrals)
        .leftJoin(
          recipients,
          and(
            eq(recipients.referralId, referrals.id),
            or(
              eq(recipients.emailIdentity, where.identityHash),
              sql`lower(${recipients.email}) = ${where.email.trim().toLowerCase()}`,
            ),
          ),
        )
        .where(
          and(
            or(
              eq(referrals.recipientEmailIdentity, where.identityHash),
              referralHasRecipientAddress(referrals.id, where),
            ),
            inTenants(referrals.tenantId, where.tenantIds),
          ),
        )
        .orderBy(asc(referrals.createdAt)),

    credits: (tx: Db, where: { referrerIds: string[]; recipientIds: string[]; email: string }) =>
      tx
        .select()
        .from(rewardCredits)
        .where(
          or(
            where.referrerIds.length > 0 ? inArray(rewardCredits.referrerId, where.referrerIds) : undefined,
            where.recipientIds.length > 0
              ? inArray(rewardCredits.recipientId, where.recipientIds)
              : undefined,
            sql`lower(${rewardCredits.voucherEmail}) = ${where.email.trim().toLowerCase()}`,
          ),
        )
        .orderBy(asc(rewardCredits.createdAt)),

    mails: (tx: Db, email: string, tenantIds: string[] | null) =>
      tx
        .select({
          tenantId: outbox.tenantId,
          kind: outbox.kind,
          subject: outbox.subject,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
        })
        .from(outbox)
        .where(
          and(
            sql`(lower(${outbox.toAddress}) = ${email.trim().toLowerCase()} or lower(${outbox.replyTo}) = ${email.trim().toLowerCase()})`,
            inTenants(outbox.tenantId, tenantIds),
          ),
        )
        .orderBy(asc(outbox.createdAt)),
  };
}

export type DataRequestsRepository = ReturnType<typeof createDataRequestsRepository>;
