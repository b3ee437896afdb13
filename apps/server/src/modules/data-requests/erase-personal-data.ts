import type { DataErasure, DataErasureResult } from '@kwk/shared/operator/data-requests.schemas';
import type { DataRequestContext } from './data-request-context.ts';

/**
 * The erasure of an address (Art. 17 GDPR) by the rule of the self-service deletion, each owner
 * erasing its own rows in one transaction; audited under a keyed hash of the address with what
 * went.
 */
export async function erasePersonalData(
  ctx: DataRequestContext,
  operatorId: string,
  body: DataErasure,
): Promise<DataErasureResult> {
  const { tenantIds, tenantId } = await ctx.scope(body.Mandant);
  return ctx.db.transaction(async (tx) => {
    const { identityHash, accounts, referrerIds, received } = await ctx.gather(tx, body.Email, tenantIds);
    // Before the accounts go: their foreign keys are set null with them.
    const credits = await ctx.credits.erasePayee(tx, { referrerIds, voucherEmail: body.Email });
    const cases = await ctx.goodwill.ofPerson(tx, { email: body.Email, referrerIds, tenantIds });
    // Before the accounts go too (the referrals keep no link to them afterwards): the fraud
    // signals' evidence on the referrals the person made or received.
    const fraudSignals = await ctx.fraud.erasePerson(tx, {
      referrerIds,
      referralIds: received.map((r) => r.referral.id),
    });
    const result: DataErasureResult = {
      Konten: accounts.length,
      Praemien: credits,
      Kulanzfaelle: await ctx.goodwill.erase(
        tx,
        cases.map((c) => c.id),
      ),
      EmpfehlungenAlsEmpfaenger: await ctx.referrals.eraseRecipientEmail(tx, { identityHash, tenantIds }),
      Empfaengerdaten: await ctx.recipients.eraseByIdentity(
        tx,
        { identityHash, email: body.Email, tenantIds },
        ctx.clock.now(),
      ),
      Mails: await ctx.outbox.eraseAddress(tx, body.Email, tenantIds),
    };
    // The self-service deletion's rule: the account, its sessions and bank data go; its
    // recommendations and credits stay without the link (partner events, bookkeeping).
    for (const referrer of accounts) await ctx.myData.deleteAccountIn(tx, referrer, null);
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'data_request.erase',
      tenantId,
      subject: ctx.personSubject(body.Email),
      reason: body.Begruendung,
      details: { allTenants: tenantId === null, ...result, fraudSignals },
    });
    return result;
  });
}
