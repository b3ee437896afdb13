import { timingSafeEqual } from 'node:crypto';
import { rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { Landing } from '@kwk/shared/recipients/recipient.schemas';
import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { ExclusionsService } from '../exclusions/exclusions.api.ts';
import {
  linkToken,
  promisedReward,
  type ReferralRecords,
  type ReferralRow,
} from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { WebhooksService } from '../webhooks/webhooks.api.ts';
import type { PickupMail } from './mail-pickup-link.ts';
import type { RecipientRow, RecipientsRepository } from './recipients.repository.ts';
import { landingStatus, referrerShortName } from './recipients.rules.ts';

/** What the recipients service is built from; each use case takes the part it uses. */
export interface RecipientsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  referrals: ReferralRecords;
  referrers: ReferrerRecords;
  recipients: RecipientsRepository;
  progress: RecipientProgress;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
  /** The webhooks' outbox: the recipient's confirmation is reported in its transaction (issue 31). */
  webhooks: Pick<WebhooksService, 'enqueueWebhookEvent'>;
  /** Records each fresh pickup link, and counts them for the limit per recipient (decision 040). */
  audit: Pick<AuditService, 'record' | 'countSince'>;
  /** The fraud checks at the recipient's confirmation (issue 15): passed by the programme module. */
  fraud: (tx: Db, input: FraudCheckAtConfirmation) => Promise<void>;
  /**
   * Mails a fresh pickup link for the recipient's ready share (issue 27, finding 8): the
   * lifecycle engine's pickup mail, a module above this one, handed in.
   */
  pickupMail: PickupMail;
}

/** What the fraud checks at the confirmation are told (the fraud module's `atConfirmation`). */
export interface FraudCheckAtConfirmation {
  tenantId: string;
  referralId: string;
  referrerEmail: string | null;
  recipientEmail: string;
  /** Postal addresses (street, number, postcode), the referrer's where the tenant collects it. */
  referrerAddress: { strasse: string; hausnummer: string; plz: string } | null;
  recipientAddress: { strasse: string; hausnummer: string; plz: string } | null;
  origin: { ip: string | null; device: string | null };
  now: Date;
}

/**
 * What the recipient's pages show of the order and the reward: partner events and reward credits
 * are other modules' (partner-events, lifecycle), which depend on this one; the composition root
 * hands their reads in.
 */
export interface RecipientProgress {
  /** When the partner reported the order. */
  orderDate(tx: Db, tenantId: string, referralId: string): Promise<Date | null>;
  /** The recipient's credited part of the referral's reward, once there is one. */
  recipientCredit(
    tx: Db,
    referralId: string,
  ): Promise<{ cents: number; status: RewardStatus; payoutKind: PayoutKind | null } | undefined>;
}

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** The lookups and refusals the recipient's use cases share. */
export function createRecipientLookups(
  deps: Pick<RecipientsDeps, 'clock' | 'config' | 'referrals' | 'referrers' | 'recipients'>,
) {
  const { clock, config } = deps;

  const sameToken = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a.toLowerCase()), Buffer.from(b.toLowerCase()));

  /** The referral behind a link, or 404 when the number or its token is wrong (the same answer for both). */
  async function referralByLink(tx: Db, tenant: Tenant, nr: number, hex: string): Promise<ReferralRow> {
    const referral = await deps.referrals.byNumber(tx, tenant.id, nr);
    if (!referral || !sameToken(hex, linkToken(config.appSecret, tenant.id, nr)))
      throw new AppError('referrals.not_found');
    return referral;
  }

  /** Everything the landing shows: who recommended what, the reward and the recipient's part. */
  async function describe(tx: Db, tenant: Tenant, referral: ReferralRow, lang: Language) {
    const referrer = referral.referrerId
      ? await deps.referrers.byId(tx, tenant.id, referral.referrerId)
      : undefined;
    const { product, recipientCent, labelCents } = await promisedReward(deps.referrals, tx, tenant, referral);
    const status = landingStatus({
      status: referral.status,
      optinConfirmed: referral.optinConfirmedAt !== null,
      expired: referral.expiresAt <= clock.now(),
      referrerUsable: !!referrer && !referrer.blockedReason,
    });
    const landing: Landing = {
      Empfehlungsnummer: referral.empfehlungsnummer,
      EmpfehlerName: referrer ? referrerShortName(referrer.vorname, referrer.nachname) : '',
      ProduktId: referral.productId,
      ProduktName:
        (await deps.referrals.productName(tx, tenant.id, referral.productId, lang)) ??
        product?.anzeigeName ??
        '',
      Praemie: rewardValueText(labelCents, lang) ?? '',
      EmpfaengerPraemieCent: recipientCent,
      Status: status,
      GueltigBis: referral.expiresAt.toISOString(),
    };
    return landing;
  }

  function refuseUnusable(landing: Pick<Landing, 'Status'>) {
    if (landing.Status === 'Abgelaufen') throw new AppError('recipients.expired');
    if (landing.Status === 'Gesperrt') throw new AppError('recipients.blocked');
  }

  /** The recipient acting through its bearer token; 401 for an unknown, erased or other tenant's token. */
  async function recipientByToken(tx: Db, tenant: Tenant, token: string | undefined): Promise<RecipientRow> {
    const recipient =
      token && /^[0-9a-f]{48}$/i.test(token)
        ? await deps.recipients.byTokenHash(tx, tenant.id, hashToken(token.toLowerCase()))
        : undefined;
    if (!recipient) throw new AppError('recipients.unauthorized');
    return recipient;
  }

  async function referralOf(tx: Db, tenant: Tenant, recipient: RecipientRow): Promise<ReferralRow> {
    const referral = await deps.referrals.byId(tx, tenant.id, recipient.referralId);
    if (!referral) throw new AppError('recipients.unauthorized');
    return referral;
  }

  return { referralByLink, describe, refuseUnusable, recipientByToken, referralOf };
}

export type RecipientLookups = ReturnType<typeof createRecipientLookups>;

/** `POST /empfaenger/bankdaten` only where the tenant keeps bank data (ModuleStoringBankdata). */
export function mayStoreBankData(tenant: Tenant) {
  if (!tenant.mandant.Modules.ModuleStoringBankdata) throw new AppError('referrals.module_off');
}
