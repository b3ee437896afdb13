import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { payoutTimingText } from '../lifecycle/payout-timing.ts';
import { REWARD_STATUSES } from '../lifecycle/referral-lifecycle.ts';
import { bankDataBodySchema, bankDataStoredSchema } from '../recipients/recipient.schemas.ts';
import { taxYearSchema } from '../tax/tax-year.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/**
 * Reward pickup (issue 5, spec §2 "Reward pickup", §7 "Rewards"): the referrer's rewards, and the
 * choice of how to take one — by bank transfer or as a voucher by e-mail — made once.
 */

export const PAYOUT_KINDS = ['Ueberweisung', 'Gutschein'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];

/**
 * The payout timing text of spec §9 for a choice (lifecycle/payout-timing has them all), with the
 * tenant's transfer period (`payoutWeeks(Rules)`).
 */
export const payoutKindTiming = (lang: Language, kind: PayoutKind, weeks: number): string =>
  payoutTimingText(lang, { key: kind === 'Ueberweisung' ? 'transfer' : 'voucher' }, weeks);

/**
 * The voucher a ready reward can be taken as (issue 30, item 5): from the pool of the reward's own
 * amount, so the value it shows is `BetragCent`, the one paid. Null fields were not given yet.
 */
export const voucherOfferSchema = z.object({
  /** The shop or brand the code is for (the tenant's brand where the pool names none). */
  Anbieter: z.string(),
  /** The last day (YYYY-MM-DD) the codes are valid. */
  GueltigBis: z.string().nullable(),
  EinloesungDe: z.string().nullable(),
  EinloesungEn: z.string().nullable(),
  EinloeseUrl: z.string().nullable(),
});
export type VoucherOffer = z.infer<typeof voucherOfferSchema>;

/** A reward of the referrer: a recommendation's share or a bonus. */
export const rewardSchema = z.object({
  PraemieId: z.uuid(),
  /** Kulanz: a goodwill reward support granted on a complaint (issue 14). */
  Art: z.enum(['Empfehlung', 'Bonus', 'Kulanz']),
  Empfehlungsnummer: z.number().int().nullable(),
  Produkt: z.string().nullable(),
  /** For a bonus: the number of successful recommendations that earned it. */
  NachErfolgreichen: z.number().int().nullable(),
  BetragCent: z.number().int(),
  Status: z.enum(REWARD_STATUSES),
  Auszahlung: z.enum(PAYOUT_KINDS).nullable(),
  GewaehltAm: z.string().nullable(),
  /**
   * Choosing this ready reward makes the year's payouts reach the tax-free limit of §22 Nr. 3 EStG
   * (paid and chosen this year plus this one, 256 € or more): the pickup says so before the choice.
   * False for a reward that is no longer to choose.
   */
  UeberschreitetFreigrenze: z.boolean(),
  /**
   * The last day (YYYY-MM-DD, Berlin) a ready reward can be chosen before it expires (issue 15);
   * for an expired one, the day it could have been. Null for the others.
   */
  AbholenBis: z.string().nullable(),
  /** For a ready reward: the voucher it can be taken as, when a pool of its amount exists. */
  Gutschein: voucherOfferSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

/** `GET /praemierung/` (and `?details={PraemieId}` for one): ready, chosen, paid and expired rewards. */
export const rewardListSchema = z.object({
  Praemien: z.array(rewardSchema),
  /** The account stored in Meine Daten (masked), which a transfer can use. */
  GespeicherteBankdaten: bankDataStoredSchema.nullable(),
  /** Where a voucher goes: always the account's own address, which the pickup cannot change. */
  GutscheinEmail: z.string(),
  /** What was paid to the referrer this calendar year, against the tax-free limit. */
  Steuerjahr: taxYearSchema,
});
export type RewardList = z.infer<typeof rewardListSchema>;

export const rewardDetailsQuerySchema = z.object({ details: z.uuid().optional() });

/**
 * `PUT /praemierung/`: how to take one reward. A voucher names no address: it goes to the
 * account's own (issue 12), so a caller cannot send a referrer's reward elsewhere.
 */
export function chooseRewardBodySchema(germanOnly: boolean, lang: Language = 'de') {
  const m = VALIDATION_MESSAGES[lang];
  return z.discriminatedUnion(
    'Auszahlung',
    [
      z.object({
        PraemieId: z.uuid({ error: m.required }),
        Auszahlung: z.literal('Ueberweisung'),
        /** Omitted: the account stored in Meine Daten. */
        Bankdaten: bankDataBodySchema(germanOnly, lang).optional(),
        /** Keep the account in Meine Daten for next time (with ModuleStoringBankdata). */
        BankdatenSpeichern: z.boolean().optional(),
      }),
      z.object({
        PraemieId: z.uuid({ error: m.required }),
        Auszahlung: z.literal('Gutschein'),
      }),
    ],
    { error: m.required },
  );
}
export type ChooseRewardBody = z.infer<ReturnType<typeof chooseRewardBodySchema>>;

/** The answer to a choice: what happens next (payout timing of spec §9). */
export const rewardChosenSchema = z.object({
  PraemieId: z.uuid(),
  Auszahlung: z.enum(PAYOUT_KINDS),
  BetragCent: z.number().int(),
  Hinweis: z.string(),
});
