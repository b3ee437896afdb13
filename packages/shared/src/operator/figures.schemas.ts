import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { rangeProblems } from './figures-range.ts';

const de = VALIDATION_MESSAGES.de;

/** The query's field names, as the console's form names them. */
export const FIGURES_FIELDS = { from: 'von', to: 'bis' } as const;

/**
 * `GET /api/betrieb/v1/zahlen/:tenant?von=&bis=`: Berlin days YYYY-MM-DD; without them the last
 * 12 weeks. `bis` before `von`, or more than 104 weeks, is refused at `bis` (messages of spec §5,
 * localised by the server's error handler).
 */
export const figuresQuerySchema = z
  .object({
    von: z.string().max(10, de.invalidField('Von')).optional(),
    bis: z.string().max(10, de.invalidField('Bis')).optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    // One given alone is checked against itself; the server fills the other from the default.
    const from = query.von ?? query.bis;
    const to = query.bis ?? query.von;
    if (from === undefined || to === undefined) return;
    for (const problem of rangeProblems(from, to)) {
      if (problem === 'from')
        ctx.addIssue({ code: 'custom', path: ['von'], message: de.invalidField('Von') });
      else ctx.addIssue({ code: 'custom', path: ['bis'], message: de.invalidField('Bis') });
    }
  });
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

export const figuresParamsSchema = z.object({ tenant: z.string().max(64) });

/**
 * The funnel's stages in order (issue 14), each counted in the week (Berlin, ISO) its fact happened:
 * - `Clicks`: clicks on referral links (`referral_clicks`, at the click);
 * - `Confirmed`: recommendations whose referrer confirmed the opt-in mail (`referrals.optin_confirmed_at`);
 * - `Recipients`: recipients who confirmed their data (`recipients.data_confirmed_at`, tracking completed);
 * - `Orders`: referrals with an order, at their first `order.placed` (or `order.effective`) partner event;
 * - `Effective`: referrals whose order became legally effective, at their first `order.effective` event;
 * - `Credited`: referrals whose reward the engine credited (once per referral, whatever its split),
 *   not cancelled since, at the first credit; bonuses and goodwill are in `Rewards` only;
 * - `Paid`: credited referrals whose every part still owed is paid out (Ausgezahlt), at the last.
 */
export const FUNNEL_STAGES = [
  'Clicks',
  'Confirmed',
  'Recipients',
  'Orders',
  'Effective',
  'Credited',
  'Paid',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

const count = z.number().int().nonnegative();
const stageCounts = z.object({
  Clicks: count,
  Confirmed: count,
  Recipients: count,
  Orders: count,
  Effective: count,
  Credited: count,
  /** The credited referrals' rewards (all parts) in cents. */
  CreditedCent: count,
  Paid: count,
  PaidCent: count,
});
export type StageCounts = z.infer<typeof stageCounts>;

/** Every stage at 0: a week or a range with nothing in it (one key per field of the schema). */
export const noStageCounts = (): StageCounts =>
  Object.fromEntries(Object.keys(stageCounts.shape).map((key) => [key, 0])) as StageCounts;

export const weekFiguresSchema = stageCounts.extend({
  /** `2026-W48`. */
  Week: z.string(),
  /** The week's Monday, YYYY-MM-DD. */
  Monday: z.string(),
});
export type WeekFigures = z.infer<typeof weekFiguresSchema>;

const amount = z.object({ Count: count, Cent: count });

export const figuresSchema = z.object({
  Tenant: z.object({ Key: z.string(), Name: z.string() }),
  /** The range as counted: widened to whole weeks, Monday to Sunday. */
  From: z.string(),
  To: z.string(),
  /** Every week of the range, oldest first, weeks without facts as zeros. */
  Weeks: z.array(weekFiguresSchema),
  Totals: stageCounts,
  /**
   * Rewards as they stand now, whatever the range: waiting for their revocation and complaint
   * periods (Offen), owed (Bereitgestellt or Abgeholt: ready or chosen, not yet paid), paid (Ausgezahlt).
   */
  Rewards: z.object({ Waiting: amount, Owed: amount, Paid: amount }),
});
export type Figures = z.infer<typeof figuresSchema>;

/** `GET /api/betrieb/v1/zahlen/mandanten`: the tenants to pick from. */
export const figuresTenantsSchema = z.array(z.object({ Key: z.string(), Name: z.string() }));
export type FiguresTenants = z.infer<typeof figuresTenantsSchema>;
