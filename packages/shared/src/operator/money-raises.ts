import { z } from 'zod';
import { DEFAULT_GOODWILL_YEARLY_CAP_CENT } from './goodwill.rules.ts';

/**
 * Money settings that wait for a second admin when raised (issue 27, decision 047): what counts
 * as a raise, and the pending change the console shows. A raise is anything that lets the
 * programme pay more than it did for the same facts; a lower or equal value applies at once.
 */

/** The tenant's money rules: the recipient's cap, the goodwill year limit, the bonus tiers. */
export interface MoneyRules {
  MaxEmpfaengerPraemieCent: number;
  KulanzJahresgrenzeCent?: number | undefined;
  BonusPraemien: { NachErfolgreichen: number; Cent: number }[];
}
export const MONEY_RULE_FIELDS = [
  'MaxEmpfaengerPraemieCent',
  'KulanzJahresgrenzeCent',
  'BonusPraemien',
] as const;
export type MoneyRuleField = (typeof MONEY_RULE_FIELDS)[number];

/** What bonus tiers pay a referrer in all by the time they reached `successes` successful referrals. */
const bonusBy = (tiers: MoneyRules['BonusPraemien'], successes: number) =>
  tiers.filter((t) => t.NachErfolgreichen <= successes).reduce((sum, t) => sum + t.Cent, 0);

/**
 * Whether new bonus tiers pay more than the old ones at some count of successful referrals: a new
 * tier, a higher amount or a lower threshold does; the counts where anything changes are the
 * thresholds of either list.
 */
export function bonusTiersRaised(before: MoneyRules['BonusPraemien'], after: MoneyRules['BonusPraemien']) {
  const counts = [...before, ...after].map((t) => t.NachErfolgreichen);
  return counts.some((n) => bonusBy(after, n) > bonusBy(before, n));
}

/** The goodwill year limit in force: an unset one is the default (goodwillLimits). */
const yearlyCap = (rules: MoneyRules) => rules.KulanzJahresgrenzeCent ?? DEFAULT_GOODWILL_YEARLY_CAP_CENT;

/** The money rule fields a save raises (the others of the save apply at once). */
export function raisedRuleFields(before: MoneyRules, after: MoneyRules): MoneyRuleField[] {
  return MONEY_RULE_FIELDS.filter((field) => {
    if (field === 'MaxEmpfaengerPraemieCent')
      return after.MaxEmpfaengerPraemieCent > before.MaxEmpfaengerPraemieCent;
    if (field === 'KulanzJahresgrenzeCent') return yearlyCap(after) > yearlyCap(before);
    return bonusTiersRaised(before.BonusPraemien, after.BonusPraemien);
  });
}

/** A reward's or campaign bonus's new amount is a raise: a new row with money, or a higher amount. */
export const amountRaised = (before: number | null, after: number) => after > (before ?? 0);

export const MONEY_CHANGE_KINDS = ['rules', 'reward', 'campaign'] as const;
export type MoneyChangeKind = (typeof MONEY_CHANGE_KINDS)[number];

const tiersSchema = z.array(z.object({ NachErfolgreichen: z.number().int(), Cent: z.number().int() }));

/** One amount a raise changes, old → new: cents, or the bonus tiers; null where there was none. */
export const moneyAmountChangeSchema = z.object({
  Feld: z.string(),
  AltCent: z.number().int().nullable(),
  NeuCent: z.number().int().nullable(),
  AltStufen: tiersSchema.nullable(),
  NeuStufen: tiersSchema.nullable(),
});
export type MoneyAmountChange = z.infer<typeof moneyAmountChangeSchema>;

/** A raise waiting for a second admin, as the console lists it. */
export const pendingMoneyChangeSchema = z.object({
  Id: z.string(),
  Art: z.enum(MONEY_CHANGE_KINDS),
  /** The reward's or campaign's id; null for a new row and for the tenant's rules. */
  ObjektId: z.number().int().nullable(),
  VorgeschlagenVon: z.string(),
  VorgeschlagenVonName: z.string(),
  VorgeschlagenAm: z.string(),
  Betraege: z.array(moneyAmountChangeSchema),
  /** Whether the viewer may decide it: an admin other than the one who proposed it. */
  DarfEntscheiden: z.boolean(),
});
export type PendingMoneyChange = z.infer<typeof pendingMoneyChangeSchema>;

/** The answer to a save that raised money: 202, nothing of the raise applied yet. */
export const moneyRaisePendingSchema = z.object({ GeldFreigabe: pendingMoneyChangeSchema });

/** `POST …/geldfreigaben/:id/ablehnung`: an optional reason, kept in the audit. */
export const moneyRejectSchema = z.object({ Grund: z.string().trim().max(500).optional() }).strict();
