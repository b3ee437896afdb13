import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { pickUpBy, rewardExpiryMonths } from '@kwk/shared/lifecycle/reward-expiry';
import { normaliseIban } from '@kwk/shared/recipients/iban';
import {
  type ChooseRewardBody,
  payoutKindTiming,
  type Reward,
  type RewardList,
  type VoucherOffer,
} from '@kwk/shared/rewards/reward-pickup.schemas';
import { passesTaxFreeLimit } from '@kwk/shared/tax/tax-free-limit';
import { berlinYear, berlinYearBounds, taxYear } from '@kwk/shared/tax/tax-year';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { wellFormedToken } from '../../lib/bearer.ts';
import { AppError } from '../../plugins/app-error.ts';
import {
  type BankDataRecords,
  createReferrerBankAccount,
  type ReferrerRecords,
  type ReferrerRow,
  refuseBlocked,
  type SessionsService,
} from '../accounts/accounts.api.ts';
import type { LifecycleWebhooks, RewardOwner } from '../lifecycle/lifecycle.api.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import type { RecipientRecords } from '../recipients/recipients.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { TokensService } from '../tokens/tokens.api.ts';
import { REWARD_TOKEN_PREFIX } from './reward-link.ts';
import { choiceMail } from './rewards.mails.ts';
import type { RewardsRepository } from './rewards.repository.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  sessions: SessionsService;
  tokens: TokensService;
  referrers: ReferrerRecords;
  /** The recipient behind the pickup link of a share (issue 27, finding 8); the recipients' read. */
  recipients: Pick<RecipientRecords, 'byId'>;
  rewards: RewardsRepository;
  bankData: BankDataRecords;
  outbox: OutboxRecords;
  /**
   * The fraud checks at the pickup (issue 15): passed by the programme module, in the choice's
   * transaction. It compares the transfer IBAN's keyed identity, never the IBAN.
   */
  fraudAtPickup: (tx: Db, input: PickupFraudInput) => Promise<void>;
  /**
   * The vouchers the tenant's rewards of these amounts can be taken as, by amount (issue 30, item
   * 5): the vouchers module's pools, passed by the programme module, which sits above both.
   */
  voucherOffers: VoucherOffers;
  /** The lifecycle's webhooks: the choice is reported in its transaction (issue 31). */
  lifecycleHooks: Pick<LifecycleWebhooks, 'chosen'>;
}

export type VoucherOffers = (
  tenant: Tenant,
  cents: readonly number[],
) => Promise<ReadonlyMap<number, VoucherOffer>>;

/** What the fraud checks at the pickup compare: the transfer IBAN's keyed identity, never the IBAN. */
export interface PickupFraudInput {
  tenantId: string;
  referralId: string;
  /** The referrer choosing; null for the recipient choosing their share (issue 27, finding 8). */
  referrerId: string | null;
  ibanIdentity: string;
  now: Date;
}

/**
 * Who picks up rewards: a signed-in referrer, or one holding the pickup link of a "reward ready"
 * mail; or a recipient holding the pickup link of their share (issue 27, finding 8), where the
 * tenant keeps no bank data: the same pickup, the recipient's share only.
 */
export interface RewardActor {
  /** Whose rewards: the referrer's, or the recipient's share. */
  owner: RewardOwner;
  /** The referrer acting; null for a recipient. */
  referrer: ReferrerRow | null;
  /** Whom the choice mail and a voucher go to. */
  vorname: string;
  email: string;
  /** Signed in by the host system (admin login): nobody has shown they own the mailbox. */
  viaHost: boolean;
}

const referrerActor = (referrer: ReferrerRow, viaHost: boolean): RewardActor => ({
  owner: { beneficiary: 'Empfehler', id: referrer.id },
  referrer,
  vorname: referrer.vorname,
  email: referrer.email,
  viaHost,
});

type Row = Awaited<ReturnType<RewardsRepository['list']>>[number];

/** The last day to choose a reward that waits for the choice, or waited in vain (issue 15). */
const lastDay = (credit: Row['credit'], months: number) =>
  credit.readyAt && (credit.status === 'Bereitgestellt' || credit.status === 'Abgelaufen')
    ? pickUpBy(berlinDate(credit.readyAt), months)
    : null;

