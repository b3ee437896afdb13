import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import type { Db } from '../../db/client.ts';
import { mailVoice } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import { type LifecycleMailKind, lifecycleMail, mailLanguage } from './lifecycle.mails.ts';

/** One lifecycle mail to a party, into the outbox in the engine's transaction; none without an address. */
export async function sendLifecycleMail(
  deps: Pick<LifecycleDeps, 'config' | 'outbox' | 'rewardLink' | 'recipientRewardLink'>,
  tx: Db,
  tenant: Tenant,
  kind: LifecycleMailKind,
  to: {
    email: string | null;
    vorname: string;
    language: string;
    referrerId?: string;
    recipientId?: string;
  },
  produkt: string,
  cents: number | undefined,
  now: Date,
  referralId: string,
) {
  if (!to.email) return;
  const voice = mailVoice(tenant.mandant.Brand, mailLanguage(to.language));
  const lang = voice.language;
  const portal = portalOrigin(tenant, deps.config);
  // The "reward ready" mails carry the pickup link, which works without a password: the
  // referrer's, and the recipient's where their share waits for an account (issue 27, finding 8).
  const abholen =
    kind === 'reward.ready' && to.referrerId
      ? `${portal}/praemie/?token=${await deps.rewardLink(tx, tenant.id, to.referrerId)}`
      : kind === 'recipient.reward.pickup' && to.recipientId
        ? `${portal}/praemie/?token=${await deps.recipientRewardLink(tx, tenant.id, to.recipientId)}`
        : `${portal}/persoenlicherbereich`;
  const mail = lifecycleMail(kind, voice, {
    brand: tenant.mandant.Brand.Name,
    vorname: to.vorname,
    produkt,
    betrag: cents === undefined ? '' : formatRewardEuro(cents, lang),
    portal,
    abholen,
    auszahlungWochen: payoutWeeks(tenant.mandant.Rules),
  });
  await deps.outbox.enqueue(
    { tenantId: tenant.id, kind: `lifecycle.${kind}`, to: to.email, ...mail, referralId },
    tx,
    now,
  );
}
