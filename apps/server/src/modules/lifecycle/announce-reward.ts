import type { Db } from '../../db/client.ts';
import { promisedReward, type ReferralRow } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import type { CreditRow, EngineRecipient } from './lifecycle.repository.ts';
import { sendLifecycleMail } from './send-lifecycle-mail.ts';

type AnnounceDeps = Pick<
  LifecycleDeps,
  'config' | 'outbox' | 'rewardLink' | 'recipientRewardLink' | 'referrers' | 'referrals'
>;

/** Mails each party whose visible state changed: the referrer always, the recipient for their part. */
export async function announceReward(
  deps: AnnounceDeps,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  change: 'ready' | 'cancelled',
  credits: CreditRow[],
  recipient: EngineRecipient | undefined,
  now: Date,
) {
  const referrer = referral.referrerId
    ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
    : undefined;
  const { product } = await promisedReward(deps.referrals, tx, tenant, referral);
  const produkt = product?.anzeigeName ?? '';
  const referrerPart = credits.find((c) => c.beneficiary === 'Empfehler');
  if (referrer && (change === 'cancelled' || referrerPart))
    await sendLifecycleMail(
      deps,
      tx,
      tenant,
      change === 'ready' ? 'reward.ready' : 'referral.cancelled',
      { ...referrer, referrerId: referrer.id },
      produkt,
      referrerPart?.cents,
      now,
      referral.id,
    );
  const recipientPart = credits.find((c) => c.beneficiary === 'Empfaenger');
  // A share with the account given at the order goes there; without one (the tenant keeps no
  // bank data, or none was given) the recipient chooses through a pickup link, as the referrer
  // does, and no batch takes the share before (issue 27, finding 8).
  if (change === 'ready' && recipientPart && recipient)
    await mailRecipientShare(
      deps,
      tx,
      tenant,
      referral,
      recipient.ibanIdentity ? 'recipient.reward.ready' : 'recipient.reward.pickup',
      { recipient, referrer, produkt },
      recipientPart.cents,
      now,
    );
}

/** The recipient's share mail, in the referrer's language (the recipient has none of their own). */
async function mailRecipientShare(
  deps: AnnounceDeps,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  kind: 'recipient.reward.ready' | 'recipient.reward.pickup',
  to: {
    recipient: Pick<EngineRecipient, 'id' | 'email' | 'personal'>;
    referrer: { language: string } | undefined;
    produkt: string;
  },
  cents: number,
  now: Date,
) {
  if (!to.recipient.personal) return;
  await sendLifecycleMail(
    deps,
    tx,
    tenant,
    kind,
    {
      email: to.recipient.email,
      vorname: to.recipient.personal.vorname,
      language: to.referrer?.language ?? 'de',
      recipientId: to.recipient.id,
    },
    to.produkt,
    cents,
    now,
    referral.id,
  );
}

/**
 * A fresh pickup link for a recipient's ready share (issue 27, finding 8): the pickup mail
 * again, with a new token, asked for from the recipient's page when the first mail was lost or
 * its 60-day link expired. The caller checked that the share is ready, not chosen, and that no
 * account was given (else there is nothing to pick up).
 */
export async function mailRecipientPickup(
  deps: AnnounceDeps,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  recipient: Pick<EngineRecipient, 'id' | 'email' | 'personal'>,
  cents: number,
  now: Date,
): Promise<void> {
  const referrer = referral.referrerId
    ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
    : undefined;
  const { product } = await promisedReward(deps.referrals, tx, tenant, referral);
  await mailRecipientShare(
    deps,
    tx,
    tenant,
    referral,
    'recipient.reward.pickup',
    { recipient, referrer, produkt: product?.anzeigeName ?? '' },
    cents,
    now,
  );
}