const toReward = (
  { credit, empfehlungsnummer, produkt }: Row,
  yearCent: number,
  months: number,
  offers: ReadonlyMap<number, VoucherOffer>,
): Reward => ({
  PraemieId: credit.id,
  Art: credit.kind === 'bonus' ? 'Bonus' : credit.kind === 'goodwill' ? 'Kulanz' : 'Empfehlung',
  Empfehlungsnummer: empfehlungsnummer,
  Produkt: produkt,
  NachErfolgreichen: credit.bonusAfter,
  BetragCent: credit.cents,
  Status: credit.status,
  Auszahlung: credit.payoutKind,
  GewaehltAm: credit.chosenAt?.toISOString() ?? null,
  UeberschreitetFreigrenze: credit.status === 'Bereitgestellt' && passesTaxFreeLimit(yearCent, credit.cents),
  // A recipient's share does not expire (the expiry job reads the referrers' rewards only).
  AbholenBis: credit.beneficiary === 'Empfehler' ? lastDay(credit, months) : null,
  // Offered only while the reward is to choose, and only from a pool of the reward's own amount.
  Gutschein: credit.status === 'Bereitgestellt' ? (offers.get(credit.cents) ?? null) : null,
});

/**
 * Reward pickup (issue 5): the referrer's rewards and the one-time choice of how to take each, by
 * bank transfer or voucher. Works with a session or with the reward token of a "reward ready" mail
 * (`pr_…`), which replaces the session for these calls.
 */
