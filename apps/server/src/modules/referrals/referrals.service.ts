import { randomUUID } from 'node:crypto';
import { rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import {
  formatOfflineCode,
  type RecommendationCreateBody,
  type ShareInfo,
} from '@kwk/shared/referrals/referral.schemas';
import { shareTexts } from '@kwk/shared/referrals/share-text';
import { campaignBonusCent } from '@kwk/shared/referrals/splits';
import { hidesCompanyProducts } from '@kwk/shared/routes/page-paths';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { emailSearchHash } from '../../lib/email-search-hash.ts';
import type { BusinessMetrics } from '../../observability/metrics.ts';
import { AppError } from '../../plugins/app-error.ts';
import { eligibilityProof, type ReferrersRepository } from '../accounts/accounts.api.ts';
import type { AgentsRepository } from '../agents/agents.api.ts';
import type { CaptchaService } from '../captcha/captcha.api.ts';
import type { ExclusionsService } from '../exclusions/exclusions.api.ts';
import { mailVoice, type OutboxRepository, outboxRow } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { TokensService } from '../tokens/tokens.api.ts';
import type { WebhooksService } from '../webhooks/webhooks.api.ts';
import { promisedReward, promisedRewardCentOf } from './promised-reward.ts';
import { productNameOf, referralParties } from './referral-parties.ts';
import { optinMail, optinTextVersion, recipientMail } from './referrals.mails.ts';
import type { ReferralsRepository } from './referrals.repository.ts';
import {
  linkToken,
  offlineCodeHash,
  randomEmpfehlungsnummer,
  randomOfflineCode,
  recipientIdentityHash,
  referralExpiry,
  referralLink,
} from './referrals.rules.ts';

const OPTIN_TTL_MS = 7 * 86_400_000;
const SEND_TTL_MS = 86_400_000;

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The device cookie's id (fraud checks); null where none was set. */
  device: string | null;
}

/** The agent a recommendation goes through; the spec's body has the field under two names. */
const agentNumberOf = (body: RecommendationCreateBody) =>
  body.Empfehlung.Agentennummer || body.Empfehlung.AgentNumber || undefined;

/** The unique constraint a failed insert hit; drizzle wraps the driver's error as its cause. */
const violatedConstraint = (error: unknown) =>
  ((error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string })).constraint;

/** A referral's link as the share step shows it (the personal area lists them). */
export const referralLinkFor =
  (config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>) => (tenant: Tenant, nr: number) =>
    referralLink(portalOrigin(tenant, config), nr, linkToken(config.appSecret, tenant.id, nr));

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  captcha: CaptchaService;
  tokens: TokensService;
  outbox: OutboxRepository;
  referrers: ReferrersRepository;
  referrals: ReferralsRepository;
  agents: AgentsRepository;
  exclusions: Pick<ExclusionsService, 'refuseExcluded'>;
  /** The webhooks' outbox: a referral created or confirmed is reported in the same transaction (issue 31). */
  webhooks: Pick<WebhooksService, 'enqueueWebhookEvent'>;
  /** Counts created and confirmed referrals once their transaction commits (decision 074). */
  counts: Pick<BusinessMetrics, 'referralCreated' | 'referralConfirmed'>;
  /** The fraud checks at recommending (issue 15), in the create's transaction: passed by the programme module. */
  fraud: (
    tx: Db,
    input: {
      tenantId: string;
      referralId: string;
      referrerId: string;
      referrerEmail: string;
      recipientEmail: string;
      origin: { ip: string | null; device: string | null } | undefined;
      now: Date;
    },
  ) => Promise<void>;
}

