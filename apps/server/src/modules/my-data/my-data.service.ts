import type { Language } from '@kwk/shared/errors/error-codes';
import { KUNDENNUMMER_PATTERN, type NewsletterConfirmBody } from '@kwk/shared/my-data/my-data.schemas';
import { newsletterState } from '@kwk/shared/my-data/newsletter';
import { normaliseIban } from '@kwk/shared/recipients/iban';
import type { BankDataBody } from '@kwk/shared/recipients/recipient.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  type AccountEventRecords,
  accountIdentityHash,
  addressHash,
  type BankDataRecords,
  type Caller,
  createReferrerBankAccount,
  type ReferrerRecords,
  type Signedin,
} from '../accounts/accounts.api.ts';
import type { ExclusionsService } from '../exclusions/exclusions.api.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { TokensService } from '../tokens/tokens.api.ts';
import { NEWSLETTER_LINK_DAYS, newsletterOptinMail } from './my-data.mails.ts';

/** A second opt-in mail only after a day: a click too many should not flood the inbox. */
const OPTIN_RESEND_MS = 24 * 60 * 60_000;

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  referrers: ReferrerRecords;
  bankData: BankDataRecords;
  events: AccountEventRecords;
  tokens: TokensService;
  outbox: OutboxRecords;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
}