export function createRewardsService(deps: Deps) {
  const { db, clock, config, rewards, bankData } = deps;
  const bankAccount = createReferrerBankAccount(config.appSecret);

  /**
   * The referrer acting, from a bearer token or the token of a pickup link: by reward token (401
   * "contact support" when invalid) or by session (the auth hook's `rewardPickup` check).
   */
  async function actor(tenant: Tenant, sent: string | undefined): Promise<RewardActor> {
    const token = wellFormedToken(sent);
    if (!token?.startsWith(REWARD_TOKEN_PREFIX)) {
      const { referrer, session } = await deps.sessions.authenticate(tenant, sent);
      return referrerActor(referrer, session.via === 'admin');
    }
    const check = (purpose: 'reward.pickup' | 'recipient.reward.pickup') =>
      deps.tokens.check(db, { tenantId: tenant.id, purpose, token }).catch(() => undefined);
    const referrerId = await check('reward.pickup');
    if (referrerId) {
      const referrer = await deps.referrers.byId(db, tenant.id, referrerId);
      if (!referrer) throw new AppError('rewards.token_invalid');
      refuseBlocked(referrer);
      return referrerActor(referrer, false);
    }
    // The pickup link of a recipient's share: the token is random, so it matches one purpose only.
    const recipientId = await check('recipient.reward.pickup');
    const recipient = recipientId ? await deps.recipients.byId(db, tenant.id, recipientId) : undefined;
    if (!recipient?.email) throw new AppError('rewards.token_invalid');
    return {
      owner: { beneficiary: 'Empfaenger', id: recipient.id },
      referrer: null,
      vorname: recipient.personal?.vorname ?? '',
      email: recipient.email,
      viaHost: false,
    };
  }

  /** The referrer's stored account, masked; the IBAN never leaves in the clear. A recipient keeps none. */
  const storedBankData = async (referrerId: string | undefined) =>
    referrerId ? bankAccount.masked(await bankData.of(db, referrerId)) : null;

  /** Where a transfer goes: the account given now, else the stored one; 400 at the fields without either. */
  async function transferAccount(
    referrerId: string | undefined,
    body: Extract<ChooseRewardBody, { Auszahlung: 'Ueberweisung' }>,
    lang: Language,
  ) {
    if (body.Bankdaten) {
      const iban = normaliseIban(body.Bankdaten.Iban);
      return {
        holder: body.Bankdaten.Kontoinhaber,
        iban,
        sealed: bankAccount.seal(iban),
        identity: bankAccount.identity(iban),
        given: true,
      };
    }
    const stored = referrerId ? await bankData.of(db, referrerId) : undefined;
    if (stored)
      return {
        holder: stored.holder,
        iban: null,
        sealed: stored.ibanSealed,
        identity: stored.ibanIdentity,
        given: false,
      };
    const message = lang === 'en' ? 'Please enter your bank details.' : 'Bitte geben Sie Ihre Bankdaten an.';
    throw new AppError('common.validation', { fields: [{ path: 'body.Bankdaten', message }] });
  }

  /**
   * A host-system session (admin login) chooses nothing: whoever holds the partner key could
   * otherwise cash out any referrer's reward. The mailed pickup link or a sign-in of their own.
   * The route runs it before the body is checked, so this refusal comes first whatever is sent.
   */
  function mayChoose({ viaHost }: RewardActor) {
    if (viaHost) throw new AppError('rewards.pickup_link_required');
  }

  return {
    actor,
    mayChoose,

    async list(tenant: Tenant, actor: RewardActor, details?: string): Promise<RewardList> {
      const year = berlinYear(clock.now());
      const [rows, sums] = await Promise.all([
        rewards.list(db, tenant.id, actor.owner, details),
        rewards.yearSums(db, tenant.id, actor.owner, berlinYearBounds(year)),
      ]);
      if (details && rows.length === 0) throw new AppError('common.not_found');
      // What this year will have paid once the chosen ones are paid: each further choice adds to it.
      const yearCent = sums.paid + sums.pending;
      const offers = await deps.voucherOffers(
        tenant,
        rows.filter((r) => r.credit.status === 'Bereitgestellt').map((r) => r.credit.cents),
      );
      const months = rewardExpiryMonths(tenant.mandant.Rules);
      return {
        Praemien: rows.map((row) => toReward(row, yearCent, months, offers)),
        Steuerjahr: taxYear(year, sums.paid, sums.pending),
        GespeicherteBankdaten: await storedBankData(actor.referrer?.id),
        GutscheinEmail: actor.email,
      };
    },

    /**
     * `PUT /praemierung/`: takes a ready reward once (PraemieBereitsAbgeholt for any later choice,
     * also among concurrent ones), by transfer or as a voucher to the account's own address, and
     * confirms it by mail.
     */
    async choose(tenant: Tenant, actor: RewardActor, body: ChooseRewardBody, lang: Language) {
      // The route's guard ran already; asked again so no other caller chooses past it.
      mayChoose(actor);
      const { referrer } = actor;
      const where = { tenantId: tenant.id, owner: actor.owner, id: body.PraemieId };
      const current = await rewards.statusOf(db, where.tenantId, where.owner, where.id);
      if (!current) throw new AppError('common.not_found');
      if (current.status === 'Abgeholt' || current.status === 'Ausgezahlt')
        throw new AppError('rewards.already_chosen');
      if (current.status === 'Abgelaufen') throw new AppError('rewards.expired');
      if (current.status !== 'Bereitgestellt') throw new AppError('rewards.not_ready');

      const account =
        body.Auszahlung === 'Ueberweisung' ? await transferAccount(referrer?.id, body, lang) : null;
      const now = clock.now();
      const hinweis = payoutKindTiming(lang, body.Auszahlung, payoutWeeks(tenant.mandant.Rules));
      await db.transaction(async (tx) => {
        const chosen = await rewards.choose(tx, where, {
          payoutKind: body.Auszahlung,
          voucherEmail: body.Auszahlung === 'Gutschein' ? actor.email : null,
          payoutHolder: account?.holder ?? null,
          payoutIbanSealed: account?.sealed ?? null,
          payoutIbanIdentity: account?.identity ?? null,
          at: now,
        });
        if (!chosen) throw new AppError('rewards.already_chosen');
        const choice = body.Auszahlung === 'Gutschein' ? 'voucher' : 'transfer';
        await deps.lifecycleHooks.chosen(tx as unknown as Db, tenant.id, where.id, choice, now);
        // A referral's transfer: the IBAN is compared now, since one typed here was never stored.
        // A signal holds the referral again; the answer stays the same. A recipient's account is
        // compared with every referrer's, the referral's own too.
        if (account && chosen.referralId)
          await deps.fraudAtPickup(tx, {
            tenantId: tenant.id,
            referralId: chosen.referralId,
            referrerId: referrer?.id ?? null,
            ibanIdentity: account.identity,
            now,
          });
        if (
          referrer &&
          account?.given &&
          account.iban &&
          body.Auszahlung === 'Ueberweisung' &&
          body.BankdatenSpeichern &&
          tenant.mandant.Modules.ModuleStoringBankdata
        )
          await bankData.save(
            tx,
            bankAccount.row({
              referrerId: referrer.id,
              tenantId: tenant.id,
              holder: account.holder,
              iban: account.iban,
              at: now,
            }),
          );
        const mail = choiceMail(mailVoice(tenant.mandant.Brand, lang), {
          vorname: actor.vorname,
          betrag: formatRewardEuro(chosen.cents, lang),
          kind: body.Auszahlung,
          weeks: payoutWeeks(tenant.mandant.Rules),
          brand: tenant.mandant.Brand.Name,
        });
        await deps.outbox.enqueue(
          { tenantId: tenant.id, kind: 'reward.chosen', to: actor.email, ...mail },
          tx,
          now,
        );
      });
      return {
        PraemieId: body.PraemieId,
        Auszahlung: body.Auszahlung,
        BetragCent: current.cents,
        Hinweis: hinweis,
      };
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
