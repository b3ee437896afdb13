import { rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { formatOfflineCode, type ShareInfo } from '@kwk/shared/referrals/referral.schemas';
import type { Db } from '../../db/client.ts';
import { mailVoice } from '../mail/mail.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { assignOfflineCode } from './assign-offline-code.ts';
import { promisedReward } from './promised-reward.ts';
import { referralLinkFor } from './referral-link.ts';
import { referralOfToken } from './referral-of-token.ts';
import { productNameOf, referralParties } from './referral-parties.ts';
import type { ReferralsDeps, RequestOrigin } from './referrals.deps.ts';
import { optinTextVersion } from './referrals.mails.ts';

const SEND_TTL_MS = 86_400_000;

type ConfirmOptinDeps = Pick<
  ReferralsDeps,
  'db' | 'clock' | 'config' | 'tokens' | 'referrals' | 'referrers' | 'counts' | 'webhooks'
>;

const rewardLabel = (cents: number[], lang: Language) => rewardValueText(cents, lang) ?? '';

/** The referrer's click on the mailed link: records the proof and opens the share step. */
export async function confirmOptin(
  deps: ConfirmOptinDeps,
  tenant: Tenant,
  token: string,
  origin: Pick<RequestOrigin, 'ip' | 'userAgent'>,
  lang: Language,
): Promise<ShareInfo> {
  return deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const referral = await referralOfToken(deps, tx, tenant, 'referral.optin', token);
    const now = deps.clock.now();
    await deps.referrals.confirmOptin(tx, referral.id, now, {
      at: now.toISOString(),
      textVersion: optinTextVersion(mailVoice(tenant.mandant.Brand, 'de').anrede),
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
    });
    deps.counts.referralConfirmed(tx, tenant.id);
    const { referrer, product } = await referralParties(deps, tx, tenant, referral, now);
    await deps.webhooks.enqueueWebhookEvent(
      tx,
      {
        tenant,
        type: 'referral.optin_confirmed',
        referralNumber: referral.empfehlungsnummer,
        data: {
          referralNumber: referral.empfehlungsnummer,
          referrerNumber: referrer?.kundennummer ?? null,
          confirmedAt: now.toISOString(),
        },
      },
      now,
    );
    const parts = await promisedReward(deps.referrals, tx, tenant, referral);
    const offlineCode = tenant.mandant.Modules.ModuleErstelleOfflineEmpfehlungCode
      ? await assignOfflineCode(deps, tx, tenant, referral.id)
      : null;
    const sendToken = await deps.tokens.issue(tx, {
      tenantId: tenant.id,
      purpose: 'referral.send',
      subjectId: referral.id,
      ttlMs: SEND_TTL_MS,
    });
    return {
      Empfehlungsnummer: referral.empfehlungsnummer,
      Empfehlungslink: referralLinkFor(deps.config)(tenant, referral.empfehlungsnummer),
      Vorname: referrer?.vorname ?? '',
      Nachname: referrer?.nachname ?? '',
      ProduktName: await productNameOf(deps.referrals, tx, tenant.id, referral, product, lang),
      Praemie: rewardLabel(parts.labelCents, lang),
      EmpfehlerPraemieCent: parts.referrerCent,
      EmpfaengerPraemieCent: parts.recipientCent,
      SendeToken: sendToken,
      EmpfaengerEmailVerschickt: false,
      Empfehlungscode: offlineCode && formatOfflineCode(offlineCode),
    };
  });
}
