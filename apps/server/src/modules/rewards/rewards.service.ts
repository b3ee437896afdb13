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
} from '@kwk/shared/rewards/reward-pickup.schemas';
import { passesTaxFreeLimit } from '@kwk/shared/tax/tax-free-limit';
import { berlinYear, berlinYearBounds, taxYear } from '@kwk/shared/tax/tax-year';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { wellFormedToken } from '../../lib/bearer.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createReferrerBankAccount } from '../accounts/referrer-bank-account.ts';
import type { ReferrerBankDataRepository } from '../accounts/referrer-bank-data.repository.ts';
import type { ReferrerRow, ReferrersRepository } from '../accounts/referrers.repository.ts';
import { refuseBlocked, type SessionsService } from '../accounts/sessions.service.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import type { TokensService } from '../tokens/tokens.service.ts';
import { REWARD_TOKEN_PREFIX } from './reward-link.ts';
import type { RewardsRepository } from './rewards.repository.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret'>;
  sessions: SessionsService;
  tokens: TokensService;
  referrers: ReferrersRepository;
  rewards: RewardsRepository;
  bankData: ReferrerBankDataRepository;
  outbox: OutboxRepository;
  /**
   * The fraud checks at the pickup (issue 15): the fraud module's hand-in, in the choice's
   * transaction. It compares the transfer IBAN's keyed identity, never the IBAN.
   */
  fraudAtPickup: (
    tx: Db,
    input: { tenantId: string; referralId: string; referrerId: string; ibanIdentity: string; now: Date },
  ) => Promise<void>;
}

/** Who picks up rewards: a signed-in referrer, or one holding the pickup link of a "reward ready" mail. */
export interface RewardActor {
  referrer: ReferrerRow;
  /** Signed in by the host system (admin login): nobody has shown they own the mailbox. */
  viaHost: boolean;
}

type Row = Awaited<ReturnType<RewardsRepository['list']>>[number];

/** The last day to choose a reward that waits for the choice, or waited in vain (issue 15). */
const lastDay = (credit: Row['credit'], months: number) =>
  credit.readyAt && (credit.status === 'Bereitgestellt' || credit.status === 'Abgelaufen')
    ? pickUpBy(berlinDate(credit.readyAt), months)
    : null;

const toReward = ({ credit, empfehlungsnummer, produkt }: Row, yearCent: number, months: number): Reward => ({
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
  AbholenBis: lastDay(credit, months),
});

function choiceMail(lang: Language, v: { vorname: string; betrag: string; hinweis: string; brand: string }) {
  if (lang === 'en')
    return {
      subject: `Your reward choice – ${v.brand}`,
      text: `Hello ${v.vorname},\n\nthank you: we have your choice for your reward of ${v.betrag}. ${v.hinweis}\n`,
    };
  return {
    subject: `Ihre Prämienwahl – ${v.brand}`,
    text: `Hallo ${v.vorname},\n\nvielen Dank: Ihre Wahl für Ihre Prämie von ${v.betrag} ist bei uns angekommen. ${v.hinweis}\n`,
  };
}

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
      return { referrer, viaHost: session.via === 'admin' };
    }
    const referrerId = await deps.tokens
      .check(db, { tenantId: tenant.id, purpose: 'reward.pickup', token })
      .catch(() => undefined);
    const referrer = referrerId ? await deps.referrers.byId(db, tenant.id, referrerId) : undefined;
    if (!referrer) throw new AppError('rewards.token_invalid');
    refuseBlocked(referrer);
    return { referrer, viaHost: false };
  }

  /** The stored account, masked; the IBAN never leaves in the clear. */
  const storedBankData = async (referrerId: string) => bankAccount.masked(await bankData.of(db, referrerId));

  /** Where a transfer goes: the account given now, else the stored one; 400 at the fields without either. */
  async function transferAccount(
    referrerId: string,
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
    const stored = await bankData.of(db, referrerId);
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

    async list(tenant: Tenant, { referrer }: RewardActor, details?: string): Promise<RewardList> {
      const year = berlinYear(clock.now());
      const [rows, sums] = await Promise.all([
        rewards.list(db, tenant.id, referrer.id, details),
        rewards.yearSums(db, tenant.id, referrer.id, berlinYearBounds(year)),
      ]);
      if (details && rows.length === 0) throw new AppError('common.not_found');
      // What this year will have paid once the chosen ones are paid: each further choice adds to it.
      const yearCent = sums.paid + sums.pending;
      return {
        Praemien: rows.map((row) => toReward(row, yearCent, rewardExpiryMonths(tenant.mandant.Rules))),
        Steuerjahr: taxYear(year, sums.paid, sums.pending),
        GespeicherteBankdaten: await storedBankData(referrer.id),
        GutscheinEmail: referrer.email,
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
      const where = { tenantId: tenant.id, referrerId: referrer.id, id: body.PraemieId };
      const current = await rewards.statusOf(db, where.tenantId, where.referrerId, where.id);
      if (!current) throw new AppError('common.not_found');
      if (current.status === 'Abgeholt' || current.status === 'Ausgezahlt')
        throw new AppError('rewards.already_chosen');
      if (current.status === 'Abgelaufen') throw new AppError('rewards.expired');
      if (current.status !== 'Bereitgestellt') throw new AppError('rewards.not_ready');

      const account =
        body.Auszahlung === 'Ueberweisung' ? await transferAccount(referrer.id, body, lang) : null;
      const now = clock.now();
      const hinweis = payoutKindTiming(lang, body.Auszahlung, payoutWeeks(tenant.mandant.Rules));
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const chosen = await rewards.choose(tx, where, {
          payoutKind: body.Auszahlung,
          voucherEmail: body.Auszahlung === 'Gutschein' ? referrer.email : null,
          payoutHolder: account?.holder ?? null,
          payoutIbanSealed: account?.sealed ?? null,
          payoutIbanIdentity: account?.identity ?? null,
          at: now,
        });
        if (!chosen) throw new AppError('rewards.already_chosen');
        // A referral's transfer: the IBAN is compared now, since one typed here was never stored.
        // A signal holds the referral again; the referrer's answer stays the same.
        if (account && chosen.referralId)
          await deps.fraudAtPickup(tx, {
            tenantId: tenant.id,
            referralId: chosen.referralId,
            referrerId: referrer.id,
            ibanIdentity: account.identity,
            now,
          });
        if (
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
        const mail = choiceMail(lang, {
          vorname: referrer.vorname,
          betrag: formatRewardEuro(chosen.cents, lang),
          hinweis,
          brand: tenant.mandant.Brand.Name,
        });
        await deps.outbox.enqueue(
          { tenantId: tenant.id, kind: 'reward.chosen', to: referrer.email, ...mail },
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