/** Recommending (spec §1, §4, §5, §7 "Recommendation"): create, double opt-in, send to the recipient. */
export function createReferralsService(deps: Deps) {
  const { db, clock, config } = deps;

  const rewardLabel = (cents: number[], lang: Language) => rewardValueText(cents, lang) ?? '';

  // An agent is named by a referrer choosing one in the public search (ModuleAgentRecommendation),
  // or by an agency's employee recommending as themself (/mitarbeiterempfehlen, ModuleAgenturbereich):
  // then the number is the one of their own session (`employeeAgent`, issue 27 item 13), never one
  // typed into the public call, so no one recommends in another agent's name.
  const agentAllowed = async (tenant: Tenant, externeId: string, employeeAgent: string | undefined, tx: Db) =>
    (employeeAgent === undefined
      ? tenant.mandant.Modules.ModuleAgentRecommendation
      : tenant.mandant.Modules.ModuleAgenturbereich && employeeAgent === externeId) &&
    (await deps.agents.byExterneId(tenant.id, externeId, tx)) !== undefined;

  /**
   * The body (checked by the shared schema at the route) against the catalogue, campaigns and
   * agents; 400 with every field.
   */
  async function validate(
    tenant: Tenant,
    body: RecommendationCreateBody,
    lang: Language,
    origin: RequestOrigin,
    tx: Db,
    employeeAgent: string | undefined,
  ) {
    // The referrer's account is written with the checks' read; a refusal rolls it back.
    const now = clock.now();
    const recipientEmailIdentity = recipientIdentityHash(
      config.appSecret,
      emailIdentity(body.Empfaenger.Email),
    );
    const referrerUpsert = deps.referrers.upsert(tx, {
      tenantId: tenant.id,
      email: body.Empfehler.Email,
      emailIdentity: emailIdentity(body.Empfehler.Email),
      vorname: body.Empfehler.Vorname,
      nachname: body.Empfehler.Nachname,
      language: lang,
      // The schema refused the body without the confirmation; its proof goes with the account.
      ...eligibilityProof(lang, now, origin),
      ...(tenant.mandant.Rules.EmpfehlerAdresse && body.Empfehler.Adresse
        ? { address: body.Empfehler.Adresse }
        : {}),
    });
    const context = await deps.referrals.createContext(tx, referrerUpsert, {
      tenantId: tenant.id,
      productId: body.Empfehlung.Produkt,
      hidden: tenant.mandant.Rules.HiddenProductIds,
      hideCompanyProducts: hidesCompanyProducts(tenant.mandant.Modules),
      recipientEmailIdentity,
      today: berlinDate(now),
      now,
      pendingSince: new Date(now.getTime() - OPTIN_TTL_MS),
    });
    const fields: { path: string; message: string }[] = [];
    const m = VALIDATION_MESSAGES[lang];
    if (!context.product)
      fields.push({
        path: 'body.Empfehlung.Produkt',
        message: m.invalidField(lang === 'en' ? 'Product' : 'Produkt'),
      });
    const agentNumber = agentNumberOf(body);
    if (agentNumber && !(await agentAllowed(tenant, agentNumber, employeeAgent, tx)))
      fields.push({
        path: 'body.Empfehlung.Agentennummer',
        message: m.invalidField(lang === 'en' ? 'Agent' : 'Berater'),
      });
    const ticked = new Set(body.Empfehlung.Aktionen.filter((a) => a.abgehakt).map((a) => a.AktionsId));
    for (const { AktionsId, Zustimmung } of context.activeCampaigns) {
      if (Zustimmung && !ticked.has(AktionsId))
        fields.push({ path: `body.Empfehlung.Aktionen.${AktionsId}`, message: m.consent });
    }
    if (fields.length > 0) throw new AppError('common.validation', { fields });
    return {
      campaignBonusCent: campaignBonusCent(context.activeCampaigns, ticked),
      promisedRewardCent: promisedRewardCentOf(context.product?.rewardCents ?? []),
      now,
      recipientEmailIdentity,
      referrer: context.referrer,
      takenByOther: context.takenByOther,
    };
  }

  return {
    /** spec §9: the friendly-captcha feature is off by default; a tenant switches it on. */
    isCaptchaRequired: (tenant: Tenant) => tenant.mandant.Brand.Features.FriendlyCaptcha,

    /** `POST /Empfehlen/create` with a body the route checked by the tenant's rules. */
    async create(
      tenant: Tenant,
      body: RecommendationCreateBody,
      input: {
        lang: Language;
        captcha: string | undefined;
        channelCookie: string | undefined;
        origin?: RequestOrigin;
        /** The agent number of the signed-in employee recommending as themself (see agentAllowed). */
        employeeAgent?: string;
      },
    ): Promise<{ Empfehlungsnummer: number }> {
      if (tenant.mandant.Brand.Features.FriendlyCaptcha) await deps.captcha.verify(tenant, input.captcha);
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction(async (t) => this.createIn(t as unknown as Db, tenant, body, input));
        } catch (error) {
          // Two referrals drew the same random number: draw again (one in tens of millions).
          if (attempt < 3 && violatedConstraint(error) === 'referrals_number_uq') continue;
          throw error;
        }
      }
    },

    async createIn(
      tx: Db,
      tenant: Tenant,
      body: RecommendationCreateBody,
      input: {
        lang: Language;
        channelCookie: string | undefined;
        origin?: RequestOrigin;
        employeeAgent?: string;
      },
    ): Promise<{ Empfehlungsnummer: number }> {
      const { now, recipientEmailIdentity, referrer, takenByOther, campaignBonusCent, promisedRewardCent } =
        await validate(
          tenant,
          body,
          input.lang,
          input.origin ?? { ip: null, userAgent: null, device: null },
          tx,
          input.employeeAgent,
        );
      // spec §6: neither side may be an employee, sales partner or service provider of the brand.
      await deps.exclusions.refuseExcluded(tx, tenant.id, {
        emails: [body.Empfehler.Email, body.Empfaenger.Email],
        kundennummern: [referrer.kundennummer],
      });
      if (referrer.blockedReason) throw new AppError('referrals.data_unusable');

      const key = {
        tenantId: tenant.id,
        referrerId: referrer.id,
        recipientEmailIdentity,
        productId: body.Empfehlung.Produkt,
      };
      if (takenByOther) throw new AppError('referrals.email_exists');

      const empfehlungsnummer = randomEmpfehlungsnummer();
      const referralId = randomUUID();
      const optin = this.optinParts(tenant, referralId, referrer, input.lang);
      const created = await deps.referrals.insertWithOptin(
        tx,
        {
          ...key,
          id: referralId,
          empfehlungsnummer,
          linkTokenHash: linkToken(config.appSecret, tenant.id, empfehlungsnummer),
          recipientEmail: body.Empfaenger.Email.trim(),
          recipientEmailHash: emailSearchHash(config.appSecret, body.Empfaenger.Email),
          channel: body.Empfehlung.Channel ?? input.channelCookie ?? null,
          agentNumber: agentNumberOf(body) ?? null,
          agbText: body.Empfehlung.AgbText,
          anteilEmpfehler: body.Empfehlung.AnteilEmpfehler,
          campaignConsents: body.Empfehlung.Aktionen.filter((a) => a.abgehakt).map((a) => a.AktionsId),
          campaignBonusCent,
          promisedRewardCent,
          createdAt: now,
          expiresAt: referralExpiry(now),
        },
        optin.token,
        optin.mail,
      );
      if (!created) {
        const existing = await deps.referrals.findSame(tx, key);
        if (existing?.optinConfirmedAt) throw new AppError('referrals.already_created');
        // The number lets the form offer a resend; the mail only ever goes to the referrer.
        throw new AppError(
          'referrals.optin_pending',
          existing ? { Empfehlungsnummer: existing.empfehlungsnummer } : undefined,
        );
      }
      await deps.fraud(tx, {
        tenantId: tenant.id,
        referralId,
        referrerId: referrer.id,
        referrerEmail: body.Empfehler.Email,
        recipientEmail: body.Empfaenger.Email,
        origin: input.origin,
        now,
      });
      await deps.webhooks.enqueueWebhookEvent(
        tx,
        {
          tenant,
          type: 'referral.created',
          referralNumber: empfehlungsnummer,
          data: {
            referralNumber: empfehlungsnummer,
            referrerNumber: referrer.kundennummer ?? null,
            productId: body.Empfehlung.Produkt,
            source: input.employeeAgent ? 'agency_employee' : agentNumberOf(body) ? 'agent' : 'web',
            createdAt: now.toISOString(),
          },
        },
        now,
      );
      deps.counts.referralCreated(tx, tenant.id);
      return { Empfehlungsnummer: empfehlungsnummer };
    },

    /** The opt-in token's row and the opt-in mail's outbox row for a referral. */
    optinParts(
      tenant: Tenant,
      referralId: string,
      referrer: { email: string; vorname: string },
      lang: Language,
    ) {
      const { token, row } = deps.tokens.mint({
        tenantId: tenant.id,
        purpose: 'referral.optin',
        subjectId: referralId,
        ttlMs: OPTIN_TTL_MS,
      });
      const link = `${portalOrigin(tenant, config)}/bestaetigung?token=${token}`;
      const mail = optinMail(mailVoice(tenant.mandant.Brand, lang), {
        brand: tenant.mandant.Brand.Name,
        vorname: referrer.vorname,
        link,
      });
      return {
        token: row,
        mail: outboxRow(
          { tenantId: tenant.id, kind: 'referral.optin', to: referrer.email, referralId, ...mail },
          clock.now(),
        ),
      };
    },

    async sendOptin(
      tx: Db,
      tenant: Tenant,
      referralId: string,
      referrer: { email: string; vorname: string },
      lang: Language,
    ): Promise<void> {
      const parts = this.optinParts(tenant, referralId, referrer, lang);
      await deps.tokens.insert(tx, parts.token);
      await deps.outbox.insert(tx, parts.mail);
    },

    /** A new opt-in mail for a pending recommendation; answers the same whatever the input (no probing). */
    async resendOptin(tenant: Tenant, input: { Email: string; Empfehlungsnummer: number }, lang: Language) {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referral = await deps.referrals.byNumber(tx, tenant.id, input.Empfehlungsnummer);
        if (!referral?.referrerId || referral.optinConfirmedAt) return;
        const referrer = await deps.referrers.byId(tx, tenant.id, referral.referrerId);
        if (!referrer || emailIdentity(referrer.email) !== emailIdentity(input.Email)) return;
        await deps.tokens.revokeOpen(tx, {
          tenantId: tenant.id,
          purpose: 'referral.optin',
          subjectId: referral.id,
        });
        await this.sendOptin(tx, tenant, referral.id, referrer, lang);
      });
    },

    /** The referrer's click on the mailed link: records the proof and opens the share step. */
    async confirmOptin(
      tenant: Tenant,
      token: string,
      origin: Pick<RequestOrigin, 'ip' | 'userAgent'>,
      lang: Language,
    ): Promise<ShareInfo> {
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referralId = await deps.tokens.consume(tx, {
          tenantId: tenant.id,
          purpose: 'referral.optin',
          token,
        });
        const referral = await deps.referrals.byId(tx, tenant.id, referralId);
        if (!referral) throw new AppError('referrals.not_found');
        const now = clock.now();
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
          ? await this.assignOfflineCode(tx, tenant, referral.id)
          : null;
        const sendToken = await deps.tokens.issue(tx, {
          tenantId: tenant.id,
          purpose: 'referral.send',
          subjectId: referral.id,
          ttlMs: SEND_TTL_MS,
        });
        return {
          Empfehlungsnummer: referral.empfehlungsnummer,
          Empfehlungslink: this.link(tenant, referral.empfehlungsnummer),
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
    },

    /** Draws a code no other referral of the tenant has (a clash is one in a trillion). */
    async assignOfflineCode(tx: Db, tenant: Tenant, referralId: string): Promise<string | null> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const code = randomOfflineCode();
        const hash = offlineCodeHash(config.appSecret, tenant.id, code);
        if (await deps.referrals.byOfflineCode(tx, tenant.id, hash)) continue;
        return (await deps.referrals.setOfflineCode(tx, referralId, hash)) ? code : null;
      }
      return null;
    },

    link: referralLinkFor(config),

    /** The e-mail channel: the portal mails the recipient once, after the referrer's affirmation. */
    async sendRecipientMail(tenant: Tenant, sendToken: string, lang: Language): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const referralId = await deps.tokens.consume(tx, {
          tenantId: tenant.id,
          purpose: 'referral.send',
          token: sendToken,
        });
        const referral = await deps.referrals.byId(tx, tenant.id, referralId);
        if (!referral) throw new AppError('referrals.not_found');
        if (!referral.recipientEmail || !referral.optinConfirmedAt)
          throw new AppError('referrals.data_unusable');
        const { referrer, product } = await referralParties(deps, tx, tenant, referral, clock.now());
        const { recipientCent } = await promisedReward(deps.referrals, tx, tenant, referral);
        const brand = tenant.mandant.Brand;
        // The friend's own share by the chosen split, never the whole reward (issue 17).
        const people = {
          client: brand.Name,
          link: this.link(tenant, referral.empfehlungsnummer),
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
          clock.now(),
        );
        await deps.referrals.setChannelIfEmpty(tx, referral.id, 'Email');
      });
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
