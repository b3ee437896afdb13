import type { Language } from '@kwk/shared/errors/error-codes';
import { shareTexts } from '@kwk/shared/referrals/share-text';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { mailVoice } from '../mail/mail.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { promisedReward } from './promised-reward.ts';
import { referralLinkFor } from './referral-link.ts';
import { referralOfToken } from './referral-of-token.ts';
import { productNameOf, referralParties } from './referral-parties.ts';
import type { ReferralsDeps } from './referrals.deps.ts';
import { recipientMail } from './referrals.mails.ts';

/** The e-mail channel: the portal mails the recipient once, after the referrer's affirmation. */
export async function sendRecipientMail(
  deps: Pick<ReferralsDeps, 'db' | 'clock' | 'config' | 'tokens' | 'referrals' | 'referrers' | 'outbox'>,
  tenant: Tenant,
  sendToken: string,
  lang: Language,
): Promise<void> {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const referral = await referralOfToken(deps, tx, tenant, 'referral.send', sendToken);
    if (!referral.recipientEmail || !referral.optinConfirmedAt) throw new AppError('referrals.data_unusable');
    const { referrer, product } = await referralParties(deps, tx, tenant, referral, deps.clock.now());
    const { recipientCent } = await promisedReward(deps.referrals, tx, tenant, referral);
    const brand = tenant.mandant.Brand;
    // The friend's own share by the chosen split, never the whole reward (issue 17).
    const people = {
      client: brand.Name,
      link: referralLinkFor(deps.config)(tenant, referral.empfehlungsnummer),
      firstName: referrer?.vorname ?? '',
      lastName: referrer?.nachname ?? '',
    };
    const mail = recipientMail(mailVoice(brand, lang), {
      ...shareTexts(brand.ShareTemplates, people, recipientCent, lang),
      // The product as the catalogue names it in the mail's language (as the confirmation page does).
      product: await productNameOf(deps.referrals, tx, tenant.id, referral, product, lang),
    });
    await deps.outbox.enqueue(
      {
        tenantId: tenant.id,
        kind: 'referral.recipient',
        to: referral.recipientEmail,
        referralId: referral.id,
        ...mail,
      },
      tx,
      deps.clock.now(),
    );
    await deps.referrals.setChannelIfEmpty(tx, referral.id, 'Email');
  });
}
