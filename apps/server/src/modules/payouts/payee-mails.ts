import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Db } from '../../db/client.ts';
import { mailVoice } from '../mail/mail.api.ts';
import { portalOrigin } from '../tenants/tenants.api.ts';
import { enterBankDataAgainMail, rewardPaidMail } from './payouts.mails.ts';
import type { Payee } from './payouts.repository.ts';
import type { PayoutsContext } from './payouts-context.ts';

/** Mails each payee with an address that their reward was paid, or that the bank returned it. */
export async function mailPayees(
  ctx: PayoutsContext,
  tx: Db,
  tenantId: string,
  payees: Payee[],
  kind: 'paid' | 'returned',
  now: Date,
  savedAccountRemoved = false,
) {
  const tenant = await ctx.tenants.byId(tenantId, tx);
  if (!tenant) return;
  for (const payee of payees) {
    if (!payee.email) continue;
    const voice = mailVoice(tenant.mandant.Brand, payee.language === 'en' ? 'en' : 'de');
    const lang = voice.language;
    const base = {
      brand: tenant.mandant.Brand.Name,
      vorname: payee.vorname ?? '',
      amount: formatEuro(payee.cents, lang),
    };
    const recipient = payee.beneficiary === 'Empfaenger';
    const portal = portalOrigin(tenant, ctx.config);
    // A recipient who chose at a pickup link gets a fresh one: the page of their recommendation
    // has no bank form where the tenant keeps no bank data, and the old link may be over
    // (issue 27, finding 8). The one who gave the account on their page enters it there again.
    const atPickup = recipient && payee.choseAtPickup && payee.recipientId !== null;
    const mail =
      kind === 'paid'
        ? rewardPaidMail(voice, base)
        : enterBankDataAgainMail(voice, {
            ...base,
            to: atPickup ? 'recipientPickup' : recipient ? 'recipientPage' : 'referrer',
            savedAccountRemoved: savedAccountRemoved && !recipient,
            link: atPickup
              ? `${portal}/praemie/?token=${await ctx.recipientRewardLink(tx, tenantId, payee.recipientId!)}`
              : `${portal}${recipient ? '/' : '/praemie/'}`,
          });
    await ctx.outbox.enqueue(
      {
        tenantId,
        kind: kind === 'paid' ? 'reward.paid' : 'reward.returned',
        to: payee.email,
        referralId: payee.referralId,
        ...mail,
      },
      tx,
      now,
    );
  }
}
