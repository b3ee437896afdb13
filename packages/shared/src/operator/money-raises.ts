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

/** A reward row as what a product earns by it: its amount, its switch and its dates. */
export interface RewardTerms {
  Id: number;
  WertCent: number;
  Aktiv: boolean;
  Startdatum: string;
  Enddatum: string | null;
  EnddatumAnzeige: string | null;
}
/** The tenant's rewards and which product earns which (a product's `PraemienIds`). */
export interface RewardCatalogue {
  Praemien: readonly RewardTerms[];
  Links: readonly { ProduktId: number; PraemieId: number }[];
}
/** A product that pays more on some day after a change: the first such day, highest old → new. */
export interface ProductPayRaise {
  ProduktId: number;
  Tag: string;
  AltCent: number;
  NeuCent: number;
}

/** The last day a reward pays: none for an open end, else the later of end and shown end (spec §4). */
const lastDay = (r: RewardTerms): string | null => {
  if (r.Enddatum === null) return null;
  return r.EnddatumAnzeige !== null && r.EnddatumAnzeige > r.Enddatum ? r.EnddatumAnzeige : r.Enddatum;
};
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Whether a reward pays on a day: switched on, started, not ended (the referrals' lookup). */
const paysOn = (r: RewardTerms, day: string) => {
  const last = lastDay(r);
  return r.Aktiv && r.Startdatum <= day && (last === null || last >= day);
};
/** What a new referral of a product made on `day` promises: its highest reward paying that day. */
const highestOn = (rewards: readonly RewardTerms[], day: string) =>
  Math.max(0, ...rewards.filter((r) => paysOn(r, day)).map((r) => r.WertCent));

const rewardsOf = (catalogue: RewardCatalogue, productId: number): RewardTerms[] => {
  const byId = new Map(catalogue.Praemien.map((r) => [r.Id, r]));
  return catalogue.Links.filter((l) => l.ProduktId === productId).flatMap((l) => byId.get(l.PraemieId) ?? []);
};

/**
 * The products a catalogue change makes pay more (decision 047, addendum): a product pays more
 * when, on some day, the highest of its rewards paying that day is higher than before — a higher
 * reward linked, a reward switched back on, started earlier or ended later (or no longer ended).
 * A product with no rewards before pays 0 then, so a new product earning a paying reward raises.
 * The highest is a step function of the day that changes only where a reward starts or the day
 * after one ends, so those days of either side are all the days to compare. Whether the product
 * itself is offered does not count (a pause is not a lower reward, decision 047).
 */
export function productPayRaises(before: RewardCatalogue, after: RewardCatalogue): ProductPayRaise[] {
  const products = [...new Set(after.Links.map((l) => l.ProduktId))].sort((a, b) => a - b);
  return products.flatMap((productId) => {
    const was = rewardsOf(before, productId);
    const now = rewardsOf(after, productId);
    const days = [
      ...new Set(
        [...was, ...now].flatMap((r) => {
          const last = lastDay(r);
          return last === null ? [r.Startdatum] : [r.Startdatum, dayAfter(last)];
        }),
      ),
    ].sort();
    for (const day of days) {
      const alt = highestOn(was, day);
      const neu = highestOn(now, day);
      if (neu > alt) return [{ ProduktId: productId, Tag: day, AltCent: alt, NeuCent: neu }];
    }
    return [];
  });
}

/** The `Feld` of a product's highest reward in a money change, followed by the product's id. */
export const PRODUCT_PAY_FIELD = 'Produkt:';
/**
 * The money-change amount a product's raise shows: its highest reward on the first day it pays
 * more, old → new (`Feld` names the product: `Produkt:<id>`).
 */
export const productPayAmount = (raise: ProductPayRaise): MoneyAmountChange => ({
  Feld: `${PRODUCT_PAY_FIELD}${raise.ProduktId}`,
  AltCent: raise.AltCent,
  NeuCent: raise.NeuCent,
  AltStufen: null,
  NeuStufen: null,
});
export const MONEY_CHANGE_KINDS = ['rules', 'reward', 'campaign', 'product'] as const;
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
  /** The reward's, campaign's or product's id; null for a new row and for the tenant's rules. */
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