/** Meine Daten (issue 5): newsletter with double opt-in, stored bank data, deleting the account. */
export function createMyDataService(deps: Deps) {
  const { db, clock, config, referrers, bankData } = deps;
  const account = createReferrerBankAccount(config.appSecret);

  const requireModule = (tenant: Tenant, module: 'ModuleNewsletterPermission' | 'ModuleStoringBankdata') => {
    if (!tenant.mandant.Modules[module]) throw new AppError('referrals.module_off');
  };

  const stored = async (referrerId: string) => account.masked(await bankData.of(db, referrerId));

  /**
   * Whether this caller may store bank data at all: the tenant keeps none (ModuleStoringBankdata
   * off), or the session is the host system's (admin login) and only the mailed link may. The
   * route runs it before the body is checked, so these refusals come first whatever is sent.
   */
  function mayChangeBankData(tenant: Tenant, { session }: Signedin) {
    requireModule(tenant, 'ModuleStoringBankdata');
    if (session.via === 'admin') throw new AppError('rewards.bankdata_link_required');
  }

  return {
    /** `PUT /empfehler/setNewsletterOptin`: mails the double opt-in link, unless opted in or mailed today. */
    async requestNewsletter(tenant: Tenant, { referrer }: Signedin) {
      requireModule(tenant, 'ModuleNewsletterPermission');
      const now = clock.now();
      if (referrer.newsletterPermission)
        return { OptinMailAlreadySent: false, OptinAlreadySet: true, Newsletter: 'optedIn' as const };
      const sentAt = referrer.newsletterOptinSentAt;
      if (sentAt && now.getTime() - sentAt.getTime() < OPTIN_RESEND_MS)
        return { OptinMailAlreadySent: true, OptinAlreadySet: false, Newsletter: 'pending' as const };
      await db.transaction(async (tx) => {
        const request = { tenantId: tenant.id, purpose: 'newsletter.optin' as const, subjectId: referrer.id };
        await deps.tokens.revokeOpen(tx, request);
        const token = await deps.tokens.issue(tx, { ...request, ttlMs: NEWSLETTER_LINK_DAYS * 86_400_000 });
        await referrers.setNewsletter(tx, referrer.id, {
          newsletterPermission: false,
          newsletterOptinSentAt: now,
        });
        const lang: Language = referrer.language === 'en' ? 'en' : 'de';
        const link = `${portalOrigin(tenant, config)}/empfehler/newsletter/optin?token=${token}`;
        const mail = newsletterOptinMail(mailVoice(tenant.mandant.Brand, lang), {
          brand: tenant.mandant.Brand.Name,
          vorname: referrer.vorname,
          link,
        });
        await deps.outbox.enqueue(
          { tenantId: tenant.id, kind: 'newsletter.optin', to: referrer.email, ...mail },
          tx,
          now,
        );
      });
      return { OptinMailAlreadySent: false, OptinAlreadySet: false, Newsletter: 'pending' as const };
    },

    /** `PUT /empfehler/newsletter/optin`: the link of the opt-in mail, once. */
    async confirmNewsletter(tenant: Tenant, { Token }: NewsletterConfirmBody) {
      await db.transaction(async (tx) => {
        const referrerId = await deps.tokens.consume(tx, {
          tenantId: tenant.id,
          purpose: 'newsletter.optin',
          token: Token,
          unknown: 'auth.link_expired',
        });
        await referrers.setNewsletter(tx, referrerId, {
          newsletterPermission: true,
          newsletterOptinSentAt: null,
        });
      });
      return { Newsletter: 'optedIn' as const };
    },

    /** `PUT /empfehler/newsletter/optout`: no more newsletter; a pending opt-in ends too. */
    async optOut(tenant: Tenant, { referrer }: Signedin) {
      await db.transaction(async (tx) => {
        await referrers.setNewsletter(tx, referrer.id, {
          newsletterPermission: false,
          newsletterOptinSentAt: null,
        });
        await deps.tokens.revokeOpen(tx, {
          tenantId: tenant.id,
          purpose: 'newsletter.optin',
          subjectId: referrer.id,
        });
      });
      return { Newsletter: newsletterState(false, null) };
    },

    async bankData({ referrer }: Signedin) {
      return { Bankdaten: await stored(referrer.id) };
    },

    mayChangeBankData,

    /**
     * `PUT /empfehler/bankdaten/`: stores the account sealed, with the BIC where it can be derived;
     * the body checked by the tenant's IBAN rule.
     */
    async saveBankData(tenant: Tenant, signedin: Signedin, body: BankDataBody) {
      // The route's guard ran already; asked again so no other caller stores past it.
      mayChangeBankData(tenant, signedin);
      const { referrer } = signedin;
      const iban = normaliseIban(body.Iban);
      await bankData.save(
        db,
        account.row({
          referrerId: referrer.id,
          tenantId: tenant.id,
          holder: body.Kontoinhaber,
          iban,
          at: clock.now(),
        }),
      );
      return { Bankdaten: await stored(referrer.id) };
    },

    async deleteBankData({ referrer }: Signedin) {
      await bankData.remove(db, referrer.id);
    },

    async customerNumber({ referrer }: Signedin) {
      return { Kundennummer: referrer.kundennummer };
    },

    /** `PUT /empfehler/SetKundennummerForEmpfehler/{n}`: the referrer's customer number with the partner. */
    async setCustomerNumber({ referrer }: Signedin, raw: string, lang: Language) {
      const kundennummer = raw.trim();
      if (!KUNDENNUMMER_PATTERN.test(kundennummer))
        throw new AppError('common.validation', {
          fields: [{ path: 'Kundennummer', message: VALIDATION_MESSAGES[lang].invalidField('Kundennummer') }],
        });
      // spec §6: a customer number on the exclusion list (an employee's) does not take part.
      await deps.exclusions.refuseExcluded(db, referrer.tenantId, { kundennummern: [kundennummer] });
      await referrers.setKundennummer(db, referrer.id, kundennummer);
      return { Kundennummer: kundennummer };
    },

    /**
     * `DELETE /empfehler/delete`: the account and its personal data go (sessions, bank data); its
     * recommendations and credits stay without the link to it, so partner events still resolve.
     * The audit log keeps the deletion under keyed hashes only.
     */
    async deleteAccount(_tenant: Tenant, { referrer }: Signedin, caller: Caller) {
      await db.transaction(async (t) => {
        await this.deleteAccountIn(t as unknown as Db, referrer, addressHash(config.appSecret, caller.ip));
      });
    },

    /**
     * The deletion's rule, in the caller's transaction: the referrer asking for it, or support on an
     * erasure request (Art. 17, issue 14; no caller address then).
     */
    async deleteAccountIn(
      tx: Db,
      referrer: { id: string; tenantId: string; email: string },
      ipHash: string | null,
    ): Promise<void> {
      await referrers.remove(tx, referrer.id);
      await deps.events.record(tx, {
        tenantId: referrer.tenantId,
        kind: 'account.deleted',
        identityHash: accountIdentityHash(config.appSecret, referrer.tenantId, referrer.email),
        ipHash,
        at: clock.now(),
      });
    },
  };
}

export type MyDataService = ReturnType<typeof createMyDataService>;
