import { z } from 'zod';
import { PAYOUT_TIMING_KEYS } from '../lifecycle/payout-timing.ts';
import { REFERRAL_STATUSES, REWARD_STATUSES } from '../lifecycle/referral-lifecycle.ts';
import { STATUS_BAR_KEYS } from '../lifecycle/status-bar.ts';
import { PAYOUT_KINDS } from '../rewards/reward-pickup.schemas.ts';
import { taxYearSchema } from '../tax/tax-year.ts';

/**
 * The personal area (issue 5, spec §2 "Personal area", §4 status bar): the referrer's
 * recommendations, each with its status bar, and the reward account.
 */

/** One recommendation as its referrer sees it. */
export const referralItemSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  /** The product's name in the request's language (the tenant's texts), else German. */
  Produkt: z.string(),
  /** Null once the address was erased (unconfirmed after 12 weeks). */
  EmpfaengerEmail: z.string().nullable(),
  /** The referrer's share of the reward in percent: 100, 50 or 0 (spec §9 split options). */
  AnteilEmpfehler: z.number().int(),
  ErstelltAm: z.string(),
  GueltigBis: z.string(),
  /** The day the partner reported the order (ISO date), null before. */
  Auftragsdatum: z.string().nullable(),
  /** The referrer confirmed the recommendation by the mailed link (opt-in, spec §4). */
  Bestaetigt: z.boolean(),
  Status: z.enum(REFERRAL_STATUSES),
  /** The referrer's reward for it, once credited. */
  PraemienStatus: z.enum(REWARD_STATUSES).nullable(),
  PraemieCent: z.number().int().nullable(),
  /** How the referrer chose to take it (transfer or voucher), once chosen. */
  Auszahlungsart: z.enum(PAYOUT_KINDS).nullable(),
  StatusSchluessel: z.enum(STATUS_BAR_KEYS),
  StatusText: z.string(),
  /**
   * The last day (YYYY-MM-DD, Berlin) to choose the ready reward before it expires (issue 15); for
   * an expired one, the day it could have been. Null otherwise.
   */
  AbholenBis: z.string().nullable(),
  /** When the reward comes (spec §9 timing texts), by where it stands; null when nothing is to come. */
  ZeitSchluessel: z.enum(PAYOUT_TIMING_KEYS).nullable(),
  Zeitangabe: z.string().nullable(),
  /** The link to share again, while the recommendation can still be used. */
  Empfehlungslink: z.string().nullable(),
});
export type ReferralItem = z.infer<typeof referralItemSchema>;

export const NEXT_STEPS = ['praemie_abholen', 'bankdaten_eingeben'] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

/** `GET /empfehler/empfehlungen/`: newest first. */
export const referralListSchema = z.object({
  Empfehlungen: z.array(referralItemSchema),
  /**
   * The reward account, in cents: ready to collect, still in the waiting periods, chosen and on its
   * way (Abgeholt: not paid yet), paid out (Ausgezahlt).
   */
  Praemienkonto: z.object({
    VerfuegbarCent: z.number().int(),
    InBearbeitungCent: z.number().int(),
    AuszahlungVeranlasstCent: z.number().int(),
    AusgezahltCent: z.number().int(),
  }),
  /** What the referrer should do next, if anything. */
  NaechsterSchritt: z.enum(NEXT_STEPS).nullable(),
  /** The sum paid out this calendar year, against the tax-free limit of §22 Nr. 3 EStG. */
  Steuerjahr: taxYearSchema,
});
export type ReferralList = z.infer<typeof referralListSchema>;

/**
 * `GET /empfehler/empfehlungen/showbanner/BannerTEZuTP` and `GET /praemierung/showbanner/…`:
 * whether to show the banner that calls the referrer to collect a reward that is ready.
 */
export const bannerSchema = z.object({ BannerTEZuTP: z.boolean() });
