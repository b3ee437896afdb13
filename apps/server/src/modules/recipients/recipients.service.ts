import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { formatRewardEuro, rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import {
  payoutTimingText,
  recipientRewardKey,
  recipientRewardText,
  recipientTiming,
} from '@kwk/shared/lifecycle/payout-timing';
import { mayMailPickupLink } from '@kwk/shared/lifecycle/recipient-pickup';
import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { maskIban, normaliseIban } from '@kwk/shared/recipients/iban';
import {
  advertisingConsent,
  type BankDataBody,
  type ConsentBody,
  type Landing,
  parseGermanDate,
  type Recipient,
  type TrackingBody,
  trackingBodySchema,
} from '@kwk/shared/recipients/recipient.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { PayoutKind } from '@kwk/shared/rewards/reward-pickup.schemas';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bicOf } from '../../lib/bic.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { ReferrersRepository } from '../accounts/referrers.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ExclusionsService } from '../exclusions/exclusions.service.ts';
import { promisedReward } from '../referrals/promised-reward.ts';
import type { ReferralRow, ReferralsRepository } from '../referrals/referrals.repository.ts';
import { linkToken, recipientIdentityHash } from '../referrals/referrals.rules.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import { createMailPickupLink, type PickupMail } from './mail-pickup-link.ts';
import type { RecipientRow, RecipientsRepository } from './recipients.repository.ts';
import {
  landingStatus,
  nameAddressKey,
  orderUrl,
  randomEmpfaengernummer,
  referrerShortName,
} from './recipients.rules.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  referrals: ReferralsRepository;
  referrers: ReferrersRepository;
  recipients: RecipientsRepository;
  progress: RecipientProgress;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
  /** Records each fresh pickup link, and counts them for the limit per recipient (decision 040). */
  audit: Pick<AuditService, 'record' | 'countSince'>;
  /** The fraud checks at the recipient's confirmation (issue 15): the fraud module's hand-in. */
  fraud: (
    tx: Db,
    input: {
      tenantId: string;
      referralId: string;
      referrerEmail: string | null;
      recipientEmail: string;
      /** Postal addresses (street, number, postcode), the referrer's where the tenant collects it. */
      referrerAddress: { strasse: string; hausnummer: string; plz: string } | null;
      recipientAddress: { strasse: string; hausnummer: string; plz: string } | null;
      origin: { ip: string | null; device: string | null };
      now: Date;
    },
  ) => Promise<void>;
  /**
   * Mails a fresh pickup link for the recipient's ready share (issue 27, finding 8): the
   * lifecycle engine's pickup mail, a module above this one, handed in.
   */
  pickupMail: PickupMail;
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

/** The recipient's side of a referral (spec §2, §7 "Recommendation" and "Recipient"; issue 4). */
export function createRecipientsService(deps: Deps) {
  const { db, clock, config } = deps;
  const ibanBox = createSecretBox(config.appSecret, 'iban');

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

  /** `POST /empfaenger/bankdaten` only where the tenant keeps bank data (ModuleStoringBankdata). */
  function mayStoreBankData(tenant: Tenant) {
    if (!tenant.mandant.Modules.ModuleStoringBankdata) throw new AppError('referrals.module_off');
  }

  return {
    /**
     * The tracking body's schema for a language; the age rule asks this service's clock at each
     * parse, so a schema built once still judges the age on the day of the request.
     */
    trackingSchema: (lang: Language) => trackingBodySchema(lang, () => berlinDate(clock.now())),

    mayStoreBankData,

    /** The recipient of a bearer token (the auth hook's `recipient` check). */
    authenticate: (tenant: Tenant, token: string | undefined) => recipientByToken(db, tenant, token),

    /** `GET /empfehlen/{nr}/{hex}` (strict: errors for expired and blocked) and `/empfehlen/any/…`. */
    async landing(
      tenant: Tenant,
      nr: number,
      hex: string,
      lang: Language,
      strict: boolean,
    ): Promise<Landing> {
      const referral = await referralByLink(db, tenant, nr, hex);
      const landing = await describe(db, tenant, referral, lang);
      if (strict) refuseUnusable(landing);
      return landing;
    },

    /** `GET empfehlen/{no}`: the public facts of a referral by its number, no names. */
    async publicReferral(tenant: Tenant, nr: number, lang: Language) {
      const referral = await deps.referrals.byNumber(db, tenant.id, nr);
      if (!referral) throw new AppError('referrals.not_found');
      const { Empfehlungsnummer, ProduktId, ProduktName, Praemie, Status } = await describe(
        db,
        tenant,
        referral,
        lang,
      );
      return { Empfehlungsnummer, ProduktId, ProduktName, Praemie, Status };
    },

    /** `POST /empfaenger/create/{nr}`: a recipient number and the token the browser acts with. */
    async create(tenant: Tenant, nr: number, hex: string, channel: string | undefined, lang: Language) {
      const referral = await referralByLink(db, tenant, nr, hex);
      refuseUnusable(await describe(db, tenant, referral, lang));
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
    },

    /** `GET /empfaenger/{hex}`: the recipient behind the token, for the recipient screens. */
    async byToken(tenant: Tenant, token: string, lang: Language): Promise<Recipient> {
      const recipient = await recipientByToken(db, tenant, token);
      const referral = await referralOf(db, tenant, recipient);
      const landing = await describe(db, tenant, referral, lang);
      return {
        Empfaengernummer: recipient.empfaengernummer,
        Empfehlungsnummer: referral.empfehlungsnummer,
        Email: recipient.email ?? referral.recipientEmail,
        DatenBestaetigt: recipient.dataConfirmedAt !== null,
        AgbZugestimmt: recipient.consentAt !== null,
        BankdatenHinterlegt: recipient.bankDataAt !== null,
        EmpfaengerPraemieCent: landing.EmpfaengerPraemieCent,
      };
    },

    /** `POST tracking/abschliessen`: the recipient confirms their data (spec §3 tracking body). */
    async completeTracking(
      tenant: Tenant,
      recipient: RecipientRow,
      body: TrackingBody,
      channel: string | undefined,
      lang: Language,
      origin: { ip: string | null; device: string | null } = { ip: null, device: null },
    ) {
      const referral = await referralOf(db, tenant, recipient);
      if (
        body.empfaengernummer !== recipient.empfaengernummer ||
        body.empfehlungsnummer !== referral.empfehlungsnummer
      )
        throw new AppError('recipients.unauthorized');
      refuseUnusable(await describe(db, tenant, referral, lang));
      const d = body.empfaengerdaten;
      // spec §6: the brand's employees and service providers may not be recommended either.
      await deps.exclusions.refuseExcluded(db, tenant.id, { emails: [d.email] });
      await deps.recipients.update(db, recipient.id, {
        dataConfirmedAt: recipient.dataConfirmedAt ?? clock.now(),
        personal: {
          anrede: d.anrede,
          vorname: d.vorname,
          name: d.name,
          telefon: d.telefon || null,
          adresse: d.adresse,
        },
        email: d.email,
        birthDate: parseGermanDate(d.geburtsdatum),
        emailIdentity: recipientIdentityHash(config.appSecret, emailIdentity(d.email)),
        nameAddressIdentity: keyedIdentity(
          config.appSecret,
          'name-address',
          nameAddressKey({ ...d.adresse, vorname: d.vorname, name: d.name }),
        ),
        advertisingConsent: advertisingConsent(d),
        channel: recipient.channel ?? (channel || null),
      });
      const referrer = referral.referrerId
        ? await deps.referrers.byId(db, tenant.id, referral.referrerId)
        : undefined;
      await deps.fraud(db, {
        tenantId: tenant.id,
        referralId: referral.id,
        referrerEmail: referrer?.email ?? null,
        recipientEmail: d.email,
        referrerAddress: referrer?.address
          ? {
              strasse: referrer.address.Strasse,
              hausnummer: referrer.address.Hausnummer,
              plz: referrer.address.Plz,
            }
          : null,
        recipientAddress: d.adresse,
        origin,
        now: clock.now(),
      });
      return { Abgeschlossen: true as const };
    },

    /** `PUT /empfaenger/zustimmung`: the terms as shown, kept as proof with time and text version. */
    async consent(recipient: RecipientRow, body: ConsentBody, origin: RequestOrigin) {
      if (!recipient.dataConfirmedAt) throw new AppError('recipients.data_required');
      if (recipient.consentAt)
        return { Zugestimmt: true as const, Zeitpunkt: recipient.consentAt.toISOString() };
      const at = clock.now();
      await deps.recipients.update(db, recipient.id, {
        consentAt: at,
        consentProof: {
          at: at.toISOString(),
          textVersion: createHash('sha256').update(body.AgbText).digest('hex').slice(0, 16),
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, 300) ?? null,
          text: body.AgbText,
        },
      });
      return { Zugestimmt: true as const, Zeitpunkt: at.toISOString() };
    },

    /** `POST /empfaenger/bankdaten`: where the recipient's part of the reward goes; IBAN encrypted. */
    async saveBankData(tenant: Tenant, recipient: RecipientRow, body: BankDataBody, lang: Language) {
      // The route's guard ran already; asked again so no other caller stores past it.
      mayStoreBankData(tenant);
      if (!recipient.dataConfirmedAt) throw new AppError('recipients.data_required');
      const referral = await referralOf(db, tenant, recipient);
      const { EmpfaengerPraemieCent } = await describe(db, tenant, referral, lang);
      if (EmpfaengerPraemieCent <= 0) throw new AppError('recipients.no_reward');
      const iban = normaliseIban(body.Iban);
      await deps.recipients.update(db, recipient.id, {
        accountHolder: body.Kontoinhaber,
        ibanEncrypted: ibanBox.seal(iban),
        ibanIdentity: keyedIdentity(config.appSecret, 'iban', iban),
        bankDataAt: clock.now(),
      });
      return { Kontoinhaber: body.Kontoinhaber, IbanMaskiert: maskIban(iban), Bic: bicOf(iban) };
    },

    /** `GET /empfaenger/auftrag`: the recipient's order as far as the partner has reported it. */
    async order(tenant: Tenant, recipient: RecipientRow, lang: Language) {
      const referral = await referralOf(db, tenant, recipient);
      const { ProduktName } = await describe(db, tenant, referral, lang);
      const placed = await deps.progress.orderDate(db, tenant.id, referral.id);
      return {
        Empfehlungsnummer: referral.empfehlungsnummer,
        ProduktName,
        Status: referral.status,
        Auftragsdatum: placed ? berlinDate(placed) : null,
      };
    },

    /** `GET /empfaenger/{nr}/praemie/`: the recipient's part of the reward and how far it is. */
    async reward(tenant: Tenant, recipient: RecipientRow, empfaengernummer: string, lang: Language) {
      if (recipient.empfaengernummer !== empfaengernummer) throw new AppError('recipients.unauthorized');
      const referral = await referralOf(db, tenant, recipient);
      const credit = await deps.progress.recipientCredit(db, referral.id);
      const cents = credit?.cents ?? (await describe(db, tenant, referral, lang)).EmpfaengerPraemieCent;
      const key = recipientRewardKey({
        referral: referral.status,
        reward: credit?.status ?? null,
        bankDataMissing: !recipient.ibanEncrypted,
        // Without bank data kept, the share is chosen at the mailed pickup link (issue 27, finding 8).
        choosesAtPickup: !tenant.mandant.Modules.ModuleStoringBankdata,
      });
      // The timing says what really comes: the pickup link where no account was given, a voucher's
      // 24 hours where one was chosen at it (issue 27, finding 8).
      const timing = recipientTiming(key, {
        bankDataMissing: !recipient.ibanEncrypted,
        payoutKind: credit?.payoutKind ?? null,
      });
      return {
        Cent: cents,
        Wert: cents > 0 ? formatRewardEuro(cents, lang) : '',
        Status: credit?.status ?? null,
        StatusSchluessel: key,
        StatusText: recipientRewardText(lang, key),
        ZeitSchluessel: timing?.key ?? null,
        Zeitangabe: timing ? payoutTimingText(lang, timing, payoutWeeks(tenant.mandant.Rules)) : null,
        AbhollinkMoeglich: mayMailPickupLink({
          reward: credit?.status ?? null,
          bankDataMissing: !recipient.ibanEncrypted,
        }),
      };
    },

    /** `POST /empfaenger/{nr}/praemie/abhollink`: see `mail-pickup-link.ts`. */
    mailPickupLink: createMailPickupLink(deps),

    /**
     * `GET /empfehlung/{nr}/produkt/produktlink`: the partner's order page for this referral and
     * recipient, once they confirmed their data and the terms. Not counted as a click: the
     * landing counted the visit already.
     */
    async productLink(
      tenant: Tenant,
      nr: number,
      query: { channel?: string | undefined; empfaengernummer: string },
      lang: Language,
    ) {
      const referral = await deps.referrals.byNumber(db, tenant.id, nr);
      const recipient = await deps.recipients.byNumber(db, tenant.id, query.empfaengernummer);
      if (!referral || !recipient || recipient.referralId !== referral.id)
        throw new AppError('referrals.not_found');
      refuseUnusable(await describe(db, tenant, referral, lang));
      // spec §1: the recipient confirms their data and accepts the terms, then orders.
      if (!recipient.dataConfirmedAt) throw new AppError('recipients.data_required');
      if (!recipient.consentAt) throw new AppError('recipients.consent_required');
      return {
        Produktlink: orderUrl(tenant.mandant.Urls.BestellUrl, {
          produkt: referral.productId,
          empfehlungsnummer: nr,
          empfaengernummer: recipient.empfaengernummer,
          channel: query.channel || recipient.channel || 'Link',
        }),
      };
    },
  };
}

export type RecipientsService = ReturnType<typeof createRecipientsService>;
